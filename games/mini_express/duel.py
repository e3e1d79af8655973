"""The experts' duel (Hra pro 2 zkušené hráče): the split of the starting shares, two actions per
turn on two different companies, no game end on a second action, the end at the first exhausted
company. A mixin of MiniExpressState, kept apart so the base rules read on their own."""
from __future__ import annotations

from games.core import Event, RuleError

from . import variants
from .board import Route
from .companies import AREA_MAX, COMPANIES, WILD


class DuelRules:
    """Experts' duel rules used by MiniExpressState (``self`` is the state)."""

    def _duel_blocked(self, company: str) -> bool:
        """Experts' duel, second action of a turn: the first action's company is not available."""
        return self.mode == "experts" and self.phase == "play" and self.first_company == company

    def _second_action(self) -> bool:
        return self.mode == "experts" and self.phase == "play" and self.first_company is not None

    def _split_error(self, company: str) -> RuleError | None:
        if company in self.split_picks:
            return RuleError("error-split-company-taken", "experts-duel", company=company)
        return None

    def _buy_exhausts(self, company: str) -> bool:
        """Would buying ``company``'s share now exhaust a share supply (and so end a duel)?"""
        added = max(0, min(3, AREA_MAX - self.area[company], self.supply[company]))
        return self.offer[company] <= 1 or self.supply[company] - added == 0

    def _build_may_trigger(self, company: str, city_id: str) -> bool:
        """Could a build into ``city_id`` set off a variant event that takes trains from a supply?"""
        if self.options.ports and city_id in self.tokens and self.tokens[city_id][1] == WILD \
                and not self.companies_in(self.board.cities[city_id].hex):
            return True
        if self.spike is not None:
            data = self.board.data
            if self.spike["status"] == "map" and city_id in (data.spike_east, data.spike_west):
                return True
            return self.spike["status"] == "east"
        return False

    def _build_exhausts(self, company: str, city_id: str, route: Route) -> bool:
        """Would building ``route`` now exhaust a share supply (compensation emptying a supply, or a
        variant event taking the last train; a decision it opens counts only if every answer does)?"""
        if self._build_may_trigger(company, city_id):
            sim = self.clone()
            sim._cache = {}
            before = set(sim.exhausted)
            sim._do_build(self.current, company, city_id, route, self.wild_choices(city_id)[0])
            if set(sim.exhausted) - before:
                return True
            for p in sim.pending:
                if p["kind"] == "branch" and all(variants.branch_exhausts(sim, c) for c in p["options"]):
                    return True
            return False
        owed: dict[str, int] = {}
        for h in route:
            for other in self.trains.get(h, []):
                owed[other] = owed.get(other, 0) + 1
        for c, count in owed.items():
            got = max(0, min(count, AREA_MAX - self.area[c], self.supply[c]))
            if c not in self.exhausted and self.offer[c] > 0 and self.supply[c] - got == 0:
                return True
        return False

    def _duel_error(self, company: str) -> RuleError | None:
        if self._duel_blocked(company):
            return RuleError("error-duel-same-company", "experts-duel", company=company)
        return None

    def _do_split(self, seat: int, company: str) -> list[Event]:
        """Experts' duel set-up: start player takes 2 of one company, both take 1 of a second,
        the other player takes 2 of a third, both take 1 of the last."""
        step = len(self.split_picks)
        self.split_picks.append(company)
        events: list[Event] = []
        if step in (0, 2):
            self._take_aside(seat, company, 2)
            events.append(Event(key="me-ev-split-two", params={"seat": seat, "company": company}))
        else:
            for s in range(self.humans):
                self._take_aside(s, company, 1)
            events.append(Event(key="me-ev-split-shared", params={"seat": seat, "company": company}))
        if step == 2:
            last = next(c for c in COMPANIES if c not in self.split_picks)
            self.split_picks.append(last)
            for s in range(self.humans):
                self._take_aside(s, last, 1)
            events.append(Event(key="me-ev-split-last", params={"company": last}))
            return events + self._begin_play()
        self.current = 0 if step == 0 else 1
        return events

    def _after_duel_action(self, seat: int, company: str | None) -> list[Event]:
        events: list[Event] = []
        if self.exhausted:
            # The duel ends at once when ONE company's share supply is exhausted.
            self.end_triggered = True
            self.turns[seat] += 1
            return events + self._game_over("me-ev-duel-end")
        if self.passes_in_row >= self.n:
            self.turns[seat] += 1
            return events + self._game_over()
        if company is not None and self.actions_left == 2:
            self.actions_left = 1
            self.first_company = company
            events.append(Event(key="me-ev-duel-second", params={"seat": seat, "company": company}))
            return events
        self.turns[seat] += 1
        self.current = (seat + 1) % self.n
        self.actions_left = 2
        self.first_company = None
        return events
