"""The Discord face without Discord: handler functions over a recording Replier, the turn buttons
by their custom ids, autocomplete, the command payloads, and a restart over the same database."""
from __future__ import annotations

import json
import random
import re
import threading

import discord
import pytest

from vypravci.bot.discord import components
from vypravci.bot.commands import actions as cmd
from vypravci.bot.discord.app import App
from vypravci.bot.discord.cogs import action_commands
from vypravci.bot.discord.cogs import base, lobby, rules as rules_cog, settings
from vypravci.bot.discord import app as app_module, talk
from vypravci.bot.discord.components import generic as tc
from vypravci.bot.faces import discord_games, face_of
from vypravci.bot.discord.components import mini_express as old_ids
from vypravci.bot.discord.talk import Attachment
from vypravci.bot.ops.config import Config
from vypravci.bot.discord.client import command_payloads, create_bot, sync_tree
from vypravci.bot.table.session import Sessions
from vypravci.bot.store import Store
from vypravci.bot.discord.translator import FluentTranslator, discord_locale, ls
from tests.support import (
    CHANNEL, FAKE_PNG, GUILD, FakeInteraction, Rec, actor, args_of, assert_rebuilt_from_custom_id, fast_render,
    fits_discord, place, press,
)

# the shared groups and one group per game offered in Discord (found through the games' faces)
COMMAND_GROUPS = {"game", "rules", "settings", "stats", "glossary"} | {face_of(g).prefix for g in discord_games()}

pytestmark = pytest.mark.usefixtures("fixed_seeds")


def turn_view(state, game_id: int, seq: int, locale: str):
    """Mini Express's turn components (its face's: the generic builder)."""
    return components.turn_view(state, game_id, seq, locale)


def button_for(state, view, action: dict) -> str | None:
    """The id of the button under ``view`` that makes ``action`` (None: no button does)."""
    return next((c.custom_id for c in (view.children if view else []) if isinstance(c, tc.ActButton)
                 and c.makes(state, action)), None)


async def open_table(app: App, humans: list[int], ais: int = 0, **options) -> int:
    ctx = Rec()
    g = await lobby.do_new(ctx, app, place(), actor(humans[0]), "mini-express", options)
    assert g is not None and ctx.pub and not ctx.priv
    ids = ctx.pub[0].custom_ids()
    assert ids[:4] == [f"vy:lobby:{g.id}:{op}" for op in ("join", "leave", "ai", "start")]
    assert ids[4:] == [f"vy:opt:{g.id}:{f}" for f in ("map", "mode", "difficulty", "_on")]  # the host's menus
    for uid in humans[1:]:
        r = await press(app, actor(uid), f"vy:lobby:{g.id}:join")
        assert r.upd and not r.priv, r.priv and r.priv[0].text
    for _ in range(ais):
        r = await press(app, actor(humans[0]), f"vy:lobby:{g.id}:ai")
        assert r.upd and not r.priv
    return g.id


async def start(app: App, game_id: int, host: int) -> Rec:
    r = await press(app, actor(host), f"vy:lobby:{game_id}:start")
    assert not r.priv, r.priv and r.priv[0].text
    assert r.upd and r.upd[-1].view is None  # the lobby buttons are gone
    assert r.pub and r.pub[-1].file is not None
    return r


async def snapshot(app: App) -> tuple[int, str]:
    live = await app.sessions.live(CHANNEL)
    return live.seq, json.dumps(live.state.to_dict(), sort_keys=True)


# ---------------------------------------------------------------------------------------- games
async def play_to_end(app: App, rng: random.Random, use_buttons: bool = True) -> Rec:
    """Play until the game is over: seated humans act by button (when one fits) or command."""
    last = None
    for _ in range(400):
        live = await app.sessions.live(CHANNEL)
        state = live.state
        seat = state.to_act()
        uid = state.seats[seat].user_id
        who = actor(uid)
        legal = [a.to_dict() for a in state.legal_actions(seat)]
        action = rng.choice(legal)
        view = turn_view(state, live.game.id, live.seq, "en")
        button = None
        if use_buttons and action["type"] in ("draft", "buy", "pass"):
            button = button_for(state, view, action)
            assert button is not None, (action, [c.custom_id for c in view.children])  # every share has a button
        if button:
            last = await press(app, who, button)
        else:
            last = Rec()
            await base.do_action(last, app, place(), who, action["type"], args_of(action))
        assert not last.priv, last.priv[0].text
        assert last.events[0] == "defer" and last.pub, last.events
        msg = last.pub[-1]
        assert msg.file is not None and msg.file.data == FAKE_PNG
        if last.pub[-1].text and any(line for line in msg.text.splitlines()):
            pass
        try:
            now = await app.sessions.live(CHANNEL)
        except Exception:
            return last  # finished: the channel has no active game any more
        nxt = now.state.seats[now.state.to_act()]
        assert msg.mention == nxt.user_id and f"<@{nxt.user_id}>" in msg.text
    raise AssertionError("the game did not end")


