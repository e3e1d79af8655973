"""Announcements: the outbox (every stored move announced exactly once), a thread per game, pings
with context, the pinned status message, opt-in DMs (bot/table/outbox.py, bot/discord/threads.py, bot/discord/notify.py).

Real parts: a SQLite store file, the real handlers; Discord is the Replier/Poster doubles of
tests/support.py, and time is a ManualClock."""
from __future__ import annotations

import pytest

from vypravci.bot.table.clock import ManualClock
from vypravci.bot.discord.cogs import base, lobby
from vypravci.bot.discord import talk
from vypravci.bot.discord.cogs.settings import do_notify
from vypravci.bot.table.outbox import START_KEY, nonce
from vypravci.bot.discord.threads import MAX_THREAD_NAME, thread_name
from vypravci.games.core.record import Seat
from tests.support import CHANNEL, GUILD, PosterRec, Rec, actor, args_of, place, press

GAME = "mini-express"
THREAD = 555


@pytest.fixture
async def any_app(db_target):
    """The handler layer over each store backend (SQLite file, PostgreSQL schema)."""
    from vypravci.bot.discord.app import App
    from vypravci.bot.ops.config import Config
    from vypravci.bot.table.session import Sessions
    from vypravci.bot.store import Store
    from tests.support import fast_render

    store = await Store.open(db_target)
    app = App(Sessions(store), Config(locale="en"), renderer=fast_render, clock=ManualClock())
    app.poster = PosterRec()
    yield app
    app.outbox.close()
    await store.close()


@pytest.fixture
def poster(app):
    app.poster = PosterRec()
    app.clock = ManualClock()
    yield app.poster
    app.outbox.close()


async def open_and_start(app, humans=(1, 2, 3), where=None, setting=None) -> int:
    r = Rec()
    options = {"map": "usa", **({"setting": setting} if setting else {})}
    g = await lobby.do_new(r, app, where or place(), actor(humans[0]), GAME, options)
    for uid in humans[1:]:
        await press(app, actor(uid), f"vy:lobby:{g.id}:join", where=where)
    start = await press(app, actor(humans[0]), f"vy:lobby:{g.id}:start", where=where)
    assert not start.priv, start.priv and start.priv[0].text
    return g.id


async def later(app, seconds: float) -> None:
    """Advance the clock and let the retries it woke finish their store and Discord calls."""
    import asyncio

    await app.clock.advance(seconds)
    for _ in range(500):
        if not app.outbox.busy:
            return
        await asyncio.sleep(0.01)
    raise AssertionError("a retry did not finish")


class FailingRec(Rec):
    """An interaction whose public post fails (Discord down, token gone)."""

    async def public(self, text, **kw):
        import discord
        from types import SimpleNamespace

        raise discord.HTTPException(SimpleNamespace(status=404, reason="Unknown Webhook"), "gone")


async def move(app, rec: Rec, where=None):
    live = await app.sessions.live((where or place()).channel_id)
    seat = live.state.to_act()
    action = live.state.legal_actions(seat)[0].to_dict()
    who = actor(live.state.seats[seat].user_id)
    return await base.do_action(rec, app, where or place(), who, action["type"], args_of(action))


async def test_a_failed_post_is_retried_once_with_back_off_and_a_nonce(app, poster):
    gid = await open_and_start(app)
    g = await app.store.get_game(gid)
    assert g.announced_seq == g.move_count and START_KEY not in g.meta
    assert await move(app, FailingRec()) is not None  # saved, not announced
    g = await app.store.get_game(gid)
    assert g.announced_seq == g.move_count - 1
    assert [x.id for x in await app.store.unannounced_games()] == [gid]
    poster.fail = 1  # the first retry fails too
    await later(app, 5)
    assert not [m for m in poster.sent if (m.nonce or "").startswith("vy")] and (await app.store.get_game(gid)).announced_seq < g.move_count
    await later(app, 30)
    catch_up = [m for m in poster.sent if m.nonce == nonce(gid, g.move_count)]
    assert len(catch_up) == 1 and "posted late" in catch_up[0].text and catch_up[0].file is not None
    live = await app.sessions.live(CHANNEL)
    assert catch_up[0].mention == live.state.seats[live.state.to_act()].user_id
    assert (await app.store.get_game(gid)).announced_seq == g.move_count
    await later(app, 3600)  # nothing more to post
    assert len([m for m in poster.sent if (m.nonce or "").startswith("vy")]) == 1
    assert not await app.store.unannounced_games()


