"""Deadlines (bot/table/deadlines.py) on a ManualClock, never a sleep: reminders at one half and nine
tenths of the time, the expiry message and its buttons (wait, pass, AI), a move restarting the
time, pause and resume, the pace at /game new, timers rebuilt from the store after a restart (for
the guilds this process owns), and the engines' pass hook."""
from __future__ import annotations

import random
from dataclasses import dataclass, field

import pytest

from vypravci.bot.table.clock import ManualClock
from vypravci.bot.discord.app import App
from vypravci.bot.discord.cogs.lobby import do_new, parse_setting
from vypravci.bot.discord.cogs.table import do_pace, do_pause, do_vacation, expiry_view
from vypravci.bot.ops.config import Config
from vypravci.bot.table.deadlines import Deadlines, due_stage, duration, parse_pace
from vypravci.bot.table.refusal import Refusal
from vypravci.bot.table.session import Sessions
from vypravci.bot.store import Store
from vypravci.games.core import all_games, get_game
from vypravci.games.core.record import Seat

from tests.support import CHANNEL, GUILD, Rec, actor, fast_render, place, press

HOUR = 3600
RR = "russian-railroads"


@dataclass
class Sent:
    """A poster double: what the bot posted outside an interaction."""

    messages: list = field(default_factory=list)

    failures: int = 0  # the next posts that fail (Discord down)

    async def send(self, channel_id, text, *, view=None, mention=None, **_):
        if self.failures:
            self.failures -= 1
            raise ConnectionError("Discord is down")
        self.messages.append((channel_id, text, view, mention))
        return len(self.messages)

    def texts(self) -> list[str]:
        return [m[1] for m in self.messages]


@dataclass
class Table:
    app: App
    deadlines: Deadlines
    sent: Sent
    clock: ManualClock

    async def live(self):
        return await self.app.sessions.live(CHANNEL)

    async def meta(self) -> dict:
        return (await self.app.store.active_game(CHANNEL)).meta

    async def advance(self, seconds: float) -> None:
        await self.clock.advance(seconds)
        await self.deadlines.settle()

    async def move(self) -> None:
        """The person to act makes a (random legal) move."""
        live = await self.live()
        seat = live.state.to_act()
        action = random.Random(live.seq).choice(live.state.legal_actions(seat)).to_dict()
        await self.app.sessions.act(CHANNEL, live.state.seats[seat].user_id, action)

    async def to_act(self) -> int:
        live = await self.live()
        return live.state.seats[live.state.to_act()].user_id


async def open_table(tmp_path, pace: int | None = HOUR, owns=None, clock=None, start=True) -> Table:
    store = await Store.open(tmp_path / "d.sqlite3")
    clock = clock or ManualClock()
    app = App(Sessions(store), Config(db_path=tmp_path / "d.sqlite3", locale="en"), renderer=fast_render, clock=clock)
    sent = Sent()
    deadlines = Deadlines(app, poster=sent, owns=owns, expiry_view=expiry_view)
    await deadlines.start()
    if start:
        s = app.sessions
        g = await s.new_lobby(GUILD, CHANNEL, 1, "Anna", RR)
        await s.join(CHANNEL, 2, "Bob")
        if pace:
            await store.update_meta(g.id, {"pace": pace})
        await s.start(CHANNEL, 1, shuffle_seats=False)
    return Table(app, deadlines, sent, clock)


@pytest.fixture
async def table(tmp_path):
    t = await open_table(tmp_path)
    yield t
    await t.deadlines.stop()
    await t.app.store.close()


# ---------------------------------------------------------------------------------------- pace
def test_parse_pace_and_durations():
    assert parse_pace("1d") == 86400 and parse_pace("7D") == 7 * 86400 and parse_pace("off") is None
    assert parse_pace(5400) == 5400
    with pytest.raises(Refusal) as err:
        parse_pace("soon")
    assert err.value.key == "limits-pace" and "12h" in err.value.params["named"]
    assert duration("en", 1800) == "30 minutes" and duration("cs", 2 * HOUR) == "2 hodiny"
    assert duration("cs", 5 * 86400) == "5 dní" and duration("en", 1) == "1 minute"


