"""Set-up (Příprava hry) and the 2- and 3-player changes."""
import pytest

from vypravci.games.core import RuleError

from .helpers import act, drafted, new_game


def test_draft_goes_clockwise_then_back():
    state = new_game(4)
    order = []
    while state.stage == "draft":
        top = state.current()
        if top["kind"] == "draft":
            order.append(top["seat"])
        act(state, **state.legal_actions()[0].to_dict())
    assert order == [0, 1, 2, 3, 3, 2, 1, 0]


def test_each_player_ends_with_one_company_and_one_character():
    state = drafted(4)
    assert all(p["company"] and len(p["characters"]) == 1 for p in state.players)
    assert state.characters_left == []  # the fifth character left the game
    assert [p["cash"] for p in state.players] == [30, 30, 60, 30]  # Glimigrim Valley's owner: 60
    assert [p["dimens"] for p in state.players] == [1, 1, 1, 1]


def test_second_choice_must_be_the_other_kind():
    state = new_game(2)
    act(state, type="choose_company", company="mildendo")
    act(state, **state.legal_actions()[0].to_dict())  # home tile
    act(state, type="choose_character", character="limnoc")
    act(state, type="choose_company", company="national")
    act(state, **state.legal_actions()[0].to_dict())
    with pytest.raises(RuleError):
        act(state, type="choose_company", company="glimigrim")
    assert {a.type for a in state.legal_actions()} == {"choose_character"}


def test_start_company_capital_trains_and_home_tile_at_once():
    state = new_game(4)
    act(state, type="choose_company", company="slamecksan")
    top = state.current()
    assert top["kind"] == "home" and top["seat"] == 0
    assert all(a.tile == "home-y" for a in state.legal_actions())  # Slamecksan: the free Y tile
    act(state, **state.legal_actions()[0].to_dict())
    comp = state.companies["slamecksan"]
    assert comp["treasury"] == 500 and [t["type"] for t in comp["trains"]] == ["2"]
    assert state.market.value(comp["space"]) == 50 and comp["stations"] == 1
    act(state, type="choose_company", company="national")
    act(state, **state.legal_actions()[0].to_dict())
    assert [t["type"] for t in state.companies["national"]["trains"]] == ["2", "2"]
    act(state, type="choose_company", company="mildendo")
    act(state, **state.legal_actions()[0].to_dict())
    assert state.companies["mildendo"]["treasury"] == 550
    assert state.market.value(state.companies["mildendo"]["space"]) == 55


def test_every_home_tile_on_a_different_side_of_mildendo():
    state = drafted(4)
    homes = [k for k, v in state.board.tiles.items() if v.get("station")]
    assert len(homes) == 4 and len(set(homes)) == 4


def test_deck_four_players():
    """Two 2-trains on top, then 3s … 3D, then 4D (table 6, four players)."""
    state = drafted(4)
    assert state.deck[:2] == ["2", "2"]
    assert [state.deck.count(k) for k in ("2", "3", "4", "5", "3D", "4D")] == [2, 6, 5, 4, 3, 4]
    assert state.rounds == 8 and len(state.cards) == 10


def test_three_players():
    """9 rounds, the leftover start company removed, two 2-trains, 8 cards, table 6 counts."""
    state = drafted(3)
    assert state.rounds == 9 and len(state.cards) == 8
    assert state.companies["national"]["removed"] and not state.companies["national"]["started"]
    assert [state.deck.count(k) for k in ("2", "3", "4", "5", "3D")] == [2, 5, 4, 3, 2]
    assert "shares-5" not in state.cards and "tile-any" not in state.cards


def test_two_players():
    """Two Dimen's Land each, two start companies removed, 6 cards, table 6 counts."""
    state = drafted(2)
    assert [p["dimens"] for p in state.players] == [2, 2]
    assert sum(c["removed"] for c in state.companies.values()) == 2
    assert len(state.cards) == 6 and state.rounds == 8
    assert [state.deck.count(k) for k in ("2", "3", "4", "5", "3D")] == [2, 3, 3, 2, 2]


def test_two_player_variant_two_characters_each():
    state = drafted(2, two_characters=True)
    assert [len(p["characters"]) for p in state.players] == [2, 2]
    assert sum(1 for p in state.players if p["company"]) == 2


def test_two_characters_only_with_two_players():
    from vypravci.games.lilliput.game import LilliputOptions
    from .helpers import GAME
    assert GAME.player_counts(LilliputOptions(two_characters=True)) == [2]
