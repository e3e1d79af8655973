"""``vypravci bench --e2e`` keeps working: one whole game with sane figures; and the load test
(``--e2e --games N``) runs a tiny load end to end through bot subprocesses."""
from __future__ import annotations

import pytest

from vypravci.bot.cli import main

from .bench import bench_e2e, bench_load

pytestmark = pytest.mark.e2e


def test_bench_e2e_reports_round_trips():
    result = bench_e2e()
    assert result["e2e_moves"] >= 30 and result["e2e_late_acks"] == 0
    assert 0 < result["e2e_ack_ms_p50"] <= result["e2e_ack_ms_p99"] < 3000
    assert result["e2e_board_ms_p50"] > 0


def test_bench_load_tiny_run():
    result = bench_load(3, processes=1, db="sqlite", think=2.0, duration=6.0, ai_tables=1 / 3)
    assert result["ai_tables"] == 1  # the third table: two players and a strong AI seat
    assert result["board_ai_ms_p50"] > 0  # its players moved too (waiting while the AI thinks)
    assert result["failures"] == 0 and result["protocol_errors"] == 0, result["failure_examples"]
    assert result["moves"] >= 6 and result["interactions"] >= result["moves"]
    assert result["late_acks"] == 0
    assert 0 < result["ack_ms_p50"] <= result["ack_ms_p99"] <= result["ack_ms_max"]
    assert 0 < result["board_ms_p50"] <= result["board_ms_p99"]
    assert result["bot_rss_mb_max"] > 20 and result["moves_per_s"] > 0
    assert result["render_workers"] >= 1  # cores ÷ processes unless VYPRAVCI_RENDER_WORKERS says


def test_bench_load_flags_are_checked(capsys):
    with pytest.raises(SystemExit, match="go with --e2e"):
        main(["bench", "--games", "3"])
    with pytest.raises(SystemExit, match="--ai-tables: a share from 0 to 1"):
        main(["bench", "--e2e", "--games", "3", "--ai-tables", "2"])
    with pytest.raises(SystemExit, match="runs one process"):
        main(["bench", "--e2e", "--games", "3", "--processes", "2", "--db", "sqlite"])


def test_e2e_bench_outside_a_checkout_says_so(monkeypatch, tmp_path):
    from vypravci.bot import bench

    monkeypatch.setattr(bench, "__file__", str(tmp_path / "site-packages" / "vypravci" / "bot" / "bench.py"))
    monkeypatch.chdir(tmp_path)
    with pytest.raises(SystemExit, match="--e2e needs a source checkout"):
        main(["bench", "--e2e", "--games", "3"])
