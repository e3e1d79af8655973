"""The reconstructed maps (data/usa.toml, data/europe.toml) against the rulebook's worked examples.

The printed board is a picture; the map files are designed so that every example in the Czech
rulebook comes out as described. Each test rebuilds an example's mid-game situation directly on
the ``Board``: a company network is a set of hexes (where the earlier track lay is our choice,
consistent with the example's text), occupancy is a dict hex -> companies. Hex coordinates are
the map files' [col, row] ("odd-q", see games/core/hexgrid.py).
"""
from __future__ import annotations

import math

import pytest

from vypravci.games.mini_express.board import Board, get_board
from vypravci.games.mini_express.data import MAP_IDS, load_map
from vypravci.games.core.hexgrid import center, distance, east_north_key, neighbours

# --- USA hexes used by the examples -------------------------------------------------------------
TULSA, FORT_SMITH, OMAHA, NEW_ORLEANS = (10, 6), (11, 6), (10, 4), (12, 9)
CHICAGO, LOUISVILLE, DETROIT = (13, 3), (14, 5), (15, 3)
ATLANTA, WILMINGTON, ERIE, BALTIMORE = (15, 6), (17, 6), (17, 3), (18, 5)
CHICAGO_LOUISVILLE = (13, 4)  # land hex between Chicago and Louisville (example 1)
ATLANTA_WILMINGTON = (16, 6)  # land hex between Atlanta and Wilmington (example 2)
SOUTH_OF_TULSA = (10, 7)  # "políčko jižně od Tulsy" (Žlutá oblast)
GOLDEN_SPIKE = (9, 4)

# --- Europe hexes used by the Mašinfíra example -------------------------------------------------
MARSEILLE, MILAN, ESSEN, BREMEN = (10, 10), (11, 8), (11, 5), (11, 3)
FRANKFURT, VENICE, BELGRADE = (12, 7), (14, 9), (19, 8)
VIENNA, PRAGUE, ZAGREB = (16, 7), (15, 5), (17, 9)


@pytest.fixture(scope="module")
def usa() -> Board:
    return get_board("usa")


@pytest.fixture(scope="module")
def europe() -> Board:
    return get_board("europe")


def trains_and_routes(board: Board, network, city_hex):
    """Trains a company needs to reach ``city_hex`` and all its shortest routes."""
    sources = frozenset(network)
    dist = board.land_distances(sources)
    return board.city_distance(dist, city_hex, sources), board.shortest_routes(dist, city_hex, sources)


def land_count(board: Board, route) -> int:
    """Track length gained by a route: only land hexes count (not cities)."""
    return sum(1 for h in route if board.is_land(h))


def can_build_into(board: Board, company: str, city_hex, occupancy) -> bool:
    """Stavba trati, step 2: a new market whose capacity is not yet exhausted."""
    present = occupancy.get(city_hex, set())
    return company not in present and len(present) < board.city_at[city_hex].capacity


def city_hex(board: Board, city_id: str):
    return board.cities[city_id].hex


def assert_built_as_shortest(board: Board, network: set, route) -> None:
    """An earlier leg of a network we designed was itself a legal (shortest) build."""
    trains, routes = trains_and_routes(board, network, route[-1])
    assert tuple(route) in routes and trains == len(route)


# --- sanity of the hexes named above -----------------------------------------------------------


def test_example_hexes_are_the_named_cities(usa: Board, europe: Board) -> None:
    named = {
        usa: {"tulsa": TULSA, "fort-smith": FORT_SMITH, "omaha": OMAHA, "new-orleans": NEW_ORLEANS,
              "chicago": CHICAGO, "louisville": LOUISVILLE, "detroit": DETROIT, "atlanta": ATLANTA,
              "wilmington": WILMINGTON, "erie": ERIE, "baltimore": BALTIMORE},
        europe: {"marseille": MARSEILLE, "milan": MILAN, "essen": ESSEN, "bremen": BREMEN,
                 "frankfurt": FRANKFURT, "venice": VENICE, "belgrade": BELGRADE, "vienna": VIENNA,
                 "prague": PRAGUE, "zagreb": ZAGREB},
    }
    for board, cities in named.items():
        for city_id, h in cities.items():
            assert city_hex(board, city_id) == h, city_id


# --- Příklad č. 1 akce Stavba trati (USA) -------------------------------------------------------

LEATHER_EX1 = {ERIE, (16, 3), DETROIT, (14, 4), CHICAGO, CHICAGO_LOUISVILLE}


def test_building_example_1_fort_smith_full(usa: Board) -> None:
    """Příklad č. 1 akce Stavba trati (Stavba trati): Kožedělná cannot build to Fort Smith, which
    already holds Dřevařská and Ocelářská and admits only 2 companies; Tulsa and Omaha are free."""
    occupancy = {FORT_SMITH: {"lumber", "steel"}}
    assert usa.city_at[FORT_SMITH].capacity == 2
    assert not can_build_into(usa, "leather", FORT_SMITH, occupancy)
    assert can_build_into(usa, "leather", TULSA, occupancy)
    assert can_build_into(usa, "leather", OMAHA, occupancy)


