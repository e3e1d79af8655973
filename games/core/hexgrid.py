"""Hex grid geometry for any hex-map game. Flat-topped hexes in "odd-q" offset coordinates
(col, row): col grows east, row grows south.

Odd columns sit half a hex lower than even ones, so a column is a straight vertical line: this is
what the rulebook's solo order ("down a column, then the top of the next column west") relies on.
"""
from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Iterable, Mapping

Hex = tuple[int, int]

_EVEN = ((1, -1), (1, 0), (0, 1), (-1, 0), (-1, -1), (0, -1))
_ODD = ((1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (0, -1))


def neighbours(h: Hex) -> list[Hex]:
    """The six neighbours, clockwise from north-east (NE, SE, S, SW, NW, N)."""
    c, r = h
    return [(c + dc, r + dr) for dc, dr in (_ODD if c & 1 else _EVEN)]


def center(h: Hex, size: float = 1.0) -> tuple[float, float]:
    """Pixel centre of a hex of circumradius ``size`` (y grows downwards)."""
    c, r = h
    return (1.5 * size * c, math.sqrt(3) * size * (r + 0.5 * (c & 1)))


def northing(h: Hex) -> float:
    """Vertical position in half-hex units (smaller is further north)."""
    return h[1] + 0.5 * (h[0] & 1)


def east_north_key(h: Hex) -> tuple[int, float]:
    """Sort key: furthest east first, then furthest north."""
    return (-h[0], northing(h))


def to_cube(h: Hex) -> tuple[int, int, int]:
    c, r = h
    x = c
    z = r - (c - (c & 1)) // 2
    return (x, -x - z, z)


def distance(a: Hex, b: Hex) -> int:
    """Straight hex distance, ignoring terrain."""
    ax, ay, az = to_cube(a)
    bx, by, bz = to_cube(b)
    return max(abs(ax - bx), abs(ay - by), abs(az - bz))


def label(h: Hex) -> str:
    """A hex as a board's edge coordinates show it: column letter(s) + row number (e.g. F7)."""
    col, row = h
    letters = ""
    col += 1
    while col:
        col, rem = divmod(col - 1, 26)
        letters = chr(65 + rem) + letters
    return f"{letters}{row + 1}"


def step_distances(sources: Iterable[Hex], adj: Mapping[Hex, Iterable[Hex]],
                   passable: Callable[[Hex], bool]) -> dict[Hex, int]:
    """Steps from ``sources`` (which count 0) to every passable hex, moving through passable hexes
    only (breadth first over ``adj``, the map's neighbour table)."""
    starts = set(sources)
    dist = {h: 0 for h in starts}
    queue = deque(starts)
    while queue:
        u = queue.popleft()
        if u not in starts and not passable(u):
            continue
        for v in adj.get(u, ()):
            if v not in dist and passable(v):
                dist[v] = dist[u] + 1
                queue.append(v)
    return dist
