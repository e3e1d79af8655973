"""The Mini Express game state: set-up, the share draft, both actions, the end and scoring.

Section ids in RuleError / Event refer to /rules sections (locale/rules/mini-express.toml).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from games.core import Action, Event, GameState, Rng, RuleError, Seat

from .actions import BuildTrack, BuyShare, DraftShare, Pass
from .board import Board, Route, get_board
from .companies import COMPANIES, WILD
from .data import load_share_values, load_tokens
from .hexgrid import Hex
from . import scoring

if TYPE_CHECKING:
    from .game import MiniExpressOptions

AREA_MAX = 5  # at most 5 trains on a company's train area
SUPPLY_TOTAL = 25  # wooden trains per company
START_AREA = 4
BOARD_SHARES = 6
SET_ASIDE = {3: 2, 4: 3, 5: 3}  # shares per company set aside for the draft, by player count
DRAFT_LEFTOVER_STEP = {3: 2, 4: 1, 5: 2}  # track-length steps per unclaimed share
MAX_LENGTH = 15


class MiniExpressState(GameState):
    def __init__(self, game, options: "MiniExpressOptions", seats: list[Seat], seed: int) -> None:
        self.game = game
        self.options = options
        self.seats = list(seats)
        self.seed = seed
        n = len(seats)
        self.board: Board = get_board(options.map)
        self.phase = "draft"
        self.current = 0
        self.draft_order = list(range(n)) + list(range(n - 1, -1, -1))
        self.set_aside = {c: SET_ASIDE[n] for c in COMPANIES}
        self.offer = {c: BOARD_SHARES for c in COMPANIES}
        self.area = {c: START_AREA for c in COMPANIES}
        self.supply = {c: SUPPLY_TOTAL - START_AREA - 1 for c in COMPANIES}
        self.length = {c: 0 for c in COMPANIES}
        self.influence = [{c: 1 for c in COMPANIES} for _ in range(n)]
        self.shares = [{c: 0 for c in COMPANIES} for _ in range(n)]
        self.trains: dict[Hex, list[str]] = {}
        self.exhausted: list[str] = []
        self.end_triggered = False
        self.turns = [0] * n
        self.passes_in_row = 0
        self._cache: dict = {}
        for city in self.board.data.cities:
            if city.start:
                self.trains[city.hex] = [city.start]
        # Set-up step 7: one random demand token into every city but the start locations.
        tokens = [tuple(t) for t in load_tokens().tokens]
        Rng(seed).shuffle(tokens)
        demand = sorted((c for c in self.board.data.cities if not c.start), key=lambda c: c.number)
        self.tokens: dict[str, tuple[str, str]] = {c.id: tokens[i] for i, c in enumerate(demand)}

    # ------------------------------------------------------------------ copying & serialising
    def clone(self) -> "MiniExpressState":
        other = object.__new__(MiniExpressState)
        other.__dict__.update(self.__dict__)
        other.seats = list(self.seats)
        other.draft_order = list(self.draft_order)
        for name in ("set_aside", "offer", "area", "supply", "length", "tokens"):
            setattr(other, name, dict(getattr(self, name)))
        other.influence = [dict(d) for d in self.influence]
        other.shares = [dict(d) for d in self.shares]
        other.trains = {h: list(cs) for h, cs in self.trains.items()}
        other.exhausted = list(self.exhausted)
        other.turns = list(self.turns)
        other._cache = dict(self._cache)  # cached values are never mutated, only replaced
        return other

    def to_dict(self) -> dict:
        return {
            "game": self.game.id,
            "options": self.options.model_dump(mode="json"),
            "seats": [s.model_dump(mode="json") for s in self.seats],
            "phase": self.phase,
            "to_act": self.to_act(),
            "draft_order": list(self.draft_order),
            "set_aside": dict(self.set_aside),
            "offer": dict(self.offer),
            "area": dict(self.area),
            "supply": dict(self.supply),
            "length": dict(self.length),
            "influence": [dict(d) for d in self.influence],
            "shares": [dict(d) for d in self.shares],
            "trains": {f"{c},{r}": list(cs) for (c, r), cs in sorted(self.trains.items())},
            "tokens": {k: list(v) for k, v in sorted(self.tokens.items())},
            "exhausted": list(self.exhausted),
            "end_triggered": self.end_triggered,
            "turns": list(self.turns),
            "scores": self.scores(),
        }

    # ------------------------------------------------------------------ turn structure
    def to_act(self) -> int | None:
        return None if self.phase == "over" else self.current

    def is_terminal(self) -> bool:
        return self.phase == "over"

    @property
    def n(self) -> int:
        return len(self.seats)

    # ------------------------------------------------------------------ queries used by UI/AI
    def capacity(self, city_id: str) -> int:
        return 2 if self.options.first_game else self.board.cities[city_id].capacity

    def companies_in(self, h: Hex) -> list[str]:
        return self.trains.get(h, [])

    def network(self, company: str) -> frozenset[Hex]:
        key = ("net", company)
        if key not in self._cache:
            self._cache[key] = frozenset(h for h, cs in self.trains.items() if company in cs)
        return self._cache[key]

    def _distances(self, company: str) -> dict[Hex, int]:
        key = ("dist", company)
        if key not in self._cache:
            self._cache[key] = self.board.land_distances(self.network(company))
        return self._cache[key]

    def build_targets(self, company: str) -> dict[str, int]:
        """Cities ``company`` may build into now → trains the shortest route needs."""
        key = ("targets", company)
        if key in self._cache:
            return self._cache[key]
        result: dict[str, int] = {}
        net = self.network(company)
        trains = self.area[company]
        if trains > 0 and net:
            dist = self._distances(company)
            for city in self.board.data.cities:
                if city.hex in net or len(self.companies_in(city.hex)) >= self.capacity(city.id):
                    continue
                d = self.board.city_distance(dist, city.hex, net)
                if d is not None and d <= trains:
                    result[city.id] = d
        self._cache[key] = result
        return result

    def routes_to(self, company: str, city_id: str) -> list[Route]:
        """Every shortest route for ``company`` into ``city_id`` (canonical order)."""
        key = ("routes", company, city_id)
        if key not in self._cache:
            net = self.network(company)
            self._cache[key] = self.board.shortest_routes(self._distances(company), self.board.cities[city_id].hex, net)
        return self._cache[key]

    def buy_cost(self, company: str) -> int:
        return self.area[company]

    def wild_choices(self, city_id: str) -> list[str | None]:
        token = self.tokens.get(city_id)
        if token and token[1] == WILD:
            return [c for c in COMPANIES if c != token[0]]
        return [None]

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, seat: int | None = None) -> list[Action]:
        seat = self.to_act() if seat is None else seat
        if seat is None or seat != self.to_act():
            return []
        if self.phase == "draft":
            return [DraftShare(seat=seat, company=c) for c in COMPANIES if self._draft_error(seat, c) is None]
        actions: list[Action] = [
            BuyShare(seat=seat, company=c) for c in COMPANIES if self._buy_error(seat, c) is None
        ]
        for company in COMPANIES:
            for city_id in self.build_targets(company):
                for route in self.routes_to(company, city_id):
                    for wild in self.wild_choices(city_id):
                        actions.append(BuildTrack(seat=seat, company=company, city=city_id, route=route, wild=wild))
        return actions or [Pass(seat=seat)]

    # ------------------------------------------------------------------ checks (never mutate)
    def _draft_error(self, seat: int, company: str) -> RuleError | None:
        if self.set_aside[company] <= 0:
            return RuleError("error-draft-none-left", "setup-draft", company=company)
        held = [c for c in COMPANIES if self.shares[seat][c]]
        if held:
            if company in held:
                return RuleError("error-draft-same-company", "setup-draft", company=company)
            pair = frozenset((held[0], company))
            for other in range(self.n):
                if other != seat and frozenset(c for c in COMPANIES if self.shares[other][c]) == pair:
                    return RuleError("error-draft-same-pair", "setup-draft", company=company)
        return None

    def _buy_error(self, seat: int, company: str) -> RuleError | None:
        if self.offer[company] <= 0:
            return RuleError("error-buy-no-shares", "buy-share", company=company)
        cost = self.buy_cost(company)
        if self.influence[seat][company] < cost:
            return RuleError("error-buy-influence", "buy-share", company=company, cost=cost,
                             have=self.influence[seat][company])
        return None

    def _resolve_route(self, action: BuildTrack) -> Route:
        """The route a build action means, or a RuleError saying why there is none."""
        company, city_id = action.company, action.city
        city = self.board.cities.get(city_id)
        if city is None:
            raise RuleError("error-unknown-city", "build-track", city=city_id)
        present = self.companies_in(city.hex)
        if company in present:
            raise RuleError("error-build-not-new-market", "build-track", company=company, city=city_id)
        if len(present) >= self.capacity(city_id):
            raise RuleError("error-build-city-full", "build-track", city=city_id, capacity=self.capacity(city_id))
        if self.area[company] == 0:
            raise RuleError("error-build-no-trains", "build-track", company=company)
        need = self.build_targets(company).get(city_id)
        if need is None:
            net = self.network(company)
            need = self.board.city_distance(self.board.land_distances(net), city.hex, net)
            if need is None:
                raise RuleError("error-build-no-route", "build-track", company=company, city=city_id)
            raise RuleError("error-build-out-of-reach", "build-track", company=company, city=city_id,
                            need=need, have=self.area[company])
        routes = self.routes_to(company, city_id)
        if action.route is None:
            return routes[0]
        route = tuple(tuple(h) for h in action.route)
        if route not in routes:
            raise RuleError("error-build-route-not-shortest", "build-track", city=city_id, need=need)
        return route

    def _check(self, action: Action) -> None:
        seat = action.seat
        if isinstance(action, DraftShare):
            if self.phase != "draft":
                raise RuleError("error-not-in-draft", "setup-draft")
            err = self._draft_error(seat, action.company)
            if err:
                raise err
            return
        if self.phase == "draft":
            raise RuleError("error-draft-first", "setup-draft")
        if isinstance(action, BuyShare):
            err = self._buy_error(seat, action.company)
            if err:
                raise err
        elif isinstance(action, BuildTrack):
            self._resolve_route(action)
            choices = self.wild_choices(action.city)
            if action.wild not in choices:
                if choices == [None]:
                    raise RuleError("error-build-no-wild", "influence", city=action.city)
                raise RuleError("error-build-wild-choice", "influence", city=action.city,
                                company=self.tokens[action.city][0])
        elif isinstance(action, Pass):
            if self.legal_actions(seat) != [Pass(seat=seat)]:
                raise RuleError("error-pass-not-allowed", "turn")
        else:  # pragma: no cover - the action union is closed
            raise RuleError("error-bad-action", "actions", detail=type(action).__name__)

    # ------------------------------------------------------------------ performing
    def _perform(self, action: Action) -> list[Event]:
        route = self._resolve_route(action) if isinstance(action, BuildTrack) else ()
        self._cache = {}
        seat = action.seat
        if isinstance(action, DraftShare):
            return self._do_draft(seat, action.company)
        events: list[Event] = []
        if isinstance(action, BuyShare):
            events += self._do_buy(seat, action.company)
            self.passes_in_row = 0
        elif isinstance(action, BuildTrack):
            events += self._do_build(seat, action, route)
            self.passes_in_row = 0
        else:
            events.append(Event(key="me-ev-pass", params={"seat": seat}))
            self.passes_in_row += 1
        self._cache = {}
        events += self._end_turn(seat)
        return events

    def _do_draft(self, seat: int, company: str) -> list[Event]:
        self.set_aside[company] -= 1
        self.shares[seat][company] += 1
        self.draft_order.pop(0)
        events = [Event(key="me-ev-draft", params={"seat": seat, "company": company})]
        # Skip anyone left with no legal second pick (cannot happen with a sane draft; kept safe).
        while self.draft_order and not any(
            self._draft_error(self.draft_order[0], c) is None for c in COMPANIES
        ):
            events.append(Event(key="me-ev-draft-skipped", params={"seat": self.draft_order.pop(0)}))
        if self.draft_order:
            self.current = self.draft_order[0]
            return events
        # Set-up step 10: each unclaimed share moves its company's track length.
        step = DRAFT_LEFTOVER_STEP[self.n]
        for c in COMPANIES:
            if self.set_aside[c]:
                moved = self.set_aside[c] * step
                self.length[c] = min(self.max_length, self.length[c] + moved)
                events.append(Event(key="me-ev-draft-leftover", params={"company": c, "shares": self.set_aside[c], "steps": moved}))
                self.set_aside[c] = 0
        self.phase = "play"
        self.current = 0
        events.append(Event(key="me-ev-play-begins", params={"seat": 0}))
        return events

    def _add_trains(self, company: str, count: int) -> int:
        """Move up to ``count`` trains from supply to the area (cap 5). Returns how many moved."""
        moved = max(0, min(count, AREA_MAX - self.area[company], self.supply[company]))
        self.area[company] += moved
        self.supply[company] -= moved
        return moved

    def _do_buy(self, seat: int, company: str) -> list[Event]:
        cost = self.buy_cost(company)
        self.influence[seat][company] -= cost
        self.offer[company] -= 1
        self.shares[seat][company] += 1
        added = self._add_trains(company, 3)
        events = [Event(key="me-ev-buy", params={"seat": seat, "company": company, "cost": cost, "trains": added})]
        return events + self._check_exhaustion()

    @property
    def max_length(self) -> int:
        return MAX_LENGTH

    def _do_build(self, seat: int, action: BuildTrack, route: Route) -> list[Event]:
        company = action.company
        city = self.board.cities[action.city]
        compensation = {c: 0 for c in COMPANIES}
        for h in route:
            for other in self.trains.get(h, []):
                compensation[other] += 1
            self.trains.setdefault(h, []).append(company)
        self.area[company] -= len(route)
        land = sum(1 for h in route if self.board.is_land(h))  # cities (and closed ports) are not land
        before = self.length[company]
        self.length[company] = min(self.max_length, before + land)
        events = [Event(key="me-ev-build", params={
            "seat": seat, "company": company, "city": city.id, "trains": len(route),
            "length_from": before, "length_to": self.length[company],
        })]
        for other, count in compensation.items():
            if count:
                got = self._add_trains(other, count)
                events.append(Event(key="me-ev-compensation", params={"company": other, "trains": got}))
        events += self._gain_influence(seat, city.id, action.wild)
        if city.id in self.tokens and len(self.trains[city.hex]) >= self.capacity(city.id):
            del self.tokens[city.id]
            events.append(Event(key="me-ev-token-removed", params={"city": city.id}))
        return events + self._check_exhaustion()

    def _gain_influence(self, seat: int, city_id: str, wild: str | None) -> list[Event]:
        token = self.tokens.get(city_id)
        if not token:
            return []
        first, second = token
        gains = [first, wild if second == WILD else second]
        for c in gains:
            self.influence[seat][c] += 1
        return [Event(key="me-ev-influence", params={"seat": seat, "company": c, "to": self.influence[seat][c]})
                for c in dict.fromkeys(gains)]

    def _check_exhaustion(self) -> list[Event]:
        events = []
        for c in COMPANIES:
            if c in self.exhausted:
                continue
            if self.supply[c] == 0 and self.offer[c] > 0:
                events.append(Event(key="me-ev-supply-out", params={"company": c, "shares": self.offer[c]}))
                self.offer[c] = 0
            if self.offer[c] == 0:
                self.exhausted.append(c)
                events.append(Event(key="me-ev-exhausted", params={"company": c}))
        return events

    def _end_turn(self, seat: int) -> list[Event]:
        events: list[Event] = []
        self.turns[seat] += 1
        if not self.end_triggered and len(self.exhausted) >= 2:
            self.end_triggered = True
            events.append(Event(key="me-ev-end-triggered", params={"seat": seat}))
        stuck = self.passes_in_row >= self.n  # nobody could act for a whole round
        if (self.end_triggered and seat == self.n - 1) or stuck:
            self.phase = "over"
            events.append(Event(key="me-ev-game-over", params={"scores": self.scores(), "winner": self.ranking()[0]}))
            return events
        self.current = (seat + 1) % self.n
        return events

    # ------------------------------------------------------------------ results
    def score_breakdown(self) -> list[dict[str, dict]]:
        return scoring.breakdown(self.influence, self.shares, self.length, load_share_values())

    def scores(self) -> list[int]:
        return [sum(row["points"] for row in seat.values()) for seat in self.score_breakdown()]

    def ranking(self) -> list[int]:
        scores = self.scores()
        return sorted(range(self.n), key=lambda s: (-scores[s], sum(self.shares[s].values()), s))
