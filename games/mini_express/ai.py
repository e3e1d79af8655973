"""The simple AI: a one-ply greedy player that values the score it would have if the game ended now."""
from __future__ import annotations

from games.core import Action
from games.core.ai import GreedyAI

from .actions import BuildTrack, BuyShare
from .companies import COMPANIES
from .state import MiniExpressState


class SimpleAI(GreedyAI):
    """Tries every share purchase and one route per reachable city; keeps what scores best.

    The value of a position for a seat is its score lead over the best opponent, plus a little for
    influence in the companies it holds (influence pays later, when ranks are settled).
    """

    name = "simple"

    def candidates(self, state: MiniExpressState, seat: int) -> list[Action]:
        if state.phase == "draft":
            return state.legal_actions(seat)
        held = state.shares[seat]
        result: list[Action] = [BuyShare(seat=seat, company=c) for c in COMPANIES if state._buy_error(seat, c) is None]
        for company in COMPANIES:
            for city_id in state.build_targets(company):
                wild = max(state.wild_choices(city_id), key=lambda c: held.get(c, 0) if c else 0)
                route = state.routes_to(company, city_id)[0]
                result.append(BuildTrack(seat=seat, company=company, city=city_id, route=route, wild=wild))
        return result or state.legal_actions(seat)

    def evaluate(self, state: MiniExpressState, seat: int) -> float:
        scores = state.scores()
        best_other = max(s for i, s in enumerate(scores) if i != seat)
        held = state.shares[seat]
        influence = sum(state.influence[seat][c] * (1 + held[c]) for c in COMPANIES)
        return scores[seat] - best_other + 0.15 * influence
