"""/game new's `setting` (name=value) reaches options no menu can offer — an 18Lilliput host's own
scenario layout (issue 16) — and a layout that breaks the checkerboard rule is refused at Start,
leaving the table a lobby."""
from __future__ import annotations

from vypravci.bot.discord.cogs import lobby
from tests.support import CHANNEL, Rec, actor, place


async def test_a_host_layout_is_set_and_checked_at_start(app):
    r = Rec()
    g = await lobby.do_new(r, app, place(), actor(1), "18lilliput", {"setting": "layout=hills@1,0"})
    assert g is not None and g.options["layout"] == "hills@1,0"
    await app.sessions.join(CHANNEL, 2, "Bob")
    r = Rec()
    await lobby.do_lobby(r, app, place(), actor(1), g.id, "start")
    assert (await app.store.get_game(g.id)).status == "lobby"  # refused: still a lobby, not damaged
    text = " ".join(m.text for m in r.priv + r.pub + r.upd)
    assert "1" in text and "ll-error" not in text


async def test_a_good_layout_starts_and_names_in_czech_work(app):
    r = Rec()
    g = await lobby.do_new(r, app, place("cs"), actor(1, "cs"), "18lilliput", {"setting": "layout = hills@2,-1"})
    assert g is not None and g.options["layout"] == "hills@2,-1"
    await app.sessions.join(CHANNEL, 2, "Bob")
    out = await app.sessions.start(CHANNEL, 1)
    assert out.game.status == "active"


async def test_an_unknown_setting_is_refused():
    import pytest

    from vypravci.games.core import RuleError

    with pytest.raises(RuleError) as err:
        lobby.parse_setting("18lilliput", "atlantis=1")
    assert err.value.key == "error-bad-options"
    assert lobby.parse_setting("18lilliput", "") == {}


def test_a_list_setting_is_typed_comma_separated_and_internals_are_refused():
    """`/game new setting:` takes a list option as the console does (games/core/options.py), and
    an option the engine marks internal is not one a host can set."""
    import pytest

    from vypravci.games.core import RuleError

    assert lobby.parse_setting("cargo-empire", "tracks=a01A, a04B,a06A") == {"tracks": ["a01A", "a04B", "a06A"]}
    with pytest.raises(RuleError) as err:
        lobby.parse_setting("cargo-empire", "clan_seats=1")
    assert err.value.key == "error-bad-options" and "clan_seats" not in err.value.params["allowed"]
