"""Micro-benchmark of the store: durable append rate and the time to reload a 500-action game."""
from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from games.core.record import Seat

from .store import Store

SEATS = [Seat(name="A", user_id=1), Seat(name="B", user_id=2), Seat(name="C", kind="ai", ai="greedy")]


def _action(i: int) -> dict:
    # Shaped like a real move, but the store never looks inside.
    return {"type": "build", "seat": i % 3, "company": "red", "hexes": [f"C{i % 9}", f"D{i % 7}"]}


async def _game_with(store: Store, channel_id: int, n: int) -> tuple[int, float]:
    """A new active game with n actions appended one commit at a time; returns (id, seconds)."""
    g = await store.create_game(None, channel_id, 1, "bench", {}, 0, SEATS, status="active")
    seq = 0
    t = time.perf_counter()
    for i in range(n):
        seq = await store.append_action(g.id, seq, _action(i), user_id=1)
    dt = time.perf_counter() - t
    await store.set_status(g.id, "finished")
    return g.id, dt


async def bench_store(path: str | Path | None = None, n: int = 1000) -> dict:
    """``{"append_per_s", "reload_500_ms"}`` measured on ``path``.

    ``path`` is a scratch database file (games are added to it, marked finished) or a directory
    in which a temporary database is made and removed; None uses the system temp directory.
    Point it at the disk the bot's database lives on: the append rate is mostly fsync.
    """
    if path is None or Path(path).is_dir():
        with tempfile.TemporaryDirectory(dir=path) as tmp:
            return await bench_store(Path(tmp) / "bench.sqlite3", n)
    channel = -time.time_ns()  # negative: never a real Discord channel, unique per run
    async with Store(path) as store:
        _, dt = await _game_with(store, channel, n)
        big, _ = await _game_with(store, channel - 1, 500)
    async with Store(path) as store:  # reopen, as after a restart
        times = []
        for _ in range(5):
            t = time.perf_counter()
            rec = await store.record(big)
            times.append(time.perf_counter() - t)
        assert len(rec.actions) == 500
    return {"append_per_s": n / dt, "reload_500_ms": statistics.median(times) * 1000}


if __name__ == "__main__":
    import asyncio
    import sys

    print(asyncio.run(bench_store(sys.argv[1] if len(sys.argv) > 1 else None)))