async def test_full_game_three_humans(app):
    fast_render.threads.clear()  # this game's boards only (the console draws in its own thread of control)
    gid = await open_table(app, [1, 2, 3])
    r = await start(app, gid, 1)
    first = r.pub[-1]
    assert first.mention is not None and "Mini Express" in first.text
    final = await play_to_end(app, random.Random(7))
    g = await app.store.get_game(gid)
    assert g.status == "finished"
    text = final.pub[-1].text
    for name in ("Anna", "Bob", "Cyril"):
        assert name in text
    assert final.pub[-1].mention is None and final.pub[-1].custom_ids() == [f"vy:hist:{gid}:0:o"]  # History
    # rendering ran off the event loop
    assert fast_render.threads and all(t is not threading.main_thread() for t in fast_render.threads)


async def test_full_game_one_human_two_ai(app):
    gid = await open_table(app, [1], ais=2)
    await start(app, gid, 1)
    final = await play_to_end(app, random.Random(3), use_buttons=True)
    assert (await app.store.get_game(gid)).status == "finished"
    assert "Anna" in final.pub[-1].text


async def test_lobby_refusals_and_seats(app):
    gid = await open_table(app, [1])
    # a second table in the same channel is refused
    r = Rec()
    assert await lobby.do_new(r, app, place(), actor(2), "mini-express", {}) is None
    assert r.priv and not r.pub and "Mini Express" in r.priv[0].text
    # joining twice, starting as a non-host, starting short-handed
    await press(app, actor(2), f"vy:lobby:{gid}:join")
    r = await press(app, actor(2), f"vy:lobby:{gid}:join")
    assert r.priv and not r.upd
    r = await press(app, actor(2), f"vy:lobby:{gid}:start")
    assert r.priv and "Anna" in r.priv[0].text and not r.pub
    r = await press(app, actor(1), f"vy:lobby:{gid}:start")
    assert r.priv and "3" in r.priv[0].text and not r.pub
    r = await press(app, actor(2), f"vy:lobby:{gid}:leave")
    assert r.upd and "Bob" in r.upd[0].text and not r.priv
    # an old lobby's buttons do nothing
    r = await press(app, actor(2), f"vy:lobby:{gid + 99}:join")
    assert r.priv and not r.upd


async def started_game(app, humans=(1, 2, 3)) -> int:
    gid = await open_table(app, list(humans))
    await start(app, gid, humans[0])
    return gid


async def test_not_seated_and_out_of_turn_are_refused_privately(app):
    await started_game(app)
    before = await snapshot(app)
    live = await app.sessions.live(CHANNEL)
    to_act = live.state.seats[live.state.to_act()].user_id
    other = next(u for u in (1, 2, 3) if u != to_act)
    company = live.state.legal_actions()[0].to_dict()["company"]
    for uid, expect in ((9, "not seated"), (other, "not your turn")):
        who = actor(uid, "en")
        r = Rec()
        assert await base.do_action(r, app, place(), who, "draft", {"company": company}) is None
        assert r.priv and not r.pub and not r.deferred
        assert expect in r.priv[0].text, r.priv[0].text
        # the same by button
        r = await press(app, who, f"vy:draft:{live.game.id}:{live.seq}:{company}")
        assert r.priv and not r.pub and expect in r.priv[0].text
    # Czech readers get Czech
    r = Rec()
    await base.do_action(r, app, place(), actor(other, "cs"), "draft", {"company": company})
    assert "nejsi na tahu" in r.priv[0].text
    assert await snapshot(app) == before


