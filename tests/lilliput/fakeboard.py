"""A stand-in for the board in economy tests: the same Network calls, with simple geometry.

Tiles go on a line of free positions; every lay may also be a yellow Y (a metropolis); six station
circles exist; a train's best run earns 10 £ per range step (doubled for D, halved for obsolete).
It lets the tests of money, shares, trains and phases run without the tile rules, which have their
own tests (test_tiles*, test_board*, test_routes*).
"""
from __future__ import annotations

import copy

from vypravci.games.lilliput.routes import Path, RouteGraph, Stop

SIDES = [(0, -1), (1, 0), (0, 1), (-1, 0)]


class FakeBoard:
    def __init__(self) -> None:
        self.tiles: dict[str, dict] = {"0,0": {"tile": "mildendo"}}
        self.spots: dict[str, list[str]] = {f"c{i}": [] for i in range(1, 7)}
        self.homes: list[str] = []

    # set-up
    def home_lays(self, company, metropolis):
        tile = "home-y" if metropolis else "home-city"
        return [{"tile": tile, "x": x, "y": y, "rotation": 0} for x, y in SIDES if f"{x},{y}" not in self.tiles]

    def place_home(self, company, tile, x, y, rotation):
        self.tiles[f"{x},{y}"] = {"tile": tile, "station": company}
        self.homes.append(company)

    # track
    def tile_lays(self, company, colours, extra):
        x = len(self.tiles) + 10
        lays = [{"tile": f"{c}-track", "x": x, "y": 0, "rotation": 0, "colour": c} for c in colours]
        if "yellow" in colours:
            lays.append({"tile": "yellow-y", "x": x, "y": 0, "rotation": 0, "colour": "yellow", "metropolis": True})
        lays += [{"tile": f"char-{c}", "x": x, "y": 1, "rotation": 0, "colour": "yellow", "character": c}
                 for c in extra]
        return lays

    def lay_tile(self, company, tile, x, y, rotation):
        self.tiles[f"{x},{y}"] = {"tile": tile}

    # stations
    def station_spots(self, company):
        return [s for s, held in self.spots.items() if not held]

    def home_spots(self):
        return [s for s, held in self.spots.items() if not held]

    def place_station(self, company, spot):
        self.spots[spot].append(company)

    # operating
    def route_graph(self):
        """Per company with a station: its station city with four spokes of four 10 £ cities, so
        the best run gives every train its own spoke: 10 £ per range step."""
        stops, paths = [], []
        for company in sorted({c for held in self.spots.values() for c in held} | set(self.homes)):
            hub = f"{company}-s"
            stops.append(Stop(id=hub, kind="city", value=10, tile=hub, slots=1, stations=(company,)))
            for spoke in range(4):
                prev = hub
                for i in range(4):
                    sid = f"{company}-{spoke}-{i}"
                    stops.append(Stop(id=sid, kind="city", value=10, tile=sid, slots=1))
                    paths.append(Path(id=f"{prev}>{sid}", a=prev, b=sid, tile=prev if prev != hub else f"{hub}{spoke}"))
                    prev = sid
        return RouteGraph(stops=tuple(stops), paths=tuple(paths))

    def to_dict(self):
        return {"tiles": copy.deepcopy(self.tiles), "spots": copy.deepcopy(self.spots), "homes": list(self.homes)}

    def clone(self):
        other = FakeBoard()
        other.tiles = copy.deepcopy(self.tiles)
        other.spots = copy.deepcopy(self.spots)
        other.homes = list(self.homes)
        return other
