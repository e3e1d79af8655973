"""A move typed at the console: whose seat it is played for, the command word (English or the
game's Czech command name, with the nearest one offered), the words read field by field, what was
understood, and the engine's refusal in words."""
from __future__ import annotations

import zlib
from typing import TYPE_CHECKING

from vypravci.games.core import GameState, RuleError

from . import commands as cmd
from .console_help import ConsoleHelp
from .i18n import i18n
from .table.refusal import Refusal

if TYPE_CHECKING:
    from .present import Presenter
    from .table.session import Sessions

CONSOLE_CHANNEL = 0  # the console's one table (bot/console.py and bot/console_table.py import it)
VERBS = ("help", "games", "lang", "as", "hotseat", "new", "join", "leave", "ai", "start", "status", "board",
         "undo", "log", "export", "import", "abandon", "repair", "rules", "choices", "suggest", "hand", "quit", "exit",
         "mine", "list", "stats", "glossary", "vacation", "kick", "replace", "pace", "pause", "resume")


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
        """An action type as typed: "keep_task", "keep-task", or its command name in the reader's
        language (Czech "postav" for build)."""
        types = cmd.action_types(state)
        for kind in types:
            if verb in (kind, kind.replace("_", "-")):
                return kind
        prefix = self.p.face(state).prefix if self.p.face(state) is not None else ""
        for kind in types:
            for locale in (self.p.locale, "en"):
                name = i18n.lookup(locale, f"cmd-{prefix}-{kind.replace('_', '-')}-name")
                if name is not None and cmd.fold(name) == cmd.fold(verb):
                    return kind
        return verb

    def _local_verbs(self, state: GameState) -> list[str]:
        """The game's command names in the reader's language (Czech "trať" for build)."""
        face = self.p.face(state)
        prefix = face.prefix if face is not None else ""
        names = (i18n.lookup(self.p.locale, f"cmd-{prefix}-{k.replace('_', '-')}-name") for k in cmd.action_types(state))
        return [n for n in names if n]

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
            if verb not in VERBS:
                near = cmd.nearest(verb, VERBS)
                if near:
                    raise Refusal("console-unknown-command-near", command=verb, near=near[0]) from None
            raise
        state = live.state
        kind = self._verb(state, verb)
        if kind not in cmd.action_types(state):
            near = cmd.nearest(verb, [*VERBS, *cmd.action_types(state), *self._local_verbs(state)])
            raise Refusal("console-unknown-command-near" if near else "console-unknown-command",
                          command=verb, near=near[0] if near else "")
        seat = self.acting_seat(state)
        label = self.p.labeler(state)
        named = {}
        words = []
        for a in args:
            if "=" in a:
                k, v = a.split("=", 1)
                named[k] = v
            else:
                words.append(a)
        fields = cmd.fields_of(state, kind)
        for k in named:
            if k not in fields:
                near = cmd.nearest(k, fields)
                raise RuleError("console-error-no-field", "actions", field=k, action=kind,
                                near=near[0] if near else "—", fields=", ".join(fields) or "—")
        given, extra = cmd.read_words(state, seat, kind, words, named, label)
        if kind not in state.legal_types(seat):  # the engine's reason (its rule, its numbers), else what is legal
            refusal = cmd.engine_refusal(state, seat, kind, given, label)
            examples = ConsoleHelp(self).examples(state, seat)
            raise refusal or RuleError("console-error-not-now", "turn", action=kind, examples="; ".join(examples) or "—")
        if extra:
            raise RuleError("console-error-extra-words", "actions", words=" ".join(extra), action=kind)
        try:
            action = cmd.resolve(state, seat, kind, given, label)
        except RuleError as err:  # not a legal value now: the engine says why, with its numbers
            raise cmd.engine_refusal(state, seat, kind, given, label) or err from None
        action = cmd.fill_unique(state, seat, action)  # e.g. the only cards that fit a transport
        unclear = cmd.ambiguity(state, seat, action, label)
        if unclear is not None:  # several actions still fit what was typed: say which
            raise unclear
        model = state.game.model_of(kind)
        for field in fields:  # a required value left out: say which values fit
            if model.model_fields[field].is_required() and action.get(field) is None:
                partial = {k: cmd.encode(v) for k, v in action.items() if k in fields and v is not None}
                options = cmd.choices(state, seat, kind, field, partial, label, limit=None)
                raise RuleError("console-error-missing", "actions", action=kind, field=self.p.field_name(field),
                                options=", ".join(c.label for c in options[:12]) or "—")
        understood = [f"{self.p.field_name(f)}: {label(f, action[f])}" for f in fields if action.get(f) is not None]
        self.say("console-understood", action=kind, fields=", ".join(understood) or "—")
        outcome = await self.sessions.act(CONSOLE_CHANNEL, state.seats[seat].user_id, action)
        await self._report(outcome)
