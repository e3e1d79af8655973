"""The solo game against Mašinfíra (rulebook: Sólová hra — Příprava, Průběh, Konec, Závěrečné
bodování, Nastavení obtížnosti sólové hry)."""
from __future__ import annotations

import pytest

from vypravci.games.core import GameRecord, RuleError, Seat
from vypravci.games.core.registry import new_state
from vypravci.games.mini_express import GAME, MiniExpressOptions
from vypravci.games.mini_express.companies import COMPANIES

from .helpers import build_example_state, event, keys, mf_turn, new, only_token, scripted, snap, solo


# ------------------------------------------------------------------------------ options
def test_modes_and_player_counts():
    """Sólová hra is for 1 player (Mašinfíra is added by the engine); the 2-player modes seat 2."""
    assert GAME.player_counts(MiniExpressOptions(mode="solo")) == [1]
    assert GAME.player_counts(MiniExpressOptions(mode="two_player")) == [2]
    assert GAME.player_counts(MiniExpressOptions(mode="experts")) == [2]
    assert GAME.player_counts(MiniExpressOptions()) == [3, 4, 5]
    record = GameRecord(game=GAME.id, options={"mode": "solo"}, seats=[Seat(name="A"), Seat(name="B")])
    with pytest.raises(RuleError) as err:
        new_state(record)
    assert err.value.key == "error-player-count"
    meta = GAME.metadata()
    assert meta["modes"] == {"standard": [3, 4, 5], "solo": [1], "two_player": [2], "experts": [2]}


@pytest.mark.parametrize("mode", ["standard", "two_player", "experts"])
def test_difficulty_is_a_solo_rule(mode):
    """Nastavení obtížnosti sólové hry: the levels are written for the solo game only; another
    level than Cestující (the basic rules) is refused in the other modes."""
    assert GAME.parse_options({"mode": mode}).difficulty == "cestujici"
    with pytest.raises(RuleError) as err:
        GAME.parse_options({"mode": mode, "difficulty": "turista"})
    assert err.value.key == "error-bad-options"
    for level in ("cestujici", "turista", "sotous", "pruvodci", "ajznbonak"):
        assert GAME.parse_options({"mode": "solo", "difficulty": level}).difficulty == level


def test_option_sets_cover_every_mode_and_difficulty():
    sets = GAME.option_sets()
    assert {o.mode for o in sets} == {"standard", "solo", "two_player", "experts"}
    assert {o.difficulty for o in sets if o.mode == "solo"} == {
        "cestujici", "turista", "sotous", "pruvodci", "ajznbonak"}


# ------------------------------------------------------------------------------ set-up
def test_solo_setup_and_masinfira_steps_i_to_iii():
    """Příprava sólové hry: 5 shares per company on the asset board, 2 set aside, 2 back in the
    box; you are the start player. Mašinfíra: influence 1 in every company (I.), the destination
    marker off the map and the company marker on Dřevařská (II.), the 12 numbered tokens in the
    bag and the 2 reshuffle tokens set aside (III.)."""
    state = new(1, mode="solo")
    assert state.offer == {c: 5 for c in COMPANIES} and state.set_aside == {c: 2 for c in COMPANIES}
    assert state.box == {c: 2 for c in COMPANIES}
    assert [s.kind for s in state.seats] == ["human", "automa"] and state.mf == 1
    assert state.to_act() == 0 and state.draft_order == [0, 0]
    assert state.influence[1] == {c: 1 for c in COMPANIES} and state.influence[0] == {c: 1 for c in COMPANIES}
    assert state.mf_number == 0 and COMPANIES[state.mf_company] == "lumber"
    assert len(state.mf_bag) == 12 and len(state.mf_aside) == 2 and state.mf_drawn == []
    assert state.to_dict()["masinfira"]["destination"] is None


def test_solo_player_takes_two_different_shares():
    """Příprava sólové hry, step 9: you take 2 set-aside shares of different companies; Mašinfíra
    takes none at this point."""
    state = new(1, mode="solo")
    state.apply({"type": "draft", "seat": 0, "company": "steel"})
    assert state.to_act() == 0 and state.shares[1] == {c: 0 for c in COMPANIES}
    before = snap(state)
    with pytest.raises(RuleError) as err:
        state.apply({"type": "draft", "seat": 0, "company": "steel"})
    assert err.value.key == "error-draft-same-company" and snap(state) == before
    assert "steel" not in [a.company for a in state.legal_actions()]


