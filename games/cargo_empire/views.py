"""What one seat (or an onlooker) may see of a Cargo Empire game.

Secret until the end: task cards (only their number is public), the task cards drawn for a
pending choice, the order of the decks (city, task and Špeditér cards), and each player's first
city card until it is revealed at set-up. The Špeditér's city and task cards are secret until its
set-up reveals them; from then on its task cards are public. Scores are shown without task points
while the game runs (the Špeditér's with them once its tasks are public).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .setup import BLANK

if TYPE_CHECKING:
    from .state import CargoEmpireState

HIDDEN = "hidden"


def view(state: "CargoEmpireState", seat: int | None) -> dict:
    data = state.to_dict()
    over = state.is_terminal()
    data["viewer"] = seat
    data["task_deck"] = len(state.task_deck)
    data["city_deck"] = {"cards": len(state.city_deck),
                         "blank": sum(1 for c in state.city_deck if c == BLANK) if over else None}
    if state.spediter is not None:
        sp = dict(data["spediter"])
        sp["deck"] = len(state.spediter["deck"])
        data["spediter"] = sp
    data["draws"] = None
    if over:
        return data
    automa = state.automa
    data["tasks"] = [list(t) if s == seat or (s == automa and state.revealed[s]) else [HIDDEN] * len(t)
                     for s, t in enumerate(state.tasks)]
    data["city_cards"] = [
        [HIDDEN if (i == 0 and s != seat and not state.revealed[s]) else c for i, c in enumerate(cards)]
        for s, cards in enumerate(state.city_cards)
    ]
    pending = []
    for decision in state.pending:
        d = dict(decision)
        if d["kind"] == "task" and d["seat"] != seat:
            d["drawn"] = [HIDDEN] * len(d["drawn"])
        pending.append(d)
    data["pending"] = pending
    data["scores"] = [row if s == automa and state.revealed[s] else {k: v for k, v in row.items() if k != "tasks"}
                      for s, row in enumerate(data["scores"])]
    return data
