"""The experts' duel (Hra pro 2 zkušené hráče): the split of the starting shares, two actions per
turn on two different companies, no game end on a second action, the end at the first exhausted
company."""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event, RuleError

from ..companies import COMPANIES

if TYPE_CHECKING:
    from ..state import MiniExpressState


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
