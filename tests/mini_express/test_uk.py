"""Spojené království 1918 (the expansion rulebook, "Vlakem kolem světa: Spojené království &
Tchaj-wan", section Spojené království 1918): set-up, the share draft, the Underground, ferries,
countryside, red lines, city keys, faster trains and Mašinfíra's instructions."""
from __future__ import annotations

import pytest

from vypravci.games.core import RuleError
from vypravci.games.mini_express import track
from vypravci.games.mini_express.expansion import uk
from vypravci.games.mini_express.modes.automa import choose_ferry
from vypravci.games.mini_express.data import load_map

from .helpers import city_hex, new, place, rebuilt

UK = "uk"
SW_OF_LONDON = (9, 15)


def uk_game(n: int = 3, picks=None, **options):
    """A 3-5 player UK game past the draft (default picks: two different companies each)."""
    state = new(n, UK, **options)
    default = {3: ["lumber", "steel", "leather", "lumber", "leather", "steel"],
               4: ["lumber", "steel", "leather", "lumber", "steel", "lumber", "leather", "steel"],
               5: ["lumber", "steel", "leather", "lumber", "steel", "leather", "steel", "lumber", "leather", "steel"]}
    for company in picks or default[n]:
        state.apply({"type": "draft", "seat": state.to_act(), "company": company})
    assert state.phase == "play"
    return state


def test_setup_changes():
    """Změny v přípravě hry, steps 2, 4-7: 5 shares each; brown, grey and orange in London; white
    at length 8 with 2 trains; no wild demand tokens; only the 28 demand cities get one."""
    state = new(3, UK)
    london = city_hex(state, "london")
    assert sorted(state.trains[london]) == ["leather", "lumber", "steel"]
    assert state.offer == {c: 5 for c in state.offer}
    assert state.length["cotton"] == 8 and state.area["cotton"] == 2
    assert state.area_max("cotton") == 2
    assert len(state.tokens) == 28 and all(t[1] != "wild" for t in state.tokens.values())
    assert not any(c.wild and c.id in state.tokens for c in state.board.data.cities)
    assert "cotton" not in {c for cs in state.trains.values() for c in cs}


@pytest.mark.parametrize("n, aside, leftover_steps", [(3, 2, 0), (4, 3, 1), (5, 4, 1)])
def test_share_draft_3_to_5(n, aside, leftover_steps):
    """Počáteční výběr akcií b-d: 2/3/4 shares of brown, grey and orange, white's aside; with 4 or
    5 players each untaken share moves its company 1 step."""
    state = new(n, UK)
    assert state.set_aside == {"lumber": aside, "steel": aside, "leather": aside, "cotton": 0}
    with pytest.raises(RuleError) as err:
        state.apply({"type": "draft", "seat": 0, "company": "cotton"})
    assert err.value.key == "error-draft-white"
    state = uk_game(n)
    left = 3 * aside - 2 * n
    assert sum(state.length[c] for c in ("lumber", "steel", "leather")) == left * leftover_steps


def test_four_players_may_repeat_a_pair():
    """Pozn. to step 9: with 4/5 players two players may hold the same two companies."""
    state = uk_game(4, picks=["lumber", "lumber", "steel", "leather", "steel", "leather", "steel", "leather"])
    assert state.shares[2] == state.shares[3] == {"lumber": 0, "steel": 1, "leather": 1, "cotton": 0}


@pytest.mark.parametrize("mode", ["two_player", "experts"])
def test_two_player_piles(mode):
    """Step 9a: the start player makes two piles of 2 + 1 shares, the other player takes one."""
    state = new(2, UK, mode=mode)
    assert state.legal_actions(0)[0].type == "split"
    state.apply({"type": "split", "seat": 0, "company": "steel"})  # two grey in the first pile
    with pytest.raises(RuleError):
        state.apply({"type": "split", "seat": 0, "company": "steel"})
    state.apply({"type": "split", "seat": 0, "company": "lumber"})  # ... and one brown
    assert state.to_act() == 1
    assert sorted(a.company for a in state.legal_actions(1)) == ["leather", "steel"]
    state.apply({"type": "split", "seat": 1, "company": "leather"})  # the other pile: 2 orange + 1 brown
    assert state.shares[1] == {"lumber": 1, "steel": 0, "leather": 2, "cotton": 0}
    assert state.shares[0] == {"lumber": 1, "steel": 2, "leather": 0, "cotton": 0}
    assert state.phase == "play" and state.to_act() == 0


