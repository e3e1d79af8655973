"""What a player can say, mapped to engine actions — shared by Discord and the console.

Choices come from the engine, never from a second copy of the rules: the choices for one field are
what the game's ``choices(seat, type, field, partial)`` gives for the fields already filled in (by
default the values among its listed legal actions). Typed text is matched against values and their
names in both languages (a reader's ``Labeler``, bot/commands/present.py); the engine checks the whole
action on submit. What Discord's autocomplete offers (``autocomplete``) and what a submitted set of
fields makes (``checked``) are here too, so tests/test_offers.py asks the same functions.
"""
from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field as dc_field
from typing import Any

from rapidfuzz import fuzz, process

from vypravci.games.core import GameState, RuleError
from vypravci.games.core.invalid import allowed_values

MAX_CHOICES = 25  # Discord's autocomplete limit
MAX_VALUE = 100  # Discord's limit on an autocomplete choice's value and name
NEAR_SCORE = 60  # how close a typed word must come to a known one to be offered as "did you mean"


@dataclass(frozen=True)
class Choice:
    value: str  # the wire form (what an autocomplete option or a button carries)
    label: str  # what the player reads
    raw: Any = dc_field(default=None, compare=False)  # the engine value (for its names in both languages)


def fold(text: str) -> str:
    """Lower case without diacritics, for matching typed text (Ocelářská ~ ocelarska)."""
    nfkd = unicodedata.normalize("NFKD", text.casefold())
    return "".join(ch for ch in nfkd if not unicodedata.combining(ch)).strip()


def nearest(typed: str, known, limit: int = 1) -> list[str]:
    """The known words closest to what was typed ("chicgo" → "Chicago"), best first; empty when
    nothing comes near. Compared without case and diacritics."""
    known = list(dict.fromkeys(k for k in known if k))
    if not typed or not known:
        return []
    folded = [fold(k) for k in known]
    hits = process.extract(fold(typed), folded, scorer=fuzz.WRatio, limit=limit, score_cutoff=NEAR_SCORE)
    return [known[i] for _, _, i in hits]


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
    """Every action type of the state's game (legal now or not)."""
    return list(state.game.type_names())


def fields_of(state: GameState, action_type: str) -> list[str]:
    return state.game.fields_of(action_type)


def _matching(state: GameState, seat: int, action_type: str, partial: dict[str, str]) -> list[dict]:
    """Listed legal actions of one type whose encoded fields equal the filled-in ``partial`` values."""
    out = []
    for a in state.legal_actions(seat):
        d = a.to_dict()
        if d.get("type") != action_type:
            continue
        if all(encode(d.get(k)) == v for k, v in partial.items() if v not in (None, "")):
            out.append(d)
    return out


def raw_partial(state: GameState, seat: int, action_type: str, partial: dict[str, str]) -> dict | None:
    """The engine values of encoded field values, read field by field from the game's ``choices``
    (each given the fields before it); None when one of them is not a legal choice."""
    raw: dict = {}
    for field in fields_of(state, action_type):
        wanted = partial.get(field)
        if wanted in (None, ""):
            continue
        value = next((v for v in state.choices(seat, action_type, field, raw) if encode(v) == wanted), _NONE)
        if value is _NONE:
            value = _typed(state, seat, action_type, field, wanted, raw)
        if value is _NONE:
            return None
        raw[field] = value
    return raw


_NONE = object()


def _typed(state: GameState, seat: int, action_type: str, field: str, text: str, raw: dict):
    """A value the game's face reads from typed text where the listed choices hold none (e.g.
    routes a director names: ``Face.typed_value``); ``_NONE`` when it reads nothing."""
    from ..faces import face_of

    face = face_of(state.game.id)
    value = face.typed_value(state, seat, action_type, field, text.strip(), raw) if text.strip() else None
    return _NONE if value is None else value


def _typed_choice(state: GameState, seat: int, action_type: str, field: str, partial: dict[str, str],
                  text: str, label) -> Choice | None:
    """The typed text as a choice when the game reads a value from it (its wire form is the text)."""
    raw = raw_partial(state, seat, action_type, {k: v for k, v in partial.items() if k != field})
    value = _NONE if raw is None else _typed(state, seat, action_type, field, text, raw)
    return None if value is _NONE else Choice(text.strip(), label(field, value), value)


