"""Cargo Empire (Dopravní impérium) on Discord and in the console, without Discord.

Whole games through the handler functions (slash-command handlers, turn buttons and selects by
their custom ids, "show my choice"), with humans and AI seats, to the final scores; autocomplete
of legal values only in Czech and English; secrets: no public message, component or board picture
shows another player's task cards or a still secret city card, and ``/game hand`` answers only
the asker; the generated /ce command payloads are valid for Discord; the console plays it too.
"""
from __future__ import annotations

import json
import random
import re
import unicodedata
from types import SimpleNamespace

import discord
import pytest

from vypravci.bot.commands import actions as cmd
from vypravci.bot.discord.client import COGS
from vypravci.bot.discord.cogs import base, lobby
from vypravci.bot.discord.cogs import action_commands as ac
from vypravci.bot.discord.cogs.play import PlayCog
from vypravci.bot.faces import face_of
from vypravci.bot.ops.config import Config
from vypravci.bot.console.app import CONSOLE_CHANNEL, Console
from vypravci.bot.discord.client import command_payloads
from vypravci.bot.words.i18n import i18n
from vypravci.bot.commands.present import Presenter, secret_choice, secret_events
from vypravci.bot.table.refusal import Refusal
from vypravci.bot.table.session import Sessions
from vypravci.bot.store import Store
from vypravci.games.cargo_empire import GAME, CargoEmpireOptions
from vypravci.games.core import Seat
from vypravci.render import render_state

# The doubles and fixtures of the Mini Express bot tests (Rec, actor, place, press, app, fixed seeds).
from tests.support import (  # noqa: F401
    CHANNEL, FAKE_PNG, GUILD, FakeInteraction, Rec, fits_discord, actor, assert_rebuilt_from_custom_id, place, press,
)

pytestmark = pytest.mark.usefixtures("fixed_seeds")

GAME_ID = "cargo-empire"
PUBLIC = {"locale": "en"}  # the channel's language in the running test


def here():
    return place(PUBLIC["locale"])


@pytest.fixture(autouse=True)
def english_channel():
    PUBLIC["locale"] = "en"
    yield
    PUBLIC["locale"] = "en"
TASK_RE = re.compile(r"\b(?:Task|Úkol) (\d+)")


# ---------------------------------------------------------------------------------------- helpers
async def open_table(app, humans: list[int], ais: int = 0, **options) -> int:
    r = Rec()
    g = await lobby.do_new(r, app, here(), actor(humans[0]), GAME_ID, options)
    assert g is not None and r.pub and not r.priv, r.priv and r.priv[0].text
    assert Presenter(PUBLIC["locale"]).game_title(GAME_ID) in r.pub[0].text
    for uid in humans[1:]:
        j = await press(app, actor(uid), f"vy:lobby:{g.id}:join", where=here())
        assert j.upd and not j.priv
    for _ in range(ais):
        j = await press(app, actor(humans[0]), f"vy:lobby:{g.id}:ai", where=here())
        assert j.upd and not j.priv
    return g.id


async def start(app, gid: int, host: int) -> Rec:
    r = await press(app, actor(host), f"vy:lobby:{gid}:start", where=here())
    assert not r.priv, r.priv and r.priv[0].text
    assert r.pub and r.pub[-1].file is not None
    return r


async def live(app):
    return await app.sessions.live(CHANNEL)


def args_of(action: dict) -> dict[str, str]:
    return {k: cmd.encode(v) for k, v in action.items() if k not in ("type", "seat") and v is not None}


def components(msg) -> list:
    return list(msg.view.children) if msg is not None and msg.view is not None else []


def component_words(msg) -> str:
    """Everything a component under a message shows or carries: labels, placeholders, option
    labels and values, custom ids."""
    out = []
    for c in components(msg):
        out.append(c.custom_id)
        inner = getattr(c, "item", c)
        for attr in ("label", "placeholder"):
            out.append(str(getattr(inner, attr, "") or ""))
        for o in getattr(inner, "options", []) or []:
            out += [o.label, o.value]
    return "\n".join(out)


class Secrets:
    """What must not show publicly now: the kept and drawn task cards of every player (by their
    labels, in both languages) and each still secret first city card (by its names)."""

    def __init__(self, state) -> None:
        self.tasks: set[str] = set()
        self.cities: set[str] = set()
        automa = state.automa  # the Špeditér's task cards are public once its set-up reveals them
        self.public = set(state.tasks[automa]) if automa is not None and state.revealed[automa] else set()
        for seat in range(state.n):
            held = list(state.tasks[seat])
            for d in state.pending:
                if d["kind"] == "task" and d["seat"] == seat:
                    held += d["drawn"]
            for loc in ("cs", "en"):
                p = Presenter(loc)
                self.tasks |= {face_of(GAME_ID).task(p, state, t) for t in held}
                self.tasks |= set(p.events(state, secret_events(state, seat)))
                if not state.revealed[seat]:
                    self.cities.add(p.choice_label(state, "city", state.city_cards[seat][0]))

    def check(self, text: str, where: str) -> None:
        for m in TASK_RE.finditer(text):
            assert int(m.group(1)) in self.public, f"{where}: a task card shows publicly: {text!r}"
        for secret in self.tasks:
            assert secret not in text, f"{where}: {secret!r} shows publicly"
        for city in self.cities:
            assert not re.search(rf"(?<!\w){re.escape(city)}(?!\w)", text), f"{where}: secret city {city} shows"


