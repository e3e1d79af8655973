"""Where AI seats think: never on the event loop.

An AI's choice is a pure function of (state, seat, level, seed) — ``choose_move`` — so it gives
the same move wherever it runs. ``Sessions`` awaits a *thinker* for each AI move:

- ``in_thread`` (the default; the console and tests): a thread of this process, on a copy of the
  state. The thread still holds the GIL while it thinks, but the event loop gets it back every
  switch interval (5 ms) instead of waiting for the whole move.
- ``in_pool(pool)`` (the bot): worker processes (render/pool.py: the AI pool, ``VYPRAVCI_AI_WORKERS``,
  at a lower priority, started at the first AI move; else the render processes), which free the
  event loop completely for ~0.2–0.9 ms of pickling per move; in a thread when the pool cannot take it.

docs/benchmarks.md ("AI seats off the event loop") has the measurements behind the choice.
"""
from __future__ import annotations

import asyncio
from typing import Any, Awaitable, Callable

from vypravci.games.core import GameState

# (state, seat, level, seed) → the chosen action as a dict
Thinker = Callable[[GameState, int, str, int], Awaitable[dict]]


def choose_move(state: GameState, seat: int, level: str, seed: int) -> dict:
    """The move the AI of ``level`` seeded with ``seed`` chooses for ``seat``."""
    return state.game.make_ai(level, seed).choose(state, seat).to_dict()


def _choose_on_copy(state: GameState, seat: int, level: str, seed: int) -> dict:
    # a copy (~0.05 ms): whatever the AI caches while it thinks stays off the state others may
    # read meanwhile (in a worker it is a copy already, but a pool may fall back to a thread)
    return choose_move(state.clone(), seat, level, seed)


async def in_thread(state: GameState, seat: int, level: str, seed: int) -> dict:
    return await asyncio.to_thread(_choose_on_copy, state, seat, level, seed)


def in_pool(pool: Any) -> Thinker:
    """A thinker using ``pool`` (a ``RenderPool``): its processes, else a thread."""

    async def think(state: GameState, seat: int, level: str, seed: int) -> dict:
        if not pool.started:  # the first AI move starts its processes (a pool given up stays stopped)
            pool.start()
        if not pool.running:
            return await in_thread(state, seat, level, seed)
        move, _where = await pool.call(_choose_on_copy, state, seat, level, seed)
        return move

    return think
