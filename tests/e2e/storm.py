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
import gc
import logging
import random
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .emulator import AUTOCOMPLETE, DiscordEmulator, ScriptedUser
from .harness import BotRunner, announcement_marks, discord_py_at, quiet_discord
from .weather import Weather

TITLES = ("mini-express", "cargo-empire", "18lilliput", "russian-railroads")
LATE_S = 3.0
POLL_S = 0.1  # how often a player looks at the store (the oracle) for the move to land
TRACED = 40  # the unanswered (and told-late) interactions the report traces
LOST_S = 6.0  # an interaction not delivered by then reached no session (a player sees it failed)
#: what a move costs, by the kinds the storm report counts requests per move
MOVE_KINDS = ("callback", "webhook-edit", "followup", "post", "edit", "pin", "unpin", "dm-open", "dm",
              "history", "channel-edit", "thread", "read")


@dataclass
class StormTable:
    """One game of the storm, driven from outside: the store is the oracle of whose turn it is."""

    emu: DiscordEmulator
    store: Any  # the storm's own connection to the bot's database (the oracle)
    channel: Any
    users: dict[int, ScriptedUser]
    game_id: int
    board: str
    moves: int = 0  # moves this table's players made (their commands applied)
    retyped: int = 0  # commands typed again after they never reached the bot
    notes: list[str] = field(default_factory=list)
    _replayed: Any = None  # (actions applied, those actions, the state they made)

    async def snapshot(self):
        from vypravci.bot.table.seats import control_seats
        from vypravci.games.core import new_state

        g = await self.store.get_game(self.game_id)
        record = await self.store.record(g.id)

        def replayed():
            done = self._replayed
            if done is None or done[0] > len(record.actions) or done[1] != record.actions[:done[0]]:
                done = (0, [], new_state(record))
            state = done[2]
            for data in record.actions[done[0]:]:  # only the moves made since the last look
                state.apply(data)
            self._replayed = (len(record.actions), list(record.actions), state)
            control_seats(state, record.seats, g.meta)
            return state
        # off the event loop, and incremental: the emulator and the other players keep being served
        return g, await asyncio.to_thread(replayed)

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
            action = await asyncio.to_thread(choose, state, seat, g.move_count)
            await self._command(self.users[s.user_id], state, action, g.move_count, deadline)
        return False

    async def _until_moved(self, seq: int, deadline: float, within: float = 1e9, asked=None) -> bool:
        """The log moved on (True), or ``asked()`` holds or the time is up (False)."""
        end = min(deadline, time.monotonic() + within)
        while time.monotonic() < end:
            g = await self.store.get_game(self.game_id)
            if g.move_count != seq or g.status != "active":
                return True
            if asked is not None and asked():
                return False
            await asyncio.sleep(POLL_S)
        return False

    async def _command(self, user: ScriptedUser, state, action: dict, seq: int, deadline: float) -> None:
        path, options = slash_of(state, action)
        for _ in range(8):
            it = await user.slash(path, self.channel, options)
            if await self._until_moved(seq, deadline, within=20.0, asked=lambda: self._confirm_button(it) is not None
                                       or self._failed(it)):
                self.moves += 1
                return
            if self._failed(it):  # reached no session, or the bot said it came too late: typed again
                self.retyped += 1
                continue
            if self._confirm_button(it) is not None:
                self.moves += await self._confirm(user, it, seq, deadline)
                return
            text = " | ".join(m.content for m in it.ephemeral)[:200]
            self.notes.append(f"game {self.game_id} at {seq}: {path} {options} not applied: {text or it}")
            return

    def _failed(self, it) -> bool:
        """What a player sees as failed: an interaction that reached no session ("This interaction
        failed"), or one the bot told in the channel it came too late."""
        return (not it.delivered and time.monotonic() - it.dispatched_at > LOST_S) or told_late(self.emu, it)

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
        for _ in range(8):
            click = await user.click(found[0], custom_id=found[1])
            if await self._until_moved(seq, deadline, within=20.0, asked=lambda: self._failed(click)):
                return True
            if not self._failed(click):
                self.notes.append(f"game {self.game_id} at {seq}: the confirming click was not applied: {click}"
                                  f" acknowledged={click.acknowledged} errors={[e.code for e in click.errors]}")
                return False
            self.retyped += 1  # pressed while no session was up: pressed again
        return False


