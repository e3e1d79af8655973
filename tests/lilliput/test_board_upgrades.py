"""Upgrades, stations and character tiles on the board (rulebook "A) Umístění dílku trati",
"D) Umístění žetonu stanice", tables 2 and 3)."""
from __future__ import annotations

import pytest

from vypravci.games.core import RuleError
from vypravci.games.lilliput.track.board import Board
from vypravci.games.lilliput.track.tiles import load_tiles

from .boards import GREEN, homes4, put

Y = ("yellow",)
ALL = ("yellow", "green", "brown")


def refused(key: str, fn, *args) -> None:
    with pytest.raises(RuleError) as err:
        fn(*args)
    assert err.value.key == key, err.value.key


# ------------------------------------------------------------------------------ upgrades
def test_yellow_to_green_to_brown():
    """A yellow tile is upgraded by a green one, a green one by a brown one."""
    b = homes4()
    b.lay("green", (0, -1), "g-city-t", 1, GREEN)
    refused("ll-error-tile-not-upgrade", b.check_lay, "green", (0, -1), "g-city-x", 0, ALL)
    b.lay("green", (0, -1), "b-city-x", 0, ALL)
    assert b.tile_at((0, -1)).colour == "brown"


def test_yellow_cannot_skip_to_brown():
    b = homes4()
    refused("ll-error-tile-not-upgrade", b.check_lay, "green", (0, -1), "b-city-x", 0, ALL)


def test_city_by_city_y_by_y_track_by_track():
    """Cities by cities, Ys by Ys, empty track by empty track."""
    b = homes4()
    refused("ll-error-tile-not-upgrade", b.check_lay, "green", (0, -1), "g-metro-x", 0, ALL)
    refused("ll-error-tile-not-upgrade", b.check_lay, "blue", (1, 0), "g-city-x", 0, ALL)
    b.lay("red", (-1, -1), "y-track-straight", 0, Y)
    assert set(b.lay_tiles("red", (-1, -1), GREEN)) == {"g-track-cross", "g-track-switch"}
    refused("ll-error-tile-not-upgrade", b.check_lay, "red", (-1, -1), "g-city-x", 0, ALL)


def test_every_segment_kept_in_the_same_direction():
    """All track of the replaced tile stays, in the same direction, on the new one."""
    b = homes4()  # green's home: a curve S-W
    assert b.lay_rotations("green", (0, -1), "g-city-t", GREEN) == [1, 2]  # E-S-W and S-W-N
    refused("ll-error-tile-lost-track", b.check_lay, "green", (0, -1), "g-city-t", 0, GREEN)
    b.lay("red", (-1, -1), "y-track-curve", 1, Y)  # E-S
    assert b.lay_rotations("red", (-1, -1), "g-track-switch", GREEN) == [1]  # E-S plus E-W
    assert b.lay_rotations("red", (-1, -1), "g-track-curves", GREEN) == [1]
    refused("ll-error-tile-not-upgrade", b.check_lay, "red", (-1, -1), "g-track-cross", 0, ALL)


def test_stations_move_with_the_upgrade_and_the_old_tile_returns():
    """When a tile is upgraded its stations move onto the new tile; the replaced tile may be used
    again."""
    b = homes4()
    before = b.supply["y-city-curve"]
    assert b.lay("green", (0, -1), "g-city-t", 1, GREEN) == "y-city-curve"
    assert b.tiles[(0, -1)].stations == ["green"]
    assert b.supply["y-city-curve"] == before + 1
    assert b.supply["g-city-t"] == load_tiles().get("g-city-t").count - 1


def test_upgraded_city_offers_a_second_circle():
    """An upgraded tile may carry an extra station circle; then others may run and build through."""
    b = homes4()
    assert b.free_circles((0, -1)) == 0
    b.lay("green", (0, -1), "g-city-t", 1, GREEN)
    assert b.free_circles((0, -1)) == 1


