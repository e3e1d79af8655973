"""The host's option menus on a lobby message, for any registered game.

Built from the game's options JSON schema (``Options.model_json_schema()``), so a game's new
option appears by itself:

* an enum (``Literal``) → a select menu, one row, its current value picked;
* an optional boolean (``bool | None``, e.g. an automa that is automatic / on / off) → a
  select menu of the three;
* the plain booleans (variants, first game…) → ONE multi-select: the options switched on are the
  picked ones.

Options of any other shape (fixed lists, per-seat choices) keep their default (drawn at
random) and are not shown. The lobby message has five rows: Join/Leave/Add AI/Start, then at most
four menus (e.g. map, mode, difficulty, variants). Custom ids carry the stored game id:

    vy:opt:<game>:<field>   (select) one enum / optional-boolean option
    vy:opt:<game>:_on       (multi-select) the on/off options

Only the host may change them, only before Start. Every change is validated through the game's
``Options`` model; an invalid combination (Golden Spike on the Europe map, Rush Hour in solo…) is
refused privately in the reader's language — naming the option it clashes with — and changes
nothing. Valid changes are stored with ``store.update_lobby(…, options=…)`` and the lobby message
is redrawn (the player counts per mode are checked at Start).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from vypravci.games.core import RuleError, get_game

from ...i18n import i18n
from ...table.rights import Who, allows
from ...table.refusal import Refusal
from ...store import StoredGame
from ..talk import Actor, Place, Replier, clip, MAX_OPTION
from .base import refuse, Handled

if TYPE_CHECKING:
    from ..app import App

FLAGS = "_on"  # the pseudo-field of the multi-select of on/off options
MAX_MENUS = 4  # rows left under the lobby buttons
MAX_SELECT = 25
MAX_PLACEHOLDER = 150


@dataclass(frozen=True)
class OptionField:
    """One option the lobby can set: its name, kind ("enum", "tristate", "flag") and values."""

    name: str
    kind: str
    values: tuple


def _resolve(schema: dict, prop: dict) -> dict:
    ref = prop.get("$ref")
    if ref and ref.startswith("#/$defs/"):
        return {**schema.get("$defs", {}).get(ref.split("/")[-1], {}), **{k: v for k, v in prop.items() if k != "$ref"}}
    return prop


def option_fields(game_id: str) -> list[OptionField]:
    """The game's options the lobby shows, in the schema's order (enums and optional booleans),
    with the plain booleans last."""
    schema = get_game(game_id).Options.model_json_schema()
    menus: list[OptionField] = []
    flags: list[str] = []
    for name, raw in schema.get("properties", {}).items():
        prop = _resolve(schema, raw)
        if "enum" in prop and prop.get("type", "string") in ("string", "integer"):
            menus.append(OptionField(name, "enum", tuple(prop["enum"])))
        elif prop.get("type") == "boolean":
            flags.append(name)
        elif "anyOf" in prop:
            kinds = sorted(_resolve(schema, p).get("type", "?") for p in prop["anyOf"])
            if kinds == ["boolean", "null"]:
                menus.append(OptionField(name, "tristate", (None, True, False)))
            elif len(prop["anyOf"]) == 2 and "null" in kinds:
                inner = next(_resolve(schema, p) for p in prop["anyOf"] if p.get("type") != "null")
                if "enum" in inner and inner.get("type", "string") == "string":
                    menus.append(OptionField(name, "enum", (None, *inner["enum"])))
    out = menus[: MAX_MENUS - (1 if flags else 0)]
    if flags:
        out.append(OptionField(FLAGS, "flag", tuple(flags)))
    return out


# ---------------------------------------------------------------------------------------- words
def field_name(locale: str, field: str) -> str:
    return (i18n.lookup(locale, f"opt-{field}-name") or field).replace("_", " ")


def flag_name(locale: str, field: str) -> str:
    return i18n.lookup(locale, f"choice-variant-{field}") or field_name(locale, field)


def value_text(locale: str, field: str, value: Any) -> str:
    """One option's value in the reader's words ("map: Europe", "Golden Spike", "Špeditér: automatic")."""
    if isinstance(value, bool) and i18n.lookup(locale, f"choice-variant-{field}"):
        name = flag_name(locale, field)
        return name if value else f"{name}: {i18n.t(locale, 'no')}"
    if value is None:
        shown = i18n.t(locale, "lobby-option-auto")
    elif isinstance(value, bool):
        shown = i18n.t(locale, "yes" if value else "no")
    else:
        shown = i18n.lookup(locale, f"choice-{field}-{value}") or str(value)
    return f"{field_name(locale, field)}: {shown}"


def _wire(value: Any) -> str:
    return "auto" if value is None else ("on" if value is True else "off" if value is False else str(value))


def _unwire(f: OptionField, text: str) -> Any:
    for v in f.values:
        if _wire(v) == text:
            return v
    raise Refusal("refuse-state-changed")


# ---------------------------------------------------------------------------------------- items
class OptionSelect(Handled, discord.ui.DynamicItem[discord.ui.Select],
                   template=r"^vy:opt:(?P<game>\d+):(?P<field>_?[a-z][a-z0-9_]*)$"):
    """One of the host's option menus on a lobby message."""

    def __init__(self, game_id: int, field: str, options: list[discord.SelectOption] | None = None,
                 placeholder: str | None = None, max_values: int = 1) -> None:
        options = options or [discord.SelectOption(label=field, value=field)]
        super().__init__(discord.ui.Select(
            custom_id=f"vy:opt:{game_id}:{field}", placeholder=placeholder, options=options,
            min_values=0 if field == FLAGS else 1, max_values=max(1, min(max_values, len(options)))))
        self.game_id, self.field = game_id, field

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), match["field"])

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await do_option(ctx, app, place, actor, self.game_id, self.field, values)


