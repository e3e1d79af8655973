"""The simple AI plays legal moves to the end and beats random play."""
from __future__ import annotations

from games.core import Seat
from games.cargo_empire import GAME, CargoEmpireOptions


def test_simple_ai_beats_random():
    wins = 0
    for seed in range(4):
        state = GAME.new_state(CargoEmpireOptions(), [Seat(name="A"), Seat(name="B"), Seat(name="C")], seed)
        smart = seed % 3
        ais = [GAME.make_ai("simple" if i == smart else "random", seed * 7 + i) for i in range(3)]
        while not state.is_terminal():
            seat = state.to_act()
            state.apply(ais[seat].choose(state, seat))
        wins += state.ranking()[0] == smart
    assert wins >= 3
    assert GAME.ai_names() == ["random", "simple"]
