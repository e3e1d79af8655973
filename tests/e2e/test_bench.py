"""``bench_e2e`` (for ``vypravci bench``) keeps working: one whole game, sane figures."""
from __future__ import annotations

import pytest

from .bench import bench_e2e

pytestmark = pytest.mark.e2e


def test_bench_e2e_reports_round_trips():
    result = bench_e2e()
    assert result["e2e_moves"] >= 30 and result["e2e_late_acks"] == 0
    assert 0 < result["e2e_ack_ms_p50"] <= result["e2e_ack_ms_p99"] < 3000
    assert result["e2e_board_ms_p50"] > 0
