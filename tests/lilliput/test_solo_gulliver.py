"""Solo against Gulliver (rulebook, "Pravidla pro hru jednoho hráče": Příprava hry, Průběh hry
1. Akce A–E, 2. Provoz vlaků, 3. Byrokracie, Konec hry), on the real board."""
import random

import pytest

from vypravci.games.core import RuleError, Seat
from vypravci.games.lilliput.variants import gulliver
from vypravci.games.lilliput.economy import shares
from vypravci.games.lilliput.track.board import Placed
from vypravci.games.lilliput.game import Lilliput, LilliputOptions

GAME = Lilliput()


def solo(seed: int = 1, **options):
    return GAME.new_state(LilliputOptions(solo=True, **options), [Seat(name="Eva")], seed)


def drafted(seed: int = 1, **options):
    """A solo game past the draft: the player takes the first company offered and Golbasto."""
    state = solo(seed, **options)
    while state.stage == "draft":
        top = state.current()
        acts = state.legal_actions(0)
        if top["kind"] == "draft" and state.players[0]["company"] is None:
            state.apply(next(a for a in acts if a.type == "choose_company"))
        elif top["kind"] == "draft":
            state.apply(next(a for a in acts if a.type == "choose_character"))
        else:
            state.apply(acts[0])
    return state


def his(state):
    return state.g_companies[0]


def put(state, pos, tile, rotation=0, stations=()):
    state.board.tiles[pos] = Placed(tile, rotation, list(stations))


def fresh_board(state, home=(1, 0), tile="y-city-straight", rotation=1):
    """Only Mildendo and Gulliver's home city (default: straight, east-west, east of Mildendo)."""
    cid = his(state)
    state.board.tiles = {(0, 0): Placed("mildendo")}
    put(state, home, tile, rotation, [cid])
    state.board.homes = {cid: home}
    return cid


# ------------------------------------------------------------------------------ Příprava hry
def test_solo_is_for_one_player_and_gulliver_is_an_automa_seat():
    """Příprava hry: one player against the automatic player Gulliver."""
    assert GAME.player_counts(LilliputOptions(solo=True)) == [1]
    state = solo()
    assert [s.kind for s in state.seats] == ["human", "automa"]
    assert state.seats[1].name == "Gulliver"
    assert state.to_act() == 0
    with pytest.raises(RuleError):
        GAME.new_state(LilliputOptions(solo=True), [Seat(name="A"), Seat(name="B")], 1)


def test_gulliver_gets_a_start_company_without_capital_or_character():
    """Příprava hry: a random start company for Gulliver, no character card; he gets the start
    money and the 50 % director's certificate, the company no capital."""
    state = solo(3)
    cid = his(state)
    comp = state.companies[cid]
    assert comp["start"] and comp["director"] == 1 and comp["treasury"] == 0
    assert state.players[1]["characters"] == []
    assert state.players[1]["cash"] == (60 if cid == "glimigrim" else 30)  # the owner's cash


def test_gulliver_home_is_a_straight_or_curved_city_beside_mildendo():
    """Příprava hry: a random start city tile (straight or curved, the curve's direction at
    random) beside Mildendo with his home station."""
    tiles, companies, sides = set(), set(), set()
    for seed in range(40):
        state = solo(seed)
        cid = his(state)
        pos = state.board.homes[cid]
        placed = state.board.tiles[pos]
        assert abs(pos[0]) + abs(pos[1]) == 1 and placed.stations == [cid]
        tiles.add(placed.tile)
        companies.add(cid)
        sides.add(pos)
    assert tiles == {"y-city-straight", "y-city-curve"}
    assert companies == {"mildendo", "slamecksan", "glimigrim", "national"}
    assert len(sides) == 4


