"""The rulebook's track-building examples played through the engine (Stavba trati, str. 6–8).

Hex coordinates are those of the reconstructed USA map (games/mini_express/data/usa.toml); the
board-level geometry of the same examples is in test_map_examples.py.
"""
from __future__ import annotations

import pytest

from vypravci.games.core import RuleError

from .helpers import drafted, place, snap


def _place(state, company: str, hexes) -> None:
    place(state, company, hexes)


def _city(state, city_id):
    return state.board.cities[city_id].hex


def example_1_state():
    """Daniel's position: leather runs Erie → Detroit → Chicago → the hex between Chicago and
    Louisville; Fort Smith already holds lumber and steel; leather has 4 trains, length 4."""
    state = drafted(4)
    _place(state, "leather", [(16, 3), _city(state, "detroit"), (14, 4), _city(state, "chicago"), (13, 4)])
    _place(state, "lumber", [_city(state, "fort-smith")])
    _place(state, "steel", [_city(state, "fort-smith")])
    state.area["leather"] = 4
    state.length["leather"] = 4
    state.tokens["tulsa"] = ("leather", "steel")
    seat = state.to_act()
    state.influence[seat]["leather"] = 2
    state.influence[seat]["steel"] = 2
    return state, seat


def test_example_1_fort_smith_full_tulsa_and_omaha_open():
    """Příklad č. 1 akce Stavba trati: leather cannot build into Fort Smith (full with Dřevařská and
    Ocelářská); Tulsa and Omaha are both 3 trains away; Tulsa by exactly one route from the train
    between Chicago and Louisville, Omaha by four equally short routes."""
    state, seat = example_1_state()
    assert "fort-smith" not in state.build_targets("leather")
    before = snap(state)
    with pytest.raises(RuleError) as err:
        state.apply({"type": "build", "seat": seat, "company": "leather", "city": "fort-smith"})
    assert err.value.key == "error-build-city-full" and snap(state) == before
    assert state.build_targets("leather")["tulsa"] == 3 and state.build_targets("leather")["omaha"] == 3
    assert state.routes_to("leather", "tulsa") == [((12, 5), (11, 5), _city(state, "tulsa"))]
    assert len(state.routes_to("leather", "omaha")) == 4
    builds = [a for a in state.legal_actions() if a.to_dict()["type"] == "build"
              and a.company == "leather" and a.city == "omaha"]
    assert len(builds) == 4  # the player chooses among the four


def test_example_1_daniel_builds_to_tulsa():
    """Příklad č. 1: Daniel builds Kožedělná into Tulsa with 3 of its 4 trains; the Tulsa token shows
    Kožedělná and Ocelářská, so both his influences go 2 → 3; track length 4 → 6 (land hexes only)."""
    state, seat = example_1_state()
    state.apply({"type": "build", "seat": seat, "company": "leather", "city": "tulsa"})
    assert state.area["leather"] == 1
    assert state.influence[seat]["leather"] == 3 and state.influence[seat]["steel"] == 3
    assert state.length["leather"] == 6
    assert "leather" in state.trains[_city(state, "tulsa")]


def example_2_state():
    """Pepa's position: steel = Wilmington, the hex between Atlanta and Wilmington, Atlanta;
    lumber reached Louisville through (15,5); leather reached Louisville through Detroit and (15,4)."""
    state = drafted(4)
    _place(state, "steel", [(16, 6), _city(state, "atlanta")])
    _place(state, "lumber", [(17, 5), (16, 5), (15, 5), _city(state, "louisville")])
    _place(state, "leather", [(16, 3), _city(state, "detroit"), (15, 4), _city(state, "louisville")])
    state.area.update({"steel": 3, "lumber": 2, "leather": 1})
    state.supply.update({"lumber": 10, "leather": 10})
    state.length["steel"] = 1
    state.tokens["detroit"] = ("cotton", "leather")
    return state, state.to_act()


def test_example_2_louisville_two_trains_detroit_three():
    """Příklad č. 2 akce Stavba trati: for Ocelářská, Louisville needs 2 trains and Detroit 3, both
    starting from Atlanta or the hex between Atlanta and Wilmington; Detroit has two routes."""
    state, _ = example_2_state()
    targets = state.build_targets("steel")
    assert targets["louisville"] == 2 and targets["detroit"] == 3
    routes = state.routes_to("steel", "detroit")
    assert len(routes) == 2
    net = state.network("steel")
    starts = {s for r in routes for s in state.board.route_starts(r, net)}
    assert starts <= {_city(state, "atlanta"), (16, 6)}


