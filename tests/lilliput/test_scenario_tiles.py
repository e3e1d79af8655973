"""Scenario tiles (rulebook, "Scénářové dílky trati", table 4): mine, hills, swamp, sea,
mountains with the tunnel, off-board locations, pre-printed tiles — on the real board and in the
optimizer."""
import pytest

from vypravci.games.core import RuleError
from vypravci.games.lilliput import laying
from vypravci.games.lilliput.economy import operating
from vypravci.games.lilliput.track.board import Board
from vypravci.games.lilliput.routes import Submitted, Train, best_routes, check_routes
from vypravci.games.lilliput.track.tiles import load_scenario_tiles, tiles_for

from .boards import put

YELLOW = ("yellow",)
GREEN = ("yellow", "green")


def board() -> Board:
    """Mildendo and red's home city east of it, track east–west (station on it)."""
    b = Board(tiles_for(("scenario",)))
    put(b, (1, 0), "y-city-straight", 1, ["red"])
    return b


def test_table_5_counts_23_scenario_tiles():
    """Table 5: "Scénáře – Různé 23"; table 4's seven kinds are all there."""
    tiles = load_scenario_tiles().tiles
    assert sum(t.count for t in tiles) == 23
    assert {t.kind for t in tiles} >= {"mine", "hills", "swamp", "sea", "mountains", "offboard", "city", "track"}


def test_mine_pays_its_company_treasury():
    """Důl: a train passing the mine brings 10 (or 20) £ to the company's treasury; the mine
    does not use up the train's range."""
    b = board()
    put(b, (2, 0), "mine-10", 1)
    put(b, (3, 0), "y-city-straight", 1)
    best = best_routes(b.route_graph(), "red", [Train(id="2", distance=2)])
    # Mildendo (30) and the home city (20) use the range; the mine adds its 10 on the way.
    assert best.total == 60 and best.routes[0].treasury == 10
    assert best.routes[0].stops == ("0,0", "1,0", "2,0")
    doubled = best_routes(b.route_graph(), "red", [Train(id="2D", distance=2, doubled=True)])
    assert doubled.total == 110  # the cities doubled, the mine's 10 not
    checked = check_routes(b.route_graph(), "red", [Train(id="2", distance=2)],
                           [Submitted(train="2", stops=("1,0", "2,0", "3,0"))])
    assert checked.ok and checked.total == 50 and checked.routes[0].treasury == 10


def test_mine_money_goes_to_the_treasury_not_to_shareholders():
    """Důl: the mine's money is the company's, whatever the dividend decision."""
    from .helpers import drafted
    state = drafted(2)
    cid = state.players[0]["company"]
    treasury, cash = state.companies[cid]["treasury"], state.players[0]["cash"]
    events = operating.finish(state, cid, 50, True, mine=10)
    assert state.companies[cid]["treasury"] == treasury + 10
    assert state.players[0]["cash"] == cash + 20  # 50 % of the 40 left
    assert events[0].key == "ll-ev-mine"


def test_mine_only_on_empty_track_squares():
    """Důl: only where empty track may lie (the plain class of the checkerboard rule)."""
    assert tiles_for(("scenario",)).get("mine-20").checker == "plain"


def test_hills_and_swamp_replaced_by_yellow_city_or_track_for_extra_cost():
    """Kopce / bažina: a yellow city or yellow empty track may replace them; the building company
    pays 30 £ (hills) or 10 £ (swamp) more."""
    for terrain, extra in (("hills", 30), ("swamp", 10)):
        b = board()
        put(b, (2, 0), terrain)
        lays = [lay for lay in b.tile_lays("red", list(YELLOW), []) if (lay["x"], lay["y"]) == (2, 0)]
        assert {lay["tile"] for lay in lays} == {"y-track-straight", "y-track-curve"}  # a city: checkerboard
        assert all(lay["terrain"] == extra for lay in lays)
        b.lay_tile("red", "y-track-straight", 2, 0, 1)
        assert b.tiles[(2, 0)].tile == "y-track-straight"
        refused = board()
        put(refused, (2, 0), terrain)
        with pytest.raises(RuleError) as err:
            refused.check_lay("red", (2, 0), "y-metro-straight", 1)
        assert err.value.key == "ll-error-tile-terrain"


def test_terrain_cost_is_paid_by_the_company():
    """Kopce: the extra 30 £ comes from the treasury; a company without it cannot lay there."""
    from .helpers import drafted
    state = drafted(2)
    cid = state.players[0]["company"]
    lay = {"tile": "y-track-straight", "terrain": 30}
    state.companies[cid]["treasury"] = 40
    assert laying.cost(state, 0, cid, lay) == 30
    state.companies[cid]["treasury"] = 20
    assert laying.cost(state, 0, cid, lay) is None


def test_no_track_runs_into_the_sea():
    """Moře: never replaced, and no track may lead into it."""
    b = board()
    put(b, (3, 0), "sea")
    rotations = b.lay_rotations("red", (2, 0), "y-track-straight", YELLOW)
    assert rotations == []  # the straight from the home city would run east into the sea
    curves = b.lay_rotations("red", (2, 0), "y-track-curve", YELLOW)
    assert curves and all(1 not in b.data["y-track-curve"].exits(r) for r in curves)
    put(b, (2, 0), "sea")
    assert b.lay_tiles("red", (2, 0), GREEN) == []


def test_mountains_only_a_tunnel_from_green_for_50():
    """Hory: never rebuilt but by the green-bordered tunnel, from the green phase, for 50 £;
    the tunnel counts as empty track."""
    b = board()
    put(b, (2, 0), "mountains")
    assert b.lay_tiles("red", (2, 0), YELLOW) == []
    assert b.lay_tiles("red", (2, 0), GREEN) == ["tunnel"]
    lay = next(lay for lay in b.tile_lays("red", list(GREEN), []) if lay["tile"] == "tunnel")
    assert lay["terrain"] == 50
    b.lay_tile("red", "tunnel", 2, 0, lay["rotation"])
    assert b.tile_at((2, 0)).checker == "plain"
    assert (3, 0) in b.reach("red").open_squares


def test_off_board_ends_a_route_and_pays_60_with_a_station():
    """Mimo plán: a route must end there; 60 £ for a company with its token there; free of the
    checkerboard rule."""
    b = board()
    put(b, (2, 0), "y-track-straight", 1)
    put(b, (3, 0), "offboard", 3)
    put(b, (-1, 0), "y-city-straight", 1, ["blue"])
    g = b.route_graph()
    two = [Train(id="2", distance=2)]
    assert best_routes(g, "red", two).total == 50  # no token there: worth nothing; Mildendo–home instead
    b.tiles[(3, 0)].stations.append("red")
    assert best_routes(b.route_graph(), "red", two).total == 80  # 20 + 60
    assert b.tile_at((3, 0)).checker == "none"
    stop = next(s for s in b.route_graph().stops if s.id == "3,0")
    assert stop.end_only


def test_pre_printed_tiles_are_never_upgraded():
    """Předtištěné dílky: not upgradeable; a city or empty track by their mark."""
    b = board()
    put(b, (2, 0), "printed-track-straight", 1)
    put(b, (3, 0), "printed-city-straight", 1)
    assert b.lay_tiles("red", (2, 0), ("yellow", "green", "brown")) == []
    assert b.lay_tiles("red", (3, 0), ("yellow", "green", "brown")) == []
    assert b.tile_at((3, 0)).checker == "city" and b.tile_at((2, 0)).checker == "plain"
    assert "3,0" in b.station_spots("red")
