"""Ruské železnice actions and their JSON forms. Every action has ``type`` and ``seat``.

A turn is ``place`` (a worker, coins or the black worker on an action space) or ``pass``. What the
space gives is then answered one decision at a time: ``step`` (one rail one space), ``industry``
(with two markers: which one moves), ``locomotive`` (also where a replaced one goes),
``factory``, ``repeat`` (the space an engineer or factory repeats), ``card`` ("?" card),
``choose`` (the repeated part of the four-action card), ``token`` ("?" token, or none),
``end_bonus`` (an end-bonus card, or none for 10 points), ``stop`` (leave the rest of a
partial action) and ``later`` (take another bonus first). Set-up asks ``start_card``; the end of a round ``relocate`` (the turn-order
workers).
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from vypravci.games.core import Action

from .data import Colour, Line


class Place(Action, type="place"):
    """Occupy an action space (``own-<n>``: your engineer number n). ``coins``: coins paid in
    all (the space's compulsory coin included); ``black``: the black worker is one of the workers."""
    space: str
    coins: int = Field(0, ge=0, le=3)
    black: bool = False


class Pass(Action, type="pass"):
    """Leave the round: flip the turn-order card and score it."""


class Step(Action, type="step"):
    """Move your rail of ``colour`` on ``line`` one space forward."""
    line: Line
    colour: Colour


class Industry(Action, type="industry"):
    """Move industry marker ``marker`` (0 or 1) one space (with the second marker token)."""
    marker: int = Field(ge=0, le=1)


class Locomotive(Action, type="locomotive"):
    """Put the locomotive on ``line`` (replacing your tile ``replace`` there); for a replaced
    locomotive, ``line`` None returns it to the supply."""
    line: Line | None = None
    replace: int | None = Field(None, ge=1, le=9)


class Factory(Action, type="factory"):
    """Build a factory from tile ``tile`` on the leftmost empty gap of your industry track."""
    tile: int = Field(ge=1, le=9)


class Repeat(Action, type="repeat"):
    """The space whose one-worker action you repeat (one you used this round)."""
    space: str


class TakeCard(Action, type="card"):
    """Take a laid-out "?" card and carry it out."""
    card: str


class Choose(Action, type="choose"):
    """Which part of the four-action "?" card to do once more: ``doubling``, ``industry``, ``black``."""
    option: Literal["doubling", "industry", "black"]


class UseToken(Action, type="token"):
    """Use one of your "?" tokens, or none (``token`` None forfeits it)."""
    token: str | None = None


class EndBonus(Action, type="end_bonus"):
    """Take an end-bonus card from the pile, or none (``card`` None) for 10 points."""
    card: str | None = None


class Stop(Action, type="stop"):
    """Leave the rest of an action that may be done partially."""


class Later(Action, type="later"):
    """Put the bonus decision at hand after the other bonuses gained this turn (bonuses may be
    taken in any order; each one can be put back once)."""


class StartCard(Action, type="start_card"):
    """Set-up: pick a starting bonus card and carry it out."""
    card: str


class Relocate(Action, type="relocate"):
    """End of a round: move your turn-order worker to a free one-worker ``space`` (None: keep it)."""
    space: str | None = None


ACTION_TYPES = (Place, Pass, Step, Industry, Locomotive, Factory, Repeat, TakeCard, Choose, UseToken,
                EndBonus, Stop, Later, StartCard, Relocate)
