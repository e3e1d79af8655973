"""End-to-end latency: a whole three-player Mini Express game through the loopback Discord.

``bench_e2e()`` starts the emulator and the real bot over a temporary database, plays one game
with three scripted players (buttons, selects and slash commands filled by autocomplete) and
returns, in milliseconds, the round trip a player feels: dispatch of INTERACTION_CREATE → the
bot's first interaction callback (p50/p99/max over every slash command and component press),
plus dispatch → the board message and the autocomplete round trip.

    .venv/bin/python -m tests.e2e.bench        # prints the dict as JSON
"""
from __future__ import annotations

import asyncio
import itertools
import json
import logging
import tempfile
import time
from pathlib import Path

from .emulator import APPLICATION_COMMAND, AUTOCOMPLETE, MESSAGE_COMPONENT, DiscordEmulator, percentile
from .harness import BotRunner, Table, discord_py_at, make_world


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
                    vias = itertools.cycle(["auto", "slash", "auto", "button"])
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
    logging.getLogger("discord").setLevel(logging.ERROR)
    return asyncio.run(_bench(games))


if __name__ == "__main__":  # pragma: no cover
    print(json.dumps(bench_e2e(), indent=2))
