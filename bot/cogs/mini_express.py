"""/mx: Mini Express actions as slash commands, and the buttons on each turn message.

Every option autocompletes with the LEGAL choices only (from the engine's legal actions, through
bot.commands). Each turn message carries one button per legal share (draft or purchase), a select
per company listing the cities it may build into, and Pass when nothing else is possible. Their
custom ids carry the stored game id and the log sequence the message was built from, so a stale
button answers "the game moved on" instead of acting:

    vy:draft:<game>:<seq>:<company>   vy:buy:<game>:<seq>:<company>   vy:pass:<game>:<seq>
    vy:build:<game>:<seq>:<company>   (select; values are city ids)
    vy:wild:<game>:<seq>:<company>:<city>   (select; values are companies)
    vy:split:<game>:<seq>:<company>          experts' duel set-up: the split of the starting shares
    vy:choose:<game>:<seq>:<type>:<value>    a pending decision (Zlatý hřeb ``branch`` company,
                                             Přístavy ``port`` hex "col,row", V ruchu a spěchu
                                             ``next`` seat): one button per legal answer
    vy:hand:<game>                           Tajný dluh: "My secret", the presser's debt token, privately

The pending decisions and the split are also slash commands (/mx split | branch | port | next),
autocompleting the legal answers only (ports by the board's hex labels, e.g. "G8"; seats by name).
"""
from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from games.core import GameState, RuleError, get_game

from .. import commands as cmd
from ..i18n import i18n
from ..present import Presenter, hex_label
from ..session import Refusal, Sessions
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


class SplitButton(discord.ui.DynamicItem[discord.ui.Button],
                  template=r"^vy:split:(?P<game>\d+):(?P<seq>\d+):(?P<company>[a-z]+)$"):
    """Experts' duel set-up: name a company in the split of the starting shares."""

    def __init__(self, game_id: int, seq: int, company: str, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=clip(label or company, MAX_LABEL), style=discord.ButtonStyle.primary,
                                           custom_id=f"vy:split:{game_id}:{seq}:{company}"))
        self.game_id, self.seq, self.company = game_id, seq, company

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), int(match["seq"]), match["company"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await run_item(interaction, self)

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await do_action(ctx, app, place, actor, "split", {"company": self.company}, seen_seq=self.seq,
                        game_id=self.game_id)


#: Pending decision → (action type, its one field)
CHOICE_FIELDS = {"branch": "company", "port": "hex", "next": "player"}


class ChoiceButton(discord.ui.DynamicItem[discord.ui.Button],
                   template=r"^vy:choose:(?P<game>\d+):(?P<seq>\d+):(?P<type>branch|port|next):(?P<value>[\w,]+)$"):
    """One legal answer to the pending decision (western branch, port, next player)."""

    def __init__(self, game_id: int, seq: int, action_type: str, value: str, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=clip(label or value, MAX_LABEL), style=discord.ButtonStyle.primary,
                                           custom_id=f"vy:choose:{game_id}:{seq}:{action_type}:{value}"))
        self.game_id, self.seq, self.action_type, self.value = game_id, seq, action_type, value

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), int(match["seq"]), match["type"], match["value"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await run_item(interaction, self)

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await do_action(ctx, app, place, actor, self.action_type, {CHOICE_FIELDS[self.action_type]: self.value},
                        seen_seq=self.seq, game_id=self.game_id)


class HandButton(discord.ui.DynamicItem[discord.ui.Button], template=r"^vy:hand:(?P<game>\d+)$"):
    """Tajný dluh: "My secret" — the presser's own debt token, answered privately (as /game hand)."""

    def __init__(self, game_id: int, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=clip(label or "…", MAX_LABEL), style=discord.ButtonStyle.secondary,
                                           custom_id=f"vy:hand:{game_id}"))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await run_item(interaction, self)

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await do_secret(ctx, app, place, actor, self.game_id)


DYNAMIC_ITEMS = (MoveButton, BuildSelect, WildSelect, SplitButton, ChoiceButton, HandButton)


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


