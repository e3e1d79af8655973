"""Every stored move announced exactly once.

The store keeps per game ``announced_seq`` (log rows announced so far): the outbox is every game
whose ``move_count`` is above it, plus a started game whose start was not posted yet
(``meta["start_unannounced"]``). A request posts what it changed (``post_board``) and marks it
right after the post succeeded. If the post fails, or the process dies between saving and
posting, the outbox posts a catch-up — the moves since the last announcement, the board and the
ping — on start (``drain``) and again with back-off (waiting on ``app.clock``) after a failure.

No duplicates in practice:
- one announcer per game at a time: requests that change a game and the drainer hold the game's
  :meth:`Outbox.lock`, and the drainer re-reads the mark under it;
- the mark follows the successful post at once;
- before its first catch-up of a game the drainer looks for the board picture of that log length
  among the channel's last messages (a request's post that got through just before a crash), or
  with ``board=off`` for its buttons, whose custom ids name the game and the log length;
- a catch-up carries a Discord ``nonce`` (with ``enforce_nonce``) made of the game id and the log
  length it announces, so the same catch-up retried after a crash between post and mark is
  returned by Discord instead of being posted twice.
Only the process owning a guild's shard drains its games (``ShardPlan.owns``).
"""
from __future__ import annotations

import asyncio
import logging
from typing import Any, Callable, Literal, Protocol

from vypravci.games.core import new_state

from ..store import StoredGame, fold
from .refusal import Refusal

log = logging.getLogger(__name__)

START_KEY = "start_unannounced"  # meta: the game started and its start was not posted yet
BACKOFF = (5.0, 30.0, 120.0, 600.0, 1800.0)  # seconds between retries (the last one repeats)
CATCH_UP_SHOWN = 10  # at most this many moves in words in a catch-up


def nonce(game_id: int, seq: int) -> str:
    """Discord's nonce (≤ 25 characters) for the announcement of game ``game_id`` up to ``seq``."""
    return f"vy{game_id}.{seq}"[:25]


POSTED, GONE, FAILED = "posted", "gone", "failed"  # what a front end's post of a catch-up came to


class Front(Protocol):
    """How a front end posts the outbox's catch-ups (Discord: bot/discord/announce.py)."""

    @property
    def ready(self) -> bool:
        """Whether it can post now (the Discord client is connected)."""

    async def already_posted(self, game: StoredGame, state: Any, seq: int, locale: str) -> bool | None:
        """The request's own post of ``game`` up to ``seq`` got through and only its mark was
        lost (the process died in between, its answer failed): the front end finds it among the
        channel's last messages. None: it could not look (the catch-up waits for a later try)."""

    def presenter(self, locale: str) -> Any:
        """The words of its posts (bot/commands/present.py's Presenter, or the front end's own)."""

    async def post(self, game: StoredGame, state: Any, seq: int, lines: list[str], locale: str,
                   nonce: str) -> Literal["posted", "gone", "failed"]:
        """Post ``lines``, the board and the ping of ``game`` up to ``seq``; ``nonce`` makes a
        repeat of the same post come back instead of a second one."""


