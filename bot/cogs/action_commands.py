"""Slash commands and turn components generated from a game's action models (any game).

A :class:`Face` names a game and its command prefix. :func:`build_group` turns every action model
of the game into one subcommand of ``/<prefix>``: the model's fields (``seat`` and ``type``
aside) become string options that autocomplete with the LEGAL values only (bot/commands.py), a
field without a default is required. Action types and fields added to the engine later appear
without code changes; their words come from the locale when it has them:

    cmd-<prefix>-name / -desc                 the group
    cmd-<prefix>-<type>-name / -desc          one subcommand (``type`` with "-" for "_")
    opt-<field>-name                          an option's name (the English one is the field name)
    opt-<prefix>-<field>-desc, opt-<field>-desc   its description (the game's own wording first)
    button-<prefix>-<type>                    the label of a one-press button for that action

and otherwise from the code (the field or type name, the model's docstring). The commands are
built with discord.py's public API: a coroutine whose ``__signature__`` lists the options, passed
to ``app_commands.Command`` together with ``app_commands.rename``/``describe``.

Turn components (:func:`turn_view`) pick any action step by step, one select per legal action
type; an action type with one legal action is a button. Each step narrows the legal actions by
the next field whose values differ; once at most a few remain (or one field is left) the select
lists them whole. Custom ids carry the stored game, the move number, the type and what has been
picked so far (field index = encoded value), so a stale component answers "the game moved on":

    vy:act:<game>:<seq>:<type>                  (button) the only legal action of that type
    vy:pick:<game>:<seq>:<type>[:<i>=<value>…]  (select) values "#<n>" (the n-th legal action that
                                                matches) or "<i>=<value>" (one more field)
    vy:mine:<game>:<seq>                        (button) "show my choice": the choices of a secret
                                                decision, answered privately to the player to act

Only the first step is public; every further step is answered privately to the player to act.
When the game's ``games/<game>/private.py`` says the current decision shows secret cards
(``secret_decision``), the public message carries only the "show my choice" button.
"""
from __future__ import annotations

import inspect
import re
from dataclasses import dataclass
from typing import Any, Optional

import discord
from discord import app_commands

from vypravci.games.core import GameState, RuleError, get_game

from .. import commands as cmd
from ..faces import Face, face_of
from ..i18n import i18n
from ..present import secret_choice
from ..session import Refusal, Sessions
from ..translator import ls
from .base import (
    Presenter, guild_only,
    App, Actor, Place, Replier, check_turn, clip, complete, current_live, do_action, from_interaction, refuse,
    Handled, MAX_LABEL, MAX_OPTION,
)

MAX_SELECT = 25  # options per select menu
MAX_ROWS = 5  # component rows per message
WHOLE = 10  # list the remaining actions whole once at most this many match
MAX_CUSTOM_ID = 100
MAX_PLACEHOLDER = 150


# ---------------------------------------------------------------------------------------- words
def kebab(action_type: str) -> str:
    return action_type.replace("_", "-")


def model_of(game_id: str, action_type: str):
    for model in get_game(game_id).action_types:
        if model.model_fields["type"].default == action_type:
            return model
    raise RuleError("error-bad-action", "actions", detail=action_type)


def model_fields(model) -> list[str]:
    return [f for f in model.model_fields if f not in ("seat", "type")]


def _doc(model) -> str:
    text = " ".join((inspect.getdoc(model) or "").split("\n\n")[0].split())
    return clip(text or model.model_fields["type"].default, 100)


def _text(message_id: str, fallback: str) -> app_commands.locale_str | str:
    """A translatable string when the locale has ``message_id`` (in English), else plain text."""
    return ls(message_id) if i18n.has("en", message_id) else fallback


def option_name(field: str) -> str:
    """The option's base (English) name: what Discord reports in the interaction namespace."""
    return i18n.t("en", f"opt-{field}-name") if i18n.has("en", f"opt-{field}-name") else field


def _option_desc(prefix: str, field: str):
    for key in (f"opt-{prefix}-{field}-desc", f"opt-{field}-desc"):
        if i18n.has("en", key):
            return ls(key)
    return field.replace("_", " ")


