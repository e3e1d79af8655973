"""What a seat may see. Secret until the end: the end-bonus cards of the other players, the order
of the pile and the two cards removed unseen. A player choosing an end-bonus card looks through
the pile (p. 23), which ``legal_actions`` shows that player only."""
from __future__ import annotations

from vypravci.games.core import Event, Rng

HIDDEN = "hidden"


def view(state, seat: int | None) -> dict:
    data = state.to_dict()
    data["viewer"] = seat
    if state.is_terminal():
        return data
    data["pile"] = len(state.pile)
    data["removed"] = len(state.removed)
    for s, p in enumerate(data["players"]):
        if s != seat:
            p["end_cards"] = [HIDDEN] * len(p["end_cards"])
    return data


def private_info(state, seat: int) -> list[Event]:
    return [Event(key="rr-your-end-card", params={"card": c}) for c in state.players[seat]["end_cards"]]


def determinize(state, seat: int, seed: int):
    """A copy where the cards ``seat`` cannot see are dealt again at random."""
    other = state.clone()
    # A player choosing an end-bonus card is looking through the pile: it stays as it is.
    sees_pile = state.ask is not None and state.ask == {"kind": "end_bonus", "seat": seat}
    unknown = ([] if sees_pile else list(other.pile)) + list(other.removed)
    for s, p in enumerate(other.players):
        if s != seat:
            unknown += p["end_cards"]
    unknown.sort()  # the imagined deal depends on what the seat sees, not where the cards really are
    Rng(seed).shuffle(unknown)
    for s, p in enumerate(other.players):
        if s != seat:
            k = len(p["end_cards"])
            p["end_cards"], unknown = unknown[:k], unknown[k:]
    if sees_pile:
        other.removed = sorted(unknown)
    else:
        r = len(other.removed)
        other.removed, other.pile = sorted(unknown[:r]), sorted(unknown[r:])
    return other
