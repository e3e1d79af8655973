"""Variant: the Špeditér automa (Sólová hra; Hra 2 hráčů se Špeditérem) — set-up steps 1–11,
its turn, its development, maintenance and scoring; Příklady S and T."""
from __future__ import annotations

import json

import pytest

from vypravci.games.cargo_empire import GAME, CargoEmpireOptions
from vypravci.games.cargo_empire.variants import spediter
from vypravci.games.cargo_empire.data import load_spediter
from vypravci.games.core import RuleError, Seat, replay
from vypravci.games.core.record import GameRecord

from .helpers import blank_board, hand, new, playing, set_city, snap, space_of

SARKA, PETRA = 0, 1


# ------------------------------------------------------------------------------------ data, options
def test_cards_are_reconstructed_data():
    """Karty Špeditéra: 14 cards (transport type, steps, arrow, number), some with the reshuffle
    symbol; the file says it is a reconstruction."""
    data = load_spediter()
    assert data.source == "reconstructed" and data.checked_against
    assert len(data.cards) == 14 and any(c.reshuffle for c in data.cards)


def test_player_counts_and_validation():
    """Solo = 1 player with the Špeditér; with 2 players it may join as a third participant; never
    with vassals."""
    assert GAME.min_players == 1
    assert CargoEmpireOptions().player_counts() == [1, 2, 3, 4]
    assert CargoEmpireOptions(spediter=True).player_counts() == [1, 2]
    assert CargoEmpireOptions(spediter=False).player_counts() == [2, 3, 4]
    with pytest.raises(ValueError):
        CargoEmpireOptions(spediter=True, vassals=True)
    with pytest.raises(RuleError):
        GAME.new_state(CargoEmpireOptions(spediter=True), [Seat(name=f"P{i}") for i in range(3)], 1)
    state = new(1)
    assert state.automa == 1 and state.seats[1].kind == "automa" and state.n == 1 and state.np == 2
    assert new(2).automa is None and new(2, spediter=True).automa == 2


# ------------------------------------------------------------------------------------ set-up
def solo_setup():
    """Příklad S: Šárka alone. The offer is Berlin, Moscow, Riga, Oslo; her secret card is Milan,
    the Špeditér's is Warsaw."""
    state = new(1, seed=4)
    state.offer = ["berlin", "moscow", "riga", "oslo"]
    state.city_cards = [["milan"], ["warsaw"]]
    for city in ("berlin", "moscow", "milan", "warsaw"):
        state.cities[city]["spaces"] = [None, None]
    return state


def test_setup_steps_1_to_5():
    """Příprava Špeditéra 1–5: a shuffled deck of Špeditér cards, a face-down city card and task
    card, no transport cards, and a place in the first round's order without its bonus."""
    state = new(1, seed=4)
    assert sorted(state.spediter["deck"]) == list(range(1, 15)) and state.spediter["discard"] == []
    assert len(state.city_cards[1]) == 1 and len(state.tasks[1]) == 1 and not state.revealed[1]
    assert state.hands[1] == {"road": 0, "rail": 0, "sea": 0}
    view = state.view(SARKA)
    assert view["city_cards"][1] == ["hidden"] and view["tasks"][1] == ["hidden"]
    assert view["spediter"]["deck"] == 14  # the order of its deck is secret
    state.apply(state.legal_actions()[0])  # Šárka keeps a task card
    assert state.order == [SARKA, 1]
    assert state.hands[SARKA] == {"road": 2, "rail": 1, "sea": 1} and state.hands[1] == {"road": 0, "rail": 0, "sea": 0}


def test_example_s_setup_posts():
    """Příklad S: Šárka chooses Berlin. The Špeditér takes the leftmost free city of the offer,
    Moscow: its train goes on Moscow's card and a post on Moscow's upper demand space; the train
    moves on to Riga. Šárka reveals Milan and posts there; the Špeditér reveals Warsaw and posts on
    its lower demand space; its task card turns face up (public); its car goes to the city with
    the lower number, Moscow."""
    state = solo_setup()
    state.apply(state.legal_actions()[0])  # task
    assert state.current() == {"kind": "first_post", "seat": SARKA}
    state.apply({"type": "place_post", "seat": SARKA, "city": "berlin", "goods": state.demand_goods("berlin")[0]})
    assert state.cities["moscow"]["spaces"] == [1, None]
    assert state.offer[state.spediter["train"]] == "riga"
    assert state.current() == {"kind": "second_post", "seat": SARKA}
    assert state.view(SARKA)["tasks"][1] == ["hidden"]
    state.apply({"type": "place_post", "seat": SARKA, "city": "milan", "goods": state.demand_goods("milan")[0]})
    assert state.cities["warsaw"]["spaces"] == [None, 1]
    assert state.revealed[1] and state.view(SARKA)["tasks"][1] == state.tasks[1]
    assert state.view(None)["city_cards"][1] == ["warsaw"]
    assert state.spediter["car"] == "moscow"
    assert state.cities["berlin"]["spaces"].count(SARKA) == 1 and state.cities["milan"]["spaces"].count(SARKA) == 1
    assert state.current() == {"kind": "turn", "seat": SARKA}


