"""Component data of 18Lilliput outside the tiles: companies, trains and phases, the share price
chart, action cards and characters. Schemas and loading.

The printed tables are pictures or garbled in the scan; the TOML files in data/ are reconstructions,
each saying so (``source``) and what it was checked against (``checked_against``). The schemas
refuse a file that breaks a count or rule the rulebook states, so one value is corrected in one file.
"""
from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from vypravci.games.core.components import Provenance, by_id, read_data

COLOURS = ("yellow", "green", "brown")
TRAIN_TYPES = ("2", "3", "4", "5", "3D", "4D")
PLAYER_COUNTS = (1, 2, 3, 4)

Colour = Literal["yellow", "green", "brown"]


# ----------------------------------------------------------------------------------- companies
class Company(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=r"^[a-z]+$")
    name: str
    abbr: str = Field(min_length=2, max_length=2)
    colour: str
    start: bool = False
    advantage: Literal["", "price55", "metropolis_home", "rich_owner", "two_trains"] = ""
    start_price: int | None = None
    start_capital: int | None = None
    owner_cash: int | None = None
    start_trains: int = 1


class CompanyData(Provenance):
    director_percent: int
    shares: int
    station_tokens: int
    station_costs: list[int] = Field(min_length=1)
    certificate_limit: int
    director_limit: int
    start_cash: int
    rounds: dict[int, int]
    start_price: int
    start_capital: int
    companies: list[Company]

    @model_validator(mode="after")
    def _check(self) -> "CompanyData":
        if self.director_percent + 10 * self.shares != 80:
            raise ValueError("only 80 % of each company exists")
        if len(self.companies) != 8 or len({c.id for c in self.companies}) != 8:
            raise ValueError("eight companies with different ids (8 charters)")
        starts = [c for c in self.companies if c.start]
        if len(starts) != 4 or sorted(c.advantage for c in starts) != sorted(
                ["price55", "metropolis_home", "rich_owner", "two_trains"]):
            raise ValueError("four start companies, one advantage each")
        if any(c.advantage for c in self.companies if not c.start):
            raise ValueError("only start companies have advantages")
        if sorted(self.rounds) != list(PLAYER_COUNTS):
            raise ValueError("rounds for 1–4 players")
        if len(self.station_costs) != self.station_tokens - 1:
            raise ValueError("one price for each station token besides the home station")
        return self

    def get(self, company_id: str) -> Company:
        for c in self.companies:
            if c.id == company_id:
                return c
        raise KeyError(company_id)

    def price(self, company: Company) -> int:
        return company.start_price or self.start_price

    def capital(self, company: Company) -> int:
        return company.start_capital or self.start_capital


