"""The tile manifest (table 5, reconstructed in games/lilliput/data/tiles.toml): counts, values,
shapes and upgrade targets, each checked against what the rulebook states."""
from __future__ import annotations

import copy
import tomllib
from importlib import resources

import pytest
from pydantic import ValidationError

from vypravci.games.lilliput.track.tiles import CENTRE, E, N, S, W, TileManifest, load_tiles


def manifest_data() -> dict:
    text = resources.files("vypravci.games.lilliput").joinpath("data/tiles.toml").read_text(encoding="utf-8")
    return tomllib.loads(text)


def count(**match) -> int:
    return sum(t.count for t in load_tiles().tiles
               if all(getattr(t, k) == v for k, v in match.items()) and t.character is None)


def test_marked_as_reconstructed_with_what_it_was_checked_against():
    m = load_tiles()
    assert m.source == "reconstructed" and len(m.checked_against) >= 5


def test_table_5_legible_counts():
    """Table 5 (Dílky tratí): 12 yellow cities, 16 yellow empty tracks, one red start tile and 7
    character tiles are legible in the scan."""
    assert count(colour="yellow", kind="city") == 12
    assert count(colour="yellow", kind="track") == 16
    assert [t.id for t in load_tiles().tiles if t.colour == "red"] == ["mildendo"]
    assert sum(t.count for t in load_tiles().tiles if t.character) == 7


def test_table_5_reconstructed_counts():
    """The garbled cells as read in docs/lilliput-data.md: Y 2/2/1, green cities 9, brown 4,
    green empty track 10."""
    assert [count(colour=c, kind="metropolis") for c in ("yellow", "green", "brown")] == [2, 2, 1]
    assert count(colour="green", kind="city") == 9
    assert count(colour="brown", kind="city") == 4
    assert count(colour="green", kind="track") == 10


def test_character_tiles_match_the_character_cards():
    """Each character's tile count (characters.toml) is the number of its tiles in the manifest."""
    chars = tomllib.loads(resources.files("vypravci.games.lilliput").joinpath("data/characters.toml")
                          .read_text(encoding="utf-8"))["characters"]
    m = load_tiles()
    for c in chars:
        tiles = m.for_character(c["id"])
        assert sum(t.count for t in tiles) == c["tiles"], c["id"]
        kinds = {t.kind for t in tiles}
        assert kinds == {c["tile_kind"]}, c["id"]


def test_character_tiles_follow_table_3():
    """Table 3: no character tile is upgraded; checkerboard class, range and route end per
    character."""
    m = load_tiles()
    expect = {  # checkerboard, counts for range, must end a route
        "golbasto": ("city", True, False), "limnoc": ("city", True, False),
        "skyresh": ("plain", False, True), "balmuff": ("plain", False, False),
        "flimnap": ("city", True, True),
    }
    for char, (checker, rng, end) in expect.items():
        for t in m.for_character(char):
            assert not t.upgrades_to
            assert (t.checker, t.counts_for_range, t.end_only) == (checker, rng, end), t.id


def test_values_from_the_rulebook():
    """Set-up: a home city is a yellow city worth 20, Slamecksan's Y worth 30. Revenue example 1:
    Mildendo 30, a green city 30, a green Y 40, a town 10. Example 2: brown cities 40, the castle 50
    for the company with its station there."""
    m = load_tiles()
    assert {t.value for t in m.tiles if t.colour == "yellow" and t.kind == "city" and not t.character} == {20}
    assert {t.value for t in m.tiles if t.colour == "yellow" and t.kind == "metropolis"} == {30}
    assert m.get("mildendo").value == 30
    assert {t.value for t in m.tiles if t.colour == "green" and t.kind == "city"} == {30}
    assert {t.value for t in m.tiles if t.colour == "green" and t.kind == "metropolis"} == {40}
    assert {t.value for t in m.tiles if t.colour == "brown" and t.kind == "city"} == {40}
    assert {t.value for t in m.for_character("balmuff")} == {10, 20}
    assert m.get("castle").station_value == 50


def test_home_tiles_come_straight_and_curved():
    """Set-up: the home city may also be a curve; solo set-up draws a straight or a curved one."""
    shapes = {frozenset(t.exits(0)) for t in load_tiles().tiles
              if t.colour == "yellow" and t.kind == "city" and not t.character}
    assert shapes == {frozenset({N, S}), frozenset({N, E})}


def test_mildendo_has_track_on_every_side():
    """Every start company's home sits on a different side of Mildendo, so all four sides have track."""
    assert load_tiles().get("mildendo").exits(0) == {N, E, S, W}


