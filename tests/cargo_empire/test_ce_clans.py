"""Variant: clan abilities (Schopnosti klanů) — crests, kept cubes, paid abilities, the five clans;
Příklady P, Q and R."""
from __future__ import annotations

import pytest

from vypravci.games.cargo_empire import CargoEmpireOptions
from vypravci.games.cargo_empire.variants import clans
from vypravci.games.core import RuleError

from .helpers import blank_board, hand, kept, new, playing, set_city, snap, space_of, turn_of

SARKA, PETRA, MAREK, DAVID = 0, 1, 2, 3


def clan_game(clans, seed=1):
    """A game with these clans by seat, set-up done, the board cleared for an example."""
    state = playing(len(clans), seed, clans=True, clan_seats=tuple(clans))
    blank_board(state, filler=None)
    state.offer = ["oslo", "lisbon", "athens", "dublin"]
    state.city_deck = ["edinburgh", "blank"]
    state.city_cards = [["stockholm"] for _ in clans]
    for seat in range(len(clans)):
        kept(state, seat)
        hand(state, seat)
    return state


def move(supply, demand, seat, road=0, rail=0, sea=0, **extra):
    return {"type": "transport", "seat": seat, "supply": supply, "demand": demand,
            "road": road, "rail": rail, "sea": sea, **extra}


def ability(seat, name, pay, **fields):
    return {"type": "clan_ability", "seat": seat, "ability": name, "pay": list(pay), **fields}


def refused(state, action, key):
    before = snap(state)
    with pytest.raises(RuleError) as err:
        state.apply(action)
    assert err.value.key == key, err.value.key
    assert snap(state) == before


# ------------------------------------------------------------------------------------ set-up
def test_crests_placed_after_setup_in_round_one_order_anywhere():
    """Příprava hry: after set-up, in round 1's turn order, each player puts the crest on any city;
    several crests may share a city. The set-up posts keep no cubes."""
    state = new(3, clans=True, clan_seats=("glat", "tino", "kasha"))
    while state.current()["kind"] != "crest":
        state.apply(state.legal_actions()[0])
    assert state.kept == [{g: 0 for g in ("orange", "white", "brown", "grey")}] * 3
    assert state.current() == {"kind": "crest", "seat": SARKA}
    assert {a.city for a in state.legal_actions()} == set(state.board.ids)
    refused(state, {"type": "place_crest", "seat": SARKA, "city": "atlantis"}, "ce-error-unknown-city")
    for seat in (SARKA, PETRA, MAREK):
        assert state.current() == {"kind": "crest", "seat": seat}
        state.apply({"type": "place_crest", "seat": seat, "city": "rome"})
    assert state.crests == ["rome", "rome", "rome"]
    assert state.current() == {"kind": "turn", "seat": SARKA}


def test_clans_dealt_at_random_when_not_fixed():
    state = new(4, clans=True, tracks=None)
    assert len(set(state.clans)) == 4 and set(state.clans) <= {"erestdon", "glat", "lockriel", "tino", "kasha"}


def test_options_validate_clan_seats():
    with pytest.raises(ValueError):
        CargoEmpireOptions(clan_seats=("glat", "tino"))  # clans off
    with pytest.raises(ValueError):
        CargoEmpireOptions(clans=True, clan_seats=("glat", "glat"))
    assert CargoEmpireOptions(clans=True, clan_seats=("glat", "tino", "kasha")).player_counts() == [3]


# ------------------------------------------------------------------------------------ cubes and paying
def test_transport_keeps_the_cube_and_abilities_pay_two_to_the_supply():
    """Fáze akcí: the delivered cube stays with the player; an ability costs any 2 cubes, which go
    to the supply; it may be used repeatedly (both abilities too) and costs no action."""
    state = clan_game(["erestdon", "glat"])
    set_city(state, "berlin", "orange", stations=[SARKA])
    set_city(state, "warsaw", "white", ("orange",))
    hand(state, SARKA, road=1)
    turn_of(state, SARKA)
    pool = dict(state.pool)
    state.apply(move("berlin", "warsaw", SARKA, road=1))
    assert state.kept[SARKA]["orange"] == 1 and state.pool == pool
    while state.current()["kind"] == "develop":
        state.apply(state.legal_actions()[0])
    assert state.current()["kind"] != "turn_end"  # one cube: nothing to pay with
    kept(state, SARKA, orange=3, grey=3)
    hand(state, SARKA)
    turn_of(state, SARKA)
    state.apply(ability(SARKA, "road_card", ("orange", "grey")))
    state.apply(ability(SARKA, "road_card", ("orange", "orange")))
    state.apply(ability(SARKA, "move_crest", ("grey", "grey"), city="rome"))
    assert state.hands[SARKA]["road"] == 2 and state.crests[SARKA] == "rome"
    assert state.kept[SARKA] == {"orange": 0, "white": 0, "brown": 0, "grey": 0}
    assert state.pool["orange"] == pool["orange"] + 3 and state.pool["grey"] == pool["grey"] + 3
    assert state.current() == {"kind": "turn", "seat": SARKA}  # still her turn


