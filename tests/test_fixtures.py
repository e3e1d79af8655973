"""Stored fixture records (tests/fixtures/<game>/<options>.json) replay to their stored final state
and scores: a rules change that would break saved games fails here. Refresh them on purpose with
``python -m tests.fixtures.generate`` and review the diff."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from vypravci.games.core import all_games
from vypravci.games.core.fixtures import option_slug, replay_fixture

ROOT = Path(__file__).resolve().parent / "fixtures"
FILES = sorted(ROOT.glob("*/*.json"))


def test_every_game_and_option_set_has_a_fixture():
    missing = [f"{g.id}/{option_slug(g, o)}.json" for g in all_games() for o in g.option_sets()
               if not (ROOT / g.id / f"{option_slug(g, o)}.json").exists()]
    assert not missing, f"run `python -m tests.fixtures.generate <game id>`; missing: {missing}"


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_fixture_replays_to_its_stored_end(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["record"]["game"] == path.parent.name
    state, final = replay_fixture(data)
    assert state.is_terminal()
    assert final["scores"] == data["final"]["scores"]
    assert final["ranking"] == data["final"]["ranking"]
    assert final == data["final"]
