"""The contracted network: the route graph reduced to stops and branch points.

A point where exactly two paths of different tiles meet is passed straight through, so chains of
such points fold into one edge carrying the set of track segments it uses (a bit mask). Track that
no route can ever use is dropped first: a point whose live paths all lie on one tile cannot be
crossed and is not a stop, so every path ending there is a dead end.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .graph import RouteGraph


@dataclass(frozen=True)
class Edge:
    """A chain of paths from node ``u`` to node ``v``; ``tile_u``/``tile_v`` are the tiles of its
    first and last path (what the tile-crossing rule looks at when ``u``/``v`` is a point)."""

    u: int
    v: int
    tile_u: str
    tile_v: str
    segments: int
    paths: tuple[str, ...]

    def paths_from(self, node: int) -> tuple[str, ...]:
        return self.paths if node == self.u else tuple(reversed(self.paths))


@dataclass
class Network:
    """Nodes ``0 .. len(stops)-1`` are the graph's stops in order; later nodes are branch points.
    ``adj[n]`` lists ``(edge index, other node, tile at n)``."""

    graph: RouteGraph
    node_ids: list[str]
    edges: list[Edge] = field(default_factory=list)
    adj: list[list[tuple[int, int, str]]] = field(default_factory=list)
    segment_index: dict[str, int] = field(default_factory=dict)

    @property
    def n_stops(self) -> int:
        return len(self.graph.stops)


def _live_paths(graph: RouteGraph, company: str) -> list[int]:
    """Indices of paths that some route of ``company`` could traverse (dead-end track removed)."""
    stop_ids = {s.id for s in graph.stops}
    live = {i for i, p in enumerate(graph.paths) if p.usable_by(company)}
    at: dict[str, set[int]] = {}
    for i, p in enumerate(graph.paths):
        at.setdefault(p.a, set()).add(i)
        at.setdefault(p.b, set()).add(i)
    changed = True
    while changed:
        changed = False
        for node, incident in at.items():
            if node in stop_ids:
                continue
            mine = incident & live
            if mine and len({graph.paths[i].tile for i in mine}) < 2:
                live -= mine
                changed = True
    return sorted(live)


def build_network(graph: RouteGraph, company: str) -> Network:
    """The contracted network of the track ``company`` may use."""
    stop_ids = [s.id for s in graph.stops]
    live = _live_paths(graph, company)
    at: dict[str, list[int]] = {}
    for i in live:
        p = graph.paths[i]
        at.setdefault(p.a, []).append(i)
        at.setdefault(p.b, []).append(i)
    is_stop = set(stop_ids)
    # A pass point: two live paths on different tiles (guaranteed different by _live_paths).
    passing = {n for n, inc in at.items() if n not in is_stop and len(inc) == 2}
    node_ids = list(stop_ids) + sorted(n for n in at if n not in is_stop and n not in passing)
    index = {n: k for k, n in enumerate(node_ids)}
    seg_index: dict[str, int] = {}
    for p in graph.paths:
        seg_index.setdefault(p.segment_id, len(seg_index))
    net = Network(graph=graph, node_ids=node_ids, adj=[[] for _ in node_ids], segment_index=seg_index)

    used: set[int] = set()
    for start in live:
        if start in used:
            continue
        chain = _chain(graph, at, passing, start)
        used.update(i for i, _ in chain)
        u, v = _chain_ends(graph, chain)
        if u in passing or v in passing:
            continue  # a closed ring of pass points: no stop or branch on it
        if u == v:
            continue  # a loop back to its own node: using it would visit that node twice
        mask = 0
        ok = True
        for i, _ in chain:
            bit = 1 << seg_index[graph.paths[i].segment_id]
            if mask & bit:
                ok = False
            mask |= bit
        if not ok:
            continue
        e = Edge(index[u], index[v], graph.paths[chain[0][0]].tile, graph.paths[chain[-1][0]].tile,
                 mask, tuple(graph.paths[i].id for i, _ in chain))
        k = len(net.edges)
        net.edges.append(e)
        net.adj[e.u].append((k, e.v, e.tile_u))
        net.adj[e.v].append((k, e.u, e.tile_v))
    return net


def _chain(graph: RouteGraph, at, passing, start: int) -> list[tuple[int, bool]]:
    """The maximal chain through pass points containing path ``start``, as (path, forward) pairs
    ordered from one end to the other (forward: the path runs a → b along the chain)."""
    def walk(i: int, node: str, seen: set[int]) -> list[tuple[int, bool]]:
        out = []
        while node in passing:
            nxt = [j for j in at[node] if j != i]
            j = nxt[0]
            if j in seen:
                break
            seen.add(j)
            p = graph.paths[j]
            forward = p.a == node
            out.append((j, forward))
            node = p.b if forward else p.a
            i = j
        return out

    p = graph.paths[start]
    seen = {start}
    ahead = walk(start, p.b, seen)
    behind = walk(start, p.a, seen)
    return [(j, not f) for j, f in reversed(behind)] + [(start, True)] + ahead


def _chain_ends(graph: RouteGraph, chain: list[tuple[int, bool]]) -> tuple[str, str]:
    first, f0 = chain[0]
    last, f1 = chain[-1]
    p0, p1 = graph.paths[first], graph.paths[last]
    u = p0.a if f0 else p0.b
    v = p1.b if f1 else p1.a
    return u, v


def node_is_point(net: Network, node: int) -> bool:
    return node >= net.n_stops
