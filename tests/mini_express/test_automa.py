"""Mašinfíra, the automa (rulebook: Tah Mašinfíry v sólové hře, Pravidlo hodinových ručiček, and
the two Mašinfíra walk-throughs). Hexes are those of the reconstructed maps; the same geometry is
checked on the bare boards in test_map_examples.py."""
from __future__ import annotations

import json
import random

import pytest
from pydantic import ValidationError

from vypravci.games.core import GameRecord, Seat, replay
from vypravci.games.core.ai import RandomAI
from vypravci.games.mini_express import GAME, MiniExpressOptions
from vypravci.games.mini_express.modes import automa
from vypravci.games.mini_express.board import get_board
from vypravci.games.mini_express.companies import COMPANIES
from vypravci.games.mini_express.data import MasinfiraToken, MasinfiraTokens, load_masinfira_tokens

from .helpers import (
    VENICE, build_example_state, event, keys, mf_turn, only_token, place, rebuilt, scripted, solo, token_id,
)

# USA (usa.toml)
TULSA, FORT_SMITH, OMAHA, NEW_ORLEANS = (10, 6), (11, 6), (10, 4), (12, 9)
SOUTH_OF_TULSA = (10, 7)
ROUTE_A = ((11, 5), (10, 5), OMAHA)  # Fialová oblast: up the west side
ROUTE_B = ((11, 5), (11, 4), OMAHA)
ROUTE_C_D = {((11, 7), (11, 8), NEW_ORLEANS), ((10, 8), (11, 8), NEW_ORLEANS)}
ROUTE_E = ((11, 7), (12, 8), NEW_ORLEANS)  # Žlutá oblast: down the east side


# ------------------------------------------------------------------------------ the walk-throughs
def test_share_purchase_example():
    """Příklad Mašinfírovy akce Pořízení akcie: the token moves the company marker 2 steps, from
    Dřevařská to Kožedělná, and the destination marker 2 cities. Kožedělná has only 1 train on its
    train area, so Mašinfíra takes a Kožedělná share for free (no influence paid) and 3 trains
    are added from the supply."""
    state = solo()
    mf = state.mf
    state.mf_company = COMPANIES.index("lumber")
    state.mf_number = 2
    only_token(state, 2, 2)
    state.area["leather"], state.supply["leather"] = 1, 23
    offer, held, influence = state.offer["leather"], state.shares[mf]["leather"], dict(state.influence[mf])
    events = mf_turn(state)
    assert event(events, "me-ev-mf-token").params == {"seat": mf, "company_steps": 2, "destination_steps": 2}
    assert event(events, "me-ev-mf-company").params["company"] == "leather"
    assert event(events, "me-ev-mf-destination").params["number"] == 4
    assert event(events, "me-ev-mf-takes-share").params == {"seat": mf, "company": "leather", "trains": 1}
    assert event(events, "me-ev-buy").params == {"seat": mf, "company": "leather", "cost": 0, "trains": 3}
    assert state.shares[mf]["leather"] == held + 1 and state.offer["leather"] == offer - 1
    assert state.influence[mf] == influence  # free: no influence paid
    assert state.area["leather"] == 4 and state.supply["leather"] == 20
    assert state.to_act() == 0 and state.turns[mf] == 1


