"""Shares (Nákup/prodej akcií): selling any number of 10 % shares, then buying one share or a
director's certificate (starting a company), certificate limits, the price moves of sales."""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event, RuleError

from ..components import load_companies

if TYPE_CHECKING:
    from ..state import LilliputState

S = "shares"


def certificates(state: "LilliputState", seat: int) -> int:
    """Certificates held: a director's certificate counts as one, like each 10 % share."""
    player = state.players[seat]
    return len(state.directed(seat)) + sum(player["shares"].values())


def price(state: "LilliputState", cid: str) -> int:
    return state.market.value(state.companies[cid]["space"])


def check_sell(state: "LilliputState", seat: int, cid: str, count: int) -> None:
    held = state.players[seat]["shares"].get(cid, 0)
    if cid not in state.companies or held < count:
        raise RuleError("ll-error-not-enough-shares", S, company=cid, held=held)


def sell(state: "LilliputState", seat: int, cid: str, count: int) -> list[Event]:
    """All shares go at the current price; then the token moves once per share."""
    value = price(state, cid)
    player = state.players[seat]
    player["shares"][cid] -= count
    if not player["shares"][cid]:
        del player["shares"][cid]
    state.companies[cid]["bank"] += count
    player["cash"] += value * count
    state.move_token(cid, state.market.sold(state.companies[cid]["space"], count))
    return [Event(key="ll-ev-sold-shares", params={"seat": seat, "company": cid, "count": count, "price": value})]


def check_buy(state: "LilliputState", seat: int, cid: str) -> None:
    comp = state.companies.get(cid)
    if comp is None or not comp["started"]:
        raise RuleError("ll-error-not-started", S, company=cid)
    if comp["bank"] < 1:
        raise RuleError("ll-error-no-share-left", S, company=cid)
    if certificates(state, seat) >= load_companies().certificate_limit:
        raise RuleError("ll-error-certificate-limit", "certificate-limit", limit=load_companies().certificate_limit)
    if state.players[seat]["cash"] < price(state, cid):
        raise RuleError("ll-error-cannot-afford-share", S, company=cid, price=price(state, cid),
                        cash=state.players[seat]["cash"])


def buy(state: "LilliputState", seat: int, cid: str) -> list[Event]:
    value = price(state, cid)
    player = state.players[seat]
    player["cash"] -= value
    player["shares"][cid] = player["shares"].get(cid, 0) + 1
    state.companies[cid]["bank"] -= 1
    return [Event(key="ll-ev-bought-share", params={"seat": seat, "company": cid, "price": value})]


def free_prices(state: "LilliputState") -> list[int]:
    """Start prices a new company may take: every space of the chart no token stands on."""
    taken = {c["space"] for c in state.companies.values() if c["started"]}
    return [v for i, v in enumerate(state.market.values) if i not in taken]


def startable(state: "LilliputState") -> list[str]:
    return [cid for cid, c in state.companies.items() if not c["started"] and not c["removed"] and not c["start"]]


def check_start(state: "LilliputState", seat: int, cid: str, start_price: int, home: str,
                homes: list[str] | None = None) -> None:
    data = load_companies()
    if cid not in startable(state):
        comp = state.companies.get(cid)
        if comp is not None and comp["start"]:
            raise RuleError("ll-error-start-company-drafted", "new-company", company=cid)
        if comp is not None and comp["started"]:
            raise RuleError("ll-error-already-started", "new-company", company=cid)
        if comp is not None and comp["removed"]:
            raise RuleError("ll-error-company-removed", "new-company", company=cid)
        raise RuleError("ll-error-not-startable", "new-company", company=cid)
    if len(state.directed(seat)) >= data.director_limit:
        raise RuleError("ll-error-director-limit", "certificate-limit", limit=data.director_limit)
    if certificates(state, seat) >= data.certificate_limit:
        raise RuleError("ll-error-certificate-limit", "certificate-limit", limit=data.certificate_limit)
    if start_price not in free_prices(state):
        raise RuleError("ll-error-bad-start-price", "new-company", price=start_price)
    if state.players[seat]["cash"] < 5 * start_price:
        raise RuleError("ll-error-cannot-afford-certificate", "new-company", company=cid, price=5 * start_price,
                        cash=state.players[seat]["cash"])
    if home not in (state.board.home_spots() if homes is None else homes):
        raise RuleError("ll-error-no-home", "new-company", company=cid, spot=home)


def start(state: "LilliputState", seat: int, cid: str, start_price: int, home: str) -> list[Event]:
    comp = state.companies[cid]
    state.players[seat]["cash"] -= 5 * start_price
    comp.update(started=True, director=seat, treasury=10 * start_price, stations=1)
    state.place_token(cid, state.market.space_of(start_price))
    state.board.place_station(cid, home)
    return [Event(key="ll-ev-started", params={"seat": seat, "company": cid, "price": start_price})]


def direct_start_company(state: "LilliputState", seat: int, cid: str, treasury: int) -> None:
    """``seat`` directs start company ``cid`` (the draft, or Gulliver's set-up): its treasury, the
    owner's start cash, its price token on the chart, its 2-trains."""
    data = load_companies()
    company = data.get(cid)
    comp = state.companies[cid]
    comp.update(started=True, director=seat, treasury=treasury, stations=1)
    state.players[seat]["company"] = cid
    if company.owner_cash:
        state.players[seat]["cash"] = company.owner_cash
    state.place_token(cid, state.market.space_of(data.price(company)))
    for _ in range(company.start_trains):
        comp["trains"].append(state.new_train("2"))
