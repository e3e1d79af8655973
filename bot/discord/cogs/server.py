"""Server tools in Discord: /game mine and /game list (handlers; the GameCog delegates to them),
/settings server and /settings show (handlers; the SettingsCog delegates), the page buttons of a
long listing, and the words of a lobby closed by the sweep (bot/table/tables.py does the work)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from ...table import tables
from ...store.board_prefs import LAYOUT, THEME
from ...words.i18n import LOCALES, i18n
from ...store.limits import shown
from ...table.refusal import Refusal
from ...store import StoredGame
from ..translator import ls
from ..talk import MAX_LABEL, Actor, Place, Presenter, Replier, clip, esc
from .base import MAX_MESSAGE, Handled, refuse

if TYPE_CHECKING:
    from ..app import App

PAGE_LIMIT = MAX_MESSAGE - 100  # room for the page line
CREATOR_CHOICES = [app_commands.Choice(name=ls(f"choice-creators-{c}"), value=c) for c in tables.CREATORS]
PACE_CHOICES = [app_commands.Choice(name=ls(f"choice-default-pace-{c}"), value=c) for c in tables.PACES]
TIMEOUT_CHOICES = [app_commands.Choice(name=ls(f"choice-lobby-timeout-{token}"), value=seconds)
                   for token, seconds in tables.LOBBY_TIMEOUTS.items()]


def lobby_closed_text(locale: str, g: StoredGame, timeout: int) -> str:
    """The public word that the sweep closed a lobby (in the channel's language)."""
    p = Presenter(locale)
    return p.t("server-lobby-closed", game=p.game_title(g.game), host=tables.host_name(g),
               timeout=tables.duration_text(locale, timeout))


# ---------------------------------------------------------------------------------------- pages
class TablesPageButton(Handled, discord.ui.DynamicItem[discord.ui.Button],
                       template=r"^vy:tables:(?P<kind>mine|list):(?P<page>\d+)$"):
    """Previous / next page of /game mine or /game list (read again from the store on each press)."""

    def __init__(self, kind: str, page: int, label: str = "›") -> None:
        super().__init__(discord.ui.Button(label=clip(label, MAX_LABEL), style=discord.ButtonStyle.secondary,
                                           custom_id=f"vy:tables:{kind}:{page}"))
        self.kind, self.page = kind, page

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(match["kind"], int(match["page"]))

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        text, view = await listing(app, place, actor, self.kind, self.page)
        await ctx.update(text, view=view)


def page_view(kind: str, page: int, count: int, locale: str) -> discord.ui.View | None:
    if count <= 1:
        return None
    view = discord.ui.View(timeout=None)
    if page > 0:
        view.add_item(TablesPageButton(kind, page - 1, "‹ " + i18n.t(locale, "server-button-previous")))
    if page < count - 1:
        view.add_item(TablesPageButton(kind, page + 1, i18n.t(locale, "server-button-next") + " ›"))
    return view


async def listing(app: App, place: Place, actor: Actor, kind: str, page: int = 0) -> tuple[str, discord.ui.View | None]:
    """One page of /game mine or /game list for the actor, and its page buttons."""
    if place.guild_id is None:
        raise Refusal("refuse-no-game")
    if kind == "mine":
        lines = tables.mine_lines(Presenter(actor.locale), await tables.my_turns(app.sessions, place.guild_id, actor.id),
                                  escape=esc)
    else:
        lines = tables.list_lines(Presenter(actor.locale), *await tables.running_tables(app.store, place.guild_id),
                                  escape=esc)
    parts = tables.pages(lines, PAGE_LIMIT)
    page = min(max(page, 0), len(parts) - 1)
    text = parts[page]
    if len(parts) > 1:
        text += "\n" + i18n.t(actor.locale, "server-page", page=page + 1, pages=len(parts))
    return text, page_view(kind, page, len(parts), actor.locale)


async def do_listing(ctx: Replier, app: App, place: Place, actor: Actor, kind: str) -> None:
    """/game mine ("mine") or /game list ("list"), only for the asker."""
    try:
        text, view = await listing(app, place, actor, kind)
    except Refusal as err:
        await refuse(ctx, actor, err)
        return
    await ctx.private(text, view=view)


# ---------------------------------------------------------------------------------------- settings
def member_of(interaction: discord.Interaction) -> tables.Member:
    """The server's checks' view of the member who asked."""
    perms = interaction.permissions
    roles = frozenset(r.id for r in getattr(interaction.user, "roles", []) or [])
    return tables.Member(manager=bool(perms.manage_guild or perms.administrator), roles=roles)


async def settings_text(app: App, place: Place, actor: Actor) -> str:
    """The asker's own settings and the server's, in the asker's language."""
    p, loc = Presenter(actor.locale), actor.locale
    own = await app.store.get_user_locale(actor.id)
    own_text = p.t(f"language-{own}") if own in LOCALES else p.t("server-settings-from-client")
    lines = [f"**{p.t('server-settings-yours')}**", p.t("server-settings-your-language", language=own_text),
             p.t("server-settings-your-boards", **await _boards(p, app, place, actor.id))]
    if place.guild_id is None:
        return "\n".join(lines)
    s = await tables.settings_of(app.store, place.guild_id)
    creators = p.t(f"choice-creators-{s['creators']}")
    if s["creators"] == "role":
        creators += f" <@&{s['creator_role']}>"
    limit = str(s["game_limit"]) if s["game_limit"] else p.t("server-no-limit")
    lines += [f"**{p.t('server-settings-title')}**",
              p.t("server-settings-language", language=p.t(f"language-{await app.public_locale(place.guild_id)}")),
              p.t("server-settings-creators", creators=creators),
              p.t("server-settings-pace", pace=p.t(f"choice-default-pace-{s['pace']}")),
              p.t("server-settings-game-limit", limit=limit),
              p.t("server-settings-lobby-timeout", timeout=tables.duration_text(loc, s["lobby_timeout"])),
              p.t("server-settings-boards", **await _boards(p, app, place)),
              p.t("server-settings-how")]
    return "\n".join(lines)


async def _boards(p: Presenter, app: App, place: Place, user_id: int | None = None) -> dict[str, str]:
    """The board theme and layout (bot/store/board_prefs.py) a reader (or, without one, the server's
    public boards) gets, in words."""
    prefs = {"theme": THEME, "layout": LAYOUT}
    return {key: p.t(f"choice-{key}-" + (await pref.reader(app.store, user_id, place.guild_id) if user_id is not None
                                         else await pref.public(app.store, place.guild_id)))
            for key, pref in prefs.items()}


async def do_show_settings(ctx: Replier, app: App, place: Place, actor: Actor) -> None:
    await ctx.private(clip(await settings_text(app, place, actor), MAX_MESSAGE))


async def do_server_settings(ctx: Replier, app: App, place: Place, actor: Actor, member: tables.Member,
                             language: str | None = None, creators: str | None = None, role: int | None = None,
                             pace: str | None = None, game_limit: int | None = None,
                             lobby_timeout: int | None = None) -> None:
    """Change the server's settings (members who may manage the server); with no option given,
    show them. A refused value changes nothing."""
    try:
        if place.guild_id is None or not member.manager:
            raise Refusal("server-need-manage-server")
        if language is not None and language not in LOCALES:
            raise Refusal("server-bad-value", setting="language", value=shown(language), allowed=", ".join(LOCALES))
        stored = await app.store.get_guild_settings(place.guild_id)
        patch = tables.settings_patch(creators, role, pace, game_limit, lobby_timeout, stored=stored)
    except Refusal as err:
        await refuse(ctx, actor, err)
        return
    if language is not None:
        await app.store.set_guild_locale(place.guild_id, language)
        place.locale = language
    if patch:
        await app.store.update_guild_settings(place.guild_id, patch)
    text = await settings_text(app, place, actor)
    if patch or language is not None:
        text = i18n.t(actor.locale, "server-settings-saved") + "\n" + text
    await ctx.private(clip(text, MAX_MESSAGE))


DYNAMIC_ITEMS = (TablesPageButton,)


# ---------------------------------------------------------------------------------------- lobby sweep
def lobby_sweeper(bot) -> tables.LobbySweeper:
    """The bot's lobby sweep: closes what its shards own and says so in the lobby's channel."""
    app: App = bot.vy
    plan = bot.config.shard_plan

    async def announce(g: StoredGame, timeout: int) -> None:
        locale = g.locale if g.locale in LOCALES else await app.public_locale(g.guild_id)
        if g.meta.get("thread") == g.channel_id:  # the table's own thread, perhaps archived by now
            await app.poster.reopen(g.channel_id)
        if g.meta.get(tables.LOBBY_MESSAGE):  # the lobby's buttons go
            await app.poster.edit(g.channel_id, g.meta[tables.LOBBY_MESSAGE], view=discord.ui.View())
        await app.poster.send(g.channel_id, lobby_closed_text(locale, g, timeout))  # bot/discord/threads.py

    return tables.LobbySweeper(app.sessions, app.clock, announce, plan.owns if plan else (lambda guild_id: True))
