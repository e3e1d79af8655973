"""Console help (issue 11): every game with its options (solo and 2-player Mini Express against
Mašinfíra among them), the commands legal now with an example each — and every example, typed as
shown, is a move the game takes — and ``choices`` never prints an empty or cryptic list."""
from __future__ import annotations

import re

import pytest

import vypravci.bot.table.session as session_module
from vypravci.bot.commands import actions as cmd
from vypravci.bot.ops.config import Config
from vypravci.bot.console.app import CONSOLE_CHANNEL, Console
from vypravci.bot.table.refusal import Refusal
from vypravci.bot.table.session import Sessions
from vypravci.bot.store import Store
from vypravci.games.core import all_games, get_game
from vypravci.games.core.options import is_internal

CRYPTIC = re.compile(r"\[\[|\{|\bNone\b|\(\)|^\s*$|<object|Seat\(")
MOVES = 12  # moves typed from help's examples per game (kept small: the suite's time budget)


class FixedSeed:
    def randrange(self, n: int) -> int:
        return 5


async def _console(tmp_path, lang="en"):
    store = await Store.open(tmp_path / "c.sqlite3")
    lines: list[str] = []
    c = Console(Sessions(store), Config(db_path=tmp_path / "c.sqlite3", out_dir=tmp_path / "out"), lang,
                out=lines.append)
    return store, c, lines


@pytest.mark.parametrize("lang", ["en", "cs"])
async def test_help_lists_every_game_and_its_options(tmp_path, lang):
    store, c, lines = await _console(tmp_path, lang)
    try:
        await c.handle("help")
        text = "\n".join(lines)
        for g in all_games():
            assert f"new {g.id}" in text
            for field in g.Options.model_fields:  # the engine's internal ones are not for a host
                assert (f"{field}=" in text) != is_internal(g.Options, field), (g.id, field)
        # solo and two players against Mašinfíra are found from help, in the reader's language
        solo = next(x for x in lines if "mode=" in x and "solo" in x)
        assert "Mašinfír" in solo and "two_player" in solo
        assert "difficulty=cestujici" in text and "turista" in text
        assert not any(CRYPTIC.search(x) for x in lines if x.strip()), [x for x in lines if CRYPTIC.search(x)]
    finally:
        await store.close()


@pytest.mark.parametrize("lang", ["en", "cs"])
async def test_help_gives_free_options_their_form_and_an_example_that_is_taken(console, lang):
    """No option is "any value": one without a fixed list shows its form in the game's words and
    an example, and the example typed as shown opens a table the game can set up."""
    from vypravci.games.core.record import Seat

    await console.handle(f"lang {lang}")
    await console.handle("help")
    shown = [x.strip() for x in console.lines]
    assert not [x for x in shown if "any value" in x or "libovolná hodnota" in x]
    assert not [x for x in shown if x.startswith("clan_seats=")]  # a set-up internal (seat order)
    examples, game_id = [], None
    for x in shown:
        if x.startswith("new "):
            game_id = x.split()[1]
        elif "=<" in x:
            examples.append((game_id, re.search(r"(?:e\.g\.|např\.) (\S+)", x).group(1)))
    assert {(g, e.split("=")[0]) for g, e in examples} == {("cargo-empire", "tracks"), ("18lilliput", "layout")}
    for game_id, typed in examples:
        await console.handle(f"new {game_id} {typed}")
        stored = await console.sessions.store.active_game(CONSOLE_CHANNEL)
        assert stored is not None and stored.game == game_id, console.lines[-1]
        game, field = get_game(game_id), typed.split("=")[0]
        options = game.parse_options(stored.options)
        assert getattr(options, field) == game.Options.model_fields[field].examples[0]
        seats = [Seat(name=f"P{i}", user_id=i + 1) for i in range(min(game.player_counts(options)))]
        game.new_state(options, seats, 7)  # the set-up takes it
        await console.handle("abandon")


