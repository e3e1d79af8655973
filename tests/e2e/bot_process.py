"""The real bot in a process of its own, talking to the loopback Discord: several shard processes
on one database, killed with SIGKILL and restarted like a deployment's units.

Parent side: ``BotProcess(emu, db, shards=2, shard_ids="1")`` starts
``python -m tests.e2e.bot_process`` (the child side below) with ``DISCORD_TOKEN``, ``VYPRAVCI_DB``,
``VYPRAVCI_SHARDS`` and ``VYPRAVCI_SHARD_IDS`` set, and ``await start()`` returns once the
emulator has given each of its shards a session and that shard's guilds. ``kill()`` is SIGKILL;
``stop()`` is Ctrl-C; ``start()`` again is a restart over the same database.

Child side: discord.py is pointed at the emulator's URLs exactly as in the tests
(``harness.discord_py_at``), then ``vypravci.bot.ops.run.run_bot(Config.from_env())`` runs,
the same call as ``vypravci run``.
"""
from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

from .emulator import DiscordEmulator

ROOT = Path(__file__).resolve().parents[2]
READS_ENV = "VYPRAVCI_E2E_READS"  # a file the child writes "<interaction id> <monotonic time>" lines to
OWN_ENV = ("DISCORD_TOKEN", "VYPRAVCI_DB", "VYPRAVCI_SHARDS", "VYPRAVCI_SHARD_IDS", "VYPRAVCI_GUILD_ID",
           "VYPRAVCI_METRICS_PORT")  # set per process here, never inherited


class BotProcess:
    """One bot process (all shards of an unsharded bot, or the ``shard_ids`` of ``shards``)."""

    def __init__(self, emu: DiscordEmulator, db: str | Path, *, shards: int | None = None,
                 shard_ids: str | None = None, log_path: Path | None = None,
                 env: dict[str, str] | None = None) -> None:
        self.emu, self.db, self.shards = emu, str(db), shards
        self.ids = [int(i) for i in shard_ids.split(",")] if shard_ids else list(range(shards or 1))
        self.shard_ids = shard_ids
        self.log_path = log_path
        self.extra_env = env or {}
        self.proc: subprocess.Popen | None = None
        self.starts = 0
        self.peak_rss_kb = 0  # the most resident memory seen, with its children (sample_rss)
        self.peak_main_kb = 0  # the bot process alone (its VmHWM)

    @property
    def name(self) -> str:
        return f"bot[{','.join(map(str, self.ids))}]"

    def _env(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if k not in OWN_ENV}  # e.g. VYPRAVCI_RENDER_WORKERS passes
        env.update(DISCORD_TOKEN=self.emu.token, VYPRAVCI_DB=self.db, PYTHONUNBUFFERED="1",
                   PYTHONPATH=os.pathsep.join(p for p in (str(ROOT), os.environ.get("PYTHONPATH")) if p))
        if self.shards:
            env["VYPRAVCI_SHARDS"] = str(self.shards)
            if self.shard_ids:
                env["VYPRAVCI_SHARD_IDS"] = self.shard_ids
        env.update(self.extra_env)
        return env

    async def start(self, timeout: float = 60.0) -> "BotProcess":
        """Start (or restart) the process; returns when each of its shards is connected and has
        been sent its guilds (interactions may be dispatched from then on, as Discord does)."""
        assert self.proc is None or self.proc.poll() is not None, f"{self.name} is still running"
        before = {i: self.emu.shard_sessions.get(i) for i in self.ids}
        log = open(self.log_path, "ab") if self.log_path else subprocess.DEVNULL
        try:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "tests.e2e.bot_process", self.emu.api_base, self.emu.gateway_url],
                cwd=ROOT, env=self._env(), stdin=subprocess.DEVNULL, stdout=log, stderr=log,
                start_new_session=True)  # a group of its own: the bot with its render workers
        finally:
            if log is not subprocess.DEVNULL:
                log.close()
        self.starts += 1

        def ready():
            if self.proc.poll() is not None:
                raise AssertionError(f"{self.name} exited with {self.proc.returncode} while starting"
                                     f"{self._tail()}")
            sessions = [self.emu.shard_ready(i) for i in self.ids]
            return all(s is not None and s is not before[i] for i, s in zip(self.ids, sessions))
        await self.emu.wait_for(ready, timeout, f"{self.name} to connect")
        return self

    def _tail(self, lines: int = 20) -> str:
        if not self.log_path or not self.log_path.exists():
            return ""
        return "\n" + "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])

    def sample_rss(self, children: dict[int, list[int]] | None = None) -> int:
        """The largest resident memory seen so far (kB) of the process with its children (the
        render pool's workers), summed at one moment (Linux /proc; ``children``: one
        ``process_children()`` shared by several samples)."""
        if self.proc is not None and self.proc.poll() is None:
            total = sum(_rss_kb(pid) for pid in _tree(self.proc.pid, children or process_children()))
            self.peak_rss_kb = max(self.peak_rss_kb, total)
            self.peak_main_kb = max(self.peak_main_kb, _rss_kb(self.proc.pid, "VmHWM:"))
        return self.peak_rss_kb

    def cpu_seconds(self, children: dict[int, list[int]] | None = None) -> tuple[float, float]:
        """CPU time used so far: (the bot process, its live children such as render workers)."""
        if self.proc is None or self.proc.poll() is not None:
            return 0.0, 0.0
        pids = _tree(self.proc.pid, children or process_children())
        return _cpu_s(pids[0]), sum(_cpu_s(pid) for pid in pids[1:])

    async def kill(self) -> None:
        """SIGKILL to the bot and its render workers at once, no clean-up of any kind: a machine
        losing power, or systemd killing a unit's processes."""
        assert self.proc is not None
        self.sample_rss()
        self._kill_group()
        await asyncio.to_thread(self.proc.wait, 10)

    def _kill_group(self) -> None:
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)
        except ProcessLookupError:  # nothing of it is left
            pass

    async def stop(self, timeout: float = 15.0) -> int | None:
        """Ctrl-C (the bot closes its gateway and store); then SIGKILL to what is left of the
        group. The exit code, or None if the bot did not end in time."""
        if self.proc is None or self.proc.poll() is not None:
            return None if self.proc is None else self.proc.returncode
        self.sample_rss()
        self.proc.send_signal(signal.SIGINT)
        try:
            return await asyncio.to_thread(self.proc.wait, timeout)
        except subprocess.TimeoutExpired:
            return None
        finally:
            self._kill_group()  # whatever outlived the bot (or the bot itself, if it hung)
            await asyncio.to_thread(self.proc.wait, 10)

    def errors(self) -> list[str]:
        """ERROR lines and tracebacks the process logged (needs ``log_path``)."""
        if not self.log_path or not self.log_path.exists():
            return []
        return [line for line in self.log_path.read_text(errors="replace").splitlines()
                if " ERROR " in line or line.startswith("Traceback")]


