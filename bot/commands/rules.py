"""Rules lookup (/rules): validated rule sections per game and a forgiving search over them.

Sections live in ``locale/rules/<game_id>.toml`` (found like the Fluent files, see
``bot.i18n.locale_root``); a body names commands by placeholders (``{/game hand}``) that
``RuleSection.body`` turns into the reader's client's names (bot/commands/command_names.py). Search order: exact id/title → prefix → keyword/substring → fuzzy
(rapidfuzz). Matching ignores case and diacritics and looks at both languages, the asked locale
first, so "kompenzace", "Kompenzační", "compensation" and "kompensace" all find one section.
"""
from __future__ import annotations

import logging
import re
import tomllib
import unicodedata
from functools import cache
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator
from rapidfuzz import fuzz

from ..words.i18n import locale_root, normalize_locale

log = logging.getLogger(__name__)

MAX_CHOICES = 25  # Discord allows at most 25 autocomplete choices / select options
BODY_MAX = 1500
FUZZY_CUTOFF = 80.0  # a single best fuzzy hit at or above this is taken as the answer
FUZZY_BAND = 4.0  # hits within this many points of the best are equally plausible
AUTOCOMPLETE_FUZZY_CUTOFF = 65.0


class RuleSection(BaseModel):
    """One rules topic in both languages."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str = Field(pattern=r"^[a-z0-9]+(?:-[a-z0-9]+)*$", max_length=60)
    title_cs: str = Field(min_length=1, max_length=100)
    title_en: str = Field(min_length=1, max_length=100)
    keywords_cs: list[str] = Field(default_factory=list)
    keywords_en: list[str] = Field(default_factory=list)
    body_cs: str = Field(min_length=1, max_length=BODY_MAX)
    body_en: str = Field(min_length=1, max_length=BODY_MAX)

    @field_validator("title_cs", "title_en", "body_cs", "body_en")
    @classmethod
    def _strip(cls, value: str) -> str:
        value = value.strip()
        if not value:
            raise ValueError("must not be blank")
        return value

    @field_validator("keywords_cs", "keywords_en")
    @classmethod
    def _keywords(cls, value: list[str]) -> list[str]:
        value = [k.strip() for k in value]
        if any(not k for k in value):
            raise ValueError("blank keyword")
        return value

    def title(self, locale: str | None) -> str:
        from .command_names import resolve

        loc = normalize_locale(locale)
        return resolve(self.title_cs if loc == "cs" else self.title_en, loc)

    def body(self, locale: str | None) -> str:
        """The text in the reader's language, commands named as their client shows them
        (``{/game hand}`` → "/hra ruka", bot/commands/command_names.py)."""
        from .command_names import resolve

        loc = normalize_locale(locale)
        return resolve(self.body_cs if loc == "cs" else self.body_en, loc)

    def keywords(self, locale: str | None) -> list[str]:
        return self.keywords_cs if normalize_locale(locale) == "cs" else self.keywords_en


class RulesFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    source: str = Field(min_length=1)
    sections: list[RuleSection] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique(self) -> "RulesFile":
        ids = [s.id for s in self.sections]
        dupes = sorted({i for i in ids if ids.count(i) > 1})
        if dupes:
            raise ValueError(f"duplicate section ids: {dupes}")
        return self


class SearchResult(BaseModel):
    """What a search found: one section, a pick list (ambiguous), or nothing.

    ``match`` names the stage that decided: exact, prefix, keyword, substring, fuzzy, all (empty
    query: every section) or none.
    """

    model_config = ConfigDict(frozen=True)

    match: Literal["exact", "prefix", "keyword", "substring", "fuzzy", "all", "none"]
    sections: list[RuleSection] = Field(default_factory=list, max_length=MAX_CHOICES)

    @property
    def section(self) -> RuleSection | None:
        """The answer when exactly one section matched."""
        return self.sections[0] if len(self.sections) == 1 else None

    @property
    def ambiguous(self) -> bool:
        return len(self.sections) > 1

    @property
    def found(self) -> bool:
        return bool(self.sections)

    def choices(self, locale: str | None) -> list[tuple[str, str]]:
        """(title, id) pairs for a pick list."""
        return [(s.title(locale), s.id) for s in self.sections]


# ---------------------------------------------------------------------------------- loading
def _read_rules(game_id: str) -> RulesFile | None:
    if not re.fullmatch(r"[a-z0-9-]+", game_id or ""):
        return None
    path = locale_root().joinpath("rules").joinpath(f"{game_id}.toml")  # one step at a time: namespace roots take one
    try:
        text = path.read_text(encoding="utf-8")
    except (FileNotFoundError, NotADirectoryError, OSError):
        return None
    return RulesFile.model_validate(tomllib.loads(text))


@cache
def _rules(game_id: str) -> tuple[RuleSection, ...]:
    data = _read_rules(game_id)
    return tuple(data.sections) if data else ()


def load_rules(game_id: str) -> list[RuleSection]:
    """Every rule section of a game, in file order; [] when the game has no rules file.

    Raises ``pydantic.ValidationError`` when the file breaks the schema.
    """
    return list(_rules(game_id))


def section(game_id: str, section_id: str) -> RuleSection | None:
    """One section by id, or None."""
    return next((s for s in _rules(game_id) if s.id == section_id), None)


# ---------------------------------------------------------------------------------- matching
def _norm(text: str) -> str:
    """Casefolded, without diacritics, punctuation turned into single spaces."""
    text = unicodedata.normalize("NFKD", text.casefold())
    text = "".join(ch for ch in text if not unicodedata.combining(ch))
    return " ".join(re.sub(r"[^\w]+", " ", text).split())


class _Entry:
    """Normalised search strings of one section, the asked locale's first."""

    __slots__ = ("section", "ids", "titles", "keywords", "bodies")

    def __init__(self, sec: RuleSection, locale: str) -> None:
        other = "en" if locale == "cs" else "cs"
        self.section = sec
        self.ids = [_norm(sec.id)]
        self.titles = [_norm(sec.title(locale)), _norm(sec.title(other))]
        self.keywords = [_norm(k) for k in (*sec.keywords(locale), *sec.keywords(other))]
        self.bodies = [_norm(sec.body(locale)), _norm(sec.body(other))]

    @property
    def names(self) -> list[str]:
        return self.ids + self.titles + self.keywords


