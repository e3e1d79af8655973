"""The rulebook's revenue examples ("Příklad výpočtu příjmu 1" and "2", section 2. Provozování
vlaků). Their pictures are lost in the scan; each board below is rebuilt from the routes and
revenues the text names (values solved from those sums), with the reasoning in the docstrings."""
from __future__ import annotations

from vypravci.games.lilliput.routes import Submitted, Train, best_routes, check_routes
from vypravci.games.lilliput.routes.sketch import Sketch


def t(id: str, distance: int, **kw) -> Train:
    return Train(id=id, distance=distance, **kw)


def routes(*named: tuple[str, str]) -> list[Submitted]:
    return [Submitted(train=train, stops=tuple(stops.split("-"))) for train, stops in named]


def example_1():
    """Revenue example 1. The sums fix the values: Mildendo 30, A 20, C 30, D 40, E 20 and the
    town B 10 (red's 3-train M-D-C-B = 110 and green's C-D = 70 give M + B = 40, and so on).
    Every route starting "Mildendo-X" makes A, C, D, E the four home cities beside Mildendo: red A,
    green C, blue D, yellow E (each company's two routes share only that city). Red's routes
    M-A-B and M-D-C-B meet in B on different track, so B sits between A and C; D reaches C and E
    through the corner tiles. Red holds a second station in C, which fills C (green + red): that is
    the city blocking blue's second 3-train. A third corner tile joins E and A."""
    s = Sketch()
    s.stop("Mildendo", "mildendo", 30)
    s.stop("A", "city", 20, slots=1, stations=("red",))
    s.stop("C", "city", 30, slots=2, stations=("green", "red"))
    s.stop("D", "metropolis", 40, slots=2, stations=("blue",))
    s.stop("E", "city", 20, slots=1, stations=("yellow",))
    s.stop("B", "town", 10)
    for x in "ACDE":
        s.link("Mildendo", x)
    s.link("A", "B")
    s.link("B", "C")
    s.link("C", "D", via=["SE"])
    s.link("D", "E", via=["SW"])
    s.link("E", "A", via=["NW"])
    return s.graph()


EXAMPLE_1 = {
    "red": ([t("2", 2), t("3", 3)], [("3", "Mildendo-D-C-B", 110), ("2", "Mildendo-A-B", 60)]),
    "blue": ([t("3a", 3), t("3b", 3)], [("3a", "Mildendo-D-E", 90), ("3b", "D-C", 70)]),
    "green": ([t("2a", 2), t("2b", 2)], [("2a", "Mildendo-C-B", 70), ("2b", "C-D", 70)]),
    "yellow": ([t("2a", 2), t("2b", 2)], [("2a", "Mildendo-E", 50), ("2b", "E-D", 60)]),
}


def test_example_1_named_routes_earn_what_the_text_says():
    """Příklad výpočtu příjmu 1: each company's routes, as the text names them, are legal and
    earn the stated amounts (the town B does not count for range and may end a route)."""
    graph = example_1()
    for company, (trains, named) in EXAMPLE_1.items():
        check = check_routes(graph, company, trains, routes(*[(tr, st) for tr, st, _ in named]))
        assert check.ok, (company, check.key, check.params)
        assert [r.revenue for r in check.routes] == [rev for _, _, rev in named]


def test_example_1_named_routes_are_the_maximum():
    """Příklad výpočtu příjmu 1: the optimizer finds the same totals — red 170, blue 160 (one
    3-train stops at C, which red and green fill), green 140, yellow 110."""
    graph = example_1()
    for company, (trains, named) in EXAMPLE_1.items():
        best = best_routes(graph, company, trains)
        assert best.exact
        assert best.total == sum(rev for _, _, rev in named), company


def test_example_1_blue_cannot_pass_the_full_city():
    """Příklad výpočtu příjmu 1, blue: C is full of other companies' stations, so blue may end
    there but not run on to B."""
    graph = example_1()
    trains = EXAMPLE_1["blue"][0]
    check = check_routes(graph, "blue", trains, routes(("3a", "D-C-B")))
    assert check.key == "ll-error-route-blocked"


