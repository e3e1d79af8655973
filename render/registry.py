"""Which renderer draws a game: ``render/<package>`` of the game's folder, found by name (never
listed), with ``render_board(state, labels)`` and ``labels_for(state, t, company_name, city_name)``.
"""
from __future__ import annotations

import importlib
from typing import Any, Callable


def renderer_module(game_id: str):
    """``render/<package>`` (module or package) of a game, or None when the game has no renderer yet."""
    from vypravci.games.core import package_of

    name = f"{__package__}.{package_of(game_id)}"
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