class Outbox:
    """Per-game announcement locks, the start-up drain and retries with back-off. ``front``
    posts (a :class:`Front`); ``app`` gives the store, the clock and the public language."""

    def __init__(self, app: Any, front: Front) -> None:
        self.app, self.front = app, front
        self._locks: dict[int, asyncio.Lock] = {}
        self._retries: dict[int, asyncio.Task] = {}
        self.owns: Callable[[int | None], bool] = lambda guild_id: True
        self.busy = 0  # retries running now (tests wait for 0 after advancing the clock)
        self._tried: set[tuple[int, int]] = set()  # (game, log length) catch-ups posted by this process

    def lock(self, game_id: int) -> asyncio.Lock:
        """Held by whoever changes a game and announces it (requests, the drainer, timers)."""
        return self._locks.setdefault(game_id, asyncio.Lock())

    async def announced(self, game: StoredGame, seq: int) -> None:
        """The post of ``game`` up to log row ``seq`` succeeded: mark it at once."""
        await self.app.store.mark_announced(game.id, seq)
        if game.meta.get(START_KEY):
            await self.app.store.update_meta(game.id, {START_KEY: None})

    # ------------------------------------------------------------------ retries
    def retry_later(self, game_id: int) -> None:
        """After a failed post: try the game's catch-up again with back-off until it is posted."""
        task = self._retries.get(game_id)
        if task is None or task.done():
            self._retries[game_id] = asyncio.create_task(self._retry(game_id))

    async def _retry(self, game_id: int) -> None:
        for attempt in range(10_000):
            await self.app.clock.sleep(BACKOFF[min(attempt, len(BACKOFF) - 1)])
            self.busy += 1
            try:
                if await self.drain_game(game_id) is not False:
                    return
            except Exception:  # never let a retry loop die silently
                log.exception("outbox: retrying game %s failed", game_id)
            finally:
                self.busy -= 1

    def close(self) -> None:
        for task in self._retries.values():
            task.cancel()

    # ------------------------------------------------------------------ draining
    async def pending(self) -> list[StoredGame]:
        """The games this process must announce: unannounced moves or an unposted start."""
        store = self.app.store
        games = {g.id: g for g in await store.unannounced_games()}
        for g in await store.active_games():
            if g.status == "active" and g.meta.get(START_KEY):
                games.setdefault(g.id, g)
        # a game without a server is the console's (it prints its moves itself)
        return [g for _, g in sorted(games.items()) if g.guild_id and self.owns(g.guild_id)]

    async def drain(self) -> int:
        """Post a catch-up for every pending game (on start); failures are retried later."""
        posted = 0
        for g in await self.pending():
            try:
                result = await self.drain_game(g.id)
            except Exception:
                log.exception("outbox: catching up game %s failed", g.id)
                result = False
            if result is False:
                self.retry_later(g.id)
            elif result:
                posted += 1
        return posted

    async def drain_game(self, game_id: int) -> bool | None:
        """The catch-up of one game: True posted, None nothing to post, False the post failed."""
        async with self.lock(game_id):
            return await self.catch_up(game_id)

    async def before_change(self, game_id: int) -> None:
        """Called under the game's lock by a request that is about to change it: what is still
        unannounced is posted first (a failure is left to the retries)."""
        try:
            if await self.catch_up(game_id) is False:
                self.retry_later(game_id)
        except Exception:
            log.exception("outbox: catching up game %s before a change failed", game_id)
            self.retry_later(game_id)

    async def catch_up(self, game_id: int) -> bool | None:
        """:meth:`drain_game` for a caller already holding the game's lock: a request about to
        change the game posts what is still unannounced first, so every move gets its post even
        when a player is quicker than the drain after a restart."""
        store = self.app.store
        g = await store.get_game(game_id)
        if g is None or g.status == "lobby" or not self.owns(g.guild_id):
            return None
        if g.announced_seq >= g.move_count and not g.meta.get(START_KEY):
            return None
        if g.status == "abandoned":  # nobody plays it any more: nothing to tell
            await store.mark_announced(g.id, g.move_count)
            return None
        snap = await store.snapshot(game_id)
        g = snap.game
        locale = await self.app.public_locale(g.guild_id)
        try:
            lines = catch_up_lines(self.front.presenter(locale), snap, g.announced_seq)
            state = new_state(snap.record)
            for data in snap.record.actions:
                state.apply(data)
        except Exception:  # a damaged record: the table hears of it when it is next used
            log.warning("outbox: game %s does not replay; nothing announced", g.id)
            return None
        if not self.front.ready:
            return False
        found = (g.id, snap.seq) not in self._tried and await self.front.already_posted(g, state, snap.seq, locale)
        if found is None:  # not known whether it got through: never post blindly, look again later
            log.warning("outbox: could not look for the post of game %s; trying later", g.id)
            return False
        if found:
            log.info("outbox: game %s up to %s was posted before a crash; marked", g.id, snap.seq)
            await self.announced(g, snap.seq)
            return None
        self._tried.add((g.id, snap.seq))  # a retry of this post repeats its nonce instead
        posted = await self.front.post(g, state, snap.seq, lines, locale, nonce(g.id, snap.seq))
        if posted == GONE:  # the channel is gone or closed to the bot
            log.warning("outbox: game %s cannot be announced in channel %s; given up", g.id, g.channel_id)
            await store.mark_announced(g.id, snap.seq)
            await store.update_meta(g.id, {START_KEY: None})
            return None
        if posted == FAILED:
            log.warning("outbox: the catch-up of game %s could not be posted", g.id)
            return False
        return True


def catch_up_lines(p: Any, snap: Any, announced: int) -> list[str]:
    """"Posted late:" and the moves since log row ``announced`` in words (the last few)."""
    before = fold(snap.rows[:announced])
    actions = snap.record.actions
    common = 0
    while common < min(len(before), len(actions)) and before[common] == actions[common]:
        common += 1
    state = new_state(snap.record)
    lines: list[str] = []
    for i, data in enumerate(actions):
        events = state.apply(data)
        if i >= common:
            lines.append(p.t("log-entry", n=i + 1, text=" ".join(p.events(state, events))))
    head = [f"**{p.t('announce-catch-up', game=p.game_title(snap.game.game))}**"]
    if len(before) > common:
        head.append(p.t("announce-taken-back", count=len(before) - common))
    shown = lines[-CATCH_UP_SHOWN:]
    if len(lines) > len(shown):
        head.append(p.t("announce-more", count=len(lines) - len(shown)))
    return head + shown


async def start_game(app: Any, channel_id: int, user_id: int, game_id: int) -> Any:
    """``Sessions.start`` with the start marked unannounced first (meta ``START_KEY``): a start
    whose post is lost — even one with no moves yet — is found by the outbox. Hold
    ``app.outbox.lock(game_id)`` around this and the post."""
    await app.store.update_meta(game_id, {START_KEY: True})
    try:
        return await app.sessions.start(channel_id, user_id)
    except Refusal:
        await app.store.update_meta(game_id, {START_KEY: None})
        raise
