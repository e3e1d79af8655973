"""Mini Express's modes and variants on Discord, through the handlers with the test doubles:
the host's option menus on the lobby (any game), the experts' split and the pending decisions
(Zlatý hřeb, Přístavy, V ruchu a spěchu) as buttons and /mx commands, the secret debt kept private,
and Mašinfíra's turns explained in both languages."""
from __future__ import annotations

import json
import random
import re

import pytest

from vypravci.bot.discord import components
from vypravci.bot.commands import actions as cmd
from vypravci.bot.discord.cogs import action_commands
from vypravci.bot.discord.cogs import base, lobby, lobby_options
from vypravci.bot.discord.components import generic as tc
from vypravci.bot.faces import face_of
from vypravci.bot.discord.components import mini_express as old_ids
from vypravci.bot.discord.talk import Place
from vypravci.bot.words.i18n import i18n
from vypravci.bot.commands.present import Presenter, hex_label
from vypravci.bot.table.refusal import Refusal
from vypravci.games.core import get_game
from tests.support import (  # noqa: F401
    CHANNEL, FAKE_PNG, GUILD, Rec, actor, assert_rebuilt_from_custom_id, fits_discord, place, press,
)

pytestmark = pytest.mark.usefixtures("fixed_seeds")

GAME = "mini-express"
RAW = re.compile(r"\{ ?\$|\b(?:me|ce)-(?:ev|error)-[a-z-]+")  # an unfilled variable or a raw message id


# ---------------------------------------------------------------------------------------- helpers
async def new_table(app, host: int = 1, game: str = GAME, where: Place | None = None):
    r = Rec()
    g = await lobby.do_new(r, app, where or place(), actor(host), game, {})
    assert g is not None and r.pub and not r.priv, r.priv and r.priv[0].text
    return g, r.pub[0]


async def set_option(app, who: int, gid: int, field: str, values: list[str], locale: str | None = None,
                     where: Place | None = None) -> Rec:
    return await press(app, actor(who, locale), f"vy:opt:{gid}:{field}", values, where=where)


async def stored_options(app, gid: int) -> dict:
    return (await app.store.get_game(gid)).options


def inner(item):
    """The Button or Select a DynamicItem wraps."""
    return getattr(item, "item", item)


async def table(app, humans: list[int], picks: list[tuple[str, list[str]]], ais: int = 0) -> int:
    """A lobby set up through the host's menus, seated, and started."""
    g, _ = await new_table(app, humans[0])
    for field, values in picks:
        r = await set_option(app, humans[0], g.id, field, values)
        assert not r.priv, r.priv[0].text
    for uid in humans[1:]:
        r = await press(app, actor(uid), f"vy:lobby:{g.id}:join")
        assert not r.priv, r.priv[0].text
    for _ in range(ais):
        await press(app, actor(humans[0]), f"vy:lobby:{g.id}:ai")
    return g.id


async def start(app, gid: int, host: int, where: Place | None = None) -> Rec:
    r = await press(app, actor(host), f"vy:lobby:{gid}:start", where=where)
    assert not r.priv, r.priv and r.priv[0].text
    assert r.pub and r.pub[-1].file is not None
    return r


CHOICE = {"split": "company", "branch": "company", "port": "hex", "next": "player"}


def turn_view(state, game_id: int, seq: int, locale: str):
    """Mini Express's turn components (its face's: the generic builder)."""
    return components.turn_view(state, game_id, seq, locale)


def button_for(state, view, action: dict) -> str | None:
    """The id of the button under ``view`` that makes ``action`` (None: no button does)."""
    return next((c.custom_id for c in (view.children if view else []) if isinstance(c, tc.ActButton)
                 and c.makes(state, action)), None)


