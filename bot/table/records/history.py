"""A finished game looked back at, move by move; and records brought in from a file (import).

History: page 0 is the set-up, page n the board after the game's n-th action, with that action in
words. A page is rebuilt from the stored record alone (so its buttons carry only the game id and
the page and work after a restart). Only games of the asker's own server are shown, and only from
the onlooker's view (the same words as ``/game log``, the same picture as the public board).

Import: a record file as ``/game export`` writes it (or a fixture ``{"record": …}``; an unfinished
game's export is sealed and opened here with the bot's key, bot/table/records/sealing.py) is replayed with the
checked replay; a bad file or move is refused with the move's number and the rule's words, and
nothing is stored. A good record is stored in the channel with nobody in its seats (bot/table/claims.py):
a finished game as history only, an unfinished one as a table whose seats wait to be claimed.
"""
from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass

from pydantic import ValidationError

from vypravci.games.core import Event, GameRecord, GameState, RuleError, get_game, new_state

from ..claims import CLAIMS, unclaimed
from ...store.limits import clean_name
from ..rights import HOST_NAME
from ...commands.present import Presenter
from .replay import DamagedRecord, replay_checked
from .sealing import Sealer, is_sealed
from ..seats import control_seats
from ..refusal import Refusal
from ..session import Sessions
from .stats import IMPORTED, save_result
from ...store import ChannelBusy, Store, StoredGame

OVER = ("finished", "abandoned")  # games whose history may be looked at
MAX_RECORD_BYTES = 2_000_000  # a record file larger than this is refused unread


# ---------------------------------------------------------------------------------------- finding
async def find_game(store: Store, guild_id: int | None, channel_id: int, game_id: int | None = None) -> StoredGame:
    """The game to look back at: ``game_id`` if it is over and of this server, else the channel's
    latest finished game (a thread's parent channel finds the games of its threads too)."""
    if game_id is not None:
        g = await store.get_game(game_id)
        if g is None or g.guild_id != guild_id:
            raise Refusal("history-no-such-game", id=str(game_id))
        if g.status not in OVER:
            raise Refusal("history-not-over", id=str(game_id))
        return g
    games = [g for g in (await store.games_in_guild(guild_id) if guild_id is not None else [])
             if g.status == "finished" and channel_id in (g.channel_id, g.meta.get("parent"))]
    if not games:
        raise Refusal("history-none-here")
    return games[-1]


async def over_games(store: Store, guild_id: int | None) -> list[StoredGame]:
    """The server's games that are over, newest first (for autocomplete)."""
    if guild_id is None:
        return []
    return [g for g in reversed(await store.games_in_guild(guild_id)) if g.status in OVER]


# ---------------------------------------------------------------------------------------- pages
@dataclass
class Page:
    game: StoredGame
    index: int  # 0: the set-up; n: after the n-th action
    total: int  # the record's actions
    state: GameState
    before: GameState | None  # the state before this page's action (its changes are framed)
    events: list[Event]


def page_at(game: StoredGame, record: GameRecord, index: int) -> Page:
    """Replay ``record`` to page ``index`` (clamped to 0…actions). Raises Refusal if it breaks."""
    total = len(record.actions)
    index = max(0, min(index, total))
    try:
        state = new_state(record)
        before, events = None, []
        for i, data in enumerate(record.actions[:index], 1):
            if i == index:
                before = state.clone()
            events = state.apply(data)
    except Exception:  # noqa: BLE001 - a damaged record: say so, never crash the button
        raise Refusal("history-damaged", id=str(game.id)) from None
    return Page(game, index, total, state, before, list(events))


async def load_page(store: Store, game: StoredGame, index: int) -> Page:
    """``page_at`` over the stored record, replayed off the event loop."""
    record = await store.record(game.id)
    return await asyncio.to_thread(page_at, game, record, index)


def page_lines(p: Presenter, page: Page) -> list[str]:
    """The page's text: the game and page, the move in words; the final scores on the last page."""
    head = p.t("history-title", game=p.game_title(page.game.game), id=str(page.game.id))
    where = p.t("history-setup") if page.index == 0 else p.t("history-move", n=page.index, total=page.total)
    lines = [f"**{head}** — {where}"]
    if page.index > 0:
        lines.extend(p.events(page.state, page.events) or [p.t("history-no-words")])
    if page.index == page.total and page.state.is_terminal():
        lines.extend(p.final_scores(page.state))
    elif page.index == page.total and page.game.status == "abandoned":
        lines.append(p.t("history-abandoned"))
    return lines


def caption(locale: str, page: Page) -> str:
    """The move's words for the picture's caption (plain text)."""
    return " · ".join(Presenter(locale).events(page.state, page.events)).replace("**", "")


