"""The console's help: every game with its options, the commands legal right now with an example
each, and ``choices`` (one field's legal values, never an empty or unexplained list)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import GameState, RuleError, all_games
from vypravci.games.core.invalid import allowed_values
from vypravci.games.core.options import example, host_options

from ..commands import actions as cmd
from . import words
from ..words.i18n import i18n
from ..commands.present import secret_choice
from ..table.refusal import Refusal

if TYPE_CHECKING:
    from .app import Console


class ConsoleHelp:
    def __init__(self, console: "Console") -> None:
        self.c = console
        self.p = console.p

    async def show(self, game_id: str | None) -> None:
        c = self.c
        c.say("console-help")
        c.say("console-help-table")  # vacation, kick, replace, pace, pause, resume (bot/console/table.py)
        games = [g for g in all_games() if game_id is None or g.id == game_id]
        c.say("console-help-games")
        for g in games:
            self.options(g)
            if game_id is not None:
                self.moves(g)
        g = await c.sessions.store.active_game(0)
        if g is not None and g.status == "lobby":
            c.say("console-help-lobby", game=self.p.game_title(g.game))
        state = await c._state()
        if state is not None and not state.is_terminal():
            seat = state.to_act()
            c.say("console-help-now", player=state.seats[seat].name)
            for line in self.examples(state, seat):
                c.out("    " + line)

    def options(self, game) -> None:
        """One game: its id, name and player counts, then each option a host sets (the engine's
        internal ones left out) with its values and words, or its form and an example."""
        counts = game.every_player_count()
        c, p = self.c, self.p
        c.out(f"  new {game.id}  — {p.game_title(game.id)} ({counts[0]}–{counts[-1]})")
        defaults = game.Options().model_dump(mode="json")
        for field in host_options(game.Options):
            values = allowed_values(game.Options, field)
            if values == ["true", "false"]:
                words = i18n.lookup(p.locale, f"choice-variant-{field}") or i18n.lookup(p.locale, f"opt-{field}-desc")
                c.out(f"      {field}=true" + (f"  ({words})" if words else ""))
                continue
            shown = []
            for v in values:
                words = i18n.lookup(p.locale, f"choice-{field}-{v}")
                shown.append(f"{v} ({words})" if words and cmd.fold(words) != cmd.fold(v) else v)
            listed = " | ".join(shown)
            if not shown:  # free text or a list: its form in the game's words, and an example
                form = i18n.lookup(p.locale, f"help-option-{game.id}-{field}")
                typed = example(game.Options, field)
                listed = f"<{form}>" if form else p.t("console-help-any")
                if typed is not None:
                    listed += "  " + p.t("console-help-example", example=f"{field}={typed}")
            c.out(f"      {field}={listed}  " + p.t("console-help-default", value=str(defaults.get(field) if defaults.get(field) is not None else "—")))

    def moves(self, game) -> None:
        """A game's moves: each command as the reader types it, its fields, and what it does."""
        from ..faces import face_of

        p, prefix = self.p, face_of(game.id).prefix
        self.c.say("console-help-moves")
        for model in game.action_types:
            kind = model.model_fields["type"].default
            key = f"cmd-{prefix}-{kind.replace('_', '-')}"
            verb = i18n.lookup(p.locale, f"{key}-name") or kind
            fields = [f for f in model.model_fields if f not in ("seat", "type")]
            shown = [f"<{p.field_name(f)}>" if model.model_fields[f].is_required()
                     else f"[{words.field_word(f, p.locale)}=…]" for f in fields]
            desc = i18n.lookup(p.locale, f"{key}-desc")
            self.c.out(f"      {' '.join([verb, *shown])}" + (f"  — {desc}" if desc else ""))

    def example(self, state: GameState, seat: int, kind: str) -> str:
        """A complete legal line for one action type, typed as a player would in the reader's
        language (its command, then the values in their words), that reads back as that move."""
        verb = words.action_word(state, kind, self.p.locale)
        if secret_choice(state):
            return self.p.t("console-example-secret", action=verb, hand=words.local_verb("hand", self.p.locale),
                            choices=words.local_verb("choices", self.p.locale))
        label = self.p.labeler(state)
        model = state.game.model_of(kind)
        listed = [a.to_dict() for a in state.legal_actions(seat) if a.to_dict().get("type") == kind]
        if listed:  # a whole legal action: what tells it apart from its defaults is typed too
            return self._typed(state, seat, kind, listed[0], model, label, self._needs_all(state, seat, listed[0], model))
        line, filled = [verb], {}
        for field in cmd.fields_of(state, kind):
            required = model.model_fields[field].is_required()
            options = [c for c in cmd.choices(state, seat, kind, field, filled, label, limit=None) if c.raw is not None]
            if not options:
                if required:
                    line.append(f"<{self.p.field_name(field)}>")
                continue
            filled[field] = options[0].value
            if required:
                line.append(words.typed_word(options, options[0], field, label))
        return " ".join(line)

    @staticmethod
    def _needs_all(state: GameState, seat: int, action: dict, model) -> bool:
        """Whether the action's optional fields must be typed: the required ones alone (with the
        values that follow from them) leave it unclear, or the game refuses them as they stand."""
        short = {k: v for k, v in action.items()
                 if k in ("type", "seat") or (k in model.model_fields and model.model_fields[k].is_required())}
        short = cmd.fill_unique(state, seat, short)
        if cmd.ambiguity(state, seat, short, lambda f, v: str(v)) is not None:
            return True
        try:
            state.clone().apply(short)
        except RuleError:
            return True
        return False

    def _typed(self, state: GameState, seat: int, kind: str, action: dict, model, label, optional: bool) -> str:
        line, filled = [words.action_word(state, kind, self.p.locale)], {}
        for field in cmd.fields_of(state, kind):
            value = action.get(field)
            info = model.model_fields[field]
            options = cmd.choices(state, seat, kind, field, filled, label, limit=None)
            text = cmd.encode(value)
            if value is not None:
                filled[field] = text
            if value is None or (not info.is_required() and (value == info.default or not optional)):
                continue
            name = words.field_word(field, self.p.locale)
            if field == "route":  # routes are typed by their number in the list
                number = next((i for i, c in enumerate(options, 1) if c.value == text), 1)
                line.append(f"{name}={number}")
                continue
            choice = next((c for c in options if c.value == text), None)
            word = words.typed_word(options, choice, field, label) if choice is not None else words.quoted(text)
            line.append(word if info.is_required() else f"{name}={word}")
        return " ".join(line)

    def examples(self, state: GameState, seat: int) -> list[str]:
        return [self.example(state, seat, kind) for kind in state.legal_types(seat)]

    async def choices(self, args: list[str]) -> None:
        """``choices [action] [field] [field=value …]``: one field's legal values, each as the word to
        type and its name; without an action, the commands legal now. A ``field=value`` that fits
        no legal value is refused, never dropped."""
        c, p = self.c, self.p
        live = await c.sessions.live(0)
        state = live.state
        seat = state.to_act()
        if seat is None:
            raise Refusal("error-game-over")
        if not args:
            c.say("console-help-now", player=state.seats[seat].name)
            for line in self.examples(state, seat):
                c.out("    " + line)
            return
        kind = words.action_kind(state, args[0])
        if kind is None:
            near = cmd.nearest(args[0], [n for k in cmd.action_types(state) for n in words.action_names(state, k, p.locale)]
                               or cmd.action_types(state))
            raise Refusal("console-unknown-command-near" if near else "console-unknown-command",
                          command=args[0], near=near[0] if near else "")
        verb = p.command(state, kind)
        if kind not in state.legal_types(seat):
            raise RuleError("console-error-not-now", "turn", action=verb,
                            examples="; ".join(self.examples(state, seat)) or "—")
        if secret_choice(state) and cmd.fold(state.seats[seat].name) != cmd.fold(c.player):
            raise Refusal("console-secret-not-yours", player=state.seats[seat].name)
        fields = cmd.fields_of(state, kind)
        if not fields:  # nothing to choose: the action is just its name
            c.say("console-choices-bare", action=verb)
            return
        named, wanted = c.named_fields(state, kind, args[1:])
        if secret_choice(state) and not wanted and not named:  # a secret choice: its whole moves, to type
            label, model = p.labeler(state), state.game.model_of(kind)
            moves = [a.to_dict() for a in state.legal_actions(seat) if a.type == kind]
            c.say("console-choices-moves", action=verb, count=len(moves))
            for move in moves:  # the line to type, then what it means
                words_ = " · ".join(label(f, move[f]) for f in fields if move.get(f) is not None)
                c.out(f"    {self._typed(state, seat, kind, move, model, label, True)}  — {words_}")
            return
        field = words.field_of(state, kind, wanted[0]) if wanted else fields[0]
        if field is None:
            raise words.no_field(state, kind, wanted[0], p.locale, verb)
        label = p.labeler(state)
        partial = cmd.filters(state, seat, kind, {k: v for k, v in named.items() if k != field}, label)
        found = cmd.choices(state, seat, kind, field, partial, label, limit=None)
        name = p.field_name(field)
        if not found:
            c.say("console-choices-none", field=name, action=verb, example=self.example(state, seat, kind))
            return
        c.say("console-choices-head", field=name, action=verb, count=len(found))
        for choice in found:  # a route is typed by its number, which its label starts with
            word = words.typed_word(found, choice, field, label)
            plain = field == "route" or cmd.fold(word.strip('"')) == cmd.fold(choice.label)
            c.out(f"    {choice.label}" if plain else f"    {word}  — {choice.label}")
