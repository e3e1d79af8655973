"""The simple AI beats random play, and self-play with AI seats finishes without engine errors."""
from __future__ import annotations

from games.core import Seat
from games.core.ai import RandomAI
from games.russian_railroads.ai import SimpleAI

from .helpers import GAME


def play(n: int, seed: int, smart: int):
    state = GAME.new_state(GAME.Options(), [Seat(name=f"P{i}", kind="ai") for i in range(n)], seed)
    ais = [SimpleAI(seed * 7 + i) if i == smart else RandomAI(seed * 7 + i) for i in range(n)]
    while not state.is_terminal():
        seat = state.to_act()
        state.apply(ais[seat].choose(state, seat))
    return state


def test_simple_ai_beats_random_players():
    wins = 0
    for seed in range(6):
        n = 2 + seed % 3
        state = play(n, seed, seed % n)
        wins += state.ranking()[0] == seed % n
    assert wins >= 5


def test_selfplay_simple_ai_all_player_counts():
    from games.core.selfplay import ai_seats, play as selfplay

    for n in (2, 3, 4):
        record, state = selfplay(GAME, ai_seats(n, ["simple"]), seed=n)
        assert state.is_terminal() and len(state.history) == state.rounds
