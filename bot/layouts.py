"""Board layouts: wide (landscape, the default) or phone (portrait, every word readable when
Discord shows the picture 400 px wide). A user's choice (user setting ``layout``) for the pictures
they ask for, the server's (guild setting ``layout``) for public boards; wide where nobody chose.
The renderers' compositions are in render/ (``kit.LAYOUTS``); docs/play-by-post.md lists the keys."""
from __future__ import annotations

from typing import Any

LAYOUTS = ("wide", "phone")
DEFAULT_LAYOUT = "wide"
KEY = "layout"  # the key in both the user's and the server's settings


async def public_layout(store: Any, guild_id: int | None) -> str:
    """The server's layout, else the default."""
    if guild_id is not None:
        chosen = (await store.get_guild_settings(guild_id)).get(KEY)
        if chosen in LAYOUTS:
            return chosen
    return DEFAULT_LAYOUT


async def reader_layout(store: Any, user_id: int, guild_id: int | None) -> str:
    """The user's own layout, else the server's."""
    chosen = (await store.get_user_settings(user_id)).get(KEY)
    return chosen if chosen in LAYOUTS else await public_layout(store, guild_id)
