"""Component data of Cargo Empire (Dopravní impérium): schemas and loading.

The printed components are pictures; the TOML files in data/ are reconstructions, each saying so
(``source``) and listing what it was checked against (``checked_against``). The schemas reject a
file that breaks a count or constraint the rulebook states, so a value can be corrected in one place.
"""
from __future__ import annotations

from collections import Counter
from functools import cache
from itertools import combinations
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from vypravci.games.core.components import Provenance, read_data

GOODS = ("orange", "white", "brown", "grey")
GROUPS = ("red", "blue", "green", "yellow")
CARD_TYPES = ("road", "rail", "sea")
MARKERS = ("car", "train", "ship")
MARKER_OF = {"road": "car", "rail": "train", "sea": "ship"}
CARD_OF = {m: c for c, m in MARKER_OF.items()}
BONUSES = ("road", "rail", "sea", "city", "task")
BLANK = "blank"  # a blank city card

Goods = Literal["orange", "white", "brown", "grey"]
CardType = Literal["road", "rail", "sea"]
Marker = Literal["car", "train", "ship"]


# ---------------------------------------------------------------------------------------- the map
class City(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=r"^[a-z0-9-]+$")
    name: str
    name_cs: str
    number: int = Field(ge=1, le=24)
    port: bool
    group: Literal["red", "blue", "green", "yellow"]


class RushSpace(BaseModel):
    """A round space on a land route (Dyorle only) where a rush token lies; it splits the route in two."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=r"^rush-[a-z0-9-]+$")
    route: tuple[str, str]


RUSH_SPACES = 6  # the six rush tokens are all drawn onto the board, one per rush space


class MapData(Provenance):
    name: str = ""
    cities: list[City]
    routes: list[tuple[str, str]]
    rush_spaces: list[RushSpace] = []

    @model_validator(mode="after")
    def _check(self) -> "MapData":
        if len(self.cities) != 24:
            raise ValueError(f"a map has 24 cities (24 city cards), found {len(self.cities)}")
        ids = [c.id for c in self.cities]
        if len(set(ids)) != len(ids):
            raise ValueError("duplicate city id")
        if sorted(c.number for c in self.cities) != list(range(1, 25)):
            raise ValueError("city numbers must be 1..24, each once")
        groups = Counter(c.group for c in self.cities)
        if any(groups[g] != 6 for g in GROUPS):
            raise ValueError(f"each colour group has six cities: {dict(groups)}")
        seen = set()
        for a, b in self.routes:
            if a not in ids or b not in ids or a == b:
                raise ValueError(f"bad route {a}-{b}")
            key = frozenset((a, b))
            if key in seen:
                raise ValueError(f"route {a}-{b} listed twice")
            seen.add(key)
        ports = sum(c.port for c in self.cities)
        if ports < 6 or 24 - ports < 6:
            raise ValueError("task cards need at least six port and six inland cities")
        # Every city reachable by land (roads and rails can reach any city from any other).
        adj = {i: set() for i in ids}
        for a, b in self.routes:
            adj[a].add(b)
            adj[b].add(a)
        todo, reach = [ids[0]], {ids[0]}
        while todo:
            for n in adj[todo.pop()]:
                if n not in reach:
                    reach.add(n)
                    todo.append(n)
        if len(reach) != 24:
            raise ValueError(f"land routes leave cities unconnected: {sorted(set(ids) - reach)}")
        if self.rush_spaces:
            if len(self.rush_spaces) != RUSH_SPACES:
                raise ValueError(f"a map with rush spaces has exactly {RUSH_SPACES} (one per rush token)")
            if len({r.id for r in self.rush_spaces}) != len(self.rush_spaces):
                raise ValueError("duplicate rush space id")
            on = [frozenset(r.route) for r in self.rush_spaces]
            if len(set(on)) != len(on) or not set(on) <= seen:
                raise ValueError("each rush space lies on a different land route of the map")
        return self


# -------------------------------------------------------------------------------------- the tiles
class TileSide(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    supply: Goods
    demand: tuple[Goods, Goods]  # upper, lower demand space

    @model_validator(mode="after")
    def _check(self) -> "TileSide":
        if self.demand[0] == self.demand[1]:
            raise ValueError("the two demand spaces of a side have different colours")
        if self.supply in self.demand:
            raise ValueError("a side never demands the colour it supplies")
        return self


class Tile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    number: int = Field(ge=1, le=24)
    lv1: TileSide
    lv2: TileSide


class TileData(Provenance):
    goods: list[Goods]
    tiles: list[Tile]

    @model_validator(mode="after")
    def _check(self) -> "TileData":
        if sorted(self.goods) != sorted(GOODS):
            raise ValueError("four goods colours: orange, white, brown, grey")
        if sorted(t.number for t in self.tiles) != list(range(1, 25)):
            raise ValueError("24 tiles numbered 1..24")
        for side in ("lv1", "lv2"):
            supply = Counter(getattr(t, side).supply for t in self.tiles)
            if any(supply[g] != 6 for g in GOODS):
                # 6 sides × 2 cubes = the 12 cubes of a colour, all on the board at set-up.
                raise ValueError(f"{side}: each colour supplies exactly six sides, got {dict(supply)}")
            demand = Counter(g for t in self.tiles for g in getattr(t, side).demand)
            if any(demand[g] != 12 for g in GOODS):
                raise ValueError(f"{side}: each colour is demanded by twelve spaces, got {dict(demand)}")
        return self


# ------------------------------------------------------------------------------------- the tracks
Bonus = Literal["", "road", "rail", "sea", "city", "task", "any", "city_or_task"]
BASE_BONUSES = ("", "road", "rail", "sea", "city", "task")
ADVANCED_BONUSES = ("any", "city_or_task")  # the two bonuses of the advanced tracks


class WideSpace(BaseModel):
    """A wide space of a c-track: it spans ``width`` columns but is one step in and one step out."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    bonus: Bonus = ""
    width: int = Field(ge=2, le=4)


