"""Whole games on the stand-in board: random legal play ends, a record replays to the same state,
refused actions change nothing (the conformance suite's checks, before the real board exists)."""
import json

import pytest

from vypravci.games.core import GameRecord, RuleError, Seat
from vypravci.games.core.ai import RandomAI
from vypravci.games.lilliput.game import LilliputOptions

from .helpers import GAME


def snapshot(state):
    return json.dumps(state.to_dict(), sort_keys=True)


@pytest.mark.parametrize("n,options", [(2, {}), (3, {}), (4, {}), (4, {"advanced": True}),
                                       (2, {"two_characters": True})])
def test_random_game_ends_and_replays(n, options):
    seats = [Seat(name=f"P{i}", kind="ai", ai="random") for i in range(n)]
    opts = LilliputOptions(**options)
    state = GAME.new_state(opts, seats, 5)
    ai = RandomAI(5)
    actions, pool = [], {}
    while not state.is_terminal():
        legal = state.legal_actions()
        assert legal and all(a.seat == state.to_act() for a in legal)
        for a in legal[:30]:
            assert GAME.parse_action(a.model_dump_json()) == a
        if len(actions) % 5 == 0:
            before = snapshot(state)
            texts = {json.dumps(a.to_dict(), sort_keys=True) for a in legal}
            for text, data in list(pool.items())[:20]:
                probe = {**data, "seat": state.to_act()}
                if json.dumps(probe, sort_keys=True) in texts:
                    continue
                with pytest.raises(RuleError):
                    state.apply(probe)
                assert snapshot(state) == before
        for a in legal[:20]:
            pool[json.dumps(a.to_dict(), sort_keys=True)] = a.to_dict()
        action = ai.choose(state, state.to_act())
        state.apply(action)
        actions.append(action.to_dict())
    assert state.round == state.rounds and state.to_act() is None and state.legal_actions() == []
    assert sorted(state.ranking()) == list(range(n))
    again = GAME.new_state(opts, seats, 5)
    for data in actions:
        again.apply(data)
    assert snapshot(again) == snapshot(state)
