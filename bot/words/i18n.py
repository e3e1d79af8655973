"""The language layer: Fluent messages from ``locale/<lang>/*.ftl`` and display helpers.

Everything a player reads goes through here. Messages are looked up in the player's language,
then in English, then the key itself is returned: ``t`` never raises.

Parameter conventions shared by ``format_event`` and ``format_error`` (engine ``Event`` /
``RuleError`` params → Fluent variables):

* ``seat``, ``winner`` — seat indices → player names;
* ``company`` — company id → localized name in ``$company`` plus one variable per grammatical
  case, ``$company_gen``, ``$company_dat``, ``$company_acc``, ``$company_loc``, ``$company_ins``
  (Czech declines the names: *akcie Dřevařské*, *trať pro Dřevařskou*; English uses ``$company``);
* ``city`` — city id → localized city name (``name_cs`` in Czech when the map data has one);
* ``scores`` — list of seat scores → "Name 27, Name 19, …" (highest first, the winner first on a tie);
* anything else is passed through unchanged.
"""
from __future__ import annotations

import logging
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import ast as FTL

from .fluent_functions import FUNCTIONS as FLUENT_FUNCTIONS  # DECL, PREP, LIST (bot/words/fluent_functions.py)
from .locale_files import DEFAULT_LOCALE, _Traversable, locale_root

if TYPE_CHECKING:
    from vypravci.games.core import Event, RuleError


class CityData(Protocol):  # what a game's city data offers for naming
    name: str

log = logging.getLogger(__name__)

LOCALES: tuple[str, ...] = ("cs", "en")
#: Grammatical cases offered for company names besides the nominative (``$company``).
CASES: tuple[str, ...] = ("gen", "dat", "acc", "loc", "ins")
#: Params holding seat indices, shown as player names.
SEAT_PARAMS = frozenset({"seat", "winner"})


def normalize_locale(tag: str | None) -> str:
    """A supported locale for a language tag: "cs", "cs-CZ" → "cs"; "en-US", "de", None → "en"."""
    if not tag:
        return DEFAULT_LOCALE
    base = re.split(r"[-_]", str(tag).strip().lower(), maxsplit=1)[0]
    return base if base in LOCALES else DEFAULT_LOCALE


def _fluent_arg(value: Any) -> Any:
    """A Python value as something Fluent formats (numbers stay numbers for plural selection)."""
    if value is None:
        return ""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (int, float, str)):
        return value
    if isinstance(value, (list, tuple, set, frozenset)):
        return ", ".join(str(v) for v in value)
    return str(value)


