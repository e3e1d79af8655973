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


class Place(Action):
    """Occupy an action space (``own-<n>``: your engineer number n). ``coins``: coins paid in
    all (the space's compulsory coin included); ``black``: the black worker is one of the workers."""

    type: Literal["place"] = "place"
    space: str
    coins: int = Field(0, ge=0, le=3)
    black: bool = False


class Pass(Action):
    """Leave the round: flip the turn-order card and score it."""

    type: Literal["pass"] = "pass"


class Step(Action):
    """Move your rail of ``colour`` on ``line`` one space forward."""

    type: Literal["step"] = "step"
    line: Line
    colour: Colour


class Industry(Action):
    """Move industry marker ``marker`` (0 or 1) one space (with the second marker token)."""

    type: Literal["industry"] = "industry"
    marker: int = Field(ge=0, le=1)


class Locomotive(Action):
    """Put the locomotive on ``line`` (replacing your tile ``replace`` there); for a replaced
    locomotive, ``line`` None returns it to the supply."""

    type: Literal["locomotive"] = "locomotive"
    line: Line | None = None
    replace: int | None = Field(None, ge=1, le=9)


class Factory(Action):
    """Build a factory from tile ``tile`` on the leftmost empty gap of your industry track."""

    type: Literal["factory"] = "factory"
    tile: int = Field(ge=1, le=9)


class Repeat(Action):
    """The space whose one-worker action you repeat (one you used this round)."""

    type: Literal["repeat"] = "repeat"
    space: str


class TakeCard(Action):
    """Take a laid-out "?" card and carry it out."""

    type: Literal["card"] = "card"
    card: str


class Choose(Action):
    """Which part of the four-action "?" card to do once more: ``doubling``, ``industry``, ``black``."""

    type: Literal["choose"] = "choose"
    option: Literal["doubling", "industry", "black"]


class UseToken(Action):
    """Use one of your "?" tokens, or none (``token`` None forfeits it)."""

    type: Literal["token"] = "token"
    token: str | None = None


class EndBonus(Action):
    """Take an end-bonus card from the pile, or none (``card`` None) for 10 points."""

    type: Literal["end_bonus"] = "end_bonus"
    card: str | None = None


class Stop(Action):
    """Leave the rest of an action that may be done partially."""

    type: Literal["stop"] = "stop"


class Later(Action):
    """Put the bonus decision at hand after the other bonuses gained this turn (bonuses may be
    taken in any order; each one can be put back once)."""

    type: Literal["later"] = "later"


class StartCard(Action):
    """Set-up: pick a starting bonus card and carry it out."""

    type: Literal["start_card"] = "start_card"
    card: str


class Relocate(Action):
    """End of a round: move your turn-order worker to a free one-worker ``space`` (None: keep it)."""

    type: Literal["relocate"] = "relocate"
    space: str | None = None


ACTION_TYPES = (Place, Pass, Step, Industry, Locomotive, Factory, Repeat, TakeCard, Choose, UseToken,
                EndBonus, Stop, Later, StartCard, Relocate)