async def test_illegal_action_refused_with_rule_link(app):
    await started_game(app)
    live = await app.sessions.live(CHANNEL)
    who = actor(live.state.seats[live.state.to_act()].user_id, "en")
    before = await snapshot(app)
    r = Rec()
    await base.do_action(r, app, place(), who, "buy", {"company": "steel"})  # no buying in the draft
    assert r.priv and not r.pub
    r = Rec()
    await base.do_action(r, app, place(), who, "draft", {"company": "nonsense"})
    assert r.priv and not r.pub
    assert await snapshot(app) == before
    from vypravci.bot.commands.rules import section

    title = section("mini-express", "turn").title("en")
    text = base.refusal_text("en", base.Refusal("error-not-your-turn", "turn"), live.state, live.game, 0)
    assert title in text and "/rules" in text
    cs = base.refusal_text("cs", base.Refusal("error-not-your-turn", "turn"), live.state, live.game, 0)
    assert section("mini-express", "turn").title("cs") in cs and "/pravidla" in cs
    # the refusal a player got for buying during the draft names its rule too
    assert r.priv[0].text.count("\n") >= 1 or "/rules" in r.priv[0].text


async def test_stale_button_says_state_changed(app):
    gid = await started_game(app)
    live = await app.sessions.live(CHANNEL)
    seq = live.seq
    state = live.state
    view = turn_view(state, gid, seq, "en")
    old = [c.custom_id for c in view.children]
    mover = actor(state.seats[state.to_act()].user_id, "en")
    r = await press(app, mover, old[0])
    assert r.pub and not r.priv
    before = await snapshot(app)
    live = await app.sessions.live(CHANNEL)
    nxt = actor(live.state.seats[live.state.to_act()].user_id, "en")
    r = await press(app, nxt, old[-1])  # built from the old seq
    assert r.priv and not r.pub
    assert "moved on" in r.priv[0].text
    r = await press(app, actor(nxt.id, "cs"), old[-1])
    assert "posunula" in r.priv[0].text
    assert await snapshot(app) == before


async def draft_done(app: App) -> None:
    """Finish the share draft through the handlers (first legal pick each time)."""
    while True:
        live = await app.sessions.live(CHANNEL)
        if live.state.phase != "draft":
            return
        a = live.state.legal_actions()[0].to_dict()
        r = Rec()
        await base.do_action(r, app, place(), actor(live.state.seats[a["seat"]].user_id), "draft", args_of(a))
        assert not r.priv, r.priv[0].text


async def test_autocomplete_only_legal_choices_in_both_languages(app):
    await started_game(app)
    live = await app.sessions.live(CHANNEL)
    seat = live.state.to_act()
    who = live.state.seats[seat].user_id
    legal = {a.company for a in live.state.legal_actions()}
    for loc in ("cs", "en"):
        found = await base.complete(app, place(), actor(who, loc), "draft", "company", {}, "")
        assert {c.value for c in found} == legal and len(found) <= 25
    cs = await base.complete(app, place(), actor(who, "cs"), "draft", "company", {}, "")
    en = await base.complete(app, place(), actor(who, "en"), "draft", "company", {}, "")
    assert {c.label for c in cs} != {c.label for c in en}
    assert any("Ocelářská" in c.label for c in cs) == ("steel" in legal)
    assert any("Steel" in c.label for c in en) == ("steel" in legal)
    # typed text filters (diacritics ignored)
    if "steel" in legal:
        typed = await base.complete(app, place(), actor(who, "cs"), "draft", "company", {}, "ocel")
        assert [c.value for c in typed] == ["steel"]
    # someone not to act gets nothing to pick
    other = next(u for u in (1, 2, 3) if u != who)
    assert await base.complete(app, place(), actor(other), "draft", "company", {}, "") == []
    assert await base.complete(app, place(), actor(9), "draft", "company", {}, "") == []

    await draft_done(app)
    live = await app.sessions.live(CHANNEL)
    state, seat = live.state, live.state.to_act()
    who = state.seats[seat].user_id
    builds = [a.to_dict() for a in state.legal_actions(seat) if a.type == "build"]
    assert builds
    for loc in ("cs", "en"):
        companies = await base.complete(app, place(), actor(who, loc), "build", "company", {}, "")
        assert {c.value for c in companies} == {b["company"] for b in builds}
        company = builds[0]["company"]
        cities = await base.complete(app, place(), actor(who, loc), "build", "city", {"company": company}, "")
        legal_cities = {b["city"] for b in builds if b["company"] == company}
        assert {c.value for c in cities} <= legal_cities and len(cities) == min(25, len(legal_cities))
        routes = await base.complete(app, place(), actor(who, loc), "build", "route",
                                     {"company": company, "city": builds[0]["city"]}, "")
        assert routes and all(len(c.value) <= 100 and len(c.label) <= 100 for c in routes)
        buys = await base.complete(app, place(), actor(who, loc), "buy", "company", {}, "")
        assert {c.value for c in buys} == {a.company for a in state.legal_actions(seat) if a.type == "buy"}
    # a build through the command with the autocompleted values
    b = builds[0]
    r = Rec()
    out = await base.do_action(r, app, place(), actor(who), "build",
                               {"company": b["company"], "city": b["city"], "route": None, "wild": b.get("wild")})
    assert out is not None and r.pub and not r.priv