def told_late(emu: DiscordEmulator, it) -> bool:
    """The bot read ``it`` too late to acknowledge it and told its player so in the channel
    (bot/discord/cogs/base.py ``tell_too_late``: a post carrying the interaction's nonce)."""
    from vypravci.bot.discord.cogs.base import late_nonce

    return any(m.channel_id == it.channel_id and not m.deleted for m in emu.nonces.get(late_nonce(it.id), ()))


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
class _BotHere:
    """The bot in the storm's own process and event loop (the suite's size)."""

    def __init__(self, emu: DiscordEmulator, db: Path, tmp: Path) -> None:
        self.runner = BotRunner(emu, db)

    async def start(self) -> None:
        await self.runner.start()
        self._reads = watch_reads(self.runner.bot)

    def reads(self) -> dict[int, list[float]]:
        return self._reads

    def errors(self) -> list[str]:
        return self.runner.error_messages()

    async def stop(self) -> None:
        await self.runner.stop()


class _BotApart:
    """The bot in a process of its own (``vypravci run``'s code, tests/e2e/bot_process.py), as
    in production: the emulator and the scripted players do not share its event loop."""

    def __init__(self, emu: DiscordEmulator, db: Path, tmp: Path) -> None:
        from .bot_process import READS_ENV, BotProcess

        self.reads_path, self.log_path = tmp / "reads.txt", tmp / "bot.log"
        self.process = BotProcess(emu, db, log_path=self.log_path, env={READS_ENV: str(self.reads_path)})

    async def start(self) -> None:
        await self.process.start()

    def reads(self) -> dict[int, list[float]]:
        from .bot_process import read_interaction_reads

        return read_interaction_reads(self.reads_path)

    def errors(self) -> list[str]:
        return [line for line in self.process.errors() if not line.startswith("Traceback")]

    async def stop(self) -> None:
        await self.process.stop()


async def storm(games: int = 4, faults: float = 0.1, *, seed: int = 1, remaining: int | None = None,
                drops_per_min: float = 2.0, timeout: float = 600.0, db: Path | None = None,
                apart: bool = False) -> dict:
    """Play ``games`` games through the storm; the report (see the module's docstring).
    ``apart``: the bot runs in a process of its own (the bench's way)."""
    with tempfile.TemporaryDirectory(prefix="vypravci-storm-") as tmp:
        emu = await DiscordEmulator().start()
        try:
            with discord_py_at(emu):
                bot = (_BotApart if apart else _BotHere)(emu, db or Path(tmp) / "storm.sqlite3", Path(tmp))
                return await _storm(emu, bot, db or Path(tmp) / "storm.sqlite3", games, faults, seed, remaining,
                                    drops_per_min, timeout)
        finally:
            await emu.close()


async def _storm(emu: DiscordEmulator, bot, db: Path, games: int, faults: float, seed: int, remaining: int | None,
                 drops_per_min: float, timeout: float) -> dict:
    from vypravci.bot.store import Store

    seated = await _seat_games(db, emu, games, seed, remaining)
    await bot.start()
    store = await Store.open(db)
    stalls: list[tuple[float, float]] = []
    pauses = GcPauses().__enter__()
    gc.freeze()
    watch = asyncio.create_task(watch_loop(stalls))
    try:
        tables = [StormTable(emu, store, ch, users, gid, board) for ch, users, gid, board in seated]
        start_moves = {t.game_id: (await store.get_game(t.game_id)).move_count for t in tables}
        first = len(emu.requests)
        started = time.monotonic()
        emu.weather = Weather.storm(faults, drops_per_min=drops_per_min, seed=seed)
        deadline = started + timeout
        ended = await asyncio.gather(*(t.play(deadline) for t in tables))
        emu.weather = Weather()  # the sky clears: what the outbox still owes is posted now
        await _settle(emu, store, tables, time.monotonic() + 120)
        elapsed = time.monotonic() - started
        watch.cancel()  # the report's own reckoning is no stall of play
        report = await _report(emu, store, bot, tables, ended, start_moves, first, elapsed, faults, started, stalls)
        report["gc_pauses"], report["gc_pause_max_s"] = len(pauses.pauses), round(max(
            (d for _, d in pauses.pauses), default=0.0), 2)
        return report
    finally:
        watch.cancel()
        pauses.__exit__()
        try:
            await bot.stop()
        finally:
            await store.close()


