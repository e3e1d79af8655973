"""The Discord face's handlers, kept apart from discord.py's objects so tests can drive them.

Handlers are plain async functions over a tiny :class:`Replier` (send public text with a file and
buttons, send an ephemeral text, defer), a :class:`Place` (guild, channel, public language) and an
:class:`Actor` (who asked, in which language they read): bot/discord/talk.py. The cogs turn an
``Interaction`` into these three with :func:`from_interaction` and call the handlers; the tests
use doubles. Here: refusals in words, acting on a turn (``do_action``), autocomplete, the
interaction's replier, and how a pressed component reaches its handler (``Handled``).
"""
from __future__ import annotations

import asyncio
import io
import logging
import time
from typing import TYPE_CHECKING, Any

import discord

from vypravci.games.core import GameState, RuleError, get_game

from ...commands import actions as cmd
from ...words.i18n import i18n, normalize_locale
from ...commands.paging import MAX_MESSAGE, chunks
from ...store import StoredGame
from ...table.refusal import Refusal
from ...table.session import Damaged, Live, Outcome, Sessions
from .. import telemetry
from ..once import DISCORD_FAILURES, once_only
from ..posting import post_outcome
from ..talk import MAX_OPTION, Actor, Attachment, Place, Presenter, Replier, clip

if TYPE_CHECKING:
    from ..app import App

ACK_TRIES_S = 2.5  # an acknowledgement is tried again until this long after the first try (Discord allows 3 s)

log = logging.getLogger(__name__)


# ---------------------------------------------------------------------------------------- where commands work
def guild_only() -> dict:
    """Every command's declaration of where it works: installed to a server, used in a server
    channel (the bot keeps a game per channel; a user install or a DM has nothing to answer with)."""
    from discord import app_commands

    return {"guild_only": True, "allowed_contexts": app_commands.AppCommandContext(guild=True),
            "allowed_installs": app_commands.AppInstallationType(guild=True, user=False)}



# ---------------------------------------------------------------------------------------- text
def game_params(state: GameState | None, game: StoredGame | None, locale: str) -> dict:
    """Context every message may use: the game's name, host, counts, whose turn it is."""
    params: dict = {}
    if game is not None:
        g = get_game(game.game)
        try:
            counts = g.player_counts(g.parse_options(game.options))
        except RuleError:
            counts = [g.min_players, g.max_players]
        params.update(game=i18n.game_name(locale, game.game), min=min(counts), max=max(counts),
                      count=len(game.seats))
        from ...table.rights import host_name

        host = host_name(game)
        if host != "?":
            params["host"] = host
    if state is not None and state.to_act() is not None:
        params["player"] = state.seats[state.to_act()].name
    return params


def refusal_text(locale: str, err: Refusal | RuleError, state: GameState | None = None,
                 game: StoredGame | None = None, seat: int | None = None) -> str:
    """Why a request was turned down, in the reader's language, with the rule to read."""
    p = Presenter(locale)
    params = {**game_params(state, game, locale), **err.params}
    if seat is not None:
        params.setdefault("seat", seat)
    key = err.key
    if key.startswith("error-") or "-error-" in key:  # an engine rule (games may prefix it: ce-error-…)
        text = p.error(state, RuleError(key, err.section, **params))
    else:
        text = p.t(key, **params)
    link = rule_link(locale, game.game if game else None, err.section)
    return f"{text}\n{link}" if link else text


def rule_link(locale: str, game_id: str | None, section_id: str) -> str:
    """"See rule: …" naming the /rules section, or "" when there is none."""
    if not section_id or not game_id:
        return ""
    try:
        from ...commands.rules import section

        sec = section(game_id, section_id)
    except Exception:
        sec = None
    if sec is None:
        return ""
    title = sec.title(locale)
    command = f"/{i18n.t(locale, 'cmd-rules-name')} {i18n.t(locale, 'opt-query-name')}:{title}"
    return i18n.t(locale, "rules-see", title=title) + f" — `{command}`"


