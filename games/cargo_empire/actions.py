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
    """Carry one cube from the supply city to the demand city, playing these numbers of cards.

    ``space`` (0 upper, 1 lower) is given exactly when two demand spaces could take the cube (the
    Glat crest); ``rush`` names the rush space whose token the route collects (Dyorle)."""

    type: Literal["transport"] = "transport"
    supply: str
    demand: str
    road: int = Field(0, ge=0, le=30)
    rail: int = Field(0, ge=0, le=30)
    sea: int = Field(0, ge=0, le=30)
    space: int | None = Field(None, ge=0, le=1)
    rush: str | None = None


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


class TakeTasks(Action):
    """City-or-task bonus (advanced tracks): draw two task cards instead of taking a city card."""

    type: Literal["take_tasks"] = "take_tasks"


class PlaceCrest(Action):
    """Clans, after set-up: put your clan crest on any city."""

    type: Literal["place_crest"] = "place_crest"
    city: str


class ClanAbility(Action):
    """Clans: pay two kept cubes (``pay``, their colours) for a clan ability on your own turn.

    ``move_crest`` (``city``); ``road_card`` (Erestdon); ``move_cube`` from ``source`` to ``city``
    (Glat); ``long_rail`` (Lockriel, once a turn); ``exchange`` a ``card`` for a sea card (Tino);
    ``borrow`` the crest power of another player's ``clan`` for this turn (Kasha)."""

    type: Literal["clan_ability"] = "clan_ability"
    ability: Ability
    pay: tuple[Goods, Goods]
    city: str | None = None
    source: str | None = None
    card: CardType | None = None
    clan: Clan | None = None


class EndTurn(Action):
    """Clans: end your turn without using (more) clan abilities."""

    type: Literal["end_turn"] = "end_turn"


class PortChoice(Action):
    """Clans, end of the game: the Tino clan decides whether its crest city counts as a port for
    all its task cards."""

    type: Literal["port_choice"] = "port_choice"
    port: bool


class VassalTransport(Action):
    """Vassals, after the development step: your vassal carries a cube from ``supply`` (any city
    with goods) to a free demand space of that colour in ``demand`` and posts there."""

    type: Literal["vassal_transport"] = "vassal_transport"
    supply: str
    demand: str


ACTION_TYPES = (KeepTask, ChooseCard, PlacePost, Transport, Refill, TakeCards, Advance, TakeCity,
                TakeTasks, PlaceCrest, ClanAbility, EndTurn, PortChoice, VassalTransport)
