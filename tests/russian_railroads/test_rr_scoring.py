"""Scoring after every round (pp. 18–19), the next round's preparation (p. 19), the last round
(p. 20) and the final scoring (pp. 20–21)."""
from __future__ import annotations

from vypravci.games.russian_railroads import scoring
from vypravci.games.russian_railroads.setup import new_player

from .helpers import BLUE, GREEN, RED, YELLOW, Pass, Place, playing, turn


def red_board() -> dict:
    """Red's board in the example of pp. 18–19."""
    p = new_player(4)
    # Trans-Siberian: locomotives 6 and 2 reach space 8; brown rail on 3, grey on 7, black beyond
    # the reach; one doubling token over space 1.
    p["rails"]["ts"] = {"black": 9, "grey": 7, "brown": 3}
    p["locos"]["ts"] = [6, 2]
    p["doubling"] = 1
    # St. Petersburg: only the black rail, no locomotive. Kiev: a level-2 locomotive, black only.
    p["rails"]["spb"] = {"black": 3, "grey": 0, "brown": 0}
    p["rails"]["kiev"] = {"black": 4, "grey": 0, "brown": 0}
    p["locos"]["kiev"] = [2]
    # Industry: the marker on the first factory (no number: the 5 before it counts).
    p["factories"] = [5]
    p["industry"] = [5]
    return p


def test_trans_siberian_example():
    """pp. 18–19 příklad: spaces 1–3 brown (2 each, space 1 doubled: 8), 4–7 grey (4), space 8
    virtual black (0): 12 points."""
    assert scoring.line_points(red_board(), "ts") == 12


def test_st_petersburg_example():
    """p. 19 příklad: no rails but black and no locomotive: 0 points."""
    assert scoring.line_points(red_board(), "spb") == 0


def test_kiev_example():
    """p. 19 příklad: a level-2 locomotive, only black rail: no rail points, bonus 1 + 2 = 3."""
    assert scoring.line_points(red_board(), "kiev") == 3


def test_industry_example_and_round_total():
    """p. 19 příklady: a marker on a factory scores 5; red's round totals 12 + 0 + 3 + 5 = 20."""
    assert scoring.round_score(red_board()) == {"ts": 12, "spb": 0, "kiev": 3, "industry": 5, "total": 20}


def test_kiev_bonuses_are_cumulative():
    """p. 17: black rail on Kiev 3 and a locomotive of at least 3: 1 + 2 + 3 = 6 each scoring,
    also once a later colour covers the spaces."""
    p = new_player(4)
    p["rails"]["kiev"] = {"black": 3, "grey": 2, "brown": 0}
    p["locos"]["kiev"] = [3]
    assert scoring.line_points(p, "kiev") == 6 + 2  # plus grey 1 + 1 on spaces 1–2


def test_st_petersburg_7_grey_and_locomotive_doubles_the_line():
    """p. 17, p. 19: grey rail and locomotive on St. Petersburg 7 double every space of the line."""
    p = new_player(4)
    p["rails"]["spb"] = {"black": 9, "grey": 7, "brown": 2}
    p["locos"]["spb"] = [6]
    assert scoring.line_points(p, "spb") == 2 * 2 + 4 * 1
    p["locos"]["spb"] = [7]
    assert scoring.line_points(p, "spb") == 2 * (2 * 2 + 5 * 1)


def test_virtual_rails_fill_to_the_next_rail():
    """p. 18: every rail is followed by virtual rails of its colour down to the next rail."""
    p = new_player(4)
    p["rails"]["ts"] = {"black": 10, "grey": 8, "brown": 5, "natural": 2}
    p["locos"]["ts"] = [9, 2]
    assert scoring.line_points(p, "ts") == 2 * 4 + 3 * 2 + 3 * 1 + 2 * 0
    p["revalued"] = True
    assert scoring.line_points(p, "ts") == 2 * 6 + 3 * 3 + 3 * 1


def test_round_end_scores_slides_engineers_and_returns_pieces():
    """p. 19: after scoring, workers come back, coins go to the bank, seasonal workers leave, the
    engineers slide one space right and the unhired one leaves the game."""
    state = playing(4, order=[YELLOW, BLUE, GREEN, RED])
    strip = list(state.strip)
    turn(state, YELLOW)
    state.apply(Place(seat=YELLOW, space="seasonal"))
    turn(state, BLUE)
    state.apply(Place(seat=BLUE, space="coins"))
    bank = state.bank
    while state.round == 1:
        state.apply(Pass(seat=state.to_act()))
    assert state.round == 2 and state.strip == [None] + strip[:-1]
    assert state.players[YELLOW]["seasonal"] == 0 and state.players[YELLOW]["workers"] == 5
    assert state.players[BLUE]["coins"] == 3 and state.bank == bank
    assert len(state.history) == 1 and state.history[0][RED]["total"] >= 0