def test_masinfira_setup_steps_iv_and_v():
    """Příprava sólové hry, IV.–V. and step 10: twice a token is drawn, the company marker moves by
    its number (the destination marker does not) and Mašinfíra takes a set-aside share of the
    company reached; the drawn tokens stay out of the bag; then the reshuffle tokens join the bag.
    Track lengths do not move."""
    state = new(1, mode="solo", seed=7)
    state.apply({"type": "draft", "seat": 0, "company": "steel"})
    events = state.apply({"type": "draft", "seat": 0, "company": "cotton"})
    steps = [e.params["steps"] for e in events if e.key == "me-ev-mf-setup-token"]
    reached = [e.params["company"] for e in events if e.key == "me-ev-mf-setup-share"]
    assert len(steps) == 2 and reached == [COMPANIES[steps[0] % 4], COMPANIES[(steps[0] + steps[1]) % 4]]
    assert reached[0] != reached[1]
    assert sum(state.shares[1].values()) == 2 and all(state.shares[1][c] == 1 for c in reached)
    assert state.mf_number == 0 and "me-ev-mf-destination" not in keys(events)
    assert len(state.mf_drawn) == 2 and len(state.mf_bag) == 12 and state.mf_aside == []
    assert not set(state.mf_drawn) & set(state.mf_bag)
    assert state.length == {c: 0 for c in COMPANIES}
    assert state.phase == "play" and state.to_act() == 0


# ------------------------------------------------------------------------------ play
def test_turns_alternate_and_masinfira_plays_inside_apply():
    """Průběh sólové hry: you and Mašinfíra alternate, you first; Mašinfíra's turn is played by the
    engine right after yours."""
    state = solo()
    state.influence[0]["lumber"] = 4
    events = state.apply({"type": "buy", "seat": 0, "company": "lumber"})
    assert keys(events)[0] == "me-ev-buy" and "me-ev-mf-token" in keys(events)
    assert state.to_act() == 0 and state.turns == [1, 1]


def _two_exhausted_setup(state):
    state.offer["steel"] = 0
    state.exhausted = ["steel"]


def test_end_triggered_by_you_masinfira_plays_once_more(monkeypatch):
    """Konec sólové hry: when you trigger the end (two share supplies exhausted), Mašinfíra has one
    more turn so that you both have had the same number of turns."""
    state = solo()
    _two_exhausted_setup(state)
    state.offer["lumber"], state.area["lumber"] = 1, 0
    state.mf_company, state.mf_number = COMPANIES.index("lumber"), 3
    state.area["leather"] = 1
    scripted(monkeypatch, (2, 1))
    events = state.apply({"type": "buy", "seat": 0, "company": "lumber"})
    k = keys(events)
    assert k.index("me-ev-end-triggered") < k.index("me-ev-mf-token") < k.index("me-ev-game-over")
    assert state.is_terminal() and state.turns == [1, 1]


def test_end_triggered_by_masinfira_ends_at_once():
    """Konec sólové hry: if Mašinfíra triggers the end, the game ends at once."""
    state = solo()
    _two_exhausted_setup(state)
    state.mf_company, state.mf_number = COMPANIES.index("lumber"), 3
    only_token(state, 2, 2)  # → Kožedělná
    state.area["leather"], state.offer["leather"] = 1, 1
    events = mf_turn(state)
    assert "me-ev-end-now" in keys(events) and keys(events)[-1] == "me-ev-game-over"
    assert state.is_terminal() and state.shares[1]["leather"] >= 1


