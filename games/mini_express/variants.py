"""The optional rules of Mini Express beyond the modes: the two map variants of the base game and
three mini-expansions of "Vlakem kolem světa: Spojené království & Tchaj-wan".

* **Zlatý hřeb** (``golden_spike``, USA map): the first track into Omaha (``spike_east``) starts the
  transcontinental railroad: a train of the building company goes on the Golden Spike tile (the
  eastern branch), one train of each other company goes into San Francisco (``spike_west``), whose
  demand token is removed (the city is closed from then on) and which becomes a start location for
  them. A track into San Francisco before Omaha cancels the event. After every build the map is
  checked for continuous track of any colours between Omaha and San Francisco (hexes holding any
  trains, joined by adjacency); on the link, the active player picks the western branch among the
  companies on the hexes where the branches met (never the eastern one) and both branches gain 2
  track length.
* **Přístavy** (``ports``, Europe map): ports are closed to track (the state builds its board with
  ``ports_are_land=False``); the first track into a city whose demand token has a wild symbol puts
  a train of the token's company on a free port the active player picks, an extra start location.
* **Tajný dluh** (``secret_debt``): a random face-down debt token per seat, seen only by its owner
  (``private_info``), revealed and paid in influence before final scoring.
* **V ruchu a spěchu** (``signals``): signal tokens Volno/Stůj; after the turn the active player
  picks who plays next among the Volno seats (after a reset, among the others); the game ends once
  every signal shows Stůj after the end was triggered; ties go to whoever played earlier in the
  last round.
* **Plnou parou vpřed** (``full_steam``): the state's ``max_length`` is 20 (data/share_values.toml,
  ``extension`` rows).

The choices these rules add (western branch, port, next player) are *pending decisions*: the state
keeps ``pending`` (a list of dicts, first one answered first) and only the matching action
(``ChooseBranch``, ``ChoosePort``, ``ChooseNext``) is legal until it is answered. A decision with a
single option is taken at once. Mašinfíra answers its own decisions by its rules (automa.py).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from games.core import Action, Event, RuleError

from .actions import ChooseBranch, ChooseNext, ChoosePort
from .companies import COMPANIES
from .data import load_debt_tokens
from games.core.hexgrid import Hex, east_north_key
from . import automa

if TYPE_CHECKING:
    from .state import MiniExpressState

CHOICE_TYPES = (ChooseBranch, ChoosePort, ChooseNext)
#: Pending decision kind → (action type, rules section)
KINDS = {"branch": (ChooseBranch, "golden-spike"), "port": (ChoosePort, "ports"), "next": (ChooseNext, "signals")}
E, W = "east", "west"


def hex_label(h: Hex) -> str:
    return automa.hex_label(h)


# =============================================================================== pending decisions
def choice_actions(state: "MiniExpressState", seat: int) -> list[Action]:
    """The legal answers to the first pending decision."""
    p = state.pending[0]
    if seat != p["seat"]:
        return []
    if p["kind"] == "branch":
        return [ChooseBranch(seat=seat, company=c) for c in p["options"]]
    if p["kind"] == "port":
        return [ChoosePort(seat=seat, hex=tuple(h)) for h in p["options"]]
    return [ChooseNext(seat=seat, player=s) for s in p["options"]]


def pending_error(state: "MiniExpressState") -> RuleError:
    """Why an ordinary action is refused while a decision is pending."""
    p = state.pending[0]
    if p["kind"] == "branch":
        return RuleError("error-branch-pending", "golden-spike", count=len(p["options"]))
    if p["kind"] == "port":
        return RuleError("error-port-pending", "ports", company=p["company"],
                         options=", ".join(hex_label(tuple(h)) for h in p["options"]))
    return RuleError("error-next-pending", "signals")


def check_choice(state: "MiniExpressState", action: Action) -> None:
    """Raise RuleError unless ``action`` answers the first pending decision. Changes nothing."""
    kind = next(k for k, (t, _) in KINDS.items() if isinstance(action, t))
    if not state.pending or state.pending[0]["kind"] != kind:
        if kind == "branch":
            raise RuleError("error-branch-not-pending", "golden-spike")
        if kind == "port":
            raise RuleError("error-port-not-pending", "ports")
        raise RuleError("error-next-not-pending", "signals")
    p = state.pending[0]
    if isinstance(action, ChooseBranch):
        if action.company not in p["options"]:
            if action.company in p.get("blocked", []):
                raise RuleError("error-duel-second-action-ends", "experts-duel", company=action.company)
            raise RuleError("error-branch-choice", "golden-spike", company=action.company)
    elif isinstance(action, ChoosePort):
        h = tuple(action.hex)
        if h not in state.board.ports:
            raise RuleError("error-port-unknown", "ports", hex=hex_label(h))
        if [h[0], h[1]] not in p["options"]:
            raise RuleError("error-port-taken", "ports", hex=hex_label(h))
    else:
        player = action.player
        if player >= state.n:
            raise RuleError("error-next-unknown", "signals", seat=player)
        if player not in p["options"]:
            if player == action.seat:
                raise RuleError("error-next-self", "signals")
            raise RuleError("error-next-stop", "signals", seat=player)


def resolve_choice(state: "MiniExpressState", action: Action) -> list[Event]:
    """Carry out an answer already checked (the caller continues the turn)."""
    p = state.pending.pop(0)
    if isinstance(action, ChooseBranch):
        return _western_branch(state, action.seat, action.company)
    if isinstance(action, ChoosePort):
        return _place_port(state, action.seat, p["company"], tuple(action.hex))
    return set_next(state, action.seat, action.player)


# =============================================================================== Zlatý hřeb
def spike_active(state: "MiniExpressState") -> bool:
    return state.spike is not None


def spike_closed(state: "MiniExpressState", city_id: str) -> bool:
    """After the Omaha event San Francisco takes no more track: its demand token is gone ("nemůže
    společnost provozující východní větev postavit trať do San Franciska, i kdyby ... nebyla
    vyčerpána kapacita")."""
    s = state.spike
    return s is not None and s["status"] not in ("map", "removed") and city_id == state.board.data.spike_west


def spike_after_build(state: "MiniExpressState", seat: int, company: str, city_id: str, fresh: list[Hex],
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
    east = None
    if state.supply[company] > 0:
        state.supply[company] -= 1
        east = company
        events.append(Event(key="me-ev-spike-east", params={"company": company}))
    else:
        events.append(Event(key="me-ev-spike-no-east", params={"company": company}))
    sf = state.board.cities[data.spike_west]
    for other in COMPANIES:
        if other == company:
            continue
        if state.supply[other] > 0:
            state.supply[other] -= 1
            cs = state.trains.setdefault(sf.hex, [])
            if other not in cs:
                cs.append(other)
            events.append(Event(key="me-ev-spike-west-start", params={"company": other, "city": sf.id}))
        else:
            events.append(Event(key="me-ev-spike-no-train", params={"company": other, "city": sf.id}))
    if sf.id in state.tokens:
        del state.tokens[sf.id]
    events.append(Event(key="me-ev-spike-token-removed", params={"city": sf.id}))
    state.spike = {"status": "east", "east": east, "west": None}
    state._cache = {}
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
        choice, reason = automa.choose_branch(state, candidates)
        events.append(Event(key="me-ev-mf-branch", params={"seat": seat, "company": choice, "reason": reason}))
        return events + _western_branch(state, seat, choice)
    options, blocked = candidates, []
    if state._second_action():  # an experts' duel second action may not end the game
        options = [c for c in candidates if not branch_exhausts(state, c)] or candidates
        blocked = [c for c in candidates if c not in options]
    if len(options) == 1:
        return events + _western_branch(state, seat, options[0])
    state.pending.append({"kind": "branch", "seat": seat, "options": options, "blocked": blocked})
    events.append(Event(key="me-ev-spike-choose", params={"seat": seat, "count": len(options)}))
    return events


def _western_branch(state: "MiniExpressState", seat: int, company: str) -> list[Event]:
    events = [Event(key="me-ev-spike-west-chosen", params={"seat": seat, "company": company})]
    west = None
    if state.supply[company] > 0:
        state.supply[company] -= 1
        west = company
        events.append(Event(key="me-ev-spike-west", params={"company": company}))
    else:
        events.append(Event(key="me-ev-spike-no-west", params={"company": company}))
    return events + _finish_spike(state, west)


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
    state._cache = {}
    return events + state._check_exhaustion()


# =============================================================================== Přístavy
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
        h, distance = automa.choose_port(state, free)
        events.append(Event(key="me-ev-mf-port", params={
            "seat": seat, "company": company, "hex": hex_label(h), "distance": distance}))
        return events + _place_port(state, seat, company, h)
    if len(free) == 1:
        return events + _place_port(state, seat, company, free[0])
    state.pending.append({"kind": "port", "seat": seat, "company": company, "options": [list(h) for h in free]})
    events.append(Event(key="me-ev-port-choose", params={
        "seat": seat, "company": company, "options": ", ".join(hex_label(h) for h in free)}))
    return events


def _place_port(state: "MiniExpressState", seat: int, company: str, h: Hex) -> list[Event]:
    state.trains.setdefault(h, []).append(company)
    state._cache = {}
    return [Event(key="me-ev-port-placed", params={"seat": seat, "company": company, "hex": hex_label(h)})]


# =============================================================================== V ruchu a spěchu
def end_turn(state: "MiniExpressState", seat: int) -> list[Event]:
    """After a turn: the signal turns to Stůj; the end check; the reset; the choice of the next seat."""
    events: list[Event] = []
    state.turns[seat] += 1
    state.round_order.append(seat)
    state.signals[seat] = False
    events.append(Event(key="me-ev-signal-stop", params={"seat": seat}))
    if not state.end_triggered and len(state.exhausted) >= 2:
        state.end_triggered = True
        events.append(Event(key="me-ev-signal-end-triggered", params={"seat": seat}))
    stuck = state.passes_in_row >= state.n  # nobody could act for a whole round (house rule)
    if stuck or (state.end_triggered and not any(state.signals)):
        return events + state._game_over()
    if not any(state.signals):
        state.signals = [True] * state.n
        state.round_order = []
        events.append(Event(key="me-ev-signal-reset", params={"seat": seat}))
        options = [s for s in range(state.n) if s != seat]
    else:
        options = [s for s in range(state.n) if state.signals[s]]
    if len(options) == 1:
        return events + set_next(state, seat, options[0])
    state.pending.append({"kind": "next", "seat": seat, "options": options})
    events.append(Event(key="me-ev-signal-choose", params={"seat": seat}))
    return events


def set_next(state: "MiniExpressState", seat: int, player: int) -> list[Event]:
    """Step 4: the start player token passes to the next active player."""
    state.current = player
    return [Event(key="me-ev-signal-next", params={"seat": player})]


def last_round_position(state: "MiniExpressState", seat: int) -> int:
    """Tie-break of V ruchu a spěchu: who played earlier in the last round comes first."""
    order = state.round_order
    return order.index(seat) if seat in order else len(order) + seat


# =============================================================================== Tajný dluh
def debt_token(state: "MiniExpressState", seat: int):
    if state.debts is None or state.debts[seat] is None:
        return None
    return load_debt_tokens().by_id(state.debts[seat])


def private_debt(state: "MiniExpressState", seat: int) -> list[Event]:
    token = debt_token(state, seat)
    if token is None:
        return []
    events = [Event(key="me-ev-debt-yours", params={"seat": seat, "token": token.id})]
    for company, amount in token.items():
        events.append(Event(key="me-ev-debt-line", params={"seat": seat, "company": company, "amount": amount}))
    return events


def reveal_debts(state: "MiniExpressState") -> list[Event]:
    """Změny závěrečného bodování: every token is revealed and its owner's influence drops in the
    companies shown (never below 0, as influence never goes negative)."""
    if state.debts is None or state.debt_revealed:
        return []
    events: list[Event] = []
    state.debt_revealed = True
    state.debt_paid = []
    for seat in range(state.n):
        token = debt_token(state, seat)
        paid: dict[str, int] = {}
        if token is not None:
            events.append(Event(key="me-ev-debt-revealed", params={"seat": seat, "token": token.id}))
            for company, amount in token.items():
                before = state.influence[seat][company]
                state.influence[seat][company] = max(0, before - amount)
                paid[company] = before - state.influence[seat][company]
                events.append(Event(key="me-ev-debt-paid", params={
                    "seat": seat, "company": company, "amount": amount, "to": state.influence[seat][company]}))
        state.debt_paid.append(paid)
    return events


def debt_dict(state: "MiniExpressState", viewer: int | None, full: bool) -> dict:
    """The debt tokens as data: all of them in the full state or once revealed; in a seat's view
    before the reveal only that seat's own token (the others are None)."""
    tokens = []
    for seat in range(state.n):
        token = debt_token(state, seat)
        shown = full or state.debt_revealed or seat == viewer
        tokens.append({"id": token.id, "debt": dict(token.items())} if token is not None and shown else None)
    return {"revealed": state.debt_revealed, "tokens": tokens,
            "paid": [dict(p) for p in state.debt_paid] if state.debt_revealed else None}


def port_list(state: "MiniExpressState") -> list[dict]:
    return [{"hex": list(h), "label": hex_label(h), "company": (state.trains.get(h) or [None])[0]}
            for h in sorted(state.board.ports, key=east_north_key)]
