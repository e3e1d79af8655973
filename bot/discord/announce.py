"""The outbox's Discord side: a catch-up posted in the game's channel as the bot (no interaction),
and the look among the channel's last messages for a post that got through before a crash.
What to post and when, the marks and the retries: bot/table/outbox.py.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from ..commands.paging import chunks
from ..store import StoredGame
from ..table.outbox import FAILED, GONE, POSTED
from .notify import board_mode
from .once import DISCORD_FAILURES, post_mark
from .posting import board_file, board_marks, post_board
from .talk import Place, Presenter

if TYPE_CHECKING:
    from .app import App

log = logging.getLogger(__name__)


class ChannelReplier:
    """A Replier that posts as the bot in the game's channel (no interaction): the outbox's."""

    def __init__(self, poster: Any, channel_id: int, nonce: str | None = None) -> None:
        self.poster, self.channel_id, self.nonce = poster, channel_id, nonce

    async def defer(self) -> None:
        return None

    async def public(self, text: str, *, file=None, view=None, mention: int | None = None) -> Any:
        parts = chunks(text)
        message_id = None
        for i, part in enumerate(parts):
            last = i == len(parts) - 1
            message_id = await self.poster.send(
                self.channel_id, part, file=file if last else None, view=view if last else None,
                mention=mention, nonce=f"{self.nonce}.{i}"[:25] if self.nonce and not last else self.nonce)
        return _Sent(message_id) if message_id is not None else None

    async def private(self, text: str, **kw: Any) -> None:
        log.info("outbox: nobody to tell privately: %s", text[:80])

    async def update(self, text: str, *, view=None) -> None:
        await self.public(text, view=view)

    async def open_thread(self, name: str) -> int | None:
        return None

    async def retire(self, message_id: int, view: Any) -> None:
        await self.poster.edit(self.channel_id, message_id, view=view)


class _Sent:
    def __init__(self, message_id: int) -> None:
        self.id = message_id


class Announcer:
    """The outbox's front end (``bot.table.outbox.Front``) in Discord."""

    def __init__(self, app: "App") -> None:
        self.app = app

    @property
    def ready(self) -> bool:
        return self.app.poster is not None

    def presenter(self, locale: str) -> Presenter:
        return Presenter(locale)

    async def already_posted(self, g: StoredGame, state: Any, seq: int, locale: str) -> bool | None:
        """Its board picture, named by game and log length, or (``board=off``: no picture) one of
        its buttons naming them, is among the channel's last messages."""
        marks = board_marks(self.app, g, state, seq, locale) | {post_mark(g.id, seq)}  # its mark line
        if board_mode(g) != "off":
            marks.add(board_file(g, seq))
        try:
            return bool(marks & await self.app.poster.recent_marks(g.channel_id))
        except DISCORD_FAILURES:  # not known: the outbox looks again later instead of posting
            return None

    async def post(self, g: StoredGame, state: Any, seq: int, lines: list[str], locale: str, nonce: str) -> str:
        ctx = ChannelReplier(self.app.poster, g.channel_id, nonce)
        try:
            await post_board(ctx, self.app, Place(g.guild_id, g.channel_id, locale), g, state, seq, lines,
                             raise_failure=True)
        except (discord.Forbidden, discord.NotFound):
            return GONE
        except DISCORD_FAILURES:
            return FAILED
        return POSTED
