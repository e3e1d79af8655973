"""Final scoring of Mini Express (rulebook: Závěrečné bodování)."""
from vypravci.games.mini_express.data import load_share_values
from vypravci.games.mini_express.scoring import FIRST, OTHER, SECOND, breakdown, rank_columns


def test_scoring_example_daniel_27():
    """Příklad závěrečného bodování: Daniel is 4th in Dřevařská (length 12), 3rd in Ocelářská (5),
    2nd in Kožedělná (7) and 1st in Bavlněná (9); he holds 2 Bavlněná shares and 1 of each other:
    4 + 2 + 5 + (8 + 8) = 27 points."""
    # Seats: 0 = Daniel, 1..3 = the other players; influence chosen to give Daniel those ranks.
    influence = [
        {"lumber": 2, "steel": 3, "leather": 5, "cotton": 9},
        {"lumber": 6, "steel": 7, "leather": 8, "cotton": 1},
        {"lumber": 5, "steel": 6, "leather": 3, "cotton": 2},
        {"lumber": 4, "steel": 2, "leather": 1, "cotton": 3},
    ]
    shares = [{"lumber": 1, "steel": 1, "leather": 1, "cotton": 2}] + [
        {"lumber": 1, "steel": 1, "leather": 1, "cotton": 1} for _ in range(3)
    ]
    length = {"lumber": 12, "steel": 5, "leather": 7, "cotton": 9}
    rows = breakdown(influence, shares, length, load_share_values())
    daniel = rows[0]
    assert [daniel[c]["points"] for c in ("lumber", "steel", "leather", "cotton")] == [4, 2, 5, 16]
    assert sum(r["points"] for r in daniel.values()) == 27


def test_tie_for_first_skips_second_column():
    """Závěrečné bodování: players tied for 1st all score 1st, and the 2nd column is skipped."""
    assert rank_columns([5, 5, 3, 1]) == [FIRST, FIRST, OTHER, OTHER]


def test_tie_for_second_all_score_second():
    """Závěrečné bodování: one leader; everyone tied for 2nd scores the 2nd column."""
    assert rank_columns([6, 4, 4, 2]) == [FIRST, SECOND, SECOND, OTHER]


def test_zero_influence_scores_nothing():
    """Pozn.: influence 0 makes every share of that company worth 0."""
    assert rank_columns([3, 0, 0]) == [FIRST, None, None]
    values = load_share_values()
    rows = breakdown([{"lumber": 0, "steel": 1, "leather": 1, "cotton": 1}, {"lumber": 2, "steel": 1, "leather": 1, "cotton": 1}],
                     [{"lumber": 3, "steel": 0, "leather": 0, "cotton": 0}, {"lumber": 0, "steel": 0, "leather": 0, "cotton": 0}],
                     {"lumber": 15, "steel": 0, "leather": 0, "cotton": 0}, values)
    assert rows[0]["lumber"]["points"] == 0


def test_ignore_first_column_for_duel_modes():
    """Sólová hra / 2 zkušení hráči: the 1st column is ignored; higher influence scores 2nd,
    lower scores Other, a tie scores 2nd for both."""
    assert rank_columns([5, 3], ignore_first=True) == [SECOND, OTHER]
    assert rank_columns([4, 4], ignore_first=True) == [SECOND, SECOND]


def test_share_values_published_row_and_monotone():
    """Published fact: at some length 2nd = 8 and Other = 3; the table never falls with length."""
    values = load_share_values()
    rows = values.base
    assert any(second == 8 and other == 3 for _, second, other in rows)
    assert values.value(12, OTHER) == 4 and values.value(5, OTHER) == 2
    assert values.value(7, SECOND) == 5 and values.value(9, FIRST) == 8
    assert values.source == "reconstructed"
