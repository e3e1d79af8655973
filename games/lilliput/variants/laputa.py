"""The Laputa variant: four brown cities in the start companies' colours replace the ordinary
brown cities; only their company lays one (board.py refuses another company) and runs on its
track (the route graph marks the track as that company's). With 2 and 3 players — and solo — the
tiles of start companies out of play leave the game once the draft is over."""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event

if TYPE_CHECKING:
    from ..state import LilliputState


def remove_absent(state: "LilliputState") -> list[Event]:
    """The coloured tiles of removed companies leave the supply."""
    if not state.options.laputa:
        return []
    board = state.board
    events = []
    for tile in board.manifest.tiles:
        if tile.company is not None and state.companies[tile.company]["removed"] and board.supply.get(tile.id):
            board.supply[tile.id] = 0
            events.append(Event(key="ll-ev-tile-removed", params={"tile": tile.id, "company": tile.company}))
    return events
