"""Tajný dluh (expansion rulebook "Vlakem kolem světa", minirozšíření Tajný dluh: Změny v přípravě
hry, průběhu, konce a závěrečného bodování) and its secrecy in views, events and the picture."""
from __future__ import annotations

import json

import pytest
from pydantic import ValidationError

from vypravci.games.core import Seat
from vypravci.games.core.ai import RandomAI
from vypravci.games.mini_express import GAME, MiniExpressOptions
from vypravci.games.mini_express.companies import COMPANIES
from vypravci.games.mini_express.data import DebtTokens, load_debt_tokens
from vypravci.render.mini_express import render_board

from .helpers import drafted, keys, new

ALL_IDS = [t.id for t in load_debt_tokens().tokens]


# ---------------------------------------------------------------------------------------- data
def test_debt_tokens_data():
    """6 žetonů dluhů; the faces are pictures, so the file is a marked reconstruction."""
    data = load_debt_tokens()
    assert data.source == "reconstructed" and data.checked_against
    assert len(data.tokens) == 6 and len(set(ALL_IDS)) == 6
    for token in data.tokens:
        assert token.items() and all(c in COMPANIES and a >= 1 for c, a in token.items())
    # the reconstruction: the 6 pairs of the 4 companies, 1 influence each
    assert sorted(tuple(sorted(t.debt)) for t in data.tokens) == sorted(
        tuple(sorted((a, b))) for i, a in enumerate(COMPANIES) for b in COMPANIES[i + 1:])


