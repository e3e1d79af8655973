"""Mini Express (Mark Gerrits; Czech edition BoardBros): rules, data and AI."""
from .game import MiniExpress, MiniExpressOptions

GAME = MiniExpress()

__all__ = ["GAME", "MiniExpress", "MiniExpressOptions"]
