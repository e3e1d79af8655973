"""Posting a board: the moves in words, the final scores or the next player's ping with the
components to act, and the board picture drawn off the event loop; the previous turn message's
buttons retired. An announcement (``ping``) is marked in the outbox once posted (bot/table/outbox.py).
"""
from __future__ import annotations

import asyncio
import logging
from typing import TYPE_CHECKING, Any

import discord

from vypravci.games.core import GameRecord, GameState

from ..commands import present
from ..store import StoredGame
from ..table.refusal import Refusal
from ..table.session import Outcome, Step
from . import telemetry
from .notify import after_announcement, board_mode, ping_lines
from .once import DISCORD_FAILURES
from .talk import Attachment, Mention, Place, Presenter, Replier

if TYPE_CHECKING:
    from .app import App

log = logging.getLogger(__name__)


def step_lines(p: Presenter, state: GameState, steps: list[Step]) -> list[str]:
    return [line for step in steps for line in p.events(state, step.events)]


async def post_board(ctx: Replier, app: App, place: Place, game: StoredGame, state: GameState,
                     seq: int, lines: list[str], ping: bool = True, caption: str = "",
                     before: GameState | None = None, raise_failure: bool = False,
                     record: GameRecord | None = None) -> None:
    """Post ``lines``, then the final scores or a ping for the next human (with their buttons),
    and the board picture — everyone in the channel sees it, in the channel's language.
    With ``ping`` it is an announcement (bot/table/outbox.py): marked right after it is posted, or
    retried by the outbox if the post fails (``raise_failure``: the outbox's own attempt).
    ``record``: the game's effective record at ``seq`` when the caller has it (else it is read)."""
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
    if ping and file is None:  # no picture to know it by after a retry or a crash (bot/discord/once.py)
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
        telemetry.discord_failure("catch-up" if raise_failure else "announce")
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
        await after_announcement(app, game, state, shown, place.locale)


async def _turn_words(app: App, place: Place, game: StoredGame, state: GameState, seq: int,
                      lines: list[str], ping: bool, record: GameRecord | None = None
                      ) -> tuple[list[str], discord.ui.View | None, int | None]:
    """A board post's text (``lines``, then the final scores or the next human's ping with what
    happened since their last move), its components and whom it mentions."""
    p = Presenter(place.locale)
    text, view, mention = list(lines), board_view(app, game, state, seq, place.locale), None
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


def board_view(app: App, game: StoredGame, state: GameState, seq: int, locale: str) -> discord.ui.View | None:
    """The buttons under a board post: a finished game's "History" button (page back through the
    game), else the turn buttons of the person to act (built for log length ``seq``), else none
    (an AI is to act). Which views these are is the app's (``App.history_view``, ``App.turn_view``)."""
    if state.is_terminal():
        return app.history_view(game.id, locale)
    seat = state.to_act()
    s = state.seats[seat] if seat is not None else None
    if s is None or s.kind != "human" or s.user_id is None:
        return None
    return app.turn_view(state, game.id, seq, locale)


def board_marks(app: App, game: StoredGame, state: GameState, seq: int, locale: str) -> set[str]:
    """What tells the post of ``game`` at log length ``seq`` among the channel's messages
    without its picture (``board=off``; the outbox after a crash): the custom ids of its buttons
    that a post of another length lacks (they name the length), or a finished game's History
    button (there is one last post). Empty where the post has no such buttons."""
    ids = _custom_ids(board_view(app, game, state, seq, locale))
    if state.is_terminal():
        return ids
    return ids - _custom_ids(board_view(app, game, state, seq + 1, locale))


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
            telemetry.discord_failure("retire")
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