def scramble(state):
    """A copy differing only in secrets: other task cards in hand and drawn, and another first
    city card where it is still secret (decks keep their sizes)."""
    other = state.clone()
    rng = random.Random(5)
    for seat in range(other.n):
        for i in range(len(other.tasks[seat])):
            if other.task_deck:
                j = rng.randrange(len(other.task_deck))
                other.tasks[seat][i], other.task_deck[j] = other.task_deck[j], other.tasks[seat][i]
        if not other.revealed[seat] and other.city_cards[seat]:
            spare = [j for j, c in enumerate(other.city_deck) if c in other.cities]
            if spare:
                j = rng.choice(spare)
                other.city_cards[seat][0], other.city_deck[j] = other.city_deck[j], other.city_cards[seat][0]
    for d in other.pending:
        if d["kind"] == "task":
            for i in range(len(d["drawn"])):
                if other.task_deck:
                    j = rng.randrange(len(other.task_deck))
                    d["drawn"][i], other.task_deck[j] = other.task_deck[j], d["drawn"][i]
    return other


class CheckingRenderer:
    """The real board picture, checked every ``every``-th call: a copy of the state that differs
    only in secrets has the same public view and gives the same PNG bytes."""

    def __init__(self, every: int = 4) -> None:
        self.every, self.calls, self.checked = every, 0, 0

    def __call__(self, state, labels) -> bytes:
        self.calls += 1
        if self.calls % self.every:
            return FAKE_PNG
        png = render_state(state, labels)
        if not state.is_terminal():
            other = scramble(state)
            assert json.dumps(other.view(None), sort_keys=True) == json.dumps(state.view(None), sort_keys=True)
            assert render_state(other, labels) == png, "the board picture shows a secret"
            self.checked += 1
        return png


# ---------------------------------------------------------------------------------------- acting
async def pick_by_components(app, who, msg, action: dict) -> Rec:
    """Act through the components under ``msg`` (a turn message): "show my choice" first when the
    choice is secret, then the action type's button, or its select step by step (each further step
    arrives privately)."""
    state_live = await live(app)
    state, seat = state_live.state, state_live.state.to_act()
    items = components(msg)
    mine = [c for c in items if isinstance(c, ac.MineButton)]
    if mine:
        r = await press(app, who, mine[0].custom_id, where=here())
        assert r.priv and not r.pub and r.priv[0].view is not None, r.priv and r.priv[0].text
        items = components(r.priv[0])
    kind = action["type"]
    for item in items:
        if isinstance(item, ac.ActButton) and item.action_type == kind:
            return await press(app, who, item.custom_id, where=here())
    select = next(i for i in items if isinstance(i, ac.PickSelect) and i.action_type == kind)
    for _ in range(10):
        partial = ac._parse_prefix(state, kind, select.prefix)
        value = None
        for option in select.item.options:
            if option.value.startswith("#"):
                match = ac.matching(state, seat, kind, partial)[int(option.value[1:])]
                if match == action:
                    value = option.value
            else:
                field = cmd.fields_of(state, kind)[int(option.value.split("=", 1)[0])]
                if option.value.split("=", 1)[1] == cmd.encode(action.get(field)):
                    value = option.value
        assert value is not None, (action, [o.value for o in select.item.options])
        r = await press(app, who, select.custom_id, [value], where=here())
        if r.pub or not r.priv or r.priv[-1].view is None:
            return r
        select = r.priv[-1].view.children[0]
        assert isinstance(select, ac.PickSelect)
    raise AssertionError("the pick did not end")


async def by_command(app, who, action: dict, locale: str, rng: random.Random) -> Rec:
    """Act through the /ce handler: values or their labels, and cards of a transport left out when
    only one set of cards fits."""
    state = (await live(app)).state
    args = args_of(action)
    p = Presenter(locale)
    for field in list(args):
        if field in ("supply", "demand", "city", "marker", "path") and rng.random() < 0.5:
            args[field] = p.choice_label(state, field, action[field])  # typed as the player reads it
    if action["type"] == "transport":
        base_args = {"supply": action["supply"], "demand": action["demand"]}
        full = cmd.fill_unique(state, state.to_act(), {"type": "transport", "seat": state.to_act(), **base_args})
        if all(full.get(k) == action.get(k) for k in ("road", "rail", "sea")):
            for k in ("road", "rail", "sea"):
                args.pop(k, None)
    r = Rec()
    await ac.act(r, app, here(), who, action["type"], args)
    return r


