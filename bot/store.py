"""SQLite storage for games, their move logs and locale settings (aiosqlite).

The store knows records, not rules: it never imports a game's rules and never checks an action.
A game's moves are an append-only log. Row ``seq`` n (1-based) is the n-th row; a row is either
``kind='action'`` (payload = the action dict) or ``kind='undo'`` (payload = ``{"to": n}``: the
effective action list is cut back to its first n actions). Rows are never updated or deleted.

Optimistic concurrency: writers pass ``expected_seq`` = the number of log rows they have seen
(= the last seq, 0 for an empty log). The append runs in a ``BEGIN IMMEDIATE`` transaction and
inserts seq ``expected_seq + 1``; if someone else got there first, ``StaleState`` is raised.
The primary key (game_id, seq) and an insert trigger make duplicates and gaps impossible.
"""
from __future__ import annotations

import asyncio
import json
import sqlite3
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, AsyncIterator, Iterable, Literal

import aiosqlite
from pydantic import BaseModel

from games.core.record import GameRecord, Seat

Status = Literal["lobby", "active", "finished", "abandoned"]
STATUSES = ("lobby", "active", "finished", "abandoned")
OPEN_STATUSES = ("lobby", "active")  # a channel holds at most one game in these

_NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"

# Ordered migrations; migration i (0-based) brings schema_version from i to i + 1. Each is a
# tuple of single statements (executescript() would commit mid-transaction). Never edit a
# released migration: append a new one.
MIGRATIONS: list[tuple[str, ...]] = [
    (  # 1: games and their move logs
        f"""CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            guild_id INTEGER,                 -- NULL in DMs
            channel_id INTEGER NOT NULL,      -- channel or thread
            host_id INTEGER NOT NULL,
            game TEXT NOT NULL,
            status TEXT NOT NULL DEFAULT 'lobby'
                CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
            options TEXT NOT NULL DEFAULT '{{}}' CHECK (json_valid(options)),
            seed INTEGER NOT NULL DEFAULT 0,
            seats TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(seats)),
            locale TEXT,
            created_at TEXT NOT NULL DEFAULT ({_NOW}),
            updated_at TEXT NOT NULL DEFAULT ({_NOW}),
            version INTEGER NOT NULL DEFAULT 1  -- bumped on every change to this row
        )""",
        """CREATE UNIQUE INDEX games_one_open_per_channel ON games(channel_id)
            WHERE status IN ('lobby', 'active')""",
        "CREATE INDEX games_by_guild ON games(guild_id, id)",
        f"""CREATE TABLE moves (
            game_id INTEGER NOT NULL REFERENCES games(id),
            seq INTEGER NOT NULL CHECK (seq >= 1),
            kind TEXT NOT NULL CHECK (kind IN ('action', 'undo')),
            payload TEXT NOT NULL CHECK (json_valid(payload)),
            user_id INTEGER,
            created_at TEXT NOT NULL DEFAULT ({_NOW}),
            PRIMARY KEY (game_id, seq)
        ) WITHOUT ROWID""",
        # The log is append-only and gapless, enforced by the database itself.
        """CREATE TRIGGER moves_no_gap BEFORE INSERT ON moves
            WHEN NEW.seq != (SELECT COALESCE(MAX(seq), 0) + 1 FROM moves WHERE game_id = NEW.game_id)
            BEGIN SELECT RAISE(ABORT, 'moves: seq out of order'); END""",
        """CREATE TRIGGER moves_no_update BEFORE UPDATE ON moves
            BEGIN SELECT RAISE(ABORT, 'moves: append-only'); END""",
        """CREATE TRIGGER moves_no_delete BEFORE DELETE ON moves
            BEGIN SELECT RAISE(ABORT, 'moves: append-only'); END""",
    ),
    (  # 2: locale settings
        "CREATE TABLE guild_settings (guild_id INTEGER PRIMARY KEY, locale TEXT)",
        "CREATE TABLE user_settings (user_id INTEGER PRIMARY KEY, locale TEXT)",
    ),
]


class StoreError(Exception):
    pass


class ChannelBusy(StoreError):
    """The channel already has a game in lobby or active status."""


