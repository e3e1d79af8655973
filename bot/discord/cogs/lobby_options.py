"""The host's option menus on a lobby message, for any registered game: what they offer and check
(the menus themselves and their handler: bot/discord/cogs/lobby.py).

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
from typing import Any

from vypravci.games.core import RuleError, get_game

from ...words.i18n import i18n
from ...store import StoredGame
from ...table.refusal import Refusal

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


def wire(value: Any) -> str:
    return "auto" if value is None else ("on" if value is True else "off" if value is False else str(value))


def unwire(f: OptionField, text: str) -> Any:
    for v in f.values:
        if wire(v) == text:
            return v
    raise Refusal("refuse-state-changed")


def current_options(g: StoredGame) -> dict:
    """The lobby's options in full (defaults filled in), as JSON values."""
    game = get_game(g.game)
    try:
        return game.parse_options(g.options).model_dump(mode="json")
    except RuleError:
        return game.Options().model_dump(mode="json")


# ---------------------------------------------------------------------------------------- checking
def valid(game, options: dict) -> bool:
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
                if alt != after.get(other) and valid(game, {**after, other: alt}):
                    return Refusal("lobby-option-conflict", option=value_text(locale, field, after[field]),
                                   other=value_text(locale, other, after.get(other)))
    return Refusal("lobby-option-invalid", detail=_error_detail(game, after))