def action_title(face: Face, action_type: str, locale: str) -> str:
    """A button's words for an action: ``button-<prefix>-<type>``, else the command's description."""
    for key in (f"button-{face.prefix}-{kebab(action_type)}", f"cmd-{face.prefix}-{kebab(action_type)}-desc"):
        text = i18n.lookup(locale, key)
        if text is not None:
            return text
    return action_type.replace("_", " ")


# ---------------------------------------------------------------------------------------- acting
async def filled_args(app: App, place: Place, actor: Actor, action_type: str,
                      args: dict[str, str | None]) -> tuple[dict[str, str | None], RuleError | None]:
    """``args`` with the omitted fields every matching legal action agrees on filled in (e.g. the
    only set of cards that carries goods between the two chosen cities), and the question to ask
    when the omitted fields still leave several actions (``commands.ambiguity``). Unchanged when
    the actor may not act now or the arguments do not fit (``do_action`` then says why)."""
    try:
        live = await app.sessions.live(place.channel_id)
    except Refusal:
        return args, None
    state = live.state
    seat = Sessions.seat_of(live, actor.id)
    if seat is None or state.to_act() != seat or action_type not in cmd.action_types(state):
        return args, None
    labeler = Presenter(actor.locale).labeler(state)
    try:
        action = cmd.fill_unique(state, seat, cmd.resolve(state, seat, action_type, args, labeler))
    except RuleError:
        return args, None
    out = dict(args)
    for field, value in action.items():
        if field not in ("type", "seat") and out.get(field) in (None, "") and value is not None:
            out[field] = cmd.encode(value)
    return out, cmd.ambiguity(state, seat, action, labeler)


async def act(ctx: Replier, app: App, place: Place, actor: Actor, action_type: str,
              args: dict[str, str | None], seen_seq: int | None = None, game_id: int | None = None):
    """``do_action`` after filling in what the legal actions leave no choice about; when the
    omitted options still leave a choice, the player is asked (privately) to say which."""
    args, unclear = await filled_args(app, place, actor, action_type, args)
    if unclear is not None:
        await refuse(ctx, actor, unclear, await current_live(app, place))
        return None
    if seen_seq is None and await _confirm_first(ctx, app, place, actor, action_type, args):
        return None  # the face asked the player to confirm (e.g. a tile lay under its preview)
    return await do_action(ctx, app, place, actor, action_type, args, seen_seq=seen_seq, game_id=game_id)


async def _confirm_first(ctx: Replier, app: App, place: Place, actor: Actor, action_type: str,
                         args: dict[str, str | None]) -> bool:
    """A typed command whose face shows a confirmation step first (its optional ``confirm_step``,
    answered privately) instead of applying at once; True when that step was shown."""
    live = await current_live(app, place)
    step = getattr(face_of(live.game.game), "confirm_step", None) if live is not None else None
    return bool(step and await step(ctx, app, place, actor, action_type, args))


async def complete_option(app: App, interaction: discord.Interaction, action_type: str, field: str,
                          current: str, others: tuple[str, ...]) -> list[app_commands.Choice[str]]:
    guild_id = interaction.guild_id
    place = Place(guild_id, interaction.channel_id or 0)
    actor = Actor(interaction.user.id, interaction.user.name,
                  await app.reader_locale(interaction.user.id, guild_id, interaction.locale))
    namespace = interaction.namespace
    partial = {f: getattr(namespace, option_name(f), None) for f in others}
    found = await complete(app, place, actor, action_type, field, partial, current or "")
    return [app_commands.Choice(name=c.label, value=c.value) for c in found]


# ---------------------------------------------------------------------------------------- commands
def _command_callback(app: App, action_type: str, fields: list[str], required: set[str]):
    async def callback(interaction: discord.Interaction, **values: Any) -> None:
        ctx, place, actor = await from_interaction(app, interaction)
        await act(ctx, app, place, actor, action_type, {f: values.get(f) for f in fields})

    params = [inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD,
                                annotation=discord.Interaction)]
    for f in sorted(fields, key=lambda f: f not in required):  # required first (Discord's order)
        if f in required:
            params.append(inspect.Parameter(f, inspect.Parameter.KEYWORD_ONLY, annotation=str))
        else:
            params.append(inspect.Parameter(f, inspect.Parameter.KEYWORD_ONLY, annotation=Optional[str],
                                            default=None))
    callback.__signature__ = inspect.Signature(params)  # what discord.py reads the options from
    callback.__name__ = callback.__qualname__ = re.sub(r"\W", "_", action_type)
    return callback


