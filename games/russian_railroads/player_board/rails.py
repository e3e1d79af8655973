"""Rails (kolejnice): the colour order, the strict-ahead rule, new colours from the Trans-Siberian.

A player's rails are ``{line: {colour: position}}`` holding only the colours the player has on that
line; position 0 means the rail waits before space 1. A rail may step forward only while the rail
of the colour before it stays strictly ahead (black leads and stops at the line's end).
"""
from __future__ import annotations

from ..data import COLOURS, load_board

Rails = dict[str, dict[str, int]]


def _unlocks() -> dict[int, str]:
    """Trans-Siberian black-rail space → the colour it brings (p. 16)."""
    return {s.space: s.reward.split(":")[1] for s in load_board().specials
            if s.reward.startswith("rails:")}


UNLOCKS = _unlocks()


def length(line: str) -> int:
    return load_board().line(line).length


def can_step(rails: Rails, line: str, colour: str) -> bool:
    pos = rails[line].get(colour)
    if pos is None or pos + 1 > length(line):
        return False
    i = COLOURS.index(colour)
    return i == 0 or rails[line][COLOURS[i - 1]] > pos + 1


def add_colour(rails: Rails, colour: str) -> list[str]:
    """Give the rail of ``colour`` to every line that allows it; returns those lines."""
    given = []
    for ln in load_board().lines:
        if colour in ln.colours and colour not in rails[ln.id]:
            rails[ln.id][colour] = 0
            given.append(ln.id)
    return given


def step(rails: Rails, line: str, colour: str) -> str | None:
    """Move one rail one space. Returns the colour it unlocked (Trans-Siberian black), if any."""
    rails[line][colour] += 1
    if line == "ts" and colour == "black" and rails[line]["black"] in UNLOCKS:
        colour_new = UNLOCKS[rails[line]["black"]]
        add_colour(rails, colour_new)
        return colour_new
    return None


def matches(slot: str, colour: str) -> bool:
    return slot == colour or slot == "any" or (slot == "bg" and colour in ("black", "grey"))


def take_slot(slots: list[str], colour: str) -> int | None:
    """Index of the slot a step of ``colour`` uses: the most specific that fits (colour, bg, any)."""
    for kind in (colour, "bg", "any"):
        if kind in slots and matches(kind, colour):
            return slots.index(kind)
    return None


def moves(rails: Rails, slots: list[str]) -> list[tuple[str, str]]:
    """Every (line, colour) step that some slot allows now."""
    out = []
    for line in rails:
        for colour in rails[line]:
            if any(matches(s, colour) for s in slots) and can_step(rails, line, colour):
                out.append((line, colour))
    return out


def _capacity(rails: Rails, colour: str) -> int:
    total = 0
    for line, held in rails.items():
        if colour not in held:
            continue
        i = COLOURS.index(colour)
        limit = length(line) if i == 0 else held[COLOURS[i - 1]] - 1
        total += max(0, limit - held[colour])
    return total


def feasible(rails: Rails, slots: list[str]) -> bool:
    """Can every slot still be used? (Steps of one colour never shrink another colour's room, so
    separate capacities filled most-specific-first are enough; otherwise search.)"""
    if not slots:
        return True
    cap = {c: _capacity(rails, c) for c in COLOURS}
    ok = True
    for slot in sorted(slots, key=lambda s: (s == "any", s == "bg")):
        options = [c for c in COLOURS if matches(slot, c) and cap[c] > 0]
        if not options:
            ok = False
            break
        cap[options[0]] -= 1
    if ok:
        return True
    for line, colour in moves(rails, slots):
        trial = {ln: dict(held) for ln, held in rails.items()}
        step(trial, line, colour)
        rest = list(slots)
        rest.pop(take_slot(rest, colour))
        if feasible(trial, rest):
            return True
    return False


def covering(held: dict[str, int], space: int) -> str | None:
    """The colour whose (real or virtual) rail covers ``space``: the last colour in the order whose
    rail reached it (pp. 18–19: every rail is followed by virtual rails of its colour)."""
    best = None
    for colour in COLOURS:
        if held.get(colour, 0) >= space:
            best = colour
    return best