async def refuse(ctx: Replier, actor: Actor, err: Refusal | RuleError, live: Live | None = None,
                 game: StoredGame | None = None) -> None:
    state = live.state if live is not None else None
    game = game or (live.game if live is not None else None)
    seat = Sessions.seat_of(live, actor.id) if live is not None else None
    if isinstance(err, Damaged):  # the whole table must know, with the repair path
        await ctx.public(refusal_text(actor.locale, err, state, err.game, seat))
        return
    text = refusal_text(actor.locale, err, state, game, seat)
    seen = err.params.get("seen") if isinstance(err.params, dict) else None
    if live is not None and isinstance(seen, int):  # an old button: say what changed since
        text = clip("\n".join([text, *changed_since(live, seen, actor.locale)]), MAX_MESSAGE)
    await ctx.private(text)


CHANGED_SHOWN = 6  # at most this many of the moves made since an old button's state


def changed_since(live: Live, seen: int, locale: str) -> list[str]:
    """The moves made after move ``seen`` in words (the last few), for an outdated button."""
    from vypravci.games.core import new_state

    actions = live.record.actions
    count = min(live.seq - seen, CHANGED_SHOWN, len(actions))  # seq counts undos too
    if count <= 0:
        return []
    p = Presenter(locale)
    state = new_state(live.record)
    lines = []
    for i, data in enumerate(actions, 1):
        events = state.apply(data)
        if i > len(actions) - count:
            lines.append(p.t("log-entry", n=i, text=" ".join(p.events(state, events))))
    return lines


# ---------------------------------------------------------------------------------------- acting
async def check_turn(app: App, place: Place, actor: Actor, seen_seq: int | None = None,
                     game_id: int | None = None) -> tuple[Live, int]:
    """The live game and the actor's seat, if the actor may act now (else a Refusal): seated,
    to act, and — for a button — the button was built from the current state of this game."""
    live = await app.sessions.live(place.channel_id)
    if game_id is not None and live.game.id != game_id:
        raise Refusal("refuse-state-changed")
    seat = Sessions.seat_of(live, actor.id)
    if seat is None:
        raise Refusal("refuse-not-seated")
    if seen_seq is not None and seen_seq != live.seq:
        raise Refusal("refuse-state-changed", seen=seen_seq)
    to_act = live.state.to_act()
    if to_act is None:
        raise Refusal("error-game-over", "end-of-game")
    if to_act != seat:
        raise Refusal("refuse-not-your-turn", "turn", player=live.state.seats[to_act].name)
    return live, seat


async def current_live(app: App, place: Place) -> Live | None:
    try:
        return await app.sessions.live(place.channel_id)
    except Refusal:
        return None


async def do_action(ctx: Replier, app: App, place: Place, actor: Actor, action_type: str,
                    args: dict[str, str | None], seen_seq: int | None = None,
                    game_id: int | None = None) -> Outcome | None:
    """One game action by the actor (a slash command or a button). Refusals are private and change
    nothing; an applied move is posted publicly with the board and the next player's ping.
    ``seen_seq``/``game_id``: what the button was built from (a stale button is refused)."""
    live: Live | None = None
    try:
        live, seat = await check_turn(app, place, actor, seen_seq, game_id)
        if action_type not in cmd.action_types(live.state):
            raise RuleError("error-bad-action", "actions", detail=action_type)
        # Tried on a copy first, so a refusal stays private and comes before the deferral.
        action = cmd.checked(live.state, seat, action_type, args, Presenter(actor.locale).labeler(live.state))
        seq, before = live.seq, live.state
    except (Refusal, RuleError) as err:
        await refuse(ctx, actor, err, live or await current_live(app, place))
        return None
    await ctx.defer()
    async with app.outbox.lock(live.game.id):  # one announcer per game (bot/table/outbox.py)
        await app.outbox.before_change(live.game.id)  # what a crash left unannounced goes first
        try:
            outcome = await app.sessions.act(place.channel_id, actor.id, action, seen_seq=seq)
        except (Refusal, RuleError) as err:
            if err.key == "refuse-state-changed" and "seen" not in err.params:  # lost a race: say what won
                err = Refusal(err.key, err.section, **err.params, seen=seq)
            await refuse(ctx, actor, err, await current_live(app, place))
            return None
        await post_outcome(ctx, app, place, outcome, before=before)
    return outcome