def _autocomplete(app: App, action_type: str, field: str, others: tuple[str, ...]):
    async def autocomplete(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await complete_option(app, interaction, action_type, field, current, others)

    return autocomplete


def build_command(app: App, face: Face, model) -> app_commands.Command:
    """One subcommand for one action model: an option per field, each autocompleting legal values."""
    action_type = model.model_fields["type"].default
    fields = model_fields(model)
    required = {f for f in fields if model.model_fields[f].is_required()}
    callback = _command_callback(app, action_type, fields, required)
    if fields:
        renames = {f: ls(f"opt-{f}-name") if i18n.has("en", f"opt-{f}-name") else f for f in fields}
        callback = app_commands.rename(**renames)(callback)
        callback = app_commands.describe(**{f: _option_desc(face.prefix, f) for f in fields})(callback)
    key = f"cmd-{face.prefix}-{kebab(action_type)}"
    command = app_commands.Command(name=_text(f"{key}-name", kebab(action_type)),
                                   description=_text(f"{key}-desc", _doc(model)), callback=callback)
    for i, field in enumerate(fields):
        command.autocomplete(field)(_autocomplete(app, action_type, field, tuple(fields[:i])))
    return command


def build_group(app: App, face: Face) -> app_commands.Group:
    """``/<prefix>`` with one subcommand per action type of the game (≤ 25, Discord's limit)."""
    group = app_commands.Group(name=_text(f"cmd-{face.prefix}-name", face.prefix),
                               description=_text(f"cmd-{face.prefix}-desc", get_game(face.game_id).name["en"]),
                               **guild_only())
    for model in get_game(face.game_id).action_types[:25]:
        group.add_command(build_command(app, face, model))
    return group


# ---------------------------------------------------------------------------------------- picking
def _parse_prefix(state: GameState, action_type: str, text: str) -> dict[str, str]:
    fields = cmd.fields_of(state, action_type)
    out: dict[str, str] = {}
    for part in filter(None, (text or "").split(":")):
        index, _, value = part.partition("=")
        if index.isdigit() and int(index) < len(fields):
            out[fields[int(index)]] = value
    return out


def _prefix_text(state: GameState, action_type: str, partial: dict[str, str]) -> str:
    fields = cmd.fields_of(state, action_type)
    return "".join(f":{fields.index(f)}={v}" for f, v in partial.items())


def legal_dicts(state: GameState, seat: int) -> list[dict]:
    return [a.to_dict() for a in state.legal_actions(seat)]


def matching(state: GameState, seat: int, action_type: str, partial: dict[str, str],
             legal: list[dict] | None = None) -> list[dict]:
    """Legal actions of one type agreeing with the picked (encoded) field values, in the engine's
    order (``legal``: the seat's legal actions as dicts, when already at hand)."""
    if legal is None:
        return cmd._matching(state, seat, action_type, partial)
    return [d for d in legal if d.get("type") == action_type
            and all(cmd.encode(d.get(k)) == v for k, v in partial.items() if v not in (None, ""))]


def _default(state: GameState, action_type: str, field: str):
    model = next(t for t in state.game.action_types if t.model_fields["type"].default == action_type)
    info = model.model_fields[field]
    return None if info.is_required() else info.default


def _varying(state: GameState, action_type: str, matches: list[dict], partial: dict[str, str]) -> list[str]:
    return [f for f in cmd.fields_of(state, action_type)
            if f not in partial and len({cmd.encode(m.get(f)) for m in matches}) > 1]


def whole_label(p: Presenter, state: GameState, action_type: str, action: dict, fields: list[str]) -> str:
    """An action by the fields that tell it apart (values at their default left out)."""
    parts = [p.choice_label(state, f, action.get(f)) for f in fields
             if action.get(f) is not None and action.get(f) != _default(state, action_type, f)]
    if not parts:
        parts = [p.choice_label(state, f, action.get(f)) for f in fields]
    return " · ".join(parts) or action_title_for(p, state, action_type)


def action_title_for(p: Presenter, state: GameState, action_type: str) -> str:
    return action_title(face_of(state.game.id), action_type, p.locale)


@dataclass
class Step:
    """What one select offers: its options [(value, label)], the partial choice it extends, and
    the field it asks for (None: whole actions)."""

    partial: dict[str, str]
    field: str | None
    options: list[tuple[str, str]]


def next_step(state: GameState, seat: int, action_type: str, partial: dict[str, str], locale: str,
              legal: list[dict] | None = None) -> Step:
    p = Presenter(locale)
    matches = matching(state, seat, action_type, partial, legal)
    if not matches:
        return field_step(state, seat, action_type, partial, p)
    varying = _varying(state, action_type, matches, partial)
    if len(matches) <= MAX_SELECT and (len(matches) <= WHOLE or len(varying) <= 1):
        options = [(f"#{i}", whole_label(p, state, action_type, m, varying)) for i, m in enumerate(matches)]
        return Step(partial, None, options)
    field = varying[0]
    index = cmd.fields_of(state, action_type).index(field)
    seen: dict[str, str] = {}
    for m in matches:
        value = cmd.encode(m.get(field))
        if value not in seen:
            seen[value] = p.choice_label(state, field, m.get(field))
    return Step(partial, field, [(f"{index}={v}", label) for v, label in list(seen.items())[:MAX_SELECT]])


def field_step(state: GameState, seat: int, action_type: str, partial: dict[str, str], p: Presenter) -> Step:
    """For an action the game does not list (chosen field by field): the next field with choices,
    from the game's ``choices`` (an empty step when none is left)."""
    fields = cmd.fields_of(state, action_type)
    for index, field in enumerate(fields):
        if field in partial:
            continue
        values = [v for v in cmd._values(state, seat, action_type, field, partial) if v is not None]
        if values:
            return Step(partial, field, [(f"{index}={cmd.encode(v)}", p.choice_label(state, field, v))
                                         for v in values[:MAX_SELECT]])
    return Step(partial, field=None, options=[])


def unlisted_ready(state: GameState, action_type: str, partial: dict[str, str]) -> bool:
    """Whether every required field of an unlisted action has been picked."""
    model = state.game.model_of(action_type)
    return all(partial.get(f) not in (None, "") for f in cmd.fields_of(state, action_type)
               if model.model_fields[f].is_required())


def _placeholder(state: GameState, seat: int, action_type: str, step: Step, locale: str,
                 legal: list[dict] | None = None) -> str:
    """"Transport goods: supply…" for a field step; for whole actions, the title and what all of
    them share ("Development move: train…")."""
    p = Presenter(locale)
    title = action_title_for(p, state, action_type)
    if step.field is not None:
        return clip(f"{title}: {option_name_in(locale, step.field)}…", MAX_PLACEHOLDER)
    matches = matching(state, seat, action_type, step.partial, legal)
    shared = [f for f in cmd.fields_of(state, action_type) if f not in step.partial and matches
              and len({cmd.encode(m.get(f)) for m in matches}) == 1]
    words = [p.choice_label(state, f, matches[0][f]) for f in shared
             if matches[0].get(f) is not None and matches[0].get(f) != _default(state, action_type, f)]
    return clip(f"{title}: {' · '.join(words)}…" if words else f"{title}…", MAX_PLACEHOLDER)


def option_name_in(locale: str, field: str) -> str:
    """An option's name as a reader sees it ("nabídkové město")."""
    return (i18n.lookup(locale, f"opt-{field}-name") or field).replace("_", " ")


class ActButton(Handled, discord.ui.DynamicItem[discord.ui.Button],
                template=r"^vy:act:(?P<game>\d+):(?P<seq>\d+):(?P<type>[a-z_]+)$"):
    """The only legal action of one type, in one press."""

    def __init__(self, game_id: int, seq: int, action_type: str, label: str = "",
                 style: discord.ButtonStyle = discord.ButtonStyle.primary) -> None:
        super().__init__(discord.ui.Button(label=clip(label or action_type, MAX_LABEL), style=style,
                                           custom_id=f"vy:act:{game_id}:{seq}:{action_type}"))
        self.game_id, self.seq, self.action_type = game_id, seq, action_type

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), int(match["seq"]), match["type"])

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await do_pick(ctx, app, place, actor, self.game_id, self.seq, self.action_type, "", None)