def test_track_building_example():
    """Příklad Mašinfírovy akce Stavba trati: the token moves the company marker 1 step
    (Kožedělná → Bavlněná) and the destination marker 2 cities, from Bremen to Milan (skipping
    Essen, which has no demand token) and on to Marseille. Bavlněná has 3 trains, so Mašinfíra
    builds. Frankfurt and Venice are the nearest reachable cities to Marseille, both 4 hexes away
    and both 3 Bavlněná trains away; Venice already has Ocelářská, so Mašinfíra builds there. The
    routes start from 4 possible hexes; the start hex is the northernmost in the easternmost
    column, 2 hexes from Belgrade, and a single route leads from it. Bavlněná's track length
    rises by 2; Mašinfíra gains influence in Ocelářská and Bavlněná; Ocelářská gets 1 train of
    compensation; Venice is full, so its demand token is removed."""
    state = build_example_state()
    mf = state.mf
    events = mf_turn(state)
    assert event(events, "me-ev-mf-token").params == {"seat": mf, "company_steps": 1, "destination_steps": 2}
    assert event(events, "me-ev-mf-company").params["company"] == "cotton"
    dest = event(events, "me-ev-mf-destination").params
    assert dest["city"] == "marseille" and dest["skipped"] == 1 and dest["steps"] == 2
    assert event(events, "me-ev-mf-builds").params["trains"] == 3
    target = event(events, "me-ev-mf-target").params
    assert target["city"] == "venice" and target["destination"] == "marseille"
    assert target["reason"] == "more-companies" and target["tied"] == 2
    assert (target["distance"], target["trains"], target["present"]) == (4, 3, 1)
    route = event(events, "me-ev-mf-route").params
    assert route["start"] == [17, 7] and route["starts"] == 4 and route["routes"] == 1 and route["rule"] == "only"
    for h in ((16, 8), (15, 8), VENICE):
        assert "cotton" in state.trains[h]
    assert state.area["cotton"] == 0
    assert state.length["cotton"] == 2
    assert state.influence[mf] == {"lumber": 1, "steel": 2, "leather": 1, "cotton": 2}
    assert event(events, "me-ev-compensation").params == {"company": "steel", "trains": 1}
    assert state.area["steel"] == 3
    assert "venice" not in state.tokens and keys(events).count("me-ev-token-removed") == 1


def test_track_building_example_frankfurt_without_steel():
    """B.i.c on the walk-through's position without Ocelářská in Venice: Frankfurt and Venice then
    tie on distance, track and companies present, and the higher number wins: Frankfurt (19)
    over Venice (16)."""
    state = build_example_state()
    state.trains[VENICE].remove("steel")
    state = rebuilt(state)
    events = mf_turn(state)
    target = event(events, "me-ev-mf-target").params
    assert target["city"] == "frankfurt" and target["reason"] == "higher-number" and target["tied"] == 2


# ------------------------------------------------------------------------------ the clockwise rule
def test_clockwise_rule_purple_area_route_a():
    """Pravidlo hodinových ručiček, Fialová oblast: from Fort Smith to Omaha there are 2 routes of
    3 hexes around Tulsa; route A goes from the bottom up as far left as possible, and Mašinfíra
    builds route A."""
    usa = get_board("usa")
    routes = usa.shortest_routes(usa.land_distances({FORT_SMITH}), OMAHA, {FORT_SMITH})
    assert set(routes) == {ROUTE_A, ROUTE_B}
    assert automa.clockwise_route(FORT_SMITH, [ROUTE_B, ROUTE_A], OMAHA) == ROUTE_A
    assert automa.clockwise_route(FORT_SMITH, [ROUTE_A, ROUTE_B], OMAHA) == ROUTE_A


def test_clockwise_rule_yellow_area_route_e():
    """Pravidlo hodinových ručiček, Žlutá oblast: from the hex south of Tulsa to New Orleans there
    are 3 routes of 3 hexes (C, D, E); route E goes from the top down as far right as possible,
    and Mašinfíra builds route E."""
    routes = [ROUTE_E, *ROUTE_C_D]
    for _ in range(6):
        random.Random(_).shuffle(routes)
        assert automa.clockwise_route(SOUTH_OF_TULSA, routes, NEW_ORLEANS) == ROUTE_E


def test_clockwise_rule_reversed_trips_take_the_other_edge():
    """The clockwise rule keeps the area of valid routes on the right-hand side: the trip back
    from Omaha to Fort Smith runs down the east side (route B reversed), and the trip back from
    New Orleans runs along the south-west side (the reverse of the westernmost yellow route)."""
    back_a = (ROUTE_A[1], ROUTE_A[0], FORT_SMITH)
    back_b = (ROUTE_B[1], ROUTE_B[0], FORT_SMITH)
    assert automa.clockwise_route(OMAHA, [back_a, back_b], FORT_SMITH) == back_b
    reversed_yellow = [tuple(reversed((SOUTH_OF_TULSA, *r)))[1:] for r in (ROUTE_E, *ROUTE_C_D)]
    west = ((11, 8), (10, 8), SOUTH_OF_TULSA)
    assert west in reversed_yellow
    assert automa.clockwise_route(NEW_ORLEANS, reversed_yellow, SOUTH_OF_TULSA) == west


