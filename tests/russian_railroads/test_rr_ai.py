"""The simple AI beats random play, and self-play with AI seats finishes without engine errors."""
from __future__ import annotations

from vypravci.games.core import Seat
from vypravci.games.core.ai import RandomAI
from vypravci.games.russian_railroads.ai import SimpleAI

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
    """Simple AI seats only, 2–4 players: the game ends, every round was scored, the record replays."""
    for n in (2, 3, 4):
        seats = [Seat(name=f"P{i}", kind="ai", ai="simple") for i in range(n)]
        state = GAME.new_state(GAME.Options(), seats, n)
        ais = [GAME.make_ai("simple", n * 1009 + i) for i in range(n)]
        actions = []
        while not state.is_terminal():
            seat = state.to_act()
            action = ais[seat].choose(state, seat)
            state.apply(action)
            actions.append(action.to_dict())
        assert len(state.history) == state.rounds and state.final is not None
        again = GAME.new_state(GAME.Options(), seats, n)
        for data in actions:
            again.apply(data)
        assert again.to_dict() == state.to_dict()
