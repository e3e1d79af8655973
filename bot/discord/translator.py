"""Application-command names, descriptions and choices in Czech and English.

Commands are declared with :func:`ls` (a ``locale_str`` whose default text is the English message
and whose ``id`` extra is the Fluent message id: ``cmd-game-new-name``, ``opt-company-desc``,
``choice-map-usa`` …). When the tree is synced, discord.py asks :class:`FluentTranslator` for every
Discord locale; it answers for Czech (``cs``) and both English locales (``en-US``, ``en-GB``) and
returns None elsewhere, so Discord shows the default (English) text.
"""
from __future__ import annotations

import discord
from discord import app_commands

from ..words.i18n import game_name, i18n

#: Discord locales → our locale files.
LOCALE_MAP: dict[discord.Locale, str] = {
    discord.Locale.czech: "cs",
    discord.Locale.american_english: "en",
    discord.Locale.british_english: "en",
}


def ls(message_id: str, **extras: str) -> app_commands.locale_str:
    """A translatable string: the English text of ``message_id``, carrying the id for the translator."""
    return app_commands.locale_str(i18n.t("en", message_id), id=message_id, **extras)


def game_choice(game_id: str) -> app_commands.locale_str:
    """A game's name as a translatable choice label."""
    return app_commands.locale_str(game_name("en", game_id), game=game_id)


def discord_locale(locale: discord.Locale | str | None) -> str | None:
    """"cs" / "en" for a Discord locale we have messages for, else None."""
    if locale is None:
        return None
    if isinstance(locale, discord.Locale):
        return LOCALE_MAP.get(locale)
    tag = str(locale).lower()
    if tag.startswith("cs"):
        return "cs"
    if tag.startswith("en"):
        return "en"
    return None


def translate_text(string: app_commands.locale_str, lang: str) -> str | None:
    """The Fluent text of a ``locale_str`` in ``lang`` ("cs"/"en"), or None if it has none."""
    extras = string.extras
    if "game" in extras:
        return game_name(lang, extras["game"])
    message_id = extras.get("id")
    if not message_id or not i18n.has(lang, message_id):
        return None
    return i18n.t(lang, message_id)


class FluentTranslator(app_commands.Translator):
    """Maps ``locale_str`` message ids to the Fluent strings in locale/cs and locale/en."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        lang = LOCALE_MAP.get(locale)
        if lang is None:
            return None
        return translate_text(string, lang)