DYNAMIC_ITEMS = (OptionSelect,)


def current_options(g: StoredGame) -> dict:
    """The lobby's options in full (defaults filled in), as JSON values."""
    game = get_game(g.game)
    try:
        return game.parse_options(g.options).model_dump(mode="json")
    except RuleError:
        return game.Options().model_dump(mode="json")


def option_items(g: StoredGame, locale: str) -> list[discord.ui.Item]:
    """The menus for the lobby ``g`` in ``locale``, each showing the current value."""
    current = current_options(g)
    items: list[discord.ui.Item] = []
    for f in option_fields(g.game):
        if f.kind == "flag":
            on = [name for name in f.values if current.get(name)]
            options = [discord.SelectOption(label=clip(flag_name(locale, name), MAX_OPTION), value=name,
                                            default=name in on) for name in f.values[:MAX_SELECT]]
            placeholder = i18n.t(locale, "lobby-option-variants-none")
            item = OptionSelect(g.id, FLAGS, options, clip(placeholder, MAX_PLACEHOLDER), max_values=len(options))
        else:
            options = [discord.SelectOption(label=clip(value_text(locale, f.name, v), MAX_OPTION), value=_wire(v),
                                            default=v == current.get(f.name)) for v in f.values[:MAX_SELECT]]
            item = OptionSelect(g.id, f.name, options, clip(field_name(locale, f.name), MAX_PLACEHOLDER))
        items.append(item)
    return items


def add_option_items(view: discord.ui.View, g: StoredGame, locale: str) -> None:
    """Put the host's option menus on the lobby ``view`` (rows 1–4, under the lobby buttons)."""
    for row, item in enumerate(option_items(g, locale), 1):
        item.row = row
        view.add_item(item)


# ---------------------------------------------------------------------------------------- checking
def _valid(game, options: dict) -> bool:
    try:
        game.Options.model_validate(options)
        return True
    except Exception:
        return False


