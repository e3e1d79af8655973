"""The buttons and selects under a turn message, built with discord.py from what the game's face
declares (bot/faces/: offers, labels, prompts, "My secret"; data and words, no Discord).

``generic.py`` builds them for any game. A game that shows some decisions its own way adds the
module ``bot/discord/components/<package>.py`` (``<package>``: the game's folder under games/),
found by name like faces and renderers, never listed; it may define

    turn_view(state, game_id, seq, locale)   the components under a public turn message
    DYNAMIC_ITEMS                            its persistent components (custom ids it posts, or
                                             posted once, that must keep answering)
    confirm_step(ctx, app, place, actor, action_type, args) -> bool
                                             a typed command shown for confirmation first (True:
                                             shown, the command stops there)

Nothing here names a game.
"""
from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from vypravci.games.core import GameState, package_of

from ...faces import discord_games
from . import generic

_own: dict[str, ModuleType | None] = {}


def own_components(game_id: str) -> ModuleType | None:
    """``bot/discord/components/<package>.py`` of a game, or None when it has only the generic ones."""
    if game_id not in _own:
        name = f"{__name__}.{package_of(game_id)}"
        try:
            _own[game_id] = importlib.import_module(name)
        except ModuleNotFoundError as err:
            if err.name != name:
                raise
            _own[game_id] = None
    return _own[game_id]


def turn_view(state: GameState, game_id: int, seq: int, locale: str) -> Any:
    """The buttons and selects for the person to act in game ``game_id`` at log length ``seq``."""
    build = getattr(own_components(state.game.id), "turn_view", None) or generic.turn_view
    return build(state, game_id, seq, locale)


async def confirm_step(ctx, app, place, actor, game_id: str, action_type: str, args: dict) -> bool:
    """Whether a typed command of game ``game_id`` was shown for confirmation (it then stops there)
    rather than applied at once (the game's ``confirm_step``; default: applied at once)."""
    confirm = getattr(own_components(game_id), "confirm_step", None)
    return bool(confirm) and await confirm(ctx, app, place, actor, action_type, args)


def dynamic_items() -> tuple:
    """The generated pick components and every Discord game's own (old custom ids keep answering)."""
    own = tuple(item for game_id in discord_games()
                for item in getattr(own_components(game_id), "DYNAMIC_ITEMS", ()))
    return (*generic.DYNAMIC_ITEMS, *own)


__all__ = ["confirm_step", "dynamic_items", "own_components", "turn_view"]
