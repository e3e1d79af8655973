"""A director's own routes as typed text: one group of stops per train, groups split by ";", in
the order the company holds its trains ("0,0-1,0-2,0; 0,0 0,1"). Stops are the route graph's stop
ids (the squares "x,y", any case), split by spaces, commas, "-" or ">"; an empty group leaves that
train idle. The engine then checks the routes like any others (``operating.check_routes``)."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import LilliputState

_SEPARATORS = " \t,->→–"


def _stops(group: str, known: dict[str, str]) -> list[str] | None:
    """The stop ids named in ``group``: at each place the longest id that stands between
    separators (ids may hold "-" and ","; "0,0--1,0" is 0,0 then -1,0); None for anything else."""
    text, out, i = group.casefold(), [], 0
    longest = sorted(known, key=len, reverse=True)
    while i < len(text):
        hit = None
        if i == 0 or text[i - 1] in _SEPARATORS:
            hit = next((k for k in longest if text.startswith(k, i)
                        and (i + len(k) == len(text) or text[i + len(k)] in _SEPARATORS)), None)
        if hit is not None:
            out.append(known[hit])
            i += len(hit)
        elif text[i] in _SEPARATORS:
            i += 1
        else:
            return None
    return out


def parse(state: "LilliputState", cid: str, text: str) -> dict[str, list[str]] | None:
    """Train id → stops read from ``text``, or None when it names an unknown stop or more routes
    than the company has trains."""
    trains = [t["id"] for t in state.companies[cid]["trains"]]
    groups = [g for g in text.split(";")]
    if not text.strip() or len(groups) > len(trains):
        return None
    known = {s.id.casefold(): s.id for s in state.board.route_graph().stops}
    routes: dict[str, list[str]] = {}
    for train, group in zip(trains, groups):
        stops = _stops(group, known)
        if stops is None:
            return None
        if stops:
            routes[train] = stops
    return routes or None
