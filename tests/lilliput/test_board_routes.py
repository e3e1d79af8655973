"""Real boards grown by legal lays, turned into route graphs (track_graph.py), then solved by the
optimizer and by the plain brute force of test_routes_bruteforce: the two must agree. This checks
the graph builder on real tile geometry (switches, crossovers, towns, harbours, the castle)."""
from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vypravci.games.lilliput.track.board import Board
from vypravci.games.lilliput.routes import Train, best_routes

from .test_routes_bruteforce import brute_best

ALL = ("yellow", "green", "brown")
CHARS = ("balmuff", "skyresh", "limnoc", "golbasto", "flimnap")


def grown(rng, steps: int) -> Board:
    """Company x (the one that runs) and y share a small board around Mildendo."""
    b = Board()
    b.set_home("x", (0, -1), "y-city-curve", rng.choice([1, 2]), False)
    b.set_home("y", (0, 1), "y-city-straight", 0, False)
    for _ in range(steps):
        company = rng.choice("xxy")
        lays = b.legal_lays(company, ALL, CHARS)
        if lays:
            pos, tile, rot = rng.choice(lays)
            b.lay(company, pos, tile, rot, ALL, CHARS)
        spots = b.station_spots(company)
        if spots and rng.random() < 0.25:
            b.place_station(company, rng.choice(spots))
    return b


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.randoms(use_true_random=False), st.integers(2, 9), st.lists(
    st.tuples(st.integers(1, 4), st.booleans(), st.booleans()), min_size=1, max_size=2))
def test_optimizer_equals_brute_force_on_grown_boards(rng, steps, spec):
    board = grown(rng, steps)
    graph = board.route_graph()
    trains = [Train(id=f"T{i}", distance=d, doubled=dbl, obsolete=obs) for i, (d, dbl, obs) in enumerate(spec)]
    best = best_routes(graph, "x", trains)
    assert best.exact
    assert best.total == brute_best(graph, trains)
