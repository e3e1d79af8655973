"""Pictures of game states. Draws a state, never changes it, and never imports bot/.

``render_state`` finds the renderer by ``state.game.id``: the module ``render/<package>.py``
(``<package>``: the game's folder under games/, ``games.core.package_of``) with ``render_board(state, labels)`` and
``labels_for(state, t, company_name, city_name)``. No table names a game.
"""
from __future__ import annotations

import importlib
import statistics
import time
from typing import Any, Callable


def renderer_module(game_id: str):
    """``render/<package>.py`` of a game, or None when the game has no renderer yet."""
    from vypravci.games.core import package_of

    name = f"{__name__}.{package_of(game_id)}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as err:
        if err.name != name:
            raise
        return None


def render_state(state: Any, labels: Any = None) -> bytes:
    """PNG bytes picturing ``state``; ``labels`` are the game's localized words (None: English)."""
    module = renderer_module(state.game.id)
    if module is None:
        raise KeyError(f"no renderer for game {state.game.id!r}")
    return module.render_board(state, labels)


def labels_for(state: Any, t: Callable[..., str], company_name: Callable[[str], str],
               city_name: Callable[[Any], str]) -> Any:
    """Localized labels for ``state``'s renderer, built from the caller's translators.

    ``t(key)`` returns a message (or ``key`` itself when missing); ``company_name(id)`` and
    ``city_name(city)`` name components. None when the game has no labeler.
    """
    labeler = getattr(renderer_module(state.game.id), "labels_for", None)
    return labeler(state, t, company_name, city_name) if labeler else None


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