@cache
def _index(game_id: str, locale: str) -> tuple[_Entry, ...]:
    return tuple(_Entry(s, locale) for s in _rules(game_id))


def _result(match: str, entries: list[_Entry]) -> SearchResult:
    return SearchResult(match=match, sections=[e.section for e in entries[:MAX_CHOICES]])  # type: ignore[arg-type]


def _fuzzy_scores(entries: tuple[_Entry, ...], q: str, cutoff: float) -> list[tuple[float, _Entry]]:
    scored = []
    for e in entries:
        best = max((fuzz.WRatio(q, name) for name in e.names if name), default=0.0)
        if best >= cutoff:
            scored.append((best, e))
    scored.sort(key=lambda pair: -pair[0])  # stable: file order among equals
    return scored


def _stages(entries: tuple[_Entry, ...], q: str) -> list[tuple[str, list[_Entry]]]:
    """Candidates of each non-fuzzy stage, in order (a stage may be empty)."""
    exact = [e for e in entries if q in e.ids or q in e.titles]
    prefix = [e for e in entries if any(n.startswith(q) for n in e.ids + e.titles)]
    keyword = [e for e in entries if q in e.keywords]
    words = set(q.split())
    substring = [
        e for e in entries
        if any(q in n for n in e.names)
        or any(len(k) >= 4 and (k in words or f" {k} " in f" {q} ") for k in e.keywords)
    ]
    body = [e for e in entries if len(q) >= 4 and any(q in b for b in e.bodies)]
    return [("exact", exact), ("prefix", prefix), ("keyword", keyword), ("substring", substring),
            ("substring", body)]


def search(game_id: str, query: str, locale: str | None) -> SearchResult:
    """Find the section a player means by ``query`` (an id, a title, a keyword, or a typo of one)."""
    entries = _index(game_id, normalize_locale(locale))
    q = _norm(query or "")
    if not entries:
        return SearchResult(match="none")
    if not q:
        return _result("all", list(entries))
    for stage, found in _stages(entries, q):
        if found:
            return _result(stage, found[:1] if stage == "exact" else found)
    scored = _fuzzy_scores(entries, q, FUZZY_CUTOFF)
    if not scored:
        return SearchResult(match="none")
    top = scored[0][0]
    return _result("fuzzy", [e for s, e in scored if s >= top - FUZZY_BAND])


def autocomplete(game_id: str, typed: str, locale: str | None) -> list[tuple[str, str]]:
    """Up to 25 (title, id) choices for what the player has typed so far, best first."""
    loc = normalize_locale(locale)
    entries = _index(game_id, loc)
    q = _norm(typed or "")
    if not q:
        ranked = list(entries)
    else:
        ranked = []
        for _, found in _stages(entries, q):
            ranked += found
        ranked += [e for _, e in _fuzzy_scores(entries, q, AUTOCOMPLETE_FUZZY_CUTOFF)]
    seen: set[str] = set()
    out: list[tuple[str, str]] = []
    for e in ranked:
        if e.section.id not in seen:
            seen.add(e.section.id)
            out.append((e.section.title(loc)[:100], e.section.id))
        if len(out) == MAX_CHOICES:
            break
    return out


def clear_cache() -> None:
    """Forget loaded rules (after editing the TOML in a running bot)."""
    _rules.cache_clear()
    _index.cache_clear()


__all__ = [
    "MAX_CHOICES", "RuleSection", "RulesFile", "SearchResult", "autocomplete", "clear_cache",
    "load_rules", "search", "section",
]
