"""The local console: the same sessions, store and command layer as Discord, for named local players.

Type `help` for the commands. Board images go to the output folder; the game is kept in the same
SQLite database as the bot's, so quitting and starting again continues where you stopped.
"""
from __future__ import annotations

import asyncio
import shlex
import sys
import zlib
from pathlib import Path

from games.core import GameState, RuleError, all_games, get_game

from . import commands as cmd
from .config import Config
from .faces import faces
from .present import Presenter, secret_choice, secret_events
from .rules import search as rules_search
from .session import Outcome, Refusal, Sessions, UndoVote
from .store import Store

CONSOLE_GUILD = 0
CONSOLE_CHANNEL = 0


def log_lines(record, presenter: Presenter) -> list[str]:
    """The game's actions in words, numbered (replays the record once)."""
    from games.core import new_state

    state = new_state(record)
    lines = []
    for i, data in enumerate(record.actions, 1):
        events = state.apply(data)
        lines.append(f"{i:3}. " + " ".join(presenter.events(state, events)))
    return lines


def user_id(name: str) -> int:
    """A stable id for a local player's name (so a restarted console knows them again)."""
    return zlib.crc32(name.casefold().encode()) + 1


class Console:
    def __init__(self, sessions: Sessions, config: Config, lang: str, out=print) -> None:
        self.sessions = sessions
        self.config = config
        self.p = Presenter(lang)
        self.out = out
        self.player: str = "host"
        self.images = 0

    # ------------------------------------------------------------------ helpers
    def say(self, key: str, **params) -> None:
        self.out(self.p.t(key, **params))

    async def _state(self) -> GameState | None:
        try:
            return (await self.sessions.live(CONSOLE_CHANNEL)).state
        except Refusal:
            return None

    def _board(self, state: GameState) -> None:
        from render import render_state

        self.config.out_dir.mkdir(parents=True, exist_ok=True)
        self.images += 1
        path = Path(self.config.out_dir) / f"board-{self.images:03}.png"
        path.write_bytes(render_state(state, self.p.labels(state)))
        self.say("console-board-written", path=str(path))

    def _report(self, outcome: Outcome) -> None:
        for step in outcome.steps:
            for line in self.p.events(outcome.state, step.events):
                self.out("  " + line)
        self._board(outcome.state)
        self._prompt_next(outcome.state)

    def _prompt_next(self, state: GameState) -> None:
        if state.is_terminal():
            for line in self.p.final_scores(state):
                self.out(line)
            return
        seat = state.to_act()
        self.say("turn-ping-console", player=state.seats[seat].name)
        if secret_choice(state):  # a choice among secret cards: shown by "hand", to that player
            self.say("console-hand-hint", player=state.seats[seat].name)

    # ------------------------------------------------------------------ commands
    async def handle(self, line: str) -> bool:
        """Run one console line. Returns False to quit."""
        try:
            words = shlex.split(line)
        except ValueError:
            words = line.split()
        if not words:
            return True
        # "Name: buy steel" acts as that player.
        if words[0].endswith(":") and len(words) > 1:
            self.player = words[0][:-1]
            words = words[1:]
        verb, args = words[0].lower(), words[1:]
        try:
            return await self._dispatch(verb, args)
        except Refusal as r:
            self.out(self.p.t(r.key, **r.params) if not (r.key.startswith("error-") or "-error-" in r.key) else
                     self.p.error(await self._state(), RuleError(r.key, r.section, **r.params)))
        except RuleError as err:
            self.out(self.p.error(await self._state(), err))
        return True

    async def _dispatch(self, verb: str, args: list[str]) -> bool:
        s, ch = self.sessions, CONSOLE_CHANNEL
        me = user_id(self.player)
        if verb in ("quit", "exit"):
            return False
        if verb == "help":
            self.say("console-help")
            self.say("console-help-hand")
        elif verb == "games":
            for g in all_games():
                self.out(f"{g.id}: {self.p.game_title(g.id)} ({g.min_players}–{g.max_players})")
        elif verb == "lang" and args:
            self.p = Presenter(args[0])
            self.say("settings-language-set", language=self.p.t(f"language-{self.p.locale}"))
        elif verb == "as" and args:
            self.player = args[0]
            self.say("console-now-playing", player=self.player)
        elif verb == "new":
            game_id = args[0] if args else faces()[0].game_id
            options = dict(a.split("=", 1) for a in args[1:] if "=" in a)
            options = {k: (v.lower() == "true" if v.lower() in ("true", "false") else v) for k, v in options.items()}
            g = await s.new_lobby(CONSOLE_GUILD, ch, me, self.player, game_id, options)
            game = get_game(g.game)
            counts = game.player_counts(game.parse_options(g.options))
            self.say("lobby-created", game=self.p.game_title(g.game), host=self.player,
                     min=min(counts), max=max(counts))
        elif verb == "join":
            name = args[0] if args else self.player
            g = await s.join(ch, user_id(name), name)
            self.say("lobby-joined", player=name, count=len(g.seats))
        elif verb == "leave":
            await s.leave(ch, me)
            self.say("lobby-left", player=self.player)
        elif verb == "ai":
            g = await s.add_ai(ch, me, args[0] if args else "simple")
            self.say("lobby-ai-added", player=g.seats[-1].name, ai=self.p.t(f"ai-{g.seats[-1].ai}"), count=len(g.seats))
        elif verb == "start":
            outcome = await s.start(ch, me)
            self.say("lobby-started", game=self.p.game_title(outcome.game.game),
                     players=", ".join(x.name for x in outcome.state.seats))
            self._report(outcome)
        elif verb == "status":
            await self._status()
        elif verb == "board":
            state = await self._state()
            if state is None:
                raise Refusal("refuse-no-game")
            self._board(state)
        elif verb == "undo":
            result = await s.undo(ch, me)
            if isinstance(result, UndoVote):
                self.say("undo-vote-open", agreed=len(result.agreed), needed=len(result.needed))
            else:
                self.say("undo-done", player=self.player)
                self._board(result.state)
                self._prompt_next(result.state)
        elif verb == "log":
            live = await s.live(ch)
            await self._log(live)
        elif verb == "export":
            live = await s.live(ch)
            path = Path(args[0] if args else self.config.out_dir / "record.json")
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(live.record.to_json(indent=2), encoding="utf-8")
            self.say("export-written", path=str(path))
        elif verb == "abandon":
            await s.abandon(ch, me, is_admin=True)
            self.say("game-abandoned")
        elif verb == "repair":
            outcome = await s.repair(ch, me, is_admin=True)
            self.say("repair-done", player=self.player, move=len((await s.live(ch)).record.actions))
            self._board(outcome.state)
            self._prompt_next(outcome.state)
        elif verb == "rules":
            g = await s.store.active_game(ch)
            self._rules(" ".join(args), g.game if g else faces()[0].game_id)
        elif verb == "choices" and args:
            live = await s.live(ch)
            seat = live.state.to_act()
            kind = self._verb(live.state, args[0])
            fields = cmd.fields_of(live.state, kind)
            if not fields:  # nothing to choose: the action is just its name
                self.out(f"  {kind}")
                return True
            field = args[1] if len(args) > 1 else fields[0]
            partial = dict(a.split("=", 1) for a in args[2:] if "=" in a)
            for c in cmd.choices(live.state, seat, kind, field, partial, self.p.labeler(live.state)):
                self.out(f"  {c.label}")
        elif verb == "suggest" and args:
            live = await s.live(ch)
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
        elif verb == "hand":
            await self._hand(args[0] if args else None)
        else:
            await self._action(verb, args)
        return True

    @staticmethod
    def _verb(state: GameState, verb: str) -> str:
        """An action type as typed: "keep_task" or "keep-task"."""
        types = cmd.action_types(state)
        return verb if verb in types or verb.replace("-", "_") not in types else verb.replace("-", "_")

    async def _hand(self, name: str | None) -> None:
        """The secrets of the player to act (or of the named player), after a look-away warning:
        the console is one screen shared by everyone (hot-seat)."""
        live = await self.sessions.live(CONSOLE_CHANNEL)
        state = live.state
        names = [x.name.casefold() for x in state.seats]
        if name is not None:
            if name.casefold() not in names:
                raise Refusal("refuse-not-seated")
            seat = names.index(name.casefold())
        else:
            seat = state.to_act()
            if seat is None:
                raise Refusal("error-game-over")
        self.say("console-hand-warning", player=state.seats[seat].name)
        lines = self.p.events(state, secret_events(state, seat))
        for line in lines or [self.p.t("hand-empty")]:
            self.out("  " + line)

    async def _action(self, verb: str, args: list[str]) -> None:
        live = await self.sessions.live(CONSOLE_CHANNEL)
        state = live.state
        verb = self._verb(state, verb)
        if verb not in cmd.action_types(state):
            raise Refusal("console-unknown-command", command=verb)
        seat = state.to_act()
        if seat is None:
            raise Refusal("error-game-over")
        fields = cmd.fields_of(state, verb)
        given: dict[str, str] = {}
        positional = [a for a in args if "=" not in a]
        for a in args:
            if "=" in a:
                k, v = a.split("=", 1)
                given[k] = v
        for field, value in zip([f for f in fields if f not in given], positional):
            given[field] = value
        # Act as the seat to move when the console player is not seated there (hot-seat play).
        actor = state.seats[seat]
        if actor.user_id is not None and user_id(self.player) != actor.user_id:
            self.player = actor.name
        action = cmd.resolve(state, seat, verb, given, self.p.labeler(state))
        action = cmd.fill_unique(state, seat, action)  # e.g. the only cards that fit a transport
        unclear = cmd.ambiguity(state, seat, action, self.p.labeler(state))
        if unclear is not None:  # several actions still fit what was typed: say which
            raise unclear
        outcome = await self.sessions.act(CONSOLE_CHANNEL, actor.user_id, action)
        self._report(outcome)

    async def _status(self) -> None:
        g = await self.sessions.store.active_game(CONSOLE_CHANNEL)
        if g is None:
            self.say("refuse-no-game")
            return
        self.say("status-line", game=self.p.game_title(g.game), status=g.status,
                 players=", ".join(x.name for x in g.seats))
        if g.status == "active":
            state = (await self.sessions.live(CONSOLE_CHANNEL)).state
            self._prompt_next(state)

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


async def _main(config: Config, lang: str) -> int:
    async with await Store.open(config.db_path) as store:
        console = Console(Sessions(store), config, lang)
        console.say("console-welcome", db=str(config.db_path), out=str(config.out_dir))
        g = await store.active_game(CONSOLE_CHANNEL)
        if g is not None:
            await console._status()
        while True:
            try:
                line = await asyncio.to_thread(input, f"[{console.player}]> ")
            except EOFError:
                break
            if not await console.handle(line):
                break
    return 0


def run_console(config: Config, lang: str | None = None) -> int:
    return asyncio.run(_main(config, lang or config.locale))


if __name__ == "__main__":
    sys.exit(run_console(Config.from_env()))
