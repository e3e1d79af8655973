"""Laying tiles on the growing board (rulebook "A) Umístění dílku trati", the set-up, tables 2
and 3): each statement of the rules as a test on a small board built with the board API."""
from __future__ import annotations

import pytest

from vypravci.games.core import RuleError
from vypravci.games.lilliput.track.board import Board
from vypravci.games.lilliput.track.tiles import load_tiles

from .boards import GREEN, homes4, put

Y = ("yellow",)


def refused(key: str, fn, *args, **kw) -> RuleError:
    with pytest.raises(RuleError) as err:
        fn(*args, **kw)
    assert err.value.key == key, err.value.key
    return err.value


def test_new_board_is_mildendo_alone():
    """Set-up: the red start tile Mildendo lies in the middle; every other tile is in the supply."""
    b = Board()
    assert list(b.tiles) == [(0, 0)] and b.tile_at((0, 0)).id == "mildendo"
    assert b.supply == load_tiles().supply()


# ------------------------------------------------------------------------------ home tiles
def test_home_tile_beside_mildendo_any_rotation_that_connects():
    """Set-up: a start company lays a yellow city worth 20 (straight or curved) beside Mildendo,
    in any rotation whose track meets Mildendo's, with its home station on it."""
    b = Board()
    lays = b.home_lays("red", False)
    assert {(d["x"], d["y"]) for d in lays} == {(0, -1), (1, 0), (0, 1), (-1, 0)}
    assert {d["tile"] for d in lays} == {"y-city-straight", "y-city-curve"}
    north = {(d["tile"], d["rotation"]) for d in lays if (d["x"], d["y"]) == (0, -1)}
    # track must reach the south side: the straight upright, the curve turned to S-E or S-W
    assert north == {("y-city-straight", 0), ("y-city-curve", 1), ("y-city-curve", 2)}
    b.place_home("red", "y-city-curve", 0, -1, 1)
    assert b.tiles[(0, -1)].stations == ["red"] and b.homes == {"red": (0, -1)}
    assert b.supply["y-city-curve"] == load_tiles().get("y-city-curve").count - 1


def test_home_tile_must_meet_mildendo_track():
    b = Board()
    refused("ll-error-tile-not-connected", b.set_home, "red", (0, -1), "y-city-curve", 0, False)


def test_each_start_company_on_a_different_side():
    """Set-up: each start company begins on a different side of Mildendo."""
    b = Board()
    b.set_home("red", (0, -1), "y-city-straight", 0, False)
    refused("ll-error-home-side", b.set_home, "green", (0, -1), "y-city-straight", 0, False)
    refused("ll-error-home-side", b.set_home, "green", (2, 0), "y-city-straight", 1, False)
    assert all((d["x"], d["y"]) != (0, -1) for d in b.home_lays("green", False))


def test_no_metropolis_at_set_up_except_slamecksan():
    """Set-up (Pozor): no Y tile may be laid at set-up, not even for 50 £; Slamecksan lays its
    free yellow Y worth 30 as its home."""
    b = Board()
    refused("ll-error-home-tile", b.set_home, "red", (0, -1), "y-metro-straight", 0, False)
    assert {d["tile"] for d in b.home_lays("blue", True)} == {"y-metro-straight", "y-metro-curve"}
    b.place_home("blue", "y-metro-straight", 1, 0, 1)
    assert b.tile_at((1, 0)).value == 30 and b.tiles[(1, 0)].stations == ["blue"]


def test_character_tiles_are_not_home_tiles():
    refused("ll-error-home-tile", Board().set_home, "red", (0, -1), "general", 2, False)


# ------------------------------------------------------------------------------ new tiles
def test_a_new_tile_touches_a_laid_tile():
    """Every tile touches at least one laid tile with at least one side."""
    b = homes4()
    refused("ll-error-tile-not-adjacent", b.check_lay, "red", (-3, 0), "y-track-straight", 1, Y)


