"""Whatever random legal play does, the pieces stay consistent: rails keep their colour order,
supplies are conserved, markers never stand in an empty gap."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from vypravci.games.core import Seat
from vypravci.games.core.ai import RandomAI
from vypravci.games.russian_railroads.player_board import industry
from vypravci.games.russian_railroads.data import COLOURS, LINES, load_board

from .helpers import GAME


def check(state) -> None:
    board = load_board()
    n = state.n
    coins = state.bank + state.board_coins + sum(p["coins"] for p in state.players)
    assert coins == board.supply["coins"]
    assert state.doubling_supply + sum(p["doubling"] for p in state.players) == board.supply["doubling_tokens"]
    tiles = sum(state.stacks.values()) + len(state.returned) + sum(
        len(held) for p in state.players for held in p["locos"].values()) + sum(len(p["factories"]) for p in state.players)
    tiles += sum(1 for t in state.tasks if t["k"] in ("bump", "loco9"))  # a locomotive on its way
    card9 = 0 if "loco9" in state.cards else 1
    assert tiles == 9 * n + card9
    for p in state.players:
        assert p["workers"] >= 0 and p["seasonal"] >= 0 and p["coins"] >= 0
        assert 0 <= p["doubling"] <= board.doubling_slots and len(p["factories"]) <= 5
        for line in LINES:
            held = p["rails"][line]
            assert set(held) <= set(board.line(line).colours)
            positions = [held[c] for c in COLOURS if c in held]
            assert positions[0] <= board.line(line).length
            on_board = [x for x in positions if x > 0]
            assert on_board == sorted(on_board, reverse=True) and len(set(on_board)) == len(on_board)
            assert len(p["locos"][line]) <= board.line(line).locomotives
        for pos in p["industry"]:
            assert industry.enterable(p, pos) or pos == 0
        assert len(set(p["industry"])) == len(p["industry"]) or p["industry"] == [0, 0]


@settings(max_examples=12, deadline=None)
@given(n=st.integers(2, 4), seed=st.integers(0, 10_000))
def test_random_play_keeps_the_pieces_consistent(n, seed):
    state = GAME.new_state(GAME.Options(), [Seat(name=f"P{i}", kind="ai") for i in range(n)], seed)
    ai = RandomAI(seed)
    check(state)
    while not state.is_terminal():
        seat = state.to_act()
        state.apply(ai.choose(state, seat))
        check(state)
