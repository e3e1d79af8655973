"""``rails.feasible`` (capacities first, search only when they fall short) agrees with a plain
search over every order of steps."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from vypravci.games.russian_railroads.player_board import rails
from vypravci.games.russian_railroads.data import COLOURS, load_board


def brute(held, slots) -> bool:
    if not slots:
        return True
    for line, colour in rails.moves(held, slots):
        for i, slot in enumerate(slots):
            if not rails.matches(slot, colour):
                continue
            trial = {ln: dict(h) for ln, h in held.items()}
            rails.step(trial, line, colour)
            if brute(trial, slots[:i] + slots[i + 1:]):
                return True
    return False


@st.composite
def boards(draw):
    """Rails as play can leave them: colours unlocked by the Trans-Siberian black rail, each rail
    strictly behind the one before it (or still waiting at 0)."""
    ts_black = draw(st.integers(1, 15))
    unlocked = {"black"} | {c for space, c in rails.UNLOCKS.items() if ts_black >= space}
    held = {}
    for ln in load_board().lines:
        black = ts_black if ln.id == "ts" else draw(st.integers(1, ln.length))
        line = {"black": black}
        prev = black
        for colour in ln.colours[1:]:
            if colour not in unlocked:
                break
            pos = draw(st.integers(0, max(0, prev - 1)))
            line[colour] = pos
            prev = pos
        held[ln.id] = line
    return held


@settings(max_examples=150, deadline=None)
@given(held=boards(), slots=st.lists(st.sampled_from(["black", "grey", "brown", "natural", "white", "any", "bg"]),
                                     min_size=1, max_size=3))
def test_feasible_matches_search(held, slots):
    assert rails.feasible(held, slots) == brute(held, slots)
