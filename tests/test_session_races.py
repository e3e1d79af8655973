"""Issue 9: a game's record is never corrupted by racing writers.

Several ``Store`` objects (each its own connection) and several processes play the same games at
once, over SQLite and over PostgreSQL (each test runs against both backends, see tests/pg.py):
double clicks, two players at once, loads during moves. Whatever interleaving
happens, every game must still replay, every acknowledged move must be stored exactly once, and
every loser must get a refusal (never a crash, never an illegal move on record).
"""
from __future__ import annotations

import asyncio
import json
import multiprocessing
import random

import pytest

from vypravci.bot.table.records.replay import find_damage
from vypravci.bot.table.refusal import Refusal
from vypravci.bot.table.session import Sessions
from vypravci.bot.store import Store
from vypravci.games.core import get_game

GAME = "mini-express"
PLAYERS = 3


async def open_table(sessions: Sessions, channel: int, seed: int = 0) -> None:
    """A started three-player game in ``channel``; users 1..3 hold the seats."""
    await sessions.new_lobby(1, channel, 1, "P1", GAME)
    for user in range(2, PLAYERS + 1):
        await sessions.join(channel, user, f"P{user}")
    await sessions.start(channel, 1)


async def try_move(sessions: Sessions, channel: int, rng: random.Random, acked: list) -> str:
    """One attempt by a random seated user, from whatever this process believes the state is.
    Returns 'ok', 'refused' or 'over'; acknowledged moves are remembered with their log seq."""
    try:
        live = await sessions.live(channel)
    except Refusal:
        return "over"
    state = live.state
    seat = state.to_act()
    if seat is None:
        return "over"
    user = rng.choice([state.seats[seat].user_id] * 3 + [s.user_id for s in state.seats])
    ai = get_game(GAME).make_ai("random", rng.randrange(2**31))
    action = ai.choose(state, seat).to_dict()
    action.pop("seat", None)
    try:
        out = await sessions.act(channel, user, action)
    except Refusal:
        return "refused"
    acked.append((out.game.id, out.steps[0].action))
    return "ok"


async def check_all_games(path) -> list:
    """Every game in the database replays; finished exactly when its state is over."""
    from vypravci.games.core import replay

    async with await Store.open(path) as store:
        games = await store.all_games()
        for g in games:
            record = await store.record(g.id)
            assert find_damage(record) is None, (g.id, find_damage(record))
            if g.status in ("active", "finished"):
                assert replay(record).is_terminal() == (g.status == "finished"), g.id
        return games


async def test_stores_racing_on_the_same_games_never_corrupt(db_target):
    """Four bot processes' worth of Sessions (separate connections) hammer three games at once."""
    path = db_target
    first = Sessions(await Store.open(path))
    for channel in (10, 11, 12):
        await open_table(first, channel, seed=channel)
    sessions = [first] + [Sessions(await Store.open(path)) for _ in range(3)]
    acked: list = []
    outcomes: dict[str, int] = {}

    async def player(k: int) -> None:
        rng = random.Random(k)
        for _ in range(60):
            result = await try_move(sessions[k % len(sessions)], 10 + k % 3, rng, acked)
            outcomes[result] = outcomes.get(result, 0) + 1

    await asyncio.gather(*(player(k) for k in range(12)))
    for s in sessions:
        await s.store.close()
    assert outcomes.get("ok", 0) > 20 and outcomes.get("refused", 0) > 0, outcomes
    games = await check_all_games(path)
    async with await Store.open(path) as store:
        stored = [row.payload for g in games for row in await store.log(g.id)]
    # every acknowledged move is on record, and no move is on record twice more than it was made
    for _, action in acked:
        assert action in stored


async def test_a_load_during_a_move_sees_one_snapshot(db_target):
    """An unlocked read (autocomplete, a view) loading the game while another Store appends a move
    must get a state and seq that belong together: a move made from it is checked correctly."""
    path = db_target
    a = Sessions(await Store.open(path))
    b = Sessions(await Store.open(path))
    await open_table(a, 20)
    rng = random.Random(3)
    for _ in range(40):
        fresh = Sessions(a.store)  # empty cache: every live() is a load by replay
        results = await asyncio.gather(
            try_move(b, 20, rng, []), fresh.live(20), try_move(fresh, 20, rng, []),
            return_exceptions=True)
        for r in results:
            assert not isinstance(r, Exception) or isinstance(r, Refusal), r
        live = await fresh.live(20)
        assert live.seq == (await a.store.get_game(live.game.id)).move_count
    await a.store.close()
    await b.store.close()
    await check_all_games(path)


