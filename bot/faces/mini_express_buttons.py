"""Mini Express's turn components (its face's ``turn_view``): a button per legal share (draft or
purchase), a select per company listing the cities it may build into, Pass when nothing else is
possible, and one button per legal answer to a pending decision. Custom ids carry the stored game
id and the log sequence the message was built from, so a stale button answers "the game moved on":

    vy:draft:<game>:<seq>:<company>   vy:buy:<game>:<seq>:<company>   vy:pass:<game>:<seq>
    vy:build:<game>:<seq>:<company>   (select; values are city ids)
    vy:wild:<game>:<seq>:<company>:<city>   (select; values are companies)
    vy:split:<game>:<seq>:<company>          experts' duel set-up: the split of the starting shares
    vy:choose:<game>:<seq>:<type>:<value>    a pending decision (Zlatý hřeb ``branch`` company,
                                             Přístavy ``port`` hex "col,row", V ruchu a spěchu
                                             ``next`` seat): one button per legal answer
    vy:hand:<game>                           Tajný dluh: "My secret", the presser's debt token, privately

The slash commands (/mx …) are generated from the action models like every game's.
"""
from __future__ import annotations

import discord

from vypravci.games.core import GameState, RuleError

from .. import commands as cmd
from ..cogs.base import (
    App, Actor, Place, Replier, check_turn, clip, current_live, do_action, refuse, Handled, MAX_LABEL, MAX_OPTION,
)
from ..i18n import i18n
from ..present import Presenter
from ..session import Refusal
from .mini_express import secret_pending

MAX_SELECT = 25  # options per select menu


def _t(locale: str, key: str, **params) -> str:
    """A message whose params may include a company (declined in Czech: $company_gen …)."""
    return i18n.t(locale, key, **i18n.localize_params(locale, params))


# ---------------------------------------------------------------------------------------- items
class MoveButton(Handled, discord.ui.DynamicItem[discord.ui.Button],
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

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        args = {"company": self.company} if self.company else {}
        await do_action(ctx, app, place, actor, self.action_type, args, seen_seq=self.seq, game_id=self.game_id)


class BuildSelect(Handled, discord.ui.DynamicItem[discord.ui.Select],
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

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await do_build_pick(ctx, app, place, actor, self.game_id, self.seq, self.company, values[0] if values else "")


class WildSelect(Handled, discord.ui.DynamicItem[discord.ui.Select],
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

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        args = {"company": self.company, "city": self.city, "wild": values[0] if values else ""}
        await do_action(ctx, app, place, actor, "build", args, seen_seq=self.seq, game_id=self.game_id)


class SplitButton(Handled, discord.ui.DynamicItem[discord.ui.Button],
                  template=r"^vy:split:(?P<game>\d+):(?P<seq>\d+):(?P<company>[a-z]+)$"):
    """Experts' duel set-up: name a company in the split of the starting shares."""

    def __init__(self, game_id: int, seq: int, company: str, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=clip(label or company, MAX_LABEL), style=discord.ButtonStyle.primary,
                                           custom_id=f"vy:split:{game_id}:{seq}:{company}"))
        self.game_id, self.seq, self.company = game_id, seq, company

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), int(match["seq"]), match["company"])

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await do_action(ctx, app, place, actor, "split", {"company": self.company}, seen_seq=self.seq,
                        game_id=self.game_id)


#: Pending decision → (action type, its one field)
CHOICE_FIELDS = {"branch": "company", "port": "hex", "next": "player"}


class ChoiceButton(Handled, discord.ui.DynamicItem[discord.ui.Button],
                   template=r"^vy:choose:(?P<game>\d+):(?P<seq>\d+):(?P<type>branch|port|next):(?P<value>[\w,]+)$"):
    """One legal answer to the pending decision (western branch, port, next player)."""

    def __init__(self, game_id: int, seq: int, action_type: str, value: str, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=clip(label or value, MAX_LABEL), style=discord.ButtonStyle.primary,
                                           custom_id=f"vy:choose:{game_id}:{seq}:{action_type}:{value}"))
        self.game_id, self.seq, self.action_type, self.value = game_id, seq, action_type, value

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), int(match["seq"]), match["type"], match["value"])

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await do_action(ctx, app, place, actor, self.action_type, {CHOICE_FIELDS[self.action_type]: self.value},
                        seen_seq=self.seq, game_id=self.game_id)


class HandButton(Handled, discord.ui.DynamicItem[discord.ui.Button], template=r"^vy:hand:(?P<game>\d+)$"):
    """Tajný dluh: "My secret" — the presser's own debt token, answered privately (as /game hand)."""

    def __init__(self, game_id: int, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=clip(label or "…", MAX_LABEL), style=discord.ButtonStyle.secondary,
                                           custom_id=f"vy:hand:{game_id}"))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]))

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


def split_label(state: GameState, locale: str, company: str) -> str:
    step = min(len(getattr(state, "split_picks", []) or []), 2)
    return _t(locale, f"button-split-{('both', 'shared', 'both')[step]}", company=company)


def choice_buttons(state: GameState, game_id: int, seq: int, locale: str, legal) -> list[discord.ui.Item]:
    """One button per legal answer to the pending decision (or per company of the split)."""
    label = Presenter(locale).labeler(state)
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
    from ..cogs.lobby import do_hand

    live = await current_live(app, place)
    if live is None or live.game.id != game_id:
        await refuse(ctx, actor, Refusal("refuse-state-changed"), live)
        return
    await do_hand(ctx, app, place, actor)
