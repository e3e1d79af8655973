"""The generic strong AI: information-set Monte Carlo tree search over the engine contract.

After Cowling, Powley & Whitehouse, *Information Set Monte Carlo Tree Search* (2012), single-observer
variant, and OpenSpiel's ``ismcts``. The search sees only its own seat's view: it starts from
``state.determinize(seat, seed)`` copies — other seats' secrets and future chance (draws, an automa's
tokens) redrawn with seeds of its own — and only ever calls ``legal_actions`` / ``candidates``,
``apply``, ``clone``, ``is_terminal``, ``ranking`` and the game's own evaluation on those copies.

One iteration:
1. take the next imagined world (``worlds`` of them, cycled; chance inside ``apply`` follows the
   world's seed, so chance is handled by determinization) and clone it;
2. walk down the tree: at each node the seat to act picks, among the candidates legal in this world
   (``candidates``, best first — a game orders and prunes them), a move not tried yet, else the best
   by UCB1 with availability counts (ISMCTS); progressive widening lets a node consider only its
   first ``widen_base + widen_coef × visits^widen_alpha`` candidates, so large action spaces
   (routes, tile lays) are opened best first as the node earns visits;
3. the first new move is applied and the position evaluated — ``values`` (the game's estimate of
   each seat's final standing, in points) or the result of a finished game — after at most
   ``rollout`` moves of a cheap policy; no full random playouts;
4. every node on the path adds the utility of the seat that chose there (max^n for any number of
   seats; an automa seat counts as an opponent to beat).
The move played is the root's most visited (ties: higher mean, then the game's order).

The budget is a number of iterations, never the clock, so a decision replays exactly for its seed.

A game makes its ``strong`` AI by subclassing ``SearchAI`` in ``games/<game>/ai.py``: it sets
``params`` and supplies ``values`` (and usually ``candidates``; optionally ``root_candidates``,
``reply`` for ``params.replies`` and ``rollout_move`` for ``params.rollout``).
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass, replace
from typing import Any

from .errors import RuleError
from .game import Action, GameState
from .rng import Rng


@dataclass(frozen=True)
class SearchParams:
    """The search's knobs (per game: ``SearchAI.params``)."""

    iterations: int = 300  # simulations per decision: the budget (counted, never timed)
    worlds: int = 8  # imagined copies (determinizations) cycled through the iterations
    exploration: float = 0.5  # UCB1 constant; utilities lie in [0, 1]
    widen_base: int = 3  # progressive widening: candidates a node considers at first …
    widen_coef: float = 1.0  # … plus coef × visits^alpha
    widen_alpha: float = 0.5
    max_depth: int = 6  # moves below the root before a position is evaluated
    rollout: int = 0  # moves of ``rollout_move`` played after the tree before evaluating
    scale: float = 5.0  # a lead of ``scale`` points ≈ 73 % utility (logistic)
    win_weight: float = 0.9  # a finished game: win (1/0) × this + (1 − this) × margin utility
    presort: str = "root"  # order candidates by their one-move utility (an apply each): at the
    # "root" only, at every node of the searching seat ("own"), or "off"; that utility also counts
    # as one visit of each move, so the search starts from the greedy choice and leaves it on evidence
    presort_limit: int = 12  # "own": only nodes with at most this many candidates (the root: any)
    presort_rollout: bool = False  # presort after the move and ``rollout`` moves of ``rollout_move``
    # (a move judged with the follow-up decisions it opens played out), not after the move alone
    prior: int = 1  # the presorted utility counts as this many visits of the move (a stronger
    # prior: the search leaves the greedy order only on more evidence)
    replies: bool = False  # other seats play ``reply`` (one modelled move) instead of being searched


def action_key(action: Action) -> Any:
    """A hashable key of an action (the action itself when it is hashable)."""
    try:
        hash(action)
        return action
    except TypeError:
        return json.dumps(action.to_dict(), sort_keys=True)


class Edge:
    """One move out of a node: its visits, the chooser's total utility, how often it was available."""

    __slots__ = ("action", "visits", "total", "avail", "children")

    def __init__(self, action: Action) -> None:
        self.action = action
        self.visits = 0
        self.total = 0.0
        self.avail = 0
        self.children: dict[int | None, Node] = {}  # by the seat to act after the move