def test_rotation_turns_clockwise():
    curve = load_tiles().get("y-track-curve")
    assert curve.exits(0) == {N, E} and curve.exits(1) == {E, S} and curve.exits(3) == {W, N}
    assert load_tiles().get("y-track-straight").rotations() == [0, 1]
    assert load_tiles().get("g-city-x").rotations() == [0]


def test_switch_and_crossover_exist_on_green_track():
    """Route definition: switches (two paths sharing an end) and crossovers (two paths crossing
    without meeting) exist."""
    m = load_tiles()
    cross = m.get("g-track-cross").rotated(0)
    assert len(cross) == 2 and not set.intersection(*[set(p) for p in cross])
    switch = m.get("g-track-switch").rotated(0)
    assert len(switch) == 2 and set.intersection(*[set(p) for p in switch]) == {N}


def test_every_upgrade_keeps_track_colour_and_family():
    """Upgrades: yellow → green → brown, every segment kept, city by city, Y by Y, empty by empty."""
    m = load_tiles()
    nxt = {"yellow": "green", "green": "brown"}
    for t in m.tiles:
        for target in map(m.get, t.upgrades_to):
            assert target.colour == nxt[t.colour]
            assert target.family == t.family
            assert any(t.rotated(0) <= target.rotated(r) for r in range(4))
    # every ordinary yellow tile can be upgraded
    for t in m.tiles:
        if t.colour == "yellow" and t.character is None:
            assert t.upgrades_to, t.id


def test_castle_upgrades_ordinary_yellow_cities_only():
    """Table 2, Golbasto: the castle replaces a yellow city, neither a Y nor (board rule) a home."""
    m = load_tiles()
    sources = [t.id for t in m.tiles if "castle" in t.upgrades_to]
    assert sources and all(m.get(s).kind == "city" and m.get(s).colour == "yellow" for s in sources)


def test_schema_refuses_an_upgrade_that_loses_track():
    data = manifest_data()
    bad = copy.deepcopy(data)
    for t in bad["tiles"]:
        if t["id"] == "g-city-t":
            t["paths"] = ["N-C", "E-C"]
    # a straight yellow city cannot become a curve-only green city
    with pytest.raises(ValidationError, match="loses track"):
        TileManifest.model_validate(bad)


def test_schema_refuses_a_character_tile_with_upgrades():
    bad = manifest_data()
    for t in bad["tiles"]:
        if t["id"] == "general":
            t["upgrades_to"] = ["g-city-x"]
    with pytest.raises(ValidationError):
        TileManifest.model_validate(bad)


def test_schema_refuses_a_city_without_circle_and_a_town_with_one():
    bad = manifest_data()
    for t in bad["tiles"]:
        if t["id"] == "town-curve":
            t["slots"] = 1
    with pytest.raises(ValidationError, match="no station circles"):
        TileManifest.model_validate(bad)


def test_centre_endpoint_only_on_locations():
    for t in load_tiles().tiles:
        has_centre = any(CENTRE in p for p in t.rotated(0))
        assert has_centre == (t.kind != "track"), t.id


# ------------------------------------------------------------------------------ variant rows
def test_allenbeck_named_cities_replace_ordinary_brown_cities():
    """Table 5 / Allenbeck-Tottenham-Express: three brown cities named Tottenham, Allenbeck and
    Plips instead of ordinary brown cities, reachable from every green city."""
    from vypravci.games.lilliput.track.tiles import tiles_for
    m = tiles_for(("allenbeck",))
    named = sorted(t.name for t in m.tiles if t.name)
    assert named == ["Allenbeck", "Plips", "Tottenham"]
    assert m.get("b-city-x").count == 1
    assert sum(t.count for t in m.tiles if t.colour == "brown" and t.kind == "city") == 4
    assert {"b-city-tottenham", "b-city-allenbeck", "b-city-plips"} <= set(m.get("g-city-t").upgrades_to)


def test_laputa_tiles_per_company_in_play():
    """Laputa: four brown cities in the start companies' colours instead of the ordinary ones;
    with 2 or 3 players the tiles of companies out of play are removed."""
    from vypravci.games.lilliput.track.tiles import tiles_for
    m = tiles_for(("laputa",))
    assert not m.has("b-city-x")
    assert sorted(t.company for t in m.tiles if t.company) == ["glimigrim", "mildendo", "national", "slamecksan"]
    two = tiles_for(("laputa",), ("mildendo", "national"))
    assert sorted(t.company for t in two.tiles if t.company) == ["mildendo", "national"]
    assert set(two.get("g-city-x").upgrades_to) == {"b-laputa-mildendo", "b-laputa-national"}
    assert tiles_for() is load_tiles()
