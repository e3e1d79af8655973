"""Every legal route of one company, found by a depth-first walk over the contracted network.

A route is a walk from a stop to another stop that
- uses no track segment twice and visits no node (stop or branch point) twice;
- crosses into another tile at every branch point it passes (so never turns back at a switch);
- passes only stops that are neither blocked for the company nor end-only (those may end it);
- visits at least one stop holding the company's station;
- visits at most ``max_distance`` range stops (it may skip none it passes), and with
  ``one_station_per_tile`` at most one range stop per tile.
A walk and its reverse are the same route: each is kept once (from its lower-numbered end).
"""
from __future__ import annotations

import heapq
from dataclasses import dataclass

from .network import Network


@dataclass(frozen=True)
class Candidate:
    """A legal route with its base value (sum of location values, before the train's rules)."""

    base: int
    range_used: int
    segments: int
    edges: tuple[int, ...]
    nodes: tuple[int, ...]
    named: int = 0  # named stops visited (Allenbeck-Tottenham-Express)
    mine: int = 0  # mine money on the route (scenario tiles), outside the train's revenue


class Budget:
    """Counts search steps; ``spent`` turns True once the limit is passed."""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.used = 0

    @property
    def spent(self) -> bool:
        return self.used > self.limit


@dataclass(frozen=True)
class StopFacts:
    """The per-company view of each stop node."""

    value: list[int]
    range_: list[int]
    station: list[bool]
    passable: list[bool]
    tile_bit: list[int]
    named: list[int]
    mine: list[int]


def stop_facts(net: Network, company: str) -> StopFacts:
    graph = net.graph
    tiles: dict[str, int] = {}
    value, range_, station, passable, tile_bit = [], [], [], [], []
    named = [1 if s.name else 0 for s in graph.stops]
    mine = [s.value_for(company) if s.to_treasury else 0 for s in graph.stops]
    for s in graph.stops:
        value.append(0 if s.to_treasury else s.value_for(company))
        range_.append(1 if s.counts_for_range else 0)
        station.append(s.has_station(company))
        passable.append(not s.blocked_for(company) and not s.end_only)
        if graph.one_station_per_tile and s.counts_for_range and s.tile is not None:
            tile_bit.append(1 << tiles.setdefault(s.tile, len(tiles)))
        else:
            tile_bit.append(0)
    return StopFacts(value, range_, station, passable, tile_bit, named, mine)


def _to_station(net: Network, facts: StopFacts) -> list[float]:
    """A lower bound, per node, on the range stops still to visit (after it) to reach a station."""
    n_stops = net.n_stops
    n = len(net.node_ids)
    inf = float("inf")
    # f[x]: range stops counted from entering x until a station is reached, x included.
    f = [inf] * n
    heap = []
    for x in range(n_stops):
        if facts.station[x]:
            f[x] = facts.range_[x]
            heap.append((f[x], x))
    heapq.heapify(heap)
    while heap:
        d, x = heapq.heappop(heap)
        if d > f[x]:
            continue
        for _, y, _ in net.adj[x]:
            if y < n_stops and (facts.station[y] or not facts.passable[y]):
                continue
            cost = d + (facts.range_[y] if y < n_stops else 0)
            if cost < f[y]:
                f[y] = cost
                heapq.heappush(heap, (cost, y))
    h = [inf] * n
    for x in range(n):
        if x < n_stops and facts.station[x]:
            h[x] = 0
            continue
        h[x] = min((f[y] for _, y, _ in net.adj[x]), default=inf)
    return h


def enumerate_routes(net: Network, company: str, max_distance: int, budget: Budget) -> list[Candidate]:
    """All legal routes of ``company`` using at most ``max_distance`` range stops (until the
    budget runs out)."""
    facts = stop_facts(net, company)
    n_stops = net.n_stops
    h = _to_station(net, facts)
    # Per node: (edge, other node, tile here, tile at the other end, segment mask).
    adj = [[(k, other, here, net.edges[k].tile_v if net.edges[k].v == other else net.edges[k].tile_u,
             net.edges[k].segments) for k, other, here in links] for links in net.adj]
    value, range_, station, passable, tile_bit, named, mine = (
        facts.value, facts.range_, facts.station, facts.passable, facts.tile_bit, facts.named, facts.mine)
    out: list[Candidate] = []
    path_edges: list[int] = []
    path_nodes: list[int] = []
    limit = budget.limit

    def dfs(node: int, tile_in: str | None, visited: int, used: int, rng: int, tiles: int,
            has_station: bool, base: int, nm: int, mn: int) -> None:
        links = adj[node]
        budget.used += len(links)
        if budget.used > limit:
            return
        at_point = node >= n_stops
        for k, other, tile_here, tile_there, seg in links:
            if at_point and tile_here == tile_in:
                continue  # a point: the route must cross into the other tile
            bit = 1 << other
            if visited & bit or used & seg:
                continue
            if other < n_stops:
                r = rng + range_[other]
                if r > max_distance:
                    continue
                tb = tile_bit[other]
                if tiles & tb:
                    continue
                st = has_station or station[other]
                b = base + value[other]
                m = nm + named[other]
                money = mn + mine[other]
                path_edges.append(k)
                path_nodes.append(other)
                if st and path_nodes[0] < other:
                    budget.used += len(path_edges)
                    out.append(Candidate(b, r, used | seg, tuple(path_edges), tuple(path_nodes), m, money))
                if passable[other] and (st or r + h[other] <= max_distance):
                    dfs(other, None, visited | bit, used | seg, r, tiles | tb, st, b, m, money)
                path_edges.pop()
                path_nodes.pop()
            elif has_station or rng + h[other] <= max_distance:
                path_edges.append(k)
                dfs(other, tile_there, visited | bit, used | seg, rng, tiles, has_station, base, nm, mn)
                path_edges.pop()

    for s in range(n_stops):
        if not adj[s]:
            continue
        r = range_[s]
        if r > max_distance:
            continue
        if not station[s] and r + h[s] > max_distance:
            continue
        path_nodes.append(s)
        dfs(s, None, 1 << s, 0, r, tile_bit[s], station[s], value[s], named[s], mine[s])
        path_nodes.pop()
        if budget.spent:
            break
    return out