def test_setting_names_the_pace_in_either_language():
    assert parse_setting(RR, "pace=1d") == {"pace": "1d"}
    assert parse_setting(RR, "tempo = 3d") == {"pace": "3d"}


async def test_new_table_takes_the_pace_asked_for_else_the_servers(tmp_path):
    t = await open_table(tmp_path, start=False)
    try:
        ctx = Rec()
        g = await do_new(ctx, t.app, place(), actor(1), RR, {"setting": "pace=12h"})
        assert g.meta["pace"] == 12 * HOUR
        await t.app.sessions.abandon(CHANNEL, 1)
        await t.app.store.update_guild_settings(GUILD, {"pace": "3d"})
        g = await do_new(Rec(), t.app, place(), actor(1), RR, {})
        assert g.meta["pace"] == 3 * 86400
        await t.app.sessions.abandon(CHANNEL, 1)
        ctx = Rec()
        assert await do_new(ctx, t.app, place(), actor(2), RR, {"setting": "pace=soon"}) is None
        assert "soon" in ctx.priv[0].text and await t.app.store.active_game(CHANNEL) is None
    finally:
        await t.deadlines.stop()
        await t.app.store.close()


# ---------------------------------------------------------------------------------------- the clock
async def test_reminders_at_half_and_nine_tenths_then_expiry(table):
    meta = await table.meta()
    assert meta["deadline"] - meta["turn_since"] == HOUR and meta["reminded"] == 0
    assert table.deadlines.armed and table.clock.sleepers == 1
    await table.advance(HOUR / 2 - 1)
    assert table.sent.messages == []
    await table.advance(1)
    channel, text, view, mention = table.sent.messages[-1]
    assert (channel, mention) == (CHANNEL, await table.to_act())
    assert f"<@{mention}>" in text and "30 minutes left" in text and view is None
    await table.advance(HOUR * 0.4)
    assert "6 minutes left" in table.sent.texts()[-1]
    await table.advance(HOUR * 0.1)
    _, text, view, mention = table.sent.messages[-1]
    assert "time for the move in Russian Railroads is up (1 hour per move)" in text and len(table.sent.messages) == 3
    ops = [c.custom_id.rsplit(":", 1)[1] for c in view.children]
    assert ops == ["wait", "ai"]  # choosing a start card: the rules allow no pass
    assert (await table.meta())["reminded"] == 3 and not table.deadlines.armed
    await table.advance(10 * HOUR)
    assert len(table.sent.messages) == 3  # told once


async def test_a_move_starts_the_next_players_time(table):
    await table.advance(HOUR / 2)
    first = await table.to_act()
    await table.move()
    meta = await table.meta()
    assert meta["turn_since"] == table.clock.now() and meta["reminded"] == 0
    assert await table.to_act() != first
    await table.advance(HOUR / 2 - 1)
    assert len(table.sent.messages) == 1  # only the first player's reminder
    await table.advance(1)
    assert table.sent.messages[-1][3] == await table.to_act()


async def test_wait_longer_gives_one_more_pace(table):
    await table.advance(HOUR)
    late = await table.to_act()
    cid = table.sent.messages[-1][2].children[0].custom_id
    refused = await press(table.app, actor(late), cid)  # the late player does not decide
    assert refused.priv and not refused.upd
    ctx = await press(table.app, actor(3 - late), cid)
    assert ctx.upd and "more time: 1 hour" in ctx.upd[0].text and ctx.upd[0].view is None
    meta = await table.meta()
    assert meta["deadline"] == table.clock.now() + HOUR and meta["reminded"] == 0
    again = await press(table.app, actor(3 - late), cid)  # a second press changes nothing
    assert again.priv and (await table.meta())["deadline"] == meta["deadline"]
    await table.advance(HOUR / 2)
    assert "30 minutes left" in table.sent.texts()[-1]


