"""AIs look ahead on ``determinize`` copies: a seat's imagined game looks the same to it as the real
one (what views.py shows it), while what it cannot see is redealt."""
from __future__ import annotations

import json
import random

from vypravci.games.cargo_empire import GAME, CargoEmpireOptions
from vypravci.games.core import Seat


def positions(options: CargoEmpireOptions, n: int, seed: int, every: int = 9):
    state = GAME.new_state(options, [Seat(name=f"P{i}") for i in range(n)], seed)
    rng = random.Random(seed)
    step = 0
    while not state.is_terminal():
        if step % every == 0:
            yield state
        state.apply(rng.choice(state.legal_actions()))
        step += 1


def seen(state, seat) -> str:
    return json.dumps(state.view(seat), sort_keys=True)


def test_the_imagined_game_looks_the_same_to_its_seat():
    for options, n in ((CargoEmpireOptions(), 3), (CargoEmpireOptions(spediter=True), 2)):
        for state in positions(options, n, seed=4):
            seat = state.to_act()
            before = json.dumps(state.to_dict(), sort_keys=True)
            imagined = state.determinize(seat, 99)
            assert seen(imagined, seat) == seen(state, seat)
            assert json.dumps(state.to_dict(), sort_keys=True) == before  # the real game is untouched


def test_what_the_seat_cannot_see_is_redealt():
    state = next(s for s in positions(CargoEmpireOptions(), 3, seed=6) if s.tasks[1] and s.tasks[2])
    seat = 0
    others = {tuple(state.determinize(seat, k).tasks[1]) for k in range(8)}
    decks = {tuple(state.determinize(seat, k).city_deck) for k in range(8)}
    assert len(others) > 1 and len(decks) > 1
    assert all(state.determinize(seat, k).tasks[seat] == state.tasks[seat] for k in range(8))
