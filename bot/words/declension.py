"""Czech place names in the case a preposition asks for: "do Říma", "ve Vídni", "z Dahu".

The forms are data, ``locale/cs/declension.toml`` (nominative → genitive, dative, accusative,
locative, instrumental), covering every city of every map and the other places the games name
(tests/test_czech.py checks that). Two Fluent functions use it (bot/words/fluent_functions.py; an
English message simply never calls them):

* ``DECL($city, "gen")`` — the name in that case;
* ``PREP("do", $city)`` — preposition and name: the case the preposition governs ("do" → genitive,
  "v" → locative …; ``case:`` overrides it for "na", "za", "po" that take two) and the vocalised
  preposition before a cluster that needs it ("ve Vídni", "ze Stockholmu", "ke Kodani").

A name the table does not know stays as it is (a typed name, another game's place).
"""
from __future__ import annotations

import tomllib
from functools import cache

from pydantic import BaseModel, ConfigDict, Field

from .locale_files import locale_root

CASES = ("gen", "dat", "acc", "loc", "ins")
#: The case each preposition governs (the first of two where it governs two: "na" + locative).
GOVERNS: dict[str, str] = {
    "do": "gen", "z": "gen", "od": "gen", "u": "gen", "bez": "gen", "kolem": "gen", "okolo": "gen",
    "podle": "gen", "vedle": "gen", "místo": "gen", "blízko": "gen", "uprostřed": "gen",
    "k": "dat", "proti": "dat", "kvůli": "dat", "díky": "dat",
    "přes": "acc", "pro": "acc",
    "v": "loc", "o": "loc", "po": "loc", "při": "loc", "na": "loc",
    "s": "ins", "za": "ins", "před": "ins", "mezi": "ins", "nad": "ins", "pod": "ins",
}
_SIBILANTS = "szšž"


class Forms(BaseModel):
    """One name's oblique cases (the nominative is the table's key)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    gen: str = Field(min_length=1)
    dat: str = Field(min_length=1)
    acc: str = Field(min_length=1)
    loc: str = Field(min_length=1)
    ins: str = Field(min_length=1)


class Table(BaseModel):
    model_config = ConfigDict(extra="forbid")

    names: dict[str, Forms]


@cache
def table() -> dict[str, Forms]:
    """nominative → its forms, from locale/cs/declension.toml ({} when the file is missing)."""
    try:
        text = locale_root().joinpath("cs").joinpath("declension.toml").read_text(encoding="utf-8")
    except (FileNotFoundError, NotADirectoryError, OSError):
        return {}
    return Table.model_validate(tomllib.loads(text)).names


def decline(name: str, case: str) -> str:
    """``name`` in ``case`` ("nom", "gen", "dat", "acc", "loc", "ins"); unknown names as they are."""
    forms = table().get(str(name))
    if forms is None or case not in CASES:
        return str(name)
    return getattr(forms, case)


def vocalised(prep: str, word: str) -> str:
    """"v" → "ve" before v/f/w or a cluster opened by a sibilant ("ve Vídni", "ve Stockholmu");
    "z", "s" → "ze", "se" before a sibilant; "k" → "ke" before k/g or such a cluster. "Sh" and
    "zh" are one sound ("v Sheffieldu", "ze Sheffieldu")."""
    low = word.lower()
    sibilant = low[:1] in _SIBILANTS
    rest = low[2:] if low[:2] in ("sh", "zh") else low[1:]
    cluster = sibilant and rest[:1].isalpha() and rest[:1] not in "aáeéěiíoóuúůyý"
    if prep == "v" and (low[:1] in "vfw" or cluster):
        return "ve"
    if prep in ("z", "s") and sibilant:
        return prep + "e"
    if prep == "k" and (low[:1] in "kg" or cluster):
        return "ke"
    return prep


def with_preposition(prep: str, name: str, case: str | None = None) -> str:
    """"do Říma", "ve Vídni": the preposition (vocalised) and the name in the case it governs."""
    prep = str(prep).strip()
    base = prep.lower()[:-1] if prep.lower() in ("ve", "ze", "se", "ke") else prep.lower()
    form = decline(name, case or GOVERNS.get(base, "nom"))
    word = vocalised(base, form)
    return f"{word[:1].upper() + word[1:] if prep[:1].isupper() else word} {form}"


def _text(value) -> str:
    return str(getattr(value, "value", value))


def DECL(name, case="gen", **_) -> str:  # noqa: N802 - Fluent functions are upper case
    return decline(_text(name), _text(case))


def PREP(prep, name, case=None, **_) -> str:  # noqa: N802
    return with_preposition(_text(prep), _text(name), _text(case) if case is not None else None)


__all__ = ["CASES", "DECL", "GOVERNS", "PREP", "decline", "table", "vocalised", "with_preposition"]
