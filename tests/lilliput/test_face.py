"""18Lilliput on Discord (through the handler layer, without Discord) and in the console.

A whole game with two humans and an AI seat: the humans' moves (chosen by the simple AI for their
seat) go through the face's buttons — pay out / withhold, accept / refuse, done — the tile lay
square by square (square, tile, rotation, preview picture, lay) and the generated /ll commands
for the rest. Values in words in both languages; the components fit Discord's limits and are
rebuilt from their custom ids; the console plays a few moves in Czech and English.
"""
from __future__ import annotations

import pytest

from vypravci.bot.discord import components
from vypravci.bot.commands import actions as cmd
from vypravci.bot.discord.cogs import action_commands as ac
from vypravci.bot.discord.cogs import lobby
from vypravci.bot.ops.config import Config
from vypravci.bot.console.app import CONSOLE_CHANNEL, Console
from vypravci.bot.faces import face_of
from vypravci.bot.discord.components import lilliput as lb
from vypravci.bot.commands.present import Presenter
from vypravci.bot.table.refusal import Refusal
from vypravci.bot.table.session import Sessions
from vypravci.bot.store import Store
from vypravci.games.core import get_game
from tests.support import CHANNEL, Rec, fits_discord, actor, args_of, assert_rebuilt_from_custom_id, place, press

pytestmark = pytest.mark.usefixtures("fixed_seeds")

GAME_ID = "18lilliput"
GAME = get_game(GAME_ID)


async def live(app):
    return await app.sessions.live(CHANNEL)


def items(view) -> dict[str, object]:
    return {c.custom_id: c for c in (view.children if view is not None else [])}


async def open_table(app, humans: list[int], ais: int = 0, **options) -> int:
    r = Rec()
    g = await lobby.do_new(r, app, place(), actor(humans[0]), GAME_ID, options)
    assert g is not None and r.pub, r.priv and r.priv[0].text
    for uid in humans[1:]:
        assert (await press(app, actor(uid), f"vy:lobby:{g.id}:join")).upd
    for _ in range(ais):
        assert (await press(app, actor(humans[0]), f"vy:lobby:{g.id}:ai")).upd
    r = await press(app, actor(humans[0]), f"vy:lobby:{g.id}:start")
    assert r.pub and not r.priv, r.priv and r.priv[0].text
    return g.id


async def lay_by_steps(app, who, gid: int, seq: int, view, action: dict) -> Rec:
    """Square → tile → rotation → preview → lay, each step from the components just shown (a home
    tile the same way, its ids prefixed ``vy:llh…``)."""
    prefix = "llh" if action["type"] == "place_home" else "ll"
    square = items(view)[f"vy:{prefix}at:{gid}:{seq}:{action['company']}"]
    values = [o.value for o in square.item.options]
    assert f"{action['x']},{action['y']}" in values
    r = await press(app, who, square.custom_id, [f"{action['x']},{action['y']}"])
    for _ in range(3):
        assert r.priv and not r.pub, "each step is private"
        shown = r.priv[-1]
        fits_discord(shown.view)
        (item,) = shown.view.children
        await assert_rebuilt_from_custom_id(item)
        if isinstance(item, lb.LayButton):
            assert shown.file is not None and shown.file.data[:4] == b"\x89PNG"  # the preview picture
            assert item.lay == {k: action[k] for k in ("company", "x", "y", "tile", "rotation")}
            assert item.action_type == action["type"]
            return await press(app, who, item.custom_id)
        wanted = action["tile"] if isinstance(item, lb.TileSelect) else str(action["rotation"])
        assert wanted in [o.value for o in item.item.options]
        r = await press(app, who, item.custom_id, [wanted])
    raise AssertionError("no preview came")


async def human_move(app, gid: int, step: int) -> tuple[str, Rec]:
    now = await live(app)
    state = now.state
    seat = state.to_act()
    who = actor(state.seats[seat].user_id)
    action = GAME.make_ai("simple", step).choose(state, seat).to_dict()
    view = components.turn_view(state, gid, now.seq, who.locale)
    fits_discord(view)
    found = items(view)
    kind = action["type"]
    if kind == "operate":
        key = f"vy:llop:{gid}:{now.seq}:{action['company']}:{int(action['payout'])}"
        return "button", await press(app, who, found[key].custom_id)
    if kind == "answer_offer":
        return "button", await press(app, who, found[f"vy:lloffer:{gid}:{now.seq}:{int(action['accept'])}"].custom_id)
    if kind == "done":
        return "button", await press(app, who, found[f"vy:lldone:{gid}:{now.seq}"].custom_id)
    if kind in ("lay_tile", "place_home"):
        return "lay", await lay_by_steps(app, who, gid, now.seq, view, action)
    r = Rec()
    await ac.act(r, app, place(), who, kind, args_of(action))
    return "command", r


