"""Variant: two players with vassals (Hra 2 hráčů s vazaly) — the vassal's free transport after
the development step, the primary-colour supply rule, no rewards, scoring of the primary colour
only; Příklad U."""
from __future__ import annotations

import pytest

from vypravci.games.cargo_empire import GAME, CargoEmpireOptions
from vypravci.games.core import RuleError, Seat

from .helpers import blank_board, hand, kept, playing, set_city, snap, space_of, turn_of

SARKA, PETRA = 0, 1
GREEN, BLUE_VASSAL = 2, 3  # Šárka's vassal posts carry 2, Petra's 3


def vassal_game(**options):
    state = playing(2, vassals=True, **options)
    blank_board(state, filler=None)
    for seat in (SARKA, PETRA):
        hand(state, seat)
    state.offer = ["oslo", "lisbon", "athens", "dublin"]
    state.city_cards = [["stockholm"], ["edinburgh"]]
    return state


def move(supply, demand, seat=SARKA, road=0, rail=0, sea=0):
    return {"type": "transport", "seat": seat, "supply": supply, "demand": demand,
            "road": road, "rail": rail, "sea": sea}


def vassal(supply, demand, seat=SARKA):
    return {"type": "vassal_transport", "seat": seat, "supply": supply, "demand": demand}


def refused(state, action, key):
    before = snap(state)
    with pytest.raises(RuleError) as err:
        state.apply(action)
    assert err.value.key == key
    assert snap(state) == before


def sarka_transports(state):
    """Šárka's ordinary turn: Berlin → Warsaw with a road card, then her development moves."""
    set_city(state, "berlin", "grey", stations=[SARKA])
    set_city(state, "warsaw", "white", ("grey",))
    hand(state, SARKA, road=1)
    turn_of(state, SARKA)
    state.apply(move("berlin", "warsaw", road=1))
    while state.current()["kind"] == "develop":
        state.apply(state.legal_actions()[0])


def test_options_two_players_only_and_not_with_the_spediter():
    assert CargoEmpireOptions(vassals=True).player_counts() == [2]
    with pytest.raises(RuleError):
        GAME.new_state(CargoEmpireOptions(vassals=True), [Seat(name=f"P{i}") for i in range(3)], 1)
    with pytest.raises(ValueError):
        CargoEmpireOptions(vassals=True, spediter=True)
    state = playing(2, vassals=True)
    assert state.vassal_posts == [12, 12] and state.order == [SARKA, PETRA] and state.automa is None


def test_example_u_vassal_upgrades_frankfurt():
    """Příklad U: after her development step Šárka's vassal (green) carries any orange cube — from
    Marseille — to Frankfurt for free, ignoring all restrictions: the cube leaves the game and a
    green post takes Frankfurt's orange space. Frankfurt is upgraded at once, and nobody gets the
    perfect-upgrade reward (Petra would have had it on her next turn)."""
    state = vassal_game()
    set_city(state, "marseille", "orange", cubes=2)
    set_city(state, "frankfurt", "white", ("orange",), cubes=0, spaces=(PETRA, PETRA))
    state.cities["frankfurt"]["spaces"][space_of(state, "frankfurt", "orange")] = None
    sarka_transports(state)
    assert state.current() == {"kind": "vassal", "seat": SARKA}
    assert ("marseille", "frankfurt") in {(a.supply, a.demand) for a in state.legal_actions()}
    pool = dict(state.pool)
    state.apply(vassal("marseille", "frankfurt"))
    assert state.cities["marseille"]["cubes"] == 1 and state.removed["orange"] == 1
    assert state.pool["orange"] == pool["orange"]  # out of the game, not back to the supply
    info = state.cities["frankfurt"]
    assert info["level"] == 2 and sorted(info["stations"]) == [PETRA, GREEN]
    assert state.vassal_posts == [11, 12]
    assert state.current() == {"kind": "turn", "seat": PETRA}  # no reward step for anybody


def test_vassal_refusals_change_nothing():
    state = vassal_game()
    set_city(state, "marseille", "orange", cubes=2)
    set_city(state, "frankfurt", "white", ("orange",), cubes=0)
    set_city(state, "rome", "orange", cubes=0)
    sarka_transports(state)
    refused(state, vassal("rome", "frankfurt"), "ce-error-no-goods")
    refused(state, vassal("marseille", "marseille"), "ce-error-same-city")
    refused(state, vassal("marseille", "oslo"), "ce-error-no-demand")
    refused(state, vassal("marseille", "nowhere"), "ce-error-unknown-city")
    refused(state, move("marseille", "frankfurt", road=1), "ce-error-not-now")


def test_supply_city_needs_a_post_of_the_primary_colour():
    """Fáze akcí: a city where only your vassal has a post cannot be your supply city."""
    state = vassal_game()
    set_city(state, "berlin", "grey", stations=[GREEN])
    set_city(state, "warsaw", "white", ("grey",))
    hand(state, SARKA, road=1)
    turn_of(state, SARKA)
    assert not [a for a in state.legal_actions() if a.type == "transport"]
    refused(state, move("berlin", "warsaw", road=1), "ce-error-no-post")


def test_vassal_ignores_the_lockriel_crest_and_keeps_no_cube():
    """Vassals use no clan powers, ignore all restrictions, and their transports give no cubes."""
    state = vassal_game(clans=True, clan_seats=("glat", "lockriel"))
    kept(state, SARKA)
    set_city(state, "marseille", "orange", cubes=2)
    set_city(state, "frankfurt", "white", ("orange",), cubes=0)
    state.crests = ["oslo", "marseille"]
    sarka_transports(state)
    assert state.kept[SARKA]["grey"] == 1
    assert state.current() == {"kind": "vassal", "seat": SARKA}
    state.apply(vassal("marseille", "frankfurt"))
    assert state.kept[SARKA] == {"orange": 0, "white": 0, "brown": 0, "grey": 1}


def test_no_vassal_step_after_a_fallback_turn_or_without_posts():
    state = vassal_game()
    set_city(state, "marseille", "orange", cubes=2)
    set_city(state, "frankfurt", "white", ("orange",), cubes=0)
    turn_of(state, SARKA)
    state.apply({"type": "take_cards", "seat": SARKA})
    assert state.current() == {"kind": "turn", "seat": PETRA}
    state = vassal_game()
    set_city(state, "marseille", "orange", cubes=2)
    set_city(state, "frankfurt", "white", ("orange",), cubes=0)
    state.vassal_posts[SARKA] = 0
    sarka_transports(state)
    assert state.current() == {"kind": "turn", "seat": PETRA}


def test_scoring_counts_the_primary_colour_only():
    """Konec hry: vassal posts score nothing — not for LV3 cities, not for task cards."""
    state = vassal_game()
    state.tasks = [[20], []]  # 3 points per city with exactly two posts
    state.cities["rome"].update(level=3, tile=None, stations=[SARKA, GREEN, GREEN, PETRA])
    state.cities["oslo"].update(stations=[SARKA, GREEN])
    row = state.score_breakdown()[SARKA]
    assert row["level3"] == 3 and row["tasks"] == 0
    assert len(state.scores()) == 2
