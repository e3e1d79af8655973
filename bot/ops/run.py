"""The bot's own process: ``run_bot(config)`` checks the token and the seal key, sets up the logs,
turns the metrics on (served when ``VYPRAVCI_METRICS_PORT`` is set), opens the store and runs the
Discord bot (bot/discord/client.py) until stopped; what start-up built is frozen out of the
garbage collector's passes (bot/ops/heap.py).
"""
from __future__ import annotations

import asyncio
import sys

import discord

from ..discord.client import create_bot
from ..store import Store
from ..table.records.sealing import key_problem
from . import heap, metrics
from .config import Config
from .logs import setup_logging


async def _run(config: Config) -> None:
    metrics.install()  # appends counted and timed (served when a metrics port is set)
    async with await Store.open(config.db_path) as store:
        bot = create_bot(config, store)
        bot.settle_heap = heap.settle  # this process is the bot's own (tests run bots inside pytest)
        watcher = None
        if config.metrics_port:  # off by default
            metrics.serve(config.metrics_port)
            plan = config.shard_plan
            watcher = asyncio.create_task(metrics.watch_active_games(store, plan.owns if plan else lambda g: True,
                                                                    clock=bot.vy.clock))
        try:
            async with bot:
                await bot.start(config.token or "")
        finally:
            if watcher is not None:
                watcher.cancel()


def run_bot(config: Config) -> int:
    """Run the bot until interrupted. Exit code 0 on a clean stop, 1 if Discord refused the login."""
    if not config.token:
        print("DISCORD_TOKEN is not set.", file=sys.stderr)
        return 2
    problem = key_problem(config.seal_key)
    if problem:
        print(problem, file=sys.stderr)
        return 2
    setup_logging(config.log_format, ",".join(map(str, config.shard_ids)) if config.shard_ids else None)
    try:
        asyncio.run(_run(config))
    except KeyboardInterrupt:
        pass
    except discord.LoginFailure:
        print("Discord refused the token (DISCORD_TOKEN): check it in the developer portal.", file=sys.stderr)
        return 1
    except discord.PrivilegedIntentsRequired:  # pragma: no cover - we ask for none
        print("The bot asked for a privileged intent it was not granted.", file=sys.stderr)
        return 1
    return 0
