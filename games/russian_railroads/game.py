"""Ruské železnice (Russian Railroads) registered as a game: metadata, options, the state factory."""
from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from vypravci.games.core import Game, RuleError, Seat

from .actions import ACTION_TYPES
from .state import RussianRailroadsState


class RussianRailroadsOptions(BaseModel):
    """The base game of 2013; two and three players follow p. 21 by themselves."""

    model_config = ConfigDict(extra="forbid")


class RussianRailroads(Game):
    id = "russian-railroads"
    name = {"cs": "Ruské železnice", "en": "Russian Railroads"}
    min_players = 2
    max_players = 4
    Options = RussianRailroadsOptions
    action_types = ACTION_TYPES

    def new_state(self, options: BaseModel, seats: list[Seat], seed: int) -> RussianRailroadsState:
        opts = self.parse_options(options)
        if len(seats) not in self.player_counts(opts):
            raise RuleError("error-player-count", "setup", count=len(seats))
        return RussianRailroadsState(self, opts, seats, seed)

    def check_data(self) -> str:
        from .data import load_board, load_components

        board, comp = load_board(), load_components()
        return (f"{len(board.spaces)} action spaces, {len(board.industry)} industry spaces (reconstructed), "
                f"{len(comp.engineers)} engineers, {len(comp.factories)} factories, {len(comp.end_cards)} end-bonus cards")

    def ai_classes(self) -> dict[str, type]:
        from .ai import SimpleAI, StrongAI

        return {**super().ai_classes(), "simple": SimpleAI, "strong": StrongAI}
