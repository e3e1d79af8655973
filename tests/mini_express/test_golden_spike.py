"""Zlatý hřeb (rulebook: Mapa USA: Varianta hry Zlatý hřeb — Příprava, Úprava hry, the notes,
Příklad události se Zlatým hřebem)."""
from __future__ import annotations

import pytest

from vypravci.games.core import RuleError
from vypravci.games.mini_express import GAME
from vypravci.games.mini_express.variants import golden_spike
from vypravci.games.mini_express import track
from vypravci.games.mini_express.companies import COMPANIES

from .helpers import drafted, event, keys, new, place, snap, two_player

OMAHA, DENVER, SF, SPIKE = (10, 4), (7, 4), (1, 5), (9, 4)
STEEL_SF_DENVER = [(2, 5), (3, 5), (4, 5), (5, 4), (6, 4), DENVER]  # Steel's line from San Francisco
LUMBER_EAST = [(13, 3), (12, 3), (11, 4)]  # Lumber's track up to the hex east of Omaha


def spike_game(n: int = 4, **options):
    return drafted(n, "usa", golden_spike=True, **options)


def omaha_event(state, seat: int | None = None):
    """Dřevařská (Lumber) builds the first track into Omaha (from the hex east of it)."""
    place(state, "lumber", LUMBER_EAST)
    state.area["lumber"] = max(state.area["lumber"], 1)
    seat = state.to_act() if seat is None else seat
    state.current = seat
    return state.apply({"type": "build", "seat": seat, "company": "lumber", "city": "omaha"})


def radka_position():
    """Příklad události se Zlatým hřebem, before Radka's turn: Lumber was first into Omaha (the
    eastern branch); Steel's line runs from San Francisco to Denver; Leather has reached Omaha."""
    state = spike_game(4)
    omaha_event(state, 0)
    place(state, "steel", STEEL_SF_DENVER)
    place(state, "leather", [OMAHA])
    state.current = 3  # Radka
    return state


# ---------------------------------------------------------------------------------------- set-up
def test_options_belong_to_the_usa_map():
    """Mapa USA: Varianta hry Zlatý hřeb – a variant of the USA side only ("kompatibilní se všemi
    herními režimy")."""
    for mode, n in (("standard", 3), ("solo", 1), ("two_player", 2), ("experts", 2)):
        options = GAME.parse_options({"map": "usa", "golden_spike": True, "mode": mode})
        assert options.golden_spike and n in GAME.player_counts(options)
    with pytest.raises(RuleError) as err:
        GAME.parse_options({"map": "europe", "golden_spike": True})
    assert err.value.key == "error-bad-options"


def test_setup_puts_the_tile_south_west_of_omaha():
    """Příprava varianty: the Golden Spike tile goes on the land hex south-west of Omaha."""
    state = spike_game()
    data = state.board.data
    assert state.spike == {"status": "map", "east": None, "west": None}
    assert tuple(data.golden_spike) == SPIKE and data.spike_east == "omaha" and data.spike_west == "san-francisco"
    assert state.board.is_land(SPIKE) and state.board.cities["omaha"].hex == OMAHA
    # south-west of a flat-topped even column hex (odd-q): (col - 1, row)
    assert SPIKE == (OMAHA[0] - 1, OMAHA[1])
    assert state.to_dict()["golden_spike"]["status"] == "map"
    assert "golden_spike" not in drafted(3, "usa").to_dict()


# ---------------------------------------------------------------------------------------- Omaha
def test_first_track_into_omaha():
    """Úprava hry: the tile leaves the map; a train of the company that reached Omaha goes on it
    (the eastern branch); one train of each other company goes into San Francisco, whose demand
    token is removed; San Francisco becomes a start location for them."""
    state = spike_game()
    supply = dict(state.supply)
    influence = dict(state.influence[0])
    omaha_token = state.tokens["omaha"]
    events = omaha_event(state, 0)
    assert state.spike == {"status": "east", "east": "lumber", "west": None}
    assert state.supply["lumber"] == supply["lumber"] - 1  # the tile's train, off the map
    assert sorted(state.trains[SF]) == sorted(["steel", "leather", "cotton"])
    for c in ("steel", "leather", "cotton"):
        assert state.supply[c] == supply[c] - 1
        assert SF in state.network(c)  # a new start location
    assert "san-francisco" not in state.tokens
    # the build itself still gives Omaha's influence
    assert sum(state.influence[0].values()) == sum(influence.values()) + 2, omaha_token
    assert keys(events)[-5:] == ["me-ev-spike-east", "me-ev-spike-west-start", "me-ev-spike-west-start",
                                 "me-ev-spike-west-start", "me-ev-spike-token-removed"]
    # players may now build from the west coast (Steel: San Francisco → Los Angeles, 2 trains)
    assert state.build_targets("steel").get("los-angeles") == 2


