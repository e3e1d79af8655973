"""What every store backend shares: the records it returns, its errors, and the interface.

The store knows records, not rules: it never imports a game's rules and never checks an action.
A game's moves are an append-only log. Row ``seq`` n (1-based) is the n-th row; a row is either
``kind='action'`` (payload = the action dict) or ``kind='undo'`` (payload = ``{"to": n}``: the
effective action list is cut back to its first n actions). Rows are never updated or deleted.

Optimistic concurrency: writers pass ``expected_seq`` = the number of log rows they have seen
(= the last seq, 0 for an empty log) and the new row gets seq ``expected_seq + 1``. The database's
unique key (game_id, seq) decides a race between processes: the loser gets ``StaleState``.
Lobby rows carry a ``version`` bumped on every change, checked the same way.

Guarantees every backend keeps (tests/test_store.py runs them against each):
- a returned append is committed durably; a refused one changed nothing;
- the move that ends a game and the 'finished' status commit together (``finish=True``);
- ``start_game`` fixes the seats and activates in one commit;
- ``snapshot`` reads the game row and its log as one consistent view;
- a channel holds at most one game in lobby or active status;
- migrations are versioned, applied on open, additive, safe to race between processes;
- ``meta`` and ``announced_seq`` are the table's bookkeeping, never the rules': changing them
  bumps neither ``version`` nor ``updated_at``, and ``announced_seq`` only grows;
- ``meta`` and the settings are read through bot/store/limits.py: a stored value that does not fit (a
  hand edit: a wrong type, a huge number, no JSON at all) is left out of what a read returns, never
  raised (``StoredGame.meta_problems``, ``settings_problems`` name it); a write that does not fit
  is a ValueError and writes nothing.
"""
from __future__ import annotations

import json
from abc import ABC, abstractmethod
from contextlib import nullcontext
from pathlib import Path
from typing import Any, Callable, ContextManager, Iterable, Literal

from pydantic import BaseModel

from vypravci.games.core.record import GameRecord, Seat

from .limits import SETTINGS, TableMeta, checked_patch, read_meta, read_settings

Status = Literal["lobby", "active", "finished", "abandoned"]
STATUSES = ("lobby", "active", "finished", "abandoned")
OPEN_STATUSES = ("lobby", "active")  # a channel holds at most one game in these
POSTGRES_SCHEMES = ("postgresql://", "postgres://")
SETTINGS_TABLES = (("guild_settings", "guild_id"), ("user_settings", "user_id"))  # table, its key


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
    meta: dict = {}  # the table's arrangements, not rules: thread, pace, deadlines, status message…
    announced_seq: int = 0  # log rows announced in the channel so far (the outbox: move_count above it)
    meta_problems: list[str] = []  # what reading ``meta`` left out as not fitting (bot/store/limits.py; doctor)


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


# ---------------------------------------------------------------------------------------- rows
# Both backends select a game's columns in this order (``GAME_COLUMNS``) and write them back in
# the order of ``game_values``: the mapping between rows and records is written once, here.
GAME_COLUMNS = ("id, guild_id, channel_id, host_id, game, status, options, seed, seats, locale, "
                "created_at, updated_at, version, meta, announced_seq")
MOVE_COLUMNS = "game_id, seq, kind, payload, user_id, created_at"


def game_from_row(row: Any) -> StoredGame:
    """A stored game from a row of the backends' game select (the columns up to ``meta`` and
    ``announced_seq``, with the log's length and last change computed by the select)."""
    (gid, guild, channel, host, game, status, options, seed, seats, locale, version, count,
     created, updated, meta, announced) = tuple(row)[:16]
    meta, problems = read_meta(meta)
    return StoredGame(
        id=gid, guild_id=guild, channel_id=channel, host_id=host, game=game, status=status,
        options=json.loads(options), seed=seed, seats=json.loads(seats), locale=locale,
        version=version, move_count=count, created_at=created, updated_at=updated,
        meta=meta, meta_problems=problems, announced_seq=announced,
    )


def game_values(g: StoredGame) -> tuple:
    """A game's row as ``GAME_COLUMNS`` names them, JSON as text (migrate-store's copy)."""
    return (g.id, g.guild_id, g.channel_id, g.host_id, g.game, g.status, json.dumps(g.options), g.seed,
            json.dumps(seats_json(g.seats)), g.locale, g.created_at, g.updated_at, g.version,
            json.dumps(g.meta), g.announced_seq)


