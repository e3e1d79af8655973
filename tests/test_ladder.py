"""`vypravci ladder` at a small size (docs/cli.md): the table and JSON shapes, seats rotating, an
automa counted under its name, ratings, exit codes, and the same result for any number of jobs."""
from __future__ import annotations

import json

from vypravci.bot.cli import main
from vypravci.bot.ops.ladder import Match, summarise


def run(capsys, *argv) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def strip_times(result: dict) -> dict:
    for level in result["levels"].values():
        level.pop("decision_ms")
    return result


def test_a_solo_line_against_the_automa_as_json(capsys):
    code, out, _ = run(capsys, "ladder", "mini-express", "--players", "1", "--ai", "simple", "--games", "2",
                       "--option", "mode=solo", "--option", "difficulty=ajznbonak", "--json")
    assert code == 0
    result = json.loads(out)
    assert {"game", "options", "players", "ai", "games", "seed", "played", "errors", "levels"} <= set(result)
    assert result["played"] == 2 and result["errors"] == []
    assert set(result["levels"]) == {"simple", "masinfira"}
    simple, automa = result["levels"]["simple"], result["levels"]["masinfira"]
    assert simple["wins"] + automa["wins"] == 2 and simple["fair_share"] == 0.5
    assert simple["decision_ms"]["count"] > 0 and automa["decision_ms"] is None  # the automa plays inside apply
    assert simple["margin_mean"] == -automa["margin_mean"]
    assert {"mu", "sigma", "ordinal"} == set(simple["rating"])
    assert [p["position"] for p in simple["by_position"]] == [0] and automa["by_position"][0]["position"] == 1


def test_seats_rotate_and_jobs_do_not_change_the_result(capsys):
    argv = ["ladder", "russian-railroads", "--players", "2", "--ai", "simple,random", "--games", "2", "--seed", "3",
            "--json"]
    code, one, _ = run(capsys, *argv)
    code2, two, _ = run(capsys, *argv, "--jobs", "2")
    assert code == code2 == 0
    assert strip_times(json.loads(one)) == strip_times(json.loads(two))
    simple = json.loads(one)["levels"]["simple"]
    assert [(p["position"], p["games"]) for p in simple["by_position"]] == [(0, 1), (1, 1)]


def test_the_text_table_and_bad_input(capsys):
    code, out, _ = run(capsys, "ladder", "russian-railroads", "--players", "2", "--ai", "simple,random", "--games", "1")
    assert code == 0 and "win rate" in out and "simple" in out and "seat 1" in out
    assert run(capsys, "ladder", "russian-railroads", "--ai", "genius")[0] == 2
    assert run(capsys, "ladder", "mini-express", "--ai", "simple", "--players", "1")[0] == 2  # solo needs mode=solo
    assert run(capsys, "ladder", "mini-express", "--ai", "simple", "--option", "map=atlantis")[0] == 2


def test_ratings_follow_the_results_in_game_order():
    won = [Match(index=k, seed=k, levels=["strong", "simple", "simple"], scores=[10, 5, 4], ranking=[0, 1, 2])
           for k in range(6)]
    result = summarise(won)
    strong, simple = result["levels"]["strong"], result["levels"]["simple"]
    assert strong["win_rate"] == 1.0 and strong["win_rate_se"] == 0.0 and simple["win_rate"] == 0.0
    assert strong["rating"]["mu"] > 25 > simple["rating"]["mu"]
    assert strong["margin_mean"] == 5 and simple["margin_mean"] == -5
    assert simple["seats"] == 2 and strong["fair_share"] == round(1 / 3, 4)
