"""Character powers that touch money (table 2)."""
import pytest

from vypravci.games.core import RuleError
from vypravci.games.lilliput.laying import character_tiles

from .helpers import act, done, drafted, skip_income, take


def owner_of(state, char):
    return next(s for s, p in enumerate(state.players) if char in p["characters"])


def turn_of(state, seat):
    """Play other seats' turns with money alternatives until ``seat`` takes a card."""
    from .helpers import _alt_money
    skip_income(state)
    while state.to_act() != seat:
        if state.current()["kind"] == "card":
            take(state, next(c for c in state.cards if c not in state.used and _alt_money(c)), "alt")
        else:
            done(state)


def test_limnoc_halves_station_costs():
    state = drafted(4)
    seat = owner_of(state, "limnoc")
    cid = state.directed(seat)[0]
    turn_of(state, seat)
    take(state, "station", "main")
    before = state.companies[cid]["treasury"]
    act(state, type="place_station", company=cid, spot="c2")
    assert state.companies[cid]["treasury"] == before - 20
    from vypravci.games.lilliput.characters import station_cost
    assert station_cost(state, cid) == 50  # the next one: 100 / 2


def test_station_costs_40_then_100_and_tokens_run_out():
    state = drafted(4)
    skip_income(state)  # seat 0 owns Balmuff, not Limnoc: full price
    take(state, "station", "main")
    act(state, type="place_station", company="mildendo", spot="c1")
    assert state.companies["mildendo"]["treasury"] == 510
    from vypravci.games.lilliput.characters import station_cost
    assert station_cost(state, "mildendo") == 100
    state.companies["mildendo"]["stations"] = 3  # all three tokens on the board
    turn_of(state, 0)
    take(state, "station", "main", copy=True)
    assert [a.type for a in state.legal_actions() if a.type != "lay_tile"] == ["done"]


def test_balmuff_five_pounds_or_twenty_to_the_companies():
    state = drafted(4)
    seat = owner_of(state, "balmuff")
    assert state.current() == {"kind": "income", "seat": seat}
    with pytest.raises(RuleError):
        act(state, type="round_income", split={"mildendo": 30})
    cid = state.directed(seat)[0]
    before = state.companies[cid]["treasury"]
    act(state, type="round_income", split={cid: 20})
    assert state.companies[cid]["treasury"] == before + 20


def test_flimnap_exchanged_for_round_times_ten():
    state = drafted(4, chars=["flimnap", "golbasto", "limnoc", "skyresh"])
    seat = owner_of(state, "flimnap")
    state.round = 5
    turn_of(state, seat)
    cash = state.players[seat]["cash"]
    act(state, type="cash_character", character="flimnap")
    assert state.players[seat]["cash"] == cash + 50 and "flimnap" not in state.players[seat]["characters"]
    with pytest.raises(RuleError):
        act(state, type="cash_character", character="flimnap")


def test_character_tiles_from_their_phase_once_each():
    """Table 3: the ruler's castle from the green phase; the judge's two towns from yellow."""
    state = drafted(4)
    ruler, judge = owner_of(state, "golbasto"), owner_of(state, "balmuff")
    assert character_tiles(state, ruler) == []
    assert character_tiles(state, judge) == ["balmuff"]
    state.phase = 3
    assert character_tiles(state, ruler) == ["golbasto"]
    turn_of(state, judge)
    lay = next(a for a in state.legal_actions() if a.type == "lay_tile")
    act(state, **lay.to_dict())
    assert state.players[judge]["char_tiles"] == ["balmuff"] and state.current()["kind"] == "card"