async def _settle(emu: DiscordEmulator, store, tables: list[StormTable], until: float) -> None:
    """Wait for every game's announcement mark to reach its log (the outbox retries with back-off)
    and for the requests to stop."""
    await emu.wait_ready(30)
    while time.monotonic() < until:
        owed = 0
        for t in tables:
            g = await store.get_game(t.game_id)
            owed += g.move_count - g.announced_seq
        if not owed and time.monotonic() - max((r.at for r in emu.requests), default=0) > 1.0:
            return
        await asyncio.sleep(0.2)


async def _report(emu, store, bot, tables, ended, start_moves, first, elapsed, faults, t0, stalls) -> dict:
    reads = bot.reads()
    counts = emu.count_posts(announcement_marks)
    ours = {t.game_id for t in tables}
    lost = 0
    stuck = []
    moves = 0
    for t, done in zip(tables, ended):
        g = await store.get_game(t.game_id)
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
    unacknowledged = [it for it in dispatched if it.delivered and not it.acknowledged]
    told = [it for it in unacknowledged if told_late(emu, it)]  # answered in the channel instead
    unanswered = [it for it in unacknowledged if not told_late(emu, it)]
    return {
        "games": len(tables), "faults": faults, "moves": moves, "elapsed_s": round(elapsed, 1),
        "lost": lost, "doubled": len(doubled), "doubled_examples": sorted(doubled)[:5],
        "stuck": len(stuck), "stuck_games": stuck[:5],
        # reached the bot and never acknowledged (one dispatched while no session was up reached
        # nobody, as on Discord: "undelivered", and its player typed it again)
        "unanswered": len(unanswered), "told_late": len(told),
        "loop_stalls": len(stalls), "loop_stall_max_s": round(max((d for _, d in stalls), default=0.0), 2),
        "unanswered_trace": [trace(emu, it, reads, t0, stalls) for it in [*unanswered, *told]][:TRACED],
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
        "bot_errors": bot.errors()[:5],
        "protocol_errors": list(emu.protocol_errors)[:5],
    }


def watch_reads(bot) -> dict[int, list[float]]:
    """When the bot's gateway read each INTERACTION_CREATE (interaction id → times; a RESUME's
    replay of one it had read already shows as a second time)."""
    reads: dict[int, list[float]] = defaultdict(list)
    parsers = bot._connection.parsers  # the dict discord.py's gateway looks each event up in
    parse = parsers["INTERACTION_CREATE"]

    def parse_timed(data):
        reads[int(data["id"])].append(time.monotonic())
        return parse(data)

    parsers["INTERACTION_CREATE"] = parse_timed
    return reads


GATEWAY_OPS = {2: "IDENTIFY", 6: "RESUME"}


async def watch_loop(stalls: list[tuple[float, float]], tick: float = 0.05, over: float = 0.5,
                     freeze_every: float = 10.0) -> None:
    """The event loop's stalls: (when, how long) each time a ``tick`` sleep overran by ``over`` s.
    Every ``freeze_every`` seconds what is alive is frozen out of the collector's passes
    (``gc.freeze``): the emulator's message store and request log only grow, and a full
    collection walking them held this process — the emulator's clock among it — for seconds."""
    frozen = time.monotonic()
    while True:
        before = time.monotonic()
        await asyncio.sleep(tick)
        late = time.monotonic() - before - tick
        if late > over:
            stalls.append((before, late))
        if before - frozen > freeze_every:
            gc.freeze()
            frozen = before


