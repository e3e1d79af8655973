"""18Lilliput actions and their JSON forms. Every action has ``type`` and ``seat``.

Set-up: ``choose_company`` / ``choose_character`` in the draft, ``place_home`` for a start
company's home tile. A round: ``round_income`` (Balmuff), then per turn ``take_card`` (an action
card, main or alternative side) or ``copy_card`` (Dimen's Land), followed by the card's actions:
``lay_tile``, ``sell_shares`` / ``buy_share`` / ``start_company``, ``buy_train`` /
``return_train``, ``place_station``, ``fund_companies``; ``done`` ends a card's action early.
``answer_offer`` is the other director's reply to a train offer, ``depot_train`` a purchase from
the depot when the rules allow one, ``cash_character`` Flimnap's exchange, ``operate`` a
company's run (the maximum revenue, optionally with the routes the director submits) with its
dividend decision.
"""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from vypravci.games.core import Action

Side = Literal["main", "alt"]


class ChooseCompany(Action, type="choose_company"):
    """Draft: take a start company (its director's certificate and charter)."""
    company: str


class ChooseCharacter(Action, type="choose_character"):
    """Draft: take a character card."""
    character: str


class _TileLay(Action):
    """A tile of ``company`` at ``x``, ``y`` turned ``rotation`` quarter turns."""
    company: str
    tile: str
    x: int
    y: int
    rotation: int = Field(ge=0, le=3)


class PlaceHome(_TileLay, type="place_home"):
    """Set-up: the chosen start company's home tile beside Mildendo (a tile of the supply, placed
    at ``x``, ``y`` turned ``rotation`` quarter turns), with the home station on it."""


class RoundIncome(Action, type="round_income"):
    """Balmuff at the start of a round: 5 £ to the player's cash (``split`` empty) or 20 £ split
    between the player's companies (``split``: company → amount)."""
    split: dict[str, int] = {}


class _CardSide(Action):
    """An action card and the side of it played: ``main`` or ``alt``."""
    card: str
    side: Side


class TakeCard(_CardSide, type="take_card"):
    """Take an action card from the table and do its main or its alternative action."""


class CopyCard(_CardSide, type="copy_card"):
    """Hand in a Dimen's Land card to do the action of a card already used this round."""


class LayTile(_TileLay, type="lay_tile"):
    """Lay (or upgrade with) ``tile`` at ``x``, ``y`` turned ``rotation`` quarter turns, for
    ``company`` (whose station the track must connect to; it pays a metropolis)."""


class SellShares(Action, type="sell_shares"):
    """Sell ``count`` 10 % shares of ``company`` to the bank at its current price."""
    company: str
    count: int = Field(ge=1, le=3)


class BuyShare(Action, type="buy_share"):
    """Buy one 10 % share of a started company from the bank at its current price."""
    company: str


class StartCompany(Action, type="start_company"):
    """Buy a director's certificate: choose a start price, pay five times it, the company receives
    ten times it; its home station goes on the free station circle ``home``."""
    company: str
    price: int
    home: str


class BuyTrain(Action, type="buy_train"):
    """``company`` buys a train: the top card from the bank (``seller`` empty) at its printed
    price, or train ``train`` from the company ``seller`` for ``price`` (at least 1 £)."""
    company: str
    seller: str = ""
    train: str = ""
    price: int = Field(0, ge=0)


class AnswerOffer(Action, type="answer_offer"):
    """The selling company's director accepts or refuses a train offer."""
    accept: bool


class _CompanyTrain(Action):
    """One of ``company``'s trains, or one for it: ``train``."""
    company: str
    train: str


class ReturnTrain(_CompanyTrain, type="return_train"):
    """Put one of ``company``'s trains on the depot: an obsolete train at will, or any train when a
    lower train limit forces it."""


class DepotTrain(_CompanyTrain, type="depot_train"):
    """A newly started company, or one that just withheld, buys train ``train`` from the depot."""


class PlaceStation(Action, type="place_station"):
    """Buy and place a station token of ``company`` on the free circle ``spot``."""
    company: str
    spot: str


class FundCompanies(Action, type="fund_companies"):
    """The company action card: 50/70/100 £ (by phase) split between one or two of the player's
    companies (``split``: company → amount)."""
    split: dict[str, int]


class CashCharacter(Action, type="cash_character"):
    """Flimnap: exchange the character card for the round number × 10 £."""
    character: str


class Done(Action, type="done"):
    """End the current card's action (what is left of it is forfeited), or decline an offer to buy
    from the depot."""


class Operate(Action, type="operate"):
    """Run ``company``'s trains for the maximum revenue and pay it out or withhold it. ``routes``
    optionally gives the director's own routes: train id → the stop ids in order; they must obey
    every route rule and earn the maximum."""
    company: str
    payout: bool
    routes: dict[str, list[str]] | None = None


ACTION_TYPES = (
    ChooseCompany, ChooseCharacter, PlaceHome, RoundIncome, TakeCard, CopyCard, LayTile, SellShares,
    BuyShare, StartCompany, BuyTrain, AnswerOffer, ReturnTrain, DepotTrain, PlaceStation, FundCompanies,
    CashCharacter, Done, Operate,
)
