"""The components under a turn message, as the game's face shows them (bot/faces/)."""
from __future__ import annotations

from typing import Any

from vypravci.games.core import GameState

from ..faces import face_of


def turn_view(state: GameState, game_id: int, seq: int, locale: str) -> Any:
    """The buttons and selects for the person to act in game ``game_id`` at log length ``seq``."""
    return face_of(state.game.id).turn_view(state, game_id, seq, locale)