async def test_a_crash_between_post_and_mark_is_deduplicated_by_the_nonce(any_app):
    app, poster = any_app, any_app.poster
    gid = await open_and_start(app)
    await move(app, FailingRec())
    poster.lose = 1  # posted, but the answer is lost: no mark
    assert await app.outbox.drain() == 0
    assert (await app.store.unannounced_games())
    await later(app, 5)  # the retry sends the same nonce: Discord returns the first message
    late = [m for m in poster.sent if (m.nonce or "").startswith("vy")]
    assert len(late) == 1
    assert not await app.store.unannounced_games()
    assert await app.outbox.drain() == 0


async def test_an_unposted_start_is_announced_on_drain_and_only_owned_guilds(app, poster):
    g = await lobby.do_new(Rec(), app, place(), actor(1), GAME, {"map": "usa"})
    for uid in (2, 3):
        await press(app, actor(uid), f"vy:lobby:{g.id}:join")
    from vypravci.bot.table.outbox import start_game

    await start_game(app, CHANNEL, 1, g.id)  # the process dies before the start is posted
    assert (await app.store.get_game(g.id)).meta.get(START_KEY) is True
    app.outbox.owns = lambda guild_id: guild_id != GUILD  # another shard's guild: not ours
    assert await app.outbox.drain() == 0 and not poster.sent
    app.outbox.owns = lambda guild_id: True
    assert await app.outbox.drain() == 1
    assert len([m for m in poster.sent if (m.nonce or "").startswith("vy")]) == 1
    assert START_KEY not in (await app.store.get_game(g.id)).meta
    assert await app.outbox.drain() == 0


async def test_ping_context_pinned_status_and_opt_in_dm(app, poster):
    await do_notify(Rec(), app, place(), actor(2), True)
    gid = await open_and_start(app)
    g = await app.store.get_game(gid)
    status = g.meta["status_message"]
    assert poster.pins == [(CHANNEL, status)]
    await app.store.update_meta(gid, {"pace": 86400, "turn_seq": 0, "turn_since": 1_899_913_600,  # a whole clock
                                      "deadline": 1_900_000_000})  # (bot/store/limits.py reads no lone deadline)
    for _ in range(4):
        rec = Rec()
        await move(app, rec)
        msg = rec.pub[-1]
        live = await app.sessions.live(CHANNEL)
        to_act = live.state.seats[live.state.to_act()].user_id
        assert msg.mention == to_act and f"<@{to_act}>" in msg.text
        assert f"https://discord.com/channels/{GUILD}/{CHANNEL}" in msg.text
    assert "Since your last move" in rec.pub[-1].text
    assert poster.pins == [(CHANNEL, status)]  # one status message, edited in place
    edited = [t for c, m, t in poster.edits if m == status]
    assert edited and "<t:1900000000:f>" in edited[-1] and "◀" in edited[-1]
    assert poster.dms and {uid for uid, _ in poster.dms} == {2}  # only the one who opted in
    await do_notify(Rec(), app, place(), actor(2), False)
    assert "notify_dm" not in await app.store.get_user_settings(2)


async def test_game_new_opens_a_named_thread_and_the_game_lives_in_it(app, poster):
    r = Rec()
    r.thread_id = THREAD
    g = await lobby.do_new(r, app, place(), actor(1), GAME, {"map": "usa", "setting": "board=off"})
    assert g.channel_id == THREAD and g.meta["thread"] == THREAD and g.meta["parent"] == CHANNEL
    assert g.meta["board"] == "off"
    assert f"<#{THREAD}>" in r.pub[0].text and not r.pub[0].view  # the channel gets a pointer
    assert poster.sent[0].channel_id == THREAD and poster.sent[0].view is not None  # the lobby
    in_thread = talk.Place(GUILD, THREAD, "en")
    for uid in (2, 3):
        await press(app, actor(uid), f"vy:lobby:{g.id}:join", where=in_thread)
    await app.renames.idle()
    assert poster.renames[-1] == (THREAD, f"Mini Express · Anna, Bob, Cyril · #{g.id}")
    # a second table in the same channel: its own thread
    r2 = Rec()
    r2.thread_id = THREAD + 1
    assert (await lobby.do_new(r2, app, place(), actor(2), GAME, {})).channel_id == THREAD + 1
    start = await press(app, actor(1), f"vy:lobby:{g.id}:start", where=in_thread)
    assert start.pub and start.pub[-1].file is None  # board=off: text only
    assert THREAD in poster.reopened  # the game moved: its thread is opened again if archived
    # a refused board value changes nothing
    r3 = Rec()
    r3.thread_id = THREAD + 2
    assert await lobby.do_new(r3, app, talk.Place(GUILD, 777, "en"), actor(3), GAME, {"setting": "board=sometimes"}) is None
    assert r3.priv and "sometimes" in r3.priv[0].text and not any(e.startswith("thread:") for e in r3.events)


