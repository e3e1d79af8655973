"""Every offer the command layer makes in one position (issue 22, "one truth for offers"), for the
property test in tests/test_offers.py: the console's examples and ``choices`` values, Discord's
autocomplete for each option, and the turn components (buttons, selects and the steps they lead
to) — each as the fields it submits, so the test can check that the engine accepts it — and the
lines that reach each legal action through the console's words.

Positions come from the stored fixture records (tests/fixtures) and from seeded self-play with
random AI seats over every option set a game plays in its conformance suite."""
from __future__ import annotations

import json
import random
import shlex
from dataclasses import dataclass
from functools import cache
from pathlib import Path


from vypravci.bot.discord import components
from vypravci.bot.commands import actions as cmd
from vypravci.bot.console import words
from vypravci.bot.console.help import ConsoleHelp
from vypravci.bot.console.moves import MoveTyping
from vypravci.bot.faces import face_of
from vypravci.bot.commands.present import Presenter, secret_choice
from vypravci.games.core import GameRecord, GameState, RuleError, all_games, get_game, new_state
from vypravci.games.core.selfplay import ai_seats, play

FIXTURES = Path(__file__).parent / "fixtures"


@dataclass(frozen=True)
class Offer:
    surface: str  # example, choices, autocomplete, component
    what: str  # where it was offered, for a failure's message
    kind: str  # the action type
    args: dict[str, str] | None = None  # encoded fields, as a component or autocomplete submits them
    line: str | None = None  # or a console line (command and words)


class Reader(MoveTyping):
    """The console's reading of typed words and its help, without a table: one reader's language."""

    def __init__(self, locale: str) -> None:
        self.p = Presenter(locale, console=True)
        self.player, self.hotseat = "", True

    def say(self, key: str, **params) -> None:
        pass


# ---------------------------------------------------------------------------------- positions
def _fixture_records(game_id: str) -> list[GameRecord]:
    return [GameRecord.model_validate(json.loads(f.read_text(encoding="utf-8"))["record"])
            for f in sorted((FIXTURES / game_id).glob("*.json"))]


def _selfplay_records(game, count: int, seed: int) -> list[GameRecord]:
    """``count`` whole games with random AI seats, one option set after another."""
    sets = game.option_sets()
    out = []
    for i in range(count):
        options = sets[(seed + i) % len(sets)]
        counts = game.player_counts(options)
        record, _ = play(game, ai_seats(counts[(seed + i) % len(counts)], ["random"]), seed + i,
                         options.model_dump(mode="json"))
        out.append(record)
    return out


def positions(per_game: int, seed: int = 7) -> list[tuple[str, GameState]]:
    """``per_game`` positions of each game with a seat to act (``game_positions``), game by game."""
    return [(game.id, s) for game in all_games() for s in game_positions(game.id, per_game, seed)]


