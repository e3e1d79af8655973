"""The Discord face: one cog per feature over the shared handler layer in ``base``.

``lobby`` (/game and the lobby/undo buttons), ``mini_express`` (/mx and the turn buttons),
``rules`` (/rules) and ``settings`` (/settings).
"""
from __future__ import annotations

from .base import App
from .lobby import DYNAMIC_ITEMS as _LOBBY_ITEMS, GameCog
from .mini_express import DYNAMIC_ITEMS as _MX_ITEMS, MiniExpressCog
from .rules import DYNAMIC_ITEMS as _RULES_ITEMS, RulesCog
from .settings import SettingsCog

COGS = (GameCog, MiniExpressCog, RulesCog, SettingsCog)
DYNAMIC_ITEMS = (*_LOBBY_ITEMS, *_MX_ITEMS, *_RULES_ITEMS)

__all__ = ["App", "COGS", "DYNAMIC_ITEMS"]
