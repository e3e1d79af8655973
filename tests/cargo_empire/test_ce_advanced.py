"""Variant: the advanced development tracks (Pokročilé stupnice rozvoje) b01–b03 and c01–c03 —
set-up, the two new bonuses, wide spaces (one step in, one step out), the right-edge rule for the
turn order and for scoring; Příklad X."""
from __future__ import annotations

import pytest

from vypravci.games.cargo_empire import CargoEmpireOptions
from vypravci.games.cargo_empire.data import TrackData, load_tracks
from vypravci.games.cargo_empire.development import Tracks
from vypravci.games.core import RuleError

from . import test_ce_data
from .helpers import blank_board, hand, new, playing, snap

SARKA, PETRA, MAREK = 0, 1, 2
ADVANCED = ("a01A", "b01", "c01")


def adv(marker, path=None, seat=SARKA):
    action = {"type": "advance", "seat": seat, "marker": marker}
    if path:
        action["path"] = path
    return action


def develop(state, seat, **moves):
    """Give ``seat`` a development decision with these transport moves."""
    state.pending = [{"kind": "develop", "seat": seat, "extra": 0, "allowed": list(moves),
                      "moves": {m: moves.get(m, 0) for m in ("car", "train", "ship")}}]


def test_data_b_and_c_tracks():
    """b01–b03 and c01–c03 exist once each (one face), carry the new bonuses, the c-tracks have
    wide spaces; both paths of a track span the same columns."""
    data = load_tracks()
    assert [t.key for t in data.family("b")] == ["b01", "b02", "b03"]
    assert [t.key for t in data.family("c")] == ["c01", "c02", "c03"]
    for track in data.family("c"):
        assert track.columns("upper") == track.columns("lower")
        assert any(w > 1 for _, w in track.spaces("upper") + track.spaces("lower"))
    raw = test_ce_data.raw_copy("tracks.toml")
    raw["tracks"][-1]["lower"].append("")
    with pytest.raises(Exception):
        TrackData.model_validate(raw)


def test_setup_draws_an_a_b_and_c_track_left_to_right():
    """Příprava hry 1–3: one of a01–a06 on the left, one of b01–b03 in the middle, one of c01–c03 on
    the right; by agreement any mix in any order."""
    for seed in range(5):
        keys = new(2, seed=seed, tracks=None, advanced_tracks=True).track_keys
        assert keys[0][0] == "a" and keys[0][-1] in "AB" and keys[1][0] == "b" and keys[2][0] == "c"
    assert new(2, tracks=("c02", "a03A", "b01")).track_keys == ["c02", "a03A", "b01"]
    with pytest.raises(ValueError):
        CargoEmpireOptions(tracks=("c02", "a03A", "b01"), advanced_tracks=True)
    with pytest.raises(ValueError):
        CargoEmpireOptions(tracks=("c02", "c02", "b01"))


def test_wide_space_one_step_in_one_step_out():
    """Wide spaces: one step onto the space and one step off it, however many columns it spans."""
    tracks = Tracks(list(ADVANCED))
    crossing = tracks.offsets[2]
    assert tracks.place(crossing).where == "crossing"
    p, path = tracks.step(crossing, None, "upper")  # c01 upper: a wide space of 3 columns
    assert (p, path) == (crossing + 3, "upper")
    p, path = tracks.step(p, path, None)
    assert (p, path) == (crossing + 4, "upper") and tracks.bonus(p, path) == "city_or_task"
    p, path = tracks.step(p, path, None)  # the last wide space (2 columns)
    assert p == crossing + 6 and tracks.bonus(p, path) == ""
    p, path = tracks.step(p, path, None)
    assert p == tracks.vp_entry and path is None and tracks.points(p) == 2


def test_wide_space_skips_the_other_paths_card_bonuses():
    """Advancing over a wide space is faster but misses the transport cards of the other path."""
    state = playing(2, tracks=ADVANCED)
    hand(state, SARKA)
    hand(state, PETRA)
    crossing = state.tracks.offsets[2]
    for seat in (SARKA, PETRA):
        state.markers[seat]["car"] = {"progress": crossing, "path": None}
    develop(state, SARKA, car=1)
    state.apply(adv("car", "upper"))
    develop(state, PETRA, car=3)
    state.apply(adv("car", "lower", PETRA))
    state.apply(adv("car", seat=PETRA))
    state.apply(adv("car", seat=PETRA))
    assert state.progress(SARKA, "car") == state.progress(PETRA, "car") == crossing + 3
    assert state.hands[SARKA] == {"road": 0, "rail": 0, "sea": 0}
    assert state.hands[PETRA] == {"road": 1, "rail": 1, "sea": 0}