def _values(state: GameState, seat: int, action_type: str, field: str, partial: dict[str, str]) -> list:
    raw = raw_partial(state, seat, action_type, {k: v for k, v in partial.items() if k != field})
    return [] if raw is None else state.choices(seat, action_type, field, raw)


def choices(state: GameState, seat: int, action_type: str, field: str, partial: dict[str, str],
            label, typed: str = "", limit: int | None = MAX_CHOICES) -> list[Choice]:
    """Legal values of ``field`` (≤ ``limit``, Discord's 25 by default) given the fields filled in,
    filtered by what is typed; ``label(field, value)`` gives the localized text. Routes are
    numbered: "1", "2", …"""
    seen: dict[str, Choice] = {}
    for value in _values(state, seat, action_type, field, partial):
        key = encode(value)
        if key not in seen:
            seen[key] = Choice(key, label(field, value), value)
    if field == "route":  # routes are told apart by number: "1: via E5, F6"
        seen = {k: Choice(c.value, f"{i}: {c.label}", c.raw) for i, (k, c) in enumerate(seen.items(), 1)}
    wanted = fold(typed)
    result = [c for c in seen.values() if not wanted or wanted in fold(c.label) or fold(c.value).startswith(wanted)]
    own = _typed_choice(state, seat, action_type, field, partial, typed, label) if typed else None
    if own is not None and own.value not in seen:  # typed text the game reads (a director's routes)
        result = [own, *result]
    return result[:limit]


def autocomplete(state: GameState, seat: int, action_type: str, field: str, partial: dict[str, str | None],
                 label, typed: str = "") -> list[Choice]:
    """What Discord's autocomplete offers for one option (≤ 25): the legal values given the options
    filled in before it, filtered by what is typed. A value too long for Discord goes by its route
    number (the number its label starts with); an empty value ("no wild symbol") is not offered:
    leaving the option empty picks it."""
    partial = {k: v for k, v in partial.items() if v not in (None, "") and k != field}
    out = []
    for c in choices(state, seat, action_type, field, partial, label, typed, limit=None):
        value = c.value
        if len(value) > MAX_VALUE:
            if field != "route":
                continue
            value = c.label.split(":", 1)[0]
        if value:
            label_text = c.label if len(c.label) <= MAX_VALUE else c.label[:MAX_VALUE - 1] + "…"
            out.append(Choice(value, label_text, c.raw))
    return out[:MAX_CHOICES]


def checked(state: GameState, seat: int, action_type: str, args: dict[str, str | None], label) -> dict:
    """The action typed arguments (or a component's encoded fields) make, tried on a copy of the
    state: raises the RuleError that refuses it, with the engine's reason."""
    action = resolve(state, seat, action_type, args, label)
    state.clone().apply(state.game.parse_action(action))
    return action


def resolve(state: GameState, seat: int, action_type: str, given: dict[str, str | None], label) -> dict:
    """Turn typed arguments into an action dict. Each argument may be a value, a label, a unique
    prefix of a label, or (for routes) the route's number. Raises RuleError if nothing fits — the
    engine's own refusal when the words name a whole move it refuses (with its rule and numbers),
    else the field, the words and the nearest legal value; the engine checks the whole action on
    submit."""
    action: dict = {"type": action_type, "seat": seat}
    if action_type not in state.legal_types(seat):  # the engine's own reason where the words make a move
        raise engine_refusal(state, seat, action_type, given, label) or RuleError("error-not-now", "turn",
                                                                               action=action_type)
    filled: dict[str, str] = {}
    for field in fields_of(state, action_type):
        typed = given.get(field)
        if typed in (None, ""):
            continue
        options = choices(state, seat, action_type, field, filled, label, limit=None)
        pick = (pick_legal(state, seat, action_type, field, options, str(typed), label)
                or _typed_choice(state, seat, action_type, field, filled, str(typed), label))
        if pick is None:  # the engine's reason (a share too dear, a city out of reach), else the nearest value
            raise (engine_refusal(state, seat, action_type, given, label)
                   or no_such_choice(state, seat, action_type, field, str(typed), options, label))
        filled[field] = pick.value
    # Fields left empty keep their engine default (first route, etc.); the values come from the
    # game's choices, so every field keeps its engine type (numbers, lists).
    return {**action, **(raw_partial(state, seat, action_type, filled) or {})}


