"""Set-up by player count (README facts, p. 21): workers, coins, the first rails and locomotive,
the locomotive stacks, the engineer strip, the "?" cards, the end-bonus pile, the turn order and
the starting bonus cards for the players in places 4, 3 and 2."""
from __future__ import annotations

from vypravci.games.core import Rng

from .data import LINES, load_board, load_components
from .main_board.engineers import build_strip


def new_player(n: int) -> dict:
    board = load_board()
    comp = load_components()
    workers = board.start["workers"][n]
    return {
        "score": 0, "workers": workers, "total": workers, "extra": 0, "seasonal": 0,
        "black": False, "black_ready": False, "coins": board.start["coins"][n],
        "rails": {ln: {"black": 1} for ln in LINES},
        "locos": {"ts": [1], "spb": [], "kiev": []},
        "industry": [0], "factories": [], "doubling": 0,
        "tokens": [t.id for t in comp.tokens], "tokens_used": [],
        "claimed": [], "engineers": [], "eng_used": [], "used": [],
        "revalued": False, "medal": False, "end_cards": [], "endbonus": 0, "start_card": None,
        "passed": False, "scores": [],
    }


def build(state, seed: int) -> None:
    n = state.n
    board = load_board()
    comp = load_components()
    rng = Rng(seed)
    state.players = [new_player(n) for _ in range(n)]
    state.bank = board.supply["coins"] - sum(p["coins"] for p in state.players)
    state.doubling_supply = board.supply["doubling_tokens"]
    state.board_coins = 0
    # One tile per player in each stack; everyone's #1 starts on the Trans-Siberian.
    state.stacks = {t: n for t in range(1, 10)}
    state.stacks[1] -= n
    state.returned = []
    state.strip, unused = build_strip(n, rng)
    state.card_engineer = rng.choice(unused)
    state.cards = [c.id for c in comp.cards]
    end = [c.id for c in comp.end_cards]
    rng.shuffle(end)
    removed = comp.end_pile["removed"]
    state.removed, state.pile = sorted(end[:removed]), sorted(end[removed:])
    order = list(range(n))
    rng.shuffle(order)
    state.order = order
    state.start_cards = [c.id for c in comp.start_cards]
    state.pickers = list(reversed(order[1:]))
    state.rounds = board.rounds[n]
    state.round = 0
