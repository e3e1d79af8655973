"""Accessibility: colours that a red-green colour-blind eye still tells apart and that always
come with a shape and a number, text big enough on a phone, and /game status as text with what
the picture shows for a decision (whose turn and what they may do, points and money, the last move)."""
from __future__ import annotations

import itertools
import math

import pytest
from PIL import Image

from vypravci.bot.discord.cogs import base, lobby
from vypravci.bot.words.i18n import i18n
from vypravci.bot.commands.present import Presenter
from vypravci.bot.commands import status_text
from vypravci.render import kit, renderer_module
from tests.support import CHANNEL, Rec, actor, args_of, place
from tests.test_bot import draft_done, started_game
from tests.test_render_layout import CASES, _labels, positions

# Machado, Oliveira & Fernandes (2009), severity 1: linear RGB → what a dichromat sees
CVD = {
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
}
MIN_DELTA_E = 20.0  # CIE76: two colours this far apart are told apart at a glance


def _linear(v: float) -> float:
    v /= 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _srgb(v: float) -> float:
    v = min(1.0, max(0.0, v))
    return 255 * (v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055)


def simulate(colour, kind: str) -> tuple[float, float, float]:
    lin = [_linear(c) for c in colour]
    return tuple(_srgb(sum(m * c for m, c in zip(row, lin))) for row in CVD[kind])


def lab(colour) -> tuple[float, float, float]:
    r, g, b = (_linear(c) for c in colour)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    f = [t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116 for t in (x, y, z)]
    return 116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])


def test_the_simulation_confuses_red_and_green():
    """The check itself: the old red and green players look alike to a deuteranope."""
    old_red, old_green = (214, 40, 40), (30, 150, 60)
    assert math.dist(lab(old_red), lab(old_green)) > 60
    assert math.dist(lab(simulate(old_red, "deuteranopia")), lab(simulate(old_green, "deuteranopia"))) < MIN_DELTA_E


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_player_colours_on_the_picture_stay_apart_for_colour_blind_eyes(theme):
    """The five seats' colours as the Mini Express picture draws them (read off the image), seen
    with deuteranopia and protanopia: every pair still differs, and from the paper."""
    state = positions("mini-express", 5, 2, (("map", "europe"), ("ports", True)))[1]
    labels = _labels(state, "en")
    labels.theme = theme
    img = renderer_module("mini-express").render_image(state, labels)
    present = {c for _, c in img.getcolors(1 << 22)}
    palette = kit.THEMES[theme].players
    assert set(palette) <= present  # each seat's colour is on the picture
    for kind in CVD:
        seen = [simulate(c, kind) for c in palette]
        for (i, a), (j, b) in itertools.combinations(enumerate(seen), 2):
            assert math.dist(lab(a), lab(b)) >= MIN_DELTA_E, (theme, kind, i, j)


@pytest.mark.parametrize("name,colours", [
    ("Mini Express companies", lambda: [kit.LIGHT.companies[c] for c in ("lumber", "steel", "leather", "cotton", "wild")]),
    ("Cargo Empire city groups", lambda: list(renderer_module("cargo-empire").GROUP_COLOURS.values())),
    ("18Lilliput tiles", lambda: [renderer_module("18lilliput").TILE_FILL[c] for c in ("yellow", "green", "brown")]),
])
def test_game_colours_that_matter_stay_apart_for_colour_blind_eyes(name, colours):
    """Colours the pictures carry no letter for: companies' trains and track, city groups, tile phases."""
    for kind in CVD:
        seen = [simulate(c, kind) for c in colours()]
        for (i, a), (j, b) in itertools.combinations(enumerate(seen), 2):
            assert math.dist(lab(a), lab(b)) >= MIN_DELTA_E, (name, kind, i, j)


def test_every_seat_has_its_own_shape_and_number():
    """Drawn in one grey, the five seat marks still differ (shape), and each carries its number."""
    masks = []
    for seat in range(5):
        img = Image.new("RGB", (60, 60), (0, 0, 0))
        with kit.recording() as boxes:
            kit.seat_mark(kit.Draw(img), 30, 30, 20, seat, fill=(128, 128, 128), outline=(128, 128, 128))
        assert [b.text for b in boxes] == [str(seat + 1)]
        masks.append({(x, y) for x in range(60) for y in range(60) if img.getpixel((x, y)) == (128, 128, 128)})
    for a, b in itertools.combinations(masks, 2):
        assert len(a ^ b) > 0.15 * len(a | b)


