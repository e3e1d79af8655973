"""The Discord face's logic, kept apart from discord.py's objects so tests can drive it.

Handlers are plain async functions over a tiny :class:`Replier` (send public text with a file and
buttons, send an ephemeral text, defer), a :class:`Place` (guild, channel, public language) and an
:class:`Actor` (who asked, in which language they read). The cogs turn an ``Interaction`` into
these three with :func:`from_interaction` and call the handlers; the tests use doubles.

Languages: a reader gets their own language (their stored choice, else their Discord client's
language if it is Czech or English, else the server's, else the configured default); messages
everyone sees (moves, pings, lobby) use the server's language (else the configured default).
"""
from __future__ import annotations

import asyncio
import io
import logging
import time
from dataclasses import dataclass
from typing import Any, Callable, Protocol

import discord

from vypravci.games.core import GameRecord, GameState, RuleError, get_game

from .. import commands as cmd
from .. import metrics
from ..clock import Clock
from ..paging import MAX_MESSAGE, chunks
from ..config import Config
from ..faces import face_of
from ..i18n import LOCALES, i18n, normalize_locale
from ..once import DISCORD_FAILURES, once_only
from .. import present
from ..session import Damaged, Live, Outcome, Refusal, Sessions, Step
from ..store import Store, StoredGame
from ..translator import discord_locale

log = logging.getLogger(__name__)


MAX_LABEL = 80  # buttons: 80 characters
MAX_OPTION = 100  # select options and autocomplete choices: 100 characters

#: Session refusal keys → locale message ids, where the locale files word them differently.


# ---------------------------------------------------------------------------------------- where commands work
def guild_only() -> dict:
    """Every command's declaration of where it works: installed to a server, used in a server
    channel (the bot keeps a game per channel; a user install or a DM has nothing to answer with)."""
    from discord import app_commands

    return {"guild_only": True, "allowed_contexts": app_commands.AppCommandContext(guild=True),
            "allowed_installs": app_commands.AppInstallationType(guild=True, user=False)}


# ---------------------------------------------------------------------------------------- names
NAME_PARAMS = ("player", "host", "winner", "name", "late")  # one name each (a list is escaped by its maker)


class Mention(str):
    """A mention the bot means (the ping of the player to act): passed through ``esc`` as is."""


def esc(name: Any) -> Any:
    """A player's name as Discord shows it literally: markdown characters escaped, and mention
    syntax (``<@id>``, ``<@&id>``, ``@everyone``, ``<#id>``) broken so it neither pings nor
    renders as a mention or a channel link."""
    if not isinstance(name, str) or isinstance(name, Mention):
        return name
    text = discord.utils.escape_mentions(discord.utils.escape_markdown(name))
    return text.replace("<#", "<\u200b#")


class Presenter(present.Presenter):
    """The shared presenter, with player names escaped for Discord's markdown (a name such as
    ``*Eva*`` or ``__x__`` is shown as typed, not as formatting)."""

    def t(self, key: str, **params) -> str:
        for k in NAME_PARAMS:
            if k in params:
                params[k] = esc(params[k])
        return super().t(key, **params)

    @staticmethod
    def seat_names(state: GameState | None) -> list[str]:
        return [esc(name) for name in present.Presenter.seat_names(state)]

    def labeler(self, state: GameState):
        """Choices are matched and offered as typed (autocomplete shows no markdown)."""
        return present.Presenter(self.locale).labeler(state)


# ---------------------------------------------------------------------------------------- roles
@dataclass(frozen=True)
class Attachment:
    filename: str
    data: bytes


@dataclass
class Actor:
    """Who pressed or typed: their id, display name and reading language."""

    id: int
    name: str
    locale: str = "en"
    admin: bool = False  # Manage Server or Manage Channels here

    @property
    def mention(self) -> str:
        return Mention(f"<@{self.id}>")


@dataclass
class Place:
    """Where: the guild (None in DMs), the channel or thread, and the public language there."""

    guild_id: int | None
    channel_id: int
    locale: str = "en"