class StaleState(StoreError):
    """Someone else changed the game first (log seq or row version moved on); reload and retry."""


class GameNotFound(StoreError, LookupError):
    pass


class WrongStatus(StoreError):
    """The operation is not allowed in the game's current status."""


class StoredGame(BaseModel):
    id: int
    guild_id: int | None
    channel_id: int
    host_id: int
    game: str
    status: Status
    options: dict
    seed: int
    seats: list[Seat]
    locale: str | None
    version: int
    move_count: int  # number of log rows (actions + undos) = the next expected_seq
    created_at: str
    updated_at: str  # last change to the game row or its move log


class MoveRow(BaseModel):
    game_id: int
    seq: int
    kind: Literal["action", "undo"]
    payload: dict
    user_id: int | None
    created_at: str


class Snapshot(BaseModel):
    """A game row and its log as one transaction saw them."""

    game: StoredGame
    rows: list[MoveRow]

    @property
    def seq(self) -> int:
        return len(self.rows)

    @property
    def record(self) -> GameRecord:
        g = self.game
        return GameRecord(game=g.game, options=g.options, seed=g.seed, seats=g.seats,
                          actions=fold(self.rows))


def fold(rows: Iterable[MoveRow]) -> list[dict]:
    """The effective action list of a log: actions appended, undos cutting back."""
    actions: list[dict] = []
    for row in rows:
        if row.kind == "action":
            actions.append(row.payload)
        else:
            del actions[row.payload["to"]:]
    return actions


async def migrate(db: aiosqlite.Connection, migrations: list[tuple[str, ...]] = MIGRATIONS) -> int:
    """Bring the schema up to ``len(migrations)``; each step in its own transaction. Idempotent."""
    await db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
    while True:
        await db.execute("BEGIN IMMEDIATE")  # re-read under the write lock: another process may migrate too
        try:
            async with db.execute("SELECT version FROM schema_version") as cur:
                row = await cur.fetchone()
            version = row[0] if row else 0
            if version > len(migrations):
                raise StoreError(f"database schema {version} is newer than this code ({len(migrations)})")
            if version == len(migrations):
                await db.execute("COMMIT")
                return version
            for stmt in migrations[version]:
                await db.execute(stmt)
            if row:
                await db.execute("UPDATE schema_version SET version = ?", (version + 1,))
            else:
                await db.execute("INSERT INTO schema_version (version) VALUES (?)", (version + 1,))
            await db.execute("COMMIT")
        except BaseException:
            await db.execute("ROLLBACK")
            raise


_GAME_COLS = (
    "id, guild_id, channel_id, host_id, game, status, options, seed, seats, locale, version, "
    "(SELECT COALESCE(MAX(seq), 0) FROM moves WHERE game_id = games.id), created_at, "
    # last change to the row or its log (ISO timestamps compare as text)
    "MAX(updated_at, COALESCE((SELECT created_at FROM moves WHERE game_id = games.id "
    "ORDER BY seq DESC LIMIT 1), ''))"
)


def _game(row: Any) -> StoredGame:
    (gid, guild, channel, host, game, status, options, seed, seats, locale, version, count,
     created, updated) = row
    return StoredGame(
        id=gid, guild_id=guild, channel_id=channel, host_id=host, game=game, status=status,
        options=json.loads(options), seed=seed, seats=json.loads(seats), locale=locale,
        version=version, move_count=count, created_at=created, updated_at=updated,
    )


def _seats_json(seats: Iterable[Seat | dict]) -> str:
    return json.dumps([Seat.model_validate(s).model_dump(mode="json") for s in seats])


def _is_unique_violation(err: sqlite3.IntegrityError) -> bool:
    return "UNIQUE constraint failed" in str(err)


