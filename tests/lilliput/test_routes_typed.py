"""A director's own routes typed as text ("stops per train, trains split by ;"), read by the game
(``typed_routes``) through the generic command layer, so ``/ll operate routes:…`` and the console
take them; the engine then checks them. Rulebook, 2. Provoz vlaků: the company must earn the
maximum, and the other players may point out better routes."""
import pytest

from vypravci.bot.commands import actions as cmd
from vypravci.bot.commands.present import Presenter
from vypravci.games.core import RuleError
from vypravci.games.lilliput import typed_routes

from .helpers import act, drafted, finish_actions

BEST = "mildendo-s-mildendo-1-0; mildendo-s mildendo-0-0 mildendo-0-1"  # 20 + 30 on the fake board
WORSE = "; mildendo-s, mildendo-0-0"  # the 2-train idle, the 3-train short


def operating_with_two_trains():
    state = drafted(4)
    state.companies["mildendo"]["trains"].append(state.new_train("3"))
    finish_actions(state)
    assert state.current()["company"] == "mildendo" and state.current()["best"]["total"] == 50
    return state


def test_parse_reads_stops_per_train_in_the_company_order():
    state = operating_with_two_trains()
    two, three = (t["id"] for t in state.companies["mildendo"]["trains"])
    assert typed_routes.parse(state, "mildendo", BEST) == {
        two: ["mildendo-s", "mildendo-1-0"], three: ["mildendo-s", "mildendo-0-0", "mildendo-0-1"]}
    assert typed_routes.parse(state, "mildendo", "MILDENDO-S > mildendo-0-0") == {two: ["mildendo-s", "mildendo-0-0"]}
    assert typed_routes.parse(state, "mildendo", WORSE) == {three: ["mildendo-s", "mildendo-0-0"]}
    assert typed_routes.parse(state, "mildendo", "mildendo-s-nowhere") is None  # an unknown stop
    assert typed_routes.parse(state, "mildendo", "mildendo-s; mildendo-s; mildendo-s") is None  # 3 routes, 2 trains
    assert typed_routes.parse(state, "mildendo", " ; ") is None


@pytest.mark.parametrize("locale", ["cs", "en"])
def test_typed_maximum_is_accepted(locale):
    """2. Provoz vlaků: routes that earn the maximum are run as named."""
    state = operating_with_two_trains()
    seat = state.to_act()
    label = Presenter(locale).labeler(state)
    found = cmd.choices(state, seat, "operate", "routes", {"company": "mildendo"}, label, typed=BEST)
    assert found[0].value == BEST and "mildendo-s–mildendo-1-0" in found[0].label
    action = cmd.resolve(state, seat, "operate", {"company": "mildendo", "payout": "True", "routes": BEST}, label)
    assert action["routes"] == typed_routes.parse(state, "mildendo", BEST)
    act(state, **action)
    assert state.last_runs["mildendo"]["total"] == 50


@pytest.mark.parametrize("locale", ["cs", "en"])
def test_typed_routes_below_the_maximum_are_refused_with_the_best_total(locale):
    """2. Provoz vlaků: the company must take the maximum; the refusal names the better total."""
    state = operating_with_two_trains()
    seat = state.to_act()
    p = Presenter(locale)
    action = cmd.resolve(state, seat, "operate", {"company": "mildendo", "payout": "True", "routes": WORSE},
                         p.labeler(state))
    cash = state.companies["mildendo"]["treasury"]
    with pytest.raises(RuleError) as err:
        act(state, **action)
    assert err.value.key == "ll-error-not-maximum"
    assert (err.value.params["total"], err.value.params["best"]) == (20, 50)
    text = p.error(state, err.value)
    assert "20" in text and "50" in text and "ll-error" not in text
    assert err.value.params["routes"] and err.value.params["routes"] in text  # the better run, typed
    again = cmd.resolve(state, seat, "operate", {"company": "mildendo", "payout": "True",
                                                 "routes": err.value.params["routes"]}, p.labeler(state))
    act(state.clone(), **again)  # what the refusal shows can be typed back and is accepted
    assert state.current()["company"] == "mildendo" and state.companies["mildendo"]["treasury"] == cash


def test_unreadable_typed_routes_are_refused_by_the_command_layer():
    state = operating_with_two_trains()
    seat = state.to_act()
    with pytest.raises(RuleError) as err:
        cmd.resolve(state, seat, "operate", {"company": "mildendo", "routes": "mildendo-s-atlantis"},
                    Presenter("en").labeler(state))
    assert err.value.key.startswith("error-no-such-choice")


def test_squares_with_minus_signs_read_between_separators():
    """Real boards name stops by square ("x,y", negative numbers included)."""
    known = {k: k for k in ("0,0", "-1,0", "1,0", "0,-1")}
    assert typed_routes._stops("0,0--1,0", known) == ["0,0", "-1,0"]
    assert typed_routes._stops("0,0-1,0 > 0,-1", known) == ["0,0", "1,0", "0,-1"]
    assert typed_routes._stops("0,0-2,0", known) is None