# ------------------------------------------------------------------------------ trains, phases
class TrainType(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    type: Literal["2", "3", "4", "5", "3D", "4D"]
    price: int = Field(gt=0)
    range: int = Field(ge=1)
    doubled: bool = False
    count: dict[int, int]
    unlimited: bool = False


class Phase(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    number: int = Field(ge=1, le=7)
    trigger: str | None = None
    limit: int = Field(ge=1)
    colours: list[Colour]
    company_money: int
    obsolete: list[str] = []
    rust: list[str] = []


class TrainData(Provenance):
    start_trains: int
    deck_two_trains: int
    trains: list[TrainType]
    phases: list[Phase]

    @model_validator(mode="after")
    def _check(self) -> "TrainData":
        if tuple(t.type for t in self.trains) != TRAIN_TYPES:
            raise ValueError(f"train types in deck order {TRAIN_TYPES}")
        if [p.number for p in self.phases] != list(range(1, 8)):
            raise ValueError("seven phases in order")
        if [t.unlimited for t in self.trains] != [False] * 5 + [True]:
            raise ValueError("only the last train type (4D) is unlimited")
        for t in self.trains:
            if sorted(t.count) != list(PLAYER_COUNTS):
                raise ValueError(f"{t.type}: counts for 1–4 players")
        if [p.trigger for p in self.phases[1:]] != list(TRAIN_TYPES):
            raise ValueError("phases 2–7 start with the first train of each type")
        limits = [p.limit for p in self.phases]
        if limits != sorted(limits, reverse=True):
            raise ValueError("train limits never rise")
        four = self.start_trains + sum(t.count[4] for t in self.trains)
        if four != 29:
            raise ValueError(f"29 train cards with four players, got {four}")
        return self

    def train(self, kind: str) -> TrainType:
        for t in self.trains:
            if t.type == kind:
                return t
        raise KeyError(kind)

    def phase(self, number: int) -> Phase:
        return self.phases[number - 1]


# ----------------------------------------------------------------------------------- the market
class MarketData(Provenance):
    upper: list[int]
    lower: list[int]

    @model_validator(mode="after")
    def _check(self) -> "MarketData":
        if len(self.upper) != len(self.lower):
            raise ValueError("two rows of equal length")
        # The lower row sits half a space left: lower[i] < upper[i] < lower[i + 1].
        zigzag = [v for pair in zip(self.lower, self.upper) for v in pair]
        if zigzag != sorted(set(zigzag)):
            raise ValueError("each lower value lies between its two upper neighbours")
        if zigzag[0] != 45 or zigzag[-1] != 150:
            raise ValueError("the chart runs from 45 to 150")
        if 50 not in self.upper + self.lower or 55 not in self.upper + self.lower:
            raise ValueError("the start prices 50 and 55 are on the chart")
        return self


# -------------------------------------------------------------------------------- action cards
class CardAction(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    kind: Literal["tiles", "shares", "trains", "station", "company_money", "money"]
    tiles: list[list[Colour]] = []
    trains: int = 0
    amount: int = 0

    @model_validator(mode="after")
    def _check(self) -> "CardAction":
        if (self.kind == "tiles") != bool(self.tiles):
            raise ValueError("tile actions, and only they, list tiles")
        if (self.kind == "trains") != (self.trains > 0):
            raise ValueError("train actions, and only they, give a number of trains")
        if (self.kind == "money") != (self.amount > 0):
            raise ValueError("money actions, and only they, give an amount")
        return self


class ActionCard(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=r"^[a-z0-9-]+$")
    players: list[int]
    main: CardAction
    alt: CardAction


class CardData(Provenance):
    dimens_land_value: int
    dimens_land: dict[int, int]
    cards: list[ActionCard]

    @model_validator(mode="after")
    def _check(self) -> "CardData":
        if len(self.cards) != 10 or len({c.id for c in self.cards}) != 10:
            raise ValueError("ten action cards")
        expected = {4: 10, 3: 8, 2: 6, 1: 4}
        for n, size in expected.items():
            chosen = self.for_players(n)
            if len(chosen) != size:
                raise ValueError(f"{size} cards with {n} players, got {len(chosen)}")
            kinds = {c.main.kind for c in chosen}
            if not {"tiles", "shares", "trains", "company_money"} <= kinds:
                raise ValueError(f"{n} players: tiles, shares, trains and company money stay possible")
        if sorted(self.dimens_land) != list(PLAYER_COUNTS):
            raise ValueError("Dimen's Land cards for 1–4 players")
        return self

    def for_players(self, n: int) -> list[ActionCard]:
        return [c for c in self.cards if n in c.players]

    def get(self, card_id: str) -> ActionCard:
        return by_id(self.cards, card_id)


# ---------------------------------------------------------------------------------- characters
class Character(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=r"^[a-z]+$")
    name: str
    title: str
    power: Literal["free_metropolis", "half_station_cost", "train_discount", "round_income", "exchange"]
    tile_kind: Literal["castle", "city", "harbour", "town"]
    tiles: int = Field(ge=1, le=2)
    phase_colour: Colour
    checkerboard: Literal["city", "empty"]
    counts_for_range: bool
    route_end: bool
    upgrades_yellow_city: bool = False
    discount_percent: int = 0
    private_income: int = 0
    company_income: int = 0
    exchange_per_round: int = 0


class CharacterData(Provenance):
    characters: list[Character]

    @model_validator(mode="after")
    def _check(self) -> "CharacterData":
        if len(self.characters) != 5 or len({c.power for c in self.characters}) != 5:
            raise ValueError("five characters, one power each")
        if sum(c.tiles for c in self.characters) != 7:
            raise ValueError("7 character tiles (table 5)")
        return self

    def get(self, character_id: str) -> Character:
        for c in self.characters:
            if c.id == character_id:
                return c
        raise KeyError(character_id)

    def with_power(self, power: str) -> Character:
        return next(c for c in self.characters if c.power == power)


# -------------------------------------------------------------------------------------- loading
def _read(name: str) -> dict:
    return read_data("vypravci.games.lilliput", name)


@cache
def load_companies() -> CompanyData:
    return CompanyData.model_validate(_read("companies.toml"))


@cache
def load_trains() -> TrainData:
    return TrainData.model_validate(_read("trains.toml"))


@cache
def load_market() -> MarketData:
    return MarketData.model_validate(_read("market.toml"))


@cache
def load_cards() -> CardData:
    return CardData.model_validate(_read("cards.toml"))


@cache
def load_characters() -> CharacterData:
    return CharacterData.model_validate(_read("characters.toml"))
