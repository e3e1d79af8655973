"""Czech and English wording (issue 11): no English word leaks into what a Czech player reads —
any game's events, refusals, final scores, choice labels and console screens — checked against a
list of English words, minus the words the Czech rulebooks themselves print (the glossary)."""
from __future__ import annotations

import re

import pytest

from vypravci.bot.commands import actions as cmd
from vypravci.bot.ops.config import Config
from vypravci.bot.console.app import CONSOLE_CHANNEL, Console
from vypravci.bot.commands.present import Presenter
from vypravci.bot.table.refusal import Refusal
from vypravci.bot.table.session import Sessions
from vypravci.bot.store import Store
from vypravci.games.core import all_games, new_state
from vypravci.games.core.record import GameRecord, Seat

# Words of English a translation slip leaves behind (UI words and the games' own vocabulary).
ENGLISH = frozenset("""
the and of is are was your you it its this that with for from not has have had takes gets got
turn turns player players point points wins win winner game games company companies share shares
build builds buy buys track tracks train trains city cities card cards influence active none round
rounds phase score scores final over pass passes draw draws goods task tasks level first second
other unknown error choose choice choices seat seats lobby started move moves value values
allowed missing left right upper lower yes only must may cannot can now next last all each
every more less than money coins coin income stock price market token tokens tile tiles route
routes worker workers space spaces industry engine black grey white brown orange st nd
""".split())
# English words the Czech rulebooks print themselves, or names that are the same in Czech.
GLOSSARY = frozenset("""
mini express lilliput ai mašinfíra špeditér host
""".split())
TOKEN = re.compile(r"[A-Za-zÀ-žĀ-ſ]+")
QUOTED = re.compile(r"„[^“]*“|“[^”]*”|<[^>]*>|\[[^\]]*\]|\S*[=_]\S*|`[^`]*`")  # typed words


def english_words(text: str, allowed: set[str]) -> list[str]:
    text = QUOTED.sub(" ", text)  # typed commands and values are shown as they are typed
    return [w for w in TOKEN.findall(text) if w.lower() in ENGLISH and w.lower() not in allowed]


def test_the_check_catches_the_slips_the_issue_names():
    assert english_words("Mini Express (active): Eva, Ola", set(GLOSSARY)) == ["active"]
    assert english_words("1st 2nd Ostatní", set(GLOSSARY)) == ["st", "nd"]
    assert english_words("Eva wins!", {"eva"}) == ["wins"]
    assert english_words("Napiš „build steel“", set()) == []  # a typed command is not a slip


def names_of(state) -> set[str]:
    """Proper names on the screen: seats, cities (in both languages: a few keep their English
    name in Czech, as the rulebook's maps print them), game titles."""
    words: set[str] = set()
    for seat in state.seats:
        words.update(w.lower() for w in TOKEN.findall(seat.name))
    p = Presenter("cs")
    for city in Presenter.cities(state).values():
        words.update(w.lower() for w in TOKEN.findall(p.city(state, getattr(city, "id", None)) or ""))
    for cid in Presenter.cities(state):
        words.update(w.lower() for w in TOKEN.findall(p.city(state, cid)))
    return words | GLOSSARY


def czech_screens(game, options, steps: int = 400) -> tuple[list[str], set[str]]:
    """What a Czech player reads over a self-played game: each step's events, the refusal of a
    move made out of turn, each legal action's labels, the final scores."""
    from vypravci.games.core.selfplay import ai_seats

    p = Presenter("cs")
    seats = ai_seats(min(game.player_counts(options)), ["random"])
    record = GameRecord(game=game.id, options=options.model_dump(mode="json"), seed=11, seats=seats)
    state = new_state(record)
    ais = [game.make_ai("random", 7 + i) for i in range(len(seats))]
    texts: list[str] = []
    for _ in range(steps):
        seat = state.to_act()
        if seat is None:
            break
        for kind in state.legal_types(seat)[:4]:
            for field in cmd.fields_of(state, kind):
                for choice in cmd.choices(state, seat, kind, field, {}, p.labeler(state))[:6]:
                    texts.append(choice.label)
        action = ais[seat].choose(state, seat)
        texts += p.events(state, state.apply(action))
        hint = p.face(state).turn_hint(state, "cs")
        if hint:
            texts.append(hint)
    if state.is_terminal():
        texts += p.final_scores(state)
    return texts, names_of(state)


