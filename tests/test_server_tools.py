"""Server tools (issue 15): /game mine and /game list, the server's settings and the checks they
impose on /game new and Join, host-only refusals, the lobby sweep on a ManualClock, the console's
mine/list, and the commands' guild-only declaration. Real SQLite stores, the shared doubles."""
from __future__ import annotations

import asyncio

import pytest

from vypravci.bot.table import tables
from vypravci.bot.table.clock import ManualClock
from vypravci.bot.discord.cogs import lobby, server
from vypravci.bot.discord.talk import Place
from vypravci.bot.ops.config import Config
from vypravci.bot.console.app import Console
from vypravci.bot.table.session import Sessions
from tests.support import GUILD, Rec, actor, fits_discord, place, press

pytestmark = pytest.mark.usefixtures("fixed_seeds")

ADMIN = tables.Member(manager=True)
PLAIN = tables.Member()


def at(channel: int, locale: str = "en", guild: int = GUILD) -> Place:
    return Place(guild, channel, locale)


async def open_lobby(app, channel: int, host: int, member: tables.Member = PLAIN, guild: int = GUILD) -> Rec:
    ctx = Rec()
    await lobby.do_new(ctx, app, at(channel, guild=guild), actor(host), "mini-express", {}, member=member)
    return ctx


async def table(app, channel: int, host: int, guest: int) -> int:
    """A started Mini Express game: host, guest and one AI seat; returns the game id."""
    ctx = await open_lobby(app, channel, host)
    assert ctx.pub, ctx.priv and ctx.priv[0].text
    g = await app.store.active_game(channel)
    where = at(channel)
    assert not (await press(app, actor(guest), f"vy:lobby:{g.id}:join", where=where)).priv
    assert not (await press(app, actor(host), f"vy:lobby:{g.id}:ai", where=where)).priv
    assert not (await press(app, actor(host), f"vy:lobby:{g.id}:start", where=where)).priv
    return g.id


async def mine(app, uid: int, locale: str | None = None) -> str:
    ctx = Rec()
    await server.do_listing(ctx, app, place(), actor(uid, locale), "mine")
    assert len(ctx.priv) == 1 and not ctx.pub  # only the asker sees it
    return ctx.priv[0].text


# ---------------------------------------------------------------------------------------- /game mine, /game list
async def test_mine_lists_the_games_waiting_for_you_with_links(app):
    first, second = await table(app, 301, 1, 2), await table(app, 302, 2, 1)
    to_act = {}
    for channel in (301, 302):
        live = await app.sessions.live(channel)
        to_act[channel] = live.state.seats[live.state.to_act()].user_id
    for uid in (1, 2):
        text = await mine(app, uid, "en")
        waiting = [ch for ch, who in to_act.items() if who == uid]
        if not waiting:
            assert text == "It is not your turn in any game on this server."
            continue
        assert text.startswith(f"**Your turn ({len(waiting)} game")
        for ch in (301, 302):
            link = f"https://discord.com/channels/{GUILD}/{ch}"
            assert (link in text) == (ch in waiting), text
        assert "/mx " in text  # what it waits for, as the commands to type
    assert await mine(app, 9) == "It is not your turn in any game on this server."  # never seated
    czech = await mine(app, to_act[301], "cs")
    assert czech.startswith("**Jsi na tahu") and "čeká se na tebe" in czech
    assert first != second


async def test_mine_leaves_out_finished_and_abandoned_games(app):
    await table(app, 301, 1, 2)
    live = await app.sessions.live(301)
    uid = live.state.seats[live.state.to_act()].user_id
    assert "discord.com/channels" in await mine(app, uid, "en")
    await app.sessions.abandon(301, 1)
    assert await mine(app, uid, "en") == "It is not your turn in any game on this server."