def test_a_new_tile_extends_track_from_a_station():
    """Laid tiles extend track connected to one of the company's stations: red's home points
    north, so red may build at (-1, -1) but not west of its home, where no track leads."""
    b = homes4()
    assert b.lay_positions("red", Y) == [(-1, -1)]
    refused("ll-error-tile-not-connected", b.check_lay, "red", (-2, 0), "y-track-straight", 1, Y)
    # yellow's home points east: yellow reaches (1, 1), not (-1, -1)
    refused("ll-error-tile-not-connected", b.check_lay, "yellow", (-1, -1), "y-track-curve", 1, Y)


def test_any_rotation_that_connects():
    """A tile may be laid in any rotation, but its track must continue the company's track."""
    b = homes4()
    rots = b.lay_rotations("red", (-1, -1), "y-track-curve", Y)
    assert rots == [1, 2]  # curves S-E and S-W: both take the track coming up from red's home
    assert b.lay_rotations("red", (-1, -1), "y-track-straight", Y) == [0]
    refused("ll-error-tile-not-connected", b.check_lay, "red", (-1, -1), "y-track-curve", 0, Y)


def test_track_may_end_against_a_blank_side():
    """Table 3's footnote: track may be laid without meeting another tile's track (only water
    is closed): a straight from red's home may run into the back of green's home."""
    b = homes4()
    b.lay("red", (-1, -1), "y-track-curve", 1, Y)  # S-E: runs east into green's home west side
    assert 3 in b.exits((0, -1))  # green's home is S-W: the two tracks meet
    b2 = homes4()
    b2.lay("red", (-1, -1), "y-track-straight", 0, Y)  # N-S: its north end runs into open space
    assert ((-1, -2), 2) in b2.reach("red").open_ends


def test_checkerboard_no_city_next_to_a_city():
    """Checkerboard rule: no city or Y shares an edge with another city or Y (Mildendo excepted)."""
    b = homes4()
    # (-1, -1) touches red's and green's home cities
    refused("ll-error-tile-checkerboard", b.check_lay, "red", (-1, -1), "y-city-straight", 0, Y)
    assert "y-city-straight" not in b.lay_tiles("red", (-1, -1), Y)
    assert "y-metro-curve" not in b.lay_tiles("red", (-1, -1), Y)


def test_checkerboard_no_plain_next_to_a_plain():
    """Checkerboard rule: no small town or empty track shares an edge with another of those."""
    b = homes4()
    b.lay("red", (-1, -1), "y-track-straight", 0, Y)  # N-S
    refused("ll-error-tile-checkerboard", b.check_lay, "red", (-1, -2), "y-track-straight", 0, Y)
    # cities only (the curved Y is blue's home, the only one of its kind)
    assert set(b.lay_tiles("red", (-1, -2), Y)) == {"y-city-straight", "y-city-curve", "y-metro-straight"}


def test_checkerboard_makes_a_checkerboard():
    """Plain and city squares alternate, so (apart from Mildendo) every tile's class is set by
    its square's colour once a home tile stands."""
    b = homes4()
    for _ in range(12):
        lays = b.legal_lays("red", Y) or b.legal_lays("green", Y)
        if not lays:
            break
        pos, tile, rot = lays[0]
        b.lay("red" if b.legal_lays("red", Y) else "green", pos, tile, rot, Y)
    for pos in b.tiles:
        if pos != (0, 0):
            assert b.tile_at(pos).checker == ("city" if sum(pos) % 2 else "plain"), pos


def test_mildendo_is_exempt_from_the_checkerboard():
    """Every home city touches Mildendo; home cities never touch each other (diagonal)."""
    b = homes4()
    assert all(b.tile_at(p).checker == "city" for p in b.homes.values())


def test_only_yellow_tiles_are_laid_on_empty_squares():
    b = homes4()
    refused("ll-error-tile-upgrade-only", b.check_lay, "red", (-1, -1), "g-track-cross", 0)


def test_colours_follow_the_action_and_phase():
    """Green tiles only when the caller allows green (from the first 3-train), brown from the
    first 5-train."""
    b = homes4()
    refused("ll-error-tile-colour", b.check_lay, "green", (0, -1), "g-city-t", 1, Y)
    assert b.lay_tiles("green", (0, -1), Y) == []
    assert "g-city-t" in b.lay_tiles("green", (0, -1), GREEN)


