"""The phone layout through the loopback Discord (issue #15): /settings board is a user's own,
/settings server-board needs Manage Server and turns the public boards (/game board) portrait."""
from __future__ import annotations

import pytest

from .harness import GAME, BotRunner, Table

pytestmark = pytest.mark.e2e


@pytest.fixture
async def runner(world, tmp_path):
    r = await BotRunner(world.emu, tmp_path / "phone.sqlite3").start()
    try:
        yield r
    finally:
        await r.stop()


def private_text(it) -> str:
    assert not it.public and len(it.ephemeral) == 1, (it.public, it.ephemeral)
    return it.ephemeral[0].content


async def test_server_board_layout_turns_the_public_board_portrait(world, runner):
    table = Table(world, world.table1, runner)
    first = await table.open(world.alice, [world.bob], ais=1, options={"game": GAME, "map": "usa"})
    assert first.board.png.png_size()[0] > 1600  # wide by default

    mine = await world.bob.slash("settings board", world.table1, {"layout": "phone"})
    await mine.settle(0.05)
    assert "for a phone" in private_text(mine)
    refused = await world.bob.slash("settings server-board", world.table1, {"layout": "phone"})
    await refused.settle(0.05)
    assert "manage the server" in private_text(refused)
    shown = await world.alice.slash("game board", table.channel)
    board = await shown.wait_message(lambda m: not m.ephemeral and m.png is not None, what="the board")
    assert board.png.png_size()[0] > 1600  # Bob's own choice is not the server's
    await shown.settle(0.05)

    chosen = await world.mod.slash("settings server-board", world.table1, {"layout": "phone"})
    await chosen.settle(0.05)
    assert "for phones" in private_text(chosen)
    shown = await world.alice.slash("game board", table.channel)
    board = await shown.wait_message(lambda m: not m.ephemeral and m.png is not None, what="the board")
    width, height = board.png.png_size()
    assert width == 600 and height > width
    await shown.settle(0.05)
    assert not runner.error_messages()
