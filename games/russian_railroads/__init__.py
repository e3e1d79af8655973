"""Ruské železnice / Russian Railroads (Ohley, Orgler; Hans im Glück 2013): rules, data and AI."""
from .game import RussianRailroads, RussianRailroadsOptions

GAME = RussianRailroads()

__all__ = ["GAME", "RussianRailroads", "RussianRailroadsOptions"]
