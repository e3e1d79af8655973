"""/rules query [game]: look up a rule. One matching section → an embed; several → a pick list
(a select, ``vy:rules:<game>``, whose values are section ids); none → a hint. Only the asker sees
the answer. The query autocompletes with section titles in the reader's language."""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands


from ...commands import rules
from ...faces import faces
from ...words.i18n import i18n
from ..translator import game_choice, ls
from ..talk import Actor, Place, Replier, clip, MAX_OPTION
from .base import from_interaction, Handled

if TYPE_CHECKING:
    from ..app import App

EMBED_COLOUR = 0x2F6B3A


def section_embed(locale: str, sec: rules.RuleSection) -> discord.Embed:
    embed = discord.Embed(title=sec.title(locale), description=sec.body(locale), colour=EMBED_COLOUR)
    embed.set_footer(text=i18n.t(locale, "rules-source"))
    return embed


class RulesSelect(Handled, discord.ui.DynamicItem[discord.ui.Select], template=r"^vy:rules:(?P<game>[a-z0-9-]+)$"):
    """Pick one of several matching rule sections."""

    def __init__(self, game_id: str, options: list[discord.SelectOption] | None = None,
                 placeholder: str | None = None) -> None:
        super().__init__(discord.ui.Select(custom_id=f"vy:rules:{game_id}", placeholder=placeholder,
                                           options=options or [discord.SelectOption(label=game_id, value=game_id)]))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(match["game"])

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await do_rules(ctx, app, place, actor, values[0] if values else "", self.game_id)


DYNAMIC_ITEMS = (RulesSelect,)


async def channel_game(app: App, place: Place) -> str:
    """The game the channel is playing (for /rules without a game), else the first registered one."""
    g = await app.store.active_game(place.channel_id)
    return g.game if g is not None else faces()[0].game_id


async def do_rules(ctx: Replier, app: App, place: Place, actor: Actor, query: str,
                   game_id: str | None = None) -> None:
    game_id = game_id or await channel_game(app, place)
    locale = actor.locale
    exact = rules.section(game_id, query)  # an autocompleted id
    result = rules.search(game_id, query, locale) if exact is None else None
    sec = exact or (result.section if result else None)
    if sec is not None:
        await ctx.private("", embed=section_embed(locale, sec))
        return
    if result is not None and result.ambiguous:
        options = [discord.SelectOption(label=clip(title, MAX_OPTION), value=sid)
                   for title, sid in result.choices(locale)]
        view = discord.ui.View(timeout=None)
        view.add_item(RulesSelect(game_id, options, i18n.t(locale, "rules-pick-placeholder")))
        titles = ", ".join(t for t, _ in result.choices(locale))
        await ctx.private(clip(i18n.t(locale, "rules-pick", query=query, options=titles), 2000), view=view)
        return
    if not rules.load_rules(game_id):
        await ctx.private(i18n.t(locale, "rules-no-rules", game=i18n.game_name(locale, game_id)))
        return
    await ctx.private(i18n.t(locale, "rules-no-match", query=query))


class RulesCog(commands.Cog):
    """/rules query [game]"""

    def __init__(self, app: App) -> None:
        self.app = app

    @app_commands.command(name=ls("cmd-rules-name"), description=ls("cmd-rules-desc"))
    @app_commands.guild_only()
    @app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)
    @app_commands.allowed_installs(guilds=True, users=False)
    @app_commands.rename(query=ls("opt-query-name"), game=ls("opt-game-name"))
    @app_commands.describe(query=ls("opt-query-desc"), game=ls("opt-game-desc"))
    @app_commands.choices(game=[app_commands.Choice(name=game_choice(f.game_id), value=f.game_id) for f in faces()])
    async def rules_command(self, interaction: discord.Interaction, query: str, game: str | None = None) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await do_rules(ctx, self.app, place, actor, query, game)

    @rules_command.autocomplete("query")
    async def query_autocomplete(self, interaction: discord.Interaction, current: str):
        game = getattr(interaction.namespace, i18n.t("en", "opt-game-name"), None)
        place = Place(interaction.guild_id, interaction.channel_id or 0)
        locale = await self.app.reader_locale(interaction.user.id, interaction.guild_id, interaction.locale)
        game = game or await channel_game(self.app, place)
        return [app_commands.Choice(name=clip(title, MAX_OPTION), value=sid)
                for title, sid in rules.autocomplete(game, current or "", locale)]
