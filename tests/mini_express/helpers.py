"""Shared helpers for Mini Express tests: fresh states and quick drafts."""
from __future__ import annotations

import json

from games.core import Seat
from games.mini_express import GAME, MiniExpressOptions


def new(n: int = 3, map_id: str = "usa", seed: int = 1, **options):
    seats = [Seat(name=name, user_id=i + 1) for i, name in enumerate(["Nikol", "Daniel", "Pepa", "Radka", "Eva"][:n])]
    return GAME.new_state(MiniExpressOptions(map=map_id, **options), seats, seed)


def drafted(n: int = 3, map_id: str = "usa", picks: list[str] | None = None, **options):
    """A state past the draft. ``picks`` lists the companies in draft order (2n picks)."""
    state = new(n, map_id, **options)
    pairs = [("lumber", "cotton"), ("steel", "leather"), ("leather", "cotton"), ("cotton", "steel"), ("lumber", "steel")][:n]
    default = [p[0] for p in pairs] + [p[1] for p in reversed(pairs)]
    for company in picks or default:
        state.apply({"type": "draft", "seat": state.to_act(), "company": company})
    assert state.phase == "play"
    return state


def snap(state) -> str:
    return json.dumps(state.to_dict(), sort_keys=True)


def city_hex(state, city_id: str):
    return state.board.cities[city_id].hex
