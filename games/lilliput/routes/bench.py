"""Timing the optimizer: ``bench_routes`` over boards, and dense synthetic late-game boards.

This module reads a clock; it is a measuring tool for ``vypravci bench``, never called by the rules.
A synthetic board follows the real game's shape: a square grid grown around Mildendo, cities on
one colour of the checkerboard and plain track or towns on the other, late-game tiles (three or
four exits, double track with switches and crossovers), each company with three stations.
"""
from __future__ import annotations

import random
import time
from collections.abc import Iterable, Mapping, Sequence

from .graph import Path, Point, RouteGraph, Stop, Train
from .search import DEFAULT_BUDGET, best_routes

Cell = tuple[int, int]
SIDES = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "E": "W", "S": "N", "W": "E"}
COMPANIES = ("red", "blue", "green", "yellow")
TRAIN_SETS = [
    [("3", 3, False, False), ("4", 4, False, False), ("4b", 4, False, False)],
    [("5", 5, False, False), ("5b", 5, False, False)],
    [("5", 5, False, False), ("3D", 3, True, False)],
    [("4D", 4, True, False), ("4Db", 4, True, False)],
    [("4", 4, False, True), ("4D", 4, True, False)],
]


def _edge(cell: Cell, side: str) -> str:
    dx, dy = SIDES[side]
    other = (cell[0] + dx, cell[1] + dy)
    a, b = sorted([cell, other])
    return f"e{a[0]},{a[1]}|{b[0]},{b[1]}"


def _plain(rng: random.Random, exits: list[str]) -> list[tuple[str, str]]:
    """Track of a plain tile joining ``exits``: one track for two, a switch for three, and for
    four a crossover, two curves, or curves joined by switches."""
    if len(exits) < 2:
        return []
    if len(exits) == 2:
        return [(exits[0], exits[1])]
    if len(exits) == 3:
        a, b, c = rng.sample(exits, 3)
        return [(a, b), (a, c)]
    kind = rng.randrange(3)
    if kind == 0:
        return [("N", "S"), ("E", "W")]
    if kind == 1:
        return [("N", "E"), ("S", "W")] if rng.random() < 0.5 else [("N", "W"), ("S", "E")]
    return [("N", "E"), ("E", "S"), ("S", "W"), ("W", "N")]


def dense_board(seed: int, tiles: int = 44, density: float = 0.8
                ) -> tuple[RouteGraph, dict[str, list[Train]]]:
    """A late-game board of ``tiles`` tiles, ``density`` of the edges between them carrying
    track, and every company's trains."""
    rng = random.Random(seed)
    cells: list[Cell] = [(0, 0)]
    placed = {(0, 0)}
    homes = [(0, -1), (1, 0), (0, 1), (-1, 0)]
    cells += homes
    placed.update(homes)
    while len(cells) < tiles:
        x, y = rng.choice(cells)
        dx, dy = rng.choice(list(SIDES.values()))
        c = (x + dx, y + dy)
        if c not in placed:
            placed.add(c)
            cells.append(c)
    # Which tile edges carry track: most edges between two laid tiles do (players lay to connect).
    joined: dict[Cell, list[str]] = {c: [] for c in cells}
    for c in cells:
        for side, (dx, dy) in SIDES.items():
            n = (c[0] + dx, c[1] + dy)
            if n in placed and c < n and (c == (0, 0) or n == (0, 0) or rng.random() < density):
                joined[c].append(side)
                joined[n].append(OPPOSITE[side])
    stops: list[Stop] = []
    paths: list[Path] = []
    points: set[str] = set()

    def track(tile: str, a: str, b: str) -> None:
        for n in (a, b):
            if n.startswith("e"):
                points.add(n)
        paths.append(Path(id=f"p{len(paths)}", a=a, b=b, tile=tile))

    cities: list[str] = []
    for c in cells:
        tile = f"{c[0]},{c[1]}"
        exits = joined[c]
        if c == (0, 0):
            stops.append(Stop(id="Mildendo", kind="mildendo", value=40, tile=tile))
            for side in exits:
                track(tile, "Mildendo", _edge(c, side))
        elif (c[0] + c[1]) % 2:
            metro = rng.random() < 0.3
            sid = f"{'Y' if metro else 'C'}{tile}"
            value = rng.choice([30, 40, 50] if metro else [20, 30, 40])
            stops.append(Stop(id=sid, kind="metropolis" if metro else "city", value=value,
                              tile=tile, slots=2 if metro or value > 20 else 1))
            cities.append(sid)
            for side in exits:
                track(tile, sid, _edge(c, side))
        elif len(exits) == 2 and rng.random() < 0.2:
            sid = f"T{tile}"
            stops.append(Stop(id=sid, kind="town", value=rng.choice([10, 20]), tile=tile))
            for side in exits:
                track(tile, sid, _edge(c, side))
        else:
            for a, b in _plain(rng, exits):
                track(tile, _edge(c, a), _edge(c, b))
    # Stations: each company's home beside Mildendo, then two more circles where free.
    held: dict[str, list[str]] = {s.id: [] for s in stops}
    slots = {s.id: s.slots for s in stops}
    for company, home in zip(COMPANIES, homes):
        held[f"C{home[0]},{home[1]}" if f"C{home[0]},{home[1]}" in held else
             f"Y{home[0]},{home[1]}"].append(company)
    for company in COMPANIES:
        free = [c for c in cities if len(held[c]) < slots[c] and company not in held[c]]
        for c in rng.sample(free, min(2, len(free))):
            held[c].append(company)
    stops = [s.model_copy(update={"stations": tuple(held[s.id])}) for s in stops]
    graph = RouteGraph(stops=tuple(stops), points=tuple(Point(id=p) for p in sorted(points)),
                       paths=tuple(paths))
    runs = {company: [Train(id=i, distance=d, doubled=dbl, obsolete=obs)
                      for i, d, dbl, obs in rng.choice(TRAIN_SETS)]
            for company in COMPANIES}
    return graph, runs


def bench_routes(graphs: Iterable[tuple[RouteGraph, Mapping[str, Sequence[Train]]]],
                 budget: int = DEFAULT_BUDGET) -> dict:
    """Milliseconds per company run over ``graphs`` (each a board with every company's trains)."""
    times: list[float] = []
    inexact = 0
    for graph, runs in graphs:
        for company, trains in runs.items():
            start = time.perf_counter()
            result = best_routes(graph, company, list(trains), budget=budget)
            times.append((time.perf_counter() - start) * 1000)
            inexact += not result.exact
    if not times:
        return {"route_ms_p50": 0.0, "route_ms_p95": 0.0, "route_ms_max": 0.0, "runs": 0,
                "inexact": 0}
    times.sort()

    def pct(q: float) -> float:
        return round(times[min(len(times) - 1, int(q * len(times)))], 2)

    return {"route_ms_p50": pct(0.5), "route_ms_p95": pct(0.95), "route_ms_max": round(times[-1], 2),
            "runs": len(times), "inexact": inexact}
