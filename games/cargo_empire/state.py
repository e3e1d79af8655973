"""The Cargo Empire game state: the flow of set-up, rounds, turns and maintenance.

Everything a player decides is a pending decision (``self.pending``, the first one is current):
``task`` (keep one of two task cards), ``card`` (the 'any card' turn-order space or bonus),
``first_post`` and ``second_post`` (set-up), ``turn`` (transport or the fall-back), ``develop``
(development moves, one step per action), ``city`` (take a city card from the offer) and, with
variants, ``crest`` (place the clan crest), ``city_or_task`` (advanced-track bonus), ``vassal``
(the vassal's transport), ``turn_end`` (clan abilities after the transport) and ``port`` (Tino's
end-of-game decision). When nothing is pending the flow moves on to the next stage by itself; the
Špeditér's set-up steps and turns are played there too, so records hold players' actions only.

Seats: the n players 0…n-1, then the Špeditér (``self.automa`` = n) when it plays — a seat of
kind ``automa`` the state appends to ``seats``; it never appears in ``to_act()``, and scores and
ranking include it. Posts of a vassal carry the number ``n + seat`` (vassals are no seats).
"""
from __future__ import annotations

import copy
from typing import TYPE_CHECKING

from vypravci.games.core import Action, Decision, Event, GameState, RuleError, Rng, Seat
from vypravci.games.core.fields import FLAT, SHARED, FieldState, Record, Rows

from . import scoring, setup, transport
from .variants import clans, spediter, vassals
from .actions import (Advance, ChooseCard, ClanAbility, EndTurn, KeepTask, PlaceCrest, PlacePost, PortChoice,
                      Refill, TakeCards, TakeCity, TakeTasks, Transport, VassalTransport)
from .board import Board, get_board
from .data import BLANK, CARD_TYPES, MARKER_OF, MARKERS, load_components, load_tiles
from .development import Tracks

if TYPE_CHECKING:
    from .game import CargoEmpireOptions

ACCEPTS = {
    "task": (KeepTask,), "card": (ChooseCard,), "first_post": (PlacePost,), "second_post": (PlacePost,),
    "turn": (Transport, Refill, TakeCards, ClanAbility), "develop": (Advance,), "city": (TakeCity,),
    "city_or_task": (TakeCity, TakeTasks), "crest": (PlaceCrest,), "vassal": (VassalTransport,),
    "turn_end": (ClanAbility, EndTurn), "port": (PortChoice,),
}
SPEDITER_NAME = "Špeditér"
STATE_FIELDS = ("cities", "pool", "track_keys", "offer", "city_deck", "hands", "city_cards", "revealed",
                "task_deck", "tasks", "markers", "first_posts", "order", "round", "turn_no",
                "turns_taken", "pending", "stage", "turn", "clans", "crests", "kept", "tino_port",
                "spediter", "vassal_posts", "removed", "rush", "draws")


