"""Console transcripts (issue 11, "The console"): who types is explicit and checked, names and
places with spaces, what was understood, no Discord words, board images per game and move."""
from __future__ import annotations

from pathlib import Path

import vypravci.bot.table.session as session_module
from vypravci.bot.ops.config import Config
from vypravci.bot.console.app import CONSOLE_CHANNEL, Console
from vypravci.bot.table.session import Sessions
from vypravci.bot.store import Store
from tests.support import FixedSeed

DISCORD_WORDS = ("/game", "/rules", "/mx", "/ce", "Press", "button", "channel", "tlačít", "kanál", "Stiskni")


async def run(c: Console, *typed: str) -> list[str]:
    """Type lines; returns what they printed."""
    start = len(c.lines)
    for line in typed:
        await c.handle(line)
    said = c.lines[start:]
    for line in said:
        assert not any(w in line for w in DISCORD_WORDS), f"Discord words in the console: {line!r}"
    return said


async def seq(c: Console) -> int:
    return (await c.sessions.live(CONSOLE_CHANNEL)).seq


async def table(c: Console) -> None:
    await run(c, "new mini-express", "join Eva", "ai", "start")  # seating: Eva, AI 1, host


async def test_a_line_is_played_for_the_typing_players_own_seat(console):
    await table(console)
    before = await seq(console)
    said = await run(console, "draft steel")  # host types, but Eva is to act
    assert await seq(console) == before and console.refusals == 1
    assert "Eva" in said[-1] and "as Eva" in said[-1]
    said = await run(console, "Eva: draft steel")
    assert await seq(console) > before
    assert any("Eva takes a starting share of Steel Company" in x for x in said)
    assert console.player == "host"  # "NAME: …" is one line only


async def test_as_switches_the_player_and_an_ai_seat_is_never_played_by_hand(console):
    await table(console)
    said = await run(console, "as AI 1")
    assert said == ["AI 1 is an AI seat: it moves by itself and cannot be played by hand."]
    assert console.player == "host"
    said = await run(console, "AI 1: draft steel")
    assert "AI seat" in said[-1] and console.player == "host"
    await run(console, "as eva")  # names match without case; the seat's spelling is kept
    assert console.player == "Eva"
    before = await seq(console)
    await run(console, "draft steel")
    assert await seq(console) > before


async def test_hot_seat_is_an_option_only_the_host_turns_on(console):
    await table(console)
    said = await run(console, "Eva: hotseat on")
    assert said == ["Only the host (host) can do that."] and not console.hotseat
    said = await run(console, "hotseat on")
    assert console.hotseat and "Hot seat on" in said[0]
    assert console.player == "Eva"  # the console now types for whoever is to act
    before = await seq(console)
    await run(console, "draft steel")
    assert await seq(console) > before
    await run(console, "hotseat off")
    assert not console.hotseat


async def test_a_stranger_is_told_who_is_to_act(console):
    await table(console)
    said = await run(console, "as Jiří", "draft steel")
    assert said[-1].startswith("Jiří has no seat in this game; Eva is to act.")


async def test_names_with_spaces_join_and_act(console):
    said = await run(console, "new mini-express", "join Jiří Novák", "ai", "start")
    assert "Jiří Novák joined the table (2 players seated)." in said
    live = await console.sessions.live(CONSOLE_CHANNEL)
    assert [s.name for s in live.state.seats] == ["Jiří Novák", "AI 1", "host"]
    said = await run(console, "Jiří Novák: draft steel")
    assert "→ draft: company: Steel Company" in said
    assert "  Jiří Novák takes a starting share of Steel Company." in said


async def test_multi_word_city_unquoted_and_what_was_understood(console):
    await table(console)
    await run(console, "Eva: draft steel", "draft lumber", "draft cotton", "Eva: draft leather")
    said = await run(console, "Eva: build leather new york")
    assert said[0] == "→ build: company: Leather Company, city: New York"
    assert "  Eva builds Leather Company track into New York with 2 trains; track length 0 → 1." in said
    said = await run(console, "build steel New York")  # host's turn after AI 1; any case
    assert said[0].startswith("→ build: company: Steel Company, city: New York, route: via ")


async def test_quotes_still_work_and_a_word_too_many_is_named(console):
    await table(console)
    said = await run(console, 'Eva: draft "steel" extra')
    assert said == ["“extra” is more than “draft” takes."]
    said = await run(console, 'Eva: draft "Steel Company"')
    assert said[0] == "→ draft: company: Steel Company"


