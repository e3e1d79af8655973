"""The experts' duel (Hra pro 2 zkušené hráče): the split of the starting shares, two actions per
turn on two different companies, no game end on a second action, the end at the first exhausted
company."""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event, RuleError

from .board import Route
from .companies import COMPANIES, WILD

if TYPE_CHECKING:
    from .state import MiniExpressState


def blocked(state: "MiniExpressState", company: str) -> bool:
    """Second action of a turn: the first action's company is not available."""
    return state.mode == "experts" and state.phase == "play" and state.first_company == company


def second_action(state: "MiniExpressState") -> bool:
    return state.mode == "experts" and state.phase == "play" and state.first_company is not None


def company_error(state: "MiniExpressState", company: str) -> RuleError | None:
    if blocked(state, company):
        return RuleError("error-duel-same-company", "experts-duel", company=company)
    return None


def split_error(state: "MiniExpressState", company: str) -> RuleError | None:
    if company in state.split_picks:
        return RuleError("error-split-company-taken", "experts-duel", company=company)
    return None


def buy_exhausts(state: "MiniExpressState", company: str) -> bool:
    """Would buying ``company``'s share now exhaust a share supply (and so end a duel)?"""
    if state.board.data.rules != "base":  # the expansion maps change what a purchase adds: play it out
        sim = state.clone()
        before = set(sim.exhausted)
        sim._do_buy(sim.current, company)
        return bool(set(sim.exhausted) - before)
    added = max(0, min(3, state.area_max(company) - state.area[company], state.supply[company]))
    return state.offer[company] <= 1 or state.supply[company] - added == 0


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
        from . import golden_spike, track

        sim = state.clone()
        before = set(sim.exhausted)
        track.build(sim, state.current, company, city_id, route, track.wild_choices(state, city_id)[0])
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


def split(state: "MiniExpressState", seat: int, company: str) -> list[Event]:
    """Set-up: the start player takes 2 of one company, both take 1 of a second, the other player
    takes 2 of a third, both take 1 of the last."""
    step = len(state.split_picks)
    state.split_picks.append(company)
    events: list[Event] = []
    if step in (0, 2):
        state.take_aside(seat, company, 2)
        events.append(Event(key="me-ev-split-two", params={"seat": seat, "company": company}))
    else:
        for s in range(state.humans):
            state.take_aside(s, company, 1)
        events.append(Event(key="me-ev-split-shared", params={"seat": seat, "company": company}))
    if step == 2:
        last = next(c for c in COMPANIES if c not in state.split_picks)
        state.split_picks.append(last)
        for s in range(state.humans):
            state.take_aside(s, last, 1)
        events.append(Event(key="me-ev-split-last", params={"company": last}))
        return events + state.begin_play()
    state.current = 0 if step == 0 else 1
    return events


def after_action(state: "MiniExpressState", seat: int, company: str | None) -> list[Event]:
    events: list[Event] = []
    if state.exhausted:
        # The duel ends at once when ONE company's share supply is exhausted.
        state.end_triggered = True
        state.turns[seat] += 1
        return events + state.game_over("me-ev-duel-end")
    if state.passes_in_row >= state.n:
        state.turns[seat] += 1
        return events + state.game_over()
    if company is not None and state.actions_left == 2:
        state.actions_left = 1
        state.first_company = company
        events.append(Event(key="me-ev-duel-second", params={"seat": seat, "company": company}))
        return events
    state.turns[seat] += 1
    state.current = (seat + 1) % state.n
    state.actions_left = 2
    state.first_company = None
    return events