def test_nikol_underground_example():
    """Stavba londýnského metra, Nikol's example: white on the hex south-west of London (value 2)
    where orange and brown already run: white's length +2, orange and brown 1 train each, Nikol
    +1 influence in both."""
    state = uk_game()
    place(state, "leather", [SW_OF_LONDON])
    place(state, "lumber", [SW_OF_LONDON])
    state.area.update(leather=1, lumber=2)
    state = rebuilt(state)
    before = dict(state.influence[0])
    state.apply({"type": "underground", "seat": 0, "hex": SW_OF_LONDON})
    assert state.length["cotton"] == 10
    assert state.area["cotton"] == 1 and state.area["leather"] == 2 and state.area["lumber"] == 3
    assert state.influence[0]["leather"] == before["leather"] + 1
    assert state.influence[0]["lumber"] == before["lumber"] + 1
    assert "cotton" in state.trains[SW_OF_LONDON]
    with pytest.raises(RuleError) as err:
        state.apply({"type": "underground", "seat": 1, "hex": SW_OF_LONDON})
    assert err.value.key == "error-underground-taken"


def test_white_builds_only_the_underground():
    state = uk_game()
    assert state.build_targets("cotton") == {}
    assert len(uk.underground_targets(state)) == 6
    with pytest.raises(RuleError):
        state.apply({"type": "build", "seat": 0, "company": "cotton", "city": "oxford"})


def test_white_share_adds_one_train_up_to_two():
    """Investice do metra i-ii: a white share adds 1 train; white's area holds 2."""
    state = uk_game()
    state.area["cotton"] = 1
    state.influence[0]["cotton"] = 3
    state = rebuilt(state)
    state.apply({"type": "buy", "seat": 0, "company": "cotton"})
    assert state.area["cotton"] == 2 and state.influence[0]["cotton"] == 2
    assert state.add_trains("cotton", 3) == 0


def test_track_onto_white_pays_white_up_to_two():
    """Stavba trati v oblasti metra: track onto a white train refills white, still at most 2."""
    state = uk_game()
    place(state, "cotton", [SW_OF_LONDON])
    state.area["cotton"] = 1
    state = rebuilt(state)
    route = next(r for r in state.routes_to("steel", "southampton") if SW_OF_LONDON in r)
    state.apply({"type": "build", "seat": 0, "company": "steel", "city": "southampton", "route": route})
    assert state.area["cotton"] == 2


def test_torquay_hastings_ferry_example():
    """Stavba trajektové linky, the Torquay-Hastings example: Hastings is full, so brown cannot
    take the line from Torquay; Torquay has room for one more company, so grey can take it from
    Hastings."""
    state = uk_game()
    place(state, "lumber", [city_hex(state, "torquay")])
    place(state, "steel", [city_hex(state, "hastings")])
    state.area.update(lumber=4, steel=4)
    state = rebuilt(state)
    assert state.board.cities["hastings"].capacity == 1 and state.board.cities["torquay"].capacity == 2
    with pytest.raises(RuleError) as err:
        state.apply({"type": "ferry", "seat": 0, "company": "lumber", "ferry": "torquay-hastings"})
    assert err.value.key == "error-build-city-full"
    length = state.length["steel"]
    state.apply({"type": "ferry", "seat": 0, "company": "steel", "ferry": "torquay-hastings"})
    assert state.ferry_lines == {"torquay-hastings": "steel"}
    assert state.area["steel"] == 1  # 3 trains: 2 on the ferry space, 1 in Torquay
    assert state.length["steel"] == length + 2
    assert "steel" in state.trains[city_hex(state, "torquay")]
    assert state.area["lumber"] == 5  # compensation in Torquay


