"""/glossary: a term typed in Czech or English (fuzzily) gives the other language's term in every
game where it appears; the words come from the Fluent files, the list of terms from
locale/glossary.toml."""
from __future__ import annotations

import tomllib
from pathlib import Path

from vypravci.bot.commands import glossary
from vypravci.bot.discord.cogs.history import do_glossary
from vypravci.bot.words.i18n import i18n
from vypravci.games.core import all_games
from tests.support import Rec, actor, place

ROOT = Path(__file__).resolve().parent.parent


def pairs(typed: str) -> set[tuple[str, str, str]]:
    return {(h.term.game, h.term.text(h.found_in), h.term.text(h.other)) for h in glossary.search(typed)}


def test_every_game_has_terms_and_every_listed_id_exists():
    data = tomllib.loads((ROOT / "locale" / "glossary.toml").read_text(encoding="utf-8"))
    assert set(data) == {g.id for g in all_games()}
    keys = i18n.keys("en") & i18n.keys("cs")
    for game, entry in data.items():
        for pattern in entry["terms"]:
            if not pattern.startswith("!"):
                assert glossary._selected([pattern], keys), f"{game}: {pattern} names no message"
    found = glossary.terms()
    assert {t.game for t in found} == set(data)
    assert all(t.en and t.cs and "{" not in t.en + t.cs for t in found)


def test_either_language_finds_the_other_in_each_game():
    assert ("mini-express", "Stavba trati", "Build track") in pairs("stavba trati")
    assert ("mini-express", "Build track", "Stavba trati") in pairs("Build track")
    assert ("mini-express", "Žolík", "Wild") in pairs("zolik")  # no diacritics typed
    assert ("mini-express", "Stavba trati", "Build track") in pairs("stvaba trati")  # a typo
    assert ("russian-railroads", "doubling token", "žeton zdvojnásobení") in pairs("doubling token")
    games = {game for game, _, _ in pairs("vlak")}
    assert {"cargo-empire", "18lilliput"} <= games  # a word several games use
    assert pairs("xyzzy qwerty") == set()
    assert pairs("vb") == {("cargo-empire", "VB", "VP")}  # short words match whole, not inside "stavba"


def test_at_most_a_few_terms_per_game():
    per_game: dict[str, int] = {}
    for hit in glossary.search("akcie"):
        per_game[hit.term.game] = per_game.get(hit.term.game, 0) + 1
    assert per_game and max(per_game.values()) <= glossary.PER_GAME


def test_patterns_and_variables_from_data():
    text = '[demo]\nterms = ["company-*", "!company-wild", "me-round"]\n'
    found = glossary.load(text)
    keys = {t.key for t in found}
    assert "company-lumber" in keys and "company-wild" not in keys
    assert "me-round" not in keys  # it needs a variable: no term


def test_autocomplete_fits_discord():
    for typed in ("", "trať", "share", "ž"):
        got = glossary.suggestions(typed, "cs")
        assert len(got) <= 25
        assert all(1 <= len(label) <= 100 and 1 <= len(value) <= 100 for label, value in got)
    label, value = glossary.suggestions("stavba trati", "en")[0]
    assert value.casefold() == "stavba trati" and "Build track" in glossary.suggestions("stavba trati", "en")[1][0] + label


async def test_the_answer_in_the_readers_language(app):
    ctx = Rec()
    await do_glossary(ctx, app, place(), actor(1), "Build track")  # Anna reads Czech
    text = ctx.priv[0].text
    assert text.startswith("**Slovník: „Build track“**")
    assert "Mini Express: Build track → **Stavba trati**" in text
    none = Rec()
    await do_glossary(none, app, place(), actor(2), "xyzzy")
    assert none.priv[0].text.startswith("No game term matches “xyzzy”")


def test_the_code_names_no_game():
    code = (ROOT / "bot" / "commands" / "glossary.py").read_text(encoding="utf-8")
    assert not [g.id for g in all_games() if g.id in code]


def test_the_glossary_is_installed_with_the_locale():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    assert "glossary.toml" in config["package-data"]["vypravci.locale"]  # `pip install .` ships it


async def test_the_console_has_the_glossary_and_the_stats(tmp_path, app):
    from vypravci.bot.ops.config import Config
    from vypravci.bot.console.app import Console

    out: list[str] = []
    console = Console(app.sessions, Config(db_path=tmp_path / "c.sqlite3", out_dir=tmp_path / "out"), "cs", out.append)
    await console.handle("glossary build track")
    assert out[0] == "Slovník: „build track“" and "Mini Express: Build track → Stavba trati" in out
    await console.handle("stats")
    assert out[-1] == "Zatím tu žádná hra neskončila." and console.refusals == 0