class PickSelect(Handled, discord.ui.DynamicItem[discord.ui.Select],
                 template=r"^vy:pick:(?P<game>\d+):(?P<seq>\d+):(?P<type>[a-z_]+)(?P<prefix>(?::\d+=[^:]*)*)$"):
    """One step of choosing an action: the next field, or the whole remaining actions."""

    def __init__(self, game_id: int, seq: int, action_type: str, prefix: str = "",
                 options: list[discord.SelectOption] | None = None, placeholder: str | None = None) -> None:
        super().__init__(discord.ui.Select(
            custom_id=f"vy:pick:{game_id}:{seq}:{action_type}{prefix}", placeholder=placeholder,
            options=options or [discord.SelectOption(label=action_type, value="#0")]))
        self.game_id, self.seq, self.action_type, self.prefix = game_id, seq, action_type, prefix

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), int(match["seq"]), match["type"], match["prefix"] or "")

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await do_pick(ctx, app, place, actor, self.game_id, self.seq, self.action_type, self.prefix,
                      values[0] if values else None)


class MineButton(Handled, discord.ui.DynamicItem[discord.ui.Button], template=r"^vy:mine:(?P<game>\d+):(?P<seq>\d+)$"):
    """"Show my choice": the choices of a secret decision, privately, for the player to act."""

    def __init__(self, game_id: int, seq: int, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=clip(label or "…", MAX_LABEL), style=discord.ButtonStyle.primary,
                                           custom_id=f"vy:mine:{game_id}:{seq}"))
        self.game_id, self.seq = game_id, seq

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), int(match["seq"]))

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await do_mine(ctx, app, place, actor, self.game_id, self.seq)