def test_supply_limits():
    """Table 5: only the printed tiles exist; a used-up tile is no longer offered."""
    b = homes4()
    b.supply["y-track-curve"] = 0
    assert "y-track-curve" not in b.lay_tiles("red", (-1, -1), Y)
    refused("ll-error-tile-none-left", b.check_lay, "red", (-1, -1), "y-track-curve", 1, Y)


def test_new_y_is_flagged_for_its_price():
    """A new Y costs the company 50 £ (the economy charges it; the board flags the lay)."""
    b = homes4()
    b.lay("red", (-1, -1), "y-track-straight", 0, Y)
    ys = [d for d in b.tile_lays("red", ["yellow"], []) if d["tile"].startswith("y-metro")]
    assert ys and all(d["metropolis"] and not d["upgrade"] for d in ys)


# ------------------------------------------------------------------------------ blocking
def _through_city(stations) -> Board:
    """Red's city, a corner, then a green city (two circles) with a curve beyond it."""
    b = Board()
    put(b, (-1, 0), "y-city-curve", 0, ["red"])             # N, E
    put(b, (-1, -1), "y-track-curve", 1)                     # E, S
    put(b, (0, -1), "g-city-t", 1, stations)                 # E, S, W
    put(b, (1, -1), "y-track-curve", 2)                      # S, W
    return b


def test_a_full_city_of_another_company_blocks_building_through_it():
    """A city full of other companies' stations may not be passed, not even to lay a tile; it may
    still be reached (a route may end there)."""
    r = _through_city(["green", "blue"]).reach("red")
    assert (0, -1) in r.stops
    assert (1, -1) not in r.tiles and ((1, 0), 0) not in r.open_ends
    refused("ll-error-tile-not-connected", _through_city(["green", "blue"]).check_lay,
            "red", (1, 0), "y-city-straight", 0, Y)


def test_a_city_with_a_free_circle_can_be_built_through():
    """A tile with at least one free station circle may be run and built through by others."""
    b = _through_city(["green"])
    r = b.reach("red")
    assert (1, -1) in r.tiles and ((1, 0), 0) in r.open_ends and ((0, -2), 2) not in r.open_ends
    b.check_lay("red", (1, 0), "y-city-straight", 0, Y)


def test_own_full_city_does_not_block():
    r = _through_city(["green", "red"]).reach("red")
    assert (1, -1) in r.tiles


def test_mildendo_cannot_be_passed():
    """A route takes Mildendo only as its end, so a company's track does not run on through it
    (ruling: the same walk serves routes and building)."""
    b = Board()
    b.set_home("red", (0, -1), "y-city-straight", 0, False)
    r = b.reach("red")
    assert (0, 0) in r.stops and r.open_ends == {((0, -2), 2)}


def test_no_reversing_at_a_switch():
    """A route never turns back at a switch. Entering at the switch's shared end, track may take
    either branch; entering on one branch, it continues through the shared end only, never back
    out along the other branch."""
    b = Board()
    put(b, (0, -1), "y-city-straight", 0, ["red"])          # N-S, red
    put(b, (0, -2), "g-track-switch", 2)                     # S-N and S-W: red enters at S
    r = b.reach("red")
    assert ((0, -3), 2) in r.open_ends and ((-1, -2), 1) in r.open_ends
    b2 = Board()
    put(b2, (0, -1), "y-city-straight", 0, ["red"])
    put(b2, (0, -2), "g-track-switch", 1)                    # E-W and E-S: red enters at S
    r2 = b2.reach("red")
    assert ((1, -2), 3) in r2.open_ends and ((-1, -2), 1) not in r2.open_ends


def test_no_changing_lanes_on_a_crossover():
    """On a crossover a route may not change track."""
    b = Board()
    put(b, (0, -1), "y-city-straight", 0, ["red"])
    put(b, (0, -2), "g-track-cross", 0)
    r = b.reach("red")
    assert ((0, -3), 2) in r.open_ends
    assert ((-1, -2), 1) not in r.open_ends and ((1, -2), 3) not in r.open_ends
