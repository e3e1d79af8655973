"""The functions Fluent messages may call, registered for every language by bot/words/i18n.py:

* ``DECL($city, "gen")`` and ``PREP("do", $city)`` — a place name declined after a preposition
  (bot/words/declension.py);
* ``LIST(msg-a, msg-b, msg-c, conj: "a")`` — the non-empty ones of its arguments (usually other
  messages, formatted with the same variables) joined as a sentence lists them: "x, y a z".
  A message with counts of several things names only those that are not zero ("1 kartu silniční
  přepravy a 2 karty námořní přepravy") without a "(road 1, rail 0, sea 2)" table.
"""
from __future__ import annotations

from .declension import DECL, PREP


def LIST(*items, conj="and", **_) -> str:  # noqa: N802 - Fluent functions are upper case
    parts = [str(getattr(i, "value", i)).strip() for i in items]
    parts = [p for p in parts if p]
    if len(parts) < 2:
        return "".join(parts)
    return ", ".join(parts[:-1]) + f" {getattr(conj, 'value', conj)} " + parts[-1]


FUNCTIONS = {"DECL": DECL, "PREP": PREP, "LIST": LIST}

__all__ = ["FUNCTIONS", "LIST"]