@pytest.mark.parametrize("bad", [
    {"tokens": [{"id": 1, "debt": {"lumber": 1}}] * 6},  # duplicate ids
    {"tokens": [{"id": i, "debt": {"lumber": 1}} for i in range(1, 7)]},  # duplicate faces
    {"tokens": [{"id": i, "debt": {"gold": 1}} for i in range(1, 7)]},  # unknown company
    {"tokens": [{"id": i, "debt": {c: 0}} for i, c in enumerate(COMPANIES * 2, 1)][:6]},  # no debt
    {"tokens": [{"id": i, "debt": {COMPANIES[i % 4]: 1 + i // 4}} for i in range(1, 6)]},  # only 5
])
def test_debt_schema_rejects_bad_files(bad):
    with pytest.raises(ValidationError):
        DebtTokens.model_validate({"source": "reconstructed", "checked_against": ["x"], **bad})


# ---------------------------------------------------------------------------------------- set-up
def test_every_seat_takes_a_random_token():
    """Změny v přípravě hry 1: each player takes a token at random (Mašinfíra, a player where it
    plays, too). The deal is seeded, and the option changes no other chance (demand tokens)."""
    for n in (3, 4, 5):
        state = new(n, "usa", seed=7, secret_debt=True)
        assert len(state.debts) == n and len(set(state.debts)) == n and set(state.debts) <= set(ALL_IDS)
        assert new(n, "usa", seed=7, secret_debt=True).debts == state.debts
        assert state.tokens == new(n, "usa", seed=7).tokens
    deals = {tuple(new(5, "usa", seed=s, secret_debt=True).debts) for s in range(1, 30)}
    assert len(deals) > 20  # random, not fixed
    duo = new(2, "europe", mode="two_player", secret_debt=True)
    assert len(duo.debts) == 3 and duo.debts[duo.mf] is not None
    assert new(3, "usa").debts is None and new(3, "usa").private_info(0) == []


def test_private_info_shows_each_seat_its_own_token_only():
    """Změny v přípravě hry 1–2: each player looks at their own token; nobody sees another's."""
    state = new(4, "usa", secret_debt=True)
    tokens = load_debt_tokens()
    for seat in range(4):
        info = state.private_info(seat)
        token = tokens.by_id(state.debts[seat])
        assert keys(info) == ["me-ev-debt-yours"] + ["me-ev-debt-line"] * len(token.items())
        assert all(e.params["seat"] == seat for e in info)
        assert info[0].params["token"] == token.id
        assert [(e.params["company"], e.params["amount"]) for e in info[1:]] == token.items()


def test_views_hide_the_other_seats_tokens():
    state = new(3, "usa", secret_debt=True)
    full = state.to_dict()["secret_debt"]
    assert [t["id"] for t in full["tokens"]] == state.debts  # the full state (replays) holds them all
    for viewer in (0, 1, 2, None):
        tokens = state.view(viewer)["secret_debt"]["tokens"]
        for seat, token in enumerate(tokens):
            assert (token is not None) == (seat == viewer)
        assert state.view(viewer)["secret_debt"]["revealed"] is False


# ---------------------------------------------------------------------------------------- scoring
def test_reveal_before_final_scoring():
    """Změny závěrečného bodování: all tokens are revealed and each player's influence drops in the
    companies shown (never below 0); then the usual scoring."""
    state = drafted(3, "usa", secret_debt=True)
    state.debts = [1, 6, 2]  # lumber+steel, leather+cotton, lumber+leather
    state.influence[0] = {"lumber": 3, "steel": 0, "leather": 2, "cotton": 2}
    state.influence[1] = {"lumber": 1, "steel": 1, "leather": 4, "cotton": 1}
    state.influence[2] = {"lumber": 2, "steel": 5, "leather": 1, "cotton": 1}
    events = state.game_over()
    assert state.influence[0] == {"lumber": 2, "steel": 0, "leather": 2, "cotton": 2}  # steel stays at 0
    assert state.influence[1] == {"lumber": 1, "steel": 1, "leather": 3, "cotton": 0}
    assert state.influence[2] == {"lumber": 1, "steel": 5, "leather": 0, "cotton": 1}
    assert state.debt_paid == [{"lumber": 1, "steel": 0}, {"leather": 1, "cotton": 1}, {"lumber": 1, "leather": 1}]
    assert keys(events)[:3] == ["me-ev-debt-revealed", "me-ev-debt-paid", "me-ev-debt-paid"]
    assert keys(events)[-1] == "me-ev-game-over"
    over = events[-1].params
    assert over["scores"] == state.scores()  # scored with the lowered influence
    for viewer in (0, None):
        view = state.view(viewer)["secret_debt"]
        assert view["revealed"] and [t["id"] for t in view["tokens"]] == [1, 6, 2]


# ---------------------------------------------------------------------------------------- whole games
def _twin(options, n, seed, debts):
    seats = [Seat(name=f"P{i}", kind="ai", ai="random") for i in range(n)]
    state = GAME.new_state(options, seats, seed)
    state.debts = list(debts)
    return state


def _others_changed(debts: list[int], keep: int | None) -> list[int]:
    """The same deal except for the tokens of every seat but ``keep``: rotated among themselves and
    the unused token(s), so each of them now holds a different token."""
    spare = [t for t in ALL_IDS if t not in debts]
    others = [s for s in range(len(debts)) if s != keep]
    pool = [debts[s] for s in others] + spare
    rotated = pool[1:] + pool[:1]
    out = list(debts)
    for s, t in zip(others, rotated):
        out[s] = t
    assert all(out[s] != debts[s] for s in others)
    return out


@pytest.mark.parametrize("options,n,seed", [
    (MiniExpressOptions(map="usa", secret_debt=True), 4, 3),
    (MiniExpressOptions(map="europe", secret_debt=True, signals=True, ports=True), 5, 4),
    (MiniExpressOptions(map="usa", mode="solo", secret_debt=True), 1, 5),
    (MiniExpressOptions(map="europe", mode="two_player", secret_debt=True), 2, 6),
    (MiniExpressOptions(map="usa", mode="experts", secret_debt=True, golden_spike=True), 2, 7),
])
def test_whole_games_keep_the_debts_secret(options, n, seed):
    """Whole games: before the reveal, no seat's view, no onlooker's view, no event and no board
    picture depends on another seat's debt token — the same game with the other seats' tokens
    swapped looks exactly the same to that viewer, step by step."""
    game = GAME.new_state(options, [Seat(name=f"P{i}", kind="ai", ai="random") for i in range(n)], seed)
    seated = game.n
    viewers = [None, *range(seated)]
    twins = {v: _twin(options, n, seed, _others_changed(game.debts, v)) for v in viewers}
    ai = RandomAI(seed)
    step = 0
    while not game.is_terminal():
        for v, twin in twins.items():
            assert json.dumps(game.view(v), sort_keys=True) == json.dumps(twin.view(v), sort_keys=True)
            if v is not None:
                assert [e.model_dump() for e in game.private_info(v)] == [e.model_dump() for e in twin.private_info(v)]
        if step % 40 == 0:
            assert render_board(game) == render_board(twins[None])
        action = ai.choose(game, game.to_act())
        events = game.apply(action)
        twin_events = {v: t.apply(action) for v, t in twins.items()}
        if not game.is_terminal():
            assert not any(k.startswith("me-ev-debt") for k in keys(events))
            for v, evs in twin_events.items():
                assert [e.model_dump() for e in evs] == [e.model_dump() for e in events]
        step += 1
    # the last events reveal the tokens: they differ between the twins from here on
    assert "me-ev-debt-revealed" in keys(events)
    assert game.view(None)["secret_debt"]["revealed"]
    assert game.view(None)["secret_debt"] != twins[None].view(None)["secret_debt"]
