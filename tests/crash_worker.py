"""A bot process for the crash test: plays games on a database until it is killed.

Prints ``READY`` once it is serving, then ``ACK <game id> <seq> <action json>`` after each move
the store acknowledged (committed). The parent kills it with SIGKILL at a random moment.
"""
from __future__ import annotations

import asyncio
import json
import random
import sys

from vypravci.bot.table.refusal import Refusal
from vypravci.bot.table.session import Sessions
from vypravci.bot.store import Store
from vypravci.games.core import get_game

GAME = "mini-express"
CHANNELS = (80, 81, 82)


async def ensure_table(sessions: Sessions, channel: int, guild: int = 1) -> None:
    """Each step refuses harmlessly when an earlier (killed) run already did it."""
    for step in (lambda: sessions.new_lobby(guild, channel, 1, "P1", GAME),
                 lambda: sessions.join(channel, 2, "P2"), lambda: sessions.join(channel, 3, "P3"),
                 lambda: sessions.start(channel, 1)):
        try:
            await step()
        except Refusal:
            pass


async def main(path: str, seed: int) -> None:
    sessions = Sessions(await Store.open(path))
    rng = random.Random(seed)
    get_game(GAME).make_ai("random", 0)  # imports and component data loaded before the clock runs
    print("READY", flush=True)
    while True:
        channel = rng.choice(CHANNELS)
        await ensure_table(sessions, channel)
        try:
            await play_one(sessions, channel, rng)
        except Refusal:
            continue


async def play_one(sessions: Sessions, channel: int, rng: random.Random) -> None:
    """One random legal move for the seat to act; prints ``ACK <game> <seq> <action>`` once the
    store acknowledged it. A refusal (the game moved on, no game) propagates to the caller."""
    live = await sessions.live(channel)
    seat = live.state.to_act()
    if seat is None:
        return
    action = get_game(GAME).make_ai("random", rng.randrange(2**31)).choose(live.state, seat).to_dict()
    action.pop("seat")
    before, game_id = live.seq, live.game.id
    out = await sessions.act(channel, live.state.seats[seat].user_id, action)
    print("ACK", game_id, before + 1, json.dumps(out.steps[0].action, sort_keys=True), flush=True)

if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
