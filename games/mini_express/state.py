"""The Mini Express game state: set-up, the share draft, both actions, the end and scoring.

Modes (``options.mode``): ``standard`` (3–5 players), ``solo`` (1 player against Mašinfíra),
``two_player`` (2 players with Mašinfíra as a third seat) and ``experts`` (the experts' duel).
Mašinfíra, the rulebook's automa, is a seat of kind ``automa`` the engine appends to ``seats``;
it never appears in ``to_act()``: whenever it is next, ``apply`` plays its turn (games/mini_express/
automa.py) before returning, so a record of the players' actions replays exactly.

The game data is one declared field list (``FIELDS``): clone, the raw dump and ``from_dict`` come
from it (games/core/fields.py). Building track lives in track.py; the experts' duel in duel.py;
each variant and mini-expansion in its own module (golden_spike.py, ports.py, secret_debt.py,
signals.py; Plnou parou vpřed only raises ``max_length``). Their choices are pending decisions
(decisions.py): while one is open only its answer is legal, and the turn goes on once the last
one is answered.

Section ids in RuleError / Event refer to /rules sections (locale/rules/mini-express.toml).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Action, Event, GameState, Rng, RuleError, Seat
from vypravci.games.core.fields import COW, FLAT, SHARED, FieldState, Record, Rows
from vypravci.games.core.hexgrid import Hex

from . import decisions, scoring, track
from .actions import BuildFerry, BuildTrack, BuildUnderground, BuildWhite, BuyShare, DraftShare, Pass, SplitShares
from .board import Board, Route, get_board
from .companies import AREA_MAX, COMPANIES, SHARES_TOTAL, WHITE
from .data import load_debt_tokens, load_masinfira_tokens, load_share_values, load_tokens
from .decisions import CHOICE_TYPES
from .expansion import share_draft, taiwan, uk
from .modes import automa, duel
from .variants import ports, secret_debt, signals

if TYPE_CHECKING:
    from .game import MiniExpressOptions

SUPPLY_TOTAL = 25  # wooden trains per company
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


class MiniExpressState(FieldState, GameState):
    FIELDS = (
        "phase", "current", "draft_order", "set_aside", "offer", "box", "area", "supply", "length",
        "influence", "shares", "trains", "exhausted", "end_triggered", "turns", "passes_in_row",
        "split_picks", "actions_left", "first_company",
        "mf_company", "mf_number", "mf_bag", "mf_drawn", "mf_aside", "mf_draws",
        "pending", "action_company", "spike", "signals", "round_order",
        "debts", "debt_revealed", "debt_paid", "tokens",
        "upgrade", "ferry_lines", "limits", "bonus", "developed", "white_trains", "seal", "sealed", "over_reason",
    )
    # How deep clone copies each field (games/core/fields.py); checked by the conformance suite.
    SHAPES = {
        **dict.fromkeys(("phase", "current", "end_triggered", "passes_in_row", "actions_left", "first_company",
                         "mf_company", "mf_number", "mf_draws", "action_company", "debt_revealed", "upgrade",
                         "sealed", "over_reason"), SHARED),
        **dict.fromkeys(("draft_order", "set_aside", "offer", "box", "area", "supply", "length", "exhausted",
                         "turns", "split_picks", "mf_bag", "mf_drawn", "mf_aside", "signals", "round_order",
                         "debts", "tokens", "ferry_lines", "limits", "bonus", "developed", "white_trains",
                         "seal", "spike"), FLAT),
        **dict.fromkeys(("influence", "shares", "debt_paid"), Rows()),
        "trains": COW,  # network.lay_train replaces a hex's list, never appends to it
        "pending": Rows(Record()),
    }

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
        self.geometry: dict = {}  # networks, distances, routes: dropped by network.lay_train
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
            if city.starts:
                self.trains[city.hex] = list(city.starts)
        # The UK and Tchaj-wan maps (uk.py, taiwan.py, share_draft.py): their set-up changes.
        self.upgrade = 0
        self.ferry_lines: dict[str, str] = {}
        self.limits: dict[str, int] = {}
        self.bonus: dict[str, int] = {}
        self.developed: list[str] = []
        self.white_trains: list[int] = [0] * n
        self.seal: list[int] = []
        self.sealed = False
        self.over_reason: str | None = None
        if self.board.data.rules in share_draft.ISLAND_RULES:
            share_draft.set_up(self)
            if self.board.data.rules == "uk":
                uk.set_up(self)
            else:
                taiwan.set_up(self)
        # Variants and mini-expansions (their own modules).
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
        tokens = [tuple(t) for t in load_tokens().for_map(self.board.data.rules)]
        Rng(seed).shuffle(tokens)
        demand = sorted((c for c in self.board.data.cities if c.demand), key=lambda c: c.number)
        self.tokens: dict[str, tuple[str, str]] = {c.id: tokens[i] for i, c in enumerate(demand)}

    # ------------------------------------------------------------------ copying & serialising
    # clone (FieldState) shares ``geometry``: it is computed from the trains alone, and
    # network.lay_train gives a state a fresh one whenever its trains change.

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
            data["ports"] = ports.port_list(self)
        if self.signals is not None:
            data["signals"] = {"volno": list(self.signals), "round_order": list(self.round_order)}
        if self.debts is not None:
            data["secret_debt"] = secret_debt.debt_dict(self, None, full=True)
        if self.board.data.rules == "uk":
            data["uk"] = {"upgrade": self.upgrade, "ferries": uk.ferry_list(self)}
        if self.board.data.rules == "taiwan":
            data["taiwan"] = taiwan.taiwan_dict(self)
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
            data["secret_debt"] = secret_debt.debt_dict(self, seat, full=False)
        if self.phase == "over":  # the final order and its breakdown, for pictures and reports
            data["ranking"] = self.ranking()
            data["score_breakdown"] = self.score_breakdown()
        return data

    def private_info(self, seat: int) -> list[Event]:
        """Tajný dluh: the seat's own debt token (as events only its owner is shown)."""
        return secret_debt.private_debt(self, seat)

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
        return track.capacity(self, city_id)

    def companies_in(self, h: Hex) -> list[str]:
        return track.companies_in(self, h)

    def network(self, company: str) -> frozenset[Hex]:
        return track.network(self, company)

    def build_targets(self, company: str) -> dict[str, int]:
        """Cities ``company`` may build into now → trains the shortest route needs."""
        return track.build_targets(self, company)

    def routes_to(self, company: str, city_id: str) -> list[Route]:
        return track.routes_to(self, company, city_id)

    def buy_cost(self, company: str) -> int:
        return self.area[company]

    def wild_choices(self, city_id: str) -> list[str | None]:
        return track.wild_choices(self, city_id)

    def second_action(self) -> bool:
        """Experts' duel: the second action of a turn."""
        return duel.second_action(self)

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, seat: int | None = None) -> list[Action]:
        seat = self.to_act() if seat is None else seat
        if seat is None or seat != self.to_act():
            return []
        if self.pending:
            return decisions.choice_actions(self, seat)
        if self.phase == "draft":
            if share_draft.piles(self):
                return [SplitShares(seat=seat, company=c) for c in COMPANIES
                        if share_draft.split_error(self, seat, c) is None]
            if self.mode == "experts":
                return [SplitShares(seat=seat, company=c) for c in COMPANIES if duel.split_error(self, c) is None]
            return [DraftShare(seat=seat, company=c) for c in COMPANIES if self.draft_error(seat, c) is None]
        actions: list[Action] = [
            BuyShare(seat=seat, company=c) for c in COMPANIES if self.buy_error(seat, c) is None
        ]
        for company in COMPANIES:
            for city_id in self.build_targets(company):
                for route in self.routes_to(company, city_id):
                    for wild in self.wild_choices(city_id):
                        actions.append(BuildTrack(seat=seat, company=company, city=city_id, route=route, wild=wild))
            actions += [BuildFerry(seat=seat, company=company, ferry=f) for f in uk.ferry_options(self, company)
                        if uk.ferry_error(self, company, f) is None]
        actions += [BuildUnderground(seat=seat, hex=h) for h in uk.underground_targets(self)]
        if taiwan.active(self):
            for city_id, sources in taiwan.white_targets(self, seat).items():
                for source, routes in sources.items():
                    if not duel.second_action(self) or taiwan.white_error(self, seat, source, city_id, None) is None:
                        actions += [BuildWhite(seat=seat, source=source, city=city_id, route=r, wild=wild)
                                    for r in routes for wild in self.wild_choices(city_id)]
        return actions or [Pass(seat=seat)]

    def field_values(self, action_type: str, field: str) -> list:
        """Every city of the map (and ferry line), for reading typed names (companies are a fixed list)."""
        if field in ("city", "source"):
            return list(self.board.cities)
        if field == "ferry":
            return [f.id for f in self.board.data.ferries]
        return []

    def pass_action(self, seat: int) -> dict | None:
        """A pass only when no other action is legal (the house rule of ``Pass``)."""
        if self.to_act() != seat or self.legal_actions(seat) != [Pass(seat=seat)]:
            return None
        return Pass(seat=seat).to_dict()

    # ------------------------------------------------------------------ checks (never mutate)
    def draft_error(self, seat: int, company: str) -> RuleError | None:
        err = share_draft.draft_error(self, company)
        if err:
            return err
        if self.set_aside[company] <= 0:
            return RuleError("error-draft-none-left", "setup-draft", company=company)
        held = [c for c in COMPANIES if self.shares[seat][c]]
        if held:
            if company in held:
                return RuleError("error-draft-same-company", "setup-draft", company=company)
            pair = frozenset((held[0], company))
            for other in range(self.humans if not share_draft.same_pair_allowed(self) else 0):
                if other != seat and frozenset(c for c in COMPANIES if self.shares[other][c]) == pair:
                    return RuleError("error-draft-same-pair", "setup-draft", company=company)
        return None

    def buy_error(self, seat: int, company: str) -> RuleError | None:
        if self.pending:
            return decisions.pending_error(self)
        err = duel.company_error(self, company)
        if err:
            return err
        if self.offer[company] <= 0:
            return RuleError("error-buy-no-shares", "buy-share", company=company)
        cost = self.buy_cost(company)
        if self.influence[seat][company] < cost:
            return RuleError("error-buy-influence", "buy-share", company=company, cost=cost,
                             have=self.influence[seat][company])
        if duel.second_action(self) and duel.buy_exhausts(self, company):
            return RuleError("error-duel-second-action-ends", "experts-duel", company=company)
        if company == WHITE and taiwan.active(self) and seat != self.mf:
            return taiwan.white_buy_error(self, seat)
        return None

    def _check(self, action: Action) -> None:
        seat = action.seat
        if isinstance(action, CHOICE_TYPES):
            decisions.check_choice(self, action)
            return
        if self.pending:
            raise decisions.pending_error(self)
        if isinstance(action, SplitShares):
            if self.mode != "experts" and not share_draft.piles(self):
                raise RuleError("error-split-not-duel", "setup-draft")
            if self.phase != "draft":
                raise RuleError("error-not-in-draft", "setup-draft")
            if share_draft.piles(self):
                err = share_draft.split_error(self, seat, action.company)
            else:
                err = duel.split_error(self, action.company)
            if err:
                raise err
            return
        if isinstance(action, DraftShare):
            if self.phase != "draft":
                raise RuleError("error-not-in-draft", "setup-draft")
            if self.mode == "experts" or share_draft.piles(self):
                raise RuleError("error-draft-duel-split", "experts-duel" if not share_draft.piles(self) else "island-draft")
            err = self.draft_error(seat, action.company)
            if err:
                raise err
            return
        if self.phase == "draft":
            raise RuleError("error-draft-first", "setup-draft")
        if isinstance(action, BuyShare):
            err = self.buy_error(seat, action.company)
            if err:
                raise err
        elif isinstance(action, BuildTrack):
            track.resolve_route(self, action)
            track.check_wild(self, action.city, action.wild)
        elif isinstance(action, BuildFerry):
            err = uk.ferry_error(self, action.company, action.ferry)
            if err:
                raise err
        elif isinstance(action, BuildUnderground):
            err = uk.underground_error(self, tuple(action.hex)) or duel.company_error(self, WHITE)
            if err:
                raise err
        elif isinstance(action, BuildWhite):
            err = taiwan.white_error(self, seat, action.source, action.city, action.route)
            if err:
                raise err
            if action.wild is not None:  # omitted: the old automatic choice (records before the choice)
                track.check_wild(self, action.city, action.wild)
        elif isinstance(action, Pass):
            if self.legal_actions(seat) != [Pass(seat=seat)]:
                raise RuleError("error-pass-not-allowed", "turn")
        else:  # pragma: no cover - the action union is closed
            raise RuleError("error-bad-action", "actions", detail=type(action).__name__)

    # ------------------------------------------------------------------ performing
    def _perform(self, action: Action) -> list[Event]:
        seat = action.seat
        if isinstance(action, DraftShare):
            events = self._do_draft(seat, action.company)
        elif isinstance(action, SplitShares):
            if share_draft.piles(self):
                events = share_draft.split(self, seat, action.company)
            else:
                events = duel.split(self, seat, action.company)
        elif isinstance(action, CHOICE_TYPES):
            kind = self.pending[0]["kind"]
            events = decisions.resolve_choice(self, action)
            if kind == "seal":
                if not self.pending:
                    events += self.game_over(self.over_reason)
            elif kind != "next" and not any(p["kind"] != "next" for p in self.pending):
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
                route = track.resolve_route(self, action)
                events += track.build(self, seat, action.company, action.city, route, action.wild)
                company = action.company
            elif isinstance(action, BuildFerry):
                events += uk.build_ferry(self, seat, action.company, action.ferry)
                company = action.company
            elif isinstance(action, BuildUnderground):
                events += uk.build_underground(self, seat, tuple(action.hex))
                company = WHITE
            elif isinstance(action, BuildWhite):
                routes = taiwan.white_routes(self, action.source, action.city)
                route = tuple(tuple(h) for h in action.route) if action.route else routes[0]
                wild = action.wild if action.wild is not None else track.wild_choices(self, action.city)[0]
                events += taiwan.build_white(self, seat, action.source, action.city, route, wild)
                events += taiwan.open_restrict(self, seat)
                company = WHITE
            else:
                events.append(Event(key="me-ev-pass", params={"seat": seat}))
            if self.pending:  # the action opened a decision: the turn goes on once it is answered
                self.action_company = company
            else:
                events += self._after_action(seat, company)
        events += self._run_automa()
        return events

    def _run_automa(self) -> list[Event]:
        """Play Mašinfíra's turns while it is next (it always plays last in a round)."""
        events: list[Event] = []
        while self.mf is not None and self.phase == "play" and self.current == self.mf:
            events += automa.play_turn(self)
        return events

    def _do_draft(self, seat: int, company: str) -> list[Event]:
        self.set_aside[company] -= 1
        self.shares[seat][company] += 1
        self.draft_order.pop(0)
        events = [Event(key="me-ev-draft", params={"seat": seat, "company": company})]
        # Skip anyone left with no legal second pick (cannot happen with a sane draft; kept safe).
        while self.draft_order and not any(
            self.draft_error(self.draft_order[0], c) is None for c in COMPANIES
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
            step = share_draft.LEFTOVER_STEP if share_draft.applies(self) else DRAFT_LEFTOVER_STEP[self.humans]
            for c in COMPANIES:
                if self.set_aside[c]:
                    moved = self.set_aside[c] * step
                    self.length[c] = min(self.max_length, self.length[c] + moved)
                    events.append(Event(key="me-ev-draft-leftover", params={"company": c, "shares": self.set_aside[c], "steps": moved}))
        for c in COMPANIES:
            self.set_aside[c] = 0
        return events + self.begin_play()

    def begin_play(self) -> list[Event]:
        self.phase = "play"
        self.current = 0
        self.actions_left = 1  # experts' duel: the start player's first turn has 1 action
        self.first_company = None
        return [Event(key="me-ev-play-begins", params={"seat": 0})]

    def take_aside(self, seat: int, company: str, count: int) -> None:
        self.set_aside[company] -= count
        self.shares[seat][company] += count

    def area_max(self, company: str) -> int:
        """Trains a company's area holds (5; the UK and Tchaj-wan maps change it)."""
        if self.board.data.rules == "uk":
            return uk.area_max(self, company)
        if self.board.data.rules == "taiwan":
            return taiwan.area_max(company)
        return AREA_MAX

    def add_trains(self, company: str, count: int) -> int:
        """Move up to ``count`` trains from supply to the area (up to its cap). Returns how many moved."""
        moved = max(0, min(count, self.area_max(company) - self.area[company], self.supply[company]))
        self.area[company] += moved
        self.supply[company] -= moved
        return moved

    def _do_buy(self, seat: int, company: str) -> list[Event]:
        cost = self.buy_cost(company)
        self.influence[seat][company] -= cost
        self.offer[company] -= 1
        self.shares[seat][company] += 1
        events: list[Event] = []
        if self.board.data.rules == "uk":
            events += uk.count_share(self)
        added = self.add_trains(company, self.buy_trains(company))
        events.insert(0, Event(key="me-ev-buy", params={"seat": seat, "company": company, "cost": cost, "trains": added}))
        if company == WHITE and taiwan.active(self):
            events += taiwan.open_restrict(self, seat)
        return events + self.check_exhaustion()

    def buy_trains(self, company: str) -> int:
        """Trains a share purchase adds (3; the UK and Tchaj-wan maps change it)."""
        if self.board.data.rules == "uk":
            return uk.buy_trains(self, company)
        if taiwan.active(self) and company == WHITE:
            return taiwan.WHITE_BUY_TRAINS
        return 3

    def check_exhaustion(self) -> list[Event]:
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
        elif not duel.second_action(self):  # a duel's second action passed is not a whole turn passed
            self.passes_in_row += 1
        if self.mode == "experts":
            seal = taiwan.check_seal(self) if taiwan.active(self) else []
            return seal + duel.after_action(self, seat, company)
        return self.end_turn(seat)

    def end_turn(self, seat: int) -> list[Event]:
        # Císařská pečeť (Tchaj-wan): checked at the end of every turn.
        seal = taiwan.check_seal(self) if taiwan.active(self) else []
        if self.signals is not None:
            return seal + signals.end_turn(self, seat)
        events: list[Event] = seal
        self.turns[seat] += 1
        last = seat == self.n - 1  # the player to the right of the start player (or Mašinfíra)
        if not self.end_triggered and len(self.exhausted) >= 2:
            self.end_triggered = True
            key = "me-ev-end-now" if last else "me-ev-end-triggered"
            events.append(Event(key=key, params={"seat": seat}))
        stuck = self.passes_in_row >= self.n  # nobody could act for a whole round
        if (self.end_triggered and last) or stuck:
            return events + self.game_over()
        self.current = (seat + 1) % self.n
        return events

    def game_over(self, reason_key: str | None = None) -> list[Event]:
        if taiwan.active(self) and not self.sealed:
            # Tchaj-wan: the star-city bonus and the imperial seal come before final scoring.
            self.over_reason = reason_key
            events = taiwan.open_seal(self)
            if self.pending:
                return events
            return events + self.game_over(reason_key)
        self.phase = "over"
        self.pending = []
        events = secret_debt.reveal_debts(self)  # Tajný dluh: before final scoring
        if reason_key == "me-ev-duel-end":
            events.append(Event(key="me-ev-duel-end", params={"company": self.exhausted[0]}))
        events.append(Event(key="me-ev-game-over", params={"scores": self.scores(), "winner": self.ranking()[0]}))
        return events

    # ------------------------------------------------------------------ results
    def score_breakdown(self) -> list[dict[str, dict]]:
        ignore_first = self.mode in ("solo", "experts")  # the 1st column is not used in a duel
        rows = scoring.breakdown(self.influence, self.shares, self.length, load_share_values(), ignore_first)
        for seat, c, rule in self._zeroed():
            rows[seat][c].update(value=0, points=0, zeroed=rule)
        return rows

    def _zeroed(self) -> list[tuple[int, str, str]]:
        """Solo difficulties: the (seat, company, rule) whose shares score nothing."""
        if self.mode != "solo" or self.level < 2:
            return []
        out = []
        for seat in range(self.humans):
            for c in COMPANIES:
                mine, theirs = self.influence[seat][c], self.influence[self.mf][c]
                if mine <= 3:
                    out.append((seat, c, "sotous"))  # Šotouš: influence 3 or less scores nothing
                elif self.level >= 3 and mine < theirs:
                    out.append((seat, c, "pruvodci"))  # Průvodčí: less influence than Mašinfíra scores nothing
        return out

    def scores(self) -> list[int]:
        """The points of ``score_breakdown`` summed per seat, without building its rows (a search
        asks for scores at every position it looks at)."""
        ignore_first = self.mode in ("solo", "experts")
        values = load_share_values()
        points = scoring.points(self.influence, self.shares, self.length, values, ignore_first)
        for seat, c, _ in self._zeroed():
            held = self.shares[seat][c]
            column = scoring.rank_columns([row[c] for row in self.influence], ignore_first)[seat]
            if held and column is not None:
                points[seat] -= values.value(self.length[c], column) * held
        return points

    def ranking(self) -> list[int]:
        scores = self.scores()
        if self.mode == "solo":  # on equal points Mašinfíra wins
            return sorted(range(self.n), key=lambda s: (-scores[s], s != self.mf, s))
        seal = self.seal if taiwan.active(self) else []  # Tchaj-wan: a seal holder loses a tie
        if self.signals is not None:  # V ruchu a spěchu: then who played earlier in the last round
            return sorted(range(self.n), key=lambda s: (-scores[s], s in seal, sum(self.shares[s].values()),
                                                        signals.last_round_position(self, s), s))
        return sorted(range(self.n), key=lambda s: (-scores[s], s in seal, sum(self.shares[s].values()), s))
