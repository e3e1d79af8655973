"""The embedded backend: one SQLite file (WAL, ``synchronous=FULL``), the default.

Each Store owns one connection living in one worker thread; every operation is a single call into
that thread that runs its whole transaction there (BEGIN … COMMIT), so a move costs one thread
round trip plus the commit's fsync. A caller cancelled while waiting does not cut a transaction in
half: the call runs to its commit or rollback in the thread. Operations of one Store are serialized by that thread; other
Stores and processes on the same file are serialized by SQLite's write lock (``busy_timeout``).
The common append is one ``INSERT … SELECT``: its WHERE clause checks the status, the log's key
and gap trigger check the sequence number.
"""
from __future__ import annotations

import asyncio
import json
import queue
import sqlite3
import threading
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, TypeVar

from vypravci.games.core.record import Seat

from .base import (
    GAME_COLUMNS, MOVE_COLUMNS, SETTINGS_TABLES, STATUSES, ChannelBusy, GameNotFound, MoveRow, Snapshot,
    StaleState, Status, Store, StoreError, StoredGame, append_refusal, fold, game_from_row, game_values,
    is_postgres, lobby_check, merged, move_values, read_settings, seats_json, settings_values, status_check,
)

T = TypeVar("T")
_NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"

# Ordered migrations; migration i (0-based) brings schema_version from i to i + 1. Each is a
# tuple of single statements. Never edit a released migration: append a new one (and its
# PostgreSQL twin in postgres.py).
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
    (  # 3: the table's bookkeeping (thread, pace, status message…), the outbox mark, settings
        "ALTER TABLE games ADD COLUMN meta TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(meta))",
        "ALTER TABLE games ADD COLUMN announced_seq INTEGER NOT NULL DEFAULT 0",
        # games stored before the outbox existed were announced as they moved
        "UPDATE games SET announced_seq = (SELECT COALESCE(MAX(seq), 0) FROM moves WHERE game_id = games.id)",
        "ALTER TABLE guild_settings ADD COLUMN settings TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings))",
        "ALTER TABLE user_settings ADD COLUMN settings TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings))",
    ),
    # 4: PostgreSQL's log checks without the foreign key's second row lock; SQLite keeps its key
    # and gap trigger (no row locks here), so its step changes nothing
    (),
]


def migrate(db: sqlite3.Connection, migrations: list[tuple[str, ...]] = MIGRATIONS) -> int:
    """Bring the schema up to ``len(migrations)``; each step in its own transaction. Idempotent.
    ``db`` must be in autocommit mode (``isolation_level=None``)."""
    db.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
    while True:
        with _tx(db):  # IMMEDIATE: re-read under the write lock, another process may migrate too
            row = db.execute("SELECT version FROM schema_version").fetchone()
            version = row[0] if row else 0
            if version > len(migrations):
                raise StoreError(f"database schema {version} is newer than this code ({len(migrations)})")
            if version == len(migrations):
                return version
            for stmt in migrations[version]:
                db.execute(stmt)
            if row:
                db.execute("UPDATE schema_version SET version = ?", (version + 1,))
            else:
                db.execute("INSERT INTO schema_version (version) VALUES (?)", (version + 1,))


@contextmanager
def _tx(db: sqlite3.Connection, write: bool = True) -> Iterator[sqlite3.Connection]:
    """A transaction: IMMEDIATE (write lock up front) for writes, DEFERRED snapshot for reads."""
    db.execute("BEGIN IMMEDIATE" if write else "BEGIN")
    try:
        yield db
        db.execute("COMMIT")  # durable (synchronous=FULL) before we return
    except BaseException:
        if db.in_transaction:
            db.execute("ROLLBACK")
        raise


_GAME_COLS = (
    "id, guild_id, channel_id, host_id, game, status, options, seed, seats, locale, version, "
    "(SELECT COALESCE(MAX(seq), 0) FROM moves WHERE game_id = games.id), created_at, "
    # last change to the row or its log (ISO timestamps compare as text)
    "MAX(updated_at, COALESCE((SELECT created_at FROM moves WHERE game_id = games.id "
    "ORDER BY seq DESC LIMIT 1), '')), meta, announced_seq"
)

