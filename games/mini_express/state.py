"""The Mini Express game state: set-up, the share draft, both actions, the end and scoring.

Modes (``options.mode``): ``standard`` (3–5 players), ``solo`` (1 player against Mašinfíra),
``two_player`` (2 players with Mašinfíra as a third seat) and ``experts`` (the experts' duel).
Mašinfíra, the rulebook's automa, is a seat of kind ``automa`` the engine appends to ``seats``;
it never appears in ``to_act()``: whenever it is next, ``apply`` plays its turn (games/mini_express/
automa.py) before returning, so a record of the players' actions replays exactly.

Variants and mini-expansions (``golden_spike``, ``ports``, ``secret_debt``, ``signals``,
``full_steam``): games/mini_express/variants.py. Their choices are pending decisions
(``self.pending``): while one is open only its answer is legal, and the turn goes on once the
last one is answered.

Section ids in RuleError / Event refer to /rules sections (locale/rules/mini-express.toml).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from games.core import Action, Event, GameState, Rng, RuleError, Seat

from .actions import BuildTrack, BuyShare, DraftShare, Pass, SplitShares
from .board import Board, Route, get_board
from .companies import AREA_MAX, COMPANIES, WILD
from .data import load_debt_tokens, load_masinfira_tokens, load_share_values, load_tokens
from games.core.hexgrid import Hex
from . import automa, scoring, variants
from .duel import DuelRules
from .variants import CHOICE_TYPES

if TYPE_CHECKING:
    from .game import MiniExpressOptions

SUPPLY_TOTAL = 25  # wooden trains per company
SHARES_TOTAL = 9  # shares per company in the box
START_AREA = 4
BOARD_SHARES = 6
SET_ASIDE = {3: 2, 4: 3, 5: 3}  # shares per company set aside for the draft, by player count
DRAFT_LEFTOVER_STEP = {3: 2, 4: 1, 5: 2}  # track-length steps per unclaimed share
MAX_LENGTH = 15
MAX_LENGTH_FULL_STEAM = 20  # Plnou parou vpřed: the extension board
DEBT_SALT = 0x7D1B7  # Tajný dluh: the deal of the debt tokens, Rng(seed).fork(DEBT_SALT)
# Shares per company on the asset board and set aside, by mode (the rest go back to the box).
MODE_SHARES = {"solo": (5, 2), "two_player": (6, 2), "experts": (5, 2)}
MASINFIRA_NAME = "Mašinfíra"
AUTOMA_MODES = ("solo", "two_player")


class MiniExpressState(DuelRules, GameState):
    def __init__(self, game, options: "MiniExpressOptions", seats: list[Seat], seed: int) -> None:
        self.game = game
        self.options = options
        self.mode: str = getattr(options, "mode", "standard")
        self.level: int = options.level if hasattr(options, "level") else 0
        self.seats = list(seats)
        self.humans = len(self.seats)
        # Mašinfíra plays last: the engine appends its seat after the players'.
        self.mf: int | None = None
        if self.mode in AUTOMA_MODES:
            self.mf = len(self.seats)
            self.seats.append(Seat(name=MASINFIRA_NAME, kind="automa"))
        self.seed = seed
        n = len(self.seats)
        self.board: Board = get_board(options.map, not getattr(options, "ports", False))
        self.phase = "draft"
        self.current = 0
        on_board, aside = MODE_SHARES.get(self.mode, (BOARD_SHARES, SET_ASIDE.get(self.humans, 0)))
        if self.mode == "solo":
            self.draft_order = [0, 0]  # the player takes 2 different set-aside shares
        elif self.mode == "experts":
            self.draft_order = []  # the split of the 8 starting shares (SplitShares actions)
        else:
            h = self.humans
            self.draft_order = list(range(h)) + list(range(h - 1, -1, -1))
        self.set_aside = {c: aside for c in COMPANIES}
        self.offer = {c: on_board for c in COMPANIES}
        self.box = {c: SHARES_TOTAL - on_board - aside for c in COMPANIES}
        self.area = {c: START_AREA for c in COMPANIES}
        self.supply = {c: SUPPLY_TOTAL - START_AREA - 1 for c in COMPANIES}
        self.length = {c: 0 for c in COMPANIES}
        player_influence = 0 if self.level >= 4 else 1  # Ajznbónák: you start at 0
        self.influence = [{c: player_influence for c in COMPANIES} for _ in range(n)]
        self.shares = [{c: 0 for c in COMPANIES} for _ in range(n)]
        self.trains: dict[Hex, list[str]] = {}
        self.exhausted: list[str] = []
        self.end_triggered = False
        self.turns = [0] * n
        self.passes_in_row = 0
        self._cache: dict = {}
        # Experts' duel: the split step (0–2), then the actions left in the current turn and the
        # company the first of two actions was for.
        self.split_picks: list[str] = []
        self.actions_left = 1
        self.first_company: str | None = None
        # Mašinfíra (set-up steps I–III; step III/V: the bag).
        self.mf_company = 0  # index into COMPANIES: the chosen-company marker starts on Dřevařská
        self.mf_number = 0  # the destination-city marker: 0 = off the map, else a solo number
        self.mf_bag: list[int] = []
        self.mf_drawn: list[int] = []
        self.mf_aside: list[int] = []
        self.mf_draws = 0  # draws so far: the state of Mašinfíra's seeded Rng
        if self.mf is not None:
            tokens = load_masinfira_tokens()
            self.influence[self.mf] = {c: 2 if self.level >= 4 else 1 for c in COMPANIES}
            if self.mode == "solo":
                self.mf_bag = list(tokens.numbered)
                self.mf_aside = list(tokens.reshuffle_ids)
            else:
                # 2 players with Mašinfíra run only set-up steps I–III: no starting shares are drawn
                # (step IV), so nothing keeps the reshuffle tokens out of the bag (step V).
                self.mf_bag = list(range(len(tokens.tokens)))
        for city in self.board.data.cities:
            if city.start:
                self.trains[city.hex] = [city.start]
        # Variants and mini-expansions (variants.py).
        self.pending: list[dict] = []  # open decisions, answered first to last
        self.action_company: str | None = None  # the action whose decisions are open (its company)
        self.spike: dict | None = (
            {"status": "map", "east": None, "west": None} if getattr(options, "golden_spike", False) else None)
        self.signals: list[bool] | None = [True] * n if getattr(options, "signals", False) else None  # True: Volno
        self.round_order: list[int] = []  # V ruchu a spěchu: who played, in order, since the last reset
        self.debts: list[int | None] | None = None
        self.debt_revealed = False
        self.debt_paid: list[dict[str, int]] = []
        if getattr(options, "secret_debt", False):
            # Tajný dluh, set-up step 1: every seat (Mašinfíra too) takes a random debt token.
            ids = [t.id for t in load_debt_tokens().tokens]
            Rng(seed).fork(DEBT_SALT).shuffle(ids)
            self.debts = ids[:n]
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
        for name in ("set_aside", "offer", "box", "area", "supply", "length", "tokens"):
            setattr(other, name, dict(getattr(self, name)))
        other.influence = [dict(d) for d in self.influence]
        other.shares = [dict(d) for d in self.shares]
        other.trains = {h: list(cs) for h, cs in self.trains.items()}
        other.exhausted = list(self.exhausted)
        other.turns = list(self.turns)
        other.split_picks = list(self.split_picks)
        other.mf_bag = list(self.mf_bag)
        other.mf_drawn = list(self.mf_drawn)
        other.mf_aside = list(self.mf_aside)
        other._cache = dict(self._cache)  # cached values are never mutated, only replaced
        other.pending = list(self.pending)  # decisions are never mutated, only replaced
        other.spike = dict(self.spike) if self.spike is not None else None
        other.signals = list(self.signals) if self.signals is not None else None
        other.round_order = list(self.round_order)
        other.debts = list(self.debts) if self.debts is not None else None
        other.debt_paid = [dict(d) for d in self.debt_paid]
        return other

    def determinize(self, seat: int, seed: int) -> "MiniExpressState":
        """A copy as ``seat`` could imagine it: Mašinfíra's future draws and the other seats' face-down
        debt tokens (Tajný dluh) redrawn with ``seed``."""
        other = self.clone()
        other.seed = seed  # only future draws still derive from the seed (set-up is done)
        if other.debts is not None and not other.debt_revealed:
            own = other.debts[seat] if seat < len(other.debts) else None
            unseen = [t.id for t in load_debt_tokens().tokens if t.id != own]
            Rng(seed).shuffle(unseen)
            other.debts = [d if i == seat else unseen.pop() for i, d in enumerate(other.debts)]
        return other

    def to_dict(self) -> dict:
        data = {
            "game": self.game.id,
            "options": self.options.model_dump(mode="json"),
            "seats": [s.model_dump(mode="json") for s in self.seats],
            "phase": self.phase,
            "to_act": self.to_act(),
            "draft_order": list(self.draft_order),
            "set_aside": dict(self.set_aside),
            "offer": dict(self.offer),
            "box": dict(self.box),
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
            "passes_in_row": self.passes_in_row,
            "scores": self.scores(),
            "max_length": self.max_length,
            "pending": [dict(p) for p in self.pending],
        }
        if self.pending:
            data["action_company"] = self.action_company
        if self.spike is not None:
            data["golden_spike"] = dict(self.spike)
        if self.options.ports:
            data["ports"] = variants.port_list(self)
        if self.signals is not None:
            data["signals"] = {"volno": list(self.signals), "round_order": list(self.round_order)}
        if self.debts is not None:
            data["secret_debt"] = variants.debt_dict(self, None, full=True)
        if self.mode == "experts":
            data["duel"] = {"split_picks": list(self.split_picks), "actions_left": self.actions_left,
                            "first_company": self.first_company}
        if self.mf is not None:
            dest = automa.destination(self)
            data["masinfira"] = {
                "seat": self.mf,
                "company_marker": COMPANIES[self.mf_company],
                "destination": dest.id if dest else None,
                "destination_number": self.mf_number,
                "bag": sorted(self.mf_bag),
                "drawn": list(self.mf_drawn),
                "set_aside": sorted(self.mf_aside),
                "draws": self.mf_draws,
            }
        return data

    def view(self, seat: int | None = None) -> dict:
        """What ``seat`` (None: an onlooker) may see: everything but the other seats' debt tokens
        (Tajný dluh) until they are revealed before final scoring."""
        data = self.to_dict()
        if self.debts is not None:
            data["secret_debt"] = variants.debt_dict(self, seat, full=False)
        return data

    def private_info(self, seat: int) -> list[Event]:
        """Tajný dluh: the seat's own debt token (as events only its owner is shown)."""
        return variants.private_debt(self, seat)

    # ------------------------------------------------------------------ turn structure
    def to_act(self) -> int | None:
        return None if self.phase == "over" else self.current

    def is_terminal(self) -> bool:
        return self.phase == "over"

    @property
    def n(self) -> int:
        return len(self.seats)

    @property
    def max_length(self) -> int:
        return MAX_LENGTH_FULL_STEAM if getattr(self.options, "full_steam", False) else MAX_LENGTH

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
        if trains > 0 and net and not self._duel_blocked(company) and not self.pending:
            dist = self._distances(company)
            second = self._second_action()  # a duel's second action may not end the game
            for city in self.board.data.cities:
                if city.hex in net or len(self.companies_in(city.hex)) >= self.capacity(city.id):
                    continue
                if variants.spike_closed(self, city.id):
                    continue
                d = self.board.city_distance(dist, city.hex, net)
                if d is not None and d <= trains and (not second or self.routes_to(company, city.id)):
                    result[city.id] = d
        self._cache[key] = result
        return result

    def routes_to(self, company: str, city_id: str) -> list[Route]:
        """Every shortest route for ``company`` into ``city_id`` (canonical order). In the second
        action of an experts' duel turn, routes that would end the game are left out."""
        key = ("routes", company, city_id)
        if key not in self._cache:
            net = self.network(company)
            routes = self.board.shortest_routes(self._distances(company), self.board.cities[city_id].hex, net)
            if self._second_action():
                routes = [r for r in routes if not self._build_exhausts(company, city_id, r)]
            self._cache[key] = routes
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
        if self.pending:
            return variants.choice_actions(self, seat)
        if self.phase == "draft":
            if self.mode == "experts":
                return [SplitShares(seat=seat, company=c) for c in COMPANIES if self._split_error(c) is None]
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
            for other in range(self.humans):
                if other != seat and frozenset(c for c in COMPANIES if self.shares[other][c]) == pair:
                    return RuleError("error-draft-same-pair", "setup-draft", company=company)
        return None

    def _buy_error(self, seat: int, company: str) -> RuleError | None:
        if self.pending:
            return variants.pending_error(self)
        err = self._duel_error(company)
        if err:
            return err
        if self.offer[company] <= 0:
            return RuleError("error-buy-no-shares", "buy-share", company=company)
        cost = self.buy_cost(company)
        if self.influence[seat][company] < cost:
            return RuleError("error-buy-influence", "buy-share", company=company, cost=cost,
                             have=self.influence[seat][company])
        if self._second_action() and self._buy_exhausts(company):
            return RuleError("error-duel-second-action-ends", "experts-duel", company=company)
        return None

    def _resolve_route(self, action: BuildTrack) -> Route:
        """The route a build action means, or a RuleError saying why there is none."""
        company, city_id = action.company, action.city
        city = self.board.cities.get(city_id)
        if city is None:
            raise RuleError("error-unknown-city", "build-track", city=city_id)
        if variants.spike_closed(self, city_id):
            raise RuleError("error-build-spike-closed", "golden-spike", city=city_id)
        err = self._duel_error(company)
        if err:
            raise err
        present = self.companies_in(city.hex)
        if company in present:
            raise RuleError("error-build-not-new-market", "build-track", company=company, city=city_id)
        if len(present) >= self.capacity(city_id):
            raise RuleError("error-build-city-full", "build-track", city=city_id, capacity=self.capacity(city_id))
        if self.area[company] == 0:
            raise RuleError("error-build-no-trains", "build-track", company=company)
        net = self.network(company)
        need = self.board.city_distance(self._distances(company), city.hex, net)
        if need is None:
            raise RuleError("error-build-no-route", "build-track", company=company, city=city_id)
        if need > self.area[company]:
            raise RuleError("error-build-out-of-reach", "build-track", company=company, city=city_id,
                            need=need, have=self.area[company])
        routes = self.routes_to(company, city_id)
        if not routes:  # every shortest route would end an experts' duel on a second action
            raise RuleError("error-duel-second-action-ends", "experts-duel", company=company)
        if action.route is None:
            return routes[0]
        route = tuple(tuple(h) for h in action.route)
        if route not in routes:
            if self._second_action() and route in self.board.shortest_routes(self._distances(company), city.hex, net):
                raise RuleError("error-duel-second-action-ends", "experts-duel", company=company)
            raise RuleError("error-build-route-not-shortest", "build-track", city=city_id, need=need)
        return route

    def _check(self, action: Action) -> None:
        seat = action.seat
        if isinstance(action, CHOICE_TYPES):
            variants.check_choice(self, action)
            return
        if self.pending:
            raise variants.pending_error(self)
        if isinstance(action, SplitShares):
            if self.mode != "experts":
                raise RuleError("error-split-not-duel", "setup-draft")
            if self.phase != "draft":
                raise RuleError("error-not-in-draft", "setup-draft")
            err = self._split_error(action.company)
            if err:
                raise err
            return
        if isinstance(action, DraftShare):
            if self.phase != "draft":
                raise RuleError("error-not-in-draft", "setup-draft")
            if self.mode == "experts":
                raise RuleError("error-draft-duel-split", "experts-duel")
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
            events = self._do_draft(seat, action.company)
        elif isinstance(action, SplitShares):
            events = self._do_split(seat, action.company)
        elif isinstance(action, CHOICE_TYPES):
            kind = self.pending[0]["kind"]
            events = variants.resolve_choice(self, action)
            self._cache = {}
            if kind != "next" and not any(p["kind"] != "next" for p in self.pending):
                # The action's last decision is answered: its turn goes on.
                company, self.action_company = self.action_company, None
                events += self._after_action(seat, company)
        else:
            events = []
            company = None
            if isinstance(action, BuyShare):
                events += self._do_buy(seat, action.company)
                company = action.company
            elif isinstance(action, BuildTrack):
                events += self._do_build(seat, action.company, action.city, route, action.wild)
                company = action.company
            else:
                events.append(Event(key="me-ev-pass", params={"seat": seat}))
            self._cache = {}
            if self.pending:  # the action opened a decision: the turn goes on once it is answered
                self.action_company = company
            else:
                events += self._after_action(seat, company)
        self._cache = {}
        events += self._run_automa()
        return events

    def _run_automa(self) -> list[Event]:
        """Play Mašinfíra's turns while it is next (it always plays last in a round)."""
        events: list[Event] = []
        while self.mf is not None and self.phase == "play" and self.current == self.mf:
            events += automa.play_turn(self)
            self._cache = {}
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
        if self.mode == "solo":
            # Step 10 is replaced by Mašinfíra's set-up steps IV and V.
            events += automa.setup_shares(self)
        elif self.mode == "two_player":
            # Step 10: every unclaimed share goes to Mašinfíra; track lengths do not move.
            for c in COMPANIES:
                if self.set_aside[c]:
                    self.shares[self.mf][c] += self.set_aside[c]
                    events.append(Event(key="me-ev-mf-leftover", params={
                        "seat": self.mf, "company": c, "shares": self.set_aside[c]}))
        else:
            # Set-up step 10: each unclaimed share moves its company's track length.
            step = DRAFT_LEFTOVER_STEP[self.humans]
            for c in COMPANIES:
                if self.set_aside[c]:
                    moved = self.set_aside[c] * step
                    self.length[c] = min(self.max_length, self.length[c] + moved)
                    events.append(Event(key="me-ev-draft-leftover", params={"company": c, "shares": self.set_aside[c], "steps": moved}))
        for c in COMPANIES:
            self.set_aside[c] = 0
        return events + self._begin_play()

    def _begin_play(self) -> list[Event]:
        self.phase = "play"
        self.current = 0
        self.actions_left = 1  # experts' duel: the start player's first turn has 1 action
        self.first_company = None
        return [Event(key="me-ev-play-begins", params={"seat": 0})]

    def _take_aside(self, seat: int, company: str, count: int) -> None:
        self.set_aside[company] -= count
        self.shares[seat][company] += count

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

    def _do_build(self, seat: int, company: str, city_id: str, route: Route, wild: str | None,
                  by_automa: bool = False) -> list[Event]:
        city = self.board.cities[city_id]
        first_track = not self.trains.get(city.hex)
        token_before = self.tokens.get(city.id)
        fresh = [h for h in route if not self.trains.get(h)]
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
            if not count:
                continue
            if by_automa and self.level >= 1 and self.area[other] >= 2:
                # Turista: no compensation for a company that already has 2+ trains on its area.
                events.append(Event(key="me-ev-mf-no-compensation", params={
                    "company": other, "trains": self.area[other]}))
                continue
            got = self._add_trains(other, count)
            events.append(Event(key="me-ev-compensation", params={"company": other, "trains": got}))
        events += self._gain_influence(seat, city.id, wild, by_automa)
        if city.id in self.tokens and len(self.trains[city.hex]) >= self.capacity(city.id):
            del self.tokens[city.id]
            events.append(Event(key="me-ev-token-removed", params={"city": city.id}))
        self._cache = {}
        if self.options.ports and first_track and token_before and token_before[1] == WILD:
            # Přístavy: an additional effect of the wild demand token.
            events += variants.port_event(self, seat, token_before[0], city.id, by_automa)
        if self.spike is not None:
            events += variants.spike_after_build(self, seat, company, city.id, fresh, route, by_automa)
        return events + self._check_exhaustion()

    def _gain_influence(self, seat: int, city_id: str, wild: str | None, by_automa: bool = False) -> list[Event]:
        token = self.tokens.get(city_id)
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
            self.influence[seat][c] += 1
        return events + [
            Event(key="me-ev-influence", params={"seat": seat, "company": c, "to": self.influence[seat][c]})
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

    def _after_action(self, seat: int, company: str | None) -> list[Event]:
        """Book-keeping after a player's action (``company`` None: a pass)."""
        if company is not None:
            self.passes_in_row = 0
        elif not self._second_action():  # a duel's second action passed is not a whole turn passed
            self.passes_in_row += 1
        if self.mode == "experts":
            return self._after_duel_action(seat, company)
        return self._end_turn(seat)

    def _end_turn(self, seat: int) -> list[Event]:
        if self.signals is not None:
            return variants.end_turn(self, seat)
        events: list[Event] = []
        self.turns[seat] += 1
        last = seat == self.n - 1  # the player to the right of the start player (or Mašinfíra)
        if not self.end_triggered and len(self.exhausted) >= 2:
            self.end_triggered = True
            key = "me-ev-end-now" if last else "me-ev-end-triggered"
            events.append(Event(key=key, params={"seat": seat}))
        stuck = self.passes_in_row >= self.n  # nobody could act for a whole round
        if (self.end_triggered and last) or stuck:
            return events + self._game_over()
        self.current = (seat + 1) % self.n
        return events

    def _game_over(self, reason_key: str | None = None) -> list[Event]:
        self.phase = "over"
        self.pending = []
        events = variants.reveal_debts(self)  # Tajný dluh: before final scoring
        if reason_key == "me-ev-duel-end":
            events.append(Event(key="me-ev-duel-end", params={"company": self.exhausted[0]}))
        events.append(Event(key="me-ev-game-over", params={"scores": self.scores(), "winner": self.ranking()[0]}))
        return events

    # ------------------------------------------------------------------ results
    def score_breakdown(self) -> list[dict[str, dict]]:
        ignore_first = self.mode in ("solo", "experts")  # the 1st column is not used in a duel
        rows = scoring.breakdown(self.influence, self.shares, self.length, load_share_values(), ignore_first)
        if self.mode == "solo" and self.level >= 2:
            for seat in range(self.humans):
                for c in COMPANIES:
                    mine, theirs = self.influence[seat][c], self.influence[self.mf][c]
                    rule = None
                    if mine <= 3:
                        rule = "sotous"  # Šotouš: influence 3 or less scores nothing
                    elif self.level >= 3 and mine < theirs:
                        rule = "pruvodci"  # Průvodčí: less influence than Mašinfíra scores nothing
                    if rule:
                        rows[seat][c].update(value=0, points=0, zeroed=rule)
        return rows

    def scores(self) -> list[int]:
        return [sum(row["points"] for row in seat.values()) for seat in self.score_breakdown()]

    def ranking(self) -> list[int]:
        scores = self.scores()
        if self.mode == "solo":  # on equal points Mašinfíra wins
            return sorted(range(self.n), key=lambda s: (-scores[s], s != self.mf, s))
        if self.signals is not None:  # V ruchu a spěchu: then who played earlier in the last round
            return sorted(range(self.n), key=lambda s: (-scores[s], sum(self.shares[s].values()),
                                                        variants.last_round_position(self, s), s))
        return sorted(range(self.n), key=lambda s: (-scores[s], sum(self.shares[s].values()), s))
