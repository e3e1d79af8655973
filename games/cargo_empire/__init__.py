"""Cargo Empire / Dopravní impérium (Bogdanovsky, Shekhter; Moaideas): rules, data and AI."""
from .game import CargoEmpire, CargoEmpireOptions

GAME = CargoEmpire()

__all__ = ["GAME", "CargoEmpire", "CargoEmpireOptions"]
