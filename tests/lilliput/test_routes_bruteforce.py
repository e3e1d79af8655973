"""The optimizer against a deliberately plain brute force on many small random boards.

The brute force walks the raw graph (no contraction, no pruning), keeps every walk that the route
rules, written out one by one below, allow, and tries every assignment of such walks (or none) to
the trains. Set VYPRAVCI_ROUTE_EXAMPLES (e.g. 5000) for a long run; the default stays small.
"""
from __future__ import annotations

import os

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from vypravci.games.lilliput.routes import (
    Path, Point, RouteGraph, Stop, Submitted, Train, best_routes, check_routes,
)

EXAMPLES = int(os.environ.get("VYPRAVCI_ROUTE_EXAMPLES", "300"))
COMPANY = "x"


# --- the brute force ----------------------------------------------------------------------------

def raw_walks(graph: RouteGraph):
    """Every walk from a stop to a stop that repeats no node (as node and path lists)."""
    stops = {s.id for s in graph.stops}
    incident: dict[str, list[Path]] = {}
    for p in graph.paths:
        incident.setdefault(p.a, []).append(p)
        incident.setdefault(p.b, []).append(p)
    out = []

    def extend(nodes: list[str], paths: list[Path]) -> None:
        if paths and nodes[-1] in stops:
            out.append((tuple(nodes), tuple(paths)))
        for p in incident.get(nodes[-1], []):
            nxt = p.b if p.a == nodes[-1] else p.a
            if nxt not in nodes:
                extend(nodes + [nxt], paths + [p])

    for s in stops:
        extend([s], [])
    return out


def base_if_legal(graph: RouteGraph, train: Train, nodes, paths) -> int | None:
    """The route's location sum, or None when a rule forbids it."""
    stop = {s.id: s for s in graph.stops}
    segments = [p.segment_id for p in paths]
    if len(set(segments)) != len(segments):
        return None                                   # a segment twice
    if any(p.company not in (None, COMPANY) for p in paths):
        return None                                   # another company's own track
    for i in range(1, len(nodes) - 1):
        n = nodes[i]
        if n in stop:
            if stop[n].blocked_for(COMPANY) or stop[n].end_only:
                return None                           # passes a blocked / end-only location
        elif paths[i - 1].tile == paths[i].tile:
            return None                               # turns back at a switch
    visited = [stop[n] for n in nodes if n in stop]
    if len(visited) < 2:
        return None
    if not any(s.has_station(COMPANY) for s in visited):
        return None
    ranged = [s for s in visited if s.counts_for_range]
    if len(ranged) > train.distance:
        return None
    if graph.one_station_per_tile:
        tiles = [s.tile for s in ranged if s.tile is not None]
        if len(tiles) != len(set(tiles)):
            return None
    return sum(s.value_for(COMPANY) for s in visited)


def brute_best(graph: RouteGraph, trains: list[Train]) -> int:
    walks = raw_walks(graph)
    per_train = []
    for t in trains:
        seen = {}
        for nodes, paths in walks:
            base = base_if_legal(graph, t, nodes, paths)
            if base is not None:
                seen[frozenset(p.id for p in paths)] = (
                    t.revenue(base), frozenset(p.segment_id for p in paths))
        per_train.append(list(seen.values()))

    def best(i: int, used: frozenset) -> int:
        if i == len(trains):
            return 0
        top = best(i + 1, used)
        for rev, segs in per_train[i]:
            if not segs & used:
                top = max(top, rev + best(i + 1, used | segs))
        return top

    return best(0, frozenset())


# --- random small boards ------------------------------------------------------------------------

KINDS = ["city", "city", "city", "metropolis", "town", "harbour", "mildendo"]


