"""A bot process of a sharded deployment, for tests/test_store_shards.py: it plays the games of the
guilds its shards own (bot/discord/shards.py), against a shared database, until it is stopped or killed.

Usage: ``python -m tests.shard_worker DB SHARD_COUNT SHARD_IDS SEED``. Prints ``READY``, then
``ACK <game id> <seq> <action json>`` for each move the store acknowledged and ``STALE <guild>``
whenever a move was refused because someone else changed the game first (which a guild served by
one process only never sees).
"""
from __future__ import annotations

import asyncio
import random
import sys

from vypravci.bot.table.refusal import Refusal
from vypravci.bot.table.session import Sessions
from vypravci.bot.discord.shards import ShardPlan
from vypravci.bot.store import Store
from vypravci.games.core import get_game
from tests.crash_worker import ensure_table, play_one

GAME = "mini-express"
GUILDS = [(k << 22) | 7 for k in range(1, 7)]  # dealt round the shards by Discord's formula


def channel_of(guild: int) -> int:
    return (guild >> 22) * 100


async def main(db: str, count: int, ids: str, seed: int) -> None:
    plan = ShardPlan.parse(str(count), ids)
    mine = [g for g in GUILDS if plan.owns(g)]
    sessions = Sessions(await Store.open(db))
    rng = random.Random(seed)
    get_game(GAME).make_ai("random", 0)
    print("READY", flush=True)
    while True:
        guild = rng.choice(mine)
        channel = channel_of(guild)
        await ensure_table(sessions, channel_of(guild), guild)
        try:
            await play_one(sessions, channel, rng)
        except Refusal as err:
            if err.key == "refuse-state-changed":
                print("STALE", guild, flush=True)
        await asyncio.sleep(0)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]), sys.argv[3], int(sys.argv[4])))
