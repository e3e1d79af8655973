"""A server's tables, seen from above: whose turn it is where, which games run, the server's
settings and the checks they impose, and the sweep that closes lobbies nobody started.

Transport-agnostic: the Discord face (bot/discord/cogs/server.py) and the console both use it. The
server's settings are the store's guild settings (``store.update_guild_settings``); the keys are
documented in docs/play-by-post.md (## Server tools).
"""
from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from typing import Awaitable, Callable

from vypravci.games.core import GameState, get_game

from ..faces import face_of
from ..words.i18n import i18n
from ..store.limits import CREATORS, DAY, GAME_LIMIT_MAX, HOUR, LOBBY_TIMEOUTS, SERVER_PACES, shown
from ..commands.paging import pages
from ..commands.present import Presenter
from .rights import host_name, is_seated  # noqa: F401 - who plays at a table (bot/table/rights.py), also for the cogs
from .refusal import Refusal
from .session import Sessions
from ..store import StaleState, Store, StoredGame, WrongStatus

log = logging.getLogger(__name__)

# ---------------------------------------------------------------------------------------- settings
# the values each setting may take are bot/store/limits.py's (the store reads and writes them through it)
PACES = SERVER_PACES  # the default pace (guild setting ``pace``)
DEFAULTS = {"creators": "everyone", "pace": "off", "game_limit": 0, "lobby_timeout": 2 * DAY}
MAX_GAME_LIMIT = GAME_LIMIT_MAX
OPENED = "lobby_opened"  # meta: when the lobby opened, on app.clock (epoch seconds)
LOBBY_MESSAGE = "lobby_message"  # meta: the lobby message's id (its buttons go when it closes)
SWEEP_MAX = HOUR  # the lobby sweep looks at least this often (a new lobby may have appeared)


def server_settings(stored: dict) -> dict:
    """The server's settings with the defaults filled in (unknown or broken values ignored)."""
    out = dict(DEFAULTS)
    if stored.get("creators") in CREATORS:
        out["creators"] = stored["creators"]
    if isinstance(stored.get("creator_role"), int):
        out["creator_role"] = stored["creator_role"]
    if out["creators"] == "role" and "creator_role" not in out:
        out["creators"] = "everyone"  # a role mode without a role would lock everyone out
    if stored.get("pace") in PACES:
        out["pace"] = stored["pace"]
    if isinstance(stored.get("game_limit"), int) and 0 <= stored["game_limit"] <= MAX_GAME_LIMIT:
        out["game_limit"] = stored["game_limit"]
    if isinstance(stored.get("lobby_timeout"), int) and stored["lobby_timeout"] > 0:
        out["lobby_timeout"] = stored["lobby_timeout"]
    return out


async def settings_of(store: Store, guild_id: int | None) -> dict:
    return server_settings(await store.get_guild_settings(guild_id) if guild_id else {})


def settings_patch(creators: str | None = None, role: int | None = None, pace: str | None = None,
                   game_limit: int | None = None, lobby_timeout: int | None = None,
                   stored: dict | None = None) -> dict:
    """The guild-settings patch for what an admin chose (None: unchanged). Naming a role alone
    switches the server to "members with this role"; a refused choice raises a Refusal."""
    patch: dict = {}
    if role is not None:
        patch["creator_role"] = role
        creators = creators or "role"
    if creators is not None:
        if creators not in CREATORS:
            raise Refusal("server-bad-value", setting="creators", value=shown(creators), allowed=", ".join(CREATORS))
        if creators == "role" and role is None and not isinstance((stored or {}).get("creator_role"), int):
            raise Refusal("server-role-needed")
        patch["creators"] = creators
    if pace is not None:
        if pace not in PACES:
            raise Refusal("server-bad-value", setting="pace", value=shown(pace), allowed=", ".join(PACES))
        patch["pace"] = pace
    if game_limit is not None:
        if not 0 <= game_limit <= MAX_GAME_LIMIT:
            raise Refusal("server-bad-value", setting="game_limit", value=shown(game_limit), allowed=f"0–{MAX_GAME_LIMIT}")
        patch["game_limit"] = game_limit or None  # 0: no limit (the key goes)
    if lobby_timeout is not None:
        if lobby_timeout not in LOBBY_TIMEOUTS.values():
            raise Refusal("server-bad-value", setting="lobby_timeout", value=shown(lobby_timeout),
                          allowed=", ".join(map(str, LOBBY_TIMEOUTS.values())))
        patch["lobby_timeout"] = lobby_timeout
    return patch


# ---------------------------------------------------------------------------------------- checks
@dataclass(frozen=True)
class Member:
    """What the server's checks need to know of a member: may they manage the server, their roles."""

    manager: bool = False
    roles: frozenset[int] = frozenset()




async def open_games(store: Store, guild_id: int, user_id: int) -> list[StoredGame]:
    """The user's games on the server in the lobby or running."""
    return [g for g in await store.games_in_guild(guild_id)
            if g.status in ("lobby", "active") and is_seated(g, user_id)]


