"""A thread per game, and how the bot posts outside an interaction.

``/game new`` in a text channel opens a public thread for the table; the game's ``channel_id`` is
the thread's id and ``meta["parent"]`` the channel it hangs in (``meta["thread"]`` marks a game
that owns its thread). The thread's name says the game, the players and a short id (``#<game
id>``), within Discord's 100 characters, and follows the seats while the lobby fills.

:class:`Poster` is what the announcement code needs from Discord when no interaction is at hand
(the outbox after a restart, the pinned status message, DMs): :class:`DiscordPoster` over the
bot's client; tests use a recording double (tests/support.py).
"""
from __future__ import annotations

import asyncio
import io
import logging
from typing import Any, Protocol

import discord

from vypravci.games.core import RuleError
from vypravci.games.core.record import Seat

from ..words.i18n import i18n
from ..store.limits import BOARD_MODES
from .once import DISCORD_FAILURES, marks_in_text
from .talk import Place

log = logging.getLogger(__name__)

MAX_THREAD_NAME = 100  # Discord's limit for a channel or thread name
ARCHIVE_MINUTES = 10080  # a week of quiet before Discord hides the thread (play-by-post pace)


def thread_name(locale: str, game_id: str, seats: list[Seat], short_id: int | None) -> str:
    """"<game title> · Anna, Bob · #12": the players part is cut (…) to fit 100 characters."""
    title = i18n.game_name(locale, game_id)
    tail = f" · #{short_id}" if short_id is not None else ""
    players = ", ".join(s.name for s in seats)
    room = MAX_THREAD_NAME - len(title) - len(tail) - len(" · ")
    if room < 2:
        return (title + tail)[:MAX_THREAD_NAME]
    if len(players) > room:
        players = players[: room - 1] + "…"
    return f"{title} · {players}{tail}" if players else f"{title}{tail}"


class Poster(Protocol):
    """The bot's own messages (not an interaction's): sends, edits, pins, threads, DMs."""

    async def send(self, channel_id: int, text: str, *, file: Any = None, view: Any = None,
                   mention: int | None = None, nonce: str | None = None) -> int | None:
        """Post in a channel or thread; returns the message id. ``nonce``: Discord returns the
        message already sent with this nonce (``enforce_nonce``) instead of posting it twice."""

    async def edit(self, channel_id: int, message_id: int, *, text: str | None = None, view: Any = None) -> bool:
        """Edit one of the bot's messages; False if it is gone."""

    async def pin(self, channel_id: int, message_id: int) -> None:
        ...

    async def unpin(self, channel_id: int, message_id: int) -> None:
        ...

    async def open_thread(self, parent_id: int, name: str) -> int | None:
        """A public thread in a text channel; None if the channel cannot hold one here."""

    async def rename(self, thread_id: int, name: str) -> None:
        ...

    async def reopen(self, thread_id: int) -> None:
        """Unarchive the thread if Discord archived it."""

    async def dm(self, user_id: int, text: str) -> bool:
        """A direct message; False if the user does not accept one."""

    async def recent_marks(self, channel_id: int, limit: int = 50) -> set[str]:
        """The file names and the component custom ids on the bot's last messages in the
        channel (up to ``limit`` messages): what the outbox recognises its posts by."""


class DiscordPoster:
    """:class:`Poster` over a discord.py client (partial objects: no cache needed)."""

    def __init__(self, client: discord.Client) -> None:
        self.client = client
        self._dm_channels: dict[int, int] = {}  # user → their DM channel

    async def send(self, channel_id: int, text: str, *, file: Any = None, view: Any = None,
                   mention: int | None = None, nonce: str | None = None) -> int | None:
        mentions = discord.AllowedMentions(everyone=False, roles=False,
                                           users=[discord.Object(mention)] if mention else False)
        kwargs: dict = {"allowed_mentions": mentions}
        if file is not None:
            kwargs["file"] = discord.File(io.BytesIO(file.data), filename=file.filename)
        if view is not None:
            kwargs["view"] = view
        if nonce is not None:
            kwargs["nonce"] = nonce  # discord.py sends enforce_nonce with it
        msg = await self.client.get_partial_messageable(channel_id).send(text or None, **kwargs)
        return msg.id

    async def edit(self, channel_id: int, message_id: int, *, text: str | None = None, view: Any = None) -> bool:
        kwargs: dict = {"allowed_mentions": discord.AllowedMentions.none()}
        if text is not None:
            kwargs["content"] = text
        if view is not None:
            kwargs["view"] = view
        try:
            await self.client.get_partial_messageable(channel_id).get_partial_message(message_id).edit(**kwargs)
        except discord.NotFound:
            return False
        return True

    async def pin(self, channel_id: int, message_id: int) -> None:
        await self.client.get_partial_messageable(channel_id).get_partial_message(message_id).pin()

    async def unpin(self, channel_id: int, message_id: int) -> None:
        await self.client.get_partial_messageable(channel_id).get_partial_message(message_id).unpin()

    async def open_thread(self, parent_id: int, name: str) -> int | None:
        try:
            data = await self.client.http.start_thread_without_message(
                parent_id, name=name[:MAX_THREAD_NAME], auto_archive_duration=ARCHIVE_MINUTES,
                type=discord.ChannelType.public_thread.value)
        except discord.Forbidden:  # no right to open threads here: the game stays in the channel
            log.warning("cannot open a thread in channel %s", parent_id)
            return None
        return int(data["id"])

    async def rename(self, thread_id: int, name: str) -> None:
        await self.client.http.edit_channel(thread_id, name=name[:MAX_THREAD_NAME])

    async def reopen(self, thread_id: int) -> None:
        thread = self.client.get_channel(thread_id)
        if thread is None:
            try:
                thread = await self.client.fetch_channel(thread_id)
            except discord.HTTPException:
                return
        if isinstance(thread, discord.Thread) and thread.archived and not thread.locked:
            await thread.edit(archived=False)

    async def recent_marks(self, channel_id: int, limit: int = 50) -> set[str]:
        me = self.client.user.id if self.client.user else None
        marks: set[str] = set()
        async for msg in self.client.get_partial_messageable(channel_id).history(limit=limit):
            if msg.author.id == me:
                marks.update(a.filename for a in msg.attachments)
                marks.update(_custom_ids(msg.components))
                marks.update(marks_in_text(msg.content))
        return marks

    async def dm(self, user_id: int, text: str) -> bool:
        try:  # the DM channel is opened once per user (discord.py's cache empties on a new session)
            channel_id = self._dm_channels.get(user_id)
            if channel_id is None:
                channel_id = self._dm_channels[user_id] = (await self.client.create_dm(discord.Object(user_id))).id
            channel = self.client.get_partial_messageable(channel_id, type=discord.ChannelType.private)
            await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
        except DISCORD_FAILURES:  # DMs closed for this server or the bot (or Discord did not answer)
            return False
        return True


