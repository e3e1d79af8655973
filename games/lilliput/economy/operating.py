"""Operating (Provoz vlaků): companies run in share-price order, take the maximum revenue, and pay
it out (dividends, price right/up) or withhold it (treasury, price left/down, then one depot
train may be bought). The final round pays double, cannot withhold and moves the price twice."""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event, RuleError

from ..components import load_trains
from ..routes import Submitted, Train, best_routes
from ..routes import check_routes as routecheck
from ..variants import brobdingnag, gulliver
from . import trains

if TYPE_CHECKING:
    from ..state import LilliputState

S = "operating"


def _trains(state: "LilliputState", cid: str) -> list[Train]:
    return [Train(id=v["id"], distance=v["range"], doubled=v["doubled"], obsolete=v["obsolete"])
            for v in (trains.train_view(state, t) for t in state.companies[cid]["trains"])]


def _plain(result) -> dict:
    plain = {"total": result.total, "exact": getattr(result, "exact", True),
             "routes": [{"train": r.train, "stops": list(r.stops), "revenue": r.revenue} for r in result.routes]}
    mine = sum(r.treasury for r in result.routes)
    if mine:  # scenario mines: this part goes to the treasury whatever the director decides
        plain["treasury"] = mine
    return plain


def run(state: "LilliputState", cid: str) -> dict:
    """The company's best run this round (computed once, kept in the decision). ``exact`` is False
    only if the optimizer's budget ran out on a pathological board."""
    if not state.companies[cid]["trains"]:
        return {"total": 0, "exact": True, "routes": []}
    return _plain(best(state, cid))


def best(state: "LilliputState", cid: str):
    """The optimizer's result, kept per board picture and train set (the board's memo, shared by
    its clones): a search that values many positions on one board asks for it once."""
    run_trains = _trains(state, cid)
    remember = getattr(state.board, "remember_run", None)
    if remember is None:
        return best_routes(state.board.route_graph(), cid, run_trains)
    return remember(cid, tuple(run_trains), lambda: best_routes(state.board.route_graph(), cid, run_trains))


def best_text(best: dict) -> str:
    """The best run as a player would type it: stops per train, trains split by ";"."""
    return "; ".join("-".join(r["stops"]) for r in best["routes"] if r["stops"])


def check_routes(state: "LilliputState", cid: str, best: dict, routes: dict[str, list[str]]) -> dict:
    """The director's own routes must obey every route rule and earn the maximum."""
    submitted = [Submitted(train=t, stops=tuple(stops)) for t, stops in routes.items()]
    result = routecheck(state.board.route_graph(), cid, _trains(state, cid), submitted)
    if not result.ok:
        raise result.error()
    if result.total < best["total"]:
        raise RuleError("ll-error-not-maximum", "revenue", total=result.total, best=best["total"],
                        routes=best_text(best))
    return _plain(result)


def dividends(state: "LilliputState", cid: str, revenue: int) -> dict[int, int]:
    """Each holder's part: 10 % of the revenue per share (the director's certificate is five);
    the bank's part stays in the bank."""
    tenth = revenue // 10
    paid = {}
    for seat, player in enumerate(state.players):
        shares = player["shares"].get(cid, 0) + (5 if state.companies[cid]["director"] == seat else 0)
        if shares:
            paid[seat] = tenth * shares
    return paid


def finish(state: "LilliputState", cid: str, revenue: int, payout: bool, mine: int = 0) -> list[Event]:
    """Pay out or withhold ``revenue``; ``mine`` of it (scenario mines) goes to the treasury first."""
    comp = state.companies[cid]
    final = state.round == state.rounds
    pre: list[Event] = []
    if mine:
        comp["treasury"] += mine
        revenue -= mine
        pre.append(Event(key="ll-ev-mine", params={"company": cid, "amount": mine}))
    return pre + _finish(state, cid, revenue, payout, final)


def _finish(state: "LilliputState", cid: str, revenue: int, payout: bool, final: bool) -> list[Event]:
    comp = state.companies[cid]
    if payout:
        if final:
            revenue *= 2
        kept = brobdingnag.company_half(revenue) if state.options.brobdingnag else 0
        comp["treasury"] += kept
        paid = dividends(state, cid, revenue - kept)
        for seat, amount in paid.items():
            state.players[seat]["cash"] += amount
        state.move_token(cid, state.market.paid_out(comp["space"], 2 if final else 1))
        events = [Event(key="ll-ev-paid-out", params={"company": cid, "revenue": revenue,
                                                       "paid": {str(k): v for k, v in paid.items()}})]
        if kept:
            events.append(Event(key="ll-ev-brob-kept", params={"company": cid, "amount": kept}))
        return events
    comp["treasury"] += revenue
    state.move_token(cid, state.market.withheld(comp["space"]))
    events = [Event(key="ll-ev-withheld", params={"company": cid, "revenue": revenue})]
    if (depot_choices(state, cid) or depot_after_return(state, cid)) and not gulliver.owns(state, cid):
        state.pending.insert(0, {"kind": "depot", "seat": comp["director"], "company": cid})
    return events


def depot_choices(state: "LilliputState", cid: str) -> list[str]:
    """Depot trains ``cid`` could buy now (room under the limit, money or emergency money)."""
    ok = []
    for train in state.depot:
        try:
            trains.check_depot(state, cid, train["id"])
        except RuleError:
            continue
        ok.append(train["id"])
    return ok


def depot_after_return(state: "LilliputState", cid: str) -> bool:
    """Whether ``cid``, at its train limit, could buy a depot train once it returns an obsolete
    one (Limit vlaků: a company may return an obsolete train to the depot before buying)."""
    comp = state.companies[cid]
    if len(comp["trains"]) < trains.limit(state) or not any(trains.is_obsolete(state, t) for t in comp["trains"]):
        return False
    return any(comp["treasury"] >= load_trains().train(t["type"]).price for t in state.depot)


def order(state: "LilliputState") -> list[str]:
    """Operating order: highest price first; on one space the top token first."""
    return state.company_order()
