"""Nobody sees or seats beyond their place, through the loopback Discord (issue #26).

- a lobby has no seed to give away: its export is refused; a running game's export shows only what
  the table shows (no seed, no move), the record sealed with the bot's key — and the same bot
  imports it again, as a table whose seats wait for their players;
- a made-up record imported seats nobody and pings nobody;
- a display name that looks like a mention is shown as text;
- an interaction delivered again is answered once and logs no error (one warning at most);
- Agree pressed again on one's own undo vote changes nothing and posts nothing.
"""
from __future__ import annotations

import json
import logging

import pytest

from vypravci.bot.words.i18n import i18n
from vypravci.games.core import GameRecord, Seat

from .emulator import EPHEMERAL, MENTION_RE
from .harness import BotRunner, Table

pytestmark = pytest.mark.e2e


@pytest.fixture
async def runner(world, tmp_path):
    r = await BotRunner(world.emu, tmp_path / "bot.sqlite3", guild_id=world.guild.id).start()
    try:
        yield r
    finally:
        await r.stop()
    assert not r.error_messages(), r.error_messages()


async def private(it, user) -> object:
    """The one private answer ``user`` got (and nothing public)."""
    msg = await it.wait_message(lambda m: m.ephemeral and m.content != "", what=f"{user}'s answer")
    await it.settle(0.05)
    assert it.public == [] and msg.flags & EPHEMERAL and msg.visible_to == user.id
    return msg


async def open_table(world, channel, host, game: str, players) -> tuple[int, object]:
    it = await host.slash("game new", channel, {"game": game}, locale="en-US")
    lobby = await it.wait_message(lambda m: not m.ephemeral and bool(m.buttons()), what="the lobby")
    await it.settle(0.05)
    gid = int(lobby.buttons()[0]["custom_id"].split(":")[2])
    for u in players:
        join = await u.click(lobby, custom_id=f"vy:lobby:{gid}:join")
        await world.emu.wait_for(lambda: u.name in world.emu.messages[lobby.id].content, what=f"{u} seated")
        await join.settle(0.05)
    return gid, lobby


async def test_exports_give_no_chance_away_and_come_back_sealed(world, runner):
    emu, alice, cyril, dana = world.emu, world.alice, world.cyril, world.dana
    store = runner.store
    gid, lobby = await open_table(world, world.table1, alice, "russian-railroads", [cyril])

    # a lobby: nothing to export (its seed is drawn at Start)
    early = await dana.slash("game export", world.table1)
    answer = await private(early, dana)
    assert not answer.attachments and answer.content.startswith(i18n.t("en", "game-not-started"))

    start = await alice.click(emu.messages[lobby.id], custom_id=f"vy:lobby:{gid}:start")
    await start.wait_message(lambda m: not m.ephemeral and m.png is not None, timeout=20, what="the start")
    await start.settle(0.2)
    g = await store.get_game(gid)
    record = await store.record(gid)

    # a running game: the table's public part; the seed and the moves sealed
    export = await dana.slash("game export", world.table1)
    sent = await private(export, dana)
    [file] = sent.attachments
    data = json.loads(file.data)
    assert set(data) == {"version", "game", "options", "seats", "moves", "sealed"}, sorted(data)
    assert data["game"] == "russian-railroads" and data["moves"] == len(record.actions)
    assert [s["name"] for s in data["seats"]] == [s.name for s in record.seats]
    assert str(g.seed) not in file.data.decode(), "the seed is readable in the export"
    assert "sealed" in sent.content

    # the same bot opens it again: a table whose seats the players take, nobody pinged before
    it = await cyril.slash("hra import", world.table2, files={"záznam": (file.filename, file.data)})
    claims = await it.wait_message(lambda m: not m.ephemeral and any(
        "vy:claim:" in (c.get("custom_id") or "") for c in m.all_components()), timeout=20, what="the seats")
    await it.settle(0.05)
    assert all(m.pinged == [] for m in emu.public_messages(world.table2))
    copy = await store.active_game(world.table2.id)
    assert copy.seed == g.seed and (await store.record(copy.id)).actions == record.actions
    assert [s.user_id for s in copy.seats] == [None, None] and copy.meta["claims"]
    assert "unsealed" not in claims.content

    # a sealed file altered by hand is no record any more
    data["sealed"] = data["sealed"][:-8] + "AAAAAAAA"
    bad = await cyril.slash("hra import", world.table3, files={"záznam": ("x.json", json.dumps(data).encode())})
    refusal = await private(bad, cyril)
    assert refusal.content == i18n.t("cs", "import-sealed-other-key")
    assert await store.active_game(world.table3.id) is None