def test_player_chooses_from_the_other_three_and_one_character():
    """Příprava hry: the player takes one of the three remaining start companies and a character;
    the other start companies leave the game; no Dimen's Land."""
    state = solo(2)
    offered = {a.company for a in state.legal_actions(0) if a.type == "choose_company"}
    assert offered == {"mildendo", "slamecksan", "glimigrim", "national"} - {his(state)}
    state = drafted(2)
    assert len(state.players[0]["characters"]) == 1
    started = [c for c, v in state.companies.items() if v["started"]]
    assert len(started) == 2
    assert all(v["removed"] for c, v in state.companies.items() if v["start"] and c not in started)
    assert [p["dimens"] for p in state.players] == [0, 0]


def test_four_action_cards_and_the_solo_train_deck():
    """Příprava hry: the four solo action cards (table 1); two cards of each train type after the
    start 2-trains, 4D without limit (table 6); the game lasts 8 rounds."""
    state = drafted(4)
    assert len(state.cards) == 4
    assert state.deck == ["2", "2", "3", "3", "4", "4", "5", "5", "3D", "3D", "4D", "4D", "4D", "4D"]
    assert state.rounds == 8


# ------------------------------------------------------------------------------ 1. Akce
def _two_cards(state):
    """The player's two card turns, each the money side or an ended action."""
    while state.stage == "actions" and state.current() and state.current()["seat"] == 0:
        acts = state.legal_actions(0)
        done = next((a for a in acts if a.type == "done"), None)
        state.apply(done or acts[0])


def test_gulliver_plays_after_the_players_two_cards():
    """1. Akce: the player picks two action cards, then Gulliver acts (A track first)."""
    state = drafted(5)
    before = len(state.board.tiles)
    assert state.order == [0, 0]
    _two_cards(state)
    assert state.g_turn == 1
    assert len(state.board.tiles) > before
    assert state.stage in ("operating", "round", "actions")


def test_a_upgrades_his_green_city_to_brown_first():
    """A. Stavba trati, priority 1: a green city with his station becomes brown."""
    state = drafted(1)
    cid = fresh_board(state, tile="g-city-x")
    state.phase = 5
    events, built = gulliver.lay_track(state)
    assert state.board.tiles[(1, 0)].tile.startswith("b-city") and built is None
    assert events[0].params["company"] == cid


def test_a_upgrades_the_home_city_before_other_stations():
    """A. Stavba trati, priority 2 and "Další pravidla": only tiles with his station are
    upgraded, the home station's tile first."""
    state = drafted(1)
    cid = fresh_board(state)
    put(state, (2, 0), "y-track-straight", 1)
    put(state, (3, 0), "y-city-straight", 1, [cid])
    state.phase = 3
    gulliver.lay_track(state)
    assert state.board.tiles[(1, 0)].tile.startswith("g-city")
    assert state.board.tiles[(3, 0)].tile == "y-city-straight"


def test_a_green_city_track_heads_to_mildendo():
    """A. Stavba trati: a green city's new track should lead towards Mildendo."""
    for seed in range(6):
        state = drafted(seed)
        cid = fresh_board(state, tile="g-city-x")  # home already green: not a yellow candidate
        put(state, (1, -1), "y-track-straight", 0)
        put(state, (1, -2), "y-city-straight", 0, [cid])  # north-south, his station
        state.phase = 3
        gulliver.lay_track(state)
        placed = state.board.tiles[(1, -2)]
        assert placed.tile == "g-city-t"
        exits = state.board.exits((1, -2))
        assert exits == {0, 2, 3}  # the new exit is west, towards Mildendo


def test_a_never_upgrades_a_city_without_his_station():
    """A. Stavba trati: only tiles holding his station may be upgraded."""
    state = drafted(1)
    fresh_board(state, tile="g-city-x")
    put(state, (2, 0), "y-track-straight", 1)
    put(state, (3, 0), "y-city-straight", 1)  # reached, but no station of his
    state.phase = 3
    gulliver.lay_track(state)
    assert state.board.tiles[(3, 0)].tile == "y-city-straight"


