"""The simple AI: one-ply greedy play valuing points now plus development progress and cards.

It looks only at what its seat may know: its own task cards, and the other seats' public points
(development, LV3 posts, city cards), never their tasks.
"""
from __future__ import annotations

from games.core import Action
from games.core.ai import GreedyAI

from .data import MARKERS
from .state import CargoEmpireState

PROGRESS = 0.8  # a development space is worth a little less than a point, more near the VP column
CARD = 0.45  # a transport card in hand
PRESENCE = 0.6  # a city with one of our posts (supply city for later turns, task sets)
FREE_MOVE = 0.8  # a development move still to be made this turn


class SimpleAI(GreedyAI):
    name = "simple"

    def candidates(self, state: CargoEmpireState, seat: int) -> list[Action]:
        return state.legal_actions(seat)

    def evaluate(self, state: CargoEmpireState, seat: int) -> float:
        rows = state.score_breakdown()
        mine = sum(rows[seat].values())
        public = [r["development"] + r["level3"] + r["city_cards"] for r in rows]
        best_other = max((p for s, p in enumerate(public) if s != seat), default=0)
        progress = sum(state.progress(seat, m) for m in MARKERS)
        late = max(state.progress(seat, m) for m in MARKERS) / max(1, state.tracks.vp_entry)
        cards = sum(state.hands[seat].values())
        presence = sum(1 for c in state.cities if state.posts_in(c, seat))
        pending = 0
        for d in state.pending:
            if d["kind"] == "develop" and d["seat"] == seat:
                pending += sum(d["moves"].values()) + d["extra"]
        value = mine - 0.5 * best_other
        value += (PROGRESS + 0.4 * late) * progress + CARD * cards + PRESENCE * presence + FREE_MOVE * pending
        if state.is_terminal():
            value = mine - best_other + 0.01 * progress
        return value
