"""One truth for offers (issue 22): in positions of every game and option set — spread over the
fixture records and seeded self-play — every value the command layer offers (the console's
examples and ``choices``, Discord's autocomplete for each option, the buttons and selects under a
turn message and the steps they lead to) is accepted by the engine when chosen, the other fields
completed from the offers; and every legal action is reached by the console's words and by
autocomplete. Both languages, position by position in turn.

The suite checks a small spread (``VYPRAVCI_OFFER_POSITIONS`` per game, default 3, a few seconds);
the whole sweep is run on demand, e.g. ``VYPRAVCI_OFFER_POSITIONS=600 VYPRAVCI_OFFER_SAMPLE=0
pytest tests/test_offers.py`` (2,400 positions; a sample of 0 checks every value)."""
from __future__ import annotations

import os
import random

import pytest

from vypravci.games.core import all_games
from tests.offers import check_position, game_positions

PER_GAME = int(os.environ.get("VYPRAVCI_OFFER_POSITIONS", "3"))
SAMPLE = int(os.environ.get("VYPRAVCI_OFFER_SAMPLE", "3")) or 10**6  # values tried per field and step


@pytest.mark.parametrize("index", range(PER_GAME))
@pytest.mark.parametrize("game_id", [g.id for g in all_games()])
def test_every_offer_is_accepted_and_every_legal_move_is_reached(game_id, index):
    state = game_positions(game_id, PER_GAME)[index]
    locale = ("en", "cs")[index % 2]
    failures = check_position(state, locale, SAMPLE, random.Random(index))
    assert not failures, f"{game_id} ({locale}), {len(failures)} failures:\n" + "\n".join(failures[:15])
