"""History through the loopback Discord: the last move of a game posts the final board with a
History button; the button opens a private page (board picture and the move in words) whose
⏮ ◀ ▶ ⏭ buttons edit that page in place — and still do after the bot restarts; /hra historie
opens the channel's finished game for another player, in Czech."""
from __future__ import annotations


import pytest


from .harness import BotRunner, Table, bobs_solo_record, store_solo_game

pytestmark = pytest.mark.e2e


async def edited(emu, page, words: str):
    """The private page once an edit shows ``words``."""
    return await emu.wait_for(lambda: words in emu.messages[page.id].content and emu.messages[page.id],
                              15, f"the page to show {words!r}")


async def test_history_pages_with_buttons_after_the_last_move_and_a_restart(world, tmp_path):
    record = bobs_solo_record(world)
    n = len(record.actions)
    db = tmp_path / "bot.sqlite3"
    gid = await store_solo_game(db, world, record, n - 1)  # every move but the last
    bob, alice, ch = world.bob, world.alice, world.table1

    runner = await BotRunner(world.emu, db, guild_id=world.guild.id).start()
    try:
        table = Table(world, ch, runner)
        table.game_id = gid
        shown = await bob.slash("game board", ch)  # the board again, with Bob's buttons
        await shown.wait_message(lambda m: not m.ephemeral and m.png is not None, what="the board")
        await shown.settle(0.05)
        final = (await table.play_turn(action=record.actions[-1])).board
        assert "Bob" in final.content and [b["custom_id"] for b in final.buttons()] == [f"vy:hist:{gid}:0:o"]

        opened = await bob.click(final, custom_id=f"vy:hist:{gid}:0:o")
        page = await opened.wait_message(lambda m: m.ephemeral and m.png is not None, what="the history page")
        assert f"move {n} of {n}" in page.content and page.visible_to == bob.id
        assert [b.get("disabled", False) for b in page.buttons()] == [False, False, True, True]

        first = await bob.click(page, custom_id=f"vy:hist:{gid}:0:f")
        now = await edited(world.emu, page, "the set-up")  # in place: the same message, a new picture
        assert now.png.filename.endswith("-history-0.png") and len(now.attachments) == 1 and not first.message_ids
        await bob.click(now, custom_id=f"vy:hist:{gid}:1:n")
        await edited(world.emu, page, f"move 1 of {n}")
    finally:
        await runner.stop()
    assert not runner.error_messages()

    runner = await BotRunner(world.emu, db, guild_id=world.guild.id).start()  # a restart
    try:
        await bob.click(world.emu.messages[page.id], custom_id=f"vy:hist:{gid}:{n}:l")
        assert "wins" in (await edited(world.emu, page, f"move {n} of {n}")).content

        it = await alice.slash("hra historie", ch, {"tah": 0})  # Alice reads Czech
        mine = await it.wait_message(lambda m: m.ephemeral and m.png is not None, what="Alice's page")
        assert "příprava hry" in mine.content and mine.visible_to == alice.id
    finally:
        await runner.stop()
    assert not runner.error_messages()
