"""Component data of Mini Express (maps, demand tokens, share values): schemas and loading.

The printed components are pictures; the files in data/ are reconstructions (see their
``source`` and ``checked_against`` keys). The schemas below reject any file that breaks the
rulebook's constraints, so an owner of the game can correct a value by editing one file.
"""
from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from vypravci.games.core.components import Provenance, read_data
from vypravci.games.core.hexgrid import Hex, neighbours

from .companies import COMPANIES, WILD

LAND, CITY, PORT, OFF = ".", "C", "P", "~"
MOUNTAIN = "M"  # Tchaj-wan: red mountain hexes, closed to every company but the white one
FERRY = "F"  # Spojené království: a ferry space (drawn at sea, never part of a land route)
RULES = ("base", "uk", "taiwan")


class CityData(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=r"^[a-z0-9-]+$")
    name: str  # as printed on the map
    name_cs: str | None = None  # Czech exonym the rulebook uses, if any (Benátky, Kyjev, …)
    hex: tuple[int, int]
    capacity: Literal[1, 2, 3]
    number: int | None = Field(default=None, ge=1, le=32)  # solo order; None on start cities
    start: Literal["lumber", "steel", "leather", "cotton"] | None = None
    # Spojené království: London is the start location of three companies at once.
    also_start: tuple[Literal["lumber", "steel", "leather"], ...] = ()
    wild: int = Field(default=0, ge=0, le=3)  # UK countryside city: wild symbols instead of a token
    key: bool = False  # UK city key: a track into it moves the track length one step more
    star: bool = False  # Tchaj-wan: a star city (connection bonus)
    side: Literal["east", "west", "both"] | None = None  # Tchaj-wan: side of the mountain range

    @property
    def starts(self) -> tuple[str, ...]:
        """The companies that start here (set-up step 4)."""
        return ((self.start,) if self.start else ()) + tuple(self.also_start)

    @property
    def demand(self) -> bool:
        """Does the city take a demand token (set-up step 7)?"""
        return not self.starts and not self.wild


class UndergroundHex(BaseModel):
    """Spojené království: one of the six hexes around London and the track-length steps printed on it."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    hex: tuple[int, int]
    value: int = Field(ge=1, le=3)


class Ferry(BaseModel):
    """Spojené království: a ferry line between two cities, drawn on a ferry space at sea."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=r"^[a-z0-9-]+$")
    ends: tuple[str, str]
    hex: tuple[int, int]  # the ferry space ("F" in the terrain)


