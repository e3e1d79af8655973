"""The experts' duel: 2 players without Mašinfíra (rulebook: Hra pro 2 zkušené hráče — Příprava,
Průběh, Konec, Závěrečné bodování)."""
from __future__ import annotations

import pytest

from vypravci.games.core import RuleError
from vypravci.games.mini_express.companies import COMPANIES

from .helpers import duel, drafted, keys, new, rebuilt, snap


def test_setup_changes():
    """Příprava hry pro 2 zkušené hráče: 5 shares per company on the asset board, 2 set aside, 2
    back in the box; no Mašinfíra; the start player begins the split of the starting shares."""
    state = new(2, mode="experts")
    assert state.offer == {c: 5 for c in COMPANIES} and state.set_aside == {c: 2 for c in COMPANIES}
    assert state.box == {c: 2 for c in COMPANIES}
    assert len(state.seats) == 2 and state.mf is None and "masinfira" not in state.to_dict()
    assert state.phase == "draft" and state.to_act() == 0
    assert [a.to_dict() for a in state.legal_actions()] == [
        {"seat": 0, "type": "split", "company": c} for c in COMPANIES]


def test_split_of_the_eight_starting_shares():
    """Step 9: the start player picks a company and takes 2 of its shares, then picks a second
    company of which both players take 1; the other player picks one of the two remaining
    companies and takes 2; both take 1 of the last company. Step 10 is skipped (nothing left)."""
    state = new(2, mode="experts")
    order = []
    for company in ("steel", "cotton", "lumber"):
        order.append(state.to_act())
        events = state.apply({"type": "split", "seat": state.to_act(), "company": company})
    assert order == [0, 0, 1]
    assert state.shares[0] == {"lumber": 0, "steel": 2, "leather": 1, "cotton": 1}
    assert state.shares[1] == {"lumber": 2, "steel": 0, "leather": 1, "cotton": 1}
    assert state.set_aside == {c: 0 for c in COMPANIES} and state.length == {c: 0 for c in COMPANIES}
    assert keys(events) == ["me-ev-split-two", "me-ev-split-last", "me-ev-play-begins"]
    assert state.phase == "play" and state.to_act() == 0


def test_split_refusals():
    """A company is chosen once only; the ordinary draft action is not used in the duel, and the
    split is not used outside it."""
    state = new(2, mode="experts")
    state.apply({"type": "split", "seat": 0, "company": "steel"})
    before = snap(state)
    with pytest.raises(RuleError) as err:
        state.apply({"type": "split", "seat": 0, "company": "steel"})
    assert err.value.key == "error-split-company-taken" and err.value.section == "experts-duel"
    with pytest.raises(RuleError) as err:
        state.apply({"type": "draft", "seat": 0, "company": "lumber"})
    assert err.value.key == "error-draft-duel-split"
    with pytest.raises(RuleError) as err:
        state.apply({"type": "split", "seat": 1, "company": "lumber"})
    assert err.value.key == "error-not-your-turn"
    assert snap(state) == before
    with pytest.raises(RuleError) as err:
        new(3).apply({"type": "split", "seat": 0, "company": "lumber"})
    assert err.value.key == "error-split-not-duel"


def test_first_turn_one_action_then_two_actions_per_turn():
    """Průběh: the start player plays 1 action on the first turn; then the players alternate with
    2 actions per turn."""
    state = duel()
    state.apply(state.legal_actions()[0])
    assert state.to_act() == 1 and state.turns == [1, 0]
    state.apply(state.legal_actions()[0])
    assert state.to_act() == 1 and state.first_company is not None
    state.apply(state.legal_actions()[0])
    assert state.to_act() == 0 and state.turns == [1, 1]


def _to_second_action(state, first: dict):
    """Seat 0's one-action first turn, then seat 1's first action ``first``."""
    state.influence[0]["cotton"] = 9
    state.apply({"type": "buy", "seat": 0, "company": "cotton"})
    state.apply({**first, "seat": 1})
    assert state.to_act() == 1 and state.second_action()


def test_two_actions_for_two_different_companies():
    """Průběh: the 2 actions of a turn must be for 2 different companies (any mix of buying and
    building)."""
    state = duel()
    state.influence[1]["lumber"] = 9
    _to_second_action(state, {"type": "buy", "company": "lumber"})
    before = snap(state)
    with pytest.raises(RuleError) as err:
        state.apply({"type": "buy", "seat": 1, "company": "lumber"})
    assert err.value.key == "error-duel-same-company" and snap(state) == before
    build = next(a for a in state.legal_actions() if a.to_dict()["type"] == "build")
    with pytest.raises(RuleError) as err:
        state.apply({**build.to_dict(), "company": "lumber", "route": None})
    assert err.value.key == "error-duel-same-company"
    assert all(getattr(a, "company", None) != "lumber" for a in state.legal_actions())
    events = state.apply(build)
    assert state.to_act() == 0 and "me-ev-duel-second" not in keys(events)


