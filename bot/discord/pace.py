"""Discord's global rate limit, kept before it is met.

Discord allows a bot 50 requests a second over every route but the interaction endpoints, and
answers the rest with a global 429 — each one an invalid request (10,000 in 10 minutes ban the
bot's address). discord.py waits only after it met one. ``GlobalPace`` holds this process's
requests to its share of the limit instead (a sliding second, with a margin; a sharded bot's
processes split it by the shards each runs), so a busy bot queues a moment rather than being
refused. Interaction callbacks and followups go through discord.py's webhook adapter, not
``HTTPClient.request``, and are never held: the 3-second acknowledgement does not wait here.
"""
from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from typing import Any, Callable

log = logging.getLogger(__name__)

GLOBAL_PER_S = 50  # Discord's global limit, per bot
MARGIN = 0.9  # the share of it the bot lets itself use (clocks differ, retries come on top)


def share_per_s(shards_here: int = 1, shards_total: int = 1) -> int:
    """This process's requests a second: its shards' part of the bot's global limit, with the margin."""
    return max(1, int(GLOBAL_PER_S * MARGIN * shards_here / max(1, shards_total)))


class GlobalPace:
    """At most ``per_s`` requests in any second (``take`` waits for a place)."""

    def __init__(self, per_s: int, clock: Callable[[], float] = time.monotonic) -> None:
        self.per_s, self.clock = per_s, clock
        self._sent: deque[float] = deque()
        self._lock: asyncio.Lock | None = None
        self.waited = 0.0  # seconds requests were held, in all

    async def take(self) -> float:
        """Wait until a request may go; the seconds waited."""
        if self._lock is None:
            self._lock = asyncio.Lock()
        async with self._lock:
            waited = 0.0
            while True:
                now = self.clock()
                while self._sent and self._sent[0] <= now - 1.0:
                    self._sent.popleft()
                if len(self._sent) < self.per_s:
                    self._sent.append(now)
                    self.waited += waited
                    return waited
                delay = self._sent[0] + 1.0 - now
                await asyncio.sleep(delay)
                waited += delay


def pace_requests(http: Any, pace: GlobalPace) -> None:
    """Every request of discord.py's ``HTTPClient`` takes its place in ``pace`` first."""
    request = http.request

    async def paced(route: Any, **kwargs: Any) -> Any:
        waited = await pace.take()
        if waited > 0.5:
            log.debug("a request held %.1f s for Discord's global limit", waited)
        return await request(route, **kwargs)

    http.request = paced
