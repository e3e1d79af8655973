"""A request the bot turns down, said in the reader's language: a locale message key with its
parameters and, for a rule of the game, the rulebook section to read.

Every part of the table service raises it (the session, rights, seats, claims, deadlines…); both
faces catch it and word it (Discord privately, the console in its answer). The refusals of typed
values that break a limit (a pace, a console name: bot/store/limits.py) are made here too.
"""
from __future__ import annotations

from typing import Any

from vypravci.games.core import RuleError

from ..store.limits import DAY, MINUTE, NAME_MAX, PACE_MAX, PACE_MIN, SERVER_PACES, shown, typable_name


class Refusal(Exception):
    """A request the bot turns down; ``key``/``params`` are a locale message, ``section`` a rule."""

    def __init__(self, key: str, section: str = "", **params: object) -> None:
        super().__init__(key)
        self.key, self.section, self.params = key, section, params

    @classmethod
    def from_rule(cls, err: RuleError) -> "Refusal":
        return cls(err.key, err.section, **err.params)


def pace_refusal(value: Any) -> Refusal:
    """Not a pace: the names, and the range in minutes and days."""
    return Refusal("limits-pace", value=shown(value), named=", ".join(SERVER_PACES[1:]),
                   min=PACE_MIN // MINUTE, max=PACE_MAX // DAY)


def check_name(name: str) -> str:
    """A name typed in the console, spaces collapsed; refused when empty, longer than ``NAME_MAX``,
    or holding a control character, a line break, ``:`` or ``=`` (it could not be typed back)."""
    text = " ".join(name.split())
    if not typable_name(text):
        raise Refusal("limits-name", name=shown(name), max=NAME_MAX)
    return text
