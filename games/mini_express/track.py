"""Stavba trati (building track), in one place: where a company may build, by which shortest
routes, the check of a build action, and the build itself (trains onto the map, compensation,
track length, influence, the demand token, the variants' after-build rules).

Where the trains stand and what follows from it (networks, distances, the one ``lay_train``) is
network.py, below every rule module; this module is above the variants, whose after-build rules
it calls.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event, RuleError

from .board import Route
from .companies import WHITE, WILD
from .expansion import taiwan, uk
from .modes import duel
from .variants import golden_spike, ports
from .network import (capacity, companies_in, distances, island_white, lay_route, network, reach, shortest_routes,
                      wild_choices)

if TYPE_CHECKING:
    from .actions import BuildTrack
    from .state import MiniExpressState


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


def routes_to(state: "MiniExpressState", company: str, city_id: str) -> list[Route]:
    """Every shortest route for ``company`` into ``city_id`` (canonical order). In the second
    action of an experts' duel turn, routes that would end the game are left out."""
    routes = shortest_routes(state, company, city_id)
    if duel.second_action(state):
        routes = [r for r in routes if not build_exhausts(state, company, city_id, r)]
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
    compensation = lay_route(state, route, company)
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


# ---------------------------------------------------------------------------------- the experts' duel
def _build_may_trigger(state: "MiniExpressState", company: str, city_id: str) -> bool:
    """Could a build into ``city_id`` set off a variant event that takes trains from a supply?"""
    if state.options.ports and city_id in state.tokens and state.tokens[city_id][1] == WILD \
            and not state.trains.get(state.board.cities[city_id].hex):
        return True
    if state.spike is not None:
        data = state.board.data
        if state.spike["status"] == "map" and city_id in (data.spike_east, data.spike_west):
            return True
        return state.spike["status"] == "east"
    return False


def build_exhausts(state: "MiniExpressState", company: str, city_id: str, route: Route) -> bool:
    """Would building ``route`` now exhaust a share supply (compensation emptying a supply, or a
    variant event taking the last train; a decision it opens counts only if every answer does)?"""
    if _build_may_trigger(state, company, city_id) or state.board.data.rules != "base":
        sim = state.clone()
        before = set(sim.exhausted)
        build(sim, state.current, company, city_id, route, wild_choices(state, city_id)[0])
        if set(sim.exhausted) - before:
            return True
        for p in sim.pending:
            if p["kind"] == "branch" and all(golden_spike.branch_exhausts(sim, c) for c in p["options"]):
                return True
        return False
    owed: dict[str, int] = {}
    for h in route:
        for other in state.trains.get(h, []):
            owed[other] = owed.get(other, 0) + 1
    for c, count in owed.items():
        got = max(0, min(count, state.area_max(c) - state.area[c], state.supply[c]))
        if c not in state.exhausted and state.offer[c] > 0 and state.supply[c] - got == 0:
            return True
    return False