async def act(app, action: dict, rng: random.Random, where: Place | None = None) -> Rec:
    """One action through the Discord face: the split and every pending decision by the button the
    turn message offers (each legal answer has one), other moves by button or command."""
    where = where or place()
    live = await app.sessions.live(CHANNEL)
    state, gid, seq = live.state, live.game.id, live.seq
    who = actor(state.seats[action["seat"]].user_id)
    view = turn_view(state, gid, seq, where.locale)
    if view is not None:
        fits_discord(view)
    legal = [a.to_dict() for a in state.legal_actions()]
    if action["type"] in CHOICE:  # one button per legal answer, and nothing else to pick
        assert all(button_for(state, view, a) for a in legal), [c.custom_id for c in view.children]
        assert not any(getattr(c, "action_type", "") in ("build", "buy") for c in view.children)
    cid = button_for(state, view, action)
    if cid and (action["type"] in CHOICE or rng.random() < 0.5):
        r = await press(app, who, cid, where=where)
    else:
        r = Rec()
        args = {k: cmd.encode(v) for k, v in action.items() if k not in ("type", "seat") and v is not None}
        await base.do_action(r, app, where, who, action["type"], args)
    assert not r.priv, r.priv[0].text
    assert r.pub and r.pub[-1].file is not None and r.pub[-1].file.data == FAKE_PNG
    return r


async def play_out(app, rng: random.Random, where: Place | None = None, limit: int = 600) -> list[str]:
    """Play to the end through the handlers; the public texts, in order."""
    texts: list[str] = []
    for _ in range(limit):
        try:
            live = await app.sessions.live(CHANNEL)
        except Refusal:
            return texts
        legal = [a.to_dict() for a in live.state.legal_actions()]
        builds = [a for a in legal if a["type"] == "build"]
        action = rng.choice(builds if builds and rng.random() < 0.7 else legal)
        r = await act(app, action, rng, where)
        texts += [m.text for m in r.pub]
    raise AssertionError("the game did not end")


def find_path(state, kind: str, attempts: int = 400, seed: int = 0) -> list[dict]:
    """Actions (from ``state``) that open a pending ``kind`` decision, found offline by play that
    prefers building."""
    for attempt in range(attempts):
        rng = random.Random(seed * 1000 + attempt)
        st = state.clone()
        path: list[dict] = []
        for _ in range(300):
            if st.is_terminal():
                break
            if st.pending and st.pending[0]["kind"] == kind and len(st.legal_actions()) > 1:
                return path
            legal = st.legal_actions()
            builds = [a for a in legal if a.type == "build"]
            a = rng.choice(builds if builds and rng.random() < 0.85 else legal)
            path.append(a.to_dict())
            st.apply(a)
    raise AssertionError(f"no {kind} decision found")


async def reach(app, kind: str) -> None:
    live = await app.sessions.live(CHANNEL)
    rng = random.Random(1)
    for action in find_path(live.state, kind):
        await act(app, action, rng)
    live = await app.sessions.live(CHANNEL)
    assert live.state.pending and live.state.pending[0]["kind"] == kind


# ---------------------------------------------------------------------------------------- options UI
async def test_lobby_shows_the_hosts_option_menus(app):
    g, msg = await new_table(app)
    ids = msg.custom_ids()
    assert ids[4:] == [f"vy:opt:{g.id}:{f}" for f in ("map", "mode", "difficulty", "_on")]
    fits_discord(msg.view)
    menus = {c.custom_id.split(":")[-1]: inner(c) for c in msg.view.children if c.custom_id.startswith("vy:opt:")}
    assert [o.value for o in menus["mode"].options] == ["standard", "solo", "two_player", "experts"]
    assert [o.value for o in menus["map"].options if o.default] == ["usa"]
    flags = menus["_on"]
    assert {o.value for o in flags.options} == {"first_game", "golden_spike", "ports", "secret_debt", "signals",
                                                 "full_steam"}
    assert flags.min_values == 0 and flags.max_values == 6 and not any(o.default for o in flags.options)
    # the lobby in Czech: the menus read in Czech
    czech = lobby.lobby_view(g.id, "cs", g)
    labels = " ".join(o.label for c in map(inner, czech.children) if hasattr(c, "options") for o in c.options)
    assert "Zlatý hřeb" in labels and "Sólová hra proti Mašinfírovi" in labels


