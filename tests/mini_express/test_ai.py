"""The Mini Express AIs: the strong AI plays only legal moves in every mode, is deterministic for a
seed, and beats the simple AI (docs/ai.md has the measured figures)."""
from __future__ import annotations

import pytest

from games.core import Seat
from games.mini_express import GAME, MiniExpressOptions
from games.mini_express.ai import AI_CLASSES, SimpleAI, StrategicAI


def _label(options) -> str:
    data = options.model_dump()
    return "-".join(str(v) for v in data.values())


def _cases():
    """Every option set the conformance suite plays, at each of its player counts."""
    for options in GAME.option_sets():
        for n in GAME.player_counts(options):
            yield pytest.param(options, n, id=f"{_label(options)}-{n}p")


def _play(options, levels: list[str], seed: int, check_legal: bool = False):
    seats = [Seat(name=f"P{i}", kind="ai", ai=level) for i, level in enumerate(levels)]
    state = GAME.new_state(options, seats, seed)
    ais = [AI_CLASSES[level](seed * 1009 + i) for i, level in enumerate(levels)]
    actions = []
    while not state.is_terminal():
        seat = state.to_act()
        action = ais[seat].choose(state, seat)
        if check_legal:
            assert action in state.legal_actions(seat), action
        state.apply(action)
        actions.append(action.to_dict())
        assert len(actions) < 1000
    return state, actions


def test_registry_names():
    assert list(AI_CLASSES) == ["random", "simple", "strong"]
    assert AI_CLASSES["strong"] is StrategicAI and AI_CLASSES["simple"] is SimpleAI
    assert StrategicAI.name == "strong"


@pytest.mark.parametrize("options,n", list(_cases()))
def test_strong_plays_legal_moves_to_the_end(options, n):
    """Whole games with the strong AI in every player seat: each move is one of the legal actions."""
    state, actions = _play(options, ["strong"] * n, seed=11 + n, check_legal=True)
    assert state.is_terminal() and actions


def test_strong_handles_both_maps_against_other_levels():
    for map_id in ("usa", "europe"):
        state, _ = _play(MiniExpressOptions(map=map_id), ["simple", "strong", "random", "strong"], seed=3,
                         check_legal=True)
        assert state.is_terminal()


def test_strong_is_deterministic_for_a_seed():
    options = MiniExpressOptions()
    _, first = _play(options, ["strong", "strong", "strong"], seed=7)
    _, again = _play(options, ["strong", "strong", "strong"], seed=7)
    assert first == again
    # The same position asked twice of two AIs with the same seed gets the same answer.
    state = GAME.new_state(options, [Seat(name=f"P{i}", kind="ai", ai="strong") for i in range(3)], 7)
    for _ in range(12):
        seat = state.to_act()
        action = StrategicAI(5).choose(state, seat)
        assert StrategicAI(5).choose(state, seat) == action
        state.apply(action)


def test_strong_beats_simple():
    """A small seeded sample, one strong seat against two simple ones, the strong seat rotating
    through all positions: the strong AI wins far more than its third of the games."""
    games, strong_wins = 18, 0
    for k in range(games):
        levels = ["simple", "simple", "simple"]
        levels[k % 3] = "strong"
        state, _ = _play(MiniExpressOptions(), levels, seed=100 + k)
        strong_wins += levels[state.ranking()[0]] == "strong"
    assert strong_wins > games / 2, strong_wins
