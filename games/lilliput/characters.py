"""Character cards (karty postav, table 2): the powers that touch money. Their tiles are laid
through the board (tiles module); here: Balmuff's round income, Flimnap's exchange, Limnoc's
half-price stations (see ``station_cost``), Skyresh's train discount (trains.bank_price),
Golbasto's free metropolises (the tile cost in cards)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event, RuleError

from .components import load_characters, load_companies

if TYPE_CHECKING:
    from .state import LilliputState


def owner(state: "LilliputState", power: str) -> int | None:
    cid = load_characters().with_power(power).id
    for seat, player in enumerate(state.players):
        if cid in player["characters"]:
            return seat
    return None


def station_cost(state: "LilliputState", cid: str) -> int:
    """The next extra station: 40 £, then 100 £ — half with Limnoc."""
    comp = state.companies[cid]
    cost = load_companies().station_costs[comp["stations"] - 1]
    if owner(state, "half_station_cost") == comp["director"]:
        cost //= 2
    return cost


# ------------------------------------------------------------------------------ Balmuff
def income_choices(state: "LilliputState", seat: int) -> list[dict[str, int]]:
    """Balmuff's options: {} (5 £ to the player) or 20 £ split in tens between their companies."""
    amount = load_characters().with_power("round_income").company_income
    mine = state.directed(seat)
    splits: list[dict[str, int]] = [{}]
    if len(mine) == 1:
        splits.append({mine[0]: amount})
    elif len(mine) == 2:
        a, b = mine
        splits += [{a: amount}, {b: amount}] + [{a: x, b: amount - x} for x in range(10, amount, 10)]
    return splits


def check_income(state: "LilliputState", seat: int, split: dict[str, int]) -> None:
    amount = load_characters().with_power("round_income").company_income
    if not split:
        return
    if (any(c not in state.directed(seat) for c in split) or any(v <= 0 for v in split.values())
            or sum(split.values()) != amount):
        raise RuleError("ll-error-bad-split", "characters", amount=amount)


def income(state: "LilliputState", seat: int, split: dict[str, int]) -> list[Event]:
    char = load_characters().with_power("round_income")
    if not split:
        state.players[seat]["cash"] += char.private_income
        return [Event(key="ll-ev-income", params={"seat": seat, "amount": char.private_income})]
    for cid, value in split.items():
        state.companies[cid]["treasury"] += value
    return [Event(key="ll-ev-income-companies", params={"seat": seat, "split": dict(split)})]


# ------------------------------------------------------------------------------ Flimnap
def check_cash_in(state: "LilliputState", seat: int, character: str) -> None:
    char = load_characters().with_power("exchange")
    if character != char.id or character not in state.players[seat]["characters"]:
        raise RuleError("ll-error-no-exchange", "characters", character=character)


def cash_in(state: "LilliputState", seat: int, character: str) -> list[Event]:
    """The card leaves the game for round × 10 £ (with its tile, if it was not laid yet)."""
    value = state.round * load_characters().with_power("exchange").exchange_per_round
    state.players[seat]["characters"].remove(character)
    state.players[seat]["cash"] += value
    return [Event(key="ll-ev-exchanged", params={"seat": seat, "character": character, "amount": value})]