async def test_a_made_up_record_seats_and_pings_nobody(world, runner):
    """Dana imports a record she made up, naming Alice and Bob: nobody is seated or pinged, and
    only Alice can take the seat named for her."""
    emu, alice, bob, dana = world.emu, world.alice, world.bob, world.dana
    made_up = GameRecord(game="russian-railroads", seed=7, seats=[
        Seat(name="Alice", user_id=alice.id), Seat(name="Bob", user_id=bob.id)])
    it = await dana.slash("game import", world.table1, files={"record": ("mine.json", made_up.to_json().encode())})
    await it.wait_message(lambda m: not m.ephemeral and m.png is not None, timeout=20, what="the board")
    await it.settle(0.3)
    public = emu.public_messages(world.table1)
    assert public and all(m.pinged == [] for m in public), [(m.content, m.pinged) for m in public]
    assert not any(MENTION_RE.search(m.content) for m in public)
    claims = next(m for m in public if any("vy:claim:" in (c.get("custom_id") or "") for c in m.all_components()))
    g = await runner.store.active_game(world.table1.id)
    assert [s.user_id for s in g.seats] == [None, None] and set(g.meta["claims"]) == {"0", "1"}
    assert i18n.t("en", "claims-unsealed") in claims.content  # whoever had the file may know the draws
    mine = await alice.slash("hra moje", world.table2)
    assert "Russian" not in (await private(mine, alice)).content and "Ruské" not in mine.ephemeral[0].content
    grab = await dana.click(claims, custom_id=f"vy:claim:{g.id}:0:take")
    assert (await private(grab, dana)).content.startswith("The record keeps this seat (Alice)")
    take = await alice.click(claims, custom_id=f"vy:claim:{g.id}:0:take")
    await emu.wait_for(lambda: "Alice" in emu.messages[claims.id].content and len(
        emu.messages[claims.id].all_components()) == 2, what="Alice's seat taken")
    await take.settle(0.05)
    assert all(m.pinged == [] for m in emu.public_messages(world.table1))  # Bob has not taken his yet


async def test_a_mention_in_a_name_is_shown_as_text(world, runner):
    emu = world.emu
    tricky = emu.add_member(world.guild, "trick", nick=f"<@{world.dana.id}> **boss**", locale="en-US")
    gid, lobby = await open_table(world, world.table1, world.alice, "russian-railroads", [])
    join = await tricky.click(lobby, custom_id=f"vy:lobby:{gid}:join")
    await emu.wait_for(lambda: "boss" in emu.messages[lobby.id].content, what="the trickster seated")
    await join.settle(0.05)
    text = emu.messages[lobby.id].content
    assert not MENTION_RE.search(text) and "\\*\\*boss\\*\\*" in text, text


async def test_an_interaction_delivered_again_is_answered_once(world, runner):
    emu, alice, bob = world.emu, world.alice, world.bob
    warnings: list[logging.LogRecord] = []
    handler = logging.Handler(logging.WARNING)
    handler.emit = warnings.append  # type: ignore[method-assign]
    logging.getLogger("vypravci").addHandler(handler)
    try:
        gid, lobby = await open_table(world, world.table1, alice, "russian-railroads", [])
        join = await bob.click(lobby, custom_id=f"vy:lobby:{gid}:join")
        await emu.wait_for(lambda: bob.name in emu.messages[lobby.id].content, what="Bob seated")
        await join.settle(0.05)
        status = await bob.slash("game status", world.table1)
        await private(status, bob)
        for _ in range(3):  # the same interactions again
            for it in (join, status):
                await emu.dispatch_interaction(it)
        for it in (join, status):
            await it.settle(0.3)
        assert len([c for c in join.callbacks if c.status < 300]) == 1 and join.ephemeral == []
        assert len(status.messages) == 1 and len([c for c in status.callbacks if c.status < 300]) == 1
        assert len((await runner.store.get_game(gid)).seats) == 2
    finally:
        logging.getLogger("vypravci").removeHandler(handler)
    replays = [r for r in warnings if "arrived again" in r.getMessage()]
    assert 1 <= len(replays) <= 2, [r.getMessage() for r in warnings]  # once per game (and once per channel)


async def test_agreeing_again_to_ones_own_undo_changes_nothing(world, runner):
    emu = world.emu
    table = Table(world, world.table1, runner)
    await table.open(world.alice, [world.bob], ais=1)
    mover = (await table.play_turn()).user
    asker = world.bob if mover is world.alice else world.alice
    request = await asker.slash("hra zpět" if asker.locale.startswith("cs") else "game undo", table.channel)
    vote = await request.wait_message(lambda m: not m.ephemeral and bool(m.buttons()), what="the vote")
    await request.settle(0.05)
    rows, shown = await table.log_rows(), len(table.public())
    again = await asker.click(vote, custom_id=vote.buttons()[0]["custom_id"])
    answer = await private(again, asker)
    locale = "cs" if asker.locale.startswith("cs") else "en"
    assert answer.content == i18n.t(locale, "undo-already-agreed", needed=1)
    assert len(table.public()) == shown and await table.log_rows() == rows
