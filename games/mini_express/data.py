"""Component data of Mini Express (maps, demand tokens, share values): schemas and loading.

The printed components are pictures; the files in data/ are reconstructions (see their
``source`` and ``checked_against`` keys). The schemas below reject any file that breaks the
rulebook's constraints, so an owner of the game can correct a value by editing one file.
"""
from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from .companies import COMPANIES, WILD
from games.core.hexgrid import Hex, neighbours

LAND, CITY, PORT, OFF = ".", "C", "P", "~"


class Provenance(BaseModel):
    model_config = ConfigDict(extra="forbid")
    source: Literal["reconstructed", "printed"]
    checked_against: list[str] = Field(min_length=1)


class CityData(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=r"^[a-z0-9-]+$")
    name: str  # as printed on the map
    name_cs: str | None = None  # Czech exonym the rulebook uses, if any (Benátky, Kyjev, …)
    hex: tuple[int, int]
    capacity: Literal[1, 2, 3]
    number: int | None = Field(default=None, ge=1, le=32)  # solo order; None on start cities
    start: Literal["lumber", "steel", "leather", "cotton"] | None = None


class MapData(Provenance):
    id: str
    name_cs: str
    name_en: str
    terrain: list[str]  # one string per row: "." land, "C" city, "P" port, "~" off the map
    cities: list[CityData]
    port_count: int = 0
    golden_spike: tuple[int, int] | None = None  # USA: the land hex south-west of Omaha
    # Zlatý hřeb: the city whose first track starts the event (Omaha) and the west-coast city that
    # becomes a start location for the other companies (San Francisco).
    spike_east: str | None = None
    spike_west: str | None = None

    @model_validator(mode="after")
    def _check(self) -> "MapData":
        width = len(self.terrain[0])
        if any(len(row) != width for row in self.terrain):
            raise ValueError("terrain rows differ in length")
        bad = {ch for row in self.terrain for ch in row} - {LAND, CITY, PORT, OFF}
        if bad:
            raise ValueError(f"unknown terrain characters {bad}")
        marked = {(c, r) for r, row in enumerate(self.terrain) for c, ch in enumerate(row) if ch == CITY}
        listed = [city.hex for city in self.cities]
        if len(set(listed)) != len(listed):
            raise ValueError("two cities share a hex")
        if set(listed) != marked:
            raise ValueError(f"cities and 'C' marks differ: {sorted(set(listed) ^ marked)}")
        ids = [city.id for city in self.cities]
        if len(set(ids)) != len(ids):
            raise ValueError("duplicate city id")
        starts = [c for c in self.cities if c.start]
        if sorted(c.start for c in starts) != sorted(COMPANIES):
            raise ValueError("need exactly one start city per company")
        if any(c.number is not None for c in starts):
            raise ValueError("start cities carry no solo number")
        demand = [c for c in self.cities if not c.start]
        if len(demand) != 32:
            raise ValueError(f"need 32 demand cities, found {len(demand)}")
        # Solo order: east to west column by column, top to bottom within a column.
        expected = sorted(demand, key=lambda c: (-c.hex[0], c.hex[1]))
        numbers = [c.number for c in expected]
        if numbers != list(range(1, 33)):
            raise ValueError(f"solo numbers must run 1..32 east→west, top→bottom; got {numbers}")
        ports = sum(row.count(PORT) for row in self.terrain)
        if ports != self.port_count:
            raise ValueError(f"port_count {self.port_count} but terrain has {ports}")
        for city in self.cities:
            if not any(self.terrain_at(n) in (LAND, PORT) for n in neighbours(city.hex)):
                raise ValueError(f"{city.id} has no land neighbour")
        if self.golden_spike is not None and self.terrain_at(self.golden_spike) != LAND:
            raise ValueError("golden_spike must be a land hex")
        spike = (self.golden_spike, self.spike_east, self.spike_west)
        if any(v is None for v in spike) and any(v is not None for v in spike):
            raise ValueError("golden_spike, spike_east and spike_west go together")
        if self.spike_east is not None:
            by_id = {c.id: c for c in self.cities}
            for name in (self.spike_east, self.spike_west):
                if name not in by_id or by_id[name].start:
                    raise ValueError(f"{name!r} must be a city with a demand token")
            if self.golden_spike not in neighbours(by_id[self.spike_east].hex):
                raise ValueError("the Golden Spike tile lies on a land hex next to spike_east")
        return self

    def terrain_at(self, h: Hex) -> str:
        c, r = h
        if 0 <= r < len(self.terrain) and 0 <= c < len(self.terrain[r]):
            return self.terrain[r][c]
        return OFF

    @property
    def width(self) -> int:
        return len(self.terrain[0])

    @property
    def height(self) -> int:
        return len(self.terrain)


class TokenData(Provenance):
    tokens: list[tuple[str, str]]

    @model_validator(mode="after")
    def _check(self) -> "TokenData":
        if len(self.tokens) != 32:
            raise ValueError("there are 32 demand tokens")
        for a, b in self.tokens:
            if a not in COMPANIES or b not in (*COMPANIES, WILD):
                raise ValueError(f"bad token {a}/{b}: the first symbol is a company, the second a company or wild")
        wild = [a for a, b in self.tokens if b == WILD]
        if sorted(wild) != sorted(COMPANIES):
            raise ValueError("the 4 wild tokens carry one company each")
        return self


