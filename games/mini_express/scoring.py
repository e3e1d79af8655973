"""Final scoring (Závěrečné bodování): share value = table row of the track length × influence rank."""
from __future__ import annotations

from .companies import COMPANIES
from .data import ShareValues

FIRST, SECOND, OTHER = 0, 1, 2
COLUMN_NAMES = ("1st", "2nd", "other")


def rank_columns(influence: list[int], ignore_first: bool = False) -> list[int | None]:
    """Which value column each seat scores in one company (None: influence 0, scores nothing).

    Ties for 1st all take 1st and nobody takes 2nd; a lone 1st lets every tied runner-up take 2nd;
    everyone else takes Other. ``ignore_first`` (solo and expert duel): the leader(s) take 2nd.
    """
    top = max(influence, default=0)
    if top <= 0:
        return [None] * len(influence)
    runner_up = 0  # the highest level below the top (0: none; influence 0 scores nothing anyway)
    for v in influence:
        if runner_up < v < top:
            runner_up = v
    first = SECOND if ignore_first else FIRST
    second = SECOND if not ignore_first and influence.count(top) == 1 else OTHER
    return [None if v <= 0 else first if v == top else second if v == runner_up else OTHER for v in influence]


def breakdown(influence: list[dict[str, int]], shares: list[dict[str, int]], length: dict[str, int],
              values: ShareValues, ignore_first: bool = False) -> list[dict[str, dict]]:
    """Per seat, per company: column, value per share, shares held, points."""
    result: list[dict[str, dict]] = [{} for _ in influence]
    for company in COMPANIES:
        cols = rank_columns([seat[company] for seat in influence], ignore_first)
        for seat, col in enumerate(cols):
            per_share = 0 if col is None else values.value(length[company], col)
            held = shares[seat][company]
            result[seat][company] = {
                "column": None if col is None else COLUMN_NAMES[col],
                "value": per_share,
                "shares": held,
                "points": per_share * held,
            }
    return result


def points(influence: list[dict[str, int]], shares: list[dict[str, int]], length: dict[str, int],
           values: ShareValues, ignore_first: bool = False) -> list[int]:
    """Each seat's total of ``breakdown``'s points (the same columns and values, no rows built)."""
    total = [0] * len(influence)
    for company in COMPANIES:
        held = [seat[company] for seat in shares]
        if not any(held):
            continue
        cols = rank_columns([seat[company] for seat in influence], ignore_first)
        for seat, col in enumerate(cols):
            if col is not None and held[seat]:
                total[seat] += values.value(length[company], col) * held[seat]
    return total