def test_y_upgrade_is_free():
    """Upgrading a Y (yellow → green → brown) costs nothing: the lay is not flagged as a new Y."""
    b = homes4()
    lays = [d for d in b.tile_lays("blue", ["green"], []) if (d["x"], d["y"]) == (1, 0)]
    assert lays and all(d["upgrade"] and not d["metropolis"] for d in lays)


def test_upgrade_needs_the_company_to_reach_the_tile():
    b = homes4()
    refused("ll-error-tile-not-connected", b.check_lay, "red", (0, 1), "g-city-x", 0, GREEN)
    b.check_lay("yellow", (0, 1), "g-city-x", 0, GREEN)


def test_mildendo_and_green_track_stay():
    """Mildendo is never replaced; green empty track has no brown successor (table 5)."""
    b = homes4()
    refused("ll-error-tile-not-upgrade", b.check_lay, "red", (0, 0), "b-city-x", 0, ALL)
    assert (0, 0) not in b.lay_positions("red", ALL)


# ------------------------------------------------------------------------------ stations
def test_station_on_a_free_circle_reached_by_track():
    """A station goes on a free circle of a city or Y that the company reaches by unblocked track."""
    b = homes4()
    assert b.station_spots("red") == []  # every reachable city is full
    b.lay("green", (0, -1), "g-city-t", 1, GREEN)
    b.lay("red", (-1, -1), "y-track-curve", 1, Y)
    assert b.station_spots("red") == ["0,-1"]
    assert b.station_spots("yellow") == []  # yellow's track does not reach green's city
    b.place_station("red", "0,-1")
    assert b.tiles[(0, -1)].stations == ["green", "red"]
    refused("ll-error-station-full", b.add_station, "blue", (0, -1), False)


def test_one_station_per_company_per_tile():
    b = homes4()
    b.lay("green", (0, -1), "g-city-t", 1, GREEN)
    refused("ll-error-station-twice", b.add_station, "green", (0, -1))
    assert "0,-1" not in b.station_spots("green")


def test_station_must_be_reached():
    b = homes4()
    b.lay("green", (0, -1), "g-city-t", 1, GREEN)
    refused("ll-error-station-unreached", b.add_station, "yellow", (0, -1))


def test_no_station_on_towns_harbours_or_mildendo():
    """Towns take no station (table 2, Balmuff); only city and Y circles do."""
    b = homes4()
    b.lay("red", (-1, -1), "town-curve", 1, (), ("balmuff",))
    refused("ll-error-station-no-circle", b.add_station, "red", (-1, -1))
    refused("ll-error-station-no-circle", b.add_station, "red", (0, 0))


def test_new_company_home_on_any_free_circle():
    """A new company puts its home station on any free circle of a city or Y; with none it cannot
    start."""
    b = homes4()
    assert b.home_spots() == []
    b.lay("green", (0, -1), "g-city-t", 1, GREEN)
    assert b.home_spots() == ["0,-1"]
    b.place_station("tramecksan", "0,-1")  # no station yet: no route needed
    assert b.home_spots() == []


# ------------------------------------------------------------------------------ character tiles
def test_character_tiles_only_for_their_owner():
    """Each character's tiles are laid by its owner in addition to the card's action."""
    b = homes4()
    assert not any(d["tile"].startswith("town") for d in b.tile_lays("red", ["yellow"], []))
    towns = [d for d in b.tile_lays("red", [], ["balmuff"])]
    assert towns and all(d["character"] == "balmuff" for d in towns)
    refused("ll-error-tile-colour", b.check_lay, "red", (-1, -1), "town-curve", 1, Y)


def test_castle_upgrades_an_ordinary_yellow_city_not_a_home():
    """Table 2, Golbasto: the castle must upgrade a yellow city, not a home city and not a Y."""
    b = homes4()
    refused("ll-error-tile-castle-home", b.check_lay, "green", (0, -1), "castle", 0, (), ("golbasto",))
    refused("ll-error-tile-not-upgrade", b.check_lay, "blue", (1, 0), "castle", 0, (), ("golbasto",))
    b.lay("red", (-1, -1), "y-track-straight", 0, Y)
    b.lay("red", (-1, -2), "y-city-straight", 0, Y)
    refused("ll-error-tile-upgrade-only", b.check_lay, "red", (-2, -1), "castle", 0, (), ("golbasto",))
    lays = b.tile_lays("red", [], ["golbasto"])
    assert [(d["x"], d["y"], d["tile"]) for d in lays] == [(-1, -2, "castle")]
    b.lay_tile("red", "castle", -1, -2, 0)
    assert b.tile_at((-1, -2)).upgrades_to == ()


