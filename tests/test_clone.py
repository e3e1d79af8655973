"""Clone is what a search repeats, so it copies only what a move may change (games/core/fields.py:
each field's declared shape). These tests hold every game to its declarations: the values fit the
declared shapes at every position, and a clone and its original never share anything a move changes
— moves played on one leave the other exactly as it was."""
from __future__ import annotations

import json

import pytest

from vypravci.games.core import Seat, all_games
from vypravci.games.core.ai import RandomAI
from vypravci.games.core.fields import COW, FLAT, SHARED, Record, Rows, clone_fields, shape_problems

MAX_STEPS = 2000


def snapshot(state) -> str:
    return json.dumps(state.to_dict(), sort_keys=True, default=str)


def cases():
    for game in all_games():
        for options in game.option_sets():
            counts = game.player_counts(options)
            n = counts[len(counts) // 2]
            yield pytest.param(game, options, n, id=f"{game.id}-{json.dumps(options.model_dump(mode='json'), sort_keys=True)}-{n}p")


@pytest.mark.parametrize("game,options,n", list(cases()))
def test_clones_share_nothing_a_move_changes(game, options, n):
    state = game.new_state(options, [Seat(name=f"P{i}", kind="ai", ai="random") for i in range(n)], 5)
    assert getattr(type(state), "SHAPES", None), "a game declares how deep clone copies its fields"
    ai, other = RandomAI(5), RandomAI(6)
    for step in range(MAX_STEPS):
        assert shape_problems(state) == []
        if state.is_terminal():
            break
        if step % 4 == 0:
            before = snapshot(state)
            copy = state.clone()
            for _ in range(3):  # moves on the clone leave the original alone
                if copy.is_terminal():
                    break
                copy.apply(other.choose(copy, copy.to_act()))
            assert snapshot(state) == before
            copy = state.clone()
            state.apply(ai.choose(state, state.to_act()))  # and moves on the original leave the clone alone
            assert snapshot(copy) == before
        else:
            state.apply(ai.choose(state, state.to_act()))
    assert state.is_terminal()


class Plain:
    FIELDS = ("n", "row", "rows", "record", "cow", "deep")
    SHAPES = {"n": SHARED, "row": FLAT, "rows": Rows(), "record": Record(items=FLAT), "cow": COW}

    def __init__(self):
        self.seats = []
        self.n, self.row, self.rows = 1, [1, 2], [{"a": 1}, None]
        self.record, self.cow, self.deep = {"items": [1], "more": {"x": [1]}, "k": 2}, {"a": [1]}, {"x": [[1]]}


def test_shapes_copy_as_declared_and_name_what_does_not_fit():
    state = Plain()
    other = clone_fields(state)
    other.row.append(3)
    other.rows[0]["a"] = 2
    other.record["items"].append(2)
    other.record["more"]["x"].append(2)  # a key the record does not name is copied deeply
    other.deep["x"][0].append(2)
    assert (state.row, state.rows, state.record, state.deep) == (
        [1, 2], [{"a": 1}, None], {"items": [1], "more": {"x": [1]}, "k": 2}, {"x": [[1]]})
    assert other.cow["a"] is state.cow["a"]  # copy-on-write: the items are shared
    assert shape_problems(state) == []
    state.row, state.rows, state.n = [[1]], [[1], 2], [1]
    assert sorted(shape_problems(state)) == ["n: list is not immutable", "row: holds a list",
                                             "rows[1]: int is not a list, dict or set"]


def test_a_record_with_the_rest_shared_copies_only_its_named_keys():
    class Cities(Plain):
        FIELDS = ("cities",)
        SHAPES = {"cities": Rows(Record(spaces=FLAT, rest=SHARED))}

        def __init__(self):
            self.seats, self.cities = [], {"oslo": {"level": 1, "spaces": [None, 2]}}

    state = Cities()
    other = clone_fields(state)
    other.cities["oslo"]["spaces"][0] = 1
    other.cities["oslo"]["level"] = 2
    assert state.cities == {"oslo": {"level": 1, "spaces": [None, 2]}}
    assert shape_problems(state) == []
    state.cities["oslo"]["extra"] = [1]  # an unnamed key must hold immutable data
    assert shape_problems(state) == ["cities['oslo']['extra']: list is not immutable"]
