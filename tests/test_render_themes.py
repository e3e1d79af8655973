"""Light and dark board themes: every renderer draws from the theme its words carry, cached layers
never cross themes, renders in two themes may run side by side, and the bot picks the theme
(the user's for pictures they ask for, the server's for public boards; light by default)."""
from __future__ import annotations

import io
from concurrent.futures import ThreadPoolExecutor

import pytest
from PIL import Image

from vypravci.bot.discord.cogs import base, settings
from vypravci.bot.discord import posting
from vypravci.bot.words.i18n import i18n
from vypravci.bot.store.board_prefs import THEME
from vypravci.render import kit, renderer_module
from tests.support import FAKE_PNG, GUILD, Rec, actor, place
from tests.test_bot import draft_done, started_game
from tests.test_render_layout import _labels, positions

GAMES = {"mini-express": (3, 1, (("map", "usa"),)), "cargo-empire": (2, 1, ()), "18lilliput": (2, 1, ()),
         "russian-railroads": (2, 1, ())}


def picture(game_id: str, theme: str) -> Image.Image:
    """A mid-game board of ``game_id`` in ``theme`` (Czech words), as the bot sends it."""
    n, seed, options = GAMES[game_id]
    state = positions(game_id, n, seed, options)[1]
    labels = _labels(state, "cs")
    labels.theme = theme
    return Image.open(io.BytesIO(renderer_module(game_id).render_board(state, labels))).convert("RGB")


def background(img: Image.Image) -> tuple[int, int, int]:
    """The picture's commonest colour (its paper)."""
    small = img.resize((img.width // 4, img.height // 4), Image.NEAREST)
    return max(small.getcolors(1 << 20))[1]


def near(a, b, slack: int = 8) -> bool:
    """The same colour up to the PNG's 256-colour palette."""
    return all(abs(x - y) <= slack for x, y in zip(a, b))


def light_share(img: Image.Image) -> float:
    """The share of the picture lighter than grey 200 (paper, cards, white surfaces)."""
    hist = img.convert("L").histogram()
    return sum(hist[200:]) / sum(hist)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_each_renderer_draws_on_the_themes_paper(game_id):
    light, dark = picture(game_id, "light"), picture(game_id, "dark")
    assert light.size == dark.size
    assert near(background(light), kit.LIGHT.paper) and near(background(dark), kit.DARK.paper)
    # nothing big stays white in the dark theme: only pieces printed light (tiles, cards, cubes)
    assert light_share(light) > 0.5 and light_share(dark) < 0.2, (light_share(light), light_share(dark))


def test_cached_layers_never_cross_themes():
    """The Mini Express map and its city names are cached layers: light, dark, light again."""
    first, dark, again = (picture("mini-express", t).tobytes() for t in ("light", "dark", "light"))
    assert first == again and dark != first


def test_themes_render_side_by_side_in_threads():
    """The theme is per thread (a ContextVar): two renders at once each keep their own."""
    want = {t: picture("russian-railroads", t).tobytes() for t in ("light", "dark")}
    with ThreadPoolExecutor(4) as pool:
        got = list(pool.map(lambda t: (t, picture("russian-railroads", t).tobytes()), ["light", "dark"] * 3))
    assert all(data == want[t] for t, data in got)


def test_unknown_theme_names_fall_back_to_light():
    assert kit.theme_named("neon") is kit.LIGHT and kit.theme_named(None) is kit.LIGHT
    assert kit.theme_of(object()) == "light" and kit.theme_of(type("W", (), {"theme": "dark"})()) == "dark"
    with kit.themed("dark"):
        assert kit.C.paper == kit.DARK.paper and kit.player_colour(0) == kit.DARK.players[0]
    assert kit.C.paper == kit.LIGHT.paper


# ---------------------------------------------------------------------------------------- the bot's choice
async def test_theme_settings_are_stored_and_chosen(app):
    store = app.store
    assert await THEME.public(store, GUILD) == "light" and await THEME.reader(store, 1, GUILD) == "light"
    r = Rec()
    await settings.do_theme(r, app, place(), actor(1, "cs"), "dark")
    assert r.priv[0].text == i18n.t("cs", "settings-theme-set", theme="dark") and "tmavém" in r.priv[0].text
    assert (await store.get_user_settings(1))["theme"] == "dark"
    assert await THEME.reader(store, 1, GUILD) == "dark" and await THEME.reader(store, 2, GUILD) == "light"
    r = Rec()
    await settings.do_server_theme(r, app, place(), actor(2, "en", admin=True), "dark")
    assert "dark theme" in r.priv[0].text and not r.pub
    assert await THEME.public(store, GUILD) == "dark" and await THEME.reader(store, 3, GUILD) == "dark"


@pytest.mark.parametrize("locale", ["en", "cs"])
async def test_refused_theme_changes_nothing_and_says_why(app, locale):
    r = Rec()
    await settings.do_server_theme(r, app, place(), actor(1, locale, admin=False), "dark")
    assert r.priv and not r.pub
    assert r.priv[0].text.startswith(i18n.t(locale, "settings-theme-need-manage-server"))
    r = Rec()
    await settings.do_theme(r, app, place(), actor(1, locale), "neon")
    assert r.priv[0].text.startswith(i18n.t(locale, "settings-theme-unknown", theme="neon"))
    assert await app.store.get_guild_settings(GUILD) == {} and await app.store.get_user_settings(1) == {}


async def test_public_boards_take_the_servers_theme(app):
    seen = []

    def renderer(state, labels):
        seen.append(labels.theme)
        return FAKE_PNG

    app.renderer = renderer
    await started_game(app)
    await draft_done(app)
    await settings.do_theme(Rec(), app, place(), actor(2), "dark")  # a user's own choice stays theirs
    await posting.post_board(Rec(), app, place(), *(await _live(app)), ["x"], ping=False)
    await app.store.update_guild_settings(GUILD, {"theme": "dark"})
    await posting.post_board(Rec(), app, place(), *(await _live(app)), ["x"], ping=False)
    assert seen[-2:] == ["light", "dark"]
    png = await app.board_png((await _live(app))[1], "en", theme=await app.reader_theme(2, GUILD))
    assert png == FAKE_PNG and seen[-1] == "dark"


async def _live(app):
    from tests.support import CHANNEL

    live = await app.sessions.live(CHANNEL)
    return live.game, live.state, live.seq


def contrast(a, b) -> float:
    """WCAG 2 contrast ratio of two colours."""
    def lum(c):
        r, g, b = ((v / 255) / 12.92 if v / 255 <= 0.04045 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in c)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b

    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("theme", sorted(kit.THEMES))
def test_text_colours_reach_wcag_aa_on_every_surface(theme):
    """Ink and muted text on paper, panels, cards, the highlight and cities; a seat's number on its
    colour: 4.5:1 at least (WCAG AA) in both themes."""
    t = kit.THEMES[theme]
    for fg in (t.ink, t.muted):
        for bg in (t.paper, t.panel, t.card, t.highlight, t.city_fill):
            assert contrast(fg, bg) >= 4.5, (theme, fg, bg)
    for colour, text in zip(t.players, t.player_text):
        assert contrast(colour, text) >= 4.5, (theme, colour, text)
