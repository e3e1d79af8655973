"""Component data of Ruské železnice (Russian Railroads): schemas and loading.

Pages 1–12 of the rulebook are lost, so the TOML files in data/ are reconstructions, each saying
so (``source``) and what it was checked against (``checked_against``). The schemas reject a file
that breaks a count the surviving pages or the public facts state.
"""
from __future__ import annotations

import re
from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from vypravci.games.core.components import Provenance, by_id, read_data

COLOURS = ("black", "grey", "brown", "natural", "white")
LINES = ("ts", "spb", "kiev")
SLOTS = COLOURS + ("any", "bg")  # a step slot: one colour, any colour, or black-or-grey

Colour = Literal["black", "grey", "brown", "natural", "white"]
Line = Literal["ts", "spb", "kiev"]

_OP = re.compile(
    r"^(steps:(black|grey|brown|natural|white|any|bg)(,(black|grey|brown|natural|white|any|bg))*"
    r"|industry:[1-9]|doubling:[1-9]|coins:[1-9]|seasonal:[1-9]|order:[12]|engineer:(left|right)"
    r"|points:([1-9][0-9]?|engineer_sum|best_two_locos)"
    r"|hire|loco|factory|loco_or_factory|repeat|endbonus|second_marker|revalue|medal|card|again"
    r"|card_engineer|black_worker|loco9)$")

Effect = list[str]


def _check_effect(effect: list[str]) -> list[str]:
    bad = [op for op in effect if not _OP.match(op)]
    if bad or not effect:
        raise ValueError(f"unknown effect operations {bad}")
    return effect


class LineData(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: Line
    length: int = Field(ge=2)
    colours: tuple[Colour, ...]
    locomotives: int = Field(ge=1, le=2)

    @field_validator("colours")
    @classmethod
    def _prefix(cls, value):
        if value != COLOURS[:len(value)]:
            raise ValueError("a line allows a prefix of the colour order black, grey, brown, natural, white")
        return value


class _Effect(BaseModel):
    """A component that does something: its ``effect``, a list of known operations."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    @field_validator("effect", check_fields=False)
    @classmethod
    def _ops(cls, value):
        return tuple(_check_effect(list(value)))


class Space(_Effect):
    id: str = Field(pattern=r"^[a-z0-9-]+$")
    workers: int = Field(ge=0, le=3)
    coins: int = Field(0, ge=0, le=1)
    effect: tuple[str, ...]
    closed_2p: bool = False
    unlimited: bool = False
    first_rounds: bool = False
    last_round: bool = False


class IndustrySpace(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    value: int | None = None
    gap: bool = False
    token: bool = False
    bonus_card: bool = False

    @model_validator(mode="after")
    def _kind(self):
        if self.gap and (self.value is not None or self.token):
            raise ValueError("a gap has no value and no token")
        return self


class Special(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    line: Line
    space: int = Field(ge=1)
    rail: Colour
    loco: bool = False
    reward: str = Field(pattern=r"^(rails:(grey|brown|natural|white)|worker|token)$")


class Condition(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    space: int
    rail: Colour
    points: int = 0


class BoardData(Provenance):
    rounds: dict[int, int]
    start: dict[str, dict[int, int]]
    supply: dict[str, int]
    lines: list[LineData]
    values: dict[Colour, int]
    revalued: dict[Colour, int]
    doubling_slots: int
    turn_order_points: list[int]
    spaces: list[Space]
    engineer_strip: dict[int, int]
    industry: list[IndustrySpace]
    specials: list[Special]
    end_station_points: int
    spb_double: Condition
    kiev_bonus: dict[int, int]
    kiev_medal: Condition

    @model_validator(mode="after")
    def _check(self):
        if [ln.id for ln in self.lines] != list(LINES):
            raise ValueError("lines ts, spb, kiev in that order")
        ids = [s.id for s in self.spaces]
        if len(set(ids)) != len(ids):
            raise ValueError("duplicate space id")
        if sum(1 for s in self.industry if s.gap) != 5:
            raise ValueError("five factory gaps (p. 23: at most 5 factories)")
        if self.industry[0].value != 0 or self.industry[-1].gap:
            raise ValueError("the industry track starts at 0 and ends on a numbered space")
        if set(self.rounds) != {2, 3, 4} or set(self.engineer_strip) != {2, 3, 4}:
            raise ValueError("rounds and engineer strip for 2, 3 and 4 players")
        return self

    def line(self, line: str) -> LineData:
        return self.lines[LINES.index(line)]

    def space(self, space: str) -> Space:
        return by_id(self.spaces, space)


class Factory(_Effect):
    tile: int = Field(ge=1, le=9)
    effect: tuple[str, ...]


class Engineer(_Effect):
    number: int = Field(ge=1, le=15)
    letter: Literal["A", "B"]
    effect: tuple[str, ...]


class Named(_Effect):
    id: str = Field(pattern=r"^[a-z0-9-]+$")
    effect: tuple[str, ...]


class EndCard(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=r"^[a-z0-9-]+$")
    score: str = Field(pattern=r"^(flat:\d+|end_stations:\d+:\d+|factories:\d+:\d+|locomotives|workers:\d+:\d+"
                                r"|black_rails|tokens:\d+:\d+|doubling|engineer|engineers:\d+)$")


class ComponentData(Provenance):
    factories: list[Factory]
    engineers: list[Engineer]
    start_cards: list[Named]
    tokens: list[Named]
    cards: list[Named]
    end_cards: list[EndCard]
    end_pile: dict[str, int]

    @model_validator(mode="after")
    def _check(self):
        if sorted(f.tile for f in self.factories) != list(range(1, 10)):
            raise ValueError("nine factories, the backs of locomotives #1–#9")
        if sorted(e.number for e in self.engineers) != list(range(1, 16)):
            raise ValueError("fifteen engineers numbered 1–15")
        letters = [e.letter for e in self.engineers]
        if letters.count("A") < 3 or letters.count("B") < 4:
            raise ValueError("at least 3 A and 4 B engineers (four players use 3 A + 4 B)")
        if len(self.start_cards) != 4 or len(self.tokens) != 7 or len(self.cards) != 5:
            raise ValueError("4 starting bonus cards, 7 tokens, 5 '?' cards (pp. 22–23)")
        if len(self.end_cards) != 10:
            raise ValueError("ten end-bonus cards")
        return self

    def engineer(self, number: int) -> Engineer:
        return self.engineers[[e.number for e in self.engineers].index(number)]

    def factory(self, tile: int) -> Factory:
        return self.factories[tile - 1]

    def named(self, kind: str, id_: str) -> Named:
        return by_id(getattr(self, kind), id_)


def _read(name: str) -> dict:
    return read_data("vypravci.games.russian_railroads", name)


def _intkeys(data: dict, *names: str) -> dict:
    for name in names:
        data[name] = {int(k): v for k, v in data[name].items()}
    return data


@cache
def load_board() -> BoardData:
    data = _read("board.toml")
    _intkeys(data, "rounds", "engineer_strip", "kiev_bonus")
    data["start"] = {k: {int(n): v for n, v in table.items()} for k, table in data["start"].items()}
    return BoardData.model_validate(data)


@cache
def load_components() -> ComponentData:
    return ComponentData.model_validate(_read("components.toml"))
