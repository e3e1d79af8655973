"""Storage for games, their move logs and locale settings, behind one interface.

``Store(target)`` / ``await Store.open(target)``: a ``postgresql://`` URL opens the PostgreSQL
backend (postgres.py, asyncpg), anything else a SQLite file (sqlite.py, the embedded default).
The shared records, errors, row mapping and guarantees are in base.py; what a stored meta or
settings value may hold, in limits.py; a reader's board theme and layout, in board_prefs.py.
A backend registers itself by subclassing ``Store``: both are imported here.
"""
from .base import (
    OPEN_STATUSES, STATUSES, ChannelBusy, GameNotFound, MoveRow, Snapshot, StaleState, Status, Store,
    StoredGame, StoreError, WrongStatus, fold, is_postgres, redacted,
)
from .postgres import PostgresStore
from .sqlite import MIGRATIONS, SqliteStore, migrate

__all__ = [
    "OPEN_STATUSES", "STATUSES", "ChannelBusy", "GameNotFound", "MoveRow", "Snapshot", "StaleState",
    "Status", "Store", "StoredGame", "StoreError", "WrongStatus", "fold", "is_postgres", "redacted",
    "MIGRATIONS", "PostgresStore", "SqliteStore", "migrate",
]
