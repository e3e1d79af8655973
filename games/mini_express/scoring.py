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
    columns: list[int | None] = []
    levels = sorted({v for v in influence if v > 0}, reverse=True)
    top = levels[0] if levels else None
    leaders = influence.count(top) if top is not None else 0
    runner_up = levels[1] if len(levels) > 1 else None
    for v in influence:
        if v <= 0:
            columns.append(None)
        elif v == top:
            columns.append(SECOND if ignore_first else FIRST)
        elif ignore_first:
            columns.append(OTHER)
        elif v == runner_up and leaders == 1:
            columns.append(SECOND)
        else:
            columns.append(OTHER)
    return columns


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
