"""Tchaj-wan 1908 (map ``taiwan``): the map's own rules.

- Set-up: white (cotton, the Japanese government) starts at track length 4 with 5 trains and no
  start location; a restriction token at 8 on the brown, grey and orange influence tracks; their
  bonus markers at 0; the imperial seal aside.
- Žetony omezení: a player's influence in those companies always stays below the token (a gain
  that would reach it is lost); a token never goes below 3.
- Whenever a player buys a white share or builds white track, they first lower their influence
  in brown, grey or orange by 1 (one where they have some) and move that token down 1; anyone at
  or above the new token drops to just below it. As a pending decision (``restrict``).
- Pořízení bílé akcie: then as usual, but 4 trains; white's area holds 6.
- Stavba trati bílé společnosti (``white``): from a city with any train into a city with none on
  the other side of the mountains (Taoyuan counts as both), along a shortest route that crosses
  exactly one mountain hex without a white train and never a hex with a white train. The target
  gets a development token (8 in all) with the white train, loses its demand token after the
  influence, and becomes a start location of every other company (which never build into it).
  Brown, grey and orange get 1 train each; the builder takes 1 white train from the supply.
- A track onto a hex with a white train gives white 2 trains of compensation.
- Bonus za města s hvězdičkou: each track into a star city moves that company's bonus marker 1
  (a development token on a star city moves all three); at the end 3/4/5/6 → +1/+2/+3/+5 length.
- Císařská pečeť: after every turn, the seat(s) with most white trains + white shares hold it.
  Before scoring each holder (reverse seat order) raises one company by 1 (may reach its token)
  and lowers the other two by 1 (at 0: white −2 instead). A tied holder loses the tie.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event, RuleError

from ..board import Route
from ..companies import AREA_MAX, COMPANIES, WHITE
from ..modes import duel
from ..network import cap_influence, gain_influence, lay_route, wild_choices  # noqa: F401 (cap_influence: the token's rule)

if TYPE_CHECKING:
    from ..state import MiniExpressState

WHITE_LENGTH = 4
WHITE_AREA = 5
WHITE_AREA_MAX = 6
WHITE_BUY_TRAINS = 4
LIMIT_START = 8
LIMIT_MIN = 3
LIMITED = tuple(c for c in COMPANIES if c != WHITE)
STAR_BONUS = {3: 1, 4: 2, 5: 3, 6: 5}  # star cities joined → track-length steps (6 or more: 5)
WHITE_COMPENSATION = 2


def active(state: "MiniExpressState") -> bool:
    return state.board.data.rules == "taiwan"


def set_up(state: "MiniExpressState") -> None:
    state.length[WHITE] = WHITE_LENGTH
    state.supply[WHITE] -= WHITE_AREA - state.area[WHITE] - 1  # no start train, 5 on the area
    state.area[WHITE] = WHITE_AREA
    state.limits = {c: LIMIT_START for c in LIMITED}
    state.bonus = {c: 0 for c in LIMITED}
    state.developed = []
    state.white_trains = [0] * state.n
    state.seal = []
    state.sealed = False


def area_max(company: str) -> int:
    return WHITE_AREA_MAX if company == WHITE else AREA_MAX


# ---------------------------------------------------------------------------------- restrictions
def restrict_options(state: "MiniExpressState", seat: int) -> list[str]:
    """Companies whose token ``seat`` may move down (some influence there, token above 3)."""
    return [c for c in LIMITED if state.influence[seat][c] >= 1 and state.limits[c] > LIMIT_MIN]


def restrict(state: "MiniExpressState", seat: int, company: str) -> list[Event]:
    """Lower ``seat``'s influence and the company's token by 1; drop anyone now at the token."""
    state.influence[seat][company] = max(0, state.influence[seat][company] - 1)
    if state.limits[company] > LIMIT_MIN:
        state.limits[company] -= 1
    limit = state.limits[company]
    events = [Event(key="me-ev-tw-restrict", params={
        "seat": seat, "company": company, "to": state.influence[seat][company], "limit": limit})]
    for s in range(state.n):
        if state.influence[s][company] >= limit:
            state.influence[s][company] = limit - 1
            events.append(Event(key="me-ev-tw-capped", params={"seat": s, "company": company, "to": limit - 1}))
    return events


def open_restrict(state: "MiniExpressState", seat: int) -> list[Event]:
    """The restriction step of a white purchase or build: a decision unless there is one option."""
    options = restrict_options(state, seat)
    if len(options) == 1:
        return restrict(state, seat, options[0])
    state.pending.append({"kind": "restrict", "seat": seat, "options": options})
    return [Event(key="me-ev-tw-restrict-choose", params={"seat": seat})]


def white_buy_error(state: "MiniExpressState", seat: int) -> RuleError | None:
    if not restrict_options(state, seat):
        return RuleError("error-tw-no-restriction", "taiwan-restrictions")
    return None


# ---------------------------------------------------------------------------------- white's track
def white_routes(state: "MiniExpressState", source: str, target: str, limit: int | None = None) -> list[Route]:
    """Every legal route of white's track from ``source`` into ``target`` (may be empty): the
    shortest routes over land and mountain hexes without a white train, each crossing exactly one
    mountain hex. A route lists the hexes newly taken, ending at the target city."""
    board = state.board
    start, goal = board.cities[source].hex, board.cities[target].hex

    def open_hex(h) -> bool:
        return (h in board.land or h in board.mountains) and WHITE not in state.trains.get(h, [])

    dist = {start: 0}
    frontier = [start]
    found = None
    while frontier and found is None:
        if limit is not None and dist[frontier[0]] + 1 > limit:
            return []  # longer than the trains white has
        nxt = []
        for h in frontier:
            for n in board.adj.get(h, ()):
                if n == goal:
                    found = dist[h] + 1
                elif n not in dist and open_hex(n):
                    dist[n] = dist[h] + 1
                    nxt.append(n)
        frontier = nxt
    if found is None:
        return []
    routes: list[Route] = []

    def walk(h, tail: Route) -> None:
        tail = (h, *tail)
        if dist[h] == 1:
            routes.append(tail)
            return
        for m in board.adj.get(h, ()):
            if dist.get(m) == dist[h] - 1 and m != start and open_hex(m):
                walk(m, tail)

    for n in board.adj.get(goal, ()):
        if n == start and found == 1:
            routes.append((goal,))
        elif dist.get(n) == found - 1 and n != start and open_hex(n):
            walk(n, (goal,))
    return sorted({r for r in routes if sum(1 for h in r if h in board.mountains) == 1})


def opposite(state: "MiniExpressState", a: str, b: str) -> bool:
    sa, sb = state.board.cities[a].side, state.board.cities[b].side
    return "both" in (sa, sb) or sa != sb


def white_sources(state: "MiniExpressState") -> list[str]:
    return [c.id for c in state.board.data.cities if state.trains.get(c.hex)]


def white_targets(state: "MiniExpressState", seat: int) -> dict[str, dict[str, list[Route]]]:
    """Target city → source city → legal routes, for a white build by ``seat`` now."""
    result: dict[str, dict[str, list[Route]]] = {}
    if not active(state) or state.pending or not can_build_white(state, seat):
        return result
    sources = white_sources(state)
    for city in state.board.data.cities:
        if state.trains.get(city.hex):
            continue
        for source in sources:
            if not opposite(state, source, city.id):
                continue
            routes = white_routes(state, source, city.id, state.area[WHITE])
            if routes:
                result.setdefault(city.id, {})[source] = routes
    return result


def can_build_white(state: "MiniExpressState", seat: int | None) -> bool:
    if len(state.developed) >= state.board.data.development_tokens or state.area[WHITE] <= 0:
        return False
    if duel.blocked(state, WHITE):
        return False
    return seat is None or seat == state.mf or bool(restrict_options(state, seat))


def white_error(state: "MiniExpressState", seat: int, source: str, target: str, route) -> RuleError | None:
    cities = state.board.cities
    if not active(state):
        return RuleError("error-taiwan-only", "taiwan-white")
    for c in (source, target):
        if c not in cities:
            return RuleError("error-unknown-city", "taiwan-white", city=c)
    err = duel.company_error(state, WHITE)
    if err:
        return err
    if len(state.developed) >= state.board.data.development_tokens:
        return RuleError("error-tw-no-tokens", "taiwan-white")
    if seat != state.mf and not restrict_options(state, seat):
        return RuleError("error-tw-no-restriction", "taiwan-restrictions")
    if not state.trains.get(cities[source].hex):
        return RuleError("error-tw-source-empty", "taiwan-white", city=source)
    if state.trains.get(cities[target].hex):
        return RuleError("error-tw-target-occupied", "taiwan-white", city=target)
    if not opposite(state, source, target):
        return RuleError("error-tw-same-side", "taiwan-white", city=target)
    routes = white_routes(state, source, target)
    if not routes:
        return RuleError("error-tw-no-mountain-route", "taiwan-white", city=target)
    if route is not None and tuple(tuple(h) for h in route) not in routes:
        return RuleError("error-build-route-not-shortest", "taiwan-white", city=target, need=len(routes[0]))
    if len(routes[0]) > state.area[WHITE]:
        return RuleError("error-build-out-of-reach", "taiwan-white", company=WHITE, city=target,
                         need=len(routes[0]), have=state.area[WHITE])
    if duel.second_action(state) and white_exhausts(state, seat, source, target, routes[0]):
        return RuleError("error-duel-second-action-ends", "experts-duel", company=WHITE)
    return None


def white_exhausts(state: "MiniExpressState", seat: int, source: str, target: str, route: Route) -> bool:
    """Experts' duel: would this white track end the game (a supply emptied)?"""
    sim = state.clone()
    before = set(sim.exhausted)
    build_white(sim, seat, source, target, route, wild_choices(state, target)[0])  # influence ends no supply
    return bool(set(sim.exhausted) - before)


