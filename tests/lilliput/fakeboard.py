"""A stand-in for the board in economy tests: the same Network calls, with simple geometry.

Tiles go on a line of free positions; every lay may also be a yellow Y (a metropolis); six station
circles exist; a train's best run earns 10 £ per range step (doubled for D, halved for obsolete).
It lets the tests of money, shares, trains and phases run without the tile rules, which have their
own tests (test_tiles*, test_board*, test_routes*).
"""
from __future__ import annotations

import copy

from games.core import RuleError

SIDES = [(0, -1), (1, 0), (0, 1), (-1, 0)]


class FakeBoard:
    def __init__(self) -> None:
        self.tiles: dict[str, dict] = {"0,0": {"tile": "mildendo"}}
        self.spots: dict[str, list[str]] = {f"c{i}": [] for i in range(1, 7)}

    # set-up
    def home_lays(self, company, metropolis):
        tile = "home-y" if metropolis else "home-city"
        return [{"tile": tile, "x": x, "y": y, "rotation": 0} for x, y in SIDES if f"{x},{y}" not in self.tiles]

    def place_home(self, company, tile, x, y, rotation):
        self.tiles[f"{x},{y}"] = {"tile": tile, "station": company}

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
    @staticmethod
    def _earn(train):
        value = 10 * train["range"] * (2 if train["doubled"] else 1)
        return (value // 2) // 10 * 10 if train["obsolete"] else value

    def best_run(self, company, trains):
        routes = [{"train": t["id"], "stops": [], "revenue": self._earn(t)} for t in trains]
        return {"total": sum(r["revenue"] for r in routes), "routes": routes}

    def check_run(self, company, trains, routes):
        if any(len(r) < 2 for r in routes):
            raise RuleError("ll-error-bad-route", "routes")
        runs = [{"train": t["id"], "stops": r, "revenue": min(10 * len(r), self._earn(t))}
                for t, r in zip(trains, routes)]
        return {"total": sum(r["revenue"] for r in runs), "routes": runs}

    def to_dict(self):
        return {"tiles": copy.deepcopy(self.tiles), "spots": copy.deepcopy(self.spots)}

    def clone(self):
        other = FakeBoard()
        other.tiles = copy.deepcopy(self.tiles)
        other.spots = copy.deepcopy(self.spots)
        return other