@st.composite
def boards(draw):
    n_stops = draw(st.integers(2, 6))
    n_points = draw(st.integers(0, 4))
    stops = []
    for i in range(n_stops):
        kind = draw(st.sampled_from(KINDS))
        slots = draw(st.integers(0, 2)) if kind in ("city", "metropolis") else 0
        ours = ("x",) if slots and draw(st.booleans()) else ()
        others = tuple(draw(st.lists(st.sampled_from("yz"), max_size=slots - len(ours), unique=True)))
        stops.append(Stop(
            id=f"s{i}", kind=kind, value=draw(st.sampled_from([0, 10, 20, 30, 40])),
            tile=draw(st.sampled_from([None, "t0", "t1", "t2", "t3", "t4"])),
            slots=slots, stations=ours + others,
            end_only=draw(st.sampled_from([None, None, None, True])),
            station_value=draw(st.sampled_from([None, None, 50])),
        ))
    points = [Point(id=f"q{i}") for i in range(n_points)]
    nodes = [s.id for s in stops] + [p.id for p in points]
    n_paths = draw(st.integers(3, 12))
    paths = []
    for i in range(n_paths):
        a, b = draw(st.lists(st.sampled_from(nodes), min_size=2, max_size=2, unique=True))
        paths.append(Path(id=f"p{i}", a=a, b=b, tile=draw(st.sampled_from(["t0", "t1", "t2", "t3"])),
                          segment=draw(st.sampled_from([None, None, None, "g0", "g1"])),
                          company=draw(st.sampled_from([None] * 8 + ["x", "y"]))))
    graph = RouteGraph(stops=tuple(stops), points=tuple(points), paths=tuple(paths),
                       one_station_per_tile=draw(st.booleans()))
    trains = [Train(id=f"T{i}", distance=draw(st.integers(1, 4)), doubled=draw(st.booleans()),
                    obsolete=draw(st.booleans()))
              for i in range(draw(st.integers(1, 3)))]
    return graph, trains


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_optimizer_equals_brute_force(board):
    graph, trains = board
    result = best_routes(graph, COMPANY, trains)
    assert result.exact
    assert result.total == brute_best(graph, trains)
    # The routes it reports are legal, disjoint and add up to the total.
    by_id = {t.id: t for t in trains}
    paths = {p.id: p for p in graph.paths}
    used: set[str] = set()
    for r in result.routes:
        walk = [paths[p] for p in r.paths]
        nodes = [r.stops[0]]
        for p in walk:
            nodes.append(p.b if p.a == nodes[-1] else p.a)
        assert tuple(n for n in nodes if n in {s.id for s in graph.stops}) == r.stops
        base = base_if_legal(graph, by_id[r.train], nodes, walk)
        assert base is not None and by_id[r.train].revenue(base) == r.revenue
        segs = {p.segment_id for p in walk}
        assert not segs & used
        used |= segs
    assert sum(r.revenue for r in result.routes) == result.total


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards())
def test_checker_accepts_the_optimum_with_and_without_paths(board):
    graph, trains = board
    result = best_routes(graph, COMPANY, trains)
    exact = [Submitted(train=r.train, stops=r.stops, paths=r.paths) for r in result.routes]
    named = [Submitted(train=r.train, stops=r.stops) for r in result.routes]
    for submitted in (exact, named):
        check = check_routes(graph, COMPANY, trains, submitted)
        assert check.ok, check.key
        assert check.total == result.total


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(boards(), st.data())
def test_checker_agrees_with_the_rules_on_any_walks(board, data):
    """Any walks given to the trains (legal or not): the checker accepts exactly the legal,
    disjoint ones, with the brute force's revenue; named by stops only, a legal set is accepted
    and whatever track the checker finds for it is legal too."""
    graph, trains = board
    walks = raw_walks(graph)
    if not walks:
        return
    stop_ids = {s.id for s in graph.stops}
    chosen = [(t, data.draw(st.sampled_from(walks))) for t in trains[:data.draw(st.integers(1, len(trains)))]]
    legal, total, used = True, 0, set()
    for t, (nodes, paths) in chosen:
        base = base_if_legal(graph, t, nodes, paths)
        segs = {p.segment_id for p in paths}
        if base is None or segs & used:
            legal = False
            break
        used |= segs
        total += t.revenue(base)
    exact = [Submitted(train=t.id, stops=tuple(n for n in nodes if n in stop_ids),
                       paths=tuple(p.id for p in paths)) for t, (nodes, paths) in chosen]
    check = check_routes(graph, COMPANY, trains, exact)
    assert check.ok == legal, check.key
    if legal:
        assert check.total == total
    named = [s.model_copy(update={"paths": ()}) for s in exact]
    by_stops = check_routes(graph, COMPANY, trains, named)
    if legal:
        assert by_stops.ok and by_stops.total == total
    if by_stops.ok:
        paths = {p.id: p for p in graph.paths}
        used = set()
        by_id = {t.id: t for t in trains}
        for r in by_stops.routes:
            walk = [paths[p] for p in r.paths]
            nodes = [r.stops[0]]
            for p in walk:
                nodes.append(p.b if p.a == nodes[-1] else p.a)
            assert base_if_legal(graph, by_id[r.train], nodes, walk) is not None
            segs = {p.segment_id for p in walk}
            assert not segs & used
            used |= segs
