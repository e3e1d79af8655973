"""The board as track: what a company's stations reach (for laying tiles and stations), and the
route graph the revenue optimizer reads (routes/graph.py).

Both walk the same way. Track joins across the shared edge of two tiles only where both tiles
have track at that edge. A walk arriving at a tile's edge continues on a path of that tile; it
never turns onto another path ending at the same edge (no reversing at a switch), and paths that
cross without sharing an endpoint never meet (no changing lanes on a crossover). At a revenue
location the walk may leave on any other path of the tile. It may end in, but not pass, a city
whose circles are all taken by other companies, Mildendo, or a location a route must end at.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..routes.graph import Path, Point, RouteGraph, Stop
from .tiles import CENTRE, SIDES, neighbour, opposite

if TYPE_CHECKING:
    from .board import Board

Pos = tuple[int, int]


def label(pos: Pos) -> str:
    """A position's id in records, station spots and the route graph: ``"x,y"``."""
    return f"{pos[0]},{pos[1]}"


def parse_label(text: str) -> Pos:
    x, y = text.split(",")
    return int(x), int(y)


@dataclass(frozen=True)
class Reach:
    """What a company's stations reach by unblocked track.

    ``stops``: tiles whose revenue location it reaches (perhaps only as an end);
    ``tiles``: tiles its track enters (an upgrade must be laid on one of them);
    ``open_ends``: (empty square, side of that square) where its track runs off into space.
    """

    stops: frozenset[Pos]
    tiles: frozenset[Pos]
    open_ends: frozenset[tuple[Pos, int]]

    @property
    def open_squares(self) -> frozenset[Pos]:
        return frozenset(p for p, _ in self.open_ends)


def _passable(board: "Board", pos: Pos, company: str) -> bool:
    """May a walk of ``company`` pass through this tile's revenue location?"""
    placed = board.tiles[pos]
    tile = board.data[placed.tile]
    if company in placed.stations:
        return True
    if tile.kind == "mildendo" or tile.end_only:
        return False
    return not (tile.slots and len(placed.stations) >= tile.slots)


def reach(board: "Board", company: str) -> Reach:
    stops: set[Pos] = set()
    tiles: set[Pos] = set()
    open_ends: set[tuple[Pos, int]] = set()
    seen: set[tuple] = set()
    todo: list[tuple] = []
    for pos, placed in board.tiles.items():
        if company in placed.stations:
            todo.append(("stop", pos))
            seen.add(("stop", pos))
    starts = set(p for _, p in todo)

    def leave(pos: Pos, side: int) -> None:
        nxt = neighbour(pos, side)
        other = board.tiles.get(nxt)
        if other is None or board.data[other.tile].replaced_by:  # empty, or terrain to build on
            open_ends.add((nxt, opposite(side)))
            return
        owner = board.data[other.tile].company
        if opposite(side) in board.exits(nxt) and owner in (None, company):
            state = ("edge", nxt, opposite(side))
            if state not in seen:
                seen.add(state)
                todo.append(state)

    while todo:
        state = todo.pop()
        pos = state[1]
        tiles.add(pos)
        paths = board.paths(pos)
        if state[0] == "stop":
            stops.add(pos)
            if pos not in starts and not _passable(board, pos, company):
                continue
            for path in paths:
                if CENTRE in path:
                    (other,) = path - {CENTRE}
                    leave(pos, other)
            continue
        side = state[2]
        for path in paths:
            if side not in path:
                continue
            (other,) = path - {side}
            if other == CENTRE:
                if ("stop", pos) not in seen:
                    seen.add(("stop", pos))
                    todo.append(("stop", pos))
            else:
                leave(pos, other)
    return Reach(frozenset(stops), frozenset(tiles), frozenset(open_ends))


# ------------------------------------------------------------------------------ route graph
_STOP_KIND = {"city": "city", "castle": "city", "metropolis": "metropolis", "town": "town",
              "harbour": "harbour", "mildendo": "mildendo", "mine": "mine", "offboard": "offboard"}


def _point_id(a: Pos, b: Pos) -> str:
    first, second = sorted((a, b))
    return f"{label(first)}|{label(second)}"


def route_graph(board: "Board") -> RouteGraph:
    """Stops are revenue locations (id = the tile's position), points the tile edges where two
    tiles' tracks meet, paths the tiles' track pieces (id ``"x,y:A-B"`` with board sides or C).
    Track running into a blank side or open space carries no route and is left out."""
    stops: list[Stop] = []
    points: dict[str, Point] = {}
    paths: list[Path] = []
    bonus = board.manifest.route_bonus
    for pos in sorted(board.tiles, key=lambda p: (p[1], p[0])):
        placed = board.tiles[pos]
        tile = board.data[placed.tile]
        here = label(pos)
        if tile.has_stop:
            stops.append(Stop(
                id=here, kind=_STOP_KIND[tile.kind], value=tile.value, tile=here, slots=tile.slots,
                stations=tuple(placed.stations), counts_for_range=tile.counts_for_range,
                end_only=tile.end_only or tile.kind == "mildendo", station_value=tile.station_value,
                name=_bonus_name(tile, bonus)))
        for path in sorted(board.paths(pos), key=_path_name):
            nodes = []
            for end in sorted(path, key=lambda e: -1 if e == CENTRE else e):
                if end == CENTRE:
                    nodes.append(here)
                    continue
                nxt = neighbour(pos, end)
                if nxt not in board.tiles or opposite(end) not in board.exits(nxt):
                    break
                pid = _point_id(pos, nxt)
                points.setdefault(pid, Point(id=pid))
                nodes.append(pid)
            else:
                paths.append(Path(id=f"{here}:{_path_name(path)}", a=nodes[0], b=nodes[1], tile=here,
                                  company=tile.company))
    return RouteGraph(stops=tuple(stops), points=tuple(points[k] for k in sorted(points)),
                      paths=tuple(paths), named_bonus=bonus.amount if bonus else 0,
                      named_needed=bonus.needed if bonus else 3)


def _bonus_name(tile, bonus) -> str | None:
    """The stop's name when it is one of the bonus cities (Mildendo by its kind)."""
    if bonus is None:
        return None
    name = "Mildendo" if tile.kind == "mildendo" else tile.name
    return name if name in bonus.cities else None


def _path_name(path: frozenset) -> str:
    ends = sorted(path, key=lambda e: -1 if e == CENTRE else e)
    return "-".join(CENTRE if e == CENTRE else SIDES[e] for e in ends)