def test_san_francisco_is_closed_after_the_event():
    """Pozn.: with San Francisco's demand token gone, the eastern branch cannot build into it even
    if its capacity is not used up (here a company's supply was empty, so SF holds only 2)."""
    state = spike_game()
    state.supply["cotton"] = 0  # Cotton gets no train in San Francisco
    events = omaha_event(state, 0)
    assert event(events, "me-ev-spike-no-train").params["company"] == "cotton"
    assert sorted(state.trains[SF]) == ["leather", "steel"] and state.capacity("san-francisco") == 3
    place(state, "lumber", [(2, 5)])  # Lumber's track next to San Francisco
    assert "san-francisco" not in state.build_targets("lumber")
    before = snap(state)
    with pytest.raises(RuleError) as err:
        state.apply({"type": "build", "seat": state.to_act(), "company": "lumber", "city": "san-francisco"})
    assert err.value.key == "error-build-spike-closed" and err.value.section == "golden-spike"
    assert snap(state) == before


def test_track_into_san_francisco_first_cancels_the_event():
    """Pozn.: a track into San Francisco before Omaha removes the tile from the game."""
    state = spike_game()
    place(state, "steel", [(2, 5)])
    seat = state.to_act()
    events = state.apply({"type": "build", "seat": seat, "company": "steel", "city": "san-francisco"})
    assert state.spike["status"] == "removed" and "me-ev-spike-cancelled" in keys(events)
    supply = dict(state.supply)
    events = omaha_event(state)
    assert not any(k.startswith("me-ev-spike") for k in keys(events))
    assert state.spike["status"] == "removed" and state.supply["steel"] == supply["steel"]


def test_supply_edge_cases_of_the_omaha_event():
    """Pozn.: with no train in the supply for a step, skip it for that company; with none for the
    eastern branch there is no such company, the tile still leaves the map. A supply emptied by
    the event exhausts that company's share supply at once."""
    state = spike_game()
    state.supply["lumber"] = 0
    state.supply["steel"] = 1
    events = omaha_event(state, 0)
    assert state.spike == {"status": "east", "east": None, "west": None}
    assert "me-ev-spike-no-east" in keys(events)
    assert state.supply["steel"] == 0 and "steel" in state.exhausted and state.offer["steel"] == 0
    assert "steel" in state.trains[SF]


# ---------------------------------------------------------------------------------------- the link
def test_rulebook_example_radka():
    """Příklad události se Zlatým hřebem: Lumber runs the eastern branch. Radka extends Leather from
    Omaha to Denver, joining Steel's line from San Francisco: the railroad is complete. In Denver
    stand Leather and Steel; Radka chooses Leather for the western branch, puts a Leather train from
    the supply on the tile, and both Lumber and Leather move 2 steps up the track length scale."""
    state = radka_position()
    length = dict(state.length)
    supply = dict(state.supply)
    assert golden_spike.link_hexes(state, "leather", ((9, 4), (8, 4), DENVER), []) is not None  # (would link)
    events = state.apply({"type": "build", "seat": 3, "company": "leather", "city": "denver",
                          "route": [[9, 4], [8, 4], [7, 4]]})
    assert "me-ev-spike-linked" in keys(events) and state.spike["status"] == "linking"
    # Radka must now choose among the companies where the branches met (never Lumber, the eastern one)
    assert state.to_act() == 3
    assert state.legal_actions() == [GAME.parse_action({"type": "branch", "seat": 3, "company": c})
                                     for c in ("steel", "leather")]
    assert state.pending[0]["options"] == ["steel", "leather"]
    land_gain = state.length["leather"] - length["leather"]
    assert land_gain == 2  # two land hexes of the new track
    events = state.apply({"type": "branch", "seat": 3, "company": "leather"})
    assert state.spike == {"status": "done", "east": "lumber", "west": "leather"}
    assert state.supply["leather"] == supply["leather"] - 1
    assert state.length["lumber"] == length["lumber"] + 2
    assert state.length["leather"] == length["leather"] + land_gain + 2
    assert [e.params["company"] for e in events if e.key == "me-ev-spike-bonus"] == ["lumber", "leather"]
    assert state.to_act() == 0 and not state.pending  # Radka's turn is over