def test_any_card_bonus():
    """New bonus: take one transport card of any type."""
    state = playing(2, tracks=ADVANCED)
    hand(state, SARKA)
    state.markers[SARKA]["car"] = {"progress": state.tracks.offsets[1], "path": None}
    develop(state, SARKA, car=1)
    state.apply(adv("car", "upper"))  # b01 upper[0] = any
    assert state.current() == {"kind": "card", "seat": SARKA}
    state.apply({"type": "choose_card", "seat": SARKA, "card": "sea"})
    assert state.hands[SARKA] == {"road": 0, "rail": 0, "sea": 1}


def city_or_task_state():
    state = playing(2, tracks=ADVANCED)
    state.markers[SARKA]["car"] = {"progress": state.tracks.offsets[1] + 2, "path": "upper"}
    develop(state, SARKA, car=1)
    state.apply(adv("car"))  # b01 upper[2] = city_or_task
    return state


def test_city_or_task_bonus_city():
    """New bonus: a city card from the offer ..."""
    state = city_or_task_state()
    assert state.current() == {"kind": "city_or_task", "seat": SARKA}
    assert {a.type for a in state.legal_actions()} == {"take_city", "take_tasks"}
    card = state.offer[1]
    state.apply({"type": "take_city", "seat": SARKA, "card": card})
    assert card in state.city_cards[SARKA] and len(state.offer) == 4


def test_city_or_task_bonus_tasks():
    """... or two task cards, one kept, the other under the deck."""
    state = city_or_task_state()
    top = state.task_deck[:2]
    state.apply({"type": "take_tasks", "seat": SARKA})
    assert state.current() == {"kind": "task", "seat": SARKA, "drawn": top}
    state.apply({"type": "keep_task", "seat": SARKA, "task": top[1]})
    assert top[1] in state.tasks[SARKA] and state.task_deck[-1] == top[0]


def test_city_or_task_with_an_empty_task_deck():
    state = city_or_task_state()
    state.task_deck = []
    assert {a.type for a in state.legal_actions()} == {"take_city"}
    before = snap(state)
    with pytest.raises(RuleError) as err:
        state.apply({"type": "take_tasks", "seat": SARKA})
    assert err.value.key == "ce-error-no-task-cards" and snap(state) == before


def test_example_x_right_edge_in_maintenance():
    """Příklad X: in maintenance the cars of Šárka (red), Marek (yellow) and Petra (blue) are
    compared. The red car on a wide space of the upper path counts at the space's right edge: a tie
    with the blue car on the lower path; both are ahead of the yellow car. Šárka played earlier
    this round than Petra, so she starts the next round."""
    state = playing(3, tracks=ADVANCED)
    crossing = state.tracks.offsets[2]
    state.markers[SARKA]["car"] = {"progress": crossing + 3, "path": "upper"}  # the wide space
    state.markers[PETRA]["car"] = {"progress": crossing + 3, "path": "lower"}  # third space
    state.markers[MAREK]["car"] = {"progress": crossing + 2, "path": "lower"}
    assert state.tracks.bonus(crossing + 3, "upper") == "" and state.tracks.place(crossing + 2).where == "track"
    state.order = [MAREK, SARKA, PETRA]
    state.pending, state.turn_no = [], 12
    state._settle()
    assert state.order[0] == SARKA


def test_right_edge_at_the_end_of_the_game():
    """Konec hry: the 'behind' task cards also count a marker on a wide space at its right edge."""
    state = playing(2, tracks=ADVANCED)
    blank_board(state)
    crossing = state.tracks.offsets[2]
    state.markers[SARKA]["car"] = {"progress": crossing + 3, "path": "upper"}
    state.markers[PETRA]["car"] = {"progress": crossing + 2, "path": "lower"}
    state.tasks[SARKA] = [22]
    assert state.score_breakdown()[SARKA]["tasks"] == 8


def test_spediter_city_or_task_by_the_arrow():
    """The Špeditér on an advanced track: a city-or-task bonus gives the card under its train for
    an up arrow and a task card for a down arrow (our ruling; its rules name only the old bonuses)."""
    for card, path, start in ((1, "upper", 0), (2, "lower", 4)):
        state = playing(1, tracks=("b02", "a01A", "c01"))
        me = state.automa
        blank_board(state, filler=SARKA)
        state.spediter.update(deck=[card])
        state.markers[me]["car"] = {"progress": start, "path": path if start else None}
        cards, tasks = len(state.city_cards[me]), len(state.tasks[me])
        state.order, state.pending, state.turn_no = [me, SARKA], [], 0
        state._settle()  # road 2 steps: b02 upper[0] or lower[4] is city_or_task
        if card == 1:
            assert len(state.city_cards[me]) == cards + 1 and len(state.tasks[me]) == tasks
        else:
            assert len(state.tasks[me]) == tasks + 1 and len(state.city_cards[me]) == cards
