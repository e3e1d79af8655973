"""The reconstructed component data of Ruské železnice load, validate and agree with pp. 13–24."""
from __future__ import annotations

from vypravci.games.russian_railroads.data import load_board, load_components


def test_files_are_marked_reconstructed():
    for data in (load_board(), load_components()):
        assert data.source == "reconstructed" and data.checked_against


def test_lines_and_rail_values():
    """README facts; pp. 18–19 příklad: grey 1, brown 2, black 0 points a space."""
    board = load_board()
    assert [(ln.id, ln.length, len(ln.colours)) for ln in board.lines] == [("ts", 15, 5), ("spb", 9, 4), ("kiev", 9, 3)]
    assert board.values["black"] == 0 and board.values["grey"] == 1 and board.values["brown"] == 2
    assert [board.revalued[c] for c in ("brown", "natural", "white")] == [3, 6, 10]


def test_industry_track_has_five_gaps_and_the_value_before_the_first_is_5():
    """p. 19 příklad: a marker on a factory scores the nearest value before it, 5; p. 23: at most
    five factories (4 points each, at most 20)."""
    track = load_board().industry
    first_gap = next(i for i, s in enumerate(track) if s.gap)
    assert track[first_gap - 1].value == 5
    assert sum(s.gap for s in track) == 5


def test_components_counts():
    comp = load_components()
    assert len(comp.engineers) == 15 and len(comp.factories) == 9
    assert len(comp.tokens) == 7 and len(comp.cards) == 5 and len(comp.end_cards) == 10


def test_two_player_closures():
    """p. 21: the two-player side has crossed-out spaces (which ones: issue 13's fan source)."""
    closed = {s.id for s in load_board().spaces if s.closed_2p}
    assert closed == {"black-1", "grey-1", "order-2"}


def test_doctor_summary():
    from vypravci.games.russian_railroads import GAME

    assert "15 engineers" in GAME.check_data()
