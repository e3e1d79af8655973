"""The Brobdingnag variant's dividends: a company paying out gives its shareholders half of the
revenue rounded up to whole tens and keeps the rest in its treasury; it counts as paying out (the
price moves as for a payout). Withholding keeps everything, as in the base game.

The variant's 30 Brob tiles (reconstructed, data/tiles_variants.toml; docs/lilliput-data.md) take
the place of the ordinary track tiles: ``LilliputOptions.tile_variants`` names them first."""
from __future__ import annotations


def shareholders_half(revenue: int) -> int:
    """Half of ``revenue`` rounded up to the next ten (the shareholders' part)."""
    return -(-revenue // 20) * 10


def company_half(revenue: int) -> int:
    """What the company keeps of a paid-out revenue."""
    return revenue - shareholders_half(revenue)
