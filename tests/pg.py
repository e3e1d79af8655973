"""A real PostgreSQL for the tests: started once per test run from the ``pgserver`` package
(no root, no system service), or the server at ``VYPRAVCI_TEST_PG`` (a ``postgresql://`` URL).
Each test gets a fresh schema of its own. If no server can be started the PostgreSQL cases are
skipped with a loud reason (and a warning), never silently.

tests/conftest.py imports the fixtures ``pg_url`` and ``db_target`` from here (so that one server
serves the whole run); ``db_target`` runs a test once over SQLite and once over PostgreSQL.
"""
from __future__ import annotations

import asyncio
import os
import tempfile
import uuid
import warnings

import pytest

BACKENDS = ("sqlite", "postgresql")


@pytest.fixture(scope="session")
def pg_url():
    """The URL of a running PostgreSQL server for the whole test run."""
    given = os.environ.get("VYPRAVCI_TEST_PG")
    if given:
        yield given
        return
    tmp = tempfile.TemporaryDirectory(prefix="vypravci-pg-")
    try:
        import pgserver

        server = pgserver.get_server(tmp.name, cleanup_mode="stop")
        url = server.get_uri()
    except Exception as err:  # noqa: BLE001 - any failure to start is reported, loudly
        tmp.cleanup()
        reason = (f"PostgreSQL backend NOT TESTED: pgserver could not start a server "
                  f"({type(err).__name__}: {err}); set VYPRAVCI_TEST_PG to a postgresql:// URL")
        warnings.warn(reason, stacklevel=1)
        pytest.skip(reason)
    try:
        yield url
    finally:
        _stop(server)
        tmp.cleanup()


def _stop(server) -> None:
    """Stop at once: the data is thrown away, so the shutdown checkpoint is not worth waiting for."""
    try:
        from pgserver._commands import pg_ctl

        pg_ctl(["-w", "-m", "immediate", "stop"], pgdata=server.pgdata, user=server.system_user)
    except Exception:  # noqa: BLE001 - pgserver's own (slower) stop below still runs
        pass
    server.cleanup()
    info = getattr(server, "_postmaster_info", None)  # never leave a server behind
    if info is not None and info.process.is_running():
        info.process.kill()


async def new_schema(url: str) -> str:
    """``url`` narrowed to a new, empty schema (its ``search_path``): a database of one's own."""
    import asyncpg

    name = "t_" + uuid.uuid4().hex[:12]
    db = await asyncpg.connect(url)
    try:
        await db.execute(f"CREATE SCHEMA {name}")
    finally:
        await db.close()
    return f"{url}{'&' if '?' in url else '?'}search_path={name}"


def fresh_schema(url: str) -> str:
    """``new_schema`` for code outside an event loop (sync fixtures, hypothesis machines)."""
    loop = asyncio.new_event_loop()  # not asyncio.run: it would unset the test's current loop
    try:
        return loop.run_until_complete(new_schema(url))
    finally:
        loop.close()


@pytest.fixture(params=BACKENDS)
def db_target(request, tmp_path):
    """A fresh, empty database: a SQLite file path, or a PostgreSQL URL to a schema of its own."""
    if request.param == "sqlite":
        return tmp_path / "vypravci.sqlite3"
    return fresh_schema(request.getfixturevalue("pg_url"))


async def raw(target, sql: str) -> list[tuple]:
    """One statement on a connection of its own, outside any Store (a hand edit, another tool)."""
    import sqlite3

    from vypravci.bot.store import is_postgres

    if is_postgres(target):
        import asyncpg

        db = await asyncpg.connect(str(target))
        try:
            return [tuple(r) for r in await db.fetch(sql)]
        finally:
            await db.close()
    with sqlite3.connect(target) as db:
        return [tuple(r) for r in db.execute(sql)]
