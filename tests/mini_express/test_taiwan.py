"""Tchaj-wan 1908 (the expansion rulebook, "Vlakem kolem světa: Spojené království & Tchaj-wan",
section Tchaj-wan 1908): set-up, restriction tokens, white's track (examples a-h, Radka), star
cities, the imperial seal (Daniel, Radka at the end) and Mašinfíra's instructions."""
from __future__ import annotations

import pytest

from vypravci.games.core import RuleError
from vypravci.games.mini_express.expansion import taiwan
from vypravci.games.mini_express.modes.automa import restrict as mf_restrict

from .helpers import city_hex, new, place, rebuilt

TW = "taiwan"
DANIEL, PEPA, RADKA = 1, 2, 3
SOUTH_ROUTE = ((15, 4), (14, 5), (14, 6), (14, 7))  # Dahu -> Hualien, the southern of two


def tw_game(n: int = 4, **options):
    state = new(n, TW, **options)
    picks = {3: ["lumber", "steel", "leather", "lumber", "leather", "steel"],
             4: ["lumber", "steel", "leather", "lumber", "steel", "lumber", "leather", "steel"]}[n]
    for company in picks:
        state.apply({"type": "draft", "seat": state.to_act(), "company": company})
    assert state.phase == "play"
    return state


def occupy(state, city_id: str, company: str = "leather"):
    place(state, company, [city_hex(state, city_id)])
    return rebuilt(state)


def test_setup_changes():
    """Změny v přípravě hry 2, 5, 6, 12-14: 5 shares; white at length 4 with 5 trains; restriction
    tokens at 8; bonus markers at 0; nobody holds the seal."""
    state = new(3, TW)
    assert state.offer == {c: 5 for c in state.offer}
    assert state.length["cotton"] == 4 and state.area["cotton"] == 5
    assert state.limits == {"lumber": 8, "steel": 8, "leather": 8}
    assert state.bonus == {"lumber": 0, "steel": 0, "leather": 0} and state.seal == []
    assert state.board.cities["taoyuan"].number == 2 and state.board.cities["taoyuan"].side == "both"


def test_daniel_buys_a_white_share():
    """Daniel's example: orange influence 3 → 2, orange token 7 → 6, Pepa 6 → 5 (level with
    Radka); one white train on the area costs 1 white influence; 4 trains added; Daniel then
    shares the imperial seal with Radka."""
    state = tw_game()
    state.limits["leather"] = 7
    state.influence[DANIEL].update(leather=3, cotton=2, lumber=0, steel=0)
    state.influence[PEPA]["leather"] = 6
    state.influence[RADKA]["leather"] = 5
    state.area["cotton"] = 1
    state.white_trains[RADKA] = 1
    state.seal = [RADKA]
    state.current = DANIEL
    state = rebuilt(state)
    state.apply({"type": "buy", "seat": DANIEL, "company": "cotton"})
    assert state.influence[DANIEL]["leather"] == 2 and state.limits["leather"] == 6
    assert state.influence[PEPA]["leather"] == 5 == state.influence[RADKA]["leather"]
    assert state.influence[DANIEL]["cotton"] == 1 and state.area["cotton"] == 5
    assert state.seal == [DANIEL, RADKA]


def test_restriction_is_a_choice_and_needs_influence():
    """Pořízení bílé akcie 1: the player picks the company; one without influence cannot be picked."""
    state = tw_game()
    state.influence[0].update(lumber=2, steel=0, leather=1, cotton=1)
    state.area["cotton"] = 0
    state = rebuilt(state)
    state.apply({"type": "buy", "seat": 0, "company": "cotton"})
    assert sorted(a.company for a in state.legal_actions(0)) == ["leather", "lumber"]
    with pytest.raises(RuleError) as err:
        state.apply({"type": "restrict", "seat": 0, "company": "steel"})
    assert err.value.key == "error-restrict-choice"
    state.apply({"type": "restrict", "seat": 0, "company": "lumber"})
    assert state.limits["lumber"] == 7 and state.influence[0]["lumber"] == 1 and state.to_act() == 1
    state.influence[1].update(lumber=0, steel=0, leather=0, cotton=9)
    state = rebuilt(state)
    with pytest.raises(RuleError) as err:
        state.apply({"type": "buy", "seat": 1, "company": "cotton"})
    assert err.value.key == "error-tw-no-restriction"


