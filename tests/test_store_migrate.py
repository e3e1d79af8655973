"""`vypravci migrate-store`: every game copied from SQLite to PostgreSQL and back, proven by
reading it back and replaying it on both sides; the copy then carries on as a working store."""
from __future__ import annotations

import json
import random

import pytest

from vypravci.bot.cli import main
from vypravci.bot.ops.migrate_store import copy_store, migrate_store, replay_outcome
from vypravci.bot.table.refusal import Refusal
from vypravci.bot.table.session import Sessions
from vypravci.bot.store import Store
from vypravci.bot.store.sqlite import SqliteStore
from vypravci.games.core import get_game
from tests.pg import new_schema, raw

GAME = "mini-express"


async def table(s: Sessions, channel: int) -> None:
    await s.new_lobby(1, channel, 1, "P1", GAME)
    for user in (2, 3):
        await s.join(channel, user, f"P{user}")
    await s.start(channel, 1, shuffle_seats=False)


async def play(s: Sessions, channel: int, moves: int, seed: int) -> None:
    """Up to ``moves`` random legal moves (fewer if the game ends)."""
    rng = random.Random(seed)
    for _ in range(moves):
        try:
            live = await s.live(channel)
        except Refusal:  # over: the channel is free again
            return
        seat = live.state.to_act()
        if seat is None:
            return
        action = get_game(GAME).make_ai("random", rng.randrange(2**31)).choose(live.state, seat).to_dict()
        action.pop("seat")
        await s.act(channel, live.state.seats[seat].user_id, action)


async def populate(target) -> dict[str, int]:
    """Games in every state the bot leaves them: played with an undo, finished, lobby, abandoned,
    damaged (a move the rules refuse); plus locale settings. Returns channel → game id."""
    async with Store(target) as store:
        s = Sessions(store)
        await table(s, 10)
        await play(s, 10, 6, seed=1)
        live = await s.live(10)
        await store.append_undo(live.game.id, live.seq, len(live.record.actions) - 2, user_id=1)
        await play(s, 10, 3, seed=2)
        await table(s, 11)
        await play(s, 11, 400, seed=3)  # to the end: 'finished' with the last move
        await s.new_lobby(1, 12, 5, "Lobby", GAME)
        await table(s, 13)
        await play(s, 13, 2, seed=4)
        await s.abandon(13, 1)
        await table(s, 14)
        await play(s, 14, 3, seed=5)
        live = await s.live(14)
        await store.append_action(live.game.id, live.seq, dict(live.record.actions[-1]))  # damaged
        await store.set_guild_locale(1, "cs")
        await store.set_user_locale(2, "en")
        games = {g.channel_id: g.id for g in await store.all_games()}
        assert (await store.get_game(games[11])).status == "finished"
        return games


async def everything(target) -> tuple:
    async with Store(target) as store:
        games = await store.all_games()
        snaps = [await store.snapshot(g.id) for g in games]
        return snaps, await store.dump_settings()


async def test_sqlite_to_postgresql_and_back_is_identical(tmp_path, pg_url, capsys):
    src, back = tmp_path / "bot.sqlite3", tmp_path / "back.sqlite3"
    games = await populate(src)
    url = await new_schema(pg_url)
    assert await _cli(["migrate-store", str(src), url, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["ok"] and report["games"] == 5 and report["settings"] == 2
    assert report["replayed"] == 4 and report["differences"] == []  # every game but the empty lobby
    assert await _cli(["migrate-store", url, str(back)]) == 0
    assert "verified: the copy is identical" in capsys.readouterr().out
    original, returned = await everything(src), await everything(back)
    assert returned == original
    outcomes = [replay_outcome(s.record)[0] for s in original[0] if s.game.status != "lobby"]
    assert outcomes.count("damaged") == 1 and outcomes.count("state") == 3

    async with Store(url) as pg:  # the copy is a working store: logs go on, new ids follow
        live = await Sessions(pg).live(10)
        assert live.game.id == games[10]
        before = live.seq
        await play(Sessions(pg), 10, 1, seed=9)
        assert (await pg.get_game(games[10])).move_count == before + 1
        fresh = await pg.create_game(1, 99, 1, GAME, {}, 0, live.record.seats)
        assert fresh.id > max(games.values())
        with pytest.raises(Refusal):  # the lobby still holds its channel
            await Sessions(pg).new_lobby(1, 12, 7, "X", GAME)


async def test_the_target_must_be_empty(tmp_path, capsys):
    src, dst = tmp_path / "a.sqlite3", tmp_path / "b.sqlite3"
    await populate(src)
    async with Store(dst) as store:
        await store.create_game(1, 5, 1, GAME, {}, 0, [])
    assert await _cli(["migrate-store", str(src), str(dst)]) == 2
    assert "empty" in capsys.readouterr().err
    assert await _cli(["migrate-store", str(tmp_path / "none.sqlite3"), str(dst)]) == 2
    assert await _cli(["migrate-store", str(src), str(src)]) == 2


class DropsLastRow(SqliteStore):
    """A faulty copy (as a bug or a cut connection would make it): the last log row of a game is lost."""

    async def import_game(self, game, rows):
        await super().import_game(game, rows[:-1])


async def test_verification_catches_a_bad_copy(tmp_path, pg_url):
    src = await new_schema(pg_url)
    games = await populate(src)
    async with Store(src) as source, DropsLastRow(tmp_path / "bad.sqlite3") as target:
        report = await copy_store(source, target)
    assert not report.ok
    assert {line.split(":")[0] for line in report.differences} == {
        f"game {games[c]}" for c in (10, 11, 13, 14)}  # the lobby has no log to lose


async def test_migrate_store_function_reads_and_closes_both(tmp_path):
    src, dst = tmp_path / "a.sqlite3", tmp_path / "b.sqlite3"
    await populate(src)
    report = await migrate_store(src, dst)
    assert report.ok and report.games == 5 and report.source == str(src)
    assert await raw(dst, "SELECT count(*) FROM moves") == await raw(src, "SELECT count(*) FROM moves")


async def _cli(argv: list[str]) -> int:
    """The CLI runs its own event loop: call it from a thread."""
    import asyncio

    return await asyncio.to_thread(main, argv)
