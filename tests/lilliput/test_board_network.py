"""The board as the economy's Network (games/lilliput/track/network.py): the calls the game state makes,
and whole games on the real board (not the test stand-in) with random legal moves."""
from __future__ import annotations

import json
import random

from vypravci.games.core import Seat
from vypravci.games.lilliput.track.board import Board, new_network
from vypravci.games.lilliput.game import Lilliput, LilliputOptions

from .boards import homes4


def test_new_network_is_an_empty_board():
    b = new_network()
    assert isinstance(b, Board) and list(b.tiles) == [(0, 0)]


def test_home_lays_and_place_home():
    b = new_network()
    lay = b.home_lays("slamecksan", True)[0]
    assert set(lay) == {"tile", "x", "y", "rotation"}
    b.place_home("slamecksan", lay["tile"], lay["x"], lay["y"], lay["rotation"])
    assert b.homes["slamecksan"] == (lay["x"], lay["y"])
    assert all((d["x"], d["y"]) != (lay["x"], lay["y"]) for d in b.home_lays("mildendo", False))


def test_tile_lays_carry_what_the_economy_reads():
    """Each lay names tile, square, rotation, colour, whether it is a new Y (50 £) and, for a
    character tile, the character."""
    b = homes4()
    lays = b.tile_lays("red", ["yellow"], ["balmuff"])
    assert lays and all({"tile", "x", "y", "rotation", "colour", "metropolis", "upgrade"} <= set(d) for d in lays)
    assert {d.get("character") for d in lays} == {None, "balmuff"}
    only_chars = b.tile_lays("red", [], ["balmuff"])
    assert only_chars and all(d["character"] == "balmuff" for d in only_chars)
    assert b.tile_lays("red", [], []) == []
    d = lays[0]
    b.lay_tile("red", d["tile"], d["x"], d["y"], d["rotation"])
    assert b.tiles[(d["x"], d["y"])].tile == d["tile"]


def test_station_spots_and_home_spots_are_square_ids():
    b = homes4()
    b.lay("green", (0, -1), "g-city-t", 1, ("green",))
    b.lay("red", (-1, -1), "y-track-curve", 1, ("yellow",))
    assert b.station_spots("red") == ["0,-1"] and b.home_spots() == ["0,-1"]
    b.place_station("red", "0,-1")
    assert b.station_spots("red") == [] and b.home_spots() == []


def _play(n: int, seed: int, **options):
    game = Lilliput()
    state = game.new_state(LilliputOptions(**options), [Seat(name=f"P{i}") for i in range(n)], seed)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_whole_games_on_the_real_board():
    """Random legal play to the end for 2, 3 and 4 players: no engine error, the board stays
    plain data, and the same seed replays to the same board."""
    for n, seed in ((2, 1), (3, 2), (4, 3)):
        state = _play(n, seed)
        data = state.board.to_dict()
        assert json.loads(json.dumps(data)) == data
        assert len(state.board.tiles) > 1 + min(n, 4)
        assert _play(n, seed).board.to_dict() == data


def test_preview_leaves_the_board_alone():
    """The placement preview (shown before a lay is confirmed) is a copy with the tile laid."""
    b = homes4()
    before = b.to_dict()
    d = b.tile_lays("red", ["yellow"], [])[0]
    shown = b.preview("red", d["tile"], d["x"], d["y"], d["rotation"])
    assert shown.tiles[(d["x"], d["y"])].tile == d["tile"]
    assert b.to_dict() == before
