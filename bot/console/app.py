"""The local console: the same sessions, store and command layer as Discord, for named local players.

Type `help` for the commands. Who types is explicit: the prompt shows the local player, `as NAME`
switches to another one and `NAME: …` plays one line as NAME; a move is played for the typing
player's own seat, AI seats move by themselves and are never played by hand, and the host may turn
on hot seat (`hotseat on`: the console plays whichever person is to act). Board images go to the
output folder, one per game and move; the game is kept in the same SQLite database as the bot's.
The table's management (vacation, kick, replace, pace, pause, resume) is bot/console/table.py.
"""
from __future__ import annotations

import asyncio
import logging
import re
import shlex
from pathlib import Path
from typing import TYPE_CHECKING

from vypravci.games.core import GameState, RuleError, all_games, get_game
from vypravci.games.core.invalid import allowed_values
from vypravci.games.core.options import from_typed

from ..commands import actions as cmd
from ..table import rights, tables
from ..table.clock import Clock
from ..table.deadlines import Deadlines, parse_pace
from .help import ConsoleHelp
from . import words
from .moves import CONSOLE_CHANNEL, MoveTyping, user_id
from .table import ConsoleTable, clock_lines, table_verb
from ..faces import faces
from ..words.i18n import i18n
from ..table.refusal import check_name
from ..commands.present import Presenter, secret_choice, secret_events
from ..commands.rules import search as rules_search
from ..commands.rules import section as rules_section
from ..table.rights import Who
from ..table.session import Outcome, Sessions, UndoVote
from ..table.refusal import Refusal
from ..store import Store

if TYPE_CHECKING:
    from ..ops.config import Config  # the process's settings (out_dir, seal_key, locale), passed in

CONSOLE_GUILD = 0
log = logging.getLogger(__name__)
USAGE = ("lang", "as", "suggest", "glossary", "rules")  # verbs that need words after them
NAME_PREFIX = re.compile(r"^\s*([^:=\s][^:=]*?)\s*:\s+(\S.*)$")  # "Jiří Novák: build …"


def log_lines(record, presenter: Presenter) -> list[str]:
    """The game's actions in words, numbered (replays the record once)."""
    from ..commands.status_text import move_texts

    return [f"{i:3}. {text}" for i, text in enumerate(move_texts(presenter, record), 1)]