DYNAMIC_ITEMS = (ActButton, PickSelect, MineButton)


def _select(state: GameState, game_id: int, seq: int, action_type: str, step: Step, locale: str,
            legal: list[dict] | None = None) -> PickSelect | None:
    prefix = _prefix_text(state, action_type, step.partial)
    if len(f"vy:pick:{game_id}:{seq}:{action_type}{prefix}") > MAX_CUSTOM_ID or not step.options:
        return None
    options = [discord.SelectOption(label=clip(label, MAX_OPTION), value=value[:MAX_OPTION])
               for value, label in step.options[:MAX_SELECT]]
    return PickSelect(game_id, seq, action_type, prefix, options,
                      _placeholder(state, state.to_act(), action_type, step, locale, legal))


def choice_items(state: GameState, game_id: int, seq: int, locale: str) -> list[discord.ui.Item]:
    """A button per action type with one legal action, a select per other legal action type."""
    seat = state.to_act()
    if seat is None:
        return []
    p = Presenter(locale)
    legal = legal_dicts(state, seat)
    buttons: list[discord.ui.Item] = []
    selects: list[discord.ui.Item] = []
    for action_type in state.legal_types(seat):
        matches = matching(state, seat, action_type, {}, legal)
        if not matches:  # chosen field by field (the game does not list these actions)
            step = field_step(state, seat, action_type, {}, p)
            item = _select(state, game_id, seq, action_type, step, locale, legal) if step.options else None
            if item is not None:
                selects.append(item)
            continue
        if len(matches) == 1:
            fields = [f for f in cmd.fields_of(state, action_type) if matches[0].get(f) is not None]
            label = action_title_for(p, state, action_type)
            if fields:
                label = f"{label}: {whole_label(p, state, action_type, matches[0], fields)}"
            buttons.append(ActButton(game_id, seq, action_type, label))
            continue
        step = next_step(state, seat, action_type, {}, locale, legal)
        item = _select(state, game_id, seq, action_type, step, locale, legal)
        if item is not None:
            selects.append(item)
    return [*buttons[:5], *selects[: MAX_ROWS - (1 if buttons else 0)]]


def _view(items: list[discord.ui.Item]) -> discord.ui.View | None:
    """Buttons on the first row, then one row per select."""
    if not items:
        return None
    view = discord.ui.View(timeout=None)
    buttons = [i for i in items if not isinstance(i, PickSelect)]
    selects = [i for i in items if isinstance(i, PickSelect)]
    for item in buttons:
        item.row = 0
        view.add_item(item)
    for row, item in enumerate(selects, 1 if buttons else 0):
        item.row = row
        view.add_item(item)
    return view


