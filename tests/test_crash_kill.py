"""Issue 9: a bot process killed (SIGKILL) at random moments, dozens of times, loses nothing it
acknowledged and never leaves a record that does not replay. Over SQLite, and over PostgreSQL with
fewer kills (the suite's time is shared)."""
from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from vypravci.bot.table.records.replay import find_damage
from vypravci.bot.store import Store, is_postgres
from vypravci.games.core import replay

ROOT = Path(__file__).resolve().parent.parent
KILLS = 24
PG_KILLS = 6


def run_until_killed(path: Path | str, seed: int, delay: float) -> list[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    proc = subprocess.Popen([sys.executable, "-m", "tests.crash_worker", str(path), str(seed)],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)
    assert proc.stdout.readline().strip() == "READY"
    time.sleep(delay)
    proc.send_signal(signal.SIGKILL)
    out = proc.stdout.read()
    proc.wait(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    return [line for line in out.split("\n")[:-1] if line.startswith("ACK ")]  # last may be cut


async def test_sigkill_at_random_moments_loses_nothing(db_target):
    path = db_target
    kills = PG_KILLS if is_postgres(path) else KILLS
    rng = random.Random(9)
    acked: list[tuple[int, int, dict]] = []
    for k in range(kills):
        for line in run_until_killed(path, k, rng.uniform(0.05, 0.8)):
            _, game_id, seq, action = line.split(" ", 3)
            acked.append((int(game_id), int(seq), json.loads(action)))
        async with await Store.open(path) as store:
            for g in await store.all_games():
                if g.status not in ("active", "finished"):
                    continue  # a lobby cut short is just a lobby
                record = await store.record(g.id)
                assert find_damage(record) is None, (k, g.id)
                assert replay(record).is_terminal() == (g.status == "finished"), (k, g.id)
            for game_id, seq, action in acked:  # every acknowledged move, at its place, once
                rows = await store.log(game_id)
                assert rows[seq - 1].kind == "action" and rows[seq - 1].payload == action, (k, game_id, seq)
    assert len(acked) > kills  # the processes did play between the kills
