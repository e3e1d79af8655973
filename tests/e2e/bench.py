"""End-to-end latency: a whole three-player Mini Express game through the loopback Discord.

``bench_e2e()`` starts the emulator and the real bot over a temporary database, plays one game
with three scripted players (buttons, selects and slash commands filled by autocomplete) and
returns, in milliseconds, the round trip a player feels: dispatch of INTERACTION_CREATE → the
bot's first interaction callback (p50/p99/max over every slash command and component press),
plus dispatch → the board message and the autocomplete round trip.

    .venv/bin/python -m tests.e2e.bench        # prints the dict as JSON

``bench_load(games, processes, db, think, duration, ai_tables=0.25)`` is the load test (``vypravci
bench --e2e --games N``): N games at once, each in its own channel with three players who answer
after a think time — at every 1/``ai_tables``-th table two players and a ``strong`` AI seat (issue
24: a strong decision must not delay the other games' boards) — against 1, 2 or 4 bot processes
(real ``run_bot`` subprocesses, one shard each) on one database, and the emulator and players in
this process.
"""
from __future__ import annotations

import asyncio
import contextlib
import gc
import itertools
import json
import logging
import os
import random
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace

from vypravci.render.pool import ENV as RENDER_ENV, cores

from .emulator import APPLICATION_COMMAND, AUTOCOMPLETE, MESSAGE_COMPONENT, DiscordEmulator, free_port, percentile
from .bot_process import BotProcess, process_children
from .harness import BotRunner, Table, discord_py_at, make_world, quiet_discord


def _ms(values: list[float], q: float) -> float:
    return round(percentile(values, q) * 1000, 2) if values else float("nan")


async def _bench(games: int) -> dict:
    emu = DiscordEmulator()
    await emu.start()
    try:
        with discord_py_at(emu), tempfile.TemporaryDirectory() as tmp:
            world = make_world(emu)
            runner = await BotRunner(emu, Path(tmp) / "bench.sqlite3").start()
            t0 = time.perf_counter()
            boards: list[float] = []
            moves = 0
            try:
                for n in range(games):
                    channel = [world.table1, world.table2, world.table3][n % 3]
                    table = Table(world, channel, runner)
                    await table.open(world.alice, [world.bob, world.cyril])
                    vias = itertools.cycle(["auto", "slash", "auto"])  # auto: a button or select where one offers the move
                    while not (await table.snapshot())[1].is_terminal():
                        move = await table.play_turn(via=next(vias))
                        boards.append(move.board.created_at - move.interaction.dispatched_at)
                        moves += 1
                    await table.settle_all()
            finally:
                await runner.stop()
            elapsed = time.perf_counter() - t0
    finally:
        await emu.close()
    acks = emu.latencies((APPLICATION_COMMAND, MESSAGE_COMPONENT))
    completes = emu.latencies((AUTOCOMPLETE,))
    if emu.protocol_errors:
        raise AssertionError(f"the bot broke Discord's rules during the benchmark: {emu.protocol_errors}")
    return {
        "e2e_games": games,
        "e2e_moves": moves,
        "e2e_interactions": len(acks),
        "e2e_ack_ms_p50": _ms(acks, 50),
        "e2e_ack_ms_p99": _ms(acks, 99),
        "e2e_ack_ms_max": _ms(acks, 100),
        "e2e_board_ms_p50": _ms(boards, 50),
        "e2e_board_ms_p99": _ms(boards, 99),
        "e2e_autocomplete_ms_p50": _ms(completes, 50),
        "e2e_autocomplete_ms_p99": _ms(completes, 99),
        "e2e_game_s": round(elapsed / max(games, 1), 2),
        "e2e_late_acks": sum(1 for it in emu.interactions.values() if it.expired),
    }


def bench_e2e(games: int = 1) -> dict:
    """p50/p99 milliseconds of dispatch → first callback over ``games`` whole games (and more)."""
    with quiet_discord(logging.ERROR):
        return asyncio.run(_bench(games))




