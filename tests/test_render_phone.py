"""The phone layout (issue #15): the landscape boards (Mini Express, Cargo Empire) drawn as a portrait
picture whose words read when Discord shows it 400 px wide, stating what the wide board states; the
layout travels in the labels like the theme (layers keyed on it), and the bot takes the user's
choice for the pictures they ask for and the server's for public boards (wide by default)."""
from __future__ import annotations

import io
from collections import Counter

import pytest
from PIL import Image

from vypravci.bot.discord.cogs import base, settings as layout_settings
from vypravci.bot.discord import posting
from vypravci.bot.discord.cogs.history import do_history
from vypravci.bot.words.i18n import i18n
from vypravci.bot.store.board_prefs import LAYOUT
from vypravci.render import kit, renderer_module
from tests.support import CHANNEL, FAKE_PNG, GUILD, Rec, actor, place
from tests.test_render_layout import CASES, _labels, positions

PHONE_CASES = [c for c in CASES if c[0] in ("mini-express", "cargo-empire")]
MASINFIRA = ("mini-express", 2, 4, (("map", "usa"), ("mode", "two_player")))  # two players and the automa
SHOWN = 400          # px: how wide Discord shows a picture on a phone
MIN_WORD = 7.0       # px on that screen: any word or number of two characters or more
MIN_GLYPH = 6.5      # a single glyph on a piece (a seat's number in its shape and colour)
MIN_NAME = 9.0       # players' names and their scores
HALOS = 6            # px: two city names' halos (3 px each) may touch, their letters never


def draw(state, locale: str, layout: str, theme: str = "light"):
    """The picture in ``layout`` and the text boxes it recorded."""
    labels = _labels(state, locale)
    labels.layout, labels.theme = layout, theme
    with kit.recording() as boxes:
        img = renderer_module(state.game.id).render_image(state, labels)
    return img, boxes, labels


def _names(state, labels) -> list[str]:
    return [labels.player(state, p) if state.game.id == "mini-express" else labels.player(state.view(None), p)
            for p in range(len(state.seats))]


def _score_texts(state) -> list[set[str]]:
    """The ways each seat's final score is written (Mini Express: "N" or "(N)"; Cargo Empire: "N VP")."""
    if state.game.id == "mini-express":
        return [{str(s), f"({s})"} for s in state.scores()]
    totals = [sum(v for v in row.values() if isinstance(v, (int, float))) for row in state.view(None)["scores"]]
    return [{str(t)} for t in totals]


@pytest.mark.parametrize("game_id,players,seed,options", PHONE_CASES)
def test_phone_text_reads_at_phone_width(game_id, players, seed, options):
    """At 400 px wide every word is 7 px or more, names and final scores 9 px or more, in both
    languages, at the start, in the middle and at the end."""
    for i, state in enumerate(positions(game_id, players, seed, options)):
        for locale in (("cs", "en") if i == 2 else (("en", "cs")[(seed + i) % 2],)):
            img, boxes, labels = draw(state, locale, "phone")
            assert img.width <= 900 and img.height > img.width, img.size
            k = SHOWN / img.width
            for b in (b for b in boxes if not b.is_mark):
                floor = MIN_WORD if len(b.text.strip()) >= 2 else MIN_GLYPH
                assert b.size * k >= floor, (locale, i, b.text, b.size)
            for name in _names(state, labels):
                shown = [b.size * k for b in boxes if b.text.strip() == name]
                assert shown and min(shown) >= MIN_NAME, (name, shown)
            if state.is_terminal():
                for texts in _score_texts(state):
                    big = [b for b in boxes if texts & set(b.text.split()) and b.size * k >= MIN_NAME]
                    assert big, texts


@pytest.mark.parametrize("game_id", ["mini-express", "cargo-empire"])
def test_long_player_names_stay_big_enough(game_id):
    """A long name is cut with "…" rather than shrunk below 9 px at 400 px."""
    case = next(c for c in PHONE_CASES if c[0] == game_id)
    state = positions(*case)[-1]
    labels = _labels(state, "cs")
    labels.layout = "phone"
    labels.players = ["Maximilián Štěpánek-Dvořák z Lipé"] * len(state.seats)
    with kit.recording() as boxes:
        img = renderer_module(game_id).render_image(state, labels)
    shown = [b for b in boxes if b.text.startswith("Maximilián")]
    assert shown and all(b.size * SHOWN / img.width >= MIN_NAME for b in shown)
    assert not [p for p in kit.layout_problems(shown) if "outside" in p]


