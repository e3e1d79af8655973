"""Rails, locomotives, factories, the industry track and the special player-board spaces
(pp. 16–17, with the reconstructed rules of the lost pp. 6–12)."""
from __future__ import annotations

import pytest

from vypravci.games.core import RuleError
from vypravci.games.russian_railroads.player_board import rails

from .helpers import RED, Factory, Industry, Locomotive, Place, Step, Stop, UseToken, playing, turn


def board():
    state = turn(playing(4), RED)
    return state, state.players[RED]


def steps_of(state):
    return {(a.line, a.colour) for a in state.legal_actions() if a.type == "step"}


def test_strict_ahead_rule():
    """A rail may only advance while the rail of the colour before it stays strictly ahead."""
    held = {"ts": {"black": 3, "grey": 1}, "spb": {"black": 1}, "kiev": {"black": 1}}
    assert rails.can_step(held, "ts", "grey")
    held["ts"]["grey"] = 2
    assert not rails.can_step(held, "ts", "grey")
    assert rails.can_step(held, "ts", "black")


def test_black_rail_on_trans_siberian_2_brings_grey_rails_to_every_line():
    """p. 16: on Trans-Siberian spaces 2, 6 and 10 the rails of the next colours go to every line
    that allows them (Kiev never gets natural); p. 16 příklad (left): such a space needs only the
    black rail, no locomotive."""
    state, p = board()
    state.apply(Place(seat=RED, space="black-1"))
    state.apply(Step(seat=RED, line="ts", colour="black"))
    assert all(p["rails"][ln]["grey"] == 0 for ln in ("ts", "spb", "kiev"))
    state.apply(Step(seat=RED, line="ts", colour="grey")) if ("ts", "grey") in steps_of(state) else None
    p["rails"]["ts"]["black"] = 9
    p["rails"]["ts"]["brown"] = 0
    rails.step(p["rails"], "ts", "black")
    assert p["rails"]["ts"]["natural"] == 0 and p["rails"]["spb"]["natural"] == 0
    assert "natural" not in p["rails"]["kiev"]


def test_board_action_must_be_complete():
    """p. 13 + README: a board action is only chosen if it can be done completely."""
    state, p = board()
    p["rails"] = {"ts": {"black": 15}, "spb": {"black": 9}, "kiev": {"black": 7}}
    p["claimed"] += ["end-ts", "end-spb"]
    spaces = {a.space for a in state.legal_actions() if a.type == "place"}
    assert "black-1" in spaces and "black-2" not in spaces
    with pytest.raises(RuleError) as err:
        state.apply(Place(seat=RED, space="black-2"))
    assert err.value.key == "error-rr-rail-room" and err.value.params == {"rail": "black", "need": 3, "room": 2}


def test_steps_that_would_leave_the_rest_undoable_are_refused():
    state, p = board()
    p["rails"] = {"ts": {"black": 15, "grey": 13}, "spb": {"black": 9, "grey": 1}, "kiev": {"black": 1, "grey": 0}}
    p["claimed"] += ["end-ts", "end-spb"]
    state.apply(Place(seat=RED, space="grey-2"))  # three grey steps
    assert ("ts", "grey") in steps_of(state)
    state.apply(Step(seat=RED, line="spb", colour="grey"))
    state.apply(Step(seat=RED, line="spb", colour="grey"))
    state.apply(Step(seat=RED, line="ts", colour="grey"))
    assert p["rails"]["spb"]["grey"] == 3 and p["rails"]["ts"]["grey"] == 14


def test_white_rail_and_two_white_steps_on_15():
    """p. 16: reaching space 15 gives the white rail and two white steps right away, onto free
    spaces only (a step that has no room is lost)."""
    state, p = board()
    p["rails"]["ts"] = {"black": 14, "grey": 2, "brown": 1, "natural": 0}
    state.apply(Place(seat=RED, space="black-1"))
    state.apply(Step(seat=RED, line="ts", colour="black"))
    score = p["score"]
    assert p["score"] >= 10  # the end station too (p. 17)
    assert p["rails"]["ts"]["white"] == 0
    state.apply(Step(seat=RED, line="spb", colour="black"))
    assert steps_of(state) == set()  # white cannot enter space 1: natural is still at 0
    assert p["score"] == score


def test_end_station_scores_10_once():
    """p. 17: a black rail on a line's last space scores 10 once and moves no further."""
    state, p = board()
    p["rails"]["kiev"]["black"] = 7
    state.apply(Place(seat=RED, space="black-1"))
    state.apply(Step(seat=RED, line="kiev", colour="black"))
    before = p["score"]
    state.apply(Step(seat=RED, line="kiev", colour="black"))
    assert p["score"] == before + 10 and p["rails"]["kiev"]["black"] == 9
    assert not rails.can_step(p["rails"], "kiev", "black")


def test_kiev_7_black_gives_a_worker_usable_this_round():
    """p. 17: black rail on Kiev 7 brings a new worker, usable in the same round."""
    state, p = board()
    p["rails"]["kiev"]["black"] = 6
    state.apply(Place(seat=RED, space="black-1"))
    state.apply(Step(seat=RED, line="kiev", colour="black"))
    assert p["workers"] == 5 and p["total"] == 6 and p["extra"] == 1