def build_white(state: "MiniExpressState", seat: int, source: str, target: str, route: Route,
                wild: str | None = None, by_automa: bool = False) -> list[Event]:
    """Carry out a checked white build (the restriction step is opened afterwards by the caller).
    ``wild``: the company the builder chose for a wild symbol of the target's demand token (step 3:
    influence as in the standard game); Mašinfíra gains in all four instead."""
    city = state.board.cities[target]
    compensation = lay_route(state, route, WHITE)
    state.area[WHITE] -= len(route)
    land = len(route) - 1  # every hex but the target city (a mountain hex counts as landscape)
    before = state.length[WHITE]
    state.length[WHITE] = min(state.max_length, before + land)
    events = [Event(key="me-ev-tw-white-from", params={"seat": seat, "city": source}),
              Event(key="me-ev-tw-white", params={
                  "seat": seat, "city": target, "trains": len(route),
                  "length_from": before, "length_to": state.length[WHITE]})]
    for other, count in compensation.items():
        if count and by_automa and state.level >= 1 and state.area[other] >= 2:
            # Turista: Mašinfíra's track pays no compensation to a company with 2+ trains on its area.
            events.append(Event(key="me-ev-mf-no-compensation", params={"company": other, "trains": state.area[other]}))
        elif count:
            got = state.add_trains(other, count)
            events.append(Event(key="me-ev-compensation", params={"company": other, "trains": got}))
    events += gain_influence(state, seat, target, None if by_automa else wild, by_automa)
    if target in state.tokens:
        del state.tokens[target]
        events.append(Event(key="me-ev-token-removed", params={"city": target}))
    state.developed.append(target)
    events.append(Event(key="me-ev-tw-developed", params={"city": target, "left": (
        state.board.data.development_tokens - len(state.developed))}))
    if city.star:
        for c in LIMITED:
            state.bonus[c] += 1
        events.append(Event(key="me-ev-tw-star-all", params={"city": target}))
    for c in LIMITED:
        got = state.add_trains(c, 1)
        events.append(Event(key="me-ev-tw-new-trains", params={"company": c, "trains": got}))
    if state.supply[WHITE] > 0:
        state.supply[WHITE] -= 1
    state.white_trains[seat] += 1
    events.append(Event(key="me-ev-tw-white-train", params={"seat": seat, "count": state.white_trains[seat]}))
    return events + state.check_exhaustion()