class GcPauses:
    """The storm process's full collections longer than ``over`` s: (when, how long)."""

    def __init__(self, over: float = 0.2) -> None:
        self.over, self.pauses, self._start = over, [], 0.0

    def __enter__(self) -> "GcPauses":
        gc.callbacks.append(self._callback)
        return self

    def __exit__(self, *exc) -> None:
        gc.callbacks.remove(self._callback)
        gc.unfreeze()

    def _callback(self, phase: str, info: dict) -> None:
        if info.get("generation") != 2:
            return
        if phase == "start":
            self._start = time.monotonic()
        elif time.monotonic() - self._start > self.over:
            self.pauses.append((self._start, time.monotonic() - self._start))


def trace(emu: DiscordEmulator, it, reads: dict[int, list[float]], t0: float,
          stalls: list[tuple[float, float]] = ()) -> dict:
    """One interaction's story, in seconds since the storm began: created, written to the bot's
    socket, read by its gateway, each request on its token (kind, status, the fault injected),
    and the gateway's drops, RESUMEs and IDENTIFYs around it."""
    def rel(t: float) -> float:
        return round(t - t0, 2)

    read = reads.get(it.id, [])
    start = it.dispatched_at - 6.0
    end = max([it.dispatched_at + 4.0, *it.activity, *read]) + 1.0
    gateway = [(rel(t), f"drop {code}") for t, code in emu.gateway_drops if start <= t <= end]
    gateway += [(rel(t), f"{direction} {GATEWAY_OPS.get(what, what)}") for t, direction, what in emu.gateway_log
                if start <= t <= end and (what in GATEWAY_OPS if direction == "in" else what in ("READY", "RESUMED"))]
    return {
        "id": it.id, "what": it.command_name or (it.payload.get("data") or {}).get("custom_id", "?"),
        "created": rel(it.dispatched_at), "written": [rel(t) for t in it.written_at], "read": [rel(t) for t in read],
        "requests": [(rel(r.at), r.kind, r.status, r.fault, rel(r.done)) for r in emu.requests
                     if r.interaction_id == it.id],
        "errors": [e.code for e in it.errors], "messages": len([m for m in it.messages if not m.loading]),
        "gateway": sorted(gateway),
        "loop_stalls": [(rel(t), round(d, 2)) for t, d in stalls if start <= t <= end],
    }


def problems(report: dict, *, timing: bool = True) -> list[str]:
    """What the storm must never show: the figures that must be 0, and (``timing``) the 3-second
    first response missed for more than 0.1 % of the interactions. The suite leaves timing to the
    bench (a loaded machine's stalls are no bug): it asserts every interaction answered, in time
    or told in the channel."""
    bad = [f"{k}: {report[k]}" for k in ("lost", "doubled", "stuck", "unanswered") if report[k]]
    late = report["late_acks"] + report["told_late"]  # the 3-second first response missed
    if timing and late > 0.001 * max(report["interactions"], 1):
        bad.append(f"late: {report['late_acks']} acknowledged late and {report['told_late']} told in the channel"
                   f" of {report['interactions']}")
    if report["protocol_errors"]:
        bad.append(f"protocol_errors: {report['protocol_errors']}")
    return bad


def run_storm(games: int, faults: float, seed: int = 1, remaining: int | None = None,
              timeout: float = 3600.0) -> dict:
    """``vypravci bench --e2e --games N --faults P``: the storm report (whole games by default,
    the bot in a process of its own)."""
    with quiet_discord(logging.CRITICAL):  # 429s and retries are expected here
        return asyncio.run(storm(games, faults, seed=seed, remaining=remaining, timeout=timeout, apart=True))


if __name__ == "__main__":  # pragma: no cover
    import json
    import sys

    print(json.dumps(run_storm(int(sys.argv[1]) if len(sys.argv) > 1 else 4,
                               float(sys.argv[2]) if len(sys.argv) > 2 else 0.1,
                               remaining=int(sys.argv[3]) if len(sys.argv) > 3 else None), indent=2))