def test_choice_refusals_leave_the_state_unchanged():
    """While the western branch is being chosen nothing else may be played; the eastern branch and
    companies absent from the meeting hexes are refused; a choice when none is open is refused."""
    state = radka_position()
    with pytest.raises(RuleError) as err:
        state.apply({"type": "branch", "seat": 3, "company": "steel"})
    assert err.value.key == "error-branch-not-pending"
    state.apply({"type": "build", "seat": 3, "company": "leather", "city": "denver",
                 "route": [[9, 4], [8, 4], [7, 4]]})
    before = snap(state)
    for bad, key in (
        ({"type": "branch", "seat": 3, "company": "lumber"}, "error-branch-choice"),
        ({"type": "branch", "seat": 3, "company": "cotton"}, "error-branch-choice"),
        ({"type": "buy", "seat": 3, "company": "cotton"}, "error-branch-pending"),
        ({"type": "build", "seat": 3, "company": "cotton", "city": "atlanta"}, "error-branch-pending"),
        ({"type": "pass", "seat": 3}, "error-branch-pending"),
        ({"type": "port", "seat": 3, "hex": [1, 1]}, "error-port-not-pending"),
        ({"type": "next", "seat": 3, "player": 0}, "error-next-not-pending"),
        ({"type": "branch", "seat": 0, "company": "steel"}, "error-not-your-turn"),
    ):
        with pytest.raises(RuleError) as err:
            state.apply(bad)
        assert err.value.key == key, bad
        assert snap(state) == before


def test_single_candidate_is_taken_at_once():
    """With only one company (besides the eastern branch) on the meeting hexes there is nothing to
    choose: it runs the western branch."""
    state = spike_game(4)
    omaha_event(state, 0)
    place(state, "steel", STEEL_SF_DENVER[:-1])  # Steel stops at the hex next to Denver
    place(state, "leather", [OMAHA])
    state.current = 1
    events = state.apply({"type": "build", "seat": 1, "company": "leather", "city": "denver",
                          "route": [[9, 4], [8, 4], [7, 4]]})
    # Denver (Leather only) touches Steel's hex (6, 4): the branches met there; Leather alone stands on it
    assert state.spike == {"status": "done", "east": "lumber", "west": "leather"}
    assert "me-ev-spike-choose" not in keys(events) and state.to_act() == 2


def test_meeting_beside_the_eastern_branch_only():
    """House rule for a case the rulebook leaves open: when only the eastern branch stands on the
    new track where it meets the other side (the lines meet side by side), the companies on the
    other side's hexes next to it are the candidates."""
    state = spike_game(4)
    omaha_event(state, 0)
    place(state, "steel", STEEL_SF_DENVER[:-1])  # Steel's line ends on (6, 4), next to Denver
    state.area["lumber"] = 3
    state.current = 1
    events = state.apply({"type": "build", "seat": 1, "company": "lumber", "city": "denver",
                          "route": [[9, 4], [8, 4], [7, 4]]})
    assert event(events, "me-ev-spike-linked").params["hexes"] == "H5"  # Denver, Lumber alone
    assert state.spike == {"status": "done", "east": "lumber", "west": "steel"}


