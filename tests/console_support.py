"""Console doubles for the offer tests (issue 22): a game brought to a chosen position and typed at.

``position`` plays seeded random legal moves on the engine until a test's condition holds, then
stores that record at the console's table (as ``import`` would), its seats human players the
console may type for (hot seat on), so a test starts where the defect shows."""
from __future__ import annotations

import random

from vypravci.bot.table.records import history
from vypravci.bot.console.app import CONSOLE_CHANNEL, CONSOLE_GUILD, Console
from vypravci.bot.console.moves import user_id
from vypravci.games.core import GameRecord, GameState, get_game, new_state
from vypravci.games.core.record import Seat

NAMES = ("Eva", "Ola", "Iva", "Ada", "Bob")


async def run(c: Console, *typed: str) -> list[str]:
    """Type lines; returns what they printed."""
    start = len(c.lines)
    for line in typed:
        await c.handle(line)
    return c.lines[start:]


async def live_state(c: Console) -> GameState:
    return (await c.sessions.live(CONSOLE_CHANNEL)).state


def played(game_id: str, until, *, players: int = 2, seed: int = 1, options: dict | None = None,
           limit: int = 3000) -> GameRecord:
    """A record of seeded random legal moves up to the first position where ``until(state)`` (or,
    ``until`` a number, after that many moves)."""
    if isinstance(until, int):
        moves = until
        until = lambda st: len(record.actions) >= moves  # noqa: E731
    game = get_game(game_id)
    opts = game.parse_options(options)
    seats = [Seat(name=n, kind="human", user_id=user_id(n)) for n in NAMES[:players]]
    record = GameRecord(game=game_id, options=opts.model_dump(mode="json"), seed=seed, seats=seats)
    state, rng = new_state(record), random.Random(seed)
    for _ in range(limit):
        if state.is_terminal():
            break
        if until(state):
            return record
        action = rng.choice(state.legal_actions(state.to_act()))
        state.apply(action)
        record.actions.append(action.to_dict())
    raise AssertionError(f"{game_id}: no such position in {limit} moves (seed {seed})")


async def position(c: Console, game_id: str, until, **kw) -> GameState:
    """The console's table at the first position where ``until(state)`` (see ``played``), hot seat on."""
    record = played(game_id, until, **kw)
    state = history.check_record(record, "en")
    await history.import_record(c.sessions, CONSOLE_GUILD, CONSOLE_CHANNEL, user_id(c.player), record, state,
                                seat_named=True)  # one keyboard plays every seat, as the console imports
    await c.handle("hotseat on")
    return await live_state(c)
