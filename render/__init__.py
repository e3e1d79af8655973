"""Pictures of game states. Draws a state, never changes it, and never imports bot/.

``render_state`` finds the renderer by ``state.game.id`` (registry.py): the module or package
``render/<package>`` (``<package>``: the game's folder under games/, ``games.core.package_of``)
with ``render_board(state, labels)`` and ``labels_for(state, t, company_name, city_name)``. No
table names a game. The drawing kit is kit.py; boards are drawn off the bot's event loop in
render processes (pool.py, warmed up by warm.py). Here also the benchmarks of a board.
"""
from __future__ import annotations

import statistics
import time
from typing import Any, Callable

from .registry import labels_for, render_state, renderer_module


def _median_ms(fn: Callable[[], Any], runs: int, clock: Callable[[], float] = time.perf_counter) -> float:
    times = []
    for _ in range(runs):
        t0 = clock()
        fn()
        times.append((clock() - t0) * 1000)
    return statistics.median(times)


def bench_render(state: Any, repeats: int = 20, labels: Any = None) -> dict:
    """Median time of ``render_state`` (drawing + PNG) over ``repeats`` runs, and the PNG's size."""
    render_state(state, labels)  # warm the static caches
    png = render_state(state, labels)
    return {"render_ms_median": _median_ms(lambda: render_state(state, labels), repeats),
            "render_png_bytes": len(png)}


def bench_render_layers(state: Any, repeats: int = 20, labels: Any = None) -> dict:
    """What the static layers and the render processes change, medians in ms:
    ``render_ms_cold_median``, a board with every layer drawn afresh (as without static layers, or
    the first board of a map in a render process); ``render_cpu_ms_median``, a board's CPU time
    (steady while other work shares the cores, unlike the wall-clock figures); and the job a render
    process is sent (``render_job_bytes``; ``render_job_ms``: pickling it here, render/pool.py)."""
    from . import kit
    from .pool import job_bytes

    def cold() -> None:
        kit.clear_layers()
        render_state(state, labels)

    cold_ms = _median_ms(cold, max(3, repeats // 4))
    render_state(state, labels)  # leave the layers warm
    cpu_ms = _median_ms(lambda: render_state(state, labels), repeats, time.process_time)
    job = job_bytes(render_state, state, labels) or b""
    return {"render_ms_cold_median": cold_ms, "render_cpu_ms_median": cpu_ms, "render_job_bytes": len(job),
            "render_job_ms": _median_ms(lambda: job_bytes(render_state, state, labels), repeats)}


__all__ = ["bench_render", "bench_render_layers", "labels_for", "render_state", "renderer_module"]
