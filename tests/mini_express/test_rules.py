"""Mini Express base rules for 3–5 players (rulebook: Příprava hry, Průběh hry, Konec hry)."""
from __future__ import annotations

import pytest

from vypravci.games.core import RuleError
from vypravci.games.mini_express.companies import COMPANIES

from .helpers import drafted, new, snap

START_CITIES = {
    "usa": {"leather": "Erie", "lumber": "Baltimore", "steel": "Wilmington", "cotton": "Tallahassee"},
    "europe": {"leather": "Barcelona", "lumber": "Warsaw", "steel": "London", "cotton": "Belgrade"},
}


@pytest.mark.parametrize("map_id", ["usa", "europe"])
@pytest.mark.parametrize("n", [3, 4, 5])
def test_setup(map_id, n):
    """Příprava hry, steps 2–7 and 11: 6 shares per company on the asset board, 3 set aside (2 with
    3 players), one train on each start location, 4 on each train area, 20 in supply, a demand token
    in every city but the start locations, influence 1 everywhere."""
    state = new(n, map_id)
    assert state.offer == {c: 6 for c in COMPANIES}
    assert state.set_aside == {c: 2 if n == 3 else 3 for c in COMPANIES}
    assert state.area == {c: 4 for c in COMPANIES} and state.supply == {c: 20 for c in COMPANIES}
    for company, name in START_CITIES[map_id].items():
        city = next(c for c in state.board.data.cities if c.name == name)
        assert city.start == company and state.trains[city.hex] == [company]
        assert city.id not in state.tokens
    assert len(state.tokens) == 32
    assert all(inf == {c: 1 for c in COMPANIES} for inf in state.influence)
    assert state.length == {c: 0 for c in COMPANIES}


def test_demand_tokens_depend_on_seed_only():
    """Set-up step 7 draws tokens at random: the same seed gives the same layout."""
    assert new(seed=5).tokens == new(seed=5).tokens
    assert new(seed=5).tokens != new(seed=6).tokens


def test_draft_order_snake():
    """Step 9: first picks clockwise from the start player, second picks counter-clockwise
    starting with the player who picked first last."""
    state = new(3)
    order = []
    for company in ["lumber", "steel", "leather", "cotton", "cotton", "steel"]:
        order.append(state.to_act())
        state.apply({"type": "draft", "seat": state.to_act(), "company": company})
    assert order == [0, 1, 2, 2, 1, 0]
    assert state.phase == "play" and state.to_act() == 0


def test_draft_two_different_companies():
    """Step 9: each player must hold shares of two different companies."""
    state = new(3)
    for company in ["lumber", "steel", "leather"]:
        state.apply({"type": "draft", "seat": state.to_act(), "company": company})
    before = snap(state)
    with pytest.raises(RuleError) as err:
        state.apply({"type": "draft", "seat": 2, "company": "leather"})
    assert err.value.key == "error-draft-same-company" and snap(state) == before


def test_draft_no_two_players_with_the_same_pair():
    """Step 9: no two players may end with the same two companies."""
    state = new(4)
    for company in ["lumber", "steel", "lumber", "cotton"]:
        state.apply({"type": "draft", "seat": state.to_act(), "company": company})
    state.apply({"type": "draft", "seat": 3, "company": "steel"})  # seat 3: cotton + steel
    state.apply({"type": "draft", "seat": 2, "company": "steel"})  # seat 2: lumber + steel
    before = snap(state)
    with pytest.raises(RuleError) as err:  # seat 1 holds steel; lumber would copy seat 2
        state.apply({"type": "draft", "seat": 1, "company": "lumber"})
    assert err.value.key == "error-draft-same-pair" and snap(state) == before
    assert "lumber" not in [a.company for a in state.legal_actions()]


@pytest.mark.parametrize("n,step", [(3, 2), (4, 1), (5, 2)])
def test_unclaimed_shares_move_track_length(n, step):
    """Step 10: each share left over after the draft moves its company's track length by 1 (4
    players) or 2 (3 and 5 players)."""
    state = drafted(n)
    per_company = 2 if n == 3 else 3
    for c in COMPANIES:
        taken = sum(s[c] for s in state.shares)
        assert state.length[c] == (per_company - taken) * step
    assert all(v == 0 for v in state.set_aside.values())


def test_buy_share_example_nikol():
    """Příklad (Pořízení akcie): Nikol buys Ocelářská with 1 train on its train area; her influence
    drops from 3 to 2, she takes the share and 3 trains move from supply to the train area."""
    state = drafted(3)
    state.area["steel"], state.supply["steel"] = 1, 23
    state.influence[0]["steel"] = 3
    held = state.shares[0]["steel"]
    state.apply({"type": "buy", "seat": 0, "company": "steel"})
    assert state.influence[0]["steel"] == 2
    assert state.shares[0]["steel"] == held + 1 and state.offer["steel"] == 5
    assert state.area["steel"] == 4 and state.supply["steel"] == 20