async def test_list_shows_running_games_and_open_tables_paged(app):
    await table(app, 301, 1, 2)
    for channel in range(400, 430):  # thirty open tables: more than one message holds
        assert (await open_lobby(app, channel, 3)).pub
    ctx = Rec()
    await server.do_listing(ctx, app, place(), actor(9), "list")
    first = ctx.priv[0]
    assert len(first.text) <= 2000 and first.text.startswith("**Running games (1)**")
    assert "Anna, Bob, AI 1" in first.text and f"/channels/{GUILD}/301" in first.text
    assert "Page 1 of " in first.text
    fits_discord(first.view)
    assert first.custom_ids() == ["vy:tables:list:1"]
    seen = first.text
    page, pages = 1, int(first.text.rsplit(" ", 1)[1])
    while page < pages:  # Next, page by page, as after a restart (rebuilt from the custom id)
        r = await press(app, actor(9), f"vy:tables:list:{page}")
        text = r.upd[-1].text
        assert len(text) <= 2000 and f"Page {page + 1} of {pages}" in text
        fits_discord(r.upd[-1].view)
        seen += text
        page += 1
    assert all(f"/channels/{GUILD}/{ch}" in seen for ch in range(400, 430))
    assert "Open tables (30)" in seen and "1/5 seats, host Cyril: Cyril" in seen


async def test_list_of_an_empty_server_says_how_to_open_a_table(app):
    ctx = Rec()
    await server.do_listing(ctx, app, place(), actor(1, "cs"), "list")
    assert ctx.priv[0].text.startswith("Na tomto serveru se nic nehraje") and ctx.priv[0].view is None


# ---------------------------------------------------------------------------------------- settings
async def test_server_settings_only_for_managers_and_a_refusal_changes_nothing(app):
    ctx = Rec()
    await server.do_server_settings(ctx, app, place(), actor(2), PLAIN, creators="admins")
    assert ctx.priv[0].text == "Only members who may manage the server can change its settings."
    ctx = Rec()
    await server.do_server_settings(ctx, app, place(), actor(1), PLAIN, pace="1d")
    assert ctx.priv[0].text.startswith("Nastavení serveru mohou měnit jen")
    ctx = Rec()  # "members with a role" but no role named: refused, nothing stored
    await server.do_server_settings(ctx, app, place(), actor(2), ADMIN, creators="role", pace="1d")
    assert "creator-role" in ctx.priv[0].text
    assert await app.store.get_guild_settings(GUILD) == {}


async def test_server_settings_saved_and_shown(app):
    ctx = Rec()
    await server.do_server_settings(ctx, app, place(), actor(2), ADMIN, language="cs", role=555, pace="3d",
                                    game_limit=2, lobby_timeout=tables.DAY)
    assert ctx.priv[0].text.startswith("This server's settings are saved.")
    assert await app.store.get_guild_settings(GUILD) == {
        "creators": "role", "creator_role": 555, "pace": "3d", "game_limit": 2, "lobby_timeout": tables.DAY}
    assert await app.store.get_guild_locale(GUILD) == "cs"
    ctx = Rec()
    await server.do_show_settings(ctx, app, place(), actor(3))
    text = ctx.priv[0].text
    for line in ("Kdo otevírá hry: Členové s rolí <@&555>", "Výchozí tempo: 3 dny na tah",
                 "Otevřených her na člena: 2", "zavře za 1 den", "Jazyk: čeština"):
        assert line in text, text
    ctx = Rec()  # game-limit 0 removes the limit
    await server.do_server_settings(ctx, app, place(), actor(2), ADMIN, game_limit=0, creators="everyone")
    assert "game_limit" not in await app.store.get_guild_settings(GUILD)
    assert "Open games per member: no limit" in ctx.priv[0].text


async def test_new_game_follows_who_may_open_games(app):
    await app.store.update_guild_settings(GUILD, {"creators": "admins"})
    ctx = await open_lobby(app, 301, 2)
    assert not ctx.pub and "server setting “creators”" in ctx.priv[0].text and "/settings server" in ctx.priv[0].text
    assert await app.store.active_game(301) is None
    assert (await open_lobby(app, 301, 2, ADMIN)).pub
    await app.store.update_guild_settings(GUILD, {"creators": "role", "creator_role": 77})
    ctx = await open_lobby(app, 302, 1)
    assert "<@&77>" in ctx.priv[0].text and "„zakládání“" in ctx.priv[0].text  # Anna reads Czech
    assert (await open_lobby(app, 302, 1, tables.Member(roles=frozenset({77})))).pub