class TrackSide(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=r"^(a0[1-6]|b0[1-3]|c0[1-3])$")
    side: Literal["A", "B"] | None = None
    upper: tuple[Bonus | WideSpace, ...]
    lower: tuple[Bonus | WideSpace, ...]

    @model_validator(mode="after")
    def _check(self) -> "TrackSide":
        family = self.id[0]
        if (family == "a") != (self.side is not None):
            raise ValueError(f"{self.key}: base tracks a01–a06 have sides A/B, advanced tracks have one face")
        wide = any(isinstance(s, WideSpace) for s in (*self.upper, *self.lower))
        if family != "c" and wide:
            raise ValueError(f"{self.key}: only the c-tracks have wide spaces")
        if family == "c" and not wide:
            raise ValueError(f"{self.key}: a c-track has wide spaces")
        bonuses = {b for p in ("upper", "lower") for b, _ in self.spaces(p)}
        if family == "a" and not bonuses <= set(BASE_BONUSES):
            raise ValueError(f"{self.key}: the new bonuses appear only on the advanced tracks")
        if family != "a" and not bonuses & set(ADVANCED_BONUSES):
            raise ValueError(f"{self.key}: an advanced track carries the new bonuses")
        if self.columns("upper") != self.columns("lower"):
            raise ValueError(f"{self.key}: the two paths of a track are aligned (same number of columns)")
        if not 3 <= self.columns("upper") <= 8 or min(len(self.upper), len(self.lower)) < 2:
            raise ValueError(f"{self.key}: a path spans 3 to 8 columns")
        return self

    @property
    def key(self) -> str:
        return f"{self.id}{self.side or ''}"

    def spaces(self, name: str) -> list[tuple[str, int]]:
        """The spaces of a path as (bonus, width in columns)."""
        raw = self.upper if name == "upper" else self.lower
        return [(s.bonus, s.width) if isinstance(s, WideSpace) else (s, 1) for s in raw]

    def columns(self, name: str = "upper") -> int:
        return sum(w for _, w in self.spaces(name))

    @property
    def length(self) -> int:
        return self.columns("upper")

    def path(self, name: str) -> tuple[str, ...]:
        """The bonuses of a path, one per space (wide spaces once)."""
        return tuple(b for b, _ in self.spaces(name))


