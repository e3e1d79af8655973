"""Turn step 4 (Posun po stupnici rozvoje): transport rewards, city rewards, the perfect-upgrade
reward, paths and crossings, bonuses — Příklady I, J, K, L and the later car move of Příklad H.
The game uses tracks a01 side A, a02 A, a03 A (a01A is the track drawn in the examples)."""
from __future__ import annotations

import pytest

from vypravci.games.core import RuleError

from .helpers import hand, snap
from .test_ce_transport import PETRA, SARKA, example_board, move


def sarka_turn():
    """Příklady I–K: Šárka carries Warsaw → Copenhagen with a road and a sea card. Copenhagen is
    her own city card, Warsaw is in the offer; Copenhagen's supply spaces are empty and Petra holds
    its other demand space, so the delivery is a perfect upgrade."""
    state = example_board(4)
    state.cities["copenhagen"]["cubes"] = 0
    state.city_cards[SARKA] = ["copenhagen"]
    state.offer = ["warsaw", "amsterdam", "oslo", "lisbon"]
    state.city_deck = ["dublin", "blank"]
    state.apply(move("warsaw", "copenhagen", road=1, sea=1))
    return state


def adv(marker, path=None, seat=SARKA):
    action = {"type": "advance", "seat": seat, "marker": marker}
    if path:
        action["path"] = path
    return action


def test_example_i_transport_rewards():
    """Příklad I: a road card and a sea card give 1 car move and 2 ship moves."""
    state = sarka_turn()
    decision = state.current()
    assert decision["kind"] == "develop" and decision["moves"] == {"car": 1, "train": 0, "ship": 2}
    assert decision["allowed"] == ["car", "ship"]


def test_example_i_first_move_chooses_a_path():
    """Příklad I: a marker's very first move chooses the upper or the lower path; the car takes
    the lower one, the ship the upper one. Only markers with transport moves may move now."""
    state = sarka_turn()
    legal = {(a.marker, a.path) for a in state.legal_actions()}
    assert legal == {("car", "upper"), ("car", "lower"), ("ship", "upper"), ("ship", "lower")}
    before = snap(state)
    for bad, key in ((adv("car"), "ce-error-path-needed"), (adv("train", "upper"), "ce-error-marker-not-allowed")):
        with pytest.raises(RuleError) as err:
            state.apply(bad)
        assert err.value.key == key and snap(state) == before
    state.apply(adv("car", "lower"))
    assert state.markers[SARKA]["car"] == {"progress": 1, "path": "lower"}
    with pytest.raises(RuleError) as err:
        state.apply(adv("ship", "upper") | {"marker": "car"})
    assert err.value.key == "ce-error-marker-not-allowed"  # the car's one transport move is used


def test_example_j_and_k_extra_moves():
    """Příklady J and K: Copenhagen (her own city) and Warsaw (in the offer) give two city
    rewards; the perfect upgrade of Copenhagen gives one more: three extra moves."""
    state = sarka_turn()
    assert state.current()["extra"] == 3
    assert state.cities["copenhagen"]["level"] == 2


def test_no_perfect_upgrade_reward_with_cubes_left():
    """Odměna za bezchybné povýšení: only when the upgraded city's supply spaces were empty."""
    state = example_board(4)
    state.cities["copenhagen"]["cubes"] = 1
    state.offer = ["rome", "amsterdam", "oslo", "lisbon"]
    state.city_cards[SARKA] = ["athens"]
    state.apply(move("warsaw", "copenhagen", road=1, sea=1))
    assert state.current()["extra"] == 0 and state.cities["copenhagen"]["level"] == 2


def test_example_l_bonuses_and_the_split_of_extra_moves():
    """Příklad L (after I–K): the ship (upper path) passes road, city and rail icons, the car
    (lower path) rail and sea icons; Šárka takes 1 road, 2 rail and 1 sea card and Amsterdam from
    the offer, which is refilled. She puts 2 extra moves on the ship and 1 on the car."""
    state = sarka_turn()
    hand(state, SARKA)
    state.apply(adv("ship", "upper"))  # road icon
    state.apply(adv("ship"))  # city icon: choose a city card at once
    assert state.current()["kind"] == "city"
    assert {a.card for a in state.legal_actions()} == {"warsaw", "amsterdam", "oslo", "lisbon"}
    state.apply({"type": "take_city", "seat": SARKA, "card": "amsterdam"})
    assert state.city_cards[SARKA] == ["copenhagen", "amsterdam"]
    assert state.offer == ["warsaw", "oslo", "lisbon", "dublin"]
    state.apply(adv("car", "lower"))  # rail icon; transport moves done
    decision = state.current()
    assert decision["moves"] == {"car": 0, "train": 0, "ship": 0} and decision["extra"] == 3
    state.apply(adv("ship"))  # empty
    state.apply(adv("ship"))  # rail icon
    state.apply(adv("car"))  # sea icon
    assert state.hands[SARKA] == {"road": 1, "rail": 2, "sea": 1}
    assert state.markers[SARKA]["ship"] == {"progress": 4, "path": "upper"}
    assert state.markers[SARKA]["car"] == {"progress": 2, "path": "lower"}
    assert state.current()["kind"] == "turn" and state.current()["seat"] != SARKA


