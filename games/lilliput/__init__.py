"""18Lilliput (Leonhard Orgler): rules, component data, the board, the revenue optimizer and AI."""
from .game import Lilliput, LilliputOptions

GAME = Lilliput()

__all__ = ["GAME", "Lilliput", "LilliputOptions"]