# The append with its checks in SQL: one statement, one implicit transaction. It inserts nothing
# unless the game is active; a row at ``expected_seq + 1`` that is not the log's next one is refused
# by the database itself (primary key, gap trigger): IntegrityError, i.e. another writer was first.
_APPEND = (
    "INSERT INTO moves (game_id, seq, kind, payload, user_id) "
    "SELECT id, :seq + 1, :kind, :payload, :user FROM games WHERE id = :game AND status = 'active'"
)


def _move(r: Any) -> MoveRow:
    return MoveRow(game_id=r[0], seq=r[1], kind=r[2], payload=json.loads(r[3]), user_id=r[4],
                   created_at=r[5])


def _is_unique_violation(err: sqlite3.IntegrityError) -> bool:
    return "UNIQUE constraint failed" in str(err)


def _get(db: sqlite3.Connection, game_id: int) -> StoredGame:
    row = db.execute(f"SELECT {_GAME_COLS} FROM games WHERE id = ?", (game_id,)).fetchone()
    if row is None:
        raise GameNotFound(game_id)
    return game_from_row(row)


def _rows(db: sqlite3.Connection, game_id: int) -> list[MoveRow]:
    return [_move(r) for r in db.execute(
        f"SELECT {MOVE_COLUMNS} FROM moves WHERE game_id = ? ORDER BY seq", (game_id,))]


def _status_and_count(db: sqlite3.Connection, game_id: int) -> tuple[str, int] | None:
    row = db.execute("SELECT status, (SELECT COALESCE(MAX(seq), 0) FROM moves WHERE game_id = ?) "
                     "FROM games WHERE id = ?", (game_id, game_id)).fetchone()
    return None if row is None else (row[0], row[1])


def _refusal(db: sqlite3.Connection, game_id: int, expected_seq: int) -> StoreError:
    """Why an append may not (or did not) insert: read after the fact on the failure path."""
    return append_refusal(_status_and_count(db, game_id), game_id, expected_seq)