def move_values(rows: Iterable[MoveRow]) -> list[tuple]:
    """Log rows as ``MOVE_COLUMNS`` names them, the payload as JSON text."""
    return [(r.game_id, r.seq, r.kind, json.dumps(r.payload), r.user_id, r.created_at) for r in rows]


def settings_values(settings: dict[str, list[tuple[int, str | None, dict]]], table: str) -> list[tuple]:
    """One table's rows of ``Store.dump_settings`` as (id, locale, settings JSON text)."""
    return [(id_, locale, json.dumps(values)) for id_, locale, values in settings[table]]


def check_version(g: StoredGame, expected_version: int | None) -> None:
    if expected_version is not None and g.version != expected_version:
        raise StaleState(f"game {g.id} is at version {g.version}, not {expected_version}")


def lobby_check(expected_version: int) -> Callable[[StoredGame], None]:
    """A change only a lobby at ``expected_version`` may take (seats, options, the start)."""
    def check(g: StoredGame) -> None:
        if g.status != "lobby":
            raise WrongStatus(g.status)
        check_version(g, expected_version)
    return check


def status_check(status: str, expected_version: int | None,
                 expected_status: Iterable[str] | None) -> Callable[[StoredGame], None]:
    """``set_status``'s conditions: a known status, the row's version and its status now."""
    if status not in STATUSES:
        raise ValueError(f"bad status {status!r}")
    allowed = None if expected_status is None else tuple(expected_status)

    def check(g: StoredGame) -> None:
        check_version(g, expected_version)
        if allowed is not None and g.status not in allowed:
            raise WrongStatus(g.status)
    return check


def append_refusal(found: tuple[str, int] | None, game_id: int, expected_seq: int) -> StoreError:
    """Why an append inserted nothing, from the game's status and log length read after the fact
    (None: no such game)."""
    if found is None:
        return GameNotFound(game_id)
    if found[0] != "active":
        return WrongStatus(found[0])
    return StaleState(f"game {game_id} log has {found[1]} rows, caller expected {expected_seq}")


def merged(old: dict, patch: dict) -> dict:
    """``old`` with ``patch``'s top-level keys set; a None value removes its key."""
    new = {**old, **patch}
    return {k: v for k, v in new.items() if v is not None}


def seats_json(seats: Iterable[Seat | dict]) -> list[dict]:
    return [Seat.model_validate(s).model_dump(mode="json") for s in seats]


def is_postgres(target: str | Path) -> bool:
    """A ``postgresql://`` URL (VYPRAVCI_DB) selects PostgreSQL; anything else is a SQLite file.
    A URL that went through ``Path()`` lost one slash of ``//``; it is still recognised."""
    text = str(target)
    return text.startswith(POSTGRES_SCHEMES) or text.startswith(("postgresql:/", "postgres:/"))


def redacted(target: str | Path) -> str:
    """A database target fit for reports: a URL loses its password."""
    text = str(target)
    scheme, sep, rest = text.partition("://")
    creds, at, host = rest.rpartition("@")
    return f"{scheme}{sep}{creds.split(':', 1)[0]}@{host}" if sep and at else text


def _untimed(backend: str, kind: str) -> ContextManager:
    return nullcontext()


