"""/game history (pages and their persistent buttons) and /game import (the checked replay, the
refusals naming the broken move), over a real SQLite store with the shared test doubles."""
from __future__ import annotations

import json
from pathlib import Path

from vypravci.bot.discord.talk import Attachment
from vypravci.bot.discord.cogs.history import HistoryButton, do_history, do_import, history_view
from vypravci.bot.ops.config import Config
from vypravci.bot.console.app import CONSOLE_CHANNEL, Console
from vypravci.bot.table.records.history import page_at
from vypravci.bot.table.records.stats import IMPORTED, RESULT
from vypravci.games.core import GameRecord, replay
from tests.support import CHANNEL, GUILD, Rec, actor, assert_rebuilt_from_custom_id, fits_discord, place, press

FIXTURES = Path(__file__).resolve().parent / "fixtures"
DUEL = FIXTURES / "mini-express" / "map-europe-mode-experts.json"  # 2 players, 41 actions
N = 41


def duel_record(users=(1, 2)) -> GameRecord:
    """The fixture duel with its two seats played by people (Anna and Bob)."""
    record = GameRecord.model_validate(json.loads(DUEL.read_text())["record"])
    for seat, (uid, name) in zip(record.seats, [(1, "Anna"), (2, "Bob")]):
        seat.kind, seat.ai, seat.user_id, seat.name = "human", None, uid, name
    return record


def as_file(record: GameRecord | dict | str) -> Attachment:
    if isinstance(record, GameRecord):
        text = record.to_json()
    elif isinstance(record, dict):
        text = json.dumps(record)
    else:
        text = record
    return Attachment("record.json", text.encode("utf-8"))


async def imported(app, record: GameRecord | None = None, who: int = 1) -> Rec:
    ctx = Rec()
    await do_import(ctx, app, place(), actor(who), as_file(record or duel_record()))
    return ctx


# ---------------------------------------------------------------------------------------- import
async def test_import_stores_a_finished_game_with_its_result(app):
    record = duel_record()
    ctx = await imported(app, record)
    [g] = await app.store.games_in_guild(GUILD)
    assert (g.status, g.channel_id, g.host_id) == ("finished", CHANNEL, 1)
    assert (await app.store.record(g.id)).actions == record.actions
    assert g.meta[IMPORTED] == {"by": 1, "sealed": False}
    # history only: the people the file names are not seated, counted or pinged
    assert [s.user_id for s in g.seats] == [None, None] and [s.name for s in g.seats] == ["Anna", "Bob"]
    assert [s["user_id"] for s in g.meta[RESULT]["seats"]] == [None, None]
    final = replay(record)
    assert g.meta[RESULT]["scores"] == final.scores() and g.meta[RESULT]["winners"] == final.ranking()[:1]
    assert g.announced_seq == g.move_count == N  # the import's own message announced it
    [msg] = ctx.pub
    assert "imports a finished game of Mini Express" in msg.text and f"{N} moves" in msg.text
    assert msg.custom_ids() == [f"vy:hist:{g.id}:0:o"] and msg.file is not None and "wins!" in msg.text
    assert not ctx.priv


async def test_import_of_an_unfinished_record_waits_for_its_seats_to_be_claimed(app):
    from vypravci.bot.discord.cogs.claims import do_claim

    record = duel_record()
    record.actions = record.actions[:10]
    ctx = await imported(app, record, who=3)  # Cyril imports a game of Anna and Bob
    g = await app.store.active_game(CHANNEL)
    assert g is not None and g.status == "active" and g.move_count == 10 and g.host_id == 3
    live = await app.sessions.live(CHANNEL)
    same = {k: v for k, v in replay(record).to_dict().items() if k != "seats"}
    assert {k: v for k, v in live.state.to_dict().items() if k != "seats"} == same
    assert [s.user_id for s in live.state.seats] == [None, None]  # nobody seated, nobody pinged
    board, claims = ctx.pub
    assert "Nobody is seated yet" in board.text and board.mention is None and board.file is not None
    assert "<@" not in board.text + claims.text
    assert claims.custom_ids() == [f"vy:claim:{g.id}:{i}:{op}" for i in (0, 1) for op in ("take", "ai")]
    to_act = live.state.to_act()
    # Bob may not take Anna's seat, Cyril neither; Anna may not move before every seat is taken
    for who, seat in ((2, 0), (3, 1)):
        r = Rec()
        await do_claim(r, app, place(), actor(who, "en"), g.id, seat, "take")
        assert not r.pub and not r.upd and "for another player" in r.priv[0].text
    r = Rec()
    await do_claim(r, app, place(), actor(2), g.id, 1, "ai")  # only the host gives a seat to an AI
    assert not r.pub and not r.upd and "Only the host (" in r.priv[0].text
    assert (await app.store.active_game(CHANNEL)).meta == g.meta
    first = Rec()
    await do_claim(first, app, place(), actor(1, "en"), g.id, 0, "take")
    assert not first.pub and "Anna takes seat 1" in first.upd[0].text
    assert first.upd[0].view is not None and len(first.upd[0].view.children) == 2  # seat 2 still waits
    with_one = await app.sessions.live(CHANNEL)
    assert with_one.state.seats[0].user_id == 1 and with_one.seq == 10
    last = Rec()
    await do_claim(last, app, place(), actor(2), g.id, 1, "take")
    assert last.upd[0].view is None and "the game goes on" in last.upd[0].text
    [go] = last.pub  # the player to act is pinged now that they took their seat
    assert go.mention == (1, 2)[to_act] and go.file is not None
    again = Rec()
    await do_claim(again, app, place(), actor(3, "en"), g.id, 1, "take")
    assert "not free any more" in again.priv[0].text