class ShareValues(Provenance):
    """VP per share by track length: rows [1st, 2nd, Other]; base 0–15, extension 16–20."""

    base: list[tuple[int, int, int]] = Field(min_length=16, max_length=16)
    extension: list[tuple[int, int, int]] = Field(min_length=5, max_length=5)

    @model_validator(mode="after")
    def _check(self) -> "ShareValues":
        rows = self.base + self.extension
        for i, (first, second, other) in enumerate(rows):
            if not first >= second >= other >= 0:
                raise ValueError(f"length {i}: need 1st ≥ 2nd ≥ Other ≥ 0")
            if i and any(rows[i][k] < rows[i - 1][k] for k in range(3)):
                raise ValueError(f"length {i}: a longer track is never worth less")
        return self

    def value(self, length: int, column: int) -> int:
        rows = self.base + self.extension
        return rows[min(length, len(rows) - 1)][column]


class MasinfiraToken(BaseModel):
    """One Mašinfíra token: steps of the chosen-company marker (bottom number) and of the
    destination-city marker (top number), or the reshuffle icon (no numbers)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    company: int | None = Field(default=None, ge=1, le=3)
    destination: int | None = Field(default=None, ge=1, le=3)
    reshuffle: bool = False

    @model_validator(mode="after")
    def _check(self) -> "MasinfiraToken":
        numbered = self.company is not None and self.destination is not None
        if self.reshuffle == numbered or (self.company is None) != (self.destination is None):
            raise ValueError("a token carries either two numbers or the reshuffle icon")
        return self


class MasinfiraTokens(Provenance):
    """The 14 Mašinfíra tokens (solo game and 2 players with Mašinfíra)."""

    tokens: list[MasinfiraToken] = Field(min_length=14, max_length=14)

    @model_validator(mode="after")
    def _check(self) -> "MasinfiraTokens":
        if sum(t.reshuffle for t in self.tokens) != 2:
            raise ValueError("exactly 2 tokens carry the reshuffle icon")
        faces = {(t.company, t.destination) for t in self.tokens if not t.reshuffle}
        # The rulebook's walk-throughs draw a 2/2 token (share purchase) and a 1/2 token (building).
        for face in ((2, 2), (1, 2)):
            if face not in faces:
                raise ValueError(f"the walk-throughs need a token with company {face[0]} / destination {face[1]}")
        return self

    @property
    def numbered(self) -> list[int]:
        return [i for i, t in enumerate(self.tokens) if not t.reshuffle]

    @property
    def reshuffle_ids(self) -> list[int]:
        return [i for i, t in enumerate(self.tokens) if t.reshuffle]


class DebtToken(BaseModel):
    """One Tajný dluh token: the influence its owner loses in each company shown."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: int = Field(ge=1)
    debt: dict[str, int] = Field(min_length=1)

    @model_validator(mode="after")
    def _check(self) -> "DebtToken":
        for company, amount in self.debt.items():
            if company not in COMPANIES:
                raise ValueError(f"token {self.id}: unknown company {company!r}")
            if not 1 <= amount <= 3:
                raise ValueError(f"token {self.id}: a debt is 1 to 3 influence, not {amount}")
        return self

    def items(self) -> list[tuple[str, int]]:
        """(company, amount) in the asset board's company order."""
        return [(c, self.debt[c]) for c in COMPANIES if c in self.debt]


class DebtTokens(Provenance):
    """The 6 debt tokens of the Tajný dluh mini-expansion (one per player, at most 5 players)."""

    tokens: list[DebtToken] = Field(min_length=6, max_length=6)

    @model_validator(mode="after")
    def _check(self) -> "DebtTokens":
        ids = [t.id for t in self.tokens]
        if len(set(ids)) != len(ids):
            raise ValueError("duplicate debt token id")
        faces = [tuple(sorted(t.debt.items())) for t in self.tokens]
        if len(set(faces)) != len(faces):
            raise ValueError("two debt tokens show the same debt")
        return self

    def by_id(self, token_id: int) -> DebtToken:
        return next(t for t in self.tokens if t.id == token_id)


def _read(name: str) -> dict:
    path = resources.files("games.mini_express").joinpath("data", name)
    return tomllib.loads(path.read_text(encoding="utf-8"))


MAP_IDS = ("usa", "europe")


@cache
def load_map(map_id: str) -> MapData:
    return MapData.model_validate(_read(f"{map_id}.toml"))


@cache
def load_tokens() -> TokenData:
    return TokenData.model_validate(_read("tokens.toml"))


@cache
def load_masinfira_tokens() -> MasinfiraTokens:
    return MasinfiraTokens.model_validate(_read("masinfira.toml"))


@cache
def load_debt_tokens() -> DebtTokens:
    return DebtTokens.model_validate(_read("debt_tokens.toml"))


@cache
def load_share_values() -> ShareValues:
    return ShareValues.model_validate(_read("share_values.toml"))
