"""Shared helpers for 18Lilliput engine tests."""
from __future__ import annotations

from games.core import Seat
from games.lilliput.game import Lilliput, LilliputOptions

from .fakeboard import FakeBoard

GAME = Lilliput(board_factory=FakeBoard)


def new_game(n: int = 4, seed: int = 1, **options):
    seats = [Seat(name=f"P{i}") for i in range(n)]
    return GAME.new_state(LilliputOptions(**options), seats, seed)


def act(state, **data):
    """Apply an action given as fields (``type`` and the rest); the seat is the one to act."""
    data.setdefault("seat", state.to_act())
    return state.apply(data)


def drafted(n: int = 4, picks=None, **options):
    """A game past the draft: seat i takes the i-th company of ``picks`` and a character in order."""
    state = new_game(n, **options)
    companies = list(picks or ["mildendo", "slamecksan", "glimigrim", "national"])[:n]
    chars = ["golbasto", "limnoc", "skyresh", "balmuff", "flimnap"]
    while state.stage == "draft":
        top = state.current()
        seat = top["seat"]
        if top["kind"] == "home":
            act(state, **state.legal_actions()[0].to_dict())
        elif state.players[seat]["company"] is None:
            act(state, type="choose_company", company=companies[seat])
        else:
            act(state, type="choose_character", character=next(c for c in chars if c in state.characters_left))
    return state
