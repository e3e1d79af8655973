"""Gateway sharding (bot/discord/shards.py): the guild → shard formula, the environment variables, and
the bot a process builds from them."""
from __future__ import annotations

import pytest
from discord.ext import commands

from vypravci.bot.ops.config import Config
from vypravci.bot.discord.client import ShardedVypravciBot, create_bot
from vypravci.bot.discord.shards import ShardPlan, shard_of
from vypravci.bot.store import Store


def test_discords_formula():
    """Discord's developer docs (Gateway → Sharding): shard_id = (guild_id >> 22) % num_shards;
    direct messages arrive on shard 0."""
    assert shard_of(None, 4) == 0
    # a snowflake's low 22 bits (worker, process, increment) never matter; its timestamp deals it
    guilds = [(k << 22) | 0x3FFFFF for k in range(12)]
    assert [shard_of(g, 4) for g in guilds] == [0, 1, 2, 3] * 3
    assert [shard_of(46977624770 << 22, n) for n in (1, 2, 3, 5)] == [0, 0, 2, 0]


@pytest.mark.parametrize("shards, ids, expected", [
    (None, None, None), ("", "", None),
    ("1", None, ShardPlan(1, (0,))),
    ("4", None, ShardPlan(4, (0, 1, 2, 3))),
    ("4", "2,0", ShardPlan(4, (0, 2))),
    ("8", "4-7", ShardPlan(8, (4, 5, 6, 7))),
    ("8", "0, 3-4", ShardPlan(8, (0, 3, 4))),
])
def test_the_environment_gives_the_plan(shards, ids, expected):
    assert ShardPlan.parse(shards, ids) == expected


@pytest.mark.parametrize("shards, ids", [
    ("0", None), ("-2", None), ("many", None), (None, "0"), ("4", "4"), ("4", "1,1"), ("4", "a"), ("4", "3-1"),
])
def test_a_bad_plan_is_refused_at_start(shards, ids):
    with pytest.raises(ValueError, match="VYPRAVCI_SHARD"):
        ShardPlan.parse(shards, ids)
    env = {"VYPRAVCI_SHARDS": shards or "", "VYPRAVCI_SHARD_IDS": ids or ""}
    with pytest.raises(ValueError):
        Config.from_env(env)


def test_each_guild_has_exactly_one_owner():
    guilds = [(k * 7919 << 22) | k for k in range(200)] + [None]
    plans = [ShardPlan(6, (0, 1)), ShardPlan(6, (2, 3, 4)), ShardPlan(6, (5,))]
    for g in guilds:
        assert sum(p.owns(g) for p in plans) == 1, g
    assert [p.syncs_commands for p in plans] == [True, False, False]


async def test_the_bot_runs_the_shards_of_its_plan(tmp_path):
    store = Store(tmp_path / "x.sqlite3")
    plain = create_bot(Config.from_env({}), store)
    assert not isinstance(plain, commands.AutoShardedBot) and plain.sync_on_start
    config = Config.from_env({"VYPRAVCI_SHARDS": "4", "VYPRAVCI_SHARD_IDS": "2,3"})
    assert config.shard_plan == ShardPlan(4, (2, 3))
    bot = create_bot(config, store)
    assert isinstance(bot, ShardedVypravciBot) and isinstance(bot, commands.AutoShardedBot)
    assert (bot.shard_count, bot.shard_ids) == (4, [2, 3])
    assert not bot.sync_on_start  # shard 0's process syncs the commands
    first = create_bot(Config.from_env({"VYPRAVCI_SHARDS": "4", "VYPRAVCI_SHARD_IDS": "0-1"}), store)
    assert first.sync_on_start and first.shard_ids == [0, 1]
    await first.install()  # the cogs and buttons install on a sharded bot as on a plain one
    assert first.cogs


async def test_a_lone_shard_identifies_again_as_soon_as_discord_allows(tmp_path, monkeypatch):
    """Discord allows one IDENTIFY per 5 s (max_concurrency 1); discord.py sleeps 5 s before every
    IDENTIFY but the first. A lone shard waits only what is left of the 5 s since its last one
    (commands typed after a session ended reach nobody until a new one is up); sharded: 5 s."""
    import asyncio

    from vypravci.bot.discord import client as client_module

    slept: list[float] = []

    async def sleep(seconds: float) -> None:
        slept.append(round(seconds, 1))

    now = [1000.0]
    monkeypatch.setattr(client_module.time, "monotonic", lambda: now[0])
    monkeypatch.setattr(asyncio, "sleep", sleep)
    bot = create_bot(Config.from_env({}), Store(tmp_path / "x.sqlite3"))
    await bot.before_identify_hook(None, initial=True)
    now[0] += 2.0
    await bot.before_identify_hook(None)  # 2 s after the first: 3 s more
    now[0] += 60.0
    await bot.before_identify_hook(None)  # long after: at once
    assert slept == [3.0]
    sharded = create_bot(Config.from_env({"VYPRAVCI_SHARDS": "2"}), Store(tmp_path / "y.sqlite3"))
    await sharded.before_identify_hook(0)
    assert slept == [3.0, 5.0]
