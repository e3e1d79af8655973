"""Issue 9: a state-machine test of ``Sessions`` (hypothesis stateful testing).

Random sequences of lobby changes, moves (right and wrong seat, stale buttons), undo requests and
votes, abandoning, and restarts (a new process: a new Store on the same file, an empty cache),
with two bot processes' worth of Sessions sharing one database (a SQLite file, and in a second test
a PostgreSQL schema). After every step: each stored game replays, the channel's cached state is exactly the replay of what is stored, and a game is
'finished' exactly when its state is over.
"""
from __future__ import annotations

import asyncio
import random
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule, run_state_machine_as_test

from vypravci.bot.table.records.replay import find_damage
from vypravci.bot.table import session as session_module
from vypravci.bot.table.refusal import Refusal
from vypravci.bot.table.session import Sessions, UndoVote
from vypravci.bot.store import Store
from vypravci.games.core import get_game, replay
from tests.pg import fresh_schema

GAME = "mini-express"
CHANNELS = (1, 2)
USERS = (1, 2, 3, 4)


class SessionsMachine(RuleBasedStateMachine):
    pg_url: str | None = None  # set: each run gets a fresh schema on this PostgreSQL server

    def __init__(self) -> None:
        super().__init__()
        # Each run the same seeds for new games (not the OS's): what a step does must depend on the
        # steps alone, or hypothesis sees different rules possible when it replays an example.
        rng = random.Random(2024)
        self._system_random, session_module.random.SystemRandom = session_module.random.SystemRandom, lambda: rng
        self.loop = asyncio.new_event_loop()
        self.dir = tempfile.TemporaryDirectory()
        self.path = fresh_schema(self.pg_url) if self.pg_url else Path(self.dir.name) / "machine.sqlite3"
        self.procs = [self.run(self._open()), self.run(self._open())]
        self.acked: list[tuple[int, int]] = []  # (game id, log seq) of every acknowledged move

    # -- plumbing ---------------------------------------------------------------------------
    def run(self, coro):
        return self.loop.run_until_complete(coro)

    async def _open(self) -> Sessions:
        return Sessions(await Store.open(self.path))

    def attempt(self, coro) -> object:
        try:
            return self.run(coro)
        except Refusal as err:  # a refusal is an answer; anything else fails the test
            return err

    def teardown(self) -> None:
        session_module.random.SystemRandom = self._system_random
        for s in self.procs:
            self.run(s.store.close())
        self.loop.close()
        self.dir.cleanup()

    # -- rules --------------------------------------------------------------------------------
    @rule(p=st.integers(0, 1), channel=st.sampled_from(CHANNELS), host=st.sampled_from(USERS))
    def new_lobby(self, p, channel, host):
        self.attempt(self.procs[p].new_lobby(1, channel, host, f"U{host}", GAME))

    @rule(p=st.integers(0, 1), channel=st.sampled_from(CHANNELS), host=st.sampled_from(USERS))
    def open_table(self, p, channel, host):
        """A whole table at once: lobby, two more players, start (refused if the channel is busy)."""
        s = self.procs[p]
        self.attempt(s.new_lobby(1, channel, host, f"U{host}", GAME))
        for user in [u for u in USERS if u != host][:2]:
            self.attempt(s.join(channel, user, f"U{user}"))
        self.attempt(s.start(channel, host))

    @rule(p=st.integers(0, 1), channel=st.sampled_from(CHANNELS), user=st.sampled_from(USERS))
    def join(self, p, channel, user):
        self.attempt(self.procs[p].join(channel, user, f"U{user}"))

    @rule(p=st.integers(0, 1), channel=st.sampled_from(CHANNELS), user=st.sampled_from(USERS))
    def leave(self, p, channel, user):
        self.attempt(self.procs[p].leave(channel, user))

    @rule(p=st.integers(0, 1), channel=st.sampled_from(CHANNELS), user=st.sampled_from(USERS))
    def start(self, p, channel, user):
        self.attempt(self.procs[p].start(channel, user))

    @rule(p=st.integers(0, 1), channel=st.sampled_from(CHANNELS), right_seat=st.booleans(),
          stale=st.booleans(), seed=st.integers(0, 2**16), user=st.sampled_from(USERS),
          moves=st.integers(1, 6))
    def act(self, p, channel, right_seat, stale, seed, user, moves):
        for k in range(moves):
            self._act_once(self.procs[p], channel, right_seat, stale and k == 0, seed + k, user)

    @rule(p=st.integers(0, 1), channel=st.sampled_from(CHANNELS), seed=st.integers(0, 2**16),
          moves=st.integers(1, 12))
    def play_on(self, p, channel, seed, moves):
        """Several right moves in a row (the common case)."""
        for k in range(moves):
            self._act_once(self.procs[p], channel, True, False, seed + k, 0)

    def _act_once(self, s, channel, right_seat, stale, seed, user):
        try:
            live = self.run(s.live(channel))
        except Refusal:
            return
        seat = live.state.to_act()
        if seat is None:
            return
        action = get_game(GAME).make_ai("random", seed).choose(live.state, seat).to_dict()
        action.pop("seat")
        if right_seat:
            user = live.state.seats[seat].user_id
        seen = live.seq - 1 if stale else live.seq
        before = live.seq
        out = self.attempt(s.act(channel, user, action, seen_seq=seen))
        if not isinstance(out, Refusal):
            self.acked.append((out.game.id, before + 1))

    @rule(p=st.integers(0, 1), channel=st.sampled_from(CHANNELS), user=st.sampled_from(USERS))
    def undo_or_vote(self, p, channel, user):
        out = self.attempt(self.procs[p].undo(channel, user))
        assert isinstance(out, (Refusal, UndoVote)) or out.state is not None

    @rule(p=st.integers(0, 1), channel=st.sampled_from(CHANNELS), user=st.sampled_from(USERS),
          dice=st.integers(0, 5))
    def abandon(self, p, channel, user, dice):
        if dice == 0:  # rarely, so that games get played for a while
            self.attempt(self.procs[p].abandon(channel, user))

    @rule(p=st.integers(0, 1))
    def restart(self, p):
        self.run(self.procs[p].store.close())
        self.procs[p] = self.run(self._open())

    @precondition(lambda self: self.acked)
    @rule()
    def acknowledged_moves_are_stored(self):
        store = self.procs[0].store
        for game_id, seq in self.acked:
            rows = self.run(store.log(game_id))
            assert len(rows) >= seq and rows[seq - 1].kind == "action"

    # -- invariants ---------------------------------------------------------------------------
    @invariant()
    def every_game_replays_and_caches_agree(self):
        store = self.procs[0].store
        for g in self.run(store.all_games()):
            if g.status in ("lobby",):
                continue
            snap = self.run(store.snapshot(g.id))
            if g.status == "abandoned" and not snap.rows:
                continue
            assert find_damage(snap.record) is None, g.id
            state = replay(snap.record)
            if g.status != "abandoned":
                assert state.is_terminal() == (g.status == "finished"), g.id
            for s in self.procs:
                cached = s._live.get(g.channel_id)
                if cached is not None and cached.game.id == g.id and cached.seq == snap.seq:
                    assert cached.state.to_dict() == state.to_dict(), g.id


SessionsMachine.TestCase.settings = settings(
    max_examples=30, stateful_step_count=30, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
TestSessionsMachine = SessionsMachine.TestCase


def test_sessions_machine_on_postgresql(pg_url):
    """The same machine with both processes on one PostgreSQL database (fewer runs: each step
    crosses a socket, and the suite's time is shared)."""

    class OnPostgres(SessionsMachine):
        pass

    OnPostgres.pg_url = pg_url
    run_state_machine_as_test(OnPostgres, settings=settings(
        max_examples=12, stateful_step_count=30, deadline=None,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much]))
