"""Set-up (Příprava hry), the round structure and maintenance (Fáze údržby): Příklad M."""
from __future__ import annotations

import pytest

from vypravci.games.core import RuleError

from .helpers import new, playing, snap

SARKA, PETRA, MAREK, DAVID = 0, 1, 2, 3


def test_setup_board_and_components():
    """Příprava hry: LV1 tiles with two cubes each (all 48 cubes), three tracks, four city cards
    in the offer, blank cards at the bottom of the city deck, one card of each type per player,
    one secret city card each."""
    state = new(4, seed=3, tracks=None)
    assert all(c["level"] == 1 and c["cubes"] == 2 for c in state.cities.values())
    assert sorted(c["tile"] for c in state.cities.values()) == list(range(1, 25))
    assert state.pool == {g: 0 for g in ("orange", "white", "brown", "grey")}
    assert len(state.track_keys) == 3 and len({k[:3] for k in state.track_keys}) == 3
    assert len(state.offer) == 4 and state.city_deck[-6:] == ["blank"] * 6
    assert len(state.city_deck) == 24 - 4 - 4 + 6
    assert all(len(cards) == 1 and cards[0] not in state.offer for cards in state.city_cards)
    assert state.hands == [{"road": 1, "rail": 1, "sea": 1}] * 4


def test_setup_is_seeded():
    """All chance comes from the seed: the same seed lays out the same game."""
    assert snap(new(3, seed=9, tracks=None)) == snap(new(3, seed=9, tracks=None))
    assert snap(new(3, seed=9, tracks=None)) != snap(new(3, seed=10, tracks=None))


def test_setup_task_cards_two_keep_one():
    """Příprava hry: each player draws 2 task cards, keeps 1 and returns the other under the deck."""
    state = new(2)
    first = state.current()
    assert first["kind"] == "task" and first["seat"] == SARKA and len(first["drawn"]) == 2
    keep, back = first["drawn"]
    state.apply({"type": "keep_task", "seat": SARKA, "task": keep})
    assert state.tasks[SARKA] == [keep] and state.task_deck[-1] == back
    assert state.current()["kind"] == "task" and state.current()["seat"] == PETRA


@pytest.mark.parametrize("n,expected", [
    (2, [{"road": 2, "rail": 1, "sea": 1}, {"road": 1, "rail": 2, "sea": 1}]),
    (3, [{"road": 2, "rail": 1, "sea": 1}, {"road": 1, "rail": 2, "sea": 1}, {"road": 1, "rail": 1, "sea": 2}]),
])
def test_setup_turn_order_bonuses(n, expected):
    """Příprava hry: the start player takes a road card, the next a rail card, the third a sea
    card (1–2 players use two spaces, 3 players three)."""
    state = new(n)
    for _ in range(n):
        state.apply(state.legal_actions()[0])
    assert state.hands == expected


def test_setup_fourth_player_chooses_any_card():
    """Příprava hry: with four players the last turn-order space gives a card of any type."""
    state = new(4)
    for _ in range(4):
        state.apply(state.legal_actions()[0])
    assert state.current() == {"kind": "card", "seat": DAVID}
    state.apply({"type": "choose_card", "seat": DAVID, "card": "sea"})
    assert state.hands[DAVID] == {"road": 1, "rail": 1, "sea": 2}


def test_setup_first_posts_in_reverse_order_on_different_offer_cities():
    """Příprava hry: from the last player back to the start player, each posts on a demand space
    of a city in the offer; each player a different city; the card stays in the offer."""
    state = new(3)
    while state.current()["kind"] != "first_post":
        state.apply(state.legal_actions()[0])
    assert state.current()["seat"] == MAREK
    city = state.offer[0]
    goods = state.demand_goods(city)[1]
    state.apply({"type": "place_post", "seat": MAREK, "city": city, "goods": goods})
    assert state.cities[city]["spaces"] == [None, MAREK] and city in state.offer
    assert state.current() == {"kind": "first_post", "seat": PETRA}
    before = snap(state)
    for bad, key in (({"city": city}, "ce-error-first-post-city"),
                     ({"city": state.city_cards[PETRA][0]}, "ce-error-first-post-city")):
        with pytest.raises(RuleError) as err:
            state.apply({"type": "place_post", "seat": PETRA, "goods": goods, **bad})
        assert err.value.key == key and snap(state) == before
    assert city not in {a.city for a in state.legal_actions()}