def process_children() -> dict[int, list[int]]:
    """Every running process's children (parent pid → pids), read from /proc."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(entry.name))
    return children


def _tree(root: int, children: dict[int, list[int]]) -> list[int]:
    """``root`` and all its descendants."""
    found, todo = [], [root]
    while todo:
        pid = todo.pop()
        found.append(pid)
        todo.extend(children.get(pid, []))
    return found


def _rss_kb(pid: int, field: str = "VmRSS:") -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(field):
                return int(line.split()[1])
    except (OSError, ValueError):
        pass
    return 0


def _cpu_s(pid: int) -> float:
    """User + system CPU seconds of one process (/proc/PID/stat fields 14 and 15)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


def child(api_base: str, gateway_url: str) -> int:
    """The process itself: the real ``run_bot`` with discord.py pointed at the emulator."""
    from vypravci.bot.ops.config import Config
    from vypravci.bot.ops.run import run_bot

    from .harness import discord_py_at

    if os.environ.get(READS_ENV):
        log_interaction_reads(os.environ[READS_ENV])
    with discord_py_at(SimpleNamespace(api_base=api_base, gateway_url=gateway_url)):
        return run_bot(Config.from_env())


def log_interaction_reads(path: str) -> None:
    """Each INTERACTION_CREATE the gateway hands discord.py is written down with the time
    (``time.monotonic()``, one clock for every process of the machine): the storm's trace."""
    import discord.state

    out = open(path, "a", buffering=1)
    parse = discord.state.ConnectionState.parse_interaction_create

    def parse_timed(self, data):
        out.write(f"{data['id']} {time.monotonic():.4f}\n")
        return parse(self, data)

    discord.state.ConnectionState.parse_interaction_create = parse_timed


def read_interaction_reads(path: Path) -> dict[int, list[float]]:
    """What :func:`log_interaction_reads` wrote: interaction id → the times it was read."""
    reads: dict[int, list[float]] = {}
    if path.exists():
        for line in path.read_text().splitlines():
            iid, _, at = line.partition(" ")
            if at:
                reads.setdefault(int(iid), []).append(float(at))
    return reads


if __name__ == "__main__":
    sys.exit(child(*sys.argv[1:3]))