class Replier(Protocol):
    """How a handler answers. Public messages go to the channel; private ones only to the actor."""

    async def defer(self) -> None:
        """Acknowledge now; the answer follows (needed before slow work such as rendering)."""

    async def public(self, text: str, *, file: Attachment | None = None, view: Any = None,
                     mention: int | None = None) -> Any:
        """A message everyone in the channel sees; ``mention`` is the one user it may ping.
        Returns the message sent when the transport knows it (its buttons are retired later)."""

    async def private(self, text: str, *, file: Attachment | None = None, embed: Any = None,
                      view: Any = None) -> None:
        """An ephemeral message only the actor sees."""

    async def update(self, text: str, *, view: Any = None) -> None:
        """Rewrite the message the pressed button sits on (a slash command posts instead)."""

    async def open_thread(self, name: str) -> int | None:
        """Open a public thread in the channel asked in (bot/threads.py); its id, or None where
        no thread can be opened (already in a thread, no permission): play here then."""


# ---------------------------------------------------------------------------------------- app
Renderer = Callable[[GameState, Any], bytes]


def _render(state: GameState, labels: Any) -> bytes:
    from vypravci.render import render_state

    return render_state(state, labels)


class App:
    """What every handler needs: the sessions (and through them the store), the configuration,
    the renderer (tests may pass a fast one) and the clock every timer waits on (tests pass a
    ``ManualClock``)."""

    def __init__(self, sessions: Sessions, config: Config | None = None,
                 renderer: Renderer | None = None, clock: Clock | None = None) -> None:
        self.sessions = sessions
        self.config = config or Config()
        self.renderer = renderer or _render
        self.clock = clock or Clock()
        # render processes (vypravci.render.pool) for the default renderer; the bot sets them,
        # tests leave None (their renderer runs in a thread)
        self.render_pool: Any = None
        # channel → (message id, view) of the last turn message with buttons, retired (its
        # buttons disabled) when the next board is posted; in memory only: after a restart an
        # old button still answers with what changed instead of acting
        self.turn_messages: dict[int, list[tuple[int, Any]]] = {}
        # status message id → the text it shows (bot/notify.py edits it only when that changes)
        self.status_shown: dict[int, str] = {}
        # announcements (bot/outbox.py, bot/threads.py): the bot's own posting outside an
        # interaction (a Poster; None until a Discord client sets it), the outbox, thread renames
        from ..outbox import Outbox
        from ..threads import Renamer

        self.poster: Any = None
        self.outbox = Outbox(self)
        self.renames = Renamer()
        self.replays = Replays()  # each interaction is answered once

    @property
    def store(self) -> Store:
        return self.sessions.store

    @property
    def sealer(self):
        """Seals and opens unfinished games' records (bot/sealing.py) with the bot's key."""
        from ..sealing import Sealer

        return Sealer(self.store, self.config.seal_key or "")

    async def public_locale(self, guild_id: int | None) -> str:
        if guild_id is not None:
            stored = await self.store.get_guild_locale(guild_id)
            if stored in LOCALES:
                return stored
        return normalize_locale(self.config.locale)

    async def reader_locale(self, user_id: int, guild_id: int | None, client_locale: Any = None) -> str:
        """The user's stored choice, else their client's language (cs/en), else the public one."""
        stored = await self.store.get_user_locale(user_id)
        if stored in LOCALES:
            return stored
        client = discord_locale(client_locale)
        if client is not None:
            return client
        return await self.public_locale(guild_id)

    async def public_board(self, guild_id: int | None) -> tuple[str, str]:
        """The server's board theme and layout together (one read of its settings)."""
        from ..board_prefs import LAYOUT, THEME

        settings = await self.store.get_guild_settings(guild_id) if guild_id is not None else {}
        return THEME.pick(settings), LAYOUT.pick(settings)

    async def reader_theme(self, user_id: int, guild_id: int | None) -> str:
        """The user's board theme (user setting ``theme``), else the server's: for the pictures
        they ask for."""
        from ..board_prefs import THEME

        return await THEME.reader(self.store, user_id, guild_id)

    async def reader_layout(self, user_id: int, guild_id: int | None) -> str:
        """The user's board layout (user setting ``layout``), else the server's: for the pictures
        they ask for."""
        from ..board_prefs import LAYOUT

        return await LAYOUT.reader(self.store, user_id, guild_id)

    async def board_png(self, state: GameState, locale: str, caption: str = "",
                        before: GameState | None = None, theme: str | None = None,
                        layout: str | None = None) -> bytes | None:
        """The board picture, drawn off the event loop; None if drawing failed. ``caption``: what
        the last move did, in words; ``before``: the state before it (its changes are framed);
        ``theme``: light or dark (None: light); ``layout``: wide or phone (None: wide)."""
        presenter = present.Presenter(locale)

        def labels() -> Any:
            words = presenter.labels(state)
            if words is not None and hasattr(words, "caption"):  # a kit.Words picture shows the last move
                words.caption = caption
                words.previous = before.view(None) if before is not None else None
            if words is not None and theme is not None and hasattr(words, "theme"):
                words.theme = theme
            if words is not None and layout is not None and hasattr(words, "layout"):
                words.layout = layout
            return words

        def draw() -> tuple[bytes, float]:
            t0 = time.perf_counter()
            png = self.renderer(state, labels())
            return png, time.perf_counter() - t0

        asked = time.perf_counter()
        try:
            if self.render_pool is not None and self.renderer is _render:  # drawn in a render process
                from vypravci import render

                drawn = await self.render_pool.render(render.render_state, state, labels())
                png, seconds, where = drawn.png, drawn.seconds, drawn.where
            else:
                (png, seconds), where = await asyncio.to_thread(draw), "thread"
        except Exception:
            metrics.ERRORS.labels("render").inc()
            log.exception("rendering the board failed")
            return None
        metrics.observe_render(state.game.id, seconds, time.perf_counter() - asked, where)
        return png