async def test_help_of_one_game_and_during_a_lobby(tmp_path):
    store, c, lines = await _console(tmp_path)
    try:
        await c.handle("new mini-express")
        n = len(lines)
        await c.handle("help mini-express")
        text = "\n".join(lines[n:])
        assert "new mini-express" in text and "new cargo-empire" not in text
        assert "A table for Mini Express is open: join <name>, ai, then start." in text
    finally:
        await store.close()


def _typed_example(c: Console, state, seat) -> str | None:
    """The first of help's examples that is not a secret choice."""
    from vypravci.bot.console.help import ConsoleHelp

    for line in ConsoleHelp(c).examples(state, seat):
        if "…" not in line and "<" not in line:
            return line
    return None


def _typed_action(state, seat) -> str:
    """A legal action as field=value words (for a secret choice, which help does not spell out)."""
    action = state.legal_actions(seat)[0].to_dict()
    kind = action["type"]
    words = [kind] + [f"{f}={cmd.encode(action[f])}" for f in cmd.fields_of(state, kind)
                      if action.get(f) is not None and " " not in cmd.encode(action[f])]
    return " ".join(words)


@pytest.mark.parametrize("game", [g.id for g in all_games()])
async def test_help_examples_are_moves_and_choices_are_never_empty(tmp_path, monkeypatch, game):
    monkeypatch.setattr(session_module.random, "SystemRandom", FixedSeed)
    store, c, lines = await _console(tmp_path)
    try:
        g = next(x for x in all_games() if x.id == game)
        ais = max(0, min(g.player_counts(g.parse_options(None))) - 2)
        for line in [f"new {game}", "hotseat on", "join Eva", *["ai"] * ais, "start"]:
            await c.handle(line)
        assert c.refusals == 0, lines[-3:]
        typed_examples = 0
        for _ in range(MOVES):
            try:
                live = await c.sessions.live(CONSOLE_CHANNEL)
            except Refusal:
                break  # the game is over
            state, seat = live.state, live.state.to_act()
            if seat is None:
                break
            # choices: the legal commands, then every field of every legal action, never empty or cryptic
            n = len(lines)
            await c.handle("choices")
            assert len(lines) - n >= 2, lines[n:]
            for kind in state.legal_types(seat):
                for field in cmd.fields_of(state, kind) or [None]:
                    n = len(lines)
                    await c.handle(f"choices {kind}" + (f" {field}" if field else ""))
                    shown = lines[n:]
                    assert shown and all(x.strip() for x in shown), (kind, field, shown)
                    assert not any(CRYPTIC.search(x) for x in shown), (kind, field, shown)
            example = _typed_example(c, state, seat)
            line = example or _typed_action(state, seat)
            refused = c.refusals
            await c.handle(line)
            assert c.refusals == refused, (line, lines[-3:])
            typed_examples += example is not None
        assert typed_examples > 0
    finally:
        await store.close()


@pytest.mark.parametrize("lang", ["en", "cs"])
async def test_help_names_every_console_command(tmp_path, lang):
    """Every verb the console answers (read from its dispatcher) is in ``help``, with ``new``'s pace."""
    from pathlib import Path

    import vypravci.bot.console.app as console_module

    source = Path(console_module.__file__).read_text(encoding="utf-8")
    verbs = set(re.findall(r'verb == "([a-z]+)"', source))
    for group in re.findall(r"verb in \(([^)]*)\)", source):
        verbs |= set(re.findall(r'"([a-z]+)"', group))
    assert {"mine", "list", "import", "stats", "glossary"} <= verbs  # the dispatcher is read right
    store, c, lines = await _console(tmp_path, lang)
    try:
        await c.handle("help")
        words = set(re.findall(r"[a-z]+", lines[0]))  # the command list, before the games
        assert verbs - {"exit"} <= words, verbs - words
        assert "pace=1h|12h|1d|3d|7d|off" in lines[0]
    finally:
        await store.close()