async def play_to_end(app, rng: random.Random, renderer: CheckingRenderer | None = None) -> tuple[Rec, list]:
    """Play until the game is over; every human decision alternates between the components and
    the /ce commands. Checks that nothing public shows a secret. Returns the last Rec and all
    public messages."""
    public: list = []
    last = None
    prev_msg = None
    gid = (await live(app)).game.id
    for step in range(2000):
        now = await live(app)
        state = now.state
        secrets = Secrets(state)
        seat = state.to_act()
        who = actor(state.seats[seat].user_id)
        legal = [a.to_dict() for a in state.legal_actions(seat)]
        action = rng.choice(legal)
        if step % 2 == 0:
            msg = prev_msg
            view = ac.turn_view(state, gid, now.seq, "en")
            if msg is None or msg.view is None:
                msg = SimpleNamespace(view=view, text="")
            secrets.check(component_words(msg), "turn components")
            last = await pick_by_components(app, who, msg, action)
        else:
            last = await by_command(app, who, action, who.locale, rng)
        assert not last.priv or last.pub, last.priv[-1].text
        assert last.pub, "the move was not posted"
        try:
            after = await live(app)
            after_state = after.state
        except Refusal:  # finished: no active game in the channel any more
            after_state = None
        if after_state is not None:
            after_secrets = Secrets(after_state)
            for m in last.pub:
                after_secrets.check(m.text, "public message")
                after_secrets.check(component_words(m), "public components")
                fits_discord(m.view)
        public += last.pub
        prev_msg = last.pub[-1]
        if after_state is None:
            return last, public
    raise AssertionError("the game did not end")


# ---------------------------------------------------------------------------------------- games
async def test_whole_game_humans_and_ai_to_the_final_scores(app):
    renderer = CheckingRenderer(every=5)
    app.renderer = renderer
    gid = await open_table(app, [1, 2], ais=1)
    r = await start(app, gid, 1)
    final, public = await play_to_end(app, random.Random(11), renderer)
    g = await app.store.get_game(gid)
    assert g.status == "finished"
    text = final.pub[-1].text
    assert "Final scores" in text or "final scores" in text.lower()
    for name in ("Anna", "Bob", "AI 1"):
        assert name in text
    assert final.pub[-1].custom_ids() == [f"vy:hist:{gid}:0:o"] and final.pub[-1].mention is None  # History
    # the last board is named by the whole log and the whole log is marked announced (the outbox)
    assert final.pub[-1].file.filename == f"cargo-empire-{gid}-{g.move_count}.png", final.pub[-1].file.filename
    assert g.announced_seq == g.move_count and await app.store.unannounced_games() == []
    assert renderer.checked >= 5
    # the game's log and record are complete and replay to the same final scores
    record = await app.store.record(gid)
    from vypravci.games.core import replay

    assert replay(record).is_terminal()


async def test_whole_game_czech_server_with_two_ai(app):
    await app.store.set_guild_locale(GUILD, "cs")
    PUBLIC["locale"] = "cs"
    gid = await open_table(app, [3], ais=2)
    r = await start(app, gid, 3)
    assert "Dopravní impérium" in r.pub[-1].text or "Dopravní impérium" in r.upd[-1].text
    final, public = await play_to_end(app, random.Random(4))
    assert (await app.store.get_game(gid)).status == "finished"
    assert "Cyril" in final.pub[-1].text
    assert any("Konec hry" in m.text or "Konečné" in m.text or "pořadí" in m.text.lower() for m in public[-3:])


async def test_solo_game_against_the_spediter(app):
    gid = await open_table(app, [2])
    await start(app, gid, 2)
    state = (await live(app)).state
    assert state.automa is not None and state.seats[-1].kind == "automa"
    final, public = await play_to_end(app, random.Random(8))
    assert (await app.store.get_game(gid)).status == "finished"
    assert "Bob" in final.pub[-1].text


# ---------------------------------------------------------------------------------------- secrets
async def test_secret_choice_is_offered_privately(app):
    gid = await open_table(app, [1, 2])
    r = await start(app, gid, 1)
    now = await live(app)
    state = now.state
    assert secret_choice(state) and state.current()["kind"] == "task"
    msg = r.pub[-1]
    ids = msg.custom_ids()
    assert ids == [f"vy:mine:{gid}:{now.seq}"]  # nothing but "show my choice" in public
    mover = state.seats[state.to_act()].user_id
    other = 2 if mover == 1 else 1
    denied = await press(app, actor(other), ids[0], where=here())
    assert denied.priv and not denied.pub and "not your turn" in denied.priv[0].text
    shown = await press(app, actor(mover), ids[0], where=here())
    assert shown.priv and not shown.pub
    drawn = state.pending[0]["drawn"]
    p = Presenter(actor(mover).locale)
    for t in drawn:
        assert face_of(GAME_ID).task(p, state, t) in shown.priv[0].text
    select = shown.priv[0].view.children[0]
    assert isinstance(select, ac.PickSelect) and len(select.item.options) == 2
    assert {o.label for o in select.item.options} == {face_of(GAME_ID).task(p, state, t) for t in drawn}
    done = await press(app, actor(mover), select.custom_id, [select.item.options[1].value], where=here())
    assert done.pub and not done.priv
    assert not TASK_RE.search(done.pub[-1].text)
    # the kept card is the picked one; the old select is stale now
    after = (await live(app)).state
    assert after.tasks[state.to_act()] == [ac.matching(state, state.to_act(), "keep_task", {})[1]["task"]]
    stale = await press(app, actor(mover), select.custom_id, [select.item.options[0].value], where=here())
    assert stale.priv and not stale.pub
    assert any(w in stale.priv[0].text for w in ("moved on", "posunula"))


