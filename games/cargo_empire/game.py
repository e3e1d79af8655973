"""Cargo Empire (Dopravní impérium) registered as a game: metadata, options and the state factory."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from vypravci.games.core import Game
from vypravci.games.core.options import INTERNAL

from .actions import ACTION_TYPES, Clan
from .data import load_tracks
from .state import CargoEmpireState


class CargoEmpireOptions(BaseModel):
    """The base game and the rulebook's variants, each switched on separately (they combine)."""

    model_config = ConfigDict(extra="forbid")
    tracks: tuple[str, str, str] | None = Field(
        None, description="The three development tracks left to right, e.g. ['a01A', 'a04B', 'a06A'], "
                          "or any agreed mix with the advanced ones, e.g. ['c02', 'a03A', 'b01'] "
                          "(default: drawn at random)",
        examples=[("a01A", "a04B", "a06A")])
    advanced_tracks: bool = Field(
        False, description="Advanced development tracks: a random a-track, b-track and c-track, left to right")
    map: Literal["europe", "dyorle"] = Field("europe", description="Board side: Europe, or Dyorle with rush tokens")
    clans: bool = Field(False, description="Clan abilities (the second side of the player boards)")
    clan_seats: tuple[Clan, ...] | None = Field(  # the seat order is drawn at the start: no host can set it
        None, description="The clan of each seat in seat order (default: dealt at random)",
        json_schema_extra=INTERNAL)
    spediter: bool | None = Field(
        None, description="The Špeditér automa: None = only in a one-player game (the solo game), "
                          "True = also as a third participant of a two-player game, False = never")
    vassals: bool = Field(False, description="Two-player game with vassals (not with the Špeditér)")

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

    @model_validator(mode="after")
    def _combinations(self) -> "CargoEmpireOptions":
        if self.tracks is not None and self.advanced_tracks:
            raise ValueError("choose either fixed tracks or a random advanced set, not both")
        if self.clan_seats is not None:
            if not self.clans:
                raise ValueError("clan_seats needs clans")
            if len(set(self.clan_seats)) != len(self.clan_seats) or not 1 <= len(self.clan_seats) <= 4:
                raise ValueError("clan_seats: one different clan per seat, 1 to 4 seats")
        if self.vassals and self.spediter:
            raise ValueError("vassals are a two-player variant without the Špeditér")
        if self.vassals and self.clan_seats is not None and len(self.clan_seats) != 2:
            raise ValueError("vassals need exactly two players")
        return self

    def spediter_plays(self, players: int) -> bool:
        if self.vassals or self.spediter is False:
            return False
        return players == 1 or (bool(self.spediter) and players == 2)

    def player_counts(self) -> list[int]:
        if self.vassals:
            counts = [2]
        elif self.spediter:
            counts = [1, 2]
        elif self.spediter is None:
            counts = [1, 2, 3, 4]
        else:
            counts = [2, 3, 4]
        if self.clan_seats is not None:
            counts = [n for n in counts if n == len(self.clan_seats)]
        return counts


class CargoEmpire(Game):
    id = "cargo-empire"
    name = {"cs": "Dopravní impérium", "en": "Cargo Empire"}
    min_players, max_players = 1, 4  # one player plays the solo game against the Špeditér automa
    Options, State, action_types = CargoEmpireOptions, CargoEmpireState, ACTION_TYPES

    def player_counts(self, options: BaseModel | None = None) -> list[int]:
        opts = options if isinstance(options, CargoEmpireOptions) else CargoEmpireOptions()
        return opts.player_counts()

    def option_sets(self) -> list[BaseModel]:
        O = CargoEmpireOptions  # noqa: N806
        return [
            O(),  # random tracks; 1 player = solo with the Špeditér
            O(tracks=("a04B", "a05B", "a06B")),  # five-space paths
            O(clans=True),
            O(spediter=True),  # solo, and two players with the Špeditér as a third participant
            O(vassals=True),
            O(map="dyorle"),
            O(advanced_tracks=True),
            O(tracks=("c02", "a03A", "b01")),  # an agreed mix in another order
            O(clans=True, spediter=True),
            O(clans=True, vassals=True, map="dyorle"),
            O(spediter=True, map="dyorle", advanced_tracks=True),
            O(clans=True, map="dyorle", advanced_tracks=True, spediter=False),
        ]

    def check_data(self) -> str:
        from .data import MAPS, load_components, load_map, load_spediter, load_tasks, load_tiles

        for m in MAPS:
            load_map(m)
        load_spediter(), load_tiles(), load_tracks(), load_components()
        return ", ".join(f"{m} map" for m in MAPS) + f", {len(load_tasks().tasks)} task cards"

    def ai_classes(self) -> dict[str, type]:
        from .ai import SimpleAI, StrongAI

        return {**super().ai_classes(), "simple": SimpleAI, "strong": StrongAI}
