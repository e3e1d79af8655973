"""Engineers (inženýři): the strip on the main board (p. 13, p. 19).

The strip's spaces run left to right; the rightmost is the hire space (one coin, one engineer a
round), the two before it are the variable action spaces anyone may use, the rest preview what
comes. At the end of a round an engineer nobody hired leaves the game and all move one space right.
"""
from __future__ import annotations

from ..data import load_board, load_components

VARIABLE = {"engineer-left": -3, "engineer-right": -2}


def at_space(state, space: str) -> int | None:
    """The engineer number on a variable space, or None when it is empty."""
    index = VARIABLE[space]
    return state.strip[index] if len(state.strip) >= -index else None


def build_strip(n: int, rng) -> tuple[list[int | None], list[int]]:
    """Lay out 3 A + 4 B (4 players) or 3 A + 3 B (2–3 players; with 3 the leftmost space stays
    empty): B on the left, A on the right so they come first. Returns the strip and the unused."""
    comp = load_components()
    a = [e.number for e in comp.engineers if e.letter == "A"]
    b = [e.number for e in comp.engineers if e.letter == "B"]
    rng.shuffle(a)
    rng.shuffle(b)
    size = load_board().engineer_strip[n]
    b_count = 4 if n == 4 else 3
    strip: list[int | None] = [None] * (size - 3 - b_count) + b[:b_count] + a[:3]
    return strip, sorted(a[3:] + b[b_count:])


def slide(state) -> list[int]:
    """End of a round: the unhired engineer on the hire space leaves, everyone moves right."""
    gone = [state.strip[-1]] if state.strip[-1] is not None else []
    state.strip = [None] + state.strip[:-1]
    return gone


def effect(number: int):
    return load_components().engineer(number).effect
