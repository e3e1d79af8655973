"""One live game per channel: lobby, load by replay, apply, persist, run AI seats.

Transport-agnostic: the Discord cogs and the local console both talk to a ``Sessions`` object and
turn its results (events, refusals) into localized text. Nothing here knows about Discord.
"""
from __future__ import annotations

import asyncio
import logging
import random
from dataclasses import dataclass, field

from vypravci.games.core import Event, GameRecord, GameState, RuleError, Seat, get_game

from . import rights
from .claims import claims_open
from ..store.limits import clean_name
from .records.replay import Damage, DamagedRecord, replay_checked
from .records.stats import save_result
from .refusal import Refusal
from .rights import Who
from .seats import control_seats
from ..store import ChannelBusy, Snapshot, StaleState, Store, StoredGame, WrongStatus
from .thinking import Thinker, in_thread

MAX_AI_STEPS = 500  # safety net: an AI loop never runs away
LOBBY_RETRIES = 5  # a lobby change lost to another writer is re-read and tried again this often

log = logging.getLogger(__name__)


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
    seq: int | None = None  # the log length ``state`` was built from (None: not known here)
    record: GameRecord | None = None  # the effective record at ``seq`` (a copy: later moves leave it be)

    def at(self, live: "Live") -> "Outcome":
        """This outcome, marked with the log length and record of ``live`` (what it ends at)."""
        self.seq = live.seq
        self.record = live.record.model_copy(update={"actions": list(live.record.actions)})
        return self

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
    """A started game held in memory: its stored row, record and current state, all built from
    one snapshot. ``state`` is exactly what replaying ``record`` gives, and ``record`` is the log's
    first ``seq`` rows folded, so an append at ``seq`` is checked against the right state."""

    game: StoredGame
    record: GameRecord
    state: GameState
    seq: int  # log rows seen (actions + undos)


class Damaged(Refusal):
    """A stored game whose record no longer replays (see bot/table/records/replay.py). Front ends show it like
    any refusal: which move breaks, and that the host can cut the game back or abandon it."""

    def __init__(self, game: StoredGame, damage: Damage) -> None:
        key = "game-damaged-setup" if damage.good is None else "game-damaged"
        super().__init__(key, "", move=damage.move, good=damage.good or 0, reason=damage.reason)
        self.game, self.damage = game, damage


def _seat_limit(g: StoredGame) -> int:
    """The most seats the lobby's options allow (a solo game has one)."""
    game = get_game(g.game)
    return max(game.player_counts(game.parse_options(g.options)))


def draw_seed() -> int:
    """A game's chance, drawn from the OS when the game starts (never before: a lobby has none)."""
    return random.SystemRandom().randrange(2**31)