async def test_hand_the_late_seat_to_an_ai_and_take_it_back(table):
    await table.advance(HOUR)
    late, seat = await table.to_act(), (await table.live()).state.to_act()
    cid = table.sent.messages[-1][2].children[-1].custom_id
    ctx = await press(table.app, actor(3 - late), cid)
    assert "seat to an AI" in ctx.upd[0].text and ctx.pub  # the AI's move and the board
    meta = await table.meta()
    assert meta["controllers"][str(seat)]["why"] == "expired" and meta["controllers"][str(seat)]["ai"] == "strong"
    live = await table.live()
    assert live.state.seats[seat].kind == "ai" and Sessions.seat_of(live, late) == seat
    assert live.seq > 0 and (await table.app.store.log(live.game.id))[-1].user_id is None  # the AI moved
    assert (await table.app.store.record(live.game.id)).seats[seat].kind == "human"  # the record stays
    back = Rec()
    await do_vacation(back, table.app, place(), actor(late), False)
    assert "takes their seat back" in back.pub[0].text
    assert (await table.live()).state.seats[seat].kind == "human" and "controllers" not in await table.meta()


async def test_pass_for_a_late_player_where_the_rules_allow_it(table):
    while (await table.live()).state.pass_action((await table.live()).state.to_act()) is None:
        await table.move()
    await table.advance(HOUR)
    late, live = await table.to_act(), await table.live()
    seat, game_id = live.state.to_act(), live.game.id
    view = table.sent.messages[-1][2]
    skip = next(c.custom_id for c in view.children if c.custom_id.endswith(":skip"))
    ctx = await press(table.app, actor(3 - late), skip)
    assert "passes for" in ctx.upd[0].text
    rows = await table.app.store.log(game_id)
    assert rows[-1].payload == {"type": "pass", "seat": seat} and rows[-1].user_id == 3 - late


async def test_pause_stops_the_clock_and_resume_adds_the_time(table):
    await table.advance(HOUR / 4)
    ctx = Rec()
    await do_pause(ctx, table.app, place(), actor(2), True)  # not the host
    assert ctx.priv and "paused_at" not in await table.meta()
    await do_pause(Rec(), table.app, place(), actor(1), True)
    assert not table.deadlines.armed
    await table.advance(10 * HOUR)
    assert table.sent.messages == []
    ctx = Rec()
    await do_pause(ctx, table.app, place(), actor(1), True)
    assert "už stojí" in ctx.priv[0].text  # Anna reads Czech
    await do_pause(Rec(), table.app, place(), actor(1), False)
    meta = await table.meta()
    assert meta["deadline"] == table.clock.now() + 3 * HOUR / 4
    await table.advance(HOUR / 4)
    assert "30 minutes left" in table.sent.texts()[-1]


async def test_changing_the_pace_restarts_the_time_and_off_disarms(table):
    await table.advance(HOUR / 2)
    await do_pace(Rec(), table.app, place(), actor(1), "1d")
    meta = await table.meta()
    assert meta["pace"] == 86400 and meta["deadline"] == table.clock.now() + 86400
    ctx = Rec()
    await do_pace(ctx, table.app, place(), actor(1), "off")
    assert "switches the deadlines" in ctx.pub[0].text
    assert "deadline" not in await table.meta() and not table.deadlines.armed


async def test_abandoning_the_game_stops_its_timer_at_once(table):
    from vypravci.bot.discord.cogs.lobby import do_abandon

    g = await table.app.store.active_game(CHANNEL)
    assert table.deadlines.armed == {g.id}
    await do_abandon(Rec(), table.app, place(), actor(1))
    assert not table.deadlines.armed and table.clock.sleepers == 0  # not asleep till the next stage
    assert "deadline" not in (await table.app.store.get_game(g.id)).meta
    await table.advance(2 * HOUR)
    assert table.sent.messages == []