class Console(MoveTyping):
    def __init__(self, sessions: Sessions, config: Config, lang: str, out=print, clock: Clock | None = None) -> None:
        self.sessions = sessions
        self.clock = clock or Clock()  # a table's pace and deadline run on it (bot/console/table.py)
        self.deadlines = Deadlines(self, timers=False)  # the deadline in meta, as in Discord; no reminders
        if self.deadlines.changed not in sessions.watchers:
            sessions.watchers.append(self.deadlines.changed)
        self.config = config
        self.p = Presenter(lang, console=True)
        self.out = out
        self.player: str = "host"
        self.hotseat = False
        self.resume: str | None = None  # the player a "NAME: …" line returns to
        self.refusals = 0  # lines turned down so far (the docs' examples must have none)
        self.images: list[Path] = []
        self._moves: dict[int, int] = {}  # game id → actions in its record (for image names)

    @property
    def store(self) -> Store:  # what the deadline bookkeeping reads and writes
        return self.sessions.store

    # ------------------------------------------------------------------ helpers
    def t(self, key: str, **params) -> str:
        """A message, in its console wording where the console has its own (no Discord words)."""
        own = f"console-{key}"
        return self.p.t(own if i18n.lookup(self.p.locale, own, **params) is not None else key, **params)

    def say(self, key: str, **params) -> None:
        self.out(self.t(key, **params))

    async def _state(self) -> GameState | None:
        try:
            return (await self.sessions.live(CONSOLE_CHANNEL)).state
        except Refusal:
            return None

    def _board(self, state: GameState, game_id: int, _seed: int = 0) -> None:
        """The board after the current move, as out/<game>-<id>/move-NNN.png (never named by the
        seed: it would tell the cards still to come)."""
        from vypravci.render import render_state

        folder = Path(self.config.out_dir) / f"{state.game.id}-{game_id}"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"move-{self._moves.get(game_id, 0):03}.png"
        path.write_bytes(render_state(state, self.p.labels(state)))
        self.images.append(path)
        self.say("console-board-written", path=str(path))

    async def _count_moves(self, game_id: int, fallback: int) -> None:
        try:
            live = await self.sessions.live(CONSOLE_CHANNEL)
            self._moves[game_id] = len(live.record.actions)
        except Refusal:  # the game just ended: it is no longer the channel's live game
            self._moves[game_id] = fallback

    async def _report(self, outcome: Outcome) -> None:
        for step in outcome.steps:
            for line in self.p.events(outcome.state, step.events):
                self.out("  " + line)
        g = outcome.game
        await self._count_moves(g.id, self._moves.get(g.id, 0) + len(outcome.steps))
        self._board(outcome.state, g.id, g.seed)
        self._prompt_next(outcome.state)

    def _prompt_next(self, state: GameState) -> None:
        if state.is_terminal():
            for line in self.p.final_scores(state):
                self.out(line)
            return
        seat = state.to_act()
        name = state.seats[seat].name
        if self.hotseat:
            self.player = name
        if cmd.fold(name) == cmd.fold(self.resume or self.player):
            self.say("turn-ping-console", player=name)
        else:
            self.say("console-turn-other", player=name)
        if secret_choice(state):  # a choice among secret cards: shown by "hand", to that player
            self.say("console-hand-hint", player=name)

    def _rule_hint(self, state: GameState | None, section: str) -> str:
        """"See rule: Build track — type: rules Build track" for a refusal's rulebook section."""
        if state is None or section in ("", "actions", "turn", "setup"):
            return ""
        try:
            sec = rules_section(state.game.id, section)
        except Exception:
            sec = None
        return self.p.t("console-rules-see", title=sec.title(self.p.locale)) if sec is not None else ""

    # ------------------------------------------------------------------ commands
    async def handle(self, line: str) -> bool:
        """Run one console line. Returns False to quit."""
        match = NAME_PREFIX.match(line)
        if match and await self._names_a_player(match.group(1)):
            return await self._as_for_one_line(match.group(1), match.group(2))
        try:
            typed = shlex.split(line)
        except ValueError:
            typed = line.split()
        if not typed:
            return True
        verb, args = typed[0].lower(), typed[1:]
        try:
            return await self._dispatch(words.console_verb(verb) or verb, args)
        except Refusal as r:
            self.refusals += 1
            if r.key.startswith("error-") or "-error-" in r.key:
                state = await self._state()
                own = f"console-{r.key}"  # the console's wording where Discord's names a command or a ping
                key = own if i18n.lookup(self.p.locale, own, **r.params) is not None else r.key
                self.out(self.p.error(state, RuleError(key, r.section, **r.params)))
                hint = self._rule_hint(state, r.section)
            else:
                self.out(self.t(r.key, **r.params))
                hint = ""
            if hint:
                self.out("  " + hint)
        except RuleError as err:
            self.refusals += 1
            state = await self._state()
            self.out(self.p.error(state, err))
            hint = self._rule_hint(state, err.section)
            if hint:
                self.out("  " + hint)
        return True

    async def guarded(self, line: str) -> bool:
        """``handle``, but a failure that is no refusal (a bug, a stored value nothing foresaw) is
        logged and said in one line: the console goes on."""
        try:
            return await self.handle(line)
        except Exception as exc:  # noqa: BLE001 - the console must outlive any one line
            log.exception("console line %r failed", line)
            self.refusals += 1
            self.say("console-internal-error", error=type(exc).__name__)
            return True

    async def _as_for_one_line(self, name: str, rest: str) -> bool:
        """``NAME: …``: one line played as NAME, then back to the player before."""
        before = self.player
        self.resume = before
        try:
            await self._switch(name)
        except Refusal as r:
            self.refusals += 1
            self.say(r.key, **r.params)
            return True
        try:
            return await self.handle(rest)
        finally:
            self.resume = None
            if not self.hotseat:
                self.player = before

    async def _seats(self):
        g = await self.sessions.store.active_game(CONSOLE_CHANNEL)
        return g, (list(g.seats) if g is not None else [])

    async def _is_seated(self, name: str) -> bool:
        _, seats = await self._seats()
        return any(cmd.fold(x.name) == cmd.fold(name) for x in seats)

    async def _names_a_player(self, name: str) -> bool:
        """Whether ``NAME: …`` plays a line as NAME: a seated player always; otherwise only when
        NAME does not start with a command (a console verb, or the game's action in either
        language), so "place_station glimigrim -3,2: yellow" stays a command."""
        if await self._is_seated(name):
            return True
        first = name.split()[0]
        if words.console_verb(first.lower()) is not None:
            return False
        state = await self._state()
        return state is None or words.action_kind(state, first) is None

    async def _switch(self, name: str) -> None:
        """Act as ``name`` from now on; an AI seat is never played by hand. A name no seat has
        yet must fit bot/store/limits.py (it is stored when this player opens or joins a table)."""
        _, seats = await self._seats()
        seat = next((x for x in seats if cmd.fold(x.name) == cmd.fold(name)), None)
        if seat is not None and seat.kind != "human":
            raise Refusal("console-as-ai", player=seat.name)
        self.player = seat.name if seat is not None else check_name(name)

    async def _dispatch(self, verb: str, args: list[str]) -> bool:
        s, ch = self.sessions, CONSOLE_CHANNEL
        me = user_id(self.player)
        text = " ".join(args)
        if verb in ("quit", "exit"):
            return False
        if verb in USAGE and not args:  # a verb that needs words: how to type it
            await self._usage(verb)
        elif verb == "help":
            await ConsoleHelp(self).show(args[0] if args else None)
        elif verb == "games":
            for g in all_games():
                counts = g.every_player_count()
                self.out(f"{g.id}: {self.p.game_title(g.id)} ({counts[0]}–{counts[-1]})")
        elif verb == "lang":
            self.p = Presenter(args[0], console=True)
            self.say("settings-language-set", language=self.p.t(f"language-{self.p.locale}"))
        elif verb == "as":
            await self._switch(text)
            self.say("console-now-playing", player=self.player)
        elif verb == "hotseat":
            await self._hotseat(args)
        elif verb == "new":
            await self._new(args)
        elif verb == "join":
            name = check_name(text) if text else self.player
            g, seats = await self._seats()
            if any(x.kind != "human" and cmd.fold(x.name) == cmd.fold(name) for x in seats):
                raise Refusal("console-as-ai", player=name)
            g = await s.join(ch, user_id(name), name)
            self.say("lobby-joined", player=name, count=len(g.seats))
        elif verb == "leave":
            await s.leave(ch, me)
            self.say("lobby-left", player=self.player)
        elif verb == "ai":
            g, _ = await self._seats()
            level = args[0] if args else "simple"
            known = get_game(g.game).ai_names() if g is not None else []
            if g is not None and level not in known:
                near = cmd.nearest(level, known)
                raise Refusal("console-unknown-ai", level=level, near=near[0] if near else "—", known=", ".join(known))
            g = await s.add_ai(ch, me, level)
            self.say("lobby-ai-added", player=g.seats[-1].name, ai=self.p.t(f"ai-{g.seats[-1].ai}"), count=len(g.seats))
        elif verb == "start":
            outcome = await s.start(ch, me)
            self.say("lobby-started", game=self.p.game_title(outcome.game.game),
                     players=", ".join(x.name for x in outcome.state.seats))
            self._moves[outcome.game.id] = 0
            await self._report(outcome)
        elif verb == "status":
            await self._status()
        elif verb == "board":
            live = await s.live(ch)
            self._moves[live.game.id] = len(live.record.actions)
            self._board(live.state, live.game.id, live.game.seed)
        elif verb in ("undo", "agree"):  # agree: a vote for the undo someone asked for
            await self._undo(verb)
        elif verb == "log":
            live = await s.live(ch)
            await self._log(live)
        elif verb == "export":  # sealed until the game is over, as in Discord (bot/table/records/sealing.py)
            from ..table.records.sealing import Sealer, export_bytes

            live = await s.live(ch)
            path = Path(text or self.config.out_dir / "record.json")
            path.parent.mkdir(parents=True, exist_ok=True)
            sealer = Sealer(s.store, self.config.seal_key or "")
            path.write_bytes(await export_bytes(sealer, live.record, live.state.is_terminal()))
            self.say("export-written", path=str(path))
        elif verb == "import":  # a record file, checked and stored as the console's game (bot/table/records/history.py)
            from ..table.records import history
            from ..table.records.sealing import Sealer

            if not text:
                raise Refusal("console-import-usage")
            try:
                data = Path(text).read_bytes()
            except OSError:
                raise Refusal("import-no-file", path=text) from None
            record, sealed = await history.read_record(data, Sealer(s.store, self.config.seal_key or ""))
            state = history.check_record(record, self.p.locale)
            # one keyboard plays every seat here: the people the record names sit in their seats
            g = await history.import_record(s, CONSOLE_GUILD, ch, me, record, state, sealed, seat_named=True)
            self.say("console-import-written", id=str(g.id), count=len(record.actions))
        elif verb == "stats":  # the leaderboards of the console's finished games (bot/table/records/stats.py)
            from ..table.records import stats

            games = await stats.backfill(s.store, await s.store.games_in_guild(CONSOLE_GUILD))
            for line in stats.leaderboard(self.p.locale, games) or [self.t("stats-none")]:
                self.out(line.replace("**", "").strip("*"))
        elif verb == "glossary":  # a game term in both languages (bot/commands/glossary.py)
            from ..commands import glossary

            for line in glossary.answer(self.p.locale, text):
                self.out(line.replace("**", ""))
        elif verb == "abandon":
            await s.abandon(ch, me)  # the host, as in Discord (no admins here)
            self.say("game-abandoned")
        elif verb == "repair":
            outcome = await s.repair(ch, me)  # the host, as in Discord
            live = await s.live(ch)
            self.say("repair-done", player=self.player, move=len(live.record.actions))
            self._moves[live.game.id] = len(live.record.actions)
            self._board(outcome.state, live.game.id, live.game.seed)
            self._prompt_next(outcome.state)
        elif verb == "rules":
            g = await s.store.active_game(ch)
            self._rules(text, g.game if g else faces()[0].game_id)
        elif verb == "choices":
            await ConsoleHelp(self).choices(args)
        elif verb == "suggest":
            await self._suggest(args)
        elif verb == "hand":
            await self._hand(text or None)
        elif verb == "mine":  # the games where the typing player must act (bot/table/tables.py)
            for line in tables.mine_lines(self.p, await tables.my_turns(s, CONSOLE_GUILD, me), on_discord=False):
                self.out(line)
        elif verb == "list":  # the running games and open tables
            for line in tables.list_lines(self.p, *await tables.running_tables(s.store, CONSOLE_GUILD), on_discord=False):
                self.out(line)
        elif table_verb(verb, self.p.locale) is not None:  # vacation, kick, replace, pace, pause, resume
            await ConsoleTable(self).run(table_verb(verb, self.p.locale), args)
        else:
            await self._action(verb, args)
        return True

    async def _usage(self, verb: str) -> None:
        """A verb typed without the words it needs: how to type it (``rules``: its sections)."""
        sections = ""
        if verb == "rules":
            from ..commands.rules import load_rules

            g = await self.sessions.store.active_game(CONSOLE_CHANNEL)
            sections = ", ".join(sec.title(self.p.locale) for sec in load_rules(g.game if g else faces()[0].game_id))
        usage = self.t(f"console-usage-{verb}", verb=words.local_verb(verb, self.p.locale), sections=sections)
        raise Refusal("console-usage", usage=usage)

    async def _undo(self, verb: str) -> None:
        """``undo``: take back the last move (your own at once, someone else's by everybody's
        agreement); ``agree``, and ``undo`` while a request is open, vote for that request."""
        s, ch = self.sessions, CONSOLE_CHANNEL
        vote = s.undo_vote(ch)
        if verb == "agree" and vote is None:
            raise Refusal("console-undo-no-vote")
        live = await s.live(ch)
        result = await s.undo(ch, user_id(self.player))
        if isinstance(result, UndoVote):
            agree = words.local_verb("agree", self.p.locale)
            missing = [x.name for x in live.state.seats if x.user_id in result.needed - result.agreed]
            self.say("console-undo-vote", agreed=len(result.agreed), needed=len(result.needed),
                     missing=", ".join(self.t("console-quoted", text=f"{name}: {agree}") for name in missing))
            return
        if vote is not None:
            mover = live.state.seats[live.record.actions[vote.to]["seat"]].name
            self.say("undo-agreed", player=mover)
        else:
            self.say("undo-done", player=self.player)
        await self._count_moves(result.game.id, 0)
        self._board(result.state, result.game.id, result.game.seed)
        self._prompt_next(result.state)

    async def _hotseat(self, args: list[str]) -> None:
        """``hotseat on|off`` (host only): the console plays whichever person is to act."""
        g = await self.sessions.store.active_game(CONSOLE_CHANNEL)
        if g is None:
            raise Refusal("refuse-no-game")
        rights.check("hotseat", Who(user_id(self.player)), g)
        if args:
            self.hotseat = args[0].lower() in ("on", "1", "true", "yes", "ano", "zap")
        self.say("console-hotseat-on" if self.hotseat else "console-hotseat-off")
        state = await self._state()
        if self.hotseat and state is not None and not state.is_terminal():
            self._prompt_next(state)

    async def _new(self, args: list[str]) -> None:
        game_ids = [g.id for g in all_games()]
        game_id = args[0] if args and "=" not in args[0] else faces()[0].game_id
        if game_id not in game_ids:
            near = cmd.nearest(game_id, game_ids)
            raise Refusal("console-unknown-game", game=game_id, near=near[0] if near else "—",
                          games=", ".join(game_ids))
        pairs = [a for a in args if "=" in a]
        bare = [a for a in args[1 if args and "=" not in args[0] else 0:] if "=" not in a]
        fields = get_game(game_id).Options
        for word in bare:  # "europe" is map=europe; a variant named alone is "=true": golden_spike
            owners = [f for f in fields.model_fields if word in allowed_values(fields, f) and word not in ("true", "false")]
            pairs.append(f"{owners[0]}={word}" if len(owners) == 1 else f"{word}=true")
        options = {k: (v.lower() == "true" if v.lower() in ("true", "false") else from_typed(fields, k, v))
                   for k, v in (a.split("=", 1) for a in pairs)}  # a list option: comma-separated
        paces = [parse_pace(options.pop(k)) for k in ("pace", "tempo") if k in options]  # the table's (bot/table/deadlines.py)
        g = await self.sessions.new_lobby(CONSOLE_GUILD, CONSOLE_CHANNEL, user_id(self.player), self.player,
                                          game_id, options)
        if paces and paces[-1]:
            g = await self.sessions.store.update_meta(g.id, {"pace": paces[-1]})
        game = get_game(g.game)
        counts = game.player_counts(game.parse_options(g.options))
        players = f"{min(counts)}–{max(counts)}" if min(counts) != max(counts) else str(min(counts))
        self.say("lobby-created", game=self.p.game_title(g.game), host=self.player, min=min(counts), max=max(counts),
                 players=players, count=max(counts))
        others = other_counts(game, game.parse_options(g.options))
        if others:  # other counts need other options (e.g. 1 with solo=true): say how
            self.say("console-lobby-other-counts", counts=", ".join(f"{n} ({how})" for n, how in others))

    async def _suggest(self, args: list[str]) -> None:
        live = await self.sessions.live(CONSOLE_CHANNEL)
        seat = live.state.to_act()
        kind = self._verb(live.state, args[0])
        given = dict(a.split("=", 1) for a in args[1:] if "=" in a)
        found = cmd.suggestion(live.state, seat, kind, given) if seat is not None else None
        if found is None:
            self.say("console-suggest-none")
        else:
            label = self.p.labeler(live.state)
            words = [f"{k}={label(k, v)}" for k, v in found.items() if k not in ("type", "seat")]
            self.out(f"  {kind} " + " ".join(words))

    async def _hand(self, name: str | None) -> None:
        """The secrets of the typing player (or of the named player), after a look-away warning:
        the console is one screen shared by everyone (hot-seat)."""
        live = await self.sessions.live(CONSOLE_CHANNEL)
        state = live.state
        names = [cmd.fold(x.name) for x in state.seats]
        wanted = name or self.player
        if cmd.fold(wanted) in names:
            seat = names.index(cmd.fold(wanted))
        elif name is None and state.to_act() is not None:
            seat = state.to_act()
        elif name is None:
            raise Refusal("error-game-over")
        else:
            raise Refusal("refuse-not-seated")
        self.say("console-hand-warning", player=state.seats[seat].name)
        lines = self.p.events(state, secret_events(state, seat))
        for line in lines or [self.p.t("hand-empty")]:
            self.out("  " + line)

    async def _status(self) -> None:
        """Who plays, each seat's points and public values, the last move, whose turn it is and
        what they may do, the pace and deadline (what ``/game status`` tells in Discord)."""
        from ..commands import status_text

        g = await self.sessions.store.active_game(CONSOLE_CHANNEL)
        if g is None:
            self.say("refuse-no-game")
            return
        live = await self.sessions.live(CONSOLE_CHANNEL) if g.status == "active" else None
        state = live.state if live is not None else None
        seats = state.seats[:len(g.seats)] if state is not None else g.seats  # who plays each seat now
        self.say("status-line", game=self.p.game_title(g.game), status=self.p.t(f"game-status-{g.status}"),
                 players=", ".join(x.name for x in seats))
        if state is not None:
            hint = self.p.face(state).turn_hint(state, self.p.locale) if getattr(state, "phase", None) else None
            if hint:  # where the game stands (its phase), as /game status says it
                self.out(self.p.t("status-phase", phase=hint))
            for line in status_text.seat_lines(self.p, state):
                self.out("  " + line)
            last = status_text.last_move(self.p, live.record)
            if last:
                self.out(last)
        for line in clock_lines(self, g.meta):  # the pace, and the deadline on the console's clock
            self.out(line)
        if state is not None:
            self._prompt_next(state)
            wanted = status_text.awaited(self.p, state) if not state.is_terminal() else None
            if wanted:
                self.out(wanted)

    async def _log(self, live, last: int = 20) -> None:
        for line in log_lines(live.record, self.p)[-last:]:
            self.out(line)

    def _rules(self, query: str, game_id: str) -> None:
        result = rules_search(game_id, query, self.p.locale)
        if result.section is not None:
            sec = result.section
            self.out(f"## {sec.title(self.p.locale)}\n{sec.body(self.p.locale)}")
        elif result.ambiguous:
            self.say("rules-pick-one", options=", ".join(t for t, _ in result.choices(self.p.locale)))
        else:
            self.say("rules-no-match", query=query)