def test_choose_route_uses_the_clockwise_rule_in_a_game():
    """Tah Mašinfíry, B.ii: with Kožedělná's only train on Fort Smith, the start hex is Fort Smith
    and the clockwise rule picks route A into Omaha; from the hex south of Tulsa, route E into
    New Orleans."""
    state = solo()
    state.trains = {h: [c for c in cs if c != "leather"] for h, cs in state.trains.items()}
    place(state, "leather", [FORT_SMITH])
    route, info = automa.choose_route(state, "leather", "omaha")
    assert route == ROUTE_A and info == {"start": list(FORT_SMITH), "hex": "L7", "starts": 1, "routes": 2,
                                         "rule": "clockwise"}
    state.trains = {h: [c for c in cs if c != "leather"] for h, cs in state.trains.items()}
    place(state, "leather", [SOUTH_OF_TULSA])
    route, info = automa.choose_route(state, "leather", "new-orleans")
    assert route == ROUTE_E and info["routes"] == 3 and info["rule"] == "clockwise"


def test_start_hex_is_furthest_east_then_north():
    """Tah Mašinfíry, B.ii.a: of all start hexes of the shortest routes, Mašinfíra starts from the
    one furthest east, and of those the one furthest north (city or land alike)."""
    state = build_example_state()
    route, info = automa.choose_route(state, "cotton", "venice")
    assert info["start"] == [17, 7] and route == ((16, 8), (15, 8), VENICE)
    net = state.network("cotton")
    starts = {s for r in state.routes_to("cotton", "venice") for s in state.board.route_starts(r, net)}
    assert len(starts) == 4 and max(s[0] for s in starts) == 17


# ------------------------------------------------------------------------------ choosing the city
@pytest.fixture
def crafted(monkeypatch):
    """A solo state whose Ocelářská targets and distances to the destination are given by the test."""
    state = solo()
    table: dict[str, int | None] = {}
    monkeypatch.setattr(automa, "distance_to_destination", lambda st, city: table[city.id])

    def setup(targets: dict[str, tuple[int | None, int]]):
        table.clear()
        table.update({c: d for c, (d, _) in targets.items()})
        monkeypatch.setattr(state, "build_targets", lambda company: {c: t for c, (_, t) in targets.items()})
        return automa.choose_target(state, "steel")

    return state, setup


def test_target_nearest_to_destination(crafted):
    """B.i: the reachable city nearest the destination city wins, whatever its track length."""
    _, choose = crafted
    city, why = choose({"boston": (3, 1), "chicago": (2, 5), "dallas": (4, 1)})
    assert city == "chicago" and why["reason"] == "nearest" and why["candidates"] == 3


def test_target_tie_break_a_shortest_track(crafted):
    """B.i.a: equally near → the shorter track."""
    _, choose = crafted
    city, why = choose({"boston": (2, 3), "chicago": (2, 2), "dallas": (5, 1)})
    assert city == "chicago" and why["reason"] == "shorter" and why["tied"] == 2


def test_target_tie_break_b_more_companies(crafted):
    """B.i.b: equally near, equally short → the city with trains of more companies."""
    state, choose = crafted
    place(state, "lumber", [state.board.cities["boston"].hex])
    place(state, "cotton", [state.board.cities["boston"].hex])
    place(state, "leather", [state.board.cities["chicago"].hex])
    city, why = choose({"boston": (2, 2), "chicago": (2, 2)})
    assert city == "boston" and why["reason"] == "more-companies" and why["present"] == 2


