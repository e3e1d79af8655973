"""The four companies, in the order printed on the asset board (Mašinfíra's company marker follows it)."""
from __future__ import annotations

from typing import Literal

Company = Literal["lumber", "steel", "leather", "cotton"]
COMPANIES: tuple[str, ...] = ("lumber", "steel", "leather", "cotton")
WILD = "wild"
SHARES_TOTAL = 9  # shares per company in the box
AREA_MAX = 5  # at most 5 trains on a company's train area
WHITE = "cotton"  # the white company (Bavlněná): on the UK map the Underground, on Tchaj-wan the Japanese government
