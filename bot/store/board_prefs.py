"""How a reader sees boards: the theme (light or dark) and the layout (wide, or phone: portrait,
every word readable when Discord shows the picture 400 px wide).

Each is a user setting for the pictures a user asks for and a server setting (same key) for the
public boards; where nobody chose, the default. The palettes and compositions live in render/
(``kit.THEMES``, ``kit.LAYOUTS``); docs/play-by-post.md lists the keys.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class BoardPref:
    key: str  # the key in both the user's and the server's settings
    choices: tuple[str, ...]
    default: str

    async def public(self, store: Any, guild_id: int | None) -> str:
        """The server's choice, else the default."""
        return self.pick(await store.get_guild_settings(guild_id) if guild_id is not None else {})

    def pick(self, settings: dict) -> str:
        """The choice held in a server's (or user's) ``settings``, else the default."""
        chosen = settings.get(self.key)
        return chosen if chosen in self.choices else self.default

    async def reader(self, store: Any, user_id: int, guild_id: int | None) -> str:
        """The user's own choice, else the server's."""
        chosen = (await store.get_user_settings(user_id)).get(self.key)
        return chosen if chosen in self.choices else await self.public(store, guild_id)


THEME = BoardPref("theme", ("light", "dark"), "light")
LAYOUT = BoardPref("layout", ("wide", "phone"), "wide")

__all__ = ["BoardPref", "LAYOUT", "THEME"]