def turn_view(state: GameState, game_id: int, seq: int, locale: str) -> discord.ui.View | None:
    """Components under the public turn message: the choices of the player to act, or only a
    "show my choice" button when they are secret."""
    seat = state.to_act()
    if seat is None or state.seats[seat].kind != "human":
        return None
    if secret_choice(state):
        return _view([MineButton(game_id, seq, i18n.t(locale, "button-show-my-choice"))])
    return _view(choice_items(state, game_id, seq, locale))


def private_view(state: GameState, game_id: int, seq: int, locale: str) -> discord.ui.View | None:
    """The same choices for the player to act alone (an ephemeral message)."""
    return _view(choice_items(state, game_id, seq, locale))


# ---------------------------------------------------------------------------------------- handlers
async def do_mine(ctx: Replier, app: App, place: Place, actor: Actor, game_id: int, seq: int) -> None:
    """"Show my choice": the player to act sees their (secret) choices privately."""
    live = None
    try:
        live, seat = await check_turn(app, place, actor, seq, game_id)
    except (Refusal, RuleError) as err:
        await refuse(ctx, actor, err, live or await current_live(app, place))
        return
    await ctx.private(private_choice_text(live.state, seat, actor.locale),
                      view=private_view(live.state, game_id, seq, actor.locale))


def private_choice_text(state: GameState, seat: int, locale: str) -> str:
    from ..present import secret_events

    p = Presenter(locale)
    lines = [p.t("hand-choose", player=state.seats[seat].name)]
    lines += p.events(state, secret_events(state, seat))
    return clip("\n".join(lines), 2000)


async def do_pick(ctx: Replier, app: App, place: Place, actor: Actor, game_id: int, seq: int,
                  action_type: str, prefix: str, picked: str | None) -> None:
    """One step of a pick: act once the choices name one legal action, else offer the next step
    privately to the player to act."""
    live = None
    try:
        live, seat = await check_turn(app, place, actor, seq, game_id)
        state = live.state
        if action_type not in cmd.action_types(state):
            raise RuleError("error-bad-action", "actions", detail=action_type)
        partial = _parse_prefix(state, action_type, prefix)
        matches = matching(state, seat, action_type, partial)
        chosen: dict | None = None
        if picked and picked.startswith("#"):
            index = int(picked[1:]) if picked[1:].isdigit() else -1
            if not 0 <= index < len(matches):
                raise Refusal("refuse-state-changed")
            chosen = matches[index]
        elif picked:
            partial = {**partial, **_parse_prefix(state, action_type, picked)}
            matches = matching(state, seat, action_type, partial)
        if chosen is None and len(matches) == 1:
            chosen = matches[0]
        unlisted = not matches and action_type in state.legal_types(seat)
        if unlisted and unlisted_ready(state, action_type, partial):
            chosen = {"type": action_type, "seat": seat, **(cmd.raw_partial(state, seat, action_type, partial) or {})}
        if chosen is None and not matches and not unlisted:
            raise Refusal("refuse-state-changed")
    except (Refusal, RuleError) as err:
        await refuse(ctx, actor, err, live or await current_live(app, place))
        return
    if chosen is not None:
        args = {k: cmd.encode(v) for k, v in chosen.items() if k not in ("type", "seat") and v is not None}
        await do_action(ctx, app, place, actor, action_type, args, seen_seq=seq, game_id=game_id)
        return
    step = next_step(state, seat, action_type, partial, actor.locale)
    item = _select(state, game_id, seq, action_type, step, actor.locale)
    p = Presenter(actor.locale)
    raw = cmd.raw_partial(state, seat, action_type, partial) or {}
    picked_words = [p.choice_label(state, f, _raw(matches, f) if matches else raw.get(f)) for f in partial]
    text = action_title_for(p, state, action_type) + (": " + " · ".join(picked_words) if picked_words else "")
    await ctx.private(clip(text, 2000), view=_view([item]) if item is not None else None)


def _raw(matches: list[dict], field: str):
    return matches[0].get(field) if matches else None
