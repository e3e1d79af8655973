"""The manual clock that every timer test drives (bot/table/clock.py)."""
from __future__ import annotations

import asyncio

from vypravci.bot.table.clock import ManualClock


async def test_sleepers_wake_in_time_order_only_when_the_time_comes():
    clock = ManualClock(start=1000.0)
    woke: list[tuple[str, float]] = []

    async def sleeper(name: str, seconds: float) -> None:
        await clock.sleep(seconds)
        woke.append((name, clock.now()))

    tasks = [asyncio.create_task(sleeper(n, s)) for n, s in (("late", 90), ("early", 30), ("mid", 60))]
    await asyncio.sleep(0)
    assert clock.sleepers == 3
    await clock.advance(45)
    assert woke == [("early", 1030.0)] and clock.now() == 1045.0
    await clock.advance(100)
    assert woke == [("early", 1030.0), ("mid", 1060.0), ("late", 1090.0)] and clock.now() == 1145.0
    await asyncio.gather(*tasks)


async def test_a_woken_task_may_sleep_again_within_one_advance():
    clock = ManualClock(start=0.0)
    ticks: list[float] = []

    async def ticker() -> None:
        for _ in range(3):
            await clock.sleep_until(clock.now() + 10)
            ticks.append(clock.now())

    task = asyncio.create_task(ticker())
    await asyncio.sleep(0)
    await clock.advance(35)
    assert ticks == [10.0, 20.0, 30.0]
    await task
