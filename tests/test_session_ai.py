"""AI seats think off the event loop (bot/table/thinking.py): the same game wherever they think (on the
loop as before, in a thread, in a render process), the loop free while they do, and a move
appended only at the log length of the state it was chosen for."""
from __future__ import annotations

import asyncio
import random
import threading

import pytest

from vypravci.bot.table import session as session_module
from vypravci.bot.table import thinking
from vypravci.bot.table.refusal import Refusal
from vypravci.bot.table.session import Sessions
from vypravci.bot.store import Store
from vypravci.games.core import get_game
from vypravci.render.pool import RenderPool

CHANNEL, HOST = 5, 1


async def on_loop(state, seat, level, seed):
    """How AI seats thought before: on the event loop itself."""
    return thinking.choose_move(state, seat, level, seed)


async def table(store, game_id: str, level: str, monkeypatch) -> Sessions:
    """One human (seat 0) and two AI seats of ``level``, started on a fixed seed."""
    monkeypatch.setattr(session_module.random, "SystemRandom", lambda: random.Random(7))
    sessions = Sessions(store)
    await sessions.new_lobby(1, CHANNEL, HOST, "Host", game_id)
    for _ in range(2):
        await sessions.add_ai(CHANNEL, HOST, level)
    return sessions


async def play(sessions: Sessions, think, moves: int) -> list[dict]:
    """Start and play until the game is over or ``moves`` actions are logged; the human's moves
    come from a seeded random player. Returns the logged actions."""
    sessions.think = think
    await sessions.start(CHANNEL, HOST, shuffle_seats=False)
    live = await sessions.live(CHANNEL)
    while not live.state.is_terminal() and live.seq < moves:
        seat = live.state.to_act()
        move = get_game(live.game.game).make_ai("random", live.seq).choose(live.state, seat).to_dict()
        outcome = await sessions.act(CHANNEL, HOST, move)
        if outcome.state.is_terminal():
            break
        live = await sessions.live(CHANNEL)
    return (await sessions.store.snapshot(live.game.id)).record.actions


@pytest.fixture(scope="module")
def pool():
    p = RenderPool(1)
    p.start()  # its first jobs wait for the worker to be up
    yield p
    asyncio.run(p.close())


@pytest.mark.parametrize("game_id, level, moves", [("mini-express", "strong", 60), ("18lilliput", "simple", 45)])
async def test_the_same_game_wherever_the_ai_thinks(tmp_path, monkeypatch, pool, game_id, level, moves):
    records = []
    for n, think in enumerate([on_loop, thinking.in_thread, thinking.in_pool(pool)]):
        async with await Store.open(tmp_path / f"{n}.sqlite3") as store:
            records.append(await play(await table(store, game_id, level, monkeypatch), think, moves))
    assert len(records[0]) >= 20 and any(a["seat"] != 0 for a in records[0])  # the AI seats moved
    assert records[0] == records[1] == records[2]


async def test_a_move_thought_in_a_render_process_is_the_one_thought_here(pool):
    game = get_game("russian-railroads")
    from vypravci.games.core.selfplay import ai_seats

    state = game.new_state(game.parse_options(None), ai_seats(2, ["simple"]), 3)
    move, where = await pool.call(thinking.choose_move, state, state.to_act(), "simple", 11)
    assert where == "pool" and move == thinking.choose_move(state, state.to_act(), "simple", 11)
    local = lambda: "here"  # noqa: E731 - a function made here cannot travel: run in a thread
    assert await pool.call(local) == ("here", "thread")


class Gate:
    """A thinker's thread held until the event loop opens the gate: were the AI thinking on the
    loop, nothing could open it (the wait times out and the test fails)."""

    def __init__(self, monkeypatch) -> None:
        self.entered, self.opened = threading.Event(), threading.Event()
        self.held = 0
        real = thinking.choose_move

        def held(state, seat, level, seed):
            self.entered.set()
            self.held += self.opened.wait(timeout=10)
            return real(state, seat, level, seed)

        monkeypatch.setattr(thinking, "choose_move", held)

    async def open_when_thinking(self, meanwhile=None) -> None:
        while not self.entered.is_set():
            await asyncio.sleep(0.001)
        if meanwhile is not None:
            await meanwhile()
        self.opened.set()


async def test_the_event_loop_runs_while_an_ai_seat_thinks(tmp_path, monkeypatch):
    async with await Store.open(tmp_path / "gate.sqlite3") as store:
        sessions = await table(store, "russian-railroads", "simple", monkeypatch)  # the AI seats open
        gate = Gate(monkeypatch)
        opener = asyncio.create_task(gate.open_when_thinking())
        outcome = await sessions.start(CHANNEL, HOST, shuffle_seats=False)
        await opener
        assert gate.held == len(outcome.steps) == 2  # every wait was ended by the loop, none by the timeout
        assert outcome.state.to_act() == 0


async def test_a_move_thought_for_a_state_that_moved_on_is_not_appended(db_target, monkeypatch):
    async with await Store.open(db_target) as store:
        sessions = await table(store, "russian-railroads", "simple", monkeypatch)  # the AI seats open
        game_id = (await store.active_game(CHANNEL)).id
        gate = Gate(monkeypatch)
        intruder = {"type": "written-elsewhere", "seat": 2}

        async def another_process_writes() -> None:  # while the first AI seat thinks about seq 0
            await store.append_action(game_id, 0, intruder)

        opener = asyncio.create_task(gate.open_when_thinking(another_process_writes))
        with pytest.raises(Refusal) as refused:
            await sessions.start(CHANNEL, HOST, shuffle_seats=False)
        await opener
        assert refused.value.key == "refuse-state-changed"
        assert (await store.snapshot(game_id)).record.actions == [intruder]  # the AI's move was not added


async def test_an_outcome_carries_the_log_length_and_record_it_ends_at(tmp_path, monkeypatch):
    """A board post reads these instead of the store again (bot/discord/cogs/base.py post_outcome): the
    seq after the AI seats' answers, and a copy of the record the next move does not change."""
    async with await Store.open(tmp_path / "o.sqlite3") as store:
        sessions = await table(store, "mini-express", "simple", monkeypatch)
        sessions.think = on_loop
        await sessions.start(CHANNEL, HOST, shuffle_seats=False)
        live = await sessions.live(CHANNEL)
        move = get_game(live.game.game).make_ai("random", 1).choose(live.state, live.state.to_act()).to_dict()
        outcome = await sessions.act(CHANNEL, HOST, move)
        stored = await store.snapshot(live.game.id)
        assert outcome.seq == stored.game.move_count and outcome.record.actions == stored.record.actions
        if not outcome.state.is_terminal():
            again = get_game(live.game.game).make_ai("random", 2).choose(outcome.state, outcome.state.to_act()).to_dict()
            await sessions.act(CHANNEL, HOST, again)
            assert outcome.record.actions == stored.record.actions  # its own copy
