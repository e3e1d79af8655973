"""Station tokens (D) Umístění žetonu stanice): the extra stations a company buys on a card turn —
40 £ for the first, 100 £ for each further one (half with Limnoc), on a free circle the company
reaches (the board decides which circles those are)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event, RuleError

from . import characters
from .actions import PlaceStation
from .components import load_companies
from .track.track_graph import parse_label

if TYPE_CHECKING:
    from .state import LilliputState

S = "stations"


def can_buy(state: "LilliputState", cid: str) -> bool:
    comp = state.companies[cid]
    return (comp["stations"] < load_companies().station_tokens
            and comp["treasury"] >= characters.station_cost(state, cid))


def legal(state: "LilliputState", seat: int) -> list[PlaceStation]:
    return [PlaceStation(seat=seat, company=cid, spot=spot) for cid in state.directed(seat) if can_buy(state, cid)
            for spot in state.board.station_spots(cid)]


def check(state: "LilliputState", seat: int, action: PlaceStation) -> None:
    if action.company not in state.directed(seat):
        raise RuleError("ll-error-not-director", S, company=action.company)
    comp = state.companies[action.company]
    if comp["stations"] >= load_companies().station_tokens:
        raise RuleError("ll-error-no-station-token", S, company=action.company, count=load_companies().station_tokens)
    if not can_buy(state, action.company):
        raise RuleError("ll-error-treasury-short", S, company=action.company,
                        price=characters.station_cost(state, action.company), treasury=comp["treasury"])
    if action.spot not in state.board.station_spots(action.company):
        raise _spot_problem(state, action.company, action.spot)


def _spot_problem(state: "LilliputState", cid: str, spot: str) -> RuleError:
    """The board's reason a circle is not open to ``cid`` (none, full, its own, out of reach)."""
    explain = getattr(state.board, "station_problem", None)  # the board's own reason, when it has one
    try:
        pos = parse_label(spot)
    except ValueError:
        return RuleError("ll-error-station-no-circle", S, spot=spot)
    problem = explain(cid, pos) if explain is not None else None
    return problem or RuleError("ll-error-bad-station", S, spot=spot)


def place(state: "LilliputState", action: PlaceStation) -> list[Event]:
    paid = characters.station_cost(state, action.company)
    comp = state.companies[action.company]
    comp["treasury"] -= paid
    comp["stations"] += 1
    state.board.place_station(action.company, action.spot)
    return [Event(key="ll-ev-station", params={"company": action.company, "spot": action.spot, "cost": paid})]