# ---------------------------------------------------------------------------------------- text
def clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


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
        from ..rights import host_name

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
        from ..rules import section

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


def step_lines(p: Presenter, state: GameState, steps: list[Step]) -> list[str]:
    return [line for step in steps for line in p.events(state, step.events)]


# ---------------------------------------------------------------------------------------- posting
async def post_board(ctx: Replier, app: App, place: Place, game: StoredGame, state: GameState,
                     seq: int, lines: list[str], ping: bool = True, caption: str = "",
                     before: GameState | None = None, raise_failure: bool = False,
                     record: GameRecord | None = None) -> None:
    """Post ``lines``, then the final scores or a ping for the next human (with their buttons),
    and the board picture — everyone in the channel sees it, in the channel's language.
    With ``ping`` it is an announcement (bot/outbox.py): marked right after it is posted, or
    retried by the outbox if the post fails (``raise_failure``: the outbox's own attempt).
    ``record``: the game's effective record at ``seq`` when the caller has it (else it is read)."""
    from ..notify import board_mode

    p = Presenter(place.locale)
    drawing = None  # the board is drawn (in a render process) while the words are put together
    if not (ping and board_mode(game) == "off"):
        theme, layout = await app.public_board(place.guild_id)
        drawing = asyncio.ensure_future(app.board_png(state, place.locale, caption, before, theme=theme, layout=layout))
    try:
        text, view, mention = await _turn_words(app, place, game, state, seq, lines, ping, record)
        await retire_turn_message(ctx, app, place)  # the old buttons go while the board is drawn
        png = await drawing if drawing is not None else None
    finally:
        if drawing is not None and not drawing.done():  # failed meanwhile: nobody waits for the board
            drawing.cancel()
    file = None
    shown = game.move_count if state.is_terminal() else seq  # the log length this post shows
    if png is not None:  # named by it: the outbox finds a post that got through before a crash
        file = Attachment(board_file(game, shown), png)
    elif not ping or board_mode(game) != "off":
        text.append(p.t("board-failed"))
    if ping and file is None:  # no picture to know it by after a retry or a crash (bot/once.py)
        text.append(p.t("announce-mark", id=str(game.id), seq=str(shown)))
    if ping and game.meta.get("thread") == place.channel_id and app.poster is not None:
        try:  # the game moves: a thread Discord archived meanwhile is opened again
            await app.poster.reopen(place.channel_id)
        except DISCORD_FAILURES:
            log.warning("could not unarchive thread %s", place.channel_id)
    try:
        sent = await ctx.public("\n".join(text) or p.t("board-title", game=p.game_title(game.game)),
                                file=file, view=view, mention=mention)
    except DISCORD_FAILURES:  # it may have been posted all the same: the outbox looks before posting
        metrics.DISCORD_FAILURES.labels("announce" if not raise_failure else "catch-up").inc()
        if raise_failure or not ping:
            raise
        log.warning("announcing game %s failed; the outbox retries it", game.id)
        app.outbox.retry_later(game.id)
        return
    if view is not None and not state.is_terminal() and sent is not None and getattr(sent, "id", None):
        # every turn message still live here; a post racing this one may have retired the
        # channel's list before this one joined it, so the next post retires them all
        app.turn_messages.setdefault(place.channel_id, []).append((sent.id, view))  # History: never retired
    if ping:  # announced: mark it at once, then the pinned status and the DM
        from ..notify import after_announcement

        await after_announcement(app, game, state, shown, place.locale)