@cache
def game_positions(game_id: str, per_game: int, seed: int = 7) -> tuple[GameState, ...]:
    """``per_game`` positions of one game with a seat to act, in a fixed order: from as many
    fixture records as that takes (all of them for a large sweep) and as many seeded self-play
    games with random AI seats, a few positions of each record at random moves."""
    rng = random.Random(f"{game_id}-{seed}")
    game = get_game(game_id)
    fixtures = _fixture_records(game.id)
    rng.shuffle(fixtures)
    count = min(len(fixtures), max(1, per_game // 4))
    records = fixtures[:count] + _selfplay_records(game, max(count, per_game // 50), seed)
    found: list[GameState] = []
    for i, record in enumerate(records):
        want = per_game // len(records) + (i < per_game % len(records))
        moves = sorted(rng.sample(range(len(record.actions)), min(want, len(record.actions))))
        state = new_state(record)
        for n, action in enumerate(record.actions):
            if moves and n == moves[0]:
                moves.pop(0)
                found.append(_remembering(state.clone()))
            state.apply(action)
    return tuple(found)


def _remembering(state: GameState) -> GameState:
    """The state as people play it (its AI seats human, so the turn message carries components)
    with its legal actions listed once per seat (the offers ask for them again and again; the
    state never changes: every offer is tried on a copy)."""
    state.seats = [s.model_copy(update={"kind": "human", "ai": None, "user_id": i + 1}) if s.kind == "ai" else s
                   for i, s in enumerate(state.seats)]
    listed: dict = {}
    plain = state.legal_actions

    def legal_actions(seat: int | None = None):
        if seat not in listed:
            listed[seat] = plain(seat)
        return list(listed[seat])

    def clone() -> GameState:  # a copy lists its own (it copies the instance's attributes)
        other = plain_clone()
        other.__dict__.pop("legal_actions", None)
        other.__dict__.pop("clone", None)
        return other

    plain_clone = state.clone
    state.legal_actions = legal_actions  # type: ignore[method-assign]
    state.clone = clone  # type: ignore[method-assign]
    return state


# ---------------------------------------------------------------------------------- offers
def _sample(items: list, k: int, rng: random.Random) -> list:
    return items if len(items) <= k else rng.sample(items, k)


def _complete(state: GameState, seat: int, kind: str, partial: dict[str, str], label, offer) -> dict[str, str]:
    """``partial`` with every other field filled in from the offers (the first value offered given
    the fields chosen so far; an empty one is left empty), as a player completes a move from what
    is shown."""
    out = dict(partial)
    empty = [f for f, v in partial.items() if v == ""]
    if empty:  # "—" chosen (no value: the engine's default): complete from the moves without one
        offer = _without(state, seat, kind, empty)
    for field in cmd.fields_of(state, kind):
        if field in out:
            continue
        found = offer(field, out)
        if found and found[0].value:
            out[field] = found[0].value
    return out


def _without(state: GameState, seat: int, kind: str, empty: list[str]):
    """Offers of the listed moves that leave ``empty`` without a value (what a player completes
    after choosing "—" for them)."""
    def offer(field: str, given: dict[str, str]) -> list[cmd.Choice]:
        out: dict[str, cmd.Choice] = {}
        for action in (a.to_dict() for a in state.legal_actions(seat)):
            if action["type"] == kind and all(cmd.encode(action.get(e)) == "" for e in empty) and all(
                    cmd.encode(action.get(g)) == v for g, v in given.items() if v):
                out.setdefault(cmd.encode(action.get(field)), cmd.Choice(cmd.encode(action.get(field)), "", action.get(field)))
        return list(out.values())

    return offer


def console_offers(state: GameState, seat: int, reader: Reader, k: int, rng: random.Random) -> list[Offer]:
    """The examples ``choices`` shows, and the values it lists for each field (``choices <action>
    <field>``), each typed back as the reader would: the value's word, the other fields completed
    from what ``choices`` lists with it."""
    out = [Offer("example", line, words.action_kind(state, shlex.split(line)[0]) or "", line=line)
           for line in ConsoleHelp(reader).examples(state, seat) if "…" not in line]
    if secret_choice(state):
        return out  # listed to its player alone; what they type is checked like any other line
    label = reader.p.labeler(state)
    for kind in state.legal_types(seat):
        verb = words.action_word(state, kind, reader.p.locale)
        for field in cmd.fields_of(state, kind):
            shown = cmd.choices(state, seat, kind, field, {}, label, limit=None)
            for choice in _sample(shown, k, rng):
                picked = _complete(state, seat, kind, {field: choice.value}, label,
                                   lambda f, given: cmd.choices(state, seat, kind, f, given, label, limit=None))
                out.append(Offer("choices", f"choices {verb} {field}: {choice.label}", kind, args=picked))
    return out


def autocomplete_offers(state: GameState, seat: int, label, k: int, rng: random.Random) -> list[Offer]:
    """Discord's autocomplete for each option of each legal command, the options before it filled
    in from their own autocomplete, the ones after it completed the same way."""
    out = []
    for kind in state.legal_types(seat):
        fields = cmd.fields_of(state, kind)

        def offer(field, given):
            before = {f: v for f, v in given.items() if fields.index(f) < fields.index(field)}
            return cmd.autocomplete(state, seat, kind, field, before, label)

        given: dict[str, str] = {}
        for field in fields:
            shown = offer(field, given)
            for choice in _sample(shown, k, rng):
                picked = _complete(state, seat, kind, {**given, field: choice.value}, label, offer)
                out.append(Offer("autocomplete", f"/{kind} {field}: {choice.label}", kind, args=picked))
            if shown:
                given[field] = shown[0].value
    return out


def component_offers(state: GameState, seat: int, locale: str, k: int, rng: random.Random) -> list[Offer]:
    """What every button and select under the turn message makes, step by step (a select's
    options are followed to the action they end in)."""
    view = components.turn_view(state, 1, 1, locale)
    if view is None and state.seats[seat].kind == "human":
        raise AssertionError("a person to act, and no component under the turn message")
    items = list(view.children) if view is not None else []
    out: list[Offer] = []
    for item in items:
        out += _pressed(state, seat, item, locale, k, rng, depth=0)
    return out


def _pressed(state: GameState, seat: int, item, locale: str, k: int, rng: random.Random, depth: int) -> list[Offer]:
    from vypravci.bot.discord.components import generic as tc
    from vypravci.bot.discord.components import lilliput as ll
    from vypravci.bot.discord.components import russian_railroads as rr

    if depth > 8:
        raise AssertionError(f"a pick deeper than 8 steps: {item}")
    name = type(item).__name__
    if isinstance(item, (tc.HandButton,)):
        return []
    if isinstance(item, tc.MineButton):
        view = tc.private_view(state, 1, 1, locale)
        return [o for i in (view.children if view else []) for o in _pressed(state, seat, i, locale, k, rng, depth + 1)]
    if isinstance(item, rr.MineButton):
        dicts = [a.to_dict() for a in state.legal_actions(seat)]
        return [o for b in rr.answer_buttons(state, 1, 1, locale, dicts)
                for o in _pressed(state, seat, b, locale, k, rng, depth + 1)]
    if isinstance(item, rr.LegalButton):
        action = state.legal_actions(seat)[item.index].to_dict()
        args = {f: cmd.encode(v) for f, v in action.items() if f not in ("type", "seat") and v is not None}
        return [Offer("component", f"{name} {item.item.label}", action["type"], args=args)]
    if isinstance(item, ll.OperateButton):
        return [Offer("component", f"{name} {item.item.label}", "operate",
                      args={"company": item.company, "payout": "True" if item.pay else "False"})]
    if isinstance(item, ll.OfferButton):
        return [Offer("component", f"{name} {item.item.label}", "answer_offer",
                      args={"accept": "True" if item.accept else "False"})]
    if isinstance(item, ll.DoneButton):
        return [Offer("component", f"{name} {item.item.label}", "done", args={})]
    if isinstance(item, ll.SquareSelect):
        out = []
        for option in _sample(item.item.options, k, rng):
            x, _, y = option.value.partition(",")
            out += _lay(state, seat, {"company": item.company, "x": x, "y": y}, item.action_type, k, rng)
        return out
    if isinstance(item, tc.ActButton):
        return _picked(state, seat, item.action_type, item.prefix, None, locale, k, rng, depth, item.item.label)
    if isinstance(item, tc.PickSelect):
        return [o for option in _sample(item.item.options, k, rng)
                for o in _picked(state, seat, item.action_type, item.prefix, option.value, locale, k, rng, depth,
                                 f"{item.item.placeholder}: {option.label}")]
    raise AssertionError(f"a component the offer test does not know: {name}")


def _picked(state, seat, kind, prefix, value, locale, k, rng, depth, what) -> list[Offer]:
    from vypravci.bot.discord.components import generic as tc

    args, step = tc.pick_outcome(state, seat, kind, prefix, value, locale)
    if args is not None:
        return [Offer("component", what, kind, args=args)]
    select = tc._select(state, 1, 1, kind, step, locale)
    if select is None:
        raise AssertionError(f"{what}: a step with nothing to pick")
    return _pressed(state, seat, select, locale, k, rng, depth + 1)


def _lay(state, seat, picked: dict, action_type: str, k: int, rng: random.Random) -> list[Offer]:
    from vypravci.bot.discord.components import lilliput as ll

    step, found = ll.lay_outcome(state, seat, picked, action_type)
    if step == "lay":
        return [Offer("component", f"lay {found}", action_type, args={f: str(v) for f, v in found.items()})]
    return [o for value in _sample(list(found), k, rng)
            for o in _lay(state, seat, {**picked, step: str(value)}, action_type, k, rng)]


# ---------------------------------------------------------------------------------- checks
def accepted(state: GameState, seat: int, offer: Offer, reader: Reader) -> str | None:
    """None when the engine takes what the offer submits, else why not (for the failure)."""
    label = reader.p.labeler(state)
    try:
        if offer.line is not None:
            verb, *args = shlex.split(offer.line)
            kind = words.action_kind(state, verb)
            if kind is None:
                return f"no command “{verb}”"
            action = reader.read_move(state, seat, kind, args)
            state.clone().apply(state.game.parse_action(action))
        else:
            cmd.checked(state, seat, offer.kind, offer.args or {}, label)
    except RuleError as err:
        return reader.p.error(state, err)
    except Exception as err:  # noqa: BLE001 - a crash is a failure too, named
        return f"{type(err).__name__}: {err}"
    return None


def typed_line(state: GameState, seat: int, action: dict, reader: Reader) -> str:
    """A legal action as the console's words type it, every field that differs from its default
    given (what ``choices`` shows for each)."""
    kind = action["type"]
    model = state.game.model_of(kind)
    return ConsoleHelp(reader)._typed(state, seat, kind, action, model, reader.p.labeler(state), True)


def reaches(state: GameState, seat: int, action: dict, reader: Reader) -> str | None:
    """None when the legal ``action`` is reached by its console line and, option by option, by
    Discord's autocomplete (its value among the choices once its name is typed); else what fails."""
    line = typed_line(state, seat, action, reader)
    verb, *args = shlex.split(line)
    want = state.game.parse_action(action).to_dict()
    try:
        got = reader.read_move(state, seat, words.action_kind(state, verb) or verb, args)
        if state.game.parse_action(got).to_dict() != want:
            return f"“{line}” reads as {got}"
    except RuleError as err:
        return f"“{line}”: {reader.p.error(state, err)}"
    label = reader.p.labeler(state)
    given: dict[str, str] = {}
    for field in cmd.fields_of(state, action["type"]):
        value = cmd.encode(action.get(field))
        if value:
            name = label(field, action.get(field))
            shown = cmd.autocomplete(state, seat, action["type"], field, given, label, name)
            if not any(c.value == value or (field == "route" and c.label.startswith(f"{c.value}:")) for c in shown):
                return f"autocomplete of {field} typed “{name}” lacks it: {[c.label for c in shown][:5]}"
            given[field] = value
    return None


def check_position(state: GameState, locale: str, k: int, rng: random.Random) -> list[str]:
    """Every failure of one position: offers the engine refuses, legal actions not reached."""
    seat = state.to_act()
    reader = Reader(locale)
    label = reader.p.labeler(state)
    offers = console_offers(state, seat, reader, k, rng) + autocomplete_offers(state, seat, label, k, rng)
    offers += component_offers(state, seat, locale, k, rng)
    failures = []
    for offer in offers:
        why = accepted(state, seat, offer, reader)
        if why is not None:
            failures.append(f"{offer.surface} “{offer.what}” refused: {why}")
    listed = [a.to_dict() for a in state.legal_actions(seat)]
    by_type: dict[str, list[dict]] = {}
    for action in listed:
        by_type.setdefault(action["type"], []).append(action)
    for kind in state.legal_types(seat):
        if kind not in by_type and not any(o.kind == kind for o in offers):
            failures.append(f"{kind}: legal, but nothing offers it")
    for actions in by_type.values():
        for action in _sample(actions, k, rng):
            why = reaches(state, seat, action, reader)
            if why is not None:
                failures.append(f"legal {action} not reached: {why}")
    return failures


__all__ = ["Offer", "Reader", "check_position", "game_positions", "positions"]