def test_trans_siberian_3_needs_brown_rail_and_locomotive():
    """p. 16 příklad (right): brown rail and locomotive must both reach the space; the worker
    comes when the later of the two does."""
    state, p = board()
    p["rails"]["ts"] = {"black": 8, "grey": 5, "brown": 2}
    p["locos"]["ts"] = [1]
    state.apply(Place(seat=RED, space="brown-1"))
    state.apply(Step(seat=RED, line="ts", colour="brown"))
    assert p["extra"] == 0
    turn(state, RED)
    state.apply(Place(seat=RED, space="loco-1"))
    state.apply(Locomotive(seat=RED, line="ts", replace=None))
    assert p["locos"]["ts"] == [2, 1] and p["extra"] == 1


def test_token_on_st_petersburg_4():
    """p. 17 příklad: a level-5 locomotive on St. Petersburg and the black rail moved to 4: the
    player picks a token, does its action, and the space is used up."""
    state, p = board()
    p["locos"]["spb"] = [5]
    p["rails"]["spb"]["black"] = 3
    state.apply(Place(seat=RED, space="black-1"))
    state.apply(Step(seat=RED, line="spb", colour="black"))
    state.apply(Step(seat=RED, line="kiev", colour="black"))
    assert state.head()["k"] == "token"
    state.apply(UseToken(seat=RED, token="industry"))
    assert p["industry"] == [4] and "industry" in p["tokens_used"] and "spb-4" in p["claimed"]


def test_locomotive_is_the_lowest_available_and_replacement_chain():
    """README: the lowest locomotive available; a better one may replace a weaker one, which may
    bump another; two locomotives on the Trans-Siberian."""
    state, p = board()
    p["locos"] = {"ts": [3, 2], "spb": [1], "kiev": []}
    state.stacks.update({2: 0, 3: 0})
    state.apply(Place(seat=RED, space="loco-1"))
    options = {(a.line, a.replace) for a in state.legal_actions() if a.type == "locomotive"}
    assert options == {("ts", 2), ("ts", 3), ("spb", 1), ("kiev", None)}
    state.apply(Locomotive(seat=RED, line="ts", replace=2))
    assert p["locos"]["ts"] == [4, 3] and state.head()["k"] == "bump"
    bumps = {(a.line, a.replace) for a in state.legal_actions()}
    assert bumps == {("spb", 1), ("kiev", None), (None, None)}
    state.apply(Locomotive(seat=RED, line="spb", replace=1))
    state.apply(Locomotive(seat=RED, line=None))
    assert p["locos"] == {"ts": [4, 3], "spb": [2], "kiev": []} and state.returned == [1]


def test_factories_fill_gaps_left_to_right_and_act_when_reached():
    """Industry track: a marker cannot enter an empty gap; a factory fills the leftmost gap and
    its action happens when a marker reaches it (p. 19: that space scores the 5 before it)."""
    state, p = board()
    p["industry"] = [4]
    spaces = {a.space for a in state.legal_actions() if a.type == "place"}
    assert "industry-1" not in spaces  # the gap ahead is empty
    state.apply(Place(seat=RED, space="loco-1"))
    tile = min(t for t, c in state.stacks.items() if c)
    state.apply(Factory(seat=RED, tile=tile))
    assert p["factories"] == [tile]
    turn(state, RED)
    coins = p["coins"]
    p["factories"] = [8]  # the factory giving one coin
    state.apply(Place(seat=RED, space="industry-1"))
    assert p["industry"] == [5] and p["coins"] == coins + 1


def test_second_marker_choice_and_passing_over():
    """p. 22 token: a second marker on space 0; moves may be split; the markers never share a space."""
    state, p = board()
    p["industry"] = [2, 1]
    state.apply(Place(seat=RED, space="industry-2"))
    assert {a.marker for a in state.legal_actions() if a.type == "industry"} == {0, 1}
    state.apply(Industry(seat=RED, marker=1))
    assert p["industry"] == [2, 3]
    state.apply(Industry(seat=RED, marker=0))
    assert p["industry"] == [4, 3]


def test_partial_action_may_stop():
    """p. 24: an own engineer's action may be done partially."""
    state, p = board()
    p["engineers"] = [13]
    state.apply(Place(seat=RED, space="own-13"))
    state.apply(Step(seat=RED, line="kiev", colour="black"))
    state.apply(Stop(seat=RED))
    assert state.head() is None and p["rails"]["kiev"]["black"] == 2


def test_bonuses_gained_in_a_turn_in_any_order():
    """Ruling: bonus actions gained during a turn can be done in any order: the token of St.
    Petersburg 4 may wait behind the white steps of Trans-Siberian 15."""
    state, p = board()
    p["locos"]["spb"] = [5]
    p["rails"]["spb"]["black"] = 3
    p["rails"]["ts"] = {"black": 14, "grey": 10, "brown": 6, "natural": 3}
    state.apply(Place(seat=RED, space="black-1"))
    state.apply(Step(seat=RED, line="spb", colour="black"))
    state.apply(Step(seat=RED, line="ts", colour="black"))
    assert [t["k"] for t in state.tasks] == ["token", "steps"]
    from vypravci.games.russian_railroads.actions import Later
    assert Later(seat=RED) in state.legal_actions()
    state.apply(Later(seat=RED))
    assert state.head()["slots"] == ["white", "white"]
    state.apply(Step(seat=RED, line="ts", colour="white"))
    state.apply(Step(seat=RED, line="ts", colour="white"))
    assert state.head()["k"] == "token" and Later(seat=RED) not in state.legal_actions()
