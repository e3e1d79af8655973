"""18Lilliput end to end: a whole game through the loopback Discord — the real bot and discord.py,
one human (Bob, English client) and two AI seats — to the final scores.

The human's moves (the simple AI's choice for his seat, read from the store) are made the way a
player makes them: the buttons under the board (pay out / withhold, accept / refuse, done), the
tile lay square by square (square select, then privately the tile, the rotation, the preview
picture and the lay button) and the generated /ll commands for everything else. On the wire:
every first callback within 3 seconds, every board a decodable PNG on a new public message, the
lay steps and the preview ephemeral, the move log gapless.
"""
from __future__ import annotations

import pytest

from vypravci.bot.commands.actions import encode

from .harness import BotRunner, Table, png_ok

pytestmark = pytest.mark.e2e

GAME_ID = "18lilliput"
ACK_LIMIT = 3.0  # Discord's window for the first callback


@pytest.fixture
async def runner(world, tmp_path):
    """The real bot over a fresh database; it must log no error."""
    run = BotRunner(world.emu, tmp_path / "lilliput.sqlite3")
    await run.start()
    try:
        yield run
    finally:
        errors = run.error_messages()
        await run.stop()
    assert not errors, f"the bot logged errors: {errors}"


def assert_log_gapless(rows) -> None:
    seqs = [r.seq for r in rows]
    assert seqs == list(range(1, len(rows) + 1)), f"log sequence has gaps or duplicates: {seqs}"


def word(user, message: str, fallback: str) -> str:
    """A command or option name as the user's Discord client shows it (Czech for a Czech client)."""
    from vypravci.bot.words.i18n import i18n

    lang = "cs" if user.locale.startswith("cs") else "en"
    return i18n.lookup(lang, message) or fallback


class LilliputTable(Table):
    """One channel's 18Lilliput game, moved through what Discord shows the player."""

    async def human_turn(self) -> tuple[str, dict]:
        g, state, seq = await self.snapshot()
        seat = state.to_act()
        user = self.seat_user(state, seat)
        action = await self.ai_action(state, seat, seq)
        message = self.turn_message(g.id, seq)
        kind = action["type"]
        if kind == "operate":
            it = await user.click(message, custom_id=f"vy:llop:{g.id}:{seq}:{action['company']}:{int(action['payout'])}")
            via = "button"
        elif kind == "answer_offer":
            it = await user.click(message, custom_id=f"vy:lloffer:{g.id}:{seq}:{int(action['accept'])}")
            via = "button"
        elif kind == "done":
            it = await user.click(message, custom_id=f"vy:lldone:{g.id}:{seq}")
            via = "button"
        elif kind in ("lay_tile", "place_home"):
            it = await self.lay(user, message, g.id, seq, action)
            via = "lay"
        else:
            options = {word(user, f"opt-{k}-name", k): encode(v) for k, v in action.items()
                       if k not in ("type", "seat") and v is not None}
            it = await user.slash(f"ll {word(user, f'cmd-ll-{kind.replace(chr(95), chr(45))}-name', kind)}",
                                  self.channel, options)
            via = "slash"
        cb = await it.ack()
        assert it.latency is not None and it.latency < ACK_LIMIT, f"{kind} acknowledged after {it.latency}s"
        assert cb.type in (4, 5, 6, 7)
        board = await it.wait_message(lambda m: not m.ephemeral and m.png is not None, timeout=30,
                                      what=f"the board after {action}")
        assert png_ok(board.png.data)[0] == 800
        await it.settle(0.05)
        return via, action

    async def lay(self, user, message, gid: int, seq: int, action: dict):
        """Square → tile → rotation (each step privately, only when there is a choice) → preview → lay
        (a home tile the same way, its ids prefixed ``vy:llh…``)."""
        prefix = "llh" if action["type"] == "place_home" else "ll"
        it = await user.select(message, f"vy:{prefix}at:{gid}:{seq}:{action['company']}",
                               [f"{action['x']},{action['y']}"])
        for _ in range(3):
            await it.ack()
            assert it.latency < ACK_LIMIT
            step = await it.wait_message(lambda m: m.ephemeral and bool(m.all_components()), timeout=20,
                                         what="the next lay step")
            assert step.visible_to == user.id and it.public == []
            (component,) = step.all_components()
            cid = component["custom_id"]
            if cid.startswith(f"vy:{prefix}ok:"):
                assert step.png is not None and png_ok(step.png.data)[0] == 800, "the preview picture"
                assert cid.endswith(f":{action['tile']}:{action['rotation']}")
                return await user.click(step, custom_id=cid)
            wanted = action["tile"] if cid.startswith(f"vy:{prefix}tile:") else str(action["rotation"])
            it = await user.select(step, cid, [wanted])
        raise AssertionError("the lay never reached its preview")


async def test_one_human_and_two_ais_play_a_whole_game(world, runner):
    table = LilliputTable(world, world.table2, runner)
    start = await table.open(world.bob, ais=2, options={"game": GAME_ID})
    assert start.latency < ACK_LIMIT
    png_ok(start.board.png.data)
    g, state, seq = await table.snapshot()
    assert g.game == GAME_ID and [s.kind for s in state.seats].count("human") == 1
    used: dict[str, int] = {}
    for _ in range(400):
        g, state, seq = await table.snapshot()
        if state.is_terminal():
            break
        via, action = await table.human_turn()
        used[via] = used.get(via, 0) + 1
        g2, after, seq2 = await table.snapshot()
        assert seq2 > seq, f"{action} was not applied"
    g, state, seq = await table.snapshot()
    assert state.is_terminal() and g.status == "finished"
    assert_log_gapless(await table.log_rows())
    assert used.get("lay", 0) >= 2 and used.get("slash", 0) >= 5 and used.get("button", 0) >= 2, used
    final = table.public()[-1]
    assert "Bob" in final.content and "AI 1" in final.content


async def test_czech_player_uses_czech_commands_and_autocomplete(world, runner):
    """Alice's client is Czech: /ll commands and options by their Czech names, the tile choices
    autocompleted in Czech words; the moves are posted in the server's language (English here)."""
    table = LilliputTable(world, world.table3, runner)
    await table.open(world.alice, ais=1, options={"game": GAME_ID})
    checked_autocomplete = False
    for _ in range(80):
        g, state, seq = await table.snapshot()
        top = state.current()
        if top["kind"] == "tiles" and not checked_autocomplete:
            lay = next(a for a in state.legal_actions() if a.type == "lay_tile")
            choices = await world.alice.autocomplete("ll polož-dílek", table.channel, "dílek",
                                                     {"společnost": lay.company})
            assert choices and all(" dílek " in c["name"] for c in choices), choices  # "žlutý dílek města s rovnou tratí"
            assert {c["value"] for c in choices} <= {a.tile for a in state.legal_actions() if a.type == "lay_tile"}
            checked_autocomplete = True
        if state.round >= 2 and checked_autocomplete:
            break
        await table.human_turn()
    assert checked_autocomplete
    texts = "\n".join(m.content for m in table.public())
    assert "takes the action card" in texts and "Round 2 begins" in texts