def test_thread_names_fit_discord():
    seats = [Seat(name="x" * 40), Seat(name="Žofie Nováková"), Seat(name="y" * 40)]
    name = thread_name("cs", GAME, seats, 123456)
    assert len(name) <= MAX_THREAD_NAME and name.endswith("· #123456") and "…" in name
    assert thread_name("en", GAME, seats[1:2], None) == "Mini Express · Žofie Nováková"


async def test_a_gone_channel_or_an_abandoned_game_is_not_retried_for_ever(app, poster):
    gid = await open_and_start(app)
    await move(app, FailingRec())
    other = talk.Place(GUILD, CHANNEL + 1, "en")
    gid2 = await open_and_start(app, where=other)
    await move(app, FailingRec(), where=other)
    await app.store.set_status(gid2, "abandoned")
    poster.gone.add(CHANNEL)
    sleepers = app.clock.sleepers  # the retries the failed posts armed
    assert await app.outbox.drain() == 0
    assert not await app.store.unannounced_games()
    assert app.clock.sleepers == sleepers  # nothing new armed
    await later(app, 5)  # the armed retries find nothing left to post
    assert not [m for m in poster.sent if (m.nonce or "").startswith("vy")]


class CrashAfterPost(Rec):
    """The interaction's post reaches the channel, then the process dies before the mark."""

    def __init__(self, poster: PosterRec) -> None:
        super().__init__()
        self.poster = poster

    async def public(self, text, *, file=None, view=None, mention=None):
        from types import SimpleNamespace

        self.poster.sent.append(SimpleNamespace(id=1, channel_id=CHANNEL, text=text, file=file, view=view,
                                                mention=mention, nonce=None))
        raise SystemExit("killed")


async def test_a_post_that_got_through_before_a_crash_is_only_marked(app, poster):
    gid = await open_and_start(app)
    with pytest.raises(SystemExit):
        await move(app, CrashAfterPost(poster))
    g = await app.store.get_game(gid)
    assert g.announced_seq == g.move_count - 1
    before = len(poster.sent)
    assert await app.outbox.drain() == 0  # its board (named by game and log length) is in the channel
    assert len(poster.sent) == before and not await app.store.unannounced_games()


async def test_a_post_without_a_board_that_got_through_before_a_crash_is_only_marked(app, poster):
    gid = await open_and_start(app, setting="board=off")  # no picture to find the post by
    await move(app, Rec())
    with pytest.raises(SystemExit):
        await move(app, CrashAfterPost(poster))
    g = await app.store.get_game(gid)
    assert g.announced_seq == g.move_count - 1 and poster.sent[-1].file is None
    before = len(poster.sent)
    assert await app.outbox.drain() == 0  # found by its buttons, which name the game and log length
    assert len(poster.sent) == before and not await app.store.unannounced_games()


async def test_a_player_quicker_than_the_drain_gets_the_missed_move_posted_first(app, poster):
    gid = await open_and_start(app)
    await move(app, FailingRec())  # saved, never posted; the retry is not due yet
    missed = (await app.store.get_game(gid)).move_count
    rec = Rec()
    await move(app, rec)  # the next player acts at once (e.g. right after a restart)
    late = [m for m in poster.sent if (m.nonce or "").startswith("vy")]
    assert len(late) == 1 and late[0].file.filename == f"{GAME}-{gid}-{missed}.png"
    assert rec.pub and rec.pub[-1].file.filename == f"{GAME}-{gid}-{missed + 1}.png"
    assert not await app.store.unannounced_games()
    await later(app, 3600)  # the armed retry finds nothing left
    assert len([m for m in poster.sent if (m.nonce or "").startswith("vy")]) == 1


def test_the_status_names_the_round_phase_turn_scores_and_deadline():
    from vypravci.bot.discord.notify import status_text
    from vypravci.bot.store import StoredGame
    from vypravci.games.core import get_game

    game = get_game("cargo-empire")
    seats = [Seat(name="Anna", user_id=1), Seat(name="Bob", user_id=2)]
    state = game.new_state(game.parse_options({}), seats, 5)
    state.round = 2
    stored = StoredGame(id=7, guild_id=GUILD, channel_id=CHANNEL, host_id=1, game="cargo-empire", status="active",
                        options={}, seed=5, seats=seats, locale=None, version=1, move_count=0, created_at="",
                        updated_at="", meta={"deadline": 1_900_000_000})
    text = status_text("cs", stored, state)
    assert "2. kolo" in text and "#7" in text and "<t:1900000000:R>" in text and "◀" in text
    assert "Anna" in text and "Bob" in text
