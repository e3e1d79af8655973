"""The storm: whole games of the four titles through Discord's real weather, nothing lost or doubled.

``run_storm(games, faults)`` starts the loopback Discord and the real bot (in this process) over a
temporary SQLite file, seats ``games`` tables (the four titles in turn, each in a thread of its
own under a text channel, two human players with turn DMs on and one AI seat where the game
takes three; every other table with ``board=off``), then turns the weather on —
``Weather.storm(faults)``: rate limits as documented, ``faults`` of the requests of play failing
with 500/502/503/504 before or after they took effect, slow answers, two gateway drops a minute
(1006, 4000 resume; 4009 identifies afresh) — and plays every game to its end. The players move
by typed slash commands (``/<prefix> <type>`` with every field given), as Discord clients do:
an interaction that never reached the bot (a new session after 4009) is typed again, as a player
who saw "This interaction failed" would.

It then reports, and :func:`problems` turns into assertions:

* ``lost``: stored moves not announced (the store's mark behind the log, or no post naming the
  game's final log length);
* ``doubled``: (game, log length) keys named by more than one post
  (``emu.count_posts(announcement_marks)``);
* ``unanswered``: interactions delivered to the bot and never acknowledged; ``late_acks``:
  acknowledged after 3 s (at most 0.1 % may be);
* ``stuck``: games not finished when the time ran out;
* ``invalid_per_10min_peak``, ``rate_limited`` (429s by scope), ``wait_s_total``/``wait_s_max``;
* ``requests_per_move``: the requests of play by kind (post, edit, pin, dm, …) ÷ the moves made.

``preplay``: each game is stored with all but about ``remaining`` of its moves already made (a
size that fits the suite); ``None`` plays the games from their first move (``vypravci bench
--e2e --games N --faults P``).
"""
from __future__ import annotations

import asyncio
import logging
import random
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .emulator import AUTOCOMPLETE, DiscordEmulator, ScriptedUser
from .harness import BotRunner, announcement_marks, discord_py_at, quiet_discord
from .weather import Weather

TITLES = ("mini-express", "cargo-empire", "18lilliput", "russian-railroads")
LATE_S = 3.0
LOST_S = 6.0  # an interaction not delivered by then reached no session (a player sees it failed)
#: what a move costs, by the kinds the storm report counts requests per move
MOVE_KINDS = ("callback", "webhook-edit", "followup", "post", "edit", "pin", "unpin", "dm-open", "dm",
              "history", "channel-edit", "thread", "read")


