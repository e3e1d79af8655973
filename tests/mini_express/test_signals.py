"""V ruchu a spěchu (expansion rulebook "Vlakem kolem světa", minirozšíření V ruchu a spěchu: Změny
v přípravě hry, průběhu hry, konce hry a závěrečného bodování)."""
from __future__ import annotations

import pytest

from vypravci.games.core import RuleError
from vypravci.games.mini_express import GAME

from .helpers import drafted, event, keys, new, snap


def signals_game(n: int = 3, **options):
    state = drafted(n, "usa", signals=True, **options)
    for seat in range(n):
        for c in state.influence[seat]:
            state.influence[seat][c] = 9  # plenty of influence: every test turn buys a share
    return state


def buy(state, company: str = "lumber"):
    seat = state.to_act()
    state.area[company] = 0  # free and always possible
    return state.apply({"type": "buy", "seat": seat, "company": company})


def test_only_with_three_to_five_players():
    """"Toto minirozšíření není možné využít v sólo hře a hře dvou hráčů"."""
    assert GAME.player_counts(GAME.parse_options({"signals": True})) == [3, 4, 5]
    for mode in ("solo", "two_player", "experts"):
        with pytest.raises(RuleError) as err:
            GAME.parse_options({"signals": True, "mode": mode})
        assert err.value.key == "error-bad-options"


def test_setup_every_signal_shows_volno():
    state = signals_game(4)
    assert state.signals == [True] * 4 and state.to_act() == 0
    assert state.to_dict()["signals"] == {"volno": [True] * 4, "round_order": []}


def test_after_the_turn_the_player_chooses_among_volno():
    """Změny průběhu hry 1–2, 4: the signal turns to Stůj, the player picks the next active player
    among those showing Volno, and the start player token passes to them."""
    state = signals_game(4)
    events = buy(state)
    assert state.signals == [False, True, True, True]
    assert keys(events)[-2:] == ["me-ev-signal-stop", "me-ev-signal-choose"]
    assert state.to_act() == 0 and [a.player for a in state.legal_actions()] == [1, 2, 3]
    events = state.apply({"type": "next", "seat": 0, "player": 3})
    assert event(events, "me-ev-signal-next").params == {"seat": 3} and state.to_act() == 3
    assert state.turns[0] == 1 and state.round_order == [0]


def test_choice_refusals_leave_the_state_unchanged():
    state = signals_game(4)
    with pytest.raises(RuleError) as err:
        state.apply({"type": "next", "seat": 0, "player": 1})
    assert err.value.key == "error-next-not-pending"
    buy(state)
    state.apply({"type": "next", "seat": 0, "player": 2})
    buy(state)  # seat 2
    before = snap(state)
    for bad, key in (
        ({"type": "next", "seat": 2, "player": 0}, "error-next-stop"),
        ({"type": "next", "seat": 2, "player": 2}, "error-next-self"),
        ({"type": "next", "seat": 2, "player": 7}, "error-next-unknown"),
        ({"type": "buy", "seat": 2, "company": "steel"}, "error-next-pending"),
        ({"type": "pass", "seat": 2}, "error-next-pending"),
        ({"type": "next", "seat": 1, "player": 3}, "error-not-your-turn"),
    ):
        with pytest.raises(RuleError) as err:
            state.apply(bad)
        assert err.value.key == key, bad
        assert snap(state) == before


def test_last_volno_player_goes_next_without_a_choice():
    state = signals_game(3)
    buy(state)
    state.apply({"type": "next", "seat": 0, "player": 2})
    events = buy(state)  # seat 2: only seat 1 still shows Volno
    assert "me-ev-signal-choose" not in keys(events) and state.to_act() == 1 and not state.pending


def test_reset_when_every_signal_shows_stop():
    """Změny průběhu hry 3: when all signals show Stůj, all turn back to Volno and the active player
    picks one of the other players."""
    state = signals_game(3)
    buy(state)
    state.apply({"type": "next", "seat": 0, "player": 2})
    buy(state)  # seat 2 → seat 1 (the last Volno)
    events = buy(state)  # seat 1: everyone shows Stůj
    assert "me-ev-signal-reset" in keys(events) and state.signals == [True, True, True]
    assert [a.player for a in state.legal_actions()] == [0, 2]  # anyone but themselves
    assert state.round_order == []
    state.apply({"type": "next", "seat": 1, "player": 2})
    assert state.to_act() == 2  # seat 2 plays twice in a row across the reset


def _near_end(state):
    state.exhausted = ["steel"]
    state.offer["steel"] = 0
    state.offer["cotton"] = 1  # the next purchase of Cotton exhausts a second company


def test_end_continues_until_every_signal_shows_stop():
    """Změny konce hry: once the end is triggered, play goes on until every signal shows Stůj."""
    state = signals_game(4)
    _near_end(state)
    events = buy(state, "cotton")  # seat 0 triggers the end; 1, 2, 3 still show Volno
    assert state.end_triggered and "me-ev-signal-end-triggered" in keys(events) and not state.is_terminal()
    state.apply({"type": "next", "seat": 0, "player": 2})
    buy(state)
    state.apply({"type": "next", "seat": 2, "player": 1})
    buy(state)  # seat 1 → the last Volno, seat 3, follows automatically
    assert state.to_act() == 3 and not state.is_terminal()
    events = buy(state)
    assert state.is_terminal() and "me-ev-signal-reset" not in keys(events)
    assert state.round_order == [0, 2, 1, 3]


def test_end_triggered_by_the_last_volno_player_ends_at_once():
    """"Pokud konec hry spustil hráč, který měl na začátku svého tahu jako jediný z hráčů žeton
    návěstidla stranou Volno nahoru, hra končí okamžitě po ukončení tahu tohoto hráče.\""""
    state = signals_game(3)
    buy(state)
    state.apply({"type": "next", "seat": 0, "player": 1})
    buy(state)  # seat 1 → seat 2, the only Volno
    _near_end(state)
    buy(state, "cotton")
    assert state.is_terminal() and state.end_triggered


def test_tie_break_by_the_last_round():
    """Změny závěrečného bodování: ties not settled by the number of shares go to whoever played
    earlier in the last round."""
    state = signals_game(3)
    for seat in range(3):
        state.shares[seat] = {"lumber": 0, "steel": 0, "leather": 0, "cotton": 0}
        state.influence[seat] = {"lumber": 1, "steel": 1, "leather": 1, "cotton": 1}
    state.round_order = [2, 0, 1]
    assert state.scores() == [0, 0, 0]
    assert state.ranking() == [2, 0, 1]
    state.shares[2]["lumber"] = 1  # one share more, worth 0 points with influence 0:
    state.influence[2]["lumber"] = 0  # the tie on points stays, and seat 2 now has more shares
    assert state.scores() == [0, 0, 0] and state.ranking() == [0, 1, 2]
    base = drafted(3, "usa")  # without the variant: seat order after the shares
    for seat in range(3):
        base.shares[seat] = {"lumber": 0, "steel": 0, "leather": 0, "cotton": 0}
    base.round_order = [2, 0, 1]
    assert base.ranking() == [0, 1, 2]


def test_draft_is_unchanged():
    """The signals decide the order of play; the set-up's share draft runs as usual."""
    state = new(3, "usa", signals=True)
    order = []
    for company in ("lumber", "steel", "leather", "cotton", "cotton", "leather"):
        order.append(state.to_act())
        state.apply({"type": "draft", "seat": state.to_act(), "company": company})
    assert order == [0, 1, 2, 2, 1, 0] and state.phase == "play" and state.to_act() == 0
