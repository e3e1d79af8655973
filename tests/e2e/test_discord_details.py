"""Discord details checked on the wire (issue 11): where commands work, acknowledging before the
channel lock, names shown literally, an outdated button answered with what changed, and a failure
while reading an interaction still answered."""
from __future__ import annotations

import asyncio

import pytest

from vypravci.bot.words.i18n import i18n

from .emulator import CB_DEFERRED_MESSAGE, CB_DEFERRED_UPDATE, EPHEMERAL
from .harness import GAME, BotRunner, Table

pytestmark = pytest.mark.e2e

GUILD_CONTEXT, GUILD_INSTALL = 0, 0  # Discord's InteractionContextType.GUILD, ApplicationIntegrationType.GUILD_INSTALL


@pytest.fixture
async def runner(world, tmp_path):
    r = await BotRunner(world.emu, tmp_path / "details.sqlite3").start()
    try:
        yield r
    finally:
        await r.stop()


async def test_every_command_works_in_servers_only(world, runner):
    """Every synced command — /rules and /settings too — says it is installed to a server and used
    in a server channel, so a user install or a DM never offers a command the bot cannot answer."""
    stored = world.emu.global_commands
    assert {c["name"] for c in stored} >= {"game", "mx", "ce", "rules", "settings"}
    for c in stored:
        assert c.get("contexts") == [GUILD_CONTEXT], (c["name"], c.get("contexts"))
        assert c.get("integration_types") == [GUILD_INSTALL], (c["name"], c.get("integration_types"))


async def test_join_undo_and_options_are_acknowledged_while_the_channel_is_busy(world, runner):
    """The channel's lock is held (a slow move elsewhere in the channel): Join, an option pick and
    /game undo are acknowledged at once anyway, and answered once the lock is free."""
    app = runner.bot.vy
    ch = world.table1
    it = await world.alice.slash("hra nová", ch, {"hra": GAME})
    lobby = await it.wait_message(lambda m: bool(m.buttons()), what="the lobby")
    join = next(b["custom_id"] for b in lobby.buttons() if b["custom_id"].endswith(":join"))
    option = next(s for s in lobby.selects() if s["custom_id"].endswith(":map"))
    other = next(o["value"] for o in option["options"] if not o.get("default"))
    lock = app.sessions.lock(ch.id)
    await lock.acquire()
    try:
        pressed = await world.bob.click(lobby, custom_id=join)
        picked = await world.alice.select(lobby, option["custom_id"], [other])
        for x in (pressed, picked):
            cb = await x.ack(timeout=2.5)
            assert cb.type == CB_DEFERRED_UPDATE and x.latency < 1.0, (x, cb)
        await asyncio.sleep(0.3)
        assert "Bob" not in world.emu.messages[lobby.id].content  # nothing changed while the lock is held
    finally:
        lock.release()
    await world.emu.wait_for(lambda: "Bob" in world.emu.messages[lobby.id].content, 10, "the lobby to list Bob")

    table = Table(world, world.table2, runner)
    await table.open(world.bob, [world.alice], ais=1)
    await table.play_turn(via="button")
    lock = app.sessions.lock(world.table2.id)
    await lock.acquire()
    try:
        undo = await world.alice.slash("hra zpět", world.table2)
        cb = await undo.ack(timeout=2.5)
        assert cb.type == CB_DEFERRED_MESSAGE and undo.latency < 1.0
    finally:
        lock.release()
    await undo.settle()
    assert undo.messages, "the undo request was answered after the lock was free"


