"""Map geometry for building track: which hexes are land, and the shortest legal routes.

A route is the list of hexes a company newly occupies, from the first hex next to its network to
the target city. It runs through land hexes only (never through another city or a port the
variant closes) and must be one of the shortest such routes.
"""
from __future__ import annotations

from functools import cache

from .data import LAND, MOUNTAIN, PORT, CityData, MapData, load_map
from vypravci.games.core.hexgrid import Hex, neighbours, step_distances

Route = tuple[Hex, ...]
DISTANCE_MEMO = 5000  # networks remembered per board


class Board:
    """The static map: land hexes, city hexes and adjacency, built once per (map, variant)."""

    def __init__(self, data: MapData, ports_are_land: bool = True) -> None:
        self.data = data
        self.ports: frozenset[Hex] = frozenset(
            (c, r) for r, row in enumerate(data.terrain) for c, ch in enumerate(row) if ch == PORT
        )
        land_chars = (LAND, PORT) if ports_are_land else (LAND,)
        self.land: frozenset[Hex] = frozenset(
            (c, r) for r, row in enumerate(data.terrain) for c, ch in enumerate(row) if ch in land_chars
        )
        self.cities: dict[str, CityData] = {c.id: c for c in data.cities}
        self.city_at: dict[Hex, CityData] = {c.hex: c for c in data.cities}
        # Tchaj-wan: mountain hexes are on the map but never land (only the white company's own
        # build crosses them, games/mini_express/expansion/taiwan.py).
        self.mountains: frozenset[Hex] = frozenset(
            (c, r) for r, row in enumerate(data.terrain) for c, ch in enumerate(row) if ch == MOUNTAIN
        )
        on_map = self.land | set(self.city_at) | self.ports | self.mountains
        # Spojené království: track never crosses a red line (an edge between two hexes).
        red = {frozenset((tuple(a), tuple(b))) for a, b in data.red_lines}
        self.adj: dict[Hex, tuple[Hex, ...]] = {
            h: tuple(n for n in neighbours(h) if n in on_map and frozenset((h, n)) not in red) for h in on_map
        }
        self._distances: dict[frozenset[Hex], dict[Hex, int]] = {}

    def is_land(self, h: Hex) -> bool:
        return h in self.land

    def land_distances(self, sources: frozenset[Hex] | set[Hex]) -> dict[Hex, int]:
        """Trains needed to reach each land hex from ``sources`` (which count 0), through land only.
        Remembered per network: most networks recur from one searched position to the next. The
        result is shared: never mutate it."""
        key = frozenset(sources)
        found = self._distances.get(key)
        if found is None:
            if len(self._distances) > DISTANCE_MEMO:
                self._distances.clear()
            found = self._distances[key] = step_distances(key, self.adj, self.land.__contains__)
        return found

    def city_distance(self, dist: dict[Hex, int], city_hex: Hex, sources) -> int | None:
        """Trains needed to reach ``city_hex`` (itself included), given ``land_distances`` output."""
        best = None
        for n in self.adj.get(city_hex, ()):
            if n in dist and (n in self.land or n in sources):
                d = dist[n] + 1
                if best is None or d < best:
                    best = d
        return best

    def shortest_routes(self, dist: dict[Hex, int], city_hex: Hex, sources) -> list[Route]:
        """Every distinct shortest route into ``city_hex``, in a canonical order."""
        total = self.city_distance(dist, city_hex, sources)
        if total is None:
            return []
        routes: set[Route] = set()

        def walk(h: Hex, tail: Route) -> None:
            if h in sources:
                routes.add(tail)
                return
            for n in self.adj.get(h, ()):
                if dist.get(n) == dist[h] - 1 and (n in self.land or n in sources):
                    walk(n, (h, *tail))

        for n in self.adj.get(city_hex, ()):
            if dist.get(n) == total - 1 and (n in self.land or n in sources):
                walk(n, (city_hex,))
        return sorted(routes)

    def route_starts(self, route: Route, sources) -> list[Hex]:
        """The network hexes a route can be read as starting from (next to its first hex)."""
        return [n for n in self.adj.get(route[0], ()) if n in sources]


@cache
def get_board(map_id: str, ports_are_land: bool = True) -> Board:
    return Board(load_map(map_id), ports_are_land)
