"""Cargo Empire actions and their JSON forms. Every action has ``type`` and ``seat``.

One turn is a short chain of actions: ``transport`` (or, when no transport is possible, ``refill``
or ``take_cards``), then ``advance`` one step at a time for the development moves, with
``take_city`` / ``keep_task`` when a marker passes a city or task bonus. Set-up uses ``keep_task``,
``choose_card`` and ``place_post``; maintenance may ask for ``choose_card``.

Variants add: ``place_crest``, ``clan_ability`` and ``end_turn`` (clans; ``port_choice`` for the
Tino clan at the end), ``vassal_transport`` (vassals), ``take_tasks`` (the advanced tracks'
city-or-task bonus). The Špeditér automa needs no actions: the engine plays its turns.
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from vypravci.games.core import Action

from .data import CardType, Goods, Marker

Clan = Literal["erestdon", "glat", "lockriel", "tino", "kasha"]
Ability = Literal["move_crest", "road_card", "move_cube", "long_rail", "exchange", "borrow"]


class KeepTask(Action, type="keep_task"):
    """Keep one of the task cards just drawn (set-up, or the task bonus); the other goes under the deck."""
    task: int


class ChooseCard(Action, type="choose_card"):
    """The 'any card' space of the turn-order track: take one transport card of this type."""
    card: CardType


class PlacePost(Action, type="place_post"):
    """Set-up: put a trading post on the demand space of colour ``goods`` in ``city``."""
    city: str
    goods: Goods


class Transport(Action, type="transport"):
    """Carry one cube from the supply city to the demand city, playing these numbers of cards.

    ``space`` (0 upper, 1 lower) is given exactly when two demand spaces could take the cube (the
    Glat crest); ``rush`` names the rush space whose token the route collects (Dyorle)."""
    supply: str
    demand: str
    road: int = Field(0, ge=0, le=30)
    rail: int = Field(0, ge=0, le=30)
    sea: int = Field(0, ge=0, le=30)
    space: int | None = Field(None, ge=0, le=1)
    rush: str | None = None


class Refill(Action, type="refill"):
    """No transport possible: refill the supply spaces of a LV1/LV2 city where you have a post."""
    city: str


class TakeCards(Action, type="take_cards"):
    """No transport possible: take one road, one rail and one sea card."""


class Advance(Action, type="advance"):
    """Move a development marker one space; ``path`` (upper/lower) is given exactly when the
    marker stands before the first track or on a crossing."""
    marker: Marker
    path: Literal["upper", "lower"] | None = None


class TakeCity(Action, type="take_city"):
    """City bonus: take a card from the city-card offer (``"blank"`` for a blank city card)."""
    card: str


class TakeTasks(Action, type="take_tasks"):
    """City-or-task bonus (advanced tracks): draw two task cards instead of taking a city card."""


class PlaceCrest(Action, type="place_crest"):
    """Clans, after set-up: put your clan crest on any city."""
    city: str


class ClanAbility(Action, type="clan_ability"):
    """Clans: pay two kept cubes (``pay``, their colours) for a clan ability on your own turn.

    ``move_crest`` (``city``); ``road_card`` (Erestdon); ``move_cube`` from ``source`` to ``city``
    (Glat); ``long_rail`` (Lockriel, once a turn); ``exchange`` a ``card`` for a sea card (Tino);
    ``borrow`` the crest power of another player's ``clan`` for this turn (Kasha)."""
    ability: Ability
    pay: tuple[Goods, Goods]
    city: str | None = None
    source: str | None = None
    card: CardType | None = None
    clan: Clan | None = None


class EndTurn(Action, type="end_turn"):
    """Clans: end your turn without using (more) clan abilities."""


class PortChoice(Action, type="port_choice"):
    """Clans, end of the game: the Tino clan decides whether its crest city counts as a port for
    all its task cards."""
    port: bool


class VassalTransport(Action, type="vassal_transport"):
    """Vassals, after the development step: your vassal carries a cube from ``supply`` (any city
    with goods) to a free demand space of that colour in ``demand`` and posts there."""
    supply: str
    demand: str


ACTION_TYPES = (KeepTask, ChooseCard, PlacePost, Transport, Refill, TakeCards, Advance, TakeCity,
                TakeTasks, PlaceCrest, ClanAbility, EndTurn, PortChoice, VassalTransport)
