"""Secrets: task cards (count public), cards drawn for a pending task choice, the decks, and the
first city card until set-up reveals it. ``view(seat)`` and ``view(None)`` never show another
seat's secret cards."""
from __future__ import annotations

import json

from vypravci.games.core import Seat
from vypravci.games.core.ai import RandomAI
from vypravci.games.cargo_empire import GAME, CargoEmpireOptions

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


def check_variant_views(state):
    automa = state.automa
    for viewer in [None, *range(state.n)]:
        view = state.view(viewer)
        for seat in range(state.np):
            if seat == viewer:
                continue
            public = seat == automa and state.revealed[seat]
            expected = state.tasks[seat] if public else ["hidden"] * len(state.tasks[seat])
            assert view["tasks"][seat] == expected
            assert ("tasks" in view["scores"][seat]) == public
            if not state.revealed[seat]:
                assert view["city_cards"][seat][0] == "hidden"
        if automa is not None:
            assert view["spediter"]["deck"] == len(state.spediter["deck"])
        assert view["draws"] is None
        json.dumps(view)


def test_views_hide_secrets_in_variant_games():
    """Špeditér: its deck order stays secret, its city and task cards until its set-up reveals
    them (its tasks are public from then on); clans' kept cubes and crests are public."""
    for options, n in ((CargoEmpireOptions(clans=True, map="dyorle"), 1),
                       (CargoEmpireOptions(spediter=True, advanced_tracks=True), 2),
                       (CargoEmpireOptions(vassals=True, clans=True), 2)):
        state = GAME.new_state(options, [Seat(name=f"P{i}") for i in range(n)], 7)
        ai = RandomAI(7)
        steps = 0
        while not state.is_terminal():
            if steps % 5 == 0:
                check_variant_views(state)
            state.apply(ai.choose(state, state.to_act()))
            steps += 1
        assert state.view(0)["kept"] == state.kept and state.view(None)["crests"] == state.crests