def test_abilities_only_on_your_own_turn():
    """Fáze akcí: abilities cannot be activated on another player's turn."""
    state = clan_game(["erestdon", "glat"])
    kept(state, PETRA, orange=2)
    turn_of(state, SARKA)
    refused(state, ability(PETRA, "move_crest", ("orange", "orange"), city="rome"), "error-not-your-turn")
    assert all(a.seat == SARKA for a in state.legal_actions())


def test_ability_refusals_change_nothing():
    state = clan_game(["erestdon", "glat"])
    kept(state, SARKA, orange=1, white=1)
    turn_of(state, SARKA)
    refused(state, ability(SARKA, "road_card", ("orange", "orange")), "ce-error-cannot-pay")
    refused(state, ability(SARKA, "move_cube", ("orange", "white"), source="oslo", city="rome"),
            "ce-error-not-your-ability")
    refused(state, ability(SARKA, "move_crest", ("orange", "white")), "ce-error-ability-field")
    refused(state, ability(SARKA, "road_card", ("orange", "white"), city="rome"), "ce-error-ability-field")
    state.crests[SARKA] = "rome"
    refused(state, ability(SARKA, "move_crest", ("orange", "white"), city="rome"), "ce-error-crest-already-there")


def test_turn_end_offers_abilities_after_the_transport():
    """Kdykoliv během svého kola: after the transport and the development moves a player with two
    cubes may still use abilities (those changing the transport make no sense any more) or end."""
    state = clan_game(["lockriel", "glat"])
    set_city(state, "berlin", "orange", stations=[SARKA])
    set_city(state, "warsaw", "white", ("orange",))
    hand(state, SARKA, road=1)
    kept(state, SARKA, grey=1)
    turn_of(state, SARKA)
    state.apply(move("berlin", "warsaw", SARKA, road=1))
    while state.current()["kind"] == "develop":
        state.apply(state.legal_actions()[0])
    assert state.current() == {"kind": "turn_end", "seat": SARKA}
    assert {a.type for a in state.legal_actions()} == {"end_turn", "clan_ability"}
    assert {a.ability for a in state.legal_actions() if a.type == "clan_ability"} == {"move_crest"}
    refused(state, ability(SARKA, "long_rail", ("orange", "grey")), "ce-error-ability-after-transport")
    state.apply({"type": "end_turn", "seat": SARKA})
    assert state.current()["seat"] != SARKA


# ------------------------------------------------------------------------------------ Erestdon
def erestdon_board():
    """Příklad P: Marek (Erestdon, yellow) has a post in Rome, which offers orange goods; Kiev,
    far away, wants orange."""
    state = clan_game(["glat", "tino", "erestdon"])
    set_city(state, "rome", "orange", stations=[MAREK])
    set_city(state, "kiev", "white", ("orange",), cubes=0, spaces=(SARKA, SARKA))
    state.cities["kiev"]["spaces"][space_of(state, "kiev", "orange")] = None
    hand(state, MAREK, road=1, rail=1, sea=2)
    turn_of(state, MAREK)
    return state


def test_example_p_erestdon_any_two_cards():
    """Příklad P: with his crest in Rome, Marek carries an orange cube from Rome to Kiev with a road
    and a rail card, ignoring every restriction (the route's length too). He keeps the cube, posts
    in Kiev, gets a car and a train move; extra moves only for the car and the train."""
    state = erestdon_board()
    assert state.board.dist["rome"]["kiev"] > 3
    refused(state, move("rome", "kiev", MAREK, road=1, rail=1), "ce-error-cards-cannot-carry")
    state.crests[MAREK] = "rome"
    state.offer = ["kiev", "lisbon", "athens", "dublin"]  # one city reward
    legal = {(a.road, a.rail, a.sea) for a in state.legal_actions() if a.type == "transport"}
    assert {(1, 1, 0), (0, 0, 2), (1, 0, 1), (0, 1, 1)} <= legal
    state.apply(move("rome", "kiev", MAREK, road=1, rail=1))
    assert state.kept[MAREK]["orange"] == 1 and state.cities["rome"]["cubes"] == 1
    assert MAREK in state.cities["kiev"]["stations"]  # Kiev filled up and was upgraded
    decision = state.current()
    assert decision["moves"] == {"car": 1, "train": 1, "ship": 0} and sorted(decision["allowed"]) == ["car", "train"]
    assert decision["extra"] == 1 + 1  # Kiev in the offer; perfect upgrade (Kiev had no cubes)


