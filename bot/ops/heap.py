"""The garbage collector in a long-running bot.

CPython's full collection walks every tracked object. A bot holds ~150,000 of them from its
imports alone (discord.py, pydantic, Fluent, the games' data), and discord.py's message cache
held ~60,000 more (its last thousand messages with their components): each full pass stopped
the event loop for 50–190 ms under load, and every move under way waited for it
(docs/benchmarks.md). The message cache is off (``max_messages=None`` in bot/discord/client.py:
nothing reads it), and ``settle()``, called once the bot is set up and again at its first READY
(in the bot's own process, ``run_bot``; bots that tests run inside pytest leave it alone),
collects once and freezes every object alive then (``gc.freeze()``): modules, classes, component
data and caches filled at start live as long as the process anyway, so no pass walks them again.
The cost: an object frozen at start that later ends up in a reference cycle with nothing else
pointing at it (a guild the bot leaves, with its channels) is never freed; that is a few objects
a guild, once.
"""
from __future__ import annotations

import gc
import logging

log = logging.getLogger(__name__)


def settle() -> int:
    """Collect, then move every surviving object out of the collector's reach; how many are frozen."""
    gc.collect()
    gc.freeze()
    frozen = gc.get_freeze_count()
    log.info("heap settled: %d objects kept out of the collector's passes", frozen)
    return frozen