async def test_host_changes_options_and_the_lobby_is_redrawn(app):
    g, _ = await new_table(app)
    r = await set_option(app, 1, g.id, "map", ["europe"])
    assert not r.priv and r.upd
    assert (await stored_options(app, g.id))["map"] == "europe"
    assert "Europe" in r.upd[-1].text and "Anna" in r.upd[-1].text
    menus = {c.custom_id.split(":")[-1]: inner(c) for c in r.upd[-1].view.children if c.custom_id.startswith("vy:opt:")}
    assert [o.value for o in menus["map"].options if o.default] == ["europe"]
    # the variants: one multi-select, the picked ones on, the rest off
    r = await set_option(app, 1, g.id, "_on", ["ports", "secret_debt"])
    assert not r.priv
    opts = await stored_options(app, g.id)
    assert opts["ports"] and opts["secret_debt"] and not opts["signals"]
    assert "Ports" in r.upd[-1].text and "Secret Debt" in r.upd[-1].text
    r = await set_option(app, 1, g.id, "_on", ["ports"])
    assert not (await stored_options(app, g.id))["secret_debt"]
    # solo with a difficulty: the lobby now asks for 1 player
    await set_option(app, 1, g.id, "mode", ["solo"])
    r = await set_option(app, 1, g.id, "difficulty", ["sotous"])
    assert not r.priv
    opts = await stored_options(app, g.id)
    assert opts["mode"] == "solo" and opts["difficulty"] == "sotous"
    assert "(1 player)" in r.upd[-1].text
    get_game(GAME).parse_options(opts)  # what was stored is valid


@pytest.mark.parametrize("locale", ["en", "cs"])
async def test_invalid_combinations_are_refused_and_change_nothing(app, locale):
    g, _ = await new_table(app)
    cases = [
        ("map", ["europe"], None),  # valid: sets up the next case
        ("_on", ["golden_spike"], ("Golden Spike", "Zlatý hřeb")),  # USA map only
        ("mode", ["solo"], None),
        ("_on", ["signals"], ("Rush Hour", "V ruchu a spěchu")),  # standard mode only
        ("mode", ["standard"], None),
        ("difficulty", ["turista"], ("Tourist", "Turista")),  # solo only
    ]
    for field, values, refused in cases:
        before = await app.store.get_game(g.id)
        r = await set_option(app, 1, g.id, field, values, locale)
        after = await app.store.get_game(g.id)
        if refused is None:
            assert not r.priv, r.priv[0].text
            continue
        assert r.priv and not r.pub, field
        text = r.priv[0].text
        assert refused[0 if locale == "en" else 1] in text, text
        assert ("Nothing was changed" if locale == "en" else "Nic se nezměnilo") in text
        assert after.options == before.options and after.version == before.version
        # the menus are put back to the stored values
        assert r.upd and r.events.index("update") < r.events.index("private")
    # the clash names the option that blocks the change
    r = await set_option(app, 1, g.id, "_on", ["golden_spike"], "en")
    assert "map: Europe" in r.priv[0].text
    r = await set_option(app, 1, g.id, "_on", ["golden_spike"], "cs")
    assert "mapa: Evropa" in r.priv[0].text


async def test_only_the_host_changes_options_and_only_before_start(app):
    g, _ = await new_table(app)
    await press(app, actor(2), f"vy:lobby:{g.id}:join")
    before = await app.store.get_game(g.id)
    r = await set_option(app, 2, g.id, "map", ["europe"])
    assert r.priv and "Anna" in r.priv[0].text and not r.pub
    assert (await app.store.get_game(g.id)).options == before.options
    r = await set_option(app, 1, g.id + 5, "map", ["europe"], "en")  # another table's menu
    assert r.priv and "moved on" in r.priv[0].text
    r = await set_option(app, 1, g.id, "mode", ["nonsense"])
    assert r.priv and (await app.store.get_game(g.id)).options == before.options
    await set_option(app, 1, g.id, "mode", ["experts"])
    await start(app, g.id, 1)
    r = await set_option(app, 1, g.id, "map", ["europe"], "en")
    assert r.priv and "already started" in r.priv[0].text