def test_erestdon_crest_needs_exactly_two_cards_and_works_at_either_end():
    """Klanový erb Erestdonů: the crest city may be the supply or the demand city; the transport
    uses exactly two cards (three are refused)."""
    state = erestdon_board()
    state.crests[MAREK] = "kiev"
    hand(state, MAREK, road=2, rail=1, sea=2)
    refused(state, move("rome", "kiev", MAREK, road=2, rail=1), "ce-error-cards-cannot-carry")
    refused(state, move("rome", "kiev", MAREK, road=1), "ce-error-cards-cannot-carry")
    state.apply(move("rome", "kiev", MAREK, sea=2))
    assert state.current()["moves"]["ship"] == 4


def test_erestdon_road_card_ability():
    state = erestdon_board()
    kept(state, MAREK, brown=2)
    state.apply(ability(MAREK, "road_card", ("brown", "brown")))
    assert state.hands[MAREK]["road"] == 2


# ------------------------------------------------------------------------------------ Glat
def test_example_q_glat_moves_a_cube_and_delivers_any_colour():
    """Příklad Q: David (Glat, green) pays 2 cubes to move a white cube from Dublin to London,
    then 2 more to move his crest to London; with a rail card he carries the white cube to
    Amsterdam, which wants no white goods, onto a free demand space of his choice, and keeps it."""
    state = clan_game(["erestdon", "lockriel", "tino", "glat"])
    set_city(state, "london", "white", cubes=0, stations=[DAVID])
    set_city(state, "dublin", "white", cubes=2)
    set_city(state, "amsterdam", "grey", ("orange", "brown"), cubes=0)
    assert "white" not in state.demand_goods("amsterdam")
    hand(state, DAVID, rail=1)
    kept(state, DAVID, orange=2, brown=2)
    turn_of(state, DAVID)
    assert not [a for a in state.legal_actions() if a.type == "transport"]
    refused(state, ability(DAVID, "move_cube", ("orange", "orange"), source="dublin", city="amsterdam"),
            "ce-error-cube-move")  # Amsterdam supplies grey
    state.apply(ability(DAVID, "move_cube", ("orange", "orange"), source="dublin", city="london"))
    assert state.cities["london"]["cubes"] == 1 and state.cities["dublin"]["cubes"] == 1
    refused(state, move("london", "amsterdam", DAVID, rail=1, space=0), "ce-error-no-demand")
    state.apply(ability(DAVID, "move_crest", ("brown", "brown"), city="london"))
    legal = [(a.space, a.rail) for a in state.legal_actions() if a.type == "transport" and a.demand == "amsterdam"]
    assert sorted(legal) == [(0, 1), (1, 1)]
    refused(state, move("london", "amsterdam", DAVID, rail=1), "ce-error-space-needed")
    state.apply(move("london", "amsterdam", DAVID, rail=1, space=1))
    assert state.cities["amsterdam"]["spaces"] == [None, DAVID]
    assert state.kept[DAVID] == {"orange": 0, "white": 1, "brown": 0, "grey": 0}


def test_glat_crest_single_free_space_takes_no_space_choice():
    state = clan_game(["glat", "tino"])
    set_city(state, "berlin", "orange", stations=[SARKA])
    set_city(state, "warsaw", "white", ("grey", "brown"), spaces=(PETRA, None))
    hand(state, SARKA, road=1)
    state.crests[SARKA] = "warsaw"
    turn_of(state, SARKA)
    refused(state, move("berlin", "warsaw", SARKA, road=1, space=1), "ce-error-space-fixed")
    state.apply(move("berlin", "warsaw", SARKA, road=1))
    assert state.cities["warsaw"]["level"] == 2  # the orange cube filled the brown-or-grey space


# ------------------------------------------------------------------------------------ Lockriel
def lockriel_board():
    state = clan_game(["lockriel", "tino"])
    set_city(state, "warsaw", "orange", stations=[SARKA, PETRA])
    set_city(state, "milan", "white", ("orange",))
    set_city(state, "berlin", "grey", ("orange",))
    hand(state, SARKA, road=1, rail=2)
    hand(state, PETRA, road=1, rail=2)
    return state


