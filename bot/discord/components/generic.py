"""Turn components for any game: the buttons and selects under a turn message, built from the
decision the state waits for and its per-field choices (``choices(seat, type, field, partial)``).

For each legal action type of the player to act, the face's :class:`~vypravci.bot.faces.Offer`
says how it is offered; the flow is always this one:

- with ``spread``, each value of that field gets a select asking the next field;
- else a type with one legal action is one button; with ``each``, every legal action is a button;
- else one select asks the first field whose values differ (or, once at most a few actions
  remain and ``whole`` allows, lists them whole);
- every further step is answered privately to the player to act, until the choices name one
  action; fields in ``engine`` are never asked (the engine's default is built).

Buttons come first (five a row, the types in the offers' ``order``), then a row per select;
when the message runs out of its five rows, ``spread`` and ``each`` fall back to one select. The
face words the buttons and options through small hooks (``button_label``, ``choice_words``,
``choice_rank``, ``prompt``; ``style`` and ``emoji`` in the offer) and may add "My secret"
(``hand_button``).

Custom ids carry the stored game, the move number, the type and the fields chosen so far
(field index = encoded value), so a stale component answers "the game moved on":

    vy:act:<game>:<seq>:<type>[:<i>=<value>…]   (button) the action those fields name
    vy:pick:<game>:<seq>:<type>[:<i>=<value>…]  (select) values "#<n>" (the n-th legal action that
                                                matches) or "<i>=<value>" (one more field)
    vy:mine:<game>:<seq>                        (button) "show my choice": the choices of a secret
                                                decision, answered privately to the player to act
    vy:hand:<game>                              (button) "My secret", answered privately

When the decision is secret (``Decision.secret``), the public message carries only "show my choice".
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from dataclasses import dataclass
from math import ceil

import discord

from vypravci.games.core import GameState, RuleError

from ...commands import actions as cmd
from ...faces import Face, Offer, face_of
from ...words.i18n import i18n
from ...commands.present import Presenter, secret_choice, secret_events
from ...table.refusal import Refusal
from ...table.session import Sessions
from ..talk import Actor, Place, Replier, clip, MAX_LABEL, MAX_OPTION
from ..cogs.base import MAX_MESSAGE, check_turn, current_live, do_action, refuse, Handled

if TYPE_CHECKING:
    from ..app import App

MAX_SELECT = 25  # options per select menu
MAX_ROWS = 5  # component rows per message
ROW = 5  # buttons per row
WHOLE = 10  # list the remaining actions whole once at most this many match
MAX_CUSTOM_ID = 100
MAX_PLACEHOLDER = 150
STYLES = {name: getattr(discord.ButtonStyle, name) for name in ("primary", "secondary", "success", "danger")}


# ---------------------------------------------------------------------------------------- words
def kebab(action_type: str) -> str:
    return action_type.replace("_", "-")


def action_title(face: Face, action_type: str, locale: str) -> str:
    """A button's words for an action: ``button-<prefix>-<type>``, else the command's description."""
    for key in (f"button-{face.prefix}-{kebab(action_type)}", f"cmd-{face.prefix}-{kebab(action_type)}-desc"):
        text = i18n.lookup(locale, key)
        if text is not None:
            return text
    return action_type.replace("_", " ")


def action_title_for(p: Presenter, state: GameState, action_type: str) -> str:
    return action_title(face_of(state.game.id), action_type, p.locale)


def option_name_in(locale: str, field: str) -> str:
    """An option's name as a reader sees it ("nabídkové město")."""
    return (i18n.lookup(locale, f"opt-{field}-name") or field).replace("_", " ")


def _default(state: GameState, action_type: str, field: str):
    info = state.game.model_of(action_type).model_fields[field]
    return None if info.is_required() else info.default


def whole_label(p: Presenter, state: GameState, action_type: str, action: dict, fields: list[str]) -> str:
    """An action by the fields that tell it apart (values at their default left out)."""
    parts = [p.choice_label(state, f, action.get(f)) for f in fields
             if action.get(f) is not None and action.get(f) != _default(state, action_type, f)]
    if not parts:
        parts = [p.choice_label(state, f, action.get(f)) for f in fields]
    return " · ".join(parts) or action_title_for(p, state, action_type)


def button_label(p: Presenter, state: GameState, action: dict, fields: list[str]) -> str:
    """The face's words for a button, else "<title>: <the values that tell it apart>"."""
    own = face_of(state.game.id).button_label(p, state, action)
    if own:
        return own
    title = action_title_for(p, state, action["type"])
    return f"{title}: {whole_label(p, state, action['type'], action, fields)}" if fields else title