def fill_unique(state: GameState, seat: int, action: dict) -> dict:
    """``action`` with every omitted field filled in that has one legal value given the fields
    given (e.g. the only card set that carries goods between two chosen cities)."""
    kind = action.get("type", "")
    given = {k: encode(v) for k, v in action.items() if k not in ("type", "seat") and v is not None}
    raw = raw_partial(state, seat, kind, given)
    if raw is None:
        return action
    out = dict(action)
    for field in fields_of(state, kind):
        if field in given:
            continue
        values = state.choices(seat, kind, field, raw)
        if len(values) == 1 and values[0] is not None:
            out[field] = values[0]
    return out


def suggestion(state: GameState, seat: int, action_type: str, given: dict[str, str | None]) -> dict | None:
    """The game's suggested complete action given the fields typed so far, or None."""
    raw = raw_partial(state, seat, action_type, {k: v for k, v in given.items() if v not in (None, "")})
    return None if raw is None else state.suggest(seat, action_type, raw)


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


def names_of(label, field: str, choice: Choice) -> list[str]:
    """Every name a choice may be typed by: its label and, where the labeler knows them (a
    reader's ``Labeler``), its names in both languages with their heads ("Mnichov" of
    "Mnichov (hnědé zboží)")."""
    names = getattr(label, "names", None)
    extra = names(field, choice.raw) if names is not None and choice.raw is not None else []
    return list(dict.fromkeys([choice.label, *extra]))


def pick_legal(state: GameState, seat: int, action_type: str, field: str, options: list[Choice], typed: str,
               label) -> Choice | None:
    """The legal option typed text names: by one of its names or a unique start of one, else by
    whole words inside a longer name ("kyjev" of "Moskva – Kyjev") — unless the text names another
    value of the field from its start, legal or not ("1 krok hnědou" is that space, not an engineer
    whose action mentions it): then None, and the caller asks the engine why."""
    pick = _pick(options, typed, field, label, loose=False)
    if pick is not None:
        return pick
    if _pick(field_universe(state, seat, action_type, field, label), typed, field, label, loose=False) is not None:
        return None
    return _pick(options, typed, field, label)


def _whole_words(want: str, name: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(want)}(?!\w)", name) is not None


def _pick(options: list[Choice], typed: str, field: str, label=None, loose: bool = True) -> Choice | None:
    """The one option the typed text names: its value, its label or another of its names (both
    languages, without case and diacritics), a unique start of one, or unique whole words of one
    ("kyjev" of "Moskva – Kyjev"); routes also by their number. None when nothing or several fit."""
    want = fold(typed)
    if not want:
        return None
    if field == "route" and want.isdigit():
        n = int(want)
        return options[n - 1] if 1 <= n <= len(options) else None
    number = want.lstrip("-").isdigit()  # a number starts a label only as a whole number ("2" is not "270°")
    cache: dict[int, list[str]] = {}

    def names(c: Choice) -> list[str]:
        if id(c) not in cache:
            cache[id(c)] = [fold(n) for n in names_of(label, field, c)]
        return cache[id(c)]

    def starts(name: str) -> bool:
        return name.startswith(want) and not (number and name[len(want):][:1].isdigit())

    for test in (lambda c: fold(c.value) == want, lambda c: fold(c.label) == want,
                 lambda c: want in names(c), lambda c: starts(fold(c.label)),
                 lambda c: any(starts(n) for n in names(c)),
                 lambda c: loose and any(_whole_words(want, n) for n in names(c))):
        hits = [c for c in options if test(c)]
        if len(hits) == 1:
            return hits[0]
    return None