# ------------------------------------------------------------------------------ scoring
def test_solo_scoring_ignores_the_first_column():
    """Závěrečné bodování sólové hry: the 1st column is not used; the higher influence scores the
    2nd column, the lower the Other column, and a tie scores the 2nd column for both."""
    state = solo()
    state.influence = [{"lumber": 5, "steel": 2, "leather": 4, "cotton": 0},
                       {"lumber": 3, "steel": 6, "leather": 4, "cotton": 2}]
    state.shares = [{c: 1 for c in COMPANIES}, {c: 1 for c in COMPANIES}]
    rows = state.score_breakdown()
    assert [rows[0][c]["column"] for c in COMPANIES] == ["2nd", "other", "2nd", None]
    assert [rows[1][c]["column"] for c in COMPANIES] == ["other", "2nd", "2nd", "2nd"]
    assert rows[0]["cotton"]["points"] == 0  # influence 0: the shares are worth nothing


def test_masinfira_wins_ties():
    """Závěrečné bodování sólové hry: on equal points Mašinfíra wins."""
    state = solo()
    state.scores = lambda: [20, 20]
    state.shares = [{c: 0 for c in COMPANIES}, {c: 3 for c in COMPANIES}]  # fewer shares does not help
    assert state.ranking() == [1, 0]
    state.scores = lambda: [21, 20]
    assert state.ranking() == [0, 1]


# ------------------------------------------------------------------------------ difficulty levels
def test_cestujici_masinfira_adds_three_trains_and_compensates():
    """Cestující (the basic solo rules): Mašinfíra's share adds 3 trains (at most 5 on the area),
    and its builds compensate companies as usual."""
    state = solo()
    state.mf_company, state.mf_number = COMPANIES.index("lumber"), 3
    only_token(state, 2, 1)
    state.area["leather"] = 2
    mf_turn(state)
    assert state.area["leather"] == 5
    state = build_example_state()
    events = mf_turn(state)
    assert event(events, "me-ev-compensation").params == {"company": "steel", "trains": 1}


def test_turista_fills_the_train_area_up_to_three():
    """Turista: when Mašinfíra takes a share, fill the train area up to 3 trains (instead of adding
    3 trains up to 5)."""
    for before, after in ((2, 3), (0, 3), (1, 3)):
        state = solo("turista")
        state.mf_company, state.mf_number = COMPANIES.index("lumber"), 3
        only_token(state, 2, 1)
        state.area["leather"] = before
        events = mf_turn(state)
        assert state.area["leather"] == after
        assert event(events, "me-ev-buy").params["trains"] == after - before


def test_turista_no_compensation_for_a_company_with_two_trains():
    """Turista: when Mašinfíra builds over trains of a company that already has at least 2 trains
    on its train area, that company gets no compensation; with fewer it does."""
    state = build_example_state("turista")
    assert state.area["steel"] == 2
    events = mf_turn(state)
    assert "me-ev-compensation" not in keys(events)
    assert event(events, "me-ev-mf-no-compensation").params == {"company": "steel", "trains": 2}
    assert state.area["steel"] == 2
    state = build_example_state("turista")
    state.area["steel"] = 1
    events = mf_turn(state)
    assert event(events, "me-ev-compensation").params == {"company": "steel", "trains": 1}


def test_turista_ends_when_the_destination_reaches_city_32():
    """Turista: the game ends at once when the destination marker reaches city 32 (on both maps);
    Mašinfíra takes no action that turn. At Cestující the game goes on."""
    for map_id in ("usa", "europe"):
        state = solo("turista", map_id=map_id)
        state.mf_number = 30
        only_token(state, 2, 3)
        shares = dict(state.shares[1])
        events = mf_turn(state)
        assert event(events, "me-ev-mf-last-city").params["city"] == automa_city(state, 32)
        assert state.is_terminal() and state.shares[1] == shares
    state = solo("cestujici")
    state.mf_number = 30
    only_token(state, 2, 3)
    mf_turn(state)
    assert state.mf_number == 32 and not state.is_terminal()


def automa_city(state, number):
    return next(c.id for c in state.board.data.cities if c.number == number)


def test_sotous_masinfira_takes_two_shares_per_draw():
    """Šotouš: in set-up step IV Mašinfíra gets 2 shares instead of 1 for each draw. Only 2 shares
    per company are set aside; when you took one of them, the second comes from the box."""
    state = solo("sotous", picks=("steel", "cotton"))
    assert sum(state.shares[1].values()) == 4
    assert sorted(v for v in state.shares[1].values() if v) == [2, 2]
    for c in COMPANIES:
        assert state.offer[c] == 5
        assert state.shares[0][c] + state.shares[1][c] + state.box[c] <= 4
    taken_by_both = [c for c in COMPANIES if state.shares[0][c] and state.shares[1][c]]
    for c in taken_by_both:
        assert state.box[c] == 1  # 1 set aside was left after your pick; the other came from the box