def test_building_example_1_tulsa_and_omaha(usa: Board) -> None:
    """Příklad č. 1 akce Stavba trati (Stavba trati): from the leather train on the land hex between
    Chicago and Louisville, Tulsa is 3 trains away by a single route; Omaha is also 3 trains away
    with 4 possible routes. The Tulsa build adds 2 to Kožedělná's track length (4 -> 6)."""
    assert CHICAGO_LOUISVILLE in usa.land
    assert {CHICAGO, LOUISVILLE} <= set(neighbours(CHICAGO_LOUISVILLE))
    # the earlier leather track was legal: Erie -> Detroit -> Chicago -> (toward Louisville)
    assert_built_as_shortest(usa, {ERIE}, ((16, 3), DETROIT))
    assert_built_as_shortest(usa, {ERIE, (16, 3), DETROIT}, ((14, 4), CHICAGO))

    trains, routes = trains_and_routes(usa, LEATHER_EX1, TULSA)
    assert trains == 3 and len(routes) == 1
    (route,) = routes
    assert route == ((12, 5), (11, 5), TULSA)
    assert usa.route_starts(route, LEATHER_EX1) == [CHICAGO_LOUISVILLE]
    assert land_count(usa, route) == 2

    trains, routes = trains_and_routes(usa, LEATHER_EX1, OMAHA)
    assert trains == 3 and len(routes) == 4
    assert all(land_count(usa, r) == 2 for r in routes)


# --- Příklad č. 2 akce Stavba trati (USA) -------------------------------------------------------

STEEL_EX2 = {WILMINGTON, ATLANTA_WILMINGTON, ATLANTA}
LUMBER_EX2 = {BALTIMORE, (17, 5), (16, 5), (15, 5), LOUISVILLE}
LEATHER_EX2 = {ERIE, (16, 3), DETROIT, (15, 4), LOUISVILLE}


def test_building_example_2_networks(usa: Board) -> None:
    """Příklad č. 2 akce Stavba trati (Stavba trati): Ocelářská's network is Wilmington, the hex
    between Atlanta and Wilmington, and Atlanta; the other tracks we place were legal builds."""
    assert ATLANTA_WILMINGTON in usa.land
    assert {ATLANTA, WILMINGTON} <= set(neighbours(ATLANTA_WILMINGTON))
    assert_built_as_shortest(usa, {WILMINGTON}, (ATLANTA_WILMINGTON, ATLANTA))
    assert_built_as_shortest(usa, {BALTIMORE}, ((17, 5), (16, 5), (15, 5), LOUISVILLE))
    assert_built_as_shortest(usa, {ERIE}, ((16, 3), DETROIT))
    assert_built_as_shortest(usa, {ERIE, (16, 3), DETROIT}, ((15, 4), LOUISVILLE))


def test_building_example_2_louisville(usa: Board) -> None:
    """Příklad č. 2 akce Stavba trati (Stavba trati): Louisville needs 2 trains, from Atlanta or
    from the hex between Atlanta and Wilmington."""
    trains, routes = trains_and_routes(usa, STEEL_EX2, LOUISVILLE)
    assert trains == 2
    starts = {s for r in routes for s in usa.route_starts(r, STEEL_EX2)}
    assert starts == {ATLANTA, ATLANTA_WILMINGTON}
    occupancy = {LOUISVILLE: {"lumber", "leather"}}  # capacity 3: steel may still come
    assert can_build_into(usa, "steel", LOUISVILLE, occupancy)


def test_building_example_2_detroit(usa: Board) -> None:
    """Příklad č. 2 akce Stavba trati (Stavba trati): Detroit needs 3 trains by 2 equal routes,
    from Atlanta or from the hex between Atlanta and Wilmington. The route built from Atlanta
    crosses 1 Dřevařská hex and 2 Kožedělná hexes (Detroit included); length +2; Detroit
    (capacity 2) is then full."""
    trains, routes = trains_and_routes(usa, STEEL_EX2, DETROIT)
    assert trains == 3 and len(routes) == 2
    for r in routes:
        assert set(usa.route_starts(r, STEEL_EX2)) <= {ATLANTA, ATLANTA_WILMINGTON}
    assert {s for r in routes for s in usa.route_starts(r, STEEL_EX2)} == {ATLANTA, ATLANTA_WILMINGTON}
    from_atlanta = [r for r in routes if ATLANTA in usa.route_starts(r, STEEL_EX2)]
    assert from_atlanta
    built = from_atlanta[0]
    assert built == ((15, 5), (15, 4), DETROIT)
    assert sum(h in LUMBER_EX2 for h in built) == 1
    assert sum(h in LEATHER_EX2 for h in built) == 2 and DETROIT in LEATHER_EX2
    assert land_count(usa, built) == 2
    assert usa.city_at[DETROIT].capacity == 2
    occupancy = {DETROIT: {"leather"}}
    assert can_build_into(usa, "steel", DETROIT, occupancy)
    occupancy[DETROIT].add("steel")
    assert not can_build_into(usa, "cotton", DETROIT, occupancy)


