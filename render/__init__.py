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


def bench_render(state: Any, repeats: int = 20, labels: Any = None) -> dict:
    """Median time of ``render_state`` (drawing + PNG) over ``repeats`` runs, and the PNG's size."""
    render_state(state, labels)  # warm the static caches
    times = []
    png = b""
    for _ in range(repeats):
        t0 = time.perf_counter()
        png = render_state(state, labels)
        times.append((time.perf_counter() - t0) * 1000)
    return {"render_ms_median": statistics.median(times), "render_png_bytes": len(png)}


__all__ = ["bench_render", "labels_for", "render_state", "renderer_module"]
