"""The table's time and seats in Discord: /game pace | pause | resume | vacation | replace | kick
(the GameCog's methods delegate here) and the buttons under an expiry message
(``vy:expiry:<game>:<seq>:<wait|skip|ai>``, DynamicItems: they work after a restart).

What each command checks and changes is bot/table/table_ops.py (the console's table commands call it
too); the timers themselves are bot/table/deadlines.py; who plays a seat is bot/table/seats.py.
"""
from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

import discord

from ...table import rights, seats, table_ops
from ...table.deadlines import Deadlines, duration, pace_text, parse_pace, waits_for_person
from ...words.i18n import i18n
from ...table.rights import Who
from ...table.session import Outcome, Sessions
from ...table.refusal import Refusal
from ...table.tables import check_game_limit, is_seated
from ...store import StoredGame
from ..talk import Actor, MAX_LABEL, Place, Presenter, Replier, clip
from .base import Handled, current_live, refuse
from ..posting import post_board, post_outcome

if TYPE_CHECKING:
    from ..app import App

EXPIRY_OPS = {
    "wait": ("expiry-button-wait", discord.ButtonStyle.secondary),
    "skip": ("expiry-button-skip", discord.ButtonStyle.primary),
    "ai": ("expiry-button-ai", discord.ButtonStyle.danger),
}


# ---------------------------------------------------------------------------------------- pace
async def do_pace(ctx: Replier, app: App, place: Place, actor: Actor, value: str) -> None:
    """The host sets the time per move (a lobby's, or a running game's: the current player's time
    starts again from now), or switches deadlines off (bot/table/table_ops.py, as the console does)."""
    try:
        g, seconds = await table_ops.set_pace(app.sessions, place.channel_id, actor.id, actor.admin, value)
    except Refusal as err:
        await refuse(ctx, actor, err, game=await app.store.active_game(place.channel_id))
        return
    p = Presenter(place.locale)
    key = "pace-set" if seconds else "pace-off"
    await ctx.public(p.t(key, player=actor.name, game=p.game_title(g.game), pace=pace_text(place.locale, seconds)))


async def do_pause(ctx: Replier, app: App, place: Place, actor: Actor, pause: bool) -> None:
    """The host stops the clock (reminders and expiry wait) or starts it again."""
    try:
        g = await table_ops.set_paused(app.sessions, place.channel_id, actor.id, actor.admin, app.clock.now(), pause)
    except Refusal as err:
        await refuse(ctx, actor, err, await current_live(app, place))
        return
    p = Presenter(place.locale)
    await ctx.public(p.t("pause-done" if pause else "pause-resumed", player=actor.name, game=p.game_title(g.game)))


async def do_stand_in(ctx: Replier, app: App, place: Place, actor: Actor, level: str) -> None:
    """The host chooses the AI level that plays a seat handed over; the stand-ins now playing switch."""
    try:
        g, level = await table_ops.set_stand_in(app.sessions, place.channel_id, actor.id, actor.admin, level)
    except Refusal as err:
        await refuse(ctx, actor, err, game=await app.store.active_game(place.channel_id))
        return
    p = Presenter(place.locale)
    await ctx.public(p.t("stand-in-set", player=actor.name, game=p.game_title(g.game), level=p.t(f"ai-{level}")))


# ---------------------------------------------------------------------------------------- seats
def announcer(app: App, game_id: int) -> Any:
    """One announcer per game (bot/table/outbox.py): held while a request changes and posts the game."""
    outbox = getattr(app, "outbox", None)
    return outbox.lock(game_id) if outbox is not None else contextlib.nullcontext()


async def arrange_and_post(ctx: Replier, app: App, place: Place, actor: Actor, g: StoredGame, change,
                           note, mention: int | None = None) -> Outcome | None:
    """Change who plays a seat (``change``: live → meta patch), then tell the table: ``note(outcome)``,
    and the board if AI seats moved (or the newcomer is to act). A refusal changes nothing."""
    async with announcer(app, g.id):
        try:
            outcome = await app.sessions.arrange(place.channel_id, change)
        except Refusal as err:
            await refuse(ctx, actor, err, await current_live(app, place))
            return None
        text = note(outcome)
        to_act = outcome.state.to_act()
        if outcome.steps:
            await post_outcome(ctx, app, place, outcome, header=[text])
        elif mention is not None and to_act is not None and outcome.state.seats[to_act].user_id == mention:
            live = await app.sessions.live(place.channel_id)
            await post_board(ctx, app, place, live.game, live.state, live.seq, [text])
        else:
            await ctx.public(text, mention=mention)
    return outcome