# --- Pravidlo hodinových ručiček (USA) ----------------------------------------------------------


def test_clockwise_rule_purple_area(usa: Board) -> None:
    """Pravidlo hodinových ručiček, Fialová oblast: from Fort Smith to Omaha the shortest route is
    3 hexes; Tulsa is a city and cannot be crossed, so exactly 2 routes remain (A and B)."""
    network = {FORT_SMITH}
    assert TULSA in neighbours(FORT_SMITH) and distance(FORT_SMITH, OMAHA) == 3
    trains, routes = trains_and_routes(usa, network, OMAHA)
    assert trains == 3 and len(routes) == 2
    assert all(TULSA not in r for r in routes)
    # route A keeps to the west (left) going north, route B to the east
    assert set(routes) == {((11, 5), (10, 5), OMAHA), ((11, 5), (11, 4), OMAHA)}


def test_clockwise_rule_yellow_area(usa: Board) -> None:
    """Pravidlo hodinových ručiček, Žlutá oblast: from the land hex south of Tulsa to New Orleans
    the shortest route is 3 hexes, with exactly 3 routes (C, D, E)."""
    assert SOUTH_OF_TULSA in usa.land and neighbours(TULSA)[2] == SOUTH_OF_TULSA  # S neighbour
    trains, routes = trains_and_routes(usa, {SOUTH_OF_TULSA}, NEW_ORLEANS)
    assert trains == 3 and len(routes) == 3
    assert ((11, 7), (12, 8), NEW_ORLEANS) in routes  # E, the easternmost going south


# --- Příklad Mašinfírovy akce Stavba trati (Europe) --------------------------------------------

COTTON = {BELGRADE, (18, 8), (17, 7), VIENNA, (15, 6), PRAGUE, (18, 9), ZAGREB}


def test_masinfira_example_solo_order(europe: Board) -> None:
    """Příklad Mašinfírovy akce Stavba trati: moving the target-city marker 2 cities from Bremen
    skips Essen (no token) and passes Milan to land on Marseille."""
    num = {c.id: c.number for c in europe.data.cities}
    assert [num["essen"], num["milan"], num["marseille"]] == [num["bremen"] + k for k in (1, 2, 3)]
    order = sorted((c for c in europe.data.cities if c.number), key=lambda c: c.number)
    ids = [c.id for c in order]
    i = ids.index("bremen")
    remaining = [x for x in ids[i + 1:] if x != "essen"]
    assert remaining[:2] == ["milan", "marseille"]


def test_masinfira_example_cotton_network(europe: Board) -> None:
    """Příklad Mašinfírovy akce Stavba trati: the cotton network we place (Belgrade -> Vienna ->
    Prague, Belgrade -> Zagreb) consists of legal shortest builds."""
    assert_built_as_shortest(europe, {BELGRADE}, ((18, 8), (17, 7), VIENNA))
    assert_built_as_shortest(europe, {BELGRADE, (18, 8), (17, 7), VIENNA}, ((15, 6), PRAGUE))
    assert_built_as_shortest(europe, {BELGRADE, (18, 8), (17, 7), VIENNA, (15, 6), PRAGUE},
                             ((18, 9), ZAGREB))


def test_masinfira_example_nearest_reachable_cities(europe: Board) -> None:
    """Příklad Mašinfírovy akce Stavba trati: the cities nearest Marseille that cotton can reach
    with its 3 trains are Frankfurt and Venice, both 4 hexes from Marseille (through land, cities
    impassable) and both 3 cotton trains away; Venice (capacity 2) already holds steel."""
    from_marseille = europe.land_distances({MARSEILLE})
    to_marseille = {
        c.id: europe.city_distance(from_marseille, c.hex, {MARSEILLE})
        for c in europe.data.cities if c.hex != MARSEILLE
    }
    assert to_marseille["frankfurt"] == 4 and to_marseille["venice"] == 4

    reachable = {}
    for c in europe.data.cities:
        if c.hex in COTTON:
            continue
        trains, _ = trains_and_routes(europe, COTTON, c.hex)
        if trains is not None and trains <= 3:
            reachable[c.id] = trains
    assert reachable["frankfurt"] == 3 and reachable["venice"] == 3
    assert MARSEILLE not in COTTON and "marseille" not in reachable
    nearest = min(to_marseille[cid] for cid in reachable)
    assert nearest == 4
    assert {cid for cid in reachable if to_marseille[cid] == nearest} == {"frankfurt", "venice"}

    assert europe.city_at[VENICE].capacity == 2
    occupancy = {VENICE: {"steel"}}
    assert can_build_into(europe, "cotton", VENICE, occupancy)
    assert can_build_into(europe, "cotton", FRANKFURT, occupancy)


