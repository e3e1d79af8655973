"""Konec hry a bodování: Příklady N and O, city cards, every task card, the tie-breaks."""
from __future__ import annotations

import pytest

from vypravci.games.cargo_empire.data import load_tasks
from vypravci.games.cargo_empire.scoring import breakdown, ranking
from vypravci.games.cargo_empire.tasks import largest_network

from .helpers import blank_board, playing

SARKA, PETRA, MAREK, DAVID = 0, 1, 2, 3
TASKS = load_tasks().by_id()


def clean(n=4):
    state = playing(n)
    blank_board(state)
    state.city_cards = [[] for _ in range(n)]
    state.tasks = [[] for _ in range(n)]
    return state


def vp_progress(state, points):
    return state.tracks.vp_entry + state.tracks.vp.index(points)


def test_example_n_development_points():
    """Příklad N: markers on the VP column score its value: Šárka 22, Marek 20, David 14 + 4,
    Petra nothing (no marker reached the vertical part)."""
    state = clean()
    state.markers[SARKA]["ship"]["progress"] = vp_progress(state, 22)
    state.markers[MAREK]["car"]["progress"] = vp_progress(state, 20)
    state.markers[DAVID]["train"]["progress"] = vp_progress(state, 14)
    state.markers[DAVID]["car"]["progress"] = vp_progress(state, 4)
    state.markers[PETRA]["car"]["progress"] = state.tracks.vp_entry - 1
    assert [breakdown(state, s)["development"] for s in range(4)] == [22, 0, 20, 18]


def test_example_o_level3_posts():
    """Příklad O: four LV3 cities; each post there is worth 3: Šárka 5 posts → 15, Marek 2 → 6,
    David 6 → 18, Petra 3 → 9."""
    state = clean()
    layout = {"berlin": [SARKA, SARKA, DAVID, DAVID], "rome": [SARKA, DAVID, DAVID, PETRA],
              "oslo": [SARKA, MAREK, DAVID, PETRA], "kiev": [SARKA, MAREK, DAVID, PETRA]}
    for city, posts in layout.items():
        state.cities[city].update(level=3, tile=None, spaces=[None, None], stations=posts)
    state.cities["athens"]["stations"] = [SARKA, SARKA]  # LV2: not counted
    state.cities["athens"]["level"] = 2
    assert [breakdown(state, s)["level3"] for s in range(4)] == [15, 9, 6, 18]


def test_city_cards_five_each_blank_too():
    """Karty měst: 5 points per city card, blank ones included."""
    state = clean()
    state.city_cards[SARKA] = ["rome", "blank", "oslo"]
    assert breakdown(state, SARKA)["city_cards"] == 15


def presence(state, seat, cities, posts=1, level=1):
    for c in cities:
        state.cities[c]["stations"] = [seat] * posts
        state.cities[c]["level"] = level
        if level == 3:
            state.cities[c]["tile"] = None


def task_points(state, seat, task_id):
    state.tasks[seat] = [task_id]
    return breakdown(state, seat)["tasks"]


@pytest.mark.parametrize("task_id,cities,expected", [
    (1, ["oslo", "stockholm", "london"], 3),  # red + blue: one set
    (1, ["oslo", "stockholm", "london", "dublin"], 6),
    (4, ["london", "berlin", "munich"], 3),  # blue + green
    (6, ["berlin", "warsaw", "kiev", "munich"], 6),  # green + yellow: two sets
    (7, ["oslo", "berlin", "warsaw"], 3),  # port + inland
    (8, ["oslo", "london", "berlin", "warsaw", "kiev"], 6),  # one of each colour
    (8, ["oslo", "london", "berlin"], 0),
])
def test_set_tasks(task_id, cities, expected):
    """Popis karet úkolů: 3 points per set of two groups (6 per set of all four colours)."""
    state = clean()
    presence(state, SARKA, cities)
    assert task_points(state, SARKA, task_id) == expected