async def complete(app: App, place: Place, actor: Actor, action_type: str, field: str,
                   partial: dict[str, str | None], typed: str) -> list[cmd.Choice]:
    """Autocomplete: the legal values of one option (≤ 25) for the actor, if it is their turn."""
    try:
        live = await app.sessions.live(place.channel_id)
    except Refusal:
        return []
    seat = Sessions.seat_of(live, actor.id)
    if seat is None or live.state.to_act() != seat or action_type not in cmd.action_types(live.state):
        return []
    try:
        return cmd.autocomplete(live.state, seat, action_type, field, partial, Presenter(actor.locale).labeler(live.state),
                                typed)
    except RuleError:
        return []


# ---------------------------------------------------------------------------------------- discord
def member_is_admin(interaction: discord.Interaction) -> bool:
    perms = interaction.permissions
    return bool(perms.manage_guild or perms.manage_channels or perms.administrator)


async def from_interaction(app: App, interaction: discord.Interaction) -> tuple["InteractionReplier", Place, Actor]:
    """The replier, place and actor of a Discord interaction. The interaction is acknowledged
    first (deferred), before any store read or lock, so a busy channel never misses Discord's
    3-second window; every answer after that is an edit or a followup."""
    replier = InteractionReplier(interaction)
    await replier.defer()
    guild_id = interaction.guild_id
    place = Place(guild_id, interaction.channel_id or 0, await app.public_locale(guild_id))
    user = interaction.user
    actor = Actor(user.id, getattr(user, "display_name", None) or user.name,
                  await app.reader_locale(user.id, guild_id, interaction.locale),
                  admin=member_is_admin(interaction))
    return replier, place, actor


def get_app(interaction: discord.Interaction) -> App:
    return interaction.client.vy  # type: ignore[attr-defined]


class NotAcknowledged(Exception):
    """Discord took no acknowledgement of the interaction: the bot read it after its 3 seconds
    (a gateway that resumed late, a busy process) or every try failed. Its token is dead (no
    followup either); the player was told in the channel (:func:`tell_too_late`), nothing was done."""


def late_nonce(interaction_id: int) -> str:
    """The nonce of the channel message that answers an interaction read too late (≤ 25
    characters; a retried post is not posted twice)."""
    return f"late{interaction_id}"


async def tell_too_late(interaction: discord.Interaction) -> None:
    """The player whose command or press came too late to be answered is told so in the
    channel (the only place left to answer), in its language, mentioned: nothing changed, send it
    again. A failure to say it is logged and let go."""
    app = get_app(interaction)
    user = interaction.user
    log.warning("interaction %s of %s came too late to be acknowledged; told in channel %s",
                interaction.id, user.id, interaction.channel_id)
    if app.poster is None or not interaction.channel_id:
        return
    try:
        locale = await app.public_locale(interaction.guild_id)
        await app.poster.send(interaction.channel_id, i18n.t(locale, "interaction-too-late", player=f"<@{user.id}>"),
                              mention=user.id, nonce=late_nonce(interaction.id))
    except DISCORD_FAILURES:
        log.warning("could not tell %s in channel %s that their interaction came too late", user.id,
                    interaction.channel_id)


