"""The simple AI plays legal moves to the end and beats random play."""
from vypravci.games.core import Seat
from vypravci.games.core.ai import RandomAI
from vypravci.games.lilliput.ai import SimpleAI
from vypravci.games.lilliput.game import LilliputOptions

from .helpers import GAME


def play(n, seed, options=None):
    seats = [Seat(name=str(i), kind="ai") for i in range(n)]
    state = GAME.new_state(LilliputOptions(**(options or {})), seats, seed)
    smart = seed % n
    ais = [SimpleAI(seed) if i == smart else RandomAI(seed * 7 + i) for i in range(n)]
    while not state.is_terminal():
        seat = state.to_act()
        action = ais[seat].choose(state, seat)
        assert action in state.legal_actions()
        state.apply(action)
    return state.ranking()[0] == smart


def test_simple_ai_beats_random_play():
    results = [play(n, seed) for n in (2, 3, 4) for seed in (1, 2)]
    assert sum(results) >= 5


def test_simple_ai_in_every_option():
    play(4, 3, {"advanced": True})
    play(2, 4, {"two_characters": True})


def test_strong_ai_makes_no_offer_for_another_directors_train():
    """A refused offer leaves the position as it was: the strong AI offered 1 £ for a rival's train
    again and again (a 2-player ladder game at seed 1 never ended). It now searches only bank buys
    and its own companies' trains."""
    from vypravci.games.lilliput.ai import StrongAI

    seats = [Seat(name=str(i), kind="ai") for i in range(2)]
    state = GAME.new_state(LilliputOptions(), seats, 1)
    ais = [SimpleAI(1), SimpleAI(2)]
    found = 0
    while not state.is_terminal() and found < 3:
        seat = state.to_act()
        legal = state.legal_actions(seat)
        offers = [a for a in legal if a.type == "buy_train" and a.seller
                  and state.companies[a.seller]["director"] != seat]
        if offers:
            found += 1
            strong = StrongAI(found).with_params(iterations=20)
            for moves in (strong.root_candidates(state, seat), strong.candidates(state, seat)):
                assert moves and not any(a in offers for a in moves)
            assert strong.choose(state, seat) in legal
        state.apply(ais[seat].choose(state, seat))
    assert found