# ---------------------------------------------------------------------------------------- matching
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


def offer_of(state: GameState, action_type: str) -> Offer:
    return face_of(state.game.id).offer(state, action_type)


def matching(state: GameState, seat: int, action_type: str, partial: dict[str, str],
             legal: list[dict] | None = None) -> list[dict]:
    """Legal actions of one type agreeing with the picked (encoded) field values, in the engine's
    order (``legal``: the seat's legal actions as dicts, when already at hand). Fields the face
    leaves to the engine (``Offer.engine``) are left out, and actions differing only there count once."""
    if legal is None:
        found = cmd._matching(state, seat, action_type, partial)
    else:
        found = [d for d in legal if d.get("type") == action_type
                 and all(cmd.encode(d.get(k)) == v for k, v in partial.items() if v not in (None, ""))]
    engine = offer_of(state, action_type).engine
    if not engine:
        return found
    out: dict[str, dict] = {}
    for d in found:
        kept = {k: v for k, v in d.items() if k not in engine}
        out.setdefault(repr(sorted((k, cmd.encode(v)) for k, v in kept.items())), kept)
    return list(out.values())


def _varying(state: GameState, action_type: str, matches: list[dict], partial: dict[str, str]) -> list[str]:
    engine = offer_of(state, action_type).engine
    return [f for f in cmd.fields_of(state, action_type)
            if f not in partial and f not in engine and len({cmd.encode(m.get(f)) for m in matches}) > 1]


def _raw(state: GameState, seat: int, action_type: str, partial: dict[str, str], matches: list[dict]) -> dict:
    """The engine values of the picked fields."""
    if matches:
        return {f: matches[0].get(f) for f in partial}
    return cmd.raw_partial(state, seat, action_type, partial) or {}


# ---------------------------------------------------------------------------------------- steps
@dataclass
class Step:
    """What one select offers: its options [(value, label)], the partial choice it extends, and
    the field it asks for (None: whole actions)."""

    partial: dict[str, str]
    field: str | None
    options: list[tuple[str, str]]


def _field_options(state: GameState, action_type: str, field: str, values: list, raw: dict,
                   p: Presenter) -> list[tuple[str, str]]:
    """One option per value, in the face's order, words from the face or the value's label."""
    face = face_of(state.game.id)
    index = cmd.fields_of(state, action_type).index(field)
    seen: dict[str, object] = {}
    for v in values:
        seen.setdefault(cmd.encode(v), v)
    ranked = sorted(seen.items(), key=lambda kv: face.choice_rank(state, action_type, field, kv[1], raw))
    return [(f"{index}={key}", face.choice_words(p, state, action_type, field, v, raw)
             or p.choice_label(state, field, v)) for key, v in ranked[:MAX_SELECT]]


def next_step(state: GameState, seat: int, action_type: str, partial: dict[str, str], locale: str,
              legal: list[dict] | None = None) -> Step:
    p = Presenter(locale)
    matches = matching(state, seat, action_type, partial, legal)
    if not matches:
        return field_step(state, seat, action_type, partial, p)
    varying = _varying(state, action_type, matches, partial)
    offer = offer_of(state, action_type)
    if not offer.whole:  # field by field: the next field that differs, else the next one with a value
        varying = varying or [f for f in cmd.fields_of(state, action_type) if f not in partial
                              and f not in offer.engine and matches[0].get(f) is not None][:1]
    if (offer.whole or not varying) and len(matches) <= MAX_SELECT and (len(matches) <= WHOLE or len(varying) <= 1):
        options = [(f"#{i}", whole_label(p, state, action_type, m, varying)) for i, m in enumerate(matches)]
        return Step(partial, None, options)
    field = varying[0]
    raw = _raw(state, seat, action_type, partial, matches)
    return Step(partial, field, _field_options(state, action_type, field, [m.get(field) for m in matches], raw, p))


def field_step(state: GameState, seat: int, action_type: str, partial: dict[str, str], p: Presenter) -> Step:
    """For an action the game does not list (chosen field by field): the next field with choices,
    from the game's ``choices`` (an empty step when none is left)."""
    for field in cmd.fields_of(state, action_type):
        if field in partial:
            continue
        values = [v for v in cmd._values(state, seat, action_type, field, partial) if v is not None]
        if values:
            raw = cmd.raw_partial(state, seat, action_type, partial) or {}
            return Step(partial, field, _field_options(state, action_type, field, values, raw, p))
    return Step(partial, field=None, options=[])


