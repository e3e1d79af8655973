"""Turn steps 1–3 (Naplánování, Zajištění a Provedení přepravy) and city upgrades: Příklady A–H."""
from __future__ import annotations

import pytest

from vypravci.games.core import RuleError

from .helpers import blank_board, hand, playing, set_city, snap, space_of, turn_of

SARKA, PETRA, MAREK = 0, 1, 2


def example_board(n: int = 3):
    """The situation of Příklady A–F: Šárka (seat 0) has posts in Warsaw and Berlin. Warsaw offers
    orange goods, Copenhagen wants orange; Berlin offers grey, wanted by Warsaw and Riga only."""
    state = playing(n)
    blank_board(state, filler=PETRA)
    set_city(state, "warsaw", "orange", ("grey",), spaces=(None, SARKA))
    state.cities["warsaw"]["spaces"][1 - space_of(state, "warsaw", "grey")] = SARKA
    state.cities["warsaw"]["spaces"][space_of(state, "warsaw", "grey")] = None
    set_city(state, "berlin", "grey", spaces=(PETRA, PETRA), stations=[SARKA])
    set_city(state, "copenhagen", "white", ("orange",), cubes=0, spaces=(PETRA, PETRA))
    state.cities["copenhagen"]["spaces"][space_of(state, "copenhagen", "orange")] = None
    set_city(state, "riga", "white", ("grey",), cubes=0, spaces=(PETRA, PETRA))
    state.cities["riga"]["spaces"][space_of(state, "riga", "grey")] = None
    hand(state, SARKA, road=2, rail=2, sea=1)
    turn_of(state, SARKA)
    return state


def pairs(state):
    return {(a.supply, a.demand) for a in state.legal_actions() if a.type == "transport"}


def cards(state, supply, demand):
    return {(a.road, a.rail, a.sea) for a in state.legal_actions()
            if a.type == "transport" and (a.supply, a.demand) == (supply, demand)}


def move(supply, demand, road=0, rail=0, sea=0, seat=SARKA):
    return {"type": "transport", "seat": seat, "supply": supply, "demand": demand,
            "road": road, "rail": rail, "sea": sea}


def test_example_a_supply_and_demand_cities():
    """Příklad A: Šárka may carry from Warsaw to Copenhagen, from Berlin to Warsaw, or from Berlin
    to Riga — a supply city with her post and a cube, a demand city with a free space of that colour."""
    state = example_board()
    assert pairs(state) == {("warsaw", "copenhagen"), ("berlin", "warsaw"), ("berlin", "riga")}


def test_example_b_card_choices_warsaw_copenhagen():
    """Příklad B: Warsaw → Copenhagen with two road cards, one rail card, or a road card to Riga
    and a sea card on to Copenhagen."""
    state = example_board()
    assert cards(state, "warsaw", "copenhagen") == {(2, 0, 0), (0, 1, 0), (1, 0, 1)}


def test_example_c_rail_cannot_be_split_around_a_sea_passage():
    """Příklad C: Warsaw → Milan with one rail and one sea card is refused: the rail card's two
    routes may not be split around the passage Riga → Rome."""
    state = example_board()
    set_city(state, "milan", "white", ("orange",), cubes=0)
    before = snap(state)
    with pytest.raises(RuleError) as err:
        state.apply(move("warsaw", "milan", rail=1, sea=1))
    assert err.value.key == "ce-error-cards-cannot-carry" and snap(state) == before
    assert (0, 1, 1) not in cards(state, "warsaw", "milan")


@pytest.mark.parametrize("road,rail", [(0, 2), (1, 1)])
def test_example_d_efficiency(road, rail):
    """Příklad D: over land Warsaw → Copenhagen one rail card is enough; two rail cards, or a rail
    and a road card, are refused (a card could be left out)."""
    state = example_board()
    before = snap(state)
    with pytest.raises(RuleError) as err:
        state.apply(move("warsaw", "copenhagen", road=road, rail=rail))
    assert err.value.key == "ce-error-card-not-needed" and err.value.section == "transport-efficiency"
    assert snap(state) == before


