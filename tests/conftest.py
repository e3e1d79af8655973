"""Shared test set-up: the repo root is importable (pytest's rootdir conftest), and the fixtures
the bot and console tests share (their doubles are in tests/support.py)."""
from __future__ import annotations

import random

import pytest

from tests.pg import db_target, pg_url  # noqa: F401 - PostgreSQL for the store tests (tests/pg.py)


@pytest.fixture
def fixed_seeds(monkeypatch):
    """Games draw their seed from the OS; tests use a fixed sequence so they replay exactly."""
    from vypravci.bot.table import session as session_module

    rng = random.Random(2024)
    monkeypatch.setattr(session_module.random, "SystemRandom", lambda: rng)


@pytest.fixture
async def app(tmp_path):
    """The Discord handler layer over a fresh store, with a fast fake renderer."""
    from vypravci.bot.discord.app import App
    from vypravci.bot.ops.config import Config
    from vypravci.bot.table.session import Sessions
    from vypravci.bot.store import Store
    from tests.support import fast_render

    store = await Store.open(tmp_path / "bot.sqlite3")
    yield App(Sessions(store), Config(db_path=tmp_path / "bot.sqlite3", locale="en"), renderer=fast_render)
    await store.close()


@pytest.fixture
async def rr_two_seats(app):
    """The ``app`` with a started two-player Russian Railroads game in the doubles' channel: Anna
    (user 1, the host) in seat 0, Bob (user 2) in seat 1."""
    from tests.support import CHANNEL, GUILD

    s = app.sessions
    await s.new_lobby(GUILD, CHANNEL, 1, "Anna", "russian-railroads")
    await s.join(CHANNEL, 2, "Bob")
    await s.start(CHANNEL, 1, shuffle_seats=False)
    return app


@pytest.fixture
async def console(tmp_path, monkeypatch):
    """An English console over a fresh SQLite file, with fixed seats; ``console.lines`` is its output."""
    from vypravci.bot.table import session as session_module
    from vypravci.bot.ops.config import Config
    from vypravci.bot.console.app import Console
    from vypravci.bot.table.session import Sessions
    from vypravci.bot.store import Store
    from tests.support import FixedSeed

    monkeypatch.setattr(session_module.random, "SystemRandom", FixedSeed)
    store = await Store.open(tmp_path / "c.sqlite3")
    lines: list[str] = []
    c = Console(Sessions(store), Config(db_path=tmp_path / "c.sqlite3", out_dir=tmp_path / "out"), "en",
                out=lines.append)
    c.lines = lines
    yield c
    await store.close()
