"""The console's table management: vacation, kick, replace, stand-in, pace, pause and resume, as Discord's
/game commands do them — the same checks and changes (bot/table/table_ops.py), the same permissions
(the host where Discord asks for the host or an admin: the console has no admins) and the same
refusals, in the console's words where Discord's name a slash command.

Time is the console's clock (``Console.clock``, bot/table/clock.py): a pace gives the person to act a
deadline on it, kept in the game's meta by the same bookkeeping as in Discord (bot/table/deadlines.py,
without timers); ``status`` shows it. Reminders and the expiry choices are posted only in Discord.
"""
from __future__ import annotations

import time
from typing import TYPE_CHECKING

from vypravci.games.core import get_game

from ..commands import actions as cmd
from ..table import table_ops
from .moves import CONSOLE_CHANNEL, user_id
from ..table.deadlines import duration, pace_text
from ..words.i18n import i18n
from ..table.refusal import check_name
from ..table.session import Outcome
from ..table.refusal import Refusal

if TYPE_CHECKING:
    from .app import Console

TABLE_VERBS = ("vacation", "kick", "replace", "stand-in", "pace", "pause", "resume")
ON = ("on", "yes", "true", "1", "ano", "zap", "away", "pryč")
OFF = ("off", "no", "false", "0", "ne", "vyp", "back", "zpět")


def table_verb(verb: str, locale: str) -> str | None:
    """The table command a typed word names: English, or its Discord name in the reader's
    language (Czech ``dovolená``, ``tempo``…)."""
    if verb in TABLE_VERBS:
        return verb
    for name in TABLE_VERBS:
        local = i18n.lookup(locale, f"cmd-game-{name}-name")
        if local is not None and cmd.fold(local) == cmd.fold(verb):
            return name
    return None


def clock_lines(console: "Console", meta: dict) -> list[str]:
    """``status``: the table's pace, and until when the player to act has (this machine's time)."""
    if not meta.get("pace"):
        return []
    locale = console.p.locale
    lines = [console.t("console-status-pace", pace=pace_text(locale, meta["pace"]))]
    if "paused_at" in meta:
        lines.append(console.t("deadline-status-paused"))
    elif meta.get("deadline"):
        left = max(0.0, meta["deadline"] - console.clock.now())
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(meta["deadline"]))
        lines.append(console.t("console-deadline-status", time=when, left=duration(locale, left),
                               deadline=str(int(meta["deadline"]))))
    return lines


