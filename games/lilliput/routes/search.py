"""The best joint assignment of routes to all of a company's trains (the maximum revenue).

Every legal route is enumerated once for the longest train (``walks``); each train's list holds the
routes within its range, sorted by what that train earns. A branch-and-bound search then gives the
trains routes one by one, the most valuable train first; a branch is cut as soon as what it has
plus the best each remaining train could earn on its own (conflicts ignored) cannot beat the best
total found. Routes of one company may share no track segment. Trains that run identically get
routes in list order only, so no assignment is searched twice. A train may also stay idle.

The search counts its steps (route-walk steps and search nodes together); past ``budget`` it
stops and returns the best total found with ``exact=False``.
"""
from __future__ import annotations

from collections.abc import Sequence

from .graph import Route, RouteGraph, Routes, Train
from .network import Network, build_network
from .walks import Budget, Candidate, enumerate_routes

DEFAULT_BUDGET = 1_000_000


def best_routes(graph: RouteGraph, company: str, trains: Sequence[Train],
                budget: int = DEFAULT_BUDGET) -> Routes:
    if not trains:
        return Routes(total=0)
    net = build_network(graph, company)
    steps = Budget(budget)
    cands = enumerate_routes(net, company, max(t.distance for t in trains), steps)
    exact = not steps.spent
    choice = _joint(cands, list(trains), steps, graph)
    exact = exact and not steps.spent
    total = sum(rev for _, rev, _ in choice)
    routes = tuple(to_route(net, t, c, rev) for t, rev, c in choice)
    return Routes(total=total, routes=routes, exact=exact, nodes=steps.used)


def train_lists(cands: list[Candidate], trains: list[Train],
                graph: RouteGraph | None = None) -> list[list[tuple[int, int, int]]]:
    """Per train: (revenue, segment mask, candidate index), best first, positive revenue only
    (a route's named-city bonus included when ``graph`` has one)."""
    bonus = graph.bonus if graph is not None and graph.named_bonus else (lambda named: 0)
    cache: dict[tuple, list[tuple[int, int, int]]] = {}
    out = []
    for t in trains:
        key = (t.distance, t.doubled, t.obsolete)
        if key not in cache:
            lst = [(t.revenue(c.base, bonus(c.named)) + c.mine, c.segments, i) for i, c in enumerate(cands)
                   if c.range_used <= t.distance]
            lst = [x for x in lst if x[0] > 0]
            lst.sort(key=lambda x: (-x[0], x[2]))
            cache[key] = lst
        out.append(cache[key])
    return out


def _joint(cands: list[Candidate], trains: list[Train], steps: Budget, graph: RouteGraph | None = None
           ) -> list[tuple[Train, int, Candidate]]:
    lists = train_lists(cands, trains, graph)
    kind = [(t.distance, t.doubled, t.obsolete) for t in trains]
    # Most valuable first; trains of one kind next to each other.
    order = sorted(range(len(trains)),
                   key=lambda i: (-(lists[i][0][0] if lists[i] else 0), kind[i], i))
    lists = [lists[i] for i in order]
    keys = [kind[i] for i in order]
    n = len(order)
    # ub[i]: the best the trains i.. could earn, each on its own.
    ub = [0] * (n + 1)
    for i in range(n - 1, -1, -1):
        ub[i] = ub[i + 1] + (lists[i][0][0] if lists[i] else 0)
    # The same train type next to each other: routes in list order (idle = past the end).
    same_as_prev = [i > 0 and keys[i] == keys[i - 1] for i in range(n)]

    # A greedy first answer (each train its best route still free): the bound to beat, and the
    # answer when the budget is gone before the search starts.
    best_total = 0
    best_pick: list[int] = [-1] * n
    used = 0
    for i, lst in enumerate(lists):
        for pos, (rev, mask, _) in enumerate(lst):
            if not mask & used:
                best_pick[i] = pos
                best_total += rev
                used |= mask
                break
    pick = [-1] * n

    def search(i: int, used: int, acc: int, start: int) -> None:
        nonlocal best_total, best_pick
        steps.used += 1
        if i == n:
            if acc > best_total:
                best_total = acc
                best_pick = pick.copy()
            return
        lst = lists[i]
        rest = ub[i + 1]
        first = start if same_as_prev[i] else 0
        nxt_same = i + 1 < n and same_as_prev[i + 1]
        limit = steps.limit
        for pos in range(first, len(lst)):
            rev, mask, _ = lst[pos]
            if acc + rev + rest <= best_total:
                return
            steps.used += 1
            if mask & used:
                continue
            if steps.used > limit:
                return
            pick[i] = pos
            search(i + 1, used | mask, acc + rev, pos + 1 if nxt_same else 0)
        if acc + rest > best_total and not steps.spent:
            pick[i] = -1
            search(i + 1, used, acc, len(lst) if nxt_same else 0)
        pick[i] = -1

    search(0, 0, 0, 0)
    result = []
    for i, pos in enumerate(best_pick):
        if pos >= 0:
            rev, _, ci = lists[i][pos]
            result.append((order[i], rev, cands[ci]))
    result.sort(key=lambda x: x[0])
    return [(trains[i], rev, c) for i, rev, c in result]


def to_route(net: Network, train: Train, cand: Candidate, revenue: int) -> Route:
    node = cand.nodes[0]
    paths: list[str] = []
    for k in cand.edges:
        e = net.edges[k]
        paths.extend(e.paths_from(node))
        node = e.v if node == e.u else e.u
    return Route(train=train.id, stops=tuple(net.node_ids[x] for x in cand.nodes),
                 paths=tuple(paths), revenue=revenue, treasury=cand.mine)