async def test_build_select_and_wild_follow_up(app):
    gid = await started_game(app)
    await draft_done(app)
    for _ in range(60):
        live = await app.sessions.live(CHANNEL)
        state, seat = live.state, live.state.to_act()
        who = actor(state.seats[seat].user_id, "en")
        view = turn_view(state, gid, live.seq, "en")
        selects = [c for c in view.children if isinstance(c, tc.PickSelect) and c.action_type == "build"]
        fits_discord(view)  # what discord.py would send: at most 5 rows
        companies = {a.company for a in state.legal_actions(seat) if a.type == "build"}
        # one select per company that may build, each listing its cities
        assert sorted(tc._parse_prefix(state, "build", s.prefix)["company"] for s in selects) == sorted(companies)
        wild_pick = None
        for s in selects:
            for o in s.item.options:
                if any(state.wild_choices(o.value.split("=", 1)[1])):
                    wild_pick = (s, o.value)
        if not selects:  # nothing to build this turn: take a share (or pass) by button
            r = await press(app, who, view.children[0].custom_id)
            assert r.pub and not r.priv, r.priv and r.priv[0].text
            continue
        if wild_pick is None:
            s = selects[0]
            r = await press(app, who, s.custom_id, [s.item.options[0].value])
            assert r.pub and not r.priv, r.priv and r.priv[0].text
            continue
        s, city = wild_pick
        r = await press(app, who, s.custom_id, [city])
        assert r.priv and not r.pub  # asks which company gains the wild influence
        assert "wild symbol" in r.priv[0].text
        wild = r.priv[0].view.children[0]
        assert isinstance(wild, tc.PickSelect) and wild.action_type == "build"
        assert {o.value.split("=", 1)[1] for o in wild.item.options} == {
            c for c in state.wild_choices(city.split("=", 1)[1]) if c}
        r = await press(app, who, wild.custom_id, [wild.item.options[0].value])
        assert r.pub and not r.priv, r.priv and r.priv[0].text
        return
    pytest.skip("no wild city reachable in this seed")


async def test_undo_own_and_vote(app):
    gid = await started_game(app)
    live = await app.sessions.live(CHANNEL)
    a = live.state.legal_actions()[0].to_dict()
    mover = live.state.seats[a["seat"]].user_id
    before = await snapshot(app)
    await base.do_action(Rec(), app, place(), actor(mover), "draft", args_of(a))
    # your own last action: at once
    r = Rec()
    await lobby.do_undo(r, app, place(), actor(mover))
    assert r.pub and r.pub[-1].file is not None and not r.priv
    assert (await snapshot(app))[1] == before[1]
    # someone else's: a vote with an Agree button, done when all seated humans agree
    await base.do_action(Rec(), app, place(), actor(mover), "draft", args_of(a))
    others = [u for u in (1, 2, 3) if u != mover]
    r = Rec()
    await lobby.do_undo(r, app, place(), actor(others[0]))
    assert r.pub and not r.priv
    agree = r.pub[0].custom_ids()
    assert len(agree) == 1 and agree[0].startswith(f"vy:undo:{gid}:")
    r = await press(app, actor(others[1]), agree[0])
    assert not r.priv and not r.pub[-1].file  # still waiting for one more
    r = await press(app, actor(mover), agree[0])
    assert r.pub and r.pub[-1].file is not None, (r.priv and r.priv[0].text)
    assert (await snapshot(app))[1] == before[1]
    # nothing left to undo
    r = Rec()
    await lobby.do_undo(r, app, place(), actor(1))
    assert r.priv and not r.pub