def test_lockriel_crest_city_is_closed_to_others():
    """Klanový erb Lockrielů: only the Lockriel player may choose the crest city as supply or
    demand city."""
    state = lockriel_board()
    state.crests[SARKA] = "berlin"
    turn_of(state, PETRA)
    assert "berlin" not in {a.demand for a in state.legal_actions() if a.type == "transport"}
    refused(state, move("warsaw", "berlin", PETRA, road=1), "ce-error-crest-exclusive")
    state.crests[SARKA] = "warsaw"
    refused(state, move("warsaw", "berlin", PETRA, road=1), "ce-error-crest-exclusive")
    turn_of(state, SARKA)
    state.apply(move("warsaw", "berlin", SARKA, road=1))


def test_lockriel_long_rail_three_routes_train_two_once_a_turn():
    """Lockriel ability: once a turn one rail card crosses up to 3 land routes (not 2) and moves
    the train 2 spaces (not 1)."""
    state = lockriel_board()
    kept(state, SARKA, orange=2, white=2)
    turn_of(state, SARKA)
    assert state.board.dist["warsaw"]["milan"] == 3
    refused(state, move("warsaw", "milan", SARKA, rail=1), "ce-error-cards-cannot-carry")
    state.apply(ability(SARKA, "long_rail", ("orange", "orange")))
    refused(state, ability(SARKA, "long_rail", ("white", "white")), "ce-error-once-a-turn")
    assert (0, 1, 0) in {(a.road, a.rail, a.sea) for a in state.legal_actions()
                         if a.type == "transport" and a.demand == "milan"}
    refused(state, move("warsaw", "milan", SARKA, road=1, rail=1), "ce-error-card-not-needed")
    state.apply(move("warsaw", "milan", SARKA, rail=1))
    assert state.current()["moves"] == {"car": 0, "train": 2, "ship": 0}


# ------------------------------------------------------------------------------------ Tino
def test_tino_crest_city_is_a_port_and_exchange():
    """Klanový erb Tinoů: the crest city may be treated as a port (here inland Warsaw, so a sea
    card reaches Copenhagen directly); the ability exchanges any card for a sea card."""
    state = clan_game(["tino", "glat"])
    set_city(state, "warsaw", "orange", stations=[SARKA])
    set_city(state, "copenhagen", "white", ("orange",))
    hand(state, SARKA, road=1)
    kept(state, SARKA, white=2)
    turn_of(state, SARKA)
    assert not state.board.cities["warsaw"].port
    state.crests[SARKA] = "warsaw"
    state.apply(ability(SARKA, "exchange", ("white", "white"), card="road"))
    assert state.hands[SARKA] == {"road": 0, "rail": 0, "sea": 1}
    assert [(a.road, a.rail, a.sea) for a in state.legal_actions()
            if a.type == "transport" and a.demand == "copenhagen"] == [(0, 0, 1)]
    state.apply(move("warsaw", "copenhagen", SARKA, sea=1))
    assert state.current()["moves"]["ship"] == 2


def end_of_game(state):
    """Jump to the end of round 3's action phase."""
    state.round, state.pending, state.turn_no = 3, [], 4 * state.np
    state._settle()


def test_tino_end_of_game_port_choice_counts_for_all_task_cards():
    """Konec hry: Tino may decide that its crest city counts as a port; the decision holds for all
    its task cards. A crest city that is a port already needs no decision."""
    state = clan_game(["tino", "kasha"])
    ports = [c for c in state.board.ids if state.board.cities[c].port][:3]
    for city in [*ports, "warsaw"]:
        state.cities[city]["stations"] = [SARKA]
    state.tasks[SARKA] = [14, 15]  # 4+ port cities → 5; 4+ inland cities → 5
    for city in ("berlin", "munich", "vienna"):
        state.cities[city]["stations"] = [SARKA]
    state.crests[SARKA] = "warsaw"
    state.crests[PETRA] = "warsaw"
    state.turn = {"seat": PETRA, "borrowed": ["tino"]}  # Kasha borrowed Tino on the last turn: no effect
    end_of_game(state)
    assert state.current() == {"kind": "port", "seat": SARKA} and not state.is_terminal()
    before = state.score_breakdown()[SARKA]["tasks"]
    assert before == 5  # ports 3 (no), inland 4 (yes)
    state.apply({"type": "port_choice", "seat": SARKA, "port": True})
    assert state.is_terminal() and state.tino_port is True
    assert state.score_breakdown()[SARKA]["tasks"] == 5  # ports 4 (yes), inland 3 (no)


def test_no_port_decision_when_the_crest_city_is_a_port():
    state = clan_game(["tino", "kasha"])
    state.crests[SARKA] = "rome"
    end_of_game(state)
    assert state.is_terminal() and state.tino_port is None


