"""Set-up (Příprava hry): cash, Dimen's Land, the draft of start companies and characters
(clockwise, then back), each start company's advantage and home tile, the train deck, the cards.

With 2 and 3 players the start companies nobody took leave the game, and the action cards and
train counts follow tables 1 and 6. The 2-player variant lets each player take two characters.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Event, RuleError

from .components import load_cards, load_characters, load_companies, load_trains
from .economy.shares import direct_start_company
from .variants import gulliver

if TYPE_CHECKING:
    from .state import LilliputState

S = "setup"


def build(state: "LilliputState") -> None:
    data = load_companies()
    n = state.humans
    state.players = [{"cash": data.start_cash, "shares": {}, "characters": [], "char_tiles": [],
                      "dimens": load_cards().dimens_land[n], "company": None} for _ in range(state.n)]
    state.companies = {
        c.id: {"start": c.start, "started": False, "removed": False, "director": None, "treasury": 0,
               "trains": [], "stations": 0, "space": None, "arrival": 0, "bank": data.shares}
        for c in data.companies
    }
    state.characters_left = [c.id for c in load_characters().characters]
    state.cards = [c.id for c in load_cards().for_players(n)]
    state.rounds = data.rounds[n]
    if state.gulliver is not None:
        state.players[state.gulliver]["dimens"] = 0
    # The draft: clockwise, then counter-clockwise; the 2-player two-character variant adds a
    # third pass clockwise.
    picks = 3 if state.two_characters else 2
    seats = list(range(n))
    state.draft = [s for p in range(picks) for s in (seats if p % 2 == 0 else seats[::-1])]
    state.deck = []
    if state.gulliver is not None:
        state.draft = [0, 0]  # the player alone: a start company and a character
        gulliver.setup(state)  # his company and home come first (solo set-up)


def characters_wanted(state: "LilliputState") -> int:
    return 2 if state.two_characters else 1


def draft_choices(state: "LilliputState", seat: int) -> tuple[list[str], list[str]]:
    """(start companies, characters) the seat may take now."""
    player = state.players[seat]
    companies = [] if player["company"] else [c for c, v in state.companies.items() if v["start"] and v["director"] is None]
    chars = list(state.characters_left) if len(player["characters"]) < characters_wanted(state) else []
    return companies, chars


def check_choice(state: "LilliputState", seat: int, company: str | None, character: str | None) -> None:
    """A start company nobody holds, while the player has none; a character still in the draft,
    while the player has fewer than they may take."""
    companies, chars = draft_choices(state, seat)
    player = state.players[seat]
    if company is not None and company not in companies:
        if player["company"]:
            raise RuleError("ll-error-has-start-company", "draft", company=player["company"])
        info = state.companies.get(company)
        if info is None or not info["start"]:
            raise RuleError("ll-error-not-start-company", "draft", company=company)
        raise RuleError("ll-error-company-taken", "draft", company=company)
    if character is not None and character not in chars:
        if len(player["characters"]) >= characters_wanted(state):
            raise RuleError("ll-error-characters-enough", "draft", count=characters_wanted(state))
        raise RuleError("ll-error-character-taken", "draft", character=character)


def choose_company(state: "LilliputState", seat: int, cid: str) -> list[Event]:
    """A start company: director's certificate, capital, 2-train(s), price token; the home tile at once."""
    data = load_companies()
    direct_start_company(state, seat, cid, data.capital(data.get(cid)))
    state.pending.insert(0, {"kind": "home", "seat": seat, "company": cid})
    return [Event(key="ll-ev-chose-company", params={"seat": seat, "company": cid})]



def choose_character(state: "LilliputState", seat: int, char_id: str) -> list[Event]:
    char = load_characters().get(char_id)
    state.characters_left.remove(char_id)
    state.players[seat]["characters"].append(char_id)
    state.players[seat]["char_tiles"] += [char_id] * char.tiles
    return [Event(key="ll-ev-chose-character", params={"seat": seat, "character": char_id})]


def is_metropolis_home(cid: str) -> bool:
    return load_companies().get(cid).advantage == "metropolis_home"


def finish(state: "LilliputState") -> list[Event]:
    """After the draft: leftover characters and start companies leave; the train deck is built."""
    events = []
    for cid, comp in state.companies.items():
        if comp["start"] and not comp["started"]:
            comp["removed"] = True
            events.append(Event(key="ll-ev-company-removed", params={"company": cid}))
    state.characters_left = []
    trains = load_trains()
    deck = ["2"] * trains.deck_two_trains
    for t in trains.trains[1:]:
        deck += [t.type] * t.count[state.humans]
    state.deck = deck
    return events
