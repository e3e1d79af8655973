"""The map as the companies use it: ``lay_train``, the one place a train goes onto the map, and
what follows from where the trains stand (each company's network, distances, shortest routes and
reach, cached until the trains change; a city's capacity; the wild choices of its demand token);
and the influence an arrival in a city gives.

Every rule module builds on this one (track, the variants, the expansion's maps, Mašinfíra); it
imports none of them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event
from vypravci.games.core.hexgrid import Hex

from .board import Route
from .companies import COMPANIES, WHITE, WILD

if TYPE_CHECKING:
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


def lay_route(state: "MiniExpressState", route: Route, company: str) -> dict[str, int]:
    """Trains of ``company`` onto every hex of ``route``; returns the compensation owed: company →
    the trains it had on those hexes."""
    compensation = {c: 0 for c in COMPANIES}
    for h in route:
        for other in state.trains.get(h, []):
            compensation[other] += 1
        lay_train(state, h, company)
    return compensation


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


# ---------------------------------------------------------------------------------- influence
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
        cap_influence(state, seat, c)
    return events + [
        Event(key="me-ev-influence", params={"seat": seat, "company": c, "to": state.influence[seat][c]})
        for c in dict.fromkeys(gains)]


def cap_influence(state: "MiniExpressState", seat: int, company: str) -> None:
    """Tchaj-wan: influence stays below the restriction token (during the game)."""
    if state.board.data.rules == "taiwan" and company in state.limits and not state.sealed:
        state.influence[seat][company] = min(state.influence[seat][company], state.limits[company] - 1)
