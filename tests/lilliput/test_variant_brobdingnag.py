"""Brobdingnag (rulebook, "Varianty hry"): a paid-out revenue goes half to the shareholders
(rounded up to whole tens) and half to the company, and counts as paying out; withholding keeps
all of it."""
from games.lilliput import brobdingnag, operating

from .helpers import drafted


def test_half_to_shareholders_rounded_up_to_tens():
    """50 % (rounded up to the nearest ten) to the shareholders, the rest to the company."""
    assert brobdingnag.shareholders_half(100) == 50 and brobdingnag.company_half(100) == 50
    assert brobdingnag.shareholders_half(90) == 50 and brobdingnag.company_half(90) == 40
    assert brobdingnag.shareholders_half(30) == 20 and brobdingnag.company_half(30) == 10
    assert brobdingnag.shareholders_half(0) == 0


def test_payout_splits_and_moves_the_price_as_a_payout():
    """Counted as paying out dividends: the price moves right; the director's 50 % certificate
    gets half of the shareholders' part."""
    state = drafted(2, brobdingnag=True)
    cid = state.players[0]["company"]
    comp = state.companies[cid]
    treasury, cash, space = comp["treasury"], state.players[0]["cash"], comp["space"]
    events = operating.finish(state, cid, 90, payout=True)
    assert comp["treasury"] == treasury + 40
    assert state.players[0]["cash"] == cash + 25  # 50 % of the shareholders' 50
    assert comp["space"] == state.market.paid_out(space, 1)
    assert [e.key for e in events] == ["ll-ev-paid-out", "ll-ev-brob-kept"]


def test_withholding_keeps_everything():
    """The company may still keep the whole revenue."""
    state = drafted(2, brobdingnag=True)
    cid = state.players[0]["company"]
    comp = state.companies[cid]
    treasury = comp["treasury"]
    operating.finish(state, cid, 90, payout=False)
    assert comp["treasury"] == treasury + 90


def test_base_game_pays_everything_out():
    """Without the variant a payout leaves the treasury alone."""
    state = drafted(2)
    cid = state.players[0]["company"]
    treasury, cash = state.companies[cid]["treasury"], state.players[0]["cash"]
    operating.finish(state, cid, 90, payout=True)
    assert state.companies[cid]["treasury"] == treasury and state.players[0]["cash"] == cash + 45