def test_target_tie_break_c_higher_number(crafted):
    """B.i.c: still tied → the higher city number (a start location has no number: lowest)."""
    state, choose = crafted
    numbers = {c: state.board.cities[c].number for c in ("boston", "chicago")}
    assert numbers["chicago"] > numbers["boston"]
    place(state, "cotton", [state.board.cities["boston"].hex, state.board.cities["chicago"].hex])  # Erie has leather
    city, why = choose({"boston": (2, 2), "chicago": (2, 2), "erie": (2, 2)})
    assert city == "chicago" and why["reason"] == "higher-number" and why["tied"] == 3


def test_target_without_a_land_path_ranks_last(crafted):
    """A city with no land path to the destination is never nearer than one with a path."""
    _, choose = crafted
    city, why = choose({"boston": (None, 1), "chicago": (9, 5)})
    assert city == "chicago" and why["reason"] == "nearest"
    city, why = choose({"chicago": (3, 2)})
    assert city == "chicago" and why["reason"] == "only"


def test_destination_distance_counts_land_hexes_cities_impassable():
    """B.i: distance to the destination is counted through land hexes (where track may run)."""
    state = solo(map_id="europe")
    state.mf_number = state.board.cities["marseille"].number
    cities = state.board.cities
    assert automa.distance_to_destination(state, cities["marseille"]) == 0
    assert automa.distance_to_destination(state, cities["frankfurt"]) == 4
    assert automa.distance_to_destination(state, cities["venice"]) == 4


# ------------------------------------------------------------------------------ other rules of the turn
def test_wild_token_gives_influence_in_all_four_companies():
    """B.iv: building into a city whose demand token shows the wild symbol gives Mašinfíra
    influence in all four companies (players would choose one other company)."""
    state = solo()
    mf = state.mf
    state.mf_company = COMPANIES.index("lumber")
    state.mf_number = state.board.cities["detroit"].number
    only_token(state, 1, 1)  # → Ocelářská; destination → Atlanta (the next city)
    state.tokens["atlanta"] = ("leather", "wild")
    events = mf_turn(state)
    assert event(events, "me-ev-mf-destination").params["city"] == "atlanta"
    assert event(events, "me-ev-mf-target").params["city"] == "atlanta"
    assert event(events, "me-ev-mf-wild").params == {"seat": mf, "city": "atlanta"}
    assert state.influence[mf] == {c: 2 for c in COMPANIES}


def test_no_share_left_draws_again_without_moving_the_destination(monkeypatch):
    """A.ii: the chosen company has 0–2 trains but no share left → draw a new token, move only the
    company marker, and act for the new company (the destination marker stays)."""
    state = solo()
    mf = state.mf
    state.mf_company = COMPANIES.index("lumber")
    state.mf_number = 2
    state.area["leather"], state.offer["leather"] = 1, 0
    state.area["cotton"] = 2
    scripted(monkeypatch, (2, 2), (1, 3))
    events = mf_turn(state)
    assert keys(events).index("me-ev-mf-cannot-take") < keys(events).index("me-ev-mf-redraw")
    assert [e.params["company"] for e in events if e.key == "me-ev-mf-company"] == ["leather", "cotton"]
    assert keys(events).count("me-ev-mf-destination") == 1 and state.mf_number == 4
    assert event(events, "me-ev-buy").params["company"] == "cotton" and state.shares[mf]["cotton"] == 1


def test_cannot_build_draws_again(monkeypatch):
    """B.v: the chosen company has 3–5 trains but no legal build → draw a new token (company
    marker only) and act for the new company."""
    state = solo()
    state.mf_company = COMPANIES.index("lumber")
    state.mf_number = 2
    state.area["steel"] = 3
    state.area["leather"] = 0
    original = state.build_targets
    monkeypatch.setattr(state, "build_targets", lambda c: {} if c == "steel" else original(c))
    scripted(monkeypatch, (1, 1), (1, 2))
    events = mf_turn(state)
    assert event(events, "me-ev-mf-cannot-build").params == {"seat": state.mf, "company": "steel", "trains": 3}
    assert state.mf_number == 3 and COMPANIES[state.mf_company] == "leather"
    assert event(events, "me-ev-mf-takes-share").params["company"] == "leather"


