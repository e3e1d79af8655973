"""The route graph: what the revenue optimizer and the route checker read, independent of tiles.

Whoever lays tiles turns the board into one ``RouteGraph`` (the same graph serves every company;
company-specific facts — blocked cities, the castle's higher value — are asked per company):

* ``Stop`` — a revenue location (city, metropolis, town, harbour, Mildendo, …). A route may enter
  a stop on one track and leave it on any other track of the stop.
* ``Point`` — a place where tracks meet on the shared edge of two tiles. A route arriving at a
  point on a path of one tile must leave on a path of another tile, so it can never turn back at a
  switch (two paths of one tile sharing the point).
* ``Path`` — one piece of track joining two nodes (stops or points), lying on one tile. Its
  ``segment`` names the physical track it belongs to (defaults to the path's own id); no company
  may use a segment twice in one operating round, across all its trains. Two paths that cross on a
  tile without sharing a node form a crossover: no route can change between them. A path with a
  ``company`` carries only that company's trains (the Laputa variant's coloured track).
* ``Train`` — a company's train: its range, whether it is a D-train, whether it is obsolete.

Example: a city C with exits to two tile edges, and a town T on the next tile::

    stops=[Stop(id="C", kind="city", value=20, tile="t1", slots=1, stations=("red",)),
           Stop(id="T", kind="town", value=10, tile="t2")]
    points=[Point(id="t1|t2")]
    paths=[Path(id="p1", a="C", b="t1|t2", tile="t1"), Path(id="p2", a="t1|t2", b="T", tile="t2")]
"""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

StopKind = Literal["city", "metropolis", "town", "harbour", "mildendo", "offboard", "mine"]

# Towns, harbours and mines earn but do not use up a train's range (rulebook, "Provozování vlaků").
_NO_RANGE_KINDS = frozenset({"town", "harbour", "mine"})
# Mildendo and the off-boards may only start or end a route.
_END_ONLY_KINDS = frozenset({"mildendo", "offboard"})


class Stop(BaseModel):
    """A revenue location.

    ``slots`` is the number of station circles and ``stations`` the companies with a token there;
    a stop whose circles are all taken by other companies is blocked for a company: its routes may
    start or end there but not pass through. ``end_only`` marks a location that may only be the
    first or last stop of a route (Mildendo, and tiles the rules say a route must end at).
    ``station_value`` is the value for a company with a station there, when it differs (the castle).
    ``counts_for_range`` and ``end_only`` default from ``kind``.
    """

    model_config = ConfigDict(frozen=True)

    id: str
    kind: StopKind
    value: int = Field(ge=0)
    tile: str | None = None
    slots: int = Field(default=0, ge=0)
    stations: tuple[str, ...] = ()
    counts_for_range: bool | None = None
    end_only: bool | None = None
    station_value: int | None = Field(default=None, ge=0)
    name: str | None = None  # a named city of the Allenbeck-Tottenham-Express variant

    @model_validator(mode="after")
    def _defaults(self) -> "Stop":
        if self.counts_for_range is None:
            object.__setattr__(self, "counts_for_range", self.kind not in _NO_RANGE_KINDS)
        if self.end_only is None:
            object.__setattr__(self, "end_only", self.kind in _END_ONLY_KINDS)
        if self.slots and len(self.stations) > self.slots:
            raise ValueError(f"stop {self.id}: more stations than circles")
        if len(set(self.stations)) != len(self.stations):
            raise ValueError(f"stop {self.id}: one company twice")
        return self

    def has_station(self, company: str) -> bool:
        return company in self.stations

    def blocked_for(self, company: str) -> bool:
        """Every circle holds another company's token: no route of ``company`` passes through."""
        return self.slots > 0 and len(self.stations) >= self.slots and company not in self.stations

    @property
    def to_treasury(self) -> bool:
        """A scenario mine: its money goes to the company's treasury, outside the train's revenue."""
        return self.kind == "mine"

    def value_for(self, company: str) -> int:
        if self.station_value is not None and company in self.stations:
            return self.station_value
        return self.value