def test_ferry_summary_rules():
    """Stavba trajektové linky 1-2 (summary): a connected company, never into both ends again,
    one company per line, 3 trains needed."""
    state = uk_game()
    with pytest.raises(RuleError) as err:
        state.apply({"type": "ferry", "seat": 0, "company": "steel", "ferry": "dover-calais"})
    assert err.value.key == "error-ferry-not-connected"
    place(state, "steel", [city_hex(state, "dover"), city_hex(state, "calais")])
    state = rebuilt(state)
    assert state.legal_actions(0)
    with pytest.raises(RuleError) as err:
        state.apply({"type": "ferry", "seat": 0, "company": "steel", "ferry": "dover-calais"})
    assert err.value.key == "error-ferry-both-ends"
    place(state, "lumber", [city_hex(state, "dover")])
    state.area["lumber"] = 2
    state = rebuilt(state)
    with pytest.raises(RuleError) as err:
        state.apply({"type": "ferry", "seat": 0, "company": "lumber", "ferry": "dover-calais"})
    assert err.value.key in ("error-build-city-full", "error-build-out-of-reach")


def test_countryside_wild_symbols():
    """Připojení venkova: Dublin's 3 wild symbols give 3 influence in 3 different companies."""
    state = uk_game()
    place(state, "leather", [city_hex(state, "holyhead")])
    state.area["leather"] = 3
    state = rebuilt(state)
    before = dict(state.influence[0])
    state.apply({"type": "ferry", "seat": 0, "company": "leather", "ferry": "holyhead-dublin"})
    assert state.pending[0]["kind"] == "countryside" and state.to_act() == 0
    state.apply({"type": "influence", "seat": 0, "company": "steel"})
    with pytest.raises(RuleError) as err:
        state.apply({"type": "influence", "seat": 0, "company": "steel"})
    assert err.value.key == "error-countryside-choice"
    state.apply({"type": "influence", "seat": 0, "company": "cotton"})
    state.apply({"type": "influence", "seat": 0, "company": "lumber"})
    assert not state.pending and state.to_act() == 1
    gained = {c: state.influence[0][c] - before[c] for c in before}
    assert gained == {"lumber": 1, "steel": 1, "leather": 0, "cotton": 1}


def test_red_lines_are_never_crossed():
    """Omezení stavby tratě: the Severn's red line keeps Cardiff's track from crossing to Bristol."""
    board = load_map(UK)
    state = uk_game()
    place(state, "steel", [city_hex(state, "cardiff")])
    state = rebuilt(state)
    for route in state.routes_to("steel", "bristol"):
        hexes = (city_hex(state, "cardiff"),) + route
        for a, b in zip(hexes, hexes[1:]):
            assert [list(a), list(b)] not in [[list(x), list(y)] for x, y in board.red_lines]
            assert [list(b), list(a)] not in [[list(x), list(y)] for x, y in board.red_lines]
    assert (5, 14) not in state.board.adj[(4, 14)]


def test_city_key_adds_one():
    """Klíč k městu: a track into Birmingham (+1) moves the length one more step."""
    state = uk_game()
    place(state, "steel", [(8, 13)])  # the land hex next to Birmingham
    state = rebuilt(state)
    before = state.length["steel"]
    state.apply({"type": "build", "seat": 0, "company": "steel", "city": "birmingham"})
    assert state.length["steel"] == before + 1  # no land hex, +1 for the key


def test_faster_trains_after_eight_shares():
    """Rychlejší vlaky: the 8th share adds 4 trains at once and areas hold 6; white stays 1 and 2."""
    state = uk_game()
    state.upgrade = 7
    state.area["steel"] = 0
    state = rebuilt(state)
    state.apply({"type": "buy", "seat": 0, "company": "steel"})
    assert state.upgrade == 8 and state.area["steel"] == 4 and state.area_max("steel") == 6
    assert state.buy_trains("cotton") == 1 and state.area_max("cotton") == 2