def example_2():
    """Revenue example 2 (brown phase). The sums fix A 20, B 30, C 40, D 30, E 40, F 30, the
    town G 20, the castle H 40 (50 for a company with its station there, as the text says for
    yellow), I 20 and the harbour J 10, which only ends routes. Stations: red C; yellow H and F;
    green F and D; blue D. D (blue + green) is full for red and F (green + yellow) is full for red,
    which is what keeps red's 3D-train at F-B-C: through D or F it could earn more. Track: each pair
    of letters consecutive in a named route is joined through one plain track tile."""
    s = Sketch()
    s.stop("A", "city", 20, slots=1)
    s.stop("B", "city", 30, slots=2)
    s.stop("C", "city", 40, slots=2, stations=("red",))
    s.stop("D", "city", 30, slots=2, stations=("blue", "green"))
    s.stop("E", "city", 40, slots=2)
    s.stop("F", "city", 30, slots=2, stations=("green", "yellow"))
    s.stop("G", "town", 20)
    s.stop("H", "city", 40, slots=2, stations=("yellow",), station_value=50)
    s.stop("I", "city", 20, slots=1)
    s.stop("J", "harbour", 10, end_only=True)
    for a, b in ["FB", "BC", "BA", "AC", "CD", "DE", "DH", "FG", "GH", "HI", "IJ"]:
        s.link(a, b, via=[a + b])
    return s.graph()


RED_2 = [t("3D", 3, doubled=True), t("3", 3, obsolete=True)]
BLUE_2 = [t("3", 3, obsolete=True)]
GREEN_2 = [t("4a", 4), t("4b", 4)]


def test_example_2_red_doubled_and_obsolete():
    """Příklad výpočtu příjmu 2, red: the 3D-train F-B-C earns 100 × 2 = 200; the obsolete
    3-train B-A-C earns 90 / 2 = 45, rounded down to 40. 240 is also the maximum."""
    graph = example_2()
    check = check_routes(graph, "red", RED_2, routes(("3D", "F-B-C"), ("3", "B-A-C")))
    assert check.ok
    assert [r.revenue for r in check.routes] == [200, 40]
    assert best_routes(graph, "red", RED_2).total == 240


def test_example_2_yellow_castle_and_towns_off_range():
    """Příklad výpočtu příjmu 2, yellow: C-B-F-G-H-I-J earns 200 with the castle H at 50 (yellow's
    station is there); G and J earn but take no range. The text calls the train a 4-train, but the
    route passes five range cities (C, B, F, H, I), so it is checked here as a 5-train (brown
    phase); as a 4-train the checker refuses it as too long."""
    graph = example_2()
    five = [t("5", 5)]
    check = check_routes(graph, "yellow", five, routes(("5", "C-B-F-G-H-I-J")))
    assert check.ok and check.total == 200
    assert best_routes(graph, "yellow", five).total == 200
    four = check_routes(graph, "yellow", [t("4", 4)], routes(("4", "C-B-F-G-H-I-J")))
    assert four.key == "ll-error-route-too-long"


def test_example_2_green_two_four_trains():
    """Příklad výpočtu příjmu 2, green: C-D-E earns 110 and F-G-H-D or F-G-H-I-J earns 120, each
    passing three cities, on separate track. The optimizer may not stop there: with B-F track on
    the board (red and yellow run it) green's second train can start at B, B-F-G-H-D = 150, still
    disjoint from C-D-E, so the text's 230 is never the maximum whatever the lost picture showed.
    On this board the best is B-C-D-H-G (160) with C-A-B-F-G (140): 300."""
    graph = example_2()
    for second in ("F-G-H-D", "F-G-H-I-J"):
        check = check_routes(graph, "green", GREEN_2, routes(("4a", "C-D-E"), ("4b", second)))
        assert check.ok and [r.revenue for r in check.routes] == [110, 120]
    better = check_routes(graph, "green", GREEN_2, routes(("4a", "C-D-E"), ("4b", "B-F-G-H-D")))
    assert better.ok and better.total == 260
    best = best_routes(graph, "green", GREEN_2)
    assert best.exact and best.total == 300


def test_example_2_blue_obsolete_ends_in_a_town():
    """Příklad výpočtu příjmu 2, blue: the obsolete 3-train E-D-H-G earns 130 / 2 = 65 → 60 and
    ends in the town G; nothing better exists."""
    graph = example_2()
    check = check_routes(graph, "blue", BLUE_2, routes(("3", "E-D-H-G")))
    assert check.ok and check.total == 60
    assert best_routes(graph, "blue", BLUE_2).total == 60