async def test_status_log_export_board_abandon(app):
    gid = await started_game(app)
    await draft_done(app)
    r = Rec()
    await lobby.do_status(r, app, place(), actor(2, "en"))
    assert r.priv and "Anna" in r.priv[0].text and not r.pub
    r = Rec()
    await lobby.do_log(r, app, place(), actor(1, "cs"))
    assert r.priv and not r.pub and len(r.priv[0].text) <= 2000 and "6." in r.priv[0].text
    r = Rec()
    await lobby.do_export(r, app, place(), actor(3))
    assert r.priv and r.priv[0].file.filename.endswith(".json")
    record = json.loads(r.priv[0].file.data)  # a running game: sealed, only what the table shows
    assert record["game"] == "mini-express" and record["moves"] == 6 and "actions" not in record
    assert "seed" not in record and record["sealed"]
    r = Rec()
    await lobby.do_board(r, app, place(), actor(2))
    assert r.events[0] == "defer" and r.pub[-1].file is not None and r.pub[-1].mention is None
    assert r.pub[-1].view is not None  # the buttons of the player to act come along
    # abandon: not for a seated non-host; yes for the host (or an admin)
    r = Rec()
    await lobby.do_abandon(r, app, place(), actor(2))
    assert r.priv and not r.pub
    r = Rec()
    await lobby.do_abandon(r, app, place(), actor(9, admin=True))
    assert r.pub and not r.priv
    assert (await app.store.get_game(gid)).status == "abandoned"
    # finished games can still be exported and looked at
    r = Rec()
    await lobby.do_export(r, app, place(), actor(1))
    assert r.priv and r.priv[0].file is not None


async def test_restart_continues_the_game(app, tmp_path):
    gid = await started_game(app)
    live = await app.sessions.live(CHANNEL)
    old_view = turn_view(live.state, gid, live.seq, "en")
    before = await snapshot(app)
    # a new process: new store, new sessions over the same file
    store2 = await Store.open(tmp_path / "bot.sqlite3")
    try:
        app2 = App(Sessions(store2), app.config, renderer=fast_render)
        live2 = await app2.sessions.live(CHANNEL)
        assert (live2.seq, json.dumps(live2.state.to_dict(), sort_keys=True)) == before
        who = actor(live2.state.seats[live2.state.to_act()].user_id)
        r = await press(app2, who, old_view.children[0].custom_id)  # buttons survive the restart
        assert r.pub and not r.priv, r.priv and r.priv[0].text
        assert (await app2.sessions.live(CHANNEL)).seq == before[0] + 1
    finally:
        await store2.close()


async def test_real_board_image_is_posted(app):
    app.renderer = app_module._render
    gid = await open_table(app, [1], ais=2)
    r = await start(app, gid, 1)
    assert r.pub[-1].file.data.startswith(b"\x89PNG")


# ---------------------------------------------------------------------------------------- languages
async def test_reader_and_public_languages(app):
    assert await app.public_locale(GUILD) == "en"
    await app.store.set_guild_locale(GUILD, "cs")
    assert await app.public_locale(GUILD) == "cs"
    assert await app.reader_locale(5, GUILD, discord.Locale.german) == "cs"  # guild's
    assert await app.reader_locale(5, GUILD, discord.Locale.american_english) == "en"  # client's
    await app.store.set_user_locale(5, "cs")
    assert await app.reader_locale(5, GUILD, discord.Locale.british_english) == "cs"  # own choice
    assert await app.reader_locale(6, None, None) == "en"  # the configured default


async def test_settings_handlers(app):
    r = Rec()
    await settings.do_language(r, app, place(), actor(2, "en"), "cs")
    assert await app.store.get_user_locale(2) == "cs" and "čeština" in r.priv[0].text  # "Jazyk je teď čeština."
    r = Rec()
    await settings.do_server_language(r, app, place(), actor(2, "en"), "cs")
    assert r.priv and await app.store.get_guild_locale(GUILD) is None
    r = Rec()
    await settings.do_server_language(r, app, place(), actor(2, "en", admin=True), "cs")
    assert await app.store.get_guild_locale(GUILD) == "cs"


async def test_rules_lookup(app):
    r = Rec()
    await rules_cog.do_rules(r, app, place(), actor(2, "en"), "components")
    assert r.priv and r.priv[0].embed is not None and r.priv[0].embed.title == "Components"
    r = Rec()
    await rules_cog.do_rules(r, app, place(), actor(1, "cs"), "components")
    assert r.priv[0].embed.title == "Komponenty"
    r = Rec()
    await rules_cog.do_rules(r, app, place(), actor(2, "en"), "")  # everything matches: a pick list
    assert r.priv and r.priv[0].view is not None
    pick = r.priv[0].view.children[0]
    assert len(pick.item.options) <= 25
    r2 = await press(app, actor(2, "en"), pick.custom_id, [pick.item.options[0].value])
    assert r2.priv[0].embed is not None
    r = Rec()
    await rules_cog.do_rules(r, app, place(), actor(2, "en"), "qqqqzzzz")
    assert r.priv and r.priv[0].embed is None and r.priv[0].view is None