def test_buy_refused_without_enough_influence():
    """Pořízení akcie: you may not go below zero influence; the refusal changes nothing."""
    state = drafted(3)
    state.area["lumber"] = 4
    state.influence[0]["lumber"] = 3
    before = snap(state)
    with pytest.raises(RuleError) as err:
        state.apply({"type": "buy", "seat": 0, "company": "lumber"})
    assert err.value.key == "error-buy-influence" and err.value.params["cost"] == 4
    assert err.value.section == "buy-share" and snap(state) == before


def test_buy_free_with_empty_train_area_and_cap_of_five():
    """Pořízení akcie: no trains on the area → free; trains are added up to 5 at most."""
    state = drafted(3)
    state.area["cotton"] = 0
    state.influence[0]["cotton"] = 0
    state.apply({"type": "buy", "seat": 0, "company": "cotton"})
    assert state.influence[0]["cotton"] == 0 and state.area["cotton"] == 3
    state.area["lumber"] = 4
    state.influence[1]["lumber"] = 4
    state.apply({"type": "buy", "seat": 1, "company": "lumber"})
    assert state.area["lumber"] == 5


def test_supply_running_out_exhausts_the_shares_at_once():
    """Vyčerpání nabídky akcií: when a company's supply is empty its remaining shares leave the game."""
    state = drafted(3)
    state.area["leather"], state.supply["leather"] = 0, 2
    state.influence[0]["leather"] = 0
    state.apply({"type": "buy", "seat": 0, "company": "leather"})
    assert state.supply["leather"] == 0 and state.area["leather"] == 2
    assert state.offer["leather"] == 0 and "leather" in state.exhausted
    assert not any(a.to_dict().get("company") == "leather" and a.to_dict()["type"] == "buy"
                   for a in state.legal_actions())


def test_last_share_exhausts_and_build_stays_available():
    """Vyčerpání nabídky akcií: after the last share is bought, Pořízení akcie is closed for that
    company but Stavba trati remains while it has trains on its area."""
    state = drafted(3)
    state.offer["steel"] = 1
    state.area["steel"] = 0
    state.apply({"type": "buy", "seat": 0, "company": "steel"})
    assert state.exhausted == ["steel"]
    assert any(a.to_dict()["type"] == "build" and a.company == "steel" for a in state.legal_actions())
    with pytest.raises(RuleError) as err:
        state.apply({"type": "buy", "seat": 1, "company": "steel"})
    assert err.value.key == "error-buy-no-shares"


def _exhaust(state, company):
    state.offer[company] = 1
    state.area[company] = 0
    state.apply({"type": "buy", "seat": state.to_act(), "company": company})


def test_end_when_two_companies_exhausted_equal_turns():
    """Konec hry: two exhausted companies trigger the end; play continues until the player to the
    right of the start player has played, so everyone has had the same number of turns."""
    state = drafted(4)
    _exhaust(state, "steel")  # seat 0
    _exhaust(state, "cotton")  # seat 1 triggers
    assert state.end_triggered and not state.is_terminal()
    state.apply(state.legal_actions()[0])  # seat 2
    assert not state.is_terminal() and state.to_act() == 3
    state.apply(state.legal_actions()[0])  # seat 3: last in the round
    assert state.is_terminal() and state.turns == [1, 1, 1, 1]


def test_end_immediately_when_last_seat_triggers():
    """Konec hry: if the player to the right of the start player triggers the end, it ends at once."""
    state = drafted(3)
    state.apply(state.legal_actions()[0])
    _exhaust(state, "steel")  # seat 1
    state.offer["lumber"] = 1
    state.area["lumber"] = 0
    state.apply({"type": "buy", "seat": 2, "company": "lumber"})
    assert state.is_terminal() and state.to_act() is None


def test_refused_action_after_the_end():
    state = drafted(3)
    state.phase = "over"
    with pytest.raises(RuleError) as err:
        state.apply({"type": "buy", "seat": 0, "company": "steel"})
    assert err.value.key == "error-game-over"


def test_tie_breakers_fewer_shares_then_turn_order():
    """Závěrečné bodování: equal points → fewer shares wins; still equal → closer to the start
    player in turn order."""
    state = drafted(3)
    state.scores = lambda: [10, 10, 10]
    state.shares = [{c: 1 for c in COMPANIES}, {c: 0 for c in COMPANIES}, {c: 1 for c in COMPANIES}]
    assert state.ranking() == [1, 0, 2]


def test_not_your_turn_and_wrong_phase():
    state = new(3)
    before = snap(state)
    with pytest.raises(RuleError) as err:
        state.apply({"type": "draft", "seat": 1, "company": "lumber"})
    assert err.value.key == "error-not-your-turn"
    with pytest.raises(RuleError) as err:
        state.apply({"type": "buy", "seat": 0, "company": "lumber"})
    assert err.value.key == "error-draft-first"
    assert snap(state) == before


def test_malformed_actions_are_refused():
    state = drafted(3)
    before = snap(state)
    for bad in ({"type": "buy", "seat": 0, "company": "gold"}, {"type": "fly", "seat": 0},
                {"type": "build", "seat": 0, "company": "steel", "city": "atlantis"},
                {"type": "build", "seat": 0, "company": "steel", "city": "atlanta", "extra": 1}):
        with pytest.raises(RuleError):
            state.apply(bad)
    assert snap(state) == before
