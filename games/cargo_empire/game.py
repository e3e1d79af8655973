"""Cargo Empire (Dopravní impérium) registered as a game: metadata, options and the state factory."""
from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field, field_validator

from games.core import Game, Seat

from .actions import ACTION_TYPES
from .data import load_tracks
from .state import CargoEmpireState


class CargoEmpireOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    tracks: tuple[str, str, str] | None = Field(
        None, description="The three development tracks left to right, e.g. ['a01A', 'a04B', 'a06A'] "
                          "(default: drawn at random with random sides)")

    @field_validator("tracks")
    @classmethod
    def _known(cls, value):
        if value is None:
            return value
        keys = load_tracks().by_key()
        if any(k not in keys for k in value):
            raise ValueError(f"unknown track; known: {sorted(keys)}")
        if len({k[:3] for k in value}) != 3:
            raise ValueError("three different tracks")
        return value


class CargoEmpire(Game):
    id = "cargo-empire"
    name = {"cs": "Dopravní impérium", "en": "Cargo Empire"}
    # The rulebook's one-player game is the solo game against the Špeditér automa (a variant not
    # implemented yet); the base rules themselves also run with one seat (see the tests).
    min_players = 2
    max_players = 4
    Options = CargoEmpireOptions
    action_types = ACTION_TYPES

    def option_sets(self) -> list[BaseModel]:
        # Random tracks, and a fixed set of B sides (five-space paths) for the conformance suite.
        return [CargoEmpireOptions(), CargoEmpireOptions(tracks=("a04B", "a05B", "a06B"))]

    def new_state(self, options: BaseModel, seats: list[Seat], seed: int) -> CargoEmpireState:
        return CargoEmpireState(self, options, seats, seed)

    def ai_names(self) -> list[str]:
        return ["random", "simple"]

    def make_ai(self, name: str, seed: int):
        from games.core.ai import RandomAI

        from .ai import SimpleAI

        return RandomAI(seed) if name == "random" else SimpleAI(seed)
