"""Russian Railroads AIs. ``simple``: one-ply greedy on a board evaluation; ``strong``: the generic
search (games/core/search.py) with the same evaluation as each seat's estimated standing.

The value of a position for a seat is its score plus what its board will earn at the scorings
still to come (rails within locomotive reach, bonuses, industry), a smaller share of what its
rails would earn with longer locomotives, and small values for coins, engineers and unused
tokens. A placement is judged after its own decisions are played out greedily on a copy.
"""
from __future__ import annotations

from vypravci.games.core import Rng
from vypravci.games.core.search import SearchAI, SearchParams

from .actions import Later, Place, Stop
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
    """Information-set MCTS (games/core/search.py) on ``evaluate`` for every seat. A searched line
    ends at a quiet position: the follow-up decisions of a placement still open are played out as
    the simple AI plays them (``rollout_move``) before the position is valued."""

    name = "strong"
    params = SearchParams(iterations=64, worlds=4, scale=15.0, max_depth=3, widen_base=2, presort="own",
                          rollout=ROLLOUT_LIMIT)

    def __init__(self, seed: int = 0, params: SearchParams | None = None) -> None:
        super().__init__(seed, params)
        self.simple = SimpleAI(seed + 1)

    def values(self, state, viewer: int) -> list[float]:
        return [evaluate(state, s) for s in range(state.n)]

    def candidates(self, state, seat: int) -> list:
        return candidates(state, seat)

    def rollout_move(self, state, seat: int):
        if state.head() is None:  # no follow-up decision open: the position is quiet
            return None
        options = [a for a in state.legal_actions(seat) if not isinstance(a, Later)]
        return self.simple._best(state, seat, options, rollout=False) if options else None
