"""Component data: the reconstructed tables satisfy what the rulebook text states."""
import pytest
from pydantic import ValidationError

from vypravci.games.lilliput.components import (CardData, MarketData, TrainData, load_cards, load_characters,
                                       load_companies, load_market, load_trains)


def test_every_file_is_marked_with_its_provenance():
    for data in (load_companies(), load_trains(), load_market(), load_cards(), load_characters()):
        assert data.source == "reconstructed" and data.checked_against


def test_start_company_advantages():
    """Set-up: Slamecksan a Y home worth 30, Lilliput National two 2-trains, Glimigrim Valley's
    owner 60 £, Mildendo Railway price 55 and 550 £ (rulebook, Příprava hry)."""
    data = load_companies()
    assert data.price(data.get("mildendo")) == 55 and data.capital(data.get("mildendo")) == 550
    assert data.get("national").start_trains == 2
    assert data.get("glimigrim").owner_cash == 60
    assert data.get("slamecksan").advantage == "metropolis_home"
    others = [c for c in data.companies if c.start and c.id != "mildendo"]
    assert all(data.price(c) == 50 and data.capital(c) == 500 for c in others)
    assert data.rounds == {1: 8, 2: 8, 3: 9, 4: 8} and data.start_cash == 30


def test_trains_table_6():
    """Table 6 prices; 29 train cards with four players; 4D never runs out."""
    data = load_trains()
    assert [t.price for t in data.trains] == [80, 150, 300, 400, 500, 650]
    assert [data.train(k).count[3] for k in ("3", "4", "5", "3D")] == [5, 4, 3, 2]
    assert data.train("4D").unlimited and data.train("3D").doubled
    assert [p.company_money for p in data.phases] == [50, 50, 70, 70, 100, 100, 100]


def test_action_cards_by_player_count():
    """Table 1 / Akce: 10 cards with 4 players, 8 with 3, 6 with 2, 4 solo; the card texts."""
    data = load_cards()
    assert [len(data.for_players(n)) for n in (4, 3, 2, 1)] == [10, 8, 6, 4]
    assert data.get("company-money").alt.amount == 20
    assert data.get("tile-yellow-green").main.tiles == [["yellow"], ["green"]]
    assert data.get("train-two").main.trains == 2
    assert data.dimens_land == {1: 0, 2: 2, 3: 1, 4: 1} and data.dimens_land_value == 20


def test_a_card_set_without_trains_is_refused():
    raw = load_cards().model_dump()
    for card in raw["cards"]:
        if card["main"]["kind"] == "trains":
            card["players"] = [4]
    with pytest.raises(ValidationError):
        CardData.model_validate(raw)


def test_market_must_zigzag():
    with pytest.raises(ValidationError):
        MarketData.model_validate({"source": "reconstructed", "checked_against": ["x"],
                                   "upper": [50, 60], "lower": [45, 65]})


def test_train_limits_never_rise():
    raw = load_trains().model_dump()
    raw["phases"][4]["limit"] = 4
    with pytest.raises(ValidationError):
        TrainData.model_validate(raw)


def test_characters_table_3():
    """Table 3: the ruler's castle from green, the treasurer's city from brown, the admiral's
    harbour and the treasurer's city must end a route, towns and harbours do not count for range."""
    data = load_characters()
    assert data.get("golbasto").phase_colour == "green" and data.get("flimnap").phase_colour == "brown"
    assert [c.route_end for c in data.characters] == [False, False, True, False, True]
    assert [c.counts_for_range for c in data.characters] == [True, True, False, False, True]
    assert sum(c.tiles for c in data.characters) == 7