def read_words(state: GameState, seat: int, action_type: str, words: list[str], named: dict[str, str],
               label) -> tuple[dict[str, str], list[str]]:
    """Typed words without field names, read field by field in the action's order: each field
    takes a run of words that names one of its legal values, so "leather new york" is a company
    and a city without quotes. The first reading that uses every word wins (longest runs first);
    failing that, the first that reads every word as some value the field may name (a city not
    legal now), so the engine can say why it refuses. When none does, exact names are read as far
    as they go and the next field takes all the words left, so the refusal names that field, the
    words as typed and the nearest value. Returns the fields read (with ``named``, the ones typed
    as ``field=value``) and any words left over."""
    order = [f for f in fields_of(state, action_type) if f not in named]

    def legal(field: str, given: dict[str, str]) -> list[Choice]:
        filled = {k: v for k, v in given.items() if k != field}
        encoded = _encoded(state, seat, action_type, filled, label)
        if raw_partial(state, seat, action_type, encoded) is None:
            return []
        return choices(state, seat, action_type, field, encoded, label, limit=None)

    def any_value(field: str, given: dict[str, str]) -> list[Choice]:
        return field_universe(state, seat, action_type, field, label)

    def search(options, loose: bool, i: int, rest: list[str], given: dict[str, str]) -> dict[str, str] | None:
        if not rest:
            return given
        if i >= len(order):
            return None
        found = options(order[i], given)
        for n in range(len(rest), 0, -1):
            phrase = " ".join(rest[:n])
            if _pick(found, phrase, order[i], label, loose) is not None:
                done = search(options, loose, i + 1, rest[n:], {**given, order[i]: phrase})
                if done is not None:
                    return done
        return None

    # Whole words inside a longer name ("kyjev" of "Moskva – Kyjev") only when no name is typed
    # from its start, legal or not ("1 krok hnědou" is that space, not an engineer naming it).
    for options, loose in ((legal, False), (any_value, False), (legal, True), (any_value, True)):
        whole = search(options, loose, 0, list(words), dict(named))
        if whole is not None:
            return whole, []
    given, rest = dict(named), list(words)
    for i, field in enumerate(order):
        if not rest:
            break
        found = any_value(field, given)
        exact = [n for n in range(len(rest), 0, -1)
                 if any(fold(" ".join(rest[:n])) in (fold(c.value), *map(fold, names_of(label, field, c)))
                        for c in found)]
        # No name fits: one word a field when the words left match the fields left ("-1 3 0" is x, y
        # and rotation), else all the words (a name typed wrong, for the nearest name).
        n = exact[0] if exact else 1 if len(rest) == len(order) - i else len(rest)
        given[field] = " ".join(rest[:n])
        rest = rest[n:]
    return given, rest


def _encoded(state: GameState, seat: int, action_type: str, typed: dict[str, str], label) -> dict[str, str]:
    """Typed field values (values, labels or prefixes) as their wire values, in field order;
    a field whose typed text fits no legal value is left out."""
    out: dict[str, str] = {}
    for field in fields_of(state, action_type):
        if field not in typed:
            continue
        options = choices(state, seat, action_type, field, out, label, limit=None)
        pick = (pick_legal(state, seat, action_type, field, options, typed[field], label)
                or _typed_choice(state, seat, action_type, field, out, typed[field], label))
        if pick is not None:
            out[field] = pick.value
    return out


def filters(state: GameState, seat: int, action_type: str, typed: dict[str, str], label) -> dict[str, str]:
    """Typed ``field=value`` filters as wire values, in field order; a filter that fits no legal
    value (given the ones before it) is refused, naming the field and what it may be."""
    out: dict[str, str] = {}
    for field in fields_of(state, action_type):
        if typed.get(field) in (None, ""):
            continue
        options = choices(state, seat, action_type, field, out, label, limit=None)
        pick = (pick_legal(state, seat, action_type, field, options, typed[field], label)
                or _typed_choice(state, seat, action_type, field, out, typed[field], label))
        if pick is None:
            raise no_such_choice(state, seat, action_type, field, typed[field], options, label)
        out[field] = pick.value
    return out


def field_universe(state: GameState, seat: int, action_type: str, field: str, label) -> list[Choice]:
    """Every value a field may name, legal now or not: its legal values (whatever the other
    fields), its fixed list (a Literal's words) and the game's ``field_values`` (the board's
    cities, spaces, tiles) — what a refusal reads typed words against, so it can give the
    engine's reason."""
    model = state.game.model_of(action_type)
    if field not in model.model_fields:
        return []
    try:
        values = list(state.choices(seat, action_type, field, {}))
    except Exception:  # a game that needs the fields before it to list this one
        values = []
    values += [v for _, v in known_values(state, action_type, field, label)]
    out: dict[str, Choice] = {}
    for value in values:
        key = encode(value)
        if key in out or value is None:
            continue
        try:
            out[key] = Choice(key, label(field, value), value)
        except Exception:  # a fixed word the face cannot word in this position
            out[key] = Choice(key, key, value)
    return list(out.values())