async def test_option_menus_work_for_cargo_empire_too(app):
    g, msg = await new_table(app, game="cargo-empire")
    ids = msg.custom_ids()
    assert ids[4:] == [f"vy:opt:{g.id}:{f}" for f in ("map", "spediter", "_on")]
    fits_discord(msg.view)
    r = await set_option(app, 1, g.id, "_on", ["clans"])
    assert not r.priv
    assert (await stored_options(app, g.id))["clans"] is True
    r = await set_option(app, 1, g.id, "spediter", ["on"])
    assert not r.priv and (await stored_options(app, g.id))["spediter"] is True
    r = await set_option(app, 1, g.id, "_on", ["clans", "vassals"], "en")  # vassals never with the Špeditér
    assert r.priv and "Nothing was changed" in r.priv[0].text and "Špeditér" in r.priv[0].text
    assert (await stored_options(app, g.id))["vassals"] is False
    r = await set_option(app, 1, g.id, "spediter", ["auto"])
    assert not r.priv and (await stored_options(app, g.id))["spediter"] is None


async def test_option_items_parse_their_own_custom_ids():
    items = [lobby.OptionSelect(12, field) for field in ("map", "difficulty", "_on", "first_game")]
    items += [tc.ActButton(12, 40, "split", prefix=":0=steel"), tc.ActButton(12, 40, "port", prefix=":0=6,7"),
              tc.ActButton(12, 40, "next", prefix=":0=2"), tc.HandButton(12),
              old_ids.OldMoveButton("vy:split:12:40:steel", "split", 12, 40, "steel", None),
              old_ids.OldMoveButton("vy:choose:12:40:port:6,7", "choose", 12, 40, "port", "6,7")]
    for item in items:
        await assert_rebuilt_from_custom_id(item)


# ---------------------------------------------------------------------------------------- whole games
async def test_solo_game_against_masinfira_explains_its_turns(app):
    gid = await table(app, [1], [("mode", ["solo"]), ("difficulty", ["turista"])])
    r = await start(app, gid, 1)
    texts = [m.text for m in r.pub] + await play_out(app, random.Random(11))
    g = await app.store.get_game(gid)
    assert g.status == "finished" and g.options["difficulty"] == "turista"
    joined = "\n".join(texts)
    assert not RAW.search(joined), RAW.search(joined)
    # Mašinfíra's turns read as a short explanation: the token drawn, the company, the destination, why
    assert "draws a Mašinfíra token" in joined
    assert "destination-city marker" in joined
    assert re.search(r"Mašinfíra builds \w+ track into .+: ", joined) or "Mašinfíra takes" in joined
    # the same record in Czech: every event renders with its real parameters
    record = await app.store.record(gid)
    for loc in ("cs", "en"):
        lines = lobby.log_lines(record, Presenter(loc))
        for line in lines:
            assert not RAW.search(line), (loc, line)
    cs = "\n".join(lobby.log_lines(record, Presenter("cs")))
    assert "Mašinfíra" in cs and "žeton" in cs


async def test_experts_duel_with_golden_spike_played_to_the_end(app):
    gid = await table(app, [1, 2], [("mode", ["experts"]), ("_on", ["golden_spike"])])
    r = await start(app, gid, 1)
    ids = r.pub[-1].custom_ids()
    assert ids and all(i.startswith(f"vy:act:{gid}:") and ":split:" in i for i in ids)  # the split, a button per company
    live = await app.sessions.live(CHANNEL)
    assert len(ids) == len(live.state.legal_actions())
    texts = await play_out(app, random.Random(4))
    assert (await app.store.get_game(gid)).status == "finished"
    joined = "\n".join(texts)
    assert "takes both its set-aside shares" in joined and "Final scores" in joined or "Anna" in joined
    assert not RAW.search(joined)


