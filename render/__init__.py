"""Pictures of game states. Draws a state, never changes it, and never imports bot/.

``render_state`` picks the renderer by ``state.game.id``: a new game adds one module with
``render_board(state, labels)`` and ``labels_for(state, t, company_name, city_name)`` and one
entry in each table below.
"""
from __future__ import annotations

import statistics
import time
from typing import Any, Callable

from . import cargo_empire, mini_express

# game id → function(state, labels) -> PNG bytes
RENDERERS: dict[str, Callable[..., bytes]] = {
    "mini-express": mini_express.render_board,
    "cargo-empire": cargo_empire.render_board,
}
# game id → function(state, t, company_name, city_name) -> that game's labels object
LABELERS: dict[str, Callable[..., Any]] = {
    "mini-express": mini_express.labels_for,
    "cargo-empire": cargo_empire.labels_for,
}


def render_state(state: Any, labels: Any = None) -> bytes:
    """PNG bytes picturing ``state``; ``labels`` are the game's localized words (None: English)."""
    try:
        renderer = RENDERERS[state.game.id]
    except KeyError:
        raise KeyError(f"no renderer for game {state.game.id!r}") from None
    return renderer(state, labels)


def labels_for(state: Any, t: Callable[..., str], company_name: Callable[[str], str],
               city_name: Callable[[Any], str]) -> Any:
    """Localized labels for ``state``'s renderer, built from the caller's translators.

    ``t(key)`` returns a message (or ``key`` itself when missing); ``company_name(id)`` and
    ``city_name(city)`` name components. None when the game has no labeler.
    """
    labeler = LABELERS.get(state.game.id)
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


__all__ = ["LABELERS", "RENDERERS", "bench_render", "labels_for", "render_state"]
