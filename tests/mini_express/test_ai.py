"""The Mini Express AIs: the strong AI plays only legal moves in every mode, is deterministic for a
seed, and beats the simple AI (docs/ai.md has the measured figures); `vypravci selfplay` rotates
the seats and reports win rates per level (docs/cli.md)."""
from __future__ import annotations

import json

import pytest

from vypravci.games.core import Seat
from vypravci.games.mini_express import GAME, MiniExpressOptions
from vypravci.games.mini_express.ai import AI_CLASSES, SimpleAI, StrategicAI


def _label(options) -> str:
    data = options.model_dump()
    return "-".join(str(v) for v in data.values())


def _plain(options) -> bool:
    """A base game on one map: no mode, variant or mini-expansion."""
    rest = {"map", "first_game"}
    return options.model_dump(exclude=rest) == type(options)().model_dump(exclude=rest)


def _cases():
    """Every option set the conformance suite plays (both maps, every mode and variant): the base
    game at every player count, the others at their first."""
    for options in GAME.option_sets():
        counts = GAME.player_counts(options)
        for n in counts if _plain(options) else counts[:1]:
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
    """Whole games, the strong AI in every other player seat (the simple AI in the rest): each of
    its moves is one of the legal actions."""
    levels = ["strong" if i % 2 == 0 else "simple" for i in range(n)]
    state, actions = _play(options, levels, seed=11 + n, check_legal=True)
    assert state.is_terminal() and actions


def test_strong_seats_only_on_both_maps():
    for map_id in ("usa", "europe"):
        state, _ = _play(MiniExpressOptions(map=map_id), ["strong", "strong", "random"], seed=3, check_legal=True)
        assert state.is_terminal()


def test_strong_is_deterministic_for_a_seed():
    options = MiniExpressOptions()
    _, first = _play(options, ["strong", "simple", "strong"], seed=7)
    _, again = _play(options, ["strong", "simple", "strong"], seed=7)
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
    games, strong_wins = 12, 0
    for k in range(games):
        levels = ["simple", "simple", "simple"]
        levels[k % 3] = "strong"
        state, _ = _play(MiniExpressOptions(), levels, seed=100 + k)
        strong_wins += levels[state.ranking()[0]] == "strong"
    assert strong_wins > games / 2, strong_wins


# ------------------------------------------------------------------ `vypravci selfplay` reporting
def _selfplay(capsys, *argv):
    from vypravci.bot.cli import main

    code = main(["selfplay", "mini-express", *argv, "--json"])
    out, err = capsys.readouterr()
    lines = [json.loads(line) for line in out.splitlines()]
    summary = json.loads(err.strip().splitlines()[-1])["summary"]
    return code, lines, summary


def test_selfplay_rotates_seats_and_reports_win_rates_per_level(capsys):
    code, lines, summary = _selfplay(capsys, "--players", "3", "--games", "4", "--ai", "simple,random,random")
    assert code == 0
    # Game k rotates the seat list by k places: the simple seat moves round the table.
    assert [x["seats"] for x in lines] == [
        ["simple", "random", "random"], ["random", "random", "simple"],
        ["random", "simple", "random"], ["simple", "random", "random"]]
    assert all(x["winner_ai"] == x["seats"][x["winner"]] for x in lines)
    assert summary["seats_by_ai"] == {"simple": 1, "random": 2}
    assert set(summary["win_rate_by_ai"]) == {"simple", "random"}
    assert sum(summary["wins_by_ai"].values()) == 4
    assert summary["win_rate_by_ai"]["simple"] == summary["wins_by_ai"].get("simple", 0) / 4


def test_selfplay_counts_the_automa_under_its_name(capsys):
    code, lines, summary = _selfplay(capsys, "--players", "1", "--games", "2", "--ai", "simple",
                                     "--option", "mode=solo")
    assert code == 0
    assert all(x["seats"] == ["simple", "masinfira"] for x in lines)
    assert summary["seats_by_ai"] == {"simple": 1, "masinfira": 1}
    assert set(summary["wins_by_ai"]) <= {"simple", "masinfira"}
    assert abs(sum(summary["win_rate_by_ai"].values()) - 1) < 1e-9


def test_selfplay_refuses_an_unknown_level(capsys):
    from vypravci.bot.cli import main

    assert main(["selfplay", "mini-express", "--games", "1", "--ai", "simple,nonsense"]) == 2
    assert "nonsense" in capsys.readouterr().err


def test_strong_keeps_every_wild_choice_of_a_white_build():
    """Tchaj-wan: white track into a city whose demand token has a wild symbol lets the builder
    choose the company it raises (the ``wild`` of the white build). The strong AI's pruning merges
    equally short routes only, so each wild choice stays a separate candidate: before, one white
    build per city was kept and the AI never chose."""
    from .test_taiwan import RADKA, radka_beside_hualien

    state = radka_beside_hualien(("lumber", "wild"))
    kept = StrategicAI._prune(state, state.legal_actions(RADKA))
    assert {a.wild for a in kept if a.type == "white" and a.city == "hualien"} == {"steel", "leather", "cotton"}


def test_solo_win_chance_prefers_a_sure_lead_late():
    """Solo (ties go to Mašinfíra): only winning counts, so late in the game the strong AI values a
    lead by the chance it holds, not by its size. Averaged over imagined Mašinfíra draws, a sure
    lead of 2 beats an even gamble between +12 and −6 although the gamble's mean lead (+3) is
    higher; the same lead of 3 is worth more when few actions are left (less can change)."""
    from vypravci.games.mini_express.ai import StrongParams

    from .helpers import solo

    ai = StrategicAI(1, StrongParams(solo_sd=(2.0, 2.0)))
    early = solo("ajznbonak")
    late = solo("ajznbonak")
    late.mf_number = 31  # the destination marker one city before 32: the game ends within a turn or two
    assert ai.remaining_actions(late) < 4 < ai.remaining_actions(early)
    sure = ai._win_chance(late, 0, 2.0)
    gamble = (ai._win_chance(late, 0, 12.0) + ai._win_chance(late, 0, -6.0)) / 2
    assert sure > gamble + 0.05
    assert ai._win_chance(late, 0, 3.0) > ai._win_chance(early, 0, 3.0) > 0.5
    assert ai._win_chance(late, 0, -3.0) < ai._win_chance(early, 0, -3.0) < 0.5
