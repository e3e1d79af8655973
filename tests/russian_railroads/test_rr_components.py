"""Every token, card, engineer and factory of pp. 22–24 does what its entry says."""
from __future__ import annotations

import pytest

from vypravci.games.russian_railroads.data import load_components

from .helpers import (RED, Choose, EndBonus, Factory, Locomotive, Place, Repeat, Step, Stop, TakeCard,
                      UseToken, playing, turn)


def ready():
    """Red on turn with all colours but white on every line and room to move them."""
    state = turn(playing(4), RED)
    p = state.players[RED]
    p["rails"] = {"ts": {"black": 12, "grey": 9, "brown": 6, "natural": 3},
                  "spb": {"black": 8, "grey": 6, "brown": 3, "natural": 1},
                  "kiev": {"black": 8, "grey": 5, "brown": 2}}
    p["claimed"] += ["kiev-7"]
    return state, p


def finish(state):
    """Answer what is left with the first offered answer that is not 'stop'."""
    while state.head() is not None or (state.ask and state.ask["kind"] == "end_bonus"):
        legal = state.legal_actions()
        state.apply(next((a for a in legal if a.type != "stop"), legal[0]))


# ------------------------------------------------------------------------------------ engineers
ENGINEERS = {  # number: (steps made with first answers, industry moved, points, doubling)
    1: dict(steps=2), 2: dict(steps=2), 3: dict(steps=1, points=3), 4: dict(steps=1, points=3),
    5: dict(industry=2), 6: dict(steps=2), 7: dict(steps=2), 8: dict(industry=1, points=3),
    9: dict(doubling=1, points=3), 11: dict(industry=1, steps=1), 13: dict(steps=2), 14: dict(doubling=1),
}


def total_rails(p):
    return sum(sum(held.values()) for held in p["rails"].values())


@pytest.mark.parametrize("number", sorted(ENGINEERS))
def test_engineer_actions(number):
    """p. 24 (engineers 13–15: the three entries moved under the factory heading)."""
    state, p = ready()
    p["engineers"] = [number]
    want = ENGINEERS[number]
    before = (total_rails(p), p["industry"][0], p["score"], p["doubling"])
    state.apply(Place(seat=RED, space=f"own-{number}"))
    finish(state)
    got = (total_rails(p) - before[0], p["industry"][0] - before[1], p["score"] - before[2], p["doubling"] - before[3])
    assert got == (want.get("steps", 0), want.get("industry", 0), want.get("points", 0), want.get("doubling", 0))


def test_engineer_slots_restrict_colours():
    """p. 24: '1 black and 1 grey step', '1 grey and 1 brown step' allow just those colours."""
    state, p = ready()
    p["engineers"] = [7]
    state.apply(Place(seat=RED, space="own-7"))
    assert {a.colour for a in state.legal_actions() if a.type == "step"} == {"grey", "brown"}


def test_engineer_repeat_chooses_the_space_first():
    """p. 24 *: repeat a one-worker action used this round; the target is chosen first (ruling);
    choices may differ; seasonal workers cannot be repeated."""
    state, p = ready()
    p["engineers"] = [10]
    state.apply(Place(seat=RED, space="brown-1"))
    state.apply(Step(seat=RED, line="ts", colour="brown"))
    turn(state, RED)
    state.apply(Place(seat=RED, space="seasonal"))
    turn(state, RED)
    state.apply(Place(seat=RED, space="own-10"))
    assert {a.space for a in state.legal_actions() if a.type == "repeat"} == {"brown-1"}
    state.apply(Repeat(seat=RED, space="brown-1"))
    state.apply(Step(seat=RED, line="spb", colour="brown"))
    assert p["rails"]["ts"]["brown"] == 7 and p["rails"]["spb"]["brown"] == 4


def test_engineer_12_locomotive_or_factory():
    state, p = ready()
    p["engineers"] = [12]
    state.apply(Place(seat=RED, space="own-12"))
    types = {a.type for a in state.legal_actions()}
    assert types == {"locomotive", "factory"}
    state.apply(Locomotive(seat=RED, line="kiev"))
    assert p["locos"]["kiev"] == [2]


def test_engineer_15_two_best_locomotives():
    state, p = ready()
    p["locos"] = {"ts": [5, 1], "spb": [4], "kiev": [2]}
    p["engineers"] = [15]
    before = p["score"]
    state.apply(Place(seat=RED, space="own-15"))
    assert p["score"] == before + 9


