"""Mašinfíra's destination-city marker (Tah Mašinfíry, step 1) and how far a city or a port lies
from it over land: what its choice of a target, a route, a port or a ferry goes by. The variants
that ask Mašinfíra for a choice build on this module; automa.py, which plays its turns, on them.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event
from vypravci.games.core.hexgrid import Hex

from ..data import CityData

if TYPE_CHECKING:
    from ..state import MiniExpressState

_numbered_cache: dict[int, dict[int, CityData]] = {}
_dest_cache: dict[tuple[int, Hex], dict[Hex, int]] = {}


def numbered_cities(state: "MiniExpressState") -> dict[int, CityData]:
    """Solo number → city (the start locations carry no number)."""
    key = id(state.board)
    if key not in _numbered_cache:
        _numbered_cache[key] = {c.number: c for c in state.board.data.cities if c.number is not None}
    return _numbered_cache[key]


def destination(state: "MiniExpressState") -> CityData | None:
    """The city under the destination-city marker (None while it is still off the map)."""
    return numbered_cities(state).get(state.mf_number) if state.mf_number else None


def move_destination(state: "MiniExpressState", steps: int, events: list[Event]) -> bool:
    """Move the destination-city marker; True when it has just arrived on the last city (32).

    The marker starts off the map; its first move, whatever the token's number, places it on city
    1, the city nearest the top-right corner ("při prvním pohybu ... jej umístěte na město
    nejbližší pravému hornímu rohu"). After that each step goes to the next city by solo number
    that still has its demand token. Once no later city has a demand token, the marker goes to the
    last city on the map, city 32, and stays there for the rest of the game.
    """
    cities = numbered_cities(state)
    last = max(cities)
    pos = state.mf_number
    if pos == 0:
        # Entering the map: city 1 (or, should its demand token be gone, the first city with one).
        pos = next((k for k in sorted(cities) if cities[k].id in state.tokens), last)
        state.mf_number = pos
        events.append(Event(key="me-ev-mf-destination-enters", params={
            "seat": state.mf, "city": cities[pos].id, "number": pos, "skipped": pos - 1}))
        return pos == last
    if pos == last:
        events.append(Event(key="me-ev-mf-destination-stays", params={"seat": state.mf, "city": cities[last].id}))
        return False
    skipped = 0
    for _ in range(steps):
        nxt = next((k for k in range(pos + 1, last + 1) if cities[k].id in state.tokens), None)
        if nxt is None:
            skipped += last - pos - 1
            pos = last
        else:
            skipped += nxt - pos - 1
            pos = nxt
        if pos == last:
            break
    state.mf_number = pos
    events.append(Event(key="me-ev-mf-destination", params={
        "seat": state.mf, "city": cities[pos].id, "number": pos, "steps": steps, "skipped": skipped}))
    return pos == last


def _destination_distances(state: "MiniExpressState", dest: CityData) -> dict[Hex, int]:
    key = (id(state.board), dest.hex)  # the board differs with the Přístavy variant (ports closed)
    if key not in _dest_cache:
        _dest_cache[key] = state.board.land_distances(frozenset({dest.hex}))
    return _dest_cache[key]


def distance_to_destination(state: "MiniExpressState", city: CityData) -> int | None:
    """Hexes from ``city`` to the destination city, moving over land hexes only (cities are
    impassable, as for track): the trains a track between them would need. None: no such path."""
    dest = destination(state)
    if dest is None or dest.hex == city.hex:
        return 0
    return state.board.city_distance(_destination_distances(state, dest), city.hex, {dest.hex})


def port_distance(state: "MiniExpressState", h: Hex) -> int | None:
    """Hexes from a port to the destination city over land (as ``distance_to_destination``)."""
    dest = destination(state)
    if dest is None:
        return 0
    return state.board.city_distance(_destination_distances(state, dest), h, {dest.hex})
