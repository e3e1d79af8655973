"""Commands named in a text as the reader's client shows them: ``{/game hand}`` → "/hra ruka".

Texts written once for both languages (the /rules sections, locale/rules/*.toml) name a command
by a placeholder in braces holding its English path and, after it, any of its options:
``{/game hand}``, ``{/mx draft company}``, ``{/ce advance marker [path]}``. At lookup each word is
replaced by its localized name from the same messages the command tree is built from
(bot/translator.py: ``cmd-<group>-name``, ``cmd-<group>-<sub>-name``, ``opt-<option>-name``), so
a Czech reader sees "/hra ruka", "/mx výběr společnost", "/di posun ukazatel [trasa]".
tests/test_czech.py checks that every placeholder names a real command and real options.
"""
from __future__ import annotations

import re

from ..words.i18n import i18n

PLACEHOLDER = re.compile(r"\{(/[^{}\n]+)\}")
_OPTION = re.compile(r"^(\[?)([A-Za-z_][\w-]*)(\]?)(.*)$")


def command_path(spec: str) -> tuple[list[str], list[str]] | None:
    """"/game hand extra" → (["game", "hand"], ["extra"]): the longest English command path the
    messages know, and the words after it; None when the first word names no command."""
    words = spec.strip().lstrip("/").split()
    if not words or not i18n.has("en", f"cmd-{words[0]}-name"):
        return None
    path = [words[0]]
    if len(words) > 1 and i18n.has("en", f"cmd-{words[0]}-{words[1]}-name"):
        path.append(words[1])
    return path, words[len(path):]


def command_text(locale: str | None, spec: str) -> str | None:
    """The command of ``spec`` ("/game hand", "/mx draft company") as ``locale`` names it, or None
    when it names no command."""
    found = command_path(spec)
    if found is None:
        return None
    path, rest = found
    names = [i18n.t(locale, f"cmd-{'-'.join(path[:i + 1])}-name") for i in range(len(path))]
    for word in rest:
        match = _OPTION.match(word)
        if match and i18n.has("en", f"opt-{match.group(2)}-name"):
            open_, name, close, tail = match.groups()
            word = f"{open_}{i18n.t(locale, f'opt-{name}-name')}{close}{tail}"
        names.append(word)
    return "/" + " ".join(names)


def resolve(text: str, locale: str | None) -> str:
    """``text`` with every ``{/…}`` placeholder replaced by the command in ``locale`` (an unknown
    one is left as typed, without its braces)."""
    return PLACEHOLDER.sub(lambda m: command_text(locale, m.group(1)) or m.group(1), text)


__all__ = ["PLACEHOLDER", "command_path", "command_text", "resolve"]
