"""The local console: the same sessions and store as Discord, driven by typed lines."""
from __future__ import annotations

from pathlib import Path

from vypravci.bot.ops.config import Config
from vypravci.bot.words.i18n import i18n
from vypravci.bot.console.app import CONSOLE_CHANNEL, Console
from vypravci.bot.table.refusal import Refusal
from vypravci.bot.table.session import Sessions
from vypravci.bot.store import Store


async def _console(tmp_path: Path, lang: str = "en"):
    store = await Store.open(tmp_path / "console.sqlite3")
    lines: list[str] = []
    config = Config(db_path=tmp_path / "console.sqlite3", out_dir=tmp_path / "out")
    return store, Console(Sessions(store), config, lang, out=lines.append), lines


def _typed(action: dict) -> str:
    """A legal engine action as a console line (what a player would type)."""
    kind = action["type"]
    if kind == "build":
        line = f"build {action['company']} {action['city']}"
        return line + (f" wild={action['wild']}" if action.get("wild") else "")
    if kind == "pass":
        return "pass"
    return f"{kind} {action['company']}"


async def test_console_plays_a_whole_game(tmp_path):
    store, console, lines = await _console(tmp_path)
    try:
        for line in ["as Nikol", "new mini-express map=europe", "hotseat on", "join Pepa", "ai", "start"]:
            assert await console.handle(line)
        live = await console.sessions.live(CONSOLE_CHANNEL)
        for _ in range(200):
            state = live.state
            if state.is_terminal():
                break
            action = state.legal_actions()[0].to_dict()
            await console.handle(_typed(action))
            try:
                live = await console.sessions.live(CONSOLE_CHANNEL)
            except Refusal:  # finished: no game runs in the channel any more
                break
            if live.state is state:  # the line was refused: show why and fail
                raise AssertionError(lines[-3:])
        assert any("final scores" in x.lower() for x in lines)
        assert list((tmp_path / "out").glob("mini-express-*/move-*.png"))
    finally:
        await store.close()


async def test_console_refuses_in_the_players_language(tmp_path):
    store, console, lines = await _console(tmp_path, "cs")
    try:
        await console.handle("buy steel")
        assert lines and "hra" in lines[-1].lower()  # "no game here", in Czech
        for line in ["as Eva", "new mini-express", "hotseat on", "join Ola", "join Iva", "start"]:
            await console.handle(line)
        live = await console.sessions.live(CONSOLE_CHANNEL)
        before = live.seq
        await console.handle("buy gold")  # no share is bought while the starting shares are drafted
        assert (await console.sessions.live(CONSOLE_CHANNEL)).seq == before
        assert lines[-1].startswith("„akcie“ teď hrát nejde. Teď jde: výběr ")  # in the reader's words
        await console.handle("draft gold")  # no such company
        assert (await console.sessions.live(CONSOLE_CHANNEL)).seq == before
        assert "gold" in lines[-1]
    finally:
        await store.close()


async def test_console_game_survives_a_restart(tmp_path):
    store, console, lines = await _console(tmp_path)
    for line in ["as Ann", "new mini-express", "hotseat on", "join Bob", "join Cid", "start"]:
        await console.handle(line)
    seat = (await console.sessions.live(CONSOLE_CHANNEL)).state.to_act()
    await console.handle(_typed((await console.sessions.live(CONSOLE_CHANNEL)).state.legal_actions()[0].to_dict()))
    await store.close()
    store, console, lines = await _console(tmp_path)
    try:
        live = await console.sessions.live(CONSOLE_CHANNEL)
        assert len(live.record.actions) == 1 and live.record.actions[0]["seat"] == seat
        await console.handle("rules compensation")
        assert any("ompensation" in x for x in lines)
    finally:
        await store.close()


async def test_console_suggest_says_when_the_game_has_no_suggestion(tmp_path):
    """``suggest`` asks the game's ``suggest``; Mini Express proposes nothing, and says so."""
    store, console, lines = await _console(tmp_path)
    try:
        for line in ["as Ann", "new mini-express", "hotseat on", "join Bob", "join Cid", "start"]:
            await console.handle(line)
        before = (await console.sessions.live(CONSOLE_CHANNEL)).seq
        await console.handle("suggest draft")
        assert lines[-1] == i18n.t("en", "console-suggest-none")
        assert (await console.sessions.live(CONSOLE_CHANNEL)).seq == before
    finally:
        await store.close()
