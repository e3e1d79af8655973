"""Boards drawn in worker processes, so drawing never holds the bot's event loop.

The renderers are Python over Pillow and hold the GIL for most of a board, so a board drawn in a
thread of the bot's process delays every store call and every interaction acknowledgement queued
behind it. ``RenderPool`` draws in ``workers`` processes (default: the cores this process may use;
``VYPRAVCI_RENDER_WORKERS``, 0 = no pool):

- ``start()`` once with the bot: the workers are forked from a clean forkserver process that has
  warmed up once (render/warm.py: renderers imported, fonts loaded, an opening board of each game
  drawn), so even the first board is not slow (``spawn`` where there is no forkserver: each worker
  warms itself; never a fork of the bot itself, with its threads and sockets). The program's main
  module must be safe to import (``if __name__ == "__main__":``). ``await close()`` with the bot.
- What crosses to a worker is one pickle of (renderer function, state, labels). A renderer that
  draws from the onlooker's view only says so (``DRAWS_FROM_VIEW = True`` in its module) and gets
  a ``ViewSnapshot`` of that view (2–3 kB, ~0.1 ms) instead of the whole state.
- ``call(fn, *args)`` runs other work there that must not hold the event loop (a face's preview
  pictures); its arguments travel as they are. AI seats think in a pool of their own
  (``VYPRAVCI_AI_WORKERS``, default 1; 0: in the render processes), started at the first AI move,
  whose processes run at a lower priority (``nice``): a strong AI's search never holds a render
  process, and the boards of other games get the CPU first (issue 24).
- A job that cannot be pickled (a function made inside a test), a pool that is not running, or a
  worker that died (the pool is replaced; after ``max_restarts`` deaths within ``window`` seconds
  it is not, and every board is drawn in-process) is drawn in-process, in a thread, as before. An
  error of the renderer itself is raised, as it would be in-process.
"""
from __future__ import annotations

import asyncio
import logging
import multiprocessing
import os
import pickle
import threading
import time
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from .registry import renderer_module

log = logging.getLogger(__name__)

ENV = "VYPRAVCI_RENDER_WORKERS"
AI_ENV = "VYPRAVCI_AI_WORKERS"
AI_NICE = 10  # the AI processes' niceness, added to the render processes' (render/warm.py)


def cores() -> int:
    """The cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not Linux
        return max(1, os.cpu_count() or 1)


def workers_from_env(env: Mapping[str, str] = os.environ) -> int:
    """``VYPRAVCI_RENDER_WORKERS``: how many render processes (unset: one per core; 0: none)."""
    raw = (env.get(ENV) or "").strip()
    if not raw:
        return cores()
    if not raw.isdigit():
        raise ValueError(f"{ENV} must be a whole number of processes (0: draw in threads), not {raw!r}")
    return int(raw)


def ai_workers_from_env(env: Mapping[str, str] = os.environ) -> int:
    """``VYPRAVCI_AI_WORKERS``: the AI seats' own processes (unset: 1, or 0 when there are no render
    processes either; 0: AI seats think in the render processes, or in threads without them)."""
    raw = (env.get(AI_ENV) or "").strip()
    if not raw:
        return 1 if workers_from_env(env) else 0
    if not raw.isdigit():
        raise ValueError(f"{AI_ENV} must be a whole number of processes (0: think in the render processes), not {raw!r}")
    return int(raw)


# ---------------------------------------------------------------------------------------- what travels
@dataclass(frozen=True)
class ViewSnapshot:
    """All a view-only renderer may read of a state, and all that is public: its game, the
    onlooker's view, who is to act and, once the game is over, the scores and the ranking."""

    game_id: str
    public: dict
    seat_to_act: int | None = None
    final: tuple | None = None  # (scores, ranking) once the game is over

    @classmethod
    def of(cls, state: Any) -> "ViewSnapshot":
        final = (list(state.scores()), list(state.ranking())) if state.is_terminal() else None
        return cls(state.game.id, state.view(None), state.to_act(), final)

    @property
    def game(self):
        from vypravci.games.core import get_game

        return get_game(self.game_id)

    def view(self, seat: int | None = None) -> dict:
        if seat is not None:
            raise ValueError("a snapshot holds the onlooker's view only")
        return self.public

    def to_act(self) -> int | None:
        return self.seat_to_act

    def is_terminal(self) -> bool:
        return self.final is not None

    def scores(self) -> list:
        if self.final is None:
            raise ValueError("the game is not over")
        return self.final[0]

    def ranking(self) -> list:
        if self.final is None:
            raise ValueError("the game is not over")
        return self.final[1]


