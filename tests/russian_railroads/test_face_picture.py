"""The Russian Railroads picture as the face shows it: portrait, 800 px wide (a phone shows it at
400 px), action spaces and "?" cards by their names in the reader's language."""
from __future__ import annotations

import io

import pytest
from PIL import Image

from vypravci.bot.commands.present import Presenter
from vypravci.games.core import Seat, get_game
from vypravci.games.russian_railroads.data import load_board, load_components
from vypravci.render import render_state

GAME = get_game("russian-railroads")


def _late_state(n: int, seed: int, moves: int):
    state = GAME.new_state(GAME.Options(), [Seat(name=f"Hráč {i + 1}") for i in range(n)], seed)
    ai = GAME.make_ai("simple", seed)
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply(ai.choose(state, state.to_act()))
    return state


@pytest.mark.parametrize("locale", ["cs", "en"])
def test_every_space_and_card_has_a_name(locale):
    labels = Presenter(locale).labels(_late_state(2, 1, 0))
    for space in load_board().spaces:
        assert labels.named("space", space.id) != space.id
    for card in load_components().cards:
        assert labels.named("card", card.id) != card.id


@pytest.mark.parametrize("n,moves", [(2, 120), (4, 120), (3, 2000)])
def test_portrait_for_phones(n, moves):
    """Mid-game and after the end (the end-bonus cards revealed in each panel)."""
    state = _late_state(n, 5, moves)
    assert state.is_terminal() == (moves == 2000)
    png = render_state(state, Presenter("cs").labels(state))
    img = Image.open(io.BytesIO(png))
    assert img.width == 800 and 1000 < img.height < 3000 and len(png) < 500_000
