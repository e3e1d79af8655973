"""A stand-in nobody notices (issue 24, item 3): a seat taken over mid-game is played by ``strong``
from that position on, through the same call every AI seat goes through (``Game.make_ai(level,
seed).choose`` on a copy of the state, as ``bot/thinking.choose_move`` does; the seed
``seed·31 + seat·7 + seq`` as the session gives it) and the same class the ladder rates. Positions
are taken out of the stored fixture records (tests/fixtures), replayed to a point in the game's
last eighth: the strong AI plays only legal moves from there to the end, and its first move depends
only on the position (the same from a fresh replay, whatever happened before the AI was made)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from vypravci.games.core import GameRecord, get_game
from vypravci.games.core.registry import replay

ROOT = Path(__file__).resolve().parent / "fixtures"
CASES = ["mini-express/default.json", "mini-express/map-europe-mode-experts.json", "cargo-empire/default.json",
         "cargo-empire/spediter.json", "18lilliput/default.json", "18lilliput/solo.json",
         "russian-railroads/default.json"]


def _choose(state, seat: int, level: str, seed: int):
    """What a session's AI seat plays: a fresh AI of ``level`` choosing on a copy of the state."""
    return state.game.make_ai(level, seed).choose(state.clone(), seat)


@pytest.mark.parametrize("case", CASES)
def test_strong_takes_over_a_seat_mid_game(case):
    record = GameRecord.model_validate(json.loads((ROOT / case).read_text(encoding="utf-8"))["record"])
    game = get_game(record.game)
    assert game.make_ai("strong", 0).name == "strong"  # the level the ladder measures, not a fallback
    seq = len(record.actions) * 7 // 8
    state = replay(record, seq)
    while state.to_act() is None or state.seats[state.to_act()].kind != "ai":
        seq += 1
        state = replay(record, seq)
    taken = state.to_act()
    first = _choose(state, taken, "strong", record.seed * 31 + taken * 7 + seq)
    assert first == _choose(replay(record, seq), taken, "strong", record.seed * 31 + taken * 7 + seq)
    strong_moves = 0
    while not state.is_terminal():
        seat = state.to_act()
        level = "strong" if seat == taken else (state.seats[seat].ai or "simple")
        action = _choose(state, seat, level, record.seed * 31 + seat * 7 + seq)
        assert action in state.legal_actions(seat), (level, action)
        state.apply(action)
        strong_moves += seat == taken
        seq += 1
    assert strong_moves > 0
    assert len(state.ranking()) == len(state.scores())