# ============================================================================================ load
LATE_S = 3.0  # Discord's acknowledgement window


AI_OPTIONS = {"game": "mini-express", "map": "usa", "ai": "strong"}  # /game new: Add AI seats `strong`


class _LoadTable(Table):
    """One bench game: its own channel and three seats (with ``ai``: two players and a strong AI);
    moves as in the e2e scenarios."""

    def __init__(self, emu: DiscordEmulator, channel, players: list, oracle, ai: bool = False) -> None:
        super().__init__(SimpleNamespace(emu=emu), channel, SimpleNamespace(store=oracle))
        self.players = {u.id: u for u in players}
        self.ai = ai

    async def open_game(self) -> None:
        host, *humans = self.players.values()
        if self.ai:
            await self.open(host, humans, ais=1, options=AI_OPTIONS)
        else:
            await self.open(host, humans)

    async def ai_to_act(self) -> bool:
        """The AI seat is still thinking (its move not stored yet): the players wait, as people do."""
        _, state, _ = await self.snapshot()
        seat = state.to_act()
        return seat is not None and state.seats[seat].kind == "ai"

    def seat_user(self, state, seat: int):
        return self.players[state.seats[seat].user_id]

    async def finished(self) -> bool:
        """The game's row says it is over (the last move and ``finished`` commit together): one
        small read, not the whole log replayed; the players' reads load the database the bot uses."""
        if self.game_id is None:
            return False
        g = await self.runner.store.get_game(self.game_id)
        return g is not None and g.status == "finished"

    async def move(self):
        try:
            return await self.play_turn(via="auto")
        except LookupError:  # no button or select offers it: nothing was sent, type it instead
            return await self.play_turn(via="slash")


@contextlib.asynccontextmanager
async def _database(db: str, tmp: Path):
    """A fresh database: a SQLite file, or a new schema on VYPRAVCI_BENCH_PG or a pgserver."""
    if db == "sqlite":
        yield tmp / "bench.sqlite3"
        return
    from tests.pg import new_schema

    url = os.environ.get("VYPRAVCI_BENCH_PG")
    if url:
        yield await new_schema(url)
        return
    import pgserver

    server = pgserver.get_server(str(tmp / "pg"), cleanup_mode="stop")
    try:
        yield await new_schema(server.get_uri())
    finally:
        server.cleanup()


