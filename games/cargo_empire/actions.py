"""Cargo Empire actions and their JSON forms. Every action has ``type`` and ``seat``.

One turn is a short chain of actions: ``transport`` (or, when no transport is possible, ``refill``
or ``take_cards``), then ``advance`` one step at a time for the development moves, with
``take_city`` / ``keep_task`` when a marker passes a city or task bonus. Set-up uses ``keep_task``,
``choose_card`` and ``place_post``; maintenance may ask for ``choose_card``.
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from games.core import Action

from .data import CardType, Goods, Marker


class KeepTask(Action):
    """Keep one of the task cards just drawn (set-up, or the task bonus); the other goes under the deck."""

    type: Literal["keep_task"] = "keep_task"
    task: int


class ChooseCard(Action):
    """The 'any card' space of the turn-order track: take one transport card of this type."""

    type: Literal["choose_card"] = "choose_card"
    card: CardType


class PlacePost(Action):
    """Set-up: put a trading post on the demand space of colour ``goods`` in ``city``."""

    type: Literal["place_post"] = "place_post"
    city: str
    goods: Goods


class Transport(Action):
    """Carry one cube from the supply city to the demand city, playing these numbers of cards."""

    type: Literal["transport"] = "transport"
    supply: str
    demand: str
    road: int = Field(0, ge=0, le=30)
    rail: int = Field(0, ge=0, le=30)
    sea: int = Field(0, ge=0, le=30)


class Refill(Action):
    """No transport possible: refill the supply spaces of a LV1/LV2 city where you have a post."""

    type: Literal["refill"] = "refill"
    city: str


class TakeCards(Action):
    """No transport possible: take one road, one rail and one sea card."""

    type: Literal["take_cards"] = "take_cards"


class Advance(Action):
    """Move a development marker one space; ``path`` (upper/lower) is given exactly when the
    marker stands before the first track or on a crossing."""

    type: Literal["advance"] = "advance"
    marker: Marker
    path: Literal["upper", "lower"] | None = None


class TakeCity(Action):
    """City bonus: take a card from the city-card offer (``"blank"`` for a blank city card)."""

    type: Literal["take_city"] = "take_city"
    card: str


ACTION_TYPES = (KeepTask, ChooseCard, PlacePost, Transport, Refill, TakeCards, Advance, TakeCity)
