"""Hidden information stays hidden from every game's strong AI: it decides from its seat's view.

The swap test: a position and a copy of it with everything the seat cannot see dealt anew — the
other seats' secrets and the future of chance (the engine's own ``determinize`` with another seed)
— must get the same move from the same AI seed. A per-game helper reuses ``assert_blind`` on
positions of its own (and with other levels)."""
from __future__ import annotations

import json

import pytest

from vypravci.games.core import GameState, Seat, get_game
from vypravci.games.core.ai import RandomAI

# Option sets with secrets or hidden chance, per game: (game id, options, players).
CASES = [
    ("mini-express", {"secret_debt": True}, 3),  # face-down debt tokens (Tajný dluh)
    ("mini-express", {"mode": "solo", "difficulty": "ajznbonak"}, 1),  # Mašinfíra's future draws
    ("cargo-empire", {}, 3),  # task cards, the first city card, the decks
    ("cargo-empire", {"spediter": True}, 1),  # and the Špeditér's deck
    ("russian-railroads", {}, 3),  # end-bonus cards and the pile
    ("18lilliput", {"solo": True}, 1),  # Gulliver's future random choices
]


def positions(game, options: dict, n: int, seed: int = 3, every: int = 5, count: int = 3):
    """``count`` positions of a random game, ``every`` moves apart, each with the seat to act."""
    state = game.new_state(game.parse_options(options), [Seat(name=f"P{i}") for i in range(n)], seed)
    rng, step, found = RandomAI(seed), 0, 0
    while not state.is_terminal() and found < count:
        seat = state.to_act()
        if step % every == every - 1 and len(state.legal_actions(seat)) > 1:
            found += 1
            yield state.clone(), seat
        state.apply(rng.choose(state, seat))
        step += 1


def assert_blind(game, state: GameState, seat: int, level: str = "strong", ai_seed: int = 7) -> None:
    """``level`` picks the same move in ``state`` and in a copy with the seat's unseen parts redealt."""
    swapped = state.determinize(seat, 987_654)
    before = json.dumps(state.to_dict(), sort_keys=True, default=str)
    mine = game.make_ai(level, ai_seed).choose(state, seat)
    theirs = game.make_ai(level, ai_seed).choose(swapped, seat)
    assert mine == theirs, f"{level} in {game.id} changed its move when only hidden information changed"
    assert json.dumps(state.to_dict(), sort_keys=True, default=str) == before  # the real game is untouched


@pytest.mark.parametrize("game_id,options,n", CASES, ids=[f"{g}-{json.dumps(o)}-{n}p" for g, o, n in CASES])
def test_the_strong_ai_decides_from_its_seats_view_only(game_id, options, n):
    game = get_game(game_id)
    assert "strong" in game.ai_names()
    checked = 0
    for state, seat in positions(game, options, n):
        assert_blind(game, state, seat)
        checked += 1
    assert checked == 3


def test_every_game_offers_the_same_levels():
    """``strong`` beside ``simple`` and ``random`` everywhere (console ``ai strong``, a seat's level)."""
    from vypravci.games.core import all_games

    for game in all_games():
        assert game.ai_names() == ["random", "simple", "strong"], game.id
        assert game.make_ai("strong", 1).name == "strong"
