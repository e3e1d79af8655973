"""Boards drawn in render processes (render/pool.py): the same PNG as in-process, a small snapshot
crossing to the worker, a killed worker replaced with the board still delivered, jobs that cannot
travel drawn in-process, the real bot's path through the pool, and acknowledgements that never wait
for a render. One pool serves the module (forked from a warm forkserver: cheap to start)."""
from __future__ import annotations

import asyncio
import operator
import os
import pickle
import signal
from pathlib import Path

import pytest

from vypravci.bot.table import thinking
from vypravci.bot.discord.cogs import base
from vypravci.bot.ops.config import Config
from vypravci.bot.discord.client import create_bot
from vypravci.bot.commands.present import Presenter
from vypravci.bot.store import Store
from vypravci.games.core import get_game
from vypravci.games.core.selfplay import ai_seats, play
from vypravci.render import render_state
from vypravci.render.pool import (AI_ENV, AI_NICE, ENV, RenderPool, ViewSnapshot, ai_workers_from_env, job_bytes,
                                  portable, workers_from_env)
from tests.support import CHANNEL, GUILD, Rec, actor, args_of, place


@pytest.fixture(scope="module")
def mini_express():
    record, final = play(get_game("mini-express"), ai_seats(3, ["simple"]), seed=1)
    return final


@pytest.fixture(scope="module")
def russian_railroads():
    record, final = play(get_game("russian-railroads"), ai_seats(2, ["simple"]), seed=1)
    return final


@pytest.fixture(scope="module")
def cargo_empire():
    record, final = play(get_game("cargo-empire"), ai_seats(3, ["simple"]), seed=1)
    return final


@pytest.fixture
async def pool():
    p = RenderPool(2)
    p.start()
    await p.ready()
    yield p
    await p.close()


def spy_on_calls(pool: RenderPool) -> list[str]:
    """Where each of the pool's ``call``s ran from now on, in order."""
    ran: list[str] = []
    call = pool.call

    async def spied(fn, *args):
        result, where = await call(fn, *args)
        ran.append(where)
        return result, where

    pool.call = spied
    return ran


async def test_a_board_from_the_pool_is_the_board_drawn_here(pool, mini_express, russian_railroads, cargo_empire):
    for state in (mini_express, russian_railroads, cargo_empire):  # all three sent as view snapshots
        labels = Presenter("cs").labels(state)
        drawn = await pool.render(render_state, state, labels)
        assert drawn.where == "pool" and drawn.seconds > 0
        assert drawn.png == render_state(state, labels)
    assert len(pool.worker_pids()) == 2 and os.getpid() not in pool.worker_pids()
    here = os.getpriority(os.PRIO_PROCESS, 0)
    assert all(os.getpriority(os.PRIO_PROCESS, pid) >= min(19, here + 5) for pid in pool.worker_pids())  # nice +5


def test_a_view_only_renderer_gets_a_small_snapshot(mini_express, russian_railroads):
    snap = portable(mini_express)
    assert isinstance(snap, ViewSnapshot) and snap.view(None) == mini_express.view(None)
    assert snap.game is mini_express.game
    with pytest.raises(ValueError):
        snap.view(0)  # nobody's secrets travel
    job = job_bytes(render_state, mini_express, Presenter("en").labels(mini_express))
    assert len(job) < 10_000 < len(pickle.dumps(mini_express))
    lilliput = get_game("18lilliput")
    grown = lilliput.new_state(lilliput.parse_options(None), ai_seats(3, ["simple"]), 1)
    assert portable(grown) is grown  # its renderer did not say it draws from the view
    over = ViewSnapshot.of(russian_railroads)  # what is public of a finished game
    assert over.is_terminal() and over.to_act() is None
    assert (over.scores(), over.ranking()) == (list(russian_railroads.scores()), list(russian_railroads.ranking()))
    assert snap.to_act() == mini_express.to_act() and snap.is_terminal() == mini_express.is_terminal()


@pytest.mark.parametrize("game_id, players, options, layout", [
    ("cargo-empire", 3, None, None), ("cargo-empire", 2, {"map": "dyorle"}, "phone"), ("russian-railroads", 2, None, None)])
def test_a_board_drawn_from_the_snapshot_is_the_board_of_the_state(game_id, players, options, layout):
    """Cargo Empire and Russian Railroads draw from the view alone: the snapshot a render process
    gets draws the same PNG as the state, from the opening to the final ranking."""
    game = get_game(game_id)
    state = game.new_state(game.parse_options(options), ai_seats(players, ["simple"]), 5)
    assert isinstance(portable(state), ViewSnapshot)
    step = 0
    while True:
        if step % 40 == 0 or state.is_terminal():
            labels = Presenter("cs" if step % 80 else "en").labels(state)
            if layout is not None:
                labels.layout = layout
            assert render_state(ViewSnapshot.of(state), labels) == render_state(state, labels), step
        if state.is_terminal():
            break
        state.apply(game.make_ai("simple", step).choose(state, state.to_act()))
        step += 1