class InteractionReplier:
    """A Replier over a discord.py Interaction.

    Slash commands defer with an EPHEMERAL "thinking…" placeholder: a private answer replaces it;
    a public answer is sent as a new followup message (only a new message pings the mentioned
    player — Discord does not notify mentions in an edited deferred response) and the placeholder
    is then removed. Buttons and selects defer silently; every answer after that is a new message,
    public or ephemeral. Long public text is split at line breaks into several messages."""

    def __init__(self, interaction: discord.Interaction) -> None:
        self.interaction = interaction
        self.placeholder = False  # an ephemeral "thinking…" is waiting to be resolved

    @property
    def is_component(self) -> bool:
        return self.interaction.type == discord.InteractionType.component

    async def defer(self) -> None:
        response = self.interaction.response
        if response.is_done():
            return
        try:
            await self._defer()
        except DISCORD_FAILURES as err:  # its 3 seconds are gone: the token answers nothing now
            await tell_too_late(self.interaction)
            raise NotAcknowledged(self.interaction.id) from err
        if not self.is_component:
            self.placeholder = True
        telemetry.ack("component" if self.is_component else "command", getattr(self.interaction, "created_at", None))

    async def _defer(self) -> None:
        """The acknowledgement, tried again at once after a 5xx or a lost answer (discord.py would
        wait 1 s, then 3 s: past Discord's 3-second window) until the window closes; 40060
        ("already acknowledged": an earlier try took effect though its answer failed) is done."""
        response = self.interaction.response
        give_up = time.monotonic() + ACK_TRIES_S
        while True:
            try:
                with once_only():
                    if self.is_component:
                        await response.defer()
                    else:
                        await response.defer(ephemeral=True, thinking=True)
                return
            except discord.HTTPException as err:
                if err.code == 40060:  # it is deferred: answer by followups from now on
                    response._response_type = (discord.InteractionResponseType.deferred_message_update
                                               if self.is_component
                                               else discord.InteractionResponseType.deferred_channel_message)
                    return
                if err.status < 500 or time.monotonic() > give_up:
                    raise
            except DISCORD_FAILURES[1:]:
                if time.monotonic() > give_up:
                    raise
            await asyncio.sleep(0.2)

    @staticmethod
    def _file(file: Attachment | None) -> discord.File | None:
        return discord.File(io.BytesIO(file.data), filename=file.filename) if file else None

    async def _send(self, text: str, *, ephemeral: bool, extra: dict) -> Any:
        """Send one message; returns it (a followup's message, for retiring its buttons later)."""
        response = self.interaction.response
        content = text or None  # an embed or a file may stand alone
        extra = {k: v for k, v in extra.items() if v is not None}
        if not response.is_done():
            await response.send_message(content, ephemeral=ephemeral, **extra)
            return None
        return await self.interaction.followup.send(content, ephemeral=ephemeral, wait=True, **extra)

    async def public(self, text: str, *, file: Attachment | None = None, view: Any = None,
                     mention: int | None = None) -> Any:
        """One followup carries the text, the picture and the buttons (longer text: more parts,
        the last one with the picture). A slash command's private "thinking…" is edited to a tick
        first, so the followup is a new message that pings. Returns the last message sent."""
        mentions = discord.AllowedMentions(everyone=False, roles=False,
                                           users=[discord.Object(mention)] if mention else False)
        if self.placeholder:  # resolve it first, so the followup below is a new (pinging) message
            self.placeholder = False
            try:
                await self.interaction.edit_original_response(content="✅")
            except discord.HTTPException:
                log.warning("could not resolve the deferred placeholder")
        parts = chunks(text)
        sent = None
        for i, part in enumerate(parts):
            last = i == len(parts) - 1
            with once_only():  # a 5xx is not sent again blindly: the caller's outbox looks first
                sent = await self._send(part, ephemeral=False,
                                        extra={"allowed_mentions": mentions, "file": self._file(file) if last else None,
                                               "view": view if last else None})
        return sent

    async def open_thread(self, name: str) -> int | None:
        channel = self.interaction.channel
        if getattr(channel, "type", None) != discord.ChannelType.text:  # a thread, a forum, a DM
            return None
        from ..threads import DiscordPoster

        return await DiscordPoster(self.interaction.client).open_thread(channel.id, name)

    async def retire(self, message_id: int, view: Any) -> None:
        """Replace the buttons of an earlier message in this channel (by the bot, not the
        interaction's webhook, whose token expires)."""
        channel = self.interaction.channel
        if channel is None or not hasattr(channel, "get_partial_message"):
            channel = self.interaction.client.get_partial_messageable(self.interaction.channel_id)
        await channel.get_partial_message(message_id).edit(view=view)

    async def private(self, text: str, *, file: Attachment | None = None, embed: Any = None,
                      view: Any = None) -> None:
        text = clip(text, MAX_MESSAGE)
        if self.placeholder:  # the ephemeral placeholder becomes the answer
            self.placeholder = False
            kwargs: dict = {"content": text or None, "allowed_mentions": discord.AllowedMentions.none()}
            if embed is not None:
                kwargs["embed"] = embed
            if view is not None:
                kwargs["view"] = view
            if file is not None:
                kwargs["attachments"] = [self._file(file)]
            await self.interaction.edit_original_response(**kwargs)
            return
        await self._send(text, ephemeral=True,
                         extra={"allowed_mentions": discord.AllowedMentions.none(), "file": self._file(file),
                                "embed": embed, "view": view})

    async def update(self, text: str, *, view: Any = None) -> None:
        if not self.is_component:
            await self.public(text, view=view)
            return
        kwargs: dict = {"content": clip(text, MAX_MESSAGE), "view": view,
                        "allowed_mentions": discord.AllowedMentions.none()}
        if not self.interaction.response.is_done():
            await self.interaction.response.edit_message(**kwargs)
        else:
            await self.interaction.edit_original_response(**kwargs)