class Point(BaseModel):
    """Where tracks meet on the edge between two tiles; a route crosses it into the other tile."""

    model_config = ConfigDict(frozen=True)

    id: str


class Path(BaseModel):
    """A piece of track on ``tile`` between nodes ``a`` and ``b`` (stop or point ids)."""

    model_config = ConfigDict(frozen=True)

    id: str
    a: str
    b: str
    tile: str
    segment: str | None = None
    company: str | None = None  # only this company's trains may run here (Laputa tiles)

    def usable_by(self, company: str) -> bool:
        return self.company is None or self.company == company

    @property
    def segment_id(self) -> str:
        return self.segment if self.segment is not None else self.id


class Train(BaseModel):
    """A train as it runs: ``distance`` counts the range stops it may visit."""

    model_config = ConfigDict(frozen=True)

    id: str
    distance: int = Field(ge=1)
    doubled: bool = False
    obsolete: bool = False

    def revenue(self, base: int, bonus: int = 0) -> int:
        """A route's revenue from the sum of its locations' values.

        D-trains double every location's value, but not a ``bonus`` (Allenbeck-Tottenham-Express);
        an obsolete train earns half of it all, rounded down to whole tens, per train (rulebook,
        revenue example 2: 90 / 2 = 45 → 40).
        """
        value = (base * 2 if self.doubled else base) + bonus
        if self.obsolete:
            value = (value // 2) // 10 * 10
        return value


class RouteGraph(BaseModel):
    """The whole board as track. ``one_station_per_tile``: a route may not visit two range stops
    (cities, metropolises, Mildendo) lying on the same tile."""

    model_config = ConfigDict(frozen=True)

    stops: tuple[Stop, ...] = ()
    points: tuple[Point, ...] = ()
    paths: tuple[Path, ...] = ()
    one_station_per_tile: bool = True
    # Allenbeck-Tottenham-Express: a route visiting ``named_needed`` differently named stops earns
    # ``named_bonus`` once (0: no such variant).
    named_bonus: int = Field(default=0, ge=0)
    named_needed: int = Field(default=3, ge=1)

    def bonus(self, named: int) -> int:
        """The bonus of a route visiting ``named`` named stops."""
        return self.named_bonus if self.named_bonus and named >= self.named_needed else 0

    @model_validator(mode="after")
    def _check_ids(self) -> "RouteGraph":
        nodes = [s.id for s in self.stops] + [p.id for p in self.points]
        if len(set(nodes)) != len(nodes):
            raise ValueError("stop and point ids must be unique")
        known = set(nodes)
        path_ids = set()
        for p in self.paths:
            if p.id in path_ids:
                raise ValueError(f"path id {p.id} twice")
            path_ids.add(p.id)
            if p.a not in known or p.b not in known:
                raise ValueError(f"path {p.id} joins an unknown node")
            if p.a == p.b:
                raise ValueError(f"path {p.id} is a loop")
        return self

    def stop(self, stop_id: str) -> Stop:
        for s in self.stops:
            if s.id == stop_id:
                return s
        raise KeyError(stop_id)


class Route(BaseModel):
    """One train's run: its stops in order, the paths it uses in order, and what it earns."""

    model_config = ConfigDict(frozen=True)

    train: str
    stops: tuple[str, ...]
    paths: tuple[str, ...]
    revenue: int
    treasury: int = 0  # of ``revenue``: mine money, paid to the company's treasury


class Routes(BaseModel):
    """A company's routes for one operating turn. ``exact`` is False only when the search budget
    ran out first: then ``total`` is the best found, not necessarily the maximum."""

    model_config = ConfigDict(frozen=True)

    total: int
    routes: tuple[Route, ...] = ()
    exact: bool = True
    nodes: int = 0
