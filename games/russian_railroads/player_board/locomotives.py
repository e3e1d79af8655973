"""Locomotives (lokomotivy) and factories (továrny).

Tiles #1–#9 lie in stacks, one tile per player in each. A new locomotive is always the lowest
number left; it goes on any line with room (the Trans-Siberian holds two, the others one) or
replaces a weaker one there. The replaced one may move to another line with room or replace a
weaker one there, and so on; the last one returns to the supply as a tile that can only be built
as a factory (reconstruction, docs/russian-railroads.md). A factory is the lowest tile left in the
stacks or a returned tile, flipped, and fills the leftmost empty gap of the industry track.
"""
from __future__ import annotations

from ..data import LINES, load_board


def capacity(line: str) -> int:
    return load_board().line(line).locomotives


def line_range(player: dict, line: str) -> int:
    """How far the locomotives of a line reach (Trans-Siberian: the two values add)."""
    return min(sum(player["locos"][line]), load_board().line(line).length)


def lowest(state) -> int | None:
    tiles = [t for t, count in state.stacks.items() if count > 0]
    return min(tiles) if tiles else None


def placements(player: dict, tile: int) -> list[tuple[str, int | None]]:
    """Where a locomotive ``tile`` may go: (line, None) onto room, (line, old) replacing ``old``."""
    out: list[tuple[str, int | None]] = []
    for line in LINES:
        held = player["locos"][line]
        if len(held) < capacity(line):
            out.append((line, None))
        for old in sorted(set(held)):
            if old < tile:
                out.append((line, old))
    return out


def put(player: dict, tile: int, line: str, replace: int | None) -> int | None:
    """Place ``tile`` on ``line``; returns the replaced tile, if any."""
    held = player["locos"][line]
    if replace is not None:
        held.remove(replace)
    held.append(tile)
    held.sort(reverse=True)
    return replace


def gaps(player: dict) -> int:
    """Empty factory gaps left on the player's industry track."""
    return 5 - len(player["factories"])


def factory_tiles(state) -> list[int]:
    """Tiles a factory may be built from now: the lowest in the stacks and any returned tile."""
    options = set(state.returned)
    low = lowest(state)
    if low is not None:
        options.add(low)
    return sorted(options)


def can_loco(state, player: dict) -> bool:
    tile = lowest(state)
    return tile is not None and bool(placements(player, tile))


def can_factory(state, player: dict, skip_lowest: bool = False) -> bool:
    if gaps(player) <= 0:
        return False
    if state.returned:
        return True
    stock = sum(state.stacks.values()) - (1 if skip_lowest else 0)
    return stock > 0


def take_tile(state, tile: int) -> None:
    if tile in state.returned:
        state.returned.remove(tile)
    else:
        state.stacks[tile] -= 1
