"""AI seats. An AI chooses one legal action for a seat; its randomness is its own seeded Rng."""
from __future__ import annotations

from typing import Protocol

from .game import Action, GameState
from .rng import Rng


class AI(Protocol):
    def choose(self, state: GameState, seat: int) -> Action: ...


class RandomAI:
    """Uniformly random legal moves: the baseline the conformance suite plays with."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state: GameState, seat: int) -> Action:
        return self.rng.choice(state.legal_actions(seat))


class GreedyAI:
    """One-ply lookahead: try each candidate action on a copy, keep the best by ``evaluate``.

    Games supply ``candidates`` (a manageable subset of legal actions) and ``evaluate`` (how good a
    state is for a seat). Ties are broken by the AI's own Rng, so play stays deterministic.
    """

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def candidates(self, state: GameState, seat: int) -> list[Action]:
        return state.legal_actions(seat)

    def evaluate(self, state: GameState, seat: int) -> float:
        return float(state.scores()[seat])

    def choose(self, state: GameState, seat: int) -> Action:
        options = self.candidates(state, seat)
        best: list[Action] = []
        best_value = float("-inf")
        imagined = state.determinize(seat, self.rng.randrange(2**31))  # no peeking at secrets
        for action in options:
            trial = imagined.clone()
            trial.apply(action)
            value = self.evaluate(trial, seat)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return self.rng.choice(best)