class I18n:
    """All Fluent bundles, loaded on first use. One instance (``i18n``) serves the whole process."""

    def __init__(self, root: _Traversable | Path | str | None = None) -> None:
        self._root = Path(root) if isinstance(root, str) else root
        self._bundles: dict[str, FluentBundle] | None = None
        self._ids: dict[str, set[str]] = {}

    # ------------------------------------------------------------------ loading
    @property
    def root(self) -> _Traversable:
        return self._root if self._root is not None else locale_root()

    def _load(self) -> dict[str, FluentBundle]:
        if self._bundles is not None:
            return self._bundles
        root = self.root
        bundles: dict[str, FluentBundle] = {}
        ids: dict[str, set[str]] = {}
        for lang in LOCALES:
            bundle = FluentBundle([lang], use_isolating=False, functions=FLUENT_FUNCTIONS)
            ids[lang] = set()
            folder = root.joinpath(lang)
            files = sorted((f for f in folder.iterdir() if f.name.endswith(".ftl")), key=lambda f: f.name) \
                if folder.is_dir() else []
            for file in files:
                resource = FluentResource(file.read_text(encoding="utf-8"))
                for entry in resource.body:
                    if isinstance(entry, FTL.Junk):
                        log.warning("locale %s/%s: syntax error near %r", lang, file.name,
                                    entry.content[:60])
                    elif isinstance(entry, FTL.Message):
                        ids[lang].add(entry.id.name)
                bundle.add_resource(resource)
            bundles[lang] = bundle
        self._ids = ids
        self._bundles = bundles
        return bundles

    def reload(self) -> None:
        """Forget the loaded files; the next lookup reads them again."""
        self._bundles = None
        self._ids = {}

    # ------------------------------------------------------------------ lookups
    def _format(self, lang: str, key: str, params: Mapping[str, Any]) -> str | None:
        bundle = self._load()[lang]
        msg_id, _, attr = key.partition(".")
        if not bundle.has_message(msg_id):
            return None
        message = bundle.get_message(msg_id)
        pattern = message.attributes.get(attr) if attr else message.value
        if pattern is None:
            return None
        text, errors = bundle.format_pattern(pattern, {k: _fluent_arg(v) for k, v in params.items()})
        if errors:
            log.debug("locale %s: %s: %s", lang, key, errors)
        return str(text)

    def lookup(self, locale: str | None, key: str, /, **params: Any) -> str | None:
        """Like ``t`` but None when neither the locale nor English has the message."""
        try:
            for lang in dict.fromkeys((normalize_locale(locale), DEFAULT_LOCALE)):
                text = self._format(lang, key, params)
                if text is not None:
                    return text
        except Exception:  # a broken file or pattern must never take a command down
            log.exception("formatting %s failed", key)
        return None

    def t(self, locale: str | None, key: str, /, **params: Any) -> str:
        """The message ``key`` (``"id"`` or ``"id.attribute"``) in ``locale``, filled with ``params``.

        Falls back to English, then to the key itself; never raises.
        """
        text = self.lookup(locale, key, **params)
        return key if text is None else text

    def has(self, locale: str | None, key: str) -> bool:
        """Whether ``locale`` itself (no fallback) defines ``key`` (``"id"`` or ``"id.attribute"``)."""
        try:
            bundle = self._load()[normalize_locale(locale)]
            msg_id, _, attr = key.partition(".")
            if not bundle.has_message(msg_id):
                return False
            message = bundle.get_message(msg_id)
            return (attr in message.attributes) if attr else message.value is not None
        except Exception:
            log.exception("looking up %s failed", key)
            return False

    def keys(self, locale: str | None) -> set[str]:
        """Every message id (terms excluded) the locale defines."""
        self._load()
        return set(self._ids.get(normalize_locale(locale), set()))

    # ------------------------------------------------------------------ display helpers
    def company_name(self, locale: str | None, company_id: str, case: str = "nom") -> str:
        """"lumber" → "Dřevařská" / "Lumber Co."; ``case`` ("gen", "acc", …) for Czech declension."""
        key = f"company-{company_id}" if case == "nom" else f"company-{company_id}.{case}"
        text = self.lookup(locale, key)
        if text is None and case != "nom":
            text = self.lookup(locale, f"company-{company_id}")
        return company_id if text is None else text

    def city_name(self, locale: str | None, city: "CityData | str") -> str:
        """A city's name: the Czech exonym (``name_cs``) in Czech when the data has one."""
        if isinstance(city, str):
            return city
        if normalize_locale(locale) == "cs" and getattr(city, "name_cs", None):
            return city.name_cs  # type: ignore[return-value]
        return city.name

    def game_name(self, locale: str | None, game_id: str) -> str:
        """A registered game's display name (message ``game-<id>``, else the registry's name)."""
        text = self.lookup(locale, f"game-{game_id}")
        if text is not None:
            return text
        try:
            from vypravci.games.core import get_game

            names = get_game(game_id).name
            return names.get(normalize_locale(locale)) or names.get(DEFAULT_LOCALE) or game_id
        except Exception:
            return game_id

    def seat_name(self, locale: str | None, seat: int, seat_names: Sequence[str]) -> str:
        if isinstance(seat, int) and 0 <= seat < len(seat_names):
            return seat_names[seat]
        return self.t(locale, "seat-fallback", n=seat + 1 if isinstance(seat, int) else seat)

    def format_scores(self, locale: str | None, scores: Sequence[int], seat_names: Sequence[str],
                      winner: int | None = None) -> str:
        """"Name 27, Name 19, …": highest first; on equal scores the winner, then seat order."""
        order = sorted(range(len(scores)), key=lambda s: (-scores[s], s != winner, s))
        return ", ".join(f"{self.seat_name(locale, s, seat_names)} {scores[s]}" for s in order)

    def localize_params(self, locale: str | None, params: Mapping[str, Any], *,
                        seat_names: Sequence[str] = (),
                        cities: Mapping[str, "CityData"] | None = None) -> dict[str, Any]:
        """Engine params → Fluent variables, by the conventions in this module's docstring."""
        out: dict[str, Any] = {}
        cities = cities or {}
        for name, value in params.items():
            if name in SEAT_PARAMS and isinstance(value, int) and not isinstance(value, bool):
                out[name] = self.seat_name(locale, value, seat_names)
            elif name == "company" and isinstance(value, str):
                out[name] = self.company_name(locale, value)
                for case in CASES:
                    out[f"{name}_{case}"] = self.company_name(locale, value, case)
            elif name == "city" and isinstance(value, str):
                out[name] = self.city_name(locale, cities[value]) if value in cities else value
            elif name == "scores" and isinstance(value, (list, tuple)):
                winner = params.get("winner")
                out[name] = self.format_scores(locale, list(value), seat_names,
                                               winner if isinstance(winner, int) else None)
            else:
                out[name] = value
        return out

    def format_event(self, locale: str | None, event: "Event", *, seat_names: Sequence[str] = (),
                     cities: Mapping[str, "CityData"] | None = None) -> str:
        """A ``games.core.Event`` as a sentence in ``locale``."""
        params = self.localize_params(locale, event.params, seat_names=seat_names, cities=cities)
        return self.t(locale, event.key, **params)

    def format_error(self, locale: str | None, error: "RuleError", *, seat_names: Sequence[str] = (),
                     cities: Mapping[str, "CityData"] | None = None) -> str:
        """A ``games.core.RuleError`` as a sentence saying why (same params as ``format_event``)."""
        params = self.localize_params(locale, error.params, seat_names=seat_names, cities=cities)
        return self.t(locale, error.key, **params)


i18n = I18n()


# Module-level shortcuts to the singleton, for callers that prefer functions.
def t(locale: str | None, key: str, /, **params: Any) -> str:
    return i18n.t(locale, key, **params)


def has(locale: str | None, key: str) -> bool:
    return i18n.has(locale, key)


def company_name(locale: str | None, company_id: str, case: str = "nom") -> str:
    return i18n.company_name(locale, company_id, case)


def city_name(locale: str | None, city: "CityData | str") -> str:
    return i18n.city_name(locale, city)


def game_name(locale: str | None, game_id: str) -> str:
    return i18n.game_name(locale, game_id)


def format_event(locale: str | None, event: "Event", *, seat_names: Sequence[str] = (),
                 cities: Mapping[str, "CityData"] | None = None) -> str:
    return i18n.format_event(locale, event, seat_names=seat_names, cities=cities)


def format_error(locale: str | None, error: "RuleError", *, seat_names: Sequence[str] = (),
                 cities: Mapping[str, "CityData"] | None = None) -> str:
    return i18n.format_error(locale, error, seat_names=seat_names, cities=cities)


__all__ = [
    "CASES", "DEFAULT_LOCALE", "LOCALES", "I18n", "i18n", "locale_root", "normalize_locale",
    "t", "has", "company_name", "city_name", "game_name", "format_event", "format_error",
]
