"""Seats that change hands (bot/table/seats.py, bot/discord/cogs/table.py): vacation, replace and kick keep the
rules engine's seats (the record replays the same) and change only who plays them, in meta; the
sessions honour it after a restart too. Every refusal changes nothing and says why."""
from __future__ import annotations

import random

import pytest

from vypravci.bot.discord.cogs.table import do_kick, do_replace, do_vacation
from vypravci.bot.table.refusal import Refusal
from vypravci.bot.table.session import Sessions
from vypravci.games.core import replay

from tests.support import CHANNEL, GUILD, Rec, actor, place

RR = "russian-railroads"


@pytest.fixture
def game(rr_two_seats):
    return rr_two_seats


async def live(app):
    return await app.sessions.live(CHANNEL)


async def move(app, user_id: int | None = None):
    """The person to act (or ``user_id``) makes a random legal move."""
    now = await live(app)
    seat = now.state.to_act()
    action = random.Random(now.seq).choice(now.state.legal_actions(seat)).to_dict()
    return await app.sessions.act(CHANNEL, user_id or now.state.seats[seat].user_id, action)


async def test_vacation_lets_an_ai_play_the_seat_until_taken_back(game):
    first = await live(game)
    waiting = 1 - first.state.to_act()  # the seat not to act now
    user = first.state.seats[waiting].user_id
    ctx = Rec()
    await do_vacation(ctx, game, place(), actor(user), True)
    assert "AI" in ctx.pub[0].text and (await live(game)).state.seats[waiting].kind == "ai"
    outcome = await move(game)  # the other player moves; the AI answers for the seat on vacation
    assert any(step.seat == waiting for step in outcome.steps)
    rows = await game.store.log(first.game.id)
    assert rows[-1].user_id is None and (await live(game)).state.to_act() != waiting
    ctx = Rec()
    await do_vacation(ctx, game, place(), actor(user), False)
    now = await live(game)
    assert now.state.seats[waiting].kind == "human" and now.state.seats[waiting].user_id == user
    record = await game.store.record(now.game.id)
    assert [s.kind for s in record.seats] == ["human", "human"]  # the rules' seats never change
    assert replay(record).to_act() == now.state.to_act()


async def test_vacation_on_your_own_turn_moves_at_once(game):
    first = await live(game)
    user = first.state.seats[first.state.to_act()].user_id
    ctx = Rec()
    await do_vacation(ctx, game, place(), actor(user), True)
    assert ctx.pub and (await live(game)).seq > 0  # the AI's move, posted with the board


async def test_replace_gives_the_seat_to_another_member_and_survives_a_restart(game):
    bob = Sessions.seat_of(await live(game), 2)
    ctx = Rec()
    await do_replace(ctx, game, place(), actor(1), 2, 9, "Zed")
    assert "<@9>" in ctx.pub[-1].text
    now = await live(game)
    assert Sessions.seat_of(now, 9) == bob and Sessions.seat_of(now, 2) is None
    assert now.state.seats[bob].name == "Zed"
    fresh = Sessions(game.store)  # a restart: the arrangement comes from meta
    again = await fresh.live(CHANNEL)
    assert Sessions.seat_of(again, 9) == bob and Sessions.seat_of(again, 2) is None
    if again.state.to_act() != bob:
        await move(game)
    with pytest.raises(Refusal) as err:
        await move(game, user_id=2)
    assert err.value.key == "refuse-not-seated"
    await move(game, user_id=9)  # the newcomer plays the seat
    assert (await game.store.record(now.game.id)).seats[bob].user_id == 2  # the record keeps Bob


async def test_kick_and_only_the_host_brings_a_person_back(game):
    bob = Sessions.seat_of(await live(game), 2)
    ctx = Rec()
    await do_kick(ctx, game, place(), actor(2), 1)  # Bob is not the host
    assert ctx.priv and "controllers" not in (await live(game)).game.meta
    await do_kick(Rec(), game, place(), actor(1), 2)
    assert (await live(game)).state.seats[bob].kind == "ai"
    ctx = Rec()
    await do_vacation(ctx, game, place(), actor(2), False)
    assert "only the host" in ctx.priv[0].text
    await do_replace(Rec(), game, place(), actor(1), 2, 2, "Bob")  # the host gives it back
    now = await live(game)
    assert now.state.seats[bob].kind == "human" and "controllers" not in now.game.meta


async def test_refusals_change_nothing_and_say_why(game):
    cases = [
        (do_replace, (actor(1, "en"), 2, 1, "Anna"), "already plays"),
        (do_vacation, (actor(9), True), "not seated"),
        (do_vacation, (actor(2), False), "not played by an ai"),
        (do_replace, (actor(1, "en"), 9, 3, "Cyril"), "not seated"),
        (do_replace, (actor(1, "en"), 2, 9, "Zed", True), "bot cannot"),
    ]
    before = (await live(game)).game.meta
    for handler, args, words in cases:
        ctx = Rec()
        await handler(ctx, game, place(), *args)
        assert not ctx.pub and words in ctx.priv[0].text.lower(), (handler.__name__, ctx.priv[0].text)
    assert (await game.store.active_game(CHANNEL)).meta == before


async def test_seats_change_hands_only_in_a_running_game(app):
    await app.sessions.new_lobby(GUILD, CHANNEL, 1, "Anna", RR)
    await app.sessions.join(CHANNEL, 2, "Bob")
    ctx = Rec()
    await do_kick(ctx, app, place(), actor(1, "en"), 2)
    assert "running game" in ctx.priv[0].text
