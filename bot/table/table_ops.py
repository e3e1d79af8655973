"""The table's management, apart from any front end: what pace | pause | resume | vacation | kick |
replace check and change. The Discord cog (bot/discord/cogs/table.py) and the console
(bot/console/table.py) both call these, so both ask the same permissions (bot/table/rights.py) and refuse
with the same messages; each returns what changed or raises a ``Refusal`` (and then nothing changed).

The deadlines' arithmetic is bot/table/deadlines.py; who plays a seat is bot/table/seats.py.
"""
from __future__ import annotations

from typing import Callable

from vypravci.games.core import get_game

from . import rights, seats
from ..commands import actions as cmd
from ..words.i18n import LOCALES, i18n
from .deadlines import parse_pace, resume_patch
from ..store.limits import CLOCK_KEYS
from .rights import Who
from .session import Live, Outcome, Sessions
from .refusal import Refusal
from ..store import StoredGame

PACE_RESET = CLOCK_KEYS  # a new pace: the time starts again


def running(g: StoredGame) -> None:
    if g.status != "active":
        raise Refusal("seats-not-running")


async def hosted_game(sessions: Sessions, channel_id: int, user_id: int, is_admin: bool,
                      action: str) -> StoredGame:
    """The channel's open game, if the user may do ``action`` there (bot/table/rights.py; else a Refusal)."""
    return await sessions.authorized(channel_id, user_id, is_admin, action)


async def open_game(sessions: Sessions, channel_id: int) -> StoredGame:
    g = await sessions.store.active_game(channel_id)
    if g is None:
        raise Refusal("refuse-no-game")
    return g


async def seat_game(sessions: Sessions, channel_id: int, user_id: int | None = None,
                    is_admin: bool = False, action: str = "kick") -> StoredGame:
    """The running game whose seats change hands: anyone's (``user_id`` None: vacation, each
    for their own seat), else if the user may do ``action`` (kick, replace: the host or an admin)."""
    if user_id is None:
        g = await open_game(sessions, channel_id)
    else:
        g = await hosted_game(sessions, channel_id, user_id, is_admin, action)
    running(g)
    return g


# ---------------------------------------------------------------------------------------- time
def pace_patch(seconds: int | None) -> dict:
    """A new pace (None: off); the current player's time starts again from now."""
    return {"pace": seconds, **dict.fromkeys(PACE_RESET)}


def pause_patch(meta: dict, now: float, pause: bool) -> dict:
    """Stop the clock, or start it again (the time paused is added to the deadline)."""
    if not meta.get("pace"):
        raise Refusal("pause-no-pace")
    if pause:
        if "paused_at" in meta:
            raise Refusal("pause-already")
        return {"paused_at": now}
    if "paused_at" not in meta:
        raise Refusal("pause-not-paused")
    return resume_patch(meta, now)


async def set_pace(sessions: Sessions, channel_id: int, user_id: int, is_admin: bool,
                   value: object) -> tuple[StoredGame, int | None]:
    """The host (or an admin) sets the time per move, in the lobby or while playing; ``off``
    switches the deadlines off. Returns the game and the pace in seconds (None: off)."""
    g = await hosted_game(sessions, channel_id, user_id, is_admin, "pace")
    seconds = parse_pace(value)
    patch = pace_patch(seconds)
    if g.status == "lobby":
        await sessions.store.update_meta(g.id, patch)
    else:
        await sessions.arrange(channel_id, lambda live: patch)
    return g, seconds


async def set_paused(sessions: Sessions, channel_id: int, user_id: int, is_admin: bool, now: float,
                     pause: bool) -> StoredGame:
    """The host (or an admin) stops the running game's clock, or starts it again."""
    g = await hosted_game(sessions, channel_id, user_id, is_admin, "pause" if pause else "resume")
    running(g)
    await sessions.arrange(channel_id, lambda live: pause_patch(live.game.meta, now, pause))
    return g


# ---------------------------------------------------------------------------------------- seats
def stand_in_level(game_id: str, word: str) -> str:
    """The AI level a typed word names: its code (``strong``) or its name in either language
    (``silný``), letter case and accents aside; else the word itself (refused later, named)."""
    folded = cmd.fold(word)
    for level in get_game(game_id).ai_names():
        names = {level, *(i18n.lookup(loc, f"ai-{level}") or level for loc in LOCALES)}
        if folded in {cmd.fold(n) for n in names}:
            return level
    return word


async def set_stand_in(sessions: Sessions, channel_id: int, user_id: int, is_admin: bool,
                       word: str) -> tuple[StoredGame, str]:
    """The host (or an admin) chooses the AI level that plays a seat handed over (vacation, kick,
    expiry, an imported seat nobody claimed), in the lobby or while playing: the AIs standing in
    now switch to it. Returns the game and the level."""
    g = await hosted_game(sessions, channel_id, user_id, is_admin, "stand-in")
    level = stand_in_level(g.game, word)
    patch = seats.stand_in_patch(g.game, g.meta, level)
    if g.status == "lobby":
        await sessions.store.update_meta(g.id, patch)
    else:
        await sessions.arrange(channel_id, lambda live: seats.stand_in_patch(live.game.game, live.game.meta, level))
    return g, level


def vacation_change(user_id: int, away: bool) -> Callable[[Live], dict]:
    def change(live: Live) -> dict:
        rights.check("vacation", Who(user_id), live.game)
        return seats.vacation_patch(live, user_id, away)

    return change


def kick_change(member_id: int) -> Callable[[Live], dict]:
    return lambda live: seats.kick_patch(live, member_id)


def replace_change(member_id: int, newcomer_id: int, newcomer_name: str,
                   old: dict[str, str]) -> Callable[[Live], dict]:
    """Another person takes the member's seat; ``old["name"]`` is the seat's name before."""
    def change(live: Live) -> dict:
        seat = seats.seat_by_user(live, member_id)
        if seat is not None:
            old["name"] = live.state.seats[seat].name
        return seats.replace_patch(live, member_id, newcomer_id, newcomer_name)

    return change


def seat_name(outcome: Outcome, user_id: int) -> str:
    """The name of the seat the user plays (after a change), else "?"."""
    return next((s.name for s in outcome.state.seats if s.user_id == user_id), "?")