async def do_vacation(ctx: Replier, app: App, place: Place, actor: Actor, away: bool) -> None:
    """Your own seat to an AI (it moves at once if it is your turn), or back to you."""
    await ctx.defer()
    try:
        g = await table_ops.seat_game(app.sessions, place.channel_id)
    except Refusal as err:
        await refuse(ctx, actor, err, game=await app.store.active_game(place.channel_id))
        return
    p = Presenter(place.locale)
    await arrange_and_post(ctx, app, place, actor, g, table_ops.vacation_change(actor.id, away),
                           lambda outcome: p.t("seats-vacation-on" if away else "seats-vacation-off",
                                               player=actor.name))


async def do_kick(ctx: Replier, app: App, place: Place, actor: Actor, member_id: int) -> None:
    """The host hands a player's seat to an AI."""
    await ctx.defer()
    try:
        g = await table_ops.seat_game(app.sessions, place.channel_id, actor.id, actor.admin)
    except Refusal as err:
        await refuse(ctx, actor, err, game=await app.store.active_game(place.channel_id))
        return
    p = Presenter(place.locale)
    await arrange_and_post(ctx, app, place, actor, g, table_ops.kick_change(member_id),
                           lambda outcome: p.t("seats-kicked", host=actor.name,
                                               player=table_ops.seat_name(outcome, member_id)))


async def do_replace(ctx: Replier, app: App, place: Place, actor: Actor, member_id: int,
                     newcomer_id: int, newcomer_name: str, newcomer_bot: bool = False) -> None:
    """The host gives a player's seat to another member (an AI standing in steps down)."""
    await ctx.defer()
    old: dict[str, str] = {}
    change = table_ops.replace_change(member_id, newcomer_id, newcomer_name, old)
    try:
        g = await table_ops.seat_game(app.sessions, place.channel_id, actor.id, actor.admin, "replace")
        if newcomer_bot:
            raise Refusal("seats-bot-cannot-play")
        await check_newcomer_limit(app, place, g, newcomer_id, newcomer_name)
    except Refusal as err:
        await refuse(ctx, actor, err, game=await app.store.active_game(place.channel_id))
        return
    p = Presenter(place.locale)
    await arrange_and_post(ctx, app, place, actor, g, change,
                           lambda outcome: p.t("seats-replaced", newcomer=f"<@{newcomer_id}>",
                                               player=old.get("name", "?"), game=p.game_title(g.game)),
                           mention=newcomer_id)


async def check_newcomer_limit(app: App, place: Place, g: StoredGame, user_id: int, name: str) -> None:
    """A member who takes a seat here anew counts against the server's ``game_limit``, as on Join."""
    if is_seated(g, user_id):  # a kicked player taking their own seat back sits here already
        return
    try:
        await check_game_limit(app.store, place.guild_id, user_id)
    except Refusal as err:
        raise Refusal("refuse-newcomer-game-limit", player=name, **err.params) from None


# ---------------------------------------------------------------------------------------- expiry
class ExpiryButton(Handled, discord.ui.DynamicItem[discord.ui.Button],
                   template=r"^vy:expiry:(?P<game>\d+):(?P<seq>\d+):(?P<op>wait|skip|ai)$"):
    """Wait longer / Pass for the player / Hand the seat to an AI, under an expiry message."""

    def __init__(self, game_id: int, seq: int, op: str, locale: str = "en") -> None:
        key, style = EXPIRY_OPS[op]
        super().__init__(discord.ui.Button(label=clip(i18n.t(locale, key), MAX_LABEL), style=style,
                                           custom_id=f"vy:expiry:{game_id}:{seq}:{op}"))
        self.game_id, self.seq, self.op = game_id, seq, op

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), int(match["seq"]), match["op"])

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await do_expiry(ctx, app, place, actor, self.game_id, self.seq, self.op)