def test_extra_moves_only_for_markers_moved_this_turn():
    """Městské odměny iv: extra moves go only to markers whose cards were played this turn."""
    state = sarka_turn()
    state.apply(adv("car", "lower"))
    state.apply(adv("ship", "upper"))
    state.apply(adv("ship"))
    state.apply({"type": "take_city", "seat": SARKA, "card": "oslo"})
    assert {a.marker for a in state.legal_actions()} == {"car", "ship"}
    with pytest.raises(RuleError):
        state.apply(adv("train", "upper"))


def test_task_icon_draw_two_keep_one():
    """Bonusy z rozvoje: the task icon draws two task cards; one is kept, the other goes under
    the task deck. Other seats see only the count."""
    state = sarka_turn()
    state.markers[SARKA]["car"] = {"progress": 3, "path": "lower"}  # next: a01A lower[3] = task
    state.task_deck = [7, 8, 9]
    state.apply(adv("car"))
    decision = state.current()
    assert decision == {"kind": "task", "seat": SARKA, "drawn": [7, 8]}
    assert state.view(PETRA)["pending"][0]["drawn"] == ["hidden", "hidden"]
    with pytest.raises(RuleError):
        state.apply({"type": "keep_task", "seat": SARKA, "task": 9})
    state.apply({"type": "keep_task", "seat": SARKA, "task": 8})
    assert 8 in state.tasks[SARKA] and state.task_deck == [9, 7]


def test_task_icon_with_an_empty_task_deck_gives_nothing():
    """Bonusy z rozvoje: when the task deck is empty no more task cards can be had."""
    state = sarka_turn()
    state.markers[SARKA]["car"] = {"progress": 3, "path": "lower"}
    state.task_deck = []
    state.apply(adv("car"))
    assert state.current()["kind"] == "develop"


def test_example_h_car_through_the_crossing():
    """Příklad H (later turn): the car moves 3 spaces; it reaches the crossing after the first
    track and goes on along the upper path of the next track."""
    state = sarka_turn()
    state.markers[SARKA]["car"] = {"progress": 3, "path": "lower"}
    state.task_deck = []
    state.current()["moves"] = {"car": 3, "train": 0, "ship": 0}
    state.current()["extra"] = 0
    state.apply(adv("car"))  # a01A lower[3]
    state.apply(adv("car"))  # the crossing: counts as a space
    assert state.tracks.place(5).where == "crossing"
    assert state.markers[SARKA]["car"] == {"progress": 5, "path": None}
    assert {a.path for a in state.legal_actions()} == {"upper", "lower"}
    state.apply(adv("car", "upper"))
    assert state.markers[SARKA]["car"] == {"progress": 6, "path": "upper"}


def test_marker_on_the_vp_column_moves_up_and_stops_at_the_top():
    """Posun po stupnici rozvoje: after the third track the marker climbs the VP column from its
    2-point space; moves beyond the top are lost."""
    state = sarka_turn()
    tracks = state.tracks
    state.markers[SARKA]["ship"] = {"progress": tracks.vp_entry - 1, "path": "upper"}
    state.markers[SARKA]["car"] = {"progress": tracks.max_progress, "path": None}
    state.apply(adv("ship"))
    assert tracks.points(state.markers[SARKA]["ship"]["progress"]) == 2
    assert all(a.marker == "ship" for a in state.legal_actions())
    state.apply(adv("ship"))
    assert tracks.points(state.markers[SARKA]["ship"]["progress"]) == 4


def test_city_reward_counts_offer_and_own_cards_only():
    """Městské odměny: a city in the offer or among your own city cards gives a reward; another
    player's city card does not."""
    state = example_board(4)
    state.offer = ["rome", "amsterdam", "oslo", "lisbon"]
    state.city_cards[SARKA] = ["athens"]
    state.city_cards[PETRA] = ["warsaw", "copenhagen"]
    state.cities["copenhagen"]["cubes"] = 1
    state.apply(move("warsaw", "copenhagen", rail=1))
    assert state.current()["extra"] == 0