async def test_game_hand_is_ephemeral_and_only_the_callers(app):
    gid = await open_table(app, [1, 2, 3])
    await start(app, gid, 1)
    state = (await live(app)).state
    texts = {}
    for uid in (1, 2, 3):
        r = Rec()
        await lobby.do_hand(r, app, here(), actor(uid))
        assert r.priv and not r.pub, "the hand is answered privately"
        seat = lobby.Sessions.seat_of(await live(app), uid)
        mine = Presenter(actor(uid).locale).events(state, secret_events(state, seat))
        assert mine and all(line in r.priv[0].text for line in mine)
        city = Presenter(actor(uid).locale).choice_label(state, "city", state.city_cards[seat][0])
        assert city in r.priv[0].text
        texts[seat] = (r.priv[0].text, actor(uid).locale)
        # the player to act also gets their choice with it
        assert (r.priv[0].view is not None) == (state.to_act() == seat)
    for seat, (text, loc) in texts.items():
        for other in texts:
            if other == seat:
                continue
            for line in Presenter(loc).events(state, secret_events(state, other)):
                assert line not in text
    # not seated: refused privately; Czech readers read Czech
    r = Rec()
    await lobby.do_hand(r, app, here(), actor(9))
    assert r.priv and not r.pub and "not seated" in r.priv[0].text
    r = Rec()
    await lobby.do_hand(r, app, here(), actor(1, "cs"))
    assert "Tvoje tajná karta města" in r.priv[0].text


async def test_export_seals_the_secrets_until_the_end(app):
    gid = await open_table(app, [1], ais=1)
    await start(app, gid, 1)
    r = Rec()
    await lobby.do_export(r, app, here(), actor(1, "en"))
    data = json.loads(r.priv[0].file.data)  # the task cards dealt: only the bot's key reads the record
    assert "not over yet" in r.priv[0].text and data["sealed"] and "seed" not in data and "actions" not in data
    r = Rec()
    await lobby.do_status(r, app, here(), actor(2))
    assert r.priv and not r.pub
    await lobby.do_abandon(Rec(), app, here(), actor(1))
    r = Rec()
    await lobby.do_export(r, app, here(), actor(1))
    assert r.priv and r.priv[0].file is not None


async def test_status_shows_no_task_points_while_the_game_runs(app):
    gid = await open_table(app, [1, 2])
    await start(app, gid, 1)
    for _ in range(60):  # into the action phase, with kept task cards worth something
        now = await live(app)
        a = now.state.legal_actions()[0].to_dict()
        await ac.act(Rec(), app, here(), actor(now.state.seats[a["seat"]].user_id), a["type"], args_of(a))
    state = (await live(app)).state
    public = Presenter("en").public_scores(state)
    rows = state.view(None)["scores"]
    assert public == [sum(r.values()) for r in rows]
    assert all("tasks" not in r for r in rows)


def test_renderer_draws_public_information_only():
    state = GAME.new_state(CargoEmpireOptions(), [Seat(name=f"P{i}", user_id=i + 1) for i in range(3)], 9)
    from vypravci.games.core.ai import RandomAI

    ai = RandomAI(3)
    checked = 0
    for step in range(400):
        if state.is_terminal():
            break
        if step % 25 == 0:
            other = scramble(state)
            assert other.tasks != state.tasks or other.city_cards != state.city_cards or not state.task_deck
            labels = Presenter("cs").labels(state)
            assert render_state(other, labels) == render_state(state, labels)
            checked += 1
        state.apply(ai.choose(state, state.to_act()))
    assert checked >= 4


# ---------------------------------------------------------------------------------------- autocomplete
async def to_decision(app, kind: str, limit: int = 200):
    for _ in range(limit):
        now = await live(app)
        if now.state.current()["kind"] == kind:
            return now
        a = now.state.legal_actions()[0].to_dict()
        r = Rec()
        await ac.act(r, app, here(), actor(now.state.seats[a["seat"]].user_id), a["type"], args_of(a))
        assert not r.priv or r.pub, r.priv[-1].text
    raise AssertionError(f"no {kind} decision")


