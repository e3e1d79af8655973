"""Gulliver, the automa of the solo game (Pravidla pro hru jednoho hráče).

Gulliver is a seat of kind ``automa`` the engine appends after the player's. He never decides
anything through ``to_act()``: at set-up the engine draws his start company and home tile, and
after the player's two action cards each round it plays his turn here, in the rulebook's order —
A track, B stations, C the extra empty track, D a share, E a train. His companies always pay
out; he never sells. Every random choice comes from the game's seed through ``draw`` (a counter
kept in the state), so a record of the player's actions replays exactly.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event, Rng, Seat

from ..components import load_companies
from ..economy import shares, trains
from ..economy.shares import direct_start_company
from ..track.tiles import neighbour, opposite
from ..track.track_graph import label, parse_label

if TYPE_CHECKING:
    from ..state import LilliputState

NAME = "Gulliver"
SALT = 0x6A11
SHARE_LIMIT = 3          # at most three 10 % shares
SECOND_MIN_PRICE = 50    # his second director's certificate costs at least 5 × 50 = 250 £
HOME_TILES = ("y-city-straight", "y-city-curve")
TRACK_TILES = ("y-track-straight", "y-track-curve")


def seat() -> Seat:
    return Seat(name=NAME, kind="automa")


def draw(state: "LilliputState", n: int) -> int:
    """A number 0 ≤ k < n from the seed; each draw moves the state's counter on."""
    value = Rng(state.seed).fork(SALT + state.g_draws).randrange(n)
    state.g_draws += 1
    return value


def pick(state: "LilliputState", items: list):
    return items[draw(state, len(items))] if len(items) > 1 else items[0]


def is_gulliver(state: "LilliputState", seat_no: int | None) -> bool:
    return state.gulliver is not None and seat_no == state.gulliver


def owns(state: "LilliputState", cid: str) -> bool:
    return is_gulliver(state, state.companies[cid]["director"])


def distance(pos: tuple[int, int]) -> int:
    """Squares from Mildendo (0, 0) along the grid."""
    return abs(pos[0]) + abs(pos[1])


def _in_play(state: "LilliputState", ids: tuple[str, ...]) -> tuple[str, ...]:
    """The tiles named, or their Brob counterparts when Brobdingnag replaced the ordinary ones."""
    return tuple(i if state.board.manifest.has(i) else f"brob-{i}" for i in ids)


# ------------------------------------------------------------------------------ set-up
def setup(state: "LilliputState") -> list[Event]:
    """A random start company without capital or character; the owner's start cash and the
    director's certificate; a random home city (straight or curved, random side of Mildendo and
    curve direction) with the home station."""
    data = load_companies()
    g = state.gulliver
    starts = [c.id for c in data.companies if c.start]
    cid = pick(state, starts)
    direct_start_company(state, g, cid, treasury=0)
    state.g_companies = [cid]
    tiles = list(_in_play(state, HOME_TILES))
    tile = tiles.pop(draw(state, 2))
    every = state.board.home_lays(cid, False)
    lays = [h for h in every if h["tile"] == tile] or [h for h in every if h["tile"] in tiles]
    side = pick(state, sorted({(h["x"], h["y"]) for h in lays}))
    home = pick(state, [h for h in lays if (h["x"], h["y"]) == side])
    state.board.place_home(cid, home["tile"], home["x"], home["y"], home["rotation"])
    return [Event(key="ll-ev-gulliver-company", params={"seat": g, "company": cid}),
            Event(key="ll-ev-home", params={"company": cid, "tile": home["tile"]})]


# ------------------------------------------------------------------------------ his turn
def play_turn(state: "LilliputState") -> list[Event]:
    events, built = lay_track(state)
    events += build_stations(state, built)
    events += extra_track(state)
    events += buy_share(state)
    events += take_train(state)
    return events


def _kind(state: "LilliputState", tile_id: str) -> str:
    return state.board.data[tile_id].kind


def _lays(state: "LilliputState") -> list[tuple[str, dict]]:
    """(company, lay) for every ordinary tile his companies may lay now, first company first."""
    colours = list(state.phase_data().colours)
    return [(cid, lay) for cid in state.g_companies
            for lay in state.board.tile_lays(cid, colours, []) if not lay.get("character")
            and lay.get("terrain", 0) <= state.companies[cid]["treasury"]]


