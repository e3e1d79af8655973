"""Spojené království 1918 (map ``uk``): the map's own rules.

- Set-up: the white company (cotton) starts at track length 8 with 2 trains and no start location;
  brown, grey and orange start in London; the 4 wild demand tokens stay in the box.
- Stavba londýnského metra: white's only build puts one white train on a free hex of the six around
  London and moves white's track length by the number printed there; every other company already
  on that hex gets one train of compensation and the builder 1 influence in it.
- Investice do metra: buying white adds 1 train; white's area holds at most 2.
- Stavba trajektové linky (``ferry``): instead of track, a company in one end city of a free ferry
  line takes it into the other end city (3 trains: 2 on the ferry space, 1 in the city; +2 length).
- Připojení venkova: a city with 1–3 wild symbols gives that much influence in different companies
  (a pending decision); Mašinfíra takes 1 in all four.
- Klíč k městu: a track or ferry into a key city moves the track length one step more.
- Rychlejší vlaky: from the 8th share bought, a purchase adds 4 trains and an area holds 6 (not white).

Ferries, reconstructed (the expansion's page before the Torquay–Hastings example is lost; see
docs/data.md): the line starts from an end city where the company has a train; the other end is
the target, which must admit one more company (capacity) and must be a new market for it (a
company with trains in both ends may not take the line); one company per line. The target city
then counts as a build into it: compensation to the companies already there, influence from its
demand token or wild symbols, the token leaving a full city, the city key.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event, RuleError
from vypravci.games.core.hexgrid import Hex, label as hex_label

from ..companies import AREA_MAX, COMPANIES, WHITE
from ..modes import duel
from ..network import capacity, companies_in, gain_influence, lay_train

if TYPE_CHECKING:
    from ..state import MiniExpressState

WHITE_LENGTH = 8
WHITE_AREA = 2
WHITE_AREA_MAX = 2
WHITE_BUY_TRAINS = 1
UPGRADE_SHARES = 8  # Rychlejší vlaky: the 8th share bought
FAST_BUY_TRAINS = 4
FAST_AREA_MAX = 6
FERRY_TRAINS = 3  # 2 on the ferry space + 1 in the target city
FERRY_LENGTH = 2


def active(state: "MiniExpressState") -> bool:
    return state.board.data.rules == "uk"


def set_up(state: "MiniExpressState") -> None:
    state.length[WHITE] = WHITE_LENGTH
    state.supply[WHITE] += state.area[WHITE] - WHITE_AREA + 1  # no start train, 2 on the area
    state.area[WHITE] = WHITE_AREA
    state.upgrade = 0
    state.ferry_lines = {}


def area_max(state: "MiniExpressState", company: str) -> int:
    if company == WHITE:
        return WHITE_AREA_MAX
    return FAST_AREA_MAX if state.upgrade >= UPGRADE_SHARES else AREA_MAX


def buy_trains(state: "MiniExpressState", company: str) -> int:
    """Trains a purchase adds (the share is already counted on the upgrade track)."""
    if company == WHITE:
        return WHITE_BUY_TRAINS
    return FAST_BUY_TRAINS if state.upgrade >= UPGRADE_SHARES else 3


def count_share(state: "MiniExpressState") -> list[Event]:
    """Rychlejší vlaky: every share bought (white's and Mašinfíra's too) moves the upgrade track."""
    state.upgrade += 1
    if state.upgrade == UPGRADE_SHARES:
        return [Event(key="me-ev-uk-faster", params={"shares": UPGRADE_SHARES})]
    return []


# ---------------------------------------------------------------------------------- the Underground
def underground_value(state: "MiniExpressState", h: Hex) -> int | None:
    return next((u.value for u in state.board.data.underground if tuple(u.hex) == h), None)


def underground_targets(state: "MiniExpressState") -> list[Hex]:
    """Free Underground hexes white may build on now (white needs a train on its area)."""
    if not active(state) or state.area[WHITE] <= 0 or state.pending or duel.blocked(state, WHITE):
        return []
    return sorted(tuple(u.hex) for u in state.board.data.underground
                  if underground_error(state, tuple(u.hex)) is None)


def underground_error(state: "MiniExpressState", h: Hex) -> RuleError | None:
    if not active(state):
        return RuleError("error-uk-only", "uk-underground")
    if underground_value(state, h) is None:
        return RuleError("error-underground-hex", "uk-underground", hex=hex_label(h))
    if WHITE in state.trains.get(h, []):
        return RuleError("error-underground-taken", "uk-underground", hex=hex_label(h))
    if state.area[WHITE] <= 0:
        return RuleError("error-build-no-trains", "uk-underground", company=WHITE)
    err = duel.company_error(state, WHITE)
    if err:
        return err
    if duel.second_action(state) and compensation_exhausts(state, state.trains.get(h, [])):
        return RuleError("error-duel-second-action-ends", "experts-duel", company=WHITE)
    return None


def build_underground(state: "MiniExpressState", seat: int, h: Hex) -> list[Event]:
    others = [c for c in companies_in(state, h) if c != WHITE]
    lay_train(state, h, WHITE)
    state.area[WHITE] -= 1
    before = state.length[WHITE]
    state.length[WHITE] = min(state.max_length, before + underground_value(state, h))
    events = [Event(key="me-ev-underground", params={
        "seat": seat, "hex": hex_label(h), "length_from": before, "length_to": state.length[WHITE]})]
    for c in others:
        got = state.add_trains(c, 1)
        events.append(Event(key="me-ev-compensation", params={"company": c, "trains": got}))
    for c in others:
        state.influence[seat][c] += 1
        events.append(Event(key="me-ev-influence", params={"seat": seat, "company": c, "to": state.influence[seat][c]}))
    return events + state.check_exhaustion()


# ---------------------------------------------------------------------------------- ferries
def ferry_target(state: "MiniExpressState", company: str, ferry) -> str | None:
    """The end city ``company`` would take ``ferry`` into, or None when it may not."""
    if ferry.id in state.ferry_lines or company == WHITE:
        return None
    cities = state.board.cities
    present = [company in companies_in(state, cities[e].hex) for e in ferry.ends]
    if present.count(True) != 1:  # not connected, or already in both end cities
        return None
    target = ferry.ends[present.index(False)]
    if len(companies_in(state, cities[target].hex)) >= capacity(state, target):
        return None
    return target


def ferry_options(state: "MiniExpressState", company: str) -> dict[str, str]:
    """Ferry id → target city, for the lines ``company`` may take now."""
    if not active(state) or state.pending or state.area[company] < FERRY_TRAINS or duel.blocked(state, company):
        return {}
    result = {}
    for ferry in state.board.data.ferries:
        target = ferry_target(state, company, ferry)
        if target is not None:
            result[ferry.id] = target
    return result


def ferry_error(state: "MiniExpressState", company: str, ferry_id: str) -> RuleError | None:
    if not active(state):
        return RuleError("error-uk-only", "uk-ferries")
    ferry = next((f for f in state.board.data.ferries if f.id == ferry_id), None)
    if ferry is None:
        return RuleError("error-ferry-unknown", "uk-ferries", ferry=ferry_id)
    err = duel.company_error(state, company)
    if err:
        return err
    if company == WHITE:
        return RuleError("error-ferry-white", "uk-ferries")
    if ferry_id in state.ferry_lines:
        return RuleError("error-ferry-taken", "uk-ferries", ferry=ferry_id, company=state.ferry_lines[ferry_id])
    cities = state.board.cities
    present = [company in companies_in(state, cities[e].hex) for e in ferry.ends]
    if not any(present):
        return RuleError("error-ferry-not-connected", "uk-ferries", company=company, ferry=ferry_id)
    if all(present):
        return RuleError("error-ferry-both-ends", "uk-ferries", company=company, ferry=ferry_id)
    target = ferry.ends[present.index(False)]
    cap = capacity(state, target)
    if len(companies_in(state, cities[target].hex)) >= cap:
        return RuleError("error-build-city-full", "uk-ferries", city=target, capacity=cap)
    if state.area[company] < FERRY_TRAINS:
        return RuleError("error-build-out-of-reach", "uk-ferries", company=company, city=target,
                         need=FERRY_TRAINS, have=state.area[company])
    if duel.second_action(state) and ferry_exhausts(state, company, target):
        return RuleError("error-duel-second-action-ends", "experts-duel", company=company)
    return None


def ferry_exhausts(state: "MiniExpressState", company: str, target: str) -> bool:
    """Experts' duel: would this ferry end the game (compensation emptying a supply)?"""
    return compensation_exhausts(state, state.trains.get(state.board.cities[target].hex, []))


