"""The simple AI plays legal moves to the end and beats random play."""
from __future__ import annotations

from vypravci.games.core import Seat
from vypravci.games.cargo_empire import GAME, CargoEmpireOptions


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
    assert GAME.ai_names() == ["random", "simple", "strong"]


import pytest  # noqa: E402


def play(options, n, seed, smart, used=None):
    state = GAME.new_state(options, [Seat(name=f"P{i}") for i in range(n)], seed)
    ais = [GAME.make_ai("simple" if i == smart else "random", seed * 7 + i) for i in range(n)]
    while not state.is_terminal():
        seat = state.to_act()
        action = ais[seat].choose(state, seat)
        assert action in state.legal_actions(seat)
        if used is not None and seat == smart:
            used.append(action.type)
        state.apply(action)
    return state


@pytest.mark.parametrize("options,n", [
    (CargoEmpireOptions(clans=True), 3),
    (CargoEmpireOptions(), 1),
    (CargoEmpireOptions(spediter=True), 2),
    (CargoEmpireOptions(vassals=True, clans=True), 2),
    (CargoEmpireOptions(map="dyorle", advanced_tracks=True), 2),
], ids=["clans", "solo", "two-with-spediter", "vassals-clans", "dyorle-advanced"])
def test_simple_ai_plays_every_variant_to_the_end(options, n):
    state = play(options, n, seed=5, smart=0)
    assert state.is_terminal() and len(state.scores()) == state.np


def test_simple_ai_beats_random_with_clans_and_uses_abilities():
    wins, used = 0, []
    for seed in range(3):
        state = play(CargoEmpireOptions(clans=True), 2, seed, smart=seed % 2, used=used)
        wins += state.ranking()[0] == seed % 2
    assert wins >= 2 and "clan_ability" in used and "end_turn" in used


def test_simple_ai_usually_beats_the_spediter_solo():
    wins = sum(play(CargoEmpireOptions(), 1, seed, smart=0).ranking()[0] == 0 for seed in range(4))
    assert wins >= 2
