"""Two shard processes of one bot against one PostgreSQL: each plays the games of its own guilds;
one is killed with SIGKILL mid-game and restarted. Nothing acknowledged is lost, every record
replays, and the other process's games never notice (no refusal, no gap in its play)."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

from vypravci.bot.table.records.replay import find_damage
from vypravci.bot.discord.shards import ShardPlan
from vypravci.bot.store import Store
from tests.pg import new_schema
from tests.shard_worker import GUILDS

ROOT = Path(__file__).resolve().parent.parent


class Worker:
    """A shard process whose output is collected as it runs."""

    def __init__(self, db: str, ids: str, seed: int) -> None:
        env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
        self.proc = subprocess.Popen([sys.executable, "-m", "tests.shard_worker", db, "2", ids, str(seed)],
                                     cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
        assert self.proc.stdout.readline().strip() == "READY"
        self.lines: list[str] = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            if line.endswith("\n"):  # a line cut by SIGKILL was never acknowledged in full
                self.lines.append(line.rstrip("\n"))

    def stop(self, sig: int) -> None:
        self.proc.send_signal(sig)
        self.proc.wait(timeout=30)
        self.reader.join(timeout=10)

    def acks(self) -> list[tuple[int, int, dict]]:
        return [(int(g), int(s), json.loads(a)) for _, g, s, a in
                (line.split(" ", 3) for line in self.lines if line.startswith("ACK "))]

    def stale(self) -> list[str]:
        return [line for line in self.lines if line.startswith("STALE ")]


def wait_for_acks(worker: Worker, n: int, timeout: float = 60.0) -> None:
    end = time.monotonic() + timeout
    while len(worker.acks()) < n:
        assert time.monotonic() < end, "the shard process made no progress"
        assert worker.proc.poll() is None, "the shard process died"
        time.sleep(0.05)


async def test_two_shard_processes_one_database_one_killed(pg_url):
    db = await new_schema(pg_url)
    a, b = Worker(db, "0", seed=1), Worker(db, "1", seed=2)
    a2: Worker | None = None
    try:
        wait_for_acks(a, 15)
        wait_for_acks(b, 15)
        b_before_kill = len(b.acks())
        a.stop(signal.SIGKILL)  # mid-game: shard 0's process dies without closing anything
        assert a.proc.returncode == -signal.SIGKILL
        wait_for_acks(b, b_before_kill + 10)  # shard 1 plays on meanwhile
        a2 = Worker(db, "0", seed=3)  # restarted: it picks its games up from the database
        wait_for_acks(a2, 10)
        wait_for_acks(b, len(b.acks()) + 5)
    finally:
        for w in (a, b, a2):
            if w is not None and w.proc.poll() is None:
                w.stop(signal.SIGTERM)
    assert not (a.stale() or b.stale() or a2.stale()), "a guild's games were touched by another process"

    async with Store(db) as store:
        games = await store.all_games()
        by_id = {g.id: g for g in games}
        plans = {0: ShardPlan(2, (0,)), 1: ShardPlan(2, (1,))}
        for shard, acks in ((0, a.acks() + a2.acks()), (1, b.acks())):
            assert acks
            for game_id, seq, action in acks:  # every acknowledged move, at its place, once
                assert plans[shard].owns(by_id[game_id].guild_id)
                rows = await store.log(game_id)
                assert rows[seq - 1].kind == "action" and rows[seq - 1].payload == action
        for g in games:
            if g.status in ("active", "finished"):
                assert find_damage(await store.record(g.id)) is None, g.id
        assert {g.guild_id for g in games} <= set(GUILDS)
        assert len({g.guild_id for g in games}) == len(GUILDS)  # both processes set up their guilds