def test_masinfira_example_venice_route(europe: Board) -> None:
    """Příklad Mašinfírovy akce Stavba trati: the Venice routes start from 4 possible hexes; the
    easternmost-then-northernmost one is 2 hexes from Belgrade and has a single route to Venice,
    with 2 land hexes (cotton track length +2)."""
    trains, routes = trains_and_routes(europe, COTTON, VENICE)
    assert trains == 3
    starts = {s for r in routes for s in europe.route_starts(r, COTTON)}
    assert len(starts) == 4
    first = min(starts, key=east_north_key)
    assert first == (17, 7) and first in europe.land
    assert distance(first, BELGRADE) == 2
    from_first = [r for r in routes if first in europe.route_starts(r, COTTON)]
    assert from_first == [((16, 8), (15, 8), VENICE)]
    assert land_count(europe, from_first[0]) == 2


# --- set-up facts ------------------------------------------------------------------------------

START_CITIES = {
    "usa": {"leather": "erie", "lumber": "baltimore", "steel": "wilmington", "cotton": "tallahassee"},
    "europe": {"leather": "barcelona", "lumber": "warsaw", "steel": "london", "cotton": "belgrade"},
}
CITY_ONE = {"usa": "augusta", "europe": "kiev"}


@pytest.mark.parametrize("map_id", MAP_IDS)
def test_start_cities(map_id: str) -> None:
    """Příprava hry, step 4: each company starts in its printed city."""
    data = load_map(map_id)
    starts = {c.start: c.id for c in data.cities if c.start}
    assert starts == START_CITIES[map_id]


@pytest.mark.parametrize("map_id", MAP_IDS)
def test_city_one_is_nearest_the_top_right_corner(map_id: str) -> None:
    """Sólová hra, Mašinfíra set-up II: city 1 (Augusta / Kiev) is nearest the top-right corner."""
    data = load_map(map_id)
    one = next(c for c in data.cities if c.number == 1)
    assert one.id == CITY_ONE[map_id]
    corner = center((data.width - 1, 0))
    nearest = min(data.cities, key=lambda c: math.dist(center(c.hex), corner))
    assert nearest.id == CITY_ONE[map_id]


def test_ports() -> None:
    """Mapa Evropy: Přístavy — 5 port hexes in Europe, none in the USA; ports are land otherwise."""
    assert load_map("europe").port_count == 5 and len(get_board("europe").ports) == 5
    assert load_map("usa").port_count == 0 and not get_board("usa").ports
    assert get_board("europe").ports <= get_board("europe").land


def test_golden_spike() -> None:
    """Mapa USA: Varianta hry Zlatý hřeb — the tile lies on the land hex south-west of Omaha;
    Kožedělná's track from Omaha can reach Denver, where Ocelářská's track from San Francisco is."""
    data = load_map("usa")
    board = get_board("usa")
    assert data.golden_spike == GOLDEN_SPIKE
    assert neighbours(OMAHA)[3] == GOLDEN_SPIKE  # index 3 = south-west
    assert GOLDEN_SPIKE in board.land
    denver, sf = city_hex(board, "denver"), city_hex(board, "san-francisco")
    assert trains_and_routes(board, {OMAHA}, denver)[0] is not None
    assert trains_and_routes(board, {sf}, denver)[0] is not None


# --- loading and connectivity ------------------------------------------------------------------


@pytest.mark.parametrize("map_id", MAP_IDS)
def test_map_loads(map_id: str) -> None:
    data = load_map(map_id)
    assert data.source == "reconstructed" and "geography" in data.checked_against
    assert len([c for c in data.cities if c.number]) == 32 and len(data.cities) == 36
    assert {c.capacity for c in data.cities} == {1, 2, 3}


@pytest.mark.parametrize("map_id,ports_are_land", [("usa", True), ("europe", True), ("europe", False)])
def test_every_city_reachable_from_every_start(map_id: str, ports_are_land: bool) -> None:
    """Every city can be reached through land from every start city (with ports open or closed)."""
    board = Board(load_map(map_id), ports_are_land)
    for start in (c for c in board.data.cities if c.start):
        dist = board.land_distances({start.hex})
        unreachable = [c.id for c in board.data.cities
                       if c.hex != start.hex and board.city_distance(dist, c.hex, {start.hex}) is None]
        assert not unreachable, (start.id, unreachable)
