"""A map as a graph, and which sets of transport cards can carry goods between two cities.

Card reach (Zajištění přepravy): a road card crosses one land route; a rail card one or two land
routes in one go (never split around another card); a sea card goes from a port to another port.
A set of cards is *playable* for a transport when it can carry the cube and no card of it could be
left out (the efficiency rule). Minimality also gives the shortest-route rule: a detour always
needs a card that a shorter way would leave unused.

On Dyorle a rush space (pole spěchu) sits on some land routes. For distances it counts as a city,
so such a route is two stretches long; the graph used for transports has the rush spaces as nodes.
For the task cards the two cities of the route stay neighbours (``city_adj``).

Two clan powers change card reach: the Tino crest makes one more city a port (``extra_port``) and
the Lockriel rail ability lets one rail card cross three stretches instead of two (``long_rail``).
"""
from __future__ import annotations

from collections import deque
from functools import cache
from itertools import product

from .data import City, load_map

MAX_LAND = 14  # more land cards than any two cities are apart on a map


def land_reach(road: int, rail: int, long_rail: bool) -> int:
    """How many stretches these land cards cover in one line (one rail card may reach 3)."""
    return road + 2 * rail + (1 if long_rail and rail else 0)


def _splits(road: int, rail: int, long_rail: bool):
    """Ways to divide the land cards between the stretch before and after a sea passage."""
    for r1 in range(road + 1):
        for t1 in range(rail + 1):
            places = (True, False) if long_rail else (False,)
            for long_first in places:
                yield (land_reach(r1, t1, long_rail and long_first),
                       land_reach(road - r1, rail - t1, long_rail and not long_first))


