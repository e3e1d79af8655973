"""The Cargo Empire board as a PNG, wide (the map with the side panel: draw.py, which also holds
the parts both layouts draw) or portrait for a phone (phone.py), in the theme and layout its
labels ask for.
"""
from __future__ import annotations

from PIL import Image

from .. import kit
from . import phone
from .draw import (
    DEFAULT_WORDS, DRAWS_FROM_VIEW, GROUP_COLOURS, HEIGHT, MAP_BOX, WIDTH, Labels, _encode, city_positions, labels_for,
    render_wide,
)

__all__ = ["DEFAULT_WORDS", "DRAWS_FROM_VIEW", "Labels", "labels_for", "render_board", "render_image"]


def _draw(state, labels: Labels | None) -> tuple[Image.Image, tuple]:
    if kit.current_layout() == "phone":  # portrait
        return phone.render_phone(state, labels or Labels())
    return render_wide(state, labels)


def render_image(state, labels: Labels | None = None) -> Image.Image:
    """The board picture of ``state`` as a Pillow RGB image, from the public view (the state is only
    read), in the theme and layout its labels ask for."""
    with kit.themed(kit.theme_of(labels)), kit.laid_out(kit.layout_of(labels)):
        return _draw(state, labels)[0]


def render_board(state, labels: Labels | None = None) -> bytes:
    """The board picture of ``state`` as PNG bytes (256 colours, ≤ 500 kB)."""
    with kit.themed(kit.theme_of(labels)), kit.laid_out(kit.layout_of(labels)):
        img, key = _draw(state, labels)
        return _encode(img, key)
