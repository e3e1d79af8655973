"""Board-shaped checks: the optimizer equals the brute force on small synthetic late-game boards
(checkerboard grid around Mildendo, switches and crossovers, every company's trains), and the
benchmark reports its figures (no timing assertions)."""
from __future__ import annotations

import pytest

import tests.lilliput.test_routes_bruteforce as brute
from vypravci.games.lilliput.routes import best_routes
from vypravci.games.lilliput.routes.bench import bench_routes, dense_board


@pytest.mark.parametrize("seed", range(6))
def test_synthetic_boards_match_brute_force(seed, monkeypatch):
    graph, runs = dense_board(seed, tiles=20)
    for company, trains in runs.items():
        monkeypatch.setattr(brute, "COMPANY", company)
        result = best_routes(graph, company, trains)
        assert result.exact
        assert result.total == brute.brute_best(graph, trains), company


def test_bench_reports_route_figures():
    figures = bench_routes([dense_board(seed) for seed in range(3)])
    assert set(figures) >= {"route_ms_p50", "route_ms_p95", "route_ms_max"}
    assert figures["runs"] == 12 and figures["inexact"] == 0
    assert 0 <= figures["route_ms_p50"] <= figures["route_ms_p95"] <= figures["route_ms_max"]


def test_dense_boards_are_deterministic():
    assert dense_board(7) == dense_board(7)
    assert dense_board(7) != dense_board(8)