async def test_a_bad_move_is_refused_by_number_with_the_rules_words_and_nothing_is_stored(app):
    record = duel_record()
    record.actions[6] = dict(record.actions[5])  # the same move twice: its seat is not to act
    ctx = await imported(app, record, who=3)  # Cyril reads Czech
    [msg] = ctx.priv
    assert msg.text.startswith(f"Tah 7 z {N} v záznamu porušuje pravidla")
    assert "error-" not in msg.text  # the rule's own words, not its key
    assert await app.store.games_in_guild(GUILD) == [] and not ctx.pub


async def test_files_that_are_no_record_are_refused_with_why(app):
    cases = {
        "not json": "not JSON text",
        json.dumps({"game": "mini-express"}): "the field “seats”",
        json.dumps({**json.loads(duel_record().to_json()), "game": "chess"}): "does not know: “chess”",
    }
    for text, why in cases.items():
        ctx = Rec()
        await do_import(ctx, app, place(), actor(2), as_file(text))
        assert why in ctx.priv[0].text, (text, ctx.priv[0].text)
    ctx = Rec()
    await do_import(ctx, app, place(), actor(2), None)
    assert "Attach the record file" in ctx.priv[0].text
    assert await app.store.games_in_guild(GUILD) == []


async def test_import_accepts_a_fixture_file_and_refuses_a_busy_channel(app):
    await app.sessions.new_lobby(GUILD, CHANNEL, 2, "Bob", "mini-express")
    ctx = Rec()
    await do_import(ctx, app, place(), actor(1), as_file(json.loads(DUEL.read_text())))
    assert "běží hra nebo je otevřený stůl" in ctx.priv[0].text  # Anna reads Czech
    assert [g.status for g in await app.store.games_in_guild(GUILD)] == ["lobby"]


async def test_console_import(tmp_path, app):
    path = tmp_path / "duel.json"
    path.write_text(duel_record().to_json(), encoding="utf-8")
    out: list[str] = []
    console = Console(app.sessions, Config(db_path=tmp_path / "c.sqlite3", out_dir=tmp_path / "out"), "en", out.append)
    await console.handle(f"import {path}")
    games = [g for g in await app.store.all_games() if g.channel_id == CONSOLE_CHANNEL]
    assert [g.status for g in games] == ["finished"] and "Imported as game" in out[0]
    await console.handle(f"import {tmp_path / 'missing.json'}")
    assert console.refusals == 1


# ---------------------------------------------------------------------------------------- history
async def test_history_opens_at_the_end_and_pages_with_buttons_that_survive_a_restart(app):
    await imported(app)
    [g] = await app.store.games_in_guild(GUILD)
    bob = actor(2)
    ctx = await press(app, bob, f"vy:hist:{g.id}:0:o")  # "History" under the last board
    [page] = ctx.priv
    assert page.text.startswith(f"**Mini Express #{g.id}** — move {N} of {N}") and "wins!" in page.text
    assert page.file is not None and page.file.filename.endswith(f"-history-{N}.png")
    fits_discord(page.view)
    ids = page.custom_ids()
    assert ids == [f"vy:hist:{g.id}:0:f", f"vy:hist:{g.id}:{N - 1}:p", f"vy:hist:{g.id}:{N}:n", f"vy:hist:{g.id}:{N}:l"]
    assert [c.item.disabled for c in page.view.children] == [False, False, True, True]
    for item in page.view.children:
        await assert_rebuilt_from_custom_id(item, ("game_id", "page", "op"))

    first = (await press(app, bob, ids[0])).priv[0]
    assert "the set-up" in first.text and [c.item.disabled for c in first.view.children] == [True, True, False, False]
    second = (await press(app, bob, first.custom_ids()[2])).priv[0]
    record = await app.store.record(g.id)
    words = page_at(g, record, 1)
    assert f"move 1 of {N}" in second.text and words.events and words.before is not None