@pytest.mark.parametrize("game_id,players,seed,options", [*PHONE_CASES, MASINFIRA])
def test_phone_states_what_the_wide_board_states(game_id, players, seed, options):
    """The same words and numbers in both layouts (every seat's money, shares and points, every
    company's and city's data) — but the solo city numbers: a phone's Mini Express map writes
    them after the cities' names against Mašinfíra, and leaves them out without it."""
    for state in positions(game_id, players, seed, options)[1:]:
        wide = Counter(b.text for b in draw(state, "en", "wide")[1] if not b.is_mark)
        phone = Counter(b.text for b in draw(state, "en", "phone")[1] if not b.is_mark)
        if game_id == "mini-express":
            labels, cities = _labels(state, "en"), state.board.data.cities
            wide -= Counter(str(c.number) for c in cities if c.number is not None)
            if state.view(None).get("masinfira") is None:
                wide -= Counter([labels.word("legend-number"), "12"])  # the legend's sample
            else:  # "Chicago 12" on the phone: the name and the number the wide board shows apart
                numbered = Counter(f"{labels.city(c)} {c.number}" for c in cities if c.number is not None)
                assert not numbered - phone, numbered - phone
                phone -= numbered
                phone.update(labels.city(c) for c in cities if c.number is not None)
        missing = wide - phone
        extra = [t for t in phone - wide if len(t.strip()) > 1]  # a bigger seat mark shows its number
        assert not missing and not extra, (missing, extra)


@pytest.mark.parametrize("game_id,players,seed,options", [*PHONE_CASES, MASINFIRA])
def test_phone_layout_keeps_text_in_its_box_and_apart(game_id, players, seed, options):
    """No word outside its box or over another word or piece — but on Mini Express's hex map, 15 px
    hexes on a phone: there a city name (with its halo) may lie over a piece, a badge's digit, a
    port's anchor or the track when the board is crowded; its letters never over another name's."""
    for state in positions(game_id, players, seed, options):
        _img, boxes, labels = draw(state, "cs", "phone", "dark")
        problems = kit.layout_problems(boxes)
        if game_id == "mini-express":
            names = {*labels.cities.values(), *(f"{labels.city(c)} {c.number}" for c in state.board.data.cities
                                                if c.number is not None)}
            on_map = [p for p in problems if any(repr(n) in p for n in (*names, "\u2693"))]  # or a port's anchor
            assert all("outside" not in p for p in on_map), on_map
            problems = [p for p in problems if p not in on_map]
            placed = [b for b in boxes if b.text in names]
            for i, a in enumerate(placed):  # a name over a name: more than their 3 px halos touching
                for b in placed[i + 1:]:
                    w = min(a.ink[2], b.ink[2]) - max(a.ink[0], b.ink[0])
                    h = min(a.ink[3], b.ink[3]) - max(a.ink[1], b.ink[1])
                    assert w <= HALOS or h <= HALOS, (a.text, a.ink, b.text, b.ink)
        assert not problems, problems[:6]


@pytest.mark.parametrize("game_id", ["mini-express", "cargo-empire"])
def test_layers_and_pngs_key_on_the_layout(game_id):
    """A phone board never gets a wide layer (nor the reverse), a warm phone board is the board
    drawn afresh and the one a render process draws from its view snapshot, and both encode to
    PNGs the bot can send."""
    case = next(c for c in PHONE_CASES if c[0] == game_id)
    state = positions(*case)[1]
    module = renderer_module(game_id)
    labels = _labels(state, "cs")
    wide = module.render_board(state, labels)
    labels.layout = "phone"
    phone = module.render_board(state, labels)
    labels.layout = "wide"
    assert module.render_board(state, labels) == wide
    kit.clear_layers()
    labels.layout = "phone"
    assert module.render_board(state, labels) == phone
    from vypravci.render import render_state
    from vypravci.render.pool import ViewSnapshot

    assert render_state(ViewSnapshot.of(state), labels) == phone  # what a render process is sent
    pic = Image.open(io.BytesIO(phone))
    assert pic.width == 600 and pic.height > pic.width and len(phone) <= kit.MAX_PNG_BYTES
    assert Image.open(io.BytesIO(wide)).width > 1600
    assert kit.layout_of(labels) == "phone" and kit.layout_of(object()) == "wide"


