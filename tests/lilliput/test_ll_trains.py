"""Trains (B) Nákup vlaků, the phases, train limits, obsolete and rusted trains)."""
import pytest

from vypravci.games.core import RuleError

from .helpers import act, done, drafted, finish_actions, skip_income, take


def train_turn(state, card="train-two"):
    skip_income(state)
    take(state, card, "main")
    return state.to_act()


def types(state, cid):
    return [t["type"] for t in state.companies[cid]["trains"]]


def test_new_trains_in_order_at_the_printed_price_first_2_train_starts_phase_2():
    state = drafted(4)
    seat = train_turn(state)  # seat 0: Mildendo Railway, 550 £
    assert state.phase == 1
    act(state, type="buy_train", company="mildendo")
    assert types(state, "mildendo") == ["2", "2"] and state.companies["mildendo"]["treasury"] == 470
    assert state.phase == 2
    act(state, type="buy_train", company="mildendo")  # the second 2-train of the deck
    assert state.deck[0] == "3" and state.current()["kind"] == "card"


def test_buy_1_or_2_trains_for_two_companies():
    """Příklad (Nákup vlaků): one company buys the current train, the player's other company buys
    it from the first at once for the minimum price."""
    state = drafted(4)
    skip_income(state)
    state.companies["tramecksan"].update(started=True, director=0, space=20, treasury=100, stations=1)
    take(state, "train-two", "main")
    act(state, type="buy_train", company="mildendo")
    bought = state.companies["mildendo"]["trains"][-1]["id"]
    act(state, type="buy_train", company="tramecksan", seller="mildendo", train=bought, price=1)
    assert types(state, "tramecksan") == ["2"] and state.companies["tramecksan"]["treasury"] == 99
    assert state.companies["mildendo"]["treasury"] == 550 - 80 + 1
    assert state.current()["kind"] == "card"  # two purchases used the card


def test_a_train_from_another_players_company_needs_that_directors_consent():
    state = drafted(4)
    train_turn(state)  # seat 0
    other = state.companies["national"]["trains"][0]["id"]
    with pytest.raises(RuleError):
        act(state, type="buy_train", company="mildendo", seller="national", train=other, price=0)
    act(state, type="buy_train", company="mildendo", seller="national", train=other, price=120)
    top = state.current()
    assert top["kind"] == "offer" and top["seat"] == 3 and state.to_act() == 3
    assert {a.type for a in state.legal_actions()} == {"answer_offer"}
    act(state, type="answer_offer", accept=False)
    assert types(state, "national") == ["2", "2"] and state.to_act() == 0
    act(state, type="buy_train", company="mildendo", seller="national", train=other, price=120)
    act(state, type="answer_offer", accept=True)
    assert types(state, "national") == ["2"] and types(state, "mildendo") == ["2", "2"]
    assert state.companies["national"]["treasury"] == 620 and state.companies["mildendo"]["treasury"] == 430


def test_emergency_money_a_company_without_trains():
    """The director pays what the treasury lacks; the treasury ends at 0."""
    state = drafted(4)
    seat = train_turn(state)
    comp = state.companies["mildendo"]
    comp["trains"], comp["treasury"] = [], 50
    state.players[seat]["cash"] = 40
    act(state, type="buy_train", company="mildendo")
    assert comp["treasury"] == 0 and state.players[seat]["cash"] == 10 and types(state, "mildendo") == ["2"]
    # With a train, no help: 0 £ cannot buy the next 2-train.
    with pytest.raises(RuleError):
        act(state, type="buy_train", company="mildendo")


def test_skyresh_buys_bank_trains_ten_percent_cheaper():
    state = drafted(4)
    skip_income(state)
    finder = next(s for s, p in enumerate(state.players) if "skyresh" in p["characters"])
    while state.to_act() != finder:
        take(state, next(c for c in state.cards if c not in state.used and c.startswith("shares")), "alt")
        if state.current()["kind"] == "tiles":
            done(state)
    take(state, "train-two", "main")
    cid = state.directed(finder)[0]
    before = state.companies[cid]["treasury"]
    act(state, type="buy_train", company=cid)
    assert state.companies[cid]["treasury"] == before - 72


def test_train_limit_refuses_even_when_the_purchase_would_rust_trains():
    state = drafted(4)
    train_turn(state)
    state.phase, state.bought_types = 4, ["2", "3", "4"]
    state.deck = ["5"] + state.deck
    comp = state.companies["mildendo"]
    comp["trains"] = [state.new_train("2"), state.new_train("3"), state.new_train("4")]
    comp["treasury"] = 1000
    with pytest.raises(RuleError) as err:
        act(state, type="buy_train", company="mildendo")
    assert err.value.key == "ll-error-train-limit"
    # An obsolete train may be returned first; then the purchase is allowed.
    two = comp["trains"][0]["id"]
    act(state, type="return_train", company="mildendo", train=two)
    assert state.depot[-1]["id"] == two
    act(state, type="buy_train", company="mildendo")
    assert state.phase == 5 and types(state, "mildendo") == ["3", "4", "5"]


def test_only_obsolete_trains_return_at_will():
    state = drafted(4)
    train_turn(state)
    two = state.companies["mildendo"]["trains"][0]["id"]
    with pytest.raises(RuleError):
        act(state, type="return_train", company="mildendo", train=two)  # phase 1: not obsolete