def test_setup_second_post_on_the_secret_city_reveals_it():
    """Příprava hry: in turn order each player reveals the secret city card and posts there; the
    card becomes the player's first own city (public from then on)."""
    state = new(2)
    while state.current()["kind"] != "second_post":
        state.apply(state.legal_actions()[0])
    secret = state.city_cards[SARKA][0]
    assert state.view(PETRA)["city_cards"][SARKA] == ["hidden"]
    assert {a.city for a in state.legal_actions()} == {secret}
    with pytest.raises(RuleError) as err:
        state.apply({"type": "place_post", "seat": SARKA, "city": state.offer[0],
                     "goods": state.demand_goods(state.offer[0])[0]})
    assert err.value.key == "ce-error-second-post-city"
    state.apply(state.legal_actions()[0])
    assert state.revealed[SARKA] and state.view(PETRA)["city_cards"][SARKA] == [secret]
    assert state.posts_in(secret, SARKA) == 1


def test_rounds_of_four_turns_in_turn_order():
    """Fáze akcí: in turn order each player plays one turn at a time until all have played four;
    three rounds; the game ends after the third round's action phase."""
    state = playing(2)
    seen = []
    while not state.is_terminal():
        top = state.current()
        if top["kind"] == "turn":
            seen.append((state.round, top["seat"]))
        state.apply(state.legal_actions()[0])
    assert len(seen) == 24 and [s for r, s in seen if r == 1] == [0, 1] * 4
    assert state.turns_taken == [12, 12] and state.to_act() is None and state.legal_actions() == []
    with pytest.raises(RuleError):
        state.apply({"type": "take_cards", "seat": 0})


def test_example_m_maintenance_order():
    """Příklad M: cars first — Šárka and Marek tie, Šárka played earlier and takes the first
    space and a road card; trains among the rest — David leads (rail card); ships among Petra and
    Marek — tie, Petra played earlier (sea card); Marek is last and takes any card: a sea card."""
    state = playing(4)
    state.order = [SARKA, PETRA, MAREK, DAVID]
    progress = {SARKA: (5, 1, 1), PETRA: (2, 3, 4), MAREK: (5, 2, 4), DAVID: (3, 6, 0)}
    for seat, values in progress.items():
        for marker, p in zip(("car", "train", "ship"), values):
            state.markers[seat][marker] = {"progress": p, "path": "upper"}
    state.hands = [{"road": 0, "rail": 0, "sea": 0} for _ in range(4)]
    state.pending, state.turn_no = [], 16
    state._settle()
    assert state.order == [SARKA, DAVID, PETRA, MAREK] and state.round == 2
    assert state.current() == {"kind": "card", "seat": MAREK}
    state.apply({"type": "choose_card", "seat": MAREK, "card": "sea"})
    assert state.hands == [{"road": 1, "rail": 0, "sea": 0}, {"road": 0, "rail": 0, "sea": 1},
                           {"road": 0, "rail": 0, "sea": 1}, {"road": 0, "rail": 1, "sea": 0}]
    assert state.current() == {"kind": "turn", "seat": SARKA}


def test_maintenance_with_two_players_compares_car_and_train_only():
    """Fáze údržby: with 1–2 players only cars and trains are compared; nobody gets a sea card."""
    n = 2
    state = playing(n)
    state.order = list(range(n))[::-1]
    for seat in range(n):
        state.markers[seat]["ship"]["progress"] = 9 * seat
        state.markers[seat]["car"]["progress"] = 1
    state.hands = [{"road": 0, "rail": 0, "sea": 0} for _ in range(n)]
    state.pending, state.turn_no = [], 4 * n
    state._settle()
    first = n - 1  # car tie: the earlier player this round
    assert state.order[0] == first and state.hands[first] == {"road": 1, "rail": 0, "sea": 0}
    assert all(h["sea"] == 0 for h in state.hands)


def test_no_maintenance_after_round_three():
    """Fáze údržby is skipped in the third round: the game ends."""
    state = playing(2)
    state.round, state.pending, state.turn_no = 3, [], 8
    hands = [dict(h) for h in state.hands]
    state._settle()
    assert state.is_terminal() and state.hands == hands


def test_one_player_game_runs_to_the_end():
    """One seat plays the solo game: the Špeditér takes its twelve turns too (engine-played)."""
    state = playing(1)
    while not state.is_terminal():
        state.apply(state.legal_actions()[-1])
    assert state.turns_taken == [12, 12] and state.seats[1].kind == "automa"
    assert len(state.scores()) == 2 and sorted(state.ranking()) == [0, 1]
