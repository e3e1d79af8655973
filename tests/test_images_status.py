"""The board picture and the text status agree: both read the onlooker's view of the same state
(whose turn it is, the scores where the game shows them), in the reader's language."""
from __future__ import annotations

from vypravci.bot.discord.cogs import lobby
from vypravci.bot.words.i18n import i18n
from vypravci.render import kit
from tests.support import CHANNEL, Rec, actor, place
from tests.test_bot import draft_done, started_game


async def test_status_and_picture_name_the_same_player_to_act(app):
    from vypravci.bot.discord.app import _render

    await started_game(app)
    await draft_done(app)
    live = await app.sessions.live(CHANNEL)
    view = live.state.view(None)
    to_act = live.state.seats[view["to_act"]].name
    for locale in ("en", "cs"):
        r = Rec()
        await lobby.do_status(r, app, place(), actor(2, locale))
        text = r.priv[0].text
        assert i18n.t(locale, "status-to-act", player=to_act) in text
        app.renderer = _render
        with kit.recording() as boxes:
            png = await app.board_png(live.state, locale)
        assert png is not None
        words = [b.text for b in boxes if not b.is_mark]
        # the header: "To play:" then the same player's name
        head = i18n.t(locale, "render-me-to-play")
        assert head in words and words[words.index(head) + 1] == to_act
