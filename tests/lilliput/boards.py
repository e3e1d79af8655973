"""Boards for the tile and board tests, built with the board API (games/lilliput/track/board.py)."""
from __future__ import annotations

from vypravci.games.lilliput.track.board import Board, Placed

GREEN = ("yellow", "green")


def put(board: Board, pos, tile: str, rotation: int = 0, stations=()) -> None:
    """Place a tile directly (a test's starting position), taking it from the supply."""
    board.supply[tile] -= 1
    board.tiles[pos] = Placed(tile, rotation, list(stations))


def homes4() -> Board:
    """Four start companies around Mildendo: red west, green north, blue (the Y) east, yellow south."""
    b = Board()
    b.set_home("red", (-1, 0), "y-city-curve", 0, False)        # exits N, E
    b.set_home("green", (0, -1), "y-city-curve", 2, False)      # exits S, W
    b.set_home("blue", (1, 0), "y-metro-curve", 3, True)        # exits W, N
    b.set_home("yellow", (0, 1), "y-city-curve", 0, False)      # exits N, E
    return b


# Stop ids (the tiles' positions) of the revenue examples.
EX1 = {"M": "0,0", "A": "-1,0", "B": "-1,-1", "C": "0,-1", "D": "1,0", "E": "0,1"}


def example_1() -> Board:
    """Revenue example 1 (Příklad výpočtu příjmu 1), grown by the rules from the four homes.
    A red home (20), C green home upgraded to a green city (30) with red's second station, D blue's
    Y upgraded to green (40), E yellow home (20), the town B (10, Balmuff's) in the corner between A
    and C, and plain curves in the corners C–D and D–E. The full city C (green + red) is what stops
    one of blue's 3-trains there; red's M-A-B and M-D-C-B meet in B on different track."""
    b = homes4()
    b.lay("red", (-1, -1), "town-curve", 1, (), ("balmuff",))    # B: exits E, S
    b.lay("blue", (1, -1), "y-track-curve", 2, ("yellow",))     # corner C–D: exits S, W
    b.lay("yellow", (1, 1), "y-track-curve", 3, ("yellow",))    # corner D–E: exits W, N
    b.lay("green", (0, -1), "g-city-t", 1, GREEN)               # C: exits E, S, W
    b.lay("blue", (1, 0), "g-metro-t", 2, GREEN)                # D: exits S, W, N
    b.add_station("red", (0, -1))
    return b


EX2 = {"A": "5,-2", "B": "4,-1", "C": "6,-1", "D": "7,0", "E": "9,0", "F": "3,0", "G": "4,0",
       "H": "5,0", "I": "5,2", "J": "5,3"}


def example_2() -> Board:
    """Revenue example 2 (brown phase), its lost picture redrawn on squares. Values as the text's
    sums fix them (the same as tests/lilliput/test_routes_examples.py): A 20 and I 20 yellow
    cities, B D F green cities (30), C E brown cities (40), G the 20 town, H the castle (40, 50 for
    yellow whose station it holds), J a harbour (10). Stations: red C; yellow H, F; green F, D;
    blue D. Cities stand on the odd squares, plain tiles on the even ones (the checkerboard), and
    every pair of letters next to each other in a named route is joined by one plain tile or, for
    F-G-H and I-J, directly. Placed directly: the example is a position, not a game."""
    b = Board()
    for pos, tile, rot, st in [
        ((5, -2), "y-city-straight", 1, ()),                 # A: W, E
        ((4, -1), "g-city-t", 3, ()),                        # B: W, N, E
        ((6, -1), "b-city-x", 0, ("red",)),                  # C
        ((7, 0), "g-city-t", 3, ("blue", "green")),          # D: W, N, E
        ((9, 0), "b-city-x", 0, ()),                         # E
        ((3, 0), "g-city-t", 0, ("green", "yellow")),        # F: N, E, S
        ((4, 0), "town-straight", 1, ()),                    # G: W, E
        ((5, 0), "castle", 0, ("yellow",)),                  # H
        ((5, 2), "y-city-straight", 0, ()),                  # I: N, S
        ((5, 3), "harbour", 0, ()),                          # J: N
        ((3, -1), "y-track-curve", 1, ()),                   # F–B
        ((4, -2), "y-track-curve", 1, ()),                   # A–B
        ((6, -2), "y-track-curve", 2, ()),                   # A–C
        ((5, -1), "y-track-straight", 1, ()),                # B–C
        ((7, -1), "y-track-curve", 2, ()),                   # C–D
        ((6, 0), "y-track-straight", 1, ()),                 # H–D
        ((8, 0), "y-track-straight", 1, ()),                 # D–E
        ((5, 1), "y-track-straight", 0, ()),                 # H–I
    ]:
        put(b, pos, tile, rot, st)
    return b
