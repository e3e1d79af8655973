"""Board themes: light or dark. A user's choice (user setting ``theme``) for the pictures they ask
for, the server's (guild setting ``theme``) for public boards; light where nobody chose. The
renderers' palettes are in render/kit.py (``THEMES``); docs/play-by-post.md lists the keys."""
from __future__ import annotations

from typing import Any

THEMES = ("light", "dark")
DEFAULT_THEME = "light"
KEY = "theme"  # the key in both the user's and the server's settings


async def public_theme(store: Any, guild_id: int | None) -> str:
    """The server's theme, else the default."""
    if guild_id is not None:
        chosen = (await store.get_guild_settings(guild_id)).get(KEY)
        if chosen in THEMES:
            return chosen
    return DEFAULT_THEME


async def reader_theme(store: Any, user_id: int, guild_id: int | None) -> str:
    """The user's own theme, else the server's."""
    chosen = (await store.get_user_settings(user_id)).get(KEY)
    return chosen if chosen in THEMES else await public_theme(store, guild_id)