def unlisted_ready(state: GameState, action_type: str, partial: dict[str, str]) -> bool:
    """Whether every required field of an unlisted action has been picked."""
    model = state.game.model_of(action_type)
    return all(partial.get(f) not in (None, "") for f in cmd.fields_of(state, action_type)
               if model.model_fields[f].is_required())


def _placeholder(state: GameState, seat: int, action_type: str, step: Step, locale: str,
                 legal: list[dict] | None = None) -> str:
    """The face's question, else "Transport goods: supply…" for a field step; for whole actions,
    the title and what all of them share ("Development move: train…")."""
    p = Presenter(locale)
    matches = matching(state, seat, action_type, step.partial, legal)
    if step.field is not None:
        raw = _raw(state, seat, action_type, step.partial, matches)
        own = face_of(state.game.id).prompt(p, state, action_type, step.field, raw)
        title = action_title_for(p, state, action_type)
        return clip(own or f"{title}: {option_name_in(locale, step.field)}…", MAX_PLACEHOLDER)
    title = action_title_for(p, state, action_type)
    shared = [f for f in cmd.fields_of(state, action_type) if f not in step.partial and matches
              and len({cmd.encode(m.get(f)) for m in matches}) == 1]
    words = [p.choice_label(state, f, matches[0][f]) for f in shared
             if matches[0].get(f) is not None and matches[0].get(f) != _default(state, action_type, f)]
    return clip(f"{title}: {' · '.join(words)}…" if words else f"{title}…", MAX_PLACEHOLDER)


# ---------------------------------------------------------------------------------------- items
class ActButton(Handled, discord.ui.DynamicItem[discord.ui.Button],
                template=r"^vy:act:(?P<game>\d+):(?P<seq>\d+):(?P<type>[a-z_]+)(?P<prefix>(?::\d+=[^:]*)*)$"):
    """The action named by its type and the fields in the id, in one press (the only legal
    action of that type when no field is given)."""

    def __init__(self, game_id: int, seq: int, action_type: str, label: str = "",
                 style: discord.ButtonStyle = discord.ButtonStyle.primary, prefix: str = "",
                 emoji: str | None = None) -> None:
        super().__init__(discord.ui.Button(label=clip(label or action_type, MAX_LABEL), style=style, emoji=emoji,
                                           custom_id=f"vy:act:{game_id}:{seq}:{action_type}{prefix}"))
        self.game_id, self.seq, self.action_type, self.prefix = game_id, seq, action_type, prefix

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), int(match["seq"]), match["type"], prefix=match["prefix"] or "")

    def makes(self, state: GameState, action: dict) -> bool:
        """Whether a press makes ``action`` in the position the button was built at."""
        picked = _parse_prefix(state, self.action_type, self.prefix)
        return action.get("type") == self.action_type and all(cmd.encode(action.get(f)) == v
                                                              for f, v in picked.items())

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await do_pick(ctx, app, place, actor, self.game_id, self.seq, self.action_type, self.prefix, None)


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


class HandButton(Handled, discord.ui.DynamicItem[discord.ui.Button], template=r"^vy:hand:(?P<game>\d+)$"):
    """"My secret": the presser's own secrets, answered privately (as /game hand)."""

    def __init__(self, game_id: int, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=clip(label or "…", MAX_LABEL), style=discord.ButtonStyle.secondary,
                                           custom_id=f"vy:hand:{game_id}"))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]))

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        live = await current_live(app, place)
        if live is None or live.game.id != self.game_id:
            await refuse(ctx, actor, Refusal("refuse-state-changed"), live)
            return
        await do_hand(ctx, app, place, actor)


DYNAMIC_ITEMS = (ActButton, PickSelect, MineButton, HandButton)


# ---------------------------------------------------------------------------------------- building
def _select(state: GameState, game_id: int, seq: int, action_type: str, step: Step, locale: str,
            legal: list[dict] | None = None) -> PickSelect | None:
    prefix = _prefix_text(state, action_type, step.partial)
    if len(f"vy:pick:{game_id}:{seq}:{action_type}{prefix}") > MAX_CUSTOM_ID or not step.options:
        return None
    options = [discord.SelectOption(label=clip(label, MAX_OPTION), value=value[:MAX_OPTION])
               for value, label in step.options[:MAX_SELECT]]
    return PickSelect(game_id, seq, action_type, prefix, options,
                      _placeholder(state, state.to_act(), action_type, step, locale, legal))