def _error_detail(game, options: dict) -> str:
    try:
        game.Options.model_validate(options)
    except Exception as exc:  # pydantic's message without its header and footer
        errors = getattr(exc, "errors", None)
        if callable(errors):
            msgs = [str(e.get("msg", "")).removeprefix("Value error, ") for e in errors()]
            return "; ".join(m for m in msgs if m) or str(exc)
        return str(exc)
    return ""


def conflict(game_id: str, before: dict, after: dict, locale: str) -> Refusal:
    """Why ``after`` is refused: the changed option and the current option it clashes with (the
    first other option whose change would make it valid), else the model's own message."""
    game = get_game(game_id)
    fields = {f.name: f for f in option_fields(game_id) if f.kind != "flag"}
    for f in option_fields(game_id):
        if f.kind == "flag":
            fields.update({name: OptionField(name, "bool", (False, True)) for name in f.values})
    changed = [k for k in after if after.get(k) != before.get(k)]
    for field in changed:
        for other, f in fields.items():
            if other in changed:
                continue
            for alt in f.values:
                if alt != after.get(other) and _valid(game, {**after, other: alt}):
                    return Refusal("lobby-option-conflict", option=value_text(locale, field, after[field]),
                                   other=value_text(locale, other, after.get(other)))
    return Refusal("lobby-option-invalid", detail=_error_detail(game, after))


# ---------------------------------------------------------------------------------------- handler
async def do_option(ctx: Replier, app: App, place: Place, actor: Actor, game_id: int, field: str,
                    values: list[str]) -> StoredGame | None:
    """The host picked in an option menu: validate the new options, store them, redraw the lobby.
    Anyone else, a started game, or an invalid combination: refused privately, nothing changes."""
    from ..talk import esc
    from .lobby import lobby_text, lobby_view

    await ctx.defer()  # acknowledged before the channel lock is waited for
    g: StoredGame | None = None
    seen: dict = {}

    def change(lobby: StoredGame) -> dict:
        """The new options (the session checked first that the actor may change them: bot/table/rights.py)."""
        nonlocal g
        g = lobby
        if lobby.id != game_id:
            raise Refusal("refuse-state-changed")
        fields = {f.name: f for f in option_fields(lobby.game)}
        if field not in fields:
            raise Refusal("refuse-state-changed")
        before = seen["before"] = current_options(lobby)
        f = fields[field]
        if f.kind == "flag":
            unknown = [v for v in values if v not in f.values]
            if unknown:
                raise Refusal("refuse-state-changed")
            changes = {name: name in values for name in f.values}
        else:
            if len(values) != 1:
                raise Refusal("refuse-state-changed")
            changes = {field: _unwire(f, values[0])}
        after = seen["after"] = {**before, **changes}
        if after == before:
            return lobby.options  # nothing to write
        if not _valid(get_game(lobby.game), after):
            raise conflict(lobby.game, before, after, actor.locale)
        return after

    try:
        current = await app.store.active_game(place.channel_id)
        if current is None or current.id != game_id:
            raise Refusal("refuse-state-changed")
        g = current
        g, _ = await app.sessions.set_options(place.channel_id, actor.id, change)
    except Refusal as err:
        if g is not None and g.status == "lobby" and allows("options", Who(actor.id, actor.admin), g):
            # the host's refused pick: the menus back to the stored values (anyone else's changes
            # nothing, not even the lobby's text)
            await ctx.update(lobby_text(place.locale, g), view=lobby_view(g.id, place.locale, g))
        await refuse(ctx, actor, err, game=g)
        return None
    before, after = seen["before"], seen["after"]
    if after == before:
        await ctx.update(lobby_text(place.locale, g), view=lobby_view(g.id, place.locale, g))
        return g
    shown = [value_text(place.locale, k, v) for k, v in after.items() if before.get(k) != v]
    note = i18n.t(place.locale, "lobby-option-set", player=esc(actor.name), options=", ".join(shown))
    await ctx.update(lobby_text(place.locale, g, note), view=lobby_view(g.id, place.locale, g))
    return g