async def test_game_limit_refuses_opening_and_joining(app):
    await app.store.update_guild_settings(GUILD, {"game_limit": 1})
    assert (await open_lobby(app, 301, 2)).pub
    ctx = await open_lobby(app, 302, 2)
    assert "You already play 1 open game here" in ctx.priv[0].text
    assert (await open_lobby(app, 302, 3)).pub
    g = await app.store.active_game(302)
    r = await press(app, actor(2), f"vy:lobby:{g.id}:join", where=at(302))
    assert r.priv and "game-limit" in r.priv[0].text
    assert [s.user_id for s in (await app.store.active_game(302)).seats] == [3]
    other = await open_lobby(app, 303, 2, guild=GUILD + 1)  # another server's limit is its own
    assert other.pub


async def test_host_only_actions_are_refused_in_the_readers_language(app):
    """Every host-only action of the lobby and of a running table, by a member who is neither the
    host nor an admin: refused privately, naming the host, in the reader's language; nothing changes."""
    from vypravci.bot.discord.cogs import table as table_cog

    await open_lobby(app, 301, 1)
    g = await app.store.active_game(301)
    presses = [f"vy:lobby:{g.id}:start", f"vy:opt:{g.id}:map"]
    for custom_id in presses:
        r = await press(app, actor(2), custom_id, ["europe"], where=at(301))
        assert r.priv[0].text == "Only the host (Anna) can do that." and not r.pub, custom_id
        r = await press(app, actor(3), custom_id, ["europe"], where=at(301))
        assert r.priv[0].text.startswith("Tohle může udělat jen zakladatel stolu (Anna)"), custom_id
    assert (await app.store.active_game(301)).model_dump() == g.model_dump()
    await table(app, 302, 1, 2)
    before = await app.store.active_game(302)
    actions = [lobby.do_abandon, lobby.do_repair, lambda *a: table_cog.do_pace(*a, "1d"),
               lambda *a: table_cog.do_pause(*a, True), lambda *a: table_cog.do_kick(*a, 1)]
    for do in actions:
        ctx = Rec()
        await do(ctx, app, at(302), actor(2))
        assert ctx.priv[0].text.startswith("Only the host (Anna) or a server admin") and not ctx.pub
    assert (await app.store.active_game(302)).model_dump() == before.model_dump()


# ---------------------------------------------------------------------------------------- lobby sweep
async def test_lobby_sweep_closes_unstarted_lobbies_of_its_own_guilds(app):
    clock = app.clock = ManualClock()
    await app.store.update_guild_settings(GUILD, {"lobby_timeout": tables.DAY})
    await open_lobby(app, 301, 1)
    await table(app, 302, 2, 3)  # started: never closed
    await open_lobby(app, 303, 2, guild=GUILD + 1)  # another process's guild
    said: list[tuple[int, str]] = []

    async def announce(g, timeout):
        said.append((g.channel_id, server.lobby_closed_text("en", g, timeout)))

    sweeper = tables.LobbySweeper(app.sessions, clock, announce, owns=lambda guild: guild == GUILD)

    async def asleep() -> None:  # the sweep woken by the clock has done its pass and waits again
        while clock.sleepers == 0 or sweeper.sweeping:
            await asyncio.wait_for(sweeper.wait_passes(sweeper.passes + 1), 10)

    task = asyncio.create_task(sweeper.run())
    try:
        await asleep()
        assert sweeper.passes == 1 and not said
        await clock.advance(tables.DAY - 60)
        await asleep()
        assert (await app.store.active_game(301)).status == "lobby" and not said
        await clock.advance(120)
        await asleep()
        assert said == [(301, "The table for Mini Express (host Anna) is closed: nobody started it within 1 day "
                              "(server setting “lobby-timeout”). Open a new one with /game new.")]
        closed = (await app.store.games_in_guild(GUILD))[0]
        assert closed.status == "abandoned" and closed.meta["closed"] == "lobby_timeout"
        assert (await app.store.active_game(302)).status == "active"
        assert (await app.store.active_game(303)).status == "lobby"
        assert clock.sleepers == 1  # armed again
    finally:
        task.cancel()
    assert "za 2 dny" in server.lobby_closed_text("cs", closed, 2 * tables.DAY)


