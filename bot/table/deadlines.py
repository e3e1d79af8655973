"""Deadlines of play-by-post: a pace per game, reminders at one half and nine tenths of the time,
and on expiry a message offering the table to wait longer, skip the seat or hand it to an AI.

Everything a timer needs is in the game's ``meta`` (documented in docs/play-by-post.md), so the
timers are rebuilt from the store when the bot starts, for the guilds this process owns:

- ``pace``: seconds per move, 10 minutes to 30 days (absent: no deadlines; bot/store/limits.py);
- ``turn_seq``: the log length the running deadline was set at (a move or undo starts a new one);
- ``turn_since`` / ``deadline``: when the time started and runs out (epoch seconds);
- ``reminded``: how far the current time got: 1 half, 2 nine tenths, 3 expired (offered);
- ``paused_at``: the host paused the clock then (resuming shifts ``turn_since`` and ``deadline``).

One task per game waits on ``app.clock`` (never ``asyncio.sleep``) for its next moment; the
sessions call :meth:`Deadlines.changed` after every change of a running game (a finishing move
disarms it there) and :meth:`Deadlines.closed` when one is abandoned.
"""
from __future__ import annotations

import asyncio
import logging
from typing import Any, Callable

from .claims import claims_open
from ..words.i18n import i18n
from ..store.limits import CLOCK_KEYS, DAY, HOUR, NAMED_PACES, PACE_MAX, PACE_MIN, pace_seconds
from .refusal import pace_refusal
from .session import Live
from .refusal import Refusal

log = logging.getLogger(__name__)

PACES = NAMED_PACES  # the paces offered by name; others are typed (90m, 36h, 2d) within bot/store/limits.py's range
OFF = "off"
SHARES = {1: 0.5, 2: 0.9, 3: 1.0}  # the moments of a deadline: reminders, then expiry
RETRY = 300.0  # seconds before a deadline message that failed to post is tried again


# ---------------------------------------------------------------------------------------- pace
def parse_pace(value: Any) -> int | None:
    """``1h|12h|1d|3d|7d|off``, a time such as ``90m``, ``36h``, ``2d`` or seconds (as a server
    setting may hold them) → seconds or None (off). Outside bot/store/limits.py's range (10 minutes to 30
    days) or anything else: a Refusal that names the paces and the range."""
    if isinstance(value, int) and not isinstance(value, bool):
        if PACE_MIN <= value <= PACE_MAX:
            return value
        raise pace_refusal(value)
    if not isinstance(value, str):
        raise pace_refusal(value)
    text = value.strip().lower()
    if text in (OFF, "0", "vyp", "vypnuto"):
        return None
    seconds = pace_seconds(text)
    if seconds is None:
        raise pace_refusal(value)
    return seconds


def pace_name(seconds: int | None) -> str:
    """The name of a pace (``1d``), else its length in words' stead (``5400s``)."""
    if not seconds:
        return OFF
    return next((k for k, v in PACES.items() if v == seconds), f"{seconds}s")