def test_setup_skips_a_city_a_player_took():
    state = solo_setup()
    state.apply(state.legal_actions()[0])
    state.apply({"type": "place_post", "seat": SARKA, "city": "moscow", "goods": state.demand_goods("moscow")[1]})
    assert state.first_posts[1] == "berlin" and state.cities["berlin"]["spaces"][0] == 1


# ------------------------------------------------------------------------------------ the turn
def example_t():
    """Příklad T: the Špeditér has posts in Copenhagen (grey goods) and Milan (grey goods); its
    car is on Copenhagen, its train on Oslo; the offer is Milan, Oslo, Dublin, Warsaw. Oslo and
    Warsaw want no grey goods, Dublin does; Dublin offers brown goods, which Warsaw wants."""
    state = playing(1, seed=4)
    me = state.automa
    blank_board(state, filler=SARKA)  # every demand space taken: no other match anywhere
    set_city(state, "copenhagen", "grey", ("orange",), spaces=(SARKA, SARKA), stations=[me])
    set_city(state, "milan", "grey", ("orange",), spaces=(SARKA, SARKA), stations=[me])
    set_city(state, "oslo", "orange", ("brown",), cubes=0, spaces=(None, None))
    set_city(state, "dublin", "brown", ("grey",), spaces=(None, None))
    set_city(state, "warsaw", "orange", ("brown",), cubes=0, spaces=(SARKA, SARKA))
    state.cities["warsaw"]["spaces"][space_of(state, "warsaw", "brown")] = None
    assert "grey" not in state.demand_goods("oslo") and "grey" not in state.demand_goods("warsaw")
    state.offer = ["milan", "oslo", "dublin", "warsaw"]
    state.spediter.update(car="copenhagen", train=1, deck=[6, 10, 1, 5], discard=[])
    state.city_deck = ["rome", "blank"]
    state.order = [me, SARKA]
    state.pending, state.turn_no = [], 0
    return state


def test_example_t_two_turns():
    """Příklad T: Copenhagen → Oslo fails (no grey demand), the next card right, Dublin, wants grey:
    the Špeditér carries the cube (no cards), takes the cube off Copenhagen and posts on Dublin's
    grey space; then the train moves on to Warsaw and the car to Milan (next higher number).
    Next turn Milan → Warsaw fails, Milan itself is skipped, Oslo and Dublin fail; the car moves on
    — from Milan, the highest, to the lowest, Dublin — and Dublin → Warsaw matches."""
    state = example_t()
    me = state.automa
    events = state._settle()
    keys = [e.key for e in events]
    assert "ce-ev-spediter-transport" in keys
    assert state.cities["copenhagen"]["cubes"] == 1
    assert state.cities["dublin"]["spaces"][space_of(state, "dublin", "grey")] == me
    assert state.cities["oslo"]["spaces"] == [None, None]
    assert state.offer[state.spediter["train"]] == "warsaw" and state.spediter["car"] == "milan"
    assert state.current() == {"kind": "turn", "seat": SARKA}
    assert state.hands[me] == {"road": 0, "rail": 0, "sea": 0}  # no cards at all
    # Second turn (Šárka's turn skipped for the example).
    state.pending, state.turn_no = [], 2
    state._settle()
    assert state.cities["dublin"]["cubes"] == 1
    assert state.cities["warsaw"]["level"] == 2 and me in state.cities["warsaw"]["stations"]


def test_reshuffle_symbol():
    """Tah Špeditéra 1: a card with the reshuffle symbol — all Špeditér cards are shuffled into a
    new deck and the top card is turned again."""
    state = example_t()
    state.spediter.update(deck=[13, 1], discard=[2, 3])
    events = state._settle()
    assert events[0].key == "ce-ev-spediter-reshuffle"
    sp = state.spediter
    assert sorted(sp["deck"] + sp["discard"]) == [1, 2, 3, 13] and len(sp["discard"]) == 1