def test_network_task():
    """Popis karet úkolů: 1 point per city of the largest land-connected network of presence
    cities, branches included; only one network counts."""
    state = clean()
    presence(state, SARKA, ["berlin", "warsaw", "riga", "copenhagen", "kiev", "lisbon", "madrid"])
    assert largest_network(state.board, {"berlin", "warsaw", "riga", "copenhagen", "kiev"}) == 5
    assert task_points(state, SARKA, 9) == 5


@pytest.mark.parametrize("task_id,count,expected", [
    (10, 3, 0), (10, 4, 6), (10, 5, 6), (10, 6, 12),
    (14, 4, 5), (14, 6, 10), (15, 5, 5), (15, 6, 10),
])
def test_group_count_tasks(task_id, count, expected):
    """Popis karet úkolů: presence in 4–5 / 6 cities of a colour → 6 / 12; ports or inland
    cities 4–5 / 6+ → 5 / 10."""
    state = clean()
    group = {10: "red", 14: "port", 15: "inland"}[task_id]
    cities = [c for c in state.board.ids if group == state.board.cities[c].group
              or (group == "port" and state.board.cities[c].port)
              or (group == "inland" and not state.board.cities[c].port)]
    presence(state, SARKA, cities[:count])
    assert task_points(state, SARKA, task_id) == expected


@pytest.mark.parametrize("cards,expected", [(2, 0), (3, 5), (4, 5), (5, 10), (7, 10)])
def test_city_cards_task(cards, expected):
    state = clean()
    state.city_cards[SARKA] = ["blank"] * cards
    assert task_points(state, SARKA, 16) == expected


@pytest.mark.parametrize("cities,expected", [(3, 0), (4, 5), (6, 10)])
def test_level2_task(cities, expected):
    """Popis karet úkolů: presence in 4–5 / 6+ LV2 cities → 5 / 10."""
    state = clean()
    presence(state, SARKA, state.board.ids[:cities], level=2)
    presence(state, SARKA, state.board.ids[10:12], level=1)
    assert task_points(state, SARKA, 17) == expected


def test_level3_task():
    state = clean()
    presence(state, SARKA, ["rome", "oslo"], posts=2, level=3)
    assert task_points(state, SARKA, 18) == 6


def test_four_posts_and_exactly_two_tasks():
    """Popis karet úkolů: 10 points for four posts in one city; 3 per city with exactly two."""
    state = clean()
    presence(state, SARKA, ["rome"], posts=4, level=3)
    presence(state, SARKA, ["oslo", "kiev"], posts=2, level=2)
    presence(state, SARKA, ["athens"], posts=3, level=2)
    assert task_points(state, SARKA, 19) == 10
    assert task_points(state, SARKA, 20) == 6


@pytest.mark.parametrize("count,expected", [(2, 0), (3, 5), (4, 5), (5, 10)])
def test_task_cards_task(count, expected):
    state = clean()
    state.tasks[SARKA] = [21] + [20] * (count - 1)  # the other cards score nothing here
    assert breakdown(state, SARKA)["tasks"] == expected


@pytest.mark.parametrize("n,value", [(2, 8), (3, 5), (4, 4)])
def test_behind_tasks(n, value):
    """Popis karet úkolů: 8/5/4 points (2/3/4 players) per opponent's car behind yours; markers
    level with yours score nothing."""
    state = clean(n)
    for seat in range(n):
        state.markers[seat]["car"]["progress"] = 3
    state.markers[SARKA]["car"]["progress"] = 5
    state.markers[1]["car"]["progress"] = 5  # level: no points
    assert task_points(state, SARKA, 22) == value * (n - 2)
    assert task_points(state, SARKA, 23) == 0  # all trains level at the start


def test_tie_breaks():
    """Konec hry: ties go to the most development points, then LV3, city cards, tasks, and last to
    whoever played earlier in the final round."""
    state = clean(3)
    state.order = [MAREK, PETRA, SARKA]
    state.markers[SARKA]["car"]["progress"] = vp_progress(state, 10)
    state.city_cards[PETRA] = ["blank", "blank"]  # 10 points from cards
    state.city_cards[MAREK] = ["blank", "blank"]
    assert state.scores() == [10, 10, 10]
    assert ranking(state) == [SARKA, MAREK, PETRA]