async def test_autocomplete_offers_legal_values_only_in_both_languages(app):
    await open_table(app, [1, 2, 3])
    gid = (await app.store.active_game(CHANNEL)).id
    await start(app, gid, 1)
    # keep a task card: the two drawn cards, by number and title, for the deciding player only
    now = await live(app)
    state, seat = now.state, now.state.to_act()
    uid = state.seats[seat].user_id
    drawn = set(state.pending[0]["drawn"])
    labels = {}
    for loc in ("cs", "en"):
        found = await base.complete(app, here(), actor(uid, loc), "keep_task", "task", {}, "")
        assert {int(c.value) for c in found} == drawn
        labels[loc] = [c.label for c in found]
    assert all(x.startswith("Úkol ") for x in labels["cs"]) and all(x.startswith("Task ") for x in labels["en"])
    for other in (u for u in (1, 2, 3, 9) if u != uid):
        assert await base.complete(app, here(), actor(other), "keep_task", "task", {}, "") == []
    assert await base.complete(app, here(), actor(uid), "transport", "supply", {}, "") == []  # not now

    # first trading post: cities of the offer, goods of their demand spaces
    now = await to_decision(app, "first_post")
    state, seat = now.state, now.state.to_act()
    uid = state.seats[seat].user_id
    legal = [a.to_dict() for a in state.legal_actions(seat)]
    for loc in ("cs", "en"):
        cities = await base.complete(app, here(), actor(uid, loc), "place_post", "city", {}, "")
        assert {c.value for c in cities} == {a["city"] for a in legal} and len(cities) <= 25
        city = cities[0].value
        goods = await base.complete(app, here(), actor(uid, loc), "place_post", "goods", {"city": city}, "")
        assert {c.value for c in goods} == {a["goods"] for a in legal if a["city"] == city}
    cs_goods = await base.complete(app, here(), actor(uid, "cs"), "place_post", "goods", {"city": city}, "")
    en_goods = await base.complete(app, here(), actor(uid, "en"), "place_post", "goods", {"city": city}, "")
    assert {c.label for c in cs_goods}.isdisjoint({c.label for c in en_goods})

    # a transport: supply cities, then demand cities for one, then the card counts
    now = await to_decision(app, "turn")
    state, seat = now.state, now.state.to_act()
    uid = state.seats[seat].user_id
    legal = [a.to_dict() for a in state.legal_actions(seat) if a.type == "transport"]
    assert legal
    for loc in ("cs", "en"):
        who = actor(uid, loc)
        supplies = await base.complete(app, here(), who, "transport", "supply", {}, "")
        assert {c.value for c in supplies} == {a["supply"] for a in legal} and len(supplies) <= 25
        s = legal[0]["supply"]
        demands = await base.complete(app, here(), who, "transport", "demand", {"supply": s}, "")
        assert {c.value for c in demands} == {a["demand"] for a in legal if a["supply"] == s}
        d = legal[0]["demand"]
        for card in ("road", "rail", "sea"):
            counts = await base.complete(app, here(), who, "transport", card, {"supply": s, "demand": d}, "")
            assert {int(c.value) for c in counts} == {a[card] for a in legal if (a["supply"], a["demand"]) == (s, d)}
    # typed text filters, diacritics ignored; labels in the reader's language
    warsaw = [a for a in legal if a["supply"] == "warsaw"]
    cs = await base.complete(app, here(), actor(uid, "cs"), "transport", "supply", {}, "varsa")
    en = await base.complete(app, here(), actor(uid, "en"), "transport", "supply", {}, "warsa")
    if warsaw:
        assert [c.value for c in cs] == ["warsaw"] and cs[0].label.startswith("Varšava")
        assert [c.value for c in en] == ["warsaw"] and en[0].label.startswith("Warsaw")
    else:
        assert cs == [] and en == []


async def test_generated_autocomplete_reads_the_other_options(app):
    gid = await open_table(app, [1, 2])
    await start(app, gid, 1)
    now = await to_decision(app, "turn")
    state, seat = now.state, now.state.to_act()
    uid = state.seats[seat].user_id
    legal = [a.to_dict() for a in state.legal_actions(seat) if a.type == "transport"]
    group = PlayCog(app).groups[GAME_ID]
    transport = group.get_command("transport")
    supply = legal[0]["supply"]
    interaction = SimpleNamespace(guild_id=GUILD, channel_id=CHANNEL, locale=discord.Locale.czech,
                                  user=SimpleNamespace(id=uid, name="x"),
                                  namespace=SimpleNamespace(supply=supply))
    found = await transport._params["demand"].autocomplete(interaction, "")
    assert found and all(isinstance(c, discord.app_commands.Choice) for c in found)
    assert {c.value for c in found} == {a["demand"] for a in legal if a["supply"] == supply}


# ---------------------------------------------------------------------------------------- commands
async def test_generated_command_callbacks_act(app):
    app.renderer = lambda state, labels: FAKE_PNG
    gid = await open_table(app, [1, 2])
    await start(app, gid, 1)
    group = PlayCog(app).groups[GAME_ID]
    now = await live(app)
    state, seat, seq = now.state, now.state.to_act(), now.seq
    uid = state.seats[seat].user_id
    keep = group.get_command("keep-task")
    task = state.pending[0]["drawn"][0]
    it = FakeInteraction(uid)
    await keep.callback(it, task=str(task))
    assert (await live(app)).seq == seq + 1
    assert any(e[0] == "followup" and e[2] is False for e in it.log)  # posted publicly
    # someone else: refused privately, nothing changes
    it = FakeInteraction(9)
    await group.get_command("take-cards").callback(it)
    # acknowledged first (a private "thinking…"), which the refusal then replaces
    assert [e[0] for e in it.log] == ["defer", "edit_original"] and it.log[0][1]["ephemeral"] is True


