"""The generic turn components (bot/discord/components/generic.py): every game's first decisions give
components within Discord's limits, each answering by its custom id alone; the face's offer
shapes them (a button per action, a select per value, fields left to the engine, rows that run
out); Mini Express's old custom ids still answer."""
from __future__ import annotations

import discord
import pytest

from vypravci.bot.discord import components
from vypravci.bot.discord.components import generic as tc
from vypravci.bot.faces import Face, Offer, discord_games, face_of
from vypravci.games.core import Seat, get_game
from vypravci.games.core.ai import RandomAI
from tests.support import CHANNEL, GUILD, actor, find_item, fits_discord, press

DECISIONS = 6  # decisions played per game and option set


def cases():
    for game_id in discord_games():
        game = get_game(game_id)
        for i, options in enumerate(game.option_sets()):
            yield pytest.param(game, options, id=f"{game_id}-{i}")


def offered_types(view) -> set[str]:
    return {c.action_type for c in view.children if hasattr(c, "action_type")}


@pytest.mark.parametrize("game,options", list(cases()))
def test_first_decisions_fit_discord_and_answer_by_their_ids(game, options):
    n = game.player_counts(options)[0]
    state = game.new_state(options, [Seat(name=f"P{i}", user_id=i + 1) for i in range(n)], 5)
    ai = RandomAI(5)
    for seq in range(DECISIONS):
        if state.is_terminal():
            break
        view = components.turn_view(state, 7, seq, "cs")
        assert view is not None and view.children, "a human to act gets components"
        fits_discord(view)
        for item in view.children:
            cls, _ = find_item(item.custom_id)  # one persistent component answers each id
            assert cls is type(item)
        assert offered_types(view) <= set(state.legal_types(state.to_act()))
        state.apply(ai.choose(state, state.to_act()))


# ---------------------------------------------------------------------------------------- the offer
class ToyFace(Face):
    """A face whose offer is set per test."""

    def __init__(self, offers: dict[str, Offer]) -> None:
        super().__init__("mini-express", "mx")
        object.__setattr__(self, "offers", offers)

    def offer(self, state, action_type):
        return self.offers.get(action_type, Offer())


def mx_state(**options):
    game = get_game("mini-express")
    return game.new_state(game.parse_options(options), [Seat(name=f"P{i}", user_id=i + 1) for i in range(3)], 3)


def past_draft(state):
    ai = RandomAI(1)
    while state.phase == "draft":
        state.apply(ai.choose(state, state.to_act()))
    return state


def test_plain_offer_is_a_select_per_type_and_each_makes_a_button_per_action(monkeypatch):
    state = mx_state()
    seat = state.to_act()
    drafts = [a.to_dict() for a in state.legal_actions(seat)]
    monkeypatch.setattr(tc, "face_of", lambda game_id: ToyFace({}))
    items = tc.choice_items(state, 1, 0, "en")
    assert [type(i) for i in items] == [tc.PickSelect]  # all drafts in one select
    assert len(items[0].item.options) == len(drafts)
    monkeypatch.setattr(tc, "face_of", lambda game_id: ToyFace({"draft": Offer(each=True, style="success")}))
    items = tc.choice_items(state, 1, 0, "en")
    assert all(isinstance(i, tc.ActButton) for i in items) and len(items) == len(drafts)
    assert all(i.item.style is discord.ButtonStyle.success for i in items)
    for button, action in zip(items, drafts):
        assert button.makes(state, action) and button.custom_id == f"vy:act:1:0:draft:0={action['company']}"


def test_spread_gives_a_select_per_value_and_engine_fields_are_never_asked(monkeypatch):
    state = past_draft(mx_state())
    seat = state.to_act()
    builds = [a.to_dict() for a in state.legal_actions(seat) if a.type == "build"]
    companies = list(dict.fromkeys(b["company"] for b in builds))
    offer = Offer(spread="company", engine=("route",), whole=False)
    monkeypatch.setattr(tc, "face_of", lambda game_id: ToyFace({"build": offer}))
    selects = [i for i in tc.choice_items(state, 1, 0, "en") if getattr(i, "action_type", "") == "build"]
    assert [s.custom_id for s in selects] == [f"vy:pick:1:0:build:0={c}" for c in companies]
    for s, company in zip(selects, companies):  # each asks the city, once per city whatever its routes
        cities = {b["city"] for b in builds if b["company"] == company}
        assert sorted(o.value for o in s.item.options) == sorted(f"1={c}" for c in cities)
    matches = tc.matching(state, seat, "build", {})
    assert all("route" not in m for m in matches)
    assert len(matches) == len({(b["company"], b["city"], b.get("wild")) for b in builds})


def test_rows_run_out_and_the_biggest_offers_fall_back_to_one_select(monkeypatch):
    state = past_draft(mx_state())
    every = {t: Offer(each=True) for t in ("buy", "build")}
    monkeypatch.setattr(tc, "face_of", lambda game_id: ToyFace(every))
    items = tc.choice_items(state, 1, 0, "en", hand=True)
    view = tc._view(items)
    fits_discord(view)
    assert isinstance(items[-1], tc.PickSelect) and items[-1].action_type == "build"  # too many builds: a select
    assert any(isinstance(i, tc.HandButton) for i in items)


