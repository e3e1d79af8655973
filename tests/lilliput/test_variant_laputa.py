"""Laputa (rulebook, "Varianty hry"): four brown cities in the start companies' colours instead
of the ordinary brown cities; only their company lays one and runs on its track; with 2 and 3
players the tiles of companies not in play are removed."""
from vypravci.games.core import Seat
from vypravci.games.lilliput.track.board import Board
from vypravci.games.lilliput.game import Lilliput, LilliputOptions
from vypravci.games.lilliput.routes import Train, best_routes
from vypravci.games.lilliput.track.tiles import tiles_for

from .boards import put

GAME = Lilliput()


def drafted(n: int, picks: list[str], **options):
    state = GAME.new_state(LilliputOptions(laputa=True, **options), [Seat(name=f"P{i}") for i in range(n)], 1)
    while state.stage == "draft":
        seat = state.to_act()
        acts = state.legal_actions(seat)
        if state.current()["kind"] == "draft" and state.players[seat]["company"] is None:
            state.apply(next(a for a in acts if a.type == "choose_company" and a.company == picks[seat]))
        else:
            state.apply(next(a for a in acts if a.type != "choose_company"))
    return state


def test_four_coloured_tiles_replace_the_ordinary_brown_cities():
    """Dodatečný materiál: 4 brown city tiles with coloured track instead of the ordinary ones."""
    m = tiles_for(("laputa",))
    coloured = {t.company for t in m.tiles if t.company}
    assert coloured == {"mildendo", "slamecksan", "glimigrim", "national"}
    assert not any(t.id == "b-city-x" for t in m.tiles)


def test_tiles_of_companies_out_of_play_are_removed():
    """With 2 and 3 players the coloured tiles of companies not in the game are removed."""
    state = drafted(2, ["mildendo", "national"])
    supply = state.board.supply
    assert supply["b-laputa-mildendo"] == 1 and supply["b-laputa-national"] == 1
    assert supply["b-laputa-slamecksan"] == 0 and supply["b-laputa-glimigrim"] == 0
    state = drafted(4, ["mildendo", "slamecksan", "glimigrim", "national"])
    assert all(state.board.supply[f"b-laputa-{c}"] == 1 for c in ("mildendo", "slamecksan", "glimigrim", "national"))


def test_only_its_company_runs_on_the_tile():
    """Only the tile's company may use its track: another company's train cannot pass or stop
    there, the owner's can."""
    b = Board(tiles_for(("laputa",)))
    put(b, (1, 0), "y-city-straight", 1, ["national"])
    put(b, (2, 0), "y-track-straight", 1)
    put(b, (3, 0), "b-laputa-mildendo", 0, ["mildendo"])
    put(b, (-1, 0), "y-city-straight", 1, ["mildendo"])
    graph = b.route_graph()
    two = [Train(id="2", distance=2)]
    # national: its city (20) and Mildendo (30); the Laputa city (40) is not for it.
    assert best_routes(graph, "national", two).total == 50
    # mildendo: its Laputa city and the straight to national's city (40 + 20).
    assert best_routes(graph, "mildendo", two).total == 60


def test_solo_keeps_the_tiles_of_both_companies_in_play():
    """Solo: Gulliver's and the player's start companies are in play; the other two leave."""
    state = GAME.new_state(LilliputOptions(solo=True, laputa=True), [Seat(name="A")], 4)
    while state.stage == "draft":
        state.apply(state.legal_actions(0)[0])
    playing = [c for c, v in state.companies.items() if v["start"] and not v["removed"]]
    assert sorted(c for c in ("mildendo", "slamecksan", "glimigrim", "national")
                  if state.board.supply[f"b-laputa-{c}"]) == sorted(playing)