# ---------------------------------------------------------------------------------------- import
def parse_file(data: bytes) -> object:
    """A record file's JSON (a fixture's ``record`` unwrapped); Refusal if it is none."""
    if len(data) > MAX_RECORD_BYTES:
        raise Refusal("import-too-big", limit=MAX_RECORD_BYTES // 1000)
    try:
        raw = json.loads(data.decode("utf-8-sig"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise Refusal("import-not-json") from None
    if isinstance(raw, dict) and isinstance(raw.get("record"), dict):
        raw = raw["record"]
    return raw


async def read_record(data: bytes, sealer: Sealer | None) -> tuple[GameRecord, bool]:
    """The record a file holds, and whether it came sealed (opened with ``sealer``'s key: an
    unfinished game's export). Old exports, unsealed, still read; Refusal if it is no record."""
    raw = parse_file(data)
    sealed = is_sealed(raw)
    if sealed:
        if sealer is None:
            raise Refusal("import-sealed-other-key")
        raw = await sealer.open(raw["sealed"])
    return record_of(raw), sealed


def parse_record(data: bytes) -> GameRecord:
    """A record from an unsealed file's bytes (an export of a finished game, an old export, a
    fixture's ``record``); Refusal if it is none or sealed (``read_record`` opens those)."""
    raw = parse_file(data)
    if is_sealed(raw):
        raise Refusal("import-sealed-other-key")
    return record_of(raw)


def record_of(raw: object) -> GameRecord:
    """A checked ``GameRecord`` from JSON data; Refusal naming the first bad field, or the game."""
    try:
        record = GameRecord.model_validate(raw)
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(x) for x in first.get("loc", ())) or "?"
        raise Refusal("import-not-record", field=where) from None
    try:
        get_game(record.game)
    except Exception:  # noqa: BLE001 - the registry's own error for an unknown id
        raise Refusal("import-unknown-game", game=record.game) from None
    return record


def check_record(record: GameRecord, locale: str) -> GameState:
    """The record's final state by the checked replay; Refusal naming the first broken move, the
    rule's own words included (the engine's refusal, worded at the state before that move)."""
    try:
        return replay_checked(record)
    except DamagedRecord as err:
        damage, cause = err.damage, err.__cause__
        if damage.good is None:
            raise Refusal("import-bad-setup", reason=_reason(None, cause, damage.reason, locale)) from None
        before = replay_checked(record.model_copy(update={"actions": record.actions[:damage.good]}))
        raise Refusal("import-bad-move", move=damage.move, count=len(record.actions),
                      reason=_reason(before, cause, damage.reason, locale)) from None


def _reason(state: GameState | None, cause: BaseException | None, fallback: str, locale: str) -> str:
    if isinstance(cause, RuleError):
        try:
            return Presenter(locale).error(state, cause)
        except Exception:  # noqa: BLE001 - wording must never hide the refusal itself
            return cause.key
    return Presenter(locale).t("import-move-unreadable", reason=fallback)  # the engine failed on its data


async def import_record(sessions: Sessions, guild_id: int | None, channel_id: int, user_id: int,
                        record: GameRecord, state: GameState, sealed: bool = False,
                        seat_named: bool = False, host_name: str | None = None) -> StoredGame:
    """Store a checked record in the channel (which must hold no open game): its options, seed,
    every action, and its seats with nobody in them (bot/table/claims.py) — finished (with its result)
    as history only if ``state`` is over, else active with its human seats to be claimed (and if
    no seat waits and an AI is to act, it moves). The importer is the host. Announced as it
    stands. ``sealed``: it came sealed (its chance unknown to whoever held the file);
    ``seat_named``: the people it names sit in their seats at once (the console: one keyboard
    plays every seat); ``host_name``: the importer's name (their seat may wait to be claimed)."""
    store = sessions.store
    options = get_game(record.game).parse_options(record.options).model_dump(mode="json")
    count = len(record.actions)
    seats, claims = (list(record.seats), {}) if seat_named else unclaimed(record.seats)
    if state.is_terminal():
        claims = {}
        control_seats(state, seats, {})  # the result names nobody either
    async with sessions.lock(channel_id):
        try:
            g = await store.create_game(guild_id, channel_id, user_id, record.game, options, record.seed,
                                        seats, status="lobby")
        except ChannelBusy:
            raise Refusal("import-channel-busy") from None
        await store.update_meta(g.id, {IMPORTED: {"by": user_id, "sealed": sealed}, CLAIMS: claims or None,
                                       HOST_NAME: clean_name(host_name) if host_name else None})
        await store.mark_announced(g.id, count)  # the import's own message announces it
        g = await store.start_game(g.id, seats, expected_version=g.version)
        for seq, action in enumerate(record.actions):
            await store.append_action(g.id, seq, action, finish=state.is_terminal() and seq == count - 1)
        if state.is_terminal():
            await save_result(store, g.id, state, seats)
    if not state.is_terminal():  # the table as it stands: an AI seat to act moves (unless seats wait)
        await sessions.arrange(channel_id, lambda live: {})
    return await store.get_game(g.id)
