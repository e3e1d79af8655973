"""Solo against Gulliver under random legal play: what must hold after every move (rulebook,
"Pravidla pro hru jednoho hráče")."""
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from vypravci.games.core import Seat
from vypravci.games.lilliput.components import load_trains
from vypravci.games.lilliput.game import Lilliput, LilliputOptions

GAME = Lilliput()
OPTION_SETS = [dict(solo=True), dict(solo=True, advanced=True, allenbeck=True), dict(solo=True, laputa=True),
               dict(solo=True, brobdingnag=True), dict(solo=True, scenario="pohori")]


def check(state):
    g = state.gulliver
    # He is never asked anything: every decision is the player's.
    assert all(p["seat"] == 0 for p in state.pending)
    # At most three 10 % shares (D), at most two companies, never more than the limit of trains (E).
    assert sum(state.players[g]["shares"].values()) <= 3 and len(state.g_companies) <= 2
    limit = load_trains().phase(state.phase).limit
    for cid in state.g_companies:
        comp = state.companies[cid]
        assert comp["director"] == g and comp["treasury"] >= 0
        assert len(comp["trains"]) <= limit
    # His second company places no further station (its home only).
    if len(state.g_companies) == 2:
        assert state.companies[state.g_companies[1]]["stations"] == 1
    assert state.players[g]["cash"] >= 0 and state.players[0]["cash"] >= 0


@settings(max_examples=6, deadline=None)
@given(seed=st.integers(0, 10_000), which=st.integers(0, len(OPTION_SETS) - 1))
def test_gulliver_invariants_under_random_play(seed, which):
    state = GAME.new_state(LilliputOptions(**OPTION_SETS[which]), [Seat(name="Eva")], seed)
    rnd = random.Random(seed)
    while not state.is_terminal():
        state.apply(rnd.choice(state.legal_actions(0)))
        check(state)
    assert state.round == 8 and len(state.ranking()) == 2
