"""Zlatý hřeb (``golden_spike``, USA map), a map variant of the base game.

the first track into Omaha (``spike_east``) starts the
  transcontinental railroad: a train of the building company goes on the Golden Spike tile (the
  eastern branch), one train of each other company goes into San Francisco (``spike_west``), whose
  demand token is removed (the city is closed from then on) and which becomes a start location for
  them. A track into San Francisco before Omaha cancels the event. After every build the map is
  checked for continuous track of any colours between Omaha and San Francisco (hexes holding any
  trains, joined by adjacency); on the link, the active player picks the western branch among the
  companies on the hexes where the branches met (never the eastern one) and both branches gain 2
  track length.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event
from vypravci.games.core.hexgrid import Hex, label as hex_label

from ..companies import COMPANIES
from ..modes import duel
from ..network import lay_train

if TYPE_CHECKING:
    from ..state import MiniExpressState


E, W = "east", "west"


def closed(state: "MiniExpressState", city_id: str) -> bool:
    """After the Omaha event San Francisco takes no more track: its demand token is gone ("nemůže
    společnost provozující východní větev postavit trať do San Franciska, i kdyby ... nebyla
    vyčerpána kapacita")."""
    s = state.spike
    return s is not None and s["status"] not in ("map", "removed") and city_id == state.board.data.spike_west


def after_build(state: "MiniExpressState", seat: int, company: str, city_id: str, fresh: list[Hex],
                      route, by_automa: bool) -> list[Event]:
    """The Golden Spike rules after a build (trains placed, compensation, influence done)."""
    data = state.board.data
    s = state.spike
    events: list[Event] = []
    if s["status"] == "map":
        if city_id == data.spike_east:
            events += _omaha_event(state, seat, company)
        elif city_id == data.spike_west:
            state.spike = {**s, "status": "removed"}
            events.append(Event(key="me-ev-spike-cancelled", params={"seat": seat, "city": city_id}))
    if state.spike["status"] == "east":
        events += _check_link(state, seat, company, fresh, route, by_automa)
    return events


def _omaha_event(state: "MiniExpressState", seat: int, company: str) -> list[Event]:
    data = state.board.data
    events = [Event(key="me-ev-spike-omaha", params={"seat": seat, "company": company, "city": data.spike_east})]
    east = _branch_train(state, company, events, "me-ev-spike-east", "me-ev-spike-no-east")
    sf = state.board.cities[data.spike_west]
    for other in COMPANIES:
        if other == company:
            continue
        if state.supply[other] > 0:
            state.supply[other] -= 1
            if other not in state.trains.get(sf.hex, []):
                lay_train(state, sf.hex, other)
            events.append(Event(key="me-ev-spike-west-start", params={"company": other, "city": sf.id}))
        else:
            events.append(Event(key="me-ev-spike-no-train", params={"company": other, "city": sf.id}))
    if sf.id in state.tokens:
        del state.tokens[sf.id]
    events.append(Event(key="me-ev-spike-token-removed", params={"city": sf.id}))
    state.spike = {"status": "east", "east": east, "west": None}
    return events


def _component(state: "MiniExpressState", seeds, occupied: set[Hex]) -> set[Hex]:
    """Hexes reachable from ``seeds`` through occupied hexes (adjacency)."""
    adj = state.board.adj
    seen = {h for h in seeds if h in occupied}
    stack = list(seen)
    while stack:
        u = stack.pop()
        for v in adj.get(u, ()):
            if v in occupied and v not in seen:
                seen.add(v)
                stack.append(v)
    return seen


def link_hexes(state: "MiniExpressState", company: str, route, fresh) -> tuple[list[Hex], set[Hex]] | None:
    """Did the track just built (``route``; ``fresh`` = its hexes that were empty before) link Omaha
    and San Francisco? None if not; else the route hexes where the branches met and the hexes of
    the side they met.

    The map's occupied hexes (any company) joined by adjacency form the railroad. Before the build
    the two cities were not linked. The side of each city is what was attached to it before the
    build (for a city the build itself enters first, what its occupied neighbours were attached
    to). A route hex *touches* a side if it lies in it or next to it; the route, a contiguous line
    hanging off the builder's network, links the cities when its hexes touch both sides. The
    branches met on the route hexes that touch the side the builder's track did not come from.
    """
    data = state.board.data
    adj = state.board.adj
    fresh_set = set(fresh)
    occupied = {h for h, cs in state.trains.items() if cs}
    before = occupied - fresh_set
    sides: dict[str, set[Hex]] = {}
    for side, city_id in ((E, data.spike_east), (W, data.spike_west)):
        h = state.board.cities[city_id].hex
        if h in before:
            sides[side] = _component(state, [h], before)
        elif h in occupied:  # entered by this very build
            sides[side] = {h} | _component(state, [n for n in adj.get(h, ()) if n in before], before)
        else:
            sides[side] = set()

    def touches(h: Hex) -> set[str]:
        return {side for side, comp in sides.items() if h in comp or any(n in comp for n in adj.get(h, ()))}

    touched = [touches(h) for h in route]
    if not (any(E in t for t in touched) and any(W in t for t in touched)):
        return None
    net_before = {h for h in before if company in state.trains[h] and h not in route}
    start = {side for side, comp in sides.items() if any(n in comp and n in net_before for n in adj.get(route[0], ()))}
    other = {E, W} - start if len(start) == 1 else {E, W}
    junction = [h for h, t in zip(route, touched) if t & other]
    met = set().union(*(sides[side] for side in other))
    return junction, met


def branch_candidates(state: "MiniExpressState", junction: list[Hex], met: set[Hex]) -> list[str]:
    """Companies with a train on a hex where the branches met, never the eastern branch. Should
    only the eastern branch stand there (the tracks met side by side), the companies on the other
    side's neighbouring hexes count (a case the rulebook leaves open)."""
    east = state.spike["east"]
    present = {c for h in junction for c in state.trains.get(h, [])}
    found = [c for c in COMPANIES if c in present and c != east]
    if not found:
        near = {n for h in junction for n in state.board.adj.get(h, ()) if n in met}
        present = {c for h in near for c in state.trains.get(h, [])}
        found = [c for c in COMPANIES if c in present and c != east]
    return found


def branch_exhausts(state: "MiniExpressState", company: str) -> bool:
    """Would its train for the Golden Spike tile exhaust ``company``'s share supply?"""
    return state.supply[company] == 1 and company not in state.exhausted and state.offer[company] > 0


def _check_link(state: "MiniExpressState", seat: int, company: str, fresh, route, by_automa: bool) -> list[Event]:
    found = link_hexes(state, company, route, fresh)
    if found is None:
        return []
    junction, met = found
    events = [Event(key="me-ev-spike-linked", params={
        "seat": seat, "hexes": ", ".join(hex_label(h) for h in junction)})]
    candidates = branch_candidates(state, junction, met)
    if not candidates:
        events.append(Event(key="me-ev-spike-no-candidate", params={"seat": seat}))
        return events + _finish_spike(state, None)
    state.spike = {**state.spike, "status": "linking"}
    if by_automa:
        choice, reason = choose_branch(state, candidates)
        events.append(Event(key="me-ev-mf-branch", params={"seat": seat, "company": choice, "reason": reason}))
        return events + western_branch(state, seat, choice)
    options, blocked = candidates, []
    if duel.second_action(state):  # an experts' duel second action may not end the game
        options = [c for c in candidates if not branch_exhausts(state, c)] or candidates
        blocked = [c for c in candidates if c not in options]
    if len(options) == 1:
        return events + western_branch(state, seat, options[0])
    state.pending.append({"kind": "branch", "seat": seat, "options": options, "blocked": blocked})
    events.append(Event(key="me-ev-spike-choose", params={"seat": seat, "count": len(options)}))
    return events


def western_branch(state: "MiniExpressState", seat: int, company: str) -> list[Event]:
    events = [Event(key="me-ev-spike-west-chosen", params={"seat": seat, "company": company})]
    west = _branch_train(state, company, events, "me-ev-spike-west", "me-ev-spike-no-west")
    return events + _finish_spike(state, west)


def _branch_train(state: "MiniExpressState", company: str, events: list[Event], took: str, none: str) -> str | None:
    """A branch's train from ``company``'s supply: the company, or None with an empty supply."""
    if state.supply[company] <= 0:
        events.append(Event(key=none, params={"company": company}))
        return None
    state.supply[company] -= 1
    events.append(Event(key=took, params={"company": company}))
    return company


def _finish_spike(state: "MiniExpressState", west: str | None) -> list[Event]:
    """Step 3: both branches gain 2 track length at once (up to the maximum)."""
    state.spike = {**state.spike, "status": "done", "west": west}
    events = []
    for company in (state.spike["east"], west):
        if company is None:
            continue
        before = state.length[company]
        state.length[company] = min(state.max_length, before + 2)
        events.append(Event(key="me-ev-spike-bonus", params={
            "company": company, "length_from": before, "length_to": state.length[company]}))
    return events + state.check_exhaustion()


def choose_branch(state: "MiniExpressState", options: list[str]) -> tuple[str, str]:
    """Zlatý hřeb, Mašinfíra completing the railroad: the western branch is the company of which it
    holds more shares; then the one of which the player(s) hold fewer; then the one under its
    chosen-company marker, or the first after it in the marker's direction. Returns it and why."""
    humans = range(state.humans)
    keys = {c: (-state.shares[state.mf][c], sum(state.shares[s][c] for s in humans),
                (COMPANIES.index(c) - state.mf_company) % len(COMPANIES)) for c in options}
    best = min(options, key=lambda c: keys[c])
    if len(options) == 1:
        return best, "only"
    for level, reason in enumerate(("more-shares", "fewer-player-shares", "marker")):
        if sum(1 for c in options if keys[c][level] == keys[best][level]) == 1:
            return best, reason
        options = [c for c in options if keys[c][level] == keys[best][level]]
    return best, "marker"  # pragma: no cover - the marker distances differ
