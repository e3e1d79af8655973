"""2 players with Mašinfíra (rulebook: Hra pro 2 hráče (s Mašinfírou) — Příprava, Průběh, Konec,
Závěrečné bodování)."""
from __future__ import annotations

import pytest

from vypravci.games.core import RuleError
from vypravci.games.mini_express import GAME
from vypravci.games.mini_express.companies import COMPANIES

from .helpers import keys, new, only_token, two_player


def test_setup_changes():
    """Příprava hry pro dva hráče: 6 shares per company on the asset board, 2 set aside, 1 back in
    the box; Mašinfíra is a third seat with influence 1 everywhere, the destination marker off
    the map and the company marker on Dřevařská (Mašinfíra set-up steps I–III)."""
    state = new(2, mode="two_player")
    assert state.offer == {c: 6 for c in COMPANIES} and state.set_aside == {c: 2 for c in COMPANIES}
    assert state.box == {c: 1 for c in COMPANIES}
    assert [s.kind for s in state.seats] == ["human", "human", "automa"] and state.mf == 2
    assert state.influence[2] == {c: 1 for c in COMPANIES}
    assert state.mf_number == 0 and COMPANIES[state.mf_company] == "lumber"
    # No starting shares are drawn for Mašinfíra (step IV), so all 14 tokens are in the bag.
    assert len(state.mf_bag) == 14 and state.mf_aside == []


def test_draft_then_unclaimed_shares_go_to_masinfira():
    """Step 9 as usual (snake order, two different companies, different pairs); step 10: every
    unclaimed share goes to Mašinfíra, and no track length moves."""
    state = new(2, mode="two_player")
    order = []
    for company in ("lumber", "steel", "leather", "cotton"):
        order.append(state.to_act())
        events = state.apply({"type": "draft", "seat": state.to_act(), "company": company})
    assert order == [0, 1, 1, 0]
    assert state.shares[0] == {"lumber": 1, "steel": 0, "leather": 0, "cotton": 1}
    assert state.shares[1] == {"lumber": 0, "steel": 1, "leather": 1, "cotton": 0}
    assert state.shares[2] == {c: 1 for c in COMPANIES}
    assert [e.params["company"] for e in events if e.key == "me-ev-mf-leftover"] == list(COMPANIES)
    assert state.length == {c: 0 for c in COMPANIES} and "me-ev-draft-leftover" not in keys(events)
    assert state.set_aside == {c: 0 for c in COMPANIES}
    assert state.phase == "play" and state.to_act() == 0


def test_draft_keeps_the_pair_rule():
    """Step 9's restriction still holds: no two players with the same two companies."""
    state = new(2, mode="two_player")
    for company in ("lumber", "steel"):
        state.apply({"type": "draft", "seat": state.to_act(), "company": company})
    state.apply({"type": "draft", "seat": 1, "company": "lumber"})  # seat 1: steel + lumber
    with pytest.raises(RuleError) as err:
        state.apply({"type": "draft", "seat": 0, "company": "steel"})
    assert err.value.key == "error-draft-same-pair"


def test_turn_order_masinfira_plays_last():
    """Průběh hry pro dva hráče: the start player, then the second player, then Mašinfíra."""
    state = two_player()
    state.influence[0]["lumber"] = state.influence[1]["steel"] = 5
    events = state.apply({"type": "buy", "seat": 0, "company": "lumber"})
    assert "me-ev-mf-token" not in keys(events) and state.to_act() == 1
    events = state.apply({"type": "buy", "seat": 1, "company": "steel"})
    assert "me-ev-mf-token" in keys(events) and state.to_act() == 0
    assert state.turns == [1, 1, 1]


def _one_exhausted(state):
    state.offer["steel"] = 0
    state.exhausted = ["steel"]


def test_end_triggered_by_a_player_finishes_with_masinfira():
    """Konec hry pro 2 hráče: once two share supplies are exhausted, the round is played out so
    that it ends with Mašinfíra's turn."""
    state = two_player()
    _one_exhausted(state)
    state.offer["cotton"], state.area["cotton"] = 1, 0
    state.apply({"type": "buy", "seat": 0, "company": "cotton"})  # triggers the end
    assert state.end_triggered and not state.is_terminal() and state.to_act() == 1
    events = state.apply(state.legal_actions()[0])
    assert "me-ev-mf-token" in keys(events) or "me-ev-mf-pass" in keys(events)
    assert state.is_terminal() and state.turns == [1, 1, 1]


def test_end_triggered_by_masinfira_ends_at_once():
    """Konec hry pro 2 hráče: if Mašinfíra triggers the end, the game ends at once."""
    state = two_player()
    _one_exhausted(state)
    state.apply(state.legal_actions()[0])
    state.mf_company = COMPANIES.index("lumber")
    only_token(state, 2, 1)  # → Kožedělná
    state.area["leather"], state.offer["leather"] = 0, 1
    events = state.apply(state.legal_actions()[0])
    assert "me-ev-end-now" in keys(events) and keys(events)[-1] == "me-ev-game-over"
    assert state.is_terminal() and state.turns == [1, 1, 1]


def test_scoring_as_standard_with_masinfira_as_third_player():
    """Závěrečné bodování hry pro 2 hráče: standard scoring (the 1st column counts), Mašinfíra is
    the third player; ties as in the standard game."""
    state = two_player()
    state.influence = [{c: 5 for c in COMPANIES}, {c: 3 for c in COMPANIES}, {c: 4 for c in COMPANIES}]
    rows = state.score_breakdown()
    assert {rows[0][c]["column"] for c in COMPANIES} == {"1st"}
    assert {rows[2][c]["column"] for c in COMPANIES} == {"2nd"}
    assert {rows[1][c]["column"] for c in COMPANIES} == {"other"}
    state.scores = lambda: [9, 9, 9]
    state.shares = [{c: 1 for c in COMPANIES}, {c: 1 for c in COMPANIES}, {c: 0 for c in COMPANIES}]
    assert state.ranking() == [2, 0, 1]  # fewer shares, then turn order


def test_no_difficulty_in_two_player():
    with pytest.raises(RuleError):
        GAME.parse_options({"mode": "two_player", "difficulty": "sotous"})
