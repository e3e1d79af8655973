"""Worker placement, coins, the engineer spaces and the turn order (pp. 13–15)."""
from __future__ import annotations

import pytest

from vypravci.games.core import RuleError
from vypravci.games.russian_railroads.main_board import engineers

from .helpers import BLUE, GREEN, RED, YELLOW, Pass, Place, Relocate, Step, playing, snap, turn


def places(state, space):
    return [a for a in state.legal_actions() if a.type == "place" and a.space == space]


def test_a_coin_stands_in_for_a_worker():
    """p. 13: a coin placed instead of a worker uses the space like a worker."""
    state = turn(playing(4), RED)
    p = state.players[RED]
    p["workers"], p["coins"] = 0, 1
    assert Place(seat=RED, space="brown-1", coins=0) not in state.legal_actions()
    p["rails"]["ts"].update(black=8, grey=5, brown=2)
    assert Place(seat=RED, space="brown-1", coins=1) in state.legal_actions()
    state.apply(Place(seat=RED, space="brown-1", coins=1))
    assert p["coins"] == 0 and state.occupied["brown-1"] == [RED]


def test_worker_and_coin_space_takes_two_coins_never_two_workers():
    """p. 13: the space of one worker + one coin also takes two coins, but not two workers."""
    state = turn(playing(4), RED)
    p = state.players[RED]
    p["coins"] = 0
    assert places(state, "any-2") == []
    p["coins"] = 2
    assert {(a.coins, a.black) for a in places(state, "any-2")} == {(1, False), (2, False)}


def test_hire_space_needs_a_coin_and_a_coin_blocks_it():
    """p. 13 příklad: Red puts one coin on the hire space and takes the engineer lying there;
    a worker cannot replace that coin; the space, once taken, is closed for the round."""
    state = turn(playing(4), RED)
    state.players[RED]["coins"] = 0
    assert places(state, "hire") == []
    state.players[RED]["coins"] = 1
    engineer = state.strip[-1]
    state.apply(Place(seat=RED, space="hire", coins=1))
    assert state.players[RED]["engineers"] == [engineer] and state.strip[-1] is None
    assert state.players[RED]["workers"] == 5
    nxt = state.to_act()
    assert places(state, "hire") == []
    with pytest.raises(RuleError) as err:
        state.apply(Place(seat=nxt, space="hire", coins=1))
    assert err.value.key == "error-rr-space-taken"


def test_variable_engineer_space_doubling_and_three_points():
    """p. 13 příklad: Red places a worker on the left variable space; its engineer puts a doubling
    token on the first free slot above the Trans-Siberian and gives 3 points."""
    state = turn(playing(4), RED)
    state.strip[-3] = 9  # the engineer "1 doubling token + 3 points"
    before = state.players[RED]["score"]
    state.apply(Place(seat=RED, space="engineer-left"))
    p = state.players[RED]
    assert p["doubling"] == 1 and p["score"] == before + 3 and p["workers"] == 4
    assert places(state, "engineer-left") == []


def test_engineers_before_the_variable_spaces_cannot_be_used():
    """p. 13: the preview engineers can be neither hired nor used; the two variable spaces use
    the engineers lying on them; the rightmost one is hired."""
    state = turn(playing(4), RED)
    state.strip = [1, 2, 3, 4, 8, 9, 5]
    offered = {a.space for a in state.legal_actions() if a.type == "place"}
    assert {"engineer-left", "engineer-right", "hire"} <= offered
    assert not [s for s in offered if s.startswith("own-")]
    before, marker = state.players[RED]["score"], state.players[RED]["industry"][0]
    state.apply(Place(seat=RED, space="engineer-left"))  # engineer 8: industry +1 and 3 points
    assert state.players[RED]["industry"] == [marker + 1] and state.players[RED]["score"] == before + 3
    assert engineers.at_space(state, "engineer-right") == 9


def test_hired_engineer_is_an_own_space_usable_partially():
    """p. 14: a hired engineer's space is its owner's alone and may be used partially."""
    state = turn(playing(4), RED)
    state.players[RED]["engineers"] = [1]  # two steps of any rail
    p = state.players[RED]
    p["rails"]["ts"]["black"] = 15
    p["rails"]["spb"]["black"] = 9
    p["rails"]["kiev"]["black"] = 8  # room for one black step only
    p["claimed"] += ["end-ts", "end-spb"]
    state.apply(Place(seat=RED, space="own-1"))
    state.apply(Step(seat=RED, line="kiev", colour="black"))
    assert state.to_act() != RED or state.head() is None or state.head()["k"] != "steps"
    assert Place(seat=RED, space="own-1") not in state.legal_actions(RED)


def test_turn_order_follows_the_track():
    """p. 14 příklad: yellow starts, then blue, green, red, then yellow again."""
    state = playing(4, order=[YELLOW, BLUE, GREEN, RED])
    seen = []
    for _ in range(5):
        seat = state.to_act()
        seen.append(seat)
        state.apply(Place(seat=seat, space="bottom"))
        while state.head() is not None:
            state.apply(state.legal_actions()[0])
    assert seen == [YELLOW, BLUE, GREEN, RED, YELLOW]