def no_such_choice(state: GameState, seat: int, action_type: str, field: str, typed: str, options: list[Choice],
                   label) -> RuleError:
    """The refusal of typed words that name no legal value of ``field``: the legal ones, and "did
    you mean" only for the nearest value of this field when that value is legal now."""
    universe = field_universe(state, seat, action_type, field, label)
    legal = {c.value for c in options}
    names = [(n, c) for c in [*options, *universe] for n in names_of(label, field, c)]
    near = nearest(typed, [n for n, _ in names])
    hit = next((c for n, c in names if near and n == near[0]), None)
    shown = hit.label if hit is not None and hit.value in legal else ""
    return RuleError("error-no-such-choice-near" if shown else "error-no-such-choice", "actions",
                     field=field, typed=typed, near=shown, options=", ".join(c.label for c in options[:10]) or "—")


def engine_refusal(state: GameState, seat: int, action_type: str, given: dict[str, str], label) -> RuleError | None:
    """Why the engine refuses a typed move whose values are not legal now — a share it cannot
    afford, a space already taken, a tile that touches no track — so the refusal gives the rule
    and its numbers rather than "not a legal choice". Each typed field is read as a value the field
    can name in the game, legal now or not (:func:`named_value`), and the move is tried on a copy.
    None when the words do not make a whole action or the engine takes it; a value the action
    model rejects (a rotation of 5) is refused with that field's limits."""
    action: dict = {"type": action_type, "seat": seat}
    for field in fields_of(state, action_type):
        typed = given.get(field)
        if typed in (None, ""):
            continue
        value = named_value(state, action_type, field, str(typed), label)
        if value is _NONE:
            return None
        action[field] = value
    try:
        state.clone().apply(action)
    except RuleError as err:
        if err.key == "error-not-your-turn" or (err.key == "error-bad-action" and err.params.get("why") == "missing"):
            return None
        return err
    return None


def named_value(state: GameState, action_type: str, field: str, typed: str, label):
    """The value typed text names for ``field``, legal now or not: one of the field's fixed list or
    the game's ``field_values`` (by value, label or a unique start of a label), else the text itself
    read as the field's type ("-1" a number, "3,4;5,6" a route); ``_NONE`` when the field has a
    list of values and the text names none of them (a name typed wrong: the caller offers the
    nearest)."""
    known = known_values(state, action_type, field, label)
    if known:
        pick = _pick([c for c, _ in known], typed, field, label)
        return _NONE if pick is None else next(v for c, v in known if c == pick)
    return _as_typed(state, action_type, field, typed)


def known_values(state: GameState, action_type: str, field: str, label) -> list[tuple[Choice, object]]:
    """Every value the field can name in the game (its fixed list, else the game's
    ``field_values``), each with its choice (wire form and label)."""
    from vypravci.games.core.invalid import allowed_values

    values = list(allowed_values(state.game.model_of(action_type), field)) or list(state.field_values(action_type, field))
    out = []
    for v in values:
        try:
            words = label(field, v)
        except Exception:  # a label that does not take this value
            words = encode(v)
        out.append((Choice(encode(v), words, v), v))
    return out


def _as_typed(state: GameState, action_type: str, field: str, text: str):
    """Typed text as a value of the field's type: the text itself, or its parts ("2,11" → [2, 11],
    "3,4;5,6" → [[3, 4], [5, 6]]); else the text, for the action model to refuse in words."""
    from pydantic import TypeAdapter

    adapter = TypeAdapter(state.game.model_of(action_type).model_fields[field].annotation)
    parts = [[p.strip() for p in part.split(",")] for part in text.split(";")]
    for candidate in (text, parts[0], parts):
        try:
            return adapter.dump_python(adapter.validate_python(candidate), mode="json")
        except Exception:  # pydantic.ValidationError: not this shape
            continue
    return text