class Store(ABC):
    """The store interface. ``Store(target)`` / ``await Store.open(target)`` pick the backend:
    a ``postgresql://`` URL opens :class:`~bot.store.postgres.PostgresStore`, anything else a
    SQLite file (or ``":memory:"``) with :class:`~bot.store.sqlite.SqliteStore`.

    A backend is a subclass that says which targets it opens (``opens``); defining it registers
    it (the package imports both), so this interface never imports a backend."""

    backend = "?"
    backends: list[type["Store"]] = []  # every backend defined, in the order they were
    # How appends are timed and counted: ``append_timer(backend, kind)`` gives a context manager
    # around each append. No timing by default; bot/ops/metrics.py installs Prometheus's.
    append_timer: Callable[[str, str], ContextManager] = staticmethod(_untimed)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "opens" in cls.__dict__:
            Store.backends.append(cls)

    @classmethod
    def opens(cls, target: str | Path) -> bool:
        """Whether this backend opens ``target`` (a file path or a URL)."""
        return False

    def __new__(cls, target: str | Path, *args, **kwargs):
        if cls is Store:
            found = [b for b in Store.backends if b.opens(target)]
            if not found:
                raise StoreError(f"no store backend opens {redacted(target)}")
            cls = found[0]
        return super().__new__(cls)

    def __init__(self, target: str | Path) -> None:
        self.target = target

    @classmethod
    async def open(cls, target: str | Path) -> "Store":
        store = cls(target)
        await store.connect()
        return store

    async def __aenter__(self) -> "Store":
        if not self.connected:
            await self.connect()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # -- to implement --------------------------------------------------------------------------
    connected: bool

    @abstractmethod
    async def connect(self) -> None:
        ...

    @abstractmethod
    async def close(self) -> None:
        ...

    @abstractmethod
    async def schema_version(self) -> int:
        """The migration step the database is at (``len(MIGRATIONS)`` once open)."""
        ...

    @abstractmethod
    async def create_game(
        self, guild_id: int | None, channel_id: int, host_id: int, game: str, options: dict,
        seed: int, seats: list[Seat], status: Status = "lobby", locale: str | None = None,
    ) -> StoredGame:
        ...

    @abstractmethod
    async def get_game(self, game_id: int) -> StoredGame | None:
        ...

    @abstractmethod
    async def active_game(self, channel_id: int) -> StoredGame | None:
        """The channel's game in lobby or active status, if any."""
        ...

    @abstractmethod
    async def games_in_guild(self, guild_id: int) -> list[StoredGame]:
        """All the guild's games, any status, oldest first."""
        ...

    @abstractmethod
    async def active_games(self) -> list[StoredGame]:
        """Every game in lobby or active status (to resume after a restart), oldest first."""
        ...

    @abstractmethod
    async def all_games(self) -> list[StoredGame]:
        """Every game of every status, oldest first (for checks such as ``vypravci doctor``)."""
        ...

    @abstractmethod
    async def update_lobby(self, game_id: int, seats: list[Seat], options: dict | None = None, *,
                           expected_version: int) -> StoredGame:
        """Replace the seats (and options, if given) of a game still in the lobby."""
        ...

    @abstractmethod
    async def set_status(self, game_id: int, status: Status, *, expected_version: int | None = None,
                         expected_status: Iterable[str] | None = None) -> StoredGame:
        """Change the status; ChannelBusy if reopening it would give the channel two open games.
        ``expected_status``: refuse (WrongStatus) unless the game is in one of these now."""
        ...

    @abstractmethod
    async def start_game(self, game_id: int, seats: list[Seat], *, expected_version: int,
                         seed: int | None = None) -> StoredGame:
        """Seat order fixed and status 'active' in one commit (a crash leaves a lobby or a game);
        ``seed``: the game's chance, drawn at the start (None: the row's stays)."""
        ...

    @abstractmethod
    async def set_game_locale(self, game_id: int, locale: str | None) -> StoredGame:
        ...

    async def append_action(self, game_id: int, expected_seq: int, action: dict,
                            user_id: int | None = None, *, finish: bool = False) -> int:
        """Append an action; returns its seq (= the new row count, the next expected_seq).
        ``finish``: the action ends the game; the status becomes 'finished' in the same commit."""
        with Store.append_timer(self.backend, "action"):
            return await self._append_action(game_id, expected_seq, action, user_id, finish=finish)

    async def append_undo(self, game_id: int, expected_seq: int, to: int,
                          user_id: int | None = None) -> int:
        """Cut the effective action list back to its first ``to`` actions; returns the new seq."""
        if isinstance(to, bool) or not isinstance(to, int):
            raise TypeError("to must be an int")
        with Store.append_timer(self.backend, "undo"):
            return await self._append_undo(game_id, expected_seq, to, user_id)

    @abstractmethod
    async def _append_action(self, game_id: int, expected_seq: int, action: dict,
                             user_id: int | None, *, finish: bool) -> int:
        ...

    @abstractmethod
    async def _append_undo(self, game_id: int, expected_seq: int, to: int, user_id: int | None) -> int:
        ...

    @abstractmethod
    async def snapshot(self, game_id: int) -> Snapshot:
        """The game row and its whole log, read as one consistent view: the record and ``seq``
        always belong together, so a state replayed from it may append at exactly that ``seq``."""
        ...

    async def log(self, game_id: int) -> list[MoveRow]:
        """The raw log rows, in seq order."""
        return (await self.snapshot(game_id)).rows

    async def record(self, game_id: int) -> GameRecord:
        """The effective record (options, seed, seats, folded actions), read in one snapshot."""
        return (await self.snapshot(game_id)).record

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

    @abstractmethod
    async def _set_locale(self, table: str, key: str, id_: int, locale: str | None) -> None:
        ...

    @abstractmethod
    async def _get_locale(self, table: str, key: str, id_: int) -> str | None:
        ...

    # -- the table's bookkeeping (not rules) ---------------------------------------------------
    async def update_meta(self, game_id: int, patch: dict) -> StoredGame:
        """Merge ``patch`` into the game's ``meta`` (top-level keys; a None value removes its key),
        read and written in one transaction. Bumps neither ``version`` nor ``updated_at``. A value
        that does not fit bot/store/limits.py's ``TableMeta`` is a ValueError (and nothing is written)."""
        return await self._update_meta(game_id, checked_patch(TableMeta, patch))

    @abstractmethod
    async def _update_meta(self, game_id: int, patch: dict) -> StoredGame:
        ...

    @abstractmethod
    async def mark_announced(self, game_id: int, seq: int) -> None:
        """Record that the log's first ``seq`` rows were announced (``announced_seq`` only grows)."""
        ...

    @abstractmethod
    async def unannounced_games(self) -> list[StoredGame]:
        """Games with stored moves not yet announced (``announced_seq < move_count``), oldest first."""
        ...

    async def get_guild_settings(self, guild_id: int) -> dict:
        """The server's settings (language aside: ``get_guild_locale``); {} when none are set."""
        return await self._get_settings("guild_settings", "guild_id", guild_id)

    async def update_guild_settings(self, guild_id: int, patch: dict) -> dict:
        """Merge ``patch`` into the server's settings (a None value removes its key); the new settings.
        A value that does not fit bot/store/limits.py's ``GuildSettings`` is a ValueError (nothing is written)."""
        return await self._update_settings("guild_settings", "guild_id", guild_id,
                                           checked_patch(SETTINGS["guild_settings"], patch))

    async def get_user_settings(self, user_id: int) -> dict:
        return await self._get_settings("user_settings", "user_id", user_id)

    async def update_user_settings(self, user_id: int, patch: dict) -> dict:
        return await self._update_settings("user_settings", "user_id", user_id,
                                           checked_patch(SETTINGS["user_settings"], patch))

    async def bot_setting_once(self, name: str, make: Callable[[], object]) -> object:
        """The bot-wide setting ``name`` (guild settings row 0), written as ``make()`` the first
        time it is asked for: read and written in one transaction, so processes racing here all
        get the value the first one stored."""
        new = await self._update_settings("guild_settings", "guild_id", 0,
                                          lambda old: {} if old.get(name) is not None else {name: make()})
        return new[name]

    @abstractmethod
    async def _get_settings(self, table: str, key: str, id_: int) -> dict:
        """The row's settings as ``read_settings`` leaves them (what does not fit left out)."""
        ...

    @abstractmethod
    async def _update_settings(self, table: str, key: str, id_: int,
                               patch: dict | Callable[[dict], dict]) -> dict:
        """Merge ``patch`` (or ``patch(old settings)``, computed inside the transaction) in."""
        ...

    # -- copying (migrate-store) ---------------------------------------------------------------
    async def dump_settings(self) -> dict[str, list[tuple[int, str | None, dict]]]:
        """Every setting: ``{"guild_settings": [(id, locale, settings)…], "user_settings": […]}``
        (what does not fit bot/store/limits.py left out)."""
        return {table: [(id_, locale, read_settings(table, text)[0]) for id_, locale, text in rows]
                for table, rows in (await self._settings_texts()).items()}

    async def settings_problems(self) -> list[str]:
        """A line on every stored setting that does not fit bot/store/limits.py (``vypravci doctor``)."""
        return [f"{table} {id_}: {problem}" for table, rows in (await self._settings_texts()).items()
                for id_, _, text in rows for problem in read_settings(table, text)[1]]

    @abstractmethod
    async def _settings_texts(self) -> dict[str, list[tuple[int, str | None, str]]]:
        """Every settings row as stored: ``{table: [(id, locale, settings JSON text)…]}``, in one read."""
        ...

    @abstractmethod
    async def import_game(self, game: StoredGame, rows: list[MoveRow]) -> None:
        """Copy a game with its id, timestamps, version, meta, announced_seq and whole log verbatim (migrate-store);
        the target must not hold that id yet."""
        ...

    @abstractmethod
    async def import_settings(self, settings: dict[str, list[tuple[int, str | None, dict]]]) -> None:
        """Write settings as ``dump_settings`` returns them (overwriting equal keys)."""
        ...