async def test_whole_game_through_buttons_lays_and_commands(app):
    gid = await open_table(app, [1, 2], ais=1)
    used: dict[str, int] = {}
    for step in range(3000):
        try:
            seq = (await live(app)).seq
        except Refusal:
            break
        how, r = await human_move(app, gid, step)
        assert r.pub, f"{how}: the move was not posted: {r.priv and r.priv[-1].text}"
        used[how] = used.get(how, 0) + 1
        for m in r.pub:
            fits_discord(m.view)
        assert (await app.store.get_game(gid)).status == "finished" or (await live(app)).seq > seq
    g = await app.store.get_game(gid)
    assert g.status == "finished"
    assert used.get("lay", 0) >= 3 and used.get("button", 0) >= 3 and used.get("command", 0) >= 10, used


async def test_operate_buttons_name_the_revenue(app):
    """At a company's run the first row offers pay out and withhold with the amounts."""
    gid = await open_table(app, [1, 2])
    for step in range(2000):
        now = await live(app)
        top = now.state.current()
        if top["kind"] == "operate":
            break
        await human_move(app, gid, step)
    view = components.turn_view(now.state, gid, now.seq, "en")
    labels = [c.item.label for c in view.children if isinstance(c, lb.OperateButton)]
    total = top["best"]["total"]
    assert f"Pay out {total} £" in labels and f"Withhold {total} £" in labels
    for c in view.children:
        await assert_rebuilt_from_custom_id(c)


async def test_stale_lay_step_is_refused(app):
    gid = await open_table(app, [1, 2])
    now = await live(app)
    who = actor(now.state.seats[now.state.to_act()].user_id)
    r = await press(app, who, f"vy:llat:{gid}:{now.seq + 5}:mildendo", ["1,0"])
    assert r.priv and not r.pub


def test_values_in_words_in_both_languages():
    from vypravci.games.core import Seat

    state = GAME.new_state(GAME.Options(), [Seat(name="Anna"), Seat(name="Bob")], 1)
    face = face_of(GAME_ID)
    cs, en = Presenter("cs"), Presenter("en")
    assert face.label(cs, state, "tile", "g-city-x").startswith("zelený dílek města (4 výjezdy, hodnota 30, 2 kruhy)")
    assert face.label(en, state, "tile", "y-metro-curve") == "yellow Y city (curve) (2 exits, value 30, 1 circle) [y-metro-curve]"
    assert face.label(cs, state, "tile", "y-track-straight").startswith("žlutý dílek rovné prázdné trati")
    assert face.label(cs, state, "tile", "y-city-curve").startswith("žlutý dílek města se zatáčkou")  # the rulebook's words
    assert face.label(cs, state, "tile", "hills") == "kopce [hills]"  # a scenario tile
    assert face.label(cs, state, "side", "alt") == "alternativní akce"
    assert face.label(en, state, "card", "tile-yellow-green") == "tile Y + G / tile Y/G/B"
    assert face.label(cs, state, "character", "skyresh") == "Skyresh Bolgolam (admirál)"
    assert face.label(en, state, "payout", False) == "withhold"
    assert face.label(cs, state, "rotation", 3) == "270°"
    assert face.label(en, state, "split", {}) == "5 £ to your own cash"
    assert "zastaralý" in cs.t("ll-face-train", train="2", obsolete="true")
    from vypravci.games.core import RuleError

    refusal = RuleError("ll-error-not-now", "turn", action="lay_tile", waiting="draft")
    assert cs.error(state, refusal) == "Hra čeká na výběr, ne na /ll polož-dílek."
    assert en.error(state, refusal) == "The game waits for the draft, not /ll lay-tile."
    assert face.turn_hint(state, "cs") == "Příprava hry: výběr"
    while state.stage == "draft":
        state.apply(GAME.make_ai("simple", 1).choose(state, state.to_act()))
    assert face.turn_hint(state, "en") in ("Round 1/8: action cards", "Round 1/8: Balmuff's income")