def test_a_new_yellow_city_nearest_to_mildendo():
    """A. Stavba trati, priority 3: a new yellow city; of several places the one nearest
    Mildendo, ties at random."""
    for seed in range(8):
        state = drafted(seed)
        cid = fresh_board(state)
        put(state, (2, 0), "y-track-straight", 1)
        lays = [lay for lay in state.board.tile_lays(cid, ["yellow"], [])
                if not lay["upgrade"] and state.board.data[lay["tile"]].kind == "city"]
        assert lays
        best = min(abs(lay["x"]) + abs(lay["y"]) for lay in lays)
        events, built = gulliver.lay_track(state)
        assert built is not None and abs(built[0]) + abs(built[1]) == best
        assert state.board.data[state.board.tiles[built].tile].kind == "city"


def test_a_empty_track_when_no_city_fits():
    """A. Stavba trati, priority 4: yellow empty track when no city can be laid (a city may not
    touch his home city: the checkerboard rule)."""
    state = drafted(1)
    fresh_board(state)
    events, built = gulliver.lay_track(state)
    assert built is None
    tile = events[0].params["tile"]
    assert state.board.data[tile].kind == "track" and state.board.data[tile].colour == "yellow"


def test_b_free_station_in_the_city_he_just_built():
    """B. Stavba stanice: a free station in each yellow city he just built while his three
    tokens last."""
    state = drafted(1)
    cid = fresh_board(state)
    put(state, (2, 0), "y-track-straight", 1)
    treasury = state.companies[cid]["treasury"]
    events, built = gulliver.lay_track(state)
    gulliver.build_stations(state, built)
    assert cid in state.board.tiles[built].stations
    assert state.companies[cid]["stations"] == 2 and state.companies[cid]["treasury"] == treasury
    state.companies[cid]["stations"] = 3
    put(state, built, "y-city-straight", state.board.tiles[built].rotation)  # no station again
    assert gulliver.build_stations(state, built) == []


def test_c_empty_track_continues_from_his_city():
    """C. Dodatečná stavba prázdné trati: track running from a city with his station into empty
    space gets an empty-track tile continuing it."""
    state = drafted(1)
    cid = fresh_board(state)  # home (1,0) runs east into (2,0)
    events = gulliver.extra_track(state)
    placed = state.board.tiles[(2, 0)]
    assert placed.tile in ("y-track-straight", "y-track-curve")
    assert 3 in state.board.exits((2, 0))  # it joins the home city's east exit
    assert events[0].params["company"] == cid


def test_d_one_share_a_round_at_most_three_then_a_second_company():
    """D. Nákup akcie: never sells; one new 10 % share a round when affordable, at random among
    the companies; at most three; the fifth certificate is a new company's director's
    certificate at the highest price he can afford (at least 250 £)."""
    state = drafted(1)
    fresh_board(state, tile="g-city-x")  # a free circle for the second company's home
    g = state.gulliver
    state.players[g]["cash"] = 1000
    for n in range(1, 4):
        gulliver.buy_share(state)
        assert sum(state.players[g]["shares"].values()) == n
    cash = state.players[g]["cash"]
    gulliver.buy_share(state)
    assert sum(state.players[g]["shares"].values()) == 3
    assert len(state.g_companies) == 2
    second = state.companies[state.g_companies[1]]
    price = state.market.value(second["space"])
    assert price == max(p for p in range(50, 151, 5) if 5 * p <= cash)
    assert state.players[g]["cash"] == cash - 5 * price
    gulliver.buy_share(state)  # nothing more to buy
    assert len(state.g_companies) == 2 and sum(state.players[g]["shares"].values()) == 3


def test_d_no_second_company_under_250():
    """D. Nákup akcie: the director's certificate costs at least 250 £."""
    state = drafted(1)
    fresh_board(state, tile="g-city-x")
    g = state.gulliver
    state.g_shares = 3
    state.players[g]["cash"] = 245
    assert gulliver.buy_share(state) == [] and len(state.g_companies) == 1
    # Start prices are free spaces of the chart (base rules): the cheapest one from 50 up.
    lowest = min(p for p in shares.free_prices(state) if p >= 50)
    state.players[g]["cash"] = 5 * lowest - 5
    assert gulliver.buy_share(state) == [] and len(state.g_companies) == 1
    state.players[g]["cash"] = 5 * lowest
    gulliver.buy_share(state)
    assert len(state.g_companies) == 2
    assert state.market.value(state.companies[state.g_companies[1]]["space"]) == lowest