# ---------------------------------------------------------------------------------------- phone
# Discord on a phone shows a picture about 400 px wide: a portrait board (800 px) keeps half its
# font size, so 16 px text reads as 8 px. A landscape board (1700–1800 px) is read full screen
# with the phone turned (about 800 px) and zoomed: 15 px reads as 7 px, 13 px as 6. The
# smallest word each renderer may draw (docs/play-by-post.md); single glyphs on a piece (a
# seat's number) are read with its shape.
MIN_FONT = {"russian-railroads": 16, "18lilliput": 14, "cargo-empire": 15,
            "mini-express": 10}  # the end's players table heads its narrow columns with company names
PHONE_WIDTH = {"portrait": 400, "landscape": 800}


@pytest.mark.parametrize("game_id,players,seed,options", CASES[::2])
def test_text_keeps_its_minimum_size_for_phones(game_id, players, seed, options):
    state = positions(game_id, players, seed, options)[-1]
    module = renderer_module(game_id)
    with kit.recording() as boxes:
        img = module.render_image(state, _labels(state, "cs"))
    words = [b for b in boxes if not b.is_mark and len(b.text.strip()) >= 2]
    smallest = min(words, key=lambda b: b.size)
    assert smallest.size >= MIN_FONT[game_id], (smallest.text, smallest.size)
    if img.width < img.height:  # portrait: 95 % of the words read at 7 px or more on a phone
        body = sorted(b.size for b in words)[len(words) // 20]
        assert body * PHONE_WIDTH["portrait"] / img.width >= 7, (body, img.width)


# ---------------------------------------------------------------------------------------- /game status
@pytest.mark.parametrize("locale", ["en", "cs"])
async def test_status_says_turn_points_last_move_and_what_is_awaited(app, locale):
    await started_game(app)
    await draft_done(app)
    live = await app.sessions.live(CHANNEL)
    state = live.state
    a = state.legal_actions()[0].to_dict()
    await base.do_action(Rec(), app, place(), actor(state.seats[a["seat"]].user_id), a["type"], args_of(a))
    live = await app.sessions.live(CHANNEL)
    r = Rec()
    await lobby.do_status(r, app, place(), actor(2, locale))
    text = r.priv[0].text
    p = Presenter(locale)
    to_act = live.state.to_act()
    assert i18n.t(locale, "status-to-act", player=live.state.seats[to_act].name) in text
    assert i18n.t(locale, "status-on-turn") in text and "◀" not in text  # words, not an arrow
    scores = p.public_scores(live.state)
    assert all(p.t("status-points", points=s) in text for s in scores)
    # shares bought so far, by company name, as the picture's players table shows them
    assert p.t("status-field-shares", value="").strip() in text
    assert status_text.last_move(p, live.record) in text and str(len(live.record.actions)) in text
    kind = live.state.decision().types[0].replace("_", "-")
    assert i18n.t(locale, f"cmd-mx-{kind}-name") in text and i18n.t(locale, f"cmd-mx-{kind}-desc") in text
    assert not r.pub and len(text) <= 2000


def test_status_fields_read_money_from_the_view_of_every_game():
    """Cash (18Lilliput), coins and workers (Russian Railroads), transport and city cards (Cargo
    Empire): whatever the view holds per seat and the locale words — no game named in the code."""
    p = Presenter("cs")
    rr = positions("russian-railroads", 2, 1, ())[1]
    fields = status_text.seat_fields(p, rr, rr.view(None), 0)
    coins = rr.view(None)["players"][0]["coins"]
    assert p.t("status-field-coins", value=coins) in fields and any("dělní" in f for f in fields)
    assert p.t("status-field-coins", value=4) == "4 mince" and p.t("status-field-coins", value=5) == "5 mincí"
    ll = positions("18lilliput", 2, 1, ())[1]
    cash = ll.view(None)["players"][1]["cash"]
    assert p.t("status-field-cash", value=cash) in status_text.seat_fields(p, ll, ll.view(None), 1)
    ce = positions("cargo-empire", 2, 1, ())[1]
    fields = " | ".join(status_text.seat_fields(p, ce, ce.view(None), 0))
    hand = ce.view(None)["hands"][0]
    assert all(f"{p.t('status-key-' + kind)} {n}" in fields for kind, n in hand.items() if n)
    assert p.t("status-field-city-cards", value="").strip() in fields and "Londýn" in fields
