"""Trains (Nákup vlaků): buying from the bank, the depot and other companies, emergency money,
train limits, obsolete and rusted trains, returns to the depot, and the seven phases."""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event, RuleError

from ..components import load_trains

if TYPE_CHECKING:
    from ..state import LilliputState

S = "trains"


# ------------------------------------------------------------------------------- the phases
def obsolete_types(phase: int) -> set[str]:
    data = load_trains()
    old = {t for p in data.phases[:phase] for t in p.obsolete}
    return old - rusted_types(phase)


def rusted_types(phase: int) -> set[str]:
    return {t for p in load_trains().phases[:phase] for t in p.rust}


def limit(state: "LilliputState") -> int:
    return load_trains().phase(state.phase).limit


def is_obsolete(state: "LilliputState", train: dict) -> bool:
    return train["type"] in obsolete_types(state.phase)


def train_view(state: "LilliputState", train: dict) -> dict:
    """A train as it runs: id, range, D or not, obsolete or not."""
    kind = load_trains().train(train["type"])
    return {"id": train["id"], "range": kind.range, "doubled": kind.doubled, "obsolete": is_obsolete(state, train)}


def advance_phase(state: "LilliputState", train_type: str) -> list[Event]:
    """The first train of ``train_type`` bought or moved to the depot: start its phase (and any
    phase skipped on the way), with rusting and lower limits."""
    target = next(p.number for p in load_trains().phases if p.trigger == train_type)
    events: list[Event] = []
    while state.phase < target:
        state.phase += 1
        phase = load_trains().phase(state.phase)
        events.append(Event(key="ll-ev-phase", params={"phase": state.phase}))
        for kind in phase.rust:
            events += _rust(state, kind)
    events += _enforce_limit(state)
    return events


def _rust(state: "LilliputState", kind: str) -> list[Event]:
    gone = 0
    for comp in state.companies.values():
        keep = [t for t in comp["trains"] if t["type"] != kind]
        gone += len(comp["trains"]) - len(keep)
        comp["trains"] = keep
    before = len(state.depot)
    state.depot = [t for t in state.depot if t["type"] != kind]
    gone += before - len(state.depot)
    state.rusted += gone
    return [Event(key="ll-ev-rusted", params={"train": kind, "count": gone})] if gone else []


def _enforce_limit(state: "LilliputState") -> list[Event]:
    """Companies over the (new) limit give trains back to the depot, their directors choosing which."""
    cap = limit(state)
    asks = []
    for cid in state.company_order():
        comp = state.companies[cid]
        if _gullivers(state, cid):
            discard_over(state, cid, cap)  # his lowest trains leave the game
            continue
        for _ in range(len(comp["trains"]) - cap):
            asks.append({"kind": "return", "seat": comp["director"], "company": cid})
    state.pending[0:0] = asks
    return []


# ------------------------------------------------------------------------------- buying
def bank_price(state: "LilliputState", seat: int, kind: str) -> int:
    price = load_trains().train(kind).price
    discount = state.character_value(seat, "train_discount")
    return price * (100 - discount) // 100


def top_train(state: "LilliputState") -> str | None:
    if state.deck:
        return state.deck[0]
    last = load_trains().trains[-1]
    return last.type if last.unlimited else None


def _take_top(state: "LilliputState") -> dict:
    kind = top_train(state)
    if state.deck:
        state.deck.pop(0)
    return state.new_train(kind)


def payment(state: "LilliputState", cid: str, price: int) -> tuple[int, int] | None:
    """(from the treasury, from the director) for a purchase from the bank or depot, or None if it
    cannot be paid. Emergency money: a company without a train that cannot pay lets its director
    pay the rest; the treasury is then empty."""
    comp = state.companies[cid]
    if comp["treasury"] >= price:
        return price, 0
    if comp["trains"]:
        return None
    rest = price - comp["treasury"]
    if state.players[comp["director"]]["cash"] < rest:
        return None
    return comp["treasury"], rest


def payment_problem(state: "LilliputState", cid: str, price: int, section: str = S) -> RuleError:
    """Why ``cid`` cannot pay ``price`` for a train: its treasury, and its director's cash where
    emergency money may help (a company without a train)."""
    comp = state.companies[cid]
    if comp["trains"] or comp["director"] is None:
        return RuleError("ll-error-treasury-short", section, company=cid, price=price, treasury=comp["treasury"])
    return RuleError("ll-error-emergency-short", section, company=cid, price=price, treasury=comp["treasury"],
                     cash=state.players[comp["director"]]["cash"])


def _pay(state: "LilliputState", cid: str, split: tuple[int, int]) -> None:
    comp = state.companies[cid]
    comp["treasury"] -= split[0]
    state.players[comp["director"]]["cash"] -= split[1]


def check_room(state: "LilliputState", cid: str) -> None:
    if len(state.companies[cid]["trains"]) >= limit(state):
        raise RuleError("ll-error-train-limit", "train-limit", company=cid, limit=limit(state))


def check_bank(state: "LilliputState", seat: int, cid: str) -> None:
    check_room(state, cid)
    kind = top_train(state)
    if kind is None:
        raise RuleError("ll-error-no-trains", S)
    if payment(state, cid, bank_price(state, seat, kind)) is None:
        raise payment_problem(state, cid, bank_price(state, seat, kind))


