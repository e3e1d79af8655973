"""The Europe map as a graph, and which sets of transport cards can carry goods between two cities.

Card reach (Zajištění přepravy): a road card crosses one land route; a rail card one or two land
routes in one go (never split around another card); a sea card goes from a port to another port.
A set of cards is *playable* for a transport when it can carry the cube and no card of it could be
left out (the efficiency rule). Minimality also gives the shortest-route rule: a detour always
needs a card that a shorter way would leave unused.
"""
from __future__ import annotations

from collections import deque
from functools import cache

from .data import City, load_map

MAX_LAND = 12  # more land cards than any two cities are apart on the map


class Board:
    def __init__(self) -> None:
        data = load_map()
        self.cities: dict[str, City] = {c.id: c for c in data.cities}
        self.ids: list[str] = sorted(self.cities, key=lambda i: self.cities[i].number)
        self.adj: dict[str, set[str]] = {i: set() for i in self.ids}
        for a, b in data.routes:
            self.adj[a].add(b)
            self.adj[b].add(a)
        self.ports: list[str] = [i for i in self.ids if self.cities[i].port]
        self.dist: dict[str, dict[str, int]] = {i: self._bfs(i) for i in self.ids}
        self._card_sets: dict[tuple[str, str], tuple[tuple[int, int, int], ...]] = {}

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
        return b in self.adj[a]

    # ------------------------------------------------------------------ card reach
    def can_carry(self, a: str, b: str, road: int, rail: int, sea: int) -> bool:
        """Whether these cards (not necessarily all of them) can carry a cube from a to b."""
        if a == b:
            return True
        if road + 2 * rail >= self.dist[a][b]:
            return True
        if sea < 1:
            return False
        # Land to a port, one sea passage to another port, land on: rails cannot be split, so the
        # land cards are divided between the stretch before and the stretch after the sea.
        for r1 in range(road + 1):
            for t1 in range(rail + 1):
                before = r1 + 2 * t1
                after = (road - r1) + 2 * (rail - t1)
                starts = [p for p in self.ports if self.dist[a][p] <= before]
                if not starts:
                    continue
                ends = [q for q in self.ports if self.dist[q][b] <= after]
                if any(p != q for p in starts for q in ends):
                    return True
        return False

    def card_sets(self, a: str, b: str) -> tuple[tuple[int, int, int], ...]:
        """Every playable (road, rail, sea) count for a transport from a to b: the minimal ones."""
        key = (a, b)
        if key not in self._card_sets:
            result = []
            for sea in (0, 1):  # a second sea card is never needed: one passage joins any two ports
                for rail in range(MAX_LAND + 1):
                    for road in range(MAX_LAND + 1 - rail):
                        if (road or rail or sea) and self.is_minimal(a, b, road, rail, sea):
                            result.append((road, rail, sea))
            self._card_sets[key] = tuple(result)
        return self._card_sets[key]

    def is_minimal(self, a: str, b: str, road: int, rail: int, sea: int) -> bool:
        if not self.can_carry(a, b, road, rail, sea):
            return False
        if road and self.can_carry(a, b, road - 1, rail, sea):
            return False
        if rail and self.can_carry(a, b, road, rail - 1, sea):
            return False
        if sea and self.can_carry(a, b, road, rail, sea - 1):
            return False
        return True


@cache
def get_board() -> Board:
    return Board()
