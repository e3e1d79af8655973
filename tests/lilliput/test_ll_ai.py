"""The simple AI plays legal moves to the end and beats random play."""
from vypravci.games.core import Seat
from vypravci.games.core.ai import RandomAI
from vypravci.games.lilliput.ai import SimpleAI
from vypravci.games.lilliput.game import LilliputOptions

from .helpers import GAME


def play(n, seed, options=None):
    seats = [Seat(name=str(i), kind="ai") for i in range(n)]
    state = GAME.new_state(LilliputOptions(**(options or {})), seats, seed)
    smart = seed % n
    ais = [SimpleAI(seed) if i == smart else RandomAI(seed * 7 + i) for i in range(n)]
    while not state.is_terminal():
        seat = state.to_act()
        action = ais[seat].choose(state, seat)
        assert action in state.legal_actions()
        state.apply(action)
    return state.ranking()[0] == smart


def test_simple_ai_beats_random_play():
    results = [play(n, seed) for n in (2, 3, 4) for seed in (1, 2)]
    assert sum(results) >= 5


def test_simple_ai_in_every_option():
    play(4, 3, {"advanced": True})
    play(2, 4, {"two_characters": True})