# ---------------------------------------------------------------------------------------- restarts
async def test_timers_are_rebuilt_from_the_store_after_a_restart(tmp_path):
    t = await open_table(tmp_path)
    await t.advance(HOUR / 4)
    await t.deadlines.stop()
    await t.app.store.close()
    await t.clock.advance(HOUR)  # the bot was down past the half and the nine tenths
    for owns, expect in ((lambda guild: False, 0), (lambda guild: guild == GUILD, 1)):
        store = await Store.open(tmp_path / "d.sqlite3")
        app = App(Sessions(store), Config(locale="en"), renderer=fast_render, clock=t.clock)
        sent = Sent()
        deadlines = Deadlines(app, poster=sent, owns=owns, expiry_view=expiry_view)
        await deadlines.start()
        await deadlines.settle()
        assert len(sent.messages) == expect  # another process's guild: no timer at all
        if expect:
            assert "time for the move" in sent.texts()[0]  # only the furthest stage, not three
        await deadlines.stop()
        await store.close()


def test_due_stage_skips_what_passed_unsaid():
    meta = {"turn_since": 0, "deadline": 100, "reminded": 0}
    assert due_stage(meta, 49) is None and due_stage(meta, 50) == 1 and due_stage(meta, 95) == 2
    assert due_stage({**meta, "reminded": 2}, 99) is None and due_stage({**meta, "reminded": 2}, 100) == 3
    assert due_stage({**meta, "paused_at": 10}, 1000) is None


# ---------------------------------------------------------------------------------------- the rules' pass
@pytest.mark.parametrize("game", [g.id for g in all_games()])
def test_pass_action_is_legal_and_only_for_the_seat_to_act(game):
    g = get_game(game)
    options = g.option_sets()[-1]
    counts = g.player_counts(options)
    n = 2 if 2 in counts else counts[0]
    state = g.new_state(options, [Seat(name=f"P{i}", user_id=i + 1) for i in range(n)], 11)
    rng = random.Random(3)
    for _ in range(40):
        if state.is_terminal():
            break
        seat = state.to_act()
        assert all(state.pass_action(other) is None for other in range(n) if other != seat)
        action = state.pass_action(seat)
        if action is not None:
            state.clone().apply(action)  # a pass the rules allow is a legal action
        state.apply(rng.choice(state.legal_actions()))


async def test_console_new_takes_a_pace(tmp_path):
    from vypravci.bot.console.app import CONSOLE_CHANNEL, Console

    store = await Store.open(tmp_path / "c.sqlite3")
    lines: list[str] = []
    c = Console(Sessions(store), Config(db_path=tmp_path / "c.sqlite3", out_dir=tmp_path / "out"), "en",
                out=lines.append)
    try:
        await c.handle("new russian-railroads pace=soon")
        assert await store.active_game(CONSOLE_CHANNEL) is None and "soon" in lines[-1]
        await c.handle("new russian-railroads pace=3d")
        assert (await store.active_game(CONSOLE_CHANNEL)).meta["pace"] == 3 * 86400
    finally:
        await store.close()


async def test_status_shows_the_deadline_or_the_pause(table):
    from vypravci.bot.discord.cogs.lobby import do_status

    ctx = Rec()
    await do_status(ctx, table.app, place(), actor(2))
    deadline = int((await table.meta())["deadline"])
    assert f"<t:{deadline}:R>" in ctx.priv[0].text
    await do_pause(Rec(), table.app, place(), actor(1), True)
    ctx = Rec()
    await do_status(ctx, table.app, place(), actor(2))
    assert "clock is paused" in ctx.priv[0].text


async def test_a_failed_post_is_tried_again_later(table):
    from vypravci.bot.table.deadlines import RETRY

    table.sent.failures = 1
    await table.advance(HOUR / 2)
    assert table.sent.messages == [] and (await table.meta())["reminded"] == 0  # not marked as told
    await table.advance(RETRY)
    assert "minutes left" in table.sent.texts()[0] and (await table.meta())["reminded"] == 1