def test_d_second_home_on_his_first_home_tile_or_nearest():
    """D. Nákup akcie: the new company's home token goes on his first home tile if a circle is
    free there, else on the nearest tile with room."""
    state = drafted(1)
    cid = fresh_board(state, tile="g-city-x")  # two circles, one free
    state.g_shares, state.players[state.gulliver]["cash"] = 3, 500
    gulliver.buy_share(state)
    assert state.g_companies[1] in state.board.tiles[(1, 0)].stations
    state = drafted(1)
    cid = fresh_board(state)  # a yellow home: full
    put(state, (2, 0), "y-track-straight", 1)
    put(state, (3, 0), "y-city-straight", 1)
    put(state, (5, 0), "y-city-straight", 1)
    state.g_shares, state.players[state.gulliver]["cash"] = 3, 500
    gulliver.buy_share(state)
    assert state.board.tiles[(3, 0)].stations == [state.g_companies[1]]
    assert cid in state.board.tiles[(1, 0)].stations


def test_e_train_to_the_company_with_fewer_trains_then_lower_then_first():
    """E. Nákup vlaku: the train goes to his company with fewer trains; on a tie to the one with
    the lower train (3D above 5, 4D above 3D); then to his start company."""
    state = drafted(1)
    first = his(state)
    state.companies["tramecksan"].update(started=True, director=state.gulliver)
    state.g_companies.append("tramecksan")
    a, b = state.companies[first], state.companies["tramecksan"]
    a["trains"], b["trains"] = [{"id": "x1", "type": "3"}], []
    assert gulliver.receiver(state) == "tramecksan"
    a["trains"], b["trains"] = [{"id": "x1", "type": "3D"}], [{"id": "x2", "type": "5"}]
    assert gulliver.receiver(state) == "tramecksan"
    a["trains"], b["trains"] = [{"id": "x1", "type": "4"}], [{"id": "x2", "type": "4"}]
    assert gulliver.receiver(state) == first


def test_e_the_next_train_goes_to_him_instead_of_the_depot():
    """E. Nákup vlaku and 3. Byrokracie: the next train the bureaucracy would move to the depot
    joins his company instead; the depot stays empty."""
    state = drafted(1)
    cid = his(state)
    before = len(state.companies[cid]["trains"])
    deck = list(state.deck)
    events = gulliver.take_train(state)
    assert state.deck == deck[1:]
    assert len(state.companies[cid]["trains"]) == before + 1
    assert any(e.key == "ll-ev-gulliver-train" for e in events)
    for _ in range(3):
        _two_cards(state)
        while state.stage == "operating" and state.current():
            state.apply(state.legal_actions(0)[0])
    assert state.depot == []


def test_e_at_the_limit_his_lowest_train_rusts():
    """E. Nákup vlaku: at the train limit the lowest-numbered train leaves the game for the new
    one; a lower limit later discards his lowest trains."""
    state = drafted(1)
    cid = his(state)
    state.phase = 4  # limit 3
    state.bought_types = ["2", "3", "4"]
    state.deck = ["4", "5"]
    state.companies[cid]["trains"] = [{"id": "a", "type": "3"}, {"id": "b", "type": "4"}, {"id": "c", "type": "2"}]
    gulliver.take_train(state)
    assert sorted(t["type"] for t in state.companies[cid]["trains"]) == ["3", "4", "4"]
    gulliver.take_train(state)  # a 5: phase 5, limit 2, the 2-trains rust
    assert state.phase == 5
    assert sorted(t["type"] for t in state.companies[cid]["trains"]) == ["4", "5"]
    assert not any(p["kind"] == "return" and p["seat"] == state.gulliver for p in state.pending)


