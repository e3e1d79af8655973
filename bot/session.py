"""One live game per channel: lobby, load by replay, apply, persist, run AI seats.

Transport-agnostic: the Discord cogs and the local console both talk to a ``Sessions`` object and
turn its results (events, refusals) into localized text. Nothing here knows about Discord.
"""
from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass, field

from games.core import Event, GameRecord, GameState, RuleError, Seat, get_game, replay

from .store import ChannelBusy, StaleState, Store, StoredGame

MAX_AI_STEPS = 500  # safety net: an AI loop never runs away


class Refusal(Exception):
    """A request the bot turns down; ``key``/``params`` are a locale message, ``section`` a rule."""

    def __init__(self, key: str, section: str = "", **params: object) -> None:
        super().__init__(key)
        self.key, self.section, self.params = key, section, params

    @classmethod
    def from_rule(cls, err: RuleError) -> "Refusal":
        return cls(err.key, err.section, **err.params)


@dataclass
class Step:
    """One applied action with what it caused."""

    seat: int
    action: dict
    events: list[Event]


@dataclass
class Outcome:
    """What a request changed: the steps applied (the player's, then any AI seats'), the new state."""

    game: StoredGame
    state: GameState
    steps: list[Step] = field(default_factory=list)

    @property
    def events(self) -> list[Event]:
        return [e for s in self.steps for e in s.events]


@dataclass
class UndoVote:
    """An undo of someone else's action waiting for every seated human to agree."""

    to: int  # cut the action list back to this length
    seq: int  # the log length the vote was opened at; any move cancels it
    needed: set[int]
    agreed: set[int] = field(default_factory=set)


@dataclass
class Live:
    """A started game held in memory: its stored row, record and current state."""

    game: StoredGame
    record: GameRecord
    state: GameState
    seq: int  # log rows seen (actions + undos)


def _host_name(g: StoredGame) -> str:
    return next((s.name for s in g.seats if s.user_id == g.host_id), "?")