def test_arrow_picks_the_space_when_both_fit():
    """Tah Špeditéra 2.a.ii: when both demand spaces are free and fit, the arrow picks one."""
    state = example_t()
    original = state.demand_goods
    state.demand_goods = lambda city: ("grey", "grey") if city == "dublin" else original(city)
    state.cities["dublin"]["spaces"] = [None, None]
    state.spediter["deck"] = [2]  # arrow down
    state._settle()
    assert state.cities["dublin"]["spaces"] == [None, state.automa]


def test_no_match_posts_from_the_city_deck():
    """Tah Špeditéra 2.c: no match at all — the top city card (a LV3 city's card goes under the
    deck first) gets a post on its highest free demand space; no cube moves; the card goes under."""
    state = example_t()
    me = state.automa
    state.cities["dublin"]["spaces"] = [SARKA, SARKA]
    state.cities["warsaw"]["spaces"] = [SARKA, SARKA]
    set_city(state, "athens", "white", level=3, cubes=0, stations=[SARKA])
    set_city(state, "rome", "white", cubes=2, spaces=(None, SARKA))
    state.city_deck = ["athens", "rome", "blank"]
    state.spediter["deck"] = [6]  # rail 2, arrow down: no city bonus on the way
    cubes = {c: i["cubes"] for c, i in state.cities.items()}
    state._settle()
    assert state.cities["rome"]["spaces"] == [me, SARKA] or me in state.cities["rome"]["stations"]
    assert {c: i["cubes"] for c, i in state.cities.items() if c != "rome"} == \
        {c: k for c, k in cubes.items() if c != "rome"}
    assert state.city_deck == ["blank", "athens", "rome"]


@pytest.mark.parametrize("card,city", [(1, "athens"), (2, "oslo")])
def test_no_match_and_no_usable_city_card_uses_the_arrow(card, city):
    """Tah Špeditéra 2.c: with no usable card in the city deck, up → the highest-numbered city
    without a Špeditér post, down → the lowest-numbered one."""
    state = example_t()
    me = state.automa
    state.cities["dublin"]["spaces"] = [SARKA, SARKA]
    state.cities["warsaw"]["spaces"] = [SARKA, SARKA]
    state.city_deck = ["blank", "blank"]
    state.spediter["deck"] = [card]
    state._settle()
    assert state.posts_in(city, me) == 1


def test_development_by_the_card():
    """Tah Špeditéra 4: the card's marker moves its steps, the path by the arrow; transport card
    bonuses give nothing; no rewards."""
    state = example_t()
    me = state.automa
    state.spediter["deck"] = [5]  # rail, 2 steps, arrow up
    state.city_deck = ["rome", "blank"]
    state._settle()
    assert state.markers[me]["train"] == {"progress": 2, "path": "upper"}  # a01A upper: road, city
    assert state.hands[me] == {"road": 0, "rail": 0, "sea": 0}
    assert state.markers[me]["car"]["progress"] == 0 and state.markers[me]["ship"]["progress"] == 0


def test_city_bonus_takes_the_card_under_the_train():
    """Tah Špeditéra 4.d: a city bonus takes the card under the train (face up to the Špeditér),
    the train moves to the next card right, a new card fills the offer."""
    state = example_t()
    me = state.automa
    state.spediter["deck"] = [1]  # road 2 up: a01A upper = road, city
    state.city_deck = ["rome", "blank"]
    state._settle()
    # After the transport to Dublin the train moved to Warsaw (index 3); the bonus takes Warsaw.
    assert state.city_cards[me][-1] == "warsaw"
    assert state.offer == ["milan", "oslo", "dublin", "rome"] and state.spediter["train"] == 0


def test_task_bonus_turns_up_a_task_card():
    """Tah Špeditéra 4.e: a task bonus turns up one task card for the Špeditér (public)."""
    state = example_t()
    me = state.automa
    state.markers[me]["car"] = {"progress": 3, "path": "lower"}
    state.spediter["deck"] = [2]  # road 2 down: a01A lower[3] = task
    deck = list(state.task_deck)
    state._settle()
    assert state.tasks[me][-1] == deck[0] and state.task_deck == deck[1:]


def test_no_perfect_upgrade_reward():
    """Tah Špeditéra 2.a.iii: the Špeditér upgrades cities as usual (here a perfect upgrade of
    Dublin) but gets no reward: its marker moves only by its card."""
    state = example_t()
    me = state.automa
    state.cities["dublin"]["cubes"] = 0
    state.cities["dublin"]["spaces"][1 - space_of(state, "dublin", "grey")] = SARKA
    state.spediter["deck"] = [6]  # rail 2
    events = state._settle()
    assert any(e.key == "ce-ev-upgrade" and e.params["perfect"] for e in events)
    assert state.markers[me]["train"]["progress"] == 2 and state.current() == {"kind": "turn", "seat": SARKA}


