"""The Špeditér automa (Sólová hra): its set-up steps and its turn, played by the engine itself.

The Špeditér is one more participant after the seats (participant number ``state.n``). It has
posts, markers, city and task cards like a player, but no transport cards: it carries goods for
free from the city under its *car* (supply pointer, one of its cities) to the city card under its
*train* (demand pointer, a place in the city-card offer). Each turn one Špeditér card tells which
marker moves how far and an arrow (up/down) that picks a demand space, a path, or a fall-back city.

Chance comes only from the state's seeded draws (``state.chance()``): the deck is shuffled at
set-up and whenever a reshuffle card turns up.

Rulings where the rulebook is silent (documented in the rules lookup too): the Špeditér sits last
in the first round's order; a blank card turned for the fall-back placement goes under the deck
like a LV3 city's; the 'city card or two task cards' bonus of the advanced tracks gives it the
city card under the train for an up arrow and a task card for a down arrow; the Lockriel crest
closes its city to the Špeditér's matching.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event

from ..data import BLANK, MARKER_OF, SpediterCard, load_spediter
from ..transport import eligible_spaces, place_post, upgrade

if TYPE_CHECKING:
    from ..state import CargoEmpireState


def cards() -> dict[int, SpediterCard]:
    return load_spediter().by_number()


def new_deck(state: "CargoEmpireState", rng) -> dict:
    deck = sorted(cards())
    rng.shuffle(deck)
    return {"deck": deck, "discard": [], "card": None, "car": None, "train": 0}


def _space(state: "CargoEmpireState", city: str, preferred: int) -> int:
    """The preferred demand space if free, else the other one."""
    spaces = state.cities[city]["spaces"]
    return preferred if spaces[preferred] is None else 1 - preferred


def cities(state: "CargoEmpireState") -> list[str]:
    """Cities with a Špeditér post, by number."""
    me = state.automa
    return [c for c in state.board.ids if state.posts_in(c, me)]


def next_city(state: "CargoEmpireState", city: str | None) -> str | None:
    """The city with the next higher number among the Špeditér's cities (after the highest: the lowest)."""
    mine = cities(state)
    if not mine:
        return None
    if city is None:
        return mine[0]
    number = state.board.number[city]
    higher = [c for c in mine if state.board.number[c] > number]
    return higher[0] if higher else mine[0]


# ------------------------------------------------------------------------------------ set-up
def first_post(state: "CargoEmpireState") -> list[Event]:
    """Set-up steps 6–7: after the players' first posts, the train goes to the leftmost free city
    card of the offer, a post on that city's upper demand space; then the train moves one right."""
    me = state.automa
    sp = state.spediter
    taken = {c for c in state.first_posts[:state.n] if c}
    for pos, card in enumerate(state.offer):
        if card != BLANK and card not in taken and state.cities[card]["level"] < 3:
            break
    else:  # pragma: no cover - four cards, at most two taken by players
        return []
    sp["train"] = pos
    state.first_posts[me] = card
    events = [Event(key="ce-ev-spediter-post", params={"city": card})]
    events += place_post(state, me, card, _space(state, card, 0))
    sp["train"] = (pos + 1) % len(state.offer)
    return events


def second_post(state: "CargoEmpireState") -> list[Event]:
    """Set-up steps 8–10: reveal its city card and task card, a post on that city's lower demand
    space, and the car on the lower-numbered of its two cities."""
    me = state.automa
    state.revealed[me] = True
    city = state.city_cards[me][0]
    events = [Event(key="ce-ev-spediter-reveal", params={"city": city})]
    if state.cities[city]["level"] < 3:
        events.append(Event(key="ce-ev-spediter-post", params={"city": city}))
        events += place_post(state, me, city, _space(state, city, 1))
    state.spediter["car"] = next_city(state, None)
    return events


# ------------------------------------------------------------------------------------ the turn
def draw(state: "CargoEmpireState") -> tuple[SpediterCard, list[Event]]:
    sp = state.spediter
    events = []
    table = cards()
    while True:
        if not sp["deck"]:
            sp["deck"], sp["discard"] = sp["discard"], []
            state.chance().shuffle(sp["deck"])
        number = sp["deck"].pop(0)
        card = table[number]
        if not card.reshuffle:
            sp["card"] = number
            return card, events
        # The reshuffle symbol: all Špeditér cards into a new deck, then turn the top card again.
        sp["deck"] = sorted(sp["deck"] + sp["discard"] + [number])
        sp["discard"] = []
        state.chance().shuffle(sp["deck"])
        events.append(Event(key="ce-ev-spediter-reshuffle", params={"card": number}))


def matches(state: "CargoEmpireState", supply: str, pos: int, blocked: set[str]) -> list[int]:
    """Demand spaces a transport from ``supply`` to the city card at offer place ``pos`` may use."""
    demand = state.offer[pos] if 0 <= pos < len(state.offer) else BLANK
    if demand == BLANK or demand == supply or supply in blocked or demand in blocked:
        return []
    info = state.cities[supply]
    if info["level"] >= 3 or info["cubes"] == 0:
        return []
    return eligible_spaces(state, demand, state.supply_goods(supply), False)


