"""Every stored move announced exactly once, through the real bot and the loopback Discord: the
post of a saved move fails and the bot dies before retrying; after the restart the outbox posts
the catch-up, whose answer is lost as well (posted, never marked); the retry carries the same
nonce, so Discord hands back the first message: the move is announced once, with its ping."""
from __future__ import annotations

import asyncio

import pytest

from vypravci.bot.table.clock import ManualClock
from vypravci.bot.table.outbox import nonce

from .harness import BotRunner, Table, announcement_marks

pytestmark = pytest.mark.e2e


async def until_announced(store, game_id: int, timeout: float = 10.0):
    for _ in range(int(timeout / 0.05)):
        g = await store.get_game(game_id)
        if g.announced_seq >= g.move_count:
            return g
        await asyncio.sleep(0.05)
    raise AssertionError(f"game {game_id} was not announced within {timeout}s")


async def test_a_move_saved_before_a_crash_is_announced_once_after_restart(world, tmp_path):
    emu, db = world.emu, tmp_path / "outbox.sqlite3"
    runner = await BotRunner(emu, db, clock=ManualClock()).start()
    table = Table(world, world.table1, runner)
    try:
        await table.open(world.alice, [world.bob, world.cyril])
        await table.play_turn()
        # the next move is saved, but Discord refuses its post (the interaction's webhook is gone)
        emu.fail("followup", status=404, code=10015, message="Unknown Webhook")
        g, state, seq = await table.snapshot()
        user = table.seat_user(state, state.to_act())
        it, _ = await table._slash(user, state, await table.ai_action(state, state.to_act(), seq))
        await it.settle(0.3)
        saved = await runner.store.get_game(table.game_id)
        assert saved.move_count == seq + 1 and saved.announced_seq == seq
        assert not it.public  # nothing reached the channel
    finally:
        await runner.stop()  # the bot dies before its retry comes due

    # the catch-up after the restart is posted, but its answer is lost: not marked yet
    emu.fail("channel", lose=True)
    clock = ManualClock()
    runner = await BotRunner(emu, db, clock=clock).start()
    table.runner = runner
    try:
        tag = nonce(table.game_id, seq + 1)
        late = await emu.wait_for(lambda: [m for m in table.public() if m.nonce == tag], 10, "the catch-up")
        assert (await runner.store.get_game(table.game_id)).announced_seq == seq
        await clock.advance(5)  # the retry: same nonce, Discord returns the first message
        await until_announced(runner.store, table.game_id)
        assert emu.nonce_hits == 1
        assert [m for m in table.public() if m.nonce == tag] == late and len(late) == 1
        _, state, now = await table.snapshot()
        assert now == seq + 1 and "posted late" in late[0].content
        assert late[0].pinged == [table.seat_user(state, state.to_act()).id] and late[0].png is not None
        await clock.advance(3600)  # nothing else is waiting
        assert len([m for m in table.public() if (m.nonce or "").startswith("vy")]) == 1
        move = await table.play_turn()  # the game goes on from the catch-up's buttons
        assert move.board.pinged
        await table.settle_all()
        assert not runner.error_messages()
        # every stored move announced exactly once, counted by the game and log length each post names
        counts = emu.count_posts(announcement_marks, channel=table.channel)
        assert counts == {(table.game_id, n): 1 for n in range(seq + 3)}, counts
    finally:
        await runner.stop()


async def test_a_post_without_a_board_that_got_through_is_only_marked(world, tmp_path):
    """``board=off``: the move's post reaches the channel but its answer is lost (as when the bot
    dies right after posting); the outbox's retry finds it by its buttons, which name the game
    and the log length, and posts nothing more."""
    emu = world.emu
    clock = ManualClock()
    runner = await BotRunner(emu, tmp_path / "board-off.sqlite3", clock=clock).start()
    table = Table(world, world.table1, runner)
    try:
        await table.open(world.alice, [world.bob, world.cyril],
                         options={"game": "mini-express", "map": "usa", "setting": "board=off"}, board=False)
        await until_announced(runner.store, table.game_id)
        # posted, but the answer is lost (a 4xx: discord.py itself sends a followup again after a 5xx)
        emu.fail("followup", lose=True, status=404, code=10015, message="Unknown Webhook")
        g, state, seq = await table.snapshot()
        user = table.seat_user(state, state.to_act())
        it, _ = await table._slash(user, state, await table.ai_action(state, state.to_act(), seq))
        await it.settle(0.3)
        pings = [m for m in table.public() if m.pinged]
        assert (await runner.store.get_game(table.game_id)).announced_seq == seq  # posted, not marked
        await clock.advance(5)  # the outbox's retry
        await until_announced(runner.store, table.game_id)
        assert [m for m in table.public() if m.pinged] == pings  # no catch-up, no second ping
        assert not [m for m in table.public() if (m.nonce or "").startswith(nonce(table.game_id, seq + 1))]
        assert not table.boards()
    finally:
        await runner.stop()