def test_with_clans_the_spediter_keeps_no_cubes():
    """Specifika klanů: the Špeditér uses no clan powers and keeps no cubes."""
    state = example_t()
    state.options = CargoEmpireOptions(clans=True, clan_seats=("glat",))
    state.clans, state.crests = ["glat"], ["oslo"]
    pool = state.pool["grey"]
    state._settle()
    assert state.pool["grey"] == pool + 1 and len(state.kept) == 1


# ------------------------------------------------------------------------------------ maintenance, scoring
def test_maintenance_solo_compares_car_and_train_and_the_spediter_takes_no_card():
    """Fáze údržby 6–7: the Špeditér's markers count like anyone's; with 1–2 players only cars and
    trains; it takes no transport card."""
    state = playing(1, seed=4)
    me = state.automa
    state.markers[me]["car"]["progress"] = 5
    state.markers[SARKA]["train"]["progress"] = 5
    hand(state, SARKA)
    state.pending, state.turn_no = [], 8
    state._settle()
    assert state.order == [me, SARKA]
    assert state.hands[me] == {"road": 0, "rail": 0, "sea": 0}
    assert state.hands[SARKA] == {"road": 0, "rail": 1, "sea": 0}


def test_two_players_with_the_spediter_use_three_player_rules():
    """Hra 2 hráčů se Špeditérem: three-player rules — three turn-order spaces, ships compared."""
    state = new(2, spediter=True)
    while state.current()["kind"] == "task":
        state.apply(state.legal_actions()[0])
    assert state.hands[:2] == [{"road": 2, "rail": 1, "sea": 1}, {"road": 1, "rail": 2, "sea": 1}]
    state = playing(2, spediter=True)
    me = state.automa
    state.markers[me]["car"]["progress"] = 2
    state.markers[PETRA]["train"]["progress"] = 2
    state.markers[SARKA]["ship"]["progress"] = 3
    for s in range(3):
        hand(state, s)
    state.pending, state.turn_no = [], 12
    state._settle()
    assert state.order == [me, PETRA, SARKA]
    assert state.hands == [{"road": 0, "rail": 0, "sea": 1}, {"road": 0, "rail": 1, "sea": 0},
                           {"road": 0, "rail": 0, "sea": 0}]


def test_scoring_doubles_tasks_and_with_clans_city_cards():
    """Konec hry: the Špeditér scores every task card twice; with clans its city cards twice too."""
    for clans, card_points in ((False, 10), (True, 20)):
        options = {"clans": True, "clan_seats": ("glat",)} if clans else {}
        state = playing(1, seed=4, **options)
        me = state.automa
        blank_board(state)
        state.city_cards[me] = ["rome", "blank"]
        state.tasks[me] = [16]  # 3–4 city cards: 5 points; 2 cards: none
        state.city_cards[me].append("oslo")
        row = state.score_breakdown()[me]
        assert row["tasks"] == 10 and row["city_cards"] == 3 * card_points // 2


def test_whole_solo_game_replays_from_player_actions_only():
    """Automa turns are played inside apply: the record holds the player's actions only and replays
    to the same state."""
    from vypravci.games.core.ai import RandomAI

    options = CargoEmpireOptions()
    seats = [Seat(name="Šárka", kind="ai")]
    state = GAME.new_state(options, seats, 11)
    record = GameRecord(game=GAME.id, options=options.model_dump(mode="json"), seed=11, seats=seats)
    ai = RandomAI(3)
    while not state.is_terminal():
        action = ai.choose(state, state.to_act())
        assert action.seat == SARKA
        state.apply(action)
        record.actions.append(action.to_dict())
    assert state.turns_taken == [12, 12]
    again = replay(GameRecord.from_json(record.to_json()))
    assert json.dumps(again.to_dict(), sort_keys=True) == snap(state)
    assert len(state.scores()) == 2 and sorted(state.ranking()) == [0, 1]


def test_lockriel_crest_closes_its_city_to_the_spediter():
    state = example_t()
    state.options = CargoEmpireOptions(clans=True, clan_seats=("lockriel",))
    state.clans, state.crests = ["lockriel"], ["dublin"]
    state.cities["warsaw"]["spaces"] = [SARKA, SARKA]
    state.city_deck = ["blank"]
    state._settle()
    assert state.posts_in("dublin", state.automa) == 0


def test_spediter_module_next_city_wraps():
    state = example_t()
    assert spediter.next_city(state, "copenhagen") == "milan"
    assert spediter.next_city(state, "milan") == "copenhagen"
