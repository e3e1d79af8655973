"""The Discord face: one cog per feature over the shared handler layer in ``base``.

``lobby`` (/game and the lobby/undo buttons), ``mini_express`` (/mx and the turn buttons),
``cargo_empire`` (/ce, generated from the action models by ``action_commands``, with its turn
components), ``rules`` (/rules) and ``settings`` (/settings).
"""
from __future__ import annotations

from .base import App
from .cargo_empire import DYNAMIC_ITEMS as _CE_ITEMS, CargoEmpireCog
from .lobby import DYNAMIC_ITEMS as _LOBBY_ITEMS, GameCog
from .mini_express import DYNAMIC_ITEMS as _MX_ITEMS, MiniExpressCog
from .rules import DYNAMIC_ITEMS as _RULES_ITEMS, RulesCog
from .settings import SettingsCog

COGS = (GameCog, MiniExpressCog, CargoEmpireCog, RulesCog, SettingsCog)
DYNAMIC_ITEMS = (*_LOBBY_ITEMS, *_MX_ITEMS, *_CE_ITEMS, *_RULES_ITEMS)

__all__ = ["App", "COGS", "DYNAMIC_ITEMS"]