def _custom_ids(components: Any) -> set[str]:
    """The custom ids of a message's components (action rows and what they hold)."""
    ids: set[str] = set()
    for c in components or []:
        if getattr(c, "custom_id", None):
            ids.add(c.custom_id)
        ids |= _custom_ids(getattr(c, "children", None))
    return ids


class Renamer:
    """Thread renames in the background, the latest wish per thread winning: Discord allows a
    channel's name only two changes in ten minutes, so a burst of joins must never hold a
    handler (discord.py waits out the rate limit inside the task)."""

    def __init__(self) -> None:
        self.wanted: dict[int, str] = {}
        self.tasks: dict[int, asyncio.Task] = {}

    def request(self, poster: Poster | None, thread_id: int, name: str) -> None:
        if poster is None:
            return
        self.wanted[thread_id] = name
        task = self.tasks.get(thread_id)
        if task is None or task.done():
            self.tasks[thread_id] = asyncio.create_task(self._run(poster, thread_id))

    async def _run(self, poster: Poster, thread_id: int) -> None:
        done = None
        while self.wanted.get(thread_id) != done:
            done = self.wanted[thread_id]
            try:
                await poster.rename(thread_id, done)
            except DISCORD_FAILURES:
                log.warning("could not rename thread %s", thread_id)

    async def idle(self) -> None:
        """Wait for every pending rename (tests)."""
        while any(not t.done() for t in self.tasks.values()):
            await asyncio.gather(*self.tasks.values(), return_exceptions=True)


# ---------------------------------------------------------------------------------------- tables
BOARD_SETTING = "board"  # /game new setting:board=every|off → meta["board"] (bot/discord/notify.py)


def table_setting(options: dict) -> dict:
    """Take a table setting (not a rule option) out of /game new's ``setting``: ``board=every|off``
    (also ``obrázek=``/``plán=``) → a meta patch; anything else stays for the game's options.
    An unknown board value is refused like a bad option."""
    text = options.get("setting")
    if not isinstance(text, str) or "=" not in text:
        return {}
    name, _, value = text.partition("=")
    if name.strip().casefold() not in (BOARD_SETTING, "obrázek", "plán"):
        return {}
    options.pop("setting")
    value = value.strip().casefold()
    value = {"vždy": "every", "ne": "off", "vypnuto": "off"}.get(value, value)
    if value not in BOARD_MODES:
        raise RuleError("error-bad-options", "setup", detail=text.strip(), field=BOARD_SETTING,
                        value=value, why="literal_error", allowed=", ".join(BOARD_MODES))
    return {"board": value}


async def game_place(ctx: Any, app: Any, place: Any, game_id: str, host: str) -> Any:
    """Where a new table lives: a new public thread when asked in a text channel (and the bot can
    post there), else the place asked in (a thread already: today's behaviour)."""
    if place.guild_id is None or app.poster is None or not hasattr(ctx, "open_thread"):
        return place
    thread_id = await ctx.open_thread(thread_name(place.locale, game_id, [Seat(name=host)], None))
    return place if thread_id is None else Place(place.guild_id, thread_id, place.locale)


def follow_seats(app: Any, game: Any, locale: str) -> None:
    """Rename the game's own thread after its seats changed (in the background)."""
    thread = game.meta.get("thread")
    if thread == game.channel_id:
        app.renames.request(app.poster, thread, thread_name(locale, game.game, game.seats, game.id))