def compensation_exhausts(state: "MiniExpressState", companies) -> bool:
    """Would one train of compensation to each of ``companies`` empty a supply (ending a duel)?"""
    for c in companies:
        got = max(0, min(1, area_max(state, c) - state.area[c], state.supply[c]))
        if c not in state.exhausted and state.offer[c] > 0 and state.supply[c] - got == 0:
            return True
    return False


def build_ferry(state: "MiniExpressState", seat: int, company: str, ferry_id: str,
                by_automa: bool = False) -> list[Event]:
    target = ferry_options(state, company)[ferry_id]
    city = state.board.cities[target]
    others = list(companies_in(state, city.hex))
    state.ferry_lines[ferry_id] = company
    state.area[company] -= FERRY_TRAINS
    lay_train(state, city.hex, company)
    before = state.length[company]
    steps = FERRY_LENGTH + (1 if city.key else 0)
    state.length[company] = min(state.max_length, before + steps)
    events = [Event(key="me-ev-ferry", params={
        "seat": seat, "company": company, "ferry": ferry_id, "city": target,
        "length_from": before, "length_to": state.length[company]})]
    for c in others:
        if by_automa and state.level >= 1 and state.area[c] >= 2:
            events.append(Event(key="me-ev-mf-no-compensation", params={"company": c, "trains": state.area[c]}))
            continue
        got = state.add_trains(c, 1)
        events.append(Event(key="me-ev-compensation", params={"company": c, "trains": got}))
    events += arrive(state, seat, target, None, by_automa)
    return events + state.check_exhaustion()