async def test_two_players_with_masinfira_and_ports_in_czech(app):
    cz = Place(GUILD, CHANNEL, "cs")
    g = await lobby.do_new(Rec(), app, cz, actor(1), GAME, {})
    for field, values in (("map", ["europe"]), ("mode", ["two_player"]), ("_on", ["ports", "full_steam"])):
        r = await set_option(app, 1, g.id, field, values, where=cz)
        assert not r.priv, r.priv[0].text
    await press(app, actor(2), f"vy:lobby:{g.id}:join", where=cz)
    await start(app, g.id, 1, where=cz)
    texts = await play_out(app, random.Random(8), where=cz)
    assert (await app.store.get_game(g.id)).status == "finished"
    assert not RAW.search("\n".join(texts))


async def at_decision(app, humans: list[int], picks: list[tuple[str, list[str]]], kind: str):
    """A started table with these options, played until the ``kind`` decision waits: its game
    id, the live game and the decision's options."""
    await table(app, humans, picks)
    gid = (await app.store.active_game(CHANNEL)).id
    await start(app, gid, 1)
    await reach(app, kind)
    live = await app.sessions.live(CHANNEL)
    return gid, live, live.state.pending[0]["options"]


# ---------------------------------------------------------------------------------------- decisions
async def test_branch_is_offered_as_buttons_and_applied(app):
    gid, live, options = await at_decision(app, [1, 2], [("mode", ["experts"]), ("_on", ["golden_spike"])], "branch")
    state = live.state
    view = turn_view(state, gid, live.seq, "en")
    ids = [c.custom_id for c in view.children]
    assert ids == [f"vy:act:{gid}:{live.seq}:branch:0={c}" for c in options]
    assert all("Western branch" in inner(c).label for c in view.children)
    # the command: autocomplete offers the legal companies only; anything else is refused privately
    who = actor(state.seats[state.to_act()].user_id)
    found = await base.complete(app, place(), who, "branch", "company", {}, "")
    assert [c.value for c in found] == options
    other = next(c for c in ("lumber", "steel", "leather", "cotton") if c not in options)
    r = Rec()
    await action_commands.act(r, app, place(), who, "branch", {"company": other})
    assert r.priv and not r.pub
    r = await press(app, who, ids[-1])
    assert not r.priv and r.pub
    assert "western branch" in r.pub[0].text
    live = await app.sessions.live(CHANNEL) if (await app.store.active_game(CHANNEL)) else None
    assert live is None or not live.state.pending or live.state.pending[0]["kind"] != "branch"


async def test_port_is_offered_by_hex_label_and_applied_by_command(app):
    gid, live, options = await at_decision(app, [1, 2, 3], [("map", ["europe"]), ("_on", ["ports"])], "port")
    state = live.state
    free = [tuple(h) for h in options]
    view = turn_view(state, gid, live.seq, "cs")
    assert [inner(c).label for c in view.children] == [f"Přístav {hex_label(h)}" for h in free]
    who = actor(state.seats[state.to_act()].user_id)
    found = await base.complete(app, place(), who, "port", "hex", {}, "")
    assert [c.label for c in found] == [hex_label(h) for h in free]
    assert [c.value for c in found] == [cmd.encode(h) for h in free]
    # an ordinary move is refused while the port waits
    r = Rec()
    await base.do_action(r, app, place(), who, "buy", {"company": "steel"})
    assert r.priv and not r.pub
    # typed by its label, as on the board's edge
    r = Rec()
    await action_commands.act(r, app, place(), who, "port", {"hex": hex_label(free[-1]).lower()})
    assert not r.priv, r.priv[0].text
    assert f"port at {hex_label(free[-1])}" in r.pub[0].text
    live = await app.sessions.live(CHANNEL)
    assert live.state.trains.get(free[-1])