def test_kasha_cannot_borrow_tinos_end_of_game_port():
    """Konec hry: Kasha may not pay to borrow the Tino clan's port decision at the end."""
    state = clan_game(["kasha", "tino"])
    for city in ("berlin", "munich", "vienna", "warsaw"):
        state.cities[city]["stations"] = [SARKA]
    state.tasks[SARKA] = [15]  # inland cities: 4 → 5 points
    state.crests[SARKA] = "oslo"
    state.crests[PETRA] = "warsaw"
    kept(state, SARKA, grey=2)
    end_of_game(state)
    assert state.current() == {"kind": "port", "seat": PETRA}
    assert state.legal_actions(SARKA) == []
    state.apply({"type": "port_choice", "seat": PETRA, "port": True})
    assert state.score_breakdown()[SARKA]["tasks"] == 5  # Warsaw stays inland for Kasha


# ------------------------------------------------------------------------------------ Kasha
def test_example_r_kasha_borrows_red_and_green_and_moves_its_crest():
    """Příklad R: Bary (Kasha, purple; seat 2 here) carries from Bucharest, where the red crest
    stands, to Vienna, where the green crest stands. He pays 2 cubes to borrow the red ability (now
    he may use Bucharest), 2 to borrow the green one (any colour into Vienna), and 2 to move his
    crest to Bucharest (one extra city reward). A road card carries the brown cube, which he
    keeps; he posts on a free space of his choice. Car: 1 for the card + 1 for the crest."""
    state = clan_game(["lockriel", "glat", "kasha"])
    set_city(state, "bucharest", "brown", stations=[MAREK])
    set_city(state, "vienna", "orange", ("white", "grey"), cubes=1)
    state.crests[SARKA], state.crests[PETRA], state.crests[MAREK] = "bucharest", "vienna", "oslo"
    hand(state, MAREK, road=1)
    kept(state, MAREK, orange=2, white=2, grey=2)
    turn_of(state, MAREK)
    refused(state, move("bucharest", "vienna", MAREK, road=1, space=0), "ce-error-crest-exclusive")
    state.apply(ability(MAREK, "borrow", ("orange", "orange"), clan="lockriel"))
    refused(state, move("bucharest", "vienna", MAREK, road=1, space=0), "ce-error-no-demand")
    state.apply(ability(MAREK, "borrow", ("white", "white"), clan="glat"))
    refused(state, ability(MAREK, "borrow", ("grey", "grey"), clan="glat"), "ce-error-once-a-turn")
    state.apply(ability(MAREK, "move_crest", ("grey", "grey"), city="bucharest"))
    state.apply(move("bucharest", "vienna", MAREK, road=1, space=0))
    assert state.kept[MAREK] == {"orange": 0, "white": 0, "brown": 1, "grey": 0}
    assert state.cities["vienna"]["spaces"] == [MAREK, None]
    decision = state.current()
    assert decision["moves"] == {"car": 1, "train": 0, "ship": 0} and decision["allowed"] == ["car"]
    assert decision["extra"] == 1


def test_kasha_borrowing_lasts_for_this_turn_only():
    state = clan_game(["kasha", "lockriel"])
    state.crests[PETRA] = "rome"
    kept(state, SARKA, orange=2)
    turn_of(state, SARKA)
    refused(state, ability(SARKA, "borrow", ("orange", "orange"), clan="tino"), "ce-error-borrow")
    refused(state, ability(SARKA, "borrow", ("orange", "orange"), clan="kasha"), "ce-error-borrow")
    state.apply(ability(SARKA, "borrow", ("orange", "orange"), clan="lockriel"))
    assert "rome" not in clans.powers(state, SARKA).blocked
    state.apply({"type": "take_cards", "seat": SARKA})
    assert state.turn.get("seat") != SARKA or state.turn.get("borrowed") == ["lockriel"]
    turn_of(state, SARKA)
    assert "rome" in clans.powers(state, SARKA).blocked


def test_kasha_borrows_the_tino_port_for_a_transport():
    state = clan_game(["kasha", "tino"])
    set_city(state, "warsaw", "orange", stations=[SARKA])
    set_city(state, "copenhagen", "white", ("orange",))
    hand(state, SARKA, sea=1)
    kept(state, SARKA, white=2)
    state.crests[PETRA] = "warsaw"
    turn_of(state, SARKA)
    refused(state, move("warsaw", "copenhagen", SARKA, sea=1), "ce-error-cards-cannot-carry")
    state.apply(ability(SARKA, "borrow", ("white", "white"), clan="tino"))
    state.apply(move("warsaw", "copenhagen", SARKA, sea=1))
