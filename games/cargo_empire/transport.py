"""One turn's transport (Naplánování, Zajištění a Provedení přepravy), the fall-back turn, and
city upgrades (Povýšení města).

Variants reach in here through the crest powers of ``clans.powers`` (cities closed by a Lockriel
crest, the Erestdon any-two-cards transport, the Glat any-colour delivery, the Tino port, the
Lockriel long rail) and the Dyorle rush tokens a route collects (one per turn).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event, RuleError

from .actions import Refill, TakeCards, Transport
from .data import CARD_TYPES
from .variants import clans

if TYPE_CHECKING:
    from .state import CargoEmpireState

SECTION = "transport"


def supply_cities(state: "CargoEmpireState", seat: int, blocked: set[str] = frozenset()) -> list[str]:
    return [c for c in state.board.ids
            if state.cities[c]["level"] < 3 and state.cities[c]["cubes"] > 0 and state.posts_in(c, seat)
            and c not in blocked]


def free_space(state: "CargoEmpireState", city: str, goods: str) -> int | None:
    """Index of the free demand space of colour ``goods`` in ``city``, if any."""
    spaces = eligible_spaces(state, city, goods, False)
    return spaces[0] if spaces else None


def eligible_spaces(state: "CargoEmpireState", city: str, goods: str, any_colour: bool) -> list[int]:
    """Free demand spaces of ``city`` that may take a cube of ``goods`` (any free one with the Glat crest)."""
    info = state.cities[city]
    if info["level"] >= 3:
        return []
    return [i for i, colour in enumerate(state.demand_goods(city))
            if info["spaces"][i] is None and (any_colour or colour == goods)]


def two_card_sets(hand: dict[str, int]) -> list[tuple[int, int, int]]:
    """Every way to play exactly two cards from ``hand`` (the Erestdon crest transport)."""
    result = []
    for road in range(3):
        for rail in range(3 - road):
            sea = 2 - road - rail
            if road <= hand["road"] and rail <= hand["rail"] and sea <= hand["sea"]:
                result.append((road, rail, sea))
    return result


def rush_options(state: "CargoEmpireState", a: str, b: str, cards: tuple[int, int, int],
                 pw: clans.Powers) -> list[str | None]:
    """Which rush token a normal transport with these cards collects: None when some allowed route
    passes no token, else (or also) each rush space with a token on some allowed route."""
    tokens = {r for r, t in state.rush.items() if t}
    if not tokens:
        return [None]
    routes = state.board.route_rush(a, b, *cards, pw.extra_port, pw.long_rail)
    passed = set()
    avoid = False
    for rush_set in routes:
        hit = rush_set & tokens
        passed |= hit
        avoid = avoid or not hit
    return ([None] if avoid else []) + sorted(passed)


def _fits(hand: dict[str, int], cards: tuple[int, int, int]) -> bool:
    return all(k <= hand[c] for c, k in zip(CARD_TYPES, cards))


def transports(state: "CargoEmpireState", seat: int, first_only: bool = False) -> list[Transport]:
    hand = state.hands[seat]
    pw = clans.powers(state, seat)
    board = state.board
    result: list[Transport] = []
    for a in supply_cities(state, seat, pw.blocked):
        goods = state.supply_goods(a)
        for b in board.ids:
            if b == a or b in pw.blocked:
                continue
            spaces = eligible_spaces(state, b, goods, a in pw.any_colour or b in pw.any_colour)
            if not spaces:
                continue
            space_choices = spaces if len(spaces) > 1 else [None]
            crest = a in pw.any_two or b in pw.any_two
            normal = [s for s in board.card_sets(a, b, pw.extra_port, pw.long_rail) if _fits(hand, s)]
            plays: list[tuple[tuple[int, int, int], str | None]] = []
            for cards in normal:
                options = rush_options(state, a, b, cards, pw)
                if crest and sum(cards) == 2 and None not in options:
                    options = [None, *options]
                plays += [(cards, r) for r in options]
            if crest:
                plays += [(cards, None) for cards in two_card_sets(hand) if cards not in normal]
            for (road, rail, sea), rush in plays:
                for space in space_choices:
                    result.append(Transport(seat=seat, supply=a, demand=b, road=road, rail=rail, sea=sea,
                                            space=space, rush=rush))
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
def check_city_pair(state: "CargoEmpireState", a: str, b: str, section: str = SECTION) -> None:
    """Supply and demand are two different cities on the map, neither at LV3."""
    for city in (a, b):
        if city not in state.cities:
            raise RuleError("ce-error-unknown-city", section, city=city)
    if a == b:
        raise RuleError("ce-error-same-city", section, city=a)
    for city in (a, b):
        if state.cities[city]["level"] >= 3:
            raise RuleError("ce-error-level3", section, city=city)


def check_transport(state: "CargoEmpireState", action: Transport) -> None:
    seat, a, b = action.seat, action.supply, action.demand
    check_city_pair(state, a, b)
    pw = clans.powers(state, seat)
    for city in (a, b):
        if city in pw.blocked:
            raise RuleError("ce-error-crest-exclusive", "clan-crests", city=city)
    if not state.posts_in(a, seat):
        raise RuleError("ce-error-no-post", SECTION, city=a)
    if state.cities[a]["cubes"] == 0:
        raise RuleError("ce-error-no-goods", SECTION, city=a)
    goods = state.supply_goods(a)
    spaces = eligible_spaces(state, b, goods, a in pw.any_colour or b in pw.any_colour)
    if not spaces:
        raise RuleError("ce-error-no-demand", SECTION, city=b, goods=goods)
    if len(spaces) > 1 and action.space is None:
        raise RuleError("ce-error-space-needed", "clan-crests", city=b)
    if len(spaces) == 1 and action.space is not None:
        raise RuleError("ce-error-space-fixed", SECTION, city=b)
    cards = (action.road, action.rail, action.sea)
    if not any(cards):
        raise RuleError("ce-error-no-cards", "transport-cards")
    for c, k in zip(CARD_TYPES, cards):
        if k > state.hands[seat][c]:
            raise RuleError("ce-error-not-enough-cards", "transport-cards", card=c, need=k,
                            have=state.hands[seat][c])
    board = state.board
    crest = (a in pw.any_two or b in pw.any_two) and sum(cards) == 2
    normal = board.can_carry(a, b, *cards, pw.extra_port, pw.long_rail)
    if not normal and not crest:
        raise RuleError("ce-error-cards-cannot-carry", "transport-cards", supply=a, demand=b)
    normal = normal and board.is_minimal(a, b, *cards, pw.extra_port, pw.long_rail)
    if not normal and not crest:
        raise RuleError("ce-error-card-not-needed", "transport-efficiency", supply=a, demand=b)
    if action.rush is not None and action.rush not in state.rush:
        raise RuleError("ce-error-unknown-rush", "dyorle", rush=action.rush)
    allowed = set(rush_options(state, a, b, cards, pw)) if normal else set()
    if crest:
        allowed.add(None)
    if action.rush not in allowed:
        if action.rush is None:
            raise RuleError("ce-error-rush-must-take", "dyorle", supply=a, demand=b)
        raise RuleError("ce-error-rush-not-on-route", "dyorle", rush=action.rush)


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
    """Move the cube (kept by a clan player, else back to the supply), place the post, upgrade.
    Returns the events and whether the upgrade was perfect."""
    seat, a, b = action.seat, action.supply, action.demand
    pw = clans.powers(state, seat)
    goods = state.supply_goods(a)
    spaces = eligible_spaces(state, b, goods, a in pw.any_colour or b in pw.any_colour)
    space = action.space if action.space is not None else spaces[0]
    for c in CARD_TYPES:
        state.hands[seat][c] -= getattr(action, c)
    state.cities[a]["cubes"] -= 1
    if state.options.clans:
        state.kept[seat][goods] += 1
    else:
        state.pool[goods] += 1
    state.cities[b]["spaces"][space] = seat
    events = [Event(key="ce-ev-transport", params={
        "seat": seat, "supply": a, "demand": b, "goods": goods,
        "road": action.road, "rail": action.rail, "sea": action.sea})]
    perfect = False
    if all(s is not None for s in state.cities[b]["spaces"]):
        up_events, perfect = upgrade(state, b)
        events += up_events
    return events, perfect


def place_post(state: "CargoEmpireState", owner: int, city: str, space: int) -> list[Event]:
    """A post placed without a transport (set-up, the Špeditér's fall-back): the upgrade events."""
    state.cities[city]["spaces"][space] = owner
    if all(s is not None for s in state.cities[city]["spaces"]):
        return upgrade(state, city)[0]
    return []


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
            state.offer_remove(state.offer.index(city))
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
