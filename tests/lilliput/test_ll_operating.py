"""Operating (2. Provoz vlaků): order, maximum revenue, paying out and withholding, the final
round; the dividend table of the rulebook (Vyplácení dividend)."""
import pytest

from vypravci.games.core import RuleError

from vypravci.games.lilliput.routes import Path, RouteGraph, Stop

from .fakeboard import FakeBoard
from .helpers import GAME, act, drafted, finish_actions, skip_income, take


def to_operating(state):
    finish_actions(state)
    assert state.stage == "operating"


def test_companies_operate_highest_price_first_top_of_a_stack_first():
    state = drafted(4)
    state.move_token("glimigrim", state.market.space_of(70))
    to_operating(state)
    seen = []
    while state.stage == "operating" and state.current():
        top = state.current()
        if top["kind"] == "operate":
            seen.append(top["company"])
        act(state, **state.legal_actions()[-1].to_dict())
    assert seen == ["glimigrim", "mildendo", "slamecksan", "national"]


def test_payout_pays_ten_percent_per_share_bank_part_stays_in_the_bank():
    state = drafted(4)
    state.players[1]["shares"]["mildendo"] = 2
    state.companies["mildendo"]["bank"] = 1
    cash = [p["cash"] for p in state.players]
    to_operating(state)
    cash = [p["cash"] for p in state.players]
    top = state.current()
    assert top["company"] == "mildendo" and top["best"]["total"] == 20  # one 2-train (fake board)
    treasury = state.companies["mildendo"]["treasury"]
    act(state, type="operate", company="mildendo", payout=True)
    assert state.players[0]["cash"] == cash[0] + 10 and state.players[1]["cash"] == cash[1] + 4
    assert state.companies["mildendo"]["treasury"] == treasury
    assert state.market.value(state.companies["mildendo"]["space"]) == 65  # 55 → right


def test_withholding_fills_the_treasury_moves_left_and_offers_a_depot_train():
    state = drafted(4)
    state.depot = [state.new_train("2"), state.new_train("2")]
    to_operating(state)
    treasury = state.companies["mildendo"]["treasury"]
    act(state, type="operate", company="mildendo", payout=False)
    assert state.companies["mildendo"]["treasury"] == treasury + 20
    assert state.market.value(state.companies["mildendo"]["space"]) == 45  # 55 → left (lower row start)
    assert state.current()["kind"] == "depot" and state.to_act() == 0
    # Two equal depot trains are one choice, plus declining.
    assert [a.type for a in state.legal_actions()] == ["depot_train", "done"]
    act(state, **state.legal_actions()[0].to_dict())
    assert len(state.companies["mildendo"]["trains"]) == 2 and len(state.depot) == 1


def test_withholding_at_the_train_limit_may_return_an_obsolete_train_and_buy():
    """Ponechání dividend: after withholding "the company may immediately buy one train from the
    train depot"; Limit vlaků: a company at its limit may not buy, "but it may deliberately return
    an obsolete train to the depot before buying a new one". Phase 4: limit 3, 2-trains obsolete."""
    state = drafted(4)
    state.phase = 4
    state.companies["mildendo"]["trains"] = [state.new_train("2"), state.new_train("3"), state.new_train("3")]
    state.depot = [state.new_train("3")]
    old = state.companies["mildendo"]["trains"][0]["id"]
    to_operating(state)
    assert state.current()["company"] == "mildendo"
    act(state, type="operate", company="mildendo", payout=False)
    assert state.current()["kind"] == "depot" and state.to_act() == 0
    offered = [a.to_dict() for a in state.legal_actions()]
    assert [a["type"] for a in offered] == ["return_train", "done"] and offered[0]["train"] == old
    with pytest.raises(RuleError) as err:  # still at the limit
        act(state, type="depot_train", company="mildendo", train=state.depot[0]["id"])
    assert err.value.key == "ll-error-train-limit"
    treasury = state.companies["mildendo"]["treasury"]
    act(state, type="return_train", company="mildendo", train=old)
    assert state.current()["kind"] == "depot"  # the offer stays open: now there is room
    buy = next(a for a in state.legal_actions() if a.type == "depot_train" and a.train != old)
    act(state, **buy.to_dict())
    assert [t["type"] for t in state.companies["mildendo"]["trains"]] == ["3", "3", "3"]
    assert state.companies["mildendo"]["treasury"] == treasury - 150
    assert [t["id"] for t in state.depot] == [old]


