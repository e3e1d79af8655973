"""/mx: Mini Express actions as slash commands, and the buttons on each turn message.

Every option autocompletes with the LEGAL choices only (from the engine's legal actions, through
bot.commands). Each turn message carries one button per legal share (draft or purchase), a select
per company listing the cities it may build into, and Pass when nothing else is possible. Their
custom ids carry the stored game id and the log sequence the message was built from, so a stale
button answers "the game moved on" instead of acting:

    vy:draft:<game>:<seq>:<company>   vy:buy:<game>:<seq>:<company>   vy:pass:<game>:<seq>
    vy:build:<game>:<seq>:<company>   (select; values are city ids)
    vy:wild:<game>:<seq>:<company>:<city>   (select; values are companies)
"""
from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from games.core import GameState, RuleError

from ..i18n import i18n
from ..present import Presenter
from ..session import Refusal
from ..translator import ls
from .base import (
    TURN_VIEWS, App, Actor, Place, Replier, check_turn, clip, complete, current_live, do_action,
    from_interaction, refuse, run_item, MAX_LABEL, MAX_OPTION,
)

GAME_ID = "mini-express"
MAX_SELECT = 25  # options per select menu


def _t(locale: str, key: str, **params) -> str:
    """A message whose params may include a company (declined in Czech: $company_gen …)."""
    return i18n.t(locale, key, **i18n.localize_params(locale, params))


