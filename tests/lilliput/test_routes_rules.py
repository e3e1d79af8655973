"""Each route rule (rulebook, 2. Provozování vlaků and "Definice trasy"), for the optimizer and
the checker, on small hand-made boards."""
from __future__ import annotations

from vypravci.games.lilliput.routes import (
    Path, Point, RouteGraph, Stop, Submitted, Train, best_routes, check_routes,
)
from vypravci.games.lilliput.routes.sketch import Sketch


def run(graph, trains, company="red"):
    return best_routes(graph, company, trains)


def sub(train, stops, paths=()):
    return Submitted(train=train, stops=tuple(stops.split("-")), paths=tuple(paths))


def switch_board() -> RouteGraph:
    """A (red station) on tile a; a plain tile s beyond it splits at its edge with a into a track
    to B and a track to C (a switch on tile s)."""
    return RouteGraph(
        stops=(Stop(id="A", kind="city", value=20, tile="a", slots=1, stations=("red",)),
               Stop(id="B", kind="city", value=30, tile="b", slots=1, stations=("red",)),
               Stop(id="C", kind="city", value=40, tile="c", slots=1)),
        points=(Point(id="a|s"), Point(id="s|b"), Point(id="s|c")),
        paths=(Path(id="pa", a="A", b="a|s", tile="a"),
               Path(id="s1", a="a|s", b="s|b", tile="s"),
               Path(id="s2", a="a|s", b="s|c", tile="s"),
               Path(id="pb", a="s|b", b="B", tile="b"),
               Path(id="pc", a="s|c", b="C", tile="c")),
    )


def test_no_turning_back_at_a_switch():
    """Definice trasy: a route never reverses at a switch, so B and C (both reached through the
    switch) are not joined; each runs to A instead."""
    g = switch_board()
    best = run(g, [Train(id="2", distance=2)])
    assert best.total == 60 and best.routes[0].stops in (("A", "C"), ("C", "A"))
    assert check_routes(g, "red", [Train(id="2", distance=2)], [sub("2", "B-C")]).key == \
        "ll-error-route-not-connected"
    turned = sub("2", "B-C", ["pb", "s1", "s2", "pc"])
    assert check_routes(g, "red", [Train(id="2", distance=2)], [turned]).key == "ll-error-route-switch"


def test_no_lane_change_at_a_crossover():
    """Definice trasy: two tracks crossing on a tile without meeting cannot be switched between:
    N-S and E-W on tile x give no way from A (north) to C (east)."""
    stops = (Stop(id="A", kind="city", value=20, tile="a", slots=1, stations=("red",)),
             Stop(id="B", kind="city", value=20, tile="b"),
             Stop(id="C", kind="city", value=50, tile="c"),
             Stop(id="D", kind="city", value=50, tile="d"))
    pts = tuple(Point(id=f"x{s}") for s in "NSEW")
    paths = (Path(id="ns", a="xN", b="xS", tile="x"), Path(id="ew", a="xE", b="xW", tile="x"),
             Path(id="a", a="A", b="xN", tile="a"), Path(id="b", a="B", b="xS", tile="b"),
             Path(id="c", a="C", b="xE", tile="c"), Path(id="d", a="D", b="xW", tile="d"))
    g = RouteGraph(stops=stops, points=pts, paths=paths)
    assert run(g, [Train(id="3", distance=3)]).total == 40  # A-B only
    assert check_routes(g, "red", [Train(id="3", distance=3)], [sub("3", "A-C")]).key == \
        "ll-error-route-not-connected"


def test_a_city_may_be_left_on_any_other_track():
    """Definice trasy: a route entering a city on one track may leave it on any other."""
    s = Sketch()
    s.stop("A", value=20, slots=1, stations=("red",)).stop("B", value=30).stop("C", value=40)
    s.link("A", "B", via=["t1"])
    s.link("B", "C", via=["t2"])
    assert run(s.graph(), [Train(id="3", distance=3)]).total == 90


def test_mildendo_only_ends_a_route():
    """Provozování vlaků: Mildendo may start or end a route, never lie inside it."""
    s = Sketch()
    s.stop("M", "mildendo", 40).stop("A", value=20, slots=1, stations=("red",)).stop("B", value=30)
    s.link("A", "M")
    s.link("M", "B")
    trains = [Train(id="3", distance=3)]
    assert run(s.graph(), trains).total == 60
    assert check_routes(s.graph(), "red", trains, [sub("3", "A-M-B")]).key == "ll-error-route-end-only"
    assert check_routes(s.graph(), "red", trains, [sub("3", "A-M")]).total == 60


