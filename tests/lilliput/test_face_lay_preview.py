"""A tile lay typed as a slash command (/ll lay-tile) is not made at once: the face answers
privately with the preview picture and the button flow's "lay" button, as the rules' table talk
does before a tile is put down; pressing it lays the tile (issue 12, "Playing it")."""
from __future__ import annotations

import pytest

from vypravci.bot.discord.cogs import action_commands as ac
from vypravci.bot.discord.components import lilliput as lb
from tests.support import Rec, actor, args_of, assert_rebuilt_from_custom_id, place, press

from .test_face import fits_discord, human_move, live, open_table

pytestmark = pytest.mark.usefixtures("fixed_seeds")


async def at_a_tile_lay(app):
    """Play the humans' moves (the simple AI's choices) until the one to act may lay a tile."""
    gid = await open_table(app, [1, 2])
    for step in range(400):
        now = await live(app)
        lays = [a.to_dict() for a in now.state.legal_actions() if a.type == "lay_tile"]
        if lays:
            return gid, now, now.seq, lays[0]
        await human_move(app, gid, step)
    raise AssertionError("no tile lay came")


@pytest.mark.parametrize("locale", ["en", "cs"])
async def test_slash_lay_answers_privately_with_the_preview_and_lays_on_confirm(app, locale):
    gid, now, seq, lay = await at_a_tile_lay(app)
    tiles = dict(now.state.board.tiles)
    who = actor(now.state.seats[now.state.to_act()].user_id, locale)
    r = Rec()
    await ac.act(r, app, place(), who, "lay_tile", args_of(lay))
    assert not r.pub and len(r.priv) == 1, "the preview is private and nothing is laid yet"
    shown = r.priv[0]
    assert shown.file is not None and shown.file.data[:4] == b"\x89PNG"
    fits_discord(shown.view)
    (button,) = shown.view.children
    assert isinstance(button, lb.LayButton)
    assert button.lay == {k: lay[k] for k in ("company", "x", "y", "tile", "rotation")}
    await assert_rebuilt_from_custom_id(button)
    after = await live(app)
    assert after.seq == seq and after.state.board.tiles == tiles
    done = await press(app, who, button.custom_id)
    assert done.pub, done.priv and done.priv[-1].text
    laid = (await live(app)).state.board.tiles[(lay["x"], lay["y"])]
    assert (laid.tile, laid.rotation) == (lay["tile"], lay["rotation"])


async def test_slash_lay_not_allowed_gets_the_refusal_not_a_preview(app):
    gid, now, seq, lay = await at_a_tile_lay(app)
    who = actor(now.state.seats[now.state.to_act()].user_id)
    legal = {(a.x, a.y, a.tile, a.rotation) for a in now.state.legal_actions() if a.type == "lay_tile"}
    wrong = [r for r in range(4) if (lay["x"], lay["y"], lay["tile"], r) not in legal]
    assert wrong, "the fixed seed's first lay has a rotation that does not fit"
    wrong = wrong[0]
    r = Rec()
    await ac.act(r, app, place(), who, "lay_tile", args_of({**lay, "rotation": wrong}))
    assert not r.pub and r.priv and r.priv[-1].file is None
    assert r.priv[-1].view is None or not any(isinstance(c, lb.LayButton) for c in r.priv[-1].view.children)
    assert (await live(app)).seq == seq


async def test_the_preview_is_drawn_in_the_readers_theme(app):
    """A player who reads boards dark (/settings theme dark) gets a dark lay preview too (issue 15)."""
    import io

    from PIL import Image

    gid, now, seq, lay = await at_a_tile_lay(app)
    who = actor(now.state.seats[now.state.to_act()].user_id)

    async def corner(theme: str) -> int:
        await app.store.update_user_settings(who.id, {"theme": theme})
        r = Rec()
        await ac.act(r, app, place(), who, "lay_tile", args_of(lay))
        image = Image.open(io.BytesIO(r.priv[0].file.data)).convert("L")
        return image.getpixel((2, 2))

    assert await corner("dark") < 80 < 170 < await corner("light")
