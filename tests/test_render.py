"""The board renderer: Czech-capable fonts, valid PNGs within limits, and no state changes."""
from __future__ import annotations

import random

import pytest
from PIL import Image, ImageDraw, ImageFont

from vypravci.games.core import Seat
from vypravci.games.mini_express import GAME
from vypravci.render import bench_render, labels_for, render_state
from vypravci.render import kit
from vypravci.render import mini_express as me
from tests import support

CZECH_SENTENCE = "Příliš žluťoučký kůň úpěl ďábelské ódy — ĚŠČŘŽÝÁÍÉÚŮŤĎŇ"
MAX_BYTES = support.MAX_PNG_BYTES


def new_state(map_id: str = "usa", players: int = 3, seed: int = 1):
    names = ["Anna", "Bořivoj", "Čeněk", "Dáša", "Eliška"][:players]
    return GAME.new_state(GAME.Options(map=map_id), [Seat(name=n) for n in names], seed=seed)


def played_states(map_id: str, players: int, seed: int) -> list:
    """Every state of one game of random legal moves, start to end."""
    return support.played_states(new_state(map_id, players, seed), seed, limit=2000)


def check_png(data: bytes) -> Image.Image:
    return support.check_png(data, width=(1400, 1800), height=(700, 1400))


# ---------------------------------------------------------------------------------------- fonts
def test_bundled_fonts_cover_czech():
    assert kit.font_path().is_file() and kit.font_path(bold=True).is_file()
    assert kit.covers_czech(kit.font_path())
    assert kit.covers_czech(kit.font_path(bold=True))


def test_covers_czech_rejects_fonts_without_czech(tmp_path):
    assert not kit.covers_czech(tmp_path / "missing.ttf")
    bad = tmp_path / "not-a-font.ttf"
    bad.write_bytes(b"not a font")
    assert not kit.covers_czech(bad)
    if hasattr(ImageFont, "load_default_imagefont"):  # Pillow's bitmap font: boxes for Czech letters
        assert not kit.covers_czech(ImageFont.load_default_imagefont())


def test_kit_fonts_are_dejavu_truetype_and_cached():
    f = kit.font(16)
    assert isinstance(f, ImageFont.FreeTypeFont)
    assert f.getname()[0] == "DejaVu Sans"
    assert kit.font(16, bold=True).getname() == ("DejaVu Sans", "Bold")
    assert kit.font(16) is f


def test_czech_letters_are_real_glyphs_not_notdef_boxes():
    f = kit.font(32)
    notdef = bytes(f.getmask("\U0010FFFD"))
    for ch in kit.CZECH:
        mask = f.getmask(ch)
        assert mask.getbbox(), ch
        assert bytes(mask) != notdef, ch

    def draw(s: str) -> bytes:
        img = Image.new("L", (1100, 50), 0)
        ImageDraw.Draw(img).text((4, 4), s, font=f, fill=255)
        return img.tobytes()

    # The sentence differs from itself with every Czech letter swapped for the .notdef box.
    boxed = "".join("\U0010FFFD" if ch in kit.CZECH else ch for ch in CZECH_SENTENCE)
    assert draw(CZECH_SENTENCE) != draw(boxed)


# ---------------------------------------------------------------------------------------- board
@pytest.mark.parametrize("map_id", ["usa", "europe"])
@pytest.mark.parametrize("players", [3, 5])
def test_fresh_game_renders(map_id, players):
    st = new_state(map_id, players)
    before = st.to_dict()
    check_png(me.render_board(st))
    check_png(render_state(st))
    assert st.to_dict() == before


@pytest.mark.parametrize("map_id,players,seed", [("usa", 3, 1), ("europe", 4, 2), ("usa", 5, 3)])
def test_every_state_of_a_played_game_renders_without_mutation(map_id, players, seed):
    states = played_states(map_id, players, seed)
    assert states[-1].is_terminal()
    picks = states[::5] + [states[-1]]
    for st in picks:
        before = st.to_dict()
        trains = {h: list(cs) for h, cs in st.trains.items()}
        img = check_png(me.render_board(st))
        assert img.mode in ("P", "RGB")
        assert st.to_dict() == before
        assert st.trains == trains


def test_first_game_variant_renders():
    st = GAME.new_state(GAME.Options(map="usa", first_game=True), [Seat(name=n) for n in "ABC"], seed=4)
    check_png(me.render_board(st))


def test_render_image_is_deterministic_and_localizable():
    st = played_states("usa", 3, 5)[-1]
    a = me.render_image(st)
    b = me.render_image(st)
    assert a.tobytes() == b.tobytes()
    czech = me.Labels(
        companies={"lumber": "Dřevařská", "steel": "Ocelářská", "leather": "Kožedělná", "cotton": "Bavlněná"},
        cities={c.id: (c.name_cs or c.name) + "ů" for c in st.board.data.cities},
        words={"length": "Délka trati", "influence": "Vliv", "phase-over": "Konec hry", "winner": "Vítěz"},
        players=["Řehoř", "Šárka", "Ťapka"],
    )
    c = me.render_image(st, czech)
    assert c.size == a.size and c.tobytes() != a.tobytes()
    check_png(me.render_board(st, czech))


def test_labels_fall_back_to_english_and_seat_names():
    st = new_state()
    labels = me.Labels()
    assert labels.company("lumber") == "Lumber"
    assert labels.word("length") == "Length"
    assert labels.player(st, 1) == "Bořivoj"
    city = st.board.data.cities[0]
    assert labels.city(city) == city.name


def test_labels_for_uses_the_callers_translators():
    st = new_state("europe")
    messages = {"render-me-length": "Délka trati"}
    labels = labels_for(st, lambda key, **kw: messages.get(key, key), lambda c: c.upper(),
                        lambda city: f"<{city.id}>")
    assert labels.word("length") == "Délka trati"
    assert labels.word("influence") == "Influence"  # missing message: English
    assert labels.company("steel") == "STEEL"
    city = st.board.data.cities[0]
    assert labels.city(city) == f"<{city.id}>"
    check_png(render_state(st, labels))


def test_render_state_dispatches_on_game_id():
    class Unknown:
        class game:
            id = "no-such-game"

    with pytest.raises(KeyError):
        render_state(Unknown())


def test_bench_render_reports_time_and_size():
    st = played_states("usa", 3, 1)[-1]
    result = bench_render(st, repeats=3)
    assert set(result) == {"render_ms_median", "render_png_bytes"}
    assert isinstance(result["render_ms_median"], float) and result["render_ms_median"] > 0
    assert 0 < result["render_png_bytes"] <= MAX_BYTES


def test_to_png_stays_under_the_limit_for_noisy_pictures():
    rng = random.Random(0)
    img = Image.frombytes("RGB", (800, 600), bytes(rng.getrandbits(8) for _ in range(800 * 600 * 3)))
    data = kit.to_png(img, max_bytes=MAX_BYTES)
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) <= MAX_BYTES


def test_the_picture_draws_the_public_view_only():
    """Two games that differ only in secrets (the other seats' face-down debt tokens) look the
    same: the renderer reads the onlooker's view, never the state's hidden fields."""
    names = ["Anna", "Bořivoj", "Čeněk"]
    st = GAME.new_state(GAME.Options(secret_debt=True), [Seat(name=n) for n in names], seed=3)
    other = st.determinize(0, 12345)
    assert other.debts != st.debts and other.view(None) == st.view(None)
    assert me.render_board(other) == me.render_board(st)
