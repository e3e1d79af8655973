"""Russian Railroads AIs. ``simple``: one-ply greedy on a board evaluation; ``strong``: placements
planned a few go-arounds ahead against the other seats' best answers (``StrongAI.plan``), other
decisions by the generic search's presort (games/core/search.py), on the same evaluation.

The value of a position for a seat is its score plus what its board will earn at the scorings
still to come (rails within locomotive reach, bonuses, industry), a smaller share of what its
rails would earn with longer locomotives, and small values for coins, engineers and unused
tokens. A placement is judged after its own decisions are played out greedily on a copy.
"""
from __future__ import annotations

from vypravci.games.core import Rng
from vypravci.games.core.search import SearchAI, SearchParams

from .actions import Later, Place, Stop
from .main_board.placement import cost
from .data import LINES, load_board
from .player_board.industry import value as industry_value
from .scoring import end_card_points, round_score

ROLLOUT_LIMIT = 12


def _potential(p: dict) -> float:
    board = load_board()
    values = board.revalued if p["revalued"] else board.values
    total = 0.0
    for line in LINES:
        held = p["rails"][line]
        for colour, pos in held.items():
            total += values[colour] * pos * 0.5
    return total


def evaluate(state, seat: int) -> float:
    p = state.players[seat]
    left = max(0, state.rounds - state.round + (0 if state.stage == "over" else 1))
    if state.stage == "over":
        return float(p["score"])
    row = round_score(p)
    industry_next = sum(industry_value(min(pos + 1, 15)) for pos in p["industry"])
    value = p["score"] + left * row["total"]
    value += 0.35 * max(0, left - 1) * _potential(p)
    value += 0.3 * left * (industry_next - row["industry"])
    value += 2.5 * p["coins"] + 6 * len(p["engineers"]) + 1.5 * len(p["tokens"]) * (left > 0)
    value += 4 * left * p["extra"] + 5 * left * p["black"]
    value += sum(end_card_points(p, c) + 4 for c in p["end_cards"]) + 1.5 * left * len(p["factories"])
    if "extra-engineer" in p["end_cards"]:
        value += 8
    return value


def candidates(state, seat: int) -> list:
    """The legal moves with one payment per action space: the cheapest (fewest coins, the black
    worker only where black steps may follow)."""
    legal = state.legal_actions(seat)
    if not legal or not isinstance(legal[0], Place) and not any(isinstance(a, Place) for a in legal):
        return legal
    best: dict[str, Place] = {}
    others = [a for a in legal if not isinstance(a, Place)]
    for a in legal:
        if not isinstance(a, Place):
            continue
        key = a.space
        cur = best.get(key)
        rank = (a.coins, 0 if a.black == ("black" in a.space or a.space == "bottom") else 1)
        if cur is None or rank < (cur.coins, 0 if cur.black == ("black" in cur.space or cur.space == "bottom") else 1):
            best[key] = a
    return list(best.values()) + others


class SimpleAI:
    name = "simple"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def _candidates(self, state, seat: int) -> list:
        return candidates(state, seat)

    def _greedy_finish(self, state, seat: int) -> None:
        """Play this seat's open decisions (not a new turn) greedily one ply deep."""
        for _ in range(ROLLOUT_LIMIT):
            if state.to_act() != seat or state.head() is None:
                return
            options = [a for a in state.legal_actions(seat) if not isinstance(a, Later)]
            state.apply(self._best(state, seat, options, rollout=False))

    def _best(self, state, seat: int, options: list, rollout: bool):
        best, best_value = [], float("-inf")
        for action in options:
            trial = state.clone()
            trial.apply(action)
            if rollout:
                self._greedy_finish(trial, seat)
            value = evaluate(trial, seat) - (0.01 if isinstance(action, Stop) else 0)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return self.rng.choice(best)

    def choose(self, state, seat: int):
        imagined = state.determinize(seat, self.rng.randrange(2**31))
        options = self._candidates(imagined, seat)
        if len(options) == 1:
            return options[0]
        rollout = imagined.head() is None
        return self._best(imagined, seat, options, rollout)


