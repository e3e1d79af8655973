"""Micro-benchmark of the store: the durable append rate, the same database's bare
insert-and-commit rate (the ceiling for one durable write per move), and the time to reload a
500-action game.

``append_ratio`` = append rate / bare rate, measured in the same run: blocks of each alternate so
that both see the same disk and the same load, and the ratio is the median over neighbouring pairs
of blocks (a burst of load from elsewhere spoils one pair, not the figure). The bare write is what the simplest async program
would do: one INSERT in its own commit through the plain driver (aiosqlite, asyncpg).
"""
from __future__ import annotations

import json
import statistics
import tempfile
import time
from pathlib import Path

from vypravci.games.core.record import Seat

from ..store import Store, is_postgres

SEATS = [Seat(name="A", user_id=1), Seat(name="B", user_id=2), Seat(name="C", kind="ai", ai="greedy")]
BLOCKS = 10  # alternating blocks of bare inserts and store appends


def _action(i: int) -> dict:
    # Shaped like a real move, but the store never looks inside.
    return {"type": "build", "seat": i % 3, "company": "red", "hexes": [f"C{i % 9}", f"D{i % 7}"]}


class _Bare:
    """One plain connection inserting a row per commit into a scratch table ``bench_bare``."""

    def __init__(self, target: str | Path) -> None:
        self.target, self.pg = str(target), is_postgres(target)

    async def __aenter__(self) -> "_Bare":
        if self.pg:
            import asyncpg

            self.db = await asyncpg.connect(Store(self.target).url,
                                            server_settings={"synchronous_commit": "on"})
            await self.db.execute("CREATE TABLE bench_bare (id BIGSERIAL PRIMARY KEY, payload JSON)")
        else:
            import aiosqlite

            self.db = await aiosqlite.connect(self.target, isolation_level=None)
            for sql in ("PRAGMA journal_mode = WAL", "PRAGMA synchronous = FULL",
                        "CREATE TABLE bench_bare (id INTEGER PRIMARY KEY, payload TEXT)"):
                await self.db.execute(sql)
        return self

    async def insert(self, payload: str) -> None:
        if self.pg:
            await self.db.execute("INSERT INTO bench_bare (payload) VALUES ($1)", payload)
        else:
            await self.db.execute("INSERT INTO bench_bare (payload) VALUES (?)", (payload,))

    async def __aexit__(self, *exc: object) -> None:
        await self.db.execute("DROP TABLE bench_bare")
        await self.db.close()


async def bench_store(target: str | Path | None = None, n: int = 1000) -> dict:
    """``{"backend", "append_per_s", "bare_per_s", "append_ratio", "reload_500_ms"}``.

    ``target``: a ``postgresql://`` URL, a scratch SQLite file, or a directory in which a temporary
    database is made and removed (None: the system temp directory). Games are added (negative
    channel ids, marked finished) and a scratch table is made and dropped: point it at a scratch
    database on the disk the bot's database lives on, since the rate is mostly the commit's fsync.
    """
    if target is None or (not is_postgres(target) and Path(target).is_dir()):
        with tempfile.TemporaryDirectory(dir=target) as tmp:
            return await bench_store(Path(tmp) / "bench.sqlite3", n)
    channel = -time.time_ns()  # negative: never a real Discord channel, unique per run
    block = max(1, n // BLOCKS)
    append_s = bare_s = 0.0
    ratios: list[float] = []
    async with Store(target) as store, _Bare(target) as bare:
        g = await store.create_game(None, channel, 1, "bench", {}, 0, SEATS, status="active")
        seq = 0
        for b in range(BLOCKS):
            t = time.perf_counter()
            for i in range(block):
                await bare.insert(json.dumps(_action(i)))
            t_bare = time.perf_counter() - t
            t = time.perf_counter()
            for i in range(block):
                seq = await store.append_action(g.id, seq, _action(i), user_id=1)
            t_append = time.perf_counter() - t
            bare_s, append_s = bare_s + t_bare, append_s + t_append
            ratios.append(t_bare / t_append)
        await store.set_status(g.id, "finished")
        big = await store.create_game(None, channel - 1, 1, "bench", {}, 0, SEATS, status="active")
        for i in range(500):
            await store.append_action(big.id, i, _action(i), user_id=1)
        await store.set_status(big.id, "finished")
    async with Store(target) as store:  # reopen, as after a restart
        times = []
        for _ in range(5):
            t = time.perf_counter()
            rec = await store.record(big.id)
            times.append(time.perf_counter() - t)
        assert len(rec.actions) == 500
        backend = store.backend
    count = block * BLOCKS
    return {"backend": backend, "append_per_s": count / append_s, "bare_per_s": count / bare_s,
            "append_ratio": statistics.median(ratios), "reload_500_ms": statistics.median(times) * 1000}


def _rounded(result: dict) -> dict:
    return {k: round(v, 3 if k == "append_ratio" else 1) if isinstance(v, float) else v
            for k, v in result.items()}


def bench_backends(n: int = 1000, where: str | Path | None = None) -> list[dict]:
    """``vypravci bench``: one entry per store backend (``"game": "store-sqlite"`` and
    ``"store-postgresql"``) with its append rate, bare insert rate and their ratio.

    ``where``: the directory (the disk) both databases are made in (None: the system temp
    directory). PostgreSQL is measured on ``VYPRAVCI_BENCH_PG`` (a scratch database's URL; then
    ``where`` applies to SQLite only), else on a throw-away server from the ``pgserver`` package
    (installed with the test extras) whose data directory is made in ``where``; without either the
    entry says why it was skipped.
    """
    import asyncio
    import os

    results = [{"game": "store-sqlite", **_rounded(asyncio.run(bench_store(where, n)))}]
    url = os.environ.get("VYPRAVCI_BENCH_PG")
    if url:
        results.append({"game": "store-postgresql", **_rounded(asyncio.run(bench_store(url, n)))})
        return results
    try:
        import pgserver
    except ImportError:
        results.append({"game": "store-postgresql",
                        "skipped": "set VYPRAVCI_BENCH_PG or install pgserver (pip install '.[test]')"})
        return results
    with tempfile.TemporaryDirectory(prefix="vypravci-bench-pg-", dir=where) as tmp:
        server = pgserver.get_server(tmp, cleanup_mode="stop")
        try:
            results.append({"game": "store-postgresql",
                             **_rounded(asyncio.run(bench_store(server.get_uri(), n)))})
        finally:
            server.cleanup()
    return results


if __name__ == "__main__":
    import sys

    # no argument: both backends in the temp directory; a directory (e.g. /dev/shm): both there;
    # a postgresql:// URL or a SQLite file: that database only
    arg = sys.argv[1] if len(sys.argv) > 1 else None
    if arg is not None and (is_postgres(arg) or not Path(arg).is_dir()):
        import asyncio

        print(_rounded(asyncio.run(bench_store(arg))))
    else:
        for entry in bench_backends(where=arg):
            print(entry)