def test_every_action_type_has_a_subcommand_with_words_in_both_languages():
    group = ac.build_group(None, face_of(GAME_ID))
    names = {c.name for c in group.commands}
    for model in GAME.action_types:
        kind = model.model_fields["type"].default
        assert ac.kebab(kind) in names
        for lang in ("cs", "en"):
            for part in ("name", "desc"):
                assert i18n.has(lang, f"cmd-ce-{ac.kebab(kind)}-{part}"), (lang, kind, part)
            assert i18n.has(lang, f"button-ce-{ac.kebab(kind)}"), (lang, kind)
            for field in ac.model_fields(model):
                assert i18n.has(lang, f"opt-{field}-name"), (lang, field)
                assert i18n.has(lang, f"opt-ce-{field}-desc") or i18n.has(lang, f"opt-{field}-desc"), (lang, field)
    command = group.get_command("transport")
    assert [p.name for p in command.parameters][:2] == ["supply", "demand"]
    assert {p.name: p.required for p in command.parameters} == {
        "supply": True, "demand": True, "road": False, "rail": False, "sea": False, "space": False, "rush": False}
    assert all(p.autocomplete for p in command.parameters)


def _name_ok(name: str) -> bool:  # ^[-_\p{L}\p{N}]{1,32}$, lower case
    return (1 <= len(name) <= 32 and name == name.lower()
            and all(ch in "-_" or unicodedata.category(ch)[0] in "LN" for ch in name))


def _walk(entry: dict) -> None:
    assert _name_ok(entry["name"]), entry["name"]
    assert 1 <= len(entry["description"]) <= 100
    names = entry.get("name_localizations") or {}
    descs = entry.get("description_localizations") or {}
    assert "cs" in names and "cs" in descs, entry["name"]
    for loc, name in names.items():
        assert _name_ok(name), (loc, name)
    for loc, desc in descs.items():
        assert 1 <= len(desc) <= 100, (loc, desc)
    options = entry.get("options") or []
    assert len(options) <= 25
    cs_names = [o["name_localizations"]["cs"] for o in options]
    assert len(set(cs_names)) == len(cs_names), cs_names
    for o in options:
        assert len(o.get("choices") or []) <= 25
        for c in o.get("choices") or []:
            assert 1 <= len(c["name"]) <= 100 and "cs" in c["name_localizations"]
        _walk(o)
    req = [o.get("required", False) for o in options if o["type"] not in (1, 2)]
    assert req == sorted(req, reverse=True)


def test_command_payloads_stay_valid_for_discord():
    payloads = {p["name"]: p for p in command_payloads(Config())}
    assert {"ce", "game"} <= set(payloads)
    for p in payloads.values():
        _walk(p)
    ce_cmd = payloads["ce"]
    assert ce_cmd["name_localizations"]["cs"] == "di"
    assert {o["name"] for o in ce_cmd["options"]} >= {"transport", "advance", "keep-task", "take-city", "place-post"}
    transport = next(o for o in ce_cmd["options"] if o["name"] == "transport")
    assert [o["name"] for o in transport["options"]][:2] == ["supply", "demand"]
    assert transport["options"][0]["name_localizations"]["cs"] == "nabídkové_město"
    assert all(o.get("autocomplete") for o in transport["options"])
    hand = next(o for o in payloads["game"]["options"] if o["name"] == "hand")
    assert hand["name_localizations"]["cs"] == "ruka"
    new = next(o for o in payloads["game"]["options"] if o["name"] == "new")
    game_opt = next(o for o in new["options"] if o["name"] == "game")
    assert GAME_ID in {c["value"] for c in game_opt["choices"]}
    variants = next(o for o in new["options"] if o["name"] == "variants")
    assert variants.get("autocomplete") and variants["name_localizations"]["cs"] == "varianty"
    maps = next(o for o in new["options"] if o["name"] == "map")
    assert "dyorle" in {c["value"] for c in maps["choices"]}
    assert PlayCog in COGS


async def test_dynamic_items_parse_their_own_custom_ids():

    items = [ac.ActButton(12, 40, "take_cards"), ac.MineButton(12, 41),
             ac.PickSelect(12, 40, "transport"), ac.PickSelect(12, 40, "transport", ":0=warsaw:1=st-petersburg")]
    for item in items:
        await assert_rebuilt_from_custom_id(item, ("game_id", "seq", "action_type", "prefix"))


async def test_stale_turn_components_say_the_game_moved_on(app):
    gid = await open_table(app, [1, 2])
    await start(app, gid, 1)
    now = await to_decision(app, "first_post")
    view = ac.turn_view(now.state, gid, now.seq, "en")
    select = next(c for c in view.children if isinstance(c, ac.PickSelect))
    mover = actor(now.state.seats[now.state.to_act()].user_id)
    r = await press(app, mover, select.custom_id, [select.item.options[0].value], where=here())
    assert r.pub and not r.priv, r.priv and r.priv[0].text
    nxt = await live(app)
    seq = nxt.seq
    who = actor(nxt.state.seats[nxt.state.to_act()].user_id, "en")
    r = await press(app, who, select.custom_id, [select.item.options[-1].value], where=here())
    assert r.priv and not r.pub and "moved on" in r.priv[0].text
    assert (await live(app)).seq == seq


