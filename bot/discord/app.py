"""What every Discord handler needs (:class:`App`): the sessions and through them the store, the
configuration, the renderer, the clock, the render processes, the outbox and the components
built under each post (``turn_view``, ``history_view``: the generic builders by default).

Languages: a reader gets their own language (their stored choice, else their Discord client's
language if it is Czech or English, else the server's, else the configured default); messages
everyone sees (moves, pings, lobby) use the server's language (else the configured default).
"""
from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, Any, Callable

from vypravci.games.core import GameState

from ..commands import present
from ..words.i18n import LOCALES, normalize_locale
from ..store import Store
from ..store.board_prefs import LAYOUT, THEME
from ..table.clock import Clock
from ..table.outbox import Outbox
from ..table.records.sealing import Sealer
from ..table.session import Sessions
from . import telemetry
from .announce import Announcer
from .cogs.base import Replays
from .cogs.history import open_view
from .threads import Renamer
from .translator import discord_locale
from .components import turn_view

if TYPE_CHECKING:
    from ..ops.config import Config

log = logging.getLogger(__name__)


Renderer = Callable[[GameState, Any], bytes]


def _render(state: GameState, labels: Any) -> bytes:
    from vypravci.render import render_state

    return render_state(state, labels)


class App:
    """What every handler needs: the sessions (and through them the store), the configuration,
    the renderer (tests may pass a fast one) and the clock every timer waits on (tests pass a
    ``ManualClock``)."""

    def __init__(self, sessions: Sessions, config: "Config",
                 renderer: Renderer | None = None, clock: Clock | None = None) -> None:
        self.sessions = sessions
        self.config = config  # bot/ops/config.py: the process's configuration
        self.renderer = renderer or _render
        self.clock = clock or Clock()
        # render processes (vypravci.render.pool) for the default renderer; the bot sets them,
        # tests leave None (their renderer runs in a thread)
        self.render_pool: Any = None
        self.ai_pool: Any = None  # where AI seats think (bot/discord/client.py; render/pool.py)
        # channel → (message id, view) of the last turn message with buttons, retired (its
        # buttons disabled) when the next board is posted; in memory only: after a restart an
        # old button still answers with what changed instead of acting
        self.turn_messages: dict[int, list[tuple[int, Any]]] = {}
        # status message id → the text it shows (bot/discord/notify.py edits it only when that changes)
        self.status_shown: dict[int, str] = {}
        # announcements (bot/table/outbox.py, bot/discord/threads.py): the bot's own posting outside an
        # interaction (a Poster; None until a Discord client sets it), the outbox (posting through
        # bot/discord/announce.py), thread renames
        self.poster: Any = None
        self.outbox = Outbox(self, Announcer(self))
        self.renames = Renamer()
        self.replays = Replays()  # each interaction is answered once
        # the components under a board post: the turn's (built from the game's face) and a
        # finished game's History button
        self.turn_view: Callable[[GameState, int, int, str], Any] = turn_view
        self.history_view: Callable[[int, str], Any] = open_view

    @property
    def store(self) -> Store:
        return self.sessions.store

    @property
    def sealer(self):
        """Seals and opens unfinished games' records (bot/table/records/sealing.py) with the bot's key."""
        return Sealer(self.store, self.config.seal_key or "")

    async def public_locale(self, guild_id: int | None) -> str:
        if guild_id is not None:
            stored = await self.store.get_guild_locale(guild_id)
            if stored in LOCALES:
                return stored
        return normalize_locale(self.config.locale)

    async def reader_locale(self, user_id: int, guild_id: int | None, client_locale: Any = None) -> str:
        """The user's stored choice, else their client's language (cs/en), else the public one."""
        stored = await self.store.get_user_locale(user_id)
        if stored in LOCALES:
            return stored
        client = discord_locale(client_locale)
        if client is not None:
            return client
        return await self.public_locale(guild_id)

    async def public_board(self, guild_id: int | None) -> tuple[str, str]:
        """The server's board theme and layout together (one read of its settings)."""
        settings = await self.store.get_guild_settings(guild_id) if guild_id is not None else {}
        return THEME.pick(settings), LAYOUT.pick(settings)

    async def reader_theme(self, user_id: int, guild_id: int | None) -> str:
        """The user's board theme (user setting ``theme``), else the server's: for the pictures
        they ask for."""
        return await THEME.reader(self.store, user_id, guild_id)

    async def reader_layout(self, user_id: int, guild_id: int | None) -> str:
        """The user's board layout (user setting ``layout``), else the server's: for the pictures
        they ask for."""
        return await LAYOUT.reader(self.store, user_id, guild_id)

    async def board_png(self, state: GameState, locale: str, caption: str = "",
                        before: GameState | None = None, theme: str | None = None,
                        layout: str | None = None) -> bytes | None:
        """The board picture, drawn off the event loop; None if drawing failed. ``caption``: what
        the last move did, in words; ``before``: the state before it (its changes are framed);
        ``theme``: light or dark (None: light); ``layout``: wide or phone (None: wide)."""
        presenter = present.Presenter(locale)

        def labels() -> Any:
            words = presenter.labels(state)
            if words is not None and hasattr(words, "caption"):  # a kit.Words picture shows the last move
                words.caption = caption
                words.previous = before.view(None) if before is not None else None
            if words is not None and theme is not None and hasattr(words, "theme"):
                words.theme = theme
            if words is not None and layout is not None and hasattr(words, "layout"):
                words.layout = layout
            return words

        def draw() -> tuple[bytes, float]:
            t0 = time.perf_counter()
            png = self.renderer(state, labels())
            return png, time.perf_counter() - t0

        asked = time.perf_counter()
        try:
            if self.render_pool is not None and self.renderer is _render:  # drawn in a render process
                from vypravci import render

                drawn = await self.render_pool.render(render.render_state, state, labels())
                png, seconds, where = drawn.png, drawn.seconds, drawn.where
            else:
                (png, seconds), where = await asyncio.to_thread(draw), "thread"
        except Exception:
            telemetry.error("render")
            log.exception("rendering the board failed")
            return None
        telemetry.render(state.game.id, seconds, time.perf_counter() - asked, where)
        return png