async def test_board_images_are_named_by_game_and_move_and_the_path_is_printed(console, tmp_path):
    said = await run(console, "new mini-express", "join Eva", "ai", "start", "Eva: draft steel", "board")
    paths = [x.split(": ", 1)[1] for x in said if x.startswith("Board picture saved: ")]
    assert [Path(p).name for p in paths] == ["move-000.png", "move-002.png", "move-002.png"]
    game = (await console.sessions.live(CONSOLE_CHANNEL)).game
    assert all(Path(p).parent == tmp_path / "out" / f"mini-express-{game.id}" for p in paths)  # no seed in it
    assert all(Path(p).is_file() for p in paths)
    # a second game in the same folder and database never overwrites the first game's pictures
    await run(console, "abandon", "new mini-express", "join Eva", "ai", "start")
    assert len({Path(p).parent for p in console.images}) == 2


async def test_lobby_and_status_speak_console_not_discord(console):
    said = await run(console, "status", "start", "new mini-express", "new mini-express")
    assert said[0] == "No game is running. Start one with “new <game>” (“help” lists the games)."
    assert said[-1] == "A game is already running here. Finish it or “abandon” it first."
    assert "join <name>" in said[-3] and "(3–5 players)" in said[-3]
    await run(console, "join Eva", "ai", "start")
    said = await run(console, "status")
    assert said[0] == "Mini Express (in play): Eva, AI 1, host"
    said = await run(console, "new mini-express mode=solo")
    assert "game" not in said[-1].split("A game")[0]  # never "A game of game"


async def test_solo_table_says_one_player(console):
    said = await run(console, "new mini-express mode=solo difficulty=turista")
    assert "(1 player)" in said[0]
    assert said[1] == ("Other player counts need other options: 2 (mode=two_player difficulty=cestujici), "
                       "3–5 (mode=standard difficulty=cestujici).")  # a difficulty is for the solo game only
    said = await run(console, "start")
    assert "Seating order: host, Mašinfíra." in said[0]


async def test_czech_command_names_and_czech_words(tmp_path, monkeypatch):
    """A Czech player may type the Czech names of the slash commands ("trať" for build)."""
    monkeypatch.setattr(session_module.random, "SystemRandom", FixedSeed)
    store = await Store.open(tmp_path / "cs.sqlite3")
    lines: list[str] = []
    c = Console(Sessions(store), Config(db_path=tmp_path / "cs.sqlite3", out_dir=tmp_path / "out"), "cs",
                out=lines.append)
    try:
        for line in ["new mini-express", "join Eva", "ai", "start", "Eva: výběr ocelářská", "draft lumber",
                     "draft cotton", "Eva: draft leather"]:
            await c.handle(line)
        assert c.refusals == 0, lines[-3:]
        n = len(lines)
        await c.handle("Eva: trať kožedělná new york")
        assert lines[n] == "→ trať: společnost: Kožedělná, město: New York"
        await c.handle("Eva: postv x")
        assert lines[-1].startswith("Neznámý příkaz „postv“. Nemyslíš „")
    finally:
        await store.close()


async def test_a_secret_choice_is_listed_to_its_player_only(tmp_path, monkeypatch):
    monkeypatch.setattr(session_module.random, "SystemRandom", FixedSeed)
    store = await Store.open(tmp_path / "ce.sqlite3")
    lines: list[str] = []
    c = Console(Sessions(store), Config(db_path=tmp_path / "ce.sqlite3", out_dir=tmp_path / "out"), "en",
                out=lines.append)
    try:
        for line in ["new cargo-empire", "join Eva", "start"]:  # Eva keeps a task card first (secret)
            await c.handle(line)
        await c.handle("choices keep_task")
        assert lines[-1] == ("Eva chooses among secret cards: only Eva may list them (type “as Eva” first).")
        await c.handle("Eva: choices keep_task")
        assert lines[-1].startswith("    ") and "Task" in lines[-1]
    finally:
        await store.close()


def test_no_console_message_speaks_discord():
    """Every message the console words its own way (``console-…``), in both languages."""
    from vypravci.bot.words.i18n import locale_root

    for lang in ("en", "cs"):
        for path in (locale_root() / lang).glob("*.ftl"):
            key = ""
            for line in path.read_text(encoding="utf-8").splitlines():
                text = line
                if line and not line[0].isspace() and "=" in line:
                    key, text = (x.strip() for x in line.split("=", 1))
                if key.startswith("console-") and not line.startswith("#"):
                    assert not any(w in text for w in DISCORD_WORDS), (lang, key, text)


async def test_only_the_host_abandons_the_game(console):
    """As in Discord (and as the console's table commands): abandon is the host's, not any seat's."""
    await table(console)
    said = await run(console, "as Eva", "abandon")
    assert said[-1] == "Only the host (host) can do that." and console.refusals == 1
    assert (await console.sessions.live(CONSOLE_CHANNEL)).game.status == "active"
    said = await run(console, "as host", "abandon")
    assert said[-1] == "The game was abandoned; nothing is scored."