async def test_transport_by_selects_supply_then_demand_then_cards(app):
    gid = await open_table(app, [1, 2])
    await start(app, gid, 1)
    now = await to_decision(app, "turn")
    state, seat = now.state, now.state.to_act()
    who = actor(state.seats[seat].user_id)
    view = ac.turn_view(state, gid, now.seq, "en")
    rows = view.to_components()
    assert 1 <= len(rows) <= 5
    first = next(c for c in view.children if isinstance(c, ac.PickSelect) and c.action_type == "transport")
    transports = [a.to_dict() for a in state.legal_actions(seat) if a.type == "transport"]
    assert {o.value.split("=")[1] for o in first.item.options} == {a["supply"] for a in transports}
    assert all(len(o.label) <= 100 for o in first.item.options)
    # pick the supply city with the most choices: the demand city comes next, privately
    supply = max({a["supply"] for a in transports}, key=lambda s: sum(a["supply"] == s for a in transports))
    r = await press(app, who, first.custom_id, [f"0={supply}"], where=here())
    assert not r.pub
    if not r.priv[-1].view:
        pytest.skip("one transport only")
    second = r.priv[-1].view.children[0]
    assert isinstance(second, ac.PickSelect) and f":0={supply}" in second.custom_id
    final = None
    for _ in range(4):
        option = second.item.options[0]
        r = await press(app, who, second.custom_id, [option.value], where=here())
        if r.pub:
            final = r
            break
        second = r.priv[-1].view.children[0]
    assert final is not None and not final.priv
    moved = (await app.store.record(gid)).actions
    assert any(a["type"] == "transport" and a["supply"] == supply for a in moved)


async def test_develop_marker_with_path_by_one_select(app):
    gid = await open_table(app, [1, 2])
    await start(app, gid, 1)
    now = await to_decision(app, "develop")
    state, seat = now.state, now.state.to_act()
    view = ac.turn_view(state, gid, now.seq, "cs")
    items = view.children
    legal = [a.to_dict() for a in state.legal_actions(seat)]
    if len(legal) == 1:
        assert isinstance(items[0], ac.ActButton)
        return
    select = next(c for c in items if isinstance(c, ac.PickSelect))
    assert len(select.item.options) == len(legal)  # whole actions: marker (and path) in one pick
    words = " ".join(o.label for o in select.item.options)
    assert re.search(r"auto|vlak|loď", words)
    if any(a.get("path") for a in legal):
        assert "trasa" in words


# ---------------------------------------------------------------------------------------- console
async def test_console_plays_cargo_empire(tmp_path):
    store = await Store.open(tmp_path / "console.sqlite3")
    lines: list[str] = []
    config = Config(db_path=tmp_path / "console.sqlite3", out_dir=tmp_path / "out")
    console = Console(Sessions(store), config, "cs", out=lines.append)
    rng = random.Random(2)
    try:
        for line in ["as Jana", "new cargo-empire", "hotseat on", "join Petr", "ai", "start"]:
            assert await console.handle(line)
        assert not any("neznám" in x.lower() for x in lines)
        assert any("tajných karet" in x for x in lines)  # a secret choice: the hint to use "hand"
        n = len(lines)
        await console.handle("hand")
        assert "nedívejte" in lines[n] and any("Úkol" in x for x in lines[n + 1:])
        n = len(lines)
        await console.handle("choices keep_task")
        assert len(lines) - n == 3 and all("Úkol" in x for x in lines[n + 1:])  # a heading, then the cards
        n = len(lines)
        await console.handle("choices take-cards")
        assert len(lines) == n + 1 and "„vzít-karty“" in lines[n]  # the command as a Czech reader types it
        p = Presenter("cs")
        for _ in range(600):
            live_ = await console.sessions.live(CONSOLE_CHANNEL)
            state = live_.state
            seat = state.to_act()
            action = rng.choice(state.legal_actions(seat)).to_dict()
            kind = action["type"]
            fields = cmd.fields_of(state, kind)
            words = [kind.replace("_", "-") if rng.random() < 0.3 else kind]
            for f in fields:
                if action.get(f) is None:
                    continue
                if kind == "transport" and f in ("road", "rail", "sea"):
                    words.append(f"{f}={action[f]}")
                elif f in ("city", "supply", "demand", "marker") and rng.random() < 0.5:
                    words.append(f"{f}={p.choice_label(state, f, action[f])}")  # typed by its Czech label
                else:
                    words.append(f"{f}={cmd.encode(action[f])}")
            before = live_.seq
            await console.handle(" ".join(f'"{w}"' if " " in w else w for w in words))
            try:
                after = await console.sessions.live(CONSOLE_CHANNEL)
            except Refusal:
                break
            assert after.seq > before, lines[-3:]
        else:
            raise AssertionError("the console game did not end")
        assert any(i18n.t("cs", "game-over-title") in x for x in lines[-8:]), lines[-8:]
        assert list((tmp_path / "out").glob("*/move-*.png"))
    finally:
        await store.close()