def test_passing_scores_the_turn_order_card():
    """p. 14 + README: a player who passes flips the card: 0 / 2 / 3 / 4 points by place."""
    state = playing(4, order=[YELLOW, BLUE, GREEN, RED])
    got = []
    for seat in (YELLOW, BLUE, GREEN, RED):
        before = state.players[seat]["score"]
        state.apply(Pass(seat=seat))
        got.append(state.players[seat]["score"] - before)
        if state.stage != "play":
            break
    assert got[:3] == [0, 2, 3]


def _round_with(state, claims: dict[int, int]):
    """Everyone passes, except that claims[place] = seat first takes that turn-order space."""
    for place, seat in sorted(claims.items()):
        turn(state, seat)
        state.apply(Place(seat=seat, space=f"order-{place}"))
    while state.stage == "play":
        state.apply(Pass(seat=state.to_act()))


def test_claimants_move_to_the_front():
    """p. 15 příklad: green and red took the turn-order spaces, yellow and blue move back."""
    state = playing(4, order=[YELLOW, BLUE, GREEN, RED])
    _round_with(state, {1: GREEN, 2: RED})
    assert state.order == [GREEN, RED, YELLOW, BLUE]


def test_starting_player_on_second_space_alone_changes_nothing():
    """p. 15 zvláštní případ + příklad: yellow puts a worker under the second space, the first
    stays empty, so the order does not change."""
    state = playing(4, order=[YELLOW, BLUE, GREEN, RED])
    _round_with(state, {2: YELLOW})
    assert state.order == [YELLOW, BLUE, GREEN, RED]


def test_no_worker_under_own_marker_except_with_two():
    """p. 14 poznámka; p. 21: with two players a worker may stand under one's own marker."""
    state = playing(4, order=[YELLOW, BLUE, GREEN, RED])
    assert places(state, "order-1") == [] and places(state, "order-2")
    with pytest.raises(RuleError) as err:
        state.apply(Place(seat=YELLOW, space="order-1"))
    assert err.value.key == "error-rr-own-marker"
    two = playing(2, order=[RED, BLUE])
    assert places(two, "order-1")


def test_turn_order_workers_move_again_less_favourable_first():
    """p. 15 příklad: red (second space) moves his worker to the one-worker brown space and makes
    one brown step; then green may move hers."""
    state = playing(4, order=[YELLOW, BLUE, GREEN, RED])
    red = state.players[RED]
    red["rails"]["ts"].update(black=9, grey=6, brown=2)
    _round_with(state, {1: GREEN, 2: RED})
    assert state.ask == {"kind": "relocate", "seat": RED}
    offered = {a.space for a in state.legal_actions()}
    assert "brown-1" in offered and None in offered
    assert "black-2" not in offered and "any-2" not in offered and "hire" not in offered
    state.apply(Relocate(seat=RED, space="brown-1"))
    state.apply(Step(seat=RED, line="ts", colour="brown"))
    assert red["rails"]["ts"]["brown"] == 3
    assert state.ask == {"kind": "relocate", "seat": GREEN}
    assert "brown-1" not in {a.space for a in state.legal_actions()}


def test_refused_placement_changes_nothing():
    state = turn(playing(4), RED)
    before = snap(state)
    for bad in (Place(seat=RED, space="white-1"), Place(seat=RED, space="nowhere"),
                Place(seat=RED, space="black-2", coins=3)):
        with pytest.raises(RuleError):
            state.apply(bad)
        assert snap(state) == before


def test_seasonal_workers_serve_this_round_only():
    """p. 13: two seasonal workers for one worker, to be used in the current round."""
    state = turn(playing(4), RED)
    state.apply(Place(seat=RED, space="seasonal"))
    p = state.players[RED]
    assert p["seasonal"] == 2 and p["workers"] == 4
    turn(state, RED)
    state.apply(Place(seat=RED, space="black-2"))
    assert p["seasonal"] == 0 and p["workers"] == 4
    while state.head() is not None:
        state.apply(state.legal_actions()[0])
    turn(state, RED)
    state.apply(Place(seat=RED, space="seasonal")) if places(state, "seasonal") else None
    while state.stage == "play":
        state.apply(state.legal_actions()[-1] if state.head() is None else state.legal_actions()[0])
    while state.stage == "relocate":
        state.apply(state.legal_actions()[-1])
    assert p["seasonal"] == 0 and p["workers"] == p["total"]


def test_one_turn_order_space_per_player():
    """Reconstruction: a player holding one turn-order space may not take the other; every seat
    stays on the track once."""
    state = playing(4, order=[YELLOW, BLUE, GREEN, RED])
    turn(state, RED)
    state.apply(Place(seat=RED, space="order-1"))
    turn(state, RED)
    assert places(state, "order-2") == []
    _round_with(state, {2: GREEN})
    assert sorted(state.order) == [0, 1, 2, 3] and state.order[:2] == [RED, GREEN]
