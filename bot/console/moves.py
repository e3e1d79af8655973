"""A move typed at the console: whose seat it is played for, the command word (English or the
game's Czech command name, with the nearest one offered), the words read field by field, what was
understood, and the engine's refusal in words."""
from __future__ import annotations

import zlib
from typing import TYPE_CHECKING

from vypravci.games.core import GameState, RuleError

from ..commands import actions as cmd
from . import words
from .help import ConsoleHelp
from ..table.refusal import Refusal

if TYPE_CHECKING:
    from ..commands.present import Presenter
    from ..table.session import Sessions

CONSOLE_CHANNEL = 0  # the console's one table (bot/console/app.py and bot/console/table.py import it)


def user_id(name: str) -> int:
    """A stable id for a local player's name (so a restarted console knows them again)."""
    return zlib.crc32(name.casefold().encode()) + 1


class MoveTyping:
    """The console's typed moves (mixed into ``Console``, which supplies the player, the
    presenter, the sessions and the report of an outcome)."""

    p: "Presenter"
    sessions: "Sessions"
    player: str
    hotseat: bool

    def _verb(self, state: GameState, verb: str) -> str:
        """An action type as typed: "keep_task", "keep-task", or its command name in either
        language (Czech "trať" for build); the word itself when it names none."""
        return words.action_kind(state, verb) or verb

    def _known_words(self, state: GameState | None) -> list[str]:
        """What a typed command may be (for "did you mean"): the console's verbs and, in a game,
        its commands — in the reader's language and in English."""
        locales = dict.fromkeys((self.p.locale, "en"))
        known = [n for verb in words.VERBS for loc in locales for n in words.verb_names(verb, loc)]
        if state is not None:
            known += [n for kind in cmd.action_types(state) for loc in locales for n in words.action_names(state, kind, loc)]
        return known

    def acting_seat(self, state: GameState) -> int:
        """The seat the typing player moves for: their own, when it is their turn; with hot seat,
        whichever person is to act. Refuses otherwise, naming who is to act."""
        seat = state.to_act()
        if seat is None:
            raise Refusal("error-game-over")
        actor = state.seats[seat]
        if self.hotseat and actor.user_id is not None:
            if cmd.fold(self.player) != cmd.fold(actor.name):
                self.player = actor.name
                self.say("console-now-playing", player=actor.name)
            return seat
        mine = [i for i, x in enumerate(state.seats) if x.user_id == user_id(self.player)]
        if not mine:
            raise Refusal("console-not-seated", player=self.player, to_act=actor.name)
        if seat not in mine:
            raise Refusal("console-not-your-turn", player=actor.name)
        return seat

    async def _action(self, verb: str, args: list[str]) -> None:
        try:
            live = await self.sessions.live(CONSOLE_CHANNEL)
        except Refusal:
            near = cmd.nearest(verb, self._known_words(None))
            if near:
                raise Refusal("console-unknown-command-near", command=verb, near=near[0]) from None
            raise
        state = live.state
        kind = words.action_kind(state, verb)
        if kind is None:
            near = cmd.nearest(verb, self._known_words(state))
            raise Refusal("console-unknown-command-near" if near else "console-unknown-command",
                          command=verb, near=near[0] if near else "")
        seat = self.acting_seat(state)
        action = self.read_move(state, seat, kind, args)
        label, fields = self.p.labeler(state), cmd.fields_of(state, kind)
        understood = [f"{self.p.field_name(f)}: {label(f, action[f])}" for f in fields if action.get(f) is not None]
        self.say("console-understood", action=self.p.command(state, kind), fields=", ".join(understood) or "—")
        outcome = await self.sessions.act(CONSOLE_CHANNEL, state.seats[seat].user_id, action)
        await self._report(outcome)

    def read_move(self, state: GameState, seat: int, kind: str, args: list[str]) -> dict:
        """The move a typed line makes for ``seat`` (its words after the command): the fields read
        in either language, what follows from them filled in; raises the refusal that says why
        when the line makes no legal move (the engine's own reason where the words name one)."""
        label = self.p.labeler(state)
        named, bare = self.named_fields(state, kind, args)
        name = self.p.command(state, kind)
        given, extra = cmd.read_words(state, seat, kind, bare, named, label)
        if kind not in state.legal_types(seat):  # the engine's reason (its rule, its numbers), else what is legal
            refusal = cmd.engine_refusal(state, seat, kind, given, label)
            examples = ConsoleHelp(self).examples(state, seat)
            raise refusal or RuleError("console-error-not-now", "turn", action=name, examples="; ".join(examples) or "—")
        if extra:
            raise RuleError("console-error-extra-words", "actions", words=" ".join(extra), action=name)
        action = cmd.fill_unique(state, seat, cmd.resolve(state, seat, kind, given, label))  # e.g. the only cards that fit
        unclear = cmd.ambiguity(state, seat, action, label)
        if unclear is not None:  # several actions still fit what was typed: say which
            raise unclear
        model, fields = state.game.model_of(kind), cmd.fields_of(state, kind)
        for field in fields:  # a required value left out: say which values fit
            if model.model_fields[field].is_required() and action.get(field) is None:
                partial = {k: cmd.encode(v) for k, v in action.items() if k in fields and v is not None}
                options = cmd.choices(state, seat, kind, field, partial, label, limit=None)
                raise RuleError("console-error-missing", "actions", action=name, field=self.p.field_name(field),
                                options=", ".join(c.label for c in options[:12]) or "—")
        return action

    def named_fields(self, state: GameState, kind: str, args: list[str]) -> tuple[dict[str, str], list[str]]:
        """Typed arguments split into ``field=value`` ones (a field named in either language:
        "road=1", "silniční=1") and plain words; an unknown field name is refused, listing the
        fields in the reader's words."""
        named: dict[str, str] = {}
        bare: list[str] = []
        for arg in args:
            if "=" not in arg:
                bare.append(arg)
                continue
            typed, value = arg.split("=", 1)
            field = words.field_of(state, kind, typed)
            if field is None:
                raise words.no_field(state, kind, typed, self.p.locale, self.p.command(state, kind))
            named[field] = value
        return named, bare
