"""Checking the routes a player names: every rule, one refusal key per broken rule, and the total.

A player names each train's route by its stops in order (as the rulebook writes them:
"Mildendo-D-C-B"), optionally with the exact paths. Without paths the checker looks for track
that realizes every named route at once (no segment shared by the company's trains); with paths it
checks exactly those. The engine compares ``total`` with ``best_routes`` to tell the player when a
better total exists (the rules demand the maximum).

Refusal keys, all in section ``SECTION``:

- ``ll-error-route-unknown-train``: the company has no such train (or names one train twice)
- ``ll-error-route-unknown-stop``: no revenue location with that id
- ``ll-error-route-too-short``: fewer than two revenue locations
- ``ll-error-route-stop-twice``: a location visited twice
- ``ll-error-route-no-station``: no station of the company on the route
- ``ll-error-route-blocked``: passes through a city full of other companies' stations
- ``ll-error-route-end-only``: passes through Mildendo (or another location that only ends routes)
- ``ll-error-route-too-long``: more range locations than the train's range
- ``ll-error-route-same-tile``: two stations of one tile
- ``ll-error-route-unknown-path``: a path id that is not on the board
- ``ll-error-route-foreign-track``: track only another company may use (Laputa)
- ``ll-error-route-not-connected``: the named stops/paths are not joined by track in that order
- ``ll-error-route-switch``: turns back at a switch (stays on one tile at a tile edge)
- ``ll-error-route-skips``: the paths pass a revenue location the route does not count
- ``ll-error-route-track-twice``: one track segment used twice by the company's trains
"""
from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict

from vypravci.games.core.errors import RuleError

from .graph import Route, RouteGraph, Train
from .network import Network, build_network

SECTION = "routes"


class Submitted(BaseModel):
    """One train's route as a player names it."""

    model_config = ConfigDict(frozen=True)

    train: str
    stops: tuple[str, ...]
    paths: tuple[str, ...] = ()


class RouteCheck(BaseModel):
    """``key`` is None when every rule holds; ``total`` is then the routes' revenue."""

    model_config = ConfigDict(frozen=True)

    key: str | None = None
    params: dict = {}
    total: int = 0
    routes: tuple[Route, ...] = ()

    @property
    def ok(self) -> bool:
        return self.key is None

    def error(self) -> RuleError | None:
        return None if self.key is None else RuleError(self.key, SECTION, **self.params)


def check_routes(graph: RouteGraph, company: str, trains: Sequence[Train],
                 submitted: Sequence[Submitted]) -> RouteCheck:
    try:
        return _check(graph, company, trains, submitted)
    except RuleError as r:
        return RouteCheck(key=r.key, params=dict(r.params))


def _check(graph: RouteGraph, company: str, trains: Sequence[Train],
           submitted: Sequence[Submitted]) -> RouteCheck:
    by_id = {t.id: t for t in trains}
    seen: set[str] = set()
    for sub in submitted:
        if sub.train not in by_id or sub.train in seen:
            raise RuleError("ll-error-route-unknown-train", "routes", train=sub.train)
        seen.add(sub.train)
    net = build_network(graph, company)
    index = {s.id: k for k, s in enumerate(graph.stops)}
    # Rules that the stop sequence alone decides, route by route.
    for sub in submitted:
        _check_stops(graph, company, by_id[sub.train], sub, index)
    # The track: explicit paths are checked as given, the rest realized jointly.
    used = 0
    explicit = [s for s in submitted if s.paths]
    realized: dict[str, tuple[str, ...]] = {}
    for sub in explicit:
        mask = _check_paths(graph, net, company, sub)
        if used & mask:
            raise RuleError("ll-error-route-track-twice", "routes", train=sub.train)
        used |= mask
        realized[sub.train] = sub.paths
    implicit = [s for s in submitted if not s.paths]
    options = [_realizations(net, index, sub) for sub in implicit]
    for sub, opts in zip(implicit, options):
        if not opts:
            raise RuleError("ll-error-route-not-connected", "routes", train=sub.train)
        if not any(m & used == 0 for m, _ in opts):
            raise RuleError("ll-error-route-track-twice", "routes", train=sub.train)
    picked = _joint_realization(options, used)
    if picked is None:
        raise RuleError("ll-error-route-track-twice", "routes", train=implicit[-1].train)
    for sub, paths in zip(implicit, picked):
        realized[sub.train] = paths
    routes = []
    for sub in submitted:
        t = by_id[sub.train]
        stops = [graph.stops[index[s]] for s in sub.stops]
        base = sum(s.value_for(company) for s in stops if not s.to_treasury)
        mine = sum(s.value_for(company) for s in stops if s.to_treasury)
        named = sum(1 for s in stops if s.name)
        routes.append(Route(train=t.id, stops=sub.stops, paths=realized[sub.train],
                            revenue=t.revenue(base, graph.bonus(named)) + mine, treasury=mine))
    return RouteCheck(total=sum(r.revenue for r in routes), routes=tuple(routes))


