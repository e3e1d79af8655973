"""CLI points of issue 11: `vypravci games` counts players over every option set; `make run`
installs the runtime dependencies only."""
from __future__ import annotations

import json
import re
from pathlib import Path

from vypravci.bot.cli import main


def test_games_json_counts_players_over_the_option_sets(capsys):
    """Mini Express is 1–5 players: solo and 2 players against Mašinfíra, 3–5 in the standard game."""
    assert main(["games", "--json"]) == 0
    games = {g["id"]: g for g in json.loads(capsys.readouterr().out)}
    me = games["mini-express"]
    assert me["players"] == {"min": 1, "max": 5}
    assert me["player_counts"] == [1, 2, 3, 4, 5]
    assert games["cargo-empire"]["players"] == {"min": 1, "max": 4}
    assert main(["games"]) == 0
    line = next(x for x in capsys.readouterr().out.splitlines() if x.startswith("mini-express"))
    assert "1–5" in line


def test_make_run_installs_runtime_dependencies_only():
    makefile = (Path(__file__).parent.parent / "Makefile").read_text(encoding="utf-8")
    recipes = dict(re.findall(r"^([a-z-]+):[^\n]*\n((?:\t[^\n]*\n)+)", makefile, re.M))
    deps = dict(re.findall(r"^([a-z-]+):([^\n]*)$", makefile, re.M))
    assert "[test]" not in recipes["install"]
    assert "install" in deps["run"].split() and "install-test" not in deps["run"].split()
    assert "[test]" in recipes["install-test"] and "install-test" in deps["test"].split()


def test_doctor_checks_every_games_component_data():
    from vypravci.bot.ops.doctor import run_doctor
    from vypravci.games.core import all_games

    report = run_doctor()
    data = next(c for c in report["checks"] if c["name"] == "data")
    assert data["ok"], data
    for game in all_games():
        assert f"{game.id}:" in data["detail"]
    assert "cargo-empire: " in data["detail"] and "task cards" in data["detail"]
