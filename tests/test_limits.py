"""Issue 22, defect 2 and "bounded, validated input at every boundary" (bot/store/limits.py).

A pace of 99999999999999999999 seconds typed in the console (``pace …``, ``new … pace=…``) or in
Discord (``/game new setting:pace=…``) was stored; the next line that showed the deadline raised
OverflowError, the console stopped and could not start on that database again, and ``vypravci
doctor`` found nothing. Now every typed value is checked against a documented limit and refused
with the allowed range, in the player's language; and a game whose stored meta (or a setting) was
damaged by hand is still listed, shown and abandoned, the console still starts, and the doctor
names the damage.
"""
from __future__ import annotations

import asyncio
import json
import sqlite3

import pytest

from vypravci.bot.discord.cogs.lobby import do_new
from vypravci.bot.ops.config import Config
from vypravci.bot.console.app import CONSOLE_CHANNEL, CONSOLE_GUILD, Console, run_console
from vypravci.bot.table.deadlines import parse_pace
from vypravci.bot.ops.doctor import run_doctor
from vypravci.bot.words.i18n import i18n
from vypravci.bot.table.refusal import Refusal
from vypravci.bot.table.session import Sessions
from vypravci.bot.store import Store
from vypravci.bot.table.tables import settings_of
from tests.pg import raw
from tests.support import CHANNEL, GUILD, Rec, actor, place
from tests.test_console_identity import run

HUGE = "99999999999999999999"
PACE_EN = (f"“{HUGE}” is not a pace. Choose 1h, 12h, 1d, 3d, 7d or off, or type a time from 10 minutes to "
           "30 days, such as 90m, 36h or 2d.")
PACE_CS = (f"„{HUGE}“ není tempo. Vyber 1h, 12h, 1d, 3d, 7d nebo off, nebo napiš čas od 10 minut do 30 dní, "
           "třeba 90m, 36h nebo 2d.")
DAY, HOUR = 86400, 3600


async def meta(c: Console) -> dict:
    return (await c.sessions.store.active_game(CONSOLE_CHANNEL)).meta


# ---------------------------------------------------------------------------------------- defect 2
async def test_a_huge_pace_in_the_console_is_refused_with_the_range_and_the_table_goes_on(console):
    await run(console, "new mini-express", "join Eva", "ai", "start")
    said = await run(console, f"pace {HUGE}")
    assert said == [PACE_EN] and console.refusals == 1 and "pace" not in await meta(console)
    said = await run(console, "status", "lang cs", f"tempo {HUGE}")
    assert said[0] == "Mini Express (in play): Eva, AI 1, host" and said[-1] == PACE_CS
    said = await run(console, "tempo 36h", "status")
    assert said[0] == "host nastavuje tempo hry Mini Express: 36 hodin na tah."
    assert "Tempo: 36 hodin na tah." in said and (await meta(console))["pace"] == 36 * HOUR


async def test_new_with_a_huge_pace_opens_no_table(console):
    said = await run(console, f"new mini-express pace={HUGE}")
    assert said == [PACE_EN] and await console.sessions.store.active_game(CONSOLE_CHANNEL) is None
    said = await run(console, "new mini-express pace=90m", "status")
    assert (await meta(console))["pace"] == 90 * 60 and "Pace: 90 minutes per move." in said


async def test_game_new_setting_pace_in_discord_is_refused_in_the_players_language(app):
    for who, text in ((actor(1), PACE_CS), (actor(2, "en"), PACE_EN)):
        ctx = Rec()
        for name in ("pace", "tempo"):
            assert await do_new(ctx, app, place(), who, "russian-railroads", {"setting": f"{name}={HUGE}"}) is None
        assert [m.text for m in ctx.priv] == [text, text] and not ctx.pub
    assert await app.store.active_game(CHANNEL) is None
    g = await do_new(Rec(), app, place(), actor(1), "russian-railroads", {"setting": "tempo=2d"})
    assert g.meta["pace"] == 2 * DAY