def test_example_2_pepa_builds_to_detroit():
    """Příklad č. 2: Pepa builds Ocelářská from Atlanta into Detroit over a hex with a Dřevařská
    train and two hexes (Detroit included) with Kožedělná trains: Dřevařská gets 1 train and
    Kožedělná 2 as compensation; Detroit's token (Bavlněná + Kožedělná) raises his influence in both;
    steel's length +2; Detroit is now full, so its demand token is removed."""
    state, seat = example_2_state()
    route = ((15, 5), (15, 4), _city(state, "detroit"))
    inf = dict(state.influence[seat])
    state.apply({"type": "build", "seat": seat, "company": "steel", "city": "detroit", "route": route})
    assert state.area["steel"] == 0
    assert state.area["lumber"] == 3 and state.area["leather"] == 3  # 2 + 1, 1 + 2
    assert state.supply["lumber"] == 9 and state.supply["leather"] == 8
    assert state.influence[seat]["cotton"] == inf["cotton"] + 1
    assert state.influence[seat]["leather"] == inf["leather"] + 1
    assert state.length["steel"] == 3
    assert "detroit" not in state.tokens


def test_compensation_never_beyond_five():
    """Kompenzační bonus: a train area never holds more than 5; extra compensation is ignored."""
    state, seat = example_2_state()
    state.area["leather"] = 4
    route = ((15, 5), (15, 4), _city(state, "detroit"))
    state.apply({"type": "build", "seat": seat, "company": "steel", "city": "detroit", "route": route})
    assert state.area["leather"] == 5


def test_route_must_be_a_shortest_one():
    """Stavba trati, step 3: a longer route than the shortest is refused and changes nothing."""
    state, seat = example_2_state()
    before = snap(state)
    with pytest.raises(RuleError) as err:
        state.apply({"type": "build", "seat": seat, "company": "steel", "city": "detroit",
                     "route": [[16, 5], [16, 4], list(_city(state, "detroit"))]})
    assert err.value.key == "error-build-route-not-shortest" and snap(state) == before


def test_out_of_reach_and_new_market():
    """Stavba trati, step 2: the city must be a new market and within the trains on the area."""
    state, seat = example_2_state()
    state.area["steel"] = 2
    before = snap(state)
    with pytest.raises(RuleError) as err:
        state.apply({"type": "build", "seat": seat, "company": "steel", "city": "detroit"})
    assert err.value.key == "error-build-out-of-reach"
    assert err.value.params["need"] == 3 and err.value.params["have"] == 2
    with pytest.raises(RuleError) as err:
        state.apply({"type": "build", "seat": seat, "company": "steel", "city": "atlanta"})
    assert err.value.key == "error-build-not-new-market"
    assert snap(state) == before


def test_wild_token_needs_another_company():
    """Žeton poptávky with a wild symbol: +1 in its company and +1 in any OTHER company."""
    state, seat = example_2_state()
    state.tokens["detroit"] = ("cotton", "wild")
    route = ((15, 5), (15, 4), _city(state, "detroit"))
    before = snap(state)
    for wild in (None, "cotton"):
        with pytest.raises(RuleError) as err:
            state.apply({"type": "build", "seat": seat, "company": "steel", "city": "detroit", "route": route, "wild": wild})
        assert err.value.key == "error-build-wild-choice"
    assert snap(state) == before
    inf = dict(state.influence[seat])
    state.apply({"type": "build", "seat": seat, "company": "steel", "city": "detroit", "route": route, "wild": "lumber"})
    assert state.influence[seat]["cotton"] == inf["cotton"] + 1 and state.influence[seat]["lumber"] == inf["lumber"] + 1


def test_double_token_gives_two():
    """Žeton poptávky with one colour twice: +2 influence in that company."""
    state, seat = example_2_state()
    state.tokens["detroit"] = ("steel", "steel")
    before = state.influence[seat]["steel"]
    state.apply({"type": "build", "seat": seat, "company": "steel", "city": "detroit", "route": ((15, 5), (15, 4), _city(state, "detroit"))})
    assert state.influence[seat]["steel"] == before + 2


def test_track_length_caps_at_fifteen():
    """Stavba trati, step 5: the track-length marker never passes 15."""
    state, seat = example_2_state()
    state.length["steel"] = 14
    state.apply({"type": "build", "seat": seat, "company": "steel", "city": "detroit", "route": ((15, 5), (15, 4), _city(state, "detroit"))})
    assert state.length["steel"] == 15
