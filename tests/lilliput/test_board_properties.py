"""Property tests: boards grown by random legal lays keep every board rule, the field-by-field
choices agree with the full list, refused lays change nothing, and plain data round-trips."""
from __future__ import annotations

import json
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from vypravci.games.core import RuleError
from vypravci.games.lilliput.track.board import Board
from vypravci.games.lilliput.track.tiles import load_tiles, neighbour, opposite

from .boards import homes4

ALL = ("yellow", "green", "brown")
CHARS = ("balmuff", "skyresh", "limnoc", "golbasto", "flimnap")
COMPANIES = ("red", "green", "blue", "yellow")


def assert_board_rules(b: Board) -> None:
    m = load_tiles()
    used = Counter(p.tile for p in b.tiles.values())
    for tile in m.tiles:
        assert used[tile.id] + b.supply.get(tile.id, 0) == tile.count, tile.id
    for pos, placed in b.tiles.items():
        tile = b.tile_at(pos)
        assert len(placed.stations) <= tile.slots or tile.kind == "mildendo" and not placed.stations
        assert len(set(placed.stations)) == len(placed.stations)
        for side in range(4):
            other = b.tile_at(neighbour(pos, side))
            if other is None:
                continue
            if tile.checker != "none":
                assert other.checker != tile.checker, (pos, side)
            if other.kind == "harbour":
                water = opposite(side) not in b.exits(neighbour(pos, side))
                assert not (water and side in b.exits(pos)), (pos, side)


def grow(b: Board, rng, steps: int) -> None:
    for _ in range(steps):
        company = rng.choice(COMPANIES)
        lays = b.legal_lays(company, ALL, CHARS)
        if lays:
            pos, tile, rot = rng.choice(lays)
            b.lay(company, pos, tile, rot, ALL, CHARS)
        spots = b.station_spots(company)
        if spots and rng.random() < 0.3:
            b.place_station(company, rng.choice(spots))


@settings(max_examples=12, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(5, 40))
def test_random_growth_keeps_the_rules(rng, steps):
    b = homes4()
    grow(b, rng, steps)
    assert_board_rules(b)
    again = Board.from_dict(json.loads(json.dumps(b.to_dict())))
    assert again.to_dict() == b.to_dict()
    assert again.route_graph() == b.route_graph()


@settings(max_examples=8, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(3, 25))
def test_field_by_field_matches_the_full_list(rng, steps):
    b = homes4()
    grow(b, rng, steps)
    for company in COMPANIES:
        full = b.legal_lays(company, ALL, CHARS)
        fields = [(pos, tile, rot) for pos in b.lay_positions(company, ALL, CHARS)
                  for tile in b.lay_tiles(company, pos, ALL, CHARS)
                  for rot in b.lay_rotations(company, pos, tile, ALL, CHARS)]
        assert fields == full
        for pos, tile, rot in full:
            b.check_lay(company, pos, tile, rot, ALL, CHARS)


@settings(max_examples=8, deadline=None)
@given(st.randoms(use_true_random=False), st.integers(3, 25))
def test_refused_lays_change_nothing(rng, steps):
    b = homes4()
    grow(b, rng, steps)
    company = rng.choice(COMPANIES)
    legal = set(b.legal_lays(company, ALL, CHARS))
    squares = sorted({neighbour(p, s) for p in b.tiles for s in range(4)} | set(b.tiles))
    before = json.dumps(b.to_dict(), sort_keys=True)
    for _ in range(30):
        pos = rng.choice(squares)
        tile = rng.choice(load_tiles().tiles).id
        rot = rng.randrange(4)
        if (pos, tile, rot) in legal:
            continue
        shape = load_tiles().get(tile).rotated(rot)
        if any(p == pos and t == tile and load_tiles().get(t).rotated(r) == shape for p, t, r in legal):
            continue  # the same picture as a listed rotation
        try:
            b.lay(company, pos, tile, rot, ALL, CHARS)
        except RuleError:
            pass
        else:
            raise AssertionError(f"unlisted lay accepted: {pos} {tile} {rot}")
        assert json.dumps(b.to_dict(), sort_keys=True) == before