def test_the_pace_limits():
    assert parse_pace("10m") == 600 and parse_pace("30d") == 30 * DAY and parse_pace(" 2 D ") == 2 * DAY
    assert parse_pace("5400") == parse_pace(5400) == 5400 and parse_pace("vyp") is None
    for bad in ("9m", "599", "31d", HUGE, "9" * 5000, "2²", "١٢h", "-1h", "1.5d", True, None, 10**20, 1.5):
        with pytest.raises(Refusal) as err:
            parse_pace(bad)
        assert err.value.key == "limits-pace" and err.value.params["min"] == 10 and err.value.params["max"] == 30
        assert len(err.value.params["value"]) <= 40  # a long value is quoted cut


# ---------------------------------------------------------------------------------------- names
async def test_console_names_are_bounded_and_can_be_typed_back(console):
    long = "Maximilián " * 4
    await run(console, "new mini-express")
    said = await run(console, f"join {long}", "join Eva: Nováková", "as a=b", "join Eva")
    assert said[0] == ("“Maximilián Maximilián Maximilián Maximi…” cannot be a player's name: 1 to 32 characters, "
                       "without line breaks, control characters, “:” or “=”.")
    assert said[1].startswith("“Eva: Nováková” cannot be") and said[2].startswith("“a=b” cannot be")
    assert console.refusals == 3 and [s.name for s in (await console.sessions.store.active_game(CONSOLE_CHANNEL)).seats] == ["host", "Eva"]
    said = await run(console, "lang cs", "join Jiří\x07Novák", "join  Jiří   Novák ")
    assert said[1] == ("„Jiří\x07Novák“ nemůže být jméno hráče: 1 až 32 znaků, bez zalomení řádku, řídicích znaků, "
                       "„:“ ani „=“.")
    assert (await console.sessions.store.active_game(CONSOLE_CHANNEL)).seats[-1].name == "Jiří Novák"


async def test_a_name_from_discord_is_kept_clean_and_short(app):
    s = app.sessions
    await s.new_lobby(GUILD, CHANNEL, 1, "Anna\u202e\n" + "x" * 60, "russian-railroads")
    g = await s.join(CHANNEL, 2, "  Bob\t\u200bthe  Builder ")
    assert [x.name for x in g.seats] == ["Anna " + "x" * 26 + "…", "Bob the Builder"]
    assert all(len(x.name) <= 32 for x in g.seats)


# ---------------------------------------------------------------------------------------- the store
async def test_the_store_keeps_no_value_out_of_bounds(db_target):
    async with await Store.open(db_target) as store:
        g = await Sessions(store).new_lobby(GUILD, CHANNEL, 1, "Anna", "russian-railroads")
        for patch in ({"pace": 10**20}, {"deadline": float("inf")}, {"pace": "1d"}, {"controllers": "x"},
                      {"board": "sometimes"}, {"reminded": True}):
            with pytest.raises(ValueError):
                await store.update_meta(g.id, patch)
        assert (await store.get_game(g.id)).meta == {}
        for patch in ({"lobby_timeout": 10**30}, {"game_limit": 51}, {"creators": 1}, {"theme": "neon"}):
            with pytest.raises(ValueError):
                await store.update_guild_settings(GUILD, patch)
        with pytest.raises(ValueError):
            await store.update_user_settings(1, {"layout": "A" * 10**4})
        assert await store.get_guild_settings(GUILD) == {} and await store.get_user_settings(1) == {}


async def test_hand_damaged_meta_and_settings_are_read_without_them(db_target):
    """Each backend reads a row whose meta or settings hold values nothing wrote: they are left
    out (and named), the rest is kept; the next write drops them."""
    async with await Store.open(db_target) as store:
        g = await Sessions(store).new_lobby(GUILD, CHANNEL, 1, "Anna", "russian-railroads")
        damaged = {"pace": 10**20, "thread": 77, "controllers": ["x"], "deadline": 5, "mine": {"a": 1}}
        await raw(db_target, f"UPDATE games SET meta = '{json.dumps(damaged)}' WHERE id = {g.id}")
        await store.update_guild_settings(GUILD, {"creators": "admins"})
        await raw(db_target, "UPDATE guild_settings SET settings = '{\"creators\": \"admins\", \"game_limit\": \"x\","
                             " \"lobby_timeout\": 1e999}'")
        read = await store.get_game(g.id)
        assert read.meta == {"thread": 77, "mine": {"a": 1}}
        assert [p.split(" ")[0] for p in read.meta_problems] == ["pace=100000000000000000000", 'controllers=["x"]',
                                                               "an"]  # the deadline alone: an incomplete clock
        assert await store.get_guild_settings(GUILD) == {"creators": "admins"}
        assert (await settings_of(store, GUILD))["lobby_timeout"] == 2 * DAY
        problems = await store.settings_problems()
        assert len(problems) == 2 and all(p.startswith(f"guild_settings {GUILD}: ") for p in problems)
        assert (await store.update_meta(g.id, {"status_message": 5})).meta == {"thread": 77, "mine": {"a": 1},
                                                                                 "status_message": 5}
        assert (await store.get_game(g.id)).meta_problems == []


