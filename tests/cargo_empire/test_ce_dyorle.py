"""Variant: the Dyorle map (Pravidla herního plánu Dyorle) — rush tokens on rush spaces, one rush
reward a turn, a rush space counts as a city for route length, the refresh in maintenance,
connectivity for task cards, and the combinations with clans, the Špeditér and vassals;
Příklady V and W."""
from __future__ import annotations

from collections import Counter

import pytest

from vypravci.games.cargo_empire.board import get_board
from vypravci.games.cargo_empire.data import load_map
from vypravci.games.cargo_empire.tasks import largest_network
from vypravci.games.core import RuleError

from .helpers import blank_board, hand, kept, playing, set_city, snap, turn_of

SARKA, PETRA = 0, 1


def dyorle(n=2, **options):
    state = playing(n, map="dyorle", **options)
    blank_board(state, filler=None)
    for seat in range(n):
        hand(state, seat)
    state.offer = ["velarden", "ystrel", "lunaris", "vantor"]
    state.city_deck = ["pearlhaven", "blank"]
    state.city_cards = [["zephyr-reach"] for _ in range(state.np)]
    state.rush = {r: None for r in state.rush}
    return state


def move(supply, demand, seat=SARKA, road=0, rail=0, sea=0, **extra):
    return {"type": "transport", "seat": seat, "supply": supply, "demand": demand,
            "road": road, "rail": rail, "sea": sea, **extra}


def refused(state, action, key):
    before = snap(state)
    with pytest.raises(RuleError) as err:
        state.apply(action)
    assert err.value.key == key, err.value.key
    assert snap(state) == before


def rush_choices(state, supply, demand):
    return {(a.road, a.rail, a.sea, a.rush) for a in state.legal_actions()
            if a.type == "transport" and (a.supply, a.demand) == (supply, demand)}


def test_map_data_is_reconstructed_with_six_rush_spaces():
    data = load_map("dyorle")
    assert data.source == "reconstructed" and data.checked_against
    assert len(data.cities) == 24 and len(data.rush_spaces) == 6
    assert Counter(c.group for c in data.cities) == {"red": 6, "blue": 6, "green": 6, "yellow": 6}


def test_setup_draws_all_six_tokens_onto_the_rush_spaces():
    """Příprava hry: all six rush tokens (two of each type) are drawn onto the six rush spaces."""
    state = playing(2, map="dyorle")
    assert sorted(state.rush) == sorted(get_board("dyorle").rush)
    assert sorted(state.rush.values()) == ["rail", "rail", "road", "road", "sea", "sea"]
    assert len(state.city_deck) == 24 - 4 - 2 + 6 and set(state.offer) <= set(state.board.ids)


def test_rush_space_counts_as_a_city_for_route_length():
    """Fáze akcí: a route through a rush space has two stretches (also without a token)."""
    board = get_board("dyorle")
    assert board.adjacent("kesh-tamar", "duskhollow") and board.dist["kesh-tamar"]["duskhollow"] == 2
    state = dyorle()
    set_city(state, "kesh-tamar", "brown", stations=[SARKA])
    set_city(state, "duskhollow", "white", ("brown",))
    hand(state, SARKA, road=2, rail=1)
    turn_of(state, SARKA)
    assert rush_choices(state, "kesh-tamar", "duskhollow") == {(2, 0, 0, None), (0, 1, 0, None)}
    refused(state, move("kesh-tamar", "duskhollow", road=1), "ce-error-cards-cannot-carry")


def example_v():
    """Příklad V: Šárka carries a brown cube from city A (Kesh Tamar) to city B (Duskhollow) with
    a rail card; the route between them runs through a rush space holding a road token."""
    state = dyorle()
    set_city(state, "kesh-tamar", "brown", stations=[SARKA])
    set_city(state, "duskhollow", "white", ("brown",))
    state.rush["rush-dusk"] = "road"
    hand(state, SARKA, rail=1)
    turn_of(state, SARKA)
    return state


def test_example_v_rush_token():
    """Příklad V: the cube goes, her post lands in B; she removes the rush token, moves her car one
    space at once (with its bonus) and the token returns to the bag."""
    state = example_v()
    assert rush_choices(state, "kesh-tamar", "duskhollow") == {(0, 1, 0, "rush-dusk")}
    refused(state, move("kesh-tamar", "duskhollow", rail=1), "ce-error-rush-must-take")
    refused(state, move("kesh-tamar", "duskhollow", rail=1, rush="rush-frost"), "ce-error-rush-not-on-route")
    refused(state, move("kesh-tamar", "duskhollow", rail=1, rush="rush-nowhere"), "ce-error-unknown-rush")
    state.apply(move("kesh-tamar", "duskhollow", rail=1, rush="rush-dusk"))
    assert state.rush["rush-dusk"] is None
    decision = state.current()
    assert decision["moves"] == {"car": 1, "train": 1, "ship": 0} and decision["allowed"] == ["train"]
    state.apply({"type": "advance", "seat": SARKA, "marker": "car", "path": "upper"})
    assert state.hands[SARKA]["road"] == 1  # a01A upper: the road-card bonus


def test_taken_token_gives_nothing_but_the_route_still_has_two_stretches():
    """Fáze akcí: without a token on the rush space there is no move, but the length stays."""
    state = example_v()
    state.rush["rush-dusk"] = None
    assert rush_choices(state, "kesh-tamar", "duskhollow") == {(0, 1, 0, None)}
    state.apply(move("kesh-tamar", "duskhollow", rail=1))
    assert state.current()["moves"] == {"car": 0, "train": 1, "ship": 0}