def test_restriction_caps_influence_and_stops_at_three():
    """Žetony omezení 1-2: influence never reaches the token; the token never goes below 3."""
    state = tw_game()
    state.limits["steel"] = 4
    state.influence[0]["steel"] = 3
    state.tokens["hsinchu"] = ("steel", "steel")
    state = rebuilt(state)
    taiwan.cap_influence(state, 0, "steel")
    state.influence[0]["steel"] += 2
    taiwan.cap_influence(state, 0, "steel")
    assert state.influence[0]["steel"] == 3
    taiwan.restrict(state, 0, "steel")
    assert state.limits["steel"] == 3
    assert "steel" not in taiwan.restrict_options(state, 0)


def test_radka_builds_white_track():
    """Radka's example: Dahu (occupied) → Hualien (unoccupied) across the range; of two shortest
    routes she takes the southern one, 4 white trains; brown on that route gets its compensation
    train plus the 1 train every company but white gets; Hualien's demand token goes, a
    development token comes, the star city moves every bonus marker; Radka takes a white train and
    the imperial seal."""
    state = tw_game()
    state = occupy(state, "dahu", "leather")
    place(state, "lumber", [(14, 6)])
    state.area.update(lumber=1, steel=1, leather=1)
    state.influence[RADKA].update(lumber=2, steel=2, leather=2)
    state.current = RADKA
    state = rebuilt(state)
    routes = taiwan.white_routes(state, "dahu", "hualien")
    assert len(routes) == 2 and SOUTH_ROUTE in routes
    token = state.tokens["hualien"]
    before = dict(state.influence[RADKA])
    state.apply({"type": "white", "seat": RADKA, "source": "dahu", "city": "hualien", "route": SOUTH_ROUTE})
    state.apply({"type": "restrict", "seat": RADKA, "company": "steel"})
    assert state.area["cotton"] == 1  # 5 - 4
    assert state.area["lumber"] == 3 and state.area["steel"] == 2 and state.area["leather"] == 2
    assert "hualien" not in state.tokens and state.developed == ["hualien"]
    assert state.bonus == {"lumber": 1, "steel": 1, "leather": 1}
    assert state.white_trains[RADKA] == 1 and state.seal == [RADKA]
    gained = {c: state.influence[RADKA][c] - before[c] for c in before}
    gained["steel"] += 1  # the restriction
    for c in ("lumber", "steel", "leather", "cotton"):
        assert gained[c] == sum(1 for t in token if t == c) or token[1] == "wild"
    assert "cotton" not in state.trains[city_hex(state, "dahu")]
    assert state.length["cotton"] == 4 + 3


def radka_beside_hualien(token: tuple[str, str]):
    """Radka to play, Dahu occupied, Hualien's demand token ``token``."""
    state = occupy(tw_game(), "dahu", "leather")
    state.influence[RADKA].update(lumber=2, steel=2, leather=2)
    state.current = RADKA
    state.tokens["hualien"] = token
    return rebuilt(state)


@pytest.mark.parametrize("chosen", ["steel", "leather", "cotton"])
def test_white_track_into_a_wild_token_lets_the_builder_choose(chosen):
    """Stavba trati bílé společnosti, step 3: the builder gains influence from the target's demand
    token "as in the standard game" — and there (Stavba trati, step 6) a wild symbol raises "any
    other company" of the builder's choice, never the token's own company twice. The choice is the
    ``wild`` field of the white build, offered among the legal actions."""
    state = radka_beside_hualien(("lumber", "wild"))
    offered = {a.wild for a in state.legal_actions(RADKA) if a.type == "white" and a.city == "hualien"}
    assert offered == {"steel", "leather", "cotton"}
    move = {"type": "white", "seat": RADKA, "source": "dahu", "city": "hualien", "route": SOUTH_ROUTE}
    with pytest.raises(RuleError) as err:  # not the token's own company
        state.apply({**move, "wild": "lumber"})
    assert err.value.key == "error-build-wild-choice"
    before = dict(state.influence[RADKA])
    state.apply({**move, "wild": chosen})
    gained = {c: state.influence[RADKA][c] - before[c] for c in before}
    assert gained["lumber"] == 1 and gained[chosen] == 1
    assert sum(gained.values()) == 2


