"""What follows an announcement: the ping's context, the pinned status message, opt-in DMs.

- The ping names only the player(s) who must act, with the game's name, a short summary of the
  moves since their own last move, and a jump link to the game's thread or channel.
- One status message per game (``meta["status_message"]``), pinned, edited in place after every
  announced move: whose turn, the phase, the public scores, the deadline if ``meta["deadline"]``
  (epoch seconds) exists.
- A player who chose ``/settings notify`` (user setting ``notify_dm``) gets a DM when they must act.
- ``meta["board"]``: ``every`` (default) posts the board picture with each announcement; ``off``
  posts text only (``/game board`` still draws it).
"""
from __future__ import annotations

import logging

import discord

from vypravci.games.core import GameRecord, GameState, new_state

from ..faces import face_of
from ..words.i18n import i18n
from ..store.limits import BOARD_MODES  # a table's board pictures (meta ``board``)
from ..commands.present import Presenter
from ..store import StoredGame
from .once import DISCORD_FAILURES
from .talk import Presenter as DiscordPresenter

log = logging.getLogger(__name__)

SUMMARY_SHOWN = 4  # at most this many moves in a ping's "since your last move"
DM_KEY = "notify_dm"  # user setting: True → a DM when it is your turn
PINS_FULL = 30003  # Discord: "Maximum number of pins reached" (250 a channel)


def _discord_words(locale: str) -> Presenter:
    """The presenter of Discord's messages: players' names escaped (bot/discord/talk.py)."""
    return DiscordPresenter(locale)


def board_mode(game: StoredGame) -> str:
    mode = game.meta.get("board")
    return mode if mode in BOARD_MODES else "every"


def jump_link(guild_id: int | None, channel_id: int) -> str:
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}"


def since_last_move(p: Presenter, record: GameRecord, seat: int, limit: int = SUMMARY_SHOWN) -> list[str]:
    """The moves others made after ``seat``'s own last action, in words (the last ``limit``)."""
    actions = record.actions
    last = max((i for i, a in enumerate(actions) if a.get("seat") == seat), default=-1)
    if last == len(actions) - 1:
        return []
    state = new_state(record)
    lines: list[str] = []
    for i, data in enumerate(actions):
        events = state.apply(data)
        if i > last:
            lines.append(" ".join(p.events(state, events)))
    shown = lines[-limit:]
    if len(lines) > len(shown):
        shown.insert(0, p.t("announce-more", count=len(lines) - len(shown)))
    return shown


def ping_lines(locale: str, game: StoredGame, record: GameRecord, seat: int) -> list[str]:
    """The context under a ping: what happened since the player's last move, and the jump link."""
    p = _discord_words(locale)
    summary = since_last_move(p, record, seat)
    lines = [p.t("announce-since", count=len(summary))] + [f"> {line}" for line in summary] if summary else []
    lines.append(p.t("announce-jump", link=jump_link(game.guild_id, game.channel_id)))
    return lines


def status_text(locale: str, game: StoredGame, state: GameState) -> str:
    """The pinned status: game, phase, players with public scores and the turn marker, deadline."""
    p = _discord_words(locale)
    title = p.game_title(game.game)
    lines = [f"**{p.t('announce-status-title', game=title, id=game.id)}**"]
    round_no = getattr(state, "round", None)  # a game that counts rounds names it so
    if isinstance(round_no, int) and not isinstance(round_no, bool) and round_no > 0 and not state.is_terminal():
        lines.append(p.t("announce-round", round=round_no))
    phase = getattr(state, "phase", None)
    if phase is not None and not state.is_terminal():
        hint = face_of(game.game).turn_hint(state, locale)
        lines.append(p.t("status-phase", phase=hint or phase))
    scores = p.public_scores(state)
    to_act = state.to_act()
    for i, seat in enumerate(state.seats):
        mark = " ◀" if i == to_act else ""
        lines.append(p.t("status-seat", n=i + 1, player=seat.name) + f" — {scores[i]}{mark}")
    if to_act is not None:
        lines.append(p.t("status-to-act", player=state.seats[to_act].name))
        deadline = game.meta.get("deadline")
        if isinstance(deadline, (int, float)):
            lines.append(p.t("announce-deadline", when=f"<t:{int(deadline)}:f> (<t:{int(deadline)}:R>)"))
    elif state.is_terminal():
        lines.extend(p.final_scores(state))
    return "\n".join(lines)[:2000]


