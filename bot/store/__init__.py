"""Storage for games, their move logs and locale settings, behind one interface.

``Store(target)`` / ``await Store.open(target)``: a ``postgresql://`` URL opens the PostgreSQL
backend (postgres.py, asyncpg), anything else a SQLite file (sqlite.py, the embedded default).
The shared records, errors and guarantees are in base.py.
"""
from .base import (
    OPEN_STATUSES, STATUSES, ChannelBusy, GameNotFound, MoveRow, Snapshot, StaleState, Status, Store,
    StoredGame, StoreError, WrongStatus, fold, is_postgres, redacted,
)
from .sqlite import MIGRATIONS, SqliteStore, migrate

__all__ = [
    "OPEN_STATUSES", "STATUSES", "ChannelBusy", "GameNotFound", "MoveRow", "Snapshot", "StaleState",
    "Status", "Store", "StoredGame", "StoreError", "WrongStatus", "fold", "is_postgres", "redacted",
    "MIGRATIONS", "SqliteStore", "migrate",
]
