"""Issue 9: a record that no longer replays is a clear message and a repair path, never a crash.

A record can break when it is edited by hand, when an engine change refuses an old move, or after a
bug. The table is told which move breaks; the host (or an admin) cuts the game back to its last good
move or abandons it; other games go on; ``vypravci doctor`` names every such game.
"""
from __future__ import annotations

import asyncio
import json

import pytest

from vypravci.bot.ops.config import Config
from vypravci.bot.console.app import CONSOLE_CHANNEL, Console
from vypravci.bot.ops.doctor import run_doctor
from vypravci.bot.words.i18n import i18n
from vypravci.bot.table.records.replay import find_damage
from vypravci.bot.table.session import Damaged, Sessions
from vypravci.bot.table.refusal import Refusal
from vypravci.bot.store import Store
from tests.pg import raw
from tests.support import Rec
from vypravci.games.core import get_game

GAME = "mini-express"


async def started(sessions: Sessions, channel: int, moves: int = 4) -> None:
    await sessions.new_lobby(1, channel, 1, "Host", GAME)
    for user in (2, 3):
        await sessions.join(channel, user, f"P{user}")
    await sessions.start(channel, 1, shuffle_seats=False)
    ai = get_game(GAME).make_ai("random", channel)
    for _ in range(moves):
        live = await sessions.live(channel)
        seat = live.state.to_act()
        action = ai.choose(live.state, seat).to_dict()
        action.pop("seat")
        await sessions.act(channel, live.state.seats[seat].user_id, action)


async def damage_last(store: Store, sessions: Sessions, channel: int) -> int:
    """Append a move the rules refuse (the previous move again, by the seat who already moved),
    as a hand edit or an engine change would leave it. Returns the number of good moves."""
    live = await sessions.live(channel)
    bad = dict(live.record.actions[-1])
    await store.append_action(live.game.id, live.seq, bad)
    return len(live.record.actions)


@pytest.fixture
async def table(db_target):
    """A store over SQLite and, in a second run, over PostgreSQL."""
    store = await Store.open(db_target)
    sessions = Sessions(store)
    yield store, sessions
    await store.close()


async def test_damage_names_the_move_and_blocks_play(table):
    store, sessions = table
    await started(sessions, 70)
    good = await damage_last(store, sessions, 70)
    fresh = Sessions(store)  # as after a restart
    with pytest.raises(Damaged) as caught:
        await fresh.live(70)
    assert caught.value.damage.good == good and caught.value.damage.move == good + 1
    assert caught.value.key == "game-damaged"
    with pytest.raises(Damaged):  # a move is refused with the same message, and changes nothing
        await fresh.act(70, 1, {"type": "pass"})
    assert (await store.get_game(caught.value.game.id)).move_count == good + 1
    for lang in ("cs", "en"):
        text = i18n.t(lang, caught.value.key, **caught.value.params)
        assert str(good + 1) in text and str(good) in text and "{" not in text


async def test_other_games_are_untouched(table):
    store, sessions = table
    await started(sessions, 71)
    await started(sessions, 72)
    await damage_last(store, sessions, 71)
    fresh = Sessions(store)
    with pytest.raises(Damaged):
        await fresh.live(71)
    live = await fresh.live(72)
    assert find_damage(live.record) is None and not live.state.is_terminal()


async def test_host_cuts_back_to_the_last_good_move(table):
    store, sessions = table
    await started(sessions, 73)
    good = await damage_last(store, sessions, 73)
    fresh = Sessions(store)
    with pytest.raises(Refusal) as not_host:
        await fresh.repair(73, 2)
    assert not_host.value.key == "refuse-host-or-admin"
    outcome = await fresh.repair(73, 1)
    live = await fresh.live(73)
    assert len(live.record.actions) == good and outcome.state.to_dict() == live.state.to_dict()
    rows = await store.log(live.game.id)
    assert rows[-1].kind == "undo" and rows[-1].payload == {"to": good}  # the bad move stays on record
    assert rows[-2].kind == "action"
    # play goes on from the last good move
    ai = get_game(GAME).make_ai("random", 5)
    seat = live.state.to_act()
    action = ai.choose(live.state, seat).to_dict()
    action.pop("seat")
    await fresh.act(73, live.state.seats[seat].user_id, action)
    with pytest.raises(Refusal) as healthy:
        await fresh.repair(73, 1)
    assert healthy.value.key == "repair-not-damaged"