def test_white_track_into_a_token_without_wild_takes_no_choice():
    """A demand token without a wild symbol leaves nothing to choose (error-build-no-wild)."""
    state = radka_beside_hualien(("lumber", "steel"))
    with pytest.raises(RuleError) as err:
        state.apply({"type": "white", "seat": RADKA, "source": "dahu", "city": "hualien", "route": SOUTH_ROUTE,
                     "wild": "leather"})
    assert err.value.key == "error-build-no-wild"


def test_examples_a_and_b_taoyuan_counts_on_both_sides():
    """Examples a and b: Taoyuan is east of the range for a track from the west (Zhongli) and west
    of it for a track from the east (Yilan)."""
    state = occupy(tw_game(), "zhongli")
    assert taiwan.white_routes(state, "zhongli", "taoyuan") == [((20, 2), (21, 1))]
    assert "taoyuan" in taiwan.white_targets(state, 0)
    state = occupy(tw_game(), "yilan")
    assert "taoyuan" in taiwan.white_targets(state, 0)
    assert taiwan.white_error(state, 0, "yilan", "taoyuan", None) is None


def test_example_c_and_d_shortest_route_only():
    """Examples c and d: a shortest route from Nanao to Longtan is legal; a longer one is not."""
    state = occupy(tw_game(), "nanao")
    routes = taiwan.white_routes(state, "nanao", "longtan")
    assert routes and all(len(r) == 5 for r in routes)
    longer = ((17, 6), (17, 5), (17, 4), (16, 4), (17, 3), (18, 3))
    err = taiwan.white_error(state, 0, "nanao", "longtan", longer)
    assert err is not None and err.key == "error-build-route-not-shortest"
    state.apply({"type": "white", "seat": 0, "source": "nanao", "city": "longtan", "route": routes[0]})
    assert "longtan" in state.developed


def test_example_e_target_must_be_unoccupied():
    """Example e: a shortest route, but into an occupied city."""
    state = occupy(occupy(tw_game(), "nanao"), "longtan", "steel")
    with pytest.raises(RuleError) as err:
        state.apply({"type": "white", "seat": 0, "source": "nanao", "city": "longtan"})
    assert err.value.key == "error-tw-target-occupied"


def test_example_f_two_red_hexes():
    """Example f: every shortest route from Douliu to Yuli crosses two mountain hexes."""
    state = occupy(tw_game(), "douliu")
    with pytest.raises(RuleError) as err:
        state.apply({"type": "white", "seat": 0, "source": "douliu", "city": "yuli"})
    assert err.value.key == "error-tw-no-mountain-route"


def test_examples_g_and_h_two_shortest_routes():
    """Examples g and h: Dahu → Hualien has two shortest routes, either may be built."""
    for route in taiwan.white_routes(occupy(tw_game(), "dahu"), "dahu", "hualien"):
        state = occupy(tw_game(), "dahu")
        state.apply({"type": "white", "seat": 0, "source": "dahu", "city": "hualien", "route": route})
        assert all("cotton" in state.trains[h] for h in route)


def test_same_side_and_white_track_rules():
    """ii and iv: the two cities lie on opposite sides; white never runs through white track."""
    state = occupy(tw_game(), "taichung")
    with pytest.raises(RuleError) as err:
        state.apply({"type": "white", "seat": 0, "source": "taichung", "city": "dahu"})
    assert err.value.key == "error-tw-same-side"
    state = occupy(tw_game(), "dahu")
    place(state, "cotton", [(15, 4)])
    state = rebuilt(state)
    assert all((15, 4) not in r for r in taiwan.white_routes(state, "dahu", "hualien"))


