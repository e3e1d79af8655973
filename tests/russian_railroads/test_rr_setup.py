"""Set-up by player count (README facts; p. 21 for two and three players)."""
from __future__ import annotations

from vypravci.games.russian_railroads.data import load_board, load_components

from .helpers import StartCard, new, playing


def test_four_players():
    state = new(4)
    assert state.rounds == 7
    for p in state.players:
        assert p["workers"] == 5 and p["coins"] == 1
        assert p["rails"] == {"ts": {"black": 1}, "spb": {"black": 1}, "kiev": {"black": 1}}
        assert p["locos"] == {"ts": [1], "spb": [], "kiev": []}
        assert len(p["tokens"]) == 7
    assert state.stacks[1] == 0 and all(state.stacks[t] == 4 for t in range(2, 10))
    letters = {e.number: e.letter for e in load_components().engineers}
    assert [letters[e] for e in state.strip] == ["B"] * 4 + ["A"] * 3
    assert len(state.pile) == 8 and len(state.removed) == 2
    assert len(state.cards) == 5 and state.card_engineer not in state.strip


def test_players_in_places_4_3_2_pick_starting_cards():
    state = new(4, seed=3)
    order = list(state.order)
    assert state.ask == {"kind": "start", "seat": order[3]}
    seen = []
    while state.ask is None or state.ask["kind"] != "turn":
        if state.ask and state.ask["kind"] == "start":
            seen.append(state.ask["seat"])
        state.apply(state.legal_actions()[-1])
    assert seen == [order[3], order[2], order[1]]
    assert state.players[order[0]]["start_card"] is None
    assert state.ask == {"kind": "turn", "seat": order[0]}


def test_coin_starting_card():
    """p. 22: a starting bonus card giving one more coin."""
    state = new(4, seed=3)
    seat = state.ask["seat"]
    state.apply(StartCard(seat=seat, card="coin"))
    assert state.players[seat]["coins"] == 2
    assert "coin" not in state.start_cards


def test_three_players():
    """p. 21: 6 rounds, 6 workers, one tile less in each stack, 3 A + 3 B, leftmost strip space empty."""
    state = new(3)
    assert state.rounds == 6
    assert all(p["workers"] == 6 and p["coins"] == 1 for p in state.players)
    assert all(state.stacks[t] == 3 for t in range(2, 10))
    assert state.strip[0] is None and len(state.strip) == 7 and all(state.strip[1:])


def test_two_players():
    """p. 21: the back of the board with crossed-out spaces, two tiles less in each stack, six
    engineers, 6 workers and 2 coins each, 6 rounds."""
    fresh = new(2)
    assert all(p["workers"] == 6 and p["coins"] == 2 for p in fresh.players)
    state = playing(2)
    assert state.rounds == 6
    assert all(state.stacks[t] == 2 for t in range(2, 10))
    assert len(state.strip) == 6 and all(state.strip)
    offered = {a.space for a in state.legal_actions() if a.type == "place"}
    closed = {s.id for s in load_board().spaces if s.closed_2p}
    assert not offered & closed
    assert "black-2" in offered and "order-1" in offered
