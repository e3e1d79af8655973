"""Shared helpers for Mini Express tests: fresh states and quick drafts."""
from __future__ import annotations

import json

from vypravci.games.core import Seat
from vypravci.games.mini_express import GAME, MiniExpressOptions


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


# --- modes with Mašinfíra and the experts' duel ---------------------------------------------------


def solo(difficulty: str = "cestujici", map_id: str = "usa", seed: int = 1, picks=("steel", "cotton")):
    """A solo game past the player's two starting shares (and Mašinfíra's set-up steps IV–V)."""
    state = new(1, map_id, seed, mode="solo", difficulty=difficulty)
    for company in picks:
        state.apply({"type": "draft", "seat": 0, "company": company})
    assert state.phase == "play" and state.to_act() == 0
    return state


def two_player(map_id: str = "usa", seed: int = 1, picks=("lumber", "steel", "leather", "cotton")):
    """2 players with Mašinfíra, past the draft (picks in snake order: seat 0, 1, 1, 0)."""
    state = new(2, map_id, seed, mode="two_player")
    for company in picks:
        state.apply({"type": "draft", "seat": state.to_act(), "company": company})
    assert state.phase == "play" and state.to_act() == 0
    return state


def duel(map_id: str = "usa", seed: int = 1, picks=("lumber", "steel", "leather")):
    """The experts' duel past the split of the starting shares."""
    state = new(2, map_id, seed, mode="experts")
    for company in picks:
        state.apply({"type": "split", "seat": state.to_act(), "company": company})
    assert state.phase == "play" and state.to_act() == 0
    return state


def place(state, company: str, hexes) -> None:
    """Put ``company`` trains on ``hexes`` (a mid-game position), as track building does."""
    from vypravci.games.mini_express import network

    for h in hexes:
        if company not in state.trains.get(tuple(h), []):
            network.lay_train(state, tuple(h), company)


def rebuilt(state):
    """A position set up afresh from ``state``'s fields (after a test changed them directly)."""
    return type(state).from_dict(state.game, state.fields())


def token_id(company: int | None = None, destination: int | None = None, reshuffle: bool = False) -> int:
    """The index of a Mašinfíra token with this face (data/masinfira.toml)."""
    from vypravci.games.mini_express.data import load_masinfira_tokens

    for i, t in enumerate(load_masinfira_tokens().tokens):
        if (t.company, t.destination, t.reshuffle) == (company, destination, reshuffle):
            return i
    raise LookupError((company, destination, reshuffle))


def only_token(state, company: int, destination: int) -> int:
    """Leave exactly one token in Mašinfíra's bag, so the next draw is that one."""
    tid = token_id(company, destination)
    state.mf_bag = [tid]
    state.mf_drawn = [t for t in state.mf_drawn if t != tid]
    return tid


def keys(events) -> list[str]:
    return [e.key for e in events]


def event(events, key: str):
    found = [e for e in events if e.key == key]
    assert found, f"no {key} among {keys(events)}"
    return found[0]


def mf_turn(state):
    """Play Mašinfíra's turn now (as apply does right after the player before it)."""
    from vypravci.games.mini_express.modes import automa

    state.current = state.mf
    return automa.play_turn(state)


def scripted(monkeypatch, *faces):
    """Make Mašinfíra draw these (company steps, destination steps) token faces, in order."""
    from vypravci.games.mini_express.modes import automa
    from vypravci.games.mini_express.data import MasinfiraToken

    queue = [MasinfiraToken(company=c, destination=d) for c, d in faces]

    def fake_draw(state, events):
        state.mf_draws += 1
        return queue.pop(0)

    monkeypatch.setattr(automa, "draw", fake_draw)
    return queue


# Europe hexes of Příklad Mašinfírovy akce Stavba trati (data/europe.toml; test_map_examples.py)
VENICE, BELGRADE, VIENNA, PRAGUE, ZAGREB = (14, 9), (19, 8), (16, 7), (15, 5), (17, 9)
COTTON_NETWORK = [BELGRADE, (18, 8), (17, 7), VIENNA, (15, 6), PRAGUE, (18, 9), ZAGREB]


def build_example_state(difficulty: str = "cestujici"):
    """The position of Příklad Mašinfírovy akce Stavba trati (Europe, solo): the company marker on
    Kožedělná, the destination marker on Bremen, Essen's demand token gone (full); the next token
    is company 1 / destination 2; Bavlněná's network runs Belgrade → Vienna → Prague and
    Belgrade → Zagreb with 3 trains on its area; Ocelářská (2 trains on its area) is in Venice,
    whose demand token shows Ocelářská and Bavlněná."""
    from vypravci.games.mini_express.companies import COMPANIES

    state = solo(difficulty, map_id="europe")
    state.mf_company = COMPANIES.index("leather")
    state.mf_number = state.board.cities["bremen"].number
    del state.tokens["essen"]
    only_token(state, 1, 2)
    place(state, "cotton", COTTON_NETWORK)
    place(state, "steel", [VENICE])
    state.area["cotton"] = 3
    state.area["steel"] = 2
    state.tokens["venice"] = ("steel", "cotton")
    return state
