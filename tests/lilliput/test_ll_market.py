"""The share price chart: sales, payouts and withholdings, the edges, stacking (rulebook, Nákup/prodej
akcií, Vyplácení dividend, Ponechání dividend společnosti)."""
from vypravci.games.lilliput.economy.market import Market

from .helpers import act, drafted

M = Market()


def sp(value):
    return M.space_of(value)


def test_two_rows_from_45_to_150():
    assert M.values[0] == 45 and M.values[-1] == 150
    assert M.row(sp(50)) == "upper" and M.row(sp(45)) == "lower"


def test_a_sale_moves_down_from_the_upper_row_and_left_up_from_the_lower_row():
    assert M.row(sp(100)) == "upper" and M.sold(sp(100)) == sp(95)
    assert M.row(sp(95)) == "lower" and M.sold(sp(95)) == sp(90)
    assert M.value(M.sold(sp(100), 3)) == 85
    assert M.sold(sp(45)) == sp(45) and M.sold(sp(50), 2) == sp(45)


def test_payout_moves_right_and_up_at_the_row_end():
    assert M.paid_out(sp(50)) == sp(60) and M.paid_out(sp(55)) == sp(65)
    assert M.paid_out(sp(145)) == sp(150)  # end of the lower row: up
    assert M.paid_out(sp(150)) == sp(150)
    assert M.paid_out(sp(130), 2) == sp(150)


def test_withholding_moves_left_and_down_at_the_row_start():
    assert M.withheld(sp(60)) == sp(50) and M.withheld(sp(65)) == sp(55)
    assert M.withheld(sp(50)) == sp(45)  # start of the upper row: down
    assert M.withheld(sp(45)) == sp(45)


def test_a_token_arriving_on_an_occupied_space_goes_under():
    """Stacked tokens operate top first; the newcomer is at the bottom."""
    state = drafted(4)
    state.move_token("national", sp(60))
    state.move_token("slamecksan", sp(60))
    assert state.company_order() == ["national", "slamecksan", "mildendo", "glimigrim"]


def test_start_tokens_stack_in_draft_order():
    """Three start companies share 50 (the first chosen on top); Mildendo Railway stands on 55."""
    state = drafted(4)
    assert state.company_order() == ["mildendo", "slamecksan", "glimigrim", "national"]
    state = drafted(4, picks=["national", "glimigrim", "mildendo", "slamecksan"])
    assert state.company_order() == ["mildendo", "national", "glimigrim", "slamecksan"]