async def test_player_names_are_shown_literally(world, runner):
    """A display name full of markdown reaches the lobby and the move text escaped: Discord shows
    the name as typed instead of bold, italics or strike-through."""
    sneaky = world.emu.add_member(world.guild, "eva_**x**~~y~~", locale="en-US")
    shown = "Eva_**x**~~y~~"
    it = await sneaky.slash("game new", world.table3, {"game": GAME})
    lobby = await it.wait_message(lambda m: bool(m.buttons()), what="the lobby")
    content = world.emu.messages[lobby.id].content
    assert r"Eva\_\*\*x\*\*\~\~y\~\~" in content and shown not in content, content
    join = next(b["custom_id"] for b in lobby.buttons() if b["custom_id"].endswith(":join"))
    for u in (world.bob, world.cyril):
        click = await u.click(lobby, custom_id=join)
        await click.settle()
    start = await sneaky.click(lobby, custom_id=join.replace(":join", ":start"))
    board = await start.wait_message(lambda m: not m.ephemeral and m.png is not None, timeout=20)
    assert shown not in board.content and r"Eva\_\*\*x\*\*\~\~y\~\~" in board.content, board.content


async def test_an_outdated_button_is_answered_with_the_moves_since(world, runner):
    """A turn message whose buttons were not retired (here: its retiring edit is skipped, as after
    a restart) answers a press privately: the game moved on, and which moves were made since."""
    app = runner.bot.vy
    table = Table(world, world.table1, runner)
    await table.open(world.alice, [world.bob, world.cyril])
    g, state, seq = await table.snapshot()
    first = table.turn_message(g.id, seq)
    app.turn_messages.clear()  # as if the bot had restarted: the first turn message stays live
    await table.play_turn(via="slash")
    await table.settle_all()
    g2, state2, seq2 = await table.snapshot()
    assert seq2 > seq and not any(c.get("disabled") for c in world.emu.messages[first.id].all_components())
    user = table.seat_user(state2, state2.to_act())
    button = next(c for c in world.emu.messages[first.id].buttons())
    before = len(await table.log_rows())
    it = await user.click(first, custom_id=button["custom_id"])
    await it.settle()
    (reply,) = it.ephemeral
    locale = "cs" if user.locale == "cs" else "en"
    lines = reply.content.split("\n")
    assert lines[0] == i18n.t(locale, "refuse-state-changed") and reply.flags & EPHEMERAL
    assert lines[1].startswith(f"{seq + 1}. ")  # the move made since, numbered as in /game log
    assert len(await table.log_rows()) == before
    # the board posted after that move has live buttons; the one before it was retired
    latest = table.turn_message(g2.id, seq2)
    assert latest.buttons() and not any(c.get("disabled") for c in world.emu.messages[latest.id].all_components())


async def test_a_failure_while_reading_a_press_is_still_answered(world, runner, monkeypatch):
    """Reading who pressed (their language from the store) fails: the press is acknowledged and
    answered privately with the generic error, not left to time out."""
    app = runner.bot.vy
    it = await world.alice.slash("hra nová", world.table1, {"hra": GAME})
    lobby = await it.wait_message(lambda m: bool(m.buttons()), what="the lobby")
    join = next(b["custom_id"] for b in lobby.buttons() if b["custom_id"].endswith(":join"))

    async def broken(*args, **kwargs):
        raise RuntimeError("the store is gone")

    monkeypatch.setattr(app, "reader_locale", broken)
    press = await world.bob.click(lobby, custom_id=join)
    cb = await press.ack(timeout=2.5)
    await press.settle()
    assert cb.status < 300
    (reply,) = press.ephemeral
    assert reply.content == i18n.t("en", "error-generic")


async def test_game_new_ai_chooses_the_level_the_add_ai_button_seats(world, runner):
    """`/hra nová ai:silný` (issue 24: `strong` offered by /game new and the Add AI button): the
    lobby's Add AI button seats that level; without the option it seats `simple`."""
    table = Table(world, world.table2, runner)
    await table.open(world.bob, [world.alice], ais=1, options={"game": GAME, "map": "usa", "ai": "strong"})
    g, state, _ = await table.snapshot()
    assert g.meta.get("ai_level") == "strong" and [x.ai for x in state.seats if x.kind == "ai"] == ["strong"]
    other = Table(world, world.table3, runner)
    await other.open(world.alice, [world.bob], ais=1)
    g, state, _ = await other.snapshot()
    assert "ai_level" not in g.meta and [x.ai for x in state.seats if x.kind == "ai"] == ["simple"]
