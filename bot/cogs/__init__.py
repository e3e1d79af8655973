"""The Discord face: one cog per feature over the shared handler layer in ``base``.

``lobby`` (/game and the lobby/undo buttons), ``play`` (every game's command group, generated from
its action models by ``action_commands``, and the games' turn components), ``rules`` (/rules) and
``settings`` (/settings).
"""
from __future__ import annotations

from .base import App
from .lobby import DYNAMIC_ITEMS as _LOBBY_ITEMS, GameCog
from .play import PlayCog, dynamic_items
from .rules import DYNAMIC_ITEMS as _RULES_ITEMS, RulesCog
from .settings import SettingsCog

COGS = (GameCog, PlayCog, RulesCog, SettingsCog)
DYNAMIC_ITEMS = (*_LOBBY_ITEMS, *dynamic_items(), *_RULES_ITEMS)

__all__ = ["App", "COGS", "DYNAMIC_ITEMS"]
