"""Stavba trati (building track), in one place: where a company may build, by which shortest
routes, the check of a build action, and the build itself (trains onto the map, compensation,
track length, influence, the demand token, the variants' after-build rules).

``lay_train`` is the only place a train goes onto the map; it drops the state's cached geometry
(networks, distances, shortest routes), so nothing else ever resets a cache.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event, RuleError
from vypravci.games.core.hexgrid import Hex

from . import duel, golden_spike, ports, taiwan, uk
from .board import Route
from .companies import COMPANIES, WHITE, WILD

if TYPE_CHECKING:
    from .actions import BuildTrack
    from .state import MiniExpressState


# ---------------------------------------------------------------------------------- geometry
def _cached(state: "MiniExpressState", key: tuple, compute):
    cache = state.geometry
    if key not in cache:
        cache[key] = compute()
    return cache[key]


def lay_train(state: "MiniExpressState", h: Hex, company: str) -> None:
    """A train of ``company`` onto hex ``h`` (the one place the map changes). The hex's list is
    replaced, never changed in place: clones share the lists (``trains`` is copy-on-write)."""
    state.trains[h] = [*state.trains.get(h, ()), company]
    state.geometry = {}


def network(state: "MiniExpressState", company: str) -> frozenset[Hex]:
    """The hexes with the company's trains (Tchaj-wan: and every developed city, a start location
    of the other companies)."""
    def compute() -> frozenset[Hex]:
        own = {h for h, cs in state.trains.items() if company in cs}
        if company != WHITE:
            own |= {state.board.cities[c].hex for c in state.developed}
        return frozenset(own)

    return _cached(state, ("net", company), compute)


def island_white(state: "MiniExpressState", company: str) -> bool:
    """On the UK and Tchaj-wan maps white never builds ordinary track (the Underground, its own build)."""
    return company == WHITE and state.board.data.rules != "base"


def distances(state: "MiniExpressState", company: str) -> dict[Hex, int]:
    return _cached(state, ("dist", company), lambda: state.board.land_distances(network(state, company)))


def shortest_routes(state: "MiniExpressState", company: str, city_id: str) -> list[Route]:
    return _cached(state, ("routes", company, city_id), lambda: state.board.shortest_routes(
        distances(state, company), state.board.cities[city_id].hex, network(state, company)))


def companies_in(state: "MiniExpressState", h: Hex) -> list[str]:
    return state.trains.get(h, [])


def capacity(state: "MiniExpressState", city_id: str) -> int:
    return 2 if state.options.first_game else state.board.cities[city_id].capacity


def wild_choices(state: "MiniExpressState", city_id: str) -> list[str | None]:
    token = state.tokens.get(city_id)
    if token and token[1] == WILD:
        return [c for c in COMPANIES if c != token[0]]
    return [None]


# ---------------------------------------------------------------------------------- where
def build_targets(state: "MiniExpressState", company: str) -> dict[str, int]:
    """Cities ``company`` may build into now → trains the shortest route needs."""
    result: dict[str, int] = {}
    net = network(state, company)
    trains = state.area[company]
    if trains <= 0 or not net or duel.blocked(state, company) or state.pending or island_white(state, company):
        return result
    second = duel.second_action(state)  # a duel's second action may not end the game
    for city_id, d in reach(state, company).items():
        if d > trains or golden_spike.closed(state, city_id) or city_id in state.developed:
            continue
        if not second or routes_to(state, company, city_id):
            result[city_id] = d
    return result


def reach(state: "MiniExpressState", company: str) -> dict[str, int]:
    """Cities with room for ``company`` (not yet in its network) → trains the shortest route
    needs, however many the company has: geometry, cached until the trains change."""
    def compute() -> dict[str, int]:
        net, dist = network(state, company), distances(state, company)
        found = {}
        for city in state.board.data.cities:
            if city.hex in net or len(companies_in(state, city.hex)) >= capacity(state, city.id):
                continue
            d = state.board.city_distance(dist, city.hex, net)
            if d is not None:
                found[city.id] = d
        return found

    return _cached(state, ("reach", company), compute)


def routes_to(state: "MiniExpressState", company: str, city_id: str) -> list[Route]:
    """Every shortest route for ``company`` into ``city_id`` (canonical order). In the second
    action of an experts' duel turn, routes that would end the game are left out."""
    routes = shortest_routes(state, company, city_id)
    if duel.second_action(state):
        routes = [r for r in routes if not duel.build_exhausts(state, company, city_id, r)]
    return routes


