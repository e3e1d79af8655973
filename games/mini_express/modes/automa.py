"""Mašinfíra, the automa of the solo game and of the 2-player game (Tah Mašinfíry).

Mašinfíra is a seat of kind ``automa`` that the state appends after the players' seats; it never
appears in ``to_act()``. Whenever it is next, ``MiniExpressState.apply`` calls ``play_turn`` before
returning. All of its chance is the draw of a token from its bag, made with a seeded ``Rng``
derived from the game seed and the number of draws so far (``state.mf_draws``): the state holds
everything that decides the next draw, and a record of the players' actions replays exactly.

The turn, as the rulebook has it:

1. Draw a token (a reshuffle token returns every drawn token to the bag, and Mašinfíra draws
   again). Move the chosen-company marker by the token's company number (Dřevařská → Ocelářská
   → Kožedělná → Bavlněná → Dřevařská …) and the destination-city marker by its destination
   number (by solo number; cities without a demand token are skipped; the marker's first move
   places it on city 1, and it stays on the last city, 32).
2. The chosen company has 0–2 trains on its train area: Mašinfíra takes one of its shares for
   free and adds 3 trains (Turista: fills the area up to 3). 3–5 trains: Mašinfíra builds track
   for it into the reachable legal city nearest the destination (``choose_target``) along the
   route ``choose_route`` picks. If the action is impossible, it draws a new token and moves the
   company marker only, and tries again with the new company.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

from vypravci.games.core import Event, Rng

from vypravci.games.core.hexgrid import Hex, center, east_north_key, label as hex_label

from .. import track
from ..board import Route
from ..companies import COMPANIES, WHITE
from ..data import MasinfiraToken, load_masinfira_tokens
from ..expansion import taiwan, uk
from .destination import destination, distance_to_destination, move_destination, numbered_cities  # noqa: F401 (tests read them here)

if TYPE_CHECKING:
    from ..state import MiniExpressState

RNG_SALT = 0x4D4600  # Mašinfíra's draws: Rng(seed).fork(RNG_SALT + draw number)
MAX_REDRAWS = 200  # a safety net; a feasible company is always found long before
TARGET_REASONS = ("nearest", "shorter", "more-companies", "higher-number")

# ---------------------------------------------------------------------------------- the markers
def draw(state: "MiniExpressState", events: list[Event]) -> MasinfiraToken:
    """Draw a token from the bag. A reshuffle token goes back with every drawn token (those of the
    set-up included), and Mašinfíra draws again."""
    tokens = load_masinfira_tokens().tokens
    while True:
        if not state.mf_bag:  # cannot happen (the reshuffle tokens are in the bag); kept safe
            state.mf_bag, state.mf_drawn = sorted(state.mf_drawn), []
        bag = sorted(state.mf_bag)
        rng = Rng(state.seed).fork(RNG_SALT + state.mf_draws)
        state.mf_draws += 1
        tid = bag[rng.randrange(len(bag))]
        state.mf_bag = [t for t in bag if t != tid]
        if tokens[tid].reshuffle:
            returned = state.mf_drawn + [tid]
            state.mf_bag = sorted(state.mf_bag + returned)
            state.mf_drawn = []
            events.append(Event(key="me-ev-mf-reshuffle", params={"seat": state.mf, "returned": len(returned)}))
            continue
        state.mf_drawn.append(tid)
        return tokens[tid]


def move_company(state: "MiniExpressState", steps: int, events: list[Event]) -> str:
    state.mf_company = (state.mf_company + steps) % len(COMPANIES)
    company = COMPANIES[state.mf_company]
    events.append(Event(key="me-ev-mf-company", params={"seat": state.mf, "company": company, "steps": steps}))
    return company


# ---------------------------------------------------------------------------------- set-up
def setup_shares(state: "MiniExpressState") -> list[Event]:
    """Solo set-up steps IV and V: two draws, each moving the company marker and giving Mašinfíra
    a set-aside share of the company it reaches (Šotouš: 2 shares per draw); the destination marker
    does not move. Drawn tokens stay out of the bag. Then the reshuffle tokens join the bag."""
    events: list[Event] = []
    per_draw = 2 if state.level >= 2 else 1
    for _ in range(2):
        token = draw(state, events)
        events.append(Event(key="me-ev-mf-setup-token", params={"seat": state.mf, "steps": token.company}))
        company = move_company(state, token.company, events)
        aside = min(per_draw, state.set_aside[company])
        # Šotouš can ask for a second share when only one is left aside: it comes from the box.
        boxed = min(per_draw - aside, state.box[company])
        state.set_aside[company] -= aside
        state.box[company] -= boxed
        state.shares[state.mf][company] += aside + boxed
        events.append(Event(key="me-ev-mf-setup-share", params={
            "seat": state.mf, "company": company, "shares": aside + boxed, "from_box": boxed}))
    state.mf_bag = sorted(state.mf_bag + state.mf_aside)
    state.mf_aside = []
    events.append(Event(key="me-ev-mf-ready", params={"seat": state.mf, "bag": len(state.mf_bag)}))
    return events


# ---------------------------------------------------------------------------------- decisions
def can_act(state: "MiniExpressState", company: str) -> bool:
    """Can Mašinfíra carry out its action for ``company`` (0–2 trains: take a share; 3–5: build)?"""
    if state.area[company] <= 2:
        return state.offer[company] > 0
    if uk.ferry_options(state, company):
        return True
    if taiwan.active(state) and company == WHITE:
        return bool(taiwan.white_targets(state, state.mf))
    return bool(state.build_targets(company))


def choose_target(state: "MiniExpressState", company: str) -> tuple[str, dict] | None:
    """The city Mašinfíra builds into for ``company`` and why (None: it cannot build).

    Among the cities the company may legally build into now: the nearest to the destination city
    (``distance_to_destination``); ties go to (a) the shortest track, (b) more companies already
    present, (c) the higher solo number (a start location, which has none, counts lowest).
    """
    targets = state.build_targets(company)
    if not targets:
        return None
    cities = state.board.cities
    info: dict[str, dict] = {}
    keys: dict[str, tuple] = {}
    for city_id, trains in targets.items():
        city = cities[city_id]
        d = distance_to_destination(state, city)
        present = len(state.companies_in(city.hex))
        info[city_id] = {"distance": d, "trains": trains, "present": present}
        keys[city_id] = ((d is None, d or 0), trains, -present, -(city.number or 0))
    best = min(keys, key=lambda c: keys[c])
    reason, tied = "only", len(keys)
    if len(keys) > 1:
        pool = list(keys)
        for level, name in enumerate(TARGET_REASONS):
            same = [c for c in pool if keys[c][level] == keys[best][level]]
            if len(same) == 1:
                reason, tied = name, len(pool)
                break
            pool = same
    return best, {**info[best], "reason": reason, "tied": tied, "candidates": len(keys)}


def _bearing(a: Hex, b: Hex) -> float:
    """Direction from hex ``a`` to hex ``b`` in degrees, counter-clockwise from east (north up)."""
    ax, ay = center(a)
    bx, by = center(b)
    return math.degrees(math.atan2(ay - by, bx - ax))


def _left_turn(reference: float, direction: float) -> float:
    """Signed turn from ``reference`` to ``direction``: positive to the left (counter-clockwise)."""
    t = (direction - reference) % 360.0
    return t - 360.0 if t > 180.0 else t


def clockwise_route(start: Hex, routes: list[Route], target: Hex) -> Route:
    """Pravidlo hodinových ručiček: pick one of several equally short routes from ``start``.

    Definition. The valid routes from the start hex S to the city T enclose an area (the purple
    and yellow areas of the rulebook). Mašinfíra takes the route that runs along the boundary of
    that area *clockwise* from S to T, i.e. with the whole area on its right-hand side - the route
    furthest to the left as seen in the direction of travel. Going up the map that is the western
    edge ("zespodu nahoru co nejvíce vlevo", route A); going down, the eastern edge ("shora dolů co
    nejvíce vpravo", route E); going east, the northern edge; going west, the southern one.

    Procedure. Follow the routes hex by hex from S; wherever they split, keep the branch that
    turns furthest left (counter-clockwise) relative to the direction just travelled - at S
    itself, relative to the straight line from the centre of S to the centre of T. Two hex routes
    can only cross where they share a hex, so the branch that is leftmost where routes split stays
    left of the others until they meet again: the result is the unique boundary route. Neighbour
    directions differ by 60°, so there are never ties.

    ``routes`` are the newly built hexes (without S, ending at T); the chosen one is returned.
    """
    paths = [(start, *r) for r in routes]
    i = 1
    while len(paths) > 1:
        branches = sorted({p[i] for p in paths})
        if len(branches) > 1:
            here = paths[0][i - 1]
            reference = _bearing(start, target) if i == 1 else _bearing(paths[0][i - 2], here)
            keep = max(branches, key=lambda h: _left_turn(reference, _bearing(here, h)))
            paths = [p for p in paths if p[i] == keep]
        i += 1
    return paths[0][1:]


def choose_route(state: "MiniExpressState", company: str, city_id: str) -> tuple[Route, dict]:
    """The route Mašinfíra builds into ``city_id``: from the start hex furthest east, then north
    (any hex of the company's network next to a route's first hex, city or land), and among the
    routes from that hex the one the clockwise rule picks."""
    net = state.network(company)
    routes = state.routes_to(company, city_id)
    starts = {r: state.board.route_starts(r, net) for r in routes}
    every_start = sorted({h for hs in starts.values() for h in hs})
    start = min(every_start, key=east_north_key)
    from_start = [r for r in routes if start in starts[r]]
    if len(from_start) == 1:
        route, rule = from_start[0], "only"
    else:
        route, rule = clockwise_route(start, from_start, state.board.cities[city_id].hex), "clockwise"
    return route, {"start": list(start), "hex": hex_label(start), "starts": len(every_start),
                   "routes": len(from_start), "rule": rule}


# ---------------------------------------------------------------------------------- actions
def take_share(state: "MiniExpressState", company: str) -> list[Event]:
    """0–2 trains: a free share (no influence paid), then 3 trains (Turista: up to 3 on the area;
    Průvodčí: +1 Mašinfíra influence in the company)."""
    seat = state.mf
    state.offer[company] -= 1
    state.shares[seat][company] += 1
    faster = uk.count_share(state) if uk.active(state) else []
    if state.level >= 1:
        added = state.add_trains(company, max(0, 3 - state.area[company]))
    else:
        added = state.add_trains(company, state.buy_trains(company))
    events = [Event(key="me-ev-buy", params={"seat": seat, "company": company, "cost": 0, "trains": added})] + faster
    if company == WHITE and taiwan.active(state):
        events += restrict(state)
    if state.level >= 3:
        state.influence[seat][company] += 1
        taiwan.cap_influence(state, seat, company)
        events.append(Event(key="me-ev-mf-share-influence", params={
            "seat": seat, "company": company, "to": state.influence[seat][company]}))
    return events + state.check_exhaustion()


def build(state: "MiniExpressState", company: str, city_id: str, why: dict) -> list[Event]:
    seat = state.mf
    route, how = choose_route(state, company, city_id)
    dest = destination(state)
    distance = -1 if why["distance"] is None else why["distance"]  # -1: no land path to the destination
    events = [
        Event(key="me-ev-mf-target", params={
            "seat": seat, "company": company, "city": city_id, "destination": dest.id if dest else None,
            "distance": distance, "trains": why["trains"], "present": why["present"], "reason": why["reason"],
            "tied": why["tied"], "candidates": why["candidates"]}),
        Event(key="me-ev-mf-route", params={
            "seat": seat, "company": company, "city": city_id, "start": how["start"], "hex": how["hex"],
            "starts": how["starts"], "routes": how["routes"], "rule": how["rule"]}),
    ]
    return events + track.build(state, seat, company, city_id, route, None, by_automa=True)


# ---------------------------------------------------------------------------------- the new maps
def choose_ferry(state: "MiniExpressState", company: str) -> str | None:
    """Spojené království: Mašinfíra takes a ferry line whenever the company may; among several,
    the one whose target is nearest its destination (then the target's higher number)."""
    options = uk.ferry_options(state, company)
    if not options:
        return None
    cities = state.board.cities

    def key(fid: str):
        d = distance_to_destination(state, cities[options[fid]])
        return ((d is None, d or 0), -(cities[options[fid]].number or 0), fid)

    return min(options, key=key)


def restrict(state: "MiniExpressState") -> list[Event]:
    """Tchaj-wan: for a white share or white track Mašinfíra moves down the restriction token of the
    company where a player leads it by most (all such on a tie; all three when no player leads it),
    lowering its own influence there too."""
    seat = state.mf
    lead = {c: max(state.influence[h][c] for h in range(state.humans)) - state.influence[seat][c]
            for c in taiwan.LIMITED}
    top = max(lead.values())
    chosen = [c for c in taiwan.LIMITED if lead[c] == top] if top > 0 else list(taiwan.LIMITED)
    events: list[Event] = []
    for c in chosen:
        events += taiwan.restrict(state, seat, c)
    return events


def choose_white(state: "MiniExpressState") -> tuple[str, str, Route] | None:
    """Tchaj-wan, white track by Mašinfíra: the target nearest its destination (ties: the shorter
    track, the higher number); from the source furthest east, then north; the first route in
    canonical order."""
    targets = taiwan.white_targets(state, state.mf)
    if not targets:
        return None
    cities = state.board.cities

    def key(city_id: str):
        d = distance_to_destination(state, cities[city_id])
        shortest = min(len(r[0]) for r in targets[city_id].values())
        return ((d is None, d or 0), shortest, -(cities[city_id].number or 0), city_id)

    target = min(targets, key=key)
    sources = targets[target]
    shortest = min(len(r[0]) for r in sources.values())
    source = min((s for s in sources if len(sources[s][0]) == shortest), key=lambda s: east_north_key(cities[s].hex))
    return source, target, sources[source][0]


def play_turn(state: "MiniExpressState") -> list[Event]:
    """One whole Mašinfíra turn (the state's current seat is Mašinfíra's). Ends its turn."""
    seat = state.mf
    events: list[Event] = []
    if not any(can_act(state, c) for c in COMPANIES):
        # No company allows either action (the rulebook never reaches this): Mašinfíra passes.
        events.append(Event(key="me-ev-mf-pass", params={"seat": seat}))
        state.passes_in_row += 1
        return events + state.end_turn(seat)
    token = draw(state, events)
    events.append(Event(key="me-ev-mf-token", params={
        "seat": seat, "company_steps": token.company, "destination_steps": token.destination}))
    move_company(state, token.company, events)
    arrived = move_destination(state, token.destination, events)
    if arrived and state.level >= 1:
        # Turista: the game ends at once when the destination marker reaches city 32.
        events.append(Event(key="me-ev-mf-last-city", params={"seat": seat, "city": destination(state).id}))
        state.turns[seat] += 1
        return events + state.game_over()
    for _ in range(MAX_REDRAWS):
        company = COMPANIES[state.mf_company]
        trains = state.area[company]
        if trains <= 2:
            if state.offer[company] > 0:
                events.append(Event(key="me-ev-mf-takes-share", params={"seat": seat, "company": company, "trains": trains}))
                events += take_share(state, company)
                break
            events.append(Event(key="me-ev-mf-cannot-take", params={"seat": seat, "company": company, "trains": trains}))
        else:
            ferry = choose_ferry(state, company)
            white = choose_white(state) if taiwan.active(state) and company == WHITE else None
            choice = None if ferry or white or taiwan.active(state) and company == WHITE else choose_target(state, company)
            if ferry is not None:
                events.append(Event(key="me-ev-mf-builds", params={"seat": seat, "company": company, "trains": trains}))
                events += uk.build_ferry(state, seat, company, ferry, by_automa=True)
                break
            if white is not None:
                events.append(Event(key="me-ev-mf-builds", params={"seat": seat, "company": company, "trains": trains}))
                events += taiwan.build_white(state, seat, *white, by_automa=True) + restrict(state)
                break
            if choice is not None:
                events.append(Event(key="me-ev-mf-builds", params={"seat": seat, "company": company, "trains": trains}))
                events += build(state, company, choice[0], choice[1])
                break
            events.append(Event(key="me-ev-mf-cannot-build", params={"seat": seat, "company": company, "trains": trains}))
        # The action is impossible: a new token moves the company marker only.
        token = draw(state, events)
        events.append(Event(key="me-ev-mf-redraw", params={"seat": seat, "steps": token.company}))
        move_company(state, token.company, events)
    else:  # pragma: no cover - can_act() above guarantees a feasible company
        events.append(Event(key="me-ev-mf-pass", params={"seat": seat}))
        state.passes_in_row += 1
        return events + state.end_turn(seat)
    state.passes_in_row = 0
    return events + state.end_turn(seat)
