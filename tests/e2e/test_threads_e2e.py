"""A thread per game, through the real bot and the loopback Discord: /game new in a text channel
opens a named thread where the lobby and the game live; two games share one channel; pings name
only the player to act with a jump link; one pinned status message is edited in place; an
archived thread is reopened when the game moves; a player who opted in gets a DM on their turn."""
from __future__ import annotations

import pytest

from .emulator import CREATE_PUBLIC_THREADS
from .harness import BotRunner, Table

pytestmark = pytest.mark.e2e


async def test_games_live_in_their_own_threads(world, tmp_path):
    emu = world.emu
    runner = await BotRunner(emu, tmp_path / "threads.sqlite3").start()
    try:
        notify = await world.bob.slash("settings notify", world.general, {"dm": True})
        await notify.settle(0.05)
        assert notify.ephemeral and not notify.public

        first = Table(world, world.general, runner)
        await first.open(world.alice, [world.bob, world.cyril])
        thread = first.channel
        assert thread.is_thread and thread.parent_id == world.general.id and thread.id != world.general.id
        g = await runner.store.get_game(first.game_id)
        assert g.channel_id == thread.id and g.meta["thread"] == thread.id and g.meta["parent"] == world.general.id
        pointer = [m for m in emu.public_messages(world.general) if f"<#{thread.id}>" in m.content]
        assert len(pointer) == 1 and not pointer[0].buttons()  # the channel only points to the thread
        def named() -> bool:  # the players in seat order (drawn at the start)
            head, _, rest = thread.name.partition(" · ")
            players, _, tail = rest.rpartition(" · ")
            return head == "Mini Express" and tail == f"#{g.id}" and sorted(players.split(", ")) == ["Alice", "Bob", "Cyril"]

        await emu.wait_for(named, 10, "the thread named after the game, its players and id")

        # a second game in the same channel gets its own thread
        second = Table(world, world.general, runner)
        await second.open(world.cyril, [world.dana], ais=1)
        assert second.channel.is_thread and second.channel.id != thread.id
        assert {t.id for t in emu.threads_of(world.general)} == {thread.id, second.channel.id}

        for table in (first, second, first):
            _, state, _ = await table.snapshot()
            move = await table.play_turn()
            assert move.board.channel_id == table.channel.id
            _, state, seq = await table.snapshot()
            to_act = table.seat_user(state, state.to_act())
            assert move.board.pinged == [to_act.id]  # only the player who must act
            assert f"https://discord.com/channels/{world.guild.id}/{table.channel.id}" in move.board.content

        # one pinned status message per game, edited in place
        for table in (first, second):
            assert len(table.channel.pins) == 1
            status = emu.messages[table.channel.pins[0]]
            assert status.channel_id == table.channel.id and len(status.revisions) >= 2 and "◀" in status.content
        # an archived thread is reopened (by the bot, before it posts) when the game moves
        emu.archive(thread)
        await first.play_turn()
        assert not thread.archived and thread.unarchived == ["edit"]
        # DMs only for who asked, only on their turn
        assert emu.dms(world.bob) and all("discord.com/channels" in m.content for m in emu.dms(world.bob))
        assert not emu.dms(world.alice) and not emu.dms(world.cyril)
        # where the bot may not open threads, the game stays in the channel (as before)
        closed = emu.add_channel(world.guild, "no-threads", overwrites=[
            {"id": world.guild.id, "type": 0, "allow": 0, "deny": CREATE_PUBLIC_THREADS}])
        it = await world.dana.slash("game new", closed, {"game": "mini-express"})
        lobby = await it.wait_message(lambda m: not m.ephemeral and bool(m.buttons()), what="the lobby here")
        assert lobby.channel_id == closed.id and not emu.threads_of(closed)
        assert (await runner.store.active_game(closed.id)).meta.get("thread") is None
        await first.settle_all()
        await second.settle_all()
        assert not runner.error_messages()
    finally:
        await runner.stop()
