"""The action phase (1. Akce): two action cards per player a round — clockwise from the start
player, then back counter-clockwise (the last player of the first pass takes both at once) — each
used for its main or its alternative action; Dimen's Land copies a card already used this round."""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event, RuleError

from .components import CardAction, load_cards

if TYPE_CHECKING:
    from .state import LilliputState

S = "action-cards"


def turn_order(start: int, n: int) -> list[int]:
    first = [(start + i) % n for i in range(n)]
    return first + first[::-1]


def available(state: "LilliputState") -> list[str]:
    return [c for c in state.cards if c not in state.used]


def action(card_id: str, side: str) -> CardAction:
    card = load_cards().get(card_id)
    return card.main if side == "main" else card.alt


def can_do(state: "LilliputState", seat: int, act: CardAction) -> bool:
    """Whether an action has any point for this player (company actions need a company)."""
    if act.kind in ("money", "shares"):
        return True
    return bool(state.directed(seat))


def check_take(state: "LilliputState", seat: int, card_id: str, side: str, copy: bool) -> None:
    if card_id not in state.cards:
        raise RuleError("ll-error-no-such-card", S, card=card_id)
    if copy:
        if state.players[seat]["dimens"] < 1:
            raise RuleError("ll-error-no-dimens-land", "dimens-land")
        if card_id not in state.used:
            raise RuleError("ll-error-card-not-used", "dimens-land", card=card_id)
    elif card_id in state.used:
        raise RuleError("ll-error-card-taken", S, card=card_id)
    if not can_do(state, seat, action(card_id, side)):
        raise RuleError("ll-error-no-company", S, card=card_id)


def take(state: "LilliputState", seat: int, card_id: str, side: str, copy: bool) -> list[Event]:
    """Mark the card used (or spend Dimen's Land) and open the action's own decision."""
    if copy:
        state.players[seat]["dimens"] -= 1
    else:
        state.used[card_id] = seat
    act = action(card_id, side)
    events = [Event(key="ll-ev-card", params={"seat": seat, "card": card_id, "side": side, "copy": copy})]
    if act.kind == "money":
        state.players[seat]["cash"] += act.amount
        events.append(Event(key="ll-ev-money", params={"seat": seat, "amount": act.amount}))
    elif act.kind == "tiles":
        state.pending.insert(0, {"kind": "tiles", "seat": seat, "slots": [list(s) for s in act.tiles]})
    elif act.kind == "shares":
        state.pending.insert(0, {"kind": "shares", "seat": seat})
    elif act.kind == "trains":
        state.pending.insert(0, {"kind": "trains", "seat": seat, "left": act.trains})
    elif act.kind == "station":
        state.pending.insert(0, {"kind": "station", "seat": seat})
    else:  # company_money
        state.pending.insert(0, {"kind": "fund", "seat": seat, "amount": state.company_money()})
    return events


# ------------------------------------------------------------------------------ company money
def fund_splits(state: "LilliputState", seat: int, amount: int) -> list[dict[str, int]]:
    mine = state.directed(seat)
    splits = [{c: amount} for c in mine]
    if len(mine) == 2:
        a, b = mine
        splits += [{a: x, b: amount - x} for x in range(10, amount, 10)]
    return splits


def check_fund(state: "LilliputState", seat: int, amount: int, split: dict[str, int]) -> None:
    if (not 1 <= len(split) <= 2 or any(c not in state.directed(seat) for c in split)
            or any(v <= 0 for v in split.values()) or sum(split.values()) != amount):
        raise RuleError("ll-error-bad-split", "company-money", amount=amount)


def fund(state: "LilliputState", seat: int, split: dict[str, int]) -> list[Event]:
    for cid, value in split.items():
        state.companies[cid]["treasury"] += value
    return [Event(key="ll-ev-funded", params={"seat": seat, "split": dict(split)})]


# ------------------------------------------------------------------------------ tiles
def tile_colours(state: "LilliputState", slots: list[list[str]]) -> list[str]:
    """Colours the remaining slots and the phase allow."""
    allowed = set(state.phase_data().colours)
    return sorted({c for slot in slots for c in slot if c in allowed})


def use_slot(slots: list[list[str]], colour: str) -> None:
    """Use up the most specific slot that takes ``colour`` (keep the flexible ones)."""
    fits = [s for s in slots if colour in s]
    slots.remove(min(fits, key=len))
