"""What only one seat may see of a Cargo Empire game, as localizable events (``private_info``).

The secrets follow ``views.py``: the seat's own task cards (karty úkolů: secret until the end of
the game, only their number is public), the two task cards it has drawn and must choose between
now, and its first city card until set-up reveals it (krok 10 přípravy). Front ends show these to
their owner alone (an ephemeral Discord message, the console's ``hand`` command).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event

if TYPE_CHECKING:
    from .state import CargoEmpireState


def private_info(state: "CargoEmpireState", seat: int) -> list[Event]:
    """The secrets of ``seat`` (a player; the Špeditér and onlookers have none to show)."""
    if not 0 <= seat < state.n or state.is_terminal():
        return []
    events: list[Event] = []
    if not state.revealed[seat] and state.city_cards[seat]:
        events.append(Event(key="ce-private-city", params={"seat": seat, "city": state.city_cards[seat][0]}))
    tasks = list(state.tasks[seat])
    if tasks:
        events.append(Event(key="ce-private-tasks", params={"seat": seat, "tasks": tasks, "count": len(tasks)}))
    for decision in state.pending:
        if decision.get("kind") == "task" and decision.get("seat") == seat and decision.get("drawn"):
            events.append(Event(key="ce-private-drawn", params={"seat": seat, "tasks": list(decision["drawn"])}))
    return events


def secret_decision(state: "CargoEmpireState") -> bool:
    """Whether the decision the game waits for shows secret cards among its choices: keeping one of
    two drawn task cards, or the second trading post (the city of the still secret city card).
    Front ends offer such a choice to the deciding player alone."""
    top = state.current()
    if top is None:
        return False
    if top["kind"] == "task":
        return True
    return top["kind"] == "second_post" and not state.revealed[top["seat"]]


__all__ = ["private_info", "secret_decision"]