def label_of(state: GameState, locale: str):
    """``label(field, value)`` for Mini Express choices: the Presenter's words, ports by the
    board's hex labels ("G8") and seats by the player's name."""
    base = Presenter(locale).labeler(state)

    def label(field: str, value) -> str:
        if field == "hex" and isinstance(value, (list, tuple)) and len(value) == 2:
            return hex_label(value)
        if field == "player" and isinstance(value, int) and 0 <= value < len(state.seats):
            return state.seats[value].name
        return base(field, value)

    return label


def secret_pending(state: GameState) -> bool:
    """Tajný dluh is played and the tokens are not revealed yet."""
    return getattr(state, "debts", None) is not None and not getattr(state, "debt_revealed", False)


def split_label(state: GameState, locale: str, company: str) -> str:
    step = min(len(getattr(state, "split_picks", []) or []), 2)
    return _t(locale, f"button-split-{('both', 'shared', 'both')[step]}", company=company)


def choice_buttons(state: GameState, game_id: int, seq: int, locale: str, legal) -> list[discord.ui.Item]:
    """One button per legal answer to the pending decision (or per company of the split)."""
    label = label_of(state, locale)
    out: list[discord.ui.Item] = []
    for a in legal:
        if a.type == "split":
            out.append(SplitButton(game_id, seq, a.company, split_label(state, locale, a.company)))
        elif a.type in CHOICE_FIELDS:
            field = CHOICE_FIELDS[a.type]
            value = getattr(a, field)
            words = label(field, value)
            text = (_t(locale, "button-choose-branch", company=value) if a.type == "branch"
                    else i18n.t(locale, f"button-choose-{a.type}", value=words))
            out.append(ChoiceButton(game_id, seq, a.type, cmd.encode(value), text))
    return out


