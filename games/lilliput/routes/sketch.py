"""A compact way to write a route graph by hand (tests, benchmarks, docs).

Each stop lies on its own tile (named after the stop unless ``tile`` is given). ``link(a, b)``
lays track from stop ``a`` to stop ``b``: straight across the shared edge of their tiles, or, with
``via=[t1, t2, …]``, through those plain track tiles in order. Every call lays separate track.
"""
from __future__ import annotations

from .graph import Path, Point, RouteGraph, Stop


class Sketch:
    def __init__(self) -> None:
        self.stops: list[Stop] = []
        self.points: list[Point] = []
        self.paths: list[Path] = []
        self._tile: dict[str, str] = {}

    def stop(self, id: str, kind: str = "city", value: int = 20, **kw) -> "Sketch":
        kw.setdefault("tile", id)
        self.stops.append(Stop(id=id, kind=kind, value=value, **kw))
        self._tile[id] = kw["tile"]
        return self

    def link(self, a: str, b: str, via: tuple[str, ...] | list[str] = ()) -> list[str]:
        """Track from ``a`` to ``b``; returns the new path ids in order."""
        tiles = [self._tile[a], *via, self._tile[b]]
        nodes = [a]
        for t1, t2 in zip(tiles, tiles[1:]):
            pid = f"{t1}|{t2}#{len(self.points)}"
            self.points.append(Point(id=pid))
            nodes.append(pid)
        nodes.append(b)
        out = []
        for k, tile in enumerate(tiles):
            path_id = f"p{len(self.paths)}"
            self.paths.append(Path(id=path_id, a=nodes[k], b=nodes[k + 1], tile=tile))
            out.append(path_id)
        return out

    def graph(self, **kw) -> RouteGraph:
        return RouteGraph(stops=tuple(self.stops), points=tuple(self.points),
                          paths=tuple(self.paths), **kw)