def _his_stations(state: "LilliputState") -> set[tuple[int, int]]:
    return {p for cid in state.g_companies for p in state.board.stations(cid)}


def _upgrade(state: "LilliputState", lays: list, old_colour: str) -> tuple[str, dict] | None:
    """Upgrade a city of ``old_colour`` holding his station: the first company's home tile
    first, else one of the others at random; green track leads towards Mildendo."""
    mine = _his_stations(state)
    found = [(cid, lay) for cid, lay in lays if lay["upgrade"] and (lay["x"], lay["y"]) in mine
             and _kind(state, lay["tile"]) == "city"
             and state.board.tile_at((lay["x"], lay["y"])).colour == old_colour]
    if not found:
        return None
    spots = sorted({(lay["x"], lay["y"]) for _, lay in found})
    home = state.board.homes.get(state.g_companies[0])
    spot = home if home in spots else pick(state, spots)
    here = [(cid, lay) for cid, lay in found if (lay["x"], lay["y"]) == spot]
    if old_colour == "yellow":
        here = _towards_mildendo(state, spot, here)
    return pick(state, here)


def _towards_mildendo(state: "LilliputState", spot, options: list) -> list:
    """The green lays whose new track all heads towards Mildendo (to a square nearer to it);
    failing that, those with some new track heading there; failing that, all."""
    old = state.board.exits(spot)
    here = distance(spot)

    def heading(lay: dict) -> tuple[bool, bool]:
        new = state.board.data[lay["tile"]].exits(lay["rotation"]) - old
        toward = [distance(neighbour(spot, s)) < here for s in new]
        return bool(toward) and all(toward), any(toward)

    for tier in (0, 1):
        found = [(cid, lay) for cid, lay in options if heading(lay)[tier]]
        if found:
            return found
    return options


def _new_tile(state: "LilliputState", lays: list, kind: str) -> tuple[str, dict] | None:
    """A new yellow tile of ``kind`` (a city, not a Y): the square nearest Mildendo, ties, tile
    and curve direction at random."""
    found = [(cid, lay) for cid, lay in lays if not lay["upgrade"] and lay["colour"] == "yellow"
             and _kind(state, lay["tile"]) == kind]
    if not found:
        return None
    best = min(distance((lay["x"], lay["y"])) for _, lay in found)
    found = [(cid, lay) for cid, lay in found if distance((lay["x"], lay["y"])) == best]
    first = [(cid, lay) for cid, lay in found if cid == state.g_companies[0]]
    return pick(state, first or found)


def lay_track(state: "LilliputState") -> tuple[list[Event], tuple[int, int] | None]:
    """A: one tile, the first possible of: green city → brown, yellow city → green, a new yellow
    city, a new yellow empty track. Returns the new yellow city's square, if one was built."""
    lays = _lays(state)
    choice = (_upgrade(state, lays, "green") or _upgrade(state, lays, "yellow")
              or _new_tile(state, lays, "city") or _new_tile(state, lays, "track"))
    if choice is None:
        return [], None
    cid, lay = choice
    paid = lay.get("terrain", 0)  # scenario terrain is paid by the company, as for a player
    state.companies[cid]["treasury"] -= paid
    state.board.lay_tile(cid, lay["tile"], lay["x"], lay["y"], lay["rotation"])
    event = Event(key="ll-ev-tile", params={"seat": state.gulliver, "company": cid, "tile": lay["tile"],
                                            "x": lay["x"], "y": lay["y"], "cost": paid})
    city = not lay["upgrade"] and _kind(state, lay["tile"]) == "city"
    return [event], ((lay["x"], lay["y"]) if city else None)


def build_stations(state: "LilliputState", built: tuple[int, int] | None) -> list[Event]:
    """B: a free station of his first company in the yellow city he just built, while it has
    tokens left (his second company places none)."""
    if built is None:
        return []
    cid = state.g_companies[0]
    comp = state.companies[cid]
    if comp["stations"] >= load_companies().station_tokens:
        return []
    if state.board.station_problem(cid, built) is not None:
        return []
    comp["stations"] += 1
    state.board.place_station(cid, label(built))
    return [Event(key="ll-ev-station", params={"company": cid, "spot": label(built), "cost": 0})]