def test_autocomplete_offers_the_lay_field_by_field():
    """/ll lay-tile: the company, then only tiles, squares and rotations that fit what is chosen."""
    from vypravci.games.core.selfplay import ai_seats, play

    found = {}

    def on_step(state, action, events):
        if "s" not in found and any(a.type == "lay_tile" for a in state.legal_actions()):
            found["s"] = state.clone()

    play(GAME, ai_seats(2, ["simple"]), seed=4, on_step=on_step)
    state = found["s"]
    seat = state.to_act()
    legal = [a.to_dict() for a in state.legal_actions(seat) if a.type == "lay_tile"]
    label = Presenter("en").labeler(state)
    company = legal[0]["company"]
    tiles = cmd.choices(state, seat, "lay_tile", "tile", {"company": company}, label)
    assert {c.value for c in tiles} == {a["tile"] for a in legal if a["company"] == company} or len(tiles) == 25
    tile = legal[0]["tile"]
    xs = cmd.choices(state, seat, "lay_tile", "x", {"company": company, "tile": tile}, label)
    assert {c.value for c in xs} == {str(a["x"]) for a in legal if a["company"] == company and a["tile"] == tile}
    x, y = legal[0]["x"], legal[0]["y"]
    rots = cmd.choices(state, seat, "lay_tile", "rotation",
                       {"company": company, "tile": tile, "x": str(x), "y": str(y)}, label)
    assert {c.value for c in rots} == {str(a["rotation"]) for a in legal
                                       if (a["company"], a["tile"], a["x"], a["y"]) == (company, tile, x, y)}
    assert all(c.label.endswith("°") for c in rots)


# ---------------------------------------------------------------------------------------- console
async def console_transcript(tmp_path, lang: str, moves: int = 12) -> list[str]:
    store = await Store.open(tmp_path / f"console-{lang}.sqlite3")
    lines: list[str] = []
    config = Config(db_path=tmp_path / f"console-{lang}.sqlite3", out_dir=tmp_path / f"out-{lang}")
    console = Console(Sessions(store), config, lang, out=lines.append)
    try:
        for line in ["as Eva", "new 18lilliput", "join Ola", "start"]:
            assert await console.handle(line)
        for step in range(moves):
            state = (await console.sessions.live(CONSOLE_CHANNEL)).state
            action = GAME.make_ai("simple", step).choose(state, state.to_act()).to_dict()
            words = [f"{state.seats[state.to_act()].name}:", action["type"]]
            words += [f"{k}={v}" for k, v in args_of(action).items()]
            before = len(lines)
            assert await console.handle(" ".join(words))
            after = (await console.sessions.live(CONSOLE_CHANNEL)).state
            assert after.to_dict() != state.to_dict(), lines[before:]
        assert await console.handle("status")
        return lines
    finally:
        await store.close()


async def test_console_transcript_in_english(tmp_path):
    lines = await console_transcript(tmp_path, "en")
    text = "\n".join(lines)
    assert "takes Mildendo Railway" in text or "takes the character" in text
    assert "places its home tile" in text
    assert list((tmp_path / "out-en").rglob("*.png"))


async def test_console_transcript_in_czech(tmp_path):
    lines = await console_transcript(tmp_path, "cs")
    text = "\n".join(lines)
    assert "akční kartu" in text or "postavu" in text
    assert "domovský dílek" in text
    assert list((tmp_path / "out-cs").rglob("*.png"))


# ---------------------------------------------------------------------------------------- bench
def test_bench_reports_route_times_over_self_play_boards():
    """`vypravci bench` asks the face for the game's own figures: the optimizer's time per company
    run on the final (densest) board of seeded self-play games."""
    from vypravci.bot.faces.lilliput import route_boards

    boards = route_boards(games=1)
    assert len(boards) == 1
    for graph, runs in boards:
        assert graph.paths and runs and all(trains for trains in runs.values())
    figures = face_of(GAME_ID).bench(games=1)
    assert set(figures) >= {"route_ms_p50", "route_ms_p95", "route_ms_max"}
    assert 0 <= figures["route_ms_p50"] <= figures["route_ms_p95"] <= figures["route_ms_max"]
    assert figures["route_runs"] == sum(len(runs) for _, runs in boards) and figures["route_inexact"] == 0


async def test_more_than_25_squares_go_on_further_selects(monkeypatch):
    """A company with 30 squares to lay on gets two square selects (25 + 5), each rebuilt from its id."""
    from vypravci.games.core import Seat

    state = GAME.new_state(GAME.Options(), [Seat(name="Anna", user_id=1), Seat(name="Bob", user_id=2)], 1)
    fake = [{"type": "lay_tile", "company": "mildendo", "tile": "y-track-straight", "x": x, "y": 5, "rotation": 0}
            for x in range(30)]
    monkeypatch.setattr(lb, "lays", lambda st, seat, action_type="lay_tile", **fixed:
                        fake if action_type == "lay_tile" else [])
    selects = lb.lay_selects(state, 7, 3, 0, "en")
    assert [len(s.item.options) for s in selects] == [25, 5]
    assert [s.custom_id for s in selects] == ["vy:llat:7:3:mildendo", "vy:llat:7:3:mildendo:2"]
    for s in selects:
        await assert_rebuilt_from_custom_id(s, ("company", "page"))
