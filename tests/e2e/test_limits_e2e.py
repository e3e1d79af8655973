"""Issue 22, defect 2, end to end: the real bot, the real discord.py client, the loopback Discord.

``/game new setting:pace=99999999999999999999`` is refused privately with the allowed range, in
each player's language, and opens nothing. A running table whose meta and the server's settings
were then damaged by hand while the bot was down (a pace and a deadline out of range, a wrong
type, settings that are no JSON): the bot starts, and the table is still shown, listed and
abandoned.
"""
from __future__ import annotations

import json
import sqlite3

import pytest

from .emulator import EPHEMERAL
from .harness import GAME, BotRunner, Table

pytestmark = pytest.mark.e2e

HUGE = "99999999999999999999"


async def private_answer(user, channel, path: str, options: dict | None = None) -> str:
    it = await user.slash(path, channel, options)
    reply = await it.wait_message(lambda m: m.ephemeral and bool(m.content), what=f"/{path}")
    await it.settle(0.05)
    assert reply.flags & EPHEMERAL and reply.visible_to == user.id and not it.public, it.public
    return reply.content


def damage(db, game_id: int) -> None:
    """Hand edits past the database's own checks, as a careless admin with sqlite3 could make."""
    meta = {"pace": int(HUGE), "turn_seq": 0, "turn_since": "soon", "deadline": 1e999, "reminded": 3,
            "controllers": {"0": {"ai": ["x"]}}}
    with sqlite3.connect(db) as con:
        con.execute("PRAGMA ignore_check_constraints = ON")
        con.execute("UPDATE games SET meta = ? WHERE id = ?", (json.dumps(meta), game_id))
        con.execute("UPDATE guild_settings SET settings = '{\"lobby_timeout\": ' WHERE guild_id != 0")


async def test_a_huge_pace_is_refused_and_a_damaged_table_still_works(world, tmp_path):
    emu, alice, bob = world.emu, world.alice, world.bob
    db = tmp_path / "limits.sqlite3"
    runner = await BotRunner(emu, db).start()
    errors: list[str] = []
    try:
        text = await private_answer(alice, world.table1, "hra nová", {"game": GAME, "setting": f"tempo={HUGE}"})
        assert text == (f"„{HUGE}“ není tempo. Vyber 1h, 12h, 1d, 3d, 7d nebo off, nebo napiš čas od 10 minut "
                        "do 30 dní, třeba 90m, 36h nebo 2d."), text
        text = await private_answer(bob, world.table1, "game new", {"game": GAME, "setting": f"pace={HUGE}"})
        assert "is not a pace" in text and "from 10 minutes to 30 days" in text, text
        assert await runner.store.active_game(world.table1.id) is None

        await runner.store.update_guild_settings(world.guild.id, {"pace": "1d"})
        table = Table(world, world.table1, runner)
        await table.open(alice, [bob, world.cyril], options={"game": GAME, "map": "usa", "setting": "tempo=36h"})
        g, _, _ = await table.snapshot()
        assert g.meta["pace"] == 36 * 3600 and "deadline" in g.meta
    finally:
        errors += runner.error_messages()
        await runner.stop()

    damage(db, g.id)
    runner = await BotRunner(emu, db).start()  # the bot starts on the damaged store
    try:
        status = await private_answer(alice, world.table1, "hra stav")
        assert status.startswith("**Mini Express — stav hry**") and "Na tahu: " in status, status
        listed = await private_answer(world.dana, world.general, "game list")
        assert listed.startswith("**Running games (1)**") and f"/{world.table1.id}" in listed, listed
        shown = await private_answer(world.mod, world.general, "settings show")
        assert "2 days" in shown, shown  # the server's lobby timeout: the default again
        it = await alice.slash("hra ukončit", world.table1)
        await it.settle(0.05)
        assert (await runner.store.get_game(g.id)).status == "abandoned"
        assert any("Mini Express" in m.content for m in it.public), [m.content for m in it.public]
    finally:
        errors += runner.error_messages()
        await runner.stop()
    assert not errors, errors