def option_sets():
    for game in all_games():
        sets = game.option_sets()
        for options in sets[:: max(1, len(sets) // 4)][:4]:
            yield pytest.param(game, options, id=f"{game.id}-{sets.index(options)}")


@pytest.mark.parametrize("game,options", option_sets())
def test_no_english_word_in_a_czech_game(game, options):
    texts, allowed = czech_screens(game, options)
    assert texts
    leaks = {t: english_words(t, allowed) for t in texts}
    leaks = {t: w for t, w in leaks.items() if w}
    assert not leaks, leaks


def test_no_english_word_in_czech_messages():
    """Every line of every Czech message file, read without its variables and variant keys:
    an English word there is a slip. Command and option names are typed words, checked apart."""
    from vypravci.bot.words.i18n import locale_root

    leaks = {}
    for path in sorted((locale_root() / "cs").glob("*.ftl")):
        key = ""
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.startswith("#") or not line.strip():
                continue
            if not line[0].isspace():
                key, _, line = line.partition("=")
                key = key.strip()
            if key.startswith(("cmd-", "opt-", "choice-language-", "language-", "-", "console-help")) or key.endswith("-name"):
                continue
            text = re.sub(r"\{[^}]*\}|\{[^}]*$|\[[^\]]*\]|\$[\w-]+|-[a-z][\w-]*", " ", line)
            words = english_words(text, set(GLOSSARY))
            if words:
                leaks[f"{path.name}:{n} {key}"] = words
    assert not leaks, leaks


async def test_no_english_word_on_the_czech_console(tmp_path):
    store = await Store.open(tmp_path / "c.sqlite3")
    lines: list[str] = []
    c = Console(Sessions(store), Config(db_path=tmp_path / "c.sqlite3", out_dir=tmp_path / "out"), "cs",
                out=lines.append)
    try:
        for line in ["status", "new mini-express", "hotseat on", "join Eva", "ai", "start", "status", "help",
                     "choices", "buy steel", "build", "hand", "log"]:
            await c.handle(line)
        state = (await c.sessions.live(CONSOLE_CHANNEL)).state
        allowed = names_of(state) | {"help", "quit"}
        screen = [x for x in lines if not x.lstrip().startswith(("new ", "mode=", "map=", "difficulty="))
                  and " · " not in x]  # the command lists are typed words
        leaks = {x: english_words(x, allowed) for x in screen}
        assert not {x: w for x, w in leaks.items() if w}
    finally:
        await store.close()


# ------------------------------------------------------------------ the rulebooks' Czech terms
# Each game's rulebook words and the wrong synonyms our Czech must never use are data now,
# locale/glossary.toml ([[<game>.words]]), checked for every game by tests/test_czech.py.


def czech_game_text() -> str:
    """Every Czech string a Mini Express or Cargo Empire player can see: the Czech locale files
    and the Czech parts of the two games' /rules texts."""
    import pathlib
    import tomllib

    root = pathlib.Path(__file__).resolve().parents[1] / "locale"
    parts = [(root / "cs" / f"{name}.ftl").read_text(encoding="utf-8")
             for name in ("common", "discord", "commands", "mini-express", "cargo-empire", "records")]

    def walk(node) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key.endswith("_cs"):
                    parts.append(value if isinstance(value, str) else " | ".join(map(str, value)))
                else:
                    walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for game in ("mini-express", "cargo-empire"):
        walk(tomllib.loads((root / "rules" / f"{game}.toml").read_text(encoding="utf-8")))
    lines = [re.sub(r"^\s*[\w.-]+\s*=", "", line) for line in "\n".join(parts).splitlines()
             if not line.lstrip().startswith("#")]  # message ids and comments are not shown
    return re.sub(r"`[^`]*`|\{[^}]*\}", " ", "\n".join(lines)).lower()  # nor typed commands


def test_czech_wording_needs_no_gender_slash():
    """The bot speaks in the present tense ("mění", "vrací"), so no sentence needs "hrál(a)"."""
    slashed = re.findall(r"\w+l\((?:a|o)\)|\w+ý\(á\)", czech_game_text())
    assert not slashed, slashed
