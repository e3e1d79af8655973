"""A loopback Discord: enough of API v10 and its gateway for a real discord.py bot.

``DiscordEmulator`` is an aiohttp server on 127.0.0.1 (a free port) that plays Discord for one
application (the bot under test):

* the gateway (``ws://127.0.0.1:<port>/``): HELLO, IDENTIFY → READY + GUILD_CREATE, heartbeats and
  their ACKs, RESUME after a dropped connection (missed events are replayed, then RESUMED),
  INVALID_SESSION for an unknown session; JSON encoding, optionally ``zlib-stream`` compression
  (what discord.py asks for by default) or ``zstd-stream`` when a zstd module is installed;
  sharding (``DiscordEmulator(shards=N)``): IDENTIFY with ``shard: [id, N]`` gets only the guilds
  with ``(guild_id >> 22) % N == id``, and each guild's events and interactions go to that shard's
  session alone (a wrong count or two live sessions on one shard: close 4010, a protocol error);
* the REST routes a bot uses: GET /gateway(/bot), the current user and application, command sync
  (global and guild, PUT/GET/POST), interaction callbacks (types 4–9), followups and the original
  response (POST/GET/PATCH/DELETE on /webhooks/<app>/<token>), channel messages, multipart uploads
  (``payload_json`` + ``files[n]``), message edits and deletes, attachment downloads;
* Discord's rules where they decide what players meet: the 3-second window for the first callback
  (later → 404 ``Unknown interaction``, code 10062), one callback per interaction (40060), the
  15-minute token, the first followup after a deferral resolving the loading message (and keeping
  its ephemeral flag), ephemeral messages visible to one user only, mentions filtered by
  ``allowed_mentions`` and notified only when a message is created, not when it is edited; and the
  documented limits (content 2000, 5 action rows of ≤ 5 buttons or 1 select, 25 select options and
  autocomplete choices, 100-character labels/values, command names and localizations …).
  A request Discord would reject gets Discord's error JSON *and* is listed in
  ``protocol_errors`` so a test can fail on it.

Scripted users (:class:`ScriptedUser`) dispatch INTERACTION_CREATE the way the Discord client
does: slash commands by their (possibly localized) names with options (files for ATTACHMENT
options are uploaded first and named in ``data.resolved.attachments``), autocomplete requests,
button clicks and select picks on messages they can see. Everything the bot produced is kept as
:class:`Message` objects (every revision, attachments with their bytes, flags, pings) and per
interaction as :class:`Interaction` records (callbacks with timings, the messages it created).

Threads (public threads created from a text channel, messages in them, archive/unarchive, rename,
the parent's permissions), pins, DM channels and ``nonce``/``enforce_nonce`` (per author, in any
channel) are emulated as well.

Discord's weather (``weather.py``; calm unless asked): rate-limit buckets, the global limit and
their headers and 429s, the invalid-request counter, 5xx before or after a request took effect,
slow answers, dropped connections (:meth:`DiscordEmulator.inject`, ``Weather``), and on the
gateway drops with 1006/4000/4009, INVALID_SESSION and silent connections. Every request is logged
with its kind, bucket, status and wait (``requests``, :meth:`weather_report`), and
:meth:`count_posts` counts the bot's posts by what they name. ``check_spec=True`` checks requests
and answers against Discord's OpenAPI description (``discord_spec.py``).

Not emulated: voice, forum threads, presences, member chunking, modals beyond recording them,
message components V2 validation, the gateway's own send limit (120 events a minute).
"""
from __future__ import annotations

import asyncio
import json
import logging
import random
import re
import secrets
import socket
import time
import unicodedata
import zlib
from collections import Counter
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any, Callable, Iterable

from aiohttp import WSMsgType, web

from .discord_spec import answer_problems, request_problems
from .weather import (
    API_PREFIX, Fault, Forecast, RequestRecord, Weather, count_posts, exempt_from_global, retry_after_header,
    route_kind, top_level,
)

log = logging.getLogger(__name__)

API_VERSION = 10
DISCORD_EPOCH_MS = 1420070400000
CALLBACK_WINDOW_S = 3.0  # the first interaction callback must arrive within 3 s
TOKEN_LIFETIME_S = 15 * 60  # interaction tokens work for followups for 15 minutes
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024

# Message flags
EPHEMERAL = 1 << 6
LOADING = 1 << 7
SUPPRESS_EMBEDS = 1 << 2
SUPPRESS_NOTIFICATIONS = 1 << 12
IS_COMPONENTS_V2 = 1 << 15

# Interaction types and callback types
PING, APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 1, 2, 3, 4, 5
CB_PONG, CB_MESSAGE, CB_DEFERRED_MESSAGE, CB_DEFERRED_UPDATE, CB_UPDATE, CB_AUTOCOMPLETE, CB_MODAL = 1, 4, 5, 6, 7, 8, 9

# Permissions (a few named bits; ALL for owners and administrators)
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_MESSAGE_HISTORY = 1 << 16
USE_APPLICATION_COMMANDS = 1 << 31
ADMINISTRATOR = 1 << 3
MANAGE_CHANNELS = 1 << 4
MANAGE_GUILD = 1 << 5
CREATE_PUBLIC_THREADS = 1 << 35
MANAGE_MESSAGES = 1 << 13
PIN_MESSAGES = 1 << 51  # split from MANAGE_MESSAGES in 2025
SEND_MESSAGES_IN_THREADS = 1 << 38
NONCE_WINDOW_S = 5 * 60  # enforce_nonce looks back a few minutes
ALL_PERMISSIONS = (1 << 51) - 1
DEFAULT_EVERYONE = (VIEW_CHANNEL | SEND_MESSAGES | EMBED_LINKS | ATTACH_FILES | READ_MESSAGE_HISTORY
                    | USE_APPLICATION_COMMANDS | (1 << 6) | (1 << 18) | (1 << 35) | (1 << 38))

# Gateway
OP_DISPATCH, OP_HEARTBEAT, OP_IDENTIFY, OP_RESUME, OP_RECONNECT = 0, 1, 2, 6, 7
OP_INVALID_SESSION, OP_HELLO, OP_HEARTBEAT_ACK = 9, 10, 11
INTENT_GUILDS, INTENT_GUILD_MEMBERS, INTENT_GUILD_PRESENCES, INTENT_GUILD_MESSAGES = 1 << 0, 1 << 1, 1 << 8, 1 << 9

# Application command option types
SUB_COMMAND, SUB_COMMAND_GROUP, STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER = range(1, 11)
ATTACHMENT = 11

#: Locales Discord accepts in name_localizations / description_localizations (and sends as `locale`).
DISCORD_LOCALES = frozenset({
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl", "no", "pl",
    "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th", "zh-CN", "ja", "zh-TW",
    "ko",
})

MENTION_RE = re.compile(r"<@!?(\d+)>")


