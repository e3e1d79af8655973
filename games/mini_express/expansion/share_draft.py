"""Počáteční výběr akcií of the UK and Tchaj-wan maps (set-up step 9 as both maps change it).

Only brown, grey and orange shares are drafted (white's stay aside): 2 of each with 2 or 3
players, 3 with 4 players, 4 with 5 players. With 3–5 players each player takes two shares of two
different companies, first in seat order and then in reverse; with 4 or 5 players two players may
hold the same pair, and each share nobody took moves its company's track length 1 step.

With 2 players (with Mašinfíra or the experts' duel) the start player splits the 6 shares into two
piles of three, each pile two shares of one company and one of another; the other player takes
one pile and the start player the other. As actions (``SplitShares``): the start player names the
company of which the first pile holds two shares, then the company of its single share; the other
player names the company of which the pile they take holds two shares.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event, RuleError

from ..companies import COMPANIES, SHARES_TOTAL, WHITE

if TYPE_CHECKING:
    from ..state import MiniExpressState

ISLAND_RULES = ("uk", "taiwan")
BOARD_SHARES = 5  # step 2 on both maps, in every mode
DRAFTED = tuple(c for c in COMPANIES if c != WHITE)
ASIDE = {2: 2, 3: 2, 4: 3, 5: 4}  # brown/grey/orange shares set aside, by human players
LEFTOVER_STEP = 1  # track-length steps per share nobody took (4 and 5 players)


def applies(state: "MiniExpressState") -> bool:
    """Does this draft replace the base one (island map, not solo)?"""
    return state.board.data.rules in ISLAND_RULES and state.mode != "solo"


def piles(state: "MiniExpressState") -> bool:
    """The 2-player split into piles (with Mašinfíra or in the experts' duel)."""
    return applies(state) and state.humans == 2


def set_up(state: "MiniExpressState") -> None:
    """Shares on the board and set aside for the draft; the rest stay in the box."""
    aside = ASIDE[state.humans] if applies(state) else None
    for c in COMPANIES:
        state.offer[c] = BOARD_SHARES
        if aside is not None:
            state.set_aside[c] = 0 if c == WHITE else aside
        state.box[c] = SHARES_TOTAL - BOARD_SHARES - state.set_aside[c]
    if applies(state):
        state.draft_order = [] if piles(state) else state.draft_order


def same_pair_allowed(state: "MiniExpressState") -> bool:
    """With 4 or 5 players two players may hold the same two companies."""
    return applies(state) and state.humans >= 4


def draft_error(state: "MiniExpressState", company: str) -> RuleError | None:
    if company == WHITE and applies(state):
        return RuleError("error-draft-white", "island-draft")
    return None


# ---------------------------------------------------------------------------------- 2 players
def split_error(state: "MiniExpressState", seat: int, company: str) -> RuleError | None:
    step = len(state.split_picks)
    if company == WHITE:
        return RuleError("error-draft-white", "island-draft")
    if step == 1 and company == state.split_picks[0]:
        return RuleError("error-split-pile-same", "island-draft", company=company)
    if step == 2 and company not in pile_doubles(state):
        return RuleError("error-split-pile-choice", "island-draft", company=company)
    return None


def pile_doubles(state: "MiniExpressState") -> list[str]:
    """The companies of which each pile holds two shares (after the start player's two picks)."""
    double, single = state.split_picks[:2]
    third = next(c for c in DRAFTED if c not in (double, single))
    return [double, third]


def pile(state: "MiniExpressState", double: str) -> dict[str, int]:
    first_double, single = state.split_picks[:2]
    if double == first_double:
        return {first_double: 2, single: 1}
    return {double: 2, single: 1}


def split(state: "MiniExpressState", seat: int, company: str) -> list[Event]:
    step = len(state.split_picks)
    state.split_picks.append(company)
    if step == 0:
        return [Event(key="me-ev-pile-double", params={"seat": seat, "company": company})]
    if step == 1:
        state.current = 1
        return [Event(key="me-ev-pile-single", params={"seat": seat, "company": company})]
    taken = pile(state, company)
    other = next(d for d in pile_doubles(state) if d != company)
    left = pile(state, other)
    events = []
    for s, got in ((1, taken), (0, left)):
        for c, count in got.items():
            state.take_aside(s, c, count)
        events.append(Event(key="me-ev-pile-taken", params={
            "seat": s, "company": next(k for k, v in got.items() if v == 2)}))
    for c in COMPANIES:
        state.set_aside[c] = 0
    return events + state.begin_play()