async def _turn_words(app: App, place: Place, game: StoredGame, state: GameState, seq: int,
                      lines: list[str], ping: bool, record: GameRecord | None = None
                      ) -> tuple[list[str], discord.ui.View | None, int | None]:
    """A board post's text (``lines``, then the final scores or the next human's ping with what
    happened since their last move), its components and whom it mentions."""
    from ..notify import ping_lines

    p = Presenter(place.locale)
    text, view, mention = list(lines), board_view(game, state, seq, place.locale), None
    if state.is_terminal():
        text.extend(p.final_scores(state))
        return text, view, None
    seat = state.to_act()
    s = state.seats[seat]
    if s.kind == "human" and s.user_id is not None:
        who = Mention(f"<@{s.user_id}>") if ping else s.name
        text.append(p.t("turn-ping" if ping else "turn-waiting", player=who, game=p.game_title(game.game)))
        mention = s.user_id if ping else None
        if ping:  # what happened since their last move, the link
            record = record or await app.store.record(game.id)  # replayed off the event loop
            text.extend(await asyncio.to_thread(ping_lines, place.locale, game, record, seat))
    return text, view, mention


def board_file(game: StoredGame, seq: int) -> str:
    """The board picture's file name: the game and the log length it shows."""
    return f"{game.game}-{game.id}-{seq}.png"


def board_view(game: StoredGame, state: GameState, seq: int, locale: str) -> discord.ui.View | None:
    """The buttons under a board post: a finished game's "History" button, else the turn
    buttons of the person to act (built for log length ``seq``), else none (an AI is to act)."""
    if state.is_terminal():
        from .history import open_view  # page back through the game

        return open_view(game.id, locale)
    seat = state.to_act()
    s = state.seats[seat] if seat is not None else None
    if s is None or s.kind != "human" or s.user_id is None:
        return None
    return face_of(game.game).turn_view(state, game.id, seq, locale)


def board_marks(game: StoredGame, state: GameState, seq: int, locale: str) -> set[str]:
    """What tells the post of ``game`` at log length ``seq`` among the channel's messages
    without its picture (``board=off``; the outbox after a crash): the custom ids of its buttons
    that a post of another length lacks (they name the length), or a finished game's History
    button (there is one last post). Empty where the post has no such buttons."""
    ids = _custom_ids(board_view(game, state, seq, locale))
    if state.is_terminal():
        return ids
    return ids - _custom_ids(board_view(game, state, seq + 1, locale))


