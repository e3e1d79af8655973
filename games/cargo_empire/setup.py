"""Set-up (Příprava hry): the board, the decks, each player's components, and the set-up choices.

Chance is drawn here only: tile placement, the three tracks and their sides, the city and task decks.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Rng

from .data import BLANK, CARD_TYPES, GOODS, MARKERS, load_components, load_tiles, load_tracks

CLAN_IDS = ("erestdon", "glat", "lockriel", "tino", "kasha")

if TYPE_CHECKING:
    from .state import CargoEmpireState


def build(state: "CargoEmpireState", seed: int, track_keys: list[str] | None) -> None:
    """Fill a fresh state: everything up to the first choice a player makes."""
    comp = load_components()
    rng = Rng(seed)
    options = state.options
    n, np = state.n, state.np
    # Step 1: tiles drawn from the bag onto the cities, LV1 side up, cubes on the supply spaces.
    tiles = [t.number for t in load_tiles().tiles]
    rng.shuffle(tiles)
    state.cities = {}
    for city, tile in zip(state.board.ids, tiles):
        state.cities[city] = {"level": 1, "tile": tile, "cubes": 2, "spaces": [None, None], "stations": []}
    state.pool = {g: comp.cubes_per_colour for g in GOODS}
    for city in state.board.ids:
        state.pool[state.supply_goods(city)] -= 2
    # Step 2: three development tracks, random sides (advanced: one a-, one b- and one c-track).
    if track_keys is None and options.advanced_tracks:
        data = load_tracks()
        a_ids = sorted({t.id for t in data.family("a")})
        track_keys = [a_ids[rng.randrange(len(a_ids))] + ("A" if rng.randrange(2) == 0 else "B")]
        for family in "bc":
            keys = sorted(t.key for t in data.family(family))
            track_keys.append(keys[rng.randrange(len(keys))])
    elif track_keys is None:
        ids = sorted({t.id for t in load_tracks().family("a")})
        rng.shuffle(ids)
        track_keys = [i + ("A" if rng.randrange(2) == 0 else "B") for i in ids[:3]]
    state.track_keys = list(track_keys)
    # Steps 4–6: the city deck and its offer (blank cards at the bottom), the task deck.
    deck = list(state.board.ids)
    rng.shuffle(deck)
    state.offer = deck[: comp.city_offer_size]
    deck = deck[comp.city_offer_size:]
    # Step 7: each player's transport cards, one secret city card, markers at the start.
    # The Špeditér (participant n) takes a face-down city card and task card, no transport cards.
    state.hands = [{c: 1 if p < n else 0 for c in CARD_TYPES} for p in range(np)]
    state.city_cards = [[deck.pop(0)] for _ in range(np)]
    state.revealed = [False] * np
    state.city_deck = deck + [BLANK] * comp.blank_city_cards
    tasks = list(range(1, 25))
    rng.shuffle(tasks)
    state.task_deck = tasks
    state.tasks = [[] for _ in range(np)]
    if state.automa is not None:
        state.tasks[state.automa].append(state.task_deck.pop(0))
    state.markers = [{m: {"progress": 0, "path": None} for m in MARKERS} for _ in range(np)]
    state.first_posts = [None] * np
    state.order = list(range(np))  # seat 0 starts; clockwise = seat order; the Špeditér sits last
    state.round = 0
    state.turn_no = 0
    state.turns_taken = [0] * np
    state.pending = []
    state.stage = "setup-tasks"
    state.turn = {}
    # Clans: dealt at random unless the options fix them; crests go on the board after set-up.
    if options.clans:
        if options.clan_seats:
            state.clans = list(options.clan_seats)
        else:
            pool = list(CLAN_IDS)
            rng.shuffle(pool)
            state.clans = pool[:n]
    else:
        state.clans = [None] * n
    state.crests = [None] * n
    state.kept = [{g: 0 for g in GOODS} for _ in range(n)]
    state.tino_port = None
    # The Špeditér's deck and pointers.
    if state.automa is not None:
        from .variants.spediter import new_deck

        state.spediter = new_deck(state, rng)
    else:
        state.spediter = None
    # Vassals: 12 posts each; cubes they carry leave the game.
    state.vassal_posts = [comp.vassal_posts if options.vassals else 0 for _ in range(n)]
    state.removed = {g: 0 for g in GOODS}
    # Dyorle: the six rush tokens drawn onto the six rush spaces.
    state.rush = {r: None for r in state.board.rush}
    if state.board.rush:
        draw_rush(state, rng)


def draw_rush(state: "CargoEmpireState", rng: Rng) -> None:
    """All six rush tokens out of the bag onto the rush spaces, one each, at random."""
    tokens = list(load_components().rush_tokens)
    rng.shuffle(tokens)
    state.rush = dict(zip(state.board.rush, tokens))


def push_task_draws(state: "CargoEmpireState") -> None:
    """Step 7: every player draws two task cards and keeps one."""
    for seat in range(state.n):
        state.push_task_draw(seat, at_end=True)


def turn_order_bonuses(state: "CargoEmpireState") -> list:
    """Steps 8–9: the start player and then clockwise each take the next turn-order space's bonus
    (the Špeditér takes none)."""
    events = []
    for pos, seat in enumerate(state.order):
        events += state.give_order_bonus(seat, pos, "setup")
    return events


def push_first_posts(state: "CargoEmpireState") -> None:
    """Step 10 (first post): from the last player back to the start player, a city of the offer."""
    for seat in reversed(state.order):
        if seat < state.n:
            state.pending.append({"kind": "first_post", "seat": seat})


def push_second_posts(state: "CargoEmpireState") -> None:
    """Step 11 (second post): in turn order, reveal the city card and post there."""
    for seat in state.order:
        if seat < state.n:
            state.pending.append({"kind": "second_post", "seat": seat})


def push_crests(state: "CargoEmpireState") -> None:
    """Clans: after set-up, in the first round's turn order, each player puts the crest on a city."""
    for seat in state.order:
        if seat < state.n and state.clans[seat]:
            state.pending.append({"kind": "crest", "seat": seat})