# ---------------------------------------------------------------------------------------- items
class MoveButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=r"^vy:(?P<type>draft|buy|pass):(?P<game>\d+):(?P<seq>\d+)(?::(?P<company>[a-z]+))?$"):
    """Take a starting share, buy a share, or pass — for the player to act."""

    def __init__(self, action_type: str, game_id: int, seq: int, company: str | None = None,
                 label: str = "", style: discord.ButtonStyle = discord.ButtonStyle.primary) -> None:
        custom_id = f"vy:{action_type}:{game_id}:{seq}" + (f":{company}" if company else "")
        super().__init__(discord.ui.Button(label=clip(label or action_type, MAX_LABEL), style=style,
                                           custom_id=custom_id))
        self.action_type, self.game_id, self.seq, self.company = action_type, game_id, seq, company

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(match["type"], int(match["game"]), int(match["seq"]), match["company"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await run_item(interaction, self)

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        args = {"company": self.company} if self.company else {}
        await do_action(ctx, app, place, actor, self.action_type, args, seen_seq=self.seq, game_id=self.game_id)


class BuildSelect(discord.ui.DynamicItem[discord.ui.Select],
                  template=r"^vy:build:(?P<game>\d+):(?P<seq>\d+):(?P<company>[a-z]+)$"):
    """The cities one company may build into now."""

    def __init__(self, game_id: int, seq: int, company: str,
                 options: list[discord.SelectOption] | None = None, placeholder: str | None = None) -> None:
        super().__init__(discord.ui.Select(custom_id=f"vy:build:{game_id}:{seq}:{company}",
                                           placeholder=placeholder,
                                           options=options or [discord.SelectOption(label=company, value=company)]))
        self.game_id, self.seq, self.company = game_id, seq, company

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), int(match["seq"]), match["company"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await run_item(interaction, self)

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await do_build_pick(ctx, app, place, actor, self.game_id, self.seq, self.company, values[0] if values else "")


class WildSelect(discord.ui.DynamicItem[discord.ui.Select],
                 template=r"^vy:wild:(?P<game>\d+):(?P<seq>\d+):(?P<company>[a-z]+):(?P<city>[\w-]+)$"):
    """Which company gains the influence of a wild demand symbol."""

    def __init__(self, game_id: int, seq: int, company: str, city: str,
                 options: list[discord.SelectOption] | None = None, placeholder: str | None = None) -> None:
        super().__init__(discord.ui.Select(custom_id=f"vy:wild:{game_id}:{seq}:{company}:{city}",
                                           placeholder=placeholder,
                                           options=options or [discord.SelectOption(label=company, value=company)]))
        self.game_id, self.seq, self.company, self.city = game_id, seq, company, city

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), int(match["seq"]), match["company"], match["city"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await run_item(interaction, self)

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        args = {"company": self.company, "city": self.city, "wild": values[0] if values else ""}
        await do_action(ctx, app, place, actor, "build", args, seen_seq=self.seq, game_id=self.game_id)


DYNAMIC_ITEMS = (MoveButton, BuildSelect, WildSelect)


# ---------------------------------------------------------------------------------------- views
def build_options(state: GameState, seat: int, locale: str) -> dict[str, list[tuple[str, str]]]:
    """Legal build targets per company: [(city id, label)], nearest first (≤ 25 each)."""
    p = Presenter(locale)
    found: dict[str, dict[str, int]] = {}
    for a in state.legal_actions(seat):
        if a.type == "build":
            need = state.build_targets(a.company).get(a.city, 0)
            trains = need[0] if isinstance(need, tuple) else need  # (trains, routes) or trains
            found.setdefault(a.company, {})[a.city] = trains
    out = {}
    for company, cities in found.items():
        ordered = sorted(cities.items(), key=lambda kv: (kv[1], p.choice_label(state, "city", kv[0])))
        out[company] = [(city, _t(locale, "select-build-option", city=p.choice_label(state, "city", city),
                                  count=trains)) for city, trains in ordered[:MAX_SELECT]]
    return out


def turn_view(state: GameState, game_id: int, seq: int, locale: str) -> discord.ui.View | None:
    """Buttons and selects for the common choices of the player to act."""
    seat = state.to_act()
    if seat is None or state.seats[seat].kind != "human":
        return None
    view = discord.ui.View(timeout=None)
    legal = state.legal_actions(seat)
    buttons = []
    for a in legal:
        if a.type == "draft":
            buttons.append(MoveButton("draft", game_id, seq, a.company, _t(locale, "button-draft", company=a.company),
                                      discord.ButtonStyle.primary))
        elif a.type == "buy":
            buttons.append(MoveButton("buy", game_id, seq, a.company,
                                      _t(locale, "button-buy", company=a.company, cost=state.buy_cost(a.company)),
                                      discord.ButtonStyle.success))
        elif a.type == "pass":
            buttons.append(MoveButton("pass", game_id, seq, None, i18n.t(locale, "button-pass"),
                                      discord.ButtonStyle.secondary))
    for button in buttons[:5]:  # the first row: shares (at most 4) or Pass
        button.row = 0
        view.add_item(button)
    for row, (company, cities) in enumerate(build_options(state, seat, locale).items(), 1):
        if row > 4:
            break
        options = [discord.SelectOption(label=clip(label, MAX_OPTION), value=city) for city, label in cities]
        item = BuildSelect(game_id, seq, company, options,
                           clip(_t(locale, "select-build-placeholder", company=company), MAX_OPTION))
        item.row = row
        view.add_item(item)
    return view if view.children else None


TURN_VIEWS[GAME_ID] = turn_view


def wild_view(state: GameState, game_id: int, seq: int, company: str, city: str, locale: str) -> discord.ui.View:
    options = [discord.SelectOption(label=clip(i18n.company_name(locale, c), MAX_OPTION), value=c)
               for c in state.wild_choices(city) if c]
    view = discord.ui.View(timeout=None)
    view.add_item(WildSelect(game_id, seq, company, city, options,
                             clip(i18n.t(locale, "select-wild-placeholder"), MAX_OPTION)))
    return view


# ---------------------------------------------------------------------------------------- handlers
async def do_build_pick(ctx: Replier, app: App, place: Place, actor: Actor, game_id: int, seq: int,
                        company: str, city: str) -> None:
    """A city picked from a build select: build by the first shortest route; if the city's demand
    token has a wild symbol, first ask (privately) which company gains the influence."""
    live = None
    try:
        live, seat = await check_turn(app, place, actor, seq, game_id)
        wilds = [c for c in live.state.wild_choices(city) if c]
    except (Refusal, RuleError) as err:
        await refuse(ctx, actor, err, live or await current_live(app, place))
        return
    if wilds:
        p = Presenter(actor.locale)
        text = i18n.t(actor.locale, "select-wild-prompt", city=p.choice_label(live.state, "city", city))
        await ctx.private(text, view=wild_view(live.state, game_id, seq, company, city, actor.locale))
        return
    await do_action(ctx, app, place, actor, "build", {"company": company, "city": city},
                    seen_seq=seq, game_id=game_id)


# ---------------------------------------------------------------------------------------- cog
def option_name(field: str) -> str:
    """The option's base (English) name: what Discord reports in the interaction namespace."""
    return i18n.t("en", f"opt-{field}-name")


async def autocomplete(app: App, interaction: discord.Interaction, action_type: str, field: str,
                       current: str, others: tuple[str, ...]) -> list[app_commands.Choice[str]]:
    guild_id = interaction.guild_id
    place = Place(guild_id, interaction.channel_id or 0)
    actor = Actor(interaction.user.id, interaction.user.name,
                  await app.reader_locale(interaction.user.id, guild_id, interaction.locale))
    partial = {f: getattr(interaction.namespace, option_name(f), None) for f in others}
    found = await complete(app, place, actor, action_type, field, partial, current or "")
    return [app_commands.Choice(name=c.label, value=c.value) for c in found]


class MiniExpressCog(commands.Cog):
    """/mx draft | buy | build | pass"""

    mx = app_commands.Group(name=ls("cmd-mx-name"), description=ls("cmd-mx-desc"), guild_only=True,
                                allowed_contexts=app_commands.AppCommandContext(guild=True))

    def __init__(self, app: App) -> None:
        self.app = app

    async def _act(self, interaction: discord.Interaction, action_type: str, args: dict) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await do_action(ctx, self.app, place, actor, action_type, args)

    # -- draft
    @mx.command(name=ls("cmd-mx-draft-name"), description=ls("cmd-mx-draft-desc"))
    @app_commands.rename(company=ls("opt-company-name"))
    @app_commands.describe(company=ls("opt-company-desc"))
    async def draft(self, interaction: discord.Interaction, company: str) -> None:
        await self._act(interaction, "draft", {"company": company})

    @draft.autocomplete("company")
    async def draft_company(self, interaction: discord.Interaction, current: str):
        return await autocomplete(self.app, interaction, "draft", "company", current, ())

    # -- buy
    @mx.command(name=ls("cmd-mx-buy-name"), description=ls("cmd-mx-buy-desc"))
    @app_commands.rename(company=ls("opt-company-name"))
    @app_commands.describe(company=ls("opt-company-desc"))
    async def buy(self, interaction: discord.Interaction, company: str) -> None:
        await self._act(interaction, "buy", {"company": company})

    @buy.autocomplete("company")
    async def buy_company(self, interaction: discord.Interaction, current: str):
        return await autocomplete(self.app, interaction, "buy", "company", current, ())

    # -- build
    @mx.command(name=ls("cmd-mx-build-name"), description=ls("cmd-mx-build-desc"))
    @app_commands.rename(company=ls("opt-company-name"), city=ls("opt-city-name"), route=ls("opt-route-name"),
                         wild=ls("opt-wild-name"))
    @app_commands.describe(company=ls("opt-company-desc"), city=ls("opt-city-desc"), route=ls("opt-route-desc"),
                           wild=ls("opt-wild-desc"))
    async def build(self, interaction: discord.Interaction, company: str, city: str, route: str | None = None,
                    wild: str | None = None) -> None:
        await self._act(interaction, "build", {"company": company, "city": city, "route": route, "wild": wild})

    @build.autocomplete("company")
    async def build_company(self, interaction: discord.Interaction, current: str):
        return await autocomplete(self.app, interaction, "build", "company", current, ())

    @build.autocomplete("city")
    async def build_city(self, interaction: discord.Interaction, current: str):
        return await autocomplete(self.app, interaction, "build", "city", current, ("company",))

    @build.autocomplete("route")
    async def build_route(self, interaction: discord.Interaction, current: str):
        return await autocomplete(self.app, interaction, "build", "route", current, ("company", "city"))

    @build.autocomplete("wild")
    async def build_wild(self, interaction: discord.Interaction, current: str):
        return await autocomplete(self.app, interaction, "build", "wild", current, ("company", "city"))

    # -- pass
    @mx.command(name=ls("cmd-mx-pass-name"), description=ls("cmd-mx-pass-desc"))
    async def pass_(self, interaction: discord.Interaction) -> None:
        await self._act(interaction, "pass", {})