async def test_an_admin_may_repair_too(table):
    store, sessions = table
    await started(sessions, 74)
    await damage_last(store, sessions, 74)
    await Sessions(store).repair(74, 99, is_admin=True)
    assert find_damage(await store.record((await store.active_game(74)).id)) is None


async def test_broken_set_up_can_only_be_abandoned(table, db_target):
    store, sessions = table
    await started(sessions, 75)
    g = await store.active_game(75)
    options = json.dumps({"map": "atlantis"})  # a hand edit of the options
    await raw(db_target, f"UPDATE games SET options = '{options}' WHERE id = {g.id}")
    fresh = Sessions(store)
    with pytest.raises(Damaged) as caught:
        await fresh.live(75)
    assert caught.value.key == "game-damaged-setup" and caught.value.damage.move == 0
    with pytest.raises(Refusal) as cannot:
        await fresh.repair(75, 1)
    assert cannot.value.key == "repair-setup-broken"
    abandoned = await fresh.abandon(75, 1)
    assert abandoned.status == "abandoned" and await store.active_game(75) is None


async def test_doctor_lists_every_game_that_fails_to_replay(table, db_target, monkeypatch):
    store, sessions = table
    await started(sessions, 76)
    await started(sessions, 77)
    await damage_last(store, sessions, 77)
    monkeypatch.setenv("VYPRAVCI_DB", str(db_target))
    check = next(c for c in (await asyncio.to_thread(run_doctor))["checks"] if c["name"] == "records")
    bad_id = (await store.active_game(77)).id
    assert not check["ok"] and f"game {bad_id} " in check["detail"] and "1 of 2" in check["detail"]
    await sessions.repair(77, 1)
    check = next(c for c in (await asyncio.to_thread(run_doctor))["checks"] if c["name"] == "records")
    assert check["ok"], check


@pytest.mark.parametrize("lang", ["cs", "en"])
async def test_console_shows_the_damage_and_repairs(tmp_path, lang):
    store = await Store.open(tmp_path / "console.sqlite3")
    lines: list[str] = []
    console = Console(Sessions(store), Config(db_path=tmp_path / "console.sqlite3",
                                              out_dir=tmp_path / "out"), lang, out=lines.append)
    try:
        for line in ["as Host", "new mini-express", "join Eva", "join Jan", "start"]:
            assert await console.handle(line)
        live = await console.sessions.live(CONSOLE_CHANNEL)
        seat = live.state.to_act()
        action = get_game(GAME).make_ai("random", 1).choose(live.state, seat).to_dict()
        await store.append_action(live.game.id, live.seq, action)
        await store.append_action(live.game.id, live.seq + 1, action)  # the same move twice
        console.sessions = Sessions(store)
        lines.clear()
        await console.handle("status")
        expected = i18n.t(lang, "console-game-damaged", move=2, good=1)  # the console names its own commands
        assert any(expected in line for line in lines), lines
        lines.clear()
        await console.handle("repair")
        assert any(i18n.t(lang, "repair-done", player="Host", move=1) in line for line in lines), lines
        assert find_damage((await console.sessions.live(CONSOLE_CHANNEL)).record) is None
    finally:
        await store.close()


async def test_discord_table_is_told_and_the_host_repairs(app):
    """In Discord the damage is posted for the whole table (not only to the one who clicked), in
    the channel's words, and /game repair posts the board from the last good move."""
    from vypravci.bot.discord.cogs import base, lobby
    from tests.support import CHANNEL, actor, place

    await started(app.sessions, CHANNEL)
    good = await damage_last(app.store, app.sessions, CHANNEL)
    app.sessions._live.clear()  # as after a restart
    r = Rec()
    await base.do_action(r, app, place(), actor(2), "pass", {})
    expected = i18n.t("en", "game-damaged", move=good + 1, good=good)
    assert any(expected == m.text for m in r.pub), [m.text for m in r.pub + r.priv]
    r = Rec()
    await lobby.do_status(r, app, place(), actor(3))
    assert any(f"{good + 1}" in m.text for m in r.pub + r.priv)
    r = Rec()
    await lobby.do_repair(r, app, place(), actor(2))  # not the host
    assert r.priv and not r.pub
    r = Rec()
    await lobby.do_repair(r, app, place("cs"), actor(1))
    assert any(i18n.t("cs", "repair-done", player="Anna", move=good) in m.text for m in r.pub), \
        [m.text for m in r.pub + r.priv]
    assert find_damage((await app.sessions.live(CHANNEL)).record) is None
