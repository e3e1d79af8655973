"""Invariants of the economy under random legal play (property-based, on the stand-in board):
80 % of each company exists, certificate and director limits hold, nobody's money goes negative,
train limits hold once the returns they force are done, phases only advance."""
from hypothesis import given, settings
from hypothesis import strategies as st

from vypravci.games.core import Seat
from vypravci.games.core.ai import RandomAI
from vypravci.games.lilliput.economy import shares, trains
from vypravci.games.lilliput.game import LilliputOptions

from .helpers import GAME


def check(state, last_phase):
    for cid, comp in state.companies.items():
        held = sum(p["shares"].get(cid, 0) for p in state.players)
        assert held + comp["bank"] == 3
        assert comp["treasury"] >= 0
        if comp["started"]:
            assert 0 <= comp["space"] < len(state.market.values)
            assert 1 <= comp["stations"] <= 3
            if not any(p["kind"] == "return" for p in state.pending):
                assert len(comp["trains"]) <= trains.limit(state)
        else:
            assert not comp["trains"] and held == 0
    for seat, player in enumerate(state.players):
        assert player["cash"] >= 0
        assert shares.certificates(state, seat) <= 5 and len(state.directed(seat)) <= 2
    assert state.phase >= last_phase
    assert all(t["type"] not in trains.rusted_types(state.phase) for c in state.companies.values()
               for t in c["trains"] + state.depot)


def play_checked(game, seed, n, advanced):
    seats = [Seat(name=f"P{i}", kind="ai") for i in range(n)]
    state = game.new_state(LilliputOptions(advanced=advanced), seats, seed)
    ai = RandomAI(seed)
    phase = state.phase
    while not state.is_terminal():
        state.apply(ai.choose(state, state.to_act()))
        check(state, phase)
        phase = state.phase


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10_000), n=st.sampled_from([2, 3, 4]), advanced=st.booleans())
def test_invariants_hold_through_a_random_game(seed, n, advanced):
    play_checked(GAME, seed, n, advanced)


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 10_000), n=st.sampled_from([2, 3, 4]), advanced=st.booleans())
def test_invariants_hold_on_the_real_board(seed, n, advanced):
    from vypravci.games.lilliput import GAME as REAL
    play_checked(REAL, seed, n, advanced)