def test_blocked_city_may_start_or_end_but_not_be_passed():
    """Provozování vlaků: a city full of other companies' stations blocks passing, not ending."""
    s = Sketch()
    s.stop("A", value=20, slots=1, stations=("red",))
    s.stop("X", value=40, slots=1, stations=("blue",))
    s.stop("B", value=30)
    s.link("A", "X", via=["t1"])
    s.link("X", "B", via=["t2"])
    trains = [Train(id="3", distance=3)]
    assert run(s.graph(), trains).total == 60
    assert check_routes(s.graph(), "red", trains, [sub("3", "A-X-B")]).key == "ll-error-route-blocked"
    # The blue company, whose station fills X, passes it.
    assert best_routes(s.graph(), "blue", trains).total == 90


def test_towns_count_for_revenue_not_range_and_are_never_skipped():
    """Provozování vlaků: a town earns but takes no range; a route may skip no location it passes."""
    s = Sketch()
    s.stop("A", value=20, slots=1, stations=("red",)).stop("T", "town", 10).stop("B", value=30)
    s.link("A", "T")
    s.link("T", "B")
    g = s.graph()
    two = [Train(id="2", distance=2)]
    assert run(g, two).total == 60
    paths = [p.id for p in g.paths]
    assert check_routes(g, "red", two, [sub("2", "A-B", paths)]).key == "ll-error-route-skips"
    assert check_routes(g, "red", two, [sub("2", "A-B")]).key == "ll-error-route-not-connected"
    one = [Train(id="1", distance=1)]
    assert run(g, one).total == 30  # A-T: one city and the town


def test_range_counts_cities_and_a_route_cannot_drop_one():
    """Provozování vlaků: range counts cities; a 2-train cannot run A-B-C even to earn A and C."""
    s = Sketch()
    s.stop("A", value=20, slots=1, stations=("red",)).stop("B", value=10).stop("C", value=90)
    s.link("A", "B", via=["t1"])
    s.link("B", "C", via=["t2"])
    two = [Train(id="2", distance=2)]
    assert run(s.graph(), two).total == 30
    check = check_routes(s.graph(), "red", two, [sub("2", "A-B-C")])
    assert check.key == "ll-error-route-too-long" and check.params["count"] == 3


def test_one_station_per_tile():
    """A train cannot visit two stations on the same tile (rules facts): A and B share a tile."""
    s = Sketch()
    s.stop("A", value=20, tile="t", slots=1, stations=("red",)).stop("B", value=30, tile="t")
    s.stop("C", value=40)
    s.link("A", "B", via=["y"])
    s.link("B", "C", via=["x"])
    s.link("A", "C", via=["z"])
    trains = [Train(id="3", distance=3)]
    assert run(s.graph(), trains).total == 60  # A-C; A-B-C and B-A-C would earn 90
    assert check_routes(s.graph(), "red", trains, [sub("3", "A-B-C")]).key == "ll-error-route-same-tile"
    assert run(s.graph().model_copy(update={"one_station_per_tile": False}), trains).total == 90


def test_trains_share_no_track_but_may_meet_in_a_city():
    """Provozování vlaků: each train runs its own track; routes may meet in a location."""
    s = Sketch()
    s.stop("A", value=20, slots=1, stations=("red",)).stop("B", value=30).stop("C", value=40)
    s.link("A", "B", via=["t1"])
    s.link("A", "C", via=["t2"])
    g = s.graph()
    trains = [Train(id="2a", distance=2), Train(id="2b", distance=2)]
    assert run(g, trains).total == 110  # A-B and A-C meet in A
    check = check_routes(g, "red", trains, [sub("2a", "A-B"), sub("2b", "B-A")])
    assert check.key == "ll-error-route-track-twice"


def test_segment_shared_by_two_paths_is_used_once():
    """A segment drawn as two paths (same ``segment``) counts as one piece of track."""
    g = RouteGraph(
        stops=(Stop(id="A", kind="city", value=20, tile="a", slots=1, stations=("red",)),
               Stop(id="B", kind="city", value=30, tile="b"),
               Stop(id="C", kind="city", value=40, tile="c")),
        points=(Point(id="q"),),
        paths=(Path(id="x1", a="A", b="q", tile="a", segment="s"),
               Path(id="x2", a="q", b="B", tile="b"),
               Path(id="y1", a="A", b="C", tile="a", segment="s")),
    )
    trains = [Train(id="2a", distance=2), Train(id="2b", distance=2)]
    assert run(g, trains).total == 60


