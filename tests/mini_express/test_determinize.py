"""AIs look ahead on `determinize(seat, seed)`: what the seat knows stays, hidden things are redrawn."""
import json

from vypravci.games.core import Seat
from vypravci.games.core.ai import RandomAI
from vypravci.games.mini_express import GAME, MiniExpressOptions


def _state(**options):
    n = 1 if options.get("mode") == "solo" else 3
    state = GAME.new_state(MiniExpressOptions(**options), [Seat(name=f"P{i}") for i in range(n)], seed=4)
    ai = RandomAI(1)
    for _ in range(8):
        state.apply(ai.choose(state, state.to_act()))
    return state


def test_seat_view_is_kept_and_other_debts_are_redrawn():
    """Tajný dluh: the seat's own token and every public fact stay; the others' tokens may change."""
    state = _state(secret_debt=True)
    differs = False
    for seed in range(20):
        imagined = state.determinize(0, seed)
        assert json.dumps(imagined.view(0), sort_keys=True) == json.dumps(state.view(0), sort_keys=True)
        assert imagined.debts[0] == state.debts[0]
        differs |= imagined.debts[1:] != state.debts[1:]
    assert differs, "other seats' debt tokens must not be known to seat 0's AI"
    assert json.dumps(state.to_dict(), sort_keys=True) == json.dumps(_state(secret_debt=True).to_dict(), sort_keys=True)


def test_masinfira_future_draws_are_not_known():
    """Sólová hra: the next Mašinfíra token is unknown to the player's AI."""
    state = _state(mode="solo")
    outcomes = set()
    for seed in range(12):
        trial = state.determinize(0, seed)
        action = trial.legal_actions()[0]
        trial.apply(action)
        outcomes.add(json.dumps(trial.view(0), sort_keys=True))
    assert len(outcomes) > 1