def turn_view(state: GameState, game_id: int, seq: int, locale: str) -> discord.ui.View | None:
    """Buttons and selects for the common choices of the player to act."""
    seat = state.to_act()
    if seat is None or state.seats[seat].kind != "human":
        return None
    view = discord.ui.View(timeout=None)
    legal = state.legal_actions(seat)
    choices = choice_buttons(state, game_id, seq, locale, legal)
    secret = HandButton(game_id, i18n.t(locale, "button-my-secret")) if secret_pending(state) else None
    if choices:  # the split or a pending decision: nothing else is legal now
        for i, button in enumerate(choices[:20]):
            button.row = i // 5
            view.add_item(button)
        if secret is not None and len(view.children) < 25:
            secret.row = min(len(choices) // 5 + (1 if len(choices) % 5 else 0), 4)
            view.add_item(secret)
        return view
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
    if secret is not None:  # Tajný dluh: "My secret" on the first row (at most 4 shares beside it)
        buttons = [*buttons[:4], secret]
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


def start_notes(state: GameState, locale: str) -> list[str]:
    """Lines of the public start message: with Tajný dluh, how each player sees their own token
    (never the token itself: Discord has no private message without an interaction)."""
    return [i18n.t(locale, "debt-start-note")] if secret_pending(state) else []


def _register_start_notes() -> None:
    from . import lobby

    lobby.START_NOTES[GAME_ID] = start_notes


_register_start_notes()


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


async def do_secret(ctx: Replier, app: App, place: Place, actor: Actor, game_id: int) -> None:
    """"My secret": the presser's own debt token (``private_info``), only for them."""
    from .lobby import do_hand

    live = await current_live(app, place)
    if live is None or live.game.id != game_id:
        await refuse(ctx, actor, Refusal("refuse-state-changed"), live)
        return
    await do_hand(ctx, app, place, actor)


def _typed_value(state: GameState, seat: int, action_type: str, field: str, typed: str, locale: str) -> str:
    """A typed answer (a value, a hex label such as "G8", a player's name) as the legal value it
    names; RuleError listing the legal answers when it names none."""
    label = label_of(state, locale)
    options = cmd.choices(state, seat, action_type, field, {}, label)
    pick = cmd._pick(options, typed, field)
    if pick is None:
        raise RuleError("error-no-such-choice", "actions", field=field, typed=typed,
                        options=", ".join(c.label for c in options[:10]) or "—")
    return pick.value


PROBES = {"company": "lumber", "hex": (0, 0), "player": 0}  # any well-formed value


async def do_choice(ctx: Replier, app: App, place: Place, actor: Actor, action_type: str, field: str,
                    typed: str) -> None:
    """/mx split | branch | port | next: one answer, typed or picked from the autocomplete."""
    live = None
    try:
        live, seat = await check_turn(app, place, actor)
        if action_type not in [a.type for a in live.state.legal_actions(seat)]:
            # not asked now: the engine says why (no decision pending, not the experts' duel…)
            probe = {"type": action_type, "seat": seat, field: PROBES[field]}
            live.state.clone().apply(get_game(live.game.game).parse_action(probe))
            raise RuleError("error-bad-action", "actions", detail=action_type)
        typed = _typed_value(live.state, seat, action_type, field, typed or "", actor.locale)
    except (Refusal, RuleError) as err:
        await refuse(ctx, actor, err, live or await current_live(app, place))
        return
    await do_action(ctx, app, place, actor, action_type, {field: typed})


async def complete_choice(app: App, place: Place, actor: Actor, action_type: str, field: str,
                          typed: str) -> list[cmd.Choice]:
    """Autocomplete of the split and the pending decisions: the legal answers, labelled."""
    try:
        live = await app.sessions.live(place.channel_id)
    except Refusal:
        return []
    seat = Sessions.seat_of(live, actor.id)
    if seat is None or live.state.to_act() != seat:
        return []
    found = cmd.choices(live.state, seat, action_type, field, {}, label_of(live.state, actor.locale), typed)
    return [cmd.Choice(c.value, clip(c.label, MAX_OPTION)) for c in found][: cmd.MAX_CHOICES]


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

    # -- the experts' split and the pending decisions of the variants
    async def _choose(self, interaction: discord.Interaction, action_type: str, field: str, value: str) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await do_choice(ctx, self.app, place, actor, action_type, field, value)

    async def _complete(self, interaction: discord.Interaction, action_type: str, field: str, current: str):
        guild_id = interaction.guild_id
        place = Place(guild_id, interaction.channel_id or 0)
        actor = Actor(interaction.user.id, interaction.user.name,
                      await self.app.reader_locale(interaction.user.id, guild_id, interaction.locale))
        found = await complete_choice(self.app, place, actor, action_type, field, current or "")
        return [app_commands.Choice(name=c.label, value=c.value) for c in found]

    @mx.command(name=ls("cmd-mx-split-name"), description=ls("cmd-mx-split-desc"))
    @app_commands.rename(company=ls("opt-company-name"))
    @app_commands.describe(company=ls("opt-company-desc"))
    async def split(self, interaction: discord.Interaction, company: str) -> None:
        await self._choose(interaction, "split", "company", company)

    @split.autocomplete("company")
    async def split_company(self, interaction: discord.Interaction, current: str):
        return await self._complete(interaction, "split", "company", current)

    @mx.command(name=ls("cmd-mx-branch-name"), description=ls("cmd-mx-branch-desc"))
    @app_commands.rename(company=ls("opt-company-name"))
    @app_commands.describe(company=ls("opt-company-desc"))
    async def branch(self, interaction: discord.Interaction, company: str) -> None:
        await self._choose(interaction, "branch", "company", company)

    @branch.autocomplete("company")
    async def branch_company(self, interaction: discord.Interaction, current: str):
        return await self._complete(interaction, "branch", "company", current)

    @mx.command(name=ls("cmd-mx-port-name"), description=ls("cmd-mx-port-desc"))
    @app_commands.rename(hex=ls("opt-hex-name"))
    @app_commands.describe(hex=ls("opt-hex-desc"))
    async def port(self, interaction: discord.Interaction, hex: str) -> None:  # noqa: A002 (the field's name)
        await self._choose(interaction, "port", "hex", hex)

    @port.autocomplete("hex")
    async def port_hex(self, interaction: discord.Interaction, current: str):
        return await self._complete(interaction, "port", "hex", current)

    @mx.command(name=ls("cmd-mx-next-name"), description=ls("cmd-mx-next-desc"))
    @app_commands.rename(player=ls("opt-player-name"))
    @app_commands.describe(player=ls("opt-player-desc"))
    async def next_(self, interaction: discord.Interaction, player: str) -> None:
        await self._choose(interaction, "next", "player", player)

    @next_.autocomplete("player")
    async def next_player(self, interaction: discord.Interaction, current: str):
        return await self._complete(interaction, "next", "player", current)