def extra_track(state: "LilliputState") -> list[Event]:
    """C: where a city with his station has track running into empty space, an empty-track tile
    continues it (straight or curve at random; tried ends in random order until one fits)."""
    ends = []
    for cid in state.g_companies:
        for pos in state.board.stations(cid):
            for side in sorted(state.board.exits(pos)):
                if neighbour(pos, side) not in state.board.tiles:
                    ends.append((cid, pos, side))
    while ends:
        cid, pos, side = ends.pop(draw(state, len(ends)))
        target = neighbour(pos, side)
        kinds = list(_in_play(state, TRACK_TILES))
        first = kinds.pop(draw(state, 2))
        for tile_id in (first, *kinds):
            rotations = [r for r in state.board.lay_rotations(cid, target, tile_id, ("yellow",))
                         if opposite(side) in state.board.data[tile_id].exits(r)]
            if rotations:
                rotation = pick(state, rotations)
                state.board.lay_tile(cid, tile_id, target[0], target[1], rotation)
                return [Event(key="ll-ev-tile", params={"seat": state.gulliver, "company": cid, "tile": tile_id,
                                                         "x": target[0], "y": target[1], "cost": 0})]
    return []


def buy_share(state: "LilliputState") -> list[Event]:
    """D: one purchase a round when he can afford it: a 10 % share of a company chosen at random
    (three at most), then the director's certificate of a new company."""
    g = state.gulliver
    if state.g_shares < SHARE_LIMIT:
        options = [cid for cid in state.company_order() if _can(shares.check_buy, state, g, cid)]
        if options:
            state.g_shares += 1
            return shares.buy(state, g, pick(state, options))
        if any(c["started"] and c["bank"] for c in state.companies.values()):
            return []  # a share is left but he cannot afford it yet
    if len(state.g_companies) > 1:
        return []
    return start_second(state)


def start_second(state: "LilliputState") -> list[Event]:
    """His second company at the highest free price he can pay (at least 50, i.e. 250 £), its
    home station on his first home tile when a circle is free there, else on the nearest free
    circle (ties at random)."""
    g = state.gulliver
    cash = state.players[g]["cash"]
    prices = [p for p in shares.free_prices(state) if SECOND_MIN_PRICE <= p and 5 * p <= cash]
    startable = shares.startable(state)
    spots = state.board.home_spots()
    if not prices or not startable or not spots:
        return []
    cid = pick(state, startable)
    home = state.board.homes[state.g_companies[0]]
    near = min(_steps(parse_label(s), home) for s in spots)
    spot = pick(state, [s for s in spots if _steps(parse_label(s), home) == near])
    state.g_companies.append(cid)
    return shares.start(state, g, cid, max(prices), spot)


def _steps(a: tuple[int, int], b: tuple[int, int]) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def _can(check, *args) -> bool:
    try:
        check(*args)
    except Exception:  # a RuleError: not allowed now
        return False
    return True


# ------------------------------------------------------------------------------ trains
def receiver(state: "LilliputState") -> str:
    """The company with fewer trains; on a tie the one whose best train is lower; then his first."""
    def key(cid: str):
        own = state.companies[cid]["trains"]
        return len(own), max((trains.worth(t["type"]) for t in own), default=-1), state.g_companies.index(cid)
    return min(state.g_companies, key=key)


def take_train(state: "LilliputState") -> list[Event]:
    """E: the next train of the deck (the one bureaucracy would move to the depot) joins one of
    his companies, free; at the limit his lowest train leaves the game first. The first of a
    type starts its phase as a purchase would."""
    kind = trains.top_train(state)
    if kind is None:
        return []
    cid = receiver(state)
    events = trains.discard_over(state, cid, trains.limit(state) - 1)
    if state.deck:
        state.deck.pop(0)
    train = state.new_train(kind)
    state.companies[cid]["trains"].append(train)
    events.append(Event(key="ll-ev-gulliver-train", params={"company": cid, "train": kind}))
    if kind not in state.bought_types:
        state.bought_types.append(kind)
        events += trains.advance_phase(state, kind)
    return events