async def test_history_in_the_channel_by_number_and_in_czech(app):
    await imported(app)
    [g] = await app.store.games_in_guild(GUILD)
    ctx = Rec()
    await do_history(ctx, app, place(), actor(1), None, 5)  # the channel's latest finished game
    assert ctx.priv[0].text.startswith(f"**Mini Express č. {g.id}** — tah 5 z {N}")
    elsewhere = Rec()
    await do_history(elsewhere, app, place().__class__(GUILD, 999, "en"), actor(2), g.id, 0)
    assert "the set-up" in elsewhere.priv[0].text


async def test_history_refusals(app):
    ctx = Rec()
    await do_history(ctx, app, place(), actor(2))
    assert "No game has finished in this channel" in ctx.priv[0].text
    record = duel_record()
    record.actions = record.actions[:3]
    await imported(app, record)
    g = await app.store.active_game(CHANNEL)
    for game_id, why in ((g.id, "still running"), (12345, "No game number 12345")):
        ctx = Rec()
        await do_history(ctx, app, place(), actor(2), game_id)
        assert why in ctx.priv[0].text
    other_server = Rec()
    await do_history(other_server, app, place().__class__(GUILD + 1, CHANNEL, "en"), actor(2), g.id)
    assert "No game number" in other_server.priv[0].text


def test_the_page_buttons_fit_discord():
    view = history_view(7, 0, 0, "cs")
    fits_discord(view)
    assert all(isinstance(c, HistoryButton) for c in view.children)
    assert all(c.item.disabled for c in view.children)  # a game of no moves: nowhere to go


class FakeFile:
    """What /game import reads of a discord.Attachment."""

    def __init__(self, data: bytes, size: int | None = None) -> None:
        self.filename, self.data, self.size, self.reads = "duel.json", data, len(data) if size is None else size, 0

    async def read(self) -> bytes:
        self.reads += 1
        return self.data


async def test_the_slash_command_reads_the_attachment_and_refuses_a_huge_one_unread(app):
    from vypravci.bot.discord.cogs.history import import_command
    from tests.support import FakeInteraction

    huge = FakeFile(b"{}", size=50_000_000)
    it = FakeInteraction(uid=2)
    await import_command(app, it, huge)
    assert huge.reads == 0 and any("too large" in str(entry) for entry in it.log)
    good = FakeFile(duel_record().to_json().encode())
    it = FakeInteraction(uid=2)
    await import_command(app, it, good)
    assert good.reads == 1 and [g.status for g in await app.store.games_in_guild(GUILD)] == ["finished"]
    assert any(entry[0] == "followup" and "imports a finished game" in (entry[1] or "") for entry in it.log)


async def test_import_follows_the_servers_rule_on_who_opens_games(app):
    from vypravci.bot.table.tables import settings_patch

    await app.store.update_guild_settings(GUILD, settings_patch(creators="admins"))
    ctx = Rec()
    await do_import(ctx, app, place(), actor(2), as_file(duel_record()))
    assert "only members who may manage the server" in ctx.priv[0].text
    assert await app.store.games_in_guild(GUILD) == []
    await do_import(Rec(), app, place(), actor(2, admin=True), as_file(duel_record()))
    assert [g.status for g in await app.store.games_in_guild(GUILD)] == ["finished"]


async def test_an_imported_game_waiting_for_an_ai_seat_goes_on_at_once(app):
    record = duel_record()
    record.seats[1].kind, record.seats[1].ai, record.seats[1].user_id = "ai", "simple", None
    cut = next(i for i, a in enumerate(record.actions) if a["seat"] == 1 and i > 4)  # the AI is to act
    record.actions = record.actions[:cut]
    await imported(app, record)
    live = await app.sessions.live(CHANNEL)
    assert live.seq == cut  # the AI waits until the human seat is claimed
    from vypravci.bot.discord.cogs.claims import do_claim

    await do_claim(Rec(), app, place(), actor(1), live.game.id, 0, "take")
    live = await app.sessions.live(CHANNEL)
    assert live.seq > cut and live.state.seats[live.state.to_act()].kind == "human"


async def test_a_page_is_drawn_in_the_readers_theme(app):
    from tests.support import FAKE_PNG

    await imported(app)
    themes: list = []
    app.renderer = lambda state, labels: themes.append(getattr(labels, "theme", None)) or FAKE_PNG
    await app.store.update_user_settings(2, {"theme": "dark"})
    await do_history(Rec(), app, place(), actor(2), None, 3)
    assert themes == ["dark"]


async def test_a_channel_finds_the_finished_games_of_its_threads(app):
    thread = place().__class__(GUILD, 777, "en")
    await do_import(Rec(), app, thread, actor(2), as_file(duel_record()))
    [g] = await app.store.games_in_guild(GUILD)
    await app.store.update_meta(g.id, {"parent": CHANNEL})  # the thread hangs in CHANNEL (bot/discord/threads.py)
    ctx = Rec()
    await do_history(ctx, app, place(), actor(2), None, 0)
    assert ctx.priv[0].text.startswith(f"**Mini Express #{g.id}** — the set-up")
