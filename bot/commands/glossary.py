"""The glossary: a game term typed in Czech or English, found (fuzzily) in every game, with the
other language's term beside it — so a mixed table shares words.

The words come from the Fluent files (``locale/{en,cs}/*.ftl``) through ``i18n``; which messages
are a game's terms is data, ``locale/glossary.toml`` (game id → message ids, ``*`` and ``!``
patterns). Nothing here names a game.
"""
from __future__ import annotations

import fnmatch
import tomllib
from dataclasses import dataclass
from functools import lru_cache

from rapidfuzz import fuzz

from .actions import fold
from ..words.i18n import i18n, locale_root

MIN_SCORE = 80  # a weaker match is no hit
PER_GAME = 3  # at most this many terms of one game in an answer
NEAR_BEST = 8  # a game's further terms must score within this of its best


@dataclass(frozen=True)
class Term:
    game: str
    key: str
    en: str
    cs: str

    def text(self, locale: str) -> str:
        return self.cs if locale == "cs" else self.en


@dataclass(frozen=True)
class Hit:
    term: Term
    score: float
    found_in: str  # the language the typed word matched: "cs" or "en"

    @property
    def other(self) -> str:
        return "en" if self.found_in == "cs" else "cs"


def _selected(patterns: list[str], keys: set[str]) -> list[str]:
    chosen: list[str] = []
    for pattern in patterns:
        if pattern.startswith("!"):
            chosen = [k for k in chosen if not fnmatch.fnmatchcase(k, pattern[1:])]
        else:
            chosen += sorted(k for k in keys if fnmatch.fnmatchcase(k, pattern) and k not in chosen)
    return chosen


def _word(locale: str, key: str) -> str | None:
    """The message as a term: only if the locale has it and it needs no variables."""
    if not i18n.has(locale, key):
        return None
    bundle = i18n._load()[locale]  # noqa: SLF001 - formatting without variables reports the ones it needs
    text, errors = bundle.format_pattern(bundle.get_message(key).value, {})
    return str(text).strip() if not errors and str(text).strip() else None


def load(text: str | None = None) -> list[Term]:
    """Every game's terms, from ``locale/glossary.toml`` (or ``text``) and the Fluent files."""
    data = tomllib.loads(text if text is not None else
                         locale_root().joinpath("glossary.toml").read_text(encoding="utf-8"))
    keys = i18n.keys("en") & i18n.keys("cs")
    terms = []
    for game, entry in data.items():
        for key in _selected(list(entry.get("terms", [])), keys):
            en, cs = _word("en", key), _word("cs", key)
            if en and cs:
                terms.append(Term(game, key, en, cs))
    return terms


@lru_cache(maxsize=1)
def terms() -> tuple[Term, ...]:
    return tuple(load())


def _score(typed: str, word: str) -> float:
    if typed == word:
        return 100.0
    if min(len(typed), len(word)) <= 3:  # "vb" is inside "stavba": short words match whole only
        return fuzz.ratio(typed, word)
    return fuzz.WRatio(typed, word)


def search(typed: str, every: tuple[Term, ...] | list[Term] | None = None) -> list[Hit]:
    """The terms matching ``typed`` (either language; case and diacritics ignored), best first,
    at most ``PER_GAME`` of a game (those near its best)."""
    want = fold(typed)
    if not want:
        return []
    hits = []
    for term in every if every is not None else terms():
        cs, en = _score(want, fold(term.cs)), _score(want, fold(term.en))
        best = max(cs, en)
        if best >= MIN_SCORE:
            hits.append(Hit(term, best, "cs" if cs >= en else "en"))
    hits.sort(key=lambda h: (-h.score, len(h.term.text(h.found_in)), h.term.game, h.term.key))
    out: list[Hit] = []
    best_of: dict[str, float] = {}
    for hit in hits:
        game = hit.term.game
        best_of.setdefault(game, hit.score)
        shown = sum(1 for h in out if h.term.game == game)
        if shown < PER_GAME and hit.score >= best_of[game] - NEAR_BEST and not any(
                h.term.game == game and fold(h.term.en) == fold(hit.term.en) and fold(h.term.cs) == fold(hit.term.cs)
                for h in out):
            out.append(hit)
    return out


def answer(locale: str, typed: str, every=None) -> list[str]:
    """The glossary's answer in the reader's language: per game, the term found and its other
    language's term."""
    hits = search(typed, every)
    if not hits:
        return [i18n.t(locale, "glossary-none", term=typed)]
    lines = [f"**{i18n.t(locale, 'glossary-title', term=typed)}**"]
    for game in dict.fromkeys(h.term.game for h in hits):
        pairs = [f"{h.term.text(h.found_in)} → **{h.term.text(h.other)}**" for h in hits if h.term.game == game]
        lines.append(f"{i18n.game_name(locale, game)}: " + "; ".join(pairs))
    return lines


def suggestions(typed: str, locale: str = "en", limit: int = 25, every=None) -> list[tuple[str, str]]:
    """Autocomplete: (label "cs · en (game)", value) for the best terms, the value in the language
    the typed word matched; with nothing typed, the first terms of each game in the reader's."""
    if fold(typed):
        found = [(h.term, h.found_in) for h in search(typed, every)]
    else:
        found = [(t, locale) for t in (every if every is not None else terms())]
    out, seen = [], set()
    for term, lang in found:
        label = f"{term.cs} · {term.en}" if term.cs != term.en else term.cs
        label = f"{label} ({i18n.game_name(locale, term.game)})"
        if label in seen:
            continue
        seen.add(label)
        out.append((label[:100], term.text(lang)[:100]))
        if len(out) >= limit:
            break
    return out