def test_development_token_is_a_start_location():
    """5: a developed city is a start location for every company, which never build into it."""
    state = occupy(tw_game(), "dahu")
    state.apply({"type": "white", "seat": 0, "source": "dahu", "city": "hualien",
                 "route": SOUTH_ROUTE})
    state.apply({"type": "restrict", "seat": 0, "company": "lumber"}) if state.pending else None
    hualien = city_hex(state, "hualien")
    assert hualien in state.network("steel")
    assert "hualien" not in state.build_targets("steel")
    assert any(c in state.build_targets("steel") for c in ("fenglin", "xincheng", "yuli"))


def test_eight_development_tokens_at_most():
    state = occupy(tw_game(), "dahu")
    state.developed = [f"x{i}" for i in range(8)]
    assert taiwan.white_targets(state, 0) == {}
    with pytest.raises(RuleError) as err:
        state.apply({"type": "white", "seat": 0, "source": "dahu", "city": "hualien"})
    assert err.value.key == "error-tw-no-tokens"


def test_track_onto_white_gives_two_trains():
    """Stavba trati na políčko obsahující bílý vlak: white gets 2 trains, not 1."""
    state = tw_game()
    taipei = city_hex(state, "taipei")
    route = state.routes_to("lumber", "keelung")[0]
    place(state, "cotton", [route[0]])
    state.area["cotton"] = 1
    state = rebuilt(state)
    state.apply({"type": "build", "seat": 0, "company": "lumber", "city": "keelung", "route": route})
    assert state.area["cotton"] == 3 and taipei in state.network("lumber")


@pytest.mark.parametrize("stars, steps", [(2, 0), (3, 1), (4, 2), (5, 3), (6, 5), (7, 5)])
def test_star_city_bonus(stars, steps):
    """Bonus za připojení měst s hvězdičkou 2: 3/4/5/6 star cities → +1/+2/+3/+5 track length."""
    assert taiwan.star_bonus(stars) == steps


def test_track_into_star_city_moves_the_marker():
    state = tw_game()
    state.apply({"type": "build", "seat": 0, "company": "lumber", "city": "keelung"})
    assert state.bonus["lumber"] == 1


def test_radka_imperial_seal_at_the_end():
    """Radka's example at the end: she holds the seal, raises orange to the restriction token
    (alone first instead of tied with Pepa), lowers grey by 1 and, at 0 in brown, white by 2."""
    state = tw_game()
    state.limits["leather"] = 5
    state.influence[RADKA].update(leather=4, lumber=0, steel=3, cotton=3)
    state.influence[PEPA]["leather"] = 4
    state.white_trains[RADKA] = 2
    state.exhausted = ["lumber", "steel"]
    state.offer.update(lumber=0, steel=0)
    state.current = RADKA
    state = rebuilt(state)
    state.apply({"type": "buy", "seat": RADKA, "company": "leather"}) if state.buy_error(RADKA, "leather") is None \
        else state.apply({"type": "pass", "seat": RADKA})
    assert state.pending and state.pending[0]["kind"] == "seal" and state.to_act() == RADKA
    influence = dict(state.influence[RADKA])
    state.apply({"type": "seal", "seat": RADKA, "company": "leather"})
    assert state.is_terminal()
    assert state.influence[RADKA]["leather"] == min(influence["leather"] + 1, 5)
    assert state.influence[RADKA]["steel"] == influence["steel"] - 1
    assert state.influence[RADKA]["cotton"] == max(0, influence["cotton"] - 2)


def test_seal_holder_loses_a_tie():
    """Císařská pečeť 4: on equal points the seal holder loses the tie."""
    state = tw_game()
    state.sealed = True
    state.seal = [0]
    state.phase = "over"
    for s in range(state.n):
        state.shares[s] = {c: 0 for c in state.shares[s]}
    assert set(state.scores()) == {0}
    assert state.ranking()[-1] == 0  # without the seal seat 0 would win the tie (seat order)


def test_masinfira_restriction_rule():
    """Instrukce pro Mašinfíru 1: the company where the player leads Mašinfíra by most; with no
    lead anywhere, all three."""
    state = new(1, TW, mode="solo")
    for company in ("steel", "lumber"):
        state.apply({"type": "draft", "seat": 0, "company": company})
    mf = state.mf
    state.influence[0].update(lumber=5, steel=3, leather=1)
    state.influence[mf].update(lumber=2, steel=2, leather=2)
    mf_restrict(state)
    assert state.limits == {"lumber": 7, "steel": 8, "leather": 8} and state.influence[mf]["lumber"] == 1
    state.influence[0].update(lumber=0, steel=0, leather=0)
    mf_restrict(state)
    assert state.limits == {"lumber": 6, "steel": 7, "leather": 7}


