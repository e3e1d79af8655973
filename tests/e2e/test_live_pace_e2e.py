"""A live table inside Discord's rate limits (issue 25, point 3): four players in one thread,
one move every 3 seconds, under the emulator's documented rate limits — the bot meets no 429 at
all, and a move costs a handful of requests (the pinned status is edited only when its text
changes, the turn DM's channel is opened once)."""
from __future__ import annotations

import asyncio
import time
from collections import Counter

import pytest

from .harness import BotRunner, Table
from .weather import Weather

pytestmark = pytest.mark.e2e

PACE_S = 3.0
MOVES = 8


async def test_four_players_one_move_every_3_seconds_meet_no_429(world, tmp_path):
    emu = world.emu
    runner = await BotRunner(emu, tmp_path / "live.sqlite3").start()
    table = Table(world, world.table1, runner)
    try:
        emu.weather = Weather(rate_limits=True)
        await table.open(world.alice, [world.bob, world.cyril, world.dana])
        first = len(emu.requests)
        for _ in range(MOVES):
            started = time.monotonic()
            await table.play_turn()
            await asyncio.sleep(max(0.0, PACE_S - (time.monotonic() - started)))
        await table.settle_all(0.5)
        assert not emu.forecast.rate_limited(), [(r.kind, r.scope) for r in emu.forecast.rate_limited()]
        kinds = Counter(r.kind for r in emu.requests[first:])
        per_move = sum(kinds[k] for k in ("post", "edit", "pin", "dm", "dm-open", "followup", "webhook-edit")) / MOVES
        assert per_move <= 4, kinds  # the followup, the old buttons retired, the status edited (+ a slash's tick)
        assert not runner.error_messages(), runner.error_messages()
    finally:
        await runner.stop()
