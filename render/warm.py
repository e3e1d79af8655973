"""The render processes' warm-up, done by importing this module (render/pool.py).

Importing it imports every renderer, loads the fonts, draws one opening board of each game
(English, default options, fewest players: the code paths, glyph caches and common layers
become ready) and lowers the process's CPU priority by ``NICE``, so that drawing gives way to the
bot's own process (interaction acknowledgements, store calls) when the cores are busy.

The pool's forkserver imports it once and every render process is forked from it already warm;
a spawned render process imports it itself. Nothing else should import it.
"""
from __future__ import annotations

import logging
import os

NICE = 5
FONT_SIZES = (12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 26)

log = logging.getLogger(__name__)


def _warm_up() -> None:
    from vypravci.games.core import Seat, all_games

    from . import kit
    from .registry import render_state, renderer_module

    for size in FONT_SIZES:
        kit.font(size)
        kit.font(size, True)
    for game in all_games():
        if renderer_module(game.id) is None:
            continue
        try:
            seats = [Seat(name=f"P{i + 1}", kind="ai", ai="simple") for i in range(max(1, game.min_players))]
            render_state(game.new_state(game.parse_options({}), seats, 1))
        except Exception:  # noqa: BLE001 - a warm-up must never stop the render processes
            log.warning("warming the renderer of %s failed", game.id, exc_info=True)
    if hasattr(os, "nice"):
        try:
            os.nice(NICE)
        except OSError:
            pass


_warm_up()