async def check_game_limit(store: Store, guild_id: int | None, user_id: int) -> None:
    """Refuse a new seat (opening or joining a table) beyond the server's ``game_limit``."""
    if not guild_id:
        return
    limit = (await settings_of(store, guild_id))["game_limit"]
    if not limit:
        return
    count = len(await open_games(store, guild_id, user_id))
    if count >= limit:
        raise Refusal("server-game-limit", count=count, limit=limit)


async def check_may_open(store: Store, guild_id: int | None, user_id: int, member: Member) -> None:
    """Refuse ``/game new`` to a member the server's ``creators`` setting leaves out, or beyond
    the ``game_limit``. Members who may manage the server pass the creators check always."""
    if not guild_id:
        return
    settings = await settings_of(store, guild_id)
    mode = settings["creators"]
    if mode == "admins" and not member.manager:
        raise Refusal("server-create-admins")
    if mode == "role" and not member.manager and settings["creator_role"] not in member.roles:
        raise Refusal("server-create-role", role=f"<@&{settings['creator_role']}>")
    await check_game_limit(store, guild_id, user_id)


# ---------------------------------------------------------------------------------------- listings
@dataclass
class Turn:
    """A game waiting for the asking user: the stored row, the current state, the seat to act."""

    game: StoredGame
    state: GameState
    seat: int


async def my_turns(sessions: Sessions, guild_id: int, user_id: int) -> list[Turn]:
    """The server's running games where a human seat the user controls must act. Only the games
    the user sits at are looked at (their state comes from the sessions' cache, or one replay);
    a game whose record does not replay is left out. Deadlines first, then the longest waiting."""
    turns = []
    for g in await sessions.store.games_in_guild(guild_id):
        if g.status != "active" or not is_seated(g, user_id):
            continue
        try:
            live = await sessions.live(g.channel_id)
        except Refusal:
            continue
        if live.game.id != g.id:
            continue
        seat = Sessions.seat_of(live, user_id)
        to_act = live.state.to_act()
        if seat is None or to_act != seat or live.state.seats[seat].kind != "human":
            continue
        turns.append(Turn(g, live.state, seat))  # the row as read now (its deadline may be newer)
    turns.sort(key=lambda t: (_deadline(t.game) or float("inf"), t.game.updated_at))
    return turns


def _deadline(g: StoredGame) -> float | None:
    d = g.meta.get("deadline")
    return float(d) if isinstance(d, (int, float)) else None


async def running_tables(store: Store, guild_id: int) -> tuple[list[StoredGame], list[StoredGame]]:
    """The server's running games and its open lobbies, oldest first."""
    games = [g for g in await store.games_in_guild(guild_id) if g.status in ("lobby", "active")]
    return [g for g in games if g.status == "active"], [g for g in games if g.status == "lobby"]


def jump_link(guild_id: int | None, channel_id: int) -> str:
    """A link that opens the game's channel or thread in Discord."""
    return f"https://discord.com/channels/{guild_id or '@me'}/{channel_id}"


