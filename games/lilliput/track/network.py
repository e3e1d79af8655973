"""What the economy asks of the board: the one seam between the rules of money, shares and trains
and the rules of track (tiles, board, track graph, routes — their own modules).

The state holds one object with this shape (``state.board``); it is plain data underneath
(``to_dict``/``clone``), changed only through the calls below.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from ..routes import RouteGraph


class Network(Protocol):
    # --- set-up: start companies' home tiles beside Mildendo ------------------------------------
    def home_lays(self, company: str, metropolis: bool) -> list[dict]:
        """Legal home-tile placements for ``company``: dicts with ``tile``, ``x``, ``y``,
        ``rotation`` (a yellow city worth 20, or the yellow Y worth 30 when ``metropolis``)."""

    def place_home(self, company: str, tile: str, x: int, y: int, rotation: int) -> None: ...

    # --- track ------------------------------------------------------------------------------------
    def tile_lays(self, company: str, colours: list[str], extra: list[str]) -> list[dict]:
        """Legal tile lays for ``company``: dicts with ``tile``, ``x``, ``y``, ``rotation`` and
        ``metropolis`` (a new Y tile, which costs money). ``colours`` are the colours the card and
        the phase allow; ``extra`` the character tiles the player may lay now."""

    def lay_tile(self, company: str, tile: str, x: int, y: int, rotation: int) -> None: ...

    # --- stations ---------------------------------------------------------------------------------
    def station_spots(self, company: str) -> list[str]:
        """Free circles of cities/Ys ``company`` reaches by an unblocked route, on tiles without
        its own station."""

    def home_spots(self) -> list[str]:
        """Free circles of cities/Ys anywhere (a new company's home station)."""

    def place_station(self, company: str, spot: str) -> None: ...

    # --- operating ------------------------------------------------------------------------------
    def route_graph(self) -> "RouteGraph":
        """The board as track for the revenue optimizer and the route checker (routes module)."""

    # --- state ------------------------------------------------------------------------------------
    def to_dict(self) -> dict: ...

    def clone(self) -> "Network": ...