def test_western_branch_without_a_train_in_the_supply():
    """Pozn.: with no train of the chosen company in the supply, the western branch step is skipped
    and no company runs it; the eastern branch still gains its 2 steps."""
    state = radka_position()
    state.supply["leather"] = 0
    length = dict(state.length)
    state.apply({"type": "build", "seat": 3, "company": "leather", "city": "denver",
                 "route": [[9, 4], [8, 4], [7, 4]]})
    events = state.apply({"type": "branch", "seat": 3, "company": "leather"})
    assert "me-ev-spike-no-west" in keys(events)
    assert state.spike == {"status": "done", "east": "lumber", "west": None}
    assert state.length["lumber"] == length["lumber"] + 2
    assert state.length["leather"] == length["leather"] + 2  # the two land hexes only


def test_no_eastern_branch_then_only_the_western_gains():
    state = radka_position()
    state.spike = {**state.spike, "east": None}
    length = dict(state.length)
    state.apply({"type": "build", "seat": 3, "company": "leather", "city": "denver",
                 "route": [[9, 4], [8, 4], [7, 4]]})
    # no eastern branch: Lumber would be a candidate too, but it is not on the meeting hexes
    state.apply({"type": "branch", "seat": 3, "company": "steel"})
    assert state.length["lumber"] == length["lumber"]
    assert state.length["steel"] == length["steel"] + 2


def test_bonus_respects_the_track_length_cap():
    """The track length marker never passes 15 (Plnou parou vpřed: 20)."""
    for full_steam, cap in ((False, 15), (True, 20)):
        state = drafted(4, "usa", golden_spike=True, full_steam=full_steam)
        omaha_event(state, 0)
        place(state, "steel", STEEL_SF_DENVER)
        place(state, "leather", [OMAHA])
        state.current = 3
        state.length["lumber"] = cap - 1
        state.length["leather"] = cap
        state.apply({"type": "build", "seat": 3, "company": "leather", "city": "denver",
                     "route": [[9, 4], [8, 4], [7, 4]]})
        state.apply({"type": "branch", "seat": 3, "company": "leather"})
        assert state.length["lumber"] == cap and state.length["leather"] == cap


def test_no_bonus_without_the_link():
    """Pozn.: if the railroad is never completed by the end of the game, the eastern branch's track
    length marker does not move."""
    state = spike_game(3)
    omaha_event(state, 0)
    length = dict(state.length)
    events = state.game_over()
    assert state.spike["status"] == "east" and state.length == length
    assert not any(k.startswith("me-ev-spike") for k in keys(events))


def test_link_is_checked_after_every_build():
    """"Pokaždé, když je postavena trať": a build of any company, by anyone, that joins the two sides."""
    state = spike_game(4)
    omaha_event(state, 0)
    place(state, "steel", STEEL_SF_DENVER)
    place(state, "cotton", [OMAHA, (9, 4), (8, 4)])  # Cotton's track runs from Omaha towards Denver
    state.current = 2
    # Cotton builds into Denver from (8, 4): one hex, Denver itself, where Steel stands
    events = state.apply({"type": "build", "seat": 2, "company": "cotton", "city": "denver"})
    assert "me-ev-spike-linked" in keys(events)
    assert state.pending[0]["options"] == ["steel", "cotton"]


# ---------------------------------------------------------------------------------------- Mašinfíra
def test_masinfira_branch_rule():
    """Pozn.: Mašinfíra picks the company of which it holds more shares; on a tie the one of which
    the player(s) hold fewer; then the one under its chosen-company marker, or the next one in the
    marker's direction."""
    state = two_player("usa")
    mf = state.mf
    for c in COMPANIES:
        state.shares[mf][c] = 0
        state.shares[0][c] = state.shares[1][c] = 0
    state.shares[mf]["steel"] = 2
    state.shares[mf]["leather"] = 1
    assert golden_spike.choose_branch(state, ["steel", "leather"]) == ("steel", "more-shares")
    state.shares[mf]["leather"] = 2
    state.shares[0]["steel"] = 1
    assert golden_spike.choose_branch(state, ["steel", "leather"]) == ("leather", "fewer-player-shares")
    state.shares[1]["leather"] = 1
    state.mf_company = COMPANIES.index("cotton")  # Bavlněná → Dřevařská → Ocelářská → Kožedělná
    assert golden_spike.choose_branch(state, ["steel", "leather"]) == ("steel", "marker")
    state.mf_company = COMPANIES.index("leather")
    assert golden_spike.choose_branch(state, ["steel", "leather"]) == ("leather", "marker")
    assert golden_spike.choose_branch(state, ["cotton"]) == ("cotton", "only")


