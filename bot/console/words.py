"""The words the console reads and shows, in both languages: its own verbs ("stav" is status),
a game's commands and fields by their names in either language, and a value as a word to type
back — so every example it shows is in the reader's language and reads back as that value."""
from __future__ import annotations

import re
import shlex
from functools import cache

from vypravci.games.core import GameState

from ..commands import actions as cmd
from ..words.i18n import LOCALES, i18n
from ..commands.present import head

NUMBERS = re.compile(r"[-+0-9.,;]+")  # numbers, coordinates, numbered ids: typed as they are

#: Every console verb, in English (what the dispatcher reads; help lists them).
VERBS = ("help", "games", "lang", "as", "hotseat", "new", "join", "leave", "ai", "start", "status", "board",
         "undo", "agree", "log", "export", "import", "abandon", "repair", "rules", "choices", "suggest", "hand",
         "quit", "exit", "mine", "list", "stats", "glossary", "vacation", "kick", "replace", "pace", "pause",
         "resume")


@cache
def verb_names(verb: str, locale: str) -> tuple[str, ...]:
    """A console verb's names in one language: ``console-verb-<verb>`` ("souhlas, souhlasím"), else the
    matching Discord command's name (``cmd-game-<verb>-name``, ``cmd-<verb>-name``)."""
    own = i18n.lookup(locale, f"console-verb-{verb}")
    if own is not None:
        return tuple(w.strip() for w in own.split(",") if w.strip())
    for key in (f"cmd-game-{verb}-name", f"cmd-{verb}-name"):
        text = i18n.lookup(locale, key)
        if text is not None:
            return (text,)
    return (verb,)


def console_verb(typed: str) -> str | None:
    """The English verb a typed word names, in either language, with or without diacritics."""
    if typed in VERBS:
        return typed
    want = cmd.fold(typed)
    for verb in VERBS:
        if any(cmd.fold(name) == want for locale in LOCALES for name in verb_names(verb, locale)):
            return verb
    return None


def local_verb(verb: str, locale: str) -> str:
    """A console verb as the reader types it ("stav" in Czech)."""
    return verb_names(verb, locale)[0]


# ------------------------------------------------------------------------- a game's commands
def _prefix(state: GameState) -> str:
    from ..faces import face_of

    return face_of(state.game.id).prefix


def action_names(state: GameState, kind: str, locale: str) -> list[str]:
    """An action type's names in one language: its command name (Czech "trať" for build)."""
    name = i18n.lookup(locale, f"cmd-{_prefix(state)}-{kind.replace('_', '-')}-name")
    return [name] if name else []


def action_word(state: GameState, kind: str, locale: str) -> str:
    """An action type as the reader types it: its command name in their language, else the type."""
    names = action_names(state, kind, locale)
    return names[0] if names else kind


def action_kind(state: GameState, typed: str) -> str | None:
    """The action type a typed word names: the type ("keep_task", "keep-task") or its command
    name in either language, with or without diacritics."""
    want = cmd.fold(typed).replace("-", "_")
    for kind in cmd.action_types(state):
        if want == kind or any(cmd.fold(n).replace("-", "_") == want
                               for locale in LOCALES for n in action_names(state, kind, locale)):
            return kind
    return None


def field_names(field: str, locale: str) -> list[str]:
    name = i18n.lookup(locale, f"opt-{field}-name")
    return [name] if name else []


def field_word(field: str, locale: str) -> str:
    """A field as the reader types it before "=": its option name in their language ("silniční")."""
    name = i18n.lookup(locale, f"opt-{field}-name") if i18n.has(locale, f"opt-{field}-name") else None
    return name or field


def field_of(state: GameState, kind: str, typed: str) -> str | None:
    """The field of ``kind`` a typed name means: the field ("road") or its option name in either
    language ("silniční", "nabidkove-mesto"), spaces, "-" and "_" alike."""
    def norm(text: str) -> str:
        return cmd.fold(text).replace("-", "_").replace(" ", "_")

    want = norm(typed)
    for field in cmd.fields_of(state, kind):
        if want == field or any(norm(n) == want for locale in LOCALES for n in field_names(field, locale)):
            return field
    return None


def no_field(state: GameState, kind: str, typed: str, locale: str, command: str):
    """The refusal of a field name ``kind`` does not have: its fields in the reader's words, and
    the nearest one when one comes close."""
    from vypravci.games.core import RuleError

    fields = [field_word(f, locale) for f in cmd.fields_of(state, kind)]
    near = cmd.nearest(typed, fields)
    return RuleError("console-error-no-field" if near else "console-error-no-field-none", "actions", field=typed,
                     action=command, near=near[0] if near else "", fields=", ".join(fields) or "—")


# ------------------------------------------------------------------------- values to type
def quoted(word: str) -> str:
    """A word as one console argument: quoted when it has spaces or quotes."""
    if word and all(ch.isalnum() or ch in "-_,.;£+×’" for ch in word):
        return word
    return f'"{word}"' if '"' not in word and "\\" not in word else shlex.quote(word)


def typed_word(options: list[cmd.Choice], choice: cmd.Choice, field: str, label) -> str:
    """The shortest word in the reader's language that reads back as ``choice`` among
    ``options``: numbers and coordinates as they are, else the value's name (its label's head, or
    the whole label), else its wire form."""
    text, words = choice.value, []
    if NUMBERS.fullmatch(text):
        words.append(text)  # 3, -3,2, 2-1: the same in every language
    words += [head(choice.label), choice.label, text]
    for word in words:
        if word and cmd._pick(options, word, field, label) == choice:
            return quoted(word)
    return quoted(text)
