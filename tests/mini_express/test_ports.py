"""Přístavy (rulebook: Mapa Evropy: Varianta hry Přístavy — Úprava hry, its notes; and the note in
Stavba trati: without the variant the port hexes are ordinary land)."""
from __future__ import annotations

import pytest

from vypravci.games.core import RuleError
from vypravci.games.mini_express import GAME
from vypravci.games.mini_express.variants import ports
from vypravci.games.mini_express import track
from vypravci.games.mini_express.data import load_tokens
from vypravci.games.mini_express.companies import COMPANIES, WILD

from .helpers import drafted, event, keys, new, place, snap

LONDON, PARIS, BRUSSELS, LISBON = (7, 5), (7, 7), (9, 6), (2, 12)
PORTS = [(2, 11), (6, 7), (12, 10), (15, 2), (23, 10)]
PARIS_PORT = (6, 7)


def ports_game(n: int = 3, **options):
    return drafted(n, "europe", ports=True, **options)


def wild_build(state, city: str = "brussels", token=("cotton", WILD), company: str = "steel", wild: str = "lumber"):
    """Ocelářská (Steel, from London) builds the first track into a city whose token shows a wild."""
    state.tokens[city] = token
    seat = state.to_act()
    return seat, state.apply({"type": "build", "seat": seat, "company": company, "city": city, "wild": wild})


def test_options_belong_to_the_europe_map():
    assert GAME.parse_options({"map": "europe", "ports": True, "mode": "solo"}).ports
    with pytest.raises(RuleError) as err:
        GAME.parse_options({"map": "usa", "ports": True})
    assert err.value.key == "error-bad-options"


def test_port_hexes_are_closed_to_track():
    """"Do těchto políček nemůžete postavit trať přímo": no route enters or passes a port. Without
    the variant the port hexes are land (London → Paris has a second route over the port)."""
    plain = drafted(3, "europe")
    assert plain.board.is_land(PARIS_PORT)
    assert ((6, 6), PARIS_PORT, PARIS) in plain.routes_to("steel", "paris")
    state = ports_game()
    assert sorted(state.board.ports) == PORTS and not any(state.board.is_land(h) for h in PORTS)
    assert state.routes_to("steel", "paris") == [((8, 6), (8, 7), PARIS)]
    before = snap(state)
    with pytest.raises(RuleError) as err:
        state.apply({"type": "build", "seat": 0, "company": "steel", "city": "paris",
                     "route": [[6, 6], [6, 7], [7, 7]]})
    assert err.value.key == "error-build-route-not-shortest" and snap(state) == before
    assert state.to_dict()["ports"][0] == {"hex": [23, 10], "label": "X11", "company": None}


def test_first_track_into_a_wild_city_starts_a_port_event():
    """Úprava hry: the first track into one of the 4 cities with a wild demand token: a train of the
    token's other company leaves the supply (step 1) and the active player places it on a free port
    of their choice (step 2), which becomes an extra start location for that company."""
    state = ports_game()
    supply = dict(state.supply)
    length = dict(state.length)
    seat, events = wild_build(state)
    assert event(events, "me-ev-port-event").params == {"seat": seat, "city": "brussels", "company": "cotton"}
    assert state.supply["cotton"] == supply["cotton"] - 1
    assert state.pending[0]["kind"] == "port" and state.to_act() == seat
    assert [tuple(a.hex) for a in state.legal_actions()] == PORTS
    events = state.apply({"type": "port", "seat": seat, "hex": list(PARIS_PORT)})
    assert state.trains[PARIS_PORT] == ["cotton"] and PARIS_PORT in state.network("cotton")
    assert event(events, "me-ev-port-placed").params["hex"] == "G8"
    assert state.to_act() == (seat + 1) % 3  # the turn went on once the port was placed
    # ports are not land: the event moved no track length marker
    assert state.length["cotton"] == length["cotton"]
    # from the port Cotton reaches Paris with 1 train (the city only: no track length)
    assert state.build_targets("cotton")["paris"] == 1


def test_later_tracks_into_the_city_start_no_event():
    state = ports_game()
    seat, _ = wild_build(state)
    state.apply({"type": "port", "seat": seat, "hex": list(PARIS_PORT)})
    place(state, "lumber", [(8, 6)])
    state.area["lumber"] = 2
    seat = state.to_act()
    events = state.apply({"type": "build", "seat": seat, "company": "lumber", "city": "brussels", "wild": "steel"})
    assert "me-ev-port-event" not in keys(events) and not state.pending