@dataclass
class Group:
    """One action type's components: its buttons, its selects, and the one select it falls back
    to when the message runs out of rows (None: it cannot shrink)."""

    buttons: list[discord.ui.Item]
    selects: list[discord.ui.Item]
    narrow: list[discord.ui.Item] | None = None


def _buttons(state: GameState, game_id: int, seq: int, action_type: str, matches: list[dict], p: Presenter,
             offer: Offer) -> list[ActButton] | None:
    """A button per action, its id naming the fields that tell it apart (None: an id too long)."""
    varying = _varying(state, action_type, matches, {})
    out = []
    for m in matches:
        picked = {f: cmd.encode(m.get(f)) for f in varying}
        prefix = _prefix_text(state, action_type, picked)
        if len(f"vy:act:{game_id}:{seq}:{action_type}{prefix}") > MAX_CUSTOM_ID:
            return None
        fields = [f for f in cmd.fields_of(state, action_type) if m.get(f) is not None]
        out.append(ActButton(game_id, seq, action_type, button_label(p, state, m, fields),
                             STYLES.get(offer.style, discord.ButtonStyle.primary), prefix, offer.emoji))
    return out


def _group(state: GameState, game_id: int, seq: int, seat: int, action_type: str, locale: str,
           legal: list[dict]) -> Group:
    p = Presenter(locale)
    offer = offer_of(state, action_type)
    matches = matching(state, seat, action_type, {}, legal)
    if not matches:  # chosen field by field (the game does not list these actions)
        item = _select(state, game_id, seq, action_type, field_step(state, seat, action_type, {}, p), locale, legal)
        return Group([], [item] if item else [])
    one = _select(state, game_id, seq, action_type, next_step(state, seat, action_type, {}, locale, legal),
                  locale, legal) if len(matches) > 1 else None
    narrow = [one] if one else None
    values = list(dict.fromkeys(cmd.encode(m.get(offer.spread)) for m in matches)) if offer.spread else []
    if 0 < len(values) <= MAX_ROWS:  # a select per value (one value too: it asks the next field at once)
        spread = [_select(state, game_id, seq, action_type,
                          next_step(state, seat, action_type, {offer.spread: v}, locale, legal), locale, legal)
                  for v in values]
        if all(spread):
            return Group([], spread, narrow)
    if offer.each or len(matches) == 1:
        buttons = _buttons(state, game_id, seq, action_type, matches, p, offer)
        if buttons is not None and len(buttons) <= MAX_ROWS * ROW:
            return Group(buttons, [], narrow)
    return Group([], [one] if one else [])


def _rows(groups: list[Group], extra: int, shrunk: Group | None = None) -> int:
    """Rows the components take (``extra`` more buttons; ``shrunk`` as its one select)."""
    buttons = sum(len(g.buttons) for g in groups if g is not shrunk) + extra
    selects = sum(len(g.narrow if g is shrunk else g.selects) for g in groups)
    return ceil(buttons / ROW) + selects


def _fit(groups: list[Group], extra: int) -> None:
    """Shrink groups to their one select until the components fit in five rows: the smallest
    shrink that is enough, else the biggest one and again."""
    while _rows(groups, extra) > MAX_ROWS:
        shrinkable = [g for g in groups if g.narrow is not None]
        if not shrinkable:
            return
        enough = [g for g in shrinkable if _rows(groups, extra, g) <= MAX_ROWS]
        pick = (max(enough, key=lambda g: _rows(groups, extra, g)) if enough
                else min(shrinkable, key=lambda g: _rows(groups, extra, g)))
        pick.buttons, pick.selects, pick.narrow = [], pick.narrow, None


