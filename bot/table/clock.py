"""Time, as the bot's timers see it: one clock for deadlines, reminders, lobby expiry and retries.

Code that waits asks a :class:`Clock` (``app.clock``), never ``time`` or ``asyncio.sleep``
directly, so tests drive timers with :class:`ManualClock` — ``await clock.advance(3600)`` — and
never sleep. Times are seconds since the epoch (UTC), stored as numbers in a game's ``meta``.
"""
from __future__ import annotations

import asyncio
import heapq
import itertools
import time


class Clock:
    """The real clock."""

    def now(self) -> float:
        return time.time()

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(max(0.0, seconds))

    async def sleep_until(self, when: float) -> None:
        await self.sleep(when - self.now())


class ManualClock(Clock):
    """A clock that moves only when told: ``advance`` wakes, in time order, every sleeper whose
    moment has come, letting each run before the next (as real time would)."""

    def __init__(self, start: float = 1_800_000_000.0) -> None:
        self._now = start
        self._sleepers: list[tuple[float, int, asyncio.Future]] = []
        self._order = itertools.count()

    def now(self) -> float:
        return self._now

    async def sleep(self, seconds: float) -> None:
        if seconds <= 0:
            await asyncio.sleep(0)
            return
        future = asyncio.get_running_loop().create_future()
        heapq.heappush(self._sleepers, (self._now + seconds, next(self._order), future))
        await future

    async def advance(self, seconds: float) -> None:
        """Move the time forward by ``seconds``, waking sleepers due on the way."""
        target = self._now + seconds
        while self._sleepers and self._sleepers[0][0] <= target:
            when, _, future = heapq.heappop(self._sleepers)
            self._now = max(self._now, when)
            if not future.done():
                future.set_result(None)
            for _ in range(20):  # let the woken task and what it starts run to their next wait
                await asyncio.sleep(0)
        self._now = target
        await asyncio.sleep(0)

    @property
    def sleepers(self) -> int:
        """How many tasks wait on this clock (a test's check that a timer is armed)."""
        return sum(1 for *_, f in self._sleepers if not f.done())


__all__ = ["Clock", "ManualClock"]