def test_translator_maps_locales():
    assert discord_locale(discord.Locale.czech) == "cs"
    assert discord_locale(discord.Locale.american_english) == "en"
    assert discord_locale(discord.Locale.british_english) == "en"
    assert discord_locale(discord.Locale.german) is None


async def test_translator_translates():
    tr = FluentTranslator()
    s = ls("cmd-game-new-name")
    assert str(s) == "new"
    assert await tr.translate(s, discord.Locale.czech, None) == "nová"
    assert await tr.translate(s, discord.Locale.british_english, None) == "new"
    assert await tr.translate(s, discord.Locale.french, None) is None


# ---------------------------------------------------------------------------------------- items
async def test_dynamic_items_parse_their_own_custom_ids():
    items = [
        lobby.LobbyButton(12, "join"), lobby.LobbyButton(12, "start"), lobby.UndoAgreeButton(12, 40),
        tc.ActButton(12, 40, "buy", prefix=":0=steel"), tc.ActButton(12, 41, "pass"), tc.HandButton(12),
        tc.PickSelect(12, 40, "build", ":0=leather"), tc.PickSelect(12, 40, "build", ":0=lumber:1=new-york"),
        old_ids.OldMoveButton("vy:buy:12:40:steel", "buy", 12, 40, "steel", None),
        old_ids.OldMoveButton("vy:pass:12:41", "pass", 12, 41, None, None),
        old_ids.OldBuildSelect("vy:wild:12:40:lumber:new-york", "wild", 12, 40, "lumber", "new-york"),
        rules_cog.RulesSelect("mini-express"),
    ]
    for item in items:
        await assert_rebuilt_from_custom_id(item, ("game_id", "seq", "op", "company", "city", "action_type", "prefix"))


# ---------------------------------------------------------------------------------------- payloads
NAME_RE = re.compile(r"^[-_\w]{1,32}$")  # \w in Python = letters, digits and _ (Unicode)


def _check_name(name: str) -> None:
    assert NAME_RE.match(name) and name == name.lower(), name
    assert all(ch.isalnum() or ch in "-_" for ch in name), name


def _check(entry: dict, depth: int = 0) -> None:
    _check_name(entry["name"])
    assert 1 <= len(entry["description"]) <= 100, entry["description"]
    names = entry.get("name_localizations") or {}
    descs = entry.get("description_localizations") or {}
    assert "cs" in names and "cs" in descs, entry["name"]
    assert names.get("en-US") == entry["name"]
    for loc in ("cs", "en-US", "en-GB"):
        _check_name(names[loc])
        assert 1 <= len(descs[loc]) <= 100, descs[loc]
    options = entry.get("options") or []
    assert len(options) <= 25
    seen = set()
    for opt in options:
        assert opt["name"] not in seen
        seen.add(opt["name"])
        if opt["type"] in (1, 2):
            _check(opt, depth + 1)
        else:
            _check(opt, depth + 1) if "options" in opt else _check_option(opt)
    # required options first
    req = [o.get("required", False) for o in options if o["type"] not in (1, 2)]
    assert req == sorted(req, reverse=True)


def _check_option(opt: dict) -> None:
    _check_name(opt["name"])
    assert 1 <= len(opt["description"]) <= 100
    assert "cs" in opt["name_localizations"] and "cs" in opt["description_localizations"]
    for loc in ("cs", "en-US", "en-GB"):
        _check_name(opt["name_localizations"][loc])
        assert 1 <= len(opt["description_localizations"][loc]) <= 100
    choices = opt.get("choices") or []
    assert len(choices) <= 25
    for c in choices:
        assert 1 <= len(c["name"]) <= 100 and "cs" in c["name_localizations"]
        assert all(1 <= len(v) <= 100 for v in c["name_localizations"].values())