# ------------------------------------------------------------------------------------ factories
def reach_factory(tile: int, second: int | None = None):
    """Red's marker walks onto a factory (the first gap) with engineer 5's two industry steps."""
    state, p = ready()
    p["factories"] = [tile] + ([second] if second else [])
    p["industry"] = [4]
    p["engineers"] = [5, 1, 7]  # numbers 5 + 1 + 7 = 13 for the engineer-sum factory
    p["before"] = (total_rails(p), p["score"])
    state.apply(Place(seat=RED, space="own-5"))
    return state, p


def test_factory_1_points_for_engineer_numbers():
    state, p = reach_factory(1)
    finish(state)
    assert p["score"] - p["before"][1] == 13 and p["industry"] == [6]


@pytest.mark.parametrize("tile,steps,points", [(2, 1, 5), (3, 2, 0), (4, 1, 5)])
def test_factory_steps_and_points(tile, steps, points):
    state, p = reach_factory(tile)
    finish(state)
    assert (total_rails(p) - p["before"][0], p["score"] - p["before"][1]) == (steps, points)


def test_factory_5_industry():
    """One more industry space, but never into an empty gap."""
    state, p = reach_factory(5)
    finish(state)
    assert p["industry"] == [6]  # the next gap is empty
    state, p = reach_factory(5, second=8)
    finish(state)
    assert p["industry"] == [7] and p["coins"] == 2  # onto the second factory (a coin)


def test_factory_6_end_bonus_card_or_10_points_at_end_of_turn():
    """p. 24: a new end-bonus card or 10 points; chosen at the end of the turn (ruling)."""
    state, p = reach_factory(6)
    assert state.ask == {"kind": "end_bonus", "seat": RED}
    offered = {a.card for a in state.legal_actions()}
    assert offered == set(state.pile) | {None}
    card = sorted(state.pile)[0]
    state.apply(EndBonus(seat=RED, card=card))
    assert p["end_cards"] == [card] and card not in state.pile


def test_factory_7_locomotive_or_factory():
    state, p = reach_factory(7)
    assert state.head()["k"] == "lof"
    tile = min(t for t, c in state.stacks.items() if c)
    state.apply(Factory(seat=RED, tile=tile))
    assert p["factories"] == [7, tile]


def test_factory_8_coin():
    state, p = reach_factory(8)
    assert p["coins"] == 2


def test_factory_9_repeat():
    state, p = reach_factory(9)
    assert state.head() is None  # nothing used this round with one worker yet: nothing to repeat
    state2, p2 = ready()
    state2.apply(Place(seat=RED, space="doubling"))
    turn(state2, RED)
    p2["factories"], p2["industry"], p2["engineers"] = [9], [4], [5]
    state2.apply(Place(seat=RED, space="own-5"))
    state2.apply(Repeat(seat=RED, space="doubling"))
    assert p2["doubling"] == 2


# ------------------------------------------------------------------------------------- tokens
def token(name: str):
    state, p = ready()
    state.tasks = [{"k": "token", "must": False}]
    state.active = RED
    state.ask = None
    state.apply(UseToken(seat=RED, token=name))
    return state, p


def test_token_four_steps_any_rails_with_new_rails():
    """p. 22: up to four steps with rails you have; a rail gained meanwhile may be used."""
    state, p = ready()
    p["rails"] = {"ts": {"black": 1}, "spb": {"black": 1}, "kiev": {"black": 1}}
    state.tasks = [{"k": "token", "must": False}]
    state.active, state.ask = RED, None
    state.apply(UseToken(seat=RED, token="steps"))
    state.apply(Step(seat=RED, line="ts", colour="black"))
    state.apply(Step(seat=RED, line="ts", colour="grey"))
    state.apply(Stop(seat=RED))
    assert p["rails"]["ts"] == {"black": 2, "grey": 1} and state.head() is None


def test_token_industry_five():
    state, p = ready()
    p["factories"] = [5, 5]
    state.tasks = [{"k": "token", "must": False}]
    state.active, state.ask = RED, None
    state.apply(UseToken(seat=RED, token="industry"))
    # 0→5 (factory reached on 5: +1 → 6), 5 steps in all from the token, then the factory's one.
    assert p["industry"] == [6]


def test_token_second_marker():
    state, p = token("marker")
    assert p["industry"] == [0, 0]


def test_token_three_doubling_tokens():
    state, p = token("doubling")
    assert p["doubling"] == 3 and state.doubling_supply == 17


def test_token_revaluation():
    state, p = token("revalue")
    assert p["revalued"]


def test_token_kiev_medal():
    """p. 22: grey rail and locomotive on Kiev 5: 20 points each scoring."""
    from vypravci.games.russian_railroads import scoring

    state, p = token("medal")
    p["locos"]["kiev"] = [5]
    assert scoring.line_points(p, "kiev") == 2 * 2 + 3 * 1 + (1 + 2 + 3 + 4) + 20