def test_example_e_shortest_route():
    """Příklad E: Warsaw → Milan with two road cards and a sea card is allowed; road + rail + sea
    is refused, because road + rail reach Milan over three land routes (the shortest route)."""
    state = example_board()
    set_city(state, "milan", "white", ("orange",), cubes=0)
    assert (2, 0, 1) in cards(state, "warsaw", "milan")
    assert (1, 1, 0) in cards(state, "warsaw", "milan")
    before = snap(state)
    with pytest.raises(RuleError) as err:
        state.apply(move("warsaw", "milan", road=1, rail=1, sea=1))
    assert err.value.key == "ce-error-card-not-needed" and snap(state) == before
    assert state.board.dist["warsaw"]["milan"] == 3


def test_example_e_end_and_f_the_delivery():
    """Příklad E (end) and F: Šárka plays a road and a sea card; the orange cube leaves Warsaw for
    the supply and her post takes Copenhagen's orange demand space."""
    state = example_board()
    state.cities["copenhagen"]["spaces"] = [None, None]  # no upgrade this time
    pool = state.pool["orange"]
    state.apply(move("warsaw", "copenhagen", road=1, sea=1))
    assert state.cities["warsaw"]["cubes"] == 1 and state.pool["orange"] == pool + 1
    assert state.cities["copenhagen"]["spaces"][space_of(state, "copenhagen", "orange")] == SARKA
    assert state.hands[SARKA] == {"road": 1, "rail": 2, "sea": 0}


def test_example_g_upgrade_lv1_to_lv2():
    """Příklad G: Šárka's post fills Copenhagen's second demand space: both posts (hers and Petra's)
    move to the station area, the tile turns to LV2 and its supply spaces are filled."""
    state = example_board()
    state.apply(move("warsaw", "copenhagen", road=1, sea=1))
    info = state.cities["copenhagen"]
    assert info["level"] == 2 and sorted(info["stations"]) == [SARKA, PETRA]
    assert info["spaces"] == [None, None] and info["cubes"] == 2
    assert state.supply_goods("copenhagen") == state._tiles[info["tile"]].lv2.supply


def test_example_h_upgrade_lv2_to_lv3():
    """Příklad H: Šárka upgrades Berlin (LV2) with Marek: the leftover cube returns to the supply,
    both posts move beside the city, the tile leaves the game and Berlin's card goes from the offer
    to the bottom of the city deck, replaced by a new card."""
    state = example_board()
    set_city(state, "berlin", "grey", ("orange",), level=2, cubes=1, spaces=(MAREK, MAREK),
             stations=[SARKA, PETRA])
    state.cities["berlin"]["spaces"][space_of(state, "berlin", "orange")] = None
    state.offer = ["berlin", "rome", "oslo", "lisbon"]
    state.city_deck = ["athens", "blank"]
    grey = state.pool["grey"]
    state.apply(move("warsaw", "berlin", road=1))
    info = state.cities["berlin"]
    assert info["level"] == 3 and info["tile"] is None and info["cubes"] == 0
    assert state.pool["grey"] == grey + 1
    assert sorted(info["stations"]) == [SARKA, SARKA, PETRA, MAREK]
    assert state.offer == ["rome", "oslo", "lisbon", "athens"]
    assert state.city_deck == ["blank", "berlin"]


def test_level3_city_is_neither_supply_nor_demand():
    """Povýšení města: a LV3 city has no tile; it cannot be chosen as a supply or demand city."""
    state = example_board()
    state.cities["copenhagen"].update(level=3, tile=None, spaces=[None, None], stations=[PETRA, SARKA])
    assert ("warsaw", "copenhagen") not in pairs(state)
    before = snap(state)
    with pytest.raises(RuleError) as err:
        state.apply(move("warsaw", "copenhagen", rail=1))
    assert err.value.key == "ce-error-level3" and snap(state) == before