# ------------------------------------------------------------------------------ 2. Provoz vlaků
def test_his_companies_always_pay_out():
    """2. Provoz vlaků: Gulliver's companies always pay dividends (he is never asked); both he and
    the player get dividends for their shares."""
    state = drafted(7)
    cid = his(state)
    events = []
    while state.round == 1 or state.stage == "operating":
        top = state.current()
        assert top["seat"] == 0
        acts = state.legal_actions(0)
        events += state.apply(next((a for a in acts if a.type == "done"), acts[0]))
    total = state.last_runs[cid]["total"]
    assert total > 0
    paid = [e for e in events if e.key == "ll-ev-paid-out" and e.params["company"] == cid]
    assert paid and paid[0].params["paid"] == {"1": total // 2}  # his 50 % certificate
    assert state.companies[cid]["treasury"] == 0  # nothing withheld


def test_trains_are_not_traded_with_gulliver():
    """D. Nákup akcie ("never sells") and 2. Provoz vlaků: his companies keep their trains; the
    player's company cannot buy one of them."""
    from vypravci.games.lilliput.economy import trains
    state = drafted(1)
    mine = state.players[0]["company"]
    train = state.companies[his(state)]["trains"][0]["id"]
    with pytest.raises(RuleError) as err:
        trains.check_company_sale(state, mine, his(state), train, 1)
    assert err.value.key == "ll-error-gulliver-trades"


# ------------------------------------------------------------------------------ replay
def _random_game(seed: int, options=None):
    state = solo(seed, **(options or {}))
    rnd, actions = random.Random(seed), []
    while not state.is_terminal():
        action = rnd.choice(state.legal_actions(state.to_act()))
        assert action.seat == 0
        actions.append(action)
        state.apply(action)
    return state, actions


def test_a_record_of_the_players_actions_replays_exactly():
    """Gulliver's random choices come from the seed: the player's actions replay the game."""
    state, actions = _random_game(11)
    again = solo(11)
    for action in actions:
        again.apply(action)
    assert again.to_dict() == state.to_dict()
    assert len(state.scores()) == 2 and state.is_terminal()


def test_konec_hry_cash_plus_shares_decides():
    """Konec hry: after 8 rounds (last dividends doubled) the higher total of cash and shares
    wins; Gulliver is ranked like a player."""
    state, _ = _random_game(12)
    assert state.round == 8
    scores = state.scores()
    assert scores[state.ranking()[0]] == max(scores)
    assert scores[1] == state.players[1]["cash"] + sum(
        (state.players[1]["shares"].get(c, 0) + (5 if v["director"] == 1 else 0)) * state.market.value(v["space"])
        for c, v in state.companies.items() if v["started"])


def test_determinize_redraws_only_gullivers_future_choices():
    """His random choices are hidden from an AI looking ahead: a determinized copy draws them
    from another seed; the position itself is the same."""
    state = drafted(3)
    copy = state.determinize(0, 99)
    assert copy.to_dict() == state.to_dict() and copy.seed == 99 and state.seed != 99


def test_the_table_names_gulliver():
    """The table view marks his seat and companies for renderers and messages."""
    from vypravci.games.lilliput.views import table
    state = drafted(3)
    view = table(state)
    assert view["gulliver"] == 1 and view["gulliver_companies"] == [his(state)]
    assert [p["name"] for p in view["players"]] == ["Eva", "Gulliver"]


def test_a_terrain_is_paid_by_his_company():
    """A. Stavba trati with scenario tiles (table 4): building on hills costs his company the
    extra 30 £ like anyone; a company without it builds elsewhere or not at all."""
    state = drafted(1, layout="hills@2,2")
    cid = fresh_board(state)
    put(state, (2, 0), "hills")  # the home's east track runs into hills
    state.board.supply["hills"] -= 1
    state.companies[cid]["treasury"] = 0
    assert gulliver.lay_track(state) == ([], None)
    state.companies[cid]["treasury"] = 40
    events, _ = gulliver.lay_track(state)
    assert events[0].params["cost"] == 30 and state.companies[cid]["treasury"] == 10
    assert state.board.tiles[(2, 0)].tile in ("y-track-straight", "y-track-curve")