def expiry_view(game_id: int, seq: int, skip: bool, locale: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for op in EXPIRY_OPS:
        if op != "skip" or skip:
            view.add_item(ExpiryButton(game_id, seq, op, locale))
    return view


def _expired(live) -> None:
    if live.game.meta.get("reminded") != 3 or "paused_at" in live.game.meta:
        raise Refusal("expiry-not-expired")


async def do_expiry(ctx: Replier, app: App, place: Place, actor: Actor, game_id: int, seq: int, op: str) -> None:
    """The table decides for a late player: wait one pace more, pass for them, or an AI plays."""
    live = None
    try:
        live = await app.sessions.live(place.channel_id)
        if live.game.id != game_id or live.seq != seq:
            raise Refusal("refuse-state-changed", seen=seq)
        seat = waits_for_person(live)
        if seat is None:
            raise Refusal("expiry-not-expired")
        late = live.state.seats[seat]
        mine = {rights.LATE} if Sessions.seat_of(live, actor.id) == seat else set()
        rights.check("expiry", Who(actor.id, actor.admin), live.game, mine)
        action = live.state.pass_action(seat) if op == "skip" else None
        if op == "skip" and action is None:
            raise Refusal("expiry-no-skip")
    except Refusal as err:
        await refuse(ctx, actor, err, live or await current_live(app, place))
        return
    now = app.clock.now()

    def change(live) -> dict:
        _expired(live)
        if op == "wait":
            return {"turn_since": now, "deadline": now + live.game.meta["pace"], "reminded": 0}
        return seats.expired_patch(live, seat)

    async with announcer(app, game_id):
        try:
            if op == "skip":
                _expired(await _fresh(app, live))  # the timer wrote ``reminded`` apart from the session
                outcome = await app.sessions.act(place.channel_id, actor.id, action, seen_seq=seq, seat=seat)
            else:
                outcome = await app.sessions.arrange(place.channel_id, change, seen_seq=seq)
        except Refusal as err:
            await refuse(ctx, actor, err, await current_live(app, place))
            return
        p = Presenter(place.locale)
        left = {"left": duration(place.locale, outcome.game.meta.get("pace", 0))} if op == "wait" else {}
        note = p.t({"wait": "expiry-waited", "skip": "expiry-skipped", "ai": "expiry-handed"}[op],
                   player=actor.name, late=late.name, **left)
        await ctx.update(note, view=None)  # the expiry message keeps what was decided, without buttons
        if outcome.steps:
            await post_outcome(ctx, app, place, outcome, header=[note])


async def _fresh(app: App, live) -> Any:
    """``live`` with the game's meta as stored now (the timer writes it apart from the session)."""
    g = await app.store.get_game(live.game.id)
    return type(live)(game=g, record=live.record, state=live.state, seq=live.seq)


DYNAMIC_ITEMS = (ExpiryButton,)


# ---------------------------------------------------------------------------------------- wiring
class ChannelPoster:
    """Posting in a channel outside an interaction, for the deadline messages (until the app has
    a poster of its own: ``app.poster``)."""

    def __init__(self, client: discord.Client) -> None:
        self.client = client

    async def send(self, channel_id: int, text: str, *, view: Any = None, mention: int | None = None,
                   **_: Any) -> int:
        mentions = discord.AllowedMentions(everyone=False, roles=False,
                                           users=[discord.Object(mention)] if mention else False)
        kwargs: dict = {"allowed_mentions": mentions}
        if view is not None:
            kwargs["view"] = view
        msg = await self.client.get_partial_messageable(channel_id).send(text, **kwargs)
        return msg.id


def start_deadlines(app: App, client: discord.Client | None = None, owns=None) -> Deadlines:
    """The deadline scheduler of a bot (``app.deadlines``), posting through ``app.poster`` when
    the app has one, else through the client."""
    poster = None if getattr(app, "poster", None) is not None or client is None else ChannelPoster(client)
    app.deadlines = Deadlines(app, poster=poster, owns=owns, expiry_view=expiry_view)  # type: ignore[attr-defined]
    return app.deadlines  # type: ignore[attr-defined]


def _pace_choices() -> list:
    from discord import app_commands

    from ...table.deadlines import OFF, PACES
    from ..translator import ls

    return [app_commands.Choice(name=ls(f"choice-pace-{name}"), value=name) for name in (*PACES, OFF)]


PACE_CHOICES = _pace_choices()


def _stand_in_choices() -> list:
    """The AI levels every game offers (``/game stand-in`` names no game), strongest first."""
    from discord import app_commands

    from vypravci.games.core.registry import all_games
    from ..translator import ls

    common = set.intersection(*(set(game.ai_names()) for game in all_games()))
    order = ("strong", "simple", "random")
    levels = sorted(common, key=lambda n: (order.index(n) if n in order else len(order), n))
    return [app_commands.Choice(name=ls(f"ai-{level}"), value=level) for level in levels]


STAND_IN_CHOICES = _stand_in_choices()


def pace_names() -> set[str]:
    """What ``setting:`` calls the pace: ``pace``, ``tempo`` and the option's name in each language."""
    from ...commands import actions as cmd
    from ...words.i18n import LOCALES

    return {"pace", "tempo", *(cmd.fold(i18n.t(loc, "opt-pace-name")) for loc in LOCALES)}


async def lobby_pace(app: App, place: Place, value: Any) -> int | None:
    """A new table's pace: the one asked for (``setting:pace=1d``), else the server's default."""
    from ...table.deadlines import default_pace

    if value is not None:
        return parse_pace(value)
    return await default_pace(app.store, place.guild_id)


def clock_lines(locale: str, meta: dict) -> list[str]:
    """/game status: until when the player to act has (Discord shows it in the reader's time zone)."""
    if meta.get("pace") and "paused_at" in meta:
        return [i18n.t(locale, "deadline-status-paused")]
    if meta.get("deadline"):
        return [i18n.t(locale, "deadline-status", deadline=str(int(meta["deadline"])))]  # no digit grouping
    return []
