"""The 18Lilliput picture: valid PNGs of early, middle and final positions, in Czech and English,
drawn from the table without changing the state; the lay preview shows the proposed tile."""
from __future__ import annotations

import io

import pytest
from PIL import Image

from vypravci.bot.commands.present import Presenter
from vypravci.games.core import get_game
from vypravci.games.core.selfplay import ai_seats, play
from vypravci.render import labels_for, render_state, renderer_module
from vypravci.render import lilliput as ll
from tests import support

GAME = get_game("18lilliput")


@pytest.fixture(scope="module")
def positions() -> dict:
    """A 4-player self-play game: the position at the start of rounds 2 and 5, and the end."""
    found: dict = {}

    def on_step(state, action, events):
        key = f"round-{state.round}"
        if state.round in (2, 5) and key not in found and state.stage == "actions":
            found[key] = state.clone()

    _, final = play(GAME, ai_seats(4, ["simple"]), seed=3, on_step=on_step)
    found["final"] = final
    return found


def check(data: bytes) -> Image.Image:
    return support.check_png(data, width=(800, 800), height=(600, 3200))


def test_renderer_is_found_by_game_id():
    assert renderer_module("18lilliput") is ll


@pytest.mark.parametrize("key", ["round-2", "round-5", "final"])
def test_positions_render_without_changing_the_state(positions, key):
    state = positions[key]
    before = state.to_dict()
    img = check(render_state(state, Presenter("cs").labels(state)))
    assert state.to_dict() == before
    assert img.width == ll.WIDTH


def test_board_grows_with_the_tiles(positions):
    early = check(ll.render_board(positions["round-2"]))
    late = check(ll.render_board(positions["final"]))
    assert len(positions["final"].board.tiles) > len(positions["round-2"].board.tiles)
    assert late.height > early.height


def test_tiles_are_drawn_in_their_colours(positions):
    """Mildendo is red, laid tiles keep their colour: the picture holds each colour on the board."""
    state = positions["final"]
    img = ll.render_image(state).convert("RGB")
    colours = {img.getpixel((x, y)) for x in range(0, img.width, 4) for y in range(0, 1400, 4)}
    assert ll.TILE_FILL["red"] in colours
    laid = {state.board.data[p.tile].colour for p in state.board.tiles.values()}
    for colour in laid:
        assert ll.TILE_FILL[colour] in colours, colour


def test_last_runs_are_drawn_per_train(positions):
    """Every route of the last operating round gets a line: with routes the board differs."""
    state = positions["final"]
    view = ll.views.table(state)
    assert any((c.get("last_run") or {}).get("routes") for c in view["companies"])
    grid = ll.grid_for(list(state.board.tiles), 0)
    lines = ll.route_lines(state.board, grid, view["companies"])
    assert len(lines) == sum(len((c.get("last_run") or {}).get("routes", [])) for c in view["companies"])
    assert all(len(points) >= 2 for points, _, _ in lines)


def test_czech_words_come_from_the_locale(positions):
    state = positions["round-5"]
    labels = Presenter("cs").labels(state)
    assert isinstance(labels, ll.Labels)
    assert labels.word("market") == "Deska ceny akcií"
    assert labels.word("depot") == "Vlakové depo"
    assert labels.companies["mildendo"] == "Mildendo Railway"


def test_labels_fall_back_to_english(positions):
    """A lookup that knows no message (it returns the id) leaves the English words."""
    labels = labels_for(positions["final"], lambda key, **_: key, lambda c: c.upper(), lambda c: c)
    assert labels.word("market") == "Share prices"
    assert labels.companies["mildendo"] == "MILDENDO"
    assert labels.characters["limnoc"] == "Limnoc"


def test_card_words_name_both_sides():
    labels = ll.Labels()
    assert ll.card_text("tile-yellow-green", labels) == ("tile Y + G", "tile Y/G/B")
    assert ll.card_text("company-money", labels) == ("company £", "20 £")


def test_preview_highlights_the_proposed_lay(positions):
    state = positions["round-2"].clone()
    while not any(a.type == "lay_tile" for a in state.legal_actions()):
        ai = GAME.make_ai("simple", 1)
        state.apply(ai.choose(state, state.to_act()))
    lay = next(a for a in state.legal_actions() if a.type == "lay_tile").to_dict()
    before = state.to_dict()
    img = Image.open(io.BytesIO(ll.render_preview(state, lay)))
    assert state.to_dict() == before
    grid = ll.grid_for(list(state.board.tiles) + [(lay["x"], lay["y"])], ll.MARGIN + 36, ring=True)
    l, t, r, b = grid.box((lay["x"], lay["y"]))
    edge = {img.convert("RGB").getpixel((round(l + 4), round((t + b) / 2)))}
    assert (220, 20, 60) in edge  # the highlight frame


def test_a_run_waiting_for_its_dividend_decision_is_drawn():
    """At an operate decision the company's routes on the picture are the maximum being decided on."""
    found = {}

    def on_step(state, action, events):
        top = state.current()
        if "s" not in found and top and top["kind"] == "operate" and top["best"]["routes"]:
            found["s"] = state.clone()

    play(GAME, ai_seats(2, ["simple"]), seed=2, on_step=on_step)
    state = found["s"]
    top = state.current()
    view = ll.with_pending_run(state, ll.views.table(state))
    company = next(c for c in view["companies"] if c["id"] == top["company"])
    assert company["last_run"] == top["best"]
    check(ll.render_board(state))


def test_home_tile_preview():
    """A start company's home tile drawn beside Mildendo before it is placed."""
    from vypravci.games.core import Seat

    state = GAME.new_state(GAME.Options(), [Seat(name="A"), Seat(name="B")], 1)
    while state.current()["kind"] != "home":
        state.apply(GAME.make_ai("simple", 1).choose(state, state.to_act()))
    lay = next(a for a in state.legal_actions() if a.type == "place_home").to_dict()
    before = state.to_dict()
    img = Image.open(io.BytesIO(ll.render_preview(state, lay, home=True)))
    assert state.to_dict() == before and img.width == ll.WIDTH
    grid = ll.grid_for(list(state.board.tiles) + [(lay["x"], lay["y"])], ll.MARGIN + 36, ring=True)
    l, t, r, b = grid.box((lay["x"], lay["y"]))
    assert img.convert("RGB").getpixel((round(l + 4), round((t + b) / 2))) == (220, 20, 60)


def test_set_up_picture_before_the_deck_exists():
    """During the draft there is no train deck yet: the picture leaves that section out."""
    from vypravci.games.core import Seat

    state = GAME.new_state(GAME.Options(), [Seat(name="A"), Seat(name="B")], 1)
    assert state.stage == "draft" and not state.deck
    before = ll.render_image(state).height
    drafted = state.clone()
    while drafted.stage == "draft":
        drafted.apply(GAME.make_ai("simple", 1).choose(drafted, drafted.to_act()))
    assert drafted.deck
    check(ll.render_board(state))
    assert before < ll.render_image(drafted).height


def test_trains_grouped_by_type_obsolete_in_parentheses():
    comp = {"trains": [{"type": "2", "obsolete": True}, {"type": "3", "obsolete": False},
                       {"type": "2", "obsolete": True}, {"type": "4", "obsolete": False}]}
    assert ll._trains_text(comp) == "2×(2) 3 4"
    assert ll._trains_text({"trains": []}) == "—"