class Board:
    def __init__(self, map_id: str = "europe") -> None:
        data = load_map(map_id)
        self.map_id = map_id
        self.cities: dict[str, City] = {c.id: c for c in data.cities}
        self.ids: list[str] = sorted(self.cities, key=lambda i: self.cities[i].number)
        self.number = {i: self.cities[i].number for i in self.ids}
        self.rush: list[str] = [r.id for r in data.rush_spaces]
        via = {frozenset(r.route): r.id for r in data.rush_spaces}
        self.city_adj: dict[str, set[str]] = {i: set() for i in self.ids}
        self.adj: dict[str, set[str]] = {i: set() for i in [*self.ids, *self.rush]}
        for a, b in data.routes:
            self.city_adj[a].add(b)
            self.city_adj[b].add(a)
            mid = via.get(frozenset((a, b)))
            for x, y in ((a, mid), (mid, b)) if mid else ((a, b),):
                self.adj[x].add(y)
                self.adj[y].add(x)
        self.ports: list[str] = [i for i in self.ids if self.cities[i].port]
        self.dist: dict[str, dict[str, int]] = {i: self._bfs(i) for i in self.adj}
        self._card_sets: dict[tuple, tuple[tuple[int, int, int], ...]] = {}
        self._rush_sets: dict[tuple[str, str], frozenset[frozenset[str]]] = {}
        self._route_rush: dict[tuple, frozenset[frozenset[str]]] = {}

    def _bfs(self, start: str) -> dict[str, int]:
        dist = {start: 0}
        todo = deque([start])
        while todo:
            here = todo.popleft()
            for n in sorted(self.adj[here]):
                if n not in dist:
                    dist[n] = dist[here] + 1
                    todo.append(n)
        return dist

    def adjacent(self, a: str, b: str) -> bool:
        return b in self.city_adj[a]

    def port_list(self, extra_port: str | None = None) -> list[str]:
        if extra_port and extra_port not in self.ports:
            return [*self.ports, extra_port]
        return self.ports

    # ------------------------------------------------------------------ card reach
    def can_carry(self, a: str, b: str, road: int, rail: int, sea: int,
                  extra_port: str | None = None, long_rail: bool = False) -> bool:
        """Whether these cards (not necessarily all of them) can carry a cube from a to b."""
        if a == b:
            return True
        if land_reach(road, rail, long_rail) >= self.dist[a][b]:
            return True
        if sea < 1:
            return False
        # Land to a port, one sea passage to another port, land on: rails cannot be split, so the
        # land cards are divided between the stretch before and the stretch after the sea.
        ports = self.port_list(extra_port)
        for before, after in _splits(road, rail, long_rail):
            starts = [p for p in ports if self.dist[a][p] <= before]
            if not starts:
                continue
            ends = [q for q in ports if self.dist[q][b] <= after]
            if any(p != q for p in starts for q in ends):
                return True
        return False

    def card_sets(self, a: str, b: str, extra_port: str | None = None,
                  long_rail: bool = False) -> tuple[tuple[int, int, int], ...]:
        """Every playable (road, rail, sea) count for a transport from a to b: the minimal ones."""
        if extra_port in self.ports:
            extra_port = None
        key = (a, b, extra_port, long_rail)
        if key not in self._card_sets:
            result = []
            for sea in (0, 1):  # a second sea card is never needed: one passage joins any two ports
                for rail in range(MAX_LAND + 1):
                    for road in range(MAX_LAND + 1 - rail):
                        if (road or rail or sea) and self.is_minimal(a, b, road, rail, sea, extra_port, long_rail):
                            result.append((road, rail, sea))
            self._card_sets[key] = tuple(result)
        return self._card_sets[key]

    def is_minimal(self, a: str, b: str, road: int, rail: int, sea: int,
                   extra_port: str | None = None, long_rail: bool = False) -> bool:
        def carry(r: int, t: int, s: int) -> bool:
            return self.can_carry(a, b, r, t, s, extra_port, long_rail)

        if not carry(road, rail, sea):
            return False
        if road and carry(road - 1, rail, sea):
            return False
        if rail and carry(road, rail - 1, sea):
            return False
        if sea and carry(road, rail, sea - 1):
            return False
        return True

    # ------------------------------------------------------------------ rush spaces on a route
    def rush_sets(self, x: str, y: str) -> frozenset[frozenset[str]]:
        """For the shortest land paths from x to y: the different sets of rush spaces they pass."""
        key = (x, y)
        if key not in self._rush_sets:
            d = self.dist[x]
            target = d[y]
            # Walk back from y along the shortest-path DAG.
            memo: dict[str, frozenset[frozenset[str]]] = {}

            def back(node: str) -> frozenset[frozenset[str]]:
                if node == x:
                    return frozenset([frozenset()])
                if node not in memo:
                    here = frozenset([node]) if node in self.rush else frozenset()
                    out = set()
                    for prev in self.adj[node]:
                        if d.get(prev, -9) == d[node] - 1:
                            out |= {s | here for s in back(prev)}
                    memo[node] = frozenset(out)
                return memo[node]

            self._rush_sets[key] = back(y) if target > 0 else frozenset([frozenset()])
        return self._rush_sets[key]

    def route_rush(self, a: str, b: str, road: int, rail: int, sea: int,
                   extra_port: str | None = None, long_rail: bool = False) -> frozenset[frozenset[str]]:
        """The sets of rush spaces passed by the routes these cards may take from a to b: each land
        stretch follows a shortest path, the land cards split around at most one sea passage."""
        if not self.rush:
            return frozenset([frozenset()])
        key = (a, b, road, rail, sea, extra_port, long_rail)
        if key not in self._route_rush:
            found: set[frozenset[str]] = set()
            if land_reach(road, rail, long_rail) >= self.dist[a][b]:
                found |= self.rush_sets(a, b)
            if sea:
                ports = self.port_list(extra_port)
                for before, after in _splits(road, rail, long_rail):
                    for p in ports:
                        if self.dist[a][p] > before:
                            continue
                        for q in ports:
                            if q == p or self.dist[q][b] > after:
                                continue
                            for s1, s2 in product(self.rush_sets(a, p), self.rush_sets(q, b)):
                                found.add(s1 | s2)
            self._route_rush[key] = frozenset(found)
        return self._route_rush[key]


@cache
def get_board(map_id: str = "europe") -> Board:
    return Board(map_id)