def test_command_payloads_valid_for_discord():
    payloads = command_payloads(Config())
    names = [p["name"] for p in payloads]
    assert sorted(names) == sorted(COMMAND_GROUPS)
    assert len(set(names)) == len(names)
    for p in payloads:
        assert p["type"] == 1
        _check(p)
    by = {p["name"]: p for p in payloads}
    assert by["game"]["name_localizations"]["cs"] == "hra"
    assert {o["name"] for o in by["game"]["options"]} >= {"new", "status", "abandon", "undo", "log", "export", "board",
                                                       "hand", "repair", "mine", "list"}  # and the tables' own
    assert {o["name"] for o in by["mx"]["options"]} == {"draft", "buy", "build", "pass", "split", "branch", "port",
                                                      "next", "influence", "white", "underground", "ferry",
                                                      "restrict", "seal"}  # the last six: UK and Taiwan
    build = next(o for o in by["mx"]["options"] if o["name"] == "build")
    assert [o["name"] for o in build["options"]] == ["company", "city", "route", "wild"]
    assert all(o.get("autocomplete") for o in build["options"])
    assert by["game"]["dm_permission"] is False
    # the localized names in each language are unique among siblings
    for loc in ("cs", "en-US"):
        for p in payloads:
            subs = [o["name_localizations"][loc] for o in p.get("options", [])]
            assert len(subs) == len(set(subs))
    json.dumps(payloads)  # plain JSON


async def test_command_payloads_inside_a_running_loop():
    assert len(command_payloads(Config())) == len(COMMAND_GROUPS)


async def test_create_bot_offline(tmp_path):
    store = Store(tmp_path / "x.sqlite3")
    bot = create_bot(Config(), store, sync_on_start=False)
    assert not bot.intents.message_content and not bot.intents.members and not bot.intents.presences
    assert bot._connection.max_messages is None  # no message cache for the collector to walk (bot/ops/heap.py)
    await bot.install()
    assert {c.name for c in bot.tree.get_commands()} == COMMAND_GROUPS
    assert bot.vy.sessions.store is store


# ---------------------------------------------------------------------------------------- more flows
async def test_solo_game_against_masinfira(app):
    r = Rec()
    g = await lobby.do_new(r, app, place(), actor(1), "mini-express", {"mode": "solo", "map": "europe"})
    assert g is not None and "(1 player)" in r.pub[0].text
    await start(app, g.id, 1)
    final = await play_to_end(app, random.Random(5))
    assert (await app.store.get_game(g.id)).status == "finished"
    assert "Anna" in final.pub[-1].text


async def test_the_final_board_after_ai_moves_is_named_by_the_whole_log(app):
    """The human's move is followed by the AI seats' moves that end the game: the final board
    shows (and its name carries) the whole log, which is marked announced."""
    gid = await open_table(app, [1], ais=2)
    await start(app, gid, 1)
    final = await play_to_end(app, random.Random(3))
    g = await app.store.get_game(gid)
    rows = (await app.store.snapshot(gid)).rows
    assert g.status == "finished" and rows[-1].user_id is None  # the last moves were the AI seats'
    assert final.pub[-1].file.filename == f"mini-express-{gid}-{g.move_count}.png", final.pub[-1].file.filename
    assert g.announced_seq == g.move_count and await app.store.unannounced_games() == []


def test_every_session_refusal_reads_as_a_sentence():
    import pathlib

    from vypravci.bot.table import session

    source = pathlib.Path(session.__file__).read_text(encoding="utf-8")
    keys = set(re.findall(r'Refusal\("([a-z-]+)"', source))
    assert keys
    for key in keys:
        for loc in ("cs", "en"):
            text = base.refusal_text(loc, base.Refusal(key))
            assert text and text != key and "{" not in text.replace("{ ", ""), (loc, key, text)


async def test_cog_autocomplete_reads_the_other_options(app):
    from types import SimpleNamespace

    await started_game(app)
    await draft_done(app)
    live = await app.sessions.live(CHANNEL)
    state = live.state
    uid = state.seats[state.to_act()].user_id
    builds = [a.to_dict() for a in state.legal_actions() if a.type == "build"]
    company = builds[0]["company"]
    interaction = SimpleNamespace(guild_id=GUILD, channel_id=CHANNEL, locale=discord.Locale.czech,
                                  user=SimpleNamespace(id=uid, name="x"),
                                  namespace=SimpleNamespace(company=company))
    found = await action_commands.complete_option(app, interaction, "build", "city", "", ("company",))
    assert {c.value for c in found} <= {b["city"] for b in builds if b["company"] == company}
    assert found and all(isinstance(c, discord.app_commands.Choice) for c in found)


