"""V ruchu a spěchu (``signals``), a mini-expansion.

signal tokens Volno/Stůj; after the turn the active player
  picks who plays next among the Volno seats (after a reset, among the others); the game ends once
  every signal shows Stůj after the end was triggered; ties go to whoever played earlier in the
  last round.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event

if TYPE_CHECKING:
    from ..state import MiniExpressState


def end_turn(state: "MiniExpressState", seat: int) -> list[Event]:
    """After a turn: the signal turns to Stůj; the end check; the reset; the choice of the next seat."""
    events: list[Event] = []
    state.turns[seat] += 1
    state.round_order.append(seat)
    state.signals[seat] = False
    events.append(Event(key="me-ev-signal-stop", params={"seat": seat}))
    if not state.end_triggered and len(state.exhausted) >= 2:
        state.end_triggered = True
        events.append(Event(key="me-ev-signal-end-triggered", params={"seat": seat}))
    stuck = state.passes_in_row >= state.n  # nobody could act for a whole round (house rule)
    if stuck or (state.end_triggered and not any(state.signals)):
        return events + state.game_over()
    if not any(state.signals):
        state.signals = [True] * state.n
        state.round_order = []
        events.append(Event(key="me-ev-signal-reset", params={"seat": seat}))
        options = [s for s in range(state.n) if s != seat]
    else:
        options = [s for s in range(state.n) if state.signals[s]]
    if len(options) == 1:
        return events + set_next(state, seat, options[0])
    state.pending.append({"kind": "next", "seat": seat, "options": options})
    events.append(Event(key="me-ev-signal-choose", params={"seat": seat}))
    return events


def set_next(state: "MiniExpressState", seat: int, player: int) -> list[Event]:
    """Step 4: the start player token passes to the next active player."""
    state.current = player
    return [Event(key="me-ev-signal-next", params={"seat": player})]


def last_round_position(state: "MiniExpressState", seat: int) -> int:
    """Tie-break of V ruchu a spěchu: who played earlier in the last round comes first."""
    order = state.round_order
    return order.index(seat) if seat in order else len(order) + seat
