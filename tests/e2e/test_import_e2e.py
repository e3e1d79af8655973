"""/game import through the loopback Discord: Bob exports his finished solo game with /game export
(the private JSON file a player gets), uploads that file to /game import in another channel, and
the channel sees the imported game's final board; the store holds the game, finished, replaying
to the very same state. A file that is no record, or one too large, is refused privately in the
player's language and the store is left as it was. The imported game seats nobody (history only).
The same export cut before its last move (an unsealed record, as earlier versions wrote them)
imports as a running game whose seat waits for Bob: nobody is pinged until he takes it, then he
is, plays the last move, and the game ends as the original."""
from __future__ import annotations

import json

import pytest

from vypravci.bot.table.records.history import MAX_RECORD_BYTES
from vypravci.games.core import replay

from .harness import BotRunner, Table, bobs_solo_record, store_solo_game

pytestmark = pytest.mark.e2e


def same_game(a, b) -> bool:
    """The same game state, whoever sits in the seats (an import seats nobody at first)."""
    def rules(state) -> dict:
        return {k: v for k, v in state.to_dict().items() if k != "seats"}
    return rules(a) == rules(b) and [s.name for s in a.seats] == [s.name for s in b.seats]


async def test_export_then_import_in_another_channel_and_refusals(world, tmp_path):
    record = bobs_solo_record(world)
    db = tmp_path / "bot.sqlite3"
    gid = await store_solo_game(db, world, record)  # played to its end in table 1
    emu, bob, alice = world.emu, world.bob, world.alice

    runner = await BotRunner(emu, db, guild_id=world.guild.id).start()
    try:
        store = runner.store
        # the record as a player gets it: /game export's private file
        export = await bob.slash("game export", world.table1)
        await export.ack()
        sent = await export.wait_message(lambda m: m.ephemeral and bool(m.attachments), what="the export")
        [file] = sent.attachments
        assert file.filename == f"mini-express-{gid}.json"

        # imported in table 2 through the real bot
        it = await bob.slash("game import", world.table2, files={"record": (file.filename, file.data)})
        await it.ack()
        assert it.latency < 3
        board = await it.wait_message(lambda m: not m.ephemeral and m.png is not None, timeout=20,
                                      what="the imported game's board")
        await it.settle(0.05)
        new = await store.games_in_guild(world.guild.id)
        [g] = [x for x in new if x.channel_id == world.table2.id]
        assert g.id != gid and g.status == "finished" and g.move_count == len(record.actions)
        assert f"{g.id}" in board.content and "bob" in board.content.lower()
        assert [b["custom_id"] for b in board.buttons()] == [f"vy:hist:{g.id}:0:o"]  # History on the final board
        original, imported = replay(await store.record(gid)), replay(await store.record(g.id))
        assert imported.is_terminal() and same_game(imported, original)
        assert [s.user_id for s in g.seats] == [None] and board.pinged == []  # history only: nobody's game

        # refusals: private, in the player's language, nothing stored
        before = [(x.id, x.status, x.move_count) for x in await store.games_in_guild(world.guild.id)]
        not_json = await alice.slash("hra import", world.table3, files={"záznam": ("poznámky.txt", b"ahoj")})
        await not_json.ack()
        assert not_json.latency < 3
        answer = await not_json.wait_message(what="the refusal")
        assert answer.ephemeral and answer.visible_to == alice.id and "Soubor není záznam hry" in answer.content
        too_big = await bob.slash("game import", world.table3,
                                  files={"record": ("huge.json", b" " * (MAX_RECORD_BYTES + 1))})
        await too_big.ack()
        answer = await too_big.wait_message(what="the refusal")
        assert answer.ephemeral and "too large" in answer.content
        gone = emu.upload(world.table3, "gone.json", b"{}")  # Discord cannot hand the file over
        gone.url = gone.url.replace(f"/{gone.id}/", "/1/")
        unread = await bob.slash("game import", world.table3, {"record": gone})
        await unread.ack()
        answer = await unread.wait_message(what="the refusal")
        assert answer.ephemeral and "try /game import again" in answer.content
        await not_json.settle(0.05)
        await too_big.settle(0.05)
        await unread.settle(0.05)
        assert [(x.id, x.status, x.move_count) for x in await store.games_in_guild(world.guild.id)] == before
        assert await store.active_game(world.table3.id) is None
        assert not [m for m in emu.public_messages(world.table3) if m.author.id == emu.bot_user.id]
        assert len(alice.messages(world.table3)) == 1 and len(bob.messages(world.table3)) == 2  # each their own

        # a running game (the export without its last move) imported goes on: Bob's last move ends it
        running = json.loads(file.data)
        running["actions"] = running["actions"][:-1]
        it = await bob.slash("game import", world.table3,
                             files={"record": ("running.json", json.dumps(running).encode())})
        await it.ack()
        assert it.latency < 3
        board = await it.wait_message(lambda m: not m.ephemeral and m.png is not None, timeout=20,
                                      what="the running game's board")
        await it.settle(0.05)
        assert "imports a game of" in board.content and board.pinged == []
        claims = next(m for m in emu.public_messages(world.table3) if m.buttons())
        assert "unsealed" in claims.content and all(m.pinged == [] for m in emu.public_messages(world.table3))
        table = Table(world, world.table3, runner)
        g, state, seq = await table.snapshot()
        table.game_id = g.id
        assert g.status == "active" and seq == len(record.actions) - 1 and state.to_act() == 0
        take = await bob.click(claims, custom_id=f"vy:claim:{g.id}:0:take")
        go = await take.wait_message(lambda m: not m.ephemeral and m.png is not None, timeout=20, what="the go")
        await take.settle(0.05)
        assert go.pinged == [bob.id]
        final = (await table.play_turn(action=record.actions[-1])).board
        assert [b["custom_id"] for b in final.buttons()] == [f"vy:hist:{g.id}:0:o"]
        g, state, _ = await table.snapshot()
        assert g.status == "finished" and same_game(state, original)
        # in a text channel the imported game gets a thread of its own, as /game new gives it
        it = await bob.slash("game import", world.general, files={"record": (file.filename, file.data)})
        await it.ack()
        pointer = await it.wait_message(lambda m: not m.ephemeral and "own thread" in m.content, what="the pointer")
        [thread] = emu.threads_of(world.general)
        assert f"<#{thread.id}>" in pointer.content and thread.parent_id == world.general.id
        board = await emu.wait_for(lambda: next((m for m in emu.public_messages(thread) if m.png), None),
                                   what="the board in the thread")
        g = await store.active_game(thread.id) or next(
            x for x in await store.games_in_guild(world.guild.id) if x.channel_id == thread.id)
        assert g.status == "finished" and g.meta["thread"] == thread.id and g.meta["parent"] == world.general.id
        assert [b["custom_id"] for b in board.buttons()] == [f"vy:hist:{g.id}:0:o"]
        assert not [m for m in emu.public_messages(world.general) if m.png]  # the channel holds the pointer only
        assert not runner.error_messages()
    finally:
        await runner.stop()
