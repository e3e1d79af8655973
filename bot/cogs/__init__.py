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

from .history import COGS as _HISTORY_COGS, DYNAMIC_ITEMS as _HISTORY_ITEMS  # noqa: E402 (history, stats, glossary)
COGS, DYNAMIC_ITEMS = (*COGS, *_HISTORY_COGS), (*DYNAMIC_ITEMS, *_HISTORY_ITEMS)

from .table import DYNAMIC_ITEMS as _TABLE_ITEMS  # noqa: E402 (the expiry buttons: deadlines, seats)
from .claims import DYNAMIC_ITEMS as _CLAIM_ITEMS  # noqa: E402 (an imported game's seats)
DYNAMIC_ITEMS = (*DYNAMIC_ITEMS, *_TABLE_ITEMS, *_CLAIM_ITEMS)

__all__ = ["App", "COGS", "DYNAMIC_ITEMS"]