def now_iso() -> str:
    return datetime.now(timezone.utc).isoformat()


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Snowflakes:
    """Discord ids: milliseconds since the Discord epoch << 22 | a counter (always increasing)."""

    def __init__(self) -> None:
        self._last = 0

    def __call__(self) -> int:
        value = ((int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22) | (1 << 17)
        self._last = max(value, self._last + 1)
        return self._last

    def on_shard(self, shard: int, count: int) -> int:
        """A new id whose guild Discord deals to ``shard`` of ``count`` (``(id >> 22) % count``)."""
        value = self()
        value += ((shard - (value >> 22)) % count) << 22
        self._last = value
        return value


class DiscordError(Exception):
    """An error response in Discord's shape: ``{"message": ..., "code": ...}``."""

    def __init__(self, status: int, code: int, message: str, errors: dict | None = None) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status, self.code, self.message, self.errors = status, code, message, errors

    def response(self) -> web.Response:
        body: dict = {"message": self.message, "code": self.code}
        if self.errors:
            body["errors"] = self.errors
        return _json(body, status=self.status)


def _json(data: Any, status: int = 200) -> web.Response:
    """A JSON response exactly as Discord labels it (discord.py compares the content type verbatim)."""
    return web.Response(body=json.dumps(data, ensure_ascii=False).encode("utf-8"), status=status,
                        headers={"Content-Type": "application/json"})


def unknown(what: str, code: int) -> DiscordError:
    return DiscordError(404, code, f"Unknown {what}")


# ============================================================================================ model
@dataclass
class User:
    id: int
    username: str
    global_name: str | None = None
    bot: bool = False

    def to_json(self) -> dict:
        data = {"id": str(self.id), "username": self.username, "discriminator": "0",
                "global_name": self.global_name, "avatar": None, "public_flags": 0, "flags": 0,
                "banner": None, "accent_color": None, "avatar_decoration_data": None, "primary_guild": None}
        if self.bot:
            data["bot"] = True
        return data


@dataclass
class Role:
    id: int
    name: str
    permissions: int
    position: int = 0
    managed: bool = False

    def to_json(self) -> dict:
        return {"id": str(self.id), "name": self.name, "color": 0,
                "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
                "hoist": False, "icon": None, "unicode_emoji": None, "position": self.position,
                "permissions": str(self.permissions), "managed": self.managed, "mentionable": False,
                "flags": 0}


@dataclass
class Channel:
    id: int
    guild_id: int
    name: str
    position: int = 0
    type: int = 0  # GUILD_TEXT; 11 PUBLIC_THREAD; 1 DM
    overwrites: list[dict] = field(default_factory=list)  # {"id", "type": 0 role / 1 member, "allow", "deny"}
    parent_id: int | None = None  # a thread's text channel
    owner_id: int | None = None  # who opened the thread
    archived: bool = False
    locked: bool = False
    recipients: list[int] = field(default_factory=list)  # a DM channel's user
    recipient_json: list[dict] = field(default_factory=list)  # …as Discord shows them
    pins: list[int] = field(default_factory=list)  # pinned message ids, newest last
    unarchived: list[str] = field(default_factory=list)  # how the thread was reopened: "edit", "message"

    @property
    def is_thread(self) -> bool:
        return self.type in (10, 11, 12)

    def to_json(self) -> dict:
        if self.type == 1:
            return {"id": str(self.id), "type": 1, "last_message_id": None, "flags": 0,
                    "recipients": self.recipient_json or [User(u, "user").to_json() for u in self.recipients]}
        if self.is_thread:
            return {"id": str(self.id), "type": self.type, "guild_id": str(self.guild_id), "name": self.name,
                    "parent_id": str(self.parent_id), "owner_id": str(self.owner_id or 0),
                    "last_message_id": None, "rate_limit_per_user": 0, "message_count": 0,
                    "member_count": 1, "total_message_sent": 0, "flags": 0, "applied_tags": [],
                    "thread_metadata": {"archived": self.archived, "auto_archive_duration": 10080,
                                        "archive_timestamp": now_iso(), "locked": self.locked,
                                        "invitable": True}}
        return {"id": str(self.id), "type": self.type, "guild_id": str(self.guild_id), "name": self.name,
                "position": self.position, "permission_overwrites": [
                    {"id": str(o["id"]), "type": o["type"], "allow": str(o["allow"]), "deny": str(o["deny"])}
                    for o in self.overwrites],
                "parent_id": None, "nsfw": False, "topic": None, "last_message_id": None,
                "rate_limit_per_user": 0, "flags": 0}


@dataclass
class Member:
    user: User
    roles: list[int] = field(default_factory=list)
    nick: str | None = None
    joined_at: str = field(default_factory=now_iso)

    def to_json(self, permissions: int | None = None) -> dict:
        data = {"user": self.user.to_json(), "roles": [str(r) for r in self.roles], "nick": self.nick,
                "avatar": None, "banner": None, "joined_at": self.joined_at, "premium_since": None,
                "deaf": False, "mute": False, "flags": 0, "pending": False,
                "communication_disabled_until": None}
        if permissions is not None:
            data["permissions"] = str(permissions)
        return data


@dataclass
class Guild:
    id: int
    name: str
    owner_id: int
    preferred_locale: str = "en-US"
    roles: dict[int, Role] = field(default_factory=dict)
    channels: dict[int, Channel] = field(default_factory=dict)
    members: dict[int, Member] = field(default_factory=dict)

    @property
    def everyone(self) -> Role:
        return self.roles[self.id]  # the @everyone role has the guild's id

    def permissions(self, user_id: int, channel: Channel | None = None) -> int:
        """Discord's permission computation: base (roles), then channel overwrites."""
        if user_id == self.owner_id:
            return ALL_PERMISSIONS
        member = self.members[user_id]
        perms = self.everyone.permissions
        for r in member.roles:
            perms |= self.roles[r].permissions
        if perms & ADMINISTRATOR:
            return ALL_PERMISSIONS
        if channel is None:
            return perms
        if channel.parent_id is not None:  # a thread has its channel's permissions
            channel = self.channels[channel.parent_id]
        overwrites = {(o["type"], o["id"]): o for o in channel.overwrites}
        if (o := overwrites.get((0, self.id))) is not None:
            perms = (perms & ~o["deny"]) | o["allow"]
        allow = deny = 0
        for r in member.roles:
            if (o := overwrites.get((0, r))) is not None:
                allow |= o["allow"]
                deny |= o["deny"]
        perms = (perms & ~deny) | allow
        if (o := overwrites.get((1, user_id))) is not None:
            perms = (perms & ~o["deny"]) | o["allow"]
        return perms

    def to_json(self, member_ids: Iterable[int]) -> dict:
        return {
            "id": str(self.id), "name": self.name, "icon": None, "splash": None, "discovery_splash": None,
            "owner_id": str(self.owner_id), "afk_channel_id": None, "afk_timeout": 300,
            "verification_level": 0, "default_message_notifications": 1, "explicit_content_filter": 0,
            "roles": [r.to_json() for r in self.roles.values()], "emojis": [], "features": [],
            "mfa_level": 0, "application_id": None, "system_channel_id": None, "system_channel_flags": 0,
            "rules_channel_id": None, "max_members": 500000, "vanity_url_code": None, "description": None,
            "banner": None, "premium_tier": 0, "premium_subscription_count": 0,
            "preferred_locale": self.preferred_locale, "public_updates_channel_id": None,
            "nsfw_level": 0, "stickers": [], "premium_progress_bar_enabled": False,
            "safety_alerts_channel_id": None, "home_header": None, "region": "deprecated",
            "widget_enabled": False, "widget_channel_id": None, "max_presences": None,
            "max_stage_video_channel_users": 50, "max_video_channel_users": 25, "nsfw": False,
            "incidents_data": None,
            # GUILD_CREATE extras
            "joined_at": now_iso(), "large": False, "unavailable": False, "member_count": len(self.members),
            "voice_states": [], "members": [self.members[i].to_json() for i in member_ids if i in self.members],
            "channels": [c.to_json() for c in self.channels.values() if not c.is_thread],
            "threads": [c.to_json() for c in self.channels.values() if c.is_thread and not c.archived],
            "presences": [],
            "stage_instances": [], "guild_scheduled_events": [], "soundboard_sounds": [],
        }


@dataclass
class Attachment:
    id: int
    filename: str
    data: bytes
    content_type: str | None
    description: str | None = None
    url: str = ""

    @property
    def is_png(self) -> bool:
        return self.data[:8] == b"\x89PNG\r\n\x1a\n"

    def png_size(self) -> tuple[int, int] | None:
        if not self.is_png:
            return None
        return int.from_bytes(self.data[16:20], "big"), int.from_bytes(self.data[20:24], "big")

    def to_json(self) -> dict:
        data = {"id": str(self.id), "filename": self.filename, "size": len(self.data), "url": self.url,
                "proxy_url": self.url, "content_type": self.content_type}
        if self.description is not None:
            data["description"] = self.description
        size = self.png_size()
        if size:
            data["width"], data["height"] = size
        return data


@dataclass
class Revision:
    """One version of a message (the first is its creation)."""

    at: float
    content: str
    flags: int
    components: list
    embeds: list
    attachments: list[Attachment]


@dataclass
class Message:
    """A message as the emulator holds it, with every revision and who was notified."""

    id: int
    channel_id: int
    guild_id: int | None
    author: User
    content: str = ""
    embeds: list = field(default_factory=list)
    components: list = field(default_factory=list)
    attachments: list[Attachment] = field(default_factory=list)
    flags: int = 0
    type: int = 0
    mentions: list[int] = field(default_factory=list)  # users mentioned (after allowed_mentions)
    mention_json: list[dict] = field(default_factory=list)
    allowed_mentions: dict | None = None  # the last allowed_mentions sent (None: Discord's default, all)
    pinged: list[int] = field(default_factory=list)  # users notified when the message was created
    webhook_id: int | None = None
    application_id: int | None = None
    interaction: "Interaction | None" = None  # the interaction that created it, if any
    timestamp: str = field(default_factory=now_iso)
    edited_timestamp: str | None = None
    deleted: bool = False
    created_at: float = field(default_factory=time.monotonic)
    revisions: list[Revision] = field(default_factory=list)
    via: str = ""  # how it was made: "callback", "followup", "channel"
    nonce: str | None = None
    pinned: bool = False

    # -- views
    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def loading(self) -> bool:
        return bool(self.flags & LOADING)

    @property
    def visible_to(self) -> int | None:
        """The one user who sees an ephemeral message (None: everyone in the channel)."""
        if self.ephemeral and self.interaction is not None:
            return self.interaction.user.id
        return None

    def visible_for(self, user_id: int | None) -> bool:
        return not self.deleted and (self.visible_to is None or self.visible_to == user_id)

    @property
    def posted(self) -> Revision | None:
        """The message as it was posted: its first revision that is not a loading placeholder."""
        return next((r for r in self.revisions if not r.flags & LOADING), None)

    @property
    def png(self) -> Attachment | None:
        return next((a for a in self.attachments if a.is_png), None)

    def all_components(self) -> list[dict]:
        """Every interactive component (buttons and selects), depth-first."""
        return self.components_in(self.components)

    @staticmethod
    def components_in(components: list) -> list[dict]:
        """The interactive components (buttons and selects) in a component tree, depth-first."""
        out: list[dict] = []

        def walk(items: list) -> None:
            for c in items:
                if c.get("type") in (2, 3, 5, 6, 7, 8):
                    out.append(c)
                walk(c.get("components", []) or [])
                if isinstance(c.get("accessory"), dict):
                    walk([c["accessory"]])
        walk(components)
        return out

    def buttons(self) -> list[dict]:
        return [c for c in self.all_components() if c.get("type") == 2]

    def selects(self) -> list[dict]:
        return [c for c in self.all_components() if c.get("type") == 3]

    def component(self, custom_id: str | None = None, label: str | None = None) -> dict:
        for c in self.all_components():
            if custom_id is not None and c.get("custom_id") == custom_id:
                return c
            if label is not None and c.get("label") == label:
                return c
        raise LookupError(f"no component {custom_id or label!r} on message {self.id}: "
                          f"{[c.get('custom_id') for c in self.all_components()]}")

    def to_json(self, *, gateway: bool = False) -> dict:
        data: dict = {
            "id": str(self.id), "channel_id": str(self.channel_id), "author": self.author.to_json(),
            "content": self.content, "timestamp": self.timestamp, "edited_timestamp": self.edited_timestamp,
            "tts": False, "mention_everyone": False,
            "mentions": self.mention_json,
            "mention_roles": [], "attachments": [a.to_json() for a in self.attachments],
            "embeds": self.embeds, "pinned": self.pinned, "type": self.type, "flags": self.flags,
            "components": self.components,
        }
        if self.webhook_id is not None:
            data["webhook_id"] = str(self.webhook_id)
        if self.application_id is not None:
            data["application_id"] = str(self.application_id)
        it = self.interaction
        if it is not None:
            meta: dict = {"id": str(it.id), "type": it.type, "user": it.user.to_json(),
                          "authorizing_integration_owners": {"0": str(it.guild_id)}}
            if it.type == APPLICATION_COMMAND:
                meta["name"] = it.command_name
                meta["command_type"] = 1
            if it.type == MESSAGE_COMPONENT and it.message is not None:
                meta["interacted_message_id"] = str(it.message.id)
            if self.via == "followup" and it.original_id is not None:
                meta["original_response_message_id"] = str(it.original_id)
            data["interaction_metadata"] = meta
        if gateway and self.guild_id is not None:
            data["guild_id"] = str(self.guild_id)
        return data

    def snapshot(self) -> Revision:
        return Revision(time.monotonic(), self.content, self.flags, json.loads(json.dumps(self.components)),
                        json.loads(json.dumps(self.embeds)), list(self.attachments))

    def __repr__(self) -> str:
        flags = "E" if self.ephemeral else ""
        flags += "L" if self.loading else ""
        att = f" +{len(self.attachments)}att" if self.attachments else ""
        return f"<Message {self.id} {flags}{att} {self.content[:60]!r}>"


@dataclass
class Callback:
    at: float  # monotonic seconds
    type: int
    data: dict | None
    status: int  # the HTTP status the emulator answered


@dataclass
class Interaction:
    """One INTERACTION_CREATE the emulator dispatched and everything the bot did with it."""

    id: int
    token: str
    type: int
    user: User
    guild_id: int
    channel_id: int
    payload: dict
    emulator: "DiscordEmulator"
    command_name: str = ""  # top-level command name (application commands, autocomplete)
    message: Message | None = None  # the message a component sits on
    dispatched_at: float | None = None
    callbacks: list[Callback] = field(default_factory=list)
    original_id: int | None = None  # the response message (or the component's message)
    message_ids: list[int] = field(default_factory=list)  # messages this interaction created
    activity: list[float] = field(default_factory=list)  # every request on its token
    errors: list[DiscordError] = field(default_factory=list)  # error answers given to the bot
    choices: list[dict] | None = None  # autocomplete result
    modal: dict | None = None
    delivered: bool = False  # written to a connected gateway socket (False: the bot never got it)
    written_at: list[float] = field(default_factory=list)  # each time it was written to a socket (RESUME replays)

    # -- acknowledgement
    @property
    def acknowledged(self) -> bool:
        return any(c.status < 300 for c in self.callbacks)

    @property
    def first_callback(self) -> Callback | None:
        return next((c for c in self.callbacks if c.status < 300), None)

    @property
    def latency(self) -> float | None:
        """Seconds from dispatch to the first (accepted) callback."""
        cb = self.first_callback
        if cb is None or self.dispatched_at is None:
            return None
        return cb.at - self.dispatched_at

    @property
    def callback_type(self) -> int | None:
        cb = self.first_callback
        return cb.type if cb else None

    @property
    def expired(self) -> bool:
        return any(e.code == 10062 for e in self.errors)

    # -- output
    @property
    def messages(self) -> list[Message]:
        return [self.emulator.messages[i] for i in self.message_ids]

    @property
    def public(self) -> list[Message]:
        return [m for m in self.messages if not m.deleted and not m.ephemeral]

    @property
    def ephemeral(self) -> list[Message]:
        return [m for m in self.messages if not m.deleted and m.ephemeral]

    @property
    def original(self) -> Message | None:
        return self.emulator.messages.get(self.original_id) if self.original_id else None

    # -- waiting
    async def ack(self, timeout: float = 10.0) -> Callback:
        """Wait for the first accepted callback (or fail after ``timeout``)."""
        await self.emulator.wait_for(lambda: self.first_callback or (self.errors and self.callbacks),
                                     timeout, f"a callback for interaction {self.id}")
        cb = self.first_callback
        if cb is None:
            raise AssertionError(f"the bot's callbacks were refused: {self.errors}")
        return cb

    async def wait_message(self, predicate: Callable[[Message], bool] = lambda m: True,
                           timeout: float = 10.0, what: str = "a message") -> Message:
        """The first (non-deleted, not loading) message of this interaction that matches."""
        def find():
            for m in self.messages:
                if not m.loading and predicate(m):
                    return m
            return None
        return await self.emulator.wait_for(find, timeout, f"{what} from interaction {self.id}")

    async def settle(self, quiet: float = 0.25, timeout: float = 15.0) -> "Interaction":
        """Wait until acknowledged and no request touched this interaction for ``quiet`` seconds."""
        await self.ack(timeout)
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            last = max(self.activity, default=0.0)
            idle = time.monotonic() - last
            if idle >= quiet and not self.emulator.in_flight(self.token):
                return self
            if loop.time() > deadline:
                raise AssertionError(f"interaction {self.id} did not settle within {timeout}s")
            await asyncio.sleep(max(0.01, quiet - idle))

    def __repr__(self) -> str:
        return f"<Interaction {self.id} type={self.type} cmd={self.command_name!r} cb={self.callback_type}>"


@dataclass
class GatewaySession:
    id: str
    intents: int
    seq: int = 0
    events: list[dict] = field(default_factory=list)  # every dispatch, for RESUME
    ws: web.WebSocketResponse | None = None
    send: Callable[[dict], Any] | None = None
    invalid: bool = False
    shard: int = 0  # IDENTIFY's shard [id, count]; an unsharded session is shard 0 of 1


# ============================================================================================ server
class DiscordEmulator:
    """The loopback Discord. ``await start()``, then point discord.py at ``api_base`` and
    ``gateway_url``; build the world with ``add_guild``/``add_channel``/``add_member``."""

    def __init__(self, *, token: str | None = None, app_name: str = "Výpravčí",
                 heartbeat_interval_ms: int = 41250, shards: int = 1, weather: Weather | None = None,
                 check_spec: bool = False) -> None:
        self.snowflake = Snowflakes()
        self.token = token or f"emu.{secrets.token_urlsafe(24)}"
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.application_id = self.snowflake()
        self.bot_user = User(self.application_id, "vypravci", app_name, bot=True)
        self.owner = User(self.snowflake(), "owner")
        self.users: dict[int, User] = {self.bot_user.id: self.bot_user, self.owner.id: self.owner}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.global_commands: list[dict] = []
        self.guild_commands: dict[int, list[dict]] = {}
        self._command_ids: dict[tuple, int] = {}
        self.messages: dict[int, Message] = {}
        self.uploads: dict[int, Attachment] = {}  # files users attached to slash commands (ATTACHMENT options)
        self.interactions: dict[int, Interaction] = {}
        self._by_token: dict[str, Interaction] = {}
        self.sessions: dict[str, GatewaySession] = {}
        self.active_session: GatewaySession | None = None  # the last one identified or resumed
        self.shard_count = shards  # what GET /gateway/bot recommends; IDENTIFY must use it
        self.shard_sessions: dict[int, GatewaySession] = {}  # shard id → its current session
        self.protocol_errors: list[str] = []
        # requests and answers checked against Discord's OpenAPI description (discord_spec.py):
        # a request it refuses is a protocol error; an answer of the emulator's own that it refuses
        # is listed in answer_errors (the emulator's mistake, not the bot's)
        self.check_spec = check_spec
        self.answer_errors: list[str] = []
        self.unhandled: list[str] = []
        self.forecast = Forecast(weather)  # rate limits, injected faults and the request log (weather.py)
        self.requests: list[RequestRecord] = self.forecast.log  # every request (unpacks as (at, method, path, status))
        self.gateway_log: list[tuple[float, str, Any]] = []  # (time, "in"/"out", op or event)
        self.identify_payloads: list[dict] = []
        self.sync_count = 0
        self.heartbeats = 0
        self.privileged_intents = 0  # GUILD_MEMBERS / PRESENCES / MESSAGE_CONTENT the portal would allow
        self.nonce_hits = 0  # posts answered with the earlier message of the same nonce
        self.nonces: dict[str, list[Message]] = {}  # the bot's posts by nonce
        self.dm_closed: set[int] = set()  # users who accept no DMs from the bot
        self._in_flight: dict[str, int] = {}
        self._event = asyncio.Event()
        self._gateway_ready = asyncio.Event()
        self._ws_tasks: set[asyncio.Task] = set()
        self._transports: dict[web.WebSocketResponse, Any] = {}  # each gateway connection's TCP transport
        self._zombies: set[web.WebSocketResponse] = set()  # connections gone silent (``zombie``)
        self._gateway_weather: asyncio.Task | None = None
        self.gateway_drops: list[tuple[float, int]] = []  # (time, close code; 9 INVALID_SESSION, 0 zombie)
        self._runner: web.AppRunner | None = None
        self.port = 0

    # ------------------------------------------------------------------ lifecycle
    @property
    def http_base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def api_base(self) -> str:
        return f"{self.http_base}/api/v{API_VERSION}"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/"

    async def start(self) -> "DiscordEmulator":
        app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        self._routes(app)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        for attempt in range(5):
            self.port = free_port()
            site = web.TCPSite(self._runner, "127.0.0.1", self.port)
            try:
                await site.start()
                break
            except OSError:
                if attempt == 4:
                    raise
        self._ensure_gateway_weather()
        return self

    async def close(self) -> None:
        if self._gateway_weather is not None:
            self._gateway_weather.cancel()
            self._gateway_weather = None
        for s in self.sessions.values():
            if s.ws is not None and not s.ws.closed:
                await s.ws.close(code=1001)
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> "DiscordEmulator":
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # ------------------------------------------------------------------ notifications
    def changed(self) -> None:
        event, self._event = self._event, asyncio.Event()
        event.set()

    async def wait_for(self, predicate: Callable[[], Any], timeout: float = 10.0, what: str = "a condition") -> Any:
        """Wait until ``predicate()`` is truthy (re-checked on every change); return its value."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            value = predicate()
            if value:
                return value
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise AssertionError(f"timed out after {timeout}s waiting for {what}")
            event = self._event
            try:
                await asyncio.wait_for(event.wait(), min(remaining, 0.5))
            except asyncio.TimeoutError:
                pass

    def in_flight(self, token: str) -> bool:
        return self._in_flight.get(token, 0) > 0

    def protocol_error(self, text: str) -> None:
        log.warning("protocol error: %s", text)
        self.protocol_errors.append(text)

    # ------------------------------------------------------------------ world
    def add_guild(self, name: str = "Test server", *, locale: str = "en-US", owner: User | None = None,
                  shard: int | None = None) -> Guild:
        """A guild (``shard``: one Discord deals to that shard of ``shard_count``)."""
        owner = owner or self.owner
        gid = self.snowflake() if shard is None else self.snowflake.on_shard(shard, self.shard_count)
        guild = Guild(gid, name, owner.id, preferred_locale=locale)
        guild.roles[gid] = Role(gid, "@everyone", DEFAULT_EVERYONE, 0)
        guild.members[owner.id] = Member(owner)
        bot_role = Role(self.snowflake(), self.bot_user.global_name or "bot",
                        DEFAULT_EVERYONE | (1 << 34) | (1 << 38) | PIN_MESSAGES, 1, managed=True)  # as invited
        guild.roles[bot_role.id] = bot_role
        guild.members[self.bot_user.id] = Member(self.bot_user, roles=[bot_role.id])
        self.guilds[gid] = guild
        return guild

    def add_channel(self, guild: Guild, name: str, overwrites: list[dict] | None = None) -> Channel:
        ch = Channel(self.snowflake(), guild.id, name, position=len(guild.channels), overwrites=overwrites or [])
        guild.channels[ch.id] = ch
        self.channels[ch.id] = ch
        self._dispatch_all("CHANNEL_CREATE", ch.to_json())
        return ch

    def add_role(self, guild: Guild, name: str, permissions: int) -> Role:
        role = Role(self.snowflake(), name, permissions, len(guild.roles))
        guild.roles[role.id] = role
        return role

    def add_member(self, guild: Guild, username: str, *, nick: str | None = None,
                   roles: Iterable[Role] = (), locale: str = "en-US") -> "ScriptedUser":
        user = User(self.snowflake(), username, username.capitalize())
        self.users[user.id] = user
        guild.members[user.id] = Member(user, [r.id for r in roles], nick)
        if self.active_session is not None and self.active_session.intents & INTENT_GUILD_MEMBERS:
            self._dispatch_all("GUILD_MEMBER_ADD", {**guild.members[user.id].to_json(), "guild_id": str(guild.id)})
        return ScriptedUser(self, guild, user, locale)

    # ------------------------------------------------------------------ reading what the bot did
    def channel_messages(self, channel: Channel | int, viewer: "ScriptedUser | int | None" = None,
                         include_deleted: bool = False) -> list[Message]:
        cid = channel if isinstance(channel, int) else channel.id
        vid = viewer.id if isinstance(viewer, ScriptedUser) else viewer
        return [m for m in sorted(self.messages.values(), key=lambda m: m.id)
                if m.channel_id == cid and (include_deleted or not m.deleted)
                and (m.visible_to is None or m.visible_to == vid or (include_deleted and vid is None))]

    def public_messages(self, channel: Channel | int) -> list[Message]:
        return [m for m in self.channel_messages(channel) if not m.ephemeral]

    # ------------------------------------------------------------------ HTTP plumbing
    @web.middleware
    async def _middleware(self, request: web.Request, handler):
        token = request.match_info.get("token")
        resource = request.match_info.route.resource
        template = resource.canonical if resource is not None else request.path
        cid = request.match_info.get("channel_id", "")
        channel = self.channels.get(int(cid)) if cid.isdigit() else None
        rec = RequestRecord(time.monotonic(), request.method, request.path,
                            f"{request.method} {template.removeprefix(API_PREFIX)}",
                            route_kind(request.method, template, dm=channel is not None and channel.type == 1),
                            top_level(dict(request.match_info), template),
                            channel_id=channel.id if channel is not None else None)
        it = self._by_token.get(token) if token else None
        if it is not None:
            rec.interaction_id = it.id
        self.requests.append(rec)
        if token:
            self._in_flight[token] = self._in_flight.get(token, 0) + 1
            if it is not None:
                it.activity.append(time.monotonic())
        headers: dict[str, str] = {"Via": "1.1 google"} if request.path.startswith("/api/") else {}
        try:
            try:
                if request.path.startswith("/api/") and not request.path.startswith(f"{API_PREFIX}/"):
                    self.protocol_error(f"{request.method} {request.path}: not API v{API_VERSION}")
                    raise DiscordError(404, 0, "404: Not Found")
                needs_auth = request.path.startswith("/api/") and not (
                    request.path.startswith(f"{API_PREFIX}/webhooks/")
                    or request.path.startswith(f"{API_PREFIX}/interactions/"))
                if needs_auth and request.headers.get("Authorization") != f"Bot {self.token}":
                    raise DiscordError(401, 0, "401: Unauthorized")
                response = await self._weather(request, handler, rec, headers)
            except DiscordError as err:
                if it is not None:
                    it.errors.append(err)
                response = err.response()
            except web.HTTPException as exc:
                rec.status = exc.status
                raise
            if rec.scope == "cloudflare":
                headers = {}
            for key, value in headers.items():
                response.headers[key] = value
            rec.status = response.status
            if self.check_spec and 200 <= response.status < 300 and response.content_type == "application/json":
                self._check_answer(request, response)
            return response
        finally:
            now = time.monotonic()
            rec.done = now
            rec.waited = self.forecast.waited(rec.method, rec.path, rec.status, rec.at)
            self.forecast.count_invalid(rec.status, rec.scope, now)
            if token:
                self._in_flight[token] -= 1
                if it is not None:
                    it.activity.append(now)
            self.changed()

    def _check_answer(self, request: web.Request, response: web.Response) -> None:
        resource = request.match_info.route.resource
        path = resource.canonical if resource is not None else request.path
        for p in answer_problems(request.method, path, response.status, json.loads(response.body)):
            log.warning("emulator answer: %s", p)
            self.answer_errors.append(p)

    async def _weather(self, request: web.Request, handler, rec: RequestRecord, headers: dict[str, str]):
        """Discord's weather on one request: a ban, the global limit, the route's bucket, then an
        injected fault before or after the request takes effect (``weather.py``)."""
        f, w = self.forecast, self.forecast.weather
        api = request.path.startswith("/api/")
        if api and not f.banned and f.invalid_in_window() >= w.ban_at:
            f.banned = True
            self.protocol_error(f"{w.ban_at} invalid requests (401/403/429) in 10 minutes: Discord bans the IP")
        if api and f.banned:
            rec.scope = "cloudflare"
            return web.Response(status=429, text="error code: 1015", content_type="text/plain")
        if api and w.rate_limits:
            now = time.monotonic()
            if not exempt_from_global(rec.route.split(" ", 1)[1]):
                wait = f.take_global(now)
                if wait:
                    return self._rate_limited(rec, wait, "global", headers)
            groups = [rec.route]
            if rec.kind == "channel-edit" and "name" in (await self._peek_json(request)):
                groups.append(f"{rec.route} name")  # a channel's name: its own, slower limit
            for group in groups:
                allowed, bucket, retry = f.take(group, rec.major, now)
                headers.update(bucket)
                rec.bucket = bucket["X-RateLimit-Bucket"]
                if not allowed:
                    return self._rate_limited(rec, retry, "user", headers)
        fault = f.fault_for(rec.kind) if api else None
        if fault is None:
            return await handler(request)
        rec.fault = fault.label
        if not fault.after:
            outcome = await self._fault_answer(request, fault, rec, headers)
            if outcome is not None:
                return outcome
            return await handler(request)
        response = await handler(request)
        if response.status >= 300:  # refused anyway: nothing took effect to hide
            return response
        outcome = await self._fault_answer(request, fault, rec, headers)
        return response if outcome is None else outcome

    async def _fault_answer(self, request: web.Request, fault: Fault, rec: RequestRecord,
                            headers: dict[str, str]) -> web.Response | None:
        """Hold the answer ``fault.delay`` seconds, then drop the connection or answer the
        fault's error; None: answer normally after the delay."""
        if fault.delay:
            await asyncio.sleep(fault.delay)
        if fault.drop:
            if request.transport is not None:
                request.transport.abort()  # no answer at all: the client sees the connection reset
            return web.Response(status=204)
        if fault.status is None:
            return None
        if fault.status == 429:
            return self._rate_limited(rec, fault.retry_after, fault.scope, headers)
        if fault.status in (502, 504) and not fault.message:  # Cloudflare's own pages are not JSON
            return web.Response(status=fault.status, text=f"error code: {fault.status}", content_type="text/html")
        body = fault.body()
        raise DiscordError(fault.status, body["code"], body["message"])

    def _rate_limited(self, rec: RequestRecord, retry_after: float, scope: str,
                      headers: dict[str, str]) -> web.Response:
        """Discord's 429: the body, Retry-After, X-RateLimit-Scope (and -Global for the global limit)."""
        rec.scope = scope
        is_global = scope == "global"
        body = {"message": "The resource is being rate limited." if scope == "shared" else "You are being rate limited.",
                "retry_after": round(retry_after, 3), "global": is_global}
        headers["Retry-After"] = retry_after_header(retry_after)
        headers["X-RateLimit-Scope"] = scope
        if is_global:
            headers["X-RateLimit-Global"] = "true"
        return _json(body, status=429)

    @staticmethod
    async def _peek_json(request: web.Request) -> dict:
        """The JSON body without consuming it (aiohttp keeps what it read for the handler)."""
        if not request.body_exists or request.content_type != "application/json":
            return {}
        try:
            data = json.loads(await request.text() or "{}")
        except ValueError:
            return {}
        return data if isinstance(data, dict) else {}

    def _routes(self, app: web.Application) -> None:
        v = f"/api/v{API_VERSION}"
        r = app.router
        r.add_get("/", self._gateway)
        r.add_get(f"{v}/gateway", self._get_gateway)
        r.add_get(f"{v}/gateway/bot", self._get_gateway_bot)
        r.add_get(f"{v}/users/@me", self._get_me)
        r.add_get(f"{v}/users/{{user_id}}", self._get_user)
        r.add_post(f"{v}/users/@me/channels", self._create_dm)
        r.add_get(f"{v}/oauth2/applications/@me", self._get_application)
        r.add_get(f"{v}/applications/@me", self._get_application)
        for path in (f"{v}/applications/{{app_id}}/commands", f"{v}/applications/{{app_id}}/guilds/{{guild_id}}/commands"):
            r.add_get(path, self._get_commands)
            r.add_put(path, self._put_commands)
            r.add_post(path, self._post_command)
        r.add_post(f"{v}/interactions/{{interaction_id}}/{{token}}/callback", self._callback)
        r.add_post(f"{v}/webhooks/{{app_id}}/{{token}}", self._followup)
        r.add_route("*", f"{v}/webhooks/{{app_id}}/{{token}}/messages/{{message_id}}", self._webhook_message)
        r.add_get(f"{v}/channels/{{channel_id}}", self._get_channel)
        r.add_patch(f"{v}/channels/{{channel_id}}", self._patch_channel)
        r.add_post(f"{v}/channels/{{channel_id}}/threads", self._create_thread)
        for pins in (f"{v}/channels/{{channel_id}}/messages/pins", f"{v}/channels/{{channel_id}}/pins"):
            r.add_get(pins, self._get_pins)
            r.add_route("*", pins + "/{message_id}", self._pin)
        r.add_get(f"{v}/channels/{{channel_id}}/messages", self._list_messages)
        r.add_post(f"{v}/channels/{{channel_id}}/messages", self._post_message)
        r.add_route("*", f"{v}/channels/{{channel_id}}/messages/{{message_id}}", self._channel_message)
        r.add_get(f"{v}/guilds/{{guild_id}}", self._get_guild)
        r.add_get(f"{v}/guilds/{{guild_id}}/channels", self._get_guild_channels)
        r.add_get(f"{v}/guilds/{{guild_id}}/members/{{user_id}}", self._get_member)
        r.add_get("/attachments/{channel_id}/{attachment_id}/{filename}", self._get_attachment)
        r.add_route("*", "/{tail:.*}", self._unhandled)

    async def _unhandled(self, request: web.Request) -> web.Response:
        self.unhandled.append(f"{request.method} {request.path}")
        raise DiscordError(404, 0, "404: Not Found")

    async def _body(self, request: web.Request) -> tuple[dict, dict[int, tuple[str, str | None, bytes]]]:
        """JSON body, or multipart ``payload_json`` + ``files[n]`` → (payload, {n: (name, type, bytes)});
        with ``check_spec``, a body Discord's OpenAPI description refuses is refused."""
        payload, files = await self._read_body(request)
        if self.check_spec:
            resource = request.match_info.route.resource
            problems = request_problems(request.method, resource.canonical if resource else request.path,
                                        request.content_type, payload)
            if problems:
                for p in problems:
                    self.protocol_error(p)
                raise DiscordError(400, 50035, "Invalid Form Body", {"problems": problems})
        return payload, files

    @staticmethod
    async def _read_body(request: web.Request) -> tuple[dict, dict[int, tuple[str, str | None, bytes]]]:
        files: dict[int, tuple[str, str | None, bytes]] = {}
        if request.content_type == "multipart/form-data":
            payload: dict = {}
            reader = await request.multipart()
            async for part in reader:
                name = part.name or ""
                data = await part.read(decode=False)
                if name == "payload_json":
                    payload = json.loads(data.decode("utf-8"))
                elif (m := re.fullmatch(r"files\[(\d+)\]", name)) is not None:
                    ctype = part.headers.get("Content-Type")
                    files[int(m.group(1))] = (part.filename or f"file{m.group(1)}", ctype, bytes(data))
                else:
                    raise DiscordError(400, 50035, "Invalid Form Body", {name: "unexpected multipart field"})
            return payload, files
        if request.body_exists:
            text = await request.text()
            return (json.loads(text) if text else {}), files
        return {}, files

    def _app(self, request: web.Request) -> None:
        if request.match_info.get("app_id") != str(self.application_id):
            raise unknown("Application", 10002)

    # ------------------------------------------------------------------ simple REST
    async def _get_gateway(self, request: web.Request) -> web.Response:
        return _json({"url": self.gateway_url.rstrip("/")})

    async def _get_gateway_bot(self, request: web.Request) -> web.Response:
        return _json({"url": self.gateway_url.rstrip("/"), "shards": self.shard_count, "session_start_limit": {
            "total": 1000, "remaining": 999, "reset_after": 86_400_000, "max_concurrency": 1}})

    async def _get_me(self, request: web.Request) -> web.Response:
        return _json({**self.bot_user.to_json(), "verified": True, "mfa_enabled": False,
                                  "email": None, "locale": "en-US", "premium_type": 0})

    async def _get_user(self, request: web.Request) -> web.Response:
        user = self.users.get(int(request.match_info["user_id"]))
        if user is None:
            raise unknown("User", 10013)
        return _json(user.to_json())

    async def _get_application(self, request: web.Request) -> web.Response:
        return _json({
            "id": str(self.application_id), "name": self.bot_user.global_name, "icon": None,
            "description": "", "summary": "", "type": None, "bot_public": True,
            "bot_require_code_grant": False, "verify_key": secrets.token_hex(32), "flags": 0,
            "flags_new": "0", "owner": self.owner.to_json(), "team": None, "rpc_origins": [],
            "bot": self.bot_user.to_json(), "interactions_endpoint_url": None, "redirect_uris": [],
            "role_connections_verification_url": None, "explicit_content_filter": 0,
            "eligible_oauth2_scopes": ["applications.commands", "bot"], "approximate_user_install_count": 0,
            "approximate_user_authorization_count": 0,
            "tags": [], "approximate_guild_count": len(self.guilds), "integration_types_config": {
                "0": {"oauth2_install_params": {"scopes": ["applications.commands", "bot"], "permissions": "0"}}},
        })

    async def _get_channel(self, request: web.Request) -> web.Response:
        return _json(self._channel(request).to_json())

    def _channel(self, request: web.Request) -> Channel:
        ch = self.channels.get(int(request.match_info["channel_id"]))
        if ch is None:
            raise unknown("Channel", 10003)
        return ch

    async def _get_guild(self, request: web.Request) -> web.Response:
        g = self.guilds.get(int(request.match_info["guild_id"]))
        if g is None:
            raise unknown("Guild", 10004)
        data = g.to_json(())
        for key in ("joined_at", "large", "unavailable", "member_count", "voice_states", "members", "channels",
                    "threads", "presences", "stage_instances", "guild_scheduled_events", "soundboard_sounds"):
            data.pop(key, None)
        return _json(data)

    async def _get_guild_channels(self, request: web.Request) -> web.Response:
        g = self.guilds.get(int(request.match_info["guild_id"]))
        if g is None:
            raise unknown("Guild", 10004)
        return _json([c.to_json() for c in g.channels.values() if not c.is_thread])

    async def _get_member(self, request: web.Request) -> web.Response:
        g = self.guilds.get(int(request.match_info["guild_id"]))
        if g is None:
            raise unknown("Guild", 10004)
        m = g.members.get(int(request.match_info["user_id"]))
        if m is None:
            raise unknown("Member", 10007)
        return _json(m.to_json())

    async def _get_attachment(self, request: web.Request) -> web.Response:
        aid = int(request.match_info["attachment_id"])
        for m in self.messages.values():
            for a in m.attachments:
                if a.id == aid:
                    return web.Response(body=a.data, content_type=a.content_type or "application/octet-stream")
        a = self.uploads.get(aid)
        if a is not None:
            return web.Response(body=a.data, content_type=a.content_type or "application/octet-stream")
        raise web.HTTPNotFound()

    def upload(self, channel: "Channel", filename: str, data: bytes, content_type: str | None = None) -> Attachment:
        """A file a user attaches to a slash command's ATTACHMENT option: Discord takes the upload
        first (over its size limit: 413 / 40005, as Discord answers) and serves it at its url; the
        interaction then names it by id in the option and in ``data.resolved.attachments``."""
        if len(data) > ATTACHMENT_SIZE_LIMIT:
            raise DiscordError(413, 40005, "Request entity too large")
        att = Attachment(self.snowflake(), filename, bytes(data), content_type or _guess_type(filename))
        att.url = f"{self.http_base}/attachments/{channel.id}/{att.id}/{filename}"
        self.uploads[att.id] = att
        return att

    # ------------------------------------------------------------------ application commands
    async def _get_commands(self, request: web.Request) -> web.Response:
        self._app(request)
        return _json(self._commands_for(request))

    def _commands_for(self, request: web.Request) -> list[dict]:
        gid = request.match_info.get("guild_id")
        if gid is None:
            return self.global_commands
        if int(gid) not in self.guilds:
            raise unknown("Guild", 10004)
        return self.guild_commands.setdefault(int(gid), [])

    async def _put_commands(self, request: web.Request) -> web.Response:
        self._app(request)
        body, _ = await self._body(request)
        if not isinstance(body, list):
            raise DiscordError(400, 50035, "Invalid Form Body", {"_errors": "expected a list"})
        gid = request.match_info.get("guild_id")
        guild_id = int(gid) if gid else None
        if guild_id is not None and guild_id not in self.guilds:
            raise unknown("Guild", 10004)
        problems = [p for i, c in enumerate(body) for p in validate_command(c, f"[{i}]")]
        for kind in {c.get("type", 1) for c in body}:
            problems += names_collide([c for c in body if c.get("type", 1) == kind], f"commands of type {kind}")
        names = [(c.get("type", 1), c.get("name")) for c in body]
        if len(set(names)) != len(names):
            problems.append("duplicate command names")
        if sum(1 for c in body if c.get("type", 1) == 1) > 100:
            problems.append("more than 100 slash commands")
        if problems:
            for p in problems:
                self.protocol_error(f"command sync: {p}")
            raise DiscordError(400, 50035, "Invalid Form Body", {"problems": problems})
        stored = [self._store_command(c, guild_id) for c in body]
        if guild_id is None:
            self.global_commands = stored
        else:
            self.guild_commands[guild_id] = stored
        self.sync_count += 1
        return _json(stored)

    async def _post_command(self, request: web.Request) -> web.Response:
        self._app(request)
        body, _ = await self._body(request)
        problems = validate_command(body, "")
        if problems:
            for p in problems:
                self.protocol_error(f"command create: {p}")
            raise DiscordError(400, 50035, "Invalid Form Body", {"problems": problems})
        commands = self._commands_for(request)
        gid = request.match_info.get("guild_id")
        stored = self._store_command(body, int(gid) if gid else None)
        commands[:] = [c for c in commands if (c["type"], c["name"]) != (stored["type"], stored["name"])] + [stored]
        return _json(stored, status=201)

    def _store_command(self, c: dict, guild_id: int | None) -> dict:
        key = (guild_id, c.get("type", 1), c["name"])
        cid = self._command_ids.setdefault(key, self.snowflake())
        out = {"id": str(cid), "application_id": str(self.application_id), "version": str(self.snowflake()),
               "type": c.get("type", 1), "name": c["name"], "name_localizations": c.get("name_localizations"),
               "description": c.get("description", ""),
               "description_localizations": c.get("description_localizations"),
               "options": c.get("options", []), "default_member_permissions": c.get("default_member_permissions"),
               "dm_permission": c.get("dm_permission", True), "nsfw": c.get("nsfw", False),
               "contexts": c.get("contexts"), "integration_types": c.get("integration_types") or [0]}
        if guild_id is not None:
            out["guild_id"] = str(guild_id)
        return out

    def find_command(self, guild_id: int, name: str, locale: str | None = None) -> tuple[dict, bool]:
        """The top-level command a user in ``guild_id`` sees under ``name`` (default or localized name).
        Returns (command, is_guild_command). Guild commands shadow global ones, as in the client."""
        for cmds, is_guild in ((self.guild_commands.get(guild_id, []), True), (self.global_commands, False)):
            for c in cmds:
                if c.get("type", 1) == 1 and _name_matches(c, name, locale):
                    return c, is_guild
        raise LookupError(f"no slash command {name!r} is synced for guild {guild_id} "
                          f"(global: {[c['name'] for c in self.global_commands]}, "
                          f"guild: {[c['name'] for c in self.guild_commands.get(guild_id, [])]})")

    # ------------------------------------------------------------------ messages
    def _make_message(self, *, channel_id: int, guild_id: int | None, author: User, body: dict,
                      files: dict[int, tuple[str, str | None, bytes]], interaction: Interaction | None,
                      via: str, flags_allowed: int, extra_flags: int = 0, msg_type: int = 0) -> Message:
        msg = Message(id=self.snowflake(), channel_id=channel_id, guild_id=guild_id, author=author,
                      interaction=interaction, via=via, type=msg_type)
        if interaction is not None:
            msg.webhook_id = self.application_id
            msg.application_id = self.application_id
        flags = int(body.get("flags") or 0)
        if flags & ~flags_allowed:
            self.protocol_error(f"{via}: flags {flags} not allowed here (allowed {flags_allowed})")
            raise DiscordError(400, 50035, "Invalid Form Body", {"flags": "invalid"})
        msg.flags = flags | extra_flags
        self._apply_content(msg, body, files, creating=True)
        if not (msg.loading or msg.content or msg.embeds or msg.components or msg.attachments
                or body.get("sticker_ids") or body.get("poll")):
            raise DiscordError(400, 50006, "Cannot send an empty message")
        msg.revisions.append(msg.snapshot())
        self.messages[msg.id] = msg
        if not msg.ephemeral:
            self._dispatch_all("MESSAGE_CREATE", {**msg.to_json(gateway=True), **self._author_member(msg)},
                               intent=INTENT_GUILD_MESSAGES)
        return msg

    def _author_member(self, msg: Message) -> dict:
        g = self.guilds.get(msg.guild_id or 0)
        if g is None or msg.author.id not in g.members:
            return {}
        member = g.members[msg.author.id].to_json()
        member.pop("user", None)
        return {"member": member}

    def _apply_content(self, msg: Message, body: dict, files: dict[int, tuple[str, str | None, bytes]],
                       *, creating: bool) -> None:
        """Set content/embeds/components/attachments from a create or edit body, checking limits."""
        where = f"message {msg.id}"
        problems: list[str] = []
        if "content" in body:
            content = body["content"] if body["content"] is not None else ""
            if len(content) > 2000:
                problems.append(f"content is {len(content)} > 2000 characters")
            msg.content = content
        if "embeds" in body or "embed" in body:
            embeds = body.get("embeds")
            if embeds is None and body.get("embed") is not None:
                embeds = [body["embed"]]
            embeds = embeds or []
            problems += validate_embeds(embeds)
            msg.embeds = embeds
        if "components" in body:
            comps = body["components"] or []
            if not (msg.flags & IS_COMPONENTS_V2):
                problems += validate_components(comps)
            msg.components = _numbered(comps)
        if "attachments" in body or files:
            listed = body.get("attachments")
            kept = {a.id: a for a in msg.attachments}
            new: list[Attachment] = []
            used: set[int] = set()
            if listed is None:  # no list: every upload is added, existing ones stay
                new = list(msg.attachments) if not creating else []
                listed = [{"id": i} for i in sorted(files)]
            for entry in listed:
                raw = entry.get("id")
                try:
                    aid = int(raw)
                except (TypeError, ValueError):
                    problems.append(f"attachment id {raw!r} is not a number")
                    continue
                if aid in files and aid not in used:
                    used.add(aid)
                    name, ctype, data = files[aid]
                    filename = entry.get("filename") or name
                    att = Attachment(self.snowflake(), filename, data, ctype or _guess_type(filename),
                                     entry.get("description"))
                    att.url = f"{self.http_base}/attachments/{msg.channel_id}/{att.id}/{filename}"
                    new.append(att)
                elif aid in kept:
                    new.append(kept[aid])
                else:
                    problems.append(f"attachments lists id {aid}, which is neither an upload nor kept")
            for index in files:
                if index not in used:
                    problems.append(f"files[{index}] uploaded but not listed in attachments")
            if len(new) > 10:
                problems.append(f"{len(new)} attachments > 10")
            for a in new:
                if len(a.data) > ATTACHMENT_SIZE_LIMIT:
                    raise DiscordError(413, 40005, "Request entity too large")
            msg.attachments = new
        mentions = body.get("allowed_mentions")
        if mentions is not None:
            parse = mentions.get("parse", [])
            if "users" in parse and mentions.get("users"):
                problems.append("allowed_mentions: parse 'users' together with a users list")
        if problems:
            for p in problems:
                self.protocol_error(f"{where}: {p}")
            raise DiscordError(400, 50035, "Invalid Form Body", {"problems": problems})
        if mentions is not None:
            msg.allowed_mentions = mentions
        msg.mentions = self._mentions(msg.content, msg.allowed_mentions)
        msg.mention_json = [self.users[u].to_json() for u in msg.mentions]

    def _mentions(self, content: str, allowed: dict | None) -> list[int]:
        found = [int(x) for x in MENTION_RE.findall(content or "")]
        if allowed is None:
            ok = found
        else:
            users = {int(u) for u in allowed.get("users", []) or []}
            parse = allowed.get("parse", []) or []
            ok = [u for u in found if "users" in parse or u in users]
        return list(dict.fromkeys(u for u in ok if u in self.users))

    def _notify(self, msg: Message) -> None:
        """Who a newly created message notifies (edits never notify)."""
        if msg.ephemeral or msg.flags & SUPPRESS_NOTIFICATIONS:
            msg.pinged = []
        else:
            msg.pinged = list(msg.mentions)

    def _edit(self, msg: Message, body: dict, files: dict, *, resolving: bool = False) -> Message:
        if msg.deleted:
            raise unknown("Message", 10008)
        flags = body.get("flags")
        if flags is not None and not resolving:
            allowed = SUPPRESS_EMBEDS | (msg.flags & IS_COMPONENTS_V2)
            if int(flags) & ~allowed & ~(msg.flags & (EPHEMERAL | LOADING)):
                self.protocol_error(f"edit of {msg.id}: flags {flags} cannot be set by an edit")
        self._apply_content(msg, body, files, creating=False)
        was_loading = msg.loading
        msg.flags &= ~LOADING
        if not (msg.content or msg.embeds or msg.components or msg.attachments):
            raise DiscordError(400, 50006, "Cannot send an empty message")
        if not was_loading:
            msg.edited_timestamp = now_iso()
        msg.revisions.append(msg.snapshot())
        if not msg.ephemeral:
            self._dispatch_all("MESSAGE_UPDATE", {**msg.to_json(gateway=True), **self._author_member(msg)},
                               intent=INTENT_GUILD_MESSAGES)
        return msg

    def _delete(self, msg: Message) -> None:
        if msg.deleted:
            raise unknown("Message", 10008)
        msg.deleted = True
        if not msg.ephemeral:
            self._dispatch_all("MESSAGE_DELETE", {"id": str(msg.id), "channel_id": str(msg.channel_id),
                                                  "guild_id": str(msg.guild_id)}, intent=INTENT_GUILD_MESSAGES)

    async def _list_messages(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        limit = int(request.query.get("limit", 50))
        msgs = [m for m in self.public_messages(ch)][-limit:]
        return _json([m.to_json() for m in reversed(msgs)])

    async def _post_message(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        body, files = await self._body(request)
        if ch.type != 1:  # a DM needs no guild permission
            perms = self.guilds[ch.guild_id].permissions(self.bot_user.id, ch)
            send = SEND_MESSAGES_IN_THREADS if ch.is_thread else SEND_MESSAGES
            if not perms & VIEW_CHANNEL or not perms & send or (files and not perms & ATTACH_FILES):
                raise DiscordError(403, 50013, "Missing Permissions")
        nonce = body.get("nonce")
        if nonce is not None and len(str(nonce)) > 25:
            self.protocol_error(f"message nonce {nonce!r} is longer than 25 characters")
            raise DiscordError(400, 50035, "Invalid Form Body", {"nonce": "too long"})
        if nonce is not None and body.get("enforce_nonce"):
            # Discord: the same author's message with this nonce from the last few minutes is
            # returned instead of a new one
            # (compared per author, in any channel, as Discord documents it)
            again = next((m for m in self.nonces.get(str(nonce), ()) if m.author.id == self.bot_user.id
                          and time.monotonic() - m.created_at < NONCE_WINDOW_S), None)
            if again is not None:
                self.nonce_hits += 1
                return _json(again.to_json())
        self._reopen_for_message(ch)
        msg = self._make_message(channel_id=ch.id, guild_id=ch.guild_id or None, author=self.bot_user, body=body,
                                 files=files, interaction=None, via="channel",
                                 flags_allowed=SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_COMPONENTS_V2)
        msg.nonce = str(nonce) if nonce is not None else None
        if msg.nonce is not None:
            self.nonces.setdefault(msg.nonce, []).append(msg)
        self._notify(msg)
        return _json(msg.to_json())

    # ------------------------------------------------------------------ threads, pins, DMs
    def add_thread(self, parent: Channel, name: str, *, owner: User | None = None) -> Channel:
        """A public thread in ``parent`` (as a member would open it)."""
        guild = self.guilds[parent.guild_id]
        th = Channel(self.snowflake(), guild.id, name, type=11, parent_id=parent.id,
                     owner_id=(owner or self.owner).id)
        guild.channels[th.id] = th
        self.channels[th.id] = th
        self._dispatch_all("THREAD_CREATE", {**th.to_json(), "newly_created": True})
        return th

    def archive(self, thread: Channel) -> None:
        """Discord hides a quiet thread (auto-archive)."""
        thread.archived = True
        self._dispatch_all("THREAD_UPDATE", thread.to_json())

    def threads_of(self, parent: Channel) -> list[Channel]:
        return [c for c in self.channels.values() if c.parent_id == parent.id]

    def _reopen_for_message(self, ch: Channel) -> None:
        """Discord: a message in an archived thread unarchives it; a locked one refuses it."""
        if not ch.is_thread or not ch.archived:
            return
        if ch.locked:
            raise DiscordError(400, 50083, "Thread is archived")
        ch.archived = False
        ch.unarchived.append("message")
        self._dispatch_all("THREAD_UPDATE", ch.to_json())

    async def _create_thread(self, request: web.Request) -> web.Response:
        parent = self._channel(request)
        body, _ = await self._body(request)
        if parent.type != 0:
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        perms = self.guilds[parent.guild_id].permissions(self.bot_user.id, parent)
        if not perms & CREATE_PUBLIC_THREADS:
            raise DiscordError(403, 50013, "Missing Permissions")
        name = body.get("name")
        problems = []
        if not isinstance(name, str) or not 1 <= len(name) <= 100:
            problems.append(f"thread name {name!r}: 1-100 characters")
        if body.get("type", 12) != 11:
            problems.append(f"thread type {body.get('type')}: only public threads (11) are emulated")
        if body.get("auto_archive_duration", 10080) not in (60, 1440, 4320, 10080):
            problems.append(f"auto_archive_duration {body.get('auto_archive_duration')}")
        if problems:
            for p in problems:
                self.protocol_error(f"create thread in {parent.id}: {p}")
            raise DiscordError(400, 50035, "Invalid Form Body", {"problems": problems})
        th = self.add_thread(parent, name, owner=self.bot_user)
        return _json(th.to_json(), status=201)

    async def _patch_channel(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        body, _ = await self._body(request)
        if "name" in body:
            name = body["name"]
            if not isinstance(name, str) or not 1 <= len(name) <= 100:
                self.protocol_error(f"rename {ch.id} to {name!r}: 1-100 characters")
                raise DiscordError(400, 50035, "Invalid Form Body", {"name": "1-100 characters"})
            ch.name = name
        if "archived" in body or "locked" in body:
            if not ch.is_thread:
                self.protocol_error(f"archived/locked on channel {ch.id}, which is not a thread")
                raise DiscordError(400, 50024, "Cannot execute action on this channel type")
            if ch.archived and body.get("archived") is False:
                ch.unarchived.append("edit")
            ch.archived = bool(body.get("archived", ch.archived))
            ch.locked = bool(body.get("locked", ch.locked))
        self._dispatch_all("THREAD_UPDATE" if ch.is_thread else "CHANNEL_UPDATE", ch.to_json())
        return _json(ch.to_json())

    async def _get_pins(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        pinned = [self.messages[i] for i in reversed(ch.pins)]
        if request.path.endswith("/messages/pins"):
            return _json({"items": [{"pinned_at": now_iso(), "message": m.to_json()} for m in pinned],
                          "has_more": False})
        return _json([m.to_json() for m in pinned])

    async def _pin(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        msg = self.messages.get(int(request.match_info["message_id"]))
        if msg is None or msg.channel_id != ch.id or msg.deleted or msg.ephemeral:
            raise unknown("Message", 10008)
        if ch.is_thread and ch.archived:
            raise DiscordError(400, 50083, "Thread is archived")
        if ch.type != 1 and not self.guilds[ch.guild_id].permissions(self.bot_user.id, ch) & (PIN_MESSAGES | MANAGE_MESSAGES):
            raise DiscordError(403, 50013, "Missing Permissions")
        if request.method == "PUT":
            if not msg.pinned and len(ch.pins) >= 250:
                raise DiscordError(400, 30003, "Maximum number of pins reached (250)")
            if not msg.pinned:
                msg.pinned = True
                ch.pins.append(msg.id)
        elif request.method == "DELETE":
            if msg.pinned:
                msg.pinned = False
                ch.pins.remove(msg.id)
        else:
            raise web.HTTPMethodNotAllowed(request.method, ["PUT", "DELETE"])
        self._dispatch_all("CHANNEL_PINS_UPDATE", {"channel_id": str(ch.id), "guild_id": str(ch.guild_id),
                                                   "last_pin_timestamp": now_iso()})
        return web.Response(status=204)

    async def _create_dm(self, request: web.Request) -> web.Response:
        body, _ = await self._body(request)
        uid = int(body.get("recipient_id") or 0)
        if uid not in self.users:
            raise unknown("User", 10013)
        if uid in self.dm_closed:
            raise DiscordError(403, 50007, "Cannot send messages to this user")
        ch = next((c for c in self.channels.values() if c.type == 1 and c.recipients == [uid]), None)
        if ch is None:
            ch = Channel(self.snowflake(), 0, "", type=1, recipients=[uid],
                         recipient_json=[self.users[uid].to_json()])
            self.channels[ch.id] = ch
        return _json(ch.to_json())

    def dms(self, user: "ScriptedUser | User") -> list[Message]:
        """The bot's direct messages to ``user``."""
        uid = user.id
        return [m for m in sorted(self.messages.values(), key=lambda m: m.id)
                if (c := self.channels.get(m.channel_id)) is not None and c.type == 1 and c.recipients == [uid]]

    # ------------------------------------------------------------------ weather
    @property
    def weather(self) -> Weather:
        return self.forecast.weather

    @weather.setter
    def weather(self, weather: Weather) -> None:
        self.forecast.set(weather)
        self._ensure_gateway_weather()

    def inject(self, kind: str, status: int | None = 503, *, after: bool = False, count: int = 1,
               delay: float = 0.0, drop: bool = False, code: int = 0, message: str = "",
               scope: str = "shared", retry_after: float = 1.0) -> None:
        """The next ``count`` requests of ``kind`` (``weather.route_kind``: "post", "edit", "pin",
        "dm", "callback", "followup", "webhook-edit", …) fail with ``status``: before they take
        effect, or ``after`` (the message is posted; only the answer is lost). ``delay``: the
        answer (or, before, the request) is held that long; ``status=None`` with a delay: only
        slow. ``drop``: the connection closes with no answer. ``status=429``: a rate limit of
        ``scope`` lasting ``retry_after`` seconds."""
        self.forecast.inject(kind, Fault(status, code, message, after, delay, drop, scope, retry_after), count)

    def fail(self, where: str, count: int = 1, *, lose: bool = False, status: int = 503, code: int = 0,
             message: str = "Service Unavailable") -> None:
        """The next ``count`` bot posts ``where`` ("channel": channel messages, "followup":
        interaction followups) fail with ``status``; ``lose``: the message IS posted and only
        the answer fails (the bot dies or the connection drops right after). (:meth:`inject`
        for any kind of request.)"""
        kind = {"channel": "post"}.get(where, where)
        self.inject(kind, status, after=lose, count=count, code=code, message=message)

    def count_posts(self, mark: Callable[["Message"], Iterable[Any]], *, channel: "Channel | int | None" = None) -> Counter:
        """How many of the bot's public posts name each key ``mark(message)`` gives (e.g. the game
        and log length a post announces): each message counts once per key, deleted ones too
        (someone saw them). ``mark`` reads ``message.posted``, the message as it was posted."""
        cid = channel if isinstance(channel, int) or channel is None else channel.id
        return count_posts((m for m in sorted(self.messages.values(), key=lambda m: m.id)
                            if m.author.id == self.bot_user.id and not m.ephemeral and m.posted is not None
                            and (cid is None or m.channel_id == cid)), mark)

    def invalid_requests(self, window: float = 600.0) -> int:
        """401/403/429 answers in the last ``window`` seconds (Discord bans at 10,000 in 10 minutes)."""
        return self.forecast.invalid_in_window(window=window)

    def weather_report(self) -> dict[str, Any]:
        """Requests by kind, 429s, how long requests waited, faults, invalid requests, gateway
        drops and sessions: what a storm scenario prints."""
        dispatched = [it for it in self.interactions.values() if it.dispatched_at is not None]
        in_time = [it for it in dispatched if it.latency is not None and it.latency <= CALLBACK_WINDOW_S]
        return {**self.forecast.report(), "gateway_drops": dict(Counter(code for _, code in self.gateway_drops)),
                "identifies": len(self.identify_payloads), "resumes": self.resumes(),
                "interactions": len(dispatched), "acknowledged_in_3s": len(in_time),
                "unanswered": sum(1 for it in dispatched if not it.acknowledged),
                "undelivered": sum(1 for it in dispatched if not it.delivered)}

    async def _channel_message(self, request: web.Request) -> web.Response:
        ch = self._channel(request)
        msg = self.messages.get(int(request.match_info["message_id"]))
        if msg is None or msg.channel_id != ch.id or msg.ephemeral or msg.deleted:
            raise unknown("Message", 10008)
        if request.method == "GET":
            return _json(msg.to_json())
        if request.method == "PATCH":
            if msg.author.id != self.bot_user.id:
                raise DiscordError(403, 50005, "Cannot edit a message authored by another user")
            body, files = await self._body(request)
            return _json(self._edit(msg, body, files).to_json())
        if request.method == "DELETE":
            self._delete(msg)
            return web.Response(status=204)
        raise web.HTTPMethodNotAllowed(request.method, ["GET", "PATCH", "DELETE"])

    # ------------------------------------------------------------------ interactions: callbacks
    async def _callback(self, request: web.Request) -> web.Response:
        arrived = time.monotonic()
        it = self.interactions.get(int(request.match_info["interaction_id"]))
        if it is None or it.token != request.match_info["token"]:
            raise unknown("interaction", 10062)
        body, files = await self._body(request)
        cb_type = body.get("type")
        data = body.get("data")
        try:
            if it.acknowledged:
                raise DiscordError(400, 40060, "Interaction has already been acknowledged.")
            if it.dispatched_at is None or arrived - it.dispatched_at > CALLBACK_WINDOW_S:
                raise unknown("interaction", 10062)
            result = self._perform_callback(it, cb_type, data or {}, files)
        except DiscordError as err:
            it.callbacks.append(Callback(arrived, cb_type, data, err.status))
            raise
        it.callbacks.append(Callback(arrived, cb_type, data, 200))
        if request.query.get("with_response") in ("1", "true", "True"):
            return _json(result)
        return web.Response(status=204)

    def _perform_callback(self, it: Interaction, cb_type: Any, data: dict, files: dict) -> dict:
        allowed = {
            APPLICATION_COMMAND: {CB_MESSAGE, CB_DEFERRED_MESSAGE, CB_MODAL},
            MESSAGE_COMPONENT: {CB_MESSAGE, CB_DEFERRED_MESSAGE, CB_DEFERRED_UPDATE, CB_UPDATE, CB_MODAL},
            AUTOCOMPLETE: {CB_AUTOCOMPLETE},
            MODAL_SUBMIT: {CB_MESSAGE, CB_DEFERRED_MESSAGE, CB_DEFERRED_UPDATE, CB_UPDATE},
        }[it.type]
        if cb_type not in allowed:
            self.protocol_error(f"interaction {it.id} (type {it.type}): callback type {cb_type} not allowed")
            raise DiscordError(400, 50035, "Invalid Form Body", {"type": "invalid callback type"})
        resource: dict = {"type": cb_type}
        info: dict = {"id": str(it.id), "type": it.type}
        guild_kind = 20 if it.type == APPLICATION_COMMAND else 0  # CHAT_INPUT_COMMAND reply vs default
        if cb_type == CB_MESSAGE:
            msg = self._make_message(channel_id=it.channel_id, guild_id=it.guild_id, author=self.bot_user,
                                     body=data, files=files, interaction=it, via="callback", msg_type=guild_kind,
                                     flags_allowed=EPHEMERAL | SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_COMPONENTS_V2)
            self._notify(msg)
            it.original_id = msg.id
            it.message_ids.append(msg.id)
            resource["message"] = msg.to_json()
            info.update(response_message_id=str(msg.id), response_message_loading=False,
                        response_message_ephemeral=msg.ephemeral)
        elif cb_type == CB_DEFERRED_MESSAGE:
            flags = int(data.get("flags") or 0)
            if flags & ~EPHEMERAL:
                self.protocol_error(f"interaction {it.id}: deferral with flags {flags}")
            msg = self._make_message(channel_id=it.channel_id, guild_id=it.guild_id, author=self.bot_user,
                                     body={"flags": flags & EPHEMERAL}, files={}, interaction=it, via="callback",
                                     msg_type=guild_kind, flags_allowed=EPHEMERAL, extra_flags=LOADING)
            it.original_id = msg.id
            it.message_ids.append(msg.id)
            resource["message"] = msg.to_json()
            info.update(response_message_id=str(msg.id), response_message_loading=True,
                        response_message_ephemeral=msg.ephemeral)
        elif cb_type in (CB_DEFERRED_UPDATE, CB_UPDATE):
            target = it.message
            if target is None:
                raise DiscordError(400, 50035, "Invalid Form Body", {"type": "no message to update"})
            it.original_id = target.id
            if cb_type == CB_UPDATE:
                self._edit(target, data, files)
                resource["message"] = target.to_json()
            info.update(response_message_id=str(target.id), response_message_loading=False,
                        response_message_ephemeral=target.ephemeral)
        elif cb_type == CB_AUTOCOMPLETE:
            choices = data.get("choices")
            problems = validate_choices(choices)
            if problems:
                for p in problems:
                    self.protocol_error(f"autocomplete for {it.command_name}: {p}")
                raise DiscordError(400, 50035, "Invalid Form Body", {"choices": problems})
            it.choices = choices
        elif cb_type == CB_MODAL:
            it.modal = data
        # Discord: the resource (and its message) only for a message sent or updated
        return {"interaction": info, **({"resource": resource} if cb_type in (CB_MESSAGE, CB_UPDATE) else {})}

    # ------------------------------------------------------------------ interactions: webhooks
    def _webhook_interaction(self, request: web.Request) -> Interaction:
        if request.match_info["app_id"] != str(self.application_id):
            raise unknown("Webhook", 10015)
        it = self._by_token.get(request.match_info["token"])
        if it is None or it.dispatched_at is None or time.monotonic() - it.dispatched_at > TOKEN_LIFETIME_S:
            raise unknown("Webhook", 10015)
        if not it.acknowledged:
            raise unknown("Webhook", 10015)  # no followups before the interaction is acknowledged
        return it

    async def _followup(self, request: web.Request) -> web.Response:
        it = self._webhook_interaction(request)
        body, files = await self._body(request)
        ch = self.channels.get(it.channel_id)
        if ch is not None and not (int(body.get("flags") or 0) & EPHEMERAL):
            self._reopen_for_message(ch)
        original = it.original
        if original is not None and original.loading and not original.deleted:
            # Discord: a followup sent while the deferred response is still loading resolves it
            # (it edits the loading message, which keeps the deferral's ephemeral flag).
            self._edit(original, body, files, resolving=True)
            return _json(original.to_json())
        msg = self._make_message(channel_id=it.channel_id, guild_id=it.guild_id, author=self.bot_user, body=body,
                                 files=files, interaction=it, via="followup",
                                 flags_allowed=EPHEMERAL | SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_COMPONENTS_V2)
        self._notify(msg)
        it.message_ids.append(msg.id)
        return _json(msg.to_json())

    async def _webhook_message(self, request: web.Request) -> web.Response:
        it = self._webhook_interaction(request)
        ref = request.match_info["message_id"]
        if ref == "@original":
            msg = it.original
        else:
            msg = self.messages.get(int(ref)) if ref.isdigit() else None
            if msg is not None and msg.id not in it.message_ids and msg.id != it.original_id:
                msg = None
        if msg is None or msg.deleted:
            raise unknown("Message", 10008)
        if request.method == "GET":
            return _json(msg.to_json())
        if request.method == "PATCH":
            body, files = await self._body(request)
            return _json(self._edit(msg, body, files).to_json())
        if request.method == "DELETE":
            self._delete(msg)
            return web.Response(status=204)
        raise web.HTTPMethodNotAllowed(request.method, ["GET", "PATCH", "DELETE"])

    # ------------------------------------------------------------------ interactions: dispatching
    def _interaction_payload(self, it_type: int, user: User, guild: Guild, channel: Channel, locale: str,
                             data: dict, message: Message | None = None) -> Interaction:
        iid = self.snowflake()
        token = "aW50ZXJhY3Rpb246" + secrets.token_urlsafe(48)
        payload = {
            "id": str(iid), "application_id": str(self.application_id), "type": it_type, "data": data,
            "guild": {"id": str(guild.id), "locale": guild.preferred_locale, "features": []},
            "guild_id": str(guild.id),
            "channel": {**channel.to_json(), "permissions": str(guild.permissions(user.id, channel))},
            "channel_id": str(channel.id),
            "member": guild.members[user.id].to_json(permissions=guild.permissions(user.id, channel)),
            "token": token, "version": 1,
            "app_permissions": str(guild.permissions(self.bot_user.id, channel)),
            "locale": locale, "guild_locale": guild.preferred_locale, "entitlements": [],
            "authorizing_integration_owners": {"0": str(guild.id)}, "context": 0,
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        }
        if message is not None:
            payload["message"] = message.to_json()
        it = Interaction(iid, token, it_type, user, guild.id, channel.id, payload, self, message=message)
        self.interactions[iid] = it
        self._by_token[token] = it
        return it

    async def dispatch_interaction(self, it: Interaction) -> Interaction:
        """Send INTERACTION_CREATE to the bot's gateway session; the 3-second clock starts now.
        As on Discord: a session that is only disconnected (resumable) gets it on RESUME, still
        within the same 3 seconds; if no client ever resumes that session (the bot stopped; a new
        process IDENTIFYs afresh) it reaches nobody and the player sees "This interaction failed"
        (``it.delivered`` stays False). Sharded: only the session of the guild's shard gets it."""
        session = self.session_for(it.guild_id)
        it.dispatched_at = time.monotonic()
        if session is not None:
            await self._dispatch(session, "INTERACTION_CREATE", it.payload)
        self.changed()
        return it

    def _sent(self, frame: dict) -> None:
        if frame.get("t") == "INTERACTION_CREATE":
            it = self.interactions.get(int(frame["d"]["id"]))
            if it is not None:
                it.delivered = True
                it.written_at.append(time.monotonic())

    # ------------------------------------------------------------------ gateway
    def shard_ready(self, shard: int) -> GatewaySession | None:
        """The shard's session once it is connected and has been sent its guilds' GUILD_CREATE."""
        s = self.shard_sessions.get(shard)
        if s is None or s.invalid or s.ws is None or s.ws.closed:
            return None
        sent = {f["d"]["id"] for f in s.events if f["t"] == "GUILD_CREATE"}
        return s if all(str(g) in sent for g in self.guilds if self.shard_of(g) == shard) else None

    async def wait_ready(self, timeout: float = 15.0) -> None:
        """Until a bot identified, got READY and is connected."""
        await self.wait_for(lambda: self.active_session is not None and self.active_session.ws is not None
                            and not self.active_session.ws.closed and self._gateway_ready.is_set(),
                            timeout, "the bot's gateway session")

    def _session_of(self, shard: int | None) -> GatewaySession | None:
        return self.active_session if shard is None else self.shard_sessions.get(shard)

    async def drop_gateway(self, code: int = 4000, *, shard: int | None = None) -> None:
        """Close the bot's gateway connection (of ``shard``; default the last one connected) as
        Discord does: 4000 and other resumable codes keep the session, so the client RESUMEs and
        gets the missed events replayed; 1006 is no close frame at all (the TCP connection is
        cut), resumable too; 4009 (session timed out) ends the session: the RESUME is answered
        with INVALID_SESSION and the client IDENTIFYs afresh — events dispatched in between,
        interactions among them, reach nobody (as on Discord: "This interaction failed")."""
        session = self._session_of(shard)
        if session is None or session.ws is None or session.ws.closed:
            return
        self.gateway_drops.append((time.monotonic(), code))
        if self.active_session is session:
            self._gateway_ready.clear()
        ws = session.ws
        session.ws, session.send = None, None
        if code in (4007, 4009):  # invalid seq / session timed out: start a new session
            session.invalid = True
        if code == 1006:
            transport = self._transports.pop(ws, None)
            if transport is not None:
                transport.abort()
            return
        await ws.close(code=code, message=b"emulator dropped the connection")

    async def invalid_session(self, resumable: bool = False, *, shard: int | None = None) -> None:
        """Send op 9 INVALID_SESSION on the live connection: ``resumable`` (d=true) the client
        reconnects and RESUMEs; otherwise (d=false, the usual case) the session is gone and the
        client must IDENTIFY again."""
        session = self._session_of(shard)
        if session is None or session.send is None:
            return
        self.gateway_drops.append((time.monotonic(), OP_INVALID_SESSION))
        if not resumable:
            session.invalid = True
        await session.send({"op": OP_INVALID_SESSION, "d": resumable})

    def zombie(self, *, shard: int | None = None) -> None:
        """The connection goes silent without closing: no heartbeat ACKs, no events (kept for a
        RESUME). A client that hears nothing for its heartbeat timeout must close it (any code
        but 1000/1001) and RESUME (discord.py: ``heartbeat_timeout``, 60 s by default)."""
        session = self._session_of(shard)
        if session is None or session.ws is None:
            return
        self.gateway_drops.append((time.monotonic(), 0))
        self._zombies.add(session.ws)
        session.send = None

    def _ensure_gateway_weather(self) -> None:
        """Drop the gateway now and then while the weather asks for it (``gateway_drops_per_min``)."""
        rate = self.forecast.weather.gateway_drops_per_min
        task = self._gateway_weather
        if rate > 0 and (task is None or task.done()) and self._runner is not None:
            self._gateway_weather = asyncio.ensure_future(self._gateway_weather_loop())
        elif rate <= 0 and task is not None:
            task.cancel()
            self._gateway_weather = None

    async def _gateway_weather_loop(self) -> None:
        rng = random.Random(self.forecast.weather.seed + 1)
        while True:
            w = self.forecast.weather
            if w.gateway_drops_per_min <= 0:
                return
            await asyncio.sleep(rng.uniform(0.5, 1.5) * 60.0 / w.gateway_drops_per_min)
            live = [sh for sh, ses in sorted(self.shard_sessions.items()) if ses.ws is not None and not ses.invalid]
            if not live:
                continue
            shard, what = rng.choice(live), rng.choice(w.drop_codes)
            if what == "invalid":
                await self.invalid_session(False, shard=shard)
            elif what == "invalid-resumable":
                await self.invalid_session(True, shard=shard)
            elif what == "zombie":
                self.zombie(shard=shard)
            else:
                await self.drop_gateway(int(what), shard=shard)

    async def request_reconnect(self) -> None:
        """Send op 7 RECONNECT (the client should reconnect and RESUME)."""
        session = self.active_session
        if session is not None and session.send is not None:
            await session.send({"op": OP_RECONNECT, "d": None})

    def shard_of(self, guild_id: int | None) -> int:
        """Discord's formula: the shard a guild's events go to (no guild, e.g. a DM: shard 0)."""
        return 0 if guild_id is None else (int(guild_id) >> 22) % self.shard_count

    def session_for(self, guild_id: int | None) -> GatewaySession | None:
        """The (still valid) gateway session that gets this guild's events."""
        session = self.shard_sessions.get(self.shard_of(guild_id))
        return session if session is not None and not session.invalid else None

    def _dispatch_all(self, event: str, data: dict, intent: int = INTENT_GUILDS) -> None:
        shard = self.shard_of(data.get("guild_id"))  # a guild's events go to its shard only
        for session in list(self.sessions.values()):
            if session.invalid or not (session.intents & intent) or session.shard != shard:
                continue
            task = asyncio.ensure_future(self._dispatch(session, event, data))
            self._ws_tasks.add(task)
            task.add_done_callback(self._ws_tasks.discard)

    async def _dispatch(self, session: GatewaySession, event: str, data: dict) -> None:
        session.seq += 1
        frame = {"op": OP_DISPATCH, "t": event, "s": session.seq, "d": data}
        session.events.append(frame)
        self.gateway_log.append((time.monotonic(), "out", event))
        if session.send is not None:
            try:
                await session.send(frame)
                self._sent(frame)
            except (ConnectionResetError, RuntimeError):
                pass  # the client will RESUME and get it replayed

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        query = request.query
        if query.get("v") != str(API_VERSION) or query.get("encoding", "json") != "json":
            self.protocol_error(f"gateway connect with {dict(query)} (need v={API_VERSION}, encoding=json)")
        ws = web.WebSocketResponse(autoping=True, max_msg_size=0)
        await ws.prepare(request)
        self._transports[ws] = request.transport
        send = self._sender(ws, query.get("compress"))
        if send is None:
            await ws.close(code=4000, message=b"unsupported compression")
            return ws
        session: GatewaySession | None = None
        await send({"op": OP_HELLO, "d": {"heartbeat_interval": self.heartbeat_interval_ms}})
        self.gateway_log.append((time.monotonic(), "out", "HELLO"))
        try:
            async for frame in ws:
                if frame.type == WSMsgType.BINARY:
                    self.protocol_error("client sent a binary gateway frame (only ETF uses those)")
                    continue
                if frame.type != WSMsgType.TEXT:
                    continue
                try:
                    msg = json.loads(frame.data)
                except ValueError:
                    await ws.close(code=4002, message=b"Error while decoding payload.")
                    break
                op, d = msg.get("op"), msg.get("d")
                self.gateway_log.append((time.monotonic(), "in", op))
                if op == OP_HEARTBEAT:
                    self.heartbeats += 1
                    if ws not in self._zombies:
                        await send({"op": OP_HEARTBEAT_ACK})
                elif op == OP_IDENTIFY:
                    if session is not None:
                        await ws.close(code=4005, message=b"Already authenticated.")
                        break
                    session = await self._identify(ws, send, d or {})
                    if session is None:
                        break
                elif op == OP_RESUME:
                    session = await self._resume(ws, send, d or {})
                elif op in (3, 4, 8):  # presence, voice state, request guild members: accepted, ignored
                    if session is None:
                        await ws.close(code=4003, message=b"Not authenticated.")
                        break
                else:
                    await ws.close(code=4001, message=b"Unknown opcode.")
                    break
        finally:
            self._transports.pop(ws, None)
            self._zombies.discard(ws)
            if session is not None and session.ws is ws:
                session.ws, session.send = None, None
                if self.active_session is session:
                    self._gateway_ready.clear()
                if ws.close_code in (1000, 1001):  # Discord: closing with 1000/1001 ends the session
                    session.invalid = True
                    if self.active_session is session:
                        self.active_session = None
            self.changed()
        return ws

    def _sender(self, ws: web.WebSocketResponse, compress: str | None):
        if compress in (None, ""):
            async def send_plain(payload: dict) -> None:
                await ws.send_str(json.dumps(payload, ensure_ascii=False))
            return send_plain
        if compress == "zlib-stream":
            z = zlib.compressobj()
            lock = asyncio.Lock()

            async def send_zlib(payload: dict) -> None:
                data = json.dumps(payload, ensure_ascii=False).encode("utf-8")
                async with lock:  # one shared zlib stream: frames must go out in order
                    await ws.send_bytes(z.compress(data) + z.flush(zlib.Z_SYNC_FLUSH))
            return send_zlib
        if compress == "zstd-stream":
            compressor = _zstd_stream()
            if compressor is None:
                self.protocol_error("client asked for zstd-stream and no zstd module is installed here")
                return None
            lock = asyncio.Lock()

            async def send_zstd(payload: dict) -> None:
                data = json.dumps(payload, ensure_ascii=False).encode("utf-8")
                async with lock:
                    await ws.send_bytes(compressor(data))
            return send_zstd
        self.protocol_error(f"unknown gateway compression {compress!r}")
        return None

    async def _identify(self, ws, send, d: dict) -> GatewaySession | None:
        self.identify_payloads.append(d)
        if d.get("token") != self.token:
            await ws.close(code=4004, message=b"Authentication failed.")
            return None
        if "intents" not in d:
            await ws.close(code=4013, message=b"Invalid intent(s).")
            return None
        props = d.get("properties") or {}
        if not all(k in props for k in ("os", "browser", "device")):
            self.protocol_error(f"IDENTIFY properties incomplete: {props}")
        intents = int(d["intents"])
        if intents & ((1 << 1) | (1 << 8) | (1 << 15)) & ~self.privileged_intents:  # privileged intents
            await ws.close(code=4014, message=b"Disallowed intent(s).")
            return None
        shard = await self._check_shard(ws, d.get("shard"))
        if shard is None:
            return None
        session = GatewaySession(secrets.token_hex(16), intents, ws=ws, send=send, shard=shard)
        for old in self.sessions.values():
            if old.shard == shard:
                old.invalid = True  # a fresh IDENTIFY ends the shard's earlier session
        self.sessions[session.id] = session
        self.shard_sessions[shard] = session
        self.active_session = session
        ready = {
            "v": API_VERSION, "user": {**self.bot_user.to_json(), "verified": True, "mfa_enabled": False,
                                       "email": None, "flags": 0},
            "guilds": [{"id": str(g), "unavailable": True} for g in self.guilds if self.shard_of(g) == shard],
            "session_id": session.id, "session_type": "normal",
            "resume_gateway_url": self.gateway_url.rstrip("/"),
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [], "relationships": [], "presences": [], "guild_join_requests": [],
            "geo_ordered_rtc_regions": ["europe"], "user_settings": {}, "_trace": ["[\"emulator\"]"],
        }
        if "shard" in d:
            ready["shard"] = d["shard"]
        await self._dispatch(session, "READY", ready)
        for g in [g for g in self.guilds.values() if self.shard_of(g.id) == shard]:
            # Discord: without GUILD_PRESENCES, GUILD_CREATE's members hold only the bot (and
            # members in voice channels, which the emulator has none of)
            members = list(g.members) if intents & INTENT_GUILD_PRESENCES else [self.bot_user.id]
            if intents & INTENT_GUILDS:
                await self._dispatch(session, "GUILD_CREATE", g.to_json(members))
        self._gateway_ready.set()
        self.changed()
        return session

    async def _check_shard(self, ws, given: Any) -> int | None:
        """IDENTIFY's ``shard: [id, count]`` → the shard id, or None after closing the socket as
        Discord does (4010 invalid shard, 4011 sharding required). A count other than the one
        GET /gateway/bot gave, or a second live session on one shard, is a protocol error."""
        if given is None:
            if self.shard_count == 1:
                return 0
            self.protocol_error(f"IDENTIFY without shard while the bot needs {self.shard_count} shards")
            await ws.close(code=4011, message=b"Sharding required.")
            return None
        ok = isinstance(given, list) and len(given) == 2 and all(isinstance(x, int) for x in given)
        if not ok or given[1] != self.shard_count or not 0 <= given[0] < given[1]:
            self.protocol_error(f"IDENTIFY with shard {given!r}; this bot has {self.shard_count} shard(s)")
            await ws.close(code=4010, message=b"Invalid shard.")
            return None
        live = self.shard_sessions.get(given[0])
        if live is not None and not live.invalid and live.ws is not None and not live.ws.closed:
            self.protocol_error(f"two gateway sessions on shard {given[0]} of {given[1]}")
            await ws.close(code=4010, message=b"Invalid shard.")
            return None
        return given[0]

    async def _resume(self, ws, send, d: dict) -> GatewaySession | None:
        session = self.sessions.get(d.get("session_id") or "")
        if session is None or session.invalid or d.get("token") != self.token:
            await send({"op": OP_INVALID_SESSION, "d": False})
            return None
        session.ws, session.send = ws, send
        self.active_session = session
        seq = int(d.get("seq") or 0)
        for frame in [f for f in session.events if f["s"] > seq]:
            await send(frame)
            self._sent(frame)
        await self._dispatch(session, "RESUMED", {"_trace": ["[\"emulator\"]"]})
        self._gateway_ready.set()
        self.changed()
        return session

    # ------------------------------------------------------------------ statistics
    def latencies(self, kinds: Iterable[int] = (APPLICATION_COMMAND, MESSAGE_COMPONENT)) -> list[float]:
        kinds = set(kinds)
        return [it.latency for it in self.interactions.values() if it.type in kinds and it.latency is not None]

    def resumes(self) -> int:
        return sum(1 for _, direction, what in self.gateway_log if direction == "in" and what == OP_RESUME)


def _numbered(components: list) -> list:
    """Components as Discord stores them: each with its numeric ``id``, the given ones kept and
    the others numbered in order, depth-first."""
    components = json.loads(json.dumps(components))
    given: set[int] = set()
    missing: list[dict] = []

    def walk(items: list) -> None:
        for c in items:
            if isinstance(c.get("id"), int):
                given.add(c["id"])
            else:
                missing.append(c)
            walk(c.get("components") or [])
            if isinstance(c.get("accessory"), dict):
                walk([c["accessory"]])
    walk(components)
    n = 0
    for c in missing:
        n += 1
        while n in given:
            n += 1
        c["id"] = n
    return components


def _guess_type(filename: str) -> str:
    lower = filename.lower()
    for ext, ctype in ((".png", "image/png"), (".json", "application/json"), (".txt", "text/plain"),
                       (".jpg", "image/jpeg"), (".gif", "image/gif")):
        if lower.endswith(ext):
            return ctype
    return "application/octet-stream"


def _zstd_stream():
    """A per-connection zstd stream compressor (flush per message), if a zstd module exists."""
    try:
        from compression import zstd  # type: ignore  # Python 3.14+

        comp = zstd.ZstdCompressor()
        return lambda data: comp.compress(data) + comp.flush(zstd.ZstdCompressor.FLUSH_BLOCK)
    except ImportError:
        pass
    try:
        import zstandard  # type: ignore

        obj = zstandard.ZstdCompressor().compressobj()
        return lambda data: obj.compress(data) + obj.flush(zstandard.COMPRESSOBJ_FLUSH_BLOCK)
    except ImportError:
        return None


# ============================================================================================ limits
#: Devanagari and Thai code points (Discord's name pattern lets their scripts in whole: vowel signs
#: and viramas are combining marks, not letters): Devanagari, Devanagari Extended, Thai.
_DEVA_THAI = ((0x0900, 0x097F), (0xA8E0, 0xA8FF), (0x11B00, 0x11B5F), (0x0E00, 0x0E7F))


def _name_char(ch: str) -> bool:
    """One character of ``^[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]$``."""
    if ch in "-_'" or unicodedata.category(ch)[0] in "LN":
        return True
    return any(lo <= ord(ch) <= hi for lo, hi in _DEVA_THAI)


def _valid_name(name: Any) -> bool:
    """A CHAT_INPUT command or option name as Discord's docs give it: 1-32 characters of
    ``[-_'\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]``, each letter in its lowercase form where it has one."""
    return (isinstance(name, str) and 1 <= len(name) <= 32 and all(_name_char(ch) for ch in name)
            and all(ch.lower() == ch for ch in name))


def _localizations(where: str, what: str, table: Any, check: Callable[[str], bool]) -> list[str]:
    problems = []
    if table is None:
        return problems
    if not isinstance(table, dict):
        return [f"{where}: {what}_localizations is not an object"]
    for loc, text in table.items():
        if loc not in DISCORD_LOCALES:
            problems.append(f"{where}: {what}_localizations has unknown locale {loc!r}")
        elif not check(text):
            problems.append(f"{where}: {what}_localizations[{loc}] = {text!r} is invalid")
    return problems


def _desc_ok(text: Any) -> bool:
    return isinstance(text, str) and 1 <= len(text) <= 100


def validate_command(c: dict, where: str) -> list[str]:
    """Discord's rules for one application command (chat input, user, message)."""
    p: list[str] = []
    kind = c.get("type", 1)
    name = c.get("name")
    where = f"{where} {name!r}"
    if kind == 1:
        if not _valid_name(name):
            p.append(f"{where}: invalid name")
        p += _localizations(where, "name", c.get("name_localizations"), _valid_name)
        if not _desc_ok(c.get("description")):
            p.append(f"{where}: description must be 1-100 characters")
        p += _localizations(where, "description", c.get("description_localizations"), _desc_ok)
        p += _validate_options(c.get("options") or [], where, depth=0)
        if (size := _command_size(c)) > 8000:
            p.append(f"{where}: {size} > 8000 characters in names, descriptions and values "
                     f"(each field counted at its longest localization)")
    elif not (isinstance(name, str) and 1 <= len(name) <= 32):
        p.append(f"{where}: invalid context menu name")
    for ctx in c.get("contexts") or []:
        if ctx not in (0, 1, 2):
            p.append(f"{where}: unknown context {ctx}")
    return p


def _validate_options(options: list, where: str, depth: int) -> list[str]:
    p: list[str] = []
    if len(options) > 25:
        p.append(f"{where}: {len(options)} options > 25")
    seen: set[str] = set()
    optional_seen = False
    p += names_collide(options, where)
    subs = [o for o in options if o.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP)]
    if subs and len(subs) != len(options):
        p.append(f"{where}: subcommands and options mixed at one level")
    for o in options:
        ow = f"{where}/{o.get('name')!r}"
        t = o.get("type")
        if not _valid_name(o.get("name")):
            p.append(f"{ow}: invalid option name")
        if o.get("name") in seen:
            p.append(f"{ow}: duplicate option name")
        seen.add(o.get("name"))
        p += _localizations(ow, "name", o.get("name_localizations"), _valid_name)
        if not _desc_ok(o.get("description")):
            p.append(f"{ow}: description must be 1-100 characters")
        p += _localizations(ow, "description", o.get("description_localizations"), _desc_ok)
        if t in (SUB_COMMAND, SUB_COMMAND_GROUP):
            if depth >= (1 if t == SUB_COMMAND_GROUP else 2):
                p.append(f"{ow}: subcommands nested too deep")
            p += _validate_options(o.get("options") or [], ow, depth + 1)
            continue
        if t not in range(3, 12):
            p.append(f"{ow}: unknown option type {t}")
        if o.get("required"):
            if optional_seen:
                p.append(f"{ow}: required option after an optional one")
        else:
            optional_seen = True
        choices = o.get("choices")
        if choices:
            if o.get("autocomplete"):
                p.append(f"{ow}: choices and autocomplete together")
            if len(choices) > 25:
                p.append(f"{ow}: {len(choices)} choices > 25")
            for ch in choices:
                if not (isinstance(ch.get("name"), str) and 1 <= len(ch["name"]) <= 100):
                    p.append(f"{ow}: choice name {ch.get('name')!r} must be 1-100 characters")
                p += _localizations(ow, "choice name", ch.get("name_localizations"),
                                    lambda s: isinstance(s, str) and 1 <= len(s) <= 100)
                if t == STRING and not (isinstance(ch.get("value"), str) and len(ch["value"]) <= 100):
                    p.append(f"{ow}: choice value {ch.get('value')!r} must be a string ≤ 100")
        if o.get("autocomplete") and t not in (STRING, INTEGER, NUMBER):
            p.append(f"{ow}: autocomplete on a non-text option")
    return p


def names_collide(entities: list, where: str) -> list[str]:
    """Names within one level (top-level commands of one type, or one options array) as a client
    shows them in each locale must differ, and a localized name may not take another's default
    name (Discord's Localization section). A localization equal to its own default is ignored."""
    p: list[str] = []
    defaults = [e.get("name") for e in entities]
    locales = {loc for e in entities for loc in (e.get("name_localizations") or {})}
    for i, e in enumerate(entities):
        for loc, text in sorted((e.get("name_localizations") or {}).items()):
            if text != e.get("name") and text in defaults:
                p.append(f"{where}: {e.get('name')!r} is called {text!r} in {loc}, another's default name")
    for loc in sorted(locales):
        shown = [(e.get("name_localizations") or {}).get(loc) or e.get("name") for e in entities]
        for name in sorted({n for n in shown if shown.count(n) > 1 and n not in defaults}):
            p.append(f"{where}: two names read {name!r} in {loc}")
    return p


def _longest(entity: dict, key: str) -> int:
    """A field's length for the size limit: its longest localization, the default included."""
    texts = [str(entity.get(key) or ""), *map(str, (entity.get(f"{key}_localizations") or {}).values())]
    return max(len(t) for t in texts)


def _command_size(c: dict) -> int:
    """Discord's command size: names, descriptions and values of the command, its options and
    choices, each field at its longest localization."""
    total = _longest(c, "name") + _longest(c, "description")
    for o in c.get("options") or []:
        total += _command_size(o)
        for ch in o.get("choices") or []:
            total += _longest(ch, "name") + len(str(ch.get("value", "")))
    return total


def validate_choices(choices: Any) -> list[str]:
    if not isinstance(choices, list):
        return ["choices must be a list"]
    p = []
    if len(choices) > 25:
        p.append(f"{len(choices)} autocomplete choices > 25")
    for ch in choices:
        name, value = ch.get("name"), ch.get("value")
        if not (isinstance(name, str) and 1 <= len(name) <= 100):
            p.append(f"choice name {name!r} must be 1-100 characters")
        if isinstance(value, str) and len(value) > 100:
            p.append(f"choice value {value[:20]!r}… longer than 100")
        p += _localizations("choice", "name", ch.get("name_localizations"),
                            lambda s: isinstance(s, str) and 1 <= len(s) <= 100)
    return p


def validate_embeds(embeds: list) -> list[str]:
    """Discord's embed limits (Message resource, Embed Limits; the OpenAPI RichEmbed): title 256,
    description 4096, ≤ 25 fields of name 256 and value 1024 (both required), footer text 2048,
    author name 256, colour an RGB integer, ≤ 10 embeds and 6000 characters over all of them —
    counted without leading and trailing whitespace."""
    p = []
    if len(embeds) > 10:
        p.append(f"{len(embeds)} embeds > 10")
    total = 0

    def text(value: Any, what: str, limit: int) -> None:
        nonlocal total
        if value is None:
            return
        if not isinstance(value, str):
            p.append(f"embed {what} is not a string")
            return
        n = len(value.strip())
        total += n
        if n > limit:
            p.append(f"embed {what} is {n} > {limit} characters")

    for e in embeds:
        if not isinstance(e, dict):
            p.append("an embed is not an object")
            continue
        text(e.get("title"), "title", 256)
        text(e.get("description"), "description", 4096)
        text((e.get("footer") or {}).get("text"), "footer text", 2048)
        text((e.get("author") or {}).get("name"), "author name", 256)
        colour = e.get("color")
        if colour is not None and (isinstance(colour, bool) or not isinstance(colour, int) or not 0 <= colour <= 0xFFFFFF):
            p.append(f"embed color {colour!r} is not an RGB integer (0-16777215)")
        fields = e.get("fields") or []
        if len(fields) > 25:
            p.append(f"embed has {len(fields)} > 25 fields")
        for f in fields:
            if "name" not in f or "value" not in f:
                p.append("embed field needs a name and a value")
            text(f.get("name"), "field name", 256)
            text(f.get("value"), "field value", 1024)
    if total > 6000:
        p.append(f"embeds total {total} > 6000 characters")
    return p


def validate_components(rows: list) -> list[str]:
    """Classic components: ≤ 5 action rows; a row holds ≤ 5 buttons or exactly one select."""
    p: list[str] = []
    if len(rows) > 5:
        p.append(f"{len(rows)} action rows > 5")
    ids: list[str] = []
    for i, row in enumerate(rows):
        if row.get("type") != 1:
            p.append(f"row {i}: top-level component of type {row.get('type')} (need an action row)")
            continue
        items = row.get("components") or []
        if not items:
            p.append(f"row {i}: empty action row")
        buttons = [c for c in items if c.get("type") == 2]
        selects = [c for c in items if c.get("type") in (3, 5, 6, 7, 8)]
        if len(buttons) > 5:
            p.append(f"row {i}: {len(buttons)} buttons > 5")
        if selects and (len(selects) > 1 or buttons):
            p.append(f"row {i}: a select must be alone in its row")
        for c in items:
            cid = c.get("custom_id")
            if c.get("type") == 2:
                style = c.get("style")
                if style == 5:
                    if not c.get("url") or cid:
                        p.append(f"row {i}: link button needs a url and no custom_id")
                elif style == 6:
                    if not c.get("sku_id"):
                        p.append(f"row {i}: premium button needs sku_id")
                elif not cid:
                    p.append(f"row {i}: button without custom_id")
                if len(c.get("label") or "") > 80:
                    p.append(f"row {i}: button label {c.get('label')[:20]!r}… > 80")
                if not c.get("label") and not c.get("emoji") and style != 6:
                    p.append(f"row {i}: button needs a label or an emoji")
            elif c.get("type") == 3:
                options = c.get("options") or []
                if not 1 <= len(options) <= 25:
                    p.append(f"row {i}: select {cid!r} has {len(options)} options (1-25)")
                values = [o.get("value") for o in options]
                if len(set(values)) != len(values):
                    p.append(f"row {i}: select {cid!r} has duplicate option values")
                for o in options:
                    for key in ("label", "value", "description"):
                        if len(o.get(key) or "") > 100:
                            p.append(f"row {i}: select {cid!r} option {key} > 100")
                    if not o.get("label") or not o.get("value"):
                        p.append(f"row {i}: select {cid!r} option needs label and value")
                if len(c.get("placeholder") or "") > 150:
                    p.append(f"row {i}: select placeholder > 150")
                lo, hi = c.get("min_values", 1), c.get("max_values", 1)
                if not (0 <= lo <= hi <= 25) or hi > max(1, len(options)):
                    p.append(f"row {i}: select {cid!r} min/max values {lo}/{hi} invalid")
            elif c.get("type") not in (5, 6, 7, 8):
                p.append(f"row {i}: component type {c.get('type')} cannot sit in an action row")
            if cid is not None:
                if not (1 <= len(cid) <= 100):
                    p.append(f"row {i}: custom_id {cid[:20]!r}… must be 1-100 characters")
                ids.append(cid)
    if len(set(ids)) != len(ids):
        p.append("duplicate custom_id in one message")
    return p


# ============================================================================================ users
def _name_matches(entity: dict, typed: str, locale: str | None) -> bool:
    if entity.get("name") == typed:
        return True
    table = entity.get("name_localizations") or {}
    if locale is not None and table.get(locale) == typed:
        return True
    return typed in table.values()


class ScriptedUser:
    """A guild member driven by a test: types slash commands, clicks buttons, reads messages.

    ``locale`` is what their Discord client reports ("cs", "en-US", …); commands and options may be
    named in that language (as the client shows them) — the payload carries the default names, as
    Discord's does."""

    def __init__(self, emu: DiscordEmulator, guild: Guild, user: User, locale: str = "en-US") -> None:
        if locale not in DISCORD_LOCALES:
            raise ValueError(f"{locale!r} is not a Discord locale")
        self.emu, self.guild, self.user, self.locale = emu, guild, user, locale

    @property
    def id(self) -> int:
        return self.user.id

    @property
    def name(self) -> str:
        return self.user.global_name or self.user.username

    @property
    def mention(self) -> str:
        return f"<@{self.user.id}>"

    def __repr__(self) -> str:
        return f"<ScriptedUser {self.user.username} {self.locale}>"

    # -- building application-command data
    def _command_data(self, path: str, options: dict[str, Any], locale: str,
                      focused: str | None = None) -> tuple[dict, str]:
        words = path.split()
        command, is_guild = self.emu.find_command(self.guild.id, words[0], locale)
        data: dict = {"id": command["id"], "name": command["name"], "type": 1}
        if is_guild:
            data["guild_id"] = str(self.guild.id)
        node, holder = command, data
        for word in words[1:]:
            subs = [o for o in node.get("options") or [] if o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)]
            match = next((o for o in subs if _name_matches(o, word, locale)), None)
            if match is None:
                raise LookupError(f"/{path}: no subcommand {word!r} (have {[o['name'] for o in subs]})")
            entry: dict = {"name": match["name"], "type": match["type"], "options": []}
            holder.setdefault("options", []).append(entry)
            node, holder = match, entry
        params = [o for o in node.get("options") or [] if o["type"] not in (SUB_COMMAND, SUB_COMMAND_GROUP)]
        if any(o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in node.get("options") or []):
            raise LookupError(f"/{path} is a group: name a subcommand")
        given: list[dict] = []
        resolved: dict = {}
        for key, value in options.items():
            spec = next((o for o in params if _name_matches(o, key, locale)), None)
            if spec is None:
                raise LookupError(f"/{path}: no option {key!r} (have {[o['name'] for o in params]})")
            is_focused = focused is not None and _name_matches(spec, focused, locale)
            entry = {"name": spec["name"], "type": spec["type"],
                     "value": str(value) if is_focused else _option_value(spec, value, self, resolved, locale)}
            if is_focused:
                entry["focused"] = True
            given.append(entry)
        if focused is not None:
            spec = next((o for o in params if _name_matches(o, focused, locale)), None)
            if spec is None or not spec.get("autocomplete"):
                raise LookupError(f"/{path}: option {focused!r} does not autocomplete")
            if not any(e.get("focused") for e in given):
                given.append({"name": spec["name"], "type": spec["type"], "value": "", "focused": True})
        else:
            missing = [o["name"] for o in params if o.get("required") and o["name"] not in {g["name"] for g in given}]
            if missing:
                raise ValueError(f"/{path}: the Discord client would not send this without {missing}")
        holder.setdefault("options", [])
        holder["options"].extend(given)
        if resolved:
            data["resolved"] = resolved
        return data, command["name"]

    async def slash(self, path: str, channel: Channel, options: dict[str, Any] | None = None, *,
                    locale: str | None = None, files: dict[str, tuple] | None = None, **kw: Any) -> Interaction:
        """Invoke ``/path`` (e.g. "game new" or, in Czech, "hra nová") in ``channel``.

        ``files``: ATTACHMENT options by name, each ``(filename, bytes)`` or ``(filename, bytes,
        content_type)``: uploaded first (:meth:`DiscordEmulator.upload`), then sent as the option's
        attachment id with ``data.resolved.attachments``. (An option's value may also be an
        :class:`Attachment` already uploaded, or its id.)"""
        locale = locale or self.locale
        uploaded = {key: self.emu.upload(channel, *spec) for key, spec in (files or {}).items()}
        data, name = self._command_data(path, {**(options or {}), **kw, **uploaded}, locale)
        it = self.emu._interaction_payload(APPLICATION_COMMAND, self.user, self.guild, channel, locale, data)
        it.command_name = name
        return await self.emu.dispatch_interaction(it)

    async def autocomplete(self, path: str, channel: Channel, focused: str, options: dict[str, Any] | None = None,
                           *, locale: str | None = None, timeout: float = 5.0) -> list[dict]:
        """Type into option ``focused`` (its current text in ``options``, default ""): the choices."""
        locale = locale or self.locale
        data, name = self._command_data(path, dict(options or {}), locale, focused=focused)
        it = self.emu._interaction_payload(AUTOCOMPLETE, self.user, self.guild, channel, locale, data)
        it.command_name = name
        await self.emu.dispatch_interaction(it)
        self.last_autocomplete = it
        cb = await it.ack(timeout)
        if cb.type != CB_AUTOCOMPLETE:
            raise AssertionError(f"autocomplete answered with callback type {cb.type}")
        return list(it.choices or [])

    def _visible(self, message: Message) -> Message:
        current = self.emu.messages.get(message.id)
        if current is None or not current.visible_for(self.id):
            raise LookupError(f"{self} cannot see message {message.id}")
        if current.loading:
            raise LookupError(f"message {message.id} is still loading")
        return current

    async def click(self, message: Message, *, custom_id: str | None = None, label: str | None = None,
                    locale: str | None = None) -> Interaction:
        """Press a button on a message this user can see (by custom_id or label)."""
        message = self._visible(message)
        button = message.component(custom_id, label)
        if button.get("type") != 2:
            raise LookupError(f"{custom_id or label!r} is not a button")
        if button.get("disabled"):
            raise LookupError(f"button {custom_id or label!r} is disabled")
        data = {"custom_id": button["custom_id"], "component_type": 2}
        if "id" in button:
            data["id"] = button["id"]
        it = self.emu._interaction_payload(MESSAGE_COMPONENT, self.user, self.guild,
                                           self.emu.channels[message.channel_id], locale or self.locale, data,
                                           message=message)
        return await self.emu.dispatch_interaction(it)

    async def select(self, message: Message, custom_id: str, values: list[str], *,
                     locale: str | None = None) -> Interaction:
        """Pick ``values`` in a string select on a message this user can see."""
        message = self._visible(message)
        menu = message.component(custom_id)
        if menu.get("type") != 3:
            raise LookupError(f"{custom_id!r} is not a string select")
        if menu.get("disabled"):
            raise LookupError(f"select {custom_id!r} is disabled")
        offered = [o["value"] for o in menu.get("options") or []]
        if any(v not in offered for v in values):
            raise LookupError(f"select {custom_id!r} offers {offered}, not {values}")
        lo, hi = menu.get("min_values", 1), menu.get("max_values", 1)
        if not lo <= len(values) <= hi:
            raise LookupError(f"select {custom_id!r} takes {lo}-{hi} values")
        data = {"custom_id": custom_id, "component_type": 3, "values": list(values)}
        it = self.emu._interaction_payload(MESSAGE_COMPONENT, self.user, self.guild,
                                           self.emu.channels[message.channel_id], locale or self.locale, data,
                                           message=message)
        return await self.emu.dispatch_interaction(it)

    def messages(self, channel: Channel) -> list[Message]:
        """What this user sees in the channel (public messages and their own ephemeral ones)."""
        return self.emu.channel_messages(channel, self)


def _option_value(spec: dict, value: Any, user: ScriptedUser, resolved: dict, locale: str) -> Any:
    t = spec["type"]
    choices = spec.get("choices")
    if choices:
        for ch in choices:
            names = {ch.get("name"), *((ch.get("name_localizations") or {}).values())}
            if value == ch["value"] or value in names:
                return ch["value"]
        raise ValueError(f"option {spec['name']!r}: {value!r} is not among the choices "
                         f"{[c['value'] for c in choices]}")
    if t == STRING:
        text = str(value)
        if len(text) > spec.get("max_length", 6000) or len(text) < spec.get("min_length", 0):
            raise ValueError(f"option {spec['name']!r}: length out of range")
        return text
    if t == INTEGER:
        return int(value)
    if t == NUMBER:
        return float(value)
    if t == BOOLEAN:
        if not isinstance(value, bool):
            raise ValueError(f"option {spec['name']!r} takes True/False")
        return value
    if t == USER:
        target = value if isinstance(value, ScriptedUser) else None
        uid = target.id if target else int(value)
        u = user.emu.users[uid]
        resolved.setdefault("users", {})[str(uid)] = u.to_json()
        member = user.guild.members.get(uid)
        if member is not None:
            m = member.to_json(permissions=user.guild.permissions(uid))
            m.pop("user")
            resolved.setdefault("members", {})[str(uid)] = m
        return str(uid)
    if t == CHANNEL:
        ch = value if isinstance(value, Channel) else user.emu.channels[int(value)]
        resolved.setdefault("channels", {})[str(ch.id)] = {"id": str(ch.id), "name": ch.name, "type": ch.type,
                                                           "permissions": str(user.guild.permissions(user.id, ch))}
        return str(ch.id)
    if t == ATTACHMENT:  # the id of a file uploaded for this command (ScriptedUser.slash(files=…))
        try:
            aid = value.id if isinstance(value, Attachment) else int(value)
        except (TypeError, ValueError):
            raise ValueError(f"option {spec['name']!r} takes an uploaded attachment, not {value!r}") from None
        att = user.emu.uploads.get(aid)
        if att is None:
            raise LookupError(f"option {spec['name']!r}: attachment {aid} was never uploaded")
        resolved.setdefault("attachments", {})[str(aid)] = att.to_json()
        return str(aid)
    raise ValueError(f"option type {t} is not supported by the emulator's scripted users")


def percentile(values: list[float], q: float) -> float:
    """Nearest-rank percentile (q in 0..100)."""
    if not values:
        return float("nan")
    ordered = sorted(values)
    k = max(0, min(len(ordered) - 1, int(round(q / 100 * len(ordered) + 0.5)) - 1))
    return ordered[k]


__all__ = [
    "Attachment", "Channel", "DiscordEmulator", "DiscordError", "Guild", "Interaction", "Message", "Role",
    "ScriptedUser", "User", "percentile", "EPHEMERAL", "LOADING", "CB_MESSAGE", "CB_DEFERRED_MESSAGE",
    "CB_DEFERRED_UPDATE", "CB_UPDATE", "CB_AUTOCOMPLETE",
]
