"""Who plays a seat: the table's arrangement, apart from the rules.

The rules engine's seats never change (a record replays the same game for ever). Who controls a
seat now is the table's bookkeeping, kept in the game's ``meta["controllers"]`` (seat index as a
string → what differs from the seat as it started):

- ``{"user": id, "name": "…"}``: another person plays the seat (``/game replace``);
- ``"ai": level`` with ``"why"``: an AI plays it — ``vacation`` (the player's own wish), ``expired``
  (the table's choice when the time ran out; the player may take it back) or ``kick`` (the host's;
  only the host brings a person back, with ``/game replace``).

``control_seats`` lays this over a live state's seats in memory (name, user, kind): pings, turn
buttons, ``Sessions.seat_of`` and the AI loop then follow it without knowing about it. Each
``*_patch`` checks a request and returns the meta patch, or raises a ``Refusal``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import GameState, Seat, get_game

from ..store.limits import clean_name
from .refusal import Refusal

if TYPE_CHECKING:  # the session imports this module
    from .session import Live

KEY = "controllers"


STAND_IN = "strong"  # the level that takes a person's seat over (vacation, kick, expiry, an import)
STAND_IN_KEY = "stand_in"  # meta: the level the host chose for stand-ins (``/game stand-in``)
STAND_IN_WHY = ("vacation", "kick", "expired", "import")  # the controllers an AI plays as a stand-in


def default_ai(game_id: str, meta: dict | None = None) -> str:
    """The AI that stands in for a person: the level the host chose (``meta["stand_in"]``), else
    ``strong`` (issue 24: a stand-in nobody notices), else the game's first AI that is not random play."""
    names = get_game(game_id).ai_names()
    chosen = (meta or {}).get(STAND_IN_KEY)
    if chosen in names:
        return chosen
    return STAND_IN if STAND_IN in names else next((n for n in names if n != "random"), names[0])


def stand_in_patch(game_id: str, meta: dict, level: str) -> dict:
    """The host chooses the stand-ins' level: kept for the seats handed over later, and the AIs
    standing in now play on at it. A level the game does not offer is refused."""
    names = get_game(game_id).ai_names()
    if level not in names:
        raise Refusal("stand-in-unknown", level=level, levels=", ".join(names))
    table = controllers(meta)
    for control in table.values():
        if control.get("ai") and control.get("why") in STAND_IN_WHY:
            control["ai"] = level
    return {STAND_IN_KEY: level, **({KEY: table} if table else {})}


def controllers(meta: dict) -> dict[str, dict]:
    return {k: dict(v) for k, v in (meta.get(KEY) or {}).items()}


def seat_as_controlled(seat: Seat, control: dict | None) -> Seat:
    """The seat as the table plays it now (the engine's seat itself when nothing changed)."""
    if not control or seat.kind != "human":
        return seat
    name, user = control.get("name", seat.name), control.get("user", seat.user_id)
    if control.get("ai"):
        return Seat(name=name, kind="ai", ai=control["ai"], user_id=user)
    return Seat(name=name, kind="human", user_id=user)


def control_seats(state: GameState, seats: list[Seat], meta: dict) -> None:
    """Lay ``meta``'s controllers over the state's first seats (``seats``: the record's, as the
    game started); automa seats the engine appended stay as they are."""
    table = controllers(meta)
    for i, seat in enumerate(seats):
        state.seats[i] = seat_as_controlled(seat, table.get(str(i)))


def _person_seat(live: "Live", user_id: int) -> int:
    """The seat the user plays (also while an AI stands in for them), else a refusal."""
    seat = seat_by_user(live, user_id)
    if seat is None:
        raise Refusal("refuse-not-seated")
    return seat


def vacation_patch(live: "Live", user_id: int, on: bool) -> dict:
    """Hand your own seat to an AI, or take it back."""
    seat = _person_seat(live, user_id)
    table = controllers(live.game.meta)
    control = table.get(str(seat), {})
    if on:
        if control.get("ai"):
            raise Refusal("seats-already-ai")
        control.update(ai=default_ai(live.game.game, live.game.meta), why="vacation")
    else:
        if not control.get("ai"):
            raise Refusal("seats-not-on-vacation")
        if control.get("why") == "kick":
            raise Refusal("seats-kicked-ask-host")
        control.pop("ai")
        control.pop("why", None)
    table[str(seat)] = control
    return {KEY: {k: v for k, v in table.items() if v} or None}


def kick_patch(live: "Live", target: int) -> dict:
    """The host hands a player's seat to an AI (only the host brings a person back)."""
    seat = _person_seat(live, target)
    table = controllers(live.game.meta)
    control = table.get(str(seat), {})
    if control.get("ai") and control.get("why") == "kick":
        raise Refusal("seats-already-ai")
    control.update(ai=default_ai(live.game.game, live.game.meta), why="kick")
    table[str(seat)] = control
    return {KEY: table}


def expired_patch(live: "Live", seat: int) -> dict:
    """The table hands a late player's seat to an AI; the player may take it back."""
    table = controllers(live.game.meta)
    control = table.get(str(seat), {})
    control.update(ai=default_ai(live.game.game, live.game.meta), why="expired")
    table[str(seat)] = control
    return {KEY: table}


def replace_patch(live: "Live", target: int, user_id: int, name: str) -> dict:
    """Another person takes the target's seat (an AI standing in for it steps down)."""
    seat = _person_seat(live, target)
    if any(s.user_id == user_id for i, s in enumerate(live.state.seats) if i != seat):
        raise Refusal("seats-already-seated", player=name)
    table = controllers(live.game.meta)
    original = live.record.seats[seat]
    if user_id == original.user_id:  # the seat goes back to the player who started with it
        table.pop(str(seat), None)
    else:
        table[str(seat)] = {"user": user_id, "name": clean_name(name)}  # bot/store/limits.py
    return {KEY: table or None}


def seat_by_user(live: "Live", user_id: int) -> int | None:
    """The seat the user plays now (a person or an AI standing in for them), else None."""
    for i, seat in enumerate(live.state.seats):
        if seat.user_id is not None and seat.user_id == user_id:
            return i
    return None
