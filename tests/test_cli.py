"""The `vypravci` CLI contract (docs/cli.md): flags, JSON shapes, exit codes."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from vypravci.bot.cli import main
from vypravci.games.core import GameRecord, Seat, new_record


def run(capsys, *argv) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_games_ids_and_json(capsys):
    code, out, _ = run(capsys, "games", "--ids")
    assert code == 0 and "mini-express" in out.split()
    code, out, _ = run(capsys, "games", "--json")
    games = {g["id"]: g for g in json.loads(out)}
    me = games["mini-express"]
    assert me["players"] == {"min": 3, "max": 5} or me["players"]["max"] == 5
    assert me["options_schema"]["properties"]["map"]["enum"] == ["usa", "europe", "uk", "taiwan"]
    assert me["options_default"]["map"] == "usa"


def test_selfplay_json_lines(capsys):
    code, out, err = run(capsys, "selfplay", "mini-express", "--players", "3", "--games", "3", "--seed", "5", "--json")
    assert code == 0
    lines = [json.loads(line) for line in out.splitlines()]
    assert [x["seed"] for x in lines] == [5, 6, 7]
    for x in lines:
        assert {"seed", "actions", "scores", "winner", "ms"} <= set(x) and len(x["scores"]) >= 3
    assert "summary" in json.loads(err.strip().splitlines()[-1])


def test_selfplay_with_option(capsys):
    code, out, _ = run(capsys, "selfplay", "mini-express", "--games", "1", "--option", "map=europe", "--json")
    assert code == 0 and json.loads(out.splitlines()[0])["actions"] > 0


def _played_record(tmp_path: Path) -> Path:
    from vypravci.games.core import get_game
    from vypravci.games.core.selfplay import ai_seats, play

    record, _ = play(get_game("mini-express"), ai_seats(3, ["simple"]), seed=9)
    path = tmp_path / "record.json"
    path.write_text(record.to_json(), encoding="utf-8")
    return path


def test_replay_ok_and_refused(capsys, tmp_path):
    path = _played_record(tmp_path)
    code, out, _ = run(capsys, "replay", str(path), "--json")
    result = json.loads(out)
    assert code == 0 and result["ok"] and result["terminal"] and len(result["scores"]) == 3
    # Break the record: the first action by the wrong seat.
    record = GameRecord.from_json(path.read_bytes())
    record.actions[0]["seat"] = 2
    path.write_text(record.to_json(), encoding="utf-8")
    code, out, _ = run(capsys, "replay", str(path), "--json")
    result = json.loads(out)
    assert code == 1 and result == {"ok": False, "index": 0, "error": result["error"]}
    assert result["error"]["key"] == "error-not-your-turn"
    code, out, _ = run(capsys, "replay", str(path))
    assert code == 1 and "action 0 refused" in out


def test_render_writes_png(capsys, tmp_path):
    path = _played_record(tmp_path)
    out_png = tmp_path / "board.png"
    code, _, _ = run(capsys, "render", str(path), "--out", str(out_png), "--upto", "10", "--lang", "cs")
    assert code == 0 and out_png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_demo_writes_images_and_scores(capsys, tmp_path):
    code, out, _ = run(capsys, "demo", "mini-express", "--players", "3", "--seed", "2", "--out", str(tmp_path), "--every", "10")
    assert code == 0
    folder = tmp_path / "mini-express-2"
    assert (folder / "final.png").exists() and (folder / "record.json").exists()
    assert list(folder.glob("turn-*.png"))
    assert "1." in out.splitlines()[-4] or "points" in out


def test_doctor_json(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("VYPRAVCI_DB", str(tmp_path / "doctor.sqlite3"))
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    code, out, _ = run(capsys, "doctor", "--json")
    report = json.loads(out)
    font = next(c for c in report["checks"] if c["name"] == "font")
    assert font["ok"] and "DejaVu" in font["detail"]
    assert code == 0 and report["ok"], report


def test_unknown_game_exit_code(capsys):
    code, _, err = run(capsys, "selfplay", "no-such-game", "--games", "1")
    assert code == 2 and "error-unknown-game" in err


def test_installed_entry_point_outside_the_source_tree(tmp_path):
    """The installed `vypravci` works from any folder: package data (locale, maps, font) ships with it."""
    exe = shutil.which("vypravci", path=str(Path(sys.executable).parent)) or shutil.which("vypravci")
    if exe is None:
        pytest.skip("vypravci is not installed in this environment")
    env = {**os.environ, "VYPRAVCI_DB": str(tmp_path / "x.sqlite3")}
    env.pop("DISCORD_TOKEN", None)
    env.pop("PYTHONPATH", None)
    done = subprocess.run([exe, "doctor", "--json"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert json.loads(done.stdout)["ok"]
    done = subprocess.run([exe, "run"], cwd=tmp_path, env=env, input="help\nquit\n", capture_output=True, text=True, timeout=120)
    assert done.returncode == 0 and "DISCORD_TOKEN" in done.stderr


def test_new_record_helper():
    record = new_record("mini-express", [Seat(name="A"), Seat(name="B"), Seat(name="C")], seed=3, options={"map": "europe"})
    assert record.options["map"] == "europe" and record.actions == []


def test_selfplay_sweep_covers_every_option_set(capsys):
    from vypravci.games.core import get_game

    code, out, _ = run(capsys, "selfplay", "mini-express", "--sweep", "--games", "1", "--ai", "random")
    game = get_game("mini-express")
    combos = sum(len(game.player_counts(o)) for o in game.option_sets())
    assert code == 0 and out.count(" games, 0 errors") == combos