def test_masinfira_completes_the_railroad():
    """Mašinfíra's build that links the coasts: it chooses by its rule, no decision is left open."""
    state = new(2, "usa", mode="two_player", golden_spike=True)
    for company in ("lumber", "steel", "leather", "cotton"):
        state.apply({"type": "draft", "seat": state.to_act(), "company": company})
    omaha_event(state, 0)
    place(state, "steel", STEEL_SF_DENVER)
    place(state, "leather", [OMAHA])
    mf = state.mf
    state.shares[mf] = {"lumber": 0, "steel": 1, "leather": 3, "cotton": 0}
    state.current = mf
    events = track.build(state, mf, "leather", "denver", ((9, 4), (8, 4), DENVER), None, by_automa=True)
    assert event(events, "me-ev-mf-branch").params == {"seat": mf, "company": "leather", "reason": "more-shares"}
    assert state.spike == {"status": "done", "east": "lumber", "west": "leather"} and not state.pending


# ---------------------------------------------------------------------------------------- duel
def test_duel_second_action_may_not_end_the_game_by_the_branch_train():
    """Hra pro 2 zkušené hráče: the second action of a turn may not end the game — a western branch
    whose train would empty its supply (and so exhaust its shares) is not offered."""
    state = new(2, "usa", mode="experts", golden_spike=True)
    for company in ("lumber", "steel", "leather"):
        state.apply({"type": "split", "seat": state.to_act(), "company": company})
    omaha_event(state, 0)  # the start player's single first-turn action
    place(state, "steel", STEEL_SF_DENVER)
    place(state, "leather", [OMAHA])
    seat = state.to_act()
    state.influence[seat]["cotton"] = 5
    state.area["cotton"] = 0
    state.apply({"type": "buy", "seat": seat, "company": "cotton"})  # first action
    state.supply["steel"] = 1  # Steel's last train would go on the tile
    state.area["steel"] = 5  # (a full train area takes no compensation)
    assert state.routes_to("leather", "denver")  # the build is offered…
    state.apply({"type": "build", "seat": seat, "company": "leather", "city": "denver",
                 "route": [[9, 4], [8, 4], [7, 4]]})
    # …but Steel would be exhausted: only Leather is left, and it is taken at once
    assert state.spike["west"] == "leather" and not state.is_terminal() and state.supply["steel"] == 1


def test_duel_second_action_build_refused_when_every_branch_ends_the_game():
    """…and a build whose every possible western branch would end the game is not offered (here
    Lumber, the eastern branch, meets Steel's line side by side, and Steel's last train would go)."""
    state = new(2, "usa", mode="experts", golden_spike=True)
    for company in ("lumber", "steel", "leather"):
        state.apply({"type": "split", "seat": state.to_act(), "company": company})
    omaha_event(state, 0)
    place(state, "steel", STEEL_SF_DENVER[:-1])
    seat = state.to_act()
    state.influence[seat]["cotton"] = 5
    state.area["cotton"] = 0
    state.apply({"type": "buy", "seat": seat, "company": "cotton"})  # first action
    state.area["lumber"] = 3
    state.supply["steel"] = 1
    state.area["steel"] = 5
    assert "denver" not in state.build_targets("lumber")
    before = snap(state)
    with pytest.raises(RuleError) as err:
        state.apply({"type": "build", "seat": seat, "company": "lumber", "city": "denver"})
    assert err.value.key == "error-duel-second-action-ends" and snap(state) == before
    state.supply["steel"] = 2  # with a train to spare the same build is fine
    assert "denver" in state.build_targets("lumber")


def test_choices_round_trip_as_json():
    """The new actions (docs/records.md) survive a JSON round trip; a negative seat is malformed."""
    for data in ({"type": "branch", "seat": 3, "company": "steel"}, {"type": "port", "seat": 1, "hex": [6, 7]},
                 {"type": "next", "seat": 0, "player": 2}):
        action = GAME.parse_action(data)
        assert action.to_dict() == data and GAME.parse_action(action.model_dump_json()) == action
    with pytest.raises(RuleError):
        GAME.parse_action({"type": "next", "seat": 0, "player": -1})