def _end_now(state, seat):
    """Exhaust two companies so that the game ends after ``seat``'s pass (a test position)."""
    state.exhausted = ["lumber", "steel"]
    state.offer.update(lumber=0, steel=0)
    state.current = seat
    return rebuilt(state)


def test_star_bonus_at_the_end():
    """Změny závěrečného bodování, Bonus za města s hvězdičkou: 4 star cities → +2 length."""
    state = tw_game(3)
    state.bonus.update(steel=4, leather=2)
    state.length.update(steel=5, leather=5)
    state = _end_now(state, 2)
    events = list(state.apply(state.legal_actions(2)[0]))
    while not state.is_terminal():
        events += state.apply(state.legal_actions(state.to_act())[0])
    bonus = [e.params for e in events if e.key == "me-ev-tw-star-bonus"]
    assert [(b["company"], b["length_to"] - b["length_from"]) for b in bonus] == [("steel", 2)]


def test_shared_seal_adjusts_in_reverse_seat_order():
    """Císařská pečeť, Pozn.: several holders adjust in reverse seat order."""
    state = tw_game(3)
    state.white_trains = [1, 0, 1]
    state.seal = [0, 2]
    state = _end_now(state, 2)
    state.apply(next(a for a in state.legal_actions(2) if a.type in ("build", "buy", "pass")
                     and getattr(a, "company", None) != "cotton"))
    assert [p["seat"] for p in state.pending] == [2, 0] and state.to_act() == 2
    state.apply({"type": "seal", "seat": 2, "company": "lumber"})
    assert state.to_act() == 0 and not state.is_terminal()
    state.apply({"type": "seal", "seat": 0, "company": "steel"})
    assert state.is_terminal()


def test_masinfira_uses_the_seal_for_most_points():
    """Instrukce pro Mašinfíru 2: holding the seal it adjusts to gain most over the player."""
    from vypravci.games.mini_express.expansion.taiwan import choose_seal

    state = new(1, TW, mode="solo")
    for company in ("steel", "lumber"):
        state.apply({"type": "draft", "seat": 0, "company": company})
    mf = state.mf
    best = choose_seal(state)
    gaps = {}
    for c in ("lumber", "steel", "leather"):
        trial = state.clone()
        taiwan.apply_seal(trial, mf, c)
        scores = trial.scores()
        gaps[c] = scores[mf] - scores[0]
    assert gaps[best] == max(gaps.values())


def test_masinfira_builds_white_track():
    """Mašinfíra building for white: a legal target across the range, and its restriction rule."""
    from vypravci.games.mini_express.modes.automa import choose_white

    state = new(1, TW, mode="solo")
    for company in ("steel", "lumber"):
        state.apply({"type": "draft", "seat": 0, "company": company})
    state = occupy(state, "dahu")
    source, target, route = choose_white(state)
    assert route in taiwan.white_routes(state, source, target) and taiwan.opposite(state, source, target)
    assert taiwan.white_error(state, state.mf, source, target, route) is None


def test_white_builds_stored_before_the_wild_choice_replay_unchanged():
    """Records stored before white's wild choice was offered have no ``wild`` on white builds: they
    replay with the old automatic choice, to the same final state (the fixtures' own choices were that)."""
    import json
    from pathlib import Path

    from vypravci.games.core.fixtures import replay_fixture

    for name in ("map-taiwan.json", "map-taiwan-mode-two-player.json", "map-taiwan-secret-debt-signals.json"):
        data = json.loads((Path(__file__).parents[1] / "fixtures" / "mini-express" / name).read_text())
        old = [a for a in data["record"]["actions"] if a.get("type") == "white" and "wild" in a]
        assert old, name
        for a in old:
            del a["wild"]
        _, final = replay_fixture(data)
        assert final == data["final"], name
