"""The Discord face's words and roles: who asks (:class:`Actor`), where (:class:`Place`), how a
handler answers (:class:`Replier`), and the shared presenter with players' names made safe for
Discord's markdown. Kept apart from discord.py's objects so tests can drive the handlers.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

import discord

from vypravci.games.core import GameState

from ..commands import present

MAX_LABEL = 80  # buttons: 80 characters
MAX_OPTION = 100  # select options and autocomplete choices: 100 characters


def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


# ---------------------------------------------------------------------------------------- names
NAME_PARAMS = ("player", "host", "winner", "name", "late")  # one name each (a list is escaped by its maker)


class Mention(str):
    """A mention the bot means (the ping of the player to act): passed through ``esc`` as is."""


def esc(name: Any) -> Any:
    """A player's name as Discord shows it literally: markdown characters escaped, and mention
    syntax (``<@id>``, ``<@&id>``, ``@everyone``, ``<#id>``) broken so it neither pings nor
    renders as a mention or a channel link."""
    if not isinstance(name, str) or isinstance(name, Mention):
        return name
    text = discord.utils.escape_mentions(discord.utils.escape_markdown(name))
    return text.replace("<#", "<\u200b#")


class Presenter(present.Presenter):
    """The shared presenter, with player names escaped for Discord's markdown (a name such as
    ``*Eva*`` or ``__x__`` is shown as typed, not as formatting)."""

    def t(self, key: str, **params) -> str:
        for k in NAME_PARAMS:
            if k in params:
                params[k] = esc(params[k])
        return super().t(key, **params)

    @staticmethod
    def seat_names(state: GameState | None) -> list[str]:
        return [esc(name) for name in present.Presenter.seat_names(state)]

    def labeler(self, state: GameState):
        """Choices are matched and offered as typed (autocomplete shows no markdown)."""
        return present.Presenter(self.locale).labeler(state)


# ---------------------------------------------------------------------------------------- roles
@dataclass(frozen=True)
class Attachment:
    filename: str
    data: bytes


@dataclass
class Actor:
    """Who pressed or typed: their id, display name and reading language."""

    id: int
    name: str
    locale: str = "en"
    admin: bool = False  # Manage Server or Manage Channels here

    @property
    def mention(self) -> str:
        return Mention(f"<@{self.id}>")


@dataclass
class Place:
    """Where: the guild (None in DMs), the channel or thread, and the public language there."""

    guild_id: int | None
    channel_id: int
    locale: str = "en"


class Replier(Protocol):
    """How a handler answers. Public messages go to the channel; private ones only to the actor."""

    async def defer(self) -> None:
        """Acknowledge now; the answer follows (needed before slow work such as rendering)."""

    async def public(self, text: str, *, file: Attachment | None = None, view: Any = None,
                     mention: int | None = None) -> Any:
        """A message everyone in the channel sees; ``mention`` is the one user it may ping.
        Returns the message sent when the transport knows it (its buttons are retired later)."""

    async def private(self, text: str, *, file: Attachment | None = None, embed: Any = None,
                      view: Any = None) -> None:
        """An ephemeral message only the actor sees."""

    async def update(self, text: str, *, view: Any = None) -> None:
        """Rewrite the message the pressed button sits on (a slash command posts instead)."""

    async def open_thread(self, name: str) -> int | None:
        """Open a public thread in the channel asked in (bot/discord/threads.py); its id, or None where
        no thread can be opened (already in a thread, no permission): play here then."""
