"""The action phase: card order, main or alternative action, Dimen's Land (rulebook, 1. Akce,
table 1)."""
import pytest

from vypravci.games.core import RuleError

from .helpers import _alt_money, act, done, drafted, finish_actions, skip_income, take


def card_turns(state):
    seats = []
    while state.stage == "actions":
        skip_income(state)
        if state.stage != "actions":
            break
        seats.append(state.to_act())
        free = [c for c in state.cards if c not in state.used]
        money = [c for c in free if _alt_money(c)]
        take(state, (money or free)[0], "alt")
        if state.current()["kind"] == "tiles":
            done(state)
    return seats


def test_first_pass_clockwise_then_back_the_last_player_twice():
    state = drafted(4)
    assert card_turns(state) == [0, 1, 2, 3, 3, 2, 1, 0]


def test_start_player_card_moves_on_each_round():
    state = drafted(3)
    card_turns(state)
    while state.stage != "actions":
        act(state, **state.legal_actions()[0].to_dict())
    assert state.round == 2 and state.start_player == 1
    assert card_turns(state) == [1, 2, 0, 0, 2, 1]


def test_money_alternatives():
    state = drafted(4)
    skip_income(state)  # seat 0 (Balmuff) took 5 £
    cash = state.players[0]["cash"]
    take(state, "company-money", "alt")
    assert state.players[0]["cash"] == cash + 20
    cash1 = state.players[1]["cash"]
    take(state, "shares-10", "alt")
    assert state.players[1]["cash"] == cash1 + 10


def test_a_used_card_cannot_be_taken_again_this_round():
    state = drafted(4)
    take(state, "company-money", "alt")
    with pytest.raises(RuleError):
        take(state, "company-money", "main")
    assert all(getattr(a, "card", None) != "company-money" or a.type == "copy_card" for a in state.legal_actions())


def test_cards_come_back_in_bureaucracy():
    state = drafted(4)
    finish_actions(state)
    while state.stage != "actions":
        act(state, **state.legal_actions()[0].to_dict())
    assert state.used == {}


def test_dimens_land_copies_a_card_used_this_round():
    """Dimen's Land: hand it in to do the action of a card someone used earlier this round."""
    state = drafted(4)
    take(state, "company-money", "alt")  # seat 0
    with pytest.raises(RuleError):
        take(state, "tile-any", "alt", copy=True)  # not used yet this round
    cash = state.players[1]["cash"]
    take(state, "company-money", "alt", copy=True)  # seat 1 copies it
    assert state.players[1]["cash"] == cash + 20 and state.players[1]["dimens"] == 0
    assert state.used == {"company-money": 0}
    state.players[2]["dimens"] = 0
    with pytest.raises(RuleError):
        take(state, "company-money", "alt", copy=True)  # no Dimen's Land left


def test_company_money_by_phase_split_between_two_companies():
    """F) 50/70/100 £ by phase, to one or two of the player's companies as the player splits it."""
    state = drafted(4)
    skip_income(state)
    take(state, "company-money", "main")
    # (besides Balmuff's character tiles, which may be laid on any of the player's turns)
    assert {a.type for a in state.legal_actions()} == {"fund_companies", "done", "lay_tile"}
    assert all(a.tile.startswith("char-") for a in state.legal_actions() if a.type == "lay_tile")
    with pytest.raises(RuleError):
        act(state, type="fund_companies", split={"mildendo": 60})
    with pytest.raises(RuleError):
        act(state, type="fund_companies", split={"national": 50})  # not this player's company
    act(state, type="fund_companies", split={"mildendo": 50})
    assert state.companies["mildendo"]["treasury"] == 600
    state.phase = 3
    take(state, "company-money", "main", copy=True)
    assert state.current()["amount"] == 70
    state.phase = 5
    assert state.company_money() == 100


def test_a_company_action_needs_a_company():
    state = drafted(4)
    skip_income(state)
    state.companies["mildendo"]["started"] = False  # seat 0 directs nothing
    with pytest.raises(RuleError):
        take(state, "station", "main")
    take(state, "station", "alt")


def test_tile_card_slots_yellow_and_green_in_any_order():
    """Table 1: one yellow and/or one green tile, in any order; green only from phase 3."""
    state = drafted(4)
    skip_income(state)
    take(state, "tile-yellow-green", "main")
    lays = [a for a in state.legal_actions() if a.type == "lay_tile" and not a.tile.startswith("char-")]
    assert {a.tile for a in lays} == {"yellow-track", "yellow-y"}
    act(state, **next(a for a in lays if a.tile == "yellow-track").to_dict())
    assert state.current()["kind"] == "card"  # the green slot is useless in phase 1: the action ends


def test_tile_card_two_yellow_and_metropolis_cost():
    """A Y tile costs the building company 50 £ (free with Golbasto)."""
    state = drafted(4)
    skip_income(state)
    take(state, "tile-two-yellow", "main")
    act(state, type="lay_tile", company="mildendo", tile="yellow-y", x=15, y=0, rotation=0)
    assert state.companies["mildendo"]["treasury"] == 500
    assert state.current()["kind"] == "tiles"
    done(state)
    # Seat 3 owns Golbasto (the draft's second pass): free Y tiles.
    while state.to_act() != 3:
        take(state, next(c for c in state.cards if c not in state.used and _alt_money(c)), "alt")
    take(state, "tile-yellow-green", "main")
    treasury = state.companies["national"]["treasury"]
    lay = next(a for a in state.legal_actions() if getattr(a, "tile", "") == "yellow-y")
    act(state, **lay.to_dict())
    assert state.companies["national"]["treasury"] == treasury


def test_an_illegal_lay_on_the_real_board_says_why():
    """On the real board a refused tile names the broken rule (here: not touching any tile)."""
    from vypravci.games.core import Seat
    from vypravci.games.lilliput import GAME
    state = GAME.new_state(GAME.Options(), [Seat(name=f"P{i}") for i in range(2)], 1)
    act(state, type="choose_company", company="mildendo")
    act(state, **state.legal_actions()[0].to_dict())
    act(state, type="choose_character", character="limnoc")
    act(state, type="choose_company", company="national")
    act(state, **state.legal_actions()[0].to_dict())
    act(state, type="choose_character", character="skyresh")
    take(state, "tile-yellow-green", "main")
    with pytest.raises(RuleError) as err:
        act(state, type="lay_tile", company="mildendo", tile="y-track-straight", x=9, y=9, rotation=0)
    assert err.value.key == "ll-error-tile-not-adjacent"
    legal = [a for a in state.legal_actions() if a.type == "lay_tile"]
    assert legal and all(a.company == "mildendo" for a in legal)
    act(state, **legal[0].to_dict())
    assert len(state.board.tiles) == 4
