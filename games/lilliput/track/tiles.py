"""18Lilliput's square track tiles (table 5): the manifest's schema, loading and tile geometry.

A tile is drawn in rotation 0; rotation ``r`` turns it ``r`` quarter turns clockwise, so edge
``e`` of the drawing lands on board side ``(e + r) % 4`` (N=0, E=1, S=2, W=3). A path joins two
endpoints: an edge or the tile's revenue location ``C``. The data live in ``data/tiles.toml``
(reconstructed; see docs/lilliput-data.md), checked here on load.
"""
from __future__ import annotations

from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr, model_validator

from vypravci.games.core.components import Provenance, read_data

N, E, S, W = 0, 1, 2, 3
SIDES = "NESW"
STEP = {N: (0, -1), E: (1, 0), S: (0, 1), W: (-1, 0)}  # x grows east, y grows south
CENTRE = "C"

Colour = Literal["yellow", "green", "brown", "red", "grey"]
Kind = Literal["track", "city", "metropolis", "town", "harbour", "castle", "mildendo",
               "mine", "offboard", "hills", "swamp", "sea", "mountains"]
# Endpoint on the board: an int side 0..3, or CENTRE.
End = int | str

CITY_KINDS = frozenset({"city", "metropolis", "castle"})
PLAIN_KINDS = frozenset({"track", "town", "harbour", "mine"})
NO_RANGE_KINDS = frozenset({"town", "harbour", "mine"})
# Scenario terrain (table 4): squares without track.
TERRAIN_KINDS = frozenset({"hills", "swamp", "sea", "mountains"})


def opposite(side: int) -> int:
    return (side + 2) % 4


def neighbour(pos: tuple[int, int], side: int) -> tuple[int, int]:
    dx, dy = STEP[side]
    return pos[0] + dx, pos[1] + dy


_ROTATED: dict[tuple[tuple[str, ...], int], frozenset] = {}
_EXITS: dict[tuple[tuple[str, ...], int], frozenset[int]] = {}
_ROTATIONS: dict[tuple[str, ...], list[int]] = {}


def _end(token: str) -> End:
    return CENTRE if token == CENTRE else SIDES.index(token)


