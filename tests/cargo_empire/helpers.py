"""Shared helpers for Cargo Empire tests: fresh states, set-up played through, and a board laid
out by hand for the rulebook's examples."""
from __future__ import annotations

import json

from vypravci.games.cargo_empire import GAME, CargoEmpireOptions
from vypravci.games.cargo_empire.data import load_tiles
from vypravci.games.core import Seat

NAMES = ["Šárka", "Petra", "Marek", "David"]
EXAMPLE_TRACKS = ("a01A", "a02A", "a03A")


def new(n: int = 2, seed: int = 1, tracks=EXAMPLE_TRACKS, **options):
    seats = [Seat(name=NAMES[i], user_id=i + 1) for i in range(n)]
    return GAME.new_state(CargoEmpireOptions(tracks=tracks, **options), seats, seed)


def snap(state) -> str:
    return json.dumps(state.to_dict(), sort_keys=True)


def finish_setup(state):
    """Play the set-up choices with the first legal action until round 1's first turn."""
    while state.stage != "play" or state.current()["kind"] != "turn":
        state.apply(state.legal_actions()[0])
    return state


def playing(n: int = 2, seed: int = 1, tracks=EXAMPLE_TRACKS, **options):
    return finish_setup(new(n, seed, tracks, **options))


def tile_for(supply: str, demand: tuple[str, ...] = (), level: int = 1) -> int:
    """A tile number whose LV``level`` side supplies ``supply`` and demands every colour in ``demand``."""
    for tile in load_tiles().tiles:
        side = tile.lv1 if level == 1 else tile.lv2
        if side.supply == supply and all(d in side.demand for d in demand):
            return tile.number
    raise AssertionError(f"no tile supplies {supply} and demands {demand}")


def blank_board(state, filler: int | None = None):
    """Every city LV1 without cubes, its demand spaces held by ``filler`` (None: free)."""
    for info in state.cities.values():
        info.update(level=1, cubes=0, spaces=[filler, filler], stations=[])
        if info["tile"] is None:
            info["tile"] = 1
    fix_pool(state)


def fix_pool(state):
    """Cubes not on the board are in the supply (12 per colour)."""
    state.pool = {g: 12 for g in state.pool}
    for city, info in state.cities.items():
        if info["cubes"]:
            state.pool[state.supply_goods(city)] -= info["cubes"]


def set_city(state, city, supply, demand=(), *, level=1, cubes=2, spaces=(None, None), stations=()):
    info = state.cities[city]
    info.update(level=level, tile=tile_for(supply, demand, level) if level < 3 else None, cubes=cubes,
                spaces=list(spaces), stations=list(stations))
    fix_pool(state)
    return info


def space_of(state, city, goods) -> int:
    return state.demand_goods(city).index(goods)


def hand(state, seat, road=0, rail=0, sea=0):
    state.hands[seat] = {"road": road, "rail": rail, "sea": sea}


def turn_of(state, seat):
    """Make it ``seat``'s turn now (the next pending decision)."""
    state.pending[0] = {"kind": "turn", "seat": seat}
    state.turn = {"seat": seat, "long_rail": False, "borrowed": [], "transported": False}


def kept(state, seat, **cubes):
    """Set the cubes a clan player keeps (the rest of the colours: none)."""
    state.kept[seat] = {g: cubes.get(g, 0) for g in ("orange", "white", "brown", "grey")}