def arrive(state: "MiniExpressState", seat: int, city_id: str, wild: str | None, by_automa: bool) -> list[Event]:
    """Influence for a track or ferry into ``city_id`` and the demand token leaving a full city."""
    city = state.board.cities[city_id]
    events = gain_influence(state, seat, city_id, wild, by_automa)
    if city.wild:
        events += countryside(state, seat, city_id, by_automa)
    if city_id in state.tokens and len(state.trains[city.hex]) >= capacity(state, city_id):
        del state.tokens[city_id]
        events.append(Event(key="me-ev-token-removed", params={"city": city_id}))
    return events


# ---------------------------------------------------------------------------------- countryside
def countryside(state: "MiniExpressState", seat: int, city_id: str, by_automa: bool) -> list[Event]:
    """Připojení venkova: 1 influence per wild symbol, each in a different company."""
    count = state.board.cities[city_id].wild
    if by_automa:
        for c in COMPANIES:
            state.influence[seat][c] += 1
        return [Event(key="me-ev-mf-wild", params={"seat": seat, "city": city_id})]
    state.pending.append({"kind": "countryside", "seat": seat, "city": city_id, "left": count,
                          "options": list(COMPANIES)})
    events = [Event(key="me-ev-countryside", params={"seat": seat, "city": city_id, "count": count})]
    return events + settle_countryside(state)


def settle_countryside(state: "MiniExpressState") -> list[Event]:
    """Take the choice at once when every remaining company must be picked anyway."""
    events: list[Event] = []
    while state.pending and state.pending[0]["kind"] == "countryside":
        p = state.pending[0]
        if p["left"] < len(p["options"]):
            break
        company = p["options"][0]
        events += choose_countryside(state, p["seat"], company)
    return events


def choose_countryside(state: "MiniExpressState", seat: int, company: str) -> list[Event]:
    p = state.pending[0]
    p["options"] = [c for c in p["options"] if c != company]
    p["left"] -= 1
    if p["left"] <= 0:
        state.pending.pop(0)
    state.influence[seat][company] += 1
    return [Event(key="me-ev-influence", params={"seat": seat, "company": company, "to": state.influence[seat][company]})]


def key_bonus(state: "MiniExpressState", company: str, city_id: str) -> list[Event]:
    """Klíč k městu: one more track-length step for a track into a key city."""
    if not active(state) or not state.board.cities[city_id].key:
        return []
    before = state.length[company]
    state.length[company] = min(state.max_length, before + 1)
    return [Event(key="me-ev-uk-key", params={"company": company, "city": city_id, "to": state.length[company]})]


def ferry_list(state: "MiniExpressState") -> list[dict]:
    return [{"id": f.id, "ends": list(f.ends), "hex": list(f.hex), "company": state.ferry_lines.get(f.id)}
            for f in state.board.data.ferries]