def test_company_track_carries_only_that_company():
    """Laputa variant: coloured track carries only its company's trains."""
    s = Sketch()
    s.stop("A", value=20, slots=2, stations=("red", "blue")).stop("B", value=30)
    s.link("A", "B", via=["t"])
    g = s.graph()
    g = g.model_copy(update={"paths": tuple(p.model_copy(update={"company": "red"})
                                            for p in g.paths)})
    trains = [Train(id="2", distance=2)]
    assert best_routes(g, "red", trains).total == 50
    assert best_routes(g, "blue", trains).total == 0
    assert check_routes(g, "blue", trains, [sub("2", "A-B")]).key == "ll-error-route-not-connected"
    paths = [p.id for p in g.paths]
    assert check_routes(g, "blue", trains, [sub("2", "A-B", paths)]).key == \
        "ll-error-route-foreign-track"


def test_route_needs_a_station_and_two_locations():
    s = Sketch()
    s.stop("A", value=20, slots=1, stations=("red",)).stop("B", value=30).stop("C", value=40)
    s.link("A", "B")
    s.link("B", "C", via=["t"])
    g = s.graph()
    trains = [Train(id="3", distance=3)]
    assert check_routes(g, "red", trains, [sub("3", "B-C")]).key == "ll-error-route-no-station"
    assert check_routes(g, "red", trains, [sub("3", "A")]).key == "ll-error-route-too-short"
    assert check_routes(g, "red", trains, [sub("3", "A-Q")]).key == "ll-error-route-unknown-stop"
    assert check_routes(g, "red", trains, [sub("9", "A-B")]).key == "ll-error-route-unknown-train"
    assert check_routes(g, "red", trains, [sub("3", "A-B-A")]).key == "ll-error-route-stop-twice"
    err = check_routes(g, "red", trains, [sub("3", "B-C")]).error()
    assert err is not None and err.section == "routes"
    assert run(g, trains).total == 90


def test_train_revenue_doubling_and_obsolete_rounding():
    """Revenue example 2: a D-train doubles (100 → 200); an obsolete train earns half, rounded down
    to tens, per train (90 → 45 → 40; 130 → 65 → 60)."""
    assert Train(id="3D", distance=3, doubled=True).revenue(100) == 200
    assert Train(id="3", distance=3, obsolete=True).revenue(90) == 40
    assert Train(id="3", distance=3, obsolete=True).revenue(130) == 60
    assert Train(id="2", distance=2).revenue(70) == 70


def test_the_same_board_gives_the_same_routes():
    """Deterministic: the same graph and trains always give the same routes."""
    s = Sketch()
    s.stop("A", value=20, slots=2, stations=("red",)).stop("B", value=20).stop("C", value=20)
    s.link("A", "B")
    s.link("A", "C", via=["t"])
    s.link("B", "C", via=["u"])
    trains = [Train(id="2a", distance=2), Train(id="2b", distance=2)]
    first = run(s.graph(), trains)
    assert all(run(s.graph(), trains) == first for _ in range(3))


def town_lattice(n: int) -> RouteGraph:
    """A pathological board: an n × n lattice of towns (no range limit) around one station."""
    stops = [Stop(id=f"T{x},{y}", kind="town", value=10, tile=f"{x},{y}")
             for x in range(n) for y in range(n)]
    stops[0] = Stop(id="T0,0", kind="city", value=20, tile="0,0", slots=1, stations=("red",))
    paths = []
    for x in range(n):
        for y in range(n):
            for dx, dy in ((1, 0), (0, 1)):
                if x + dx < n and y + dy < n:
                    paths.append(Path(id=f"{x},{y}>{x + dx},{y + dy}", a=f"T{x},{y}",
                                      b=f"T{x + dx},{y + dy}", tile=f"{x},{y}"))
    return RouteGraph(stops=tuple(stops), paths=tuple(paths))


def test_budget_answers_a_pathological_board():
    """The search stops at its budget and returns its best, marked inexact."""
    g = town_lattice(7)
    result = best_routes(g, "red", [Train(id="2a", distance=2), Train(id="2b", distance=2)],
                         budget=20_000)
    assert not result.exact and result.total > 0 and result.nodes > 20_000
    check = check_routes(g, "red", [Train(id="2a", distance=2), Train(id="2b", distance=2)],
                         [Submitted(train=r.train, stops=r.stops, paths=r.paths) for r in result.routes])
    assert check.ok and check.total == result.total