# ---------------------------------------------------------------------------------------- replier
async def test_interaction_replier_slash_command():
    i = FakeInteraction(component=False)
    ctx = base.InteractionReplier(i)
    await ctx.defer()
    assert i.log[0] == ("defer", {"ephemeral": True, "thinking": True})
    await ctx.public("moved\n<@5>, your turn", file=Attachment("b.png", FAKE_PNG), mention=5)
    kinds = [e[0] for e in i.log]
    # the ephemeral placeholder is resolved first (the public message is new and pings); one followup, no delete
    assert kinds == ["defer", "edit_original", "followup"]
    assert i.log[2][2] is False and i.log[2][3]
    # a refusal after deferring replaces the (ephemeral) placeholder
    i = FakeInteraction(component=False)
    ctx = base.InteractionReplier(i)
    await ctx.defer()
    await ctx.private("no")
    assert [e[0] for e in i.log] == ["defer", "edit_original"] and i.log[1][1] == "no"
    # without deferring: a direct ephemeral answer
    i = FakeInteraction(component=False)
    await base.InteractionReplier(i).private("no")
    assert i.log == [("send_message", "no", True)]


async def test_interaction_replier_button_and_long_text():
    i = FakeInteraction(component=True)
    ctx = base.InteractionReplier(i)
    await ctx.defer()
    await ctx.private("stale")
    await ctx.public("x" * 1500 + "\n" + "y" * 1500, file=Attachment("b.png", FAKE_PNG))
    assert i.log[0] == ("defer", {})
    assert i.log[1] == ("followup", "stale", True, False, False)
    assert [e[0] for e in i.log[2:]] == ["followup", "followup"]
    assert i.log[2][3] is False and i.log[3][3] is True  # the file rides on the last part
    i = FakeInteraction(component=True)
    await base.InteractionReplier(i).update("lobby")
    assert i.log == [("edit_message", "lobby")]
    assert base.chunks("a\n" * 3000)[0].count("a") <= 1000 and all(len(c) <= 2000 for c in base.chunks("z" * 4500))


async def test_only_games_with_a_discord_face_can_be_opened(app):
    r = Rec()
    assert await lobby.do_new(r, app, place(), actor(1), "no-such-game", {}) is None
    assert r.priv and not r.pub
    assert [c.value for c in lobby.GAME_CHOICES] == discord_games()


async def test_setup_hook_syncs_to_the_configured_guild(tmp_path):
    calls = []
    for guild_id in (42, None):
        store = await Store.open(tmp_path / f"x{guild_id}.sqlite3")  # the last synced payload is kept there
        bot = create_bot(Config(guild_id=guild_id), store)

        async def fake_sync(*, guild=None):
            calls.append(guild.id if guild else None)
            return []

        bot.tree.sync = fake_sync  # nothing may connect: the sync is recorded instead
        await bot.setup_hook()
        assert await sync_tree(bot) is None  # the same commands again: not sent twice
        if guild_id:
            assert {c.name for c in bot.tree.get_commands(guild=discord.Object(guild_id))} == COMMAND_GROUPS
        await bot.close()
        await store.close()
    assert calls == [42, None]


def test_run_bot_without_token():
    from vypravci.bot.ops.run import run_bot

    assert run_bot(Config(token=None)) == 2


async def test_a_turn_message_posted_while_another_post_retired_is_retired_by_the_next(app):
    """Two posts racing in one channel (a move's board and /game board): the one that joins the
    channel's live turn messages after the other retired them is not forgotten."""
    from vypravci.bot.discord.posting import retire_turn_message

    class Retiring:
        def __init__(self) -> None:
            self.retired: list[int] = []

        async def retire(self, message_id, view) -> None:
            self.retired.append(message_id)

    place = talk.Place(guild_id=1, channel_id=77)
    app.turn_messages.setdefault(77, []).append((1, None))
    first = Retiring()
    await retire_turn_message(first, app, place)  # post A retires message 1 …
    app.turn_messages.setdefault(77, []).append((2, None))  # … post B registers, then A registers
    app.turn_messages.setdefault(77, []).append((3, None))
    await retire_turn_message(object(), app, place)  # a poster that cannot edit keeps them
    later = Retiring()
    await retire_turn_message(later, app, place)
    assert (first.retired, later.retired, app.turn_messages.get(77)) == ([1], [2, 3], None)