def resolve_route(state: "MiniExpressState", action: "BuildTrack") -> Route:
    """The route a build action means, or a RuleError saying why there is none. Changes nothing."""
    company, city_id = action.company, action.city
    city = state.board.cities.get(city_id)
    if city is None:
        raise RuleError("error-unknown-city", "build-track", city=city_id)
    if golden_spike.closed(state, city_id):
        raise RuleError("error-build-spike-closed", "golden-spike", city=city_id)
    if island_white(state, company):
        section = "uk-underground" if state.board.data.rules == "uk" else "taiwan-white"
        raise RuleError("error-white-own-build", section)
    if city_id in state.developed:
        raise RuleError("error-tw-developed", "taiwan-white", city=city_id)
    err = duel.company_error(state, company)
    if err:
        raise err
    present = companies_in(state, city.hex)
    if company in present:
        raise RuleError("error-build-not-new-market", "build-track", company=company, city=city_id)
    if len(present) >= capacity(state, city_id):
        raise RuleError("error-build-city-full", "build-track", city=city_id, capacity=capacity(state, city_id))
    if state.area[company] == 0:
        raise RuleError("error-build-no-trains", "build-track", company=company)
    net = network(state, company)
    need = state.board.city_distance(distances(state, company), city.hex, net)
    if need is None:
        raise RuleError("error-build-no-route", "build-track", company=company, city=city_id)
    if need > state.area[company]:
        raise RuleError("error-build-out-of-reach", "build-track", company=company, city=city_id,
                        need=need, have=state.area[company])
    routes = routes_to(state, company, city_id)
    if not routes:  # every shortest route would end an experts' duel on a second action
        raise RuleError("error-duel-second-action-ends", "experts-duel", company=company)
    if action.route is None:
        return routes[0]
    route = tuple(tuple(h) for h in action.route)
    if route not in routes:
        if duel.second_action(state) and route in shortest_routes(state, company, city_id):
            raise RuleError("error-duel-second-action-ends", "experts-duel", company=company)
        raise RuleError("error-build-route-not-shortest", "build-track", city=city_id, need=need)
    return route


def check_wild(state: "MiniExpressState", city_id: str, wild: str | None) -> None:
    choices = wild_choices(state, city_id)
    if wild not in choices:
        if choices == [None]:
            raise RuleError("error-build-no-wild", "influence", city=city_id)
        raise RuleError("error-build-wild-choice", "influence", city=city_id, company=state.tokens[city_id][0])


# ---------------------------------------------------------------------------------- the build
def build(state: "MiniExpressState", seat: int, company: str, city_id: str, route: Route, wild: str | None,
          by_automa: bool = False) -> list[Event]:
    city = state.board.cities[city_id]
    first_track = not state.trains.get(city.hex)
    token_before = state.tokens.get(city.id)
    fresh = [h for h in route if not state.trains.get(h)]
    compensation = {c: 0 for c in COMPANIES}
    for h in route:
        for other in state.trains.get(h, []):
            compensation[other] += 1
        lay_train(state, h, company)
    state.area[company] -= len(route)
    land = sum(1 for h in route if state.board.is_land(h))  # cities (and closed ports) are not land
    before = state.length[company]
    state.length[company] = min(state.max_length, before + land)
    events = [Event(key="me-ev-build", params={
        "seat": seat, "company": company, "city": city.id, "trains": len(route),
        "length_from": before, "length_to": state.length[company],
    })]
    for other, count in compensation.items():
        if not count:
            continue
        if by_automa and state.level >= 1 and state.area[other] >= 2:
            # Turista: no compensation for a company that already has 2+ trains on its area.
            events.append(Event(key="me-ev-mf-no-compensation", params={
                "company": other, "trains": state.area[other]}))
            continue
        if other == WHITE and taiwan.active(state):
            count *= taiwan.WHITE_COMPENSATION  # Tchaj-wan: 2 white trains per hex
        got = state.add_trains(other, count)
        events.append(Event(key="me-ev-compensation", params={"company": other, "trains": got}))
    events += uk.key_bonus(state, company, city.id) + taiwan.star_build(state, company, city.id)
    events += uk.arrive(state, seat, city.id, wild, by_automa)
    if state.options.ports and first_track and token_before and token_before[1] == WILD:
        # Přístavy: an additional effect of the wild demand token.
        events += ports.port_event(state, seat, token_before[0], city.id, by_automa)
    if state.spike is not None:
        events += golden_spike.after_build(state, seat, company, city.id, fresh, route, by_automa)
    return events + state.check_exhaustion()


def gain_influence(state: "MiniExpressState", seat: int, city_id: str, wild: str | None,
                   by_automa: bool = False) -> list[Event]:
    token = state.tokens.get(city_id)
    if not token:
        return []
    first, second = token
    events: list[Event] = []
    if by_automa and second == WILD:
        # Mašinfíra's exception: a wild symbol gives it influence in all four companies.
        gains = list(COMPANIES)
        events.append(Event(key="me-ev-mf-wild", params={"seat": seat, "city": city_id}))
    else:
        gains = [first, wild if second == WILD else second]
    for c in gains:
        state.influence[seat][c] += 1
        taiwan.cap_influence(state, seat, c)
    return events + [
        Event(key="me-ev-influence", params={"seat": seat, "company": c, "to": state.influence[seat][c]})
        for c in dict.fromkeys(gains)]