def other_counts(game, options) -> list[tuple[str, str]]:
    """Player counts the game takes with other options than these, each with the fewest options
    changed that allow it, e.g. [("1", "solo=true")] for a 2–4 table whose game has a solo option."""
    here = game.player_counts(options)
    mine = options.model_dump(mode="json")
    found: dict[str, list[int]] = {}
    for count in game.every_player_count():
        sets = [o.model_dump(mode="json") for o in game.option_sets() if count in game.player_counts(o)]
        if count in here or not sets:
            continue
        best = min(sets, key=lambda o: sum(o.get(k) != v for k, v in mine.items()))
        changed = {k: v for k, v in best.items() if mine.get(k) != v}
        for key in list(changed):  # keep only what the count needs (not the difficulty of that set)
            fewer = {k: v for k, v in changed.items() if k != key}
            try:
                if count in game.player_counts(game.parse_options({**mine, **fewer})):
                    changed = fewer
            except RuleError:
                pass
        how = " ".join(f"{k}={str(v).lower() if isinstance(v, bool) else v}" for k, v in changed.items())
        found.setdefault(how, []).append(count)
    return [(f"{c[0]}–{c[-1]}" if len(c) > 1 else str(c[0]), how) for how, c in found.items()]


async def _main(config: Config, lang: str) -> int:
    async with await Store.open(config.db_path) as store:
        console = Console(Sessions(store), config, lang)
        console.say("console-welcome", db=str(config.db_path), out=str(config.out_dir))
        if await store.active_game(CONSOLE_CHANNEL) is not None:
            await console.guarded("status")  # a game that cannot be shown is said so, never a stop
        while True:
            try:
                line = await asyncio.to_thread(input, f"[{console.player}]> ")
            except EOFError:
                break
            if not await console.guarded(line):
                break
    return 0


def run_console(config: Config, lang: str | None = None) -> int:
    return asyncio.run(_main(config, lang or config.locale))

