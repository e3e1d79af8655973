"""The console typed in Czech plays a whole game of each game using only words it showed (issue 22):
the table is opened and started with Czech verbs, and every move is one of the examples
``možnosti`` shows (a secret choice: one of the moves ``možnosti <příkaz>`` lists to its player),
chosen at random and typed exactly as shown, until the final scores."""
from __future__ import annotations

import random
import re

import pytest

import vypravci.render as render
from vypravci.bot.console.app import CONSOLE_CHANNEL
from vypravci.bot.words.i18n import i18n
from vypravci.bot.table.refusal import Refusal
from tests.console_support import run
from tests.support import fast_render

GAMES = [  # the shortest table of each game: solo where it has one, else two players at one screen
    ("mini-express", "mode=solo", ["Eva"]),
    ("cargo-empire", "", ["Eva"]),
    ("18lilliput", "solo=true", ["Eva"]),
    ("russian-railroads", "", ["Eva", "Ola"]),
]
SECRET = re.compile(r"„možnosti ([^“]+)“")
MAX_LINES = 1500


@pytest.mark.parametrize("game_id, options, players", GAMES, ids=[g for g, _, _ in GAMES])
async def test_a_whole_game_typed_in_czech_from_the_words_shown(console, monkeypatch, game_id, options, players):
    monkeypatch.setattr(render, "render_state", fast_render)  # the pictures are tested elsewhere
    rng = random.Random(game_id)
    await run(console, "jazyk cs", f"jako {players[0]}", f"nová {game_id} {options}".strip(),
              *[f"přisednout {name}" for name in players[1:]], "střídání on", "začít")
    assert console.refusals == 0, console.lines[-3:]
    for _ in range(MAX_LINES):
        try:
            live = await console.sessions.live(CONSOLE_CHANNEL)
        except Refusal:
            break  # over: the table is closed
        if live.state.is_terminal():
            break
        shown = await run(console, "možnosti")
        examples = [x.strip() for x in shown[1:]]
        line = rng.choice(examples)
        secret = SECRET.search(line)
        if secret:  # a secret choice: its moves, listed to its player as lines to type
            listing = await run(console, f"možnosti {secret.group(1)}")
            line = rng.choice(listing[1:]).split("  — ")[0].strip()
        before, refused = len(live.record.actions), console.refusals
        said = await run(console, line)
        assert console.refusals == refused, (line, said)
        try:
            live = await console.sessions.live(CONSOLE_CHANNEL)
        except Refusal:
            break
        assert len(live.record.actions) > before, (line, said)
    else:
        raise AssertionError(f"{game_id}: not over after {MAX_LINES} moves")
    assert any(i18n.t("cs", "game-over-title") in x for x in console.lines), console.lines[-5:]