# ---------------------------------------------------------------------------------------- a damaged table
def damage(db, game_id: int, text: str) -> None:
    """A hand edit past the database's own check (its ``json_valid`` constraint)."""
    with sqlite3.connect(db) as con:
        con.execute("PRAGMA ignore_check_constraints = ON")
        con.execute("UPDATE games SET meta = ? WHERE id = ?", (text, game_id))


async def console_game(db, out: list[str]) -> tuple[Store, Console]:
    store = await Store.open(db)
    c = Console(Sessions(store), Config(db_path=db, out_dir=db.parent / "out"), "en", out=out.append)
    for line in ("new mini-express pace=1d", "join Eva", "ai", "start"):
        assert await c.handle(line) and c.refusals == 0
    return store, c


@pytest.mark.parametrize("text", [
    json.dumps({"pace": 10**20, "turn_seq": 1, "turn_since": 1.8e9, "deadline": 10**20, "reminded": 0}),
    '{"pace": 86400, "turn_seq": 1, "turn_since": 1.8e9, "deadline": 1e999, "controllers": {"0": {"ai": 5}}}',
    '{"pace": "1d", "deadline": "tomorrow", "paused_at": null, "controllers": "Eva"}',
    "[1, 2]", "{not json", "12",
], ids=["huge", "infinite", "wrong types", "a list", "garbage", "a number"])
def test_the_console_starts_on_a_damaged_game_shows_lists_and_abandons_it(tmp_path, monkeypatch, capsys, text):
    db = tmp_path / "c.sqlite3"

    async def before() -> int:
        store, _ = await console_game(db, [])
        gid = (await store.active_game(CONSOLE_CHANNEL)).id
        await store.close()
        return gid

    gid = asyncio.run(before())
    damage(db, gid, text)
    typed = iter(["status", "list", "board", "abandon", "new mini-express", "status"])

    def fake_input(prompt: str = "") -> str:
        try:
            return next(typed)
        except StopIteration:
            raise EOFError from None

    monkeypatch.setattr("builtins.input", fake_input)
    assert run_console(Config(db_path=db, out_dir=tmp_path / "out"), "en") == 0
    out = capsys.readouterr().out
    assert out.count("Mini Express (in play): ") == 2, out  # once at the start, once typed
    assert "Running games (1)\n• Mini Express — " in out and "The game was abandoned" in out
    assert "Mini Express (table open): host" in out
    assert "Something went wrong" not in out and "Traceback" not in out


async def test_the_bot_side_lists_shows_and_abandons_a_damaged_game(app):
    from vypravci.bot.discord.cogs.lobby import do_abandon, do_status
    from vypravci.bot.discord.cogs.server import do_listing
    from vypravci.bot.table.deadlines import Deadlines

    s = app.sessions
    g = await s.new_lobby(GUILD, CHANNEL, 1, "Anna", "russian-railroads")
    await s.join(CHANNEL, 2, "Bob")
    await s.start(CHANNEL, 1, shuffle_seats=False)
    db = app.config.db_path
    damage(db, g.id, '{"pace": 99999999999999999999, "deadline": 1e999, "turn_since": 1, "turn_seq": 0, "reminded": 3}')
    await app.store.update_guild_settings(GUILD, {"pace": "1d"})
    with sqlite3.connect(db) as con:
        con.execute("PRAGMA ignore_check_constraints = ON")
        con.execute("UPDATE guild_settings SET settings = '{{{'")
    fresh = type(app)(Sessions(app.store), app.config, renderer=app.renderer)  # as after a restart
    deadlines = Deadlines(fresh, poster=Rec())
    await deadlines.start()  # the timers are rebuilt from the store: nothing raises
    try:
        live = await fresh.sessions.live(CHANNEL)
        to_act = live.state.seats[live.state.to_act()]
        said = []
        for handler in (do_status, lambda *a: do_listing(*a, "list"), lambda *a: do_listing(*a, "mine")):
            ctx = Rec()
            await handler(ctx, fresh, place(), actor(to_act.user_id, "en"))
            said.append(ctx.priv[0].text)
        assert said[0].startswith("**Russian Railroads — status**\nHost: Anna\n") and f"To act: {to_act.name}" in said[0]
        assert said[1] == "**Running games (1)**\n• Russian Railroads — Anna, Bob · https://discord.com/channels/100/200"
        assert said[2].startswith("**Your turn (1 game)**\n• Russian Railroads (Anna, Bob)") and "<t:" not in said[2]
        ctx = Rec()
        await do_abandon(ctx, fresh, place(), actor(1, "en"))
        assert ctx.pub and "abandon" in ctx.pub[0].text
    finally:
        await deadlines.stop()


