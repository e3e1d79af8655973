"""Two shard processes of the real bot (shard 0 and shard 1 of 2) on one PostgreSQL, through the
loopback Discord: a game in a guild of each shard is played to the end with buttons, selects and
slash commands. The shard-1 process is killed with SIGKILL right after acknowledging a move and
restarted. Nothing the players saw accepted is lost (the store holds every move whose board was
posted), no stored move is announced twice (exactly once, once the outbox exists), and the
shard-0 game never notices: its interactions keep being answered in time during the outage, and
its process keeps its one gateway session.
"""
from __future__ import annotations

import asyncio
import importlib.util
import itertools
import re
from types import SimpleNamespace

import pytest

from vypravci.bot.store import Store
from tests.pg import new_schema

from .bot_process import BotProcess
from .emulator import MANAGE_GUILD, DiscordEmulator, Message
from .harness import Table, World

pytestmark = pytest.mark.e2e

OUTBOX = importlib.util.find_spec("vypravci.bot.table.outbox") is not None  # stored moves announced on start
BOARD = re.compile(r"^mini-express-(\d+)-(\d+)\.png$")  # bot/discord/posting.py post_board's file name


def world_on(emu: DiscordEmulator, shard: int) -> World:
    """One guild that Discord deals to ``shard``, with table threads (games live in threads) and
    three players."""
    guild = emu.add_guild(f"Nádraží {shard}", locale="en-US", shard=shard)
    mods = emu.add_role(guild, "Výpravčí", MANAGE_GUILD)
    general = emu.add_channel(guild, "general")
    channels = [general] + [emu.add_thread(general, name) for name in ("stůl-1", "stůl-2", "stůl-3")]
    return World(emu, guild, *channels,
                 alice=emu.add_member(guild, f"alice{shard}", locale="cs"),
                 bob=emu.add_member(guild, f"bob{shard}", locale="en-US"),
                 cyril=emu.add_member(guild, f"cyril{shard}", locale="cs"),
                 dana=emu.add_member(guild, f"dana{shard}", locale="en-US"),
                 mod=emu.add_member(guild, f"mod{shard}", roles=[mods], locale="en-US"))


class ShardTable(Table):
    """A table whose turn message may be missing (a move stored by a process killed before it
    posted the board): the player then types the move as a slash command."""

    def turn_message(self, game_id: int, seq: int) -> Message | None:
        try:
            return super().turn_message(game_id, seq)
        except LookupError:
            return None

    async def move(self, via: str):
        g, _, seq = await self.snapshot()
        if self.turn_message(g.id, seq) is None:
            via = "slash"
        try:
            return await self.play_turn(via=via)
        except LookupError:  # the harness found no such button or select: nothing was sent
            return await self.play_turn(via="slash")

    async def move_button(self) -> str | None:
        """The custom id of a button on the current turn message that makes a move."""
        g, _, seq = await self.snapshot()
        message = self.turn_message(g.id, seq)
        return next((b["custom_id"] for b in (message.buttons() if message else [])
                     if not b.get("disabled") and b["custom_id"].startswith(f"vy:act:{g.id}:{seq}:")), None)

    async def finished(self) -> bool:
        return (await self.snapshot())[1].is_terminal()


def announced(emu: DiscordEmulator, table: Table) -> list[int]:
    """The log lengths the boards posted after the start announce, in order (a board's file name
    carries the log length it shows: its buttons' seq, the final board's the whole log)."""
    seqs = []
    for m in emu.public_messages(table.channel):
        for a in m.attachments:
            found = BOARD.match(a.filename)
            if found and int(found[1]) == table.game_id:
                seqs.append(int(found[2]))
    return seqs[1:]  # the first board is the start's


async def play_out(table: ShardTable, until: asyncio.Event | None = None) -> None:
    vias = itertools.cycle(["auto", "slash", "auto"])
    while not await table.finished() and not (until is not None and until.is_set()):
        await table.move(next(vias))


async def test_two_shard_processes_one_killed_mid_game(emulator: DiscordEmulator, pg_url, tmp_path):
    emu = emulator
    emu.shard_count = 2
    db = await new_schema(pg_url)
    worlds = [world_on(emu, 0), world_on(emu, 1)]
    bots = [BotProcess(emu, db, shards=2, shard_ids=str(i), log_path=tmp_path / f"bot{i}.log") for i in (0, 1)]
    oracle = await Store.open(db)  # the test's own view of the database, never the bots' memory
    try:
        await bots[0].start()  # shard 0 syncs the commands
        await bots[1].start()
        session0 = emu.shard_sessions[0]
        steady, victim = (ShardTable(w, w.table1, SimpleNamespace(store=oracle)) for w in worlds)
        for table, w in ((steady, worlds[0]), (victim, worlds[1])):  # solo against Mašinfíra: short games
            await table.open(w.bob, options={"game": "mini-express", "map": "usa", "mode": "solo"})

        for via in ("auto", "slash", "auto"):
            await victim.move(via)
        while (button := await victim.move_button()) is None:  # a turn a button plays outright
            await victim.move("auto")
        outage = asyncio.Event()
        steady_moves = asyncio.create_task(play_out(steady, until=outage))

        # A move of the shard-1 game is acknowledged, and its process dies at once.
        g, state, seq = await victim.snapshot()
        user = victim.seat_user(state, state.to_act())
        message = victim.turn_message(g.id, seq)
        press = await user.click(message, custom_id=button)
        await press.ack()
        await bots[1].kill()
        steady_before = len(steady.moves)
        lost = await user.click(message, custom_id=button)  # no process has shard 1 now
        await asyncio.sleep(0.5)
        assert not lost.delivered and not lost.acknowledged
        await bots[1].start()
        outage_moves = len(steady.moves) - steady_before

        await play_out(victim)
        outage.set()
        await steady_moves
        await play_out(steady)

        # Nothing acknowledged is lost: every board the players saw is a prefix of the stored log.
        for table in (steady, victim):
            g, state, seq = await table.snapshot()
            assert g.status == "finished" and state.is_terminal()
            rows = await table.log_rows()
            for move in table.moves:  # each move whose board was posted is the stored row it shows
                row = rows[int(BOARD.match(move.board.png.filename)[2]) - 1]
                assert (row.user_id, row.payload["type"], row.payload.get("company")) == (
                    move.user.id, move.action["type"], move.action.get("company")), (move.action, row)
            seqs = announced(emu, table)
            assert len(seqs) == len(set(seqs)), f"a move announced twice: {sorted(seqs)}"
            if OUTBOX:
                assert sorted(seqs) == list(range(1, len(rows) + 1)), f"unannounced moves: {sorted(set(range(1, len(rows) + 1)) - set(seqs))} of {len(rows)} in {table.channel.guild_id >> 22 & 1}"
        # The shard-0 game never noticed: answered in time throughout, one gateway session.
        assert outage_moves >= 1, "the shard-0 game made no move while shard 1 was down"
        for move in steady.moves:
            assert move.interaction.delivered and move.latency < 3.0  # and its board was posted
        assert emu.shard_sessions[0] is session0 and bots[0].starts == 1
        assert not any(it.expired for it in emu.interactions.values())
        for bot in bots:
            assert bot.errors() == [], bot.errors()
            assert "heap settled" in bot.log_path.read_text(errors="replace")  # bot/ops/heap.py ran in run_bot
        if not OUTBOX:
            pytest.skip("every other check passed; 'each stored move announced exactly once' not checked: "
                        "vypravci.bot.table.outbox is not built yet (at most once was checked)")
    finally:
        for bot in bots:
            await bot.stop()
        await oracle.close()

