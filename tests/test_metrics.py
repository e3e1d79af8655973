"""Prometheus metrics (bot/ops/metrics.py): the store counts and times every append on each backend,
the endpoint serves them, the active-games gauge counts this process's guilds only."""
from __future__ import annotations

import asyncio
import types
import urllib.request
from datetime import timedelta

import pytest

from vypravci.bot.ops import metrics
from vypravci.bot.table.clock import ManualClock
from vypravci.bot.ops.config import Config
from vypravci.bot.discord.client import VypravciBot
from vypravci.bot.discord.shards import ShardPlan
from vypravci.bot.store import StaleState, Store
from vypravci.games.core.record import Seat

metrics.install()  # the store's appends counted here too, as run_bot has them

SEATS = [Seat(name="A", user_id=1), Seat(name="B", user_id=2)]


def sample(name: str, **labels) -> float:
    return metrics.REGISTRY.get_sample_value(name, labels) or 0.0


async def test_appends_are_counted_and_timed(db_target):
    async with Store(db_target) as store:
        b = store.backend
        before = (sample("vypravci_moves_total", backend=b, kind="action"),
                  sample("vypravci_moves_total", backend=b, kind="undo"),
                  sample("vypravci_store_append_seconds_count", backend=b),
                  sample("vypravci_store_conflicts_total", backend=b))
        g = await store.create_game(1, 100, 1, "mini-express", {}, 0, SEATS, status="active")
        seq = 0
        for i in range(3):
            seq = await store.append_action(g.id, seq, {"n": i})
        seq = await store.append_undo(g.id, seq, 1)
        with pytest.raises(StaleState):
            await store.append_action(g.id, 0, {"late": True})
        after = (sample("vypravci_moves_total", backend=b, kind="action"),
                 sample("vypravci_moves_total", backend=b, kind="undo"),
                 sample("vypravci_store_append_seconds_count", backend=b),
                 sample("vypravci_store_conflicts_total", backend=b))
        assert [a - x for a, x in zip(after, before)] == [3, 1, 4, 1]
        assert sample("vypravci_store_append_seconds_sum", backend=b) > 0


async def test_the_endpoint_serves_the_metrics():
    server = metrics.serve(0, addr="127.0.0.1")
    try:
        url = f"http://127.0.0.1:{server.server_port}/metrics"
        text = await asyncio.to_thread(lambda: urllib.request.urlopen(url, timeout=10).read().decode())
    finally:
        server.shutdown()
    for name in ("vypravci_moves_total", "vypravci_store_append_seconds_bucket",
                 "vypravci_command_seconds", "vypravci_errors_total", "vypravci_games_active"):
        assert name in text, name


async def test_active_games_of_this_process_only(tmp_path):
    plan = ShardPlan(2, (1,))
    async with Store(tmp_path / "m.sqlite3") as store:
        guilds = [(k << 22) for k in range(6)]  # shards 0, 1, 0, 1, 0, 1
        for channel, guild in enumerate(guilds):
            await store.create_game(guild, channel, 1, "mini-express", {}, 0, SEATS)
        await store.set_status((await store.active_game(1)).id, "abandoned")  # a shard-1 game closed
        clock = ManualClock()

        async def counted() -> None:  # the watcher counted and waits for its next turn
            for _ in range(2000):
                if clock.sleepers:
                    return
                await asyncio.sleep(0.005)  # the store's own thread at work, not a timer

        watcher = asyncio.create_task(metrics.watch_active_games(store, plan.owns, every=15, clock=clock))
        try:
            await counted()
            assert sample("vypravci_games_active") == 2
            await store.set_status((await store.active_game(3)).id, "abandoned")
            await clock.advance(14)
            assert sample("vypravci_games_active") == 2  # not yet
            await clock.advance(1)
            await counted()
            assert sample("vypravci_games_active") == 1
        finally:
            watcher.cancel()


async def test_command_latency_from_the_bot(tmp_path):
    bot = VypravciBot(Config(), Store(tmp_path / "x.sqlite3"), sync_on_start=False)

    def buckets():
        return [sample("vypravci_command_seconds_bucket", command="game", le=le) for le in ("0.25", "0.5")]

    before = buckets()
    created = types.SimpleNamespace(created_at=metrics_now() - timedelta(milliseconds=300))
    await bot.on_app_command_completion(created, types.SimpleNamespace(qualified_name="game new"))
    assert [a - b for a, b in zip(buckets(), before)] == [0, 1]  # 0.3 s: above 0.25, within 0.5


def metrics_now():
    import discord

    return discord.utils.utcnow()


def test_the_endpoint_is_off_unless_asked():
    assert Config.from_env({}).metrics_port is None
    assert Config.from_env({"VYPRAVCI_METRICS_PORT": "9108"}).metrics_port == 9108


# ---------------------------------------------------------------------------------------- boards and acknowledgements
from tests.e2e.conftest import discord_loopback, emulator, world  # noqa: E402,F401 - the loopback Discord


def counts(name: str, label: str, values) -> list[float]:
    return [sample(f"{name}_count", **{label: v}) for v in values]


def component_commands() -> float:
    """Buttons and selects handled to the end (``vypravci_command_seconds{command="component:…"}``)."""
    return sum(s.value for m in metrics.REGISTRY.collect() if m.name == "vypravci_command_seconds"
               for s in m.samples if s.name.endswith("_count") and s.labels["command"].startswith("component:"))


@pytest.mark.e2e
async def test_the_real_bot_times_boards_and_acknowledgements(world, tmp_path):
    """Through the loopback Discord: a slash command filled by autocomplete and a button press
    are acknowledged and timed by kind, and the boards are drawn in the render processes and
    timed per game (none in the bot's own process)."""
    from tests.e2e.harness import BotRunner, Table

    kinds = ("command", "component", "autocomplete")
    acks, boards = counts("vypravci_ack_seconds", "kind", kinds), counts("vypravci_board_seconds", "game", ["mini-express"])
    drawn = sample("vypravci_render_seconds_count", game="mini-express")
    here = sample("vypravci_renders_in_process_total", game="mini-express")
    pressed = component_commands()
    runner = await BotRunner(world.emu, tmp_path / "m.sqlite3").start()
    try:
        assert runner.bot.vy.render_pool.running
        table = Table(world, world.table1, runner)
        await table.open(world.alice, [world.bob, world.cyril])
        await table.play_turn(via="slash")
        await table.play_turn(via="button")
        await table.settle_all()
    finally:
        await runner.stop()
    assert all(a > b for a, b in zip(counts("vypravci_ack_seconds", "kind", kinds), acks)), "every kind timed"
    assert sample("vypravci_render_seconds_count", game="mini-express") - drawn == 3  # the start and two moves
    assert counts("vypravci_board_seconds", "game", ["mini-express"])[0] - boards[0] == 3
    assert sample("vypravci_renders_in_process_total", game="mini-express") == here  # all in the pool
    assert sample("vypravci_ack_seconds_bucket", kind="component", le="3.0") > 0
    assert component_commands() > pressed  # the button's move, done


async def test_a_failed_board_counts_as_an_error(app):
    from vypravci.games.core import get_game
    from vypravci.games.core.selfplay import ai_seats, play

    _, state = play(get_game("russian-railroads"), ai_seats(2, ["simple"]), seed=3)

    def broken(state, labels):
        raise RuntimeError("no ink")

    app.renderer = broken
    before = sample("vypravci_errors_total", where="render")
    assert await app.board_png(state, "en") is None
    assert sample("vypravci_errors_total", where="render") == before + 1