def find_match(state: "CargoEmpireState") -> tuple[str, int, list[int]] | None:
    """Step 2.a–b: from the car's city, try the train's card, then the cards to its right
    (wrapping); then move the car to its next city and try again, until every city was tried."""
    from .clans import powers

    sp = state.spediter
    blocked = powers(state, state.automa).blocked
    mine = cities(state)
    if not mine or not state.offer:
        return None
    start = sp["car"] if sp["car"] in mine else mine[0]
    car = start
    size = len(state.offer)
    for _ in range(len(mine)):
        for k in range(size):
            pos = (sp["train"] + k) % size
            spaces = matches(state, car, pos, blocked)
            if spaces:
                return car, pos, spaces
        car = next_city(state, car)
    return None


def play_turn(state: "CargoEmpireState") -> list[Event]:
    me = state.automa
    sp = state.spediter
    card, events = draw(state)
    events.append(Event(key="ce-ev-spediter-card", params={
        "card": card.number, "card_type": card.type, "steps": card.steps, "arrow": card.arrow}))
    up = card.arrow == "up"
    found = find_match(state)
    if found:
        supply, pos, spaces = found
        sp["car"], sp["train"] = supply, pos
        demand = state.offer[pos]
        goods = state.supply_goods(supply)
        state.cities[supply]["cubes"] -= 1
        state.pool[goods] += 1  # the Špeditér never keeps cubes
        space = spaces[0] if len(spaces) == 1 else (0 if up else 1)
        state.cities[demand]["spaces"][space] = me
        events.append(Event(key="ce-ev-spediter-transport", params={"supply": supply, "demand": demand,
                                                                     "goods": goods}))
        if all(s is not None for s in state.cities[demand]["spaces"]):
            events += upgrade(state, demand)[0]  # no perfect-upgrade reward
    else:
        events += fallback(state, up)
    # Step 3: the train one card right, the car to the next of its cities.
    if state.offer:
        sp["train"] = (sp["train"] + 1) % len(state.offer)
    sp["car"] = next_city(state, sp["car"])
    events += develop(state, card)
    sp["discard"].append(card.number)
    sp["card"] = None
    state.turns_taken[me] += 1
    return events


def fallback(state: "CargoEmpireState", up: bool) -> list[Event]:
    """Step 2.c: no match anywhere — a post from the city deck's top card (LV3 cities and blank
    cards go under the deck), or with no usable card left, by the arrow: the highest (up) or
    lowest (down) numbered city without a Špeditér post. No cube moves."""
    me = state.automa
    deck = state.city_deck
    for _ in range(len(deck)):
        top = deck.pop(0)
        deck.append(top)
        if top == BLANK or state.cities[top]["level"] >= 3:
            continue
        return [Event(key="ce-ev-spediter-post", params={"city": top})] + \
            place_post(state, me, top, _space(state, top, 0))
    open_cities = [c for c in state.board.ids if state.cities[c]["level"] < 3]
    candidates = [c for c in open_cities if not state.posts_in(c, me)] or open_cities
    if not candidates:
        return []
    city = candidates[-1] if up else candidates[0]
    return [Event(key="ce-ev-spediter-post", params={"city": city})] + \
        place_post(state, me, city, _space(state, city, 0))


def develop(state: "CargoEmpireState", card: SpediterCard) -> list[Event]:
    """Step 4: the card's marker moves its steps; paths by the arrow; no transport cards; a city
    bonus takes the card under the train, a task bonus turns up a task card."""
    me = state.automa
    marker = MARKER_OF[card.type]
    path_choice = "upper" if card.arrow == "up" else "lower"
    events = []
    m = state.markers[me][marker]
    for _ in range(card.steps):
        if not state.tracks.can_move(m["progress"]):
            break
        m["progress"], m["path"] = state.tracks.step(m["progress"], m["path"], path_choice)
        bonus = state.tracks.bonus(m["progress"], m["path"])
        if bonus == "city_or_task":
            bonus = "city" if card.arrow == "up" else "task"
        if bonus == "city":
            events += take_city(state)
        elif bonus == "task" and state.task_deck:
            task = state.task_deck.pop(0)
            state.tasks[me].append(task)
            events.append(Event(key="ce-ev-spediter-task", params={"task": task}))
    events.append(Event(key="ce-ev-spediter-advance", params={"marker": marker, "progress": m["progress"]}))
    return events


def take_city(state: "CargoEmpireState") -> list[Event]:
    """City bonus: the card under the train; the train moves on to the next card right (the card
    leaving the offer does that), then the offer is refilled."""
    me = state.automa
    sp = state.spediter
    if not state.offer:
        return []
    pos = sp["train"] % len(state.offer)
    card = state.offer[pos]
    state.offer_remove(pos)
    state.city_cards[me].append(card)
    state.refill_offer()
    return [Event(key="ce-ev-spediter-city", params={"card": card})]
