"""/settings board (the pictures a user asks for) and /settings server-board (the server's public
boards): the board layout, wide or phone (bot/layouts.py)."""
from __future__ import annotations

from ..i18n import i18n
from ..session import Refusal
from .base import App, Actor, Place, Replier, refuse


async def do_layout(ctx: Replier, app: App, place: Place, actor: Actor, layout: str) -> None:
    """The actor's own board layout (user setting ``layout``) for the pictures they ask for."""
    from ..layouts import KEY, LAYOUTS

    if layout not in LAYOUTS:
        await refuse(ctx, actor, Refusal("settings-layout-unknown", layout=layout))
        return
    await app.store.update_user_settings(actor.id, {KEY: layout})
    await ctx.private(i18n.t(actor.locale, "settings-layout-set", layout=layout))


async def do_server_layout(ctx: Replier, app: App, place: Place, actor: Actor, layout: str) -> None:
    """The server's board layout (guild setting ``layout``) for public boards: members who may
    manage the server."""
    from ..layouts import KEY, LAYOUTS

    if place.guild_id is None or not actor.admin:
        await refuse(ctx, actor, Refusal("settings-layout-need-manage-server"))
        return
    if layout not in LAYOUTS:
        await refuse(ctx, actor, Refusal("settings-layout-unknown", layout=layout))
        return
    await app.store.update_guild_settings(place.guild_id, {KEY: layout})
    await ctx.private(i18n.t(actor.locale, "settings-server-layout-set", layout=layout))
