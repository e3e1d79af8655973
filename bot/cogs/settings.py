"""/settings language (your own) and /settings server-language (the server's default, for members
who may manage the server). Both are stored; see bot.cogs.base for how a language is chosen."""
from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from ..i18n import LOCALES, i18n
from ..session import Refusal
from ..translator import ls
from .base import App, Actor, Place, Replier, from_interaction, guild_only, refuse

LANGUAGE_CHOICES = [app_commands.Choice(name=ls(f"choice-language-{code}"), value=code) for code in LOCALES]


async def do_language(ctx: Replier, app: App, place: Place, actor: Actor, language: str) -> None:
    """The actor's own language (stored; used for everything only they read)."""
    if language not in LOCALES:
        await ctx.private(i18n.t(actor.locale, "settings-language-current", language=i18n.t(actor.locale, f"language-{actor.locale}")))
        return
    await app.store.set_user_locale(actor.id, language)
    actor.locale = language
    await ctx.private(i18n.t(language, "settings-language-set", language=i18n.t(language, f"language-{language}")))


async def do_server_language(ctx: Replier, app: App, place: Place, actor: Actor, language: str) -> None:
    """The server's default language (public messages, and readers without a choice of their own)."""
    if place.guild_id is None:
        await refuse(ctx, actor, Refusal("settings-need-manage-server"))
        return
    if not actor.admin or language not in LOCALES:
        await refuse(ctx, actor, Refusal("settings-need-manage-server"))
        return
    await app.store.set_guild_locale(place.guild_id, language)
    place.locale = language
    await ctx.private(i18n.t(actor.locale, "settings-server-language-set",
                             language=i18n.t(actor.locale, f"language-{language}")))


class SettingsCog(commands.Cog):
    """/settings language | server-language"""

    settings = app_commands.Group(name=ls("cmd-settings-name"), description=ls("cmd-settings-desc"),
                                  **guild_only())

    def __init__(self, app: App) -> None:
        self.app = app

    @settings.command(name=ls("cmd-settings-language-name"), description=ls("cmd-settings-language-desc"))
    @app_commands.rename(language=ls("opt-language-name"))
    @app_commands.describe(language=ls("opt-language-desc"))
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def language(self, interaction: discord.Interaction, language: str) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await do_language(ctx, self.app, place, actor, language)

    @settings.command(name=ls("cmd-settings-server-language-name"), description=ls("cmd-settings-server-language-desc"))
    @app_commands.rename(language=ls("opt-language-name"))
    @app_commands.describe(language=ls("opt-language-desc"))
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def server_language(self, interaction: discord.Interaction, language: str) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        actor.admin = bool(interaction.permissions.manage_guild or interaction.permissions.administrator)
        await do_server_language(ctx, self.app, place, actor, language)
