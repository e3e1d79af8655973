"""Set-up (Příprava hry): the board, the decks, each player's components, and the set-up choices.

Chance is drawn here only: tile placement, the three tracks and their sides, the city and task decks.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from games.core import Rng

from .data import CARD_TYPES, GOODS, MARKERS, load_components, load_tiles, load_tracks

if TYPE_CHECKING:
    from .state import CargoEmpireState

BLANK = "blank"


def build(state: "CargoEmpireState", seed: int, track_keys: list[str] | None) -> None:
    """Fill a fresh state: everything up to the first choice a player makes."""
    comp = load_components()
    rng = Rng(seed)
    n = state.n
    # Step 1: tiles drawn from the bag onto the cities, LV1 side up, cubes on the supply spaces.
    tiles = [t.number for t in load_tiles().tiles]
    rng.shuffle(tiles)
    state.cities = {}
    for city, tile in zip(state.board.ids, tiles):
        state.cities[city] = {"level": 1, "tile": tile, "cubes": 2, "spaces": [None, None], "stations": []}
    state.pool = {g: comp.cubes_per_colour for g in GOODS}
    for city in state.board.ids:
        state.pool[state.supply_goods(city)] -= 2
    # Step 2: three development tracks, random sides.
    if track_keys is None:
        ids = sorted({t.id for t in load_tracks().tracks})
        rng.shuffle(ids)
        track_keys = [i + ("A" if rng.randrange(2) == 0 else "B") for i in ids[:3]]
    state.track_keys = list(track_keys)
    # Steps 4–6: the city deck and its offer (blank cards at the bottom), the task deck.
    deck = list(state.board.ids)
    rng.shuffle(deck)
    state.offer = deck[: comp.city_offer_size]
    deck = deck[comp.city_offer_size:]
    # Step 7: each player's transport cards, one secret city card, markers at the start.
    state.hands = [{c: 1 for c in CARD_TYPES} for _ in range(n)]
    state.city_cards = [[deck.pop(0)] for _ in range(n)]
    state.revealed = [False] * n
    state.city_deck = deck + [BLANK] * comp.blank_city_cards
    tasks = list(range(1, 25))
    rng.shuffle(tasks)
    state.task_deck = tasks
    state.tasks = [[] for _ in range(n)]
    state.markers = [{m: {"progress": 0, "path": None} for m in MARKERS} for _ in range(n)]
    state.first_posts = [None] * n
    state.order = list(range(n))  # seat 0 starts; clockwise = seat order
    state.round = 0
    state.turn_no = 0
    state.turns_taken = [0] * n
    state.pending = []
    state.stage = "setup-tasks"


def push_task_draws(state: "CargoEmpireState") -> None:
    """Step 7: every player draws two task cards and keeps one."""
    for seat in range(state.n):
        state.push_task_draw(seat, at_end=True)


def turn_order_bonuses(state: "CargoEmpireState") -> list:
    """Steps 8–9: the start player and then clockwise each take the next turn-order space's bonus."""
    events = []
    for pos, seat in enumerate(state.order):
        events += state.give_order_bonus(seat, pos, "setup")
    return events


def push_first_posts(state: "CargoEmpireState") -> None:
    """Step 10 (first post): from the last player back to the start player, a city of the offer."""
    for seat in reversed(state.order):
        state.pending.append({"kind": "first_post", "seat": seat})


def push_second_posts(state: "CargoEmpireState") -> None:
    """Step 11 (second post): in turn order, reveal the city card and post there."""
    for seat in state.order:
        state.pending.append({"kind": "second_post", "seat": seat})
