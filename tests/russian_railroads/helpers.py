"""Shared helpers for the Russian Railroads tests: fresh states, a seat put on turn, answers."""
from __future__ import annotations

import json

from vypravci.games.core import Seat
from vypravci.games.russian_railroads.actions import (Choose, EndBonus, Factory, Industry, Locomotive, Pass, Place,
                                             Relocate, Repeat, StartCard, Step, Stop, TakeCard, UseToken)
from vypravci.games.russian_railroads.setup import new_player
from vypravci.games.russian_railroads.game import RussianRailroads, RussianRailroadsOptions

GAME = RussianRailroads()
# The rulebook's colours, as seats.
RED, BLUE, YELLOW, GREEN = 0, 1, 2, 3
NAMES = ["Červený", "Modrý", "Žlutý", "Zelený"]

__all__ = ["GAME", "RED", "BLUE", "YELLOW", "GREEN", "new", "playing", "turn", "snap", "Choose", "EndBonus",
           "Factory", "Industry", "Locomotive", "Pass", "Place", "Relocate", "Repeat", "StartCard", "Step",
           "Stop", "TakeCard", "UseToken"]


def new(n: int = 4, seed: int = 1):
    seats = [Seat(name=NAMES[i], user_id=i + 1) for i in range(n)]
    return GAME.new_state(RussianRailroadsOptions(), seats, seed)


def playing(n: int = 4, seed: int = 1, order: list[int] | None = None):
    """A game at the first turn of round 1 with every player board as set up (the starting cards
    picked are undone, so examples start from known boards), optionally with the order set by hand."""
    state = new(n, seed)
    while state.ask is None or state.ask["kind"] != "turn":
        legal = state.legal_actions()
        stop = [a for a in legal if isinstance(a, Stop)]
        state.apply(stop[0] if stop else legal[0])
    state.players = [new_player(n) for _ in range(n)]
    state.doubling_supply = 20
    state.bank = 18 - sum(p["coins"] for p in state.players)
    if order is not None:
        state.order = list(order)
        state.turn_pos = 0
        state.ask = {"kind": "turn", "seat": order[0]}
    return state


def turn(state, seat: int):
    """Put ``seat`` on turn (no open tasks), as if the players before it had acted."""
    state.tasks = []
    state.active = None
    state.turn_pos = state.order.index(seat)
    state.ask = {"kind": "turn", "seat": seat}
    return state


def snap(state) -> str:
    return json.dumps(state.to_dict(), sort_keys=True)
