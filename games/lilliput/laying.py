"""Laying track on a card turn (A) Umístění dílku trati): the card's tile slots, the character
tiles a player may add on any of their turns, and what a lay costs (a new Y: 50 £ from the
building company, free with Golbasto). Where a tile may go is the board's rule (board module)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event, RuleError

from . import cards, characters
from .actions import LayTile
from .components import load_characters

if TYPE_CHECKING:
    from .state import LilliputState

METROPOLIS_COST = 50


def character_tiles(state: "LilliputState", seat: int) -> list[str]:
    """Characters whose unlaid tiles the seat may lay in this phase (table 3)."""
    colours = set(state.phase_data().colours)
    chars = load_characters()
    return sorted({c for c in state.players[seat]["char_tiles"] if chars.get(c).phase_colour in colours})


def cost(state: "LilliputState", seat: int, cid: str, lay: dict, check: bool = True) -> int | None:
    """What the lay costs the company (a new Y; scenario terrain), or None if it cannot pay
    (``check``: False gives the cost either way)."""
    total = lay.get("terrain", 0)
    if lay.get("metropolis") and characters.owner(state, "free_metropolis") != seat:
        total += METROPOLIS_COST
    return total if not check or state.companies[cid]["treasury"] >= total else None


def _action(seat: int, cid: str, lay: dict) -> LayTile:
    return LayTile(seat=seat, company=cid, tile=lay["tile"], x=lay["x"], y=lay["y"], rotation=lay["rotation"])


def slot_colours(state: "LilliputState", top: dict) -> list[str]:
    return cards.tile_colours(state, top["slots"]) if top["kind"] == "tiles" else []


def _lays(state: "LilliputState", seat: int, cid: str, top: dict, card: bool, extra: bool) -> list[dict]:
    lays: list[dict] = []
    colours = slot_colours(state, top)
    if card and colours:
        lays += [lay for lay in state.board.tile_lays(cid, colours, []) if not lay.get("character")]
    chars = character_tiles(state, seat)
    if extra and chars:
        lays += [lay for lay in state.board.tile_lays(cid, [], chars) if lay.get("character")]
    return lays


def legal(state: "LilliputState", seat: int, top: dict, card: bool, extra: bool) -> list[LayTile]:
    """The card's lays (``card``) and/or the character tiles (``extra``) the seat may lay now."""
    return [_action(seat, cid, lay) for cid in state.directed(seat)
            for lay in _lays(state, seat, cid, top, card, extra) if cost(state, seat, cid, lay) is not None]


def find(state: "LilliputState", seat: int, top: dict, action: LayTile) -> dict | None:
    key = (action.tile, action.x, action.y, action.rotation)
    return next((lay for lay in _lays(state, seat, action.company, top, True, True)
                 if (lay["tile"], lay["x"], lay["y"], lay["rotation"]) == key), None)


def check(state: "LilliputState", seat: int, top: dict, action: LayTile) -> None:
    if action.company not in state.directed(seat):
        raise RuleError("ll-error-not-director", "track", company=action.company)
    found = find(state, seat, top, action)
    if found is None:
        explain = getattr(state.board, "lay_problem", None)  # the board's own reason, when it has one
        problem = explain(action.company, (action.x, action.y), action.tile, action.rotation,
                          slot_colours(state, top), character_tiles(state, seat)) if explain else None
        if problem is not None:
            raise problem
        same = _same_track(state, seat, top, action)
        if same is not None:
            raise RuleError("ll-error-tile-same-track", "track", tile=action.tile, rotation=action.rotation, same=same)
        raise RuleError("ll-error-bad-tile", "track", tile=action.tile, x=action.x, y=action.y)
    if cost(state, seat, action.company, found) is None:
        raise RuleError("ll-error-lay-cost", "track", company=action.company, tile=action.tile,
                        price=cost(state, seat, action.company, found, check=False),
                        treasury=state.companies[action.company]["treasury"])


def _same_track(state: "LilliputState", seat: int, top: dict, action: LayTile) -> int | None:
    """The listed rotation that lays the same track as ``action``'s (a straight turned by two
    quarters), if there is one: lays are listed once per distinct track picture."""
    data = getattr(state.board, "data", {}).get(action.tile)
    if data is None or action.rotation not in range(4):
        return None
    picture = data.rotated(action.rotation)
    for lay in _lays(state, seat, action.company, top, True, True):
        if (lay["tile"], lay["x"], lay["y"]) == (action.tile, action.x, action.y) and data.rotated(lay["rotation"]) == picture:
            return lay["rotation"]
    return None


def lay(state: "LilliputState", seat: int, top: dict, action: LayTile) -> list[Event]:
    """Lay the tile; a card's tile uses up a slot (the action ends when none can be used)."""
    found = find(state, seat, top, action)
    paid = cost(state, seat, action.company, found)
    state.companies[action.company]["treasury"] -= paid
    state.board.lay_tile(action.company, action.tile, action.x, action.y, action.rotation)
    if found.get("character"):
        state.players[seat]["char_tiles"].remove(found["character"])
    else:
        cards.use_slot(top["slots"], found["colour"])
        if not cards.tile_colours(state, top["slots"]):
            state.pending.remove(top)
    return [Event(key="ll-ev-tile", params={"seat": seat, "company": action.company, "tile": action.tile,
                                             "x": action.x, "y": action.y, "cost": paid})]
