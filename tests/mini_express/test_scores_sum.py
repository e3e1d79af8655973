"""``scores()`` sums the points without building ``score_breakdown``'s rows (a search asks for scores
at every position it looks at): at every position of random games in every mode, difficulty and
variant, it equals the breakdown's points summed per seat."""
from __future__ import annotations

import pytest

from vypravci.games.core import Seat, get_game
from vypravci.games.core.ai import RandomAI

GAME = get_game("mini-express")


@pytest.mark.parametrize("options", GAME.option_sets(), ids=lambda o: "-".join(
    f"{k}={v}" for k, v in o.model_dump(mode="json").items() if v not in (False, None)))
def test_scores_are_the_breakdowns_points(options):
    n = GAME.player_counts(options)[0]
    state = GAME.new_state(options, [Seat(name=f"P{i}") for i in range(n)], 11)
    ai = RandomAI(11)
    while True:
        rows = state.score_breakdown()
        assert state.scores() == [sum(r["points"] for r in seat.values()) for seat in rows]
        if state.is_terminal():
            break
        state.apply(ai.choose(state, state.to_act()))
