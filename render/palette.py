"""A board's fixed 256 colours that keep each of its flat colours exactly.

``kit.layer_palette`` picks a palette from a sample (a static layer, swatches) around the exact
colours it is given. But Pillow matches a pixel to a palette on a coarse grid: of two palette
colours close together (the paper and a shade of text on it, white and a near-white rail), one
may take the other's pixels, so a board's largest surface can come out a shade off.
``keeping_flat`` removes whatever takes a flat colour's place, checked with Pillow itself.
"""
from __future__ import annotations

from typing import Iterable

from PIL import Image

from . import kit


def keeping_flat(sample: Image.Image, flat: Iterable[tuple]) -> Image.Image:
    """A palette for boards drawn like ``sample`` in which each colour of ``flat`` (in order of
    importance: the biggest surfaces first) and each of the theme's colours maps to itself."""
    exact = list(dict.fromkeys(tuple(c[:3]) for c in (*flat, *kit.theme_colours())))[:200]
    raw = kit.layer_palette(sample, exact).getpalette() or []
    colours = list(dict.fromkeys([*exact, *(tuple(raw[i:i + 3]) for i in range(0, 768, 3))]))
    for _ in range(len(colours)):
        palette = as_palette(colours)
        probe = Image.frombytes("RGB", (len(exact), 1), bytes(v for c in exact for v in c))
        got = probe.quantize(palette=palette, dither=Image.Dither.NONE).tobytes()  # an index a pixel
        wrong = [(c, colours[i]) for c, i in zip(exact, got) if colours[i] != c]
        if not wrong:
            return palette
        own, taker = wrong[0]  # the less important of the two leaves
        drop = taker if taker not in exact or exact.index(taker) > exact.index(own) else own
        colours.remove(drop)
        if drop in exact:
            exact.remove(drop)
    return as_palette(colours)


def as_palette(colours: list[tuple]) -> Image.Image:
    """A "P" image holding ``colours`` (the first 256; padded with the last)."""
    colours = colours[:256] + [colours[-1]] * max(0, 256 - len(colours))
    palette = Image.new("P", (1, 1))
    palette.putpalette([v for c in colours for v in c])
    return palette
