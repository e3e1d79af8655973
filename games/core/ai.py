"""AI seats. An AI chooses one legal action for a seat; its randomness is its own seeded Rng."""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from .rng import Rng

if TYPE_CHECKING:  # the game's contract names its AIs (game.py imports this module)
    from .game import Action, GameState


class AI(Protocol):
    def choose(self, state: GameState, seat: int) -> Action: ...


class RandomAI:
    """Uniformly random legal moves: the baseline the conformance suite plays with."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state: GameState, seat: int) -> Action:
        return self.rng.choice(state.legal_actions(seat))


class LookaheadAI:
    """The shared AI skeleton: determinize → try → evaluate.

    For each of ``samples`` imagined copies of the game (``state.determinize``: other seats'
    secrets and future draws redrawn, so the AI never peeks), every candidate action is tried
    (``trial``: applied to a copy) and the result scored (``evaluate``); the candidate with the
    best mean wins, ties broken by the AI's own Rng so play stays deterministic. A game supplies
    ``evaluate`` and, where the legal list is long, ``candidates`` (a manageable subset).
    """

    name = "lookahead"
    samples = 1

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def candidates(self, state: GameState, seat: int) -> list[Action]:
        return state.legal_actions(seat)

    def evaluate(self, state: GameState, seat: int) -> float:
        return float(state.scores()[seat])

    def worlds(self, state: GameState, seat: int) -> list[GameState]:
        return [state.determinize(seat, self.rng.randrange(2**31)) for _ in range(self.samples)]

    def trial(self, world: GameState, action: Action) -> GameState:
        after = world.clone()
        after.apply(action)
        return after

    def choose(self, state: GameState, seat: int) -> Action:
        options = self.candidates(state, seat)
        worlds = self.worlds(state, seat)
        best: list[Action] = []
        best_value = float("-inf")
        for action in options:
            value = sum(self.evaluate(self.trial(w, action), seat) for w in worlds) / len(worlds)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return self.rng.choice(best)


class GreedyAI(LookaheadAI):
    """One-ply lookahead on one imagined copy: the skeleton with one sample."""

    name = "greedy"
