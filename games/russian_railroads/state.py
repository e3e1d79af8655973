"""The Ruské železnice game state: set-up picks, rounds of turns, the end of a round, the end.

Flow: ``ask`` is the top-level question (``start``: a starting bonus card; ``turn``: place or
pass; ``relocate``: a turn-order worker at the end of a round; ``end_bonus``: an end-bonus card
at the end of a turn). ``tasks`` are what the acting seat (``active``) still has to do for the
space, engineer, factory, token or card it used; automatic ones run by themselves. The locomotive
a new one replaces is placed before anything else (it goes to the head of the tasks).
"""
from __future__ import annotations

from vypravci.games.core import Action, Event, GameState, RuleError, Seat
from vypravci.games.core.fields import COW, DEEP, FLAT, SHARED, Record, Rows, clone_fields, copy_data
from vypravci.games.core.game import Decision

from . import effects, refusals, scoring, setup
from .main_board import engineers, placement, turn_order
from .actions import (EndBonus, Pass, Place, Relocate, StartCard)
from .data import load_board, load_components

STATE_FIELDS = ("players", "bank", "doubling_supply", "board_coins", "stacks", "returned", "strip",
                "card_engineer", "cards", "pile", "removed", "order", "start_cards", "pickers", "rounds",
                "round", "stage", "ask", "active", "tasks", "occupied", "turn_pos", "relocators",
                "history", "final")