def test_reshuffle_token_returns_every_drawn_token():
    """Pozn. (reshuffle icon): a drawn reshuffle token goes back into the bag with all drawn tokens
    (set-up draws included), and Mašinfíra draws again."""
    state = solo()
    reshuffle = token_id(reshuffle=True)
    state.mf_bag = [reshuffle]
    state.mf_drawn = [0, 1, 2]
    events: list = []
    token = automa.draw(state, events)
    assert not token.reshuffle
    assert events[0].key == "me-ev-mf-reshuffle" and events[0].params["returned"] == 4
    assert len(state.mf_drawn) == 1 and sorted(state.mf_bag + state.mf_drawn) == [0, 1, 2, reshuffle]


def test_drawn_tokens_stay_out_of_the_bag():
    """Příprava, IV.: drawn tokens are not returned to the bag until a reshuffle token is drawn."""
    state = solo()
    assert len(state.mf_drawn) == 2 and len(state.mf_bag) == 12
    events: list = []
    state.mf_bag = [t for t in state.mf_bag if not load_masinfira_tokens().tokens[t].reshuffle]
    before = len(state.mf_bag)
    automa.draw(state, events)
    assert len(state.mf_bag) == before - 1 and len(state.mf_drawn) == 3


def test_company_marker_order_wraps_from_cotton_to_lumber():
    """The company marker moves Dřevařská → Ocelářská → Kožedělná → Bavlněná → Dřevařská …"""
    state = solo()
    state.mf_company = COMPANIES.index("cotton")
    events: list = []
    assert automa.move_company(state, 1, events) == "lumber"
    assert automa.move_company(state, 3, events) == "cotton"
    assert automa.move_company(state, 2, events) == "steel"


def test_destination_marker_enters_at_city_one_and_skips_cities_without_token():
    """The destination marker starts off the map; its first move places it on city 1, the city
    nearest the top-right corner, whatever the token's number. Then it moves by solo number and
    skips cities whose demand token has been removed."""
    state = solo()
    cities = automa.numbered_cities(state)
    assert state.mf_number == 0 and automa.destination(state) is None
    events: list = []
    automa.move_destination(state, 3, events)
    assert automa.destination(state).id == "augusta" and state.mf_number == 1
    assert events[-1].key == "me-ev-mf-destination-enters" and events[-1].params["skipped"] == 0
    del state.tokens[cities[2].id]
    del state.tokens[cities[3].id]
    automa.move_destination(state, 2, events)
    assert state.mf_number == 5 and events[-1].params == {
        "seat": state.mf, "city": cities[5].id, "number": 5, "steps": 2, "skipped": 2}
    fresh = solo()
    del fresh.tokens["augusta"]
    automa.move_destination(fresh, 2, events)
    assert fresh.mf_number == 2  # city 1 has no token any more: the marker enters on city 2


def test_first_masinfira_turn_places_the_destination_on_city_one():
    """Pozn. (Tah Mašinfíry): on Mašinfíra's first turn the destination marker enters the map on
    city 1 (Augusta on the USA map, Kiev in Europe)."""
    for map_id, city in (("usa", "augusta"), ("europe", "kiev")):
        state = solo(map_id=map_id)
        state.influence[0]["lumber"] = 9
        events = state.apply({"type": "buy", "seat": 0, "company": "lumber"})
        assert state.mf_number == 1
        assert [e.params["city"] for e in events if e.key == "me-ev-mf-destination-enters"] == [city]


def test_destination_marker_stays_on_the_last_city():
    """Once the marker reaches the last city (32) it stays there and the step is skipped; when no
    later city still has a demand token, it goes to the last city."""
    state = solo()
    state.mf_number = 31
    events: list = []
    assert automa.move_destination(state, 3, events) is True and state.mf_number == 32
    assert automa.move_destination(state, 2, events) is False and state.mf_number == 32
    assert events[-1].key == "me-ev-mf-destination-stays"
    other = solo()
    cities = automa.numbered_cities(other)
    other.mf_number = 29
    for k in (30, 31, 32):
        del other.tokens[cities[k].id]
    assert automa.move_destination(other, 1, events) is True and other.mf_number == 32


