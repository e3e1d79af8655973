"""Clan abilities (Schopnosti klanů): the crest powers and the paid abilities of the five clans.

Each player's clan has a crest on the board whose power is permanent and free, and two abilities
bought with two kept cubes, any number of times, on the player's own turn only:

* Erestdon (yellow): crest — a transport from or to the crest city may use any two transport cards
  and succeeds whatever the distance; abilities — move the crest, take a road card.
* Glat (green): crest — a transport from or to the crest city may deliver a cube of any colour to
  any free demand space; abilities — move the crest, move a cube from any city to a free supply
  space of its colour in another city.
* Lockriel (red): crest — nobody else may choose the crest city as supply or demand city;
  abilities — move the crest, once a turn one rail card crosses up to three stretches and moves
  the train two spaces.
* Tino (blue): crest — the crest city counts as a port (for sea cards; at the end, if Tino so
  decides, for all its task cards); abilities — move the crest, exchange a transport card for a
  sea card.
* Kasha (purple): crest — a transport from or to the crest city gives one extra city reward;
  abilities — move the crest, borrow for this turn the crest power of another player's clan, at
  that clan's crest (never Tino's end-of-game port decision).

The Špeditér and the vassals use no clan powers; only the Lockriel crest still closes its city to
the Špeditér's own matching (it follows the ordinary supply-and-demand rules).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from vypravci.games.core import Event, RuleError

from ..actions import ClanAbility
from ..data import CARD_TYPES, GOODS

if TYPE_CHECKING:
    from ..state import CargoEmpireState

CLANS = ("erestdon", "glat", "lockriel", "tino", "kasha")
COLOUR = {"erestdon": "yellow", "glat": "green", "lockriel": "red", "tino": "blue", "kasha": "purple"}
PAID = {"erestdon": "road_card", "glat": "move_cube", "lockriel": "long_rail", "tino": "exchange",
        "kasha": "borrow"}
SECTION = "clan-abilities"


@dataclass
class Powers:
    """The crest powers working for one participant in the current situation."""

    blocked: set[str] = field(default_factory=set)  # cities it may not choose (another's Lockriel crest)
    any_two: set[str] = field(default_factory=set)  # Erestdon crest cities
    any_colour: set[str] = field(default_factory=set)  # Glat crest cities
    extra_port: str | None = None  # Tino crest city
    bonus: set[str] = field(default_factory=set)  # Kasha crest cities
    long_rail: bool = False


def owner_of(state: "CargoEmpireState", clan: str) -> int | None:
    for seat, c in enumerate(state.clans):
        if c == clan:
            return seat
    return None


def effects(state: "CargoEmpireState", seat: int) -> list[tuple[str, str]]:
    """(clan, city) of every crest power working for ``seat`` now: its own crest, and crests
    borrowed this turn (Kasha)."""
    if not state.options.clans or seat >= state.n or state.clans[seat] is None:
        return []
    found = []
    if state.crests[seat]:
        found.append((state.clans[seat], state.crests[seat]))
    if state.turn.get("seat") == seat:
        for clan in state.turn.get("borrowed", []):
            owner = owner_of(state, clan)
            if owner is not None and state.crests[owner]:
                found.append((clan, state.crests[owner]))
    return found


def powers(state: "CargoEmpireState", seat: int, vassal: bool = False) -> Powers:
    pw = Powers()
    if not state.options.clans or vassal:
        return pw
    mine = effects(state, seat)
    lock = owner_of(state, "lockriel")
    if lock is not None and lock != seat and state.crests[lock] and ("lockriel", state.crests[lock]) not in mine:
        pw.blocked.add(state.crests[lock])
    for clan, city in mine:
        if clan == "erestdon":
            pw.any_two.add(city)
        elif clan == "glat":
            pw.any_colour.add(city)
        elif clan == "tino":
            pw.extra_port = city
        elif clan == "kasha":
            pw.bonus.add(city)
    pw.long_rail = bool(state.turn.get("seat") == seat and state.turn.get("long_rail"))
    return pw


# ------------------------------------------------------------------------------------ paying
def pay_options(kept: dict[str, int]) -> list[tuple[str, str]]:
    """Distinct ways to pay two cubes from those kept (colours in the order of GOODS)."""
    result = []
    for i, g in enumerate(GOODS):
        if kept[g] >= 2:
            result.append((g, g))
        for h in GOODS[i + 1:]:
            if kept[g] and kept[h]:
                result.append((g, h))
    return result


def can_pay(kept: dict[str, int], pay: tuple[str, str]) -> bool:
    need = {g: pay.count(g) for g in set(pay)}
    return all(kept.get(g, 0) >= k for g, k in need.items())


# ------------------------------------------------------------------------------------ abilities
FIELDS = {"move_crest": {"city"}, "road_card": set(), "move_cube": {"source", "city"}, "long_rail": set(),
          "exchange": {"card"}, "borrow": {"clan"}}
BEFORE_TRANSPORT_ONLY = ("long_rail", "borrow")  # they only change this turn's transport


def cube_moves(state: "CargoEmpireState") -> list[tuple[str, str]]:
    """Glat: (source, target) — a cube from any city onto a free supply space of its colour elsewhere."""
    result = []
    for a in state.board.ids:
        if state.cities[a]["level"] >= 3 or state.cities[a]["cubes"] == 0:
            continue
        goods = state.supply_goods(a)
        for b in state.board.ids:
            if b != a and state.cities[b]["level"] < 3 and state.supply_goods(b) == goods \
                    and state.cities[b]["cubes"] < 2:
                result.append((a, b))
    return result


def targets(state: "CargoEmpireState", seat: int, ability: str, after: bool) -> list[dict]:
    """The field values an ability may take now (an empty dict for abilities without fields)."""
    clan = state.clans[seat]
    if ability == "move_crest":
        return [{"city": c} for c in state.board.ids if c != state.crests[seat]]
    if ability not in (PAID.get(clan),):
        return []
    if after and ability in BEFORE_TRANSPORT_ONLY:
        return []
    if ability == "road_card":
        return [{}]
    if ability == "move_cube":
        return [{"source": a, "city": b} for a, b in cube_moves(state)]
    if ability == "long_rail":
        return [] if state.turn.get("long_rail") else [{}]
    if ability == "exchange":
        return [{"card": c} for c in CARD_TYPES if state.hands[seat][c]]
    if ability == "borrow":
        taken = set(state.turn.get("borrowed", []))
        return [{"clan": c} for s, c in enumerate(state.clans[:state.n])
                if s != seat and c and c not in taken and state.crests[s]]
    return []  # pragma: no cover


def legal(state: "CargoEmpireState", seat: int, after: bool) -> list[ClanAbility]:
    if not state.options.clans or state.clans[seat] is None:
        return []
    pays = pay_options(state.kept[seat])
    if not pays:
        return []
    result = []
    for ability in ("move_crest", PAID[state.clans[seat]]):
        for values in targets(state, seat, ability, after):
            for pay in pays:
                result.append(ClanAbility(seat=seat, ability=ability, pay=pay, **values))
    return result


def check(state: "CargoEmpireState", action: ClanAbility, after: bool) -> None:
    seat = action.seat
    clan = state.clans[seat] if state.options.clans else None
    if clan is None:
        raise RuleError("ce-error-no-clans", "clans")
    if action.ability not in ("move_crest", PAID[clan]):
        raise RuleError("ce-error-not-your-ability", SECTION, ability=action.ability)
    for name in ("city", "source", "card", "clan"):
        given = getattr(action, name) is not None
        if given != (name in FIELDS[action.ability]):
            raise RuleError("ce-error-ability-field", SECTION, ability=action.ability, field=name)
    if not can_pay(state.kept[seat], action.pay):
        raise RuleError("ce-error-cannot-pay", SECTION, pay=list(action.pay))
    if after and action.ability in BEFORE_TRANSPORT_ONLY:
        raise RuleError("ce-error-ability-after-transport", SECTION, ability=action.ability)
    ab = action.ability
    if ab in ("move_crest", "move_cube"):
        for city in (action.city, action.source):
            if city is not None and city not in state.cities:
                raise RuleError("ce-error-unknown-city", SECTION, city=city)
    if ab == "move_crest" and action.city == state.crests[seat]:
        raise RuleError("ce-error-crest-already-there", SECTION, city=action.city)
    if ab == "move_cube" and (action.source, action.city) not in cube_moves(state):
        raise RuleError("ce-error-cube-move", SECTION, source=action.source, city=action.city)
    if ab == "long_rail" and state.turn.get("long_rail"):
        raise RuleError("ce-error-once-a-turn", SECTION, ability=ab)
    if ab == "exchange" and not state.hands[seat][action.card]:
        raise RuleError("ce-error-not-enough-cards", SECTION, card=action.card, need=1, have=0)
    if ab == "borrow":
        owner = owner_of(state, action.clan)
        if owner is None or owner == seat or not state.crests[owner]:
            raise RuleError("ce-error-borrow", SECTION, clan=action.clan)
        if action.clan in state.turn.get("borrowed", []):
            raise RuleError("ce-error-once-a-turn", SECTION, ability=ab)


def perform(state: "CargoEmpireState", action: ClanAbility) -> list[Event]:
    seat = action.seat
    for g in action.pay:
        state.kept[seat][g] -= 1
        state.pool[g] += 1
    ab = action.ability
    if ab == "move_crest":
        state.crests[seat] = action.city
        return [Event(key="ce-ev-crest-moved", params={"seat": seat, "city": action.city})]
    if ab == "road_card":
        state.hands[seat]["road"] += 1
        return [Event(key="ce-ev-clan-road-card", params={"seat": seat})]
    if ab == "move_cube":
        state.cities[action.source]["cubes"] -= 1
        state.cities[action.city]["cubes"] += 1
        return [Event(key="ce-ev-clan-cube", params={"seat": seat, "source": action.source, "city": action.city})]
    if ab == "long_rail":
        state.turn["long_rail"] = True
        return [Event(key="ce-ev-clan-long-rail", params={"seat": seat})]
    if ab == "exchange":
        state.hands[seat][action.card] -= 1
        state.hands[seat]["sea"] += 1
        return [Event(key="ce-ev-clan-exchange", params={"seat": seat, "card": action.card})]
    state.turn.setdefault("borrowed", []).append(action.clan)
    return [Event(key="ce-ev-clan-borrow", params={"seat": seat, "clan": action.clan})]


def tino_port_pending(state: "CargoEmpireState") -> int | None:
    """The Tino seat that still decides at the end whether its crest city is a port (None if none)."""
    if not state.options.clans:
        return None
    seat = owner_of(state, "tino")
    if seat is None or state.tino_port is not None:
        return None
    city = state.crests[seat]
    if city is None or state.board.cities[city].port:
        return None
    return seat