def test_withholding_at_the_limit_without_an_obsolete_train_gets_no_offer():
    state = drafted(4)
    state.phase = 4
    state.companies["mildendo"]["trains"] = [state.new_train("3"), state.new_train("3"), state.new_train("3")]
    state.depot = [state.new_train("3")]
    to_operating(state)
    act(state, type="operate", company="mildendo", payout=False)
    assert state.current() is None or state.current()["kind"] != "depot"


def test_final_round_pays_double_cannot_withhold_and_moves_twice():
    state = drafted(4)
    state.round = state.rounds
    to_operating(state)
    assert [a.payout for a in state.legal_actions()] == [True]
    with pytest.raises(RuleError):
        act(state, type="operate", company="mildendo", payout=False)
    cash = state.players[0]["cash"]
    act(state, type="operate", company="mildendo", payout=True)
    assert state.players[0]["cash"] == cash + 20  # 50 % of 2 × 20
    assert state.market.value(state.companies["mildendo"]["space"]) == 75  # 55 → 65 → 75


def test_no_revenue_no_decision_price_falls():
    state = drafted(4)
    state.companies["mildendo"]["trains"] = []
    to_operating(state)
    assert state.current()["company"] != "mildendo"
    assert state.market.value(state.companies["mildendo"]["space"]) == 45


def test_submitted_routes_must_earn_the_maximum():
    """The revenue must be the maximum; other players may demand the better routes."""
    state = drafted(4)
    state.companies["mildendo"]["trains"].append(state.new_train("3"))
    two, three = (t["id"] for t in state.companies["mildendo"]["trains"])
    to_operating(state)
    assert state.current()["best"]["total"] == 50
    with pytest.raises(RuleError) as err:
        act(state, type="operate", company="mildendo", payout=True, routes={three: ["mildendo-s", "mildendo-0-0"]})
    assert err.value.key == "ll-error-not-maximum" and err.value.params["best"] == 50
    with pytest.raises(RuleError) as err:  # a route breaking a rule: no station of the company
        act(state, type="operate", company="mildendo", payout=True, routes={three: ["mildendo-0-0", "mildendo-0-1"]})
    assert err.value.key == "ll-error-route-no-station"
    act(state, type="operate", company="mildendo", payout=True,
        routes={two: ["mildendo-s", "mildendo-1-0"], three: ["mildendo-s", "mildendo-0-0", "mildendo-0-1"]})
    assert state.last_runs["mildendo"]["total"] == 50


class ScriptedBoard(FakeBoard):
    """The fake board, with each company's revenue of the round set by the test."""

    revenue: dict[str, int] = {}

    def route_graph(self):
        """Each company's station city joined to one city worth what the test says, minus 10."""
        stops, paths = [], []
        for company, total in self.revenue.items():
            if not total:
                continue
            stops += [Stop(id=f"{company}-s", kind="city", value=10, tile=f"{company}-s", slots=1, stations=(company,)),
                      Stop(id=f"{company}-x", kind="city", value=max(total - 10, 0), tile=f"{company}-x", slots=1)]
            paths.append(Path(id=f"{company}-p", a=f"{company}-s", b=f"{company}-x", tile=f"{company}-s"))
        return RouteGraph(stops=tuple(stops), paths=tuple(paths))

    def clone(self):
        other = ScriptedBoard()
        other.tiles, other.spots = dict(self.tiles), {k: list(v) for k, v in self.spots.items()}
        other.homes = list(self.homes)
        return other