def portable(state: Any) -> Any:
    """What is sent to a worker for ``state``: a snapshot of what is public when its renderer
    draws from that alone (``DRAWS_FROM_VIEW = True`` in its module), else the state itself."""
    game_id = getattr(getattr(state, "game", None), "id", None)
    module = renderer_module(game_id) if isinstance(game_id, str) else None
    if getattr(module, "DRAWS_FROM_VIEW", False):
        return ViewSnapshot.of(state)
    return state


def job_bytes(fn: Callable, state: Any, labels: Any) -> bytes | None:
    """The pickled job, or None when it cannot travel (then it is drawn in-process)."""
    try:
        return pickle.dumps((fn, portable(state), labels), protocol=pickle.HIGHEST_PROTOCOL)
    except Exception as err:  # noqa: BLE001 - anything unpicklable is drawn here instead
        log.debug("a board job cannot be sent to a render process (%s); drawn in-process", err)
        return None


# ---------------------------------------------------------------------------------------- the worker side
def _warm() -> int:
    """Run first in each worker: the warm-up (render/warm.py; already done in a worker forked
    from the warm forkserver)."""
    from . import warm  # noqa: F401 - importing it warms the process

    return os.getpid()


def _draw(job: bytes) -> tuple[bytes, float]:
    t0 = time.perf_counter()
    fn, state, labels = pickle.loads(job)
    png = fn(state, labels)
    return png, time.perf_counter() - t0


def _call(job: bytes) -> tuple[Any]:
    fn, args = pickle.loads(job)
    return (fn(*args),)


def _draw_here(fn: Callable, state: Any, labels: Any) -> tuple[bytes, float]:
    t0 = time.perf_counter()
    png = fn(state, labels)
    return png, time.perf_counter() - t0


# ---------------------------------------------------------------------------------------- the pool
@dataclass(frozen=True)
class Drawn:
    """One board: the PNG, the seconds its drawing took, and where it was drawn."""

    png: bytes
    seconds: float
    where: str  # "pool" or "thread"


def _outlive_not(owner: int, nice: int = 0, every: float = 1.0) -> None:
    """In a render process: exit once the bot process that started the pool is gone. A bot killed
    outright (SIGKILL) cannot stop its pool, and a worker's parent is the forkserver, not the bot.
    ``nice``: run at that much lower priority (the AI pool)."""
    if nice:
        try:
            os.nice(nice)
        except OSError:  # not allowed here: run at the usual priority
            log.warning("a %s process could not lower its priority", "worker")
    def watch() -> None:
        while True:
            time.sleep(every)
            try:
                os.kill(owner, 0)
            except ProcessLookupError:
                os._exit(0)
            except PermissionError:  # alive, under another user (cannot happen here; harmless)
                pass

    threading.Thread(target=watch, name="vypravci-render-owner", daemon=True).start()


