"""A game record: game id + options + seed + seats + actions. Replaying it rebuilds the game."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

RECORD_VERSION = 1


class Seat(BaseModel):
    """One seat at the table. ``kind``: ``human``, ``ai`` (an AI plays it through legal actions) or
    ``automa`` (a rulebook automa such as Mašinfíra, played by the engine itself inside ``apply``);
    ``user_id`` is the Discord user."""

    name: str
    kind: Literal["human", "ai", "automa"] = "human"
    ai: str | None = None
    user_id: int | None = None


class GameRecord(BaseModel):
    version: int = RECORD_VERSION
    game: str
    options: dict = Field(default_factory=dict)
    seed: int = 0
    seats: list[Seat]
    actions: list[dict] = Field(default_factory=list)

    def to_json(self, **kw) -> str:
        return self.model_dump_json(**kw)

    @classmethod
    def from_json(cls, text: str | bytes) -> "GameRecord":
        return cls.model_validate_json(text)