class Sessions:
    """All sessions of one bot process. One asyncio lock per channel serializes its requests;
    the store's optimistic check (expected sequence number) catches writers in other processes."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self._locks: dict[int, asyncio.Lock] = {}
        self._live: dict[int, Live] = {}
        self._votes: dict[int, UndoVote] = {}
        # awaited with the Live after a request changed a running game (the deadline scheduler)
        self.watchers: list = []
        # awaited with the StoredGame after a game stopped running without a move (abandoned):
        # what followed it lets go at once (a move that ends a game goes to ``watchers``)
        self.closers: list = []
        # how AI seats think (bot/table/thinking.py): a thread here; the bot hands them its render processes
        self.think: Thinker = in_thread

    def lock(self, channel_id: int) -> asyncio.Lock:
        return self._locks.setdefault(channel_id, asyncio.Lock())

    # ------------------------------------------------------------------ lobby
    async def new_lobby(self, guild_id: int, channel_id: int, host_id: int, host_name: str,
                        game_id: str, options: dict | None = None, locale: str | None = None) -> StoredGame:
        game = get_game(game_id)
        opts = game.parse_options(options).model_dump(mode="json")
        try:
            return await self.store.create_game(  # no seed yet: it is drawn at Start (``start``)
                guild_id, channel_id, host_id, game_id, opts, seed=0,
                seats=[Seat(name=clean_name(host_name), user_id=host_id)], status="lobby",
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

    async def _change_lobby(self, channel_id: int, change) -> StoredGame:
        """Read the lobby, compute its new seats with ``change(g)`` and write them only if nobody
        changed the lobby in between (the row version decides); otherwise read again and retry."""
        async with self.lock(channel_id):
            for _ in range(LOBBY_RETRIES):
                g = await self._lobby(channel_id)
                seats = change(g)
                try:
                    return await self.store.update_lobby(g.id, seats, expected_version=g.version)
                except StaleState:
                    continue
                except WrongStatus:
                    raise Refusal("lobby-already-started") from None
            raise Refusal("refuse-state-changed")

    async def join(self, channel_id: int, user_id: int, name: str) -> StoredGame:
        def change(g: StoredGame) -> list[Seat]:
            if any(s.user_id == user_id for s in g.seats):
                raise Refusal("lobby-already-seated")
            if len(g.seats) >= _seat_limit(g):
                raise Refusal("lobby-full")
            return [*g.seats, Seat(name=clean_name(name), user_id=user_id)]

        return await self._change_lobby(channel_id, change)

    async def add_ai(self, channel_id: int, user_id: int, level: str = "simple") -> StoredGame:
        def change(g: StoredGame) -> list[Seat]:
            rights.check("add-ai", Who(user_id), g)
            game = get_game(g.game)
            if len(g.seats) >= _seat_limit(g):
                raise Refusal("lobby-full")
            if level not in game.ai_names():
                raise Refusal("lobby-unknown-ai", level=level)
            number = sum(1 for s in g.seats if s.kind == "ai") + 1
            return [*g.seats, Seat(name=f"AI {number}", kind="ai", ai=level)]

        return await self._change_lobby(channel_id, change)

    async def leave(self, channel_id: int, user_id: int) -> StoredGame:
        def change(g: StoredGame) -> list[Seat]:
            rights.check("leave", Who(user_id), g)
            if user_id == g.host_id:
                raise Refusal("lobby-host-cannot-leave")
            seats = [s for s in g.seats if s.user_id != user_id]
            if len(seats) == len(g.seats):
                raise Refusal("refuse-not-seated")
            return seats

        return await self._change_lobby(channel_id, change)

    async def set_options(self, channel_id: int, user_id: int, change) -> tuple[StoredGame, dict]:
        """The host changes the lobby's options: ``change(g)`` returns the new options (all of
        them, checked by the caller against the game's model) or raises a Refusal. Returns the
        lobby and the options before; unchanged options write nothing."""
        async with self.lock(channel_id):
            g = await self._lobby(channel_id)
            rights.check("options", Who(user_id), g)
            before = dict(g.options)
            after = change(g)
            if after == before:
                return g, before
            try:
                return await self.store.update_lobby(g.id, g.seats, options=after, expected_version=g.version), before
            except StaleState:
                raise Refusal("refuse-state-changed") from None
            except WrongStatus:
                raise Refusal("lobby-already-started") from None

    async def start(self, channel_id: int, user_id: int, shuffle_seats: bool = True,
                    seed: int | None = None) -> Outcome:
        """The host starts the lobby: the seed is drawn now (``seed``: a given one, for replays of
        a known record), the seating order from it, and AI seats move if they are first."""
        async with self.lock(channel_id):
            g = await self._lobby(channel_id)
            rights.check("start", Who(user_id), g)
            seed = draw_seed() if seed is None else seed
            game = get_game(g.game)
            counts = game.player_counts(game.parse_options(g.options))
            if len(g.seats) not in counts:
                raise Refusal("lobby-need-players", game=g.game, min=min(counts), max=max(counts), count=len(g.seats))
            seats = list(g.seats)
            if shuffle_seats:  # the start player is drawn at random, from the game's own seed
                random.Random(seed).shuffle(seats)
            try:  # options the model accepts can still fail the set-up (a host's layout): stay a lobby
                game.new_state(game.parse_options(g.options), seats, seed)
            except RuleError as err:
                raise Refusal.from_rule(err) from None
            try:  # seat order, seed and 'active' in one commit
                g = await self.store.start_game(g.id, seats, expected_version=g.version, seed=seed)
            except (StaleState, WrongStatus):
                raise Refusal("refuse-state-changed") from None
            live = await self._load(g)
            outcome = Outcome(game=live.game, state=live.state)
            await self._run_ai(live, outcome)
            await self._changed(live)
            return outcome.at(live)

    # ------------------------------------------------------------------ loading
    async def _load(self, g: StoredGame) -> Live:
        """Replay the game from one snapshot of its row and log. A record that does not replay
        raises ``Damaged`` (logged with the game id and move); a replayed game that is over but
        still marked active (a crash before the atomic finish existed) is marked finished."""
        snap: Snapshot = await self.store.snapshot(g.id)
        record = snap.record
        try:
            state = replay_checked(record)
        except DamagedRecord as err:
            log.error("game %s (%s, channel %s) does not replay: move %s: %s", g.id, g.game,
                      g.channel_id, err.damage.move, err.damage.reason, exc_info=err.__cause__)
            self._live.pop(g.channel_id, None)
            raise Damaged(snap.game, err.damage) from None
        control_seats(state, record.seats, snap.game.meta)  # who plays each seat now (bot/table/seats.py)
        live = Live(game=snap.game, record=record, state=state, seq=snap.seq)
        if state.is_terminal() and snap.game.status == "active":
            try:
                live.game = await self.store.set_status(g.id, "finished", expected_status=("active",))
            except WrongStatus:
                pass
        self._install(live)
        return live

    def _install(self, live: Live) -> None:
        """Cache ``live`` unless a newer state of the same game is cached already."""
        cached = self._live.get(live.game.channel_id)
        if cached is None or cached.game.id != live.game.id or cached.seq <= live.seq:
            self._live[live.game.channel_id] = live

    async def live(self, channel_id: int) -> Live:
        """The started game in this channel (loaded by replay on first use after a restart, and
        again whenever another writer moved it on). Raises ``Damaged`` for a broken record."""
        g = await self.store.active_game(channel_id)
        if g is None:
            raise Refusal("refuse-no-game")
        if g.status != "active":
            raise Refusal("game-not-started")
        live = self._live.get(channel_id)
        if live is None or live.game.id != g.id or live.seq != g.move_count:
            live = await self._load(g)
        return live

    # ------------------------------------------------------------------ playing
    @staticmethod
    def seat_of(live: Live, user_id: int) -> int | None:
        """The seat the user plays now (a replacement's too; also while an AI stands in)."""
        for i, s in enumerate(live.state.seats):
            if s.user_id is not None and s.user_id == user_id:
                return i
        return None

    async def act(self, channel_id: int, user_id: int, action: dict, seen_seq: int | None = None,
                  seat: int | None = None) -> Outcome:
        """Apply one action for the user's seat. ``seen_seq``: the log length the user's view was
        built from (buttons carry it); if the game moved on since, the request is refused.
        ``seat``: act for that seat instead (the table skipping a late player; the caller checked)."""
        async with self.lock(channel_id):
            live = await self.live(channel_id)
            seat = self.seat_of(live, user_id) if seat is None else seat
            if seat is None:
                raise Refusal("refuse-not-seated")
            if seen_seq is not None and seen_seq != live.seq:
                raise Refusal("refuse-state-changed")
            if claims_open(live.game.meta):
                raise Refusal("claims-waiting")
            if live.state.to_act() != seat:
                raise Refusal("error-not-your-turn", "turn")
            outcome = Outcome(game=live.game, state=live.state)
            await self._apply(live, {**action, "seat": seat}, outcome, user_id)
            await self._run_ai(live, outcome)
            await self._changed(live)
            return outcome.at(live)

    async def arrange(self, channel_id: int, change, seen_seq: int | None = None) -> Outcome:
        """Change the running game's table arrangements (meta, never the rules): ``change(live)``
        returns a meta patch or raises a Refusal. The seats are laid over again (bot/table/seats.py) and
        AI seats move if the game now waits for one."""
        async with self.lock(channel_id):
            live = await self.live(channel_id)
            if seen_seq is not None and seen_seq != live.seq:
                raise Refusal("refuse-state-changed")
            fresh = await self.store.get_game(live.game.id)  # meta changes apart from moves (timers)
            live.game = live.game.model_copy(update={"meta": fresh.meta})
            stored = await self.store.update_meta(live.game.id, change(live))
            live.game = live.game.model_copy(update={"meta": stored.meta})
            control_seats(live.state, live.record.seats, stored.meta)
            outcome = Outcome(game=live.game, state=live.state)
            await self._run_ai(live, outcome)
            await self._changed(live)
            return outcome.at(live)

    async def _changed(self, live: Live) -> None:
        for watcher in self.watchers:
            try:
                await watcher(live)
            except Exception:  # a watcher's failure never undoes or blocks a move
                log.exception("watcher %r failed for game %s", watcher, live.game.id)

    async def _apply(self, live: Live, action: dict, outcome: Outcome, user_id: int | None) -> None:
        game = get_game(live.game.game)
        try:
            parsed = game.parse_action(action)
            trial = live.state.clone()
            events = trial.apply(parsed)
        except RuleError as err:
            raise Refusal.from_rule(err) from None
        data = parsed.to_dict()
        finished = trial.is_terminal()
        try:  # appended only at the seq this state was built from; a finishing move ends the game
            await self.store.append_action(live.game.id, live.seq, data, user_id=user_id, finish=finished)
        except (StaleState, WrongStatus):
            self._live.pop(live.game.channel_id, None)
            raise Refusal("refuse-state-changed") from None
        live.seq += 1
        live.record.actions.append(data)
        live.state = trial
        outcome.state = trial
        outcome.steps.append(Step(seat=parsed.seat, action=data, events=events))
        if finished:
            await save_result(self.store, live.game.id, trial, live.record.seats)
            live.game = await self.store.get_game(live.game.id)
            outcome.game = live.game
            self._live.pop(live.game.channel_id, None)
        else:
            self._install(live)

    async def _run_ai(self, live: Live, outcome: Outcome) -> None:
        """AI seats move while the game waits for one; each thinks off the event loop
        (``self.think``, bot/table/thinking.py) with the channel's lock held, and its move is appended
        at the seq of the state it thought about."""
        for _ in range(MAX_AI_STEPS):
            if claims_open(live.game.meta):  # an imported game waits until every seat is claimed
                return
            state, seq = live.state, live.seq
            seat = state.to_act()
            if seat is None or state.seats[seat].kind != "ai":
                return
            move = await self.think(state, seat, state.seats[seat].ai or "simple", live.game.seed * 31 + seat * 7 + seq)
            if live.state is not state or live.seq != seq:  # cannot happen under the lock; never apply blind
                raise Refusal("refuse-state-changed")
            await self._apply(live, move, outcome, None)

    async def undo(self, channel_id: int, user_id: int) -> Outcome | UndoVote:
        """Take back the last human action (and the AI moves after it). Your own: at once. Someone
        else's: every seated human must agree (this call is the caller's vote)."""
        async with self.lock(channel_id):
            live = await self.live(channel_id)
            rights.check("undo", Who(user_id), live.game)
            seat = self.seat_of(live, user_id)
            if seat is None:
                raise Refusal("refuse-not-seated")
            if claims_open(live.game.meta):
                raise Refusal("claims-waiting")
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
                elif user_id in vote.agreed:  # pressed again: nothing changes, nothing is posted
                    raise Refusal("undo-already-agreed", needed=len(vote.needed - vote.agreed))
                vote.agreed.add(user_id)
                if not vote.needed <= vote.agreed:
                    return vote
            self._votes.pop(channel_id, None)
            try:
                await self.store.append_undo(live.game.id, live.seq, idx, user_id=user_id)
            except (StaleState, WrongStatus):
                self._live.pop(channel_id, None)
                raise Refusal("refuse-state-changed") from None
            live = await self._load(live.game)
            await self._changed(live)
            return Outcome(game=live.game, state=live.state).at(live)

    def undo_vote(self, channel_id: int) -> UndoVote | None:
        """The undo request open in the channel, if no move has been made since it was asked."""
        vote, live = self._votes.get(channel_id), self._live.get(channel_id)
        return vote if vote is not None and live is not None and vote.seq == live.seq else None

    @staticmethod
    def _humans(live: Live) -> set[int]:
        return {s.user_id for s in live.state.seats if s.kind == "human" and s.user_id is not None}

    async def authorized(self, channel_id: int, user_id: int, is_admin: bool, action: str) -> StoredGame:
        """The channel's open game, if the user may do ``action`` there (bot/table/rights.py), else a refusal."""
        g = await self.store.active_game(channel_id)
        if g is None:
            raise Refusal("refuse-no-game")
        rights.check(action, Who(user_id, is_admin), g)
        return g

    async def abandon(self, channel_id: int, user_id: int, is_admin: bool = False) -> StoredGame:
        async with self.lock(channel_id):
            g = await self.authorized(channel_id, user_id, is_admin, "abandon")
            try:  # only an open game is abandoned: one that finished meanwhile stays finished
                g = await self.store.set_status(g.id, "abandoned", expected_status=("lobby", "active"))
            except WrongStatus:
                raise Refusal("refuse-state-changed") from None
            finally:
                self._live.pop(channel_id, None)
            await self._closed(g)
            return g

    async def _closed(self, g: StoredGame) -> None:
        for closer in self.closers:
            try:
                await closer(g)
            except Exception:  # like a watcher's: never blocks the abandon
                log.exception("closer %r failed for game %s", closer, g.id)

    async def repair(self, channel_id: int, user_id: int, is_admin: bool = False) -> Outcome:
        """Cut a damaged game back to its last good move (host or admin). The log stays
        append-only: the cut is an undo row, so the damaged moves remain on record."""
        async with self.lock(channel_id):
            g = await self.authorized(channel_id, user_id, is_admin, "repair")
            if g.status != "active":
                raise Refusal("game-not-started")
            try:
                await self._load(g)
            except Damaged as err:
                if err.damage.good is None:
                    raise Refusal("repair-setup-broken", reason=err.damage.reason) from None
                try:
                    await self.store.append_undo(g.id, err.game.move_count, err.damage.good, user_id=user_id)
                except (StaleState, WrongStatus):
                    raise Refusal("refuse-state-changed") from None
                log.warning("game %s cut back to move %s by user %s", g.id, err.damage.good, user_id)
                live = await self._load(err.game)
                await self._changed(live)
                return Outcome(game=live.game, state=live.state).at(live)
            raise Refusal("repair-not-damaged")
