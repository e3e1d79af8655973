"""Shared helpers for 18Lilliput engine tests."""
from __future__ import annotations

from vypravci.games.core import Seat
from vypravci.games.lilliput.game import Lilliput, LilliputOptions

from .fakeboard import FakeBoard

GAME = Lilliput(board_factory=FakeBoard)


def new_game(n: int = 4, seed: int = 1, **options):
    seats = [Seat(name=f"P{i}") for i in range(n)]
    return GAME.new_state(LilliputOptions(**options), seats, seed)


def act(state, **data):
    """Apply an action given as fields (``type`` and the rest); the seat is the one to act."""
    data.setdefault("seat", state.to_act())
    return state.apply(data)


def drafted(n: int = 4, picks=None, chars=None, **options):
    """A game past the draft: seat i takes the i-th company of ``picks`` and a character in order."""
    state = new_game(n, **options)
    companies = list(picks or ["mildendo", "slamecksan", "glimigrim", "national"])[:n]
    chars = list(chars or ["golbasto", "limnoc", "skyresh", "balmuff", "flimnap"])
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


def skip_income(state):
    """Balmuff's owner takes the 5 £ when the round asks."""
    if state.current() and state.current()["kind"] == "income":
        act(state, type="round_income", split={})


def take(state, card, side="main", copy=False):
    skip_income(state)
    return act(state, type="copy_card" if copy else "take_card", card=card, side=side)


def done(state):
    return act(state, type="done")


def finish_actions(state):
    """Every remaining card turn: take the first free card's money side (or end the action)."""
    while state.stage in ("round", "actions") and state.current():
        kind = state.current()["kind"]
        if kind == "income":
            skip_income(state)
        elif kind == "card":
            free = [c for c in state.cards if c not in state.used]
            money = [c for c in free if state.legal_actions() and _alt_money(c)]
            take(state, (money or free)[0], "alt")
        else:
            done(state)


def _alt_money(card_id):
    from vypravci.games.lilliput.components import load_cards
    return load_cards().get(card_id).alt.kind == "money"