class TileData(BaseModel):
    """One tile design of the manifest and how many of it the box holds."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    id: str = Field(pattern=r"^[a-z0-9-]+$")
    colour: Colour
    kind: Kind
    count: int = Field(ge=1)
    paths: tuple[str, ...] = ()
    value: int = Field(default=0, ge=0)
    station_value: int | None = None
    slots: int = Field(default=0, ge=0)
    end_only: bool = False
    upgrades_to: tuple[str, ...] = ()
    character: str | None = None
    lay: Literal["new", "upgrade"] = "new"
    name: str | None = None  # a named city (Allenbeck-Tottenham-Express)
    # Only this company may lay the tile and run on its track (the Laputa variant's coloured tiles).
    company: str | None = None
    # Checkerboard class when the kind does not settle it (scenario tiles marked with a circle,
    # a square, or both = "none", free of the rule).
    checkerboard: Literal["city", "plain", "none"] | None = None
    # Scenario terrain: the tiles that may replace it in play and what the company pays extra.
    replaced_by: tuple[str, ...] = ()
    terrain_cost: int = Field(default=0, ge=0)

    @model_validator(mode="after")
    def _check(self) -> "TileData":
        for p in self.paths:
            a, _, b = p.partition("-")
            if a == b or a not in SIDES + CENTRE or b not in SIDES + CENTRE:
                raise ValueError(f"{self.id}: bad path {p!r}")
        if (self.kind in TERRAIN_KINDS) != (not self.paths):
            raise ValueError(f"{self.id}: terrain has no track, every other tile has some")
        has_stop = any(CENTRE in p.split("-") for p in self.paths)
        if self.kind not in TERRAIN_KINDS and (self.kind == "track") == has_stop:
            raise ValueError(f"{self.id}: plain track has no centre, every other kind has one")
        if self.kind in ("town", "harbour", "track", "mildendo") and self.slots:
            raise ValueError(f"{self.id}: no station circles on a {self.kind}")
        if self.kind in CITY_KINDS and not self.slots:
            raise ValueError(f"{self.id}: a city needs a station circle")
        if self.has_stop and not (self.value or self.station_value):
            raise ValueError(f"{self.id}: a revenue location needs a value")
        return self

    # ------------------------------------------------------------------ geometry (cached by drawing)
    def ends(self) -> list[tuple[End, End]]:
        return [(_end(a), _end(b)) for a, _, b in (p.partition("-") for p in self.paths)]

    def rotated(self, rotation: int) -> frozenset[frozenset[End]]:
        """The tile's paths on the board: each a set of two endpoints (sides turned, C kept)."""
        key = (self.paths, rotation)
        shape = _ROTATED.get(key)
        if shape is None:
            def turn(e: End) -> End:
                return e if e == CENTRE else (e + rotation) % 4
            shape = _ROTATED[key] = frozenset(frozenset((turn(a), turn(b))) for a, b in self.ends())
        return shape

    def exits(self, rotation: int) -> frozenset[int]:
        """Board sides where the tile's track reaches the edge."""
        key = (self.paths, rotation)
        sides = _EXITS.get(key)
        if sides is None:
            sides = _EXITS[key] = frozenset(e for path in self.rotated(rotation) for e in path if e != CENTRE)
        return sides

    def rotations(self) -> list[int]:
        """Rotations giving different track (a straight has two, a cross one)."""
        out = _ROTATIONS.get(self.paths)
        if out is None:
            seen, out = set(), []
            for r in range(4):
                shape = self.rotated(r)
                if shape not in seen:
                    seen.add(shape)
                    out.append(r)
            _ROTATIONS[self.paths] = out
        return list(out)

    # ------------------------------------------------------------------ rules data
    @property
    def has_stop(self) -> bool:
        return self.kind != "track" and self.kind not in TERRAIN_KINDS

    @property
    def terrain(self) -> bool:
        return self.kind in TERRAIN_KINDS

    @property
    def checker(self) -> Literal["city", "plain", "none"]:
        """Class for the checkerboard rule; Mildendo is exempt."""
        if self.checkerboard is not None:
            return self.checkerboard
        if self.kind in CITY_KINDS:
            return "city"
        return "plain" if self.kind in PLAIN_KINDS else "none"  # terrain, off-boards: anywhere

    @property
    def counts_for_range(self) -> bool:
        return self.kind not in NO_RANGE_KINDS

    @property
    def family(self) -> str:
        """What an upgrade must keep: city by city (the castle is one), Y by Y, track by track."""
        return "city" if self.kind == "castle" else self.kind


class RouteBonus(BaseModel):
    """A route visiting ``needed`` of the named ``cities`` earns ``amount`` once, not doubled by a
    D-train (Allenbeck-Tottenham-Express)."""

    model_config = ConfigDict(extra="forbid", frozen=True)
    amount: int = Field(gt=0)
    needed: int = Field(ge=1)
    cities: tuple[str, ...] = Field(min_length=1)


