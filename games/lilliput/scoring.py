"""End of the game (Konec hry): cash, plus every certificate at its company's price (a director's
certificate is five shares), plus 20 £ per unused Dimen's Land. Treasuries count for nobody.

The rulebook names no tie-breaker; ties go to more cash, then to the earlier seat."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .components import load_cards

if TYPE_CHECKING:
    from .state import LilliputState


def share_value(state: "LilliputState", seat: int) -> int:
    total = 0
    for cid, comp in state.companies.items():
        if not comp["started"]:
            continue
        count = state.players[seat]["shares"].get(cid, 0) + (5 if comp["director"] == seat else 0)
        total += count * state.market.value(comp["space"])
    return total


def score(state: "LilliputState", seat: int) -> int:
    player = state.players[seat]
    return player["cash"] + share_value(state, seat) + player["dimens"] * load_cards().dimens_land_value


def ranking(state: "LilliputState") -> list[int]:
    seats = range(state.n)
    return sorted(seats, key=lambda s: (-score(state, s), -state.players[s]["cash"], s))
