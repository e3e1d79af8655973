"""End of the game (Konec hry): cash + share values + 20 £ per unused Dimen's Land."""
from .helpers import drafted


def test_final_score_counts_cash_shares_and_unused_dimens_land_not_treasuries():
    state = drafted(4)
    state.players[1]["cash"] = 100
    state.players[1]["shares"] = {"mildendo": 2}
    state.companies["slamecksan"]["treasury"] = 9999  # seat 1's company: its treasury is not his
    state.move_token("mildendo", state.market.space_of(80))
    state.move_token("slamecksan", state.market.space_of(60))
    # 100 cash + 2 × 80 (Mildendo shares) + 5 × 60 (Slamecksan director's certificate) + 20 (Dimen's Land)
    assert state.scores()[1] == 100 + 160 + 300 + 20
    state.players[1]["dimens"] = 0
    assert state.scores()[1] == 560


def test_ranking_most_money_wins_ties_to_more_cash():
    state = drafted(4)
    for p in state.players:
        p["cash"] = 0
    state.players[2]["cash"] = 10
    state.move_token("glimigrim", state.market.space_of(45))   # seat 2: 5 × 45 = 225 + 10
    state.move_token("national", state.market.space_of(45))    # seat 3: 225
    state.move_token("slamecksan", state.market.space_of(50))  # seat 1: 250
    state.move_token("mildendo", state.market.space_of(45))    # seat 0: 225
    assert state.ranking() == [1, 2, 0, 3]


def test_table_view_shows_what_the_board_image_needs():
    from vypravci.games.lilliput.views import table
    state = drafted(3)
    view = table(state)
    assert view["round"] == 1 and view["rounds"] == 9 and view["phase"] == 1 and view["company_money"] == 50
    assert [c["id"] for c in view["companies"]] == state.company_order()
    mr = next(c for c in view["companies"] if c["id"] == "mildendo")
    assert mr["price"] == 55 and mr["stations_left"] == 2 and mr["next_station_cost"] == 40
    assert view["deck"]["top"] == "2" and view["deck"]["left"]["3"] == 5
    assert view["removed"] == ["national"] and len(view["players"]) == 3
