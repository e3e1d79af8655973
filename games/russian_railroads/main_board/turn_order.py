"""The turn-order track (lišta pořadí na tahu, pp. 14–15).

Players act in track order. A worker under the first or second track space claims that place for
the next round (not under one's own marker, except with two players, p. 21). At the end of the
round the claimants move to the front, first-space claimant first, the rest keep their order
behind them; when only the starting player claimed the second space nothing changes (p. 15).
Then the two workers may move to a free one-worker space, the second-space worker first.
"""
from __future__ import annotations


def may_claim(state, seat: int, place: int) -> bool:
    """Not under one's own marker (except with two players), and one place per player: holding
    both spaces would claim nothing more (reconstruction)."""
    if seat in state.occupied.get(f"order-{3 - place}", []):
        return False
    return state.n == 2 or state.order[place - 1] != seat


def claimant(state, place: int) -> int | None:
    seats = state.occupied.get(f"order-{place}", [])
    return seats[0] if seats else None


def next_order(order: list[int], first: int | None, second: int | None) -> list[int]:
    front = []
    for s in (first, second):
        if s is not None and s not in front:
            front.append(s)
    return front + [s for s in order if s not in front]


def relocators(state) -> list[int]:
    """Who may move a turn-order worker, the less favourable space first."""
    return [s for s in (claimant(state, 2), claimant(state, 1)) if s is not None]
