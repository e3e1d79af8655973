"""Allenbeck-Tottenham-Express (rulebook, "Varianty hry"): three named brown cities instead of
ordinary ones, and a 20 £ bonus for a train through three of the four named cities (Mildendo,
Tottenham, Allenbeck, Plips), not doubled by a D-train — in the optimizer and the checker."""
from vypravci.games.core import Seat
from vypravci.games.lilliput.track.board import Board
from vypravci.games.lilliput.game import Lilliput, LilliputOptions
from vypravci.games.lilliput.routes import Path, Point, RouteGraph, Stop, Submitted, Train, best_routes, check_routes
from vypravci.games.lilliput.track.tiles import load_tiles, tiles_for

from .boards import put


def line() -> Board:
    """Mildendo, Tottenham (red's station), a straight, Allenbeck, a straight, an ordinary brown
    city, all in a row to the east."""
    b = Board(tiles_for(("allenbeck",)))
    put(b, (1, 0), "b-city-tottenham", 0, ["red"])
    put(b, (2, 0), "y-track-straight", 1)
    put(b, (3, 0), "b-city-allenbeck", 0)
    put(b, (4, 0), "y-track-straight", 1)
    put(b, (5, 0), "b-city-x", 0)
    return b


def test_named_tiles_replace_three_ordinary_brown_cities():
    """Dodatečný materiál: the three named brown cities come instead of ordinary brown cities."""
    base, m = load_tiles(), tiles_for(("allenbeck",))
    names = {t.name for t in m.tiles if t.name}
    assert names == {"Tottenham", "Allenbeck", "Plips"}
    assert m.get("b-city-x").count == base.get("b-city-x").count - 3
    assert {"b-city-tottenham", "b-city-allenbeck", "b-city-plips"} <= set(m.get("g-city-t").upgrades_to)
    assert m.route_bonus.amount == 20 and m.route_bonus.needed == 3


def test_three_named_cities_earn_the_bonus():
    """A train through Mildendo, Tottenham and Allenbeck: 30 + 40 + 40 and the 20 £ bonus."""
    graph = line().route_graph()
    best = best_routes(graph, "red", [Train(id="3", distance=3)])
    assert best.total == 130
    assert set(best.routes[0].stops) == {"0,0", "1,0", "3,0"}


def test_two_named_cities_earn_no_bonus():
    """The bonus needs three of the four named cities: a 2-train gets only the values."""
    graph = line().route_graph()
    assert best_routes(graph, "red", [Train(id="2", distance=2)]).total == 80  # Tottenham–Allenbeck


def test_the_bonus_is_not_doubled_by_a_d_train():
    """Tento bonus se nenásobí: a 3D doubles the cities (220), not the bonus (+20)."""
    graph = line().route_graph()
    assert best_routes(graph, "red", [Train(id="3D", distance=3, doubled=True)]).total == 240


def test_the_checker_counts_the_bonus():
    """A director naming Mildendo–Tottenham–Allenbeck gets the same total as the optimizer."""
    graph = line().route_graph()
    result = check_routes(graph, "red", [Train(id="3", distance=3)],
                          [Submitted(train="3", stops=("0,0", "1,0", "3,0"))])
    assert result.ok and result.total == 130


def test_the_bonus_counts_once_per_train():
    """Per train: a hand-made graph with all four named cities on one line still earns 20 once
    (4 named cities, a 4-train: 30 + 3 × 40 + 20)."""
    stops = (Stop(id="M", kind="mildendo", value=30, tile="m", name="Mildendo"),
             Stop(id="T", kind="city", value=40, tile="t", slots=2, stations=("red",), name="Tottenham"),
             Stop(id="A", kind="city", value=40, tile="a", slots=2, name="Allenbeck"),
             Stop(id="P", kind="city", value=40, tile="p", slots=2, name="Plips"))
    points = (Point(id="m|t"), Point(id="t|a"), Point(id="a|p"))
    paths = (Path(id="1", a="M", b="m|t", tile="m"), Path(id="2", a="m|t", b="T", tile="t"),
             Path(id="3", a="T", b="t|a", tile="t"), Path(id="4", a="t|a", b="A", tile="a"),
             Path(id="5", a="A", b="a|p", tile="a"), Path(id="6", a="a|p", b="P", tile="p"))
    graph = RouteGraph(stops=stops, points=points, paths=paths, named_bonus=20, named_needed=3)
    assert best_routes(graph, "red", [Train(id="4", distance=4)]).total == 170
    plain = RouteGraph(stops=stops, points=points, paths=paths)
    assert best_routes(plain, "red", [Train(id="4", distance=4)]).total == 150


def test_without_the_variant_no_names_and_no_bonus():
    """The base game's graph carries no names and no bonus."""
    b = Board()
    put(b, (1, 0), "b-city-x", 0, ["red"])
    graph = b.route_graph()
    assert graph.named_bonus == 0 and not any(s.name for s in graph.stops)


def test_the_option_puts_the_named_tiles_in_the_supply():
    """The game option `allenbeck` starts a board with the variant's tiles."""
    state = Lilliput().new_state(LilliputOptions(allenbeck=True), [Seat(name="A"), Seat(name="B")], 3)
    assert state.board.supply["b-city-tottenham"] == 1
    assert state.board.route_graph().named_bonus == 20


def test_the_operating_company_is_paid_the_bonus():
    """The whole engine: a company's run on the variant's board includes the bonus."""
    from vypravci.games.lilliput.economy import operating
    state = Lilliput().new_state(LilliputOptions(allenbeck=True), [Seat(name="A"), Seat(name="B")], 3)
    while state.stage == "draft":
        state.apply(state.legal_actions(state.to_act())[0])
    cid = state.players[0]["company"]
    board = state.board
    board.tiles = {(0, 0): board.tiles[(0, 0)]}
    put(board, (1, 0), "b-city-tottenham", 0, [cid])
    put(board, (2, 0), "y-track-straight", 1)
    put(board, (3, 0), "b-city-allenbeck", 0)
    board.homes = {cid: (1, 0)}
    state.companies[cid]["trains"] = [{"id": "3-x", "type": "3"}]
    assert operating.run(state, cid)["total"] == 130