async def test_refusals_are_private_and_in_the_readers_words(app):
    gid = await open_table(app, [1, 2])
    await start(app, gid, 1)
    now = await to_decision(app, "turn")
    state, seat, seq = now.state, now.state.to_act(), now.seq
    uid = state.seats[seat].user_id
    a = [x.to_dict() for x in state.legal_actions(seat) if x.type == "transport"][0]
    for loc, option in (("cs", "nabídkové město"), ("en", "supply")):
        r = Rec()
        await ac.act(r, app, here(), actor(uid, loc), "transport", {"supply": "atlantis", "demand": a["demand"]})
        assert r.priv and not r.pub and not r.deferred
        text = r.priv[0].text
        assert f"({option})" in text or f"legal {option}" in text, text
        assert Presenter(loc).choice_label(state, "supply", a["supply"]) in text  # the legal ones, in words
    # an engine refusal (ce-error-…) names cities in the reader's language
    text = base.refusal_text("cs", base.Refusal("ce-error-no-demand", "transport", city="warsaw", goods="grey"),
                             state, now.game)
    assert "Varšava" in text and "šedé" in text and "/pravidla" in text
    assert (await live(app)).seq == seq


async def test_transport_cards_left_out_fill_in_or_are_asked_for(app):
    gid = await open_table(app, [1, 2])
    await start(app, gid, 1)
    for _ in range(20):
        now = await to_decision(app, "turn")
        state, seat, seq = now.state, now.state.to_act(), now.seq
        transports = [a.to_dict() for a in state.legal_actions(seat) if a.type == "transport"]
        pairs: dict[tuple, list] = {}
        for a in transports:
            pairs.setdefault((a["supply"], a["demand"]), []).append(a)
        several = [v for v in pairs.values() if len(v) > 1]
        single = [v[0] for v in pairs.values() if len(v) == 1]
        if several and single:
            break
        a = transports[0] if transports else state.legal_actions(seat)[0].to_dict()
        await ac.act(Rec(), app, here(), actor(state.seats[seat].user_id), a["type"], args_of(a))
    else:
        pytest.skip("no turn with both kinds of city pairs in this seed")
    who = actor(state.seats[seat].user_id, "en")
    a = several[0][0]
    r = Rec()
    await ac.act(r, app, here(), who, "transport", {"supply": a["supply"], "demand": a["demand"]})
    assert r.priv and not r.pub and "say which" in r.priv[0].text and (await live(app)).seq == seq
    p = Presenter("en")
    for option in several[0]:
        for card in ("road", "rail", "sea"):
            if option[card]:
                assert p.choice_label(state, card, option[card]) in r.priv[0].text
    b = single[0]
    r = Rec()
    await ac.act(r, app, here(), who, "transport", {"supply": b["supply"], "demand": b["demand"]})
    assert r.pub and not r.priv, r.priv and r.priv[0].text
    moved = (await app.store.record(gid)).actions[-1]
    assert all(moved.get(k) == b.get(k) for k in ("supply", "demand", "road", "rail", "sea"))


@pytest.mark.parametrize("options,humans,ais", [
    ({"clans": True}, [1, 2], 1),
    ({"vassals": True}, [1, 2], 0),
    ({"map": "dyorle", "advanced_tracks": True}, [1], 1),
    ({"spediter": True, "clans": True}, [1, 2], 0),
])
async def test_variant_games_play_through_the_generated_commands(app, options, humans, ais):
    """Clans, vassals, Dyorle, advanced tracks, the Špeditér: their actions come from the same
    generated commands and components, and stay secret-safe."""
    gid = await open_table(app, humans, ais=ais, **options)
    await start(app, gid, humans[0])
    final, public = await play_to_end(app, random.Random(len(humans) * 7 + ais))
    assert (await app.store.get_game(gid)).status == "finished"
    record = await app.store.record(gid)
    kinds = {a["type"] for a in record.actions}
    if options.get("clans"):
        assert {"place_crest", "clan_ability"} <= kinds, kinds  # pay: two cubes (a list field)
    if options.get("vassals"):
        assert "vassal_transport" in kinds or "transport" in kinds


async def test_game_new_switches_variants_on(app):
    r = Rec()
    g = await lobby.do_new(r, app, here(), actor(1, "en"), GAME_ID, {"map": "dyorle", "variants": "clans, Vazalové"})
    assert g is not None and not r.priv, r.priv and r.priv[0].text
    assert g.options["clans"] is True and g.options["vassals"] is True and g.options["map"] == "dyorle"
    assert "Clans (Cargo Empire)" in r.pub[0].text and "Dyorle" in r.pub[0].text
    await lobby.do_abandon(Rec(), app, here(), actor(1))
    r = Rec()
    assert await lobby.do_new(r, app, here(), actor(1, "en"), GAME_ID, {"variants": "clans, nonsense"}) is None
    assert r.priv and not r.pub and "nonsense" in r.priv[0].text
    r = Rec()  # a combination the rules forbid
    assert await lobby.do_new(r, app, here(), actor(1, "en"), GAME_ID, {"variants": "vassals,spediter"}) is None
    assert r.priv and not r.pub
    # autocomplete: the game's variants in the reader's language, extended one by one
    cs = lobby.variant_choices(GAME_ID, "klan, ", "cs")
    assert cs[0].value == "clans" and all(c.value.startswith("clans") for c in cs)
    assert {c.value for c in lobby.variant_choices(GAME_ID, "", "en")} == {"clans", "vassals", "spediter",
                                                                           "advanced_tracks"}
    assert lobby.variant_choices("mini-express", "secret", "en")[0].value == "secret_debt"
