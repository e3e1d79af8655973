"""An imported game seats nobody who did not agree: its seats are claimed before it goes on.

/game import stores the record's seats with their names but without their people. A finished game
becomes history only (nobody's game, nobody's statistics). An unfinished one opens as a table whose
human seats wait in ``meta["claims"]`` (seat index as a string → ``{"user": id}``: the person the
record names for it, or ``{}`` when it names nobody):

- the person named takes the seat (**Take seat**; a seat naming nobody: anyone not yet seated);
- the host or an admin gives it to an AI instead.

Who then plays a seat is ``meta["controllers"]``, as after /game replace (bot/table/seats.py). While a
seat waits, nobody moves, no AI thinks, no clock runs and nobody is pinged (bot/table/session.py,
bot/table/deadlines.py); the last claim lets the game go on. The rights are bot/table/rights.py's.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from vypravci.games.core import Seat

from . import rights
from ..store.limits import clean_name
from .refusal import Refusal
from .rights import NAMED, Who
from .seats import KEY as CONTROLLERS, controllers, default_ai

if TYPE_CHECKING:  # the session imports this module
    from .session import Live

CLAIMS = "claims"


def claims_open(meta: dict) -> bool:
    """Some seat of this imported game is still to be claimed."""
    return bool(meta.get(CLAIMS))


def open_seats(meta: dict) -> dict[int, int | None]:
    """The seats still to claim → the user the record names for each (None: nobody)."""
    found = meta.get(CLAIMS) or {}
    return {int(k): (v or {}).get("user") for k, v in sorted(found.items(), key=lambda kv: int(kv[0]))}


def unclaimed(seats: list[Seat]) -> tuple[list[Seat], dict]:
    """The seats to store for an imported game (nobody in them) and the claims they wait for."""
    stored, claims = [], {}
    for i, seat in enumerate(seats):
        if seat.kind == "human":
            claims[str(i)] = {"user": seat.user_id} if seat.user_id is not None else {}
            seat = seat.model_copy(update={"user_id": None})
        stored.append(seat)
    return stored, claims


def _waiting(live: "Live", seat: int) -> dict:
    table = dict(live.game.meta.get(CLAIMS) or {})
    if str(seat) not in table:
        raise Refusal("claim-taken")
    return table


def claim_change(who: Who, name: str, seat: int) -> Callable[["Live"], dict]:
    """``who`` takes the seat (``Sessions.arrange`` applies it): only the person the record names
    for it — anyone, when it names nobody — and only someone not seated yet."""
    def change(live: "Live") -> dict:
        table = _waiting(live, seat)
        named = (table[str(seat)] or {}).get("user")
        extra = {NAMED} if named is None or named == who.user_id else set()
        rights.check("claim", who, live.game, extra, player=live.record.seats[seat].name)
        if rights.is_seated(live.game, who.user_id):
            raise Refusal("claim-already-seated")
        del table[str(seat)]
        ctl = controllers(live.game.meta)
        ctl[str(seat)] = {"user": who.user_id, "name": clean_name(name)}  # bot/store/limits.py
        return {CLAIMS: table or None, CONTROLLERS: ctl}

    return change


def ai_change(who: Who, seat: int) -> Callable[["Live"], dict]:
    """The host (or an admin) gives a seat nobody claimed to an AI."""
    def change(live: "Live") -> dict:
        rights.check("claim-ai", who, live.game)
        table = _waiting(live, seat)
        del table[str(seat)]
        ctl = controllers(live.game.meta)
        ctl[str(seat)] = {"ai": default_ai(live.game.game, live.game.meta), "why": "import"}
        return {CLAIMS: table or None, CONTROLLERS: ctl}

    return change