class RussianRailroadsState(GameState):
    FIELDS = STATE_FIELDS
    # How deep clone copies each field (games/core/fields.py); checked by the conformance suite.
    SHAPES = {
        **dict.fromkeys(("bank", "doubling_supply", "board_coins", "card_engineer", "rounds", "round", "stage",
                         "active", "turn_pos"), SHARED),
        **dict.fromkeys(("stacks", "returned", "strip", "cards", "pile", "removed", "order", "start_cards",
                         "pickers", "relocators"), FLAT),
        "players": Rows(Record(rails=Rows(), locos=Rows(), industry=FLAT, factories=FLAT, tokens=FLAT,
                               tokens_used=FLAT, claimed=FLAT, engineers=FLAT, eng_used=FLAT, used=DEEP,
                               end_cards=FLAT)),
        "occupied": Rows(),
        "tasks": Rows(Record()),
        "ask": Record(),
        "history": COW,  # a round's rows are appended whole, never changed
    }

    def __init__(self, game, options, seats: list[Seat], seed: int) -> None:
        self.game = game
        self.options = options
        self.seats = list(seats)
        self.n = len(seats)
        self.seed = seed
        setup.build(self, seed)
        self.stage = "start"
        self.ask: dict | None = None  # the top-level question: {"kind", "seat"}
        self.active: int | None = None
        self.tasks: list[dict] = []
        self.occupied: dict[str, list[int]] = {}
        self.turn_pos = -1
        self.relocators: list[int] = []
        self.history: list[list[dict]] = []
        self.final: list[dict] | None = None
        self._settle()

    def clone(self) -> "RussianRailroadsState":
        return clone_fields(self)

    # ------------------------------------------------------------------ whose turn
    def to_act(self) -> int | None:
        if self.stage == "over":
            return None
        if self.ask is not None:
            return self.ask["seat"]
        return self.active if self.tasks else None

    def is_terminal(self) -> bool:
        return self.stage == "over"

    def decision(self) -> Decision | None:
        """Who decides and with which action types; choosing an end-bonus card shows the pile,
        which only the chooser may see (secret)."""
        seat = self.to_act()
        if seat is None:
            return None
        kinds = {a.type for a in self.legal_actions(seat)}
        types = tuple(t for t in self.game.type_names() if t in kinds)
        return Decision(seat, types, secret=self.ask is not None and self.ask["kind"] == "end_bonus")

    def pass_action(self, seat: int) -> dict | None:
        """Passing (leaving the round) is always allowed on one's own placement turn."""
        if self.to_act() != seat or self.head() is not None or self.ask is None or self.ask["kind"] != "turn":
            return None
        return Pass(seat=seat).to_dict()

    def head(self) -> dict | None:
        return None if self.ask is not None or not self.tasks else self.tasks[0]

    # ------------------------------------------------------------------ legal actions
    def legal_actions(self, seat: int | None = None) -> list[Action]:
        actor = self.to_act()
        if actor is None or (seat is not None and seat != actor):
            return []
        task = self.head()
        if task is not None:
            return effects.answers(self, task)
        kind = self.ask["kind"]
        if kind == "start":
            return [StartCard(seat=actor, card=c) for c in self.start_cards]
        if kind == "turn":
            return placement.placements(self, actor) + [Pass(seat=actor)]
        if kind == "relocate":
            return [Relocate(seat=actor, space=s) for s in placement.relocation_spaces(self, actor)] + \
                [Relocate(seat=actor, space=None)]
        return effects.end_bonus_answers(self, actor)

    def _check(self, action: Action) -> None:
        """The listed legal actions pass; anything else is refused with its reason (refusals.py)."""
        if action in self.legal_actions(action.seat):
            return
        task = self.head()
        if task is not None:
            raise refusals.answer_problem(self, task, action)
        kind = self.ask["kind"]
        if kind == "turn" and isinstance(action, Place):
            self._why_not_place(action)
        if kind == "relocate" and isinstance(action, Relocate) and action.space is not None:
            raise refusals.relocate_problem(self, action.seat, action.space)
        raise refusals.ask_problem(self, kind, action)

    def _why_not_place(self, action: Place) -> None:
        seat, space = action.seat, action.space
        p = self.players[seat]
        known = {s.id for s in placement.board_spaces(self)}
        if space.startswith("own-"):
            if not space[4:].isdigit() or int(space[4:]) not in p["engineers"]:
                raise RuleError("error-rr-not-your-engineer", "engineers", space=space)
            if int(space[4:]) in p["eng_used"]:
                raise RuleError("error-rr-space-taken", "placement", space=space)
        elif space not in known:
            raise RuleError("error-rr-no-space", "placement", space=space)
        else:
            s = load_board().space(space)
            if not placement.free(self, s):
                raise RuleError("error-rr-space-taken", "placement", space=space)
            if space.startswith("order-") and not turn_order.may_claim(self, seat, int(space[-1])):
                raise RuleError("error-rr-own-marker", "turn-order", space=space)
        workers, coins = placement.cost(self, space)
        if (action.coins, action.black) not in placement.payments(self, seat, workers, coins):
            raise RuleError("error-rr-cannot-pay", "placement", space=space, workers=workers, coins=coins)
        ops, must, _ = placement.space_ops(self, seat, space)
        raise refusals.ops_problem(self, seat, ops, must, space)

    def field_values(self, action_type: str, field: str) -> list:
        """Every action space (and own-engineer space), card and token, for reading typed names."""
        comp = load_components()
        if field == "space":
            return [s.id for s in load_board().spaces] + [f"own-{e.number}" for e in comp.engineers]
        if field == "card":
            kind = {"start_card": "start_cards", "end_bonus": "end_cards", "card": "cards"}.get(action_type)
            return [c.id for c in getattr(comp, kind)] if kind else []
        if field == "token":
            return [t.id for t in comp.tokens]
        return []

    # ------------------------------------------------------------------ applying
    def _perform(self, action: Action) -> list[Event]:
        task = self.head()
        if task is not None:
            events = effects.answer(self, task, action)
        else:
            kind = self.ask["kind"]
            self.ask = None
            events = self._decide(kind, action)
        return events + self._settle()

    def _decide(self, kind: str, action: Action) -> list[Event]:
        seat = action.seat
        p = self.players[seat]
        self.active = seat
        if isinstance(action, StartCard):
            self.start_cards.remove(action.card)
            p["start_card"] = action.card
            self.tasks = effects.expand(load_components().named("start_cards", action.card).effect, must=False)
            return [Event(key="rr-start-card", params={"seat": seat, "card": action.card})]
        if isinstance(action, Pass):
            place = self.order.index(seat)
            points = load_board().turn_order_points[place]
            p["passed"] = True
            p["score"] += points
            return [Event(key="rr-passed", params={"seat": seat, "points": points})]
        if isinstance(action, Place):
            self.tasks = placement.occupy(self, seat, action.space, action.coins, action.black)
            return [Event(key="rr-placed", params={"seat": seat, "space": action.space, "coins": action.coins})]
        if isinstance(action, Relocate):
            if action.space is None:
                return []
            self.occupied.setdefault(action.space, []).append(seat)
            self.tasks = placement.start_space(self, seat, action.space, False, True)
            return [Event(key="rr-relocated", params={"seat": seat, "space": action.space})]
        assert isinstance(action, EndBonus)
        p["endbonus"] -= 1
        if action.card is None:
            p["score"] += 10
            return [Event(key="rr-end-bonus-points", params={"seat": seat, "points": 10})]
        self.pile.remove(action.card)
        p["end_cards"].append(action.card)
        return [Event(key="rr-end-bonus-card", params={"seat": seat})]

    # ------------------------------------------------------------------ the flow
    def _settle(self) -> list[Event]:
        events: list[Event] = []
        while self.stage != "over" and self.ask is None:
            if self.tasks:
                task = self.tasks[0]
                if effects.is_auto(self, task):
                    self.tasks.pop(0)
                    events += effects.run_auto(self, task)
                elif not effects.answers(self, task):
                    self.tasks.pop(0)
                else:
                    break
            elif self.active is not None and self.players[self.active]["endbonus"] > 0:
                self.ask = {"kind": "end_bonus", "seat": self.active}
            else:
                events += self._next()
        return events

    def _next(self) -> list[Event]:
        if self.stage == "start":
            self.active = None
            if self.pickers:
                seat = self.pickers.pop(0)
                self.ask = {"kind": "start", "seat": seat}
                return []
            self.stage = "play"
            return self._begin_round()
        if self.stage == "play":
            self.active = None
            for k in range(1, self.n + 1):
                pos = (self.turn_pos + k) % self.n
                if not self.players[self.order[pos]]["passed"]:
                    self.turn_pos = pos
                    self.ask = {"kind": "turn", "seat": self.order[pos]}
                    return []
            return self._end_of_turns()
        # stage == "relocate"
        self.active = None
        if self.relocators:
            seat = self.relocators.pop(0)
            self.ask = {"kind": "relocate", "seat": seat}
            return []
        return self._score_round()

    def _begin_round(self) -> list[Event]:
        self.round += 1
        self.turn_pos = -1
        self.occupied = {}
        for p in self.players:
            p.update(workers=p["total"], seasonal=0, black_ready=p["black"], passed=False,
                     eng_used=[], used=[])
        self.bank += self.board_coins
        self.board_coins = 0
        return [Event(key="rr-round", params={"round": self.round, "rounds": self.rounds})]

    def _end_of_turns(self) -> list[Event]:
        first, second = turn_order.claimant(self, 1), turn_order.claimant(self, 2)
        self.relocators = turn_order.relocators(self)
        self.order = turn_order.next_order(self.order, first, second)
        self.stage = "relocate"
        if self.round >= self.rounds:
            return []
        return [Event(key="rr-turn-order", params={"seat": self.order[0]})]

    def _score_round(self) -> list[Event]:
        rows = [scoring.round_score(p) for p in self.players]
        for p, row in zip(self.players, rows):
            p["score"] += row["total"]
        self.history.append(rows)
        events = [Event(key="rr-scored", params={"seat": s, "points": r["total"]}) for s, r in enumerate(rows)]
        if self.round >= self.rounds:
            return events + self._final_scoring()
        gone = engineers.slide(self)
        self.stage = "play"
        return events + [Event(key="rr-engineer-leaves", params={"engineer": g}) for g in gone] + self._begin_round()

    def _final_scoring(self) -> list[Event]:
        bonus = scoring.majority(self.players)
        self.final = []
        for seat, p in enumerate(self.players):
            cards = {c: scoring.end_card_points(p, c) for c in p["end_cards"]}
            p["score"] += sum(cards.values()) + bonus[seat]
            self.final.append({"end_cards": cards, "engineers": bonus[seat]})
        self.stage = "over"
        self.ask = None
        self.tasks = []
        return [Event(key="rr-game-over", params={"scores": self.scores()})]

    # ------------------------------------------------------------------ results and views
    def scores(self) -> list[int]:
        return [p["score"] for p in self.players]

    def ranking(self) -> list[int]:
        # A tie shares the win (p. 21); the list needs an order, so seats break it.
        return sorted(range(self.n), key=lambda s: (-self.players[s]["score"], s))

    def to_dict(self) -> dict:
        data = {name: copy_data(getattr(self, name)) for name in STATE_FIELDS}
        data["stacks"] = {str(k): v for k, v in self.stacks.items()}
        data["seats"] = [s.model_dump(mode="json") for s in self.seats]
        return data

    def view(self, seat: int | None = None) -> dict:
        from .views import view

        return view(self, seat)

    def private_info(self, seat: int) -> list[Event]:
        from .views import private_info

        return private_info(self, seat)

    def determinize(self, seat: int, seed: int) -> "RussianRailroadsState":
        from .views import determinize

        return determinize(self, seat, seed)