@dataclass
class StormTable:
    """One game of the storm, driven from outside: the store is the oracle of whose turn it is."""

    emu: DiscordEmulator
    runner: BotRunner
    channel: Any
    users: dict[int, ScriptedUser]
    game_id: int
    board: str
    moves: int = 0  # moves this table's players made (their commands applied)
    retyped: int = 0  # commands typed again after they never reached the bot
    notes: list[str] = field(default_factory=list)

    async def snapshot(self):
        from vypravci.bot.table.seats import control_seats
        from vypravci.games.core import replay

        store = self.runner.store
        g = await store.get_game(self.game_id)
        record = await store.record(g.id)
        state = replay(record)
        control_seats(state, record.seats, g.meta)
        return g, state

    async def play(self, deadline: float) -> bool:
        """Move the human seats until the game ends (True) or ``deadline`` passes (False)."""
        while time.monotonic() < deadline:
            g, state = await self.snapshot()
            if state.is_terminal():
                return True
            seat = state.to_act()
            s = state.seats[seat]
            if s.kind != "human" or s.user_id not in self.users:  # the bot's AI (or automa) to act
                await self._until_moved(g.move_count, deadline)
                continue
            action = choose(state, seat, g.move_count)
            await self._command(self.users[s.user_id], state, action, g.move_count, deadline)
        return False

    async def _until_moved(self, seq: int, deadline: float, within: float = 1e9, asked=None) -> bool:
        """The log moved on (True), or ``asked()`` holds or the time is up (False)."""
        end = min(deadline, time.monotonic() + within)
        while time.monotonic() < end:
            g = await self.runner.store.get_game(self.game_id)
            if g.move_count != seq or g.status != "active":
                return True
            if asked is not None and asked():
                return False
            await asyncio.sleep(0.05)
        return False

    async def _command(self, user: ScriptedUser, state, action: dict, seq: int, deadline: float) -> None:
        path, options = slash_of(state, action)
        for _ in range(8):
            it = await user.slash(path, self.channel, options)
            if await self._until_moved(seq, deadline, within=20.0, asked=lambda: self._confirm_button(it) is not None
                                       or (not it.delivered and time.monotonic() - it.dispatched_at > LOST_S)):
                self.moves += 1
                return
            if not it.delivered:  # dispatched while the bot had no session: typed again
                self.retyped += 1
                continue
            if await self._confirm(user, it, seq, deadline):
                self.moves += 1
                return
            text = " | ".join(m.content for m in it.ephemeral)[:200]
            self.notes.append(f"game {self.game_id} at {seq}: {path} {options} not applied: {text or it}")
            return

    def _confirm_button(self, it) -> tuple[Any, str] | None:
        """A face that shows a typed move privately first (18Lilliput's tile lay under its
        preview): the message and the button that makes it."""
        for m in it.ephemeral:
            if m.loading:
                continue
            for b in m.buttons():
                cid = b.get("custom_id") or ""
                if cid.startswith("vy:") and f":{self.game_id}:" in cid and not b.get("disabled"):
                    return m, cid
        return None

    async def _confirm(self, user: ScriptedUser, it, seq: int, deadline: float) -> bool:
        found = self._confirm_button(it)
        if found is None:
            return False
        await user.click(found[0], custom_id=found[1])
        return await self._until_moved(seq, deadline, within=20.0)


def choose(state, seat: int, seq: int) -> dict:
    """The move a human seat makes: what the simple AI would (seeded by the log length)."""
    from vypravci.games.core import get_game

    return get_game(state.game.id).make_ai("simple", 7919 * (seq + 1)).choose(state, seat).to_dict()


def slash_of(state, action: dict) -> tuple[str, dict]:
    """``/<prefix> <type>`` and every field of ``action``, by the commands' English names."""
    from vypravci.bot.commands.actions import encode
    from vypravci.bot.faces import face_of
    from vypravci.bot.words.i18n import i18n

    def word(key: str, fallback: str) -> str:
        return i18n.t("en", key) if i18n.has("en", key) else fallback

    prefix = face_of(state.game.id).prefix
    kind = action["type"].replace("_", "-")
    path = f"{word(f'cmd-{prefix}-name', prefix)} {word(f'cmd-{prefix}-{kind}-name', kind)}"
    options = {word(f"opt-{f}-name", f): encode(v) for f, v in action.items()
               if f not in ("type", "seat") and v is not None}
    return path, options


def dry_run(title: str, seats: list, seed: int) -> int:
    """The length of the game the storm will play (its players' choices and the bot's AI seeds,
    bot/session.py ``_run_ai``), so that a game can be stored ``remaining`` moves before its end."""
    from vypravci.games.core import GameRecord, get_game, new_state

    game = get_game(title)
    state = new_state(GameRecord(game=title, options=game.parse_options(None).model_dump(mode="json"), seed=seed,
                                 seats=seats))
    seq = 0
    while not state.is_terminal():
        seat = state.to_act()
        s = state.seats[seat]
        move = (game.make_ai(s.ai or "simple", seed * 31 + seat * 7 + seq).choose(state, seat).to_dict()
                if s.kind == "ai" else choose(state, seat, seq))
        state.apply(game.parse_action(move))
        seq += 1
    return seq


