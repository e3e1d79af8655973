"""Russian Railroads in the local console, in Czech and English: a human (Eva) against the simple
AI types a few moves by the words the pick lists show (quoted labels or their unique prefixes),
and the transcript reads in the player's language with the rulebook's terms."""
from __future__ import annotations

import shlex

import pytest

from vypravci.bot.ops.config import Config
from vypravci.bot.console.app import CONSOLE_CHANNEL, Console
from vypravci.bot.words.i18n import i18n
from vypravci.bot.commands.present import Presenter
from vypravci.bot.table.session import Sessions
from vypravci.bot.store import Store

pytestmark = pytest.mark.usefixtures("fixed_seeds")

TERMS = {  # words of the rulebook (cs) and of the English edition the transcript must use
    "cs": ("Ruské železnice", "Transsibiřská magistrála", "dělník"),
    "en": ("Russian Railroads", "Trans-Siberian Railroad", "worker"),
}


def typed(state, action: dict, p: Presenter) -> str:
    """The console line for a legal action: its type and each set field by its label."""
    words = [action["type"]]
    for field in state.game.fields_of(action["type"]):
        value = action.get(field)
        if value is None or value == state.game.model_of(action["type"]).model_fields[field].default:
            continue
        words.append(f"{field}={shlex.quote(p.choice_label(state, field, value))}")
    return " ".join(words)


def pick(state, seat: int) -> dict:
    """A move a player would make: a rail step before anything else, else a placement on a rail
    or locomotive space paid with workers, else the first legal answer."""
    legal = [a.to_dict() for a in state.legal_actions(seat)]
    for a in legal:
        if a["type"] == "step":
            return a
    for a in legal:
        if a["type"] == "place" and not a["black"] and a["space"].split("-")[0] in ("grey", "brown", "loco", "any"):
            return a
    return legal[0]


@pytest.mark.parametrize("lang", ["cs", "en"])
async def test_console_transcript(tmp_path, lang):
    store = await Store.open(tmp_path / "c.sqlite3")
    lines: list[str] = []
    console = Console(Sessions(store), Config(db_path=tmp_path / "c.sqlite3", out_dir=tmp_path / "out"), lang,
                      out=lines.append)
    p = Presenter(lang)
    try:
        for line in ["as Eva", "new russian-railroads", "ai", "start"]:
            assert await console.handle(line)
        assert any(i18n.t(lang, "lobby-started", game=p.game_title("russian-railroads"), players="")[:12] in x
                   for x in lines)
        typed_lines, places, offered = [], 0, []
        while True:
            state = (await console.sessions.live(CONSOLE_CHANNEL)).state
            if places >= 3 and state.ask and state.ask["kind"] == "turn":
                break
            seat = state.to_act()
            assert state.seats[seat].name == "Eva"  # the AI moved by itself
            if not offered and state.ask and state.ask["kind"] == "turn":
                before = len(lines)
                await console.handle("choices place space")
                offered = lines[before:]
                spaces = {a.space for a in state.legal_actions(seat) if a.type == "place"}
                for space in spaces:  # each legal space in words
                    assert any(p.choice_label(state, "space", space) in x for x in offered), (space, offered)
            action = pick(state, seat)
            line = typed(state, action, p)
            typed_lines.append(line)
            before, seq = len(lines), (await console.sessions.live(CONSOLE_CHANNEL)).seq
            await console.handle(line)
            said = lines[before:]
            assert (await console.sessions.live(CONSOLE_CHANNEL)).seq > seq, f"{line!r} was refused: {said}"
            assert not any("rr-" in x or "{" in x for x in said), said
            if action["type"] == "place":
                places += 1
                space = p.choice_label(state, "space", action["space"])
                assert any(space.split(":")[0] in x and "Eva" in x for x in said), (space, said)
        transcript = "\n".join(lines)
        for term in TERMS[lang]:
            assert term in transcript, term
        assert any(x.startswith("place space=") for x in typed_lines)
        assert list((tmp_path / "out").glob("**/*.png")) and offered
        # A space the AI holds this round is refused in the player's language, and nothing changes.
        live = await console.sessions.live(CONSOLE_CHANNEL)
        taken = next(s for s, seats in live.state.occupied.items() if seats and s != "bottom")
        before = len(lines)
        await console.handle(f"place space={taken}")
        assert (await console.sessions.live(CONSOLE_CHANNEL)).seq == live.seq
        refusal = "\n".join(lines[before:])
        assert refusal and "error-" not in refusal and "rr-" not in refusal, refusal
        assert ("pole" if lang == "cs" else "space") in refusal, refusal
    finally:
        await store.close()


def test_vypravci_demo_plays_a_whole_game_in_czech(capsys, tmp_path):
    """`vypravci demo russian-railroads`: AI seats only, the log in Czech, the final picture and the
    record written."""
    from vypravci.bot.cli import main

    code = main(["demo", "russian-railroads", "--players", "2", "--seed", "3", "--lang", "cs",
                 "--out", str(tmp_path), "--every", "0"])
    out = capsys.readouterr().out
    assert code == 0
    folder = tmp_path / "russian-railroads-3"
    assert (folder / "final.png").exists() and (folder / "record.json").exists()
    assert "Transsibiřské magistrály" in out and "rr-" not in out
    assert i18n.t("cs", "game-over-title") in out
