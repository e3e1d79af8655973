"""What a player can say, mapped to engine actions — shared by Discord and the console.

Choices come from the engine's legal actions, never from a second copy of the rules: the choices
for one field are the distinct values that field takes among the legal actions that agree with
what the player has already filled in. Typed text is matched against values and localized labels.
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass

from games.core import GameState, RuleError

MAX_CHOICES = 25  # Discord's autocomplete limit


@dataclass(frozen=True)
class Choice:
    value: str  # the wire form (what an autocomplete option or a button carries)
    label: str  # what the player reads


def fold(text: str) -> str:
    """Lower case without diacritics, for matching typed text (Ocelářská ~ ocelarska)."""
    nfkd = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in nfkd if not unicodedata.combining(ch)).strip()


def encode(value) -> str:
    """A field value as text: routes (lists of pairs) become "c,r;c,r;…", other lists "a,b",
    None becomes ""."""
    if value is None:
        return ""
    if isinstance(value, (tuple, list)):
        if all(isinstance(h, (tuple, list)) for h in value):
            return ";".join(",".join(str(x) for x in h) for h in value)
        return ",".join(str(x) for x in value)
    return str(value)


def action_types(state: GameState) -> list[str]:
    return [t.model_fields["type"].default for t in state.game.action_types]


def fields_of(state: GameState, action_type: str) -> list[str]:
    for t in state.game.action_types:
        if t.model_fields["type"].default == action_type:
            return [f for f in t.model_fields if f not in ("seat", "type")]
    raise RuleError("error-bad-action", "actions", detail=action_type)


def _matching(state: GameState, seat: int, action_type: str, partial: dict[str, str]) -> list[dict]:
    """Legal actions of one type whose encoded fields equal the filled-in ``partial`` values."""
    out = []
    for a in state.legal_actions(seat):
        d = a.to_dict()
        if d.get("type") != action_type:
            continue
        if all(encode(d.get(k)) == v for k, v in partial.items() if v not in (None, "")):
            out.append(d)
    return out


def choices(state: GameState, seat: int, action_type: str, field: str, partial: dict[str, str],
            label, typed: str = "") -> list[Choice]:
    """Distinct legal values of ``field`` (≤ 25), filtered by what is typed; ``label(field, value)``
    gives the localized text. Routes are numbered per company and city: "1", "2", …"""
    seen: dict[str, Choice] = {}
    for d in _matching(state, seat, action_type, {k: v for k, v in partial.items() if k != field}):
        value = d.get(field)
        key = encode(value)
        if key not in seen:
            seen[key] = Choice(key, label(field, value))
    if field == "route":  # routes are told apart by number: "1: via E5, F6"
        seen = {k: Choice(c.value, f"{i}: {c.label}") for i, (k, c) in enumerate(seen.items(), 1)}
    wanted = fold(typed)
    result = [c for c in seen.values() if not wanted or wanted in fold(c.label) or fold(c.value).startswith(wanted)]
    return result[:MAX_CHOICES]


def resolve(state: GameState, seat: int, action_type: str, given: dict[str, str | None], label) -> dict:
    """Turn typed arguments into an action dict. Each argument may be a value, a label, a unique
    prefix of a label, or (for routes) the route's number. Raises RuleError if nothing fits."""
    action: dict = {"type": action_type, "seat": seat}
    if not any(a.type == action_type for a in state.legal_actions(seat)):
        raise RuleError("error-not-now", "turn", action=action_type)
    filled: dict[str, str] = {}
    for field in fields_of(state, action_type):
        typed = given.get(field)
        if typed in (None, ""):
            continue
        options = choices(state, seat, action_type, field, filled, label)
        pick = _pick(options, str(typed), field)
        if pick is None:
            raise RuleError("error-no-such-choice", "actions", field=field, typed=str(typed),
                            options=", ".join(c.label for c in options[:10]) or "—")
        filled[field] = pick.value
    matches = _matching(state, seat, action_type, filled)
    if not matches:
        # Let the engine say precisely why (it checks the raw values).
        return {**action, **{k: _decode(k, v) for k, v in filled.items()}}
    # Optional fields left empty keep their engine default (first route, etc.). The values are
    # taken from a matching legal action, so every field keeps its engine type (numbers, lists).
    for field in filled:
        action[field] = matches[0].get(field)
    return action


def fill_unique(state: GameState, seat: int, action: dict) -> dict:
    """``action`` with every omitted field filled in that all legal actions agreeing with the given
    fields share (e.g. the only card set that carries goods between two chosen cities). Unchanged
    when nothing matches or the given fields already name one action exactly."""
    given = {k: encode(v) for k, v in action.items() if k not in ("type", "seat") and v is not None}
    matches = _matching(state, seat, action.get("type", ""), given)
    if not matches:
        return action
    out = dict(action)
    for field in fields_of(state, action["type"]):
        if field in given:
            continue
        values = {encode(m.get(field)) for m in matches}
        if len(values) == 1 and matches[0].get(field) is not None:
            out[field] = matches[0][field]
    return out


def ambiguity(state: GameState, seat: int, action: dict, label) -> RuleError | None:
    """A RuleError listing the candidates when the fields left out still leave several legal
    actions and the engine would refuse the action as given (left-out fields at their defaults) —
    e.g. a transport whose cities fit two different sets of cards. None when the action is clear
    or the engine takes it as it is (a left-out field with an engine default)."""
    kind = action.get("type", "")
    given = {k: encode(v) for k, v in action.items() if k not in ("type", "seat") and v is not None}
    matches = _matching(state, seat, kind, given)
    if len(matches) < 2:
        return None
    try:
        parsed = state.game.parse_action(action)
    except RuleError:
        return None
    if parsed.to_dict() in matches:
        return None
    try:
        state.clone().apply(parsed)
        return None  # legal as it is
    except RuleError:
        pass
    varying = [f for f in fields_of(state, kind)
               if f not in given and len({encode(m.get(f)) for m in matches}) > 1]
    if not varying:
        return None
    model = next(t for t in state.game.action_types if t.model_fields["type"].default == kind)
    defaults = {f: (None if model.model_fields[f].is_required() else model.model_fields[f].default) for f in varying}
    options = []
    for m in matches[:MAX_CHOICES]:
        words = [label(f, m.get(f)) for f in varying if m.get(f) is not None and m.get(f) != defaults[f]]
        options.append(" + ".join(words or [label(f, m.get(f)) for f in varying]))
    return RuleError("error-choose-one", "actions", options="; ".join(dict.fromkeys(options)))


def _pick(options: list[Choice], typed: str, field: str) -> Choice | None:
    want = fold(typed)
    if field == "route" and want.isdigit():
        n = int(want)
        return options[n - 1] if 1 <= n <= len(options) else None
    for test in (lambda c: fold(c.value) == want, lambda c: fold(c.label) == want,
                 lambda c: fold(c.label).startswith(want)):
        hits = [c for c in options if test(c)]
        if len(hits) == 1:
            return hits[0]
    return None


def _decode(field: str, text: str):
    if field == "route":
        return [[int(x) for x in h.split(",")] for h in text.split(";")] if text else None
    return text or None
