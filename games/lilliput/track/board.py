"""The growing board of 18Lilliput: an open square grid grown from Mildendo at (0, 0).

Rules here (rulebook, "A) Umístění dílku trati", "D) Umístění žetonu stanice", set-up, tables 2
and 3): a new tile touches a laid tile and, in any rotation, continues track that one of the
company's stations reaches by unblocked track; the checkerboard rule; no track into a harbour's
water; upgrades yellow → green → brown keeping every path, city by city, Y by Y, track by track,
stations moving along and the old tile going back to the supply; station circles; home tiles.

Which colours a lay may use (the action card and the phase) and which character tiles the player
may lay now are the caller's to say; money (a new Y costs 50 £) is the economy's. ``Board`` also
serves the economy as its ``Network`` (network.py): ``home_lays``, ``tile_lays``, ``lay_tile``,
``station_spots``, ``home_spots``, ``place_station``, ``route_graph``, ``to_dict``, ``clone``.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable

from vypravci.games.core import RuleError

from ..routes.graph import RouteGraph
from .tiles import TileData, TileManifest, load_tiles, neighbour, opposite, tiles_for
from .track_graph import Reach, label, parse_label, reach, route_graph

Pos = tuple[int, int]
ORIGIN: Pos = (0, 0)
ALL_COLOURS = ("yellow", "green", "brown")
# /rules sections (locale/rules/18lilliput.toml): laying, checkerboard and upgrades are all "track".
TRACK = CHECKER = UPGRADE = "track"
STATIONS, SETUP, CHARACTERS = "stations", "setup", "characters"


@dataclass
class Placed:
    tile: str
    rotation: int = 0
    stations: list[str] = field(default_factory=list)  # companies, in the order they arrived


class Board:
    def __init__(self, manifest: TileManifest | None = None) -> None:
        self.manifest = manifest or load_tiles()
        self.data: dict[str, TileData] = {t.id: t for t in self.manifest.tiles}  # tile id → design
        self.tiles: dict[Pos, Placed] = {ORIGIN: Placed("mildendo")}
        self.homes: dict[str, Pos] = {}
        self.supply: dict[str, int] = self.manifest.supply()
        self._memo: dict = {}  # (what, board picture[, company]) → result; shared with clones

    # ------------------------------------------------------------------ geometry
    def tile_at(self, pos: Pos) -> TileData | None:
        placed = self.tiles.get(pos)
        return None if placed is None else self.data[placed.tile]

    def paths(self, pos: Pos) -> frozenset:
        placed = self.tiles[pos]
        return self.data[placed.tile].rotated(placed.rotation)

    def exits(self, pos: Pos) -> frozenset[int]:
        placed = self.tiles[pos]
        return self.data[placed.tile].exits(placed.rotation)

    def _picture(self) -> tuple:
        return tuple((p, t.tile, t.rotation, tuple(t.stations)) for p, t in sorted(self.tiles.items()))

    def _remember(self, key: tuple, make):
        """Walks and graphs depend only on the tiles and stations: keep them per picture."""
        found = self._memo.get(key)
        if found is None:
            if len(self._memo) > 512:
                self._memo.clear()
            found = self._memo[key] = make()
        return found

    def remember_run(self, company: str, trains: tuple, make):
        """A company's best run for a train set on this picture (``economy.operating.best``)."""
        return self._remember(("run", self._picture(), company, trains), make)

    def reach(self, company: str) -> Reach:
        return self._remember(("reach", self._picture(), company), lambda: reach(self, company))

    def stations(self, company: str) -> list[Pos]:
        return sorted((p for p, t in self.tiles.items() if company in t.stations), key=lambda p: (p[1], p[0]))

    # ------------------------------------------------------------------ shared checks
    def checker_ok(self, pos: Pos, tile: TileData) -> bool:
        return self._checker_ok(pos, tile)

    def _checker_ok(self, pos: Pos, tile: TileData) -> bool:
        """No city next to a city, no plain square (track, town, harbour) next to a plain one;
        Mildendo is exempt (every home city touches it)."""
        if tile.checker == "none":
            return True
        for side in range(4):
            other = self.tile_at(neighbour(pos, side))
            if other is not None and other.checker == tile.checker:
                return False
        return True

    def _water_ok(self, pos: Pos, tile: TileData, rotation: int) -> bool:
        """No track may run into a harbour's water sides, and a harbour may not turn its water
        towards laid track."""
        exits = tile.exits(rotation)
        for side in range(4):
            nxt = neighbour(pos, side)
            other = self.tile_at(nxt)
            if other is None:
                continue
            if side in exits and other.kind == "harbour" and opposite(side) not in self.exits(nxt):
                return False
            if side in exits and other.kind == "sea":  # scenario sea: no track runs into it
                return False
            if tile.kind == "harbour" and side not in exits and opposite(side) in self.exits(nxt):
                return False
        return True

    @staticmethod
    def _allowed(tile: TileData, colours: Iterable[str], characters: Iterable[str]) -> bool:
        if tile.character is not None:
            return tile.character in characters
        return tile.colour in colours

    # ------------------------------------------------------------------ laying tiles
    def lay_problem(self, company: str, pos: Pos, tile_id: str, rotation: int,
                    colours: Iterable[str] = ALL_COLOURS, characters: Iterable[str] = (),
                    known: Reach | None = None) -> RuleError | None:
        """Why this lay is refused, or None if it is legal."""
        if tile_id not in self.data or rotation not in range(4):
            return RuleError("ll-error-tile-unknown", TRACK, tile=tile_id)
        tile = self.data[tile_id]
        if not self._allowed(tile, colours, characters):
            return RuleError("ll-error-tile-colour", TRACK, tile=tile_id, colour=tile.colour)
        if tile.company is not None and tile.company != company:
            return RuleError("ll-error-tile-other-company", TRACK, tile=tile_id, company=tile.company)
        if self.supply.get(tile_id, 0) <= 0:
            return RuleError("ll-error-tile-none-left", TRACK, tile=tile_id)
        if pos in self.tiles and self.tile_at(pos).terrain:
            return self._terrain_problem(company, pos, tile, rotation, known)
        if pos in self.tiles:
            return self._upgrade_problem(company, pos, tile, rotation, known)
        return self._new_problem(company, pos, tile, rotation, known)

    def _terrain_problem(self, company, pos, tile, rotation, known) -> RuleError | None:
        """Scenario terrain (table 4) is replaced only by the tiles it names (hills and swamp: a
        yellow city or track; mountains: the tunnel), laid like a new tile."""
        x, y = pos
        old = self.tile_at(pos)
        if tile.id not in old.replaced_by:
            return RuleError("ll-error-tile-terrain", "scenarios", tile=tile.id, terrain=old.id, x=x, y=y)
        return self._placement_problem(company, pos, tile, rotation, known)

    def _placement_problem(self, company, pos, tile, rotation, known) -> RuleError | None:
        """What a new tile on an empty or scenario square must also obey: the checkerboard, the
        water, and a track end of the company's reach to connect to."""
        x, y = pos
        if not self._checker_ok(pos, tile):
            return RuleError("ll-error-tile-checkerboard", CHECKER, x=x, y=y)
        if not self._water_ok(pos, tile, rotation):
            return RuleError("ll-error-tile-water", CHARACTERS, x=x, y=y)
        ends = (known or self.reach(company)).open_ends
        if not any((pos, side) in ends for side in tile.exits(rotation)):
            return RuleError("ll-error-tile-not-connected", TRACK, company=company, x=x, y=y)
        return None

    def terrain_cost(self, pos: Pos) -> int:
        """What laying on this square costs extra (scenario hills, swamp, mountains)."""
        tile = self.tile_at(pos)
        return tile.terrain_cost if tile is not None and tile.terrain else 0

    def _new_problem(self, company, pos, tile, rotation, known) -> RuleError | None:
        x, y = pos
        if tile.lay != "new" or tile.colour != "yellow":
            return RuleError("ll-error-tile-upgrade-only", UPGRADE, tile=tile.id)
        if all(neighbour(pos, s) not in self.tiles for s in range(4)):
            return RuleError("ll-error-tile-not-adjacent", TRACK, x=x, y=y)
        return self._placement_problem(company, pos, tile, rotation, known)

    def _upgrade_problem(self, company, pos, tile, rotation, known) -> RuleError | None:
        x, y = pos
        placed = self.tiles[pos]
        old = self.data[placed.tile]
        if tile.id not in old.upgrades_to:
            return RuleError("ll-error-tile-not-upgrade", UPGRADE, tile=tile.id, old=old.id)
        if tile.kind == "castle" and pos in self.homes.values():
            return RuleError("ll-error-tile-castle-home", CHARACTERS, x=x, y=y)
        if not self.paths(pos) <= tile.rotated(rotation):
            return RuleError("ll-error-tile-lost-track", UPGRADE, tile=tile.id, old=old.id)
        if company not in placed.stations and pos not in (known or self.reach(company)).tiles:
            return RuleError("ll-error-tile-not-connected", TRACK, company=company, x=x, y=y)
        if not self._water_ok(pos, tile, rotation):
            return RuleError("ll-error-tile-water", CHARACTERS, x=x, y=y)
        if not self._checker_ok(pos, tile):
            return RuleError("ll-error-tile-checkerboard", CHECKER, x=x, y=y)
        return None

    def check_lay(self, company: str, pos: Pos, tile_id: str, rotation: int,
                  colours: Iterable[str] = ALL_COLOURS, characters: Iterable[str] = ()) -> None:
        problem = self.lay_problem(company, pos, tile_id, rotation, colours, characters)
        if problem is not None:
            raise problem

    def lay(self, company: str, pos: Pos, tile_id: str, rotation: int,
            colours: Iterable[str] = ALL_COLOURS, characters: Iterable[str] = ()) -> str | None:
        """Check and lay; returns the id of the replaced tile (back in the supply) or None."""
        self.check_lay(company, pos, tile_id, rotation, colours, characters)
        replaced = self.tiles.get(pos)
        if replaced is not None:
            self.supply[replaced.tile] += 1
        self.supply[tile_id] -= 1
        self.tiles[pos] = Placed(tile_id, rotation, list(replaced.stations) if replaced else [])
        return replaced.tile if replaced else None

    # ------------------------------------------------------------------ legal lays, field by field
    def lay_positions(self, company: str, colours: Iterable[str] = ALL_COLOURS,
                      characters: Iterable[str] = ()) -> list[Pos]:
        known = self.reach(company)
        return [p for p in self._candidates(company, known)
                if self.lay_tiles(company, p, colours, characters, known)]

    def lay_tiles(self, company: str, pos: Pos, colours: Iterable[str] = ALL_COLOURS,
                  characters: Iterable[str] = (), known: Reach | None = None) -> list[str]:
        known = known or self.reach(company)
        return [t.id for t in self._own_tiles(self._tile_candidates(pos, colours, characters), company)
                if self.lay_rotations(company, pos, t.id, colours, characters, known)]

    def lay_rotations(self, company: str, pos: Pos, tile_id: str, colours: Iterable[str] = ALL_COLOURS,
                      characters: Iterable[str] = (), known: Reach | None = None) -> list[int]:
        """Legal rotations, one per distinct track picture."""
        if tile_id not in self.data:
            return []
        known = known or self.reach(company)
        tile = self.data[tile_id]
        rotations = tile.rotations()
        if pos not in self.tiles:  # quick filters before the full check: class, a reached side
            if not self._checker_ok(pos, tile):
                return []
            sides = {s for s in range(4) if (pos, s) in known.open_ends}
            rotations = [r for r in rotations if tile.exits(r) & sides]
        return [r for r in rotations
                if self.lay_problem(company, pos, tile_id, r, colours, characters, known) is None]

    def legal_lays(self, company: str, colours: Iterable[str] = ALL_COLOURS,
                   characters: Iterable[str] = ()) -> list[tuple[Pos, str, int]]:
        known = self.reach(company)
        out = []
        for pos in self._candidates(company, known):
            for t in self._own_tiles(self._tile_candidates(pos, colours, characters), company):
                out += [(pos, t.id, r) for r in self.lay_rotations(company, pos, t.id, colours, characters, known)]
        return out

    def _candidates(self, company: str, known: Reach) -> list[Pos]:
        """Squares worth trying: empty ones the company's track runs into, laid ones it reaches."""
        laid = {p for p in known.tiles | set(self.stations(company)) if self.tile_at(p).upgrades_to}
        return sorted(known.open_squares | laid, key=lambda p: (p[1], p[0]))

    def _tile_candidates(self, pos: Pos, colours, characters) -> list[TileData]:
        placed = self.tiles.get(pos)
        if placed is None:
            pool = [t for t in self.manifest.tiles if t.lay == "new" and t.colour == "yellow"]
        elif self.data[placed.tile].terrain:
            pool = [self.data[t] for t in self.data[placed.tile].replaced_by if t in self.data]
        else:
            pool = [self.data[t] for t in self.data[placed.tile].upgrades_to]
        colours, characters = tuple(colours), tuple(characters)
        return [t for t in pool if self._allowed(t, colours, characters) and self.supply.get(t.id, 0) > 0]

    def _own_tiles(self, tiles: list[TileData], company: str) -> list[TileData]:
        return [t for t in tiles if t.company in (None, company)]

    # ------------------------------------------------------------------ home tiles (set-up)
    def home_problem(self, company: str, pos: Pos, tile_id: str, rotation: int,
                     metropolis: bool) -> RuleError | None:
        """A start company's home tile: a yellow city (Slamecksan: the yellow Y) on a free side of
        Mildendo, turned so that its track meets Mildendo's."""
        x, y = pos
        tile = self.data[tile_id] if tile_id in self.data else None
        want = "metropolis" if metropolis else "city"
        if tile is None or tile.colour != "yellow" or tile.kind != want or tile.character or rotation not in range(4):
            return RuleError("ll-error-home-tile", SETUP, tile=tile_id)
        if company in self.homes:
            return RuleError("ll-error-home-twice", SETUP, company=company)
        side = next((s for s in range(4) if neighbour(ORIGIN, s) == pos), None)
        if side is None or pos in self.tiles:
            return RuleError("ll-error-home-side", SETUP, x=x, y=y)
        if self.supply.get(tile_id, 0) <= 0:
            return RuleError("ll-error-tile-none-left", TRACK, tile=tile_id)
        if opposite(side) not in tile.exits(rotation):
            return RuleError("ll-error-tile-not-connected", TRACK, company=company, x=x, y=y)
        if not self._checker_ok(pos, tile):
            return RuleError("ll-error-tile-checkerboard", CHECKER, x=x, y=y)
        if not self._water_ok(pos, tile, rotation):
            return RuleError("ll-error-tile-water", CHARACTERS, x=x, y=y)
        return None

    def home_options(self, company: str, metropolis: bool) -> list[tuple[Pos, str, int]]:
        out = []
        for side in range(4):
            pos = neighbour(ORIGIN, side)
            for t in self.manifest.tiles:
                out += [(pos, t.id, r) for r in t.rotations()
                        if self.home_problem(company, pos, t.id, r, metropolis) is None]
        return out

    def set_home(self, company: str, pos: Pos, tile_id: str, rotation: int, metropolis: bool) -> None:
        problem = self.home_problem(company, pos, tile_id, rotation, metropolis)
        if problem is not None:
            raise problem
        self.supply[tile_id] -= 1
        self.tiles[pos] = Placed(tile_id, rotation, [company])
        self.homes[company] = pos

    # ------------------------------------------------------------------ stations
    def free_circles(self, pos: Pos) -> int:
        tile = self.tile_at(pos)
        return 0 if tile is None else max(0, tile.slots - len(self.tiles[pos].stations))

    def station_problem(self, company: str, pos: Pos, need_reach: bool = True,
                        known: Reach | None = None) -> RuleError | None:
        spot = label(pos)
        if pos not in self.tiles or not self.tile_at(pos).slots:
            return RuleError("ll-error-station-no-circle", STATIONS, spot=spot)
        if company in self.tiles[pos].stations:
            return RuleError("ll-error-station-twice", STATIONS, spot=spot)
        if not self.free_circles(pos):
            return RuleError("ll-error-station-full", STATIONS, spot=spot)
        if need_reach and pos not in (known or self.reach(company)).stops:
            return RuleError("ll-error-station-unreached", STATIONS, company=company, spot=spot)
        return None

    def add_station(self, company: str, pos: Pos, need_reach: bool = True) -> None:
        problem = self.station_problem(company, pos, need_reach)
        if problem is not None:
            raise problem
        self.tiles[pos].stations.append(company)

    # ------------------------------------------------------------------ the economy's Network
    def home_lays(self, company: str, metropolis: bool) -> list[dict]:
        return [{"tile": t, "x": p[0], "y": p[1], "rotation": r} for p, t, r in self.home_options(company, metropolis)]

    def place_home(self, company: str, tile: str, x: int, y: int, rotation: int) -> None:
        self.set_home(company, (x, y), tile, rotation, self.data[tile].kind == "metropolis")

    def tile_lays(self, company: str, colours: list[str], extra: list[str]) -> list[dict]:
        """Ordinary tiles of ``colours`` plus the tiles of the characters in ``extra``."""
        out = []
        for pos, tile_id, rotation in self.legal_lays(company, colours, extra):
            tile = self.data[tile_id]
            terrain = self.terrain_cost(pos)
            upgrade = pos in self.tiles and not self.tile_at(pos).terrain
            lay = {"tile": tile_id, "x": pos[0], "y": pos[1], "rotation": rotation, "colour": tile.colour,
                   "upgrade": upgrade, "metropolis": tile.kind == "metropolis" and not upgrade}
            if terrain:
                lay["terrain"] = terrain
            if tile.character:
                lay["character"] = tile.character
            out.append(lay)
        return out

    def lay_tile(self, company: str, tile: str, x: int, y: int, rotation: int) -> None:
        character = self.data[tile].character if tile in self.data else None
        self.lay(company, (x, y), tile, rotation, ALL_COLOURS, (character,) if character else ())

    def preview(self, company: str, tile: str, x: int, y: int, rotation: int) -> "Board":
        """A copy with the lay made (checked as ``lay_tile``), for a picture before confirming."""
        other = self.clone()
        other.lay_tile(company, tile, x, y, rotation)
        return other

    def station_spots(self, company: str) -> list[str]:
        known = self.reach(company)
        return [label(p) for p in sorted(known.stops, key=lambda p: (p[1], p[0]))
                if self.station_problem(company, p, True, known) is None]

    def home_spots(self) -> list[str]:
        return [label(p) for p in sorted(self.tiles, key=lambda p: (p[1], p[0])) if self.free_circles(p)]

    def place_station(self, company: str, spot: str) -> None:
        """An extra station (reach checked) or a new company's home (it has no station yet)."""
        self.add_station(company, parse_label(spot), need_reach=bool(self.stations(company)))

    def route_graph(self) -> RouteGraph:
        return self._remember(("graph", self._picture()), lambda: route_graph(self))

    # ------------------------------------------------------------------ plain data
    def to_dict(self) -> dict:
        return {
            "tiles": [{"x": p[0], "y": p[1], "tile": t.tile, "rotation": t.rotation, "stations": list(t.stations)}
                      for p, t in sorted(self.tiles.items(), key=lambda kv: (kv[0][1], kv[0][0]))],
            "homes": {c: [p[0], p[1]] for c, p in sorted(self.homes.items())},
            "supply": dict(sorted(self.supply.items())),
        }

    @classmethod
    def from_dict(cls, data: dict, manifest: TileManifest | None = None) -> "Board":
        board = cls(manifest)
        board.tiles = {(t["x"], t["y"]): Placed(t["tile"], t["rotation"], list(t["stations"])) for t in data["tiles"]}
        board.homes = {c: (p[0], p[1]) for c, p in data["homes"].items()}
        board.supply = dict(data["supply"])
        return board

    def __getstate__(self) -> dict:
        """Pickled without ``_memo`` (walks and graphs, most of a pickled board's bytes): a board
        that travels (a render process, an AI thread's copy) rebuilds them on demand."""
        state = dict(self.__dict__)
        state["_memo"] = {}
        return state

    def clone(self) -> "Board":
        other = Board.__new__(Board)
        other.manifest = self.manifest
        other.data = self.data
        other._memo = self._memo
        other.tiles = {p: Placed(t.tile, t.rotation, list(t.stations)) for p, t in self.tiles.items()}
        other.homes = dict(self.homes)
        other.supply = dict(self.supply)
        return other


def new_network(variants: tuple[str, ...] = ()) -> Board:
    """The board a new game starts with: Mildendo alone in the middle; the tiles of the named
    variants (tiles_variants.toml) in the supply."""
    return Board(tiles_for(tuple(variants)))
