"""Ruské železnice (Russian Railroads) registered as a game: metadata, options, the state factory."""
from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from vypravci.games.core import Game

from .actions import ACTION_TYPES
from .state import RussianRailroadsState


class RussianRailroadsOptions(BaseModel):
    """The base game of 2013; two and three players follow p. 21 by themselves."""

    model_config = ConfigDict(extra="forbid")


class RussianRailroads(Game):
    id = "russian-railroads"
    name = {"cs": "Ruské železnice", "en": "Russian Railroads"}
    min_players, max_players = 2, 4
    Options, State, action_types = RussianRailroadsOptions, RussianRailroadsState, ACTION_TYPES

    def check_data(self) -> str:
        from .data import load_board, load_components

        board, comp = load_board(), load_components()
        return (f"{len(board.spaces)} action spaces, {len(board.industry)} industry spaces (reconstructed), "
                f"{len(comp.engineers)} engineers, {len(comp.factories)} factories, {len(comp.end_cards)} end-bonus cards")

    def ai_classes(self) -> dict[str, type]:
        from .ai import SimpleAI, StrongAI

        return {**super().ai_classes(), "simple": SimpleAI, "strong": StrongAI}
