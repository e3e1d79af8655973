"""How long the event loop waits while AI seats think: on the loop itself, in a thread
(``thinking.in_thread``) and in a render process (``thinking.in_pool``). A ticker asks the loop
for a 1 ms sleep over and over while three AI seats play a game; the lag is how late it wakes.

    .venv/bin/python -m tests.ai_think_bench        # one line per game and place (docs/benchmarks.md)
"""
from __future__ import annotations

import asyncio
import time

from vypravci.bot.table import thinking
from vypravci.games.core import get_game
from vypravci.games.core.selfplay import ai_seats
from vypravci.render.pool import RenderPool

GAMES = [("mini-express", 3, "strong"), ("18lilliput", 3, "simple"), ("russian-railroads", 2, "simple"),
         ("cargo-empire", 3, "simple")]


async def on_loop(state, seat, level, seed):
    return thinking.choose_move(state, seat, level, seed)


async def _ticker(gaps: list[float], stop: asyncio.Event) -> None:
    last = time.perf_counter()
    while not stop.is_set():
        await asyncio.sleep(0.001)
        now = time.perf_counter()
        gaps.append(now - last - 0.001)
        last = now


async def measure(game_id: str, players: int, level: str, think, moves: int = 300) -> dict:
    """Play up to ``moves`` AI moves (each thought by ``think``, applied on the loop as Sessions
    does); the loop's lag percentiles and the time per move, in ms."""
    game = get_game(game_id)
    state = game.new_state(game.parse_options(None), ai_seats(players, [level]), 7)
    gaps: list[float] = []
    stop = asyncio.Event()
    tick = asyncio.create_task(_ticker(gaps, stop))
    t0, n = time.perf_counter(), 0
    while not state.is_terminal() and n < moves:
        seat = state.to_act()
        move = await think(state, seat, level, n)
        state = state.clone()
        state.apply(game.parse_action(move))
        n += 1
        await asyncio.sleep(0)  # the store's append: the loop runs other work between moves
    total = time.perf_counter() - t0
    stop.set()
    await tick
    gaps.sort()
    at = lambda q: round(gaps[min(len(gaps) - 1, int(q * len(gaps)))] * 1000, 2)  # noqa: E731
    return {"moves": n, "ms_per_move": round(total / n * 1000, 1), "lag_p50_ms": at(0.5), "lag_p99_ms": at(0.99),
            "lag_max_ms": round(gaps[-1] * 1000, 1)}


async def main() -> None:
    pool = RenderPool(1)
    pool.start()
    await pool.ready()
    try:
        for game_id, players, level in GAMES:
            for where, think in (("loop", on_loop), ("thread", thinking.in_thread), ("pool", thinking.in_pool(pool))):
                print(game_id, level, where, await measure(game_id, players, level, think), flush=True)
    finally:
        await pool.close()


if __name__ == "__main__":
    asyncio.run(main())