async def test_next_player_is_offered_and_applied(app):
    gid, live, options = await at_decision(app, [1, 2, 3], [("_on", ["signals"])], "next")
    state = live.state
    view = turn_view(state, gid, live.seq, "en")
    assert [inner(c).label for c in view.children] == [f"{state.seats[s].name} plays next" for s in options]
    who = actor(state.seats[state.to_act()].user_id)
    found = await base.complete(app, place(), who, "next", "player", {}, "")
    assert [c.label for c in found] == [state.seats[s].name for s in options]
    target = options[-1]
    r = Rec()
    await action_commands.act(r, app, place(), who, "next", {"player": state.seats[target].name})
    assert not r.priv, r.priv[0].text
    live = await app.sessions.live(CHANNEL)
    assert live.state.to_act() == target
    assert r.pub[-1].mention == state.seats[target].user_id


async def test_choice_commands_when_nothing_is_pending_say_why(app):
    await table(app, [1, 2, 3], [])
    gid = (await app.store.active_game(CHANNEL)).id
    await start(app, gid, 1)
    live = await app.sessions.live(CHANNEL)
    who = actor(live.state.seats[live.state.to_act()].user_id, "en")
    before = json.dumps(live.state.to_dict(), sort_keys=True)
    for kind, field, value in (("port", "hex", "G8"), ("next", "player", "Bob"), ("branch", "company", "steel"),
                               ("split", "company", "steel")):
        r = Rec()
        await action_commands.act(r, app, place(), who, kind, {field: value})
        assert r.priv and not r.pub, kind
        assert not RAW.search(r.priv[0].text)
        assert await base.complete(app, place(), who, kind, field, {}, "") == []
    live = await app.sessions.live(CHANNEL)
    assert json.dumps(live.state.to_dict(), sort_keys=True) == before


# ---------------------------------------------------------------------------------------- secret debt
async def test_secret_debt_is_told_privately_and_never_in_public(app):
    gid = await table(app, [1, 2, 3], [("_on", ["secret_debt"])])
    started = await start(app, gid, 1)
    msg = started.pub[-1]
    assert "/game hand" in msg.text and "My secret" in msg.text
    assert f"vy:hand:{gid}" in msg.custom_ids()
    live = await app.sessions.live(CHANNEL)
    state = live.state
    mine = {}
    for seat, s in enumerate(state.seats):
        r = await press(app, actor(s.user_id, "en"), f"vy:hand:{gid}")
        assert r.priv and not r.pub
        expected = Presenter("en").events(state, state.private_info(seat))
        assert expected and all(line in r.priv[0].text for line in expected)
        mine[seat] = expected
    # nobody else gets a token; the same by /game hand
    r = await press(app, actor(9), f"vy:hand:{gid}")
    assert r.priv and "not seated" in r.priv[0].text
    r = Rec()
    await lobby.do_hand(r, app, place(), actor(state.seats[0].user_id, "cs"))
    assert "tajný žeton dluhu" in r.priv[0].text
    # a whole game: no public text shows a token before the reveal
    texts = [m.text for m in started.pub] + await play_out(app, random.Random(2))
    tokens = {seat: lines[0] for seat, lines in mine.items()}
    revealed = False
    for text in texts:
        if "reveals their debt token" in text:
            revealed = True
        if not revealed:
            for line in tokens.values():
                assert line not in text
            assert "secret debt token (no." not in text
    assert revealed


async def test_secret_button_is_on_every_turn_until_the_reveal(app):
    gid = await table(app, [1, 2, 3], [("_on", ["secret_debt"])])
    await start(app, gid, 1)
    live = await app.sessions.live(CHANNEL)
    view = turn_view(live.state, gid, live.seq, "cs")
    assert [inner(c).label for c in view.children if c.custom_id == f"vy:hand:{gid}"] == ["Moje tajemství"]
    fits_discord(view)
    assert face_of(GAME).start_notes(live.state, "cs") == [i18n.t("cs", "debt-start-note")]


async def test_no_secret_button_or_note_without_the_variant(app):
    gid = await table(app, [1, 2, 3], [])
    started = await start(app, gid, 1)
    assert f"vy:hand:{gid}" not in started.pub[-1].custom_ids()
    assert "/game hand" not in started.pub[-1].text