def test_lv3_card_drawn_into_the_offer_goes_under_the_deck():
    """Povýšení města ii: a LV3 city's card entering the offer goes straight under the deck."""
    state = example_board()
    state.cities["rome"].update(level=3, tile=None, cubes=0)
    state.offer = ["oslo", "lisbon", "athens"]
    state.city_deck = ["rome", "dublin"]
    state.refill_offer()
    assert state.offer == ["oslo", "lisbon", "athens", "dublin"] and state.city_deck == ["rome"]


@pytest.mark.parametrize("change,key", [
    ({"supply": "copenhagen", "demand": "riga"}, "ce-error-no-post"),
    ({"supply": "riga", "demand": "warsaw"}, "ce-error-no-post"),
    ({"demand": "riga"}, "ce-error-no-demand"),
    ({"demand": "warsaw"}, "ce-error-same-city"),
    ({"demand": "nowhere"}, "ce-error-unknown-city"),
    ({"road": 3, "rail": 0, "sea": 0}, "ce-error-not-enough-cards"),
    ({"road": 0, "rail": 0, "sea": 0}, "ce-error-no-cards"),
    ({"road": 1, "rail": 0, "sea": 0}, "ce-error-cards-cannot-carry"),
])
def test_transport_refusals_change_nothing(change, key):
    """Naplánování přepravy: a post in the supply city, a free demand space of the goods' colour,
    two different cities, cards in hand that can carry the cube — else the action is refused and
    the state is unchanged."""
    state = example_board()
    before = snap(state)
    with pytest.raises(RuleError) as err:
        state.apply({**move("warsaw", "copenhagen", rail=1), **change})
    assert err.value.key == key and snap(state) == before


def test_supply_city_needs_goods():
    """Naplánování přepravy: the supply city must hold at least one cube."""
    state = example_board()
    state.cities["warsaw"]["cubes"] = 0
    assert ("warsaw", "copenhagen") not in pairs(state)
    with pytest.raises(RuleError) as err:
        state.apply(move("warsaw", "copenhagen", rail=1))
    assert err.value.key == "ce-error-no-goods"


def test_must_transport_when_able():
    """Zajištění přepravy: a player who can transport must; refilling or taking cards is refused."""
    state = example_board()
    assert {a.type for a in state.legal_actions()} == {"transport"}
    before = snap(state)
    for action in ({"type": "take_cards", "seat": SARKA}, {"type": "refill", "seat": SARKA, "city": "berlin"}):
        with pytest.raises(RuleError) as err:
            state.apply(action)
        assert err.value.key == "ce-error-must-transport" and snap(state) == before


def test_fallback_refill_or_take_cards():
    """Zajištění přepravy: with no possible transport the turn is skipped for one of: refill the
    supply spaces of a LV1/LV2 city where you have a post, or take one card of each type."""
    state = example_board()
    hand(state, SARKA)
    state.cities["berlin"]["cubes"] = 0
    legal = {(a.type, getattr(a, "city", None)) for a in state.legal_actions()}
    assert legal == {("take_cards", None), ("refill", "berlin")}
    grey = state.pool["grey"]
    state.apply({"type": "refill", "seat": SARKA, "city": "berlin"})
    assert state.cities["berlin"]["cubes"] == 2 and state.pool["grey"] == grey - 2
    assert state.turns_taken[SARKA] == 1


def test_fallback_take_cards():
    state = example_board()
    hand(state, SARKA)
    state.apply({"type": "take_cards", "seat": SARKA})
    assert state.hands[SARKA] == {"road": 1, "rail": 1, "sea": 1}
    assert state.current()["seat"] != SARKA or state.current()["kind"] == "turn"


def test_refill_refused_for_full_city_and_without_post():
    state = example_board()
    hand(state, SARKA)
    state.cities["berlin"]["cubes"] = 0
    before = snap(state)
    for city, key in (("warsaw", "ce-error-refill-full"), ("oslo", "ce-error-no-post")):
        state.cities["warsaw"]["cubes"] = 2
        before = snap(state)
        with pytest.raises(RuleError) as err:
            state.apply({"type": "refill", "seat": SARKA, "city": city})
        assert err.value.key == key and snap(state) == before
