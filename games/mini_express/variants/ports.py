"""Přístavy (``ports``, Europe map), a map variant of the base game.

ports are closed to track (the state builds its board with
  ``ports_are_land=False``); the first track into a city whose demand token has a wild symbol puts
  a train of the token's company on a free port the active player picks, an extra start location.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event
from vypravci.games.core.hexgrid import Hex, east_north_key, label as hex_label

from ..modes.destination import port_distance
from ..network import lay_train

if TYPE_CHECKING:
    from ..state import MiniExpressState


def free_ports(state: "MiniExpressState") -> list[Hex]:
    return sorted(h for h in state.board.ports if not state.trains.get(h))


def port_event(state: "MiniExpressState", seat: int, company: str, city_id: str, by_automa: bool) -> list[Event]:
    """The first track into a city whose demand token has a wild symbol: a train of the token's other
    company goes from the supply onto a free port (skipped with no train in the supply)."""
    events = [Event(key="me-ev-port-event", params={"seat": seat, "city": city_id, "company": company})]
    if state.supply[company] <= 0:
        return events + [Event(key="me-ev-port-no-train", params={"company": company})]
    free = free_ports(state)
    if not free:  # cannot happen: 5 ports, at most 4 events; kept safe
        return events + [Event(key="me-ev-port-none-free", params={"company": company})]
    state.supply[company] -= 1  # step 1: the train leaves the supply now
    if by_automa:
        h, distance = choose_port(state, free)
        events.append(Event(key="me-ev-mf-port", params={
            "seat": seat, "company": company, "hex": hex_label(h), "distance": distance}))
        return events + place_port(state, seat, company, h)
    if len(free) == 1:
        return events + place_port(state, seat, company, free[0])
    state.pending.append({"kind": "port", "seat": seat, "company": company, "options": [list(h) for h in free]})
    events.append(Event(key="me-ev-port-choose", params={
        "seat": seat, "company": company, "options": ", ".join(hex_label(h) for h in free)}))
    return events


def place_port(state: "MiniExpressState", seat: int, company: str, h: Hex) -> list[Event]:
    lay_train(state, h, company)
    return [Event(key="me-ev-port-placed", params={"seat": seat, "company": company, "hex": hex_label(h)})]


def port_list(state: "MiniExpressState") -> list[dict]:
    return [{"hex": list(h), "label": hex_label(h), "company": (state.trains.get(h) or [None])[0]}
            for h in sorted(state.board.ports, key=east_north_key)]


def choose_port(state: "MiniExpressState", free: list[Hex]) -> tuple[Hex, int]:
    """Přístavy, Mašinfíra's port event: the free port nearest its destination city (step 2.B i);
    the rulebook's further ties (track length, companies present, city number) cannot separate
    empty ports, so the port furthest east, then north, is taken (as for the start hex, 2.B ii)."""
    def key(h: Hex):
        d = port_distance(state, h)
        return (d is None, d or 0, east_north_key(h))

    best = min(free, key=key)
    d = port_distance(state, best)
    return best, -1 if d is None else d