async def test_a_killed_worker_is_replaced_and_the_board_still_comes(pool, mini_express):
    expected = render_state(mini_express)
    victim = pool.worker_pids()[0]
    os.kill(victim, signal.SIGKILL)
    for _ in range(200):  # the executor notices the dead worker within milliseconds
        if not pool.running or pool._executor._broken:  # noqa: SLF001 - waiting for the crash to be seen
            break
        await asyncio.sleep(0.01)
    first = await pool.render(render_state, mini_express, None)
    assert first.png == expected and first.where == "thread" and pool.restarts == 1
    again = await pool.render(render_state, mini_express, None)
    assert again.png == expected and again.where == "pool"
    assert victim not in pool.worker_pids()


async def test_workers_that_keep_dying_leave_the_boards_to_this_process(mini_express):
    p = RenderPool(1, max_restarts=2)
    p.start()
    try:
        for deaths in (1, 2):
            pid = (await p.ready())[0]
            os.kill(pid, signal.SIGKILL)
            drawn = await p.render(render_state, mini_express, None)
            assert drawn.where == "thread"
        assert not p.running and p.restarts == 1  # replaced once, then given up
        assert (await p.render(render_state, mini_express, None)).where == "thread"
    finally:
        await p.close()


async def test_what_cannot_travel_is_drawn_here_and_renderer_errors_are_raised(pool, mini_express):
    local = lambda state, labels: b"drawn here"  # noqa: E731 - a function made here cannot be pickled
    drawn = await pool.render(local, mini_express, None)
    assert (drawn.png, drawn.where) == (b"drawn here", "thread")
    with pytest.raises(ZeroDivisionError):  # raised in the worker, re-raised here
        await pool.render(operator.truediv, 1, 0)
    assert pool.restarts == 0


async def test_spawned_workers_work_too(mini_express):
    p = RenderPool(1, method="spawn")
    p.start()
    try:
        drawn = await p.render(render_state, mini_express, None)
    finally:
        await p.close()
    assert drawn.where == "pool" and drawn.png == render_state(mini_express)
    assert not p.running
    late = await p.render(render_state, mini_express, None)  # closed: drawn here
    assert late.where == "thread"


def test_the_number_of_workers_comes_from_the_environment():
    assert workers_from_env({ENV: "3"}) == 3 and workers_from_env({ENV: "0"}) == 0
    assert workers_from_env({}) >= 1
    with pytest.raises(ValueError, match=ENV):
        workers_from_env({ENV: "many"})
    assert not RenderPool(0).running
    assert ai_workers_from_env({}) == 1 and ai_workers_from_env({ENV: "0"}) == 0  # no render processes: none
    assert ai_workers_from_env({AI_ENV: "2", ENV: "0"}) == 2
    with pytest.raises(ValueError, match=AI_ENV):
        ai_workers_from_env({AI_ENV: "-1"})


async def test_the_real_bot_draws_in_its_pool(tmp_path, mini_express, monkeypatch):
    monkeypatch.setenv(ENV, "1")
    async with Store(tmp_path / "bot.sqlite3") as store:
        bot = create_bot(Config(), store, sync_on_start=False)
        pool = bot.vy.render_pool
        assert isinstance(pool, RenderPool) and not pool.running  # nothing starts before the bot does
        await bot.setup_hook()
        try:
            assert pool.running
            png = await bot.vy.board_png(mini_express, "cs", caption="x")
            assert png is not None and png[:8] == b"\x89PNG\r\n\x1a\n"
            assert pool.worker_pids()
            ai = bot.vy.ai_pool  # AI seats think in processes of their own, started at the first AI move
            assert isinstance(ai, RenderPool) and not ai.running
            ran, drawn = spy_on_calls(ai), spy_on_calls(pool)
            game = get_game("russian-railroads")
            state = game.new_state(game.parse_options(None), ai_seats(2, ["simple"]), 3)
            move = await bot.vy.sessions.think(state, state.to_act(), "simple", 4)
            assert ran == ["pool"] and drawn == [] and move == thinking.choose_move(state, state.to_act(), "simple", 4)
            # ... at a lower priority than the render processes (which are below the bot: render/warm.py)
            drawing = {os.getpriority(os.PRIO_PROCESS, pid) for pid in pool.worker_pids()}
            assert len(drawing) == 1 and min(drawing) > os.getpriority(os.PRIO_PROCESS, 0)
            assert [os.getpriority(os.PRIO_PROCESS, pid) for pid in ai.worker_pids()] == [min(19, min(drawing) + AI_NICE)]
        finally:
            await bot.close()
        assert not pool.running and not ai.running