class Store:
    """One connection to the database. Use ``await Store.open(path)`` or ``async with Store(path)``.

    Every operation holds an asyncio lock, so coroutines sharing a Store never interleave inside a
    transaction; separate Store objects (or processes) on one file are serialized by SQLite.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self._db: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path) -> "Store":
        store = cls(path)
        await store.connect()
        return store

    async def connect(self) -> None:
        # isolation_level=None: we issue BEGIN/COMMIT ourselves.
        db = await aiosqlite.connect(self.path, isolation_level=None)
        try:
            await db.execute("PRAGMA busy_timeout = 5000")  # wait for other writers, don't fail
            await db.execute("PRAGMA journal_mode = WAL")
            # FULL: each commit fsyncs the WAL, so an acknowledged move survives power loss.
            # Measured on the dev VM: ~2,800-3,500 appends/s through this class (NORMAL ~4,800/s;
            # aiosqlite's thread hops cost as much as the fsync), above the ~2,000/s bar, so we
            # keep FULL. Re-measure on the host with bot.store_bench.bench_store.
            await db.execute("PRAGMA synchronous = FULL")
            await db.execute("PRAGMA foreign_keys = ON")
            await migrate(db)
        except BaseException:
            await db.close()
            raise
        self._db = db

    async def close(self) -> None:
        if self._db is not None:
            db, self._db = self._db, None
            await db.close()

    async def __aenter__(self) -> "Store":
        if self._db is None:
            await self.connect()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # -- plumbing ------------------------------------------------------------------------------

    @asynccontextmanager
    async def _tx(self, write: bool = True) -> AsyncIterator[aiosqlite.Connection]:
        """A transaction: IMMEDIATE (write lock up front) for writes, DEFERRED snapshot for reads."""
        if self._db is None:
            raise StoreError("store is closed")
        async with self._lock:
            db = self._db
            await db.execute("BEGIN IMMEDIATE" if write else "BEGIN")
            try:
                yield db
                await db.execute("COMMIT")  # durable (synchronous=FULL) before we return
            except BaseException:
                try:
                    await db.execute("ROLLBACK")
                except sqlite3.OperationalError:  # no transaction left (e.g. cancelled mid-COMMIT)
                    pass
                raise

    @staticmethod
    async def _one(db: aiosqlite.Connection, sql: str, args: tuple = ()) -> Any:
        async with db.execute(sql, args) as cur:
            return await cur.fetchone()

    @staticmethod
    async def _all(db: aiosqlite.Connection, sql: str, args: tuple = ()) -> list[Any]:
        async with db.execute(sql, args) as cur:
            return list(await cur.fetchall())

    async def _get(self, db: aiosqlite.Connection, game_id: int) -> StoredGame:
        row = await self._one(db, f"SELECT {_GAME_COLS} FROM games WHERE id = ?", (game_id,))
        if row is None:
            raise GameNotFound(game_id)
        return _game(row)

    async def _rows(self, db: aiosqlite.Connection, game_id: int) -> list[MoveRow]:
        rows = await self._all(
            db, "SELECT game_id, seq, kind, payload, user_id, created_at FROM moves "
            "WHERE game_id = ? ORDER BY seq", (game_id,))
        return [MoveRow(game_id=r[0], seq=r[1], kind=r[2], payload=json.loads(r[3]), user_id=r[4],
                        created_at=r[5]) for r in rows]

    # -- games ---------------------------------------------------------------------------------

    async def create_game(
        self, guild_id: int | None, channel_id: int, host_id: int, game: str, options: dict,
        seed: int, seats: list[Seat], status: Status = "lobby", locale: str | None = None,
    ) -> StoredGame:
        if status not in STATUSES:
            raise ValueError(f"bad status {status!r}")
        try:
            async with self._tx() as db:
                cur = await db.execute(
                    "INSERT INTO games (guild_id, channel_id, host_id, game, status, options, seed,"
                    " seats, locale) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (guild_id, channel_id, host_id, game, status, json.dumps(options), seed,
                     _seats_json(seats), locale))
                return await self._get(db, cur.lastrowid)
        except sqlite3.IntegrityError as err:
            if _is_unique_violation(err):
                raise ChannelBusy(channel_id) from err
            raise

    async def get_game(self, game_id: int) -> StoredGame | None:
        async with self._tx(write=False) as db:
            try:
                return await self._get(db, game_id)
            except GameNotFound:
                return None

    async def active_game(self, channel_id: int) -> StoredGame | None:
        """The channel's game in lobby or active status, if any."""
        async with self._tx(write=False) as db:
            row = await self._one(
                db, f"SELECT {_GAME_COLS} FROM games WHERE channel_id = ? "
                "AND status IN ('lobby', 'active')", (channel_id,))
        return _game(row) if row else None

    async def games_in_guild(self, guild_id: int) -> list[StoredGame]:
        """All the guild's games, any status, oldest first."""
        async with self._tx(write=False) as db:
            rows = await self._all(
                db, f"SELECT {_GAME_COLS} FROM games WHERE guild_id = ? ORDER BY id", (guild_id,))
        return [_game(r) for r in rows]

    async def active_games(self) -> list[StoredGame]:
        """Every game in lobby or active status (to resume after a restart), oldest first."""
        async with self._tx(write=False) as db:
            rows = await self._all(
                db, f"SELECT {_GAME_COLS} FROM games WHERE status IN ('lobby', 'active') ORDER BY id")
        return [_game(r) for r in rows]

    async def update_lobby(
        self, game_id: int, seats: list[Seat], options: dict | None = None, *, expected_version: int,
    ) -> StoredGame:
        """Replace the seats (and options, if given) of a game still in the lobby."""
        async with self._tx() as db:
            g = await self._get(db, game_id)
            if g.status != "lobby":
                raise WrongStatus(g.status)
            if g.version != expected_version:
                raise StaleState(f"game {game_id} is at version {g.version}, not {expected_version}")
            await db.execute(
                f"UPDATE games SET seats = ?, options = ?, version = version + 1, updated_at = {_NOW}"
                " WHERE id = ?",
                (_seats_json(seats), json.dumps(g.options if options is None else options), game_id))
            return await self._get(db, game_id)

    async def set_status(
        self, game_id: int, status: Status, *, expected_version: int | None = None,
        expected_status: Iterable[str] | None = None,
    ) -> StoredGame:
        """Change the status; ChannelBusy if reopening it would give the channel two open games.
        ``expected_status``: refuse (WrongStatus) unless the game is in one of these now."""
        if status not in STATUSES:
            raise ValueError(f"bad status {status!r}")
        async with self._tx() as db:
            g = await self._get(db, game_id)
            if expected_version is not None and g.version != expected_version:
                raise StaleState(f"game {game_id} is at version {g.version}, not {expected_version}")
            if expected_status is not None and g.status not in tuple(expected_status):
                raise WrongStatus(g.status)
            try:
                await db.execute(
                    f"UPDATE games SET status = ?, version = version + 1, updated_at = {_NOW}"
                    " WHERE id = ?", (status, game_id))
            except sqlite3.IntegrityError as err:
                if _is_unique_violation(err):
                    raise ChannelBusy(g.channel_id) from err
                raise
            return await self._get(db, game_id)

    async def start_game(self, game_id: int, seats: list[Seat], *, expected_version: int) -> StoredGame:
        """Seat order fixed and status 'active' in one commit (a crash leaves a lobby or a game)."""
        async with self._tx() as db:
            g = await self._get(db, game_id)
            if g.status != "lobby":
                raise WrongStatus(g.status)
            if g.version != expected_version:
                raise StaleState(f"game {game_id} is at version {g.version}, not {expected_version}")
            await db.execute(
                f"UPDATE games SET seats = ?, status = 'active', version = version + 1, updated_at = {_NOW}"
                " WHERE id = ?", (_seats_json(seats), game_id))
            return await self._get(db, game_id)

    async def all_games(self) -> list[StoredGame]:
        """Every game of every status, oldest first (for checks such as ``vypravci doctor``)."""
        async with self._tx(write=False) as db:
            rows = await self._all(db, f"SELECT {_GAME_COLS} FROM games ORDER BY id")
        return [_game(r) for r in rows]

    async def set_game_locale(self, game_id: int, locale: str | None) -> StoredGame:
        async with self._tx() as db:
            await self._get(db, game_id)
            await db.execute(
                f"UPDATE games SET locale = ?, version = version + 1, updated_at = {_NOW} WHERE id = ?",
                (locale, game_id))
            return await self._get(db, game_id)

    # -- the move log --------------------------------------------------------------------------

    async def _append(self, game_id: int, expected_seq: int, kind: str, payload: dict,
                      user_id: int | None, finish: bool = False) -> int:
        async with self._tx() as db:
            row = await self._one(
                db, "SELECT status, (SELECT COALESCE(MAX(seq), 0) FROM moves WHERE game_id = ?) "
                "FROM games WHERE id = ?", (game_id, game_id))
            if row is None:
                raise GameNotFound(game_id)
            status, seq = row
            if status != "active":
                raise WrongStatus(status)
            if seq != expected_seq:
                raise StaleState(f"game {game_id} log has {seq} rows, caller expected {expected_seq}")
            if kind == "undo":
                to = payload["to"]
                if not 0 <= to <= len(fold(await self._rows(db, game_id))):
                    raise ValueError(f"cannot undo to {to}")
            try:
                await db.execute(
                    "INSERT INTO moves (game_id, seq, kind, payload, user_id) VALUES (?, ?, ?, ?, ?)",
                    (game_id, seq + 1, kind, json.dumps(payload), user_id))
            except sqlite3.IntegrityError as err:  # PK/trigger: cannot happen under the write lock
                raise StaleState(str(err)) from err
            if finish:  # the last move and the finished status commit together, or neither does
                await db.execute(
                    f"UPDATE games SET status = 'finished', version = version + 1, updated_at = {_NOW}"
                    " WHERE id = ?", (game_id,))
            return seq + 1  # games.updated_at is not touched: StoredGame derives it from the log

    async def append_action(self, game_id: int, expected_seq: int, action: dict,
                            user_id: int | None = None, *, finish: bool = False) -> int:
        """Append an action; returns its seq (= the new row count, the next expected_seq).
        ``finish``: the action ends the game; the status becomes 'finished' in the same commit."""
        return await self._append(game_id, expected_seq, "action", action, user_id, finish)

    async def append_undo(self, game_id: int, expected_seq: int, to: int,
                          user_id: int | None = None) -> int:
        """Cut the effective action list back to its first ``to`` actions; returns the new seq."""
        if isinstance(to, bool) or not isinstance(to, int):
            raise TypeError("to must be an int")
        return await self._append(game_id, expected_seq, "undo", {"to": to}, user_id)

    async def log(self, game_id: int) -> list[MoveRow]:
        """The raw log rows, in seq order."""
        async with self._tx(write=False) as db:
            await self._get(db, game_id)
            return await self._rows(db, game_id)

    async def snapshot(self, game_id: int) -> Snapshot:
        """The game row and its whole log, read in one transaction: the record and ``seq`` always
        belong together, so a state replayed from it may append at exactly that ``seq``."""
        async with self._tx(write=False) as db:
            g = await self._get(db, game_id)
            rows = await self._rows(db, game_id)
        return Snapshot(game=g, rows=rows)

    async def record(self, game_id: int) -> GameRecord:
        """The effective record (options, seed, seats, folded actions), read in one snapshot."""
        return (await self.snapshot(game_id)).record

    # -- settings ------------------------------------------------------------------------------

    async def _set_locale(self, table: str, key: str, id_: int, locale: str | None) -> None:
        async with self._tx() as db:
            if locale is None:
                await db.execute(f"DELETE FROM {table} WHERE {key} = ?", (id_,))
            else:
                await db.execute(
                    f"INSERT INTO {table} ({key}, locale) VALUES (?, ?) "
                    f"ON CONFLICT ({key}) DO UPDATE SET locale = excluded.locale", (id_, locale))

    async def _get_locale(self, table: str, key: str, id_: int) -> str | None:
        async with self._tx(write=False) as db:
            row = await self._one(db, f"SELECT locale FROM {table} WHERE {key} = ?", (id_,))
        return row[0] if row else None

    async def set_guild_locale(self, guild_id: int, locale: str | None) -> None:
        """Set (or, with None, clear) the guild's locale."""
        await self._set_locale("guild_settings", "guild_id", guild_id, locale)

    async def get_guild_locale(self, guild_id: int) -> str | None:
        return await self._get_locale("guild_settings", "guild_id", guild_id)

    async def set_user_locale(self, user_id: int, locale: str | None) -> None:
        """Set (or, with None, clear) the user's locale."""
        await self._set_locale("user_settings", "user_id", user_id, locale)

    async def get_user_locale(self, user_id: int) -> str | None:
        return await self._get_locale("user_settings", "user_id", user_id)
