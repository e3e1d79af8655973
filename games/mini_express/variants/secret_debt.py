"""Tajný dluh (``secret_debt``), a mini-expansion.

a random face-down debt token per seat, seen only by its owner
  (``private_info``), revealed and paid in influence before final scoring.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event

from ..data import load_debt_tokens

if TYPE_CHECKING:
    from ..state import MiniExpressState


def debt_token(state: "MiniExpressState", seat: int):
    if state.debts is None or state.debts[seat] is None:
        return None
    return load_debt_tokens().by_id(state.debts[seat])


def private_debt(state: "MiniExpressState", seat: int) -> list[Event]:
    token = debt_token(state, seat)
    if token is None:
        return []
    events = [Event(key="me-ev-debt-yours", params={"seat": seat, "token": token.id})]
    for company, amount in token.items():
        events.append(Event(key="me-ev-debt-line", params={"seat": seat, "company": company, "amount": amount}))
    return events


def reveal_debts(state: "MiniExpressState") -> list[Event]:
    """Změny závěrečného bodování: every token is revealed and its owner's influence drops in the
    companies shown (never below 0, as influence never goes negative)."""
    if state.debts is None or state.debt_revealed:
        return []
    events: list[Event] = []
    state.debt_revealed = True
    state.debt_paid = []
    for seat in range(state.n):
        token = debt_token(state, seat)
        paid: dict[str, int] = {}
        if token is not None:
            events.append(Event(key="me-ev-debt-revealed", params={"seat": seat, "token": token.id}))
            for company, amount in token.items():
                before = state.influence[seat][company]
                state.influence[seat][company] = max(0, before - amount)
                paid[company] = before - state.influence[seat][company]
                events.append(Event(key="me-ev-debt-paid", params={
                    "seat": seat, "company": company, "amount": amount, "to": state.influence[seat][company]}))
        state.debt_paid.append(paid)
    return events


def debt_dict(state: "MiniExpressState", viewer: int | None, full: bool) -> dict:
    """The debt tokens as data: all of them in the full state or once revealed; in a seat's view
    before the reveal only that seat's own token (the others are None)."""
    tokens = []
    for seat in range(state.n):
        token = debt_token(state, seat)
        shown = full or state.debt_revealed or seat == viewer
        tokens.append({"id": token.id, "debt": dict(token.items())} if token is not None and shown else None)
    return {"revealed": state.debt_revealed, "tokens": tokens,
            "paid": [dict(p) for p in state.debt_paid] if state.debt_revealed else None}
