"""Vassals (Hra 2 hráčů s vazaly): each of the two players also runs a vassal, a second colour of
12 trading posts that only blocks the map.

After the development step of a normal turn the player's vassal carries, for free, one cube from
any city with goods (no post needed there) to a free demand space of that colour in another city;
the cube leaves the game and a vassal post takes the space. Upgrades happen as usual but nobody
gets a perfect-upgrade reward. Vassals have no cards, markers, turn-order places, rewards, rush
tokens or clan powers, and score nothing: posts count for presence, LV3 points and task cards
only in a player's primary colour — so a supply city must hold a post of your primary colour.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event, RuleError

from ..actions import VassalTransport
from ..transport import check_city_pair, free_space, upgrade

if TYPE_CHECKING:
    from ..state import CargoEmpireState

SECTION = "vassals"


def moves(state: "CargoEmpireState", seat: int, first_only: bool = False) -> list[VassalTransport]:
    if state.vassal_posts[seat] <= 0:
        return []
    result = []
    for a in state.board.ids:
        info = state.cities[a]
        if info["level"] >= 3 or info["cubes"] == 0:
            continue
        goods = state.supply_goods(a)
        for b in state.board.ids:
            if b != a and free_space(state, b, goods) is not None:
                result.append(VassalTransport(seat=seat, supply=a, demand=b))
                if first_only:
                    return result
    return result


def check(state: "CargoEmpireState", action: VassalTransport) -> None:
    a, b = action.supply, action.demand
    check_city_pair(state, a, b, SECTION)
    if state.cities[a]["cubes"] == 0:
        raise RuleError("ce-error-no-goods", SECTION, city=a)
    goods = state.supply_goods(a)
    if free_space(state, b, goods) is None:
        raise RuleError("ce-error-no-demand", SECTION, city=b, goods=goods)


def perform(state: "CargoEmpireState", action: VassalTransport) -> list[Event]:
    seat, a, b = action.seat, action.supply, action.demand
    goods = state.supply_goods(a)
    state.cities[a]["cubes"] -= 1
    state.removed[goods] += 1  # out of the game, not back to the supply
    state.vassal_posts[seat] -= 1
    space = free_space(state, b, goods)
    state.cities[b]["spaces"][space] = state.vassal_id(seat)
    events = [Event(key="ce-ev-vassal", params={"seat": seat, "supply": a, "demand": b, "goods": goods})]
    if all(s is not None for s in state.cities[b]["spaces"]):
        events += upgrade(state, b)[0]  # no perfect-upgrade reward for anybody
    return events
