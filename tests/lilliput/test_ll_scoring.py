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