async def test_lobby_sweep_stamps_a_lobby_it_never_saw_and_keeps_a_racing_start(app):
    clock = app.clock = ManualClock()
    g = await app.sessions.new_lobby(GUILD, 301, 1, "Anna", "mini-express")  # no stamp (not via /game new)
    sweeper = tables.LobbySweeper(app.sessions, clock, announce=None)
    assert await sweeper.sweep() == clock.now() + tables.SWEEP_MAX
    assert (await app.store.get_game(g.id)).meta[tables.OPENED] == clock.now()
    await app.sessions.join(301, 2, "Bob")
    await app.sessions.add_ai(301, 1)
    await app.sessions.start(301, 1)
    assert await sweeper.close(g) is False  # started meanwhile: stays a game
    assert (await app.store.get_game(g.id)).status == "active"


# ---------------------------------------------------------------------------------------- console, payloads
async def test_console_mine_and_list(app, tmp_path):
    lines: list[str] = []
    c = Console(Sessions(app.store), Config(db_path=tmp_path / "c.sqlite3", out_dir=tmp_path / "out"), "en",
                out=lines.append)
    c._board = lambda *a: None  # no pictures needed here
    for line in ("new mini-express", "join Eva", "ai", "start"):
        await c.handle(line)
    live = await c.sessions.live(0)
    c.player = live.state.seats[live.state.to_act()].name
    lines.clear()
    await c.handle("mine")
    players = ", ".join(s.name for s in live.state.seats)
    assert lines[0] == "Your turn (1 game)" and lines[1].startswith(f"• Mini Express ({players}) — waiting for you: ")
    assert "discord.com" not in lines[1] and "/mx" not in lines[1]
    lines.clear()
    await c.handle("list")
    assert lines == ["Running games (1)", f"• Mini Express — {players}"]


def test_every_command_is_for_servers_only():
    from vypravci.bot.discord.client import command_payloads

    for c in command_payloads(Config()):
        assert c["contexts"] == [0] and c["integration_types"] == [0] and c["dm_permission"] is False, c["name"]


async def test_a_seat_handed_to_another_member_is_theirs_in_mine_and_the_limit(app):
    await table(app, 301, 1, 2)
    live = await app.sessions.live(301)
    seat = live.state.to_act()
    owner = live.state.seats[seat].user_id
    await app.sessions.arrange(301, lambda live: {"controllers": {str(seat): {"user": 9, "name": "Zed"}}})
    g = await app.store.get_game(live.game.id)
    assert tables.is_seated(g, 9) and not tables.is_seated(g, owner)
    assert "/channels/" in await mine(app, 9) and "/channels/" not in await mine(app, owner, "en")
    await app.store.update_guild_settings(GUILD, {"game_limit": 1})
    assert "game-limit" in (await open_lobby(app, 302, 9)).priv[0].text


async def test_the_default_pace_reaches_a_new_table(app):
    ctx = Rec()
    await server.do_server_settings(ctx, app, place(), actor(2), ADMIN, pace="1d")
    await open_lobby(app, 301, 1)
    assert (await app.store.active_game(301)).meta["pace"] == tables.DAY  # bot/table/deadlines.py reads it


def test_pages_cut_long_lines_and_never_split_one():
    from vypravci.bot.commands.paging import pages

    long = "x" * 30
    assert pages(["ab", "cd", long, "ef"], 10) == ["ab\ncd", "xxxxxxxxx…", "ef"]
    assert pages([], 10) == [""]


async def test_settings_show_the_board_theme_and_layout_of_the_reader_and_of_the_server(app):
    from vypravci.bot.discord.cogs import settings as settings_cog

    await settings_cog.do_server_theme(Rec(), app, place(), actor(2, admin=True), "dark")
    await settings_cog.do_layout(Rec(), app, place(), actor(3), "phone")
    ctx = Rec()
    await server.do_show_settings(ctx, app, place(), actor(3, "en"))
    text = ctx.priv[0].text
    assert "Your boards: Dark, Phone (portrait)" in text, text  # the server's theme, the own layout
    assert "Public boards: Dark, Wide (computer)" in text, text