def star_build(state: "MiniExpressState", company: str, city_id: str) -> list[Event]:
    """A track into a star city moves the company's bonus marker."""
    if not active(state) or company not in LIMITED or not state.board.cities[city_id].star:
        return []
    state.bonus[company] += 1
    return [Event(key="me-ev-tw-star", params={"company": company, "city": city_id, "count": state.bonus[company]})]


# ---------------------------------------------------------------------------------- the seal
def seal_totals(state: "MiniExpressState") -> list[int]:
    return [state.white_trains[s] + state.shares[s][WHITE] for s in range(state.n)]


def check_seal(state: "MiniExpressState") -> list[Event]:
    """After each turn: the seat(s) with the highest white total hold the seal (none while 0)."""
    totals = seal_totals(state)
    top = max(totals)
    holders = [s for s in range(state.n) if totals[s] == top] if top > 0 else []
    if holders == state.seal:
        return []
    state.seal = holders
    return [Event(key="me-ev-tw-seal", params={"seat": s, "total": top, "shared": len(holders)}) for s in holders]


def star_bonus(company_stars: int) -> int:
    return STAR_BONUS[min(company_stars, 6)] if company_stars >= 3 else 0


def final_star_bonus(state: "MiniExpressState") -> list[Event]:
    events = []
    for c in LIMITED:
        steps = star_bonus(state.bonus[c])
        if steps:
            before = state.length[c]
            state.length[c] = min(state.max_length, before + steps)
            events.append(Event(key="me-ev-tw-star-bonus", params={
                "company": c, "stars": state.bonus[c], "length_from": before, "length_to": state.length[c]}))
    return events


