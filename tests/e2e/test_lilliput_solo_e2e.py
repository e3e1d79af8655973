"""18Lilliput solo end to end: one human (Bob, English client) against Gulliver through the loopback
Discord — the real bot and discord.py — from /game new with the solo variant to the final scores.

Gulliver is the engine's automa, not a seat in the lobby: no AI is added, his turns are played by
the engine after Bob's two action cards, and they reach the channel as the engine's events in the
board messages. The move log holds Bob's actions only. Bob's moves (the simple AI's choice for his
seat) go through the same buttons, lay steps and /ll commands as in test_lilliput_e2e.py.
"""
from __future__ import annotations

import pytest

from .test_lilliput_e2e import ACK_LIMIT, GAME_ID, LilliputTable, assert_log_gapless, runner  # noqa: F401

pytestmark = pytest.mark.e2e


async def test_one_human_plays_solo_against_gulliver_to_the_end(world, runner):  # noqa: F811
    table = LilliputTable(world, world.table2, runner)
    start = await table.open(world.bob, ais=0, options={"game": GAME_ID, "variants": "solo"})
    assert start.latency < ACK_LIMIT
    g, state, seq = await table.snapshot()
    assert g.game == GAME_ID and g.options.get("solo") is True
    # The lobby had Bob alone; the engine adds Gulliver as its automa seat, never an AI player.
    assert [s.kind for s in state.seats] == ["human", "automa"]
    assert state.gulliver == 1 and state.g_companies
    gulliver_company = state.g_companies[0]
    used: dict[str, int] = {}
    gulliver_turns = 0
    for _ in range(400):
        g, state, seq = await table.snapshot()
        if state.is_terminal():
            break
        assert state.to_act() == 0, "only Bob is ever asked to move"
        turns_before = state.g_turn
        via, action = await table.human_turn()
        used[via] = used.get(via, 0) + 1
        g2, after, seq2 = await table.snapshot()
        assert seq2 == seq + 1, f"{action} was not applied as one log row"
        gulliver_turns += after.g_turn - turns_before
    g, state, seq = await table.snapshot()
    assert state.is_terminal() and g.status == "finished"
    assert gulliver_turns >= 2, "Gulliver played his turns between Bob's"
    rows = await table.log_rows()
    assert_log_gapless(rows)
    # The record holds the player's actions only: every row is Bob's, none Gulliver's.
    assert {r.user_id for r in rows} == {world.bob.id}
    assert all(r.payload.get("seat", 0) == 0 for r in rows)
    assert used.get("lay", 0) >= 2 and used.get("slash", 0) >= 3, used
    texts = "\n".join(m.content for m in table.public())
    # Gulliver's track, shares and trains reach the channel as the engine's events after Bob's moves.
    assert "Gulliver lays" in texts and "from the deck (Gulliver)" in texts
    assert "Gulliver buys a share" in texts or "Gulliver starts" in texts
    final = table.public()[-1].content
    assert "Gulliver" in final and "Bob" in final
    assert gulliver_company in {c for c, comp in state.companies.items() if comp["director"] == 1}