async def _load(games: int, processes: int, db: str, think: float, duration: float, seed: int,
                ai_tables: float) -> dict:
    from vypravci.bot.store import Store

    sharded = processes > 1
    async with contextlib.AsyncExitStack() as stack:
        tmp = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="vypravci-e2e-load-")))
        target = await stack.enter_async_context(_database(db, tmp))
        emu = await DiscordEmulator(shards=processes).start()
        stack.push_async_callback(emu.close)
        guilds = [emu.add_guild(f"Trať {i}", shard=i if sharded else None) for i in range(processes)]
        halls = [emu.add_channel(g, "nádraží") for g in guilds]
        seats = []
        for n in range(games):  # each game in a thread of its own (where the bot keeps a game)
            guild, hall = guilds[n % processes], halls[n % processes]
            ai = _has_ai(n, ai_tables)
            seats.append((emu.add_thread(hall, f"stůl-{n}"),
                          [emu.add_member(guild, f"hráč{n}-{k}") for k in range(2 if ai else 3)], ai))
        # the render processes of all bots together as many as the cores (docs/deploy.md), unless set
        workers = os.environ.get(RENDER_ENV) or str(max(1, cores() // processes))
        bots = [BotProcess(emu, target, shards=processes if sharded else None,
                           shard_ids=str(i) if sharded else None, log_path=tmp / f"bot{i}.log",
                           env={"VYPRAVCI_METRICS_PORT": str(free_port()),  # where the time goes
                                RENDER_ENV: workers})
                for i in range(processes)]
        for bot in bots:  # shard 0 first: it syncs the commands
            stack.push_async_callback(bot.stop)
            await bot.start()
        oracle = await Store.open(target)
        stack.push_async_callback(oracle.close)
        tables = [_LoadTable(emu, channel, players, oracle, ai) for channel, players, ai in seats]
        # The emulator stands in for Discord, whose servers never pause for this process's
        # garbage collector: no collection runs in this process while the games are played (a
        # full pass over the emulator's messages stopped every game for up to ~160 ms).
        gc.collect()
        gc.freeze()
        gc.disable()
        stack.callback(gc.enable)
        return await _measure(emu, bots, tables, think, duration, random.Random(seed)) | {
            "games": games, "processes": processes, "render_workers": int(workers), "db": db, "think_s": think,
            "duration_s": duration, "ai_tables": sum(t.ai for t in tables)}


def _has_ai(n: int, share: float) -> bool:
    """Table ``n`` has an AI seat: ``share`` of the tables, spread evenly (0.25: tables 3, 7, 11 …)."""
    return int((n + 1) * share) > int(n * share)


async def _bot_metrics(bots: list) -> dict[str, float]:
    """Sums and counts of the bots' histograms, over all processes (their Prometheus endpoints)."""
    import aiohttp

    totals: dict[str, float] = {}
    async with aiohttp.ClientSession() as http:
        for bot in bots:
            try:
                async with http.get(f"http://127.0.0.1:{bot.extra_env['VYPRAVCI_METRICS_PORT']}/metrics") as r:
                    text = await r.text()
            except aiohttp.ClientError:
                continue
            for line in text.splitlines():  # e.g. vypravci_render_seconds_sum{game="mini-express"} 1.25
                name, value = line.partition("{")[0].partition(" ")[0], line.rsplit(" ", 1)[-1]
                if name.endswith(("_sum", "_count")) and not line.startswith("#"):
                    totals[name] = totals.get(name, 0.0) + float(value)
    return totals


def _bot_cpu(bots: list) -> tuple[float, float]:
    children = process_children()
    used = [bot.cpu_seconds(children) for bot in bots]
    return sum(u[0] for u in used), sum(u[1] for u in used)


async def _measure(emu: DiscordEmulator, bots: list, tables: list[_LoadTable], think: float, duration: float,
                   rng: random.Random) -> dict:
    failures: list[str] = []
    gate = asyncio.Semaphore(4 * len(bots))

    async def open_table(t: _LoadTable) -> None:
        async with gate:
            await t.open_game()

    for result in await asyncio.gather(*(open_table(t) for t in tables), return_exceptions=True):
        if isinstance(result, BaseException):
            failures.append(f"open: {result!r}"[:200])
    for t in tables:  # the players' own reading of each game (imports, caches) before the window
        if t.game_id is not None:
            await t.snapshot()
    start, cpu0, bot_cpu0 = time.monotonic(), time.process_time(), _bot_cpu(bots)
    metrics0 = await _bot_metrics(bots)
    stop_at = start + duration  # no move is begun after this (moves under way finish)
    boards: list[float] = []  # tables without an AI seat: the other games' boards
    ai_boards: list[float] = []  # tables with one: the AI's thinking included when it answers first
    started = 0
    in_window = 0  # moves whose board was posted before stop_at: the throughput

    async def drive(t: _LoadTable) -> None:
        nonlocal started, in_window
        while True:
            await asyncio.sleep(think * rng.uniform(0.5, 1.5))
            if time.monotonic() >= stop_at or t.game_id is None:
                return
            try:
                if await t.finished():
                    await t.open_game()
                    started += 1
                    continue
                if t.ai and await t.ai_to_act():
                    continue
                move = await t.move()
            except (AssertionError, LookupError) as err:  # a board that never came, a refusal
                failures.append(f"{type(err).__name__}: {err}"[:200])
                continue
            (ai_boards if t.ai else boards).append(move.board.created_at - move.interaction.dispatched_at)
            in_window += move.board.created_at <= stop_at

    async def sample() -> None:
        while True:
            children = process_children()
            for bot in bots:
                bot.sample_rss(children)
            await asyncio.sleep(1.0)

    sampler = asyncio.create_task(sample())
    drivers = [asyncio.create_task(drive(t)) for t in tables]
    done, pending = await asyncio.wait(drivers, timeout=duration + think * 1.5 + 60)
    for task in pending:
        task.cancel()
    sampler.cancel()
    for bot in bots:
        bot.sample_rss()
    bot_cpu = [round(b - a, 1) for a, b in zip(bot_cpu0, _bot_cpu(bots))]
    metrics = {k: v - metrics0.get(k, 0.0) for k, v in (await _bot_metrics(bots)).items()}

    def mean_ms(name: str) -> float:
        count = metrics.get(f"{name}_count", 0.0)
        return round(metrics.get(f"{name}_sum", 0.0) / count * 1000, 1) if count else float("nan")
    end = time.monotonic()
    window = [it for it in emu.interactions.values() if it.dispatched_at is not None and it.dispatched_at >= start]
    acks = [it.latency for it in window if it.type in (APPLICATION_COMMAND, MESSAGE_COMPONENT) and it.latency is not None]
    late = [it for it in window if it.type != AUTOCOMPLETE and (it.expired or not it.acknowledged
                                                                   or it.latency > LATE_S)]
    completes = [it.latency for it in window if it.type == AUTOCOMPLETE and it.latency is not None]
    rss = [bot.peak_rss_kb / 1024 for bot in bots]
    return {
        "moves": len(boards) + len(ai_boards), "moves_per_s": round(in_window / duration, 2),
        "interactions": len(acks), "ack_ms_p50": _ms(acks, 50), "ack_ms_p99": _ms(acks, 99),
        "ack_ms_max": _ms(acks, 100), "board_ms_p50": _ms(boards, 50), "board_ms_p99": _ms(boards, 99),
        "board_ms_max": _ms(boards, 100), "board_ai_ms_p50": _ms(ai_boards, 50),
        "board_ai_ms_p99": _ms(ai_boards, 99), "late_acks": len(late), "autocomplete_ms_p99": _ms(completes, 99),
        "games_restarted": started, "failures": len(failures), "failure_examples": failures[:3],
        "bot_rss_mb_max": round(max(rss), 1), "bot_rss_mb_total": round(sum(rss), 1),
        "bot_main_rss_mb_max": round(max(bot.peak_main_kb for bot in bots) / 1024, 1),  # without render workers
        "render_ms_mean": mean_ms("vypravci_render_seconds"),  # the bots' own figures (bot/ops/metrics.py):
        "render_wait_ms_mean": mean_ms("vypravci_board_seconds"),  # drawing; asking for a board → PNG
        "append_ms_mean": mean_ms("vypravci_store_append_seconds"),
        "bot_cpu_s": bot_cpu[0], "render_cpu_s": bot_cpu[1],  # all bot processes, their render workers
        "driver_cpu_s": round(time.process_time() - cpu0, 1), "elapsed_s": round(end - start, 1),
        "protocol_errors": len(emu.protocol_errors),
        "load_avg_1m": round(os.getloadavg()[0], 2),  # the machine's load as the window ends
    }


def bench_load(games: int, processes: int = 1, db: str = "sqlite", think: float = 8.0,
               duration: float = 60.0, seed: int = 1, ai_tables: float = 0.25) -> dict:
    """N concurrent games through the loopback Discord against ``processes`` bot processes."""
    if processes not in (1, 2, 4):
        raise ValueError("--processes: 1, 2 or 4 shard processes")
    if db not in ("sqlite", "postgresql"):
        raise ValueError("--db: sqlite or postgresql")
    if not 0 <= ai_tables <= 1:
        raise ValueError("--ai-tables: a share from 0 to 1")
    if db == "sqlite" and processes > 1:
        raise ValueError("--db sqlite runs one process: several processes share a PostgreSQL database")
    with quiet_discord(logging.ERROR):
        return asyncio.run(_load(games, processes, db, think, duration, seed, ai_tables))


if __name__ == "__main__":  # pragma: no cover
    print(json.dumps(bench_e2e(), indent=2))