class ConsoleTable:
    def __init__(self, console: "Console") -> None:
        self.c = console

    async def run(self, verb: str, args: list[str]) -> None:
        """One table command (``verb`` as ``table_verb`` names it), typed by the console's player."""
        await getattr(self, f"_{verb.replace('-', '_')}")(user_id(self.c.player), args)

    # ------------------------------------------------------------------ seats
    async def _vacation(self, me: int, args: list[str]) -> None:
        """Your own seat to the game's AI (``vacation``), or back (``vacation off``)."""
        word = cmd.fold(args[0]) if args else "on"
        if word not in ON and word not in OFF:
            raise Refusal("console-usage-vacation")
        away = word in ON
        s = self.c.sessions
        await table_ops.seat_game(s, CONSOLE_CHANNEL)
        outcome = await s.arrange(CONSOLE_CHANNEL, table_ops.vacation_change(me, away))
        self.c.say("seats-vacation-on" if away else "seats-vacation-off", player=self.c.player)
        await self._after(outcome)

    async def _kick(self, me: int, args: list[str]) -> None:
        """(host) A player's seat to an AI; only the host gives it back (``replace``)."""
        s = self.c.sessions
        await table_ops.seat_game(s, CONSOLE_CHANNEL, me, is_admin=False)
        if not args:
            raise Refusal("console-usage-kick")
        target, rest = await self._person(args)
        if target is None or rest:
            raise await self._unknown(" ".join(args))
        outcome = await s.arrange(CONSOLE_CHANNEL, table_ops.kick_change(target))
        self.c.say("seats-kicked", host=self.c.player, player=table_ops.seat_name(outcome, target))
        await self._after(outcome)

    async def _replace(self, me: int, args: list[str]) -> None:
        """(host) Another person plays a player's seat from now on: ``replace NAME NEWCOMER``."""
        c, s = self.c, self.c.sessions
        g = await table_ops.seat_game(s, CONSOLE_CHANNEL, me, is_admin=False, action="replace")
        target, rest = await self._person(args)
        if target is None and args:
            raise await self._unknown(args[0])
        newcomer = " ".join(rest)
        if not newcomer:
            raise Refusal("console-usage-replace")
        newcomer = check_name(newcomer)  # bot/store/limits.py: it is stored as the seat's name
        if any(x.kind != "human" and x.user_id is None and cmd.fold(x.name) == cmd.fold(newcomer) for x in g.seats):
            raise Refusal("console-as-ai", player=newcomer)
        old: dict[str, str] = {}
        outcome = await s.arrange(CONSOLE_CHANNEL, table_ops.replace_change(target, user_id(newcomer), newcomer, old))
        name = table_ops.seat_name(outcome, user_id(newcomer))
        c.say("seats-replaced", newcomer=name, player=old.get("name", "?"), game=c.p.game_title(g.game))
        await self._after(outcome)

    async def _stand_in(self, me: int, args: list[str]) -> None:
        """(host) The AI level that plays a seat handed over: ``stand-in simple`` (or ``jednoduchý``)."""
        c = self.c
        if not args:
            g = await table_ops.open_game(c.sessions, CONSOLE_CHANNEL)
            raise Refusal("console-usage-stand-in", levels="|".join(get_game(g.game).ai_names()))
        g, level = await table_ops.set_stand_in(c.sessions, CONSOLE_CHANNEL, me, False, " ".join(args))
        c.say("stand-in-set", player=c.player, game=c.p.game_title(g.game), level=c.p.t(f"ai-{level}"))

    async def _person(self, args: list[str]) -> tuple[int | None, list[str]]:
        """The user playing the seat the first words name (the longest name that fits: names have
        spaces), and the words after it; (None, args) if no seat is named."""
        live = await self.c.sessions.live(CONSOLE_CHANNEL)
        people = {cmd.fold(x.name): x.user_id for x in live.state.seats if x.user_id is not None}
        for n in range(len(args), 0, -1):
            found = people.get(cmd.fold(" ".join(args[:n])))
            if found is not None:
                return found, args[n:]
        return None, args

    async def _unknown(self, name: str) -> Refusal:
        live = await self.c.sessions.live(CONSOLE_CHANNEL)
        people = [x.name for x in live.state.seats if x.user_id is not None]
        return Refusal("console-seat-unknown", player=name, players=", ".join(people) or "—")

    async def _after(self, outcome: Outcome) -> None:
        """AI seats that moved at once are reported with the board; else who is to act."""
        if outcome.steps:
            await self.c._report(outcome)
        elif not outcome.state.is_terminal():
            self.c._prompt_next(outcome.state)

    # ------------------------------------------------------------------ time
    async def _pace(self, me: int, args: list[str]) -> None:
        """(host) The time per move, in the lobby or while playing; ``off`` ends the deadlines."""
        if not args:
            raise Refusal("console-usage-pace")
        c = self.c
        g, seconds = await table_ops.set_pace(c.sessions, CONSOLE_CHANNEL, me, False, args[0])
        c.say("pace-set" if seconds else "pace-off", player=c.player, game=c.p.game_title(g.game),
              pace=pace_text(c.p.locale, seconds))
        await self._deadline()

    async def _pause(self, me: int, args: list[str]) -> None:
        await self._clock(me, True)

    async def _resume(self, me: int, args: list[str]) -> None:
        await self._clock(me, False)

    async def _clock(self, me: int, pause: bool) -> None:
        """(host) Stop the clock of a running game, or start it again; moves go on."""
        c = self.c
        g = await table_ops.set_paused(c.sessions, CONSOLE_CHANNEL, me, False, c.clock.now(), pause)
        c.say("pause-done" if pause else "pause-resumed", player=c.player, game=c.p.game_title(g.game))
        await self._deadline()

    async def _deadline(self) -> None:
        g = await self.c.sessions.store.active_game(CONSOLE_CHANNEL)
        if g is not None:
            for line in clock_lines(self.c, g.meta)[1:]:
                self.c.out(line)