class CargoEmpireState(FieldState, GameState):
    FIELDS = STATE_FIELDS
    # How deep clone copies each field (games/core/fields.py); checked by the conformance suite.
    SHAPES = {
        **dict.fromkeys(("round", "turn_no", "stage", "tino_port", "draws"), SHARED),
        **dict.fromkeys(("pool", "track_keys", "offer", "city_deck", "revealed", "task_deck", "first_posts",
                         "order", "turns_taken", "clans", "crests", "vassal_posts", "removed", "rush"), FLAT),
        "cities": Rows(Record(spaces=FLAT, stations=FLAT, rest=SHARED)),
        **dict.fromkeys(("hands", "city_cards", "tasks", "kept"), Rows()),
        "markers": Rows(Rows()),
        "pending": Rows(Record()),
        "turn": Record(),
        "spediter": Record(),
    }

    def __init__(self, game, options: "CargoEmpireOptions", seats: list[Seat], seed: int) -> None:
        self.game = game
        self.options = options
        self.seats = list(seats)
        self.players = len(seats)
        self.seed = seed
        self.draws = 0
        self.automa: int | None = None
        if options.spediter_plays(len(seats)):
            self.automa = len(seats)
            self.seats.append(Seat(name=SPEDITER_NAME, kind="automa"))
        self.board: Board = get_board(options.map)
        self._tiles = {t.number: t for t in load_tiles().tiles}
        self.comp = load_components()
        setup.build(self, seed, list(options.tracks) if options.tracks else None)
        self.tracks = Tracks(self.track_keys)
        self._settle()

    # ------------------------------------------------------------------ basics
    @property
    def n(self) -> int:
        """Players (the seats that act)."""
        return self.players

    @property
    def np(self) -> int:
        """All seats: the players and the Špeditér."""
        return len(self.seats)

    def vassal_id(self, seat: int) -> int:
        return self.n + seat

    @classmethod
    def from_dict(cls, game, data: dict) -> "CargoEmpireState":
        state = super().from_dict(game, data)
        state.tracks = Tracks(state.track_keys)  # the development board the fields name
        return state

    def chance(self) -> Rng:
        """A generator for one draw of chance during play, derived from the seed (no state of its own)."""
        self.draws += 1
        return Rng(self.seed).fork(self.draws)

    def _side(self, city: str):
        info = self.cities[city]
        if info["tile"] is None:
            return None
        tile = self._tiles[info["tile"]]
        return tile.lv1 if info["level"] == 1 else tile.lv2

    def supply_goods(self, city: str) -> str | None:
        side = self._side(city)
        return side.supply if side else None

    def demand_goods(self, city: str) -> tuple[str, ...]:
        side = self._side(city)
        return side.demand if side else ()

    def posts_in(self, city: str, seat: int) -> int:
        info = self.cities[city]
        return info["spaces"].count(seat) + info["stations"].count(seat)

    def progress(self, seat: int, marker: str) -> int:
        return self.markers[seat][marker]["progress"]

    # ------------------------------------------------------------------ whose turn
    def current(self) -> dict | None:
        return self.pending[0] if self.pending else None

    def to_act(self) -> int | None:
        top = self.current()
        return None if top is None else top["seat"]

    def decision(self) -> Decision | None:
        """The current pending decision: its seat, the action types it accepts, and whether its
        choices show secret cards (private.secret_decision)."""
        from .private import secret_decision

        top = self.current()
        if top is None:
            return None
        types = tuple(t.model_fields["type"].default for t in ACCEPTS[top["kind"]])
        if len(types) > 1:  # only the answers legal now (no fall-back while a transport is possible)
            legal = {a.type for a in self.legal_actions(top["seat"])}
            types = tuple(t for t in types if t in legal)
        return Decision(top["seat"], types, secret_decision(self))

    def is_terminal(self) -> bool:
        return self.stage == "over" and not self.pending

    def pass_action(self, seat: int) -> dict | None:
        """Only the clans' optional abilities after the turn may be passed (Ukončit tah)."""
        top = self.current()
        if top is None or top["seat"] != seat or top["kind"] != "turn_end":
            return None
        return EndTurn(seat=seat).to_dict()

    # ------------------------------------------------------------------ the flow
    def _settle(self) -> list[Event]:
        events: list[Event] = []
        while True:
            if self.pending:
                if self._drop_finished(self.pending[0]):
                    self.pending.pop(0)
                    continue
                return events
            stage = self.stage
            if stage == "setup-tasks":
                setup.push_task_draws(self)
                self.stage = "setup-order"
            elif stage == "setup-order":
                events += setup.turn_order_bonuses(self)
                self.stage = "setup-first"
            elif stage == "setup-first":
                setup.push_first_posts(self)
                self.stage = "setup-first-spediter"
            elif stage == "setup-first-spediter":
                if self.automa is not None:
                    events += spediter.first_post(self)
                self.stage = "setup-second"
            elif stage == "setup-second":
                setup.push_second_posts(self)
                self.stage = "setup-second-spediter"
            elif stage == "setup-second-spediter":
                if self.automa is not None:
                    events += spediter.second_post(self)
                self.stage = "setup-crests"
            elif stage == "setup-crests":
                setup.push_crests(self)
                self.stage, self.round, self.turn_no = "play", 1, 0
                events.append(Event(key="ce-ev-round", params={"round": 1}))
            elif stage == "play":
                if self.turn_no < self.comp.turns_per_round * self.np:
                    seat = self.order[self.turn_no % self.np]
                    self.turn_no += 1
                    if seat == self.automa:
                        events += spediter.play_turn(self)
                    else:
                        self.turn = {"seat": seat, "long_rail": False, "borrowed": [], "transported": False}
                        self.pending.append({"kind": "turn", "seat": seat})
                elif self.round >= self.comp.rounds:
                    self.turn = {}
                    self.stage = "end"
                else:
                    self.turn = {}
                    events += self._maintenance()
                    self.round += 1
                    self.turn_no = 0
                    events.append(Event(key="ce-ev-round", params={"round": self.round}))
            elif stage == "end":
                tino = clans.tino_port_pending(self)
                if tino is not None:
                    self.pending.append({"kind": "port", "seat": tino})
                self.stage = "final"
            elif stage == "final":
                self.stage = "over"
                events.append(Event(key="ce-ev-game-over", params={"scores": self.scores(),
                                                                   "winner": self.ranking()[0]}))
            else:  # over
                return events

    def _drop_finished(self, top: dict) -> bool:
        kind = top["kind"]
        seat = top["seat"]
        if kind == "develop":
            for m in MARKERS:
                if top["moves"][m] and not self.tracks.can_move(self.progress(seat, m)):
                    top["moves"][m] = 0  # a marker at the top of the VP column goes no further
            if any(top["moves"].values()):
                return False
            movable = [m for m in top["allowed"] if self.tracks.can_move(self.progress(seat, m))]
            return top["extra"] == 0 or not movable
        if kind == "task":
            return not top["drawn"]
        if kind == "city":
            return not self.offer
        if kind == "city_or_task":
            return not self.offer and not self.task_deck
        if kind == "second_post":
            return not self._second_post_spaces(seat)
        if kind == "vassal":
            return not vassals.moves(self, seat, first_only=True)
        if kind == "turn_end":
            return sum(self.kept[seat].values()) < 2  # with two cubes the crest can always move
        return False

    # ------------------------------------------------------------------ legal actions
    def field_values(self, action_type: str, field: str) -> list:
        """Every city of the map (a city card names a city) and rush space, for reading typed names."""
        if field in ("city", "supply", "demand", "source") or (action_type == "take_city" and field == "card"):
            return list(self.board.ids)
        if field == "rush":
            return list(self.board.rush)
        return []

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        top = self.current()
        if top is None or (seat is not None and seat != top["seat"]):
            return []
        seat = top["seat"]
        kind = top["kind"]
        if kind == "task":
            return [KeepTask(seat=seat, task=t) for t in top["drawn"]]
        if kind == "card":
            return [ChooseCard(seat=seat, card=c) for c in CARD_TYPES]
        if kind == "first_post":
            return [PlacePost(seat=seat, city=c, goods=g) for c in self._first_post_cities()
                    for g in self.demand_goods(c)]
        if kind == "second_post":
            city = self.city_cards[seat][0]
            return [PlacePost(seat=seat, city=city, goods=g) for g in self._second_post_spaces(seat)]
        if kind == "crest":
            return [PlaceCrest(seat=seat, city=c) for c in self.board.ids]
        if kind == "turn":
            moves = transport.transports(self, seat)
            result = list(moves) if moves else transport.fallback_actions(self, seat)
            return result + clans.legal(self, seat, after=False)
        if kind == "develop":
            result: list[Action] = []
            for m in self._develop_markers(top):
                if self.tracks.needs_path(self.progress(seat, m)):
                    result += [Advance(seat=seat, marker=m, path=p) for p in ("upper", "lower")]
                else:
                    result.append(Advance(seat=seat, marker=m))
            return result
        if kind == "city":
            return [TakeCity(seat=seat, card=c) for c in dict.fromkeys(self.offer)]
        if kind == "city_or_task":
            result = [TakeCity(seat=seat, card=c) for c in dict.fromkeys(self.offer)]
            return result + ([TakeTasks(seat=seat)] if self.task_deck else [])
        if kind == "vassal":
            return vassals.moves(self, seat)
        if kind == "turn_end":
            return [EndTurn(seat=seat)] + clans.legal(self, seat, after=True)
        if kind == "port":
            return [PortChoice(seat=seat, port=True), PortChoice(seat=seat, port=False)]
        return []  # pragma: no cover

    def _first_post_cities(self) -> list[str]:
        taken = {c for c in self.first_posts if c}
        return [c for c in self.offer if c != BLANK and c not in taken and self.cities[c]["level"] < 3]

    def _second_post_spaces(self, seat: int) -> list[str]:
        city = self.city_cards[seat][0]
        info = self.cities[city]
        if info["level"] >= 3:
            return []
        return [g for g, s in zip(self.demand_goods(city), info["spaces"]) if s is None]

    def _develop_markers(self, top: dict) -> list[str]:
        seat = top["seat"]
        mandatory = [m for m in MARKERS if top["moves"][m]]
        pool = mandatory or (top["allowed"] if top["extra"] else [])
        return [m for m in pool if self.tracks.can_move(self.progress(seat, m))]

    # ------------------------------------------------------------------ checks
    def _check(self, action: Action) -> None:
        top = self.current()
        kind = top["kind"]
        if not isinstance(action, ACCEPTS[kind]):
            raise RuleError("ce-error-not-now", "turn", expected=kind, got=action.type)
        seat = action.seat
        if kind == "task":
            if action.task not in top["drawn"]:
                raise RuleError("ce-error-task-not-drawn", "task-bonus", task=action.task)
        elif kind == "first_post":
            if action.city not in self._first_post_cities():
                raise RuleError("ce-error-first-post-city", "setup-posts", city=action.city)
            if action.goods not in self.demand_goods(action.city):
                raise RuleError("ce-error-post-space", "setup-posts", city=action.city, goods=action.goods)
        elif kind == "second_post":
            if action.city != self.city_cards[seat][0]:
                raise RuleError("ce-error-second-post-city", "setup-posts", city=action.city)
            if action.goods not in self._second_post_spaces(seat):
                raise RuleError("ce-error-post-space", "setup-posts", city=action.city, goods=action.goods)
        elif kind == "crest":
            if action.city not in self.cities:
                raise RuleError("ce-error-unknown-city", "clan-crests", city=action.city)
        elif kind in ("turn", "turn_end") and isinstance(action, ClanAbility):
            clans.check(self, action, after=kind == "turn_end")
        elif kind == "turn":
            if isinstance(action, Transport):
                transport.check_transport(self, action)
            else:
                transport.check_fallback(self, action)
        elif kind == "develop":
            if action.marker not in self._develop_markers(top):
                raise RuleError("ce-error-marker-not-allowed", "development", marker=action.marker)
            needs = self.tracks.needs_path(self.progress(seat, action.marker))
            if needs and action.path is None:
                raise RuleError("ce-error-path-needed", "development-path", marker=action.marker)
            if not needs and action.path is not None:
                raise RuleError("ce-error-path-fixed", "development-path", marker=action.marker)
        elif kind in ("city", "city_or_task") and isinstance(action, TakeCity):
            if action.card not in self.offer:
                raise RuleError("ce-error-city-not-offered", "city-bonus", card=action.card)
        elif kind == "city_or_task":
            if not self.task_deck:
                raise RuleError("ce-error-no-task-cards", "advanced-tracks")
        elif kind == "vassal":
            vassals.check(self, action)

    # ------------------------------------------------------------------ performing
    def _perform(self, action: Action) -> list[Event]:
        top = self.pending[0]
        kind = top["kind"]
        seat = action.seat
        events: list[Event] = []
        if isinstance(action, ClanAbility):
            events += clans.perform(self, action)
        elif kind == "task":
            self.pending.pop(0)
            self.tasks[seat].append(action.task)
            for t in top["drawn"]:
                if t != action.task:
                    self.task_deck.append(t)
            events.append(Event(key="ce-ev-task", params={"seat": seat, "count": len(self.tasks[seat])}))
        elif kind == "card":
            self.pending.pop(0)
            self.hands[seat][action.card] += 1
            events.append(Event(key="ce-ev-card", params={"seat": seat, "card": action.card}))
        elif kind in ("first_post", "second_post"):
            self.pending.pop(0)
            space = self.demand_goods(action.city).index(action.goods)
            if kind == "first_post":
                self.first_posts[seat] = action.city
            else:
                self.revealed[seat] = True
            events.append(Event(key="ce-ev-post", params={"seat": seat, "city": action.city}))
            events += transport.place_post(self, seat, action.city, space)
        elif kind == "crest":
            self.pending.pop(0)
            self.crests[seat] = action.city
            events.append(Event(key="ce-ev-crest", params={"seat": seat, "city": action.city}))
        elif kind == "turn":
            self.pending.pop(0)
            self.turns_taken[seat] += 1
            self.turn["transported"] = True
            if isinstance(action, Transport):
                events += self._transport(action)
            else:
                events += transport.perform_fallback(self, action)
            if self.options.clans and self.clans[seat]:
                self.pending.append({"kind": "turn_end", "seat": seat})  # after development (and vassal)
        elif kind == "develop":
            events += self._advance(top, action)
        elif kind in ("city", "city_or_task"):
            self.pending.pop(0)
            if isinstance(action, TakeTasks):
                self.push_task_draw(seat)
            else:
                self.offer_remove(self.offer.index(action.card))
                self.city_cards[seat].append(action.card)
                events.append(Event(key="ce-ev-city-card", params={"seat": seat, "card": action.card}))
                self.refill_offer()
        elif kind == "vassal":
            self.pending.pop(0)
            events += vassals.perform(self, action)
        elif kind == "turn_end":
            self.pending.pop(0)
        elif kind == "port":
            self.pending.pop(0)
            self.tino_port = action.port
            events.append(Event(key="ce-ev-port-choice", params={"seat": seat, "city": self.crests[seat],
                                                                 "port": action.port}))
        return events + self._settle()

    def _transport(self, action: Transport) -> list[Event]:
        seat = action.seat
        pw = clans.powers(self, seat)
        events, perfect = transport.perform_transport(self, action)
        played = [c for c in CARD_TYPES if getattr(action, c)]
        moves = {m: 0 for m in MARKERS}
        for c in played:
            moves[MARKER_OF[c]] += getattr(action, c) * self.comp.cards[c].moves
        if pw.long_rail and action.rail:
            moves["train"] += 1  # the Lockriel long rail card moves the train two spaces
        # City rewards: the supply and the demand city each match a card of the offer or one of
        # the player's own city cards (checked after the upgrade, as the steps are ordered).
        own = set(self.city_cards[seat])
        rewards = sum(1 for c in (action.supply, action.demand) if c in self.offer or c in own)
        if action.supply in pw.bonus or action.demand in pw.bonus:
            rewards += 1  # the Kasha crest: one more city reward
        extra = rewards + (1 if perfect else 0)
        if action.rush is not None:
            token = self.rush[action.rush]
            self.rush[action.rush] = None  # back into the bag
            moves[MARKER_OF[token]] += 1
            events.append(Event(key="ce-ev-rush", params={"seat": seat, "rush": action.rush, "card": token}))
        events.append(Event(key="ce-ev-rewards", params={
            "seat": seat, "car": moves["car"], "train": moves["train"], "ship": moves["ship"],
            "rewards": rewards, "perfect": perfect}))
        self.pending.insert(0, {"kind": "develop", "seat": seat, "moves": moves, "extra": extra,
                                "allowed": [MARKER_OF[c] for c in played]})
        if self.options.vassals and self.vassal_posts[seat] > 0:
            self.pending.insert(1, {"kind": "vassal", "seat": seat})
        return events

    def _advance(self, top: dict, action: Advance) -> list[Event]:
        seat, m = action.seat, action.marker
        if top["moves"][m]:
            top["moves"][m] -= 1
        else:
            top["extra"] -= 1
        marker = self.markers[seat][m]
        marker["progress"], marker["path"] = self.tracks.step(marker["progress"], marker["path"], action.path)
        events = [Event(key="ce-ev-advance", params={"seat": seat, "marker": m, "progress": marker["progress"]})]
        bonus = self.tracks.bonus(marker["progress"], marker["path"])
        if bonus in CARD_TYPES:
            self.hands[seat][bonus] += 1
            events.append(Event(key="ce-ev-card", params={"seat": seat, "card": bonus}))
        elif bonus == "city":
            self.pending.insert(0, {"kind": "city", "seat": seat})
        elif bonus == "task":
            self.push_task_draw(seat)
        elif bonus == "any":
            self.pending.insert(0, {"kind": "card", "seat": seat})
        elif bonus == "city_or_task":
            self.pending.insert(0, {"kind": "city_or_task", "seat": seat})
        return events

    # ------------------------------------------------------------------ shared steps
    def push_task_draw(self, seat: int, at_end: bool = False) -> None:
        drawn = self.task_deck[:2]
        del self.task_deck[:2]
        decision = {"kind": "task", "seat": seat, "drawn": drawn}
        if at_end:
            self.pending.append(decision)
        else:
            self.pending.insert(0, decision)

    def offer_remove(self, index: int) -> None:
        """Take the card at ``index`` out of the offer. The Špeditér's train, if it stood on that
        card, moves on to the next card to the right (wrapping); cards to its left shift it."""
        del self.offer[index]
        sp = self.spediter
        if sp is None:
            return
        if index < sp["train"]:
            sp["train"] -= 1
        if self.offer and sp["train"] >= len(self.offer):
            sp["train"] = 0

    def refill_offer(self) -> None:
        """Fill the offer back to four; a card of a LV3 city goes under the deck at once."""
        while len(self.offer) < self.comp.city_offer_size:
            card = BLANK
            for _ in range(len(self.city_deck)):
                candidate = self.city_deck.pop(0)
                if candidate != BLANK and self.cities[candidate]["level"] >= 3:
                    self.city_deck.append(candidate)
                    continue
                card = candidate
                break
            self.offer.append(card)

    def give_order_bonus(self, seat: int, pos: int, when: str) -> list[Event]:
        if seat == self.automa:
            return []  # the Špeditér takes no turn-order bonus
        bonus = self.comp.turn_order.bonuses[pos]
        if bonus == "any":
            self.pending.append({"kind": "card", "seat": seat})
            return []
        self.hands[seat][bonus] += 1
        return [Event(key="ce-ev-card", params={"seat": seat, "card": bonus, "when": when})]

    def _maintenance(self) -> list[Event]:
        """Next round's order: the furthest car, then train, then ship (1–2 players: car and train)
        among those not yet placed; ties go to whoever played earlier this round. A marker on a
        wide space counts at its right edge (progress is measured that way). Dyorle: the rush
        tokens are drawn anew."""
        remaining = list(self.order)
        kinds = list(MARKERS[: 2 if self.np <= 2 else 3])
        new_order = []
        for m in kinds:
            if not remaining:
                break
            best = max(remaining, key=lambda s: (self.progress(s, m), -self.order.index(s)))
            new_order.append(best)
            remaining.remove(best)
        new_order += remaining
        self.order = new_order
        events = [Event(key="ce-ev-order", params={"order": list(new_order)})]
        for pos, seat in enumerate(new_order):
            events += self.give_order_bonus(seat, pos, "maintenance")
        if self.board.rush:
            setup.draw_rush(self, self.chance())
            events.append(Event(key="ce-ev-rush-refresh", params={}))
        return events

    # ------------------------------------------------------------------ results
    def score_breakdown(self) -> list[dict[str, int]]:
        return [scoring.breakdown(self, s) for s in range(self.np)]

    def scores(self) -> list[int]:
        return [sum(row.values()) for row in self.score_breakdown()]

    def ranking(self) -> list[int]:
        return scoring.ranking(self)

    # ------------------------------------------------------------------ serialising
    def to_dict(self) -> dict:
        data = {
            "game": self.game.id,
            "options": self.options.model_dump(mode="json"),
            "seats": [s.model_dump(mode="json") for s in self.seats],
            "to_act": self.to_act(),
        }
        for name in STATE_FIELDS:
            data[name] = copy.deepcopy(getattr(self, name))
        data["hand_sizes"] = [sum(h.values()) for h in self.hands]
        data["task_counts"] = [len(t) for t in self.tasks]
        data["posts_on_board"] = [self.comp.rounds * self.comp.turns_per_round - t for t in self.turns_taken]
        data["scores"] = self.score_breakdown()
        return data

    def determinize(self, seat: int, seed: int) -> "CargoEmpireState":
        from .views import determinize

        return determinize(self, seat, seed)

    def view(self, seat: int | None = None) -> dict:
        from .views import view

        return view(self, seat)

    def private_info(self, seat: int) -> list[Event]:
        from .private import private_info  # the seat's own secret cards, for its owner only

        return private_info(self, seat)