class RenderPool:
    """Render processes for the bot (see the module's description)."""

    def __init__(self, workers: int | None = None, *, method: str | None = None, max_restarts: int = 5,
                 window: float = 60.0, nice: int = 0, name: str = "render") -> None:
        self.workers = cores() if workers is None else max(0, workers)
        self.nice, self.name = nice, name  # the workers' lower priority; what the log calls them
        self.started = False  # start() was called once (a pool given up after deaths stays stopped)
        methods = multiprocessing.get_all_start_methods()
        self.method = method or ("forkserver" if "forkserver" in methods else "spawn")
        self.restarts = 0  # pools replaced after a worker died
        # workers dying ``max_restarts`` times within ``window`` seconds: boards are drawn in-process
        self.max_restarts, self.window = max_restarts, window
        self._deaths: list[float] = []
        self._executor: ProcessPoolExecutor | None = None
        self._warming: list[Future] = []

    @property
    def running(self) -> bool:
        return self._executor is not None

    def start(self) -> None:
        """Start the workers (nothing waits for them: the first boards queue until they are up)."""
        if self._executor is not None or self.workers == 0:
            return
        self.started = True
        context = multiprocessing.get_context(self.method)
        if self.method == "forkserver":
            context.set_forkserver_preload([f"{__package__}.warm"])  # no effect once it runs
        self._executor = ProcessPoolExecutor(self.workers, mp_context=context, initializer=_outlive_not,
                                             initargs=(os.getpid(), self.nice))
        self._warming = [self._executor.submit(_warm) for _ in range(self.workers)]
        log.info("%d %s process(es) starting (%s)", self.workers, self.name, self.method)

    async def ready(self) -> list[int]:
        """Wait for the warm-up jobs (one per worker; a worker forked from the forkserver starts
        warm anyway); the ids of the processes that ran them."""
        return list(await asyncio.gather(*(asyncio.wrap_future(f) for f in self._warming)))

    def worker_pids(self) -> list[int]:
        processes = getattr(self._executor, "_processes", None) or {}
        return sorted(processes)

    async def render(self, fn: Callable[[Any, Any], bytes], state: Any, labels: Any = None) -> Drawn:
        """``fn(state, labels)`` in a worker; in-process (a thread) when it cannot be."""
        job = job_bytes(fn, state, labels) if self._executor is not None else None
        done = await self._in_worker(_draw, job)
        if done is not None:
            png, seconds = done
            return Drawn(png, seconds, "pool")
        png, seconds = await asyncio.to_thread(_draw_here, fn, state, labels)
        return Drawn(png, seconds, "thread")

    async def call(self, fn: Callable[..., Any], *args: Any) -> tuple[Any, str]:
        """``fn(*args)`` in a worker, for other work that must not hold the event loop (an AI
        seat's thinking, bot/table/thinking.py): the arguments travel as they are (no view snapshot).
        In a thread when it cannot be, as ``render``. Returns (the result, "pool" or "thread")."""
        job = None
        if self._executor is not None:
            try:
                job = pickle.dumps((fn, args), protocol=pickle.HIGHEST_PROTOCOL)
            except Exception as err:  # noqa: BLE001 - anything unpicklable runs here instead
                log.debug("a job cannot be sent to a render process (%s); run in-process", err)
        done = await self._in_worker(_call, job)
        if done is not None:
            return done[0], "pool"
        return await asyncio.to_thread(fn, *args), "thread"

    async def _in_worker(self, run: Callable[[bytes], Any], job: bytes | None) -> Any:
        """``run(job)`` in a worker; None when there is no worker to run it (no pool, no job, a
        worker died: the pool is replaced) and the caller runs it in-process instead."""
        executor = self._executor
        if executor is None or job is None:
            return None
        try:
            future = executor.submit(run, job)
        except RuntimeError:  # broken, or shut down meanwhile
            self._replace(executor)
            return None
        try:
            return await asyncio.wrap_future(future)
        except BrokenProcessPool:
            log.warning("a render process died: the pool is replaced and this job run in-process")
            self._replace(executor)
            return None

    def _replace(self, broken: ProcessPoolExecutor | None) -> None:
        if broken is None or broken is not self._executor:
            return  # already replaced (several boards were waiting on the dead pool), or closed
        self._executor = None
        broken.shutdown(wait=False, cancel_futures=True)
        now = time.monotonic()
        self._deaths = [t for t in self._deaths if now - t < self.window] + [now]
        if len(self._deaths) >= self.max_restarts:
            log.error("render processes died %d times within %.0f s: boards are drawn in-process from now on",
                      len(self._deaths), self.window)
            return
        self.restarts += 1
        self.start()

    async def close(self) -> None:
        """Stop the workers (a board being drawn is finished first)."""
        executor, self._executor = self._executor, None
        if executor is not None:
            await asyncio.to_thread(executor.shutdown, True, cancel_futures=True)


__all__ = ["AI_NICE", "Drawn", "RenderPool", "ViewSnapshot", "ai_workers_from_env", "cores", "job_bytes", "portable",
           "workers_from_env"]
