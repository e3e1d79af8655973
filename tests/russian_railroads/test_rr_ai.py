"""The simple AI beats random play, and self-play with AI seats finishes without engine errors."""
from __future__ import annotations

from vypravci.games.core import Seat
from vypravci.games.core.ai import RandomAI
from vypravci.games.russian_railroads.actions import Place
from vypravci.games.russian_railroads.ai import SimpleAI, StrongAI, _pick, ranking

from .helpers import GAME


def play(n: int, seed: int, smart: int):
    state = GAME.new_state(GAME.Options(), [Seat(name=f"P{i}", kind="ai") for i in range(n)], seed)
    ais = [SimpleAI(seed * 7 + i) if i == smart else RandomAI(seed * 7 + i) for i in range(n)]
    while not state.is_terminal():
        seat = state.to_act()
        state.apply(ais[seat].choose(state, seat))
    return state


def test_simple_ai_beats_random_players():
    wins = 0
    for seed in range(6):
        n = 2 + seed % 3
        state = play(n, seed, seed % n)
        wins += state.ranking()[0] == seed % n
    assert wins >= 5


def test_selfplay_simple_ai_all_player_counts():
    """Simple AI seats only, 2–4 players: the game ends, every round was scored, the record replays."""
    for n in (2, 3, 4):
        seats = [Seat(name=f"P{i}", kind="ai", ai="simple") for i in range(n)]
        state = GAME.new_state(GAME.Options(), seats, n)
        ais = [GAME.make_ai("simple", n * 1009 + i) for i in range(n)]
        actions = []
        while not state.is_terminal():
            seat = state.to_act()
            action = ais[seat].choose(state, seat)
            state.apply(action)
            actions.append(action.to_dict())
        assert len(state.history) == state.rounds and state.final is not None
        again = GAME.new_state(GAME.Options(), seats, n)
        for data in actions:
            again.apply(data)
        assert again.to_dict() == state.to_dict()


# ---------------------------------------------------------------------------- the strong AI's plan
def _simple_game_until(n: int, seed: int, moves: int):
    """The position after ``moves`` decisions of simple AI seats (seeded, so always the same)."""
    state = GAME.new_state(GAME.Options(), [Seat(name=f"P{i}", kind="ai") for i in range(n)], seed)
    ais = [SimpleAI(seed * 7 + i) for i in range(n)]
    for _ in range(moves):
        seat = state.to_act()
        state.apply(ais[seat].choose(state, seat))
    return state


def test_pick_takes_the_best_free_affordable_placement():
    """A seat's modelled answer: the best-ranked space that is still free (the bottom rail space never
    closes, an own engineer is nobody else's) and that its workers and coins pay for; a pass ranked
    first ends its round."""
    ranked = [(10.0, "loco-3"), (8.0, "bottom"), (6.0, "black-2"), (5.0, "coins"), (1.0, None)]
    assert _pick(ranked, {"loco-3", "bottom"}, 3) == (8.0, "bottom", 1)
    assert _pick(ranked, {"bottom"}, 3, used={"bottom"}) == (10.0, "loco-3", 3)
    assert _pick(ranked, {"loco-3"}, 2, used={"bottom"}) == (6.0, "black-2", 2)
    assert _pick(ranked, {"loco-3", "black-2", "coins"}, 1, used={"bottom"}) == (1.0, None, 0)
    assert _pick([(2.0, "loco-3")], set(), 2) == (0.0, None, 0)


def test_strong_takes_the_space_the_rival_needs_most():
    """2 players, seed 3, round 1 (after three decisions): the simple AI ranks industry-2 first for
    itself (13.8) and would play it; the rival's best placement by far is industry-black (18, next
    engineer-right 15). The plan takes industry-black: what the rival loses there outweighs the
    difference, and industry-2 is nobody else's first choice, so it is still there next turn."""
    state = _simple_game_until(2, 3, 3)
    seat = state.to_act()
    assert state.ask["kind"] == "turn"
    simple = SimpleAI(1)
    assert ranking(state, seat, simple)[0][1] == "industry-2"
    assert ranking(state, 1 - seat, simple)[0][1] == "industry-black"
    assert simple.choose(state, seat).space == "industry-2"
    assert StrongAI(1).plan(state.clone(), seat).space == "industry-black"


def test_strong_does_not_pass_early_for_the_turn_order_points():
    """Passing scores the seat's place in the turn order whenever it passes, so a placement that still
    gains is played first: with the rival out of the round and one more useful placement, the plan
    places rather than passes (the points are counted in both lines)."""
    state = _simple_game_until(2, 2, 55)
    seat = state.to_act()
    assert state.ask["kind"] == "turn" and state.players[1 - seat]["passed"]
    own = ranking(state, seat, SimpleAI(1))
    assert own[0][1] is not None and own[0][0] > 0
    assert isinstance(StrongAI(1).plan(state.clone(), seat), Place)