def open_seal(state: "MiniExpressState") -> list[Event]:
    """Before final scoring: each holder, in reverse seat order, adjusts (Mašinfíra at once)."""
    state.sealed = True
    events = final_star_bonus(state)
    for seat in sorted(state.seal, reverse=True):
        state.pending.append({"kind": "seal", "seat": seat, "options": list(LIMITED)})
    return events + settle_seal(state)


def settle_seal(state: "MiniExpressState") -> list[Event]:
    """Mašinfíra's adjustments are made by its rule; a player's waits for their choice."""
    events: list[Event] = []
    while state.pending and state.pending[0]["kind"] == "seal":
        seat = state.pending[0]["seat"]
        if seat != state.mf:
            state.current = seat
            break
        state.pending.pop(0)
        events += apply_seal(state, seat, choose_seal(state))
    return events


def apply_seal(state: "MiniExpressState", seat: int, raised: str) -> list[Event]:
    inf = state.influence[seat]
    inf[raised] = min(inf[raised] + 1, state.limits[raised])
    events = [Event(key="me-ev-tw-seal-up", params={"seat": seat, "company": raised, "to": inf[raised]})]
    for c in LIMITED:
        if c == raised:
            continue
        if inf[c] > 0:
            inf[c] -= 1
            events.append(Event(key="me-ev-tw-seal-down", params={"seat": seat, "company": c, "to": inf[c]}))
        else:
            inf[WHITE] = max(0, inf[WHITE] - 2)
            events.append(Event(key="me-ev-tw-seal-white", params={"seat": seat, "company": c, "to": inf[WHITE]}))
    return events


def taiwan_dict(state: "MiniExpressState") -> dict:
    return {"limits": dict(state.limits), "bonus": dict(state.bonus), "developed": list(state.developed),
            "white_trains": list(state.white_trains), "seal": list(state.seal), "sealed": state.sealed}


def choose_seal(state: "MiniExpressState") -> str:
    """Tchaj-wan: Mašinfíra holding the seal at the end adjusts to gain most points over the players."""
    seat = state.mf
    best, best_gap = LIMITED[0], None
    for c in LIMITED:
        trial = state.clone()
        apply_seal(trial, seat, c)
        scores = trial.scores()
        gap = scores[seat] - max(scores[h] for h in range(state.humans))
        if best_gap is None or gap > best_gap:
            best, best_gap = c, gap
    return best
