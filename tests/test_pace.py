"""Discord's global rate limit kept before it is met (bot/discord/pace.py): at most the process's
share of 50 requests in any second; a sharded bot's processes split it."""
from __future__ import annotations

import asyncio

from vypravci.bot.discord.pace import GlobalPace, pace_requests, share_per_s


class FakeClock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_process_takes_its_shards_part_of_the_limit_with_a_margin():
    assert share_per_s() == 45
    assert share_per_s(1, 4) == 11 and share_per_s(2, 4) == 22
    assert share_per_s(1, 100) == 1  # never none


async def test_no_second_holds_more_than_the_share(monkeypatch):
    clock = FakeClock()

    async def sleep(seconds: float) -> None:  # time passes only when a request waits
        clock.now += seconds

    monkeypatch.setattr("vypravci.bot.discord.pace.asyncio.sleep", sleep)
    pace = GlobalPace(5, clock)
    sent = []
    for _ in range(12):
        await pace.take()
        sent.append(clock.now)
        clock.now += 0.01
    assert all(sum(1 for t in sent if start <= t < start + 1.0) <= 5 for start in sent)
    assert sent[5] >= sent[0] + 1.0 and pace.waited > 0  # the sixth waited for the first to age out


async def test_requests_through_discord_py_wait_their_turn():
    calls = []

    class Http:
        async def request(self, route, **kwargs):
            calls.append((route, kwargs))
            return "ok"

    http = Http()
    pace = GlobalPace(2)
    pace_requests(http, pace)
    results = await asyncio.gather(*(http.request(f"r{i}", json={"n": i}) for i in range(3)))
    assert results == ["ok"] * 3 and sorted(calls) == [(f"r{i}", {"json": {"n": i}}) for i in range(3)]
    assert pace.waited > 0.5  # the third waited for a second to pass
