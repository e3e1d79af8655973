"""Component data: every file is marked as a reconstruction, and the schemas enforce the counts
and constraints the rulebook states."""
from __future__ import annotations

import copy

import pytest
from pydantic import ValidationError

from vypravci.games.cargo_empire import data
from vypravci.games.cargo_empire.data import (Components, MapData, TaskData, TileData, TrackData, load_components,
                                     load_map, load_tasks, load_tiles, load_tracks)

RULEBOOK_CITIES = {"Edinburgh", "London", "Amsterdam", "Berlin", "Warsaw", "Kiev", "Frankfurt", "Vienna",
                   "Munich", "Zurich", "Madrid", "Marseille", "Moscow", "St. Petersburg", "Rome", "Athens",
                   "Copenhagen", "Riga", "Milan", "Dublin", "Oslo", "Lisbon", "Bucharest"}


@pytest.mark.parametrize("name", ["europe.toml", "tiles.toml", "tracks.toml", "components.toml", "tasks.toml"])
def test_files_are_marked_reconstructed(name):
    raw = data._read(name)
    assert raw["source"] == "reconstructed" and raw["checked_against"]


def test_map_has_the_rulebook_cities_and_stockholm():
    names = {c.name for c in load_map().cities}
    assert names == RULEBOOK_CITIES | {"Stockholm"}


def test_map_facts_from_the_examples():
    """Příklady A–E, S, T: ports, adjacency and numbering the examples rely on."""
    cities = {c.id: c for c in load_map().cities}
    assert cities["riga"].port and cities["copenhagen"].port and cities["rome"].port
    assert not cities["warsaw"].port and not cities["milan"].port
    routes = {frozenset(r) for r in load_map().routes}
    assert {frozenset(("warsaw", "riga")), frozenset(("riga", "copenhagen")), frozenset(("rome", "milan"))} <= routes
    assert cities["moscow"].number < cities["warsaw"].number
    assert cities["dublin"].number < cities["copenhagen"].number < cities["milan"].number


def raw_copy(name):
    return copy.deepcopy(data._read(name))


def test_map_schema_rejects_bad_groups_and_routes():
    raw = raw_copy("europe.toml")
    raw["cities"][0]["group"] = "blue"  # 5 red, 7 blue
    with pytest.raises(ValidationError):
        MapData.model_validate(raw)
    raw = raw_copy("europe.toml")
    raw["routes"].append(list(raw["routes"][0]))
    with pytest.raises(ValidationError):
        MapData.model_validate(raw)
    raw = raw_copy("europe.toml")
    raw["routes"] = [r for r in raw["routes"] if "lisbon" not in r]
    with pytest.raises(ValidationError):
        MapData.model_validate(raw)


def test_tiles_schema():
    """24 tiles; a side never demands its own colour; 6 sides supply each colour (12 cubes)."""
    assert len(load_tiles().tiles) == 24
    raw = raw_copy("tiles.toml")
    raw["tiles"][0]["lv1"]["demand"][0] = raw["tiles"][0]["lv1"]["supply"]
    with pytest.raises(ValidationError):
        TileData.model_validate(raw)
    raw = raw_copy("tiles.toml")
    raw["tiles"][0]["lv1"]["supply"], raw["tiles"][0]["lv1"]["demand"] = "grey", ["white", "brown"]
    with pytest.raises(ValidationError):
        TileData.model_validate(raw)


def test_tracks_schema():
    """a01–a06, both sides, and the advanced b01–b03, c01–c03; the two paths of a track are aligned."""
    assert len(load_tracks().tracks) == 18
    raw = raw_copy("tracks.toml")
    raw["tracks"][0]["upper"].append("")
    with pytest.raises(ValidationError):
        TrackData.model_validate(raw)
    raw = raw_copy("tracks.toml")
    raw["tracks"].pop()
    with pytest.raises(ValidationError):
        TrackData.model_validate(raw)


def test_components_schema():
    comp = load_components()
    assert comp.cards["sea"].moves == 2 and comp.cards["road"].moves == 1 and comp.cards["rail"].moves == 1
    assert comp.vp_column.values[0] == 2 and {22, 20, 14, 4} <= set(comp.vp_column.values)
    raw = raw_copy("components.toml")
    raw["vp_column"]["values"][0] = 1
    with pytest.raises(ValidationError):
        Components.model_validate(raw)


def test_tasks_schema():
    assert len(load_tasks().tasks) == 24
    raw = raw_copy("tasks.toml")
    raw["tasks"][0]["groups"] = ["red", "green"]  # two red+green cards, no red+blue
    with pytest.raises(ValidationError):
        TaskData.model_validate(raw)


@pytest.mark.parametrize("name", ["dyorle.toml", "spediter.toml"])
def test_variant_files_are_marked_reconstructed(name):
    raw = data._read(name)
    assert raw["source"] == "reconstructed" and raw["checked_against"]


def test_dyorle_schema_rush_spaces():
    """Dyorle: six rush spaces (one per token), each on a different land route of the map."""
    dyorle = load_map("dyorle")
    assert len(dyorle.rush_spaces) == 6 and not load_map("europe").rush_spaces
    raw = raw_copy("dyorle.toml")
    raw["rush_spaces"].pop()
    with pytest.raises(ValidationError):
        MapData.model_validate(raw)
    raw = raw_copy("dyorle.toml")
    raw["rush_spaces"][0]["route"] = ["velarden", "zephyr-reach"]  # no such route
    with pytest.raises(ValidationError):
        MapData.model_validate(raw)


def test_spediter_schema():
    from vypravci.games.cargo_empire.data import SpediterData, load_spediter

    assert len(load_spediter().cards) == 14
    raw = raw_copy("spediter.toml")
    raw["cards"][-1]["type"] = "road"  # a reshuffle card with icons
    with pytest.raises(ValidationError):
        SpediterData.model_validate(raw)
    raw = raw_copy("spediter.toml")
    raw["cards"][0].pop("arrow")
    with pytest.raises(ValidationError):
        SpediterData.model_validate(raw)


def test_advanced_tracks_schema():
    raw = raw_copy("tracks.toml")
    b01 = next(t for t in raw["tracks"] if t["id"] == "b01")
    b01["upper"][0] = {"bonus": "", "width": 2}  # wide spaces only on c-tracks
    with pytest.raises(ValidationError):
        TrackData.model_validate(raw)
    raw = raw_copy("tracks.toml")
    a01 = raw["tracks"][0]
    a01["upper"][0] = "any"  # the new bonuses only on advanced tracks
    with pytest.raises(ValidationError):
        TrackData.model_validate(raw)


def test_components_rush_tokens():
    assert sorted(load_components().rush_tokens) == ["rail", "rail", "road", "road", "sea", "sea"]
    raw = raw_copy("components.toml")
    raw["rush_tokens"] = ["road"] * 6
    with pytest.raises(ValidationError):
        Components.model_validate(raw)
