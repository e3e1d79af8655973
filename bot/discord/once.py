"""Exactly once under Discord's weather: what a failed request may have left behind.

- :data:`DISCORD_FAILURES`: what a request to Discord can end in besides an answer — an error
  answer (``discord.HTTPException``), and a connection closed or timed out with no answer at all
  (``aiohttp.ClientError``, ``asyncio.TimeoutError``), which discord.py passes on as they are.
- :func:`once_only`: interaction followups and callbacks sent without discord.py's own retry
  after a 5xx. discord.py's webhook adapter sends them again after any 5xx, 1 s and then 3 s
  later: a followup Discord made before answering 5xx then appears twice (a followup has no
  nonce), and a callback retried twice misses Discord's 3-second window. Inside
  ``with once_only():`` a 5xx is raised at once (``discord.DiscordServerError``): a move's post is
  handed to the outbox, which looks for the post by its marks before posting again; an
  acknowledgement is tried again at once (bot/discord/cogs/base.py).
- :func:`post_mark`, :func:`marks_in_text`: the last line of a move's post that has neither a
  board picture nor turn buttons (``board=off`` with an AI to act): ``-# Game #12 · move 34``
  names the game and the log length, so the outbox recognises the post after a crash.
"""
from __future__ import annotations

import asyncio
import contextlib
import re
from typing import Any, Iterator

import aiohttp
import discord
from discord.webhook.async_ import AsyncWebhookAdapter, async_context

DISCORD_FAILURES = (discord.HTTPException, aiohttp.ClientError, asyncio.TimeoutError)

#: discord.py's routes of a followup post and of an interaction's callback
_ONCE_ROUTES = frozenset({"/webhooks/{webhook_id}/{webhook_token}", "/interactions/{webhook_id}/{webhook_token}/callback"})
MARK_LINE = re.compile(r"^-# \S+ #(\d+) · \S+ (\d+)$", re.MULTILINE)


def post_mark(game_id: int, seq: int) -> str:
    """The key of a post's mark line (:func:`marks_in_text` finds it in a message's text)."""
    return f"mark:{game_id}.{seq}"


def marks_in_text(text: str | None) -> set[str]:
    return {post_mark(int(m[1]), int(m[2])) for m in MARK_LINE.finditer(text or "")}


class _RaiseServerErrors:
    """An aiohttp session whose answers of 500 and above raise instead of being retried."""

    def __init__(self, session: Any) -> None:
        self._session = session

    def request(self, *args: Any, **kwargs: Any) -> "_Answer":
        return _Answer(self._session.request(*args, **kwargs))


class _Answer:
    def __init__(self, pending: Any) -> None:
        self._pending = pending

    async def __aenter__(self) -> Any:
        response = await self._pending.__aenter__()
        if response.status >= 500:
            from discord.utils import _from_json

            text = await response.text(encoding="utf-8")
            data = _from_json(text) if response.content_type == "application/json" and text else text
            await self._pending.__aexit__(None, None, None)
            raise discord.DiscordServerError(response, data)
        return response

    async def __aexit__(self, *exc: Any) -> Any:
        return await self._pending.__aexit__(*exc)


class _OnceAdapter(AsyncWebhookAdapter):
    async def request(self, route: Any, session: Any, **kwargs: Any) -> Any:
        if route.method == "POST" and route.path in _ONCE_ROUTES:
            session = _RaiseServerErrors(session)
        return await super().request(route, session, **kwargs)


_ONCE = _OnceAdapter()


@contextlib.contextmanager
def once_only() -> Iterator[None]:
    """Followups sent in this block are not sent again after a 5xx (429s are still waited out)."""
    token = async_context.set(_ONCE)
    try:
        yield
    finally:
        async_context.reset(token)
