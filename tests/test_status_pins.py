"""The pinned status message under Discord's rate limits and its pin limit (issue 25, points 3
and 6): edited only when its text changes, unpinned when the game ends or is abandoned, and a
channel at Discord's 250 pins told so in its language (bot/discord/notify.py). Real store and handlers;
Discord is the Poster double of tests/support.py."""
from __future__ import annotations

from types import SimpleNamespace

import discord
import pytest

from vypravci.bot.discord.cogs import lobby
from vypravci.bot.words.i18n import i18n
from vypravci.bot.discord.notify import refresh_status
from tests.support import CHANNEL, PosterRec, Rec, actor, place
from tests.test_outbox import move, open_and_start, poster  # noqa: F401  (the fixture)


async def test_the_status_is_edited_only_when_its_text_changes(app, poster):
    gid = await open_and_start(app)
    live = await app.sessions.live(CHANNEL)
    g = await app.store.get_game(gid)
    edits = len(poster.edits)
    await refresh_status(app, g, live.state, "en")  # the same state again: nothing to send
    assert len(poster.edits) == edits
    await move(app, Rec())
    assert len(poster.edits) > edits  # a move changes it: edited (and the old buttons retired)


async def test_a_finished_game_unpins_its_status(app, poster):
    await open_and_start(app)
    status = (await app.store.get_game((await app.sessions.live(CHANNEL)).game.id)).meta["status_message"]
    assert poster.pins == [(CHANNEL, status)]
    for _ in range(400):
        try:
            await app.sessions.live(CHANNEL)
        except Exception:
            break
        await move(app, Rec())
    assert poster.pins == []  # the final status stays in the channel, not among its pins


async def test_an_abandoned_game_unpins_its_status(app, poster):
    gid = await open_and_start(app)
    await move(app, Rec())
    assert poster.pins
    await lobby.do_abandon(Rec(), app, place(), actor(1))
    assert (await app.store.get_game(gid)).status == "abandoned" and poster.pins == []


class FullPins(PosterRec):
    async def pin(self, channel_id, message_id) -> None:
        raise discord.HTTPException(SimpleNamespace(status=400, reason="Bad Request"),
                                    {"code": 30003, "message": "Maximum number of pins reached (250)"})


@pytest.mark.parametrize("locale", ["en", "cs"])
async def test_a_channel_at_the_pin_limit_is_told_in_its_language(app, locale):
    app.poster = FullPins()
    gid = await open_and_start(app, where=place(locale))
    words = i18n.t(locale, "status-pins-full", id=str(gid))
    assert app.poster.texts(CHANNEL).count(words) == 1
    assert "250" in words and not app.poster.pins
    await move(app, Rec(), where=place(locale))  # the game goes on; the channel is not told again
    assert app.poster.texts(CHANNEL).count(words) == 1