class Sessions:
    """All sessions of one bot process. One asyncio lock per channel serializes its requests;
    the store's optimistic check (expected sequence number) catches writers in other processes."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._locks: dict[int, asyncio.Lock] = {}
        self._live: dict[int, Live] = {}
        self._votes: dict[int, UndoVote] = {}

    def lock(self, channel_id: int) -> asyncio.Lock:
        return self._locks.setdefault(channel_id, asyncio.Lock())

    # ------------------------------------------------------------------ lobby
    async def new_lobby(self, guild_id: int, channel_id: int, host_id: int, host_name: str,
                        game_id: str, options: dict | None = None, locale: str | None = None) -> StoredGame:
        game = get_game(game_id)
        opts = game.parse_options(options).model_dump(mode="json")
        try:
            return await self.store.create_game(
                guild_id, channel_id, host_id, game_id, opts, seed=random.SystemRandom().randrange(2**31),
                seats=[Seat(name=host_name, user_id=host_id)], status="lobby",
            )
        except ChannelBusy:
            raise Refusal("lobby-channel-busy") from None

    async def _lobby(self, channel_id: int) -> StoredGame:
        g = await self.store.active_game(channel_id)
        if g is None:
            raise Refusal("refuse-no-game")
        if g.status != "lobby":
            raise Refusal("lobby-already-started")
        return g

    async def join(self, channel_id: int, user_id: int, name: str) -> StoredGame:
        async with self.lock(channel_id):
            g = await self._lobby(channel_id)
            if any(s.user_id == user_id for s in g.seats):
                raise Refusal("lobby-already-seated")
            if len(g.seats) >= get_game(g.game).max_players:
                raise Refusal("lobby-full")
            return await self.store.update_lobby(g.id, [*g.seats, Seat(name=name, user_id=user_id)],
                                                 expected_version=g.version)

    async def add_ai(self, channel_id: int, user_id: int, level: str = "simple") -> StoredGame:
        async with self.lock(channel_id):
            g = await self._lobby(channel_id)
            game = get_game(g.game)
            if len(g.seats) >= game.max_players:
                raise Refusal("lobby-full")
            if level not in game.ai_names():
                raise Refusal("lobby-unknown-ai", level=level)
            number = sum(1 for s in g.seats if s.kind == "ai") + 1
            seat = Seat(name=f"AI {number}", kind="ai", ai=level)
            return await self.store.update_lobby(g.id, [*g.seats, seat], expected_version=g.version)

    async def leave(self, channel_id: int, user_id: int) -> StoredGame:
        async with self.lock(channel_id):
            g = await self._lobby(channel_id)
            if user_id == g.host_id:
                raise Refusal("lobby-host-cannot-leave")
            seats = [s for s in g.seats if s.user_id != user_id]
            if len(seats) == len(g.seats):
                raise Refusal("refuse-not-seated")
            return await self.store.update_lobby(g.id, seats, expected_version=g.version)

    async def start(self, channel_id: int, user_id: int, shuffle_seats: bool = True) -> Outcome:
        async with self.lock(channel_id):
            g = await self._lobby(channel_id)
            if user_id != g.host_id:
                raise Refusal("lobby-not-host", host=_host_name(g))
            game = get_game(g.game)
            counts = game.player_counts(game.parse_options(g.options))
            if len(g.seats) not in counts:
                raise Refusal("lobby-need-players", game=g.game, min=min(counts), max=max(counts), count=len(g.seats))
            seats = list(g.seats)
            if shuffle_seats:  # the start player is drawn at random, from the game's own seed
                random.Random(g.seed).shuffle(seats)
            g = await self.store.update_lobby(g.id, seats, expected_version=g.version)
            await self.store.set_status(g.id, "active")
            g = await self.store.get_game(g.id)
            live = await self._load(g)
            outcome = Outcome(game=g, state=live.state)
            await self._run_ai(live, outcome)
            return outcome

    # ------------------------------------------------------------------ loading
    async def _load(self, g: StoredGame) -> Live:
        record = await self.store.record(g.id)
        state = replay(record)
        rows = await self.store.log(g.id)
        live = Live(game=g, record=record, state=state, seq=len(rows))
        self._live[g.channel_id] = live
        return live

    async def live(self, channel_id: int) -> Live:
        """The started game in this channel (loaded by replay on first use after a restart)."""
        g = await self.store.active_game(channel_id)
        if g is None:
            raise Refusal("refuse-no-game")
        if g.status != "active":
            raise Refusal("game-not-started")
        live = self._live.get(channel_id)
        if live is None or live.game.id != g.id:
            live = await self._load(g)
        return live

    # ------------------------------------------------------------------ playing
    @staticmethod
    def seat_of(live: Live, user_id: int) -> int | None:
        for i, s in enumerate(live.state.seats):
            if s.kind == "human" and s.user_id == user_id:
                return i
        return None

    async def act(self, channel_id: int, user_id: int, action: dict, seen_seq: int | None = None) -> Outcome:
        """Apply one action for the user's seat. ``seen_seq``: the log length the user's view was
        built from (buttons carry it); if the game moved on since, the request is refused."""
        async with self.lock(channel_id):
            live = await self.live(channel_id)
            seat = self.seat_of(live, user_id)
            if seat is None:
                raise Refusal("refuse-not-seated")
            if seen_seq is not None and seen_seq != live.seq:
                raise Refusal("refuse-state-changed")
            if live.state.to_act() != seat:
                raise Refusal("error-not-your-turn", "turn")
            outcome = Outcome(game=live.game, state=live.state)
            await self._apply(live, {**action, "seat": seat}, outcome, user_id)
            await self._run_ai(live, outcome)
            return outcome

    async def _apply(self, live: Live, action: dict, outcome: Outcome, user_id: int | None) -> None:
        game = get_game(live.game.game)
        try:
            parsed = game.parse_action(action)
            trial = live.state.clone()
            events = trial.apply(parsed)
        except RuleError as err:
            raise Refusal.from_rule(err) from None
        data = parsed.to_dict()
        try:
            await self.store.append_action(live.game.id, live.seq, data, user_id=user_id)
        except StaleState:
            self._live.pop(live.game.channel_id, None)
            raise Refusal("refuse-state-changed") from None
        live.seq += 1
        live.record.actions.append(data)
        live.state = trial
        outcome.state = trial
        outcome.steps.append(Step(seat=parsed.seat, action=data, events=events))
        if trial.is_terminal():
            await self.store.set_status(live.game.id, "finished")
            live.game = await self.store.get_game(live.game.id)
            outcome.game = live.game
            self._live.pop(live.game.channel_id, None)

    async def _run_ai(self, live: Live, outcome: Outcome) -> None:
        game = get_game(live.game.game)
        for _ in range(MAX_AI_STEPS):
            seat = live.state.to_act()
            if seat is None or live.state.seats[seat].kind != "ai":
                return
            ai = game.make_ai(live.state.seats[seat].ai or "simple", live.game.seed * 31 + seat * 7 + live.seq)
            action = ai.choose(live.state, seat)
            await self._apply(live, action.to_dict(), outcome, None)

    async def undo(self, channel_id: int, user_id: int) -> Outcome | UndoVote:
        """Take back the last human action (and the AI moves after it). Your own: at once. Someone
        else's: every seated human must agree (this call is the caller's vote)."""
        async with self.lock(channel_id):
            live = await self.live(channel_id)
            seat = self.seat_of(live, user_id)
            if seat is None:
                raise Refusal("refuse-not-seated")
            actions = live.record.actions
            idx = len(actions) - 1
            while idx >= 0 and live.state.seats[actions[idx]["seat"]].kind == "ai":
                idx -= 1
            if idx < 0:
                raise Refusal("undo-nothing")
            if actions[idx]["seat"] != seat:
                vote = self._votes.get(channel_id)
                if vote is None or vote.to != idx or vote.seq != live.seq:
                    vote = self._votes[channel_id] = UndoVote(to=idx, seq=live.seq, needed=self._humans(live))
                vote.agreed.add(user_id)
                if not vote.needed <= vote.agreed:
                    return vote
            self._votes.pop(channel_id, None)
            try:
                await self.store.append_undo(live.game.id, live.seq, idx, user_id=user_id)
            except StaleState:
                self._live.pop(channel_id, None)
                raise Refusal("refuse-state-changed") from None
            live = await self._load(live.game)
            return Outcome(game=live.game, state=live.state)

    @staticmethod
    def _humans(live: Live) -> set[int]:
        return {s.user_id for s in live.state.seats if s.kind == "human" and s.user_id is not None}

    async def abandon(self, channel_id: int, user_id: int, is_admin: bool = False) -> StoredGame:
        async with self.lock(channel_id):
            g = await self.store.active_game(channel_id)
            if g is None:
                raise Refusal("refuse-no-game")
            if user_id != g.host_id and not is_admin:
                raise Refusal("lobby-not-host", host=_host_name(g))
            await self.store.set_status(g.id, "abandoned")
            self._live.pop(channel_id, None)
            return await self.store.get_game(g.id)
