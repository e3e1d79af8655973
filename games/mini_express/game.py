"""Mini Express registered as a game: metadata, options and the state factory."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from games.core import Game, Seat

from .actions import ACTION_TYPES
from .state import MiniExpressState

Mode = Literal["standard", "solo", "two_player", "experts"]
Difficulty = Literal["cestujici", "turista", "sotous", "pruvodci", "ajznbonak"]

#: Human seats each mode seats (Mašinfíra, when it plays, is added by the engine).
PLAYER_COUNTS: dict[str, list[int]] = {"standard": [3, 4, 5], "solo": [1], "two_player": [2], "experts": [2]}
#: The solo difficulty levels, easiest first; each adds to the changes of the ones before it.
DIFFICULTIES: tuple[str, ...] = ("cestujici", "turista", "sotous", "pruvodci", "ajznbonak")


class MiniExpressOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    map: Literal["usa", "europe"] = Field("usa", description="Board side: USA or Europe")
    first_game: bool = Field(False, description="First-game simplification: every city admits 2 companies")
    mode: Mode = Field("standard", description=(
        "standard: 3-5 players; solo: 1 player against Mašinfíra; two_player: 2 players with "
        "Mašinfíra as a third seat; experts: the experts' duel, 2 players without Mašinfíra"))
    difficulty: Difficulty = Field("cestujici", description=(
        "Solo difficulty (Nastavení obtížnosti sólové hry): cestujici (easy, the basic solo rules), "
        "turista, sotous, pruvodci, ajznbonak; solo only"))

    @model_validator(mode="after")
    def _difficulty_is_solo_only(self) -> "MiniExpressOptions":
        # The difficulty levels are written for the solo game only (Nastavení obtížnosti sólové hry).
        if self.difficulty != "cestujici" and self.mode != "solo":
            raise ValueError(f"difficulty {self.difficulty!r} is a solo rule; mode {self.mode!r} has none")
        return self

    @property
    def level(self) -> int:
        """The difficulty as a number: 0 Cestující … 4 Ajznbónák (each level includes the lower ones)."""
        return DIFFICULTIES.index(self.difficulty)


class MiniExpress(Game):
    id = "mini-express"
    name = {"cs": "Mini Express", "en": "Mini Express"}
    # The class-level range is the standard game's (the default mode); player_counts() gives each
    # mode's own count (solo 1, two_player 2, experts 2).
    min_players = 3
    max_players = 5
    Options = MiniExpressOptions
    action_types = ACTION_TYPES

    def player_counts(self, options: BaseModel | None = None) -> list[int]:
        mode = getattr(options, "mode", "standard") if options is not None else "standard"
        return list(PLAYER_COUNTS[mode])

    def option_sets(self) -> list[BaseModel]:
        sets = [MiniExpressOptions(map=m) for m in ("usa", "europe")] + [
            MiniExpressOptions(map="usa", first_game=True)
        ]
        sets += [MiniExpressOptions(map="usa", mode="solo", difficulty=d) for d in DIFFICULTIES]
        sets += [MiniExpressOptions(map="europe", mode="solo")]
        sets += [MiniExpressOptions(map=m, mode=mode) for mode in ("two_player", "experts") for m in ("usa", "europe")]
        return sets

    def metadata(self) -> dict:
        meta = super().metadata()
        meta["modes"] = {mode: list(counts) for mode, counts in PLAYER_COUNTS.items()}
        meta["difficulties"] = list(DIFFICULTIES)
        return meta

    def new_state(self, options: BaseModel, seats: list[Seat], seed: int) -> MiniExpressState:
        return MiniExpressState(self, options, seats, seed)

    def ai_names(self) -> list[str]:
        return ["random", "simple"]

    def make_ai(self, name: str, seed: int):
        from games.core.ai import RandomAI

        from .ai import SimpleAI

        return RandomAI(seed) if name == "random" else SimpleAI(seed)