def _check_stops(graph: RouteGraph, company: str, train: Train, sub: Submitted,
                 index: dict[str, int]) -> None:
    for s in sub.stops:
        if s not in index:
            raise RuleError("ll-error-route-unknown-stop", "routes", train=train.id, stop=s)
    stops = [graph.stops[index[s]] for s in sub.stops]
    if len(stops) < 2:
        raise RuleError("ll-error-route-too-short", "routes", train=train.id)
    if len(set(sub.stops)) != len(sub.stops):
        raise RuleError("ll-error-route-stop-twice", "routes", train=train.id)
    if not any(s.has_station(company) for s in stops):
        raise RuleError("ll-error-route-no-station", "routes", train=train.id)
    for s in stops[1:-1]:
        if s.blocked_for(company):
            raise RuleError("ll-error-route-blocked", "routes", train=train.id, stop=s.id)
        if s.end_only:
            raise RuleError("ll-error-route-end-only", "routes", train=train.id, stop=s.id)
    in_range = [s for s in stops if s.counts_for_range]
    if len(in_range) > train.distance:
        raise RuleError("ll-error-route-too-long", "routes", train=train.id, count=len(in_range),
                       distance=train.distance)
    if graph.one_station_per_tile:
        tiles = [s.tile for s in in_range if s.tile is not None]
        if len(set(tiles)) != len(tiles):
            raise RuleError("ll-error-route-same-tile", "routes", train=train.id)


def _check_paths(graph: RouteGraph, net: Network, company: str, sub: Submitted) -> int:
    """Walks the given paths from the first stop; returns their segment mask."""
    paths = {p.id: p for p in graph.paths}
    stop_ids = {s.id for s in graph.stops}
    node = sub.stops[0]
    visited = [node]
    mask = 0
    prev_tile = None
    for pid in sub.paths:
        p = paths.get(pid)
        if p is None:
            raise RuleError("ll-error-route-unknown-path", "routes", train=sub.train, path=pid)
        if not p.usable_by(company):
            raise RuleError("ll-error-route-foreign-track", "routes", train=sub.train, path=pid)
        if node not in (p.a, p.b):
            raise RuleError("ll-error-route-not-connected", "routes", train=sub.train)
        if node not in stop_ids and prev_tile == p.tile:
            raise RuleError("ll-error-route-switch", "routes", train=sub.train)
        bit = 1 << net.segment_index[p.segment_id]
        if mask & bit:
            raise RuleError("ll-error-route-track-twice", "routes", train=sub.train)
        mask |= bit
        node = p.b if node == p.a else p.a
        if node in visited and node not in stop_ids:
            raise RuleError("ll-error-route-not-connected", "routes", train=sub.train)
        visited.append(node)
        prev_tile = p.tile
    passed = tuple(n for n in visited if n in stop_ids)
    if node not in stop_ids or not sub.paths:
        raise RuleError("ll-error-route-not-connected", "routes", train=sub.train)
    if passed != sub.stops:
        if len(set(passed)) != len(passed):
            raise RuleError("ll-error-route-stop-twice", "routes", train=sub.train)
        if len(passed) > len(sub.stops) and _is_subsequence(sub.stops, passed):
            raise RuleError("ll-error-route-skips", "routes", train=sub.train)
        raise RuleError("ll-error-route-not-connected", "routes", train=sub.train)
    return mask


def _is_subsequence(short: Sequence[str], long: Sequence[str]) -> bool:
    it = iter(long)
    return all(x in it for x in short)


def _legs(net: Network, a: int, b: int) -> list[tuple[int, tuple[int, ...], frozenset[int]]]:
    """Every way from stop ``a`` to stop ``b`` over track passing no other stop:
    (segment mask, edges, branch points passed)."""
    out = []
    n_stops = net.n_stops

    def dfs(node: int, tile_in: str | None, mask: int, edges: list[int], points: list[int]) -> None:
        for k, other, tile_here in net.adj[node]:
            if node >= n_stops and tile_here == tile_in:
                continue
            e = net.edges[k]
            if mask & e.segments:
                continue
            if other < n_stops:
                if other == b:
                    out.append((mask | e.segments, (*edges, k), frozenset(points)))
                continue
            if other in points:
                continue
            dfs(other, e.tile_v if e.v == other else e.tile_u, mask | e.segments,
                [*edges, k], [*points, other])

    dfs(a, None, 0, [], [])
    return out


def _realizations(net: Network, index: dict[str, int], sub: Submitted
                  ) -> list[tuple[int, tuple[str, ...]]]:
    """Every track realization of a stop sequence: (segment mask, paths in order)."""
    legs = [_legs(net, index[x], index[y]) for x, y in zip(sub.stops, sub.stops[1:])]
    out = []

    def combine(i: int, node: int, mask: int, points: frozenset[int], paths: tuple[str, ...]) -> None:
        if i == len(legs):
            out.append((mask, paths))
            return
        for m, edges, pts in legs[i]:
            if m & mask or pts & points:
                continue
            seq = []
            cur = node
            for k in edges:
                e = net.edges[k]
                seq.extend(e.paths_from(cur))
                cur = e.v if cur == e.u else e.u
            combine(i + 1, cur, mask | m, points | pts, paths + tuple(seq))

    combine(0, index[sub.stops[0]], 0, frozenset(), ())
    return out


def _joint_realization(options: list[list[tuple[int, tuple[str, ...]]]], used: int
                       ) -> list[tuple[str, ...]] | None:
    picked: list[tuple[str, ...]] = []

    def go(i: int, used: int) -> bool:
        if i == len(options):
            return True
        for mask, paths in options[i]:
            if mask & used == 0:
                picked.append(paths)
                if go(i + 1, used | mask):
                    return True
                picked.pop()
        return False

    return picked if go(0, used) else None

