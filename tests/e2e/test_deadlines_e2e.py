"""Deadlines and a vacation seat end to end: the real bot on a ManualClock (create_bot's clock),
the real discord.py client, the loopback Discord. Time moves only when the test says so.

One table at pace 1 hour: the player to act is pinged at the half and at nine tenths; the bot is
down when the time runs out, and on its start (timers rebuilt from the store) the expiry message
offers buttons; the late player may not decide, another player hands the seat to an AI (which
moves at once, with the board), and the late player takes the seat back with /game vacation. A second player goes on vacation and the AI plays their turn when it comes.
"""
from __future__ import annotations

import time

import pytest

from vypravci.bot.table.clock import ManualClock

from .emulator import EPHEMERAL
from .harness import GAME, BotRunner, Table

pytestmark = pytest.mark.e2e

HOUR = 3600


def vacation(user, away: bool) -> tuple[str, dict]:
    """/game vacation as the user's client names it."""
    if user.locale.startswith("cs"):
        return "hra dovolená", {"pryč": away}
    return "game vacation", {"away": away}


async def test_reminders_expiry_buttons_and_a_vacation_seat(world, tmp_path):
    emu = world.emu
    clock = ManualClock(start=time.time())
    runner = await BotRunner(emu, tmp_path / "v.sqlite3", clock=clock).start()
    errors: list[str] = []

    async def advance(seconds: float) -> None:
        await clock.advance(seconds)
        await runner.bot.vy.deadlines.settle()

    try:
        table = Table(world, world.table1, runner)
        await table.open(world.alice, [world.bob, world.cyril],
                         options={"game": GAME, "map": "usa", "setting": "pace=1h"})
        g, state, seq = await table.snapshot()
        assert g.meta["pace"] == HOUR and g.meta["deadline"] == pytest.approx(clock.now() + HOUR)
        late = table.seat_user(state, state.to_act())
        before = len(table.public())

        # the half: a reminder that pings only the player to act
        await advance(HOUR / 2)
        reminder = await emu.wait_for(lambda: next((m for m in table.public()[before:] if m.pinged), None),
                                      what="the reminder")
        assert reminder.pinged == [late.id] and "30" in reminder.content

        # nine tenths; the bot is down when the time runs out and tells the table on its start
        await advance(HOUR * 0.4)
        errors += runner.error_messages()
        await runner.stop()
        await clock.advance(HOUR * 0.1)
        runner = table.runner = await BotRunner(emu, tmp_path / "v.sqlite3", clock=clock).start()
        await advance(0)
        expiry = await emu.wait_for(lambda: next((m for m in reversed(table.public())
                                                  if any("vy:expiry:" in (c.get("custom_id") or "")
                                                         for c in m.all_components())), None), what="the expiry")
        ids = [c["custom_id"] for c in expiry.all_components()]
        assert [i.rsplit(":", 1)[1] for i in ids] == ["wait", "ai"]  # Mini Express: no pass while moves exist
        assert len([m for m in table.public()[before:] if m.pinged]) == 3

        # the late player does not decide for themselves; nothing changes
        it = await late.click(expiry, custom_id=ids[-1])
        await it.settle(0.05)
        assert it.public == [] and it.ephemeral and it.ephemeral[0].flags & EPHEMERAL
        assert (await table.snapshot())[2] == seq

        # another player hands the seat to an AI: it moves at once, the board follows
        other = next(u for u in world.players if u is not late)
        it = await other.click(expiry, custom_id=ids[-1])
        board = await it.wait_message(lambda m: not m.ephemeral and m.png is not None, timeout=20,
                                      what="the AI's move")
        assert emu.messages[expiry.id].all_components() == []  # decided: no buttons left
        g, state, seq = await table.snapshot()
        seat = next(i for i, s in enumerate(state.seats) if s.user_id == late.id)
        assert g.meta["controllers"][str(seat)]["why"] == "expired" and board.content

        # the late player takes the seat back
        path, options = vacation(late, False)
        it = await late.slash(path, table.channel, options)
        await it.wait_message(lambda m: not m.ephemeral, what="the seat taken back")
        assert "controllers" not in (await table.snapshot())[0].meta

        # a vacation seat: the AI plays it when its turn comes
        g, state, seq = await table.snapshot()
        away = next(u for u in world.players if u.id != table.seat_user(state, state.to_act()).id)
        path, options = vacation(away, True)
        it = await away.slash(path, table.channel, options)
        await it.wait_message(lambda m: not m.ephemeral, what="the vacation note")
        away_seat = next(i for i, s in enumerate(state.seats) if s.user_id == away.id)

        def ai_played(rows) -> bool:
            return any(r.payload.get("seat") == away_seat and r.user_id is None for r in rows[seq:])

        for _ in range(8):  # the others play until the seat away has had its turn
            if ai_played(await table.log_rows()):
                break
            await table.play_turn()
            g, state, _ = await table.snapshot()
            assert state.seats[state.to_act()].user_id != away.id  # never waits for the player away
        assert ai_played(await table.log_rows())
        await table.settle_all()
    finally:
        errors += runner.error_messages()
        await runner.stop()
    assert not errors, errors