# ============================================================================================ setting up
async def _seat_games(db: Path, emu: DiscordEmulator, games: int, seed: int, remaining: int | None):
    """The tables, stored before the bot starts: game, thread, seats, and (``remaining``) all but
    about that many moves made already, marked announced. Returns [(channel, users, game id, board)]."""
    from vypravci.bot.discord.notify import DM_KEY
    from vypravci.bot.table.session import Sessions
    from vypravci.bot.store import Store
    from vypravci.games.core import get_game
    from vypravci.games.core.record import Seat

    guild = emu.add_guild("Bouřka", locale="en-US")
    halls = [emu.add_channel(guild, f"nádraží-{k}") for k in range(max(1, games // 4))]
    tables = []
    async with await Store.open(db) as store:
        sessions = Sessions(store)
        for n in range(games):
            title = TITLES[n % len(TITLES)]
            game = get_game(title)
            counts = sorted(game.player_counts(game.parse_options(None)))
            humans = [emu.add_member(guild, f"hráč{n}-{k}") for k in range(2)]
            seats = [Seat(name=u.name, user_id=u.id) for u in humans]
            if 3 in counts:
                seats.append(Seat(name="AI", kind="ai", ai="simple"))
            hall = halls[n % len(halls)]
            thread = emu.add_thread(hall, f"stůl-{n}")
            board = "off" if n % 2 else "every"
            g = await store.create_game(guild.id, thread.id, humans[0].id, title, {}, seed + n, seats,
                                        locale="en")
            await store.update_meta(g.id, {"thread": thread.id, "parent": hall.id, "board": board})
            await sessions.start(thread.id, humans[0].id, shuffle_seats=False, seed=seed + n)
            if remaining is not None:
                upto = dry_run(title, seats, seed + n) - remaining
                while (live := await sessions.live(thread.id)).seq < upto:
                    seat = live.state.to_act()
                    await sessions.act(thread.id, live.state.seats[seat].user_id, choose(live.state, seat, live.seq),
                                       seat=seat)
            stored = await store.get_game(g.id)
            await store.mark_announced(g.id, stored.move_count)
            await store.update_meta(g.id, {"start_unannounced": None})
            for u in humans:
                await store.update_user_settings(u.id, {DM_KEY: True})
            tables.append((thread, {u.id: u for u in humans}, g.id, board))
    return tables


# ============================================================================================ the run
async def storm(games: int = 4, faults: float = 0.1, *, seed: int = 1, remaining: int | None = None,
                drops_per_min: float = 2.0, timeout: float = 600.0, db: Path | None = None) -> dict:
    """Play ``games`` games through the storm; the report (see the module's docstring)."""
    with tempfile.TemporaryDirectory(prefix="vypravci-storm-") as tmp:
        emu = await DiscordEmulator().start()
        try:
            with discord_py_at(emu):
                return await _storm(emu, db or Path(tmp) / "storm.sqlite3", games, faults, seed, remaining,
                                    drops_per_min, timeout)
        finally:
            await emu.close()


async def _storm(emu: DiscordEmulator, db: Path, games: int, faults: float, seed: int, remaining: int | None,
                 drops_per_min: float, timeout: float) -> dict:
    seated = await _seat_games(db, emu, games, seed, remaining)
    runner = await BotRunner(emu, db).start()
    try:
        tables = [StormTable(emu, runner, ch, users, gid, board) for ch, users, gid, board in seated]
        start_moves = {t.game_id: (await runner.store.get_game(t.game_id)).move_count for t in tables}
        first = len(emu.requests)
        started = time.monotonic()
        emu.weather = Weather.storm(faults, drops_per_min=drops_per_min, seed=seed)
        deadline = started + timeout
        ended = await asyncio.gather(*(t.play(deadline) for t in tables))
        emu.weather = Weather()  # the sky clears: what the outbox still owes is posted now
        await _settle(emu, runner, tables, time.monotonic() + 120)
        elapsed = time.monotonic() - started
        return await _report(emu, runner, tables, ended, start_moves, first, elapsed, faults)
    finally:
        await runner.stop()


async def _settle(emu: DiscordEmulator, runner: BotRunner, tables: list[StormTable], until: float) -> None:
    """Wait for every game's announcement mark to reach its log (the outbox retries with back-off)
    and for the requests to stop."""
    await emu.wait_ready(30)
    while time.monotonic() < until:
        owed = 0
        for t in tables:
            g = await runner.store.get_game(t.game_id)
            owed += g.move_count - g.announced_seq
        if not owed and time.monotonic() - max((r.at for r in emu.requests), default=0) > 1.0:
            return
        await asyncio.sleep(0.2)


async def _report(emu, runner, tables, ended, start_moves, first, elapsed, faults) -> dict:
    counts = emu.count_posts(announcement_marks)
    ours = {t.game_id for t in tables}
    lost = 0
    stuck = []
    moves = 0
    for t, done in zip(tables, ended):
        g = await runner.store.get_game(t.game_id)
        moves += g.move_count - start_moves[t.game_id]
        named = max((seq for (gid, seq) in counts if gid == t.game_id), default=-1)
        lost += max(0, g.move_count - g.announced_seq) + (named < g.move_count)
        if not done or g.status != "finished":
            stuck.append(t.game_id)
    doubled = {k: n for k, n in counts.items() if n > 1 and k[0] in ours}
    window = emu.requests[first:]
    kinds = Counter(r.kind for r in window)
    report = emu.weather_report()
    dispatched = [it for it in emu.interactions.values() if it.dispatched_at is not None and it.type != AUTOCOMPLETE]
    late = [it for it in dispatched if it.acknowledged and it.latency > LATE_S]
    return {
        "games": len(tables), "faults": faults, "moves": moves, "elapsed_s": round(elapsed, 1),
        "lost": lost, "doubled": len(doubled), "doubled_examples": sorted(doubled)[:5],
        "stuck": len(stuck), "stuck_games": stuck[:5],
        # reached the bot and never acknowledged (one dispatched while no session was up reached
        # nobody, as on Discord: "undelivered", and its player typed it again)
        "unanswered": sum(1 for it in dispatched if it.delivered and not it.acknowledged),
        "undelivered": report["undelivered"],
        "interactions": len(dispatched), "late_acks": len(late),
        "retyped": sum(t.retyped for t in tables), "not_applied": [n for t in tables for n in t.notes][:5],
        "rate_limited": report["rate_limited"], "rate_limited_by_scope": report["rate_limited_by_scope"],
        "rate_limited_by_kind": dict(Counter(r.kind for r in window if r.status == 429)),
        "waits": report["waits"], "wait_s_total": report["wait_s_total"], "wait_s_max": report["wait_s_max"],
        "invalid_requests": report["invalid_requests"], "invalid_per_10min_peak": report["invalid_per_10min_peak"],
        "faults_met": sum(report["faults"].values()), "gateway_drops": report["gateway_drops"],
        "identifies": report["identifies"], "resumes": report["resumes"],
        "requests": len(window),
        "requests_per_move": {k: round(kinds[k] / max(moves, 1), 2) for k in MOVE_KINDS if kinds[k]},
        "bot_errors": runner.error_messages()[:5],
        "protocol_errors": list(emu.protocol_errors)[:5],
    }


def problems(report: dict) -> list[str]:
    """What the storm must never show: the figures that must be 0, and acknowledgements late
    for more than 0.1 % of the interactions."""
    bad = [f"{k}: {report[k]}" for k in ("lost", "doubled", "stuck", "unanswered") if report[k]]
    if report["late_acks"] > 0.001 * max(report["interactions"], 1):
        bad.append(f"late_acks: {report['late_acks']} of {report['interactions']}")
    if report["protocol_errors"]:
        bad.append(f"protocol_errors: {report['protocol_errors']}")
    return bad


def run_storm(games: int, faults: float, seed: int = 1, remaining: int | None = None,
              timeout: float = 3600.0) -> dict:
    """``vypravci bench --e2e --games N --faults P``: the storm report (whole games by default)."""
    with quiet_discord(logging.CRITICAL):  # 429s and retries are expected here
        return asyncio.run(storm(games, faults, seed=seed, remaining=remaining, timeout=timeout))


if __name__ == "__main__":  # pragma: no cover
    import json
    import sys

    print(json.dumps(run_storm(int(sys.argv[1]) if len(sys.argv) > 1 else 4,
                               float(sys.argv[2]) if len(sys.argv) > 2 else 0.1,
                               remaining=int(sys.argv[3]) if len(sys.argv) > 3 else None), indent=2))