def test_masinfira_takes_a_ferry_and_all_four_wild():
    """Instrukce pro Mašinfíru 1-2: it takes a ferry line when the company can; a city with wild
    symbols gives it 1 influence in all four companies."""
    state = new(1, UK, mode="solo")
    for company in ("steel", "lumber"):
        state.apply({"type": "draft", "seat": 0, "company": company})
    place(state, "leather", [city_hex(state, "holyhead")])
    state.area["leather"] = 4
    state = rebuilt(state)
    assert choose_ferry(state, "leather") == "holyhead-dublin"
    mf = state.mf
    before = dict(state.influence[mf])
    uk.build_ferry(state, mf, "leather", "holyhead-dublin", by_automa=True)
    assert all(state.influence[mf][c] == before[c] + 1 for c in before)
    assert not state.pending


def test_uk_map_data_constraints():
    """The reconstructed map keeps the rules: 28 demand cities, the six Underground hexes, wild
    cities with 1, 2 and 3 symbols, ferry ends, red lines between neighbours."""
    data = load_map(UK)
    assert data.demand_cities == 28 and sum(c.demand for c in data.cities) == 28
    assert next(u.value for u in data.underground if tuple(u.hex) == SW_OF_LONDON) == 2
    assert {c.wild for c in data.cities if c.wild} == {1, 2, 3}
    assert {f.id for f in data.ferries} >= {"torquay-hastings"}
    assert track.capacity(new(3, UK), "hastings") == 1


def test_host_menu_offers_both_expansion_maps():
    """The host option menu reads the map values from the option schema: both new maps appear,
    named in both languages, and each can be played in every mode."""
    from vypravci.bot.discord.cogs.lobby_options import option_fields, value_text
    from vypravci.games.mini_express import GAME

    maps = next(f for f in option_fields("mini-express") if f.name == "map")
    assert {"uk", "taiwan"} <= set(maps.values)
    assert value_text("cs", "map", "uk").endswith("Spojené království 1918")
    assert value_text("en", "map", "taiwan").endswith("Taiwan 1908")
    played = {(o.map, o.mode) for o in GAME.option_sets()}
    assert {(m, mode) for m in ("uk", "taiwan") for mode in ("standard", "solo", "two_player", "experts")} <= played


def test_face_names_ferries_and_white_sources():
    """The face words a ferry by its two cities and white's starting city by name."""
    from vypravci.bot.commands.present import Presenter

    state = uk_game()
    p = Presenter("en")
    assert p.choice_label(state, "ferry", "torquay-hastings") == "Torquay – Hastings"
    assert p.choice_label(new(3, "taiwan"), "source", "taoyuan") == "Taoyuan"


def test_ferry_event_names_the_cities():
    """The ferry event reads with the line's two cities, not its id."""
    from vypravci.bot.faces import face_of
    from vypravci.bot.commands.present import Presenter

    state = uk_game()
    params = face_of("mini-express").event_params(Presenter("cs"), state, {"ferry": "dover-calais", "seat": 0})
    assert params["ferry"] == "Dover – Calais" and params["seat"] == 0


def test_schema_keeps_each_maps_features_on_its_map():
    """An owner's edit that puts a UK feature on another map, or breaks the Underground, is refused."""
    import tomllib
    from importlib import resources

    from pydantic import ValidationError

    from vypravci.games.mini_express.data import MapData

    raw = tomllib.loads(resources.files("vypravci.games.mini_express").joinpath("data", "uk.toml").read_text("utf-8"))
    MapData.model_validate(raw)
    broken = {**raw, "underground": raw["underground"][:5]}
    with pytest.raises(ValidationError):
        MapData.model_validate(broken)
    usa = tomllib.loads(resources.files("vypravci.games.mini_express").joinpath("data", "usa.toml").read_text("utf-8"))
    with pytest.raises(ValidationError):
        MapData.model_validate({**usa, "red_lines": [[[1, 1], [1, 2]]]})


def test_doctor_checks_the_new_maps():
    """`vypravci doctor` loads every map file, the expansion's included."""
    from vypravci.games.mini_express import GAME

    report = GAME.check_data()
    assert "uk (37 cities" in report and "taiwan (35 cities" in report
