"""The industry track (lišta průmyslového rozvoje): markers, factory gaps, the value scored.

Positions index the track of data/board.toml. A marker never enters a gap without a factory
(factories fill the gaps left to right); the second marker (a token, p. 22) never stops on the
first one's space: a step onto it passes over it (reconstruction).
"""
from __future__ import annotations

from ..data import load_board


def track():
    return load_board().industry


def gap_index(position: int) -> int | None:
    """Which gap (0-based, left to right) a position is, or None."""
    t = track()
    if not t[position].gap:
        return None
    return sum(1 for s in t[:position] if s.gap)


def enterable(player: dict, position: int) -> bool:
    t = track()
    if position >= len(t):
        return False
    g = gap_index(position)
    return g is None or g < len(player["factories"])


def next_position(player: dict, marker: int) -> int | None:
    """Where one step moves ``marker``, or None when it cannot move."""
    pos = player["industry"][marker] + 1
    others = [p for i, p in enumerate(player["industry"]) if i != marker]
    while pos in others:
        pos += 1
    return pos if enterable(player, pos) else None


def can_advance(player: dict) -> bool:
    return any(next_position(player, m) is not None for m in range(len(player["industry"])))


def value(position: int) -> int:
    """Points of a position: its number, or the nearest number before it (p. 19)."""
    for space in reversed(track()[:position + 1]):
        if space.value is not None:
            return space.value
    return 0


def factory_at(player: dict, position: int) -> int | None:
    g = gap_index(position)
    return None if g is None or g >= len(player["factories"]) else player["factories"][g]