class TimedTree(discord.app_commands.CommandTree):
    """The bot's command tree; it times each autocomplete answer as its acknowledgement
    (commands and components are timed when ``InteractionReplier.defer`` acknowledges them), and
    takes each command once (``Replays``)."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        app = getattr(interaction.client, "vy", None)
        return app is None or app.replays.first(interaction.id, replay_key(None, interaction.channel_id))

    async def _call(self, interaction: discord.Interaction) -> None:
        await super()._call(interaction)
        if interaction.type == discord.InteractionType.autocomplete and interaction.response.is_done():
            telemetry.ack("autocomplete", getattr(interaction, "created_at", None))


class Replays:
    """The interactions already taken on. Discord may deliver one again, and a client may replay
    it: a repeat is left alone (the first delivery answers it, once), and is logged at most once
    per game and minute, so replays cannot flood the log."""

    KEPT = 4096  # interaction ids remembered (Discord's token lives 15 minutes)
    QUIET = 60.0  # seconds between two log lines about one game's replays

    def __init__(self) -> None:
        self._seen: dict[int, None] = {}
        self._logged: dict[str, float] = {}

    def first(self, interaction_id: int, where: str) -> bool:
        """True the first time this interaction comes; later: False (logged now and then)."""
        if interaction_id not in self._seen:
            self._seen[interaction_id] = None
            if len(self._seen) > self.KEPT:
                del self._seen[next(iter(self._seen))]
            return True
        now = time.monotonic()
        if now - self._logged.get(where, -self.QUIET) >= self.QUIET:
            self._logged = {k: t for k, t in self._logged.items() if now - t < self.QUIET}
            self._logged[where] = now
            log.warning("interaction %s (%s) arrived again; it was answered once, the repeat is ignored",
                        interaction_id, where)
        return False


def replay_key(custom_id: str | None, channel_id: int | None) -> str:
    """What a repeat is logged by: the game a component's custom id names, else the channel."""
    parts = (custom_id or "").split(":")
    if len(parts) > 2 and parts[0] == "vy" and parts[2].isdigit():
        return f"game {parts[2]}"
    return f"channel {channel_id}"


async def run_item(interaction: discord.Interaction, item: Any) -> None:
    """A pressed button or picked option (the DynamicItems' callbacks): ``item.handle`` does the
    work with the replier, place and actor of the interaction and the picked values."""
    app = get_app(interaction)
    if not app.replays.first(interaction.id, replay_key(getattr(item, "custom_id", None), interaction.channel_id)):
        return
    locale = normalize_locale(app.config.locale)
    try:  # reading the interaction is inside the handler too: a failure there is answered
        ctx, place, actor = await from_interaction(app, interaction)
        locale = actor.locale
        values = list(getattr(item.item, "values", []) or [])
        await item.handle(ctx, app, place, actor, values)
        telemetry.component(getattr(item, "custom_id", ""), getattr(interaction, "created_at", None))
    except NotAcknowledged:
        return  # told in the channel already
    except Exception:
        telemetry.error("component")
        log.exception("component %s failed", getattr(item, "custom_id", "?"))
        await tell_it_failed(interaction, locale)


async def tell_it_failed(interaction: discord.Interaction, locale: str) -> None:
    """After a handler failed: "something went wrong", privately, in the reader's language (as
    the answer if none was given, else as a followup); a failure to say it is let go."""
    text = i18n.t(locale, "error-generic")
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except DISCORD_FAILURES:
        pass


class Handled:
    """Mixin of every persistent component: a press runs the item's ``handle`` through
    ``run_item`` (acknowledgement, roles, errors)."""

    async def callback(self, interaction: discord.Interaction) -> None:
        await run_item(interaction, self)
