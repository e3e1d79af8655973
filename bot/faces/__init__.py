"""Faces: how the bot and the console name and show one game. Found by game id, never listed.

A game's face is the module ``bot/faces/<package>.py`` (``<package>``: the game's folder under
``games/``, ``games.core.package_of(id)``) exposing ``FACE``, an instance of :class:`Face` or of a
subclass overriding what the game words or shows its own way. A game without a face module gets
the plain :class:`Face` (prefix: its package name) and is not offered in Discord's game menus.

Shared code asks the face; it never names a game.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from vypravci.games.core import GameState, all_games, package_of

if TYPE_CHECKING:
    from ..present import Presenter


@dataclass(frozen=True)
class Face:
    """One game's face. ``prefix`` names its command group (``/<prefix>``) and its message ids
    (``cmd-<prefix>-<type>-name`` …); ``order`` places it in the game menus (lowest first: the
    default game); ``discord`` says whether the game is offered in Discord."""

    game_id: str
    prefix: str
    order: int = 100
    discord: bool = True

    # --------------------------------------------------------------- words
    def label(self, p: "Presenter", state: GameState, field: str, value: Any) -> str | None:
        """A field value in words, or None for the generic wording (cities by name, else the value)."""
        return None

    def event_params(self, p: "Presenter", state: GameState | None, params: dict) -> dict:
        """Event and refusal parameters in words, beyond the generic ones (seats, companies, cities)."""
        return params

    def start_notes(self, state: GameState, locale: str) -> list[str]:
        """Extra lines of the public start message (e.g. how players see their secrets)."""
        return []

    def turn_hint(self, state: GameState, locale: str) -> str | None:
        """A short word on where the game stands (its phase), for ``/game status``."""
        return None

    # --------------------------------------------------------------- Discord
    def turn_view(self, state: GameState, game_id: int, seq: int, locale: str) -> Any:
        """Components under a turn message. Default: the generated pick-by-field components."""
        from ..cogs.action_commands import turn_view

        return turn_view(state, game_id, seq, locale)

    def dynamic_items(self) -> tuple:
        """The game's own persistent Discord components (beyond the generated ones)."""
        return ()


_faces: dict[str, Face] = {}


def module_name(game_id: str) -> str:
    return package_of(game_id)


def face_of(game_id: str) -> Face:
    """The face of a game by its id (the plain face when the game has no face module)."""
    face = _faces.get(game_id)
    if face is None:
        try:
            mod = importlib.import_module(f"{__name__}.{module_name(game_id)}")
        except ModuleNotFoundError as err:
            if err.name != f"{__name__}.{module_name(game_id)}":
                raise
            face = Face(game_id, module_name(game_id), discord=False)
        else:
            face = mod.FACE
        _faces[game_id] = face
    return face


def faces() -> list[Face]:
    """Every registered game's face, in menu order."""
    return sorted((face_of(g.id) for g in all_games()), key=lambda f: (f.order, f.game_id))


def discord_games() -> list[str]:
    """Ids of the games offered in Discord, the default first."""
    return [f.game_id for f in faces() if f.discord]


__all__ = ["Face", "discord_games", "face_of", "faces"]
