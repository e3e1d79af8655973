"""Mini Express registered as a game: metadata, options and the state factory."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from games.core import Game, Seat

from .actions import ACTION_TYPES
from .state import MiniExpressState


class MiniExpressOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    map: Literal["usa", "europe"] = Field("usa", description="Board side: USA or Europe")
    first_game: bool = Field(False, description="First-game simplification: every city admits 2 companies")


class MiniExpress(Game):
    id = "mini-express"
    name = {"cs": "Mini Express", "en": "Mini Express"}
    min_players = 3
    max_players = 5
    Options = MiniExpressOptions
    action_types = ACTION_TYPES

    def option_sets(self) -> list[BaseModel]:
        return [MiniExpressOptions(map=m) for m in ("usa", "europe")] + [
            MiniExpressOptions(map="usa", first_game=True)
        ]

    def new_state(self, options: BaseModel, seats: list[Seat], seed: int) -> MiniExpressState:
        return MiniExpressState(self, options, seats, seed)

    def ai_names(self) -> list[str]:
        return ["random", "simple"]

    def make_ai(self, name: str, seed: int):
        from games.core.ai import RandomAI

        from .ai import SimpleAI

        return RandomAI(seed) if name == "random" else SimpleAI(seed)
