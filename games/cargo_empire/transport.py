"""One turn's transport (Naplánování, Zajištění a Provedení přepravy), the fall-back turn, and
city upgrades (Povýšení města)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from games.core import Event, RuleError

from .actions import Refill, TakeCards, Transport
from .data import CARD_TYPES

if TYPE_CHECKING:
    from .state import CargoEmpireState

SECTION = "transport"


def supply_cities(state: "CargoEmpireState", seat: int) -> list[str]:
    return [c for c in state.board.ids
            if state.cities[c]["level"] < 3 and state.cities[c]["cubes"] > 0 and state.posts_in(c, seat)]


def free_space(state: "CargoEmpireState", city: str, goods: str) -> int | None:
    """Index of the free demand space of colour ``goods`` in ``city``, if any."""
    info = state.cities[city]
    if info["level"] >= 3:
        return None
    for i, colour in enumerate(state.demand_goods(city)):
        if colour == goods and info["spaces"][i] is None:
            return i
    return None


def transports(state: "CargoEmpireState", seat: int, first_only: bool = False) -> list[Transport]:
    hand = state.hands[seat]
    result: list[Transport] = []
    for a in supply_cities(state, seat):
        goods = state.supply_goods(a)
        for b in state.board.ids:
            if b == a or free_space(state, b, goods) is None:
                continue
            for road, rail, sea in state.board.card_sets(a, b):
                if road <= hand["road"] and rail <= hand["rail"] and sea <= hand["sea"]:
                    result.append(Transport(seat=seat, supply=a, demand=b, road=road, rail=rail, sea=sea))
                    if first_only:
                        return result
    return result


def can_transport(state: "CargoEmpireState", seat: int) -> bool:
    return bool(transports(state, seat, first_only=True))


def refill_cities(state: "CargoEmpireState", seat: int) -> list[str]:
    return [c for c in state.board.ids
            if state.cities[c]["level"] < 3 and state.posts_in(c, seat)
            and state.cities[c]["cubes"] < 2 and state.pool[state.supply_goods(c)] > 0]


def fallback_actions(state: "CargoEmpireState", seat: int) -> list:
    return [Refill(seat=seat, city=c) for c in refill_cities(state, seat)] + [TakeCards(seat=seat)]


# ------------------------------------------------------------------------------------ checks
def check_transport(state: "CargoEmpireState", action: Transport) -> None:
    seat, a, b = action.seat, action.supply, action.demand
    for city in (a, b):
        if city not in state.cities:
            raise RuleError("ce-error-unknown-city", SECTION, city=city)
    if a == b:
        raise RuleError("ce-error-same-city", SECTION, city=a)
    for city in (a, b):
        if state.cities[city]["level"] >= 3:
            raise RuleError("ce-error-level3", SECTION, city=city)
    if not state.posts_in(a, seat):
        raise RuleError("ce-error-no-post", SECTION, city=a)
    if state.cities[a]["cubes"] == 0:
        raise RuleError("ce-error-no-goods", SECTION, city=a)
    goods = state.supply_goods(a)
    if free_space(state, b, goods) is None:
        raise RuleError("ce-error-no-demand", SECTION, city=b, goods=goods)
    cards = {"road": action.road, "rail": action.rail, "sea": action.sea}
    if not any(cards.values()):
        raise RuleError("ce-error-no-cards", "transport-cards")
    for c in CARD_TYPES:
        if cards[c] > state.hands[seat][c]:
            raise RuleError("ce-error-not-enough-cards", "transport-cards", card=c, need=cards[c],
                            have=state.hands[seat][c])
    board = state.board
    if not board.can_carry(a, b, action.road, action.rail, action.sea):
        raise RuleError("ce-error-cards-cannot-carry", "transport-cards", supply=a, demand=b)
    if not board.is_minimal(a, b, action.road, action.rail, action.sea):
        raise RuleError("ce-error-card-not-needed", "transport-efficiency", supply=a, demand=b)


def check_fallback(state: "CargoEmpireState", action) -> None:
    if can_transport(state, action.seat):
        raise RuleError("ce-error-must-transport", "transport-must")
    if isinstance(action, Refill):
        city = action.city
        if city not in state.cities:
            raise RuleError("ce-error-unknown-city", SECTION, city=city)
        if state.cities[city]["level"] >= 3:
            raise RuleError("ce-error-level3", "transport-must", city=city)
        if not state.posts_in(city, action.seat):
            raise RuleError("ce-error-no-post", "transport-must", city=city)
        if state.cities[city]["cubes"] >= 2:
            raise RuleError("ce-error-refill-full", "transport-must", city=city)
        if state.pool[state.supply_goods(city)] == 0:
            raise RuleError("ce-error-no-cubes", "transport-must", goods=state.supply_goods(city))


# ------------------------------------------------------------------------------------ performing
def perform_transport(state: "CargoEmpireState", action: Transport) -> tuple[list[Event], bool]:
    """Move the cube, place the post, upgrade. Returns the events and whether the upgrade was perfect."""
    seat, a, b = action.seat, action.supply, action.demand
    goods = state.supply_goods(a)
    for c in CARD_TYPES:
        state.hands[seat][c] -= getattr(action, c)
    state.cities[a]["cubes"] -= 1
    state.pool[goods] += 1
    space = free_space(state, b, goods)
    state.cities[b]["spaces"][space] = seat
    events = [Event(key="ce-ev-transport", params={
        "seat": seat, "supply": a, "demand": b, "goods": goods,
        "road": action.road, "rail": action.rail, "sea": action.sea})]
    perfect = False
    if all(s is not None for s in state.cities[b]["spaces"]):
        up_events, perfect = upgrade(state, b)
        events += up_events
    return events, perfect


def place_post(state: "CargoEmpireState", seat: int, city: str, space: int) -> list[Event]:
    state.cities[city]["spaces"][space] = seat
    events = [Event(key="ce-ev-post", params={"seat": seat, "city": city})]
    if all(s is not None for s in state.cities[city]["spaces"]):
        events += upgrade(state, city)[0]
    return events


def upgrade(state: "CargoEmpireState", city: str) -> tuple[list[Event], bool]:
    info = state.cities[city]
    perfect = info["cubes"] == 0
    state.pool[state.supply_goods(city)] += info["cubes"]
    info["cubes"] = 0
    info["stations"] += info["spaces"]
    info["spaces"] = [None, None]
    if info["level"] == 1:
        info["level"] = 2
        goods = state.supply_goods(city)
        info["cubes"] = min(2, state.pool[goods])
        state.pool[goods] -= info["cubes"]
    else:
        info["level"] = 3
        info["tile"] = None
        if city in state.offer:
            state.offer.remove(city)
            state.city_deck.append(city)
            state.refill_offer()
    return [Event(key="ce-ev-upgrade", params={"city": city, "level": info["level"], "perfect": perfect})], perfect


def perform_fallback(state: "CargoEmpireState", action) -> list[Event]:
    seat = action.seat
    if isinstance(action, Refill):
        goods = state.supply_goods(action.city)
        added = min(2 - state.cities[action.city]["cubes"], state.pool[goods])
        state.cities[action.city]["cubes"] += added
        state.pool[goods] -= added
        return [Event(key="ce-ev-refill", params={"seat": seat, "city": action.city, "cubes": added})]
    assert isinstance(action, TakeCards)
    for c in CARD_TYPES:
        state.hands[seat][c] += 1
    return [Event(key="ce-ev-take-cards", params={"seat": seat})]
