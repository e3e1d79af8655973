"""/settings language (your own) and /settings server-language (the server's default, for members
who may manage the server). Both are stored; see bot/discord/cogs/base.py for how a language is chosen."""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from ...store.board_prefs import LAYOUT, THEME, BoardPref
from ...words.i18n import LOCALES, i18n
from ...table.refusal import Refusal
from ..translator import ls
from ..talk import Actor, Place, Replier
from .base import from_interaction, guild_only, refuse
from . import server
from ...table import tables

if TYPE_CHECKING:
    from ..app import App

LANGUAGE_CHOICES = [app_commands.Choice(name=ls(f"choice-language-{code}"), value=code) for code in LOCALES]
THEME_CHOICES = [app_commands.Choice(name=ls(f"choice-theme-{name}"), value=name) for name in THEME.choices]
LAYOUT_CHOICES = [app_commands.Choice(name=ls(f"choice-layout-{name}"), value=name) for name in LAYOUT.choices]


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


async def do_board_pref(ctx: Replier, app: App, place: Place, actor: Actor, pref: BoardPref, value: str,
                        server: bool = False) -> None:
    """A board preference (bot/store/board_prefs.py: theme, layout): the actor's own, for the pictures
    they ask for, or (``server``, members who may manage the server) the server's public boards'."""
    key = pref.key
    if server and (place.guild_id is None or not actor.admin):
        await refuse(ctx, actor, Refusal(f"settings-{key}-need-manage-server"))
        return
    if value not in pref.choices:
        await refuse(ctx, actor, Refusal(f"settings-{key}-unknown", **{key: value}))
        return
    if server:
        await app.store.update_guild_settings(place.guild_id, {key: value})
    else:
        await app.store.update_user_settings(actor.id, {key: value})
    await ctx.private(i18n.t(actor.locale, f"settings-{'server-' if server else ''}{key}-set", **{key: value}))


async def do_theme(ctx: Replier, app: App, place: Place, actor: Actor, theme: str) -> None:
    await do_board_pref(ctx, app, place, actor, THEME, theme)


async def do_server_theme(ctx: Replier, app: App, place: Place, actor: Actor, theme: str) -> None:
    await do_board_pref(ctx, app, place, actor, THEME, theme, server=True)


async def do_layout(ctx: Replier, app: App, place: Place, actor: Actor, layout: str) -> None:
    await do_board_pref(ctx, app, place, actor, LAYOUT, layout)


async def do_server_layout(ctx: Replier, app: App, place: Place, actor: Actor, layout: str) -> None:
    await do_board_pref(ctx, app, place, actor, LAYOUT, layout, server=True)


async def do_notify(ctx: Replier, app: App, place: Place, actor: Actor, dm: bool) -> None:
    """Opt in to (or out of) a direct message when it is the actor's turn (bot/discord/notify.py)."""
    from ..notify import DM_KEY

    await app.store.update_user_settings(actor.id, {DM_KEY: True if dm else None})
    await ctx.private(i18n.t(actor.locale, "settings-notify-on" if dm else "settings-notify-off"))


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

    @settings.command(name=ls("cmd-settings-server-name"), description=ls("cmd-settings-server-desc"))
    @app_commands.rename(language=ls("opt-language-name"), creators=ls("opt-creators-name"),
                         role=ls("opt-creator-role-name"), pace=ls("opt-default-pace-name"),
                         game_limit=ls("opt-game-limit-name"), lobby_timeout=ls("opt-lobby-timeout-name"))
    @app_commands.describe(language=ls("opt-language-desc"), creators=ls("opt-creators-desc"),
                           role=ls("opt-creator-role-desc"), pace=ls("opt-default-pace-desc"),
                           game_limit=ls("opt-game-limit-desc"), lobby_timeout=ls("opt-lobby-timeout-desc"))
    @app_commands.choices(language=LANGUAGE_CHOICES, creators=server.CREATOR_CHOICES, pace=server.PACE_CHOICES,
                          lobby_timeout=server.TIMEOUT_CHOICES)
    async def server_settings(self, interaction: discord.Interaction, language: str | None = None,
                              creators: str | None = None, role: discord.Role | None = None, pace: str | None = None,
                              game_limit: app_commands.Range[int, 0, tables.MAX_GAME_LIMIT] | None = None,
                              lobby_timeout: int | None = None) -> None:
        """The server's settings (bot/discord/cogs/server.py): only members who may manage the server."""
        ctx, place, actor = await from_interaction(self.app, interaction)
        await server.do_server_settings(ctx, self.app, place, actor, server.member_of(interaction), language,
                                        creators, role.id if role else None, pace, game_limit, lobby_timeout)

    @settings.command(name=ls("cmd-settings-show-name"), description=ls("cmd-settings-show-desc"))
    async def show(self, interaction: discord.Interaction) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await server.do_show_settings(ctx, self.app, place, actor)

    @settings.command(name=ls("cmd-settings-theme-name"), description=ls("cmd-settings-theme-desc"))
    @app_commands.rename(theme=ls("opt-theme-name"))
    @app_commands.describe(theme=ls("opt-theme-desc"))
    @app_commands.choices(theme=THEME_CHOICES)
    async def theme(self, interaction: discord.Interaction, theme: str) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await do_theme(ctx, self.app, place, actor, theme)

    @settings.command(name=ls("cmd-settings-server-theme-name"), description=ls("cmd-settings-server-theme-desc"))
    @app_commands.rename(theme=ls("opt-theme-name"))
    @app_commands.describe(theme=ls("opt-theme-desc"))
    @app_commands.choices(theme=THEME_CHOICES)
    async def server_theme(self, interaction: discord.Interaction, theme: str) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        actor.admin = bool(interaction.permissions.manage_guild or interaction.permissions.administrator)
        await do_server_theme(ctx, self.app, place, actor, theme)

    @settings.command(name=ls("cmd-settings-board-name"), description=ls("cmd-settings-board-desc"))
    @app_commands.rename(layout=ls("opt-layout-name"))
    @app_commands.describe(layout=ls("opt-layout-desc"))
    @app_commands.choices(layout=LAYOUT_CHOICES)
    async def board(self, interaction: discord.Interaction, layout: str) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await do_layout(ctx, self.app, place, actor, layout)

    @settings.command(name=ls("cmd-settings-server-board-name"), description=ls("cmd-settings-server-board-desc"))
    @app_commands.rename(layout=ls("opt-layout-name"))
    @app_commands.describe(layout=ls("opt-layout-desc"))
    @app_commands.choices(layout=LAYOUT_CHOICES)
    async def server_board(self, interaction: discord.Interaction, layout: str) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        actor.admin = bool(interaction.permissions.manage_guild or interaction.permissions.administrator)
        await do_server_layout(ctx, self.app, place, actor, layout)

    @settings.command(name=ls("cmd-settings-notify-name"), description=ls("cmd-settings-notify-desc"))
    @app_commands.rename(dm=ls("opt-dm-name"))
    @app_commands.describe(dm=ls("opt-dm-desc"))
    async def notify(self, interaction: discord.Interaction, dm: bool) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await do_notify(ctx, self.app, place, actor, dm)
