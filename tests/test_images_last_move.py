"""The board picture shows the last move: a caption band of what changed (big enough for a phone)
and a frame around each changed place, both from the onlooker's view before and after it."""
from __future__ import annotations

import random

from vypravci.games.core import Seat, get_game
from vypravci.render import cargo_empire as ce
from vypravci.render import kit
from vypravci.render import mini_express as me

CAPTION = "Anna builds Lumber Company track to Chicago"


def _play(game_id: str, options: dict, players: int, seed: int, moves: int):
    game = get_game(game_id)
    st = game.new_state(game.Options(**options), [Seat(name=f"P{i}") for i in range(players)], seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        st.apply(rng.choice(st.legal_actions()))
    return st


def _next(st, seed: int, want):
    """The state after the first legal move ``want`` accepts (searched in a seeded order)."""
    rng = random.Random(seed)
    actions = st.legal_actions()
    rng.shuffle(actions)
    for a in actions:
        if want(a):
            after = st.clone()
            after.apply(a)
            return after
    raise AssertionError("no such move")


def test_mini_express_frames_the_built_hexes_and_captions_the_move():
    before = _play("mini-express", {"map": "usa"}, 3, 4, 12)
    while before.phase != "play":
        before = _next(before, 1, lambda a: True)
    after = _next(before, 2, lambda a: a.type == "build")
    board = me.PublicBoard(after)
    changed = me.draw.changed_hexes(board, before.view(None))
    new = {h for h, cs in board.trains.items() if len(cs) > len(me.PublicBoard(before).trains.get(h, []))}
    assert new and new <= changed
    # the company whose track grew is framed in the side panel too
    grew = {c for c, n in board.length.items() if n != before.view(None)["length"][c]}
    assert grew and grew <= me.draw.changed_companies(board, before.view(None))
    assert me.draw.changed_companies(board, None) == set()
    plain = me.render_image(after)
    labels = me.Labels(caption=CAPTION, previous=before.view(None))
    with kit.recording() as boxes:
        shown = me.render_image(after, labels)
    assert shown.height == plain.height + kit.CAPTION_SIZE + 2 * kit.CAPTION_PAD
    caption = next(b for b in boxes if b.text == CAPTION)
    # legible on a phone: the letters stay ≥ 10 px tall when the picture is 400 px wide
    assert (caption.ink[3] - caption.ink[1]) * 400 / shown.width >= 8
    assert kit.layout_problems(boxes) == []
    # the frame colour is on the map only where something changed
    x, y = me.draw._geometry(board.board.data.width, board.board.data.height,
                        me.draw._panel_height(board.n, False)).center(sorted(new)[0])
    ring = {shown.getpixel((int(x + dx), int(y + dy)))[:3] for dx in range(-40, 41) for dy in range(-40, 41)
            if 0 <= x + dx < shown.width and 0 <= y + dy < shown.height}
    assert kit.LAST_MOVE in ring
    assert kit.LAST_MOVE not in {plain.getpixel((int(x + dx), int(y + dy)))[:3] for dx in range(-40, 41)
                                 for dy in range(-40, 41) if 0 <= x + dx < plain.width and 0 <= y + dy < plain.height}


def test_cargo_empire_frames_the_changed_cities_and_captions_the_move():
    before = _play("cargo-empire", {}, 3, 5, 30)
    after = _next(before, 3, lambda a: a.type == "transport")
    view_before, view_after = before.view(None), ce.draw.public_view(after)
    changed = ce.draw.changed_cities(view_after, view_before)
    assert changed and all(view_after["cities"][c] != view_before["cities"][c] for c in changed)
    labels = ce.Labels(caption="P0 carries a cube", previous=view_before)
    with kit.recording() as boxes:
        shown = ce.render_image(after, labels)
    assert shown.height == ce.render_image(after).height + kit.CAPTION_SIZE + 2 * kit.CAPTION_PAD
    assert any(b.text == "P0 carries a cube" for b in boxes)
    assert kit.layout_problems(boxes) == []
    x0, y0, x1, y1 = ce.draw._plaque_box(ce.city_positions(ce.draw._map_id(after, view_after))[changed[0]])
    edge = {shown.getpixel((x, y0 - 7))[:3] for x in range(x0 + 10, x1 - 10)}
    assert kit.LAST_MOVE in edge


def test_no_caption_and_no_previous_draw_nothing_extra():
    st = _play("mini-express", {"map": "europe"}, 3, 2, 8)
    assert me.render_image(st, me.Labels(caption="  ")).size == me.render_image(st).size
    assert me.draw.changed_hexes(me.PublicBoard(st), None) == set()
    assert ce.draw.changed_cities({"cities": {"x": {}}}, None) == []