def test_token_card_then_end_bonus():
    """p. 22: take one laid-out '?' card and do it (it leaves the game), then pick an end-bonus card."""
    state, p = token("card")
    assert {a.card for a in state.legal_actions() if a.type == "card"} == set(state.cards)
    state.apply(TakeCard(seat=RED, card="black-worker"))
    assert p["black"] and "black-worker" not in state.cards
    assert state.ask == {"kind": "end_bonus", "seat": RED}
    state.apply(EndBonus(seat=RED, card=None))
    assert p["score"] == 10


def test_token_may_be_forfeited():
    """Ruling: a '?' token may be forfeited (the space stays used)."""
    state, p = ready()
    state.tasks = [{"k": "token", "must": False}]
    state.active, state.ask = RED, None
    state.apply(UseToken(seat=RED, token=None))
    assert p["tokens_used"] == [] and len(p["tokens"]) == 7 and state.head() is None


# -------------------------------------------------------------------------------------- cards
def card(name: str):
    state, p = ready()
    state.tasks = [{"k": "card", "must": False}]
    state.active, state.ask = RED, None
    state.apply(TakeCard(seat=RED, card=name))
    return state, p


def test_card_four_actions():
    """p. 23: doubling token, industry +1, one black step, then one of the three again."""
    state, p = card("four")
    state.apply(Step(seat=RED, line="ts", colour="black"))
    state.apply(Choose(seat=RED, option="doubling"))
    assert p["doubling"] == 2 and p["industry"] == [1] and p["rails"]["ts"]["black"] == 13


def test_card_engineer_and_coin():
    state, p = card("engineer")
    assert p["engineers"] == [state.card_engineer] and p["coins"] == 2


def test_card_factory_then_industry_two():
    state, p = card("factory")
    assert len(p["factories"]) == 1 and p["industry"] == [2]


def test_card_black_worker():
    """p. 23: one more worker for the rest of the game; used on a space with black steps where a
    black step is made, it adds one more black step."""
    state, p = card("black-worker")
    turn(state, RED)
    p["workers"] = 0
    state.apply(Place(seat=RED, space="black-1", black=True))
    state.apply(Step(seat=RED, line="kiev", colour="black"))
    state.apply(Step(seat=RED, line="spb", colour="black"))
    assert state.head()["slots"] == ["black"]  # the black worker's extra step
    state.apply(Step(seat=RED, line="ts", colour="black"))
    assert [p["rails"][ln]["black"] for ln in ("ts", "spb", "kiev")] == [13, 9, 9]


def test_card_locomotive_9():
    """p. 23: the #9 locomotive on the card goes to any line, replacing as usual."""
    state, p = card("loco9")
    state.apply(Locomotive(seat=RED, line="ts", replace=1))
    assert p["locos"]["ts"] == [9] and state.head()["k"] == "bump"


def test_cards_must_be_fully_performable():
    """Ruling: a '?' card is only taken when it can be done completely."""
    state, p = ready()
    p["doubling"] = 8
    state.tasks = [{"k": "card", "must": False}]
    state.active, state.ask = RED, None
    assert "four" not in {a.card for a in state.legal_actions() if a.type == "card"}


def test_component_lists_match_the_rulebook_counts():
    comp = load_components()
    assert [t.id for t in comp.tokens] == ["steps", "industry", "marker", "doubling", "revalue", "medal", "card"]


def test_card_four_repeats_only_what_can_be_done():
    """p. 23: the repeated part must be possible (a '?' card is done completely)."""
    state, p = card("four")
    p["rails"]["ts"]["black"] = 14
    p["rails"]["spb"]["black"] = 9
    p["rails"]["kiev"]["black"] = 9
    p["claimed"] += ["end-ts", "end-spb", "end-kiev"]
    state.apply(Step(seat=RED, line="ts", colour="black"))
    assert {a.option for a in state.legal_actions() if a.type == "choose"} == {"doubling", "industry"}


def test_card_factory_opens_the_gap_it_needs():
    """p. 23: build a factory, then industry +2 — also with the marker waiting before an empty gap."""
    state, p = ready()
    p["industry"] = [4]
    state.tasks = [{"k": "card", "must": False}]
    state.active, state.ask = RED, None
    assert "factory" in {a.card for a in state.legal_actions() if a.type == "card"}
    state.apply(TakeCard(seat=RED, card="factory"))
    assert len(p["factories"]) == 1 and p["industry"] == [6]
