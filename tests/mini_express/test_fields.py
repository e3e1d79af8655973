"""Mini Express keeps its game data in one field list (games/core/fields.py): a position rebuilt
from ``fields()`` is the same game, and the cached track geometry never goes stale (a state that
carries its caches through a whole game agrees with one rebuilt without them at every step)."""
from __future__ import annotations

import json
import random

import pytest

from vypravci.games.core import Seat
from vypravci.games.mini_express import GAME
from vypravci.games.mini_express.state import MiniExpressState

OPTIONS = [
    {},
    {"map": "europe", "ports": True, "secret_debt": True, "signals": True},
    {"mode": "experts", "golden_spike": True, "secret_debt": True},
    {"mode": "solo", "golden_spike": True, "full_steam": True, "difficulty": "pruvodci"},
]


def snap(state) -> str:
    return json.dumps(state.to_dict(), sort_keys=True)


def moves(state, seat):
    return sorted(json.dumps(a.to_dict(), sort_keys=True) for a in state.legal_actions(seat))


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: "-".join(f"{k}={v}" for k, v in o.items()) or "base")
def test_rebuilt_positions_play_the_same_game(options):
    opts = GAME.parse_options(options)
    n = GAME.player_counts(opts)[0]
    state = GAME.new_state(opts, [Seat(name=f"P{i}") for i in range(n)], seed=5)
    rng = random.Random(5)
    steps = 0
    while not state.is_terminal():
        copy = MiniExpressState.from_dict(GAME, json.loads(json.dumps(state.fields())))
        assert snap(copy) == snap(state)
        seat = state.to_act()
        assert moves(copy, seat) == moves(state, seat)  # fresh caches agree with carried ones
        action = rng.choice(state.legal_actions())
        assert [e.model_dump() for e in copy.apply(action)] == [e.model_dump() for e in state.apply(action)]
        assert snap(copy) == snap(state)
        steps += 1
    assert steps > 10 and state.fields()["phase"] == "over"


def test_clone_shares_no_game_data():
    state = GAME.new_state(GAME.Options(), [Seat(name=n) for n in "ABC"], seed=2)
    other = state.clone()
    for name in MiniExpressState.FIELDS:
        value = getattr(state, name)
        if isinstance(value, (dict, list)):
            assert getattr(other, name) is not value, name