async def refresh_status(app, game: StoredGame, state: GameState, locale: str) -> None:
    """Edit the game's pinned status message — only when its text changed (each edit counts in
    the channel's rate limit) — or post and pin it the first time (or when gone). A finished
    game's status is unpinned: pins never pile up toward Discord's 250 a channel."""
    poster = app.poster
    if poster is None:
        return
    text = status_text(locale, game, state)
    known = game.meta.get("status_message")
    shown = app.status_shown
    try:
        if isinstance(known, int) and (shown.get(known) == text or await poster.edit(game.channel_id, known, text=text)):
            shown[known] = text
            if state.is_terminal():
                await unpin_status(app, game)
            return
        message_id = await poster.send(game.channel_id, text, nonce=f"status{game.id}")  # a retry: the same message
        if message_id is None:
            return
        await app.store.update_meta(game.id, {"status_message": message_id})
        shown[message_id] = text
        if not state.is_terminal():
            await pin_status(app, game, message_id, locale)
    except DISCORD_FAILURES:
        from . import telemetry

        telemetry.discord_failure("status")
        log.warning("could not update the status message of game %s", game.id)


async def pin_status(app, game: StoredGame, message_id: int, locale: str) -> None:
    """Pin the status message; a channel at Discord's pin limit (code 30003) is told so once, in
    its language, and the game goes on unpinned."""
    try:
        await app.poster.pin(game.channel_id, message_id)
    except discord.HTTPException as err:
        if err.code != PINS_FULL:
            raise
        log.warning("channel %s is at Discord's pin limit; the status of game %s stays unpinned",
                    game.channel_id, game.id)
        await app.poster.send(game.channel_id, i18n.t(locale, "status-pins-full", id=str(game.id)))


async def unpin_status(app, game: StoredGame) -> None:
    """Unpin the status message of a game that is over (finished or abandoned)."""
    known = game.meta.get("status_message")
    if app.poster is None or not isinstance(known, int):
        return
    try:
        await app.poster.unpin(game.channel_id, known)
    except discord.NotFound:  # deleted meanwhile: nothing pinned any more
        pass
    except DISCORD_FAILURES:
        log.warning("could not unpin the status message of game %s", game.id)


async def dm_to_act(app, game: StoredGame, state: GameState, actor_id: int | None) -> None:
    """A DM to the human who must act, if they asked for one (never to who just moved)."""
    seat = state.to_act()
    if app.poster is None or seat is None or state.is_terminal():
        return
    s = state.seats[seat]
    if s.kind != "human" or s.user_id is None or s.user_id == actor_id:
        return
    settings = await app.store.get_user_settings(s.user_id)
    if not settings.get(DM_KEY):
        return
    locale = await app.reader_locale(s.user_id, game.guild_id)
    text = i18n.t(locale, "announce-dm", game=i18n.game_name(locale, game.game),
                  link=jump_link(game.guild_id, game.channel_id))
    if not await app.poster.dm(s.user_id, text):
        log.info("user %s does not accept DMs", s.user_id)


async def after_announcement(app, game: StoredGame, state: GameState, seq: int, locale: str) -> None:
    """An announcement was posted: mark it in the store at once (the outbox), then edit the pinned
    status message and send the opt-in DM. What fails after the mark is logged, never re-posted."""
    await app.outbox.announced(game, seq)
    fresh = await app.store.get_game(game.id) or game  # meta as stored now (status message id)
    await refresh_status(app, fresh, state, locale)
    try:
        await dm_to_act(app, fresh, state, None)
    except DISCORD_FAILURES:
        log.warning("could not send the turn DM of game %s", game.id)
