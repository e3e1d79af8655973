"""What one seat (or an onlooker) may see of a Cargo Empire game.

Secret until the end: task cards (only their number is public), the task cards drawn for a
pending choice, the order of the decks (city, task and Špeditér cards), and each player's first
city card until it is revealed at set-up. The Špeditér's city and task cards are secret until its
set-up reveals them; from then on its task cards are public. Scores are shown without task points
while the game runs (the Špeditér's with them once its tasks are public).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Rng

from .data import BLANK

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


def determinize(state: "CargoEmpireState", seat: int, seed: int) -> "CargoEmpireState":
    """A copy as ``seat`` could imagine it (for AIs that look ahead without peeking): what the view
    hides from it is redealt with ``seed`` — the other seats' secret task cards (and the two they
    have drawn to choose from) with the task deck, their unrevealed first city cards with the city
    cards of the deck (the blank cards stay at the bottom), the Špeditér's deck order — and every
    later draw of chance follows the new seed."""
    other = state.clone()
    other.seed, other.draws = seed, 0
    if state.is_terminal():
        return other
    rng = Rng(seed)
    hidden = [s for s in range(len(other.tasks)) if s != seat and not (s == state.automa and state.revealed[s])]
    drawn = [d for d in other.pending if d["kind"] == "task" and d["seat"] != seat]
    # Every pool is sorted before it is shuffled: the imagined deal depends on what the seat can
    # see, never on where the hidden cards really are.
    tasks = sorted([t for s in hidden for t in other.tasks[s]] + [t for d in drawn for t in d["drawn"]]
                   + other.task_deck)
    rng.shuffle(tasks)
    for s in hidden:
        other.tasks[s] = [tasks.pop() for _ in other.tasks[s]]
    other.pending = [dict(d, drawn=[tasks.pop() for _ in d["drawn"]]) if any(d is x for x in drawn) else d
                     for d in other.pending]
    other.task_deck = tasks
    secret = [s for s in range(len(other.city_cards)) if s != seat and not state.revealed[s] and other.city_cards[s]]
    places = [i for i, c in enumerate(other.city_deck) if c != BLANK]
    cities = sorted([other.city_cards[s][0] for s in secret] + [other.city_deck[i] for i in places])
    rng.shuffle(cities)
    for s in secret:
        other.city_cards[s][0] = cities.pop()
    for i in places:
        other.city_deck[i] = cities.pop()
    if other.spediter is not None:
        other.spediter["deck"].sort()
        rng.shuffle(other.spediter["deck"])
    return other