async def test_the_acknowledgement_comes_before_the_render(app):
    """A move is acknowledged before its board is drawn: the board waits for the renderer, the
    acknowledgement does not."""
    events: list[str] = []
    release = asyncio.Event()
    loop = asyncio.get_running_loop()

    def slow_render(state, labels):
        events.append("render")
        asyncio.run_coroutine_threadsafe(release.wait(), loop).result(10)
        return b"\x89PNG\r\n\x1a\nslow"

    class Recorder(Rec):
        async def defer(self) -> None:
            events.append("ack")
            await super().defer()

    sessions = app.sessions  # a table of three, started (the store's own steps, not the lobby's)
    await sessions.new_lobby(GUILD, CHANNEL, 1, "Anna", "mini-express")
    for uid, name in ((2, "Bob"), (3, "Cyril")):
        await sessions.join(CHANNEL, uid, name)
    await sessions.start(CHANNEL, 1)
    app.renderer = slow_render
    state = (await app.sessions.live(CHANNEL)).state
    seat = state.to_act()
    action = state.legal_actions(seat)[0].to_dict()
    ctx = Recorder()
    move = asyncio.create_task(base.do_action(ctx, app, place(), actor(state.seats[seat].user_id),
                                              action["type"], args_of(action)))
    for _ in range(1000):
        if "render" in events:
            break
        await asyncio.sleep(0.01)
    assert events == ["ack", "render"] and not move.done()  # acknowledged while the board is drawn
    release.set()
    assert await move is not None
    assert ctx.pub[-1].file.data.endswith(b"slow")


def test_an_18lilliput_state_travels_without_its_derived_caches():
    """18Lilliput's board pickles without ``Board._memo`` (walks and graphs, rebuilt on demand):
    a round-tripped state is a fraction of the bytes and renders and plays as the original."""
    game = get_game("18lilliput")
    state = game.new_state(game.parse_options(None), ai_seats(3, ["simple"]), 7)
    for step in range(100):
        state.apply(game.make_ai("simple", step).choose(state, state.to_act()))
    assert state.board._memo  # the walks the moves made are remembered here
    travelled = pickle.loads(pickle.dumps(state, protocol=pickle.HIGHEST_PROTOCOL))
    assert len(pickle.dumps(state)) < 60_000  # ~1 MB with the caches
    assert travelled.board._memo == {} and travelled.to_dict() == state.to_dict()
    assert render_state(travelled, Presenter("cs").labels(travelled)) == render_state(state, Presenter("cs").labels(state))
    for step in range(100, 130):
        seat = state.to_act()
        move = game.make_ai("simple", step).choose(state, seat)
        assert game.make_ai("simple", step).choose(travelled, seat) == move
        assert travelled.apply(move) == state.apply(move)
    assert travelled.to_dict() == state.to_dict()


async def test_the_18lilliput_lay_preview_is_drawn_in_the_pool(app, pool):
    from vypravci.bot.discord.components import lilliput as lilliput_buttons
    from vypravci.render.lilliput import render_preview

    game = get_game("18lilliput")
    state = game.new_state(game.parse_options(None), ai_seats(3, ["simple"]), 7)
    for step in range(200):
        lays = [a.to_dict() for a in state.legal_actions(state.to_act()) if a.type == "lay_tile"]
        if lays:
            break
        state.apply(game.make_ai("simple", step).choose(state, state.to_act()))
    lay = {k: lays[0][k] for k in ("company", "x", "y", "tile", "rotation")}
    ran = spy_on_calls(pool)
    app.render_pool = pool
    r = Rec()
    await lilliput_buttons.preview(r, app, state, actor(1, "cs"), 1, 0, lay)
    labels = Presenter("cs").labels(state)
    labels.theme = await app.reader_theme(1, None)
    assert ran == ["pool"] and r.priv[0].file.data == render_preview(state, lay, labels, False)


def test_render_processes_end_when_their_bot_is_killed(tmp_path):
    """A bot killed outright (SIGKILL: no close()) leaves no render process behind: each worker
    watches the process that started its pool."""
    import subprocess
    import sys
    import time as clock

    script = tmp_path / "bot.py"
    script.write_text(
        "import asyncio, os, signal, sys\n"
        "sys.path.insert(0, sys.argv[1])\n"
        "from vypravci.render.pool import RenderPool\n"
        "async def main():\n"
        "    p = RenderPool(1)\n"
        "    p.start()\n"
        "    print(*await p.ready(), flush=True)\n"
        "    os.kill(os.getpid(), signal.SIGKILL)\n"
        "if __name__ == '__main__':\n"
        "    asyncio.run(main())\n")
    root = str(Path(__file__).resolve().parent.parent)
    log = tmp_path / "bot.out"
    with open(log, "w") as sink:  # a file, not a pipe: a pipe would wait for the workers too
        subprocess.run([sys.executable, str(script), root], stdout=sink, stderr=subprocess.STDOUT, timeout=120,
                       env={**os.environ, "PYTHONPATH": root})  # the forkserver too runs this checkout
    first = log.read_text().split("\n", 1)[0].split()
    assert first and all(x.isdigit() for x in first), log.read_text()
    pids = [int(x) for x in first]

    def alive(pid: int) -> bool:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        with open(f"/proc/{pid}/stat") as stat:  # a zombie waiting for its reaper counts as gone
            return stat.read().split(") ", 1)[1][0] != "Z"

    deadline = clock.monotonic() + 10
    while any(alive(p) for p in pids) and clock.monotonic() < deadline:
        clock.sleep(0.2)
    assert not any(alive(p) for p in pids)