def test_last_round_tile_replaces_turn_order_spaces():
    """p. 20: in the last round the turn-order spaces give way to three industry spaces forward."""
    state = playing(4)
    state.round = state.rounds
    offered = {a.space for a in state.legal_actions() if a.type == "place"}
    assert "industry-3" in offered and not offered & {"order-1", "order-2"}
    seat = state.to_act()
    state.apply(Place(seat=seat, space="industry-3"))
    assert state.players[seat]["industry"] == [3]


def test_engineer_majority_example():
    """p. 21 příklad: red has three engineers (40), blue and yellow two each, yellow holds 13 and
    wins the tie (20), green none."""
    players = [new_player(4) for _ in range(4)]
    players[RED]["engineers"] = [2, 5, 9]
    players[BLUE]["engineers"] = [4, 11]
    players[YELLOW]["engineers"] = [1, 13]
    assert scoring.majority(players) == [40, 0, 20, 0]


def test_majority_needs_a_tile_and_counts_the_engineer_card():
    """p. 20 poznámka: without an engineer tile no prize; p. 23: the card counts as one engineer."""
    players = [new_player(2) for _ in range(2)]
    players[0]["end_cards"] = ["extra-engineer"]
    assert scoring.majority(players) == [0, 0]
    players[0]["engineers"] = [1]
    players[1]["engineers"] = [14]
    assert scoring.majority(players) == [40, 20]  # 2 with the card against 1


def test_end_bonus_cards():
    """p. 23: the end-bonus cards."""
    p = new_player(4)
    p["rails"] = {"ts": {"black": 15}, "spb": {"black": 9}, "kiev": {"black": 4}}
    p["factories"] = [2, 3, 4, 5, 6]
    p["locos"] = {"ts": [6, 2], "spb": [4], "kiev": []}
    p["extra"], p["black"] = 2, True
    p["tokens_used"] = ["steps", "marker", "medal", "card", "industry"]
    p["doubling"] = 5
    p["engineers"] = [3, 7]
    got = {c: scoring.end_card_points(p, c) for c in
           ("flat", "end-stations", "factories", "locomotives", "workers", "black-rails", "tokens", "doubling-tokens",
            "extra-engineer", "engineers")}
    assert got == {"flat": 15, "end-stations": 20, "factories": 20, "locomotives": 12, "workers": 30,
                   "black-rails": 28, "tokens": 28, "doubling-tokens": 20, "extra-engineer": 0, "engineers": 12}
    p["doubling"] = 8
    assert scoring.end_card_points(p, "doubling-tokens") == 30


def test_a_whole_game_ends_with_final_scoring():
    state = playing(3, order=[RED, BLUE, YELLOW])
    while not state.is_terminal():
        state.apply(Pass(seat=state.to_act()) if state.ask and state.ask["kind"] == "turn"
                    else state.legal_actions()[-1])
    assert state.round == 6 and len(state.history) == 6 and state.final is not None
    assert state.to_act() is None and state.legal_actions() == []


def test_end_bonus_cards_are_secret_until_the_end():
    """p. 20: the cards are shown only at the final scoring; until then only their owner sees them."""
    state = playing(4)
    state.players[RED]["end_cards"] = ["flat"]
    state.pile.remove("flat") if "flat" in state.pile else None
    assert state.view(RED)["players"][RED]["end_cards"] == ["flat"]
    assert state.view(BLUE)["players"][RED]["end_cards"] == ["hidden"]
    assert state.view(None)["pile"] == len(state.pile)
    assert [e.params["card"] for e in state.private_info(RED)] == ["flat"]
    assert state.private_info(BLUE) == []
    guess = state.determinize(BLUE, 7)
    assert len(guess.players[RED]["end_cards"]) == 1 and guess.players[BLUE]["end_cards"] == []
    assert sorted(guess.pile + guess.removed + guess.players[RED]["end_cards"]) == sorted(
        state.pile + state.removed + ["flat"])
