"""Scenario tiles and scenarios (Scénářové dílky trati, table 4): the landscape laid after
Mildendo and before the set-up — one of the printed scenarios (data/scenarios.toml) or a layout
the host writes as a list of scenario tiles and squares.

Every tile obeys the checkerboard rule by its mark (circle: city class, square: plain class,
both: anywhere), stays off the four squares beside Mildendo (the home tiles go there) and comes
from the scenario tiles in the box; a layout breaking any of these is refused before the game
starts. What the tiles do in play is the board's (terrain, sea, tunnel) and the optimizer's
(mines, off-boards)."""
from __future__ import annotations

import re
import tomllib
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING

from pydantic import BaseModel, ConfigDict, Field

from vypravci.games.core import RuleError

from .board import ORIGIN, Placed
from .tiles import load_scenario_tiles, neighbour

if TYPE_CHECKING:
    from .board import Board

S = "scenarios"
# Host-made layout: entries "tile@x,y" or "tile@x,y/rotation", separated by spaces, commas after
# a rotation, or semicolons.
ENTRY = re.compile(r"^(?P<tile>[a-z0-9-]+)@(?P<x>-?\d+),(?P<y>-?\d+)(?:/(?P<r>[0-3]))?$")


class ScenarioTile(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)
    tile: str
    x: int
    y: int
    rotation: int = Field(default=0, ge=0, le=3)


class Scenario(BaseModel):
    model_config = ConfigDict(extra="forbid")
    id: str
    name: str
    tiles: list[ScenarioTile] = Field(min_length=1)


class ScenarioFile(BaseModel):
    model_config = ConfigDict(extra="forbid")
    source: str
    checked_against: list[str] = Field(min_length=1)
    scenarios: list[Scenario]

    def get(self, scenario_id: str) -> Scenario:
        return next(s for s in self.scenarios if s.id == scenario_id)


@cache
def load_scenarios() -> ScenarioFile:
    text = resources.files("vypravci.games.lilliput").joinpath("data/scenarios.toml").read_text(encoding="utf-8")
    return ScenarioFile.model_validate(tomllib.loads(text))


def parse_layout(text: str) -> list[ScenarioTile]:
    """A host's layout, e.g. ``"hills@2,-1 sea@-3,0 mine-10@2,2/1"``."""
    entries = [e for e in re.split(r"[\s;]+", text.strip()) if e]
    out = []
    for entry in entries:
        found = ENTRY.match(entry)
        if found is None:
            raise RuleError("ll-error-layout-entry", S, entry=entry)
        out.append(ScenarioTile(tile=found["tile"], x=int(found["x"]), y=int(found["y"]),
                                rotation=int(found["r"] or 0)))
    if not out:
        raise RuleError("ll-error-layout-entry", S, entry=text)
    return out


def layout_of(scenario: str | None, layout: str | None) -> list[ScenarioTile]:
    if layout:
        return parse_layout(layout)
    return list(load_scenarios().get(scenario).tiles) if scenario else []


def place(board: "Board", tiles: list[ScenarioTile]) -> None:
    """Lay the landscape on a board holding only Mildendo; refuse a broken layout."""
    box = {t.id for t in load_scenario_tiles().tiles}
    replacing = {r for t in load_scenario_tiles().tiles for r in t.replaced_by}  # the tunnel: in play only
    homes = {neighbour(ORIGIN, side) for side in range(4)}
    for entry in tiles:
        pos = (entry.x, entry.y)
        if entry.tile not in box or entry.tile in replacing:
            raise RuleError("ll-error-layout-tile", S, tile=entry.tile, x=entry.x, y=entry.y)
        if pos == ORIGIN or pos in homes or pos in board.tiles:
            raise RuleError("ll-error-layout-square", S, tile=entry.tile, x=entry.x, y=entry.y)
        if board.supply.get(entry.tile, 0) <= 0:
            raise RuleError("ll-error-tile-none-left", "track", tile=entry.tile)
        tile = board.data[entry.tile]
        if not on_its_squares(pos, tile.checker) or not board.checker_ok(pos, tile):
            raise RuleError("ll-error-layout-checkerboard", S, tile=entry.tile, x=entry.x, y=entry.y)
        board.supply[entry.tile] -= 1
        board.tiles[pos] = Placed(entry.tile, entry.rotation, [])


def on_its_squares(pos: tuple[int, int], checker: str) -> bool:
    """The board's pattern grows from the home cities beside Mildendo: city-class squares have
    x + y odd, plain ones x + y even; unmarked tiles lie anywhere."""
    odd = (pos[0] + pos[1]) % 2 == 1
    return checker == "none" or odd == (checker == "city")
