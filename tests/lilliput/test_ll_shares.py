"""Shares (C) Nákup/prodej akcií, Založení nové společnosti): sell any number, then or instead buy
one; certificate limits; starting a company."""
import pytest

from vypravci.games.core import RuleError

from .helpers import act, done, drafted, skip_income, take


def share_turn(state, seat_cash=None):
    skip_income(state)
    if seat_cash is not None:
        state.players[state.to_act()]["cash"] = seat_cash
    take(state, "shares-10", "main")
    return state.to_act()


def test_buy_one_share_at_the_current_price_ends_the_action():
    state = drafted(4)
    seat = share_turn(state, 100)
    act(state, type="buy_share", company="national")
    assert state.players[seat]["cash"] == 50 and state.players[seat]["shares"] == {"national": 1}
    assert state.companies["national"]["bank"] == 2
    assert state.companies["national"]["treasury"] == 500  # the money goes to the bank
    assert state.current()["kind"] == "card" and state.to_act() == seat + 1


def test_sell_any_number_then_buy_one_price_moves_once_per_share():
    state = drafted(4)
    seat = share_turn(state, 0)
    state.players[seat]["shares"] = {"national": 3}
    state.companies["national"]["bank"] = 0
    state.move_token("national", state.market.space_of(100))
    act(state, type="sell_shares", company="national", count=2)
    # Both at 100; then two steps down the chart: 100 → 95 → 90.
    assert state.players[seat]["cash"] == 200
    assert state.market.value(state.companies["national"]["space"]) == 90
    assert state.current()["kind"] == "shares"
    act(state, type="buy_share", company="national")  # buying back a share just sold is allowed
    assert state.players[seat]["cash"] == 110 and state.players[seat]["shares"] == {"national": 2}
    with pytest.raises(RuleError):
        act(state, type="sell_shares", company="national", count=1, seat=seat)


def test_a_directors_certificate_is_never_sold():
    state = drafted(4)
    seat = share_turn(state)
    company = state.players[seat]["company"]
    with pytest.raises(RuleError):
        act(state, type="sell_shares", company=company, count=1)
    assert not any(a.type == "sell_shares" for a in state.legal_actions())


def test_certificate_limit_five_director_counts_one():
    state = drafted(4)
    seat = share_turn(state, 1000)
    state.players[seat]["shares"] = {"national": 3, "glimigrim": 1}  # + director's = 5
    with pytest.raises(RuleError) as err:
        act(state, type="buy_share", company="glimigrim")
    assert err.value.key == "ll-error-certificate-limit"
    state.players[seat]["shares"] = {"national": 3}
    act(state, type="buy_share", company="glimigrim")


def test_a_player_may_own_all_shares_of_a_company():
    state = drafted(4)
    seat = share_turn(state, 1000)
    own = state.players[seat]["company"]
    state.players[seat]["shares"] = {own: 2}
    state.companies[own]["bank"] = 1
    act(state, type="buy_share", company=own)
    assert state.players[seat]["shares"][own] == 3 and state.companies[own]["bank"] == 0
    assert not any(a.type == "buy_share" and a.company == own for a in state.legal_actions())


def test_start_a_company():
    """Any free start price; five times it paid; the company gets ten times it; home station on a
    free circle; one depot train may follow at once."""
    state = drafted(4)
    seat = share_turn(state, 400)
    state.depot.append(state.new_train("3"))
    with pytest.raises(RuleError):
        act(state, type="start_company", company="national", price=60, home="c1")  # a start company
    with pytest.raises(RuleError):
        act(state, type="start_company", company="blefuscu", price=50, home="c1")  # 50 has tokens
    with pytest.raises(RuleError):
        act(state, type="start_company", company="blefuscu", price=90, home="c1")  # 450 > 400
    act(state, type="start_company", company="blefuscu", price=80, home="c1")
    comp = state.companies["blefuscu"]
    assert state.players[seat]["cash"] == 0 and comp["treasury"] == 800 and comp["director"] == seat
    assert state.board.spots["c1"] == ["blefuscu"] and state.market.value(comp["space"]) == 80
    assert state.current()["kind"] == "depot"
    train = state.depot[0]["id"]
    act(state, type="depot_train", company="blefuscu", train=train)
    assert [t["type"] for t in comp["trains"]] == ["3"] and comp["treasury"] == 650


def test_no_free_city_circle_no_new_company():
    state = drafted(4)
    share_turn(state, 1000)
    for spot in state.board.spots.values():
        spot.append("x")
    assert not any(a.type == "start_company" for a in state.legal_actions())


def test_at_most_two_directorships():
    state = drafted(4)
    seat = share_turn(state, 2000)
    state.companies["tramecksan"].update(started=True, director=seat, space=20, treasury=0)
    with pytest.raises(RuleError) as err:
        act(state, type="start_company", company="blefuscu", price=80, home="c1")
    assert err.value.key == "ll-error-director-limit"
