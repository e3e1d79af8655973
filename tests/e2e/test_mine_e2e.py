"""Server tools end to end (issue 15): two games waiting for one player are listed by /game mine
with links (ephemeral, in her language), from a cold cache after a restart too, and by /game list;
the commands are sent to Discord once — two restarts find them unchanged and send nothing, and
commands deleted on Discord's side are sent again; a lobby nobody starts closes on the clock."""
from __future__ import annotations

import pytest

from vypravci.bot.discord.client import sync_tree
from vypravci.games.core import replay

from .harness import GAME, BotRunner

pytestmark = pytest.mark.e2e


def command_puts(emu) -> int:
    return sum(1 for _, method, path, status in emu.requests
               if method == "PUT" and path.endswith("/commands") and status < 300)


async def open_solo(world, channel) -> int:
    """Alice opens a solo table (she and Mašinfíra) and starts it; returns the game id."""
    emu, alice = world.emu, world.alice
    before = set(emu.messages)
    it = await alice.slash("hra nová", channel, {"game": GAME, "mode": "solo"})
    await it.ack()

    def lobby():  # a new message with the lobby's buttons: in the table's own thread, or in the channel
        return next((m for i, m in list(emu.messages.items()) if i not in before and any(
            (c.get("custom_id") or "").startswith("vy:lobby:") for c in m.all_components())), None)

    message = await emu.wait_for(lobby, 10, "the lobby")
    start = next(c["custom_id"] for c in message.all_components() if c["custom_id"].endswith(":start"))
    click = await alice.click(message, custom_id=start)
    await click.ack()
    await emu.wait_for(lambda: any(m.png is not None for m in emu.public_messages(message.channel_id)), 20,
                       "the first board")
    return int(start.split(":")[2])


async def ask(user, channel, path: str) -> str:
    it = await user.slash(path, channel)
    await it.ack()
    reply = await it.wait_message(lambda m: m.ephemeral and bool(m.content), what=f"/{path}")
    assert reply.visible_to == user.id and not it.public
    return reply.content


async def test_game_mine_across_two_games_and_commands_synced_once(world, tmp_path):
    emu = world.emu
    db = tmp_path / "vypravci.sqlite3"
    runner = await BotRunner(emu, db).start()
    try:
        assert command_puts(emu) == 1
        games = [await open_solo(world, world.table1), await open_solo(world, world.table2)]
        store = runner.store
        rows = [await store.get_game(g) for g in games]
        for g in rows:  # the oracle: both wait for Alice
            state = replay(await store.record(g.id))
            assert g.status == "active" and state.seats[state.to_act()].user_id == world.alice.id
        links = [f"https://discord.com/channels/{world.guild.id}/{g.channel_id}" for g in rows]
        text = await ask(world.alice, world.general, "hra moje")
        assert text.startswith("**Jsi na tahu (2 hry)**") and all(link in text for link in links), text
        assert await ask(world.bob, world.general, "game mine") == "It is not your turn in any game on this server."
        listed = await ask(world.dana, world.general, "game list")
        assert listed.startswith("**Running games (2)**") and all(link in listed for link in links), listed
    finally:
        await runner.stop()
    assert not runner.error_messages(), runner.error_messages()
    for restart in range(2):  # the same commands: nothing sent; the listing comes from the store
        runner = await BotRunner(emu, db).start()
        try:
            text = await ask(world.alice, world.general, "hra moje")
            assert all(link in text for link in links), text
            assert command_puts(emu) == 1
            if restart:  # commands deleted on Discord's side are noticed and sent again
                emu.global_commands = []
                assert await sync_tree(runner.bot) is not None and command_puts(emu) == 2
        finally:
            await runner.stop()
        assert not runner.error_messages(), runner.error_messages()


async def test_a_lobby_nobody_starts_closes_after_the_server_timeout(world, tmp_path):
    from vypravci.bot.table.clock import ManualClock
    from vypravci.bot.table.tables import DAY

    emu, clock = world.emu, ManualClock()
    runner = await BotRunner(emu, tmp_path / "vypravci.sqlite3", clock=clock).start()
    try:
        before = set(emu.messages)
        it = await world.bob.slash("game new", world.table3, {"game": GAME, "map": "usa"})
        await it.ack()
        lobby = await emu.wait_for(lambda: next((m for i, m in list(emu.messages.items()) if i not in before and any(
            (c.get("custom_id") or "").startswith("vy:lobby:") for c in m.all_components())), None), 10, "the lobby")
        join = next(c["custom_id"] for c in lobby.all_components() if c["custom_id"].endswith(":join"))
        await clock.advance(2 * DAY - 3600)  # not yet: the default timeout is two days
        await (await world.alice.click(lobby, custom_id=join)).settle(0.1)
        await clock.advance(2 * 3600)
        closed = await emu.wait_for(lambda: next((m for m in emu.public_messages(lobby.channel_id)
                                                  if "nobody started it within 2 days" in m.content), None),
                                    10, "the lobby's closing")
        assert "(host Bob)" in closed.content and not closed.all_components()
        await emu.wait_for(lambda: not emu.messages[lobby.id].all_components(), 10, "the lobby's buttons gone")
        g = await runner.store.get_game(int(join.split(":")[2]))
        assert g.status == "abandoned" and [s.user_id for s in g.seats] == [world.bob.id, world.alice.id]
    finally:
        await runner.stop()
    assert not runner.error_messages(), runner.error_messages()
