"""Fixtures of the end-to-end suite: a loopback Discord, discord.py pointed at it, a small world.

Every test module here sets ``pytestmark = pytest.mark.e2e``; the suite runs by default (plain
``pytest`` and ``make test``, hence CI). ``pytest -m "not e2e"`` leaves it out.
"""
from __future__ import annotations

import json
import os

import pytest

from .emulator import DiscordEmulator
from .harness import World, discord_py_at, make_world
from .weather import weather_named


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "e2e: end-to-end tests of the real bot through the loopback Discord "
                                       "emulator (tests/e2e; run by default)")


@pytest.fixture
async def emulator(request):
    """A started loopback Discord; fails the test if the bot broke Discord's rules on the way.
    Calm weather unless ``VYPRAVCI_E2E_WEATHER`` says otherwise (``rate-limits``, ``storm``,
    ``storm:0.1``: tests/e2e/weather.py), to try the whole suite under Discord's weather;
    ``VYPRAVCI_E2E_SPEC=1`` checks every request and answer against Discord's OpenAPI
    description as well (tests/e2e/discord_spec.py; slow); ``VYPRAVCI_E2E_REPORT=file`` appends
    each test's ``weather_report()`` to ``file`` as a line of JSON."""
    emu = DiscordEmulator(weather=weather_named(os.environ.get("VYPRAVCI_E2E_WEATHER", "")),
                          check_spec=os.environ.get("VYPRAVCI_E2E_SPEC", "") not in ("", "0"))
    await emu.start()
    try:
        yield emu
    finally:
        await emu.close()
        if report := os.environ.get("VYPRAVCI_E2E_REPORT"):  # one JSON line per test: its weather report
            with open(report, "a", encoding="utf-8") as out:
                out.write(json.dumps({"test": request.node.nodeid, **emu.weather_report()}) + "\n")
    assert not emu.protocol_errors, f"requests Discord would reject: {emu.protocol_errors}"
    assert not emu.unhandled, f"routes the emulator does not know: {emu.unhandled}"
    assert not emu.answer_errors, f"the emulator answered unlike Discord: {emu.answer_errors}"


@pytest.fixture
def discord_loopback(emulator: DiscordEmulator):
    """discord.py pointed at the emulator for this test: see ``harness.discord_py_at``, the one
    place that sets (and checks the existence of) ``discord.http.Route.BASE`` and
    ``DiscordWebSocket.DEFAULT_GATEWAY``."""
    with discord_py_at(emulator):
        yield emulator


@pytest.fixture
def world(discord_loopback: DiscordEmulator) -> World:
    """One server with three table channels, three players (Alice cs, Bob en-US, Cyril cs), an
    onlooker (Dana, en-US) and a moderator (Mod, Manage Server)."""
    return make_world(discord_loopback)