def choice_items(state: GameState, game_id: int, seq: int, locale: str, hand: bool = False,
                 skip: tuple[str, ...] = ()) -> list[discord.ui.Item]:
    """The components offering the choices of the player to act (see the module's docstring),
    with their rows set: buttons first (five a row), then one row per select. ``skip``: action
    types left out (a face offering them its own way)."""
    seat = state.to_act()
    if seat is None:
        return []
    legal = legal_dicts(state, seat)
    types = sorted((t for t in state.legal_types(seat) if t not in skip),
                   key=lambda t: offer_of(state, t).order)  # stable: the engine's order
    groups = [_group(state, game_id, seq, seat, t, locale, legal) for t in types]
    extra = [HandButton(game_id, i18n.t(locale, "button-my-secret"))] if hand else []
    _fit(groups, len(extra))
    buttons = [b for g in groups for b in g.buttons][: MAX_ROWS * ROW - len(extra)] + extra
    for i, b in enumerate(buttons):
        b.row = i // ROW
    first = ceil(len(buttons) / ROW)
    selects = [s for g in groups for s in g.selects][: max(0, MAX_ROWS - first)]
    for row, s in enumerate(selects, first):
        s.row = row
    return [*buttons, *selects]


def _view(items: list[discord.ui.Item]) -> discord.ui.View | None:
    """The items in a view. Items not laid out yet (no row): buttons on the first row, then a row
    per select."""
    if not items:
        return None
    if any(getattr(i, "item", i).row is None for i in items):  # (a DynamicItem's own row misreads selects)
        selects = [i for i in items if isinstance(getattr(i, "item", i), discord.ui.Select)]
        buttons = [i for i in items if i not in selects]
        for item in buttons:
            item.row = 0
        for row, item in enumerate(selects, 1 if buttons else 0):
            item.row = row
    view = discord.ui.View(timeout=None)
    for item in items:
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
    hand = face_of(state.game.id).hand_button(state)
    return _view(choice_items(state, game_id, seq, locale, hand=hand))


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
    p = Presenter(locale)
    lines = [p.t("hand-choose", player=state.seats[seat].name)]
    lines += p.events(state, secret_events(state, seat))
    return clip("\n".join(lines), 2000)


def pick_outcome(state: GameState, seat: int, action_type: str, prefix: str, picked: str | None,
                 locale: str) -> tuple[dict[str, str] | None, Step | None]:
    """What one step of a pick does in this position: the action's fields (encoded) once the
    choices name one legal action, else the next step to offer. Raises a refusal when the
    component no longer fits the position (the game moved on)."""
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
    if chosen is not None:
        return {k: cmd.encode(v) for k, v in chosen.items() if k not in ("type", "seat") and v is not None}, None
    return None, next_step(state, seat, action_type, partial, locale)


async def do_pick(ctx: Replier, app: App, place: Place, actor: Actor, game_id: int, seq: int,
                  action_type: str, prefix: str, picked: str | None) -> None:
    """One step of a pick: act once the choices name one legal action, else offer the next step
    privately to the player to act (``pick_outcome``)."""
    live = None
    try:
        live, seat = await check_turn(app, place, actor, seq, game_id)
        state = live.state
        args, step = pick_outcome(state, seat, action_type, prefix, picked, actor.locale)
    except (Refusal, RuleError) as err:
        await refuse(ctx, actor, err, live or await current_live(app, place))
        return
    if args is not None:
        await do_action(ctx, app, place, actor, action_type, args, seen_seq=seq, game_id=game_id)
        return
    item = _select(state, game_id, seq, action_type, step, actor.locale)
    p = Presenter(actor.locale)
    raw = _raw(state, seat, action_type, step.partial, matching(state, seat, action_type, step.partial))
    own = face_of(state.game.id).prompt(p, state, action_type, step.field, raw) if step.field else None
    words = [p.choice_label(state, f, raw.get(f)) for f in step.partial]
    text = own or action_title_for(p, state, action_type) + (": " + " · ".join(words) if words else "")
    await ctx.private(clip(text, 2000), view=_view([item]) if item is not None else None)


async def do_hand(ctx: Replier, app: App, place: Place, actor: Actor) -> None:
    """The caller's own secrets in the channel's game (``private_info``), only for them; when the
    game waits for their secret choice, its components come along."""
    live = None
    try:
        live = await app.sessions.live(place.channel_id)
        seat = Sessions.seat_of(live, actor.id)
        if seat is None:
            raise Refusal("refuse-not-seated")
    except Refusal as err:
        await refuse(ctx, actor, err, live or await current_live(app, place))
        return
    p = Presenter(actor.locale)
    state = live.state
    lines = p.events(state, secret_events(state, seat))
    text = "\n".join([f"**{p.t('hand-title', game=p.game_title(live.game.game))}**", *(lines or [p.t("hand-empty")])])
    view = None
    if state.to_act() == seat and secret_choice(state):
        view = private_view(state, live.game.id, live.seq, actor.locale)
    await ctx.private(clip(text, MAX_MESSAGE), view=view)
