"""The Russian Railroads picture: a PNG for 2–4 players from the public view only."""
from __future__ import annotations

from vypravci.render import render_state, renderer_module

from .helpers import RED, playing


def test_renders_for_every_player_count():
    for n in (2, 3, 4):
        state = playing(n)
        data = render_state(state)
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) < 500_000


def test_end_bonus_cards_never_show():
    """Two states that differ only in secret end-bonus cards give the same picture."""
    a = playing(4)
    b = a.clone()
    a.players[RED]["end_cards"] = ["flat"]
    b.players[RED]["end_cards"] = ["tokens"]
    assert render_state(a) == render_state(b)


def test_labels_come_from_messages():
    module = renderer_module("russian-railroads")
    labels = module.labels_for(playing(2), lambda key: "Kolo" if key == "render-rr-round" else key)
    assert labels.word("round") == "Kolo" and labels.word("industry") == "Industry"