async def test_double_click_applies_one_move(db_target):
    """The same button pressed twice at once (same seen_seq): one move, one refusal."""
    path = db_target
    s1, s2 = Sessions(await Store.open(path)), Sessions(await Store.open(path))
    await open_table(s1, 30)
    live = await s1.live(30)
    seq, game_id = live.seq, live.game.id
    seat = live.state.to_act()
    action = get_game(GAME).make_ai("random", 1).choose(live.state, seat).to_dict()
    action.pop("seat")
    user = live.state.seats[seat].user_id
    results = await asyncio.gather(s1.act(30, user, action, seen_seq=seq),
                                   s2.act(30, user, action, seen_seq=seq),
                                   return_exceptions=True)
    assert sum(not isinstance(r, Exception) for r in results) == 1, results
    assert all(isinstance(r, Refusal) for r in results if isinstance(r, Exception)), results
    assert (await s1.store.get_game(game_id)).move_count == seq + 1
    await s1.store.close()
    await s2.store.close()


async def test_lobby_joins_racing_lose_no_player(db_target):
    """Five people pressing Join at the same moment on two processes: every one is seated."""
    path = db_target
    s1, s2 = Sessions(await Store.open(path)), Sessions(await Store.open(path))
    await s1.new_lobby(1, 40, 1, "Host", GAME)
    await asyncio.gather(*((s1 if u % 2 else s2).join(40, u, f"U{u}") for u in range(2, 6)))
    g = await s1.store.active_game(40)
    assert sorted(s.user_id for s in g.seats) == [1, 2, 3, 4, 5]
    await s1.store.close()
    await s2.store.close()


def _process_worker(path: str, seed: int, attempts: int, queue) -> None:
    async def main() -> None:
        sessions = Sessions(await Store.open(path))
        rng = random.Random(seed)
        acked: list = []
        for _ in range(attempts):
            if await try_move(sessions, 50 + rng.randrange(3), rng, acked) == "over":
                continue
        await sessions.store.close()
        queue.put(json.dumps([a[1] for a in acked]))

    asyncio.run(main())


async def test_three_processes_on_one_database(db_target):
    """The issue's measurement, smaller: three processes play the same three games at once."""
    path = db_target
    s = Sessions(await Store.open(path))
    for channel in (50, 51, 52):
        await open_table(s, channel)
    await s.store.close()
    ctx = multiprocessing.get_context("spawn")
    queue = ctx.Queue()
    procs = [ctx.Process(target=_process_worker, args=(str(path), k, 120, queue)) for k in range(3)]
    for p in procs:
        p.start()
    acked = [a for _ in procs for a in json.loads(queue.get(timeout=240))]
    for p in procs:
        p.join(timeout=60)
        assert p.exitcode == 0
    games = await check_all_games(path)
    async with await Store.open(path) as store:
        stored = [row.payload for g in games for row in await store.log(g.id)]
    assert len(acked) > 10
    for action in acked:
        assert action in stored


@pytest.mark.parametrize("seed", [1, 2])
async def test_finish_is_atomic_with_the_last_move(db_target, seed):
    """The move that ends a game and the 'finished' status are one commit: once over, the
    channel is free, and the final record replays to a finished game."""
    path = db_target
    s = Sessions(await Store.open(path))
    await open_table(s, 60)
    rng = random.Random(seed)
    for _ in range(400):
        if await try_move(s, 60, rng, []) == "over":
            break
    assert await s.store.active_game(60) is None
    games = await check_all_games(path)
    assert [g.status for g in games] == ["finished"]
    await s.store.close()


async def test_a_game_left_active_after_its_end_is_marked_finished(db_target):
    """A database written before the atomic finish: last move stored, status still 'active'.
    The first load notices the game is over and frees the channel."""
    path = db_target
    s = Sessions(await Store.open(path))
    await open_table(s, 61)
    live = await s.live(61)
    state, record = live.state.clone(), live.record
    ai = get_game(GAME).make_ai("random", 9)
    seq = live.seq
    while not state.is_terminal():
        action = ai.choose(state, state.to_act())
        state.apply(action)
        await s.store.append_action(live.game.id, seq, action.to_dict())  # no finish flag
        seq += 1
    assert (await s.store.get_game(live.game.id)).status == "active"
    reloaded = await Sessions(s.store).live(61)  # loads, sees the end, marks it finished
    assert reloaded.game.status == "finished" and reloaded.state.is_terminal()
    assert (await s.store.get_game(live.game.id)).status == "finished"
    assert await s.store.active_game(61) is None
    assert record.game == GAME
    await s.store.close()