def test_dividend_table_example():
    """Vyplácení dividend, the scoring notepad example: a player with 30 £ directs the red company;
    +25 from red's first revenue, −55 for a yellow share, +70 from red's second revenue, +6 from
    yellow's (one 10 % share): 76 £. The company's column: −80 for a 2-train, −40 for its first
    extra station (the notepad's company starts at 500; Mildendo Railway has 550)."""
    from vypravci.games.lilliput.game import Lilliput
    from vypravci.games.core import Seat
    game = Lilliput(board_factory=ScriptedBoard)
    state = game.new_state(game.Options(), [Seat(name=f"P{i}") for i in range(4)], 1)
    for seat, cid in enumerate(["mildendo", "national", "slamecksan", "glimigrim"]):
        act(state, type="choose_company", company=cid)
        act(state, **state.legal_actions()[0].to_dict())
    for ch in ("golbasto", "limnoc", "skyresh", "flimnap"):
        act(state, type="choose_character", character=ch)
    ScriptedBoard.revenue = {"mildendo": 50, "national": 0}
    player, red = state.players[0], state.companies["mildendo"]
    keep = ("train-two", "station", "shares-10")

    def others_until_my_turn():
        while state.to_act() != 0 or state.current()["kind"] != "card":
            if state.current()["kind"] == "card":
                free = [c for c in state.cards if c not in state.used and c not in keep]
                take(state, free[0], "alt")
            else:
                act(state, type="done")

    # Round 1 (seat 0 starts): the 2-train (VL2) and the first extra station (ST).
    take(state, "train-two", "main")
    act(state, type="buy_train", company="mildendo")
    act(state, type="done")
    assert red["treasury"] == 550 - 80
    others_until_my_turn()
    take(state, "station", "main")
    act(state, type="place_station", company="mildendo", spot=state.board.station_spots("mildendo")[0])
    assert red["treasury"] == 550 - 120
    assert state.stage == "operating"
    while state.current() and state.current()["kind"] == "operate":
        act(state, type="operate", company=state.current()["company"], payout=True)
    assert player["cash"] == 55  # 1Ce: +25
    # Round 2: a yellow share at 55 (AZl), then a card without money.
    state.move_token("national", state.market.space_of(55))
    others_until_my_turn()
    take(state, "shares-10", "main")
    act(state, type="buy_share", company="national")
    assert player["cash"] == 0
    take(state, "station", "main")  # a card that brings the player no money; no second station
    act(state, type="done")
    ScriptedBoard.revenue = {"mildendo": 140, "national": 60}
    finish_actions(state)
    while state.current() and state.current()["kind"] == "operate":
        act(state, type="operate", company=state.current()["company"], payout=True)
    assert player["cash"] == 76  # 2Ce: +70, 2Zl: +6


def test_the_engine_suggests_the_best_routes_and_they_are_accepted():
    state = drafted(4)
    state.companies["mildendo"]["trains"].append(state.new_train("3D"))
    to_operating(state)
    suggestion = state.suggest(0, "operate", {"payout": False})
    assert suggestion["payout"] is False and len(suggestion["routes"]) == 2
    act(state, **suggestion)
    assert state.last_runs["mildendo"]["total"] == 20 + 60  # the 3D-train doubles


def test_a_trainless_company_withholds_nothing_and_may_buy_from_the_depot_with_emergency_money():
    """No revenue moves the price left; the depot offer follows; the director pays what the
    treasury lacks for the company's first train."""
    state = drafted(4)
    comp = state.companies["mildendo"]
    comp["trains"], comp["treasury"] = [], 30
    state.depot = [state.new_train("3")]
    state.players[0]["cash"] = 200
    to_operating(state)
    assert state.current() == {"kind": "depot", "seat": 0, "company": "mildendo"}
    assert state.market.value(comp["space"]) == 45
    state.players[0]["cash"] = 200
    act(state, type="depot_train", company="mildendo", train=state.depot[0]["id"])
    assert comp["treasury"] == 0 and state.players[0]["cash"] == 80 and [t["type"] for t in comp["trains"]] == ["3"]