class TrackData(Provenance):
    tracks: list[TrackSide]

    @model_validator(mode="after")
    def _check(self) -> "TrackData":
        keys = sorted(t.key for t in self.tracks)
        expected = sorted([f"a0{i}{s}" for i in range(1, 7) for s in "AB"]
                          + [f"{f}0{i}" for f in "bc" for i in range(1, 4)])
        if keys != expected:
            raise ValueError(f"tracks a01–a06 (sides A and B), b01–b03 and c01–c03, each once: {keys}")
        return self

    def family(self, letter: str) -> list[TrackSide]:
        return [t for t in self.tracks if t.id[0] == letter]

    def by_key(self) -> dict[str, TrackSide]:
        return {t.key: t for t in self.tracks}


# ---------------------------------------------------------------------------------- other tables
class CardKind(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    count: int = Field(ge=1)
    moves: int = Field(ge=1)
    marker: Marker


class TurnOrder(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    bonuses: tuple[Literal["road", "rail", "sea", "any"], ...]
    spaces: tuple[int, int, int, int]


class VpColumn(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    values: tuple[int, ...]


class Components(Provenance):
    rounds: int
    turns_per_round: int
    posts_per_player: int
    cubes_per_colour: int
    blank_city_cards: int
    city_offer_size: int
    city_card_vp: int
    lv3_post_vp: int
    cards: dict[CardType, CardKind]
    turn_order: TurnOrder
    vp_column: VpColumn
    rush_tokens: tuple[CardType, ...]
    vassal_posts: int

    @model_validator(mode="after")
    def _check(self) -> "Components":
        if self.rounds * self.turns_per_round + 3 != self.posts_per_player:
            raise ValueError("12 posts on the player board (4 per round) + 3 for set-up = 15")
        if self.cubes_per_colour != 12:
            raise ValueError("12 cubes per goods colour")
        if sorted(self.cards) != sorted(CARD_TYPES) or any(k.count != 20 for k in self.cards.values()):
            raise ValueError("20 cards of each transport type")
        if any(self.cards[c].marker != MARKER_OF[c] for c in CARD_TYPES):
            raise ValueError("road moves the car, rail the train, sea the ship")
        if self.turn_order.bonuses != ("road", "rail", "sea", "any"):
            raise ValueError("turn-order bonuses: road, rail, sea, any")
        if self.turn_order.spaces != (2, 2, 3, 4):
            raise ValueError("1/2/3/4 players use 2/2/3/4 turn-order spaces")
        if sorted(self.rush_tokens) != sorted(CARD_TYPES * 2):
            raise ValueError("six rush tokens, two of each transport type")
        if self.vassal_posts != self.rounds * self.turns_per_round:
            raise ValueError("a vassal has 12 trading posts, one per turn")
        vals = self.vp_column.values
        if not vals or vals[0] != 2 or any(b <= a for a, b in zip(vals, vals[1:])):
            raise ValueError("the VP column starts at 2 and rises")
        return self


# ------------------------------------------------------------------------------------- task cards
class Task(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    id: int = Field(ge=1, le=24)
    kind: Literal["set", "network", "group_count", "city_cards", "level_count", "per_level3",
                  "four_posts", "exactly_two", "task_cards", "behind"]
    groups: tuple[str, ...] = ()
    group: str | None = None
    level: int | None = None
    marker: Marker | None = None
    points: int | None = None
    tiers: tuple[tuple[int, int], ...] = ()
    by_players: dict[int, int] = {}

    @model_validator(mode="after")
    def _check(self) -> "Task":
        needs = {
            "set": ("groups", "points"), "network": ("points",), "group_count": ("group", "tiers"),
            "city_cards": ("tiers",), "level_count": ("level", "tiers"), "per_level3": ("points",),
            "four_posts": ("points",), "exactly_two": ("points",), "task_cards": ("tiers",),
            "behind": ("marker", "by_players"),
        }[self.kind]
        for field in needs:
            if not getattr(self, field):
                raise ValueError(f"task {self.id} ({self.kind}) needs {field}")
        for g in (*self.groups, *([self.group] if self.group else [])):
            if g not in (*GROUPS, "port", "inland"):
                raise ValueError(f"task {self.id}: unknown group {g}")
        if any(b[0] <= a[0] or b[1] <= a[1] for a, b in zip(self.tiers, self.tiers[1:])):
            raise ValueError(f"task {self.id}: tiers rise")
        return self

    def tier_points(self, count: int) -> int:
        points = 0
        for threshold, value in self.tiers:
            if count >= threshold:
                points = value
        return points


class TaskData(Provenance):
    tasks: list[Task]

    @model_validator(mode="after")
    def _check(self) -> "TaskData":
        if sorted(t.id for t in self.tasks) != list(range(1, 25)):
            raise ValueError("24 task cards numbered 1..24")
        kinds = Counter(t.kind for t in self.tasks)
        expected = {"set": 8, "network": 1, "group_count": 6, "city_cards": 1, "level_count": 1,
                    "per_level3": 1, "four_posts": 1, "exactly_two": 1, "task_cards": 1, "behind": 3}
        if dict(kinds) != expected:
            raise ValueError(f"task kinds per the rulebook: {expected}, got {dict(kinds)}")
        pairs = {frozenset(t.groups) for t in self.tasks if t.kind == "set" and len(t.groups) == 2}
        if pairs != {frozenset(p) for p in combinations(GROUPS, 2)} | {frozenset(("port", "inland"))}:
            raise ValueError("set cards: the six colour pairs and the port+inland pair")
        if {t.group for t in self.tasks if t.kind == "group_count"} != {*GROUPS, "port", "inland"}:
            raise ValueError("majority cards: four colours, ports, inland")
        if sorted(t.marker for t in self.tasks if t.kind == "behind") != sorted(MARKERS):
            raise ValueError("one 'behind' card per marker")
        return self

    def by_id(self) -> dict[int, Task]:
        return {t.id: t for t in self.tasks}


# -------------------------------------------------------------------------------- Špeditér cards
class SpediterCard(BaseModel):
    """One card of the Špeditér deck: the transport type and how many development steps it gives
    that marker, the arrow (upper/lower: demand space, path, fall-back city), or the reshuffle symbol."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    number: int = Field(ge=1, le=14)
    reshuffle: bool = False
    type: CardType | None = None
    steps: int = Field(0, ge=0, le=4)
    arrow: Literal["up", "down"] | None = None

    @model_validator(mode="after")
    def _check(self) -> "SpediterCard":
        if self.reshuffle:
            if self.type or self.steps or self.arrow:
                raise ValueError(f"card {self.number}: a reshuffle card is drawn again at once, it has no icons")
        elif not (self.type and self.steps and self.arrow):
            raise ValueError(f"card {self.number}: a transport type, its steps and an arrow")
        return self

    @property
    def marker(self) -> str | None:
        return MARKER_OF[self.type] if self.type else None


class SpediterData(Provenance):
    cards: list[SpediterCard]

    @model_validator(mode="after")
    def _check(self) -> "SpediterData":
        if sorted(c.number for c in self.cards) != list(range(1, 15)):
            raise ValueError("14 Špeditér cards numbered 1..14")
        if not any(c.reshuffle for c in self.cards):
            raise ValueError("at least one card shows the reshuffle symbol")
        plain = [c for c in self.cards if not c.reshuffle]
        if {c.type for c in plain} != set(CARD_TYPES) or {c.arrow for c in plain} != {"up", "down"}:
            raise ValueError("the cards cover all three transport types and both arrows")
        return self

    def by_number(self) -> dict[int, SpediterCard]:
        return {c.number: c for c in self.cards}


# ---------------------------------------------------------------------------------------- loading
def _read(name: str) -> dict:
    return read_data("vypravci.games.cargo_empire", name)


MAPS = ("europe", "dyorle")


@cache
def load_map(map_id: str = "europe") -> MapData:
    if map_id not in MAPS:
        raise ValueError(f"unknown map {map_id!r}")
    return MapData.model_validate(_read(f"{map_id}.toml"))


@cache
def load_spediter() -> SpediterData:
    return SpediterData.model_validate(_read("spediter.toml"))


@cache
def load_tiles() -> TileData:
    return TileData.model_validate(_read("tiles.toml"))


@cache
def load_tracks() -> TrackData:
    return TrackData.model_validate(_read("tracks.toml"))


@cache
def load_components() -> Components:
    return Components.model_validate(_read("components.toml"))


@cache
def load_tasks() -> TaskData:
    return TaskData.model_validate(_read("tasks.toml"))