def test_event_when_the_first_track_fills_the_city():
    """The event is the token's additional effect, so it happens on the first track even when that
    track fills a city of capacity 1 and the token is removed."""
    state = ports_game()
    state.area["steel"] = 5
    seat, events = wild_build(state, city="edinburgh", token=("leather", WILD), wild="cotton")
    assert "edinburgh" not in state.tokens and "me-ev-port-event" in keys(events)
    assert state.pending[0]["company"] == "leather"


def test_no_train_in_the_supply_skips_the_event():
    """Pozn.: with no train of that company in the supply the port event is skipped."""
    state = ports_game()
    state.supply["cotton"] = 0
    seat, events = wild_build(state)
    assert "me-ev-port-no-train" in keys(events) and not state.pending and state.to_act() != seat


def test_the_event_train_can_exhaust_the_share_supply():
    """Pamatujte: a supply emptied at any moment exhausts the company's share supply at once."""
    state = ports_game()
    state.supply["cotton"] = 1
    seat, events = wild_build(state)
    assert "cotton" in state.exhausted and state.offer["cotton"] == 0 and state.supply["cotton"] == 0
    state.apply({"type": "port", "seat": seat, "hex": list(PORTS[0])})
    assert state.trains[PORTS[0]] == ["cotton"]


def test_refusals_while_a_port_is_chosen():
    state = ports_game()
    with pytest.raises(RuleError) as err:
        state.apply({"type": "port", "seat": 0, "hex": list(PARIS_PORT)})
    assert err.value.key == "error-port-not-pending"
    seat, _ = wild_build(state)
    before = snap(state)
    for bad, key in (
        ({"type": "port", "seat": seat, "hex": [8, 6]}, "error-port-unknown"),
        ({"type": "buy", "seat": seat, "company": "steel"}, "error-port-pending"),
        ({"type": "branch", "seat": seat, "company": "steel"}, "error-branch-not-pending"),
        ({"type": "pass", "seat": seat}, "error-port-pending"),
    ):
        with pytest.raises(RuleError) as err:
            state.apply(bad)
        assert err.value.key == key, bad
        assert snap(state) == before
    state.apply({"type": "port", "seat": seat, "hex": list(PARIS_PORT)})
    # a second event: the occupied port is refused
    place(state, "leather", [(22, 11)])  # Leather's track next to Istanbul
    state.area["leather"] = 1
    seat = state.to_act()
    state.tokens["istanbul"] = ("lumber", WILD)
    state.apply({"type": "build", "seat": seat, "company": "leather", "city": "istanbul", "wild": "steel"})
    assert len(state.legal_actions()) == 4
    before = snap(state)
    with pytest.raises(RuleError) as err:
        state.apply({"type": "port", "seat": seat, "hex": list(PARIS_PORT)})
    assert err.value.key == "error-port-taken" and snap(state) == before


def test_at_most_one_port_per_company_and_one_always_free():
    """Pozn.: the 4 wild tokens each show a different company, so each company holds at most one
    port and one of the 5 ports always stays free (every event still finds a free port to offer)."""
    wild = [a for a, b in load_tokens().tokens if b == WILD]
    assert sorted(wild) == sorted(COMPANIES)
    state = ports_game()
    seat = state.to_act()
    for i, company in enumerate(wild):
        ports.port_event(state, seat, company, "paris", by_automa=False)
        assert len(state.pending[0]["options"]) == len(PORTS) - i
        place(state, company, [state.pending.pop(0)["options"][-1]])
    held = [state.trains[h][0] for h in PORTS if state.trains.get(h)]
    assert sorted(held) == sorted(COMPANIES) and sum(1 for h in PORTS if not state.trains.get(h)) == 1


def test_masinfira_takes_the_port_nearest_its_destination():
    """Pozn.: Mašinfíra places the train by step 2.B of its turn: the free port nearest its
    destination-city marker (Lisbon here: the port next to it)."""
    state = new(2, "europe", mode="two_player", ports=True)
    for company in ("lumber", "steel", "leather", "cotton"):
        state.apply({"type": "draft", "seat": state.to_act(), "company": company})
    mf = state.mf
    state.mf_number = state.board.cities["lisbon"].number
    state.tokens["brussels"] = ("cotton", WILD)
    state.current = mf
    route = state.routes_to("steel", "brussels")[0]
    events = track.build(state, mf, "steel", "brussels", route, None, by_automa=True)
    assert event(events, "me-ev-mf-port").params == {"seat": mf, "company": "cotton", "hex": "C12", "distance": 1}
    assert state.trains[(2, 11)] == ["cotton"] and not state.pending
    assert "me-ev-mf-wild" in keys(events)  # its wild rule still gives influence in all four
