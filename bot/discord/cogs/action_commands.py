"""Slash commands generated from a game's action models (any game).

A :class:`Face` names a game and its command prefix. :func:`build_group` turns every action model
of the game into one subcommand of ``/<prefix>``: the model's fields (``seat`` and ``type``
aside) become string options that autocomplete with the LEGAL values only (bot/commands/actions.py), a
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

Turn components (the buttons and selects under a turn message) are built in
bot/discord/components/; the names of ``generic`` that callers use are re-exported here.
"""
from __future__ import annotations

import inspect
import re
from typing import TYPE_CHECKING, Any, Optional

import discord
from discord import app_commands

from vypravci.games.core import RuleError, get_game

from ...commands import actions as cmd
from ...faces import Face, face_of
from ...words.i18n import i18n
from ...table.refusal import Refusal
from ...table.session import Sessions
from ..translator import ls
from ..talk import Presenter, Actor, Place, Replier, clip
from .base import guild_only, complete, current_live, do_action, from_interaction, refuse
from .. import components
from ..components.generic import kebab
from ..components.generic import (  # noqa: F401  (re-exported for the callers of the pick components)
    ActButton, MineButton, PickSelect, _parse_prefix, field_step, matching, private_view, turn_view, unlisted_ready,
)

if TYPE_CHECKING:
    from ..app import App


# ---------------------------------------------------------------------------------------- words
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
    """A typed command whose game shows a confirmation step first (its components' ``confirm_step``,
    answered privately) instead of applying at once; True when that step was shown."""
    live = await current_live(app, place)
    return live is not None and await components.confirm_step(ctx, app, place, actor, live.game.game, action_type, args)


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
