"""Exactly once under Discord's weather (issue 25, point 4), each case the storm can meet, made
to happen on purpose: a move's followup that Discord made and then answered 5xx (discord.py
would send it again), a callback taken and answered 5xx (discord.py's retry is refused 40060),
a connection cut after the followup took effect, and a ``board=off`` post with an AI to act that
got through before its answer was lost. Each move is announced once, counted by the game and
log length its post names (``harness.announcement_marks``)."""
from __future__ import annotations

import pytest

from vypravci.bot.table.clock import ManualClock

from .harness import BotRunner, Table, announcement_marks
from .storm import slash_of
from .test_outbox_e2e import until_announced

pytestmark = pytest.mark.e2e


@pytest.fixture
async def table(world, tmp_path):
    clock = ManualClock()
    runner = await BotRunner(world.emu, tmp_path / "once.sqlite3", clock=clock).start()
    t = Table(world, world.table1, runner)
    t.clock = clock
    await t.open(world.alice, [world.bob, world.cyril])
    try:
        yield t
        await t.settle_all(0.5)
    finally:
        await runner.stop()
    assert not runner.error_messages(), runner.error_messages()


def once_each(table: Table, length: int) -> None:
    counts = table.emu.count_posts(announcement_marks, channel=table.channel)
    assert set(counts.values()) == {1} and max(k[1] for k in counts) == length, counts


async def _move(table: Table):
    g, state, seq = await table.snapshot()
    user = table.seat_user(state, state.to_act())
    it = await typed(table, user, state, await table.ai_action(state, state.to_act(), seq))
    await posted(table.emu, it)
    return it, seq


async def typed(table: Table, user, state, action: dict):
    """The move typed in full (no autocomplete before it: the callbacks are the command's)."""
    path, options = slash_of(state, action)
    return await user.slash(path, table.channel, options)


async def posted(emu, it) -> None:
    """The interaction's public followup was tried (its answer whatever it was) and all is quiet."""
    await emu.wait_for(lambda: any(r.kind == "followup" and r.interaction_id == it.id and r.status
                                   for r in emu.requests), 15, "the move's followup")
    await it.settle(0.5)


@pytest.mark.parametrize("status", [500, 503])
async def test_a_followup_answered_5xx_after_it_was_posted_is_not_posted_again(table, status):
    emu = table.emu
    emu.inject("followup", status, after=True)
    it, seq = await _move(table)
    assert len(it.public) == 1  # discord.py did not send it again
    await table.clock.advance(5)  # the outbox looks for the post before posting: found, marked
    g = await until_announced(table.runner.store, table.game_id)
    assert g.announced_seq == seq + 1
    once_each(table, seq + 1)
    move = await table.play_turn()  # the game goes on from that post's buttons
    assert move.board.pinged
    once_each(table, seq + 2)


async def test_a_followup_answered_5xx_before_it_was_posted_comes_late_once(table):
    emu = table.emu
    emu.inject("followup", 502)
    it, seq = await _move(table)
    assert not it.public
    await table.clock.advance(5)
    await until_announced(table.runner.store, table.game_id)
    late = [m for m in table.public() if (m.nonce or "") == f"vy{table.game_id}.{seq + 1}"]
    assert len(late) == 1 and late[0].pinged
    once_each(table, seq + 1)


async def test_a_connection_cut_after_the_followup_took_effect(table):
    emu = table.emu
    emu.inject("followup", None, drop=True, after=True)
    it, seq = await _move(table)
    await table.clock.advance(5)
    await until_announced(table.runner.store, table.game_id)
    once_each(table, seq + 1)


async def test_a_callback_answered_5xx_after_taking_effect_still_makes_the_move(table):
    """discord.py sends the callback again and Discord refuses it (40060): the interaction was
    acknowledged, so the bot answers by followups as usual."""
    emu = table.emu
    emu.inject("callback", 503, after=True)
    it, seq = await _move(table)
    assert [c.status for c in it.callbacks] == [200, 400]
    board = await it.wait_message(lambda m: not m.ephemeral and m.png is not None, 10, "the board")
    assert board.pinged
    once_each(table, seq + 1)


async def test_a_callback_failing_twice_is_still_acknowledged_within_3_seconds(table):
    """Two 5xx answers to the acknowledgement in a row: discord.py alone would try again after
    1 s and then 3 s, too late for Discord's window; the bot tries again at once."""
    emu = table.emu
    emu.inject("callback", 502, count=2)
    it, seq = await _move(table)
    tries = [r.status for r in emu.requests if r.kind == "callback" and r.interaction_id == it.id]
    assert tries == [502, 502, 200] and it.latency < 3.0
    assert (await table.snapshot())[2] == seq + 1
    once_each(table, seq + 1)


async def test_an_interaction_that_cannot_be_acknowledged_is_answered_in_the_channel(table):
    """Every acknowledgement refused until Discord's 3 seconds are gone (as when the bot reads an
    interaction late: a RESUME after a long outage, a busy process): the token answers nothing
    any more, not even a followup, so the player is told in the channel, mentioned, that
    nothing changed — once (the post's nonce) — and no error is logged."""
    from vypravci.bot.discord.cogs.base import late_nonce

    emu = table.emu
    g, state, seq = await table.snapshot()
    user = table.seat_user(state, state.to_act())
    emu.inject("callback", 503, count=100)
    it = await typed(table, user, state, await table.ai_action(state, state.to_act(), seq))
    told = await emu.wait_for(lambda: emu.nonces.get(late_nonce(it.id)), 10, "the note in the channel")
    emu.forecast.script.pop("callback", None)
    assert len(told) == 1 and told[0].channel_id == table.channel.id and user.id in told[0].mentions
    assert "send it again" in told[0].content or "poslat znovu" in told[0].content
    assert not it.acknowledged and (await table.snapshot())[2] == seq  # nothing changed
    move = await table.play_turn()  # typed again, it is made
    assert move.board.pinged
    once_each(table, seq + 1)


async def test_board_off_posts_carry_a_mark_line_that_the_outbox_finds(world, tmp_path):
    """``board=off``: a move's post has no picture; its last line names the game and the log
    length (the one identity a post with no turn buttons has, e.g. with an AI to act), and the
    outbox, retrying after a lost answer, finds the post by it and posts nothing again."""
    clock = ManualClock()
    runner = await BotRunner(world.emu, tmp_path / "off.sqlite3", clock=clock).start()
    t = Table(world, world.table2, runner)
    try:
        await t.open(world.alice, [world.bob], ais=1,
                     options={"game": "mini-express", "map": "usa", "setting": "board=off"}, board=False)
        await until_announced(runner.store, t.game_id)
        g, state, seq = await t.snapshot()
        world.emu.fail("followup", lose=True, status=404, code=10015, message="Unknown Webhook")
        it = await typed(t, t.seat_user(state, state.to_act()), state, await t.ai_action(state, state.to_act(), seq))
        await posted(world.emu, it)
        _, _, now = await t.snapshot()
        assert [m.content.splitlines()[-1] for m in it.public] == [f"-# Game #{t.game_id} · move {now}"]
        await clock.advance(5)
        await until_announced(runner.store, t.game_id)
        counts = world.emu.count_posts(announcement_marks, channel=t.channel)
        assert set(counts.values()) == {1} and (t.game_id, now) in counts, counts
        await t.settle_all(0.5)
        assert not runner.error_messages(), runner.error_messages()
    finally:
        await runner.stop()
