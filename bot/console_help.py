"""The console's help: every game with its options, the commands legal right now with an example
each, and ``choices`` (one field's legal values, never an empty or unexplained list)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import GameState, RuleError, all_games
from vypravci.games.core.invalid import allowed_values
from vypravci.games.core.options import example, host_options

from . import commands as cmd
from .i18n import i18n
from .present import secret_choice
from .table.refusal import Refusal

if TYPE_CHECKING:
    from .console import Console


def _simple(text: str) -> bool:
    return bool(text) and all(ch.isalnum() or ch in "-_" for ch in text)


class ConsoleHelp:
    def __init__(self, console: "Console") -> None:
        self.c = console
        self.p = console.p

    async def show(self, game_id: str | None) -> None:
        c = self.c
        c.say("console-help")
        c.say("console-help-table")  # vacation, kick, replace, pace, pause, resume (bot/console_table.py)
        games = [g for g in all_games() if game_id is None or g.id == game_id]
        c.say("console-help-games")
        for g in games:
            self.options(g)
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
        from .console import _player_counts

        counts = _player_counts(game)
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

    def example(self, state: GameState, seat: int, kind: str) -> str:
        """A complete legal line for one action type, typed as a player would."""
        if secret_choice(state):
            return self.p.t("console-example-secret", action=kind)
        label = self.p.labeler(state)
        model = state.game.model_of(kind)
        listed = [a.to_dict() for a in state.legal_actions(seat) if a.to_dict().get("type") == kind]
        if listed:  # a whole legal action: what tells it apart from its defaults is typed too
            return self._typed(state, seat, kind, listed[0], model, label, self._needs_all(state, seat, listed[0], model))
        words, raw = [kind], {}
        for field in cmd.fields_of(state, kind):
            required = model.model_fields[field].is_required()
            values = [v for v in state.choices(seat, kind, field, raw) if v is not None]
            if not values:
                if required:
                    words.append(f"<{self.p.field_name(field)}>")
                continue
            raw[field] = values[0]
            if not required:
                continue
            text = cmd.encode(values[0])
            words.append(text if _simple(text) else label(field, values[0]))
        return " ".join(words)

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
        words, filled = [kind], {}
        for field in cmd.fields_of(state, kind):
            value = action.get(field)
            info = model.model_fields[field]
            if value is None or (not info.is_required() and (value == info.default or not optional)):
                continue
            text = cmd.encode(value)
            if info.is_required():
                words.append(text if _simple(text) else label(field, value))
            elif field == "route":  # routes are typed by their number in the list
                numbered = cmd.choices(state, seat, kind, field, filled, label, limit=None)
                number = next((i for i, c in enumerate(numbered, 1) if c.value == text), 1)
                words.append(f"route={number}")
            else:
                words.append(f"{field}={text}" if _simple(text) else f'{field}="{label(field, value)}"')
            filled[field] = text
        return " ".join(words)

    def examples(self, state: GameState, seat: int) -> list[str]:
        return [self.example(state, seat, kind) for kind in state.legal_types(seat)]

    async def choices(self, args: list[str]) -> None:
        """``choices [action] [field] [field=value …]``: one field's legal values, each as the word to
        type and its name; without an action, the commands legal now."""
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
        kind = c._verb(state, args[0])
        if kind not in cmd.action_types(state):
            near = cmd.nearest(args[0], cmd.action_types(state))
            raise Refusal("console-unknown-command-near" if near else "console-unknown-command",
                          command=args[0], near=near[0] if near else "")
        if kind not in state.legal_types(seat):
            raise RuleError("console-error-not-now", "turn", action=kind,
                            examples="; ".join(self.examples(state, seat)) or "—")
        if secret_choice(state) and cmd.fold(state.seats[seat].name) != cmd.fold(c.player):
            raise Refusal("console-secret-not-yours", player=state.seats[seat].name)
        fields = cmd.fields_of(state, kind)
        if not fields:  # nothing to choose: the action is just its name
            c.say("console-choices-bare", action=kind)
            return
        named = [a for a in args[1:] if "=" in a]
        wanted = [a for a in args[1:] if "=" not in a]
        field = wanted[0] if wanted else fields[0]
        if field not in fields:
            by_name = {cmd.fold(p.field_name(f)): f for f in fields}
            field = by_name.get(cmd.fold(field), field)
        if field not in fields:
            near = cmd.nearest(field, fields)
            raise RuleError("console-error-no-field", "actions", field=field, action=kind,
                            near=near[0] if near else "—", fields=", ".join(fields))
        partial = cmd._encoded(state, seat, kind, dict(a.split("=", 1) for a in named), p.labeler(state))
        found = cmd.choices(state, seat, kind, field, partial, p.labeler(state), limit=None)
        name = p.field_name(field)
        if not found:
            c.say("console-choices-none", field=name, action=kind, example=self.example(state, seat, kind))
            return
        c.say("console-choices-head", field=name, action=kind, count=len(found))
        for choice in found:  # a route is typed by its number, which its label starts with
            plain = field == "route" or choice.value == choice.label
            c.out(f"    {choice.label}" if plain else f"    {choice.value}  — {choice.label}")
