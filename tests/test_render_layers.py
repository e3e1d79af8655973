"""Static board layers (render/kit.py: layer_cache, layer_palette, to_png_on): a board drawn on
cached layers is pixel for pixel the board drawn from scratch and in place, whatever was drawn
before it (so the layers' keys hold everything they depend on: map, players, locale, theme), and
the PNG on the layer's fixed palette differs from the drawing only on anti-aliased edges."""
from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops

from vypravci.bot.commands.present import Presenter
from vypravci.games.core import get_game
from vypravci.games.core.selfplay import ai_seats, play
from vypravci.render import bench_render_layers, kit
from vypravci.render import mini_express as me

GAME = get_game("mini-express")


def board(players: int, seed: int, options: dict, locale: str, theme: str, steps: int | None = None):
    """A state of a played game (its final one, or after ``steps`` actions) and its labels."""
    seen: list = []

    def keep(state, action, events) -> None:
        seen.append(state.clone() if len(seen) + 1 == steps else None)

    _, final = play(GAME, ai_seats(players, ["simple"]), seed=seed, options=options, on_step=keep)
    state = seen[steps - 1] if steps else final
    labels = Presenter(locale).labels(state)
    labels.theme = theme
    return state, labels


@pytest.fixture(scope="module")
def boards():
    return [board(3, 1, {}, "cs", "light", steps=12), board(3, 1, {}, "en", "dark"),
            board(4, 2, {"map": "uk"}, "cs", "light"), board(5, 3, {"map": "taiwan"}, "en", "dark", steps=30)]


def same(a: Image.Image, b: Image.Image) -> bool:
    return a.size == b.size and ImageChops.difference(a.convert("RGB"), b.convert("RGB")).getbbox() is None


def test_a_board_on_warm_layers_is_the_board_drawn_from_scratch(boards):
    for state, labels in boards:
        me.render_image(state, labels)
    # every layer warm, several keys (maps, player counts, locales, themes) cached side by side
    warm = [me.render_image(state, labels) for state, labels in boards]
    for (state, labels), picture in zip(boards, warm):
        kit.clear_layers()
        assert same(picture, me.render_image(state, labels)), (state.options, labels.theme)


def test_the_layered_board_is_the_board_drawn_in_place(boards):
    """While recording, no layer is cached and the panel's frames are drawn in place on the board:
    the board pasted together from cached layers is that board, pixel for pixel."""
    for state, labels in boards:
        layered = me.render_image(state, labels)
        with kit.recording():
            in_place = me.render_image(state, labels)
        assert same(layered, in_place), (state.options, labels.theme)


def test_the_layer_palette_keeps_the_picture(boards):
    for state, labels in boards:
        drawn = me.render_image(state, labels)
        png = me.render_board(state, labels)
        shown = Image.open(io.BytesIO(png))
        assert shown.mode == "P" and len(png) <= kit.MAX_PNG_BYTES
        diff = ImageChops.difference(drawn, shown.convert("RGB")).convert("L").histogram()
        pixels = drawn.width * drawn.height
        assert diff[0] / pixels > 0.9, "most pixels keep their exact colour"
        assert sum(diff[25:]) / pixels < 0.002, "only anti-aliased edges move to a nearby colour"
        assert not any(diff[65:]), "and never far"


def test_the_theme_colours_are_in_the_palette():
    with kit.themed("dark"):
        palette = me._palette("usa", 13, 9, 900, False).getpalette()
        colours = {tuple(palette[i:i + 3]) for i in range(0, 768, 3)}
        assert {kit.C.paper, kit.C.ink, kit.C.last_move, *kit.C.players} <= colours


def test_the_bench_reports_the_board_with_and_without_warm_layers(boards):
    state, labels = boards[0]
    result = bench_render_layers(state, repeats=3, labels=labels)
    assert result["render_ms_cold_median"] > 0 and result["render_cpu_ms_median"] > 0
    assert 0 < result["render_job_bytes"] < 10_000 and result["render_job_ms"] >= 0


@pytest.fixture(scope="module")
def rr_boards():
    """Russian Railroads: an opening and a finished board, two and four players, both themes."""
    from vypravci.render import russian_railroads as rr

    out = []
    for players, seed, locale, theme in ((2, 1, "cs", "light"), (4, 2, "en", "dark")):
        seen: list = []
        _, final = play(get_game("russian-railroads"), ai_seats(players, ["simple"]), seed=seed,
                        on_step=lambda state, action, events: seen.append(state.clone()) if len(seen) < 1 else None)
        for state in (seen[0], final):
            labels = Presenter(locale).labels(state)
            labels.theme = theme
            out.append((rr, state, labels))
    return out


@pytest.fixture(scope="module")
def ce_boards():
    """Cargo Empire (its static layer's own fixed palette): both maps, both themes, wide and phone."""
    from vypravci.render import cargo_empire as ce

    out = []
    for players, seed, options, theme in ((3, 1, {}, "light"), (2, 2, {"map": "dyorle"}, "dark")):
        _, final = play(get_game("cargo-empire"), ai_seats(players, ["simple"]), seed=seed, options=options)
        for layout in ("wide", "phone"):
            labels = Presenter("cs").labels(final)
            labels.theme, labels.layout = theme, layout
            out.append((ce, final, labels))
    return out


@pytest.mark.parametrize("which", ["rr_boards", "ce_boards"])
def test_the_fixed_palette_keeps_the_board(which, request):
    for rr, state, labels in request.getfixturevalue(which):
        drawn = rr.render_image(state, labels)
        png = rr.render_board(state, labels)
        shown = Image.open(io.BytesIO(png))
        assert shown.mode == "P" and len(png) <= kit.MAX_PNG_BYTES
        diff = ImageChops.difference(drawn, shown.convert("RGB")).convert("L").histogram()
        pixels = drawn.width * drawn.height
        # a phone's picture shrinks the map: more shades between the flat colours
        exact = 0.8 if getattr(labels, "layout", "wide") == "phone" else 0.9
        assert diff[0] / pixels > exact, ("most pixels keep their exact colour", labels.theme)
        assert sum(diff[25:]) / pixels < 0.002, "only anti-aliased edges move to a nearby colour"
        assert not any(diff[65:]), "and never far"