def _custom_ids(view: Any) -> set[str]:
    items = getattr(view, "children", None) or []
    return {cid for cid in (getattr(item, "custom_id", None) for item in items) if cid}


async def retire_turn_message(ctx: Replier, app: App, place: Place) -> None:
    """Disable the buttons of the channel's previous turn message: the state they were built
    from is gone (a press on one that slipped through is answered with what changed)."""
    retire = getattr(ctx, "retire", None)
    if retire is None:  # a poster that cannot edit: the next one that can retires them all
        return
    olds = app.turn_messages.pop(place.channel_id, [])
    for message_id, view in olds:
        for item in getattr(view, "children", []):
            inner = getattr(item, "item", item)  # a DynamicItem wraps its button or select
            if hasattr(inner, "disabled"):
                inner.disabled = True
        try:
            await retire(message_id, view)
        except DISCORD_FAILURES:
            metrics.DISCORD_FAILURES.labels("retire").inc()
            log.warning("could not disable the buttons of message %s", message_id)


async def post_outcome(ctx: Replier, app: App, place: Place, outcome: Outcome,
                       header: list[str] | None = None, before: GameState | None = None) -> None:
    """What a request changed (the player's move and any AI moves after it) and the new board."""
    p = Presenter(place.locale)
    state, game, seq = outcome.state, outcome.game, 0
    if not state.is_terminal() and outcome.seq is not None:  # the state and the seq its buttons carry
        seq = outcome.seq
    elif not state.is_terminal():
        try:
            live = await app.sessions.live(place.channel_id)
            if live.game.id == game.id:
                state, seq = live.state, live.seq  # the state and the seq its buttons carry
        except Refusal:
            pass
    lines = [*(header or []), *step_lines(p, outcome.state, outcome.steps)]
    caption = " · ".join(step_lines(present.Presenter(place.locale), outcome.state, outcome.steps))
    await post_board(ctx, app, place, game, state, seq, lines, caption=caption.replace("**", ""), before=before,
                     record=outcome.record if outcome.seq == seq else None)


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
    async with app.outbox.lock(live.game.id):  # one announcer per game (bot/outbox.py)
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
        except DISCORD_FAILURES[1:]:  # no answer at all: once more (40060 if the first had arrived)
            await self._defer()
        if not self.is_component:
            self.placeholder = True
        metrics.observe_ack("component" if self.is_component else "command",
                            getattr(self.interaction, "created_at", None))
        metrics.observe_ack("component" if self.is_component else "command",
                            getattr(self.interaction, "created_at", None))

    async def _defer(self) -> None:
        response = self.interaction.response
        try:
            if self.is_component:
                await response.defer()
            else:
                await response.defer(ephemeral=True, thinking=True)
        except discord.HTTPException as err:
            if err.code != 40060:
                raise
            # Discord took the first callback and answered 5xx; discord.py sent it again and was
            # refused "already acknowledged": it is deferred, so answer by followups from now on
            response._response_type = (discord.InteractionResponseType.deferred_message_update if self.is_component
                                       else discord.InteractionResponseType.deferred_channel_message)

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
            metrics.observe_ack("autocomplete", getattr(interaction, "created_at", None))


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
        metrics.observe_component(getattr(item, "custom_id", ""), getattr(interaction, "created_at", None))
    except Exception:
        metrics.ERRORS.labels("component").inc()
        log.exception("component %s failed", getattr(item, "custom_id", "?"))
        try:
            text = i18n.t(locale, "error-generic")
            if interaction.response.is_done():
                await interaction.followup.send(text, ephemeral=True)
            else:
                await interaction.response.send_message(text, ephemeral=True)
        except discord.HTTPException:
            pass


class Handled:
    """Mixin of every persistent component: a press runs the item's ``handle`` through
    ``run_item`` (acknowledgement, roles, errors)."""

    async def callback(self, interaction: discord.Interaction) -> None:
        await run_item(interaction, self)