def buy_from_bank(state: "LilliputState", seat: int, cid: str) -> list[Event]:
    kind = top_train(state)
    price = bank_price(state, seat, kind)
    split = payment(state, cid, price)
    _pay(state, cid, split)
    train = _take_top(state)
    state.companies[cid]["trains"].append(train)
    events = [Event(key="ll-ev-bought-train", params={"company": cid, "train": kind, "price": price,
                                                       "director_paid": split[1]})]
    if kind not in state.bought_types:
        state.bought_types.append(kind)
        events += advance_phase(state, kind)
    return events


def check_depot(state: "LilliputState", cid: str, train_id: str) -> dict:
    train = next((t for t in state.depot if t["id"] == train_id), None)
    if train is None:
        raise RuleError("ll-error-no-such-train", S, train=train_id)
    check_room(state, cid)
    if payment(state, cid, load_trains().train(train["type"]).price) is None:
        raise payment_problem(state, cid, load_trains().train(train["type"]).price, "depot")
    return train


def buy_from_depot(state: "LilliputState", cid: str, train_id: str) -> list[Event]:
    train = next(t for t in state.depot if t["id"] == train_id)
    price = load_trains().train(train["type"]).price
    split = payment(state, cid, price)
    _pay(state, cid, split)
    state.depot.remove(train)
    state.companies[cid]["trains"].append(train)
    return [Event(key="ll-ev-depot-train", params={"company": cid, "train": train["type"], "price": price,
                                                    "director_paid": split[1]})]


def check_company_sale(state: "LilliputState", buyer: str, seller: str, train_id: str, price: int) -> None:
    if seller == buyer:
        raise RuleError("ll-error-seller-self", "train-sales", company=seller)
    if seller not in state.companies or not state.companies[seller]["started"]:
        raise RuleError("ll-error-not-started", "train-sales", company=seller)
    if _gullivers(state, seller) or _gullivers(state, buyer):
        raise RuleError("ll-error-gulliver-trades", "solo", company=seller)
    if not train_id:
        raise RuleError("ll-error-train-needed", "train-sales", company=seller)
    if not any(t["id"] == train_id for t in state.companies[seller]["trains"]):
        raise RuleError("ll-error-no-such-train", "train-sales", train=train_id)
    if price < 1:
        raise RuleError("ll-error-train-price", "train-sales", price=price)
    check_room(state, buyer)
    if state.companies[buyer]["treasury"] < price:
        raise RuleError("ll-error-treasury-short", "train-sales", company=buyer, price=price,
                        treasury=state.companies[buyer]["treasury"])


def transfer(state: "LilliputState", buyer: str, seller: str, train_id: str, price: int) -> list[Event]:
    src, dst = state.companies[seller], state.companies[buyer]
    train = next(t for t in src["trains"] if t["id"] == train_id)
    src["trains"].remove(train)
    dst["trains"].append(train)
    dst["treasury"] -= price
    src["treasury"] += price
    return [Event(key="ll-ev-sold-train", params={"buyer": buyer, "seller": seller, "train": train["type"],
                                                   "price": price})]


def return_to_depot(state: "LilliputState", cid: str, train_id: str) -> list[Event]:
    comp = state.companies[cid]
    train = next(t for t in comp["trains"] if t["id"] == train_id)
    comp["trains"].remove(train)
    state.depot.append(train)
    return [Event(key="ll-ev-returned-train", params={"company": cid, "train": train["type"]})]


def to_depot_in_bureaucracy(state: "LilliputState") -> list[Event]:
    """Bureaucracy a): the next train of the deck goes to the depot; the first of a type starts
    its phase as a purchase would."""
    return _from_deck(state, to_depot=True)


def remove_top(state: "LilliputState") -> list[Event]:
    """Advanced variant: the top train card leaves the game before operating; as a train leaving
    the deck it starts its phase like one moved to the depot (trains may so rust before they run)."""
    return _from_deck(state, to_depot=False)


def _from_deck(state: "LilliputState", to_depot: bool) -> list[Event]:
    kind = top_train(state)
    if kind is None:
        return []
    train = _take_top(state)
    if to_depot:
        state.depot.append(train)
        events = [Event(key="ll-ev-train-to-depot", params={"train": kind})]
    else:
        state.removed_trains += 1
        events = [Event(key="ll-ev-train-removed", params={"train": kind})]
    if kind not in state.bought_types:
        state.bought_types.append(kind)
        events += advance_phase(state, kind)
    return events


# ------------------------------------------------------------------------------ Gulliver's trains
# The solo automa's train rules that buying and limits need; gulliver.py (which plays his turns)
# builds on them, so this module does not import it.
def _gullivers(state: "LilliputState", cid: str) -> bool:
    """Does Gulliver (the solo automa) direct company ``cid``?"""
    return state.gulliver is not None and state.companies[cid]["director"] == state.gulliver


def worth(kind: str) -> int:
    """A train card's place in the deck order (a 3D is worth more than a 5, a 4D than a 3D)."""
    return [t.type for t in load_trains().trains].index(kind)


def discard_over(state: "LilliputState", cid: str, cap: int) -> list[Event]:
    """Gulliver's company keeps at most ``cap`` trains: his lowest ones leave the game."""
    events = []
    own = state.companies[cid]["trains"]
    while len(own) > max(cap, 0):
        lowest = min(own, key=lambda t: (worth(t["type"]), t["id"]))
        own.remove(lowest)
        state.removed_trains += 1
        events.append(Event(key="ll-ev-gulliver-discard", params={"company": cid, "train": lowest["type"]}))
    return events