class MapData(Provenance):
    id: str
    name_cs: str
    name_en: str
    terrain: list[str]  # one string per row: "." land, "C" city, "P" port, "~" off the map,
    #                     "M" mountain (Tchaj-wan), "F" ferry space (Spojené království)
    cities: list[CityData]
    rules: Literal["base", "uk", "taiwan"] = "base"  # which map's special rules apply
    demand_cities: int = 32  # cities with a demand token (UK: 28)
    underground: list[UndergroundHex] = []  # UK: London Underground
    london: str | None = None  # UK: the city the Underground surrounds
    ferries: list[Ferry] = []  # UK
    red_lines: list[tuple[tuple[int, int], tuple[int, int]]] = []  # UK: hex edges track never crosses
    development_tokens: int = 0  # Tchaj-wan: 8 city development tokens
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
        bad = {ch for row in self.terrain for ch in row} - {LAND, CITY, PORT, OFF, MOUNTAIN, FERRY}
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
        started = sorted(c for city in self.cities for c in city.starts)
        # Base maps: one start city per company. UK and Tchaj-wan: the white (cotton) company has none.
        expected_starts = sorted(COMPANIES) if self.rules == "base" else sorted(c for c in COMPANIES if c != "cotton")
        if started != expected_starts:
            raise ValueError(f"start locations {started}, expected {expected_starts}")
        if any(c.number is not None for c in self.cities if not c.demand):
            raise ValueError("only cities with a demand token carry a solo number")
        demand = [c for c in self.cities if c.demand]
        if len(demand) != self.demand_cities:
            raise ValueError(f"need {self.demand_cities} demand cities, found {len(demand)}")
        # Solo order: east to west column by column, top to bottom within a column.
        expected = sorted(demand, key=lambda c: (-c.hex[0], c.hex[1]))
        numbers = [c.number for c in expected]
        if numbers != list(range(1, self.demand_cities + 1)):
            raise ValueError(f"solo numbers must run 1..{self.demand_cities} east→west, top→bottom; got {numbers}")
        self._check_map_rules()
        ports = sum(row.count(PORT) for row in self.terrain)
        if ports != self.port_count:
            raise ValueError(f"port_count {self.port_count} but terrain has {ports}")
        ferry_ends = {e for f in self.ferries for e in f.ends}
        for city in self.cities:
            if city.id in ferry_ends:
                continue  # an island or a port abroad may be reached by ferry only
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

    def _check_map_rules(self) -> None:
        by_id = {c.id: c for c in self.cities}
        uk = (self.underground, self.london, self.ferries, self.red_lines,
              any(c.wild or c.key or c.also_start for c in self.cities))
        taiwan = (self.development_tokens, any(c.star or c.side for c in self.cities),
                  any(MOUNTAIN in row for row in self.terrain))
        if self.rules != "uk" and any(uk):
            raise ValueError("London Underground, ferries, red lines, keys and wild cities belong to the UK map")
        if self.rules != "taiwan" and any(taiwan):
            raise ValueError("mountains, star cities, sides and development tokens belong to the Tchaj-wan map")
        if self.rules == "uk":
            london = by_id.get(self.london or "")
            if london is None or sorted(london.starts) != ["leather", "lumber", "steel"]:
                raise ValueError("London is the start location of the brown, grey and orange companies")
            if sorted(u.hex for u in self.underground) != sorted(neighbours(london.hex)):
                raise ValueError("the Underground is the six hexes around London")
            if any(self.terrain_at(u.hex) != LAND for u in self.underground):
                raise ValueError("Underground hexes are land")
            if sorted({c.wild for c in self.cities if c.wild}) != [1, 2, 3]:
                raise ValueError("countryside cities show 1, 2 or 3 wild symbols")
            for f in self.ferries:
                if self.terrain_at(f.hex) != FERRY or f.ends[0] == f.ends[1] or any(e not in by_id for e in f.ends):
                    raise ValueError(f"ferry {f.id}: a ferry space between two different cities")
            if sorted(f.hex for f in self.ferries) != sorted(
                    (c, r) for r, row in enumerate(self.terrain) for c, ch in enumerate(row) if ch == FERRY):
                raise ValueError("every 'F' is one ferry's space")
            for a, b in self.red_lines:
                if b not in neighbours(a):
                    raise ValueError(f"red line {a}–{b}: the hexes are not neighbours")
        if self.rules == "taiwan":
            if self.development_tokens != 8:
                raise ValueError("Tchaj-wan has 8 city development tokens")
            if any(c.side is None for c in self.cities):
                raise ValueError("every Tchaj-wan city lies east or west of the mountains (Taoyuan: both)")
            both = [c for c in self.cities if c.side == "both"]
            if len(both) != 1 or both[0].number != 2:
                raise ValueError("Taoyuan, city number 2, is the one city on both sides")

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

    def for_map(self, rules: str) -> list[tuple[str, str]]:
        """The demand tokens a map uses: the UK leaves the 4 wild tokens in the box."""
        return [t for t in self.tokens if not (rules == "uk" and t[1] == WILD)]

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
        if length < len(self.base):
            return self.base[length][column]
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
    return read_data("vypravci.games.mini_express", name)


MAP_IDS = ("usa", "europe")  # the base game's board
ISLAND_MAP_IDS = ("uk", "taiwan")  # the expansion's board (Spojené království, Tchaj-wan)
ALL_MAP_IDS = MAP_IDS + ISLAND_MAP_IDS


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