def test_one_rush_reward_a_turn():
    """Fáze akcí: a route over several tokens gives the reward of one of them, chosen; the other
    stays on the board."""
    state = dyorle()
    set_city(state, "kesh-tamar", "brown", stations=[SARKA])
    set_city(state, "quillmarsh", "white", ("brown",))
    state.rush.update({"rush-dusk": "road", "rush-ember": "sea"})
    hand(state, SARKA, road=1, rail=2)
    turn_of(state, SARKA)
    assert state.board.dist["kesh-tamar"]["quillmarsh"] == 5
    assert rush_choices(state, "kesh-tamar", "quillmarsh") == {(1, 2, 0, "rush-dusk"), (1, 2, 0, "rush-ember")}
    state.apply(move("kesh-tamar", "quillmarsh", road=1, rail=2, rush="rush-ember"))
    assert state.rush["rush-ember"] is None and state.rush["rush-dusk"] == "road"
    assert state.current()["moves"] == {"car": 1, "train": 2, "ship": 1}


def test_a_token_free_shortest_route_may_leave_the_token():
    """Only routes the cards may take count: Emberfall → Stonereach by rail goes over Greywatch
    (two stretches); the way over the rush spaces is longer, so its tokens are not reachable."""
    state = dyorle()
    set_city(state, "emberfall", "brown", stations=[SARKA])
    set_city(state, "stonereach", "white", ("brown",))
    state.rush.update({"rush-ember": "road", "rush-stone": "rail"})
    hand(state, SARKA, rail=1)
    turn_of(state, SARKA)
    assert rush_choices(state, "emberfall", "stonereach") == {(0, 1, 0, None)}
    refused(state, move("emberfall", "stonereach", rail=1, rush="rush-ember"), "ce-error-rush-not-on-route")


def test_maintenance_refreshes_the_tokens():
    """Fáze údržby, krok 3: all tokens left go back to the bag and all six are drawn anew."""
    state = playing(2, map="dyorle")
    state.rush = {r: None for r in state.rush}
    state.rush["rush-dusk"] = "sea"
    state.pending, state.turn_no = [], 8
    state._settle()
    assert sorted(state.rush.values()) == ["rail", "rail", "road", "road", "sea", "sea"]


def test_example_w_network_through_rush_spaces():
    """Příklad W: Šárka's posts in A, B and C, joined only by routes through rush spaces, count as
    one network: 3 points for the network task card."""
    state = dyorle()
    for city in ("emberfall", "quillmarsh", "stonereach"):
        state.cities[city]["stations"] = [SARKA]
    assert not state.board.adjacent("emberfall", "stonereach")
    assert largest_network(state.board, {"emberfall", "quillmarsh", "stonereach"}) == 3
    state.tasks[SARKA] = [9]
    assert state.score_breakdown()[SARKA]["tasks"] == 3


def test_erestdon_two_card_transport_takes_no_token():
    """Kombinace: the Erestdon any-two-cards transport neither gets nor removes a rush token."""
    state = dyorle(clans=True, clan_seats=("erestdon", "glat"))
    kept(state, SARKA)
    set_city(state, "kesh-tamar", "brown", stations=[SARKA])
    set_city(state, "quillmarsh", "white", ("brown",))
    state.rush.update({"rush-dusk": "road"})
    state.crests = ["kesh-tamar", "velarden"]
    hand(state, SARKA, sea=2)
    turn_of(state, SARKA)
    assert rush_choices(state, "kesh-tamar", "quillmarsh") == {(0, 0, 2, None)}
    refused(state, move("kesh-tamar", "quillmarsh", sea=2, rush="rush-dusk"), "ce-error-rush-not-on-route")
    state.apply(move("kesh-tamar", "quillmarsh", sea=2))
    assert state.rush["rush-dusk"] == "road" and state.current()["moves"]["car"] == 0


def test_spediter_takes_no_token_and_scores_development_twice():
    """Kombinace: the Špeditér never takes rush tokens; on Dyorle its VP-column points double."""
    state = playing(1, map="dyorle")
    me = state.automa
    tokens = dict(state.rush)
    state.pending, state.turn_no = [], 1  # the Špeditér's turn comes next
    state.order = [SARKA, me]
    state._settle()
    assert state.rush == tokens
    state.markers[me]["car"]["progress"] = state.tracks.vp_entry + 2  # 6 points
    assert state.score_breakdown()[me]["development"] == 12


def test_vassal_transport_takes_no_token():
    state = dyorle(vassals=True)
    set_city(state, "kesh-tamar", "brown", stations=[SARKA])
    set_city(state, "duskhollow", "white", ("brown",))
    set_city(state, "nordhal", "grey", stations=[SARKA])
    set_city(state, "frostmere", "white", ("grey",))
    state.rush["rush-dusk"] = "road"
    hand(state, SARKA, rail=1)
    turn_of(state, SARKA)
    state.apply(move("nordhal", "frostmere", rail=1))
    while state.current()["kind"] == "develop":
        state.apply(state.legal_actions()[0])
    state.apply({"type": "vassal_transport", "seat": SARKA, "supply": "kesh-tamar", "demand": "duskhollow"})
    assert state.rush["rush-dusk"] == "road"
