"""Scenarios (rulebook, "Scénářové dílky trati" and Scénář 1–3): the printed scenarios as
selectable layouts (reconstructed data) and a host's own layout, laid after Mildendo by the
checkerboard rule (circle: city squares, square: empty-track squares, both: anywhere)."""
import pytest

from vypravci.games.core import RuleError, Seat
from vypravci.games.lilliput.game import Lilliput, LilliputOptions
from vypravci.games.lilliput.track.scenarios import load_scenarios, on_its_squares, parse_layout

GAME = Lilliput()


def new(n=4, **options):
    return GAME.new_state(LilliputOptions(**options), [Seat(name=f"P{i}") for i in range(n)], 1)


def refused(key, **options):
    with pytest.raises(RuleError) as err:
        new(**options)
    assert err.value.key == key
    assert err.value.section == "scenarios" or key == "ll-error-tile-none-left"
    return err.value


@pytest.mark.parametrize("scenario", ["zaciname", "pohori", "mesto-na-meste"])
def test_printed_scenarios_are_laid_before_the_game(scenario):
    """Scénář 1–3: each printed scenario's tiles lie on the board before the draft, and four
    players can still place their home tiles beside Mildendo."""
    state = new(4, scenario=scenario)
    layout = load_scenarios().get(scenario).tiles
    for entry in layout:
        assert state.board.tiles[(entry.x, entry.y)].tile == entry.tile
    while state.stage == "draft":
        state.apply(state.legal_actions(state.to_act())[0])
    assert len(state.board.homes) == 4


def test_printed_scenarios_keep_the_checkerboard():
    """Scénářové dílky trati: every printed layout obeys the checkerboard rule by its marks."""
    for scenario in load_scenarios().scenarios:
        state = new(2, scenario=scenario.id)
        for entry in scenario.tiles:
            tile = state.board.data[entry.tile]
            assert on_its_squares((entry.x, entry.y), tile.checker), (scenario.id, entry)


def test_scenario_names_match_the_rulebook():
    """The three printed scenarios' titles."""
    assert [s.name for s in load_scenarios().scenarios] == ["Začínáme", "Pohoří", "Město na městě"]


def test_host_layout_is_parsed_and_laid():
    """A host-made landscape: scenario tiles and squares, rotations optional."""
    entries = parse_layout("hills@2,-1 sea@-3,0; offboard@4,0/3")
    assert [(e.tile, e.x, e.y, e.rotation) for e in entries] == [
        ("hills", 2, -1, 0), ("sea", -3, 0, 0), ("offboard", 4, 0, 3)]
    state = new(3, layout="hills@2,-1 sea@-3,0 offboard@4,0/3")
    assert state.board.tiles[(4, 0)].rotation == 3


def test_circle_tiles_only_on_city_squares():
    """Dílky označené kruhem: only where a city would lie (x + y odd beside the homes)."""
    err = refused("ll-error-layout-checkerboard", layout="printed-city-straight@2,0")
    assert err.params == {"tile": "printed-city-straight", "x": 2, "y": 0}
    new(2, layout="printed-city-straight@3,0/1")


def test_square_tiles_only_on_empty_track_squares():
    """Dílky označené čtvercem (the mine, pre-printed track): only where empty track would lie."""
    refused("ll-error-layout-checkerboard", layout="mine-10@2,1")
    new(2, layout="mine-10@2,2")


def test_two_plain_tiles_never_touch():
    """The checkerboard rule between scenario tiles too: two square tiles side by side cannot
    both stand on empty-track squares, so the second is refused."""
    refused("ll-error-layout-checkerboard", layout="mine-10@2,2 printed-track-straight@3,2")


def test_free_tiles_go_anywhere():
    """Dílky s kruhem i čtvercem (terrain, off-boards) may lie anywhere."""
    new(2, layout="hills@2,2 swamp@2,1 sea@3,1 mountains@3,2 offboard@5,5")


def test_layout_refusals_name_the_problem():
    """A broken layout is refused before the game with a clear reason."""
    refused("ll-error-layout-square", layout="hills@1,0")          # beside Mildendo: a home square
    refused("ll-error-layout-square", layout="hills@0,0")          # Mildendo itself
    refused("ll-error-layout-square", layout="hills@2,2 sea@2,2")  # one square twice
    refused("ll-error-layout-tile", layout="y-city-straight@3,0")  # not a scenario tile
    refused("ll-error-layout-tile", layout="tunnel@2,2")           # replaces mountains in play only
    refused("ll-error-layout-entry", layout="hills 2 2")
    refused("ll-error-tile-none-left", layout="mine-10@2,2 mine-10@4,2")
    refused("ll-error-layout-twice", scenario="pohori", layout="hills@2,2")


def test_no_layout_no_scenario_tiles():
    """Without a scenario the box's scenario tiles stay out of the game."""
    assert "hills" not in new(2).board.data