def test_general_city_is_a_city_never_upgraded():
    """Table 3, Limnoc: laid as a yellow city; a city for the checkerboard; never upgraded."""
    b = homes4()
    b.lay("red", (-1, -1), "y-track-straight", 0, Y)
    b.lay("red", (-1, -2), "general", 1, (), ("limnoc",))  # exits E, S, W
    assert b.tile_at((-1, -2)).checker == "city"
    assert (-1, -2) not in b.lay_positions("red", ALL)
    refused("ll-error-tile-checkerboard", b.check_lay, "red", (0, -2), "y-city-straight", 1, Y)


def test_treasury_is_a_city_a_route_must_end_at():
    """Table 3, Flimnap: a city for checkerboard and range, a route must start or end there."""
    t = load_tiles().get("treasury")
    assert t.checker == "city" and t.counts_for_range and t.end_only


def test_harbour_water_takes_no_track():
    """Table 2/3, Skyresh: no tile may lead track into the harbour's water sides (its three
    sides without track)."""
    b = Board()
    b.set_home("red", (-1, 0), "y-city-curve", 0, False)               # N, E
    b.lay("red", (-1, -1), "harbour", 2, (), ("skyresh",))             # land side S
    assert b.exits((-1, -1)) == {2}
    refused("ll-error-tile-water", b.set_home, "green", (0, -1), "y-city-curve", 2, False)  # W into water
    b.set_home("green", (0, -1), "y-city-straight", 0, False)        # N-S: clear of the water


def test_harbour_may_not_turn_water_to_track():
    """Nor may a harbour be laid with water against another tile's track."""
    b = homes4()  # green's home has track W toward (-1, -1), red's N toward it
    assert not [d for d in b.tile_lays("red", [], ["skyresh"]) if (d["x"], d["y"]) == (-1, -1)]
    refused("ll-error-tile-water", b.check_lay, "red", (-1, -1), "harbour", 2, (), ("skyresh",))


def test_harbour_and_towns_count_as_empty_track():
    """Table 3: the harbour and the small towns are empty track for the checkerboard rule."""
    m = load_tiles()
    assert {m.get(t).checker for t in ("harbour", "town-curve", "town-straight")} == {"plain"}
    b = homes4()
    b.lay("red", (-1, -1), "town-curve", 1, (), ("balmuff",))
    refused("ll-error-tile-checkerboard", b.check_lay, "green", (-1, -2), "y-track-straight", 0, Y)


def test_laputa_tiles_only_for_their_company():
    """Laputa: a brown city in one company's colour is laid only by that company, and only its
    trains run on the tile's track."""
    from vypravci.games.lilliput.track.tiles import tiles_for
    b = Board(tiles_for(("laputa",)))
    put(b, (-1, 0), "y-city-curve", 0, ["mildendo"])   # N, E
    put(b, (-1, -1), "y-track-curve", 1)               # E, S
    put(b, (0, -1), "g-city-t", 1, ["national"])       # E, S, W
    assert b.lay_tiles("national", (0, -1), ALL) == ["b-laputa-national"]
    assert b.lay_tiles("mildendo", (0, -1), ALL) == ["b-laputa-mildendo"]
    refused("ll-error-tile-other-company", b.check_lay, "national", (0, -1), "b-laputa-mildendo", 0, ALL)
    b.lay("mildendo", (0, -1), "b-laputa-mildendo", 0, ALL)
    assert all(p.company == "mildendo" for p in b.route_graph().paths if p.tile == "0,-1")