class StrongAI(SearchAI):
    """A placement is judged a few go-arounds ahead (``plan``); any other decision (a step, a
    locomotive, a card…) by the generic search's presort (games/core/search.py): each move's value
    once the follow-up decisions it opens are played as the simple AI plays them, against the best
    other seat (one iteration, the presort as 1000 visits: a tree of 16 iterations measured weaker).

    The plan: every placement (one payment per space) is played with its follow-up decisions; then
    the seats answer in turn order for ``HORIZON`` go-arounds, each taking its best placement that is
    still free and within its workers and coins, ranked once on the position now as the simple AI
    ranks its own (a seat whose best is to pass is out), and we take our own next best the same way.
    Its value is our standing after that minus the best other seat's (every seat's turn-order points
    counted once: they come whenever it passes): a placement that takes the space a rival needs
    most, or leaves ours for later when nobody wants it, wins over an equal gain now. Against simple,
    2 players, seeds 1–40: one go-around 75 %, two 82.5 %, three 85 % (docs/ai.md, "Targets")."""

    name = "strong"
    HORIZON = 3
    params = SearchParams(iterations=1, worlds=4, scale=15.0, max_depth=8, widen_base=2, presort="root",
                          rollout=ROLLOUT_LIMIT, presort_rollout=True, prior=1000)

    def __init__(self, seed: int = 0, params: SearchParams | None = None) -> None:
        super().__init__(seed, params)
        self.simple = SimpleAI(seed + 1)

    def values(self, state, viewer: int) -> list[float]:
        return [evaluate(state, s) for s in range(state.n)]

    def root_candidates(self, state, seat: int) -> list:
        return candidates(state, seat)

    def candidates(self, state, seat: int) -> list:
        move = self.rollout_move(state, seat)  # an open follow-up decision: the simple AI's move
        return [move] if move is not None else candidates(state, seat)

    def rollout_move(self, state, seat: int):
        if state.head() is None:  # no follow-up decision open: the position is quiet
            return None
        options = [a for a in state.legal_actions(seat) if not isinstance(a, Later)]
        return self.simple._best(state, seat, options, rollout=False) if options else None

    def choose(self, state, seat: int):
        if len(state.legal_actions(seat)) > 1 and state.head() is None and state.ask["kind"] == "turn":
            return self.plan(state.determinize(seat, self.rng.randrange(1 << 31)), seat)
        return super().choose(state, seat)

    # ------------------------------------------------------------------ the placement plan
    def plan(self, world, seat: int):
        """The placement with the best standing after ``HORIZON`` go-arounds (class docstring)."""
        own = [(gain, space) if space is not None else (0.0, None) for gain, space in ranking(world, seat, self.simple)]
        own.sort(key=lambda entry: -entry[0])  # our own line stops when no placement gains
        upcoming = [s for s in _after(world, seat) if not world.players[s]["passed"]]
        rivals = {s: ranking(world, s, self.simple) for s in upcoming}
        best, best_value = None, float("-inf")
        for action in candidates(world, seat):
            child = world
            if isinstance(action, Place):  # passing is valued as its points (no round ends in the line)
                child = world.clone()
                child.apply(action)
                self.simple._greedy_finish(child, seat)
            value = self._line_value(world, child, seat, action, own, rivals)
            if value > best_value + 1e-9:
                best, best_value = action, value
        return best

    def _line_value(self, world, child, seat: int, action, own: list, rivals: dict) -> float:
        space = action.space if isinstance(action, Place) else None
        taken = {space} if space else set()
        used = {space} if space and space.startswith("own-") else set()  # an engineer works once a round
        mine = evaluate(child, seat)
        others = {s: evaluate(child, s) for s in range(world.n) if s != seat}
        budget = {s: _budget(world.players[s]) for s in rivals}
        budget[seat] = _budget(child.players[seat])
        live = {s: True for s in rivals} | {seat: space is not None}
        # passing scores the seat's place in the turn order whenever it passes: the points count once
        # at the end of every line
        points = {s: load_board().turn_order_points[world.order.index(s)] for s in range(world.n)}
        for _ in range(self.HORIZON):
            for s in list(rivals) + [seat]:
                if not live[s]:
                    continue
                gain, pick, paid = _pick(own if s == seat else rivals[s], taken, budget[s],
                                         used if s == seat else ())
                if pick is None:  # the seat passes (its points below) or has nothing left
                    live[s], gain = False, 0.0
                else:
                    taken.add(pick)
                    budget[s] -= paid
                    if s == seat:
                        used.add(pick)
                if s == seat:
                    mine += gain
                else:
                    others[s] += gain
        mine += points[seat]
        for s in rivals:
            others[s] += points[s]
        return mine - max(others.values())


def _after(state, seat: int) -> list[int]:
    """The other seats in the turn order after ``seat``."""
    pos = state.order.index(seat)
    return [state.order[(pos + k) % state.n] for k in range(1, state.n)]


def _budget(p: dict) -> int:
    """Workers (seasonal and black ones too) and coins a seat can still place with this round."""
    return p["workers"] + p["seasonal"] + (1 if p["black_ready"] else 0) + p["coins"]


def ranking(world, seat: int, simple: SimpleAI) -> list[tuple[float, str | None]]:
    """(gain, space) of ``seat``'s placements (space None: passing) on the position as if it were
    its turn, best first: its value after the placement and the follow-up decisions the simple AI
    plays, minus its value now."""
    turn = world.clone()
    turn.ask, turn.active, turn.tasks = {"kind": "turn", "seat": seat}, None, []
    base = evaluate(turn, seat)
    out = []
    for action in candidates(turn, seat):
        trial = turn.clone()
        trial.apply(action)
        simple._greedy_finish(trial, seat)
        out.append((evaluate(trial, seat) - base, action.space if isinstance(action, Place) else None))
    out.sort(key=lambda entry: -entry[0])
    return out


def _pick(ranked: list, taken: set, budget: int, used=()) -> tuple[float, str | None, int]:
    """The best entry of ``ranked`` still free (the bottom space never closes) and affordable:
    (gain, space, workers and coins it costs); a pass ranked first ends the seat's round."""
    for gain, space in ranked:
        if space is None:
            return gain, None, 0
        if space in used or (space in taken and space != "bottom" and not space.startswith("own-")):
            continue
        workers, coins = cost(None, space)
        if workers + coins <= budget:
            return gain, space, workers + coins
    return 0.0, None, 0
