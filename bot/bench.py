"""`vypravci bench`: speed and size figures per game (medians over repeated runs)."""
from __future__ import annotations

import asyncio
import statistics
import tempfile
import time
from pathlib import Path

from vypravci.games.core import all_games, get_game, new_state
from vypravci.games.core.selfplay import ai_seats, play

from .faces import face_of


def _median_ms(fn, repeats: int, clock=time.perf_counter) -> float:
    times = []
    for _ in range(repeats):
        t0 = clock()
        fn()
        times.append((clock() - t0) * 1000)
    return round(statistics.median(times), 3)


def clone_us(positions: list, repeats: int = 200) -> float:
    """The median over ``positions`` of one ``clone()``, in microseconds (each timed ``repeats`` times)."""
    times = []
    for state in positions:
        t0 = time.perf_counter()
        for _ in range(repeats):
            state.clone()
        times.append((time.perf_counter() - t0) / repeats * 1e6)
    return round(statistics.median(times), 1)


def bench_game(game_id: str, games: int = 20) -> dict:
    from vypravci.render import bench_render, bench_render_layers

    from .ops.store_bench import bench_store

    game = get_game(game_id)
    n = game.min_players
    # A played record to measure single applies against.
    record, final = play(game, ai_seats(n, ["simple"]), seed=1)
    apply_times = []
    state = new_state(record)
    positions = []
    for i, data in enumerate(record.actions):
        action = game.parse_action(data)
        if i % max(1, len(record.actions) // 20) == 0:
            positions.append(state.clone())
        t0 = time.perf_counter()
        state.apply(action)
        apply_times.append((time.perf_counter() - t0) * 1000)
    seeds = iter(range(100, 100 + games))
    selfplay_ms = _median_ms(lambda: play(game, ai_seats(n, ["simple"]), seed=next(seeds)), games)
    seeds = iter(range(100, 100 + games))  # the same games again, in CPU time (steadier on a busy machine)
    selfplay_cpu_ms = _median_ms(lambda: play(game, ai_seats(n, ["simple"]), seed=next(seeds)), games,
                                 time.process_time)
    try:
        render = {**bench_render(final), **bench_render_layers(final)}
    except KeyError:  # a game without a renderer yet
        render = {"render_ms_median": float("nan"), "render_png_bytes": 0}
    with tempfile.TemporaryDirectory() as tmp:
        store = asyncio.run(bench_store(Path(tmp) / "bench.sqlite3"))
    return {
        "game": game_id,
        "apply_ms_median": round(statistics.median(apply_times), 4),
        "clone_us_median": clone_us(positions),  # one state copy, what a search repeats
        "selfplay_game_ms_median": selfplay_ms,
        "selfplay_game_cpu_ms_median": selfplay_cpu_ms,
        "render_ms_median": round(render["render_ms_median"], 2),
        "render_png_bytes": render["render_png_bytes"],
        "render_ms_cold_median": round(render.get("render_ms_cold_median", float("nan")), 2),  # no static layer
        "render_cpu_ms_median": round(render.get("render_cpu_ms_median", float("nan")), 2),  # CPU time, warm
        "render_job_bytes": render.get("render_job_bytes", 0),  # what a render process is sent (render/pool.py)
        "render_job_ms": round(render.get("render_job_ms", float("nan")), 3),
        "append_per_s": round(store["append_per_s"], 1),
        "append_ratio": round(store["append_ratio"], 3),  # ÷ the bare insert-and-commit rate
        "reload_500_ms": round(store["reload_500_ms"], 2),
        **getattr(face_of(game_id), "bench", dict)(),  # a game's own figures (e.g. route timings)
    }


def run_bench(game_id: str | None = None) -> list[dict]:
    from .ops.store_bench import bench_backends

    ids = [game_id] if game_id else [g.id for g in all_games()]
    return [bench_game(g) for g in ids] + ([] if game_id else bench_backends())  # + each store backend


# ------------------------------------------------------------------ through the loopback Discord
def _e2e_bench_module(name: str = "bench"):
    """tests/e2e/<name>.py of a source checkout (the emulator, the load test and the storm are test
    support, not installed): the checkout this package runs from, else the current directory."""
    import importlib
    import sys

    for root in (Path(__file__).resolve().parents[1], Path.cwd()):
        if (root / "tests" / "e2e" / f"{name}.py").is_file():
            if str(root) not in sys.path:
                sys.path.insert(0, str(root))
            return importlib.import_module(f"tests.e2e.{name}")
    raise SystemExit("--e2e needs a source checkout of Výpravčí (tests/e2e holds the loopback Discord, "
                     "which is not installed): run it from the repository root")


def bench_e2e() -> dict:
    """One whole game's round trips (``vypravci bench --e2e``)."""
    return {"game": "e2e", **_e2e_bench_module().bench_e2e()}


def bench_e2e_load(games: int, processes: int = 1, db: str = "sqlite", think: float = 8.0,
                   duration: float = 60.0, ai_tables: float = 0.25) -> dict:
    """``vypravci bench --e2e --games N``: N concurrent games through the loopback Discord."""
    module = _e2e_bench_module()
    try:
        return {"game": "e2e-load", **module.bench_load(games, processes, db, think, duration, ai_tables=ai_tables)}
    except ValueError as err:
        raise SystemExit(str(err)) from None


def bench_e2e_storm(games: int, faults: float) -> dict:
    """``vypravci bench --e2e --games N --faults P``: N whole games through Discord's weather
    (tests/e2e/storm.py); ``problems`` lists what must never happen (lost, doubled, stuck …)."""
    if games < 1 or not 0 <= faults < 1:
        raise SystemExit("--games N ≥ 1 and --faults P from 0 to below 1")
    module = _e2e_bench_module("storm")
    report = module.run_storm(games, faults)
    return {"game": "e2e-storm", **report, "problems": module.problems(report)}
