"""Plnou parou vpřed (expansion rulebook "Vlakem kolem světa", minirozšíření Plnou parou vpřed:
track length up to 20 on the extension board, higher share values) and the variant options."""
from __future__ import annotations

import pytest

from vypravci.games.core import RuleError
from vypravci.games.mini_express import GAME, MiniExpressOptions
from vypravci.games.mini_express.data import load_share_values

from .helpers import drafted, new, place


def test_extension_rows_of_the_share_values():
    """"Maximální možné hodnoty akcií jednotlivých společností jsou vyšší díky zvýšení maximální
    délky tratí": rows 16–20 continue the table, never lower than the row before, and the top row
    is worth more than length 15 in every column."""
    values = load_share_values()
    assert len(values.base) == 16 and len(values.extension) == 5
    rows = values.base + values.extension
    for i in range(16, 21):
        assert all(rows[i][k] >= rows[i - 1][k] for k in range(3)) and rows[i][0] >= rows[i][1] >= rows[i][2]
    assert all(rows[20][k] > rows[15][k] for k in range(3))
    assert values.value(20, 0) == rows[20][0] and values.value(17, 1) == rows[17][1]


def test_track_length_climbs_to_20():
    """Změny průběhu hry: the track length of every company may now reach 20."""
    plain, steam = drafted(3, "usa"), drafted(3, "usa", full_steam=True)
    assert plain.max_length == 15 and steam.max_length == 20
    assert steam.to_dict()["max_length"] == 20 and plain.to_dict()["max_length"] == 15
    for state, cap in ((plain, 15), (steam, 20)):
        state.length["steel"] = cap - 1
        # Příklad č. 2: Steel builds from Atlanta to Detroit over 2 land hexes
        place(state, "steel", [(16, 6), (15, 6)])
        state.tokens["detroit"] = ("cotton", "leather")
        state.area["steel"] = 5
        seat = state.to_act()
        state.apply({"type": "build", "seat": seat, "company": "steel", "city": "detroit"})
        assert state.length["steel"] == cap


def test_scores_use_the_extension_rows():
    """Změny závěrečného bodování: higher share values past 15."""
    values = load_share_values()
    state = drafted(3, "usa", full_steam=True)
    for c in state.length:
        state.length[c] = 0
    state.length["lumber"] = 18
    state.shares[0] = {"lumber": 2, "steel": 0, "leather": 0, "cotton": 0}
    state.influence[0]["lumber"] = 9
    assert state.score_breakdown()[0]["lumber"]["value"] == values.value(18, 0)
    assert state.scores()[0] == 2 * values.value(18, 0) > 2 * values.value(15, 0)


def test_draft_leftovers_may_pass_15():
    """Set-up step 10 moves the marker by the unclaimed shares, also beyond 15 with the extension."""
    state = new(3, "usa", full_steam=True)
    state.length["cotton"] = 14
    for company in ("lumber", "steel", "leather", "steel", "lumber", "leather"):
        state.apply({"type": "draft", "seat": state.to_act(), "company": company})
    assert state.length["cotton"] == 18  # 2 unclaimed shares × 2 steps


# ---------------------------------------------------------------------------------------- options
@pytest.mark.parametrize("data,ok", [
    ({"map": "usa", "golden_spike": True}, True),
    ({"map": "europe", "golden_spike": True}, False),
    ({"map": "europe", "ports": True}, True),
    ({"map": "usa", "ports": True}, False),
    ({"secret_debt": True, "mode": "solo"}, True),
    ({"secret_debt": True, "mode": "experts", "map": "europe"}, True),
    ({"full_steam": True, "mode": "two_player"}, True),
    ({"signals": True}, True),
    ({"signals": True, "mode": "two_player"}, False),
    ({"signals": True, "mode": "experts"}, False),
    ({"signals": True, "mode": "solo"}, False),
    ({"map": "usa", "golden_spike": True, "ports": True}, False),
])
def test_variant_options_are_validated(data, ok):
    if ok:
        GAME.parse_options(data)
    else:
        with pytest.raises(RuleError) as err:
            GAME.parse_options(data)
        assert err.value.key == "error-bad-options"


def test_option_sets_and_metadata_cover_every_variant():
    sets = GAME.option_sets()
    for name in ("golden_spike", "ports", "secret_debt", "signals", "full_steam"):
        assert any(getattr(o, name) for o in sets), name
        assert name in GAME.metadata()["variants"]
        assert MiniExpressOptions().model_dump()[name] is False
    # every variant meets the automa modes and the duel somewhere
    for mode in ("solo", "two_player", "experts"):
        assert any(o.mode == mode and (o.golden_spike or o.ports) for o in sets)
