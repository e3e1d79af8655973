"""Brobdingnag (rulebook, "Varianty hry"): a paid-out revenue goes half to the shareholders
(rounded up to whole tens) and half to the company, and counts as paying out; withholding keeps
all of it. The 30 Brob tiles (reconstructed, tiles_variants.toml) replace the ordinary track
tiles."""
from collections import Counter

import pytest

from vypravci.games.core import Seat
from vypravci.games.core.fixtures import make_fixture, state_digest
from vypravci.games.core.record import GameRecord
from vypravci.games.core.registry import replay
from vypravci.games.lilliput.variants import brobdingnag
from vypravci.games.lilliput.economy import operating
from vypravci.games.lilliput.game import Lilliput, LilliputOptions
from vypravci.games.lilliput.track.tiles import load_tiles, tiles_for

from .helpers import drafted


def test_half_to_shareholders_rounded_up_to_tens():
    """50 % (rounded up to the nearest ten) to the shareholders, the rest to the company."""
    assert brobdingnag.shareholders_half(100) == 50 and brobdingnag.company_half(100) == 50
    assert brobdingnag.shareholders_half(90) == 50 and brobdingnag.company_half(90) == 40
    assert brobdingnag.shareholders_half(30) == 20 and brobdingnag.company_half(30) == 10
    assert brobdingnag.shareholders_half(0) == 0


def test_payout_splits_and_moves_the_price_as_a_payout():
    """Counted as paying out dividends: the price moves right; the director's 50 % certificate
    gets half of the shareholders' part."""
    state = drafted(2, brobdingnag=True)
    cid = state.players[0]["company"]
    comp = state.companies[cid]
    treasury, cash, space = comp["treasury"], state.players[0]["cash"], comp["space"]
    events = operating.finish(state, cid, 90, payout=True)
    assert comp["treasury"] == treasury + 40
    assert state.players[0]["cash"] == cash + 25  # 50 % of the shareholders' 50
    assert comp["space"] == state.market.paid_out(space, 1)
    assert [e.key for e in events] == ["ll-ev-paid-out", "ll-ev-brob-kept"]


def test_withholding_keeps_everything():
    """The company may still keep the whole revenue."""
    state = drafted(2, brobdingnag=True)
    cid = state.players[0]["company"]
    comp = state.companies[cid]
    treasury = comp["treasury"]
    operating.finish(state, cid, 90, payout=False)
    assert comp["treasury"] == treasury + 90


def test_base_game_pays_everything_out():
    """Without the variant a payout leaves the treasury alone."""
    state = drafted(2)
    cid = state.players[0]["company"]
    treasury, cash = state.companies[cid]["treasury"], state.players[0]["cash"]
    operating.finish(state, cid, 90, payout=True)
    assert state.companies[cid]["treasury"] == treasury and state.players[0]["cash"] == cash + 45


# ------------------------------------------------------------------------------ the Brob tiles
def real_game(**options):
    """Through the draft on the real board (helpers.drafted uses a stand-in board)."""
    state = Lilliput().new_state(LilliputOptions(**options), [Seat(name="P0"), Seat(name="P1")], 1)
    while state.stage == "draft":
        seat = state.to_act()
        state.apply(state.legal_actions(seat)[0])
    return state


def test_thirty_brob_tiles_replace_the_ordinary_track_tiles():
    """Dodatečný materiál: 30 tiles named Brob, used instead of the ordinary ones; table 5's legible
    Brobdingnag figures (Y-cities 2 | 1, cities 12 | 3) hold; Mildendo and the character tiles stay."""
    m = tiles_for(("brobdingnag",))
    brob = [t for t in m.tiles if t.id.startswith("brob-")]
    assert sum(t.count for t in brob) == 30
    ordinary = {t.id for t in load_tiles().tiles if not t.character and t.kind != "mildendo"}
    assert not ordinary & {t.id for t in m.tiles}
    counts = Counter()
    for t in brob:
        counts[(t.kind, t.colour)] += t.count
    assert counts[("metropolis", "yellow")] == 2 and counts[("metropolis", "green")] == 1
    assert counts[("city", "yellow")] == 12 and counts[("city", "green")] == 3
    assert m.has("mildendo")
    assert {t.id for t in m.tiles if t.character} == {t.id for t in load_tiles().tiles if t.character}


def test_brob_upgrades_keep_their_track_and_the_castle_still_fits():
    """Upgrades stay within the Brob set (city to city, Y to Y, track to track, yellow to green);
    Golbasto's castle still replaces a yellow city."""
    m = tiles_for(("brobdingnag",))
    for t in m.tiles:
        if t.id.startswith("brob-y-"):
            assert t.upgrades_to and all(m.get(u).colour == "green" for u in t.upgrades_to)
    assert "castle" in m.get("brob-y-city-straight").upgrades_to
    assert "castle" in m.get("brob-y-city-curve").upgrades_to
    assert m.get("brob-g-city-x").upgrades_to == ()


def test_with_allenbeck_the_named_cities_upgrade_a_green_brob_city():
    """Allenbeck and Laputa add brown cities; over the Brob set they upgrade its green cities."""
    m = tiles_for(("brobdingnag", "allenbeck", "laputa"))
    ups = set(m.get("brob-g-city-x").upgrades_to)
    assert {"b-city-tottenham", "b-laputa-national"} <= ups


def test_the_option_puts_the_brob_tiles_in_the_supply():
    """A Brobdingnag game's supply holds the Brob tiles and none of the ordinary track tiles."""
    state = real_game(brobdingnag=True)
    supply = state.board.supply
    assert supply.get("brob-y-city-straight", 0) + supply.get("brob-y-city-curve", 0) <= 12
    assert "y-city-straight" not in supply and "y-track-straight" not in supply
    homes = [state.board.tiles[p].tile for p in state.board.homes.values()]
    assert all(t.startswith("brob-") for t in homes)


def test_without_the_option_the_ordinary_tiles_are_played():
    state = real_game()
    assert "y-city-straight" in state.board.supply and "brob-y-city-straight" not in state.board.supply


@pytest.mark.parametrize("options", [{"brobdingnag": True}, {"solo": True, "brobdingnag": True}])
def test_a_brobdingnag_game_plays_to_the_end_on_brob_tiles(options):
    """A whole game (AI seats; Gulliver solo) ends, lays Brob tiles and replays exactly."""
    game = Lilliput()
    fixture = make_fixture(game, LilliputOptions(**options))
    record = fixture["record"]
    state = replay(GameRecord.model_validate(record))
    assert state.is_terminal()
    laid = {placed.tile for placed in state.board.tiles.values()}
    assert any(t.startswith("brob-") for t in laid)
    assert not laid & {"y-city-straight", "y-city-curve", "y-track-straight", "y-track-curve"}
    assert state_digest(state) == fixture["final"]["digest"]


def test_move_texts_describe_a_brob_tile_like_any_other():
    """The bot's face finds the Brob tiles' designs: colour, kind and value, not a bare id."""
    from vypravci.bot.faces.lilliput import tile_design

    brob = tile_design("brob-g-city-x")
    assert brob is not None and (brob.colour, brob.kind, brob.value) == ("green", "city", 50)
