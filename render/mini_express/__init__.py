"""The Mini Express board as a PNG, wide (the hex map with a side panel: draw.py, which also holds
the parts both layouts draw) or portrait for a phone (phone.py), in the theme and layout its
labels ask for.
"""
from __future__ import annotations

from PIL import Image

from .. import kit
from . import phone
from .draw import DEFAULT_WORDS, DRAWS_FROM_VIEW, Labels, PublicBoard, _palette, labels_for, render_wide

__all__ = ["DEFAULT_WORDS", "DRAWS_FROM_VIEW", "Labels", "labels_for", "render_board", "render_image"]


def render_image(state, labels: Labels | None = None) -> Image.Image:
    """The board picture of ``state`` as a Pillow image, from the onlooker's view (the state is only read),
    in the theme and layout its labels ask for."""
    with kit.themed(kit.theme_of(labels)), kit.laid_out(kit.layout_of(labels)):
        return _render_image(state, labels)[0]


def _render_image(state, labels: Labels | None = None) -> tuple[Image.Image, tuple]:
    """The picture and the key of the static layer it was drawn on."""
    labels = labels or Labels()
    if kit.current_layout() == "phone":  # portrait
        return phone.render_phone(PublicBoard(state), labels)
    return render_wide(state, labels)


def render_board(state, labels: Labels | None = None) -> bytes:
    """The board picture of ``state`` as PNG bytes (≤ 500 kB), in its static layer's 256 colours."""
    with kit.themed(kit.theme_of(labels)), kit.laid_out(kit.layout_of(labels)):
        img, layer = _render_image(state, labels)
        return kit.to_png_on(img, _palette(*layer))
