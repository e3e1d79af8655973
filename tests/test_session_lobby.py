"""Lobby seat limits follow the table's options, not only the game's largest table."""
from __future__ import annotations

import pytest

from vypravci.bot.table.refusal import Refusal
from vypravci.bot.table.session import Sessions
from vypravci.bot.store import Store


async def test_a_solo_table_takes_no_second_seat(tmp_path):
    async with await Store.open(tmp_path / "lobby.sqlite3") as store:
        sessions = Sessions(store)
        await sessions.new_lobby(1, 5, 1, "Host", "18lilliput", {"solo": True})
        with pytest.raises(Refusal) as ai:
            await sessions.add_ai(5, 1)
        with pytest.raises(Refusal) as human:
            await sessions.join(5, 2, "Eva")
        assert ai.value.key == human.value.key == "lobby-full"
        await sessions.new_lobby(1, 6, 1, "Host", "18lilliput")
        await sessions.join(6, 2, "Eva")  # the same game without solo seats more
        assert len((await store.active_game(6)).seats) == 2
