"""Actions the host or a server admin may take (Sessions._hosted, used by /game abandon | repair and
bot/discord/cogs/table.py): anyone else is refused in their language with a message naming both; an admin
passes. /game replace applies the server's games-per-member limit to the newcomer, as Join does.
Real SQLite stores, the shared doubles."""
from __future__ import annotations

import pytest

from vypravci.bot.discord.cogs import lobby
from vypravci.bot.discord.cogs.table import do_kick, do_pace, do_pause, do_replace
from vypravci.bot.table.session import Sessions

from tests.support import CHANNEL, GUILD, Rec, actor, place

RR = "russian-railroads"


@pytest.fixture
def game(rr_two_seats):
    return rr_two_seats


HOSTED = [lobby.do_abandon, lobby.do_repair, lambda *a: do_pace(*a, "1d"),
          lambda *a: do_pause(*a, True), lambda *a: do_kick(*a, 1), lambda *a: do_replace(*a, 1, 9, "Zed")]


async def test_host_or_admin_actions_refuse_others_naming_both(game):
    before = await game.store.active_game(CHANNEL)
    for do in HOSTED:
        for locale, words in (("en", "Only the host (Anna) or a server admin"),
                              ("cs", "Tohle může udělat jen zakladatel stolu (Anna) nebo správce serveru")):
            ctx = Rec()
            await do(ctx, game, place(), actor(2, locale))
            assert not ctx.pub and ctx.priv[0].text.startswith(words), ctx.priv[0].text
    assert (await game.store.active_game(CHANNEL)).model_dump() == before.model_dump()


async def test_an_admin_who_is_not_the_host_passes(game):
    ctx = Rec()
    await do_pace(ctx, game, place(), actor(9, admin=True), "1d")
    assert ctx.pub and not ctx.priv
    assert (await game.store.active_game(CHANNEL)).meta["pace"] == 86400


async def test_replace_applies_the_game_limit_to_the_newcomer(game):
    other = CHANNEL + 1
    await game.sessions.new_lobby(GUILD, other, 9, "Zed", RR)  # Zed already sits at one table
    await game.store.update_guild_settings(GUILD, {"game_limit": 1})
    before = await game.store.active_game(CHANNEL)
    for locale, words in (("en", "Zed already plays 1 open game here"),
                          ("cs", "Zed už na tomto serveru hraje 1 otevřenou hru")):
        ctx = Rec()
        await do_replace(ctx, game, place(), actor(1, locale), 2, 9, "Zed")
        assert not ctx.pub and ctx.priv[0].text.startswith(words), ctx.priv[0].text
    assert (await game.store.active_game(CHANNEL)).model_dump() == before.model_dump()
    await do_kick(Rec(), game, place(), actor(1), 2)  # a kicked player gets their own seat back:
    await do_replace(Rec(), game, place(), actor(1), 2, 2, "Bob")  # no new seat, so no limit
    live = await game.sessions.live(CHANNEL)
    assert Sessions.seat_of(live, 2) is not None and "controllers" not in live.game.meta
    await game.store.update_guild_settings(GUILD, {"game_limit": 2})
    ctx = Rec()
    await do_replace(ctx, game, place(), actor(1), 2, 9, "Zed")
    assert ctx.pub and Sessions.seat_of(await game.sessions.live(CHANNEL), 9) is not None