def pace_text(locale: str, seconds: int | None) -> str:
    """"1 day per move" for the paces offered, else the exact length per move ("36 hours per move")."""
    named = i18n.lookup(locale, f"choice-pace-{pace_name(seconds)}")
    if named is not None:
        return named
    seconds = seconds or 0
    for key, unit in (("deadline-days", DAY), ("deadline-hours", HOUR)):
        if seconds >= unit and seconds % unit == 0:
            return i18n.t(locale, "limits-pace-per-move", time=i18n.t(locale, key, count=seconds // unit))
    return i18n.t(locale, "limits-pace-per-move", time=i18n.t(locale, "deadline-minutes", count=-(-seconds // 60)))


def duration(locale: str, seconds: float) -> str:
    """A length of time in words: days, else hours, else minutes (rounded up, at least 1)."""
    seconds = max(0, int(seconds + 0.999))
    for key, unit in (("deadline-days", 86400), ("deadline-hours", 3600)):
        if seconds >= unit:
            return i18n.t(locale, key, count=round(seconds / unit))
    return i18n.t(locale, "deadline-minutes", count=max(1, (seconds + 59) // 60))


async def default_pace(store, guild_id: int | None) -> int | None:
    """The server's default pace (settings key ``pace``), else None: live play without deadlines."""
    if guild_id is None:
        return None
    value = (await store.get_guild_settings(guild_id)).get("pace")
    try:
        return None if value in (None, "") else parse_pace(value)
    except Refusal:
        log.warning("guild %s: unknown default pace %r", guild_id, value)
        return None


# ---------------------------------------------------------------------------------------- moments
def moment(meta: dict, stage: int) -> float:
    """When ``stage`` (1 half, 2 nine tenths, 3 expiry) of the current deadline comes."""
    since, end = meta["turn_since"], meta["deadline"]
    return since + (end - since) * SHARES[stage]


def next_stage(meta: dict) -> int | None:
    """The stage the timer waits for now, or None (no deadline, paused, or already expired)."""
    if "deadline" not in meta or "paused_at" in meta:
        return None
    stage = int(meta.get("reminded", 0)) + 1
    return stage if stage in SHARES else None


def due_stage(meta: dict, now: float) -> int | None:
    """The furthest stage due at ``now`` that was not yet told (after a restart, the reminders
    that came and went are not sent late: only the furthest one is)."""
    first = next_stage(meta)
    if first is None:
        return None
    due = [s for s in SHARES if s >= first and moment(meta, s) <= now]
    return max(due) if due else None


def waits_for_person(live: Live) -> int | None:
    """The seat a person must act for now, or None (over, an AI is to act, or an imported game
    still waits for its seats to be claimed: bot/table/claims.py)."""
    if live.game.status != "active" or live.state.is_terminal() or claims_open(live.game.meta):
        return None
    seat = live.state.to_act()
    if seat is None or live.state.seats[seat].kind != "human":
        return None
    return seat


def restart_patch(meta: dict, seq: int, now: float) -> dict:
    """A fresh deadline of one pace from now (while paused: from the pause)."""
    start = meta.get("paused_at", now)
    return {"turn_seq": seq, "turn_since": start, "deadline": start + meta["pace"], "reminded": 0}


def resume_patch(meta: dict, now: float) -> dict:
    """The clock runs again: the time paused is added to the current deadline."""
    gap = now - meta["paused_at"]
    patch: dict = {"paused_at": None}
    if "deadline" in meta:
        patch.update(turn_since=meta["turn_since"] + gap, deadline=meta["deadline"] + gap)
    return patch


# ---------------------------------------------------------------------------------------- scheduler
class Deadlines:
    """The timers of the games this process owns. ``poster``: what posts in a channel outside an
    interaction (``send(channel_id, text, view=…, mention=…)``; default ``app.poster``);
    ``owns(guild_id)``: whether this process serves the guild (bot/discord/shards.py);
    ``expiry_view(game_id, seq, skip, locale)``: the buttons under an expiry message;
    ``timers=False``: keep each game's deadline in its meta but wait for none of its moments (the
    console: it posts no reminders)."""

    def __init__(self, app, poster: Any = None, owns: Callable[[int | None], bool] | None = None,
                 expiry_view: Callable | None = None, timers: bool = True) -> None:
        self.app = app
        self.timers = timers
        self.poster = poster
        self.owns = owns or (lambda guild_id: True)
        self.expiry_view = expiry_view
        self.tasks: dict[int, asyncio.Task] = {}
        self._working: set[int] = set()  # games whose timer is doing something (not waiting)
        self._quiet = asyncio.Event()
        self._quiet.set()

    @property
    def clock(self):
        return self.app.clock

    @property
    def store(self):
        return self.app.store

    # ------------------------------------------------------------------ life
    async def start(self) -> None:
        """Watch the sessions and rebuild every owned running game's timer from its meta."""
        if self.changed not in self.app.sessions.watchers:
            self.app.sessions.watchers.append(self.changed)
        if self.closed not in self.app.sessions.closers:
            self.app.sessions.closers.append(self.closed)
        for g in await self.store.active_games():
            if g.status != "active" or not g.meta.get("pace") or not self.owns(g.guild_id):
                continue
            try:
                live = await self.app.sessions.live(g.channel_id)
            except Refusal as err:  # a damaged record: no timer until it is repaired
                log.warning("game %s: no deadline timer (%s)", g.id, err.key)
                continue
            await self.changed(live)

    async def stop(self) -> None:
        if self.changed in self.app.sessions.watchers:
            self.app.sessions.watchers.remove(self.changed)
        if self.closed in self.app.sessions.closers:
            self.app.sessions.closers.remove(self.closed)
        tasks = list(self.tasks.values())
        self.tasks.clear()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    # ------------------------------------------------------------------ following the games
    async def changed(self, live: Live) -> None:
        """A running game changed (a move, an undo, a seat or pace change, the start): restart
        the deadline if the log moved on, clear it if nobody waits, and arm the timer again."""
        if not self.owns(live.game.guild_id):
            return
        if not live.game.meta.get("pace") and not any(k in live.game.meta for k in CLOCK_KEYS):
            self._disarm(live.game.id)  # no deadlines at this table: nothing to read or write
            return
        g = await self.store.get_game(live.game.id)
        if g is None:
            return
        meta = g.meta
        person = waits_for_person(live)
        if not meta.get("pace") or person is None:
            if any(k in meta for k in CLOCK_KEYS):
                await self.store.update_meta(g.id, dict.fromkeys(CLOCK_KEYS))
            self._disarm(g.id)
            return
        if meta.get("turn_seq") != live.seq or "deadline" not in meta:
            g = await self.store.update_meta(g.id, restart_patch(meta, live.seq, self.clock.now()))
        self._arm(g.id, g.meta)

    async def closed(self, g) -> None:
        """The game stopped running without a move (abandoned): its timer stops now, not when it
        wakes at its next stage, and its deadline is cleared as at a finish."""
        if not self.owns(g.guild_id):
            return
        self._disarm(g.id)
        if any(k in g.meta for k in CLOCK_KEYS):
            await self.store.update_meta(g.id, dict.fromkeys(CLOCK_KEYS))

    def _disarm(self, game_id: int) -> None:
        task = self.tasks.pop(game_id, None)
        if task is not None and task is not asyncio.current_task():
            task.cancel()
            self._work(game_id, False)

    def _arm(self, game_id: int, meta: dict) -> None:
        self._disarm(game_id)
        if self.timers and next_stage(meta) is not None:
            self._work(game_id, True)
            self.tasks[game_id] = asyncio.create_task(self._run(game_id), name=f"deadline-{game_id}")

    def _work(self, game_id: int, working: bool) -> None:
        (self._working.add if working else self._working.discard)(game_id)
        (self._quiet.clear if self._working else self._quiet.set)()

    async def settle(self) -> None:
        """Wait until every timer waits on the clock again (tests: after ``clock.advance``)."""
        await asyncio.sleep(0)
        await self._quiet.wait()

    @property
    def armed(self) -> set[int]:
        """The games with a running timer."""
        return {gid for gid, t in self.tasks.items() if not t.done()}

    async def _run(self, game_id: int) -> None:
        try:
            while True:
                g = await self.store.get_game(game_id)
                if g is None or g.status != "active":
                    return
                stage = next_stage(g.meta)
                if stage is None:
                    return
                when = moment(g.meta, stage)
                if when > self.clock.now():
                    self._work(game_id, False)  # quiet only while truly waiting on the clock
                    await self.clock.sleep_until(when)
                    self._work(game_id, True)
                if not await self.fire(game_id):  # Discord failed: the same stage again later
                    self._work(game_id, False)
                    await self.clock.sleep(RETRY)
                    self._work(game_id, True)
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("deadline timer of game %s failed", game_id)
        finally:
            if self.tasks.get(game_id) is asyncio.current_task():
                del self.tasks[game_id]
                self._work(game_id, False)

    # ------------------------------------------------------------------ telling the table
    async def fire(self, game_id: int) -> bool:
        """Tell the table what is due now (a reminder, or the expiry with its buttons), once: the
        stage is marked after the post, under the channel's lock (a move cannot slip between).
        False if the post failed (the timer tries again later)."""
        g = await self.store.get_game(game_id)
        if g is None or g.status != "active" or due_stage(g.meta, self.clock.now()) is None:
            return True
        poster = self.poster or getattr(self.app, "poster", None)
        if poster is None:
            log.warning("game %s: no poster for the deadline message", game_id)
            return True
        locale = await self.app.public_locale(g.guild_id)
        async with self.app.sessions.lock(g.channel_id):
            live = await self.app.sessions.live(g.channel_id)
            g = await self.store.get_game(game_id)
            seat, stage = waits_for_person(live), due_stage(g.meta, self.clock.now())
            if live.game.id != game_id or live.seq != g.meta.get("turn_seq") or seat is None or stage is None:
                return True  # a move came first: ``changed`` set the next deadline
            text, view = self._message(g, live, seat, stage, locale)
            try:
                await poster.send(g.channel_id, text, view=view, mention=live.state.seats[seat].user_id)
            except Exception:
                log.exception("game %s: the deadline message could not be posted; retrying later", game_id)
                return False
            await self.store.update_meta(game_id, {"reminded": stage})
        return True

    def _message(self, g, live: Live, seat: int, stage: int, locale: str) -> tuple[str, Any]:
        """A reminder (the time left), or the expiry with the table's buttons."""
        params = {"player": f"<@{live.state.seats[seat].user_id}>", "game": i18n.game_name(locale, g.game)}
        if stage < 3:
            left = duration(locale, g.meta["deadline"] - self.clock.now())
            return i18n.t(locale, "deadline-reminder", **params, left=left), None
        skip = live.state.pass_action(seat) is not None
        text = i18n.t(locale, "deadline-expired", **params, pace=pace_text(locale, g.meta["pace"]))
        text += "\n" + i18n.t(locale, "deadline-expired-choices" if skip else "deadline-expired-choices-no-skip")
        view = self.expiry_view(g.id, live.seq, skip, locale) if self.expiry_view is not None else None
        return text, view