def test_sotous_your_influence_of_three_or_less_scores_nothing():
    """Šotouš: at the final scoring, each share of a company where your influence is 3 or less is
    worth 0 to you (Mašinfíra is unaffected)."""
    state = solo("sotous")
    state.influence = [{"lumber": 3, "steel": 4, "leather": 1, "cotton": 9},
                       {"lumber": 1, "steel": 1, "leather": 1, "cotton": 1}]
    state.shares = [{c: 1 for c in COMPANIES}, {c: 1 for c in COMPANIES}]
    state.length = {c: 10 for c in COMPANIES}
    rows = state.score_breakdown()
    assert rows[0]["lumber"]["points"] == 0 and rows[0]["lumber"]["zeroed"] == "sotous"
    assert rows[0]["leather"]["points"] == 0
    assert rows[0]["steel"]["points"] > 0 and rows[0]["cotton"]["points"] > 0
    assert all(rows[1][c]["points"] > 0 for c in COMPANIES)
    easy = solo("turista")
    easy.influence, easy.shares, easy.length = state.influence, state.shares, state.length
    assert easy.score_breakdown()[0]["lumber"]["points"] > 0


def test_pruvodci_masinfira_gains_influence_with_each_share():
    """Průvodčí: when Mašinfíra takes a share, its influence in that company rises by 1."""
    state = solo("pruvodci")
    state.mf_company, state.mf_number = COMPANIES.index("lumber"), 3
    only_token(state, 2, 1)
    state.area["leather"] = 0
    events = mf_turn(state)
    assert state.influence[1]["leather"] == 2
    assert event(events, "me-ev-mf-share-influence").params == {"seat": 1, "company": "leather", "to": 2}
    state = solo("sotous")
    state.mf_company, state.mf_number = COMPANIES.index("lumber"), 3
    only_token(state, 2, 1)
    state.area["leather"] = 0
    mf_turn(state)
    assert state.influence[1]["leather"] == 1


def test_pruvodci_less_influence_than_masinfira_scores_nothing():
    """Průvodčí: each share of a company where you have less influence than Mašinfíra is worth 0
    to you; equal influence still scores (both take the 2nd column)."""
    state = solo("pruvodci")
    state.influence = [{"lumber": 5, "steel": 6, "leather": 7, "cotton": 4},
                       {"lumber": 6, "steel": 6, "leather": 2, "cotton": 9}]
    state.shares = [{c: 1 for c in COMPANIES}, {c: 1 for c in COMPANIES}]
    state.length = {c: 10 for c in COMPANIES}
    rows = state.score_breakdown()
    assert rows[0]["lumber"]["points"] == 0 and rows[0]["lumber"]["zeroed"] == "pruvodci"
    assert rows[0]["cotton"]["points"] == 0
    assert rows[0]["steel"]["points"] > 0 and rows[0]["steel"]["column"] == "2nd"
    assert rows[0]["leather"]["points"] > 0


def test_ajznbonak_starting_influence():
    """Ajznbónák: Mašinfíra starts with influence 2 in every company (set-up step I.), you with 0."""
    state = new(1, mode="solo", difficulty="ajznbonak")
    assert state.influence[1] == {c: 2 for c in COMPANIES}
    assert state.influence[0] == {c: 0 for c in COMPANIES}


def test_ajznbonak_keeps_every_lower_level():
    """Each level adds its changes to those of the levels below it: Ajznbónák also fills to 3
    (Turista), gives 2 shares per set-up draw (Šotouš) and +1 influence per share (Průvodčí)."""
    state = solo("ajznbonak")
    assert sum(state.shares[1].values()) == 4
    state.mf_company, state.mf_number = COMPANIES.index("lumber"), 3
    only_token(state, 2, 1)
    state.area["leather"] = 1
    mf_turn(state)
    assert state.area["leather"] == 3 and state.influence[1]["leather"] == 3