def test_masinfira_passes_when_no_company_allows_an_action(monkeypatch):
    """House rule (the rulebook never reaches it): no company allows Mašinfíra any action → it
    passes instead of drawing for ever."""
    state = solo()
    for c in COMPANIES:
        state.area[c] = 0
        state.offer[c] = 0
    monkeypatch.setattr(automa, "draw", lambda *a: pytest.fail("no draw expected"))
    events = mf_turn(state)
    assert keys(events)[0] == "me-ev-mf-pass"


# ------------------------------------------------------------------------------ the automa seat
def test_masinfira_is_an_automa_seat_that_never_acts_through_apply():
    """Mašinfíra is a seat of kind automa appended after the players; the engine plays it inside
    apply, so to_act() never names it."""
    state = solo()
    assert [s.kind for s in state.seats] == ["human", "automa"] and state.seats[1].name == "Mašinfíra"
    assert state.legal_actions(state.mf) == []
    ai = RandomAI(3)
    while not state.is_terminal():
        assert state.to_act() == 0
        events = state.apply(ai.choose(state, 0))
        assert state.is_terminal() or "me-ev-mf-token" in keys(events) or "me-ev-mf-pass" in keys(events)
    assert state.turns[0] == state.turns[1] or state.turns[0] == state.turns[1] + 1


@pytest.mark.parametrize("mode,n", [("solo", 1), ("two_player", 2)])
@pytest.mark.parametrize("seed", [4, 9])
def test_record_of_player_actions_replays_exactly(mode, n, seed):
    """All of Mašinfíra's chance comes from a seeded Rng whose state (the number of draws) and the
    bag are part of the state: replaying the players' actions rebuilds the same game."""
    options = MiniExpressOptions(mode=mode, map="europe")
    seats = [Seat(name=f"P{i}", kind="ai", ai="random") for i in range(n)]
    record = GameRecord(game=GAME.id, options=options.model_dump(mode="json"), seed=seed, seats=seats)
    state = GAME.new_state(options, seats, seed)
    ai = RandomAI(seed)
    while not state.is_terminal():
        action = ai.choose(state, state.to_act())
        state.apply(action)
        record.actions.append(action.to_dict())
    data = state.to_dict()
    assert {"bag", "drawn", "draws", "company_marker", "destination"} <= set(data["masinfira"])
    assert json.dumps(replay(GameRecord.from_json(record.to_json())).to_dict(), sort_keys=True) == \
        json.dumps(data, sort_keys=True)


# ------------------------------------------------------------------------------ token data
def test_token_data():
    """Herní komponenty: 14 Mašinfíra tokens, 2 with the reshuffle icon, the rest with two numbers;
    the walk-throughs' faces (company 2 / destination 2 and company 1 / destination 2) exist."""
    data = load_masinfira_tokens()
    assert data.source == "reconstructed" and data.checked_against
    assert len(data.tokens) == 14 and len(data.reshuffle_ids) == 2 and len(data.numbered) == 12
    faces = [(t.company, t.destination) for t in data.tokens if not t.reshuffle]
    assert (2, 2) in faces and (1, 2) in faces
    assert all(1 <= c <= 3 for c, _ in faces)  # a move of 0 or 4 would not move the marker


def test_token_schema_rejects_bad_files():
    good = load_masinfira_tokens().model_dump()
    with pytest.raises(ValidationError):
        MasinfiraToken(company=2)
    with pytest.raises(ValidationError):
        MasinfiraToken(company=1, destination=1, reshuffle=True)
    with pytest.raises(ValidationError):
        MasinfiraTokens.model_validate({**good, "tokens": good["tokens"][:13]})
    no_reshuffle = [t if not t["reshuffle"] else {"company": 3, "destination": 3, "reshuffle": False}
                    for t in good["tokens"]]
    with pytest.raises(ValidationError):
        MasinfiraTokens.model_validate({**good, "tokens": no_reshuffle})
    no_22 = [{"company": 3, "destination": 1, "reshuffle": False}
             if (t["company"], t["destination"]) == (2, 2) else t for t in good["tokens"]]
    with pytest.raises(ValidationError):
        MasinfiraTokens.model_validate({**good, "tokens": no_22})