# ---------------------------------------------------------------------------------------- old ids
async def mx_game(app, experts: bool = False) -> int:
    """A started three-player (or experts' duel) Mini Express table in CHANNEL."""
    options = {"mode": "experts"} if experts else {}
    g = await app.sessions.new_lobby(GUILD, CHANNEL, 1, actor(1).name, "mini-express", options)
    for uid in (2,) if experts else (2, 3):
        await app.sessions.join(CHANNEL, uid, actor(uid).name)
    await app.sessions.start(CHANNEL, 1)
    return g.id


async def mover(app):
    live = await app.sessions.live(CHANNEL)
    return live, actor(live.state.seats[live.state.to_act()].user_id, "en")


@pytest.mark.usefixtures("fixed_seeds")
async def test_old_share_and_build_ids_still_answer(app):
    gid = await mx_game(app)
    while (live := (await mover(app))[0]).state.phase == "draft":  # the draft by old buttons
        live, who = await mover(app)
        company = live.state.legal_actions()[0].company
        r = await press(app, who, f"vy:draft:{gid}:{live.seq}:{company}")
        assert r.pub and not r.priv, r.priv and r.priv[0].text
    for _ in range(40):  # builds by the old per-company select (a wild symbol's company by the old
        live, who = await mover(app)  # follow-up), shares and Pass by the old buttons
        legal = live.state.legal_actions()
        builds = [a for a in legal if a.type == "build"]
        if not builds:
            move = next(a for a in legal if a.type in ("buy", "pass"))
            old = f"vy:{move.type}:{gid}:{live.seq}" + (f":{move.company}" if move.type == "buy" else "")
            r = await press(app, who, old)
            assert r.pub and not r.priv, r.priv and r.priv[0].text
            continue
        build = next((a for a in builds if any(live.state.wild_choices(a.city))), builds[0])  # a wild city first
        old = f"vy:build:{gid}:{live.seq}:{build.company}"
        r = await press(app, who, old, [build.city])
        if r.priv:
            assert not r.pub and r.priv[0].view is not None  # which company gains the wild influence
            wild = next(c for c in live.state.wild_choices(build.city) if c)
            r = await press(app, who, f"vy:wild:{gid}:{live.seq}:{build.company}:{build.city}", [wild])
            assert r.pub and not r.priv, r.priv and r.priv[0].text
            break
        assert r.pub, "the build was made"
    else:
        pytest.fail("no build into a city with a wild symbol")
    stale = await press(app, who, old, [build.city])  # built at an older move: the game moved on
    assert stale.priv and not stale.pub and "moved on" in stale.priv[0].text


@pytest.mark.usefixtures("fixed_seeds")
async def test_old_split_and_choose_ids_still_answer(app):
    gid = await mx_game(app, experts=True)
    live, who = await mover(app)
    company, seq = live.state.legal_actions()[0].company, live.seq
    r = await press(app, who, f"vy:split:{gid}:{seq}:{company}")
    assert r.pub and not r.priv, r.priv and r.priv[0].text
    assert (await app.sessions.live(CHANNEL)).seq == seq + 1
    from vypravci.bot.discord.components.mini_express import OldMoveButton

    for cid, action in ((f"vy:choose:{gid}:3:port:6,7", ("port", {"hex": "6,7"})),
                        (f"vy:choose:{gid}:3:next:2", ("next", {"player": "2"})),
                        (f"vy:choose:{gid}:3:branch:steel", ("branch", {"company": "steel"}))):
        cls, match = find_item(cid)
        assert cls is OldMoveButton
        assert (await cls.from_custom_id(None, None, match)).action() == action
    r = await press(app, who, f"vy:choose:{gid}:{seq + 1}:next:1")  # nothing of the kind is pending
    assert r.priv and not r.pub


def test_order_and_emoji_come_from_the_offer(monkeypatch):
    state, ai = past_draft(mx_state()), RandomAI(2)
    while sum(a.type == "buy" for a in state.legal_actions()) < 2:  # two shares: buying is a select
        state.apply(ai.choose(state, state.to_act()))
    monkeypatch.setattr(tc, "face_of", lambda game_id: ToyFace({}))
    engine_order = [i.action_type for i in tc.choice_items(state, 1, 0, "en")]
    assert engine_order.index("buy") < engine_order.index("build")
    offers = {"buy": Offer(emoji="🎫", order=1)}
    monkeypatch.setattr(tc, "face_of", lambda game_id: ToyFace(offers))
    items = tc.choice_items(state, 1, 0, "en")
    assert [i.action_type for i in items].index("build") < [i.action_type for i in items].index("buy")
    offers["buy"] = Offer(each=True, emoji="🎫")
    buys = [i for i in tc.choice_items(state, 1, 0, "en") if i.action_type == "buy"]
    assert buys and all(isinstance(b, tc.ActButton) and str(b.item.emoji) == "🎫" for b in buys)