# ---------------------------------------------------------------------------------------- words
def duration_text(locale: str, seconds: int) -> str:
    """"2 days", "6 hours" (Czech in the accusative: "za 2 dny", "za 6 hodin")."""
    if seconds % DAY == 0:
        return i18n.t(locale, "server-duration", unit="days", count=seconds // DAY)
    return i18n.t(locale, "server-duration", unit="hours", count=max(1, round(seconds / HOUR)))


def waits_for(state: GameState, locale: str, slash: bool = True) -> str:
    """The commands the player to act may answer with (``/mx build`` …; the console: ``build``),
    and the face's word on the phase when it has one."""
    decision = state.decision()
    face = face_of(state.game.id)
    group = i18n.lookup(locale, f"cmd-{face.prefix}-name") or face.prefix
    names = []
    for kind in decision.types if decision is not None else ():
        name = i18n.lookup(locale, f"cmd-{face.prefix}-{kind.replace('_', '-')}-name") or kind
        names.append(f"/{group} {name}" if slash else name)
    text = ", ".join(dict.fromkeys(names)) or "—"
    hint = face.turn_hint(state, locale)
    return f"{text} ({hint})" if hint else text


def _bold(text: str, markdown: bool) -> str:
    return f"**{text}**" if markdown else text


def mine_lines(p: Presenter, turns: list[Turn], on_discord: bool = True,
               escape: Callable[[str], str] = lambda name: name) -> list[str]:
    """/game mine in words: a title, then a line per game (its deadline and link on Discord)."""
    if not turns:
        return [p.t("server-mine-none")]
    lines = [_bold(p.t("server-mine-title", count=len(turns)), on_discord)]
    for t in turns:
        players = ", ".join(escape(s.name) for s in t.state.seats)
        line = "• " + p.t("server-mine-line", game=p.game_title(t.game.game), players=players,
                          actions=waits_for(t.state, p.locale, on_discord))
        deadline = _deadline(t.game)
        if on_discord and deadline is not None:
            line += " · " + p.t("server-deadline", when=f"<t:{int(deadline)}:R>")
        if on_discord:
            line += " · " + jump_link(t.game.guild_id, t.game.channel_id)
        lines.append(line)
    return lines


def list_lines(p: Presenter, active: list[StoredGame], lobbies: list[StoredGame], on_discord: bool = True,
               escape: Callable[[str], str] = lambda name: name) -> list[str]:
    """/game list in words: the running games, then the open tables, each with its players."""
    if not active and not lobbies:
        return [p.t("server-list-none")]

    def tail(g: StoredGame) -> str:
        return " · " + jump_link(g.guild_id, g.channel_id) if on_discord else ""

    def players(g: StoredGame) -> str:
        return ", ".join(escape(s.name) for s in g.seats)

    lines = []
    if active:
        lines.append(_bold(p.t("server-list-active", count=len(active)), on_discord))
        lines += ["• " + p.t("server-list-game", game=p.game_title(g.game), players=players(g)) + tail(g)
                  for g in active]
    if lobbies:
        lines.append(_bold(p.t("server-list-lobbies", count=len(lobbies)), on_discord))
        for g in lobbies:
            game = get_game(g.game)
            most = max(game.player_counts(game.parse_options(g.options)))
            lines.append("• " + p.t("server-list-lobby", game=p.game_title(g.game), count=len(g.seats), max=most,
                                    host=host_name(g), players=players(g)) + tail(g))
    return lines


# ---------------------------------------------------------------------------------------- lobby expiry
async def remember_lobby(store: Store, g: StoredGame, message_id: int | None) -> None:
    """Keep the lobby message's id, so its buttons can be taken away when the lobby closes."""
    if message_id:
        await store.update_meta(g.id, {LOBBY_MESSAGE: message_id})


Announce = Callable[[StoredGame, int], Awaitable[None]]  # (closed lobby, its timeout in seconds)


class LobbySweeper:
    """Closes lobbies nobody started within their server's ``lobby_timeout`` (as abandoned, meta
    ``closed: "lobby_timeout"``) and has each announced in its channel. Waits on ``clock``; looks
    only at the guilds ``owns`` (this process's shards). A lobby's age counts from ``meta
    lobby_opened`` (set by /game new; a lobby without it is stamped when the sweep first sees it)."""

    def __init__(self, sessions: Sessions, clock, announce: Announce,
                 owns: Callable[[int | None], bool] = lambda guild_id: True) -> None:
        self.sessions, self.clock, self.announce, self.owns = sessions, clock, announce, owns
        self.passes = 0  # sweeps done
        self.sweeping = False  # a pass is under way
        self._swept: asyncio.Event | None = None

    async def sweep(self) -> float:
        """One pass: close what is due. Returns when (on the clock) the next lobby falls due."""
        self.sweeping = True
        try:
            return await self._sweep()
        finally:
            self.sweeping = False
            self._passed()

    async def _sweep(self) -> float:
        store, now = self.sessions.store, self.clock.now()
        next_due = now + SWEEP_MAX
        timeouts: dict[int, int] = {}
        for g in await store.active_games():
            if g.status != "lobby" or not g.guild_id or not self.owns(g.guild_id):
                continue
            if g.guild_id not in timeouts:
                timeouts[g.guild_id] = (await settings_of(store, g.guild_id))["lobby_timeout"]
            opened = g.meta.get(OPENED)
            if not isinstance(opened, (int, float)):
                await store.update_meta(g.id, {OPENED: now})
                opened = now
            due = opened + timeouts[g.guild_id]
            if due > now:
                next_due = min(next_due, due)
            elif await self.close(g):
                try:
                    await self.announce(g, timeouts[g.guild_id])
                except Exception:  # the lobby is closed either way; the channel may be gone
                    log.exception("could not announce the closed lobby %s in channel %s", g.id, g.channel_id)
        return max(now + 1.0, next_due)

    def _passed(self) -> None:
        self.passes += 1
        if self._swept is not None:
            self._swept.set()
            self._swept = None

    async def wait_passes(self, count: int) -> None:
        """Until ``count`` passes are done (tests: let a sweep woken by the clock finish)."""
        while self.passes < count:
            if self._swept is None:
                self._swept = asyncio.Event()
            await self._swept.wait()

    async def close(self, g: StoredGame) -> bool:
        """Abandon the lobby unless someone started (or closed) it meanwhile."""
        sessions = self.sessions
        async with sessions.lock(g.channel_id):
            try:
                await sessions.store.set_status(g.id, "abandoned", expected_status=("lobby",))
            except (WrongStatus, StaleState):
                return False
        await sessions.store.update_meta(g.id, {"closed": "lobby_timeout"})
        log.info("lobby %s (%s, channel %s) closed: nobody started it", g.id, g.game, g.channel_id)
        return True

    async def run(self) -> None:
        """Sweep for ever, sleeping on the clock until the next lobby falls due."""
        while True:
            try:
                due = await self.sweep()
            except Exception:
                log.exception("the lobby sweep failed; trying again later")
                due = self.clock.now() + SWEEP_MAX
            await self.clock.sleep_until(due)  # a moment already past: the next pass at once