def _set_wal(db: sqlite3.Connection, timeout: float = 5.0) -> None:
    """Switch a file to WAL. Several processes opening a new file at once race for the switch, and
    SQLite answers that race with "locked" at once, without its busy handler: wait and retry."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            db.execute("PRAGMA journal_mode = WAL")
            return
        except sqlite3.OperationalError as err:
            if "locked" not in str(err) or time.monotonic() > deadline:
                raise
            time.sleep(0.01)


class _Worker:
    """One thread running calls one after another; a call is one queue put and one wake-up of the
    event loop (lighter than an executor's future chaining, and this is every move's path)."""

    def __init__(self) -> None:
        self._calls: queue.SimpleQueue = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._serve, name="vypravci-sqlite", daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        while (call := self._calls.get()) is not None:
            loop, future, fn, args = call
            try:
                result, error = fn(*args), None
            except BaseException as err:  # noqa: BLE001 - handed to the awaiting coroutine
                result, error = None, err
            loop.call_soon_threadsafe(_settle, future, result, error)

    def call(self, fn: Callable[..., T], *args: Any) -> "asyncio.Future[T]":
        loop = asyncio.get_running_loop()
        future = loop.create_future()
        self._calls.put((loop, future, fn, args))
        return future

    def stop(self) -> None:
        self._calls.put(None)


def _settle(future: asyncio.Future, result: Any, error: BaseException | None) -> None:
    if future.cancelled():  # the caller went away; the call itself ran to its end (commit or rollback)
        return
    if error is not None:
        future.set_exception(error)
    else:
        future.set_result(result)


class SqliteStore(Store):
    """One SQLite connection in one worker thread. ``await Store.open(path)`` or
    ``async with Store(path)``; ``":memory:"`` is a private in-memory database."""

    backend = "sqlite"

    @classmethod
    def opens(cls, target: str | Path) -> bool:
        return not is_postgres(target)  # a file, or ":memory:"

    def __init__(self, path: str | Path) -> None:
        super().__init__(path)
        self.path = str(path)
        self._db: sqlite3.Connection | None = None
        self._thread: _Worker | None = None

    @property
    def connected(self) -> bool:
        return self._db is not None

    async def _call(self, fn: Callable[..., T], *args: Any) -> T:
        """Run ``fn(connection, *args)`` in the store's thread: one round trip per operation."""
        db, thread = self._db, self._thread
        if db is None or thread is None:
            raise StoreError("store is closed")
        return await thread.call(fn, db, *args)

    async def connect(self) -> None:
        thread = _Worker()
        try:
            self._db = await thread.call(self._open_connection, self.path)
        except BaseException:
            thread.stop()
            raise
        self._thread = thread

    @staticmethod
    def _open_connection(path: str) -> sqlite3.Connection:
        # isolation_level=None: autocommit; transactions are our explicit BEGIN … COMMIT.
        db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
        try:
            db.execute("PRAGMA busy_timeout = 5000")  # wait for other writers, don't fail
            _set_wal(db)
            # FULL: each commit fsyncs the WAL, so an acknowledged move survives power loss.
            db.execute("PRAGMA synchronous = FULL")
            db.execute("PRAGMA foreign_keys = ON")
            migrate(db)
        except BaseException:
            db.close()
            raise
        return db

    async def close(self) -> None:
        db, thread = self._db, self._thread
        self._db = self._thread = None
        if db is not None and thread is not None:
            await thread.call(db.close)
            thread.stop()

    async def pragma(self, name: str) -> Any:
        return await self._call(lambda db: db.execute(f"PRAGMA {name}").fetchone()[0])

    async def schema_version(self) -> int:
        return await self._call(lambda db: db.execute("SELECT version FROM schema_version").fetchone()[0])

    # -- games ---------------------------------------------------------------------------------

    async def create_game(
        self, guild_id: int | None, channel_id: int, host_id: int, game: str, options: dict,
        seed: int, seats: list[Seat], status: Status = "lobby", locale: str | None = None,
    ) -> StoredGame:
        if status not in STATUSES:
            raise ValueError(f"bad status {status!r}")
        args = (guild_id, channel_id, host_id, game, status, json.dumps(options), seed,
                json.dumps(seats_json(seats)), locale)

        def run(db: sqlite3.Connection) -> StoredGame:
            try:
                with _tx(db):
                    cur = db.execute(
                        "INSERT INTO games (guild_id, channel_id, host_id, game, status, options, seed,"
                        " seats, locale) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)", args)
                    return _get(db, cur.lastrowid)
            except sqlite3.IntegrityError as err:
                if _is_unique_violation(err):
                    raise ChannelBusy(channel_id) from err
                raise
        return await self._call(run)

    async def _select(self, where: str, args: tuple = ()) -> list[StoredGame]:
        def run(db: sqlite3.Connection) -> list[StoredGame]:
            return [game_from_row(r) for r in db.execute(f"SELECT {_GAME_COLS} FROM games {where}", args)]
        return await self._call(run)

    async def get_game(self, game_id: int) -> StoredGame | None:
        found = await self._select("WHERE id = ?", (game_id,))
        return found[0] if found else None

    async def active_game(self, channel_id: int) -> StoredGame | None:
        found = await self._select("WHERE channel_id = ? AND status IN ('lobby', 'active')", (channel_id,))
        return found[0] if found else None

    async def games_in_guild(self, guild_id: int) -> list[StoredGame]:
        return await self._select("WHERE guild_id = ? ORDER BY id", (guild_id,))

    async def active_games(self) -> list[StoredGame]:
        return await self._select("WHERE status IN ('lobby', 'active') ORDER BY id")

    async def all_games(self) -> list[StoredGame]:
        return await self._select("ORDER BY id")

    async def _update(self, game_id: int, check: Callable[[StoredGame], None], sets: str,
                      args: tuple) -> StoredGame:
        """Read the row under the write lock, ``check`` it, apply ``SET sets``, return the new row."""
        def run(db: sqlite3.Connection) -> StoredGame:
            with _tx(db):
                g = _get(db, game_id)
                check(g)
                try:
                    db.execute(f"UPDATE games SET {sets}, version = version + 1, updated_at = {_NOW}"
                               " WHERE id = ?", (*args, game_id))
                except sqlite3.IntegrityError as err:
                    if _is_unique_violation(err):
                        raise ChannelBusy(g.channel_id) from err
                    raise
                return _get(db, game_id)
        return await self._call(run)

    async def update_lobby(self, game_id: int, seats: list[Seat], options: dict | None = None, *,
                           expected_version: int) -> StoredGame:
        check = lobby_check(expected_version)
        sets = "seats = ?" + (", options = ?" if options is not None else "")
        args = (json.dumps(seats_json(seats)),) + ((json.dumps(options),) if options is not None else ())
        return await self._update(game_id, check, sets, args)

    async def set_status(self, game_id: int, status: Status, *, expected_version: int | None = None,
                         expected_status: Iterable[str] | None = None) -> StoredGame:
        check = status_check(status, expected_version, expected_status)
        return await self._update(game_id, check, "status = ?", (status,))

    async def start_game(self, game_id: int, seats: list[Seat], *, expected_version: int,
                         seed: int | None = None) -> StoredGame:
        check = lobby_check(expected_version)
        if seed is not None:
            return await self._update(game_id, check, "seats = ?, status = 'active', seed = ?",
                                      (json.dumps(seats_json(seats)), seed))
        return await self._update(game_id, check, "seats = ?, status = 'active'",
                                  (json.dumps(seats_json(seats)),))

    async def set_game_locale(self, game_id: int, locale: str | None) -> StoredGame:
        return await self._update(game_id, lambda g: None, "locale = ?", (locale,))

    # -- the move log --------------------------------------------------------------------------

    async def _append_action(self, game_id: int, expected_seq: int, action: dict,
                             user_id: int | None, *, finish: bool) -> int:
        params = {"game": game_id, "seq": expected_seq, "kind": "action",
                  "payload": json.dumps(action), "user": user_id}

        def run(db: sqlite3.Connection) -> int:
            try:
                if not finish:  # the common move: one statement, its own durable commit
                    if db.execute(_APPEND, params).rowcount != 1:
                        raise _refusal(db, game_id, expected_seq)
                    return expected_seq + 1
                with _tx(db):  # the last move and the finished status commit together
                    if db.execute(_APPEND, params).rowcount != 1:
                        raise _refusal(db, game_id, expected_seq)
                    db.execute(f"UPDATE games SET status = 'finished', version = version + 1, "
                               f"updated_at = {_NOW} WHERE id = ?", (game_id,))
                    return expected_seq + 1
            except sqlite3.IntegrityError as err:  # key or gap trigger: another writer won
                raise StaleState(str(err)) from err
        return await self._call(run)

    async def _append_undo(self, game_id: int, expected_seq: int, to: int, user_id: int | None) -> int:
        params = {"game": game_id, "seq": expected_seq, "kind": "undo",
                  "payload": json.dumps({"to": to}), "user": user_id}

        def run(db: sqlite3.Connection) -> int:
            with _tx(db):
                if _status_and_count(db, game_id) != ("active", expected_seq):
                    raise _refusal(db, game_id, expected_seq)
                if not 0 <= to <= len(fold(_rows(db, game_id))):
                    raise ValueError(f"cannot undo to {to}")
                db.execute(_APPEND, params)
                return expected_seq + 1
        return await self._call(run)

    async def snapshot(self, game_id: int) -> Snapshot:
        def run(db: sqlite3.Connection) -> Snapshot:
            with _tx(db, write=False):
                return Snapshot(game=_get(db, game_id), rows=_rows(db, game_id))
        return await self._call(run)

    # -- the table's bookkeeping ---------------------------------------------------------------

    async def _update_meta(self, game_id: int, patch: dict) -> StoredGame:
        def run(db: sqlite3.Connection) -> StoredGame:
            with _tx(db):
                g = _get(db, game_id)
                db.execute("UPDATE games SET meta = ? WHERE id = ?", (json.dumps(merged(g.meta, patch)), game_id))
                return _get(db, game_id)
        return await self._call(run)

    async def mark_announced(self, game_id: int, seq: int) -> None:
        await self._call(lambda db: db.execute(
            "UPDATE games SET announced_seq = MAX(announced_seq, ?) WHERE id = ?", (seq, game_id)))

    async def unannounced_games(self) -> list[StoredGame]:
        return await self._select("WHERE status != 'lobby' AND announced_seq < "
                                  "(SELECT COALESCE(MAX(seq), 0) FROM moves WHERE game_id = games.id) ORDER BY id")

    # -- settings ------------------------------------------------------------------------------

    async def _set_locale(self, table: str, key: str, id_: int, locale: str | None) -> None:
        await self._call(lambda db: db.execute(
            f"INSERT INTO {table} ({key}, locale) VALUES (?, ?) "
            f"ON CONFLICT ({key}) DO UPDATE SET locale = excluded.locale", (id_, locale)))

    async def _get_settings(self, table: str, key: str, id_: int) -> dict:
        def run(db: sqlite3.Connection) -> dict:
            row = db.execute(f"SELECT settings FROM {table} WHERE {key} = ?", (id_,)).fetchone()
            return read_settings(table, row[0])[0] if row else {}
        return await self._call(run)

    async def _update_settings(self, table: str, key: str, id_: int, patch) -> dict:
        def run(db: sqlite3.Connection) -> dict:
            with _tx(db):
                row = db.execute(f"SELECT settings FROM {table} WHERE {key} = ?", (id_,)).fetchone()
                old = read_settings(table, row[0])[0] if row else {}
                new = merged(old, patch(old) if callable(patch) else patch)
                db.execute(f"INSERT INTO {table} ({key}, settings) VALUES (?, ?) ON CONFLICT ({key}) "
                           f"DO UPDATE SET settings = excluded.settings", (id_, json.dumps(new)))
                return new
        return await self._call(run)

    async def _get_locale(self, table: str, key: str, id_: int) -> str | None:
        def run(db: sqlite3.Connection) -> str | None:
            row = db.execute(f"SELECT locale FROM {table} WHERE {key} = ?", (id_,)).fetchone()
            return row[0] if row else None
        return await self._call(run)

    # -- copying -------------------------------------------------------------------------------

    async def _settings_texts(self) -> dict[str, list[tuple[int, str | None, str]]]:
        def run(db: sqlite3.Connection) -> dict[str, list[tuple[int, str | None, str]]]:
            with _tx(db, write=False):
                return {t: [(r[0], r[1], r[2])
                            for r in db.execute(f"SELECT {k}, locale, settings FROM {t} ORDER BY 1")]
                        for t, k in SETTINGS_TABLES}
        return await self._call(run)

    async def import_game(self, game: StoredGame, rows: list[MoveRow]) -> None:
        def run(db: sqlite3.Connection) -> None:
            with _tx(db):
                db.execute(f"INSERT INTO games ({GAME_COLUMNS}) VALUES ({', '.join('?' * 15)})",
                           game_values(game))
                db.executemany(f"INSERT INTO moves ({MOVE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)",
                               move_values(rows))
        await self._call(run)

    async def import_settings(self, settings: dict[str, list[tuple[int, str | None, dict]]]) -> None:
        def run(db: sqlite3.Connection) -> None:
            with _tx(db):
                for table, key in SETTINGS_TABLES:
                    db.executemany(
                        f"INSERT INTO {table} ({key}, locale, settings) VALUES (?, ?, ?) ON CONFLICT ({key}) "
                        f"DO UPDATE SET locale = excluded.locale, settings = excluded.settings",
                        settings_values(settings, table))
        await self._call(run)
