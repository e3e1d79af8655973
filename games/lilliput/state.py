"""The 18Lilliput game state: the flow of set-up, rounds (actions, operating, bureaucracy), the end.

Everything a player decides is a pending decision (``self.pending``, the first one is current):
``draft`` (a start company or a character), ``home`` (a start company's home tile), ``income``
(Balmuff), ``card`` (an action card or Dimen's Land), the card's actions ``tiles``, ``shares``,
``trains``, ``station``, ``fund``; ``offer`` (the selling director answers a train offer),
``depot`` (a depot train for a new or withholding company), ``return`` (a train back to the depot
when the limit drops), ``operate`` (a company's run and dividend). With nothing pending the flow
moves on by itself.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from vypravci.games.core import Action, Event, GameState, RuleError, Seat
from vypravci.games.core.fields import COW, FLAT, SHARED, Record, Rows, clone_fields, copy_data

from . import cards, characters, laying, scoring, setup, stations, typed_routes
from .economy import operating, shares, trains
from .track import scenarios
from .variants import gulliver, laputa
from .actions import (AnswerOffer, BuyShare, BuyTrain, CashCharacter, ChooseCharacter, ChooseCompany, CopyCard,
                      DepotTrain, Done, FundCompanies, LayTile, Operate, PlaceHome, PlaceStation, ReturnTrain,
                      RoundIncome, SellShares, StartCompany, TakeCard)
from .components import load_characters, load_trains
from .economy.market import Market

if TYPE_CHECKING:
    from .game import LilliputOptions
    from .track.network import Network

STATE_FIELDS = ("players", "companies", "characters_left", "cards", "used", "deck", "depot", "pending",
                "draft", "order", "operate_queue", "bought_types", "last_runs", "g_companies")
SCALARS = ("rounds", "round", "phase", "stage", "start_player", "turn", "rusted", "removed_trains",
           "serial", "arrivals", "gulliver", "g_draws", "g_shares", "g_turn")
SOLO_FIELDS = ("g_companies", "gulliver", "g_draws", "g_shares", "g_turn")
LATER_OPTIONS = ("solo", "allenbeck", "laputa", "brobdingnag", "scenario", "layout")
CARD_TURN = ("card", "tiles", "shares", "trains", "station", "fund")


class LilliputState(GameState):
    FIELDS = STATE_FIELDS + SCALARS
    # How deep clone copies each field (games/core/fields.py); checked by the conformance suite.
    SHAPES = {
        **dict.fromkeys(SCALARS, SHARED),
        **dict.fromkeys(("characters_left", "cards", "used", "deck", "draft", "order", "operate_queue",
                         "bought_types", "g_companies"), FLAT),
        "players": Rows(Record(shares=FLAT, characters=FLAT, char_tiles=FLAT)),
        "companies": Rows(Record(trains=Rows())),
        "depot": Rows(),
        "pending": Rows(Record()),
        "last_runs": COW,  # a company's run is stored whole, never changed
    }

    def __init__(self, game, options: "LilliputOptions", seats: list[Seat], seed: int,
                 board: "Network") -> None:
        self.game = game
        self.options = options
        self.seats = list(seats)
        self.humans = len(seats)  # the player count of the tables (cards, rounds, trains)
        # Solo: Gulliver, the automa, plays the seat after the player's (gulliver.py).
        self.gulliver: int | None = None
        if options.solo:
            self.gulliver = len(self.seats)
            self.seats.append(gulliver.seat())
        self.g_companies: list[str] = []
        self.g_draws = self.g_shares = self.g_turn = 0
        self.n = len(self.seats)
        self.seed = seed
        self.two_characters = bool(options.two_characters and self.humans == 2)
        self.market = Market()
        self.board = board
        if options.scenario or options.layout:  # the landscape comes right after Mildendo
            scenarios.place(board, scenarios.layout_of(options.scenario, options.layout))
        self.used: dict[str, int] = {}
        self.depot: list[dict] = []
        self.pending: list[dict] = []
        self.order: list[int] = []
        self.operate_queue: list[str] = []
        self.bought_types: list[str] = []
        self.last_runs: dict[str, dict] = {}
        self.round, self.phase, self.stage, self.start_player, self.turn = 0, 1, "draft", 0, 0
        self.rusted = self.removed_trains = self.serial = self.arrivals = 0
        setup.build(self)
        self._settle()

    # ------------------------------------------------------------------ helpers
    def clone(self) -> "LilliputState":
        other = clone_fields(self)
        other.board = self.board.clone()
        return other

    def determinize(self, seat: int, seed: int) -> "LilliputState":
        """Everything is public but Gulliver's future random choices: a copy draws them anew."""
        other = self.clone()
        if self.gulliver is not None:
            other.seed = seed
        return other

    def new_train(self, kind: str) -> dict:
        self.serial += 1
        return {"id": f"{kind}-{self.serial}", "type": kind}

    def directed(self, seat: int) -> list[str]:
        return [cid for cid, c in self.companies.items() if c["started"] and c["director"] == seat]

    def character_value(self, seat: int, power: str) -> int:
        char = load_characters().with_power(power)
        return char.discount_percent if char.id in self.players[seat]["characters"] else 0

    def phase_data(self):
        return load_trains().phase(self.phase)

    def company_money(self) -> int:
        return self.phase_data().company_money

    def place_token(self, cid: str, space: int) -> None:
        """A price token arrives on a space: under any tokens already there."""
        self.arrivals += 1
        self.companies[cid].update(space=space, arrival=self.arrivals)

    def move_token(self, cid: str, space: int) -> None:
        if space != self.companies[cid]["space"]:
            self.place_token(cid, space)

    def company_order(self) -> list[str]:
        """Started companies, highest price first; on one space the top token (earliest arrival) first."""
        started = [(cid, c) for cid, c in self.companies.items() if c["started"]]
        return [cid for cid, c in sorted(started, key=lambda x: (-x[1]["space"], x[1]["arrival"]))]

    # ------------------------------------------------------------------ whose turn
    def current(self) -> dict | None:
        return self.pending[0] if self.pending else None

    def to_act(self) -> int | None:
        top = self.current()
        return None if top is None else top["seat"]

    def is_terminal(self) -> bool:
        return self.stage == "over"

    def pass_action(self, seat: int) -> dict | None:
        """A card's action may be ended early (the rest forfeited) and a depot offer declined;
        taking a card, operating and answering an offer are never skipped."""
        top = self.current()
        if top is None or top["seat"] != seat or Done not in ACCEPTS[top["kind"]]:
            return None
        return Done(seat=seat).to_dict()

    # ------------------------------------------------------------------ the flow
    def _settle(self) -> list[Event]:
        events: list[Event] = []
        while not self.pending:
            stage = self.stage
            if stage == "draft":
                if self.draft:
                    self.pending.append({"kind": "draft", "seat": self.draft.pop(0)})
                else:
                    events += setup.finish(self)
                    events += laputa.remove_absent(self)
                    self.stage, self.round = "round", 1
            elif stage == "round":
                events.append(Event(key="ll-ev-round", params={"round": self.round}))
                balmuff = characters.owner(self, "round_income")
                if balmuff is not None:
                    self.pending.append({"kind": "income", "seat": balmuff})
                self.order = cards.turn_order(self.start_player, self.humans)
                self.turn = 0
                self.stage = "actions"
            elif stage == "actions":
                if self.turn < len(self.order):
                    self.pending.append({"kind": "card", "seat": self.order[self.turn]})
                    self.turn += 1
                elif self.gulliver is not None and self.g_turn < self.round:
                    # Gulliver's turn after the player's two cards (it may open a decision for
                    # the player, such as a train returned when the limit drops).
                    self.g_turn = self.round
                    events += gulliver.play_turn(self)
                else:
                    if self.options.advanced:
                        events += trains.remove_top(self)
                    self.operate_queue = operating.order(self)
                    self.last_runs = {}
                    self.stage = "operating"
            elif stage == "operating":
                if self.operate_queue:
                    events += self._next_company(self.operate_queue.pop(0))
                elif self.round >= self.rounds:
                    self.stage = "over"
                    events.append(Event(key="ll-ev-game-over", params={"scores": self.scores(),
                                                                       "winner": self.ranking()[0]}))
                    return events
                else:
                    events += self._bureaucracy()
            else:  # over
                return events
        return events

    def _next_company(self, cid: str) -> list[Event]:
        best = operating.run(self, cid)
        comp = self.companies[cid]
        if best["total"] <= 0:
            # No revenue: nothing to decide; the price falls as for withholding.
            self.last_runs[cid] = best
            return operating.finish(self, cid, 0, payout=False)
        if gulliver.is_gulliver(self, comp["director"]):
            # Gulliver's companies always pay out the maximum.
            self.last_runs[cid] = best
            return operating.finish(self, cid, best["total"], True, best.get("treasury", 0))
        self.pending.append({"kind": "operate", "seat": comp["director"], "company": cid, "best": best})
        return []

    def _bureaucracy(self) -> list[Event]:
        # Solo: the train bureaucracy would move to the depot went to Gulliver in his turn.
        events = [] if self.gulliver is not None else trains.to_depot_in_bureaucracy(self)
        self.start_player = (self.start_player + 1) % self.humans
        self.used = {}
        self.round += 1
        self.stage = "round"
        return events

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, seat: int | None = None, extra_lays: bool = True) -> list[Action]:
        """``extra_lays=False``: without the character tiles' lays on a card turn (a search's
        cheaper list; they are still legal)."""
        top = self.current()
        if top is None or (seat is not None and seat != top["seat"]):
            return []
        seat = top["seat"]
        result = getattr(self, f"_legal_{top['kind']}")(seat, top)
        if top["kind"] in CARD_TURN:
            result += self._legal_anytime(seat, extra_lays)
        return result

    def _legal_draft(self, seat: int, top: dict) -> list[Action]:
        companies, chars = setup.draft_choices(self, seat)
        return ([ChooseCompany(seat=seat, company=c) for c in companies]
                + [ChooseCharacter(seat=seat, character=c) for c in chars])

    def _legal_home(self, seat: int, top: dict) -> list[Action]:
        cid = top["company"]
        return [PlaceHome(seat=seat, company=cid, tile=h["tile"], x=h["x"], y=h["y"], rotation=h["rotation"])
                for h in self.board.home_lays(cid, setup.is_metropolis_home(cid))]

    def _legal_income(self, seat: int, top: dict) -> list[Action]:
        return [RoundIncome(seat=seat, split=s) for s in characters.income_choices(self, seat)]

    def _legal_card(self, seat: int, top: dict) -> list[Action]:
        result: list[Action] = []
        for card in self.cards:
            for side in ("main", "alt"):
                for copy in (False, True):
                    try:
                        cards.check_take(self, seat, card, side, copy)
                    except RuleError:
                        continue
                    result.append((CopyCard if copy else TakeCard)(seat=seat, card=card, side=side))
        return result

    def _legal_anytime(self, seat: int, lays: bool = True) -> list[Action]:
        """On a player's own card turn: Flimnap's exchange, character tiles."""
        result: list[Action] = []
        flimnap = load_characters().with_power("exchange").id
        if flimnap in self.players[seat]["characters"]:
            result.append(CashCharacter(seat=seat, character=flimnap))
        return result + (laying.legal(self, seat, self.current(), card=False, extra=True) if lays else [])

    def _legal_tiles(self, seat: int, top: dict) -> list[Action]:
        return [Done(seat=seat)] + laying.legal(self, seat, top, card=True, extra=False)

    def _legal_shares(self, seat: int, top: dict) -> list[Action]:
        result: list[Action] = [Done(seat=seat)]
        for cid, count in self.players[seat]["shares"].items():
            result += [SellShares(seat=seat, company=cid, count=k) for k in range(1, count + 1)]
        for cid in self.company_order():
            if self._ok(shares.check_buy, seat, cid):
                result.append(BuyShare(seat=seat, company=cid))
        startable = shares.startable(self)
        if startable:
            homes = self.board.home_spots()
            for cid in startable:
                for value in shares.free_prices(self):
                    if not self._ok(shares.check_start, seat, cid, value, homes[0] if homes else "", homes):
                        continue
                    result += [StartCompany(seat=seat, company=cid, price=value, home=h) for h in homes]
        return result

    def _legal_trains(self, seat: int, top: dict) -> list[Action]:
        result: list[Action] = [Done(seat=seat)]
        for cid in self.directed(seat):
            if self._ok(trains.check_bank, seat, cid):
                result.append(BuyTrain(seat=seat, company=cid))
            for other in self.company_order():
                if other == cid:
                    continue
                for train in self._distinct(self.companies[other]["trains"]):
                    if self._ok(trains.check_company_sale, cid, other, train["id"], 1):
                        result.append(BuyTrain(seat=seat, company=cid, seller=other, train=train["id"], price=1))
            for train in self.companies[cid]["trains"]:
                if trains.is_obsolete(self, train):
                    result.append(ReturnTrain(seat=seat, company=cid, train=train["id"]))
        return result

    @staticmethod
    def _distinct(train_list: list[dict]) -> list[dict]:
        seen, out = set(), []
        for t in train_list:
            if t["type"] not in seen:
                seen.add(t["type"])
                out.append(t)
        return out

    def _legal_station(self, seat: int, top: dict) -> list[Action]:
        return [Done(seat=seat)] + stations.legal(self, seat)

    def _legal_fund(self, seat: int, top: dict) -> list[Action]:
        return [FundCompanies(seat=seat, split=s) for s in cards.fund_splits(self, seat, top["amount"])] + [Done(seat=seat)]

    def _legal_offer(self, seat: int, top: dict) -> list[Action]:
        return [AnswerOffer(seat=seat, accept=True), AnswerOffer(seat=seat, accept=False)]

    def _legal_depot(self, seat: int, top: dict) -> list[Action]:
        """A depot train the company can buy, an obsolete train it may return first (to make room
        under its limit), or nothing."""
        cid = top["company"]
        ok = set(operating.depot_choices(self, cid))
        picks = self._distinct([t for t in self.depot if t["id"] in ok])
        old = self._distinct([t for t in self.companies[cid]["trains"] if trains.is_obsolete(self, t)])
        return ([DepotTrain(seat=seat, company=cid, train=t["id"]) for t in picks]
                + [ReturnTrain(seat=seat, company=cid, train=t["id"]) for t in old] + [Done(seat=seat)])

    def _legal_return(self, seat: int, top: dict) -> list[Action]:
        cid = top["company"]
        return [ReturnTrain(seat=seat, company=cid, train=t["id"]) for t in self._distinct(self.companies[cid]["trains"])]

    def _legal_operate(self, seat: int, top: dict) -> list[Action]:
        cid = top["company"]
        result = [Operate(seat=seat, company=cid, payout=True)]
        if self.round < self.rounds:
            result.append(Operate(seat=seat, company=cid, payout=False))
        return result

    def field_values(self, action_type: str, field: str) -> list:
        """Every company, character, action card and tile of the game, for reading typed names."""
        if field in ("company", "seller"):
            return list(self.companies)
        if field == "character":
            return [c.id for c in load_characters().characters]
        if field == "card":
            return list(self.cards)
        if field == "tile":
            return sorted(getattr(self.board, "data", {}))
        return []

    def choices(self, seat: int, action_type: str, field: str, partial: dict) -> list:
        """A train bought from another company may change hands at any price from 1 £ to what the
        buyer holds: offer 1 £ and round sums up to that (any other price may be typed)."""
        if action_type == "buy_train" and field == "price" and partial.get("seller"):
            buyer = self.companies.get(partial.get("company") or "")
            if buyer is None or self.to_act() != seat:
                return []
            cap = buyer["treasury"]
            step = max(10, -(-cap // 230) * 10)  # at most about 24 values
            return [1] + list(range(step, cap + 1, step)) if cap >= 1 else []
        return super().choices(seat, action_type, field, partial)

    def typed_value(self, seat: int, action_type: str, field: str, text: str, partial: dict):
        """A value read from typed text where the listed choices hold none: the director's own
        routes for a company's run ("0,0-1,0; 0,0-0,1", ``typed_routes``). None when it reads nothing."""
        top = self.current()
        if action_type != "operate" or field != "routes" or top is None or top["kind"] != "operate":
            return None
        return typed_routes.parse(self, partial.get("company") or top["company"], text)

    def suggest(self, seat: int, action_type: str, partial: dict) -> dict | None:
        """For a company's run: the optimizer's routes (train → stops), paid out."""
        top = self.current()
        if action_type != "operate" or top is None or top["kind"] != "operate" or top["seat"] != seat:
            return None
        routes = {r["train"]: r["stops"] for r in top["best"]["routes"]}
        payout = partial.get("payout", True)
        return Operate(seat=seat, company=top["company"], payout=payout if payout is not None else True,
                       routes=routes).to_dict()

    def _ok(self, check: Callable, *args) -> bool:
        try:
            check(self, *args)
        except RuleError:
            return False
        return True

    # ------------------------------------------------------------------ checking
    def _check(self, action: Action) -> None:
        top = self.current()
        kind = top["kind"]
        seat = action.seat
        allowed = ACCEPTS[kind] + (ANYTIME if kind in CARD_TURN else ())
        if not isinstance(action, allowed):
            raise RuleError("ll-error-not-now", "turn", action=action.type, waiting=kind)
        if isinstance(action, CashCharacter):
            characters.check_cash_in(self, seat, action.character)
        elif isinstance(action, LayTile):
            laying.check(self, seat, top, action)
        elif isinstance(action, Done):
            return
        else:
            getattr(self, f"_check_{kind}")(seat, top, action)

    def _check_draft(self, seat, top, action) -> None:
        if isinstance(action, ChooseCompany):
            setup.check_choice(self, seat, action.company, None)
        else:
            setup.check_choice(self, seat, None, action.character)

    def _check_home(self, seat, top, action: PlaceHome) -> None:
        if action in self._legal_home(seat, top):
            return
        if action.company != top["company"]:
            raise RuleError("ll-error-other-company", "setup", company=top["company"])
        explain = getattr(self.board, "home_problem", None)  # the board's own reason, when it has one
        problem = explain(action.company, (action.x, action.y), action.tile, action.rotation,
                          setup.is_metropolis_home(action.company)) if explain else None
        raise problem or RuleError("ll-error-bad-home", "setup", company=action.company)

    def _check_income(self, seat, top, action: RoundIncome) -> None:
        characters.check_income(self, seat, action.split)

    def _check_card(self, seat, top, action) -> None:
        cards.check_take(self, seat, action.card, action.side, isinstance(action, CopyCard))

    def _check_shares(self, seat, top, action) -> None:
        if isinstance(action, SellShares):
            shares.check_sell(self, seat, action.company, action.count)
        elif isinstance(action, BuyShare):
            shares.check_buy(self, seat, action.company)
        else:
            shares.check_start(self, seat, action.company, action.price, action.home)

    def _check_trains(self, seat, top, action) -> None:
        if action.company not in self.directed(seat):
            raise RuleError("ll-error-not-director", "trains", company=action.company)
        if isinstance(action, ReturnTrain):
            train = next((t for t in self.companies[action.company]["trains"] if t["id"] == action.train), None)
            if train is None or not trains.is_obsolete(self, train):
                raise RuleError("ll-error-not-obsolete", "obsolete-trains", train=action.train)
        elif action.seller:
            trains.check_company_sale(self, action.company, action.seller, action.train, action.price)
        else:
            if action.train or action.price:
                raise RuleError("ll-error-bank-price", "trains")
            trains.check_bank(self, seat, action.company)

    def _check_station(self, seat, top, action: PlaceStation) -> None:
        stations.check(self, seat, action)

    def _check_fund(self, seat, top, action: FundCompanies) -> None:
        cards.check_fund(self, seat, top["amount"], action.split)

    def _check_offer(self, seat, top, action) -> None:
        return

    def _check_depot(self, seat, top, action: DepotTrain | ReturnTrain) -> None:
        if action.company != top["company"]:
            raise RuleError("ll-error-other-company", "depot", company=top["company"])
        if isinstance(action, ReturnTrain):
            train = next((t for t in self.companies[action.company]["trains"] if t["id"] == action.train), None)
            if train is None or not trains.is_obsolete(self, train):
                raise RuleError("ll-error-not-obsolete", "obsolete-trains", train=action.train)
            return
        trains.check_depot(self, action.company, action.train)

    def _check_return(self, seat, top, action: ReturnTrain) -> None:
        if action.company != top["company"]:
            raise RuleError("ll-error-other-company", "train-limit", company=top["company"])
        if not any(
                t["id"] == action.train for t in self.companies[action.company]["trains"]):
            raise RuleError("ll-error-no-such-train", "train-limit", train=action.train)

    def _check_operate(self, seat, top, action: Operate) -> None:
        if action.company != top["company"]:
            raise RuleError("ll-error-other-company", "operating", company=top["company"])
        if not action.payout and self.round >= self.rounds:
            raise RuleError("ll-error-final-payout", "end-of-game")
        if action.routes is not None:
            operating.check_routes(self, action.company, top["best"], action.routes)

    # ------------------------------------------------------------------ performing
    def _perform(self, action: Action) -> list[Event]:
        top = self.current()
        seat = action.seat
        kind = top["kind"]
        if isinstance(action, CashCharacter):
            events = characters.cash_in(self, seat, action.character)
        elif isinstance(action, LayTile):
            events = laying.lay(self, seat, top, action)
        elif isinstance(action, Done):
            self.pending.pop(0)
            events = []
        else:
            events = getattr(self, f"_do_{kind}")(seat, top, action)
        return events + self._settle()

    def _do_draft(self, seat, top, action) -> list[Event]:
        self.pending.pop(0)
        if isinstance(action, ChooseCompany):
            return setup.choose_company(self, seat, action.company)
        return setup.choose_character(self, seat, action.character)

    def _do_home(self, seat, top, action: PlaceHome) -> list[Event]:
        self.pending.pop(0)
        self.board.place_home(action.company, action.tile, action.x, action.y, action.rotation)
        return [Event(key="ll-ev-home", params={"company": action.company, "tile": action.tile})]

    def _do_income(self, seat, top, action: RoundIncome) -> list[Event]:
        self.pending.pop(0)
        return characters.income(self, seat, action.split)

    def _do_card(self, seat, top, action) -> list[Event]:
        self.pending.pop(0)
        return cards.take(self, seat, action.card, action.side, isinstance(action, CopyCard))

    def _do_shares(self, seat, top, action) -> list[Event]:
        if isinstance(action, SellShares):
            return shares.sell(self, seat, action.company, action.count)
        self.pending.pop(0)  # buying ends the share action
        if isinstance(action, BuyShare):
            return shares.buy(self, seat, action.company)
        events = shares.start(self, seat, action.company, action.price, action.home)
        if operating.depot_choices(self, action.company):
            self.pending.insert(0, {"kind": "depot", "seat": seat, "company": action.company})
        return events

    def _do_trains(self, seat, top, action) -> list[Event]:
        if isinstance(action, ReturnTrain):
            return trains.return_to_depot(self, action.company, action.train)
        if action.seller:
            director = self.companies[action.seller]["director"]
            offer = {"kind": "offer", "seat": director, "buyer": action.company, "seller": action.seller,
                     "train": action.train, "price": action.price}
            if director == seat:
                return self._sell_train(offer)
            self.pending.insert(0, offer)
            return [Event(key="ll-ev-offer", params={"buyer": offer["buyer"], "seller": offer["seller"],
                                                      "train": self._train_type(offer), "price": offer["price"]})]
        self._count_purchase(top)
        return trains.buy_from_bank(self, seat, action.company)

    def _train_type(self, offer: dict) -> str:
        return next(t["type"] for t in self.companies[offer["seller"]]["trains"] if t["id"] == offer["train"])

    def _count_purchase(self, top: dict) -> None:
        top["left"] -= 1
        if top["left"] <= 0:
            self.pending.remove(top)

    def _sell_train(self, offer: dict) -> list[Event]:
        top = next(p for p in self.pending if p["kind"] == "trains")
        self._count_purchase(top)
        return trains.transfer(self, offer["buyer"], offer["seller"], offer["train"], offer["price"])

    def _do_offer(self, seat, top, action: AnswerOffer) -> list[Event]:
        self.pending.pop(0)
        if not action.accept:
            return [Event(key="ll-ev-offer-refused", params={"buyer": top["buyer"], "seller": top["seller"]})]
        return self._sell_train(top)

    def _do_station(self, seat, top, action: PlaceStation) -> list[Event]:
        self.pending.pop(0)
        return stations.place(self, action)

    def _do_fund(self, seat, top, action: FundCompanies) -> list[Event]:
        self.pending.pop(0)
        return cards.fund(self, seat, action.split)

    def _do_depot(self, seat, top, action: DepotTrain | ReturnTrain) -> list[Event]:
        if isinstance(action, ReturnTrain):  # the offer stays open: now there is room to buy
            return trains.return_to_depot(self, action.company, action.train)
        self.pending.pop(0)
        return trains.buy_from_depot(self, action.company, action.train)

    def _do_return(self, seat, top, action: ReturnTrain) -> list[Event]:
        self.pending.pop(0)
        return trains.return_to_depot(self, action.company, action.train)

    def _do_operate(self, seat, top, action: Operate) -> list[Event]:
        self.pending.pop(0)
        run = top["best"]
        if action.routes is not None:
            run = operating.check_routes(self, action.company, run, action.routes)
        self.last_runs[action.company] = run
        return operating.finish(self, action.company, run["total"], action.payout, run.get("treasury", 0))

    # ------------------------------------------------------------------ results and views
    def scores(self) -> list[int]:
        return [scoring.score(self, s) for s in range(self.n)]

    def ranking(self) -> list[int]:
        return scoring.ranking(self)

    def to_dict(self) -> dict:
        data = {name: copy_data(getattr(self, name)) for name in STATE_FIELDS + SCALARS
                if self.gulliver is not None or name not in SOLO_FIELDS}
        data["board"] = self.board.to_dict()
        # Options added later appear only when set, so older records keep their digests.
        data["options"] = {k: v for k, v in self.options.model_dump(mode="json").items()
                           if v or k not in LATER_OPTIONS}
        data["seats"] = [s.model_dump(mode="json") for s in self.seats]
        return data


ACCEPTS = {
    "draft": (ChooseCompany, ChooseCharacter), "home": (PlaceHome,), "income": (RoundIncome,),
    "card": (TakeCard, CopyCard), "tiles": (LayTile, Done), "shares": (SellShares, BuyShare, StartCompany, Done),
    "trains": (BuyTrain, ReturnTrain, Done), "station": (PlaceStation, Done), "fund": (FundCompanies, Done),
    "offer": (AnswerOffer,), "depot": (DepotTrain, ReturnTrain, Done), "return": (ReturnTrain,), "operate": (Operate,),
}
ANYTIME = (CashCharacter, LayTile)
