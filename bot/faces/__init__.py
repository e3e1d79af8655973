"""Faces: how the bot and the console name and show one game. Found by game id, never listed.

A game's face is the module ``bot/faces/<package>.py`` (``<package>``: the game's folder under
``games/``, ``games.core.package_of(id)``) exposing ``FACE``, an instance of :class:`Face` or of a
subclass overriding what the game words or shows its own way. A game without a face module gets
the plain :class:`Face` (prefix: its package name) and is not offered in Discord's game menus.

Shared code asks the face; it never names a game. A face is data and words: it never imports a
Discord or console module. The Discord side builds discord.py components from what it declares
(bot/discord/components/: ``Offer`` and the word hooks), and a game's own Discord components, if
any, live there too (``bot/discord/components/<package>.py``).
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from vypravci.games.core import GameState, all_games, package_of

if TYPE_CHECKING:
    from ..commands.present import Presenter


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

    def score_words(self, p: "Presenter", value: int) -> str | None:
        """A seat's score in words where the game counts no points (money: "1 491 £"), or None for
        points (final scores, /game status)."""
        return None

    def start_notes(self, state: GameState, locale: str) -> list[str]:
        """Extra lines of the public start message (e.g. how players see their secrets)."""
        return []

    def turn_hint(self, state: GameState, locale: str) -> str | None:
        """A short word on where the game stands (its phase), for ``/game status``."""
        return None

    def typed_value(self, state: GameState, seat: int, action_type: str, field: str, text: str,
                    partial: dict) -> Any:
        """A value read from typed text where the field's listed choices hold none (a director's
        own routes typed as "0,0-1,0; 0,0-0,1"), given the fields chosen so far (engine values);
        None when the text reads as nothing. The command layer (bot/commands/actions.py) asks it for
        slash commands and the console alike. Default: nothing is read."""
        return None

    def bench(self) -> dict:
        """``vypravci bench``'s figures of the game's own (the route optimizer's time per run), beside
        the generic ones. Default: none."""
        return {}

    # --------------------------------------------------------------- turn components
    def offer(self, state: GameState, action_type: str) -> "Offer":
        """How the turn message offers one action type (see :class:`Offer`). Default: one button
        when the type has one legal action, else a select stepping field by field."""
        return Offer()

    def button_label(self, p: "Presenter", state: GameState, action: dict) -> str | None:
        """The words on a button that makes ``action`` (a dict: type and field values), or None for
        the generic "<action title>: <values>"."""
        return None

    def choice_words(self, p: "Presenter", state: GameState, action_type: str, field: str, value: Any,
                     partial: dict) -> str | None:
        """An option of a select asking ``field`` (``partial``: the fields chosen before it), or
        None for the value in words (:meth:`label`)."""
        return None

    def choice_rank(self, state: GameState, action_type: str, field: str, value: Any, partial: dict) -> Any:
        """Sort key of the options of a select asking ``field`` (lowest first; ties keep the
        engine's order). A select shows 25 options at most, so the likeliest go first."""
        return 0

    def prompt(self, p: "Presenter", state: GameState, action_type: str, field: str, partial: dict) -> str | None:
        """The question a select asks for ``field`` (its placeholder, and the words above a step
        answered privately), or None for the generic "<action title>: <field>…"."""
        return None

    def hand_button(self, state: GameState) -> bool:
        """Whether turn messages carry "My secret" (the presser's own secrets, privately, as
        ``/game hand`` shows them). Default: no."""
        return False


@dataclass(frozen=True)
class Offer:
    """How a turn message offers one action type (the face's :meth:`Face.offer`).

    ``each``: a button per legal action (shares, answers to a decision) rather than a select.
    ``spread``: a field whose every value gets its own select for the next field (track for
    each company), even for a single action; it comes before ``each``. ``engine``: fields the components never ask, left to the engine's default
    (which of equally short routes). ``whole``: once few actions remain, list them whole in one
    select; False asks field by field to the end. ``style``: the buttons' colour (``primary``,
    ``secondary``, ``success``, ``danger``); ``emoji``: one shown on them. ``order``: where the
    type stands among the others (lowest first; ties keep the engine's order). When the message
    runs out of rows, ``spread`` and ``each`` fall back to one select."""

    each: bool = False
    spread: str | None = None
    engine: tuple[str, ...] = ()
    whole: bool = True
    style: str = "primary"
    emoji: str | None = None
    order: int = 0


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


__all__ = ["Face", "Offer", "discord_games", "face_of", "faces"]
