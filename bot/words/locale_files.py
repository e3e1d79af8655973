"""Where the locale data is (locale/: Fluent messages, rules, glossary, declension tables): a
checkout's locale/ beside bot/, else the installed ``vypravci.locale``. Imports nothing of the bot's,
so every reader of the data (i18n, declension, rules, glossary) may use it.
"""
from __future__ import annotations

from collections.abc import Iterable
from importlib import resources
from pathlib import Path
from typing import Protocol

DEFAULT_LOCALE = "en"


class _Traversable(Protocol):  # the part of importlib.resources.abc.Traversable used here
    name: str

    def joinpath(self, *child: str) -> "_Traversable": ...
    def iterdir(self) -> Iterable["_Traversable"]: ...
    def is_dir(self) -> bool: ...
    def read_text(self, encoding: str | None = None) -> str: ...


def locale_root() -> _Traversable:
    """The locale data directory: a checkout's locale/ beside bot/ (so edits show at once), else
    the installed ``vypravci.locale`` data."""
    checkout = Path(__file__).resolve().parents[2] / "locale"
    if checkout.joinpath(DEFAULT_LOCALE).is_dir():
        return checkout
    try:
        root = resources.files("vypravci.locale")
        if root.joinpath(DEFAULT_LOCALE).is_dir():
            return root
    except Exception:  # not installed, or an editable install's namespace path resources rejects
        pass
    return Path(__file__).resolve().parents[2] / "locale"