class Node:
    """A decision point of the tree: the same moves from the root (an information set of the
    searching seat). Candidates are asked once per imagined world that reaches it."""

    __slots__ = ("seat", "visits", "edges", "moves")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.edges: dict[Any, Edge] = {}
        self.moves: dict[int, list[Any]] = {}  # world index → candidate keys, best first


@dataclass
class SearchStats:
    """What the last decision's search did (for tests and tuning)."""

    iterations: int = 0
    nodes: int = 0
    root: list[tuple[Action, int, float]] | None = None  # (move, visits, mean utility), best first


class SearchAI:
    """Information-set MCTS with a game's evaluation (see the module docstring).

    Override ``values`` (required), ``candidates`` (ordering and pruning), ``root_candidates``,
    ``reply``, ``rollout_move``; set ``params``. ``choose`` is deterministic for the AI's seed.
    """

    name = "strong"
    params = SearchParams()

    def __init__(self, seed: int = 0, params: SearchParams | None = None) -> None:
        self.rng = Rng(seed)
        if params is not None:
            self.params = params
        self.stats = SearchStats()
        self._root: Node | None = None

    # ------------------------------------------------------------------ what a game supplies
    def values(self, state: GameState, viewer: int) -> list[float]:
        """Each seat's estimated final standing in points (higher is better), in an imagined world
        of ``viewer``'s. Default: the current scores."""
        return [float(s) for s in state.scores()]

    def candidates(self, state: GameState, seat: int) -> list[Action]:
        """The moves worth searching for ``seat``, best first (legal ones only). Default: all."""
        return state.legal_actions(seat)

    def root_candidates(self, state: GameState, seat: int) -> list[Action]:
        """The moves searched at the root (the decision itself). Default: ``candidates``; a game may
        offer more here than it affords at every node of the tree."""
        return self.candidates(state, seat)

    def rollout_move(self, state: GameState, seat: int) -> Action | None:
        """A cheap move for ``params.rollout`` playout steps. Default: the first candidate."""
        moves = self.candidates(state, seat)
        return moves[0] if moves else None

    def reply(self, state: GameState, seat: int) -> Action | None:
        """Another seat's modelled move when ``params.replies`` is set. Default: ``rollout_move``."""
        return self.rollout_move(state, seat)

    # ------------------------------------------------------------------ utilities
    def utilities(self, state: GameState, viewer: int) -> list[float]:
        """Each seat's utility in [0, 1]: a logistic of its lead over the best other seat, and for a
        finished game mostly whether it won."""
        p = self.params
        if state.is_terminal():
            scores = [float(s) for s in state.scores()]
            winner = state.ranking()[0]
            margins = _margins(scores)
            return [p.win_weight * (s == winner) + (1 - p.win_weight) * _logistic(m / p.scale)
                    for s, m in enumerate(margins)]
        return [_logistic(m / p.scale) for m in _margins(self.values(state, viewer))]

    # ------------------------------------------------------------------ the search
    def choose(self, state: GameState, seat: int) -> Action:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            self.stats = SearchStats(root=[(legal[0], 0, 0.0)])
            return legal[0]
        p = self.params
        worlds = [state.determinize(seat, self.rng.randrange(1 << 31)) for _ in range(max(1, p.worlds))]
        root = self._root = Node(seat)
        nodes = 1
        for i in range(p.iterations):
            w = i % len(worlds)
            world = worlds[w].clone()
            nodes += self._iterate(root, world, w, seat)
        edges = [root.edges[k] for k in root.moves.get(0, [])] or list(root.edges.values())
        order = {id(e): i for i, e in enumerate(edges)}
        ranked = sorted(edges, key=lambda e: (-e.visits, -(e.total / e.visits if e.visits else 0.0), order[id(e)]))
        self.stats = SearchStats(iterations=p.iterations, nodes=nodes,
                                 root=[(e.action, e.visits, e.total / e.visits if e.visits else 0.0) for e in ranked])
        if not ranked:  # pragma: no cover - the root always has candidates
            return self.rng.choice(legal)
        return ranked[0].action

    def _moves(self, node: Node, world: GameState, w: int, seat: int, viewer: int) -> list[Any]:
        keys = node.moves.get(w)
        if keys is None:
            if node is self._root:
                actions = self.root_candidates(world, seat)
            elif self.params.replies and seat != viewer:
                move = self.reply(world, seat)
                actions = [move] if move is not None else []
            else:
                actions = self.candidates(world, seat)
            keys = []
            for action in actions:
                key = action_key(action)
                if key not in node.edges:
                    node.edges[key] = Edge(action)
                keys.append(key)
            presort = self.params.presort
            if len(keys) > 1 and ((presort == "root" and node is self._root and w == 0)
                                  or (presort == "own" and seat == viewer and (w == 0 or not node.moves)
                                      and (node is self._root or len(keys) <= self.params.presort_limit))):
                keys = self._presort(world, seat, viewer, keys, node)
            elif node.moves and keys:
                first = next(iter(node.moves.values()))  # keep the first world's order (the root's presort)
                rank = {k: i for i, k in enumerate(first)}
                keys.sort(key=lambda k: rank.get(k, len(rank)))
            node.moves[w] = keys
        return keys

    def _presort(self, world: GameState, seat: int, viewer: int, keys: list[Any], node: Node) -> list[Any]:
        """Candidates ordered by the chooser's utility one move ahead (ties keep the game's order);
        that utility counts as each move's first visit."""
        scored = []
        p = self.params
        for i, key in enumerate(keys):
            child = world.clone()
            try:
                child.apply(node.edges[key].action)
            except RuleError:
                continue
            if p.presort_rollout:
                self._rollout(child)
            scored.append((-self.utilities(child, viewer)[seat], i, key))
        scored.sort()
        for value, _, key in scored:  # the one-move utility as the first ``prior`` visits
            edge = node.edges[key]
            if edge.visits == 0:
                edge.visits, edge.total, edge.avail = p.prior, -value * p.prior, p.prior
        return [key for _, _, key in scored]

    def _rollout(self, world: GameState) -> None:
        """``params.rollout`` moves of ``rollout_move`` (fewer where it has none) in ``world``."""
        for _ in range(self.params.rollout):
            seat = world.to_act()
            if seat is None:
                break
            move = self.rollout_move(world, seat)
            if move is None:
                break
            try:
                world.apply(move)
            except RuleError:  # pragma: no cover - a rollout policy plays legal moves
                break

    def _iterate(self, root: Node, world: GameState, w: int, viewer: int) -> int:
        """One simulation in ``world`` (changed in place). Returns the nodes it added."""
        p = self.params
        path: list[tuple[Node, Edge]] = []
        node, added, depth = root, 0, 0
        while True:
            seat = world.to_act()
            if seat is None or world.is_terminal():
                break
            keys = self._moves(node, world, w, seat, viewer)
            if not keys:
                break
            allowed = keys[: p.widen_base + int(p.widen_coef * node.visits ** p.widen_alpha)] if len(keys) > p.widen_base else keys
            edge = self._select(node, allowed)
            try:
                world.apply(edge.action)
            except RuleError:  # not legal in this world after all: judge the position as it is
                break
            path.append((node, edge))
            depth += 1
            after = world.to_act()
            child = edge.children.get(after)
            if child is None or depth >= p.max_depth:
                if child is None and after is not None:
                    edge.children[after] = Node(after)
                    added += 1
                break
            node = child
        self._rollout(world)
        utils = self.utilities(world, viewer)
        for n, e in path:
            n.visits += 1
            e.visits += 1
            e.total += utils[n.seat] if n.seat < len(utils) else 0.0
        return added

    def _select(self, node: Node, allowed: list[Any]) -> Edge:
        edges = node.edges
        for key in allowed:
            edges[key].avail += 1
        for key in allowed:  # an untried move first, in the game's order
            if edges[key].visits == 0:
                return edges[key]
        c = self.params.exploration
        best, best_value = None, -math.inf
        for key in allowed:
            e = edges[key]
            value = e.total / e.visits + c * math.sqrt(math.log(max(e.avail, 1)) / e.visits)
            if value > best_value:
                best, best_value = e, value
        return best  # type: ignore[return-value]

    def with_params(self, **changes: Any) -> "SearchAI":
        """This AI with some knobs changed (for tuning and tests)."""
        self.params = replace(self.params, **changes)
        return self


def _margins(values: list[float]) -> list[float]:
    """Each seat's lead over the best other seat (negative when behind)."""
    if len(values) < 2:
        return [0.0 for _ in values]
    top = sorted(values, reverse=True)
    return [v - (top[1] if v == top[0] else top[0]) for v in values]


def _logistic(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))