def test_a_long_caption_is_wrapped_on_a_phone_not_cut():
    """What the last move changed, in full on the phone board (up to three lines, 16 px or more at
    400 px), where the wide board's one line would cut it."""
    state = positions(*PHONE_CASES[0])[1]
    labels = _labels(state, "cs")
    labels.layout = "phone"
    labels.caption = ("Eva staví trať Dřevařské společnosti z Chicaga do Detroitu a bere si "
                      "poslední akcii Ocelářské společnosti")
    with kit.recording() as boxes:
        img = renderer_module(state.game.id).render_image(state, labels)
    lines = [b for b in boxes if b.text and b.text.split()[0] in labels.caption and b.ink[1] > img.height - 140]
    assert " ".join(b.text for b in lines) == labels.caption and len(lines) >= 2
    assert all(b.size * SHOWN / img.width >= 16 for b in lines) and not kit.layout_problems(lines)


@pytest.mark.parametrize("game_id", ["18lilliput", "russian-railroads"])
def test_portrait_boards_are_the_same_in_both_layouts(game_id):
    """The boards that are portrait already have one composition: a phone gets the same picture."""
    case = next(c for c in CASES if c[0] == game_id)
    state = positions(*case)[1]
    labels = _labels(state, "en")
    wide = renderer_module(game_id).render_board(state, labels)
    labels.layout = "phone"
    assert renderer_module(game_id).render_board(state, labels) == wide


# ---------------------------------------------------------------------------------------- the bot's choice
async def test_layout_settings_are_stored_and_chosen(app):
    store = app.store
    assert await LAYOUT.public(store, GUILD) == "wide" and await LAYOUT.reader(store, 1, GUILD) == "wide"
    r = Rec()
    await layout_settings.do_layout(r, app, place(), actor(1, "cs"), "phone")
    assert r.priv[0].text == i18n.t("cs", "settings-layout-set", layout="phone") and "telefon" in r.priv[0].text
    assert (await store.get_user_settings(1))["layout"] == "phone"
    assert await LAYOUT.reader(store, 1, GUILD) == "phone" and await LAYOUT.reader(store, 2, GUILD) == "wide"
    r = Rec()
    await layout_settings.do_server_layout(r, app, place(), actor(2, "en", admin=True), "phone")
    assert "for phones" in r.priv[0].text and not r.pub
    assert await LAYOUT.public(store, GUILD) == "phone" and await LAYOUT.reader(store, 3, GUILD) == "phone"


@pytest.mark.parametrize("locale", ["en", "cs"])
async def test_refused_layout_changes_nothing_and_says_why(app, locale):
    r = Rec()
    await layout_settings.do_server_layout(r, app, place(), actor(1, locale, admin=False), "phone")
    assert r.priv and not r.pub
    assert r.priv[0].text.startswith(i18n.t(locale, "settings-layout-need-manage-server"))
    r = Rec()
    await layout_settings.do_layout(r, app, place(), actor(1, locale), "tablet")
    assert r.priv[0].text.startswith(i18n.t(locale, "settings-layout-unknown", layout="tablet"))
    assert await app.store.get_guild_settings(GUILD) == {} and await app.store.get_user_settings(1) == {}


async def test_public_boards_take_the_servers_layout(app):
    from tests.test_bot import draft_done, started_game

    seen = []
    app.renderer = lambda state, labels: seen.append(labels.layout) or FAKE_PNG
    await started_game(app)
    await draft_done(app)
    await layout_settings.do_layout(Rec(), app, place(), actor(2), "phone")  # a user's own choice stays theirs
    live = await app.sessions.live(CHANNEL)
    await posting.post_board(Rec(), app, place(), live.game, live.state, live.seq, ["x"], ping=False)
    await app.store.update_guild_settings(GUILD, {"layout": "phone"})
    await app.store.update_user_settings(2, {"layout": "wide"})
    await posting.post_board(Rec(), app, place(), live.game, live.state, live.seq, ["x"], ping=False)
    assert seen[-2:] == ["wide", "phone"]


async def test_a_history_page_is_drawn_in_the_readers_layout(app):
    from tests.test_history import imported

    await imported(app)
    seen: list = []
    app.renderer = lambda state, labels: seen.append(labels.layout) or FAKE_PNG
    await app.store.update_guild_settings(GUILD, {"layout": "phone"})
    await do_history(Rec(), app, place(), actor(2), None, 3)  # nobody chose: the server's
    await app.store.update_user_settings(2, {"layout": "wide"})
    await do_history(Rec(), app, place(), actor(2), None, 3)  # the reader's own
    assert seen == ["phone", "wide"]