def test_phases_obsolete_rust_and_forced_returns():
    """Phase 4: 2-trains obsolete, limit 3; phase 5: 2-trains rust (also in the depot), limit 2 —
    a company over the limit returns trains of its director's choice to the depot."""
    state = drafted(4)
    train_turn(state)
    state.phase, state.bought_types = 3, ["2", "3"]
    state.deck = ["4", "5"] + state.deck
    comp = state.companies["mildendo"]
    comp["trains"], comp["treasury"] = [state.new_train("2")], 2000
    other = state.companies["national"]
    other["trains"] = [state.new_train("3"), state.new_train("3"), state.new_train("3"), state.new_train("3")]
    state.depot = [state.new_train("2")]
    act(state, type="buy_train", company="mildendo")
    assert state.phase == 4
    from vypravci.games.lilliput.economy import trains
    assert trains.is_obsolete(state, comp["trains"][0])
    # National has four 3-trains over the new limit 3: its director (seat 3) returns one now.
    assert state.current()["kind"] == "return" and state.to_act() == 3
    act(state, **state.legal_actions()[0].to_dict())
    assert len(other["trains"]) == 3 and state.depot[-1]["type"] == "3"
    assert state.to_act() == 0
    act(state, type="buy_train", company="mildendo")
    assert state.phase == 5
    assert types(state, "mildendo") == ["4", "5"]  # the 2-train rusted
    # Mildendo's, the depot's, Slamecksan's and Glimigrim's 2-trains leave the game.
    assert all(t["type"] != "2" for t in state.depot) and state.rusted == 4
    # Limit 2: National returns one more 3-train.
    assert state.current()["kind"] == "return" and state.to_act() == 3


def test_3d_and_4d_phases():
    state = drafted(4)
    train_turn(state)
    state.phase, state.bought_types = 5, ["2", "3", "4", "5"]
    state.deck = ["3D", "4D"]
    comp = state.companies["mildendo"]
    comp["trains"], comp["treasury"] = [state.new_train("3")], 5000
    state.companies["national"]["trains"] = [state.new_train("3"), state.new_train("4")]
    act(state, type="buy_train", company="mildendo")
    from vypravci.games.lilliput.economy import trains
    assert state.phase == 6 and trains.is_obsolete(state, comp["trains"][0])
    act(state, type="return_train", company="mildendo", train=comp["trains"][0]["id"])
    act(state, type="buy_train", company="mildendo")
    assert state.phase == 7 and types(state, "mildendo") == ["3D", "4D"]
    assert types(state, "national") == ["4"]  # its 3-train rusted
    assert trains.is_obsolete(state, state.companies["national"]["trains"][0])
    assert not any(t["type"] == "3" for t in state.depot)
    assert trains.top_train(state) == "4D"  # 4D never runs out


def test_bureaucracy_moves_the_top_train_to_the_depot_and_may_start_a_phase():
    state = drafted(4)
    state.deck = ["3"] + state.deck
    state.bought_types = ["2"]
    state.phase = 2
    finish_actions(state)
    while state.stage == "operating" or state.current()["kind"] in ("operate", "depot"):
        act(state, **state.legal_actions()[0].to_dict())
    assert state.depot and state.depot[0]["type"] == "3" and state.phase == 3


def test_depot_trains_only_for_new_or_withholding_companies():
    state = drafted(4)
    state.depot = [state.new_train("3")]
    train_turn(state)
    assert not any(a.type == "depot_train" for a in state.legal_actions())
    with pytest.raises(RuleError):
        act(state, type="depot_train", company="mildendo", train=state.depot[0]["id"])


def test_advanced_variant_removes_the_top_train_before_operating():
    """Varianta pro pokročilé: the top train card leaves the game before operating; a new type
    starts its phase, so trains may rust before they run."""
    state = drafted(4, advanced=True)
    state.phase, state.bought_types = 4, ["2", "3", "4"]
    state.deck = [t for t in state.deck if t not in ("2", "3", "4")]
    state.companies["mildendo"]["trains"].append(state.new_train("4"))
    finish_actions(state)
    assert state.removed_trains == 1 and state.phase == 5
    assert all(t["type"] != "2" for c in state.companies.values() for t in c["trains"])
    assert state.deck.count("5") == 3 and state.current()["company"] == "mildendo"


def test_without_the_variant_the_deck_stays_before_operating():
    state = drafted(4)
    deck = list(state.deck)
    finish_actions(state)
    assert state.deck == deck and state.removed_trains == 0


def test_price_choices_for_a_train_from_another_company():
    state = drafted(4)
    train_turn(state)
    other = state.companies["national"]["trains"][0]["id"]
    prices = state.choices(0, "buy_train", "price", {"company": "mildendo", "seller": "national", "train": other})
    assert prices[0] == 1 and max(prices) <= 550 and len(prices) <= 25
    assert state.choices(0, "buy_train", "company", {}) == ["mildendo"]
    act(state, type="buy_train", company="mildendo", seller="national", train=other, price=prices[3])
    assert state.current()["price"] == prices[3] and state.to_act() == 3
    assert state.choices(0, "buy_train", "price", {"company": "mildendo", "seller": "national"}) == []