async def test_doctor_names_damaged_meta_and_settings(tmp_path, monkeypatch):
    db = tmp_path / "d.sqlite3"
    store, _ = await console_game(db, [])
    gid = (await store.active_game(CONSOLE_CHANNEL)).id
    await store.update_guild_settings(CONSOLE_GUILD, {"pace": "1d"})
    await store.close()
    monkeypatch.setenv("VYPRAVCI_DB", str(db))

    def limits_check() -> dict:
        return next(c for c in run_doctor()["checks"] if c["name"] == "limits")

    check = await asyncio.to_thread(limits_check)
    assert check["ok"] and "all 1 games" in check["detail"]
    damage(db, gid, json.dumps({"pace": 10**20}))
    with sqlite3.connect(db) as con:
        con.execute("UPDATE guild_settings SET settings = '{\"lobby_timeout\": -5}'")
    check = await asyncio.to_thread(limits_check)
    assert not check["ok"], check
    assert f"game {gid} (mini-express, active" in check["detail"] and "pace=100000000000000000000" in check["detail"]
    assert f"guild_settings {CONSOLE_GUILD}: lobby_timeout=-5" in check["detail"]
    report = await asyncio.to_thread(run_doctor)
    assert not report["ok"]
    assert i18n.lookup("en", "limits-pace", value="x", named="1h", min=10, max=30) is not None


# ---------------------------------------------------------------------------------------- settings and menus
async def test_server_and_user_settings_out_of_bounds_are_refused_with_what_is_allowed(app):
    from vypravci.bot.discord.cogs.server import do_server_settings
    from vypravci.bot.discord.cogs.settings import do_board_pref
    from vypravci.bot.store.board_prefs import THEME
    from vypravci.bot.table.tables import Member

    admin = Member(manager=True)
    cases = [({"game_limit": 10**6}, "0–50"), ({"lobby_timeout": 10**9}, "21600, 43200"),
             ({"pace": HUGE}, "off, 1h, 12h"), ({"creators": "x" * 5000}, "everyone, role, admins"),
             ({"language": "de"}, "cs, en")]
    for kwargs, allowed in cases:
        ctx = Rec()
        await do_server_settings(ctx, app, place(), actor(2, "en"), admin, **kwargs)
        text = ctx.priv[0].text
        assert text.startswith("The setting ") and allowed in text and len(text) < 200, text
    ctx = Rec()
    await do_board_pref(ctx, app, place(), actor(1), THEME, "neon")
    assert "neon" in ctx.priv[0].text
    assert await app.store.get_guild_settings(GUILD) == {} and await app.store.get_user_settings(1) == {}


async def test_a_lobby_menu_takes_only_its_own_values(app):
    from tests.support import press

    g = await do_new(Rec(), app, place(), actor(1), "mini-express", {})
    before = await app.store.get_game(g.id)
    for field, values in (("mode", ["9" * 5000]), ("map", ["usa", "europe"]), ("_on", ["x" * 10**4]),
                          ("layout", ["hills@2,-1"]), ("mode", [])):
        ctx = await press(app, actor(1, "en"), f"vy:opt:{g.id}:{field}", values)
        assert ctx.priv and "moved on" in ctx.priv[0].text, (field, ctx.priv)
    after = await app.store.get_game(g.id)
    assert after.options == before.options and after.version == before.version
