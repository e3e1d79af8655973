"""Secrets: task cards (count public), cards drawn for a pending task choice, the decks, and the
first city card until set-up reveals it. ``view(seat)`` and ``view(None)`` never show another
seat's secret cards."""
from __future__ import annotations

import json

from games.core import Seat
from games.core.ai import RandomAI
from games.cargo_empire import GAME, CargoEmpireOptions

from .helpers import new


def check_views(state):
    n = state.n
    for viewer in [None, *range(n)]:
        view = state.view(viewer)
        assert view["task_deck"] == len(state.task_deck)
        assert view["city_deck"]["cards"] == len(state.city_deck)
        for seat in range(n):
            if seat == viewer:
                assert view["tasks"][seat] == state.tasks[seat]
                continue
            assert view["tasks"][seat] == ["hidden"] * len(state.tasks[seat])
            assert "tasks" not in view["scores"][seat]
            if not state.revealed[seat]:
                assert view["city_cards"][seat][0] == "hidden"
        for decision in view["pending"]:
            if decision["kind"] == "task" and decision["seat"] != viewer:
                assert set(decision["drawn"]) <= {"hidden"}
        json.dumps(view)


def test_views_hide_secrets_through_a_whole_game():
    state = GAME.new_state(CargoEmpireOptions(), [Seat(name=f"P{i}") for i in range(3)], 5)
    ai = RandomAI(5)
    steps = 0
    while not state.is_terminal():
        if steps % 4 == 0:
            check_views(state)
        state.apply(ai.choose(state, state.to_act()))
        steps += 1
    final = state.view(None)
    assert final["tasks"] == state.tasks  # revealed at the end


def test_view_at_setup_hides_secret_city_and_task_draws():
    state = new(2)
    view = state.view(1)
    assert view["pending"][0]["drawn"] == ["hidden", "hidden"]
    assert view["city_cards"][0] == ["hidden"] and view["city_cards"][1] == state.city_cards[1]
    assert state.view(0)["pending"][0]["drawn"] == state.pending[0]["drawn"]
    assert state.view(None)["city_cards"] == [["hidden"], ["hidden"]]
    text = json.dumps(state.view(None))
    assert '"tasks": [[], []]' in text and "city_deck" in text