def test_second_action_may_not_end_the_game_by_buying():
    """Konec: nobody may end the game with the second action of a turn: buying the last share of a
    company (or emptying its supply of trains) is refused as a second action."""
    state = duel()
    state.influence[1]["lumber"] = 9
    state.offer["steel"], state.area["steel"] = 1, 0
    state.offer["leather"], state.area["leather"], state.supply["leather"] = 3, 0, 2
    _to_second_action(state, {"type": "buy", "company": "lumber"})
    for company in ("steel", "leather"):
        before = snap(state)
        with pytest.raises(RuleError) as err:
            state.apply({"type": "buy", "seat": 1, "company": company})
        assert err.value.key == "error-duel-second-action-ends" and snap(state) == before
        assert {"seat": 1, "type": "buy", "company": company} not in [a.to_dict() for a in state.legal_actions()]


def test_second_action_may_not_end_the_game_by_compensation():
    """Konec: a second-action build whose compensation would empty a company's train supply
    (exhausting its shares) is refused too; as a first action it is allowed and ends the game."""
    state = duel()
    state.influence[1]["cotton"] = 9
    state.supply["steel"], state.area["steel"] = 1, 3
    _to_second_action(state, {"type": "buy", "company": "cotton"})
    wilmington = {"seat": 1, "type": "build", "company": "leather", "city": "wilmington"}
    with pytest.raises(RuleError) as err:
        state.apply(wilmington)
    assert err.value.key == "error-duel-second-action-ends"
    assert not [a for a in state.legal_actions() if getattr(a, "city", None) == "wilmington"
                and a.company == "leather"]
    first = duel()
    first.supply["steel"], first.area["steel"] = 1, 3
    events = first.apply({**wilmington, "seat": 0})
    assert "steel" in first.exhausted and first.is_terminal()
    assert keys(events)[-2:] == ["me-ev-duel-end", "me-ev-game-over"]


def test_game_ends_at_once_when_one_company_is_exhausted():
    """Konec hry pro 2 zkušené hráče: the game ends the moment ONE company's share supply is
    exhausted; nobody plays another action."""
    state = duel()
    state.apply(state.legal_actions()[0])
    state.offer["steel"], state.area["steel"] = 1, 0
    state.apply({"type": "buy", "seat": 1, "company": "steel"})  # a first action may end it
    assert state.is_terminal() and state.to_act() is None and state.exhausted == ["steel"]
    with pytest.raises(RuleError) as err:
        state.apply({"type": "buy", "seat": 1, "company": "lumber"})
    assert err.value.key == "error-game-over"


def test_pass_only_when_no_second_action_is_possible():
    """House rule: a second action may be passed only when none is legal; it ends the turn."""
    state = duel()
    state.influence[1]["lumber"] = 9
    _to_second_action(state, {"type": "buy", "company": "lumber"})
    with pytest.raises(RuleError) as err:
        state.apply({"type": "pass", "seat": 1})
    assert err.value.key == "error-pass-not-allowed"
    # Leave nothing for another company: shares cost more influence than seat 1 has, and the
    # companies have no track to build from.
    for c in ("steel", "leather", "cotton"):
        state.area[c], state.influence[1][c] = 5, 0
        state.trains = {h: [x for x in cs if x != c] for h, cs in state.trains.items()}
    state = rebuilt(state)
    assert [a.to_dict() for a in state.legal_actions()] == [{"seat": 1, "type": "pass"}]
    state.apply({"type": "pass", "seat": 1})
    assert state.to_act() == 0 and state.passes_in_row == 0


def test_scoring_without_the_first_column_and_tie_breakers():
    """Závěrečné bodování hry pro 2 zkušené hráče: no 1st column (higher influence 2nd, lower
    Other, a tie 2nd for both); equal points → fewer shares, then the start player."""
    state = duel()
    state.influence = [{"lumber": 5, "steel": 2, "leather": 3, "cotton": 0},
                       {"lumber": 4, "steel": 2, "leather": 6, "cotton": 1}]
    rows = state.score_breakdown()
    assert [rows[0][c]["column"] for c in COMPANIES] == ["2nd", "2nd", "other", None]
    assert [rows[1][c]["column"] for c in COMPANIES] == ["other", "2nd", "2nd", "2nd"]
    state.scores = lambda: [30, 30]
    state.shares = [{c: 2 for c in COMPANIES}, {c: 1 for c in COMPANIES}]
    assert state.ranking() == [1, 0]
    state.shares = [{c: 1 for c in COMPANIES}, {c: 1 for c in COMPANIES}]
    assert state.ranking() == [0, 1]


def test_standard_game_unchanged_by_the_duel_rules():
    """The duel's restrictions do not leak into the standard game."""
    state = drafted(3)
    assert state.mode == "standard" and not state.second_action()
    state.apply(state.legal_actions()[0])
    assert state.to_act() == 1
