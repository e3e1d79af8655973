"""The simple AI: a one-ply greedy player that values the score it would have if the game ended now."""
from __future__ import annotations

from games.core import Action
from games.core.ai import GreedyAI

from .actions import BuildTrack, DraftShare
from .companies import COMPANIES
from .state import MiniExpressState


class SimpleAI(GreedyAI):
    """Tries every share purchase and one route per reachable city; keeps what scores best.

    The value of a position for a seat is its score lead over the best opponent, plus a little for
    influence in the companies it holds (influence pays later, when ranks are settled).
    """

    name = "simple"

    def candidates(self, state: MiniExpressState, seat: int) -> list[Action]:
        legal = state.legal_actions(seat)
        if legal and isinstance(legal[0], DraftShare):
            return legal
        seen: set[tuple[str, str]] = set()
        result: list[Action] = []
        held = state.shares[seat]
        for action in legal:
            if isinstance(action, BuildTrack):
                key = (action.company, action.city)
                if key in seen:
                    continue
                best_wild = max(state.wild_choices(action.city), key=lambda c: held.get(c, 0) if c else 0)
                if action.wild != best_wild:
                    continue
                seen.add(key)
            result.append(action)
        return result

    def evaluate(self, state: MiniExpressState, seat: int) -> float:
        scores = state.scores()
        best_other = max(s for i, s in enumerate(scores) if i != seat)
        held = state.shares[seat]
        influence = sum(state.influence[seat][c] * (1 + held[c]) for c in COMPANIES)
        return scores[seat] - best_other + 0.15 * influence
