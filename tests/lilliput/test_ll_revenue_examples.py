"""Revenue examples 1 and 2 (Provozování vlaků, Příklad výpočtu příjmu 1 and 2) played through the
engine: the boards of tests/lilliput/boards.py (red = Mildendo Railway, blue = Slamecksan,
green = Glimigrim Valley, yellow = Lilliput National), each company's trains as the example lists
them; the operating phase offers exactly the example's revenues and pays them out."""
import json

import pytest

from vypravci.games.core import RuleError
from vypravci.games.lilliput.track.board import Board

from .boards import EX2, example_1, example_2
from .helpers import act, drafted, finish_actions

COLOURS = {"red": "mildendo", "blue": "slamecksan", "green": "glimigrim", "yellow": "national"}


def renamed(board: Board) -> Board:
    text = json.dumps(board.to_dict())
    for colour, cid in COLOURS.items():
        text = text.replace(f'"{colour}"', f'"{cid}"')
    return Board.from_dict(json.loads(text))


def operate_with(board, phase, trains):
    state = drafted(4)
    state.board = renamed(board)
    state.phase = phase
    for colour, kinds in trains.items():
        state.companies[COLOURS[colour]]["trains"] = [state.new_train(k) for k in kinds]
    finish_actions(state)
    before = [p["cash"] for p in state.players]
    offered = {}
    while state.current() and state.current()["kind"] == "operate":
        top = state.current()
        offered[top["company"]] = top["best"]["total"]
        act(state, type="operate", company=top["company"], payout=True)
    return state, offered, [p["cash"] - b for p, b in zip(state.players, before)]


def test_revenue_example_1():
    """Příklad výpočtu příjmu 1 (green phase): red 2-train 60 + 3-train 110; blue two 3-trains 90 + 70
    (one stops at the full city); green two 2-trains 70 + 70; yellow two 2-trains 50 + 60."""
    state, offered, gained = operate_with(example_1(), 3, {"red": ["2", "3"], "blue": ["3", "3"],
                                                   "green": ["2", "2"], "yellow": ["2", "2"]})
    assert offered == {"mildendo": 170, "slamecksan": 160, "glimigrim": 140, "national": 110}
    # Everything paid out: each director (50 %) receives half of the company's revenue.
    assert gained == [85, 80, 70, 55]


def test_revenue_example_2():
    """Příklad výpočtu příjmu 2 (brown phase, after the first 3D): red 3D 200 + obsolete 3-train
    90 → 40 = 240; blue an obsolete 3-train 130 → 60; yellow 200 with the castle worth 50 to it (its
    route passes five cities, so it runs as a 5-train here: docs/routes.md); green's two 4-trains
    take the board's maximum, 300 — the text's 110 + 120 is legal but not the best on this redrawn
    board, and the engine says so when the director names those routes."""
    state, offered, _ = operate_with(example_2(), 6, {"red": ["3D", "3"], "yellow": ["5"],
                                                   "green": ["4", "4"], "blue": ["3"]})
    assert offered["mildendo"] == 240 and offered["slamecksan"] == 60 and offered["national"] == 200
    assert offered["glimigrim"] == 300


def test_revenue_example_2_the_texts_green_routes_are_not_the_maximum():
    state = drafted(4)
    state.board = renamed(example_2())
    state.phase = 6
    for colour, kinds in {"red": [], "yellow": [], "blue": [], "green": ["4", "4"]}.items():
        state.companies[COLOURS[colour]]["trains"] = [state.new_train(k) for k in kinds]
    finish_actions(state)
    assert state.current()["company"] == "glimigrim"
    first, second = (t["id"] for t in state.companies["glimigrim"]["trains"])
    text = {first: [EX2[c] for c in "CDE"], second: [EX2[c] for c in "FGHD"]}
    with pytest.raises(RuleError) as err:
        act(state, type="operate", company="glimigrim", payout=True, routes=text)
    assert err.value.key == "ll-error-not-maximum"
    assert (err.value.params["total"], err.value.params["best"]) == (230, 300)