class TileManifest(Provenance):
    tiles: list[TileData]
    route_bonus: RouteBonus | None = None
    _index: dict[str, TileData] = PrivateAttr(default_factory=dict)

    def model_post_init(self, __context) -> None:
        self._index = {t.id: t for t in self.tiles}

    @model_validator(mode="after")
    def _check(self) -> "TileManifest":
        by_id = {t.id: t for t in self.tiles}
        if len(by_id) != len(self.tiles):
            raise ValueError("duplicate tile id")
        if [t.id for t in self.tiles if t.kind == "mildendo"] != ["mildendo"]:
            raise ValueError("exactly one Mildendo start tile, id 'mildendo'")
        nxt = {"yellow": "green", "green": "brown"}
        for t in self.tiles:
            for target_id in t.upgrades_to:
                target = by_id.get(target_id)
                if target is None:
                    raise ValueError(f"{t.id}: unknown upgrade {target_id}")
                if nxt.get(t.colour) != target.colour:
                    raise ValueError(f"{t.id} → {target_id}: colours go yellow → green → brown")
                if target.family != t.family:
                    raise ValueError(f"{t.id} → {target_id}: city by city, Y by Y, track by track")
                if not any(t.rotated(0) <= target.rotated(r) for r in range(4)):
                    raise ValueError(f"{t.id} → {target_id}: the upgrade loses track")
                if target.slots < t.slots:
                    raise ValueError(f"{t.id} → {target_id}: fewer station circles")
            if t.character and t.upgrades_to:
                raise ValueError(f"{t.id}: character tiles are never upgraded (table 3)")
        return self

    def get(self, tile_id: str) -> TileData:
        return self._index[tile_id]

    def has(self, tile_id: str) -> bool:
        return tile_id in self._index

    def supply(self) -> dict[str, int]:
        """The box's counts, Mildendo excluded (it starts on the table)."""
        return {t.id: t.count for t in self.tiles if t.kind != "mildendo"}

    def for_character(self, character: str) -> list[TileData]:
        return [t for t in self.tiles if t.character == character]


@cache
def load_tiles() -> TileManifest:
    return TileManifest.model_validate(read_data("vypravci.games.lilliput", "tiles.toml"))


# ------------------------------------------------------------------------------ variant tile sets
class Variant(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    replaces: dict[str, int] = {}
    upgrade_from: list[str] = []
    route_bonus: RouteBonus | None = None
    tiles: list[TileData]


class VariantFile(Provenance):
    variants: list[Variant]


@cache
def load_variants() -> VariantFile:
    return VariantFile.model_validate(read_data("vypravci.games.lilliput", "tiles_variants.toml"))


@cache
def tiles_for(variants: tuple[str, ...] = (), companies: tuple[str, ...] | None = None) -> TileManifest:
    """The manifest for a game: the base tiles with the named variants' tiles swapped in; company
    tiles of companies not in ``companies`` (when given) left out. No variants: ``load_tiles()``."""
    base = load_tiles()
    if not variants:
        return base
    data = base.model_dump()
    by_id = {v.id: v for v in load_variants().variants}
    if "scenario" in variants:  # the scenario tiles of table 4 (scenario_tiles.toml)
        data["tiles"] += [t.model_dump() for t in load_scenario_tiles().tiles]
    for name in (v for v in variants if v != "scenario"):
        variant = by_id[name]
        new = [t.model_dump() for t in variant.tiles
               if companies is None or t.company is None or t.company in companies]
        for tile in data["tiles"]:
            tile["count"] -= variant.replaces.get(tile["id"], 0)
            if tile["id"] in variant.upgrade_from:
                tile["upgrades_to"] = list(tile["upgrades_to"]) + [t["id"] for t in new]
        data["tiles"] += new
        if variant.route_bonus is not None:
            data["route_bonus"] = variant.route_bonus.model_dump()
    gone = {t["id"] for t in data["tiles"] if t["count"] <= 0}
    data["tiles"] = [t for t in data["tiles"] if t["id"] not in gone]
    for tile in data["tiles"]:
        tile["upgrades_to"] = [u for u in tile["upgrades_to"] if u not in gone]
    return TileManifest.model_validate(data)


# ------------------------------------------------------------------------------ scenario tiles
class ScenarioTiles(Provenance):
    tiles: list[TileData]


@cache
def load_scenario_tiles() -> ScenarioTiles:
    return ScenarioTiles.model_validate(read_data("vypravci.games.lilliput", "scenario_tiles.toml"))
