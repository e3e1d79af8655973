"""Fixtures of the end-to-end suite: a loopback Discord, discord.py pointed at it, a small world.

Every test module here sets ``pytestmark = pytest.mark.e2e``; the suite runs by default (plain
``pytest`` and ``make test``, hence CI). ``pytest -m "not e2e"`` leaves it out.
"""
from __future__ import annotations

import discord
import discord.gateway
import discord.http
import discord.webhook.async_
import pytest
import yarl

from .emulator import DiscordEmulator
from .harness import World, make_world


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "e2e: end-to-end tests of the real bot through the loopback Discord "
                                       "emulator (tests/e2e; run by default)")


@pytest.fixture
async def emulator():
    """A started loopback Discord; fails the test if the bot broke Discord's rules on the way."""
    emu = DiscordEmulator()
    await emu.start()
    try:
        yield emu
    finally:
        await emu.close()
    assert not emu.protocol_errors, f"requests Discord would reject: {emu.protocol_errors}"
    assert not emu.unhandled, f"routes the emulator does not know: {emu.unhandled}"


@pytest.fixture
def discord_loopback(emulator: DiscordEmulator, monkeypatch: pytest.MonkeyPatch) -> DiscordEmulator:
    """THE one place that points discord.py at the emulator (undone after the test).

    discord.py builds every REST URL from the class attribute ``discord.http.Route.BASE`` (the
    interaction webhooks in ``discord.webhook.async_`` use the same ``Route`` class), and a plain
    ``Client``/``Bot`` opens the gateway at ``DiscordWebSocket.DEFAULT_GATEWAY`` (only an
    ``AutoShardedClient`` asks ``GET /gateway/bot``, which the emulator answers too; after READY
    the client reconnects to READY's ``resume_gateway_url``, which is the emulator's as well).
    If a discord.py upgrade renames these, this fixture fails loudly instead of letting a test
    talk to the real Discord.
    """
    route = discord.http.Route
    assert isinstance(getattr(route, "BASE", None), str) and route.BASE.startswith("https://discord.com/api/v"), \
        "discord.http.Route.BASE is gone or changed: update the e2e loopback fixture"
    assert discord.webhook.async_.Route is route, "webhooks no longer share discord.http.Route"
    assert isinstance(getattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", None), yarl.URL), \
        "discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY is gone: update the e2e loopback fixture"
    assert discord.http.INTERNAL_API_VERSION == 10, "discord.py no longer speaks API v10"
    monkeypatch.setattr(route, "BASE", emulator.api_base)
    monkeypatch.setattr(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(emulator.gateway_url))
    return emulator


@pytest.fixture
def world(discord_loopback: DiscordEmulator) -> World:
    """One server with three table channels, three players (Alice cs, Bob en-US, Cyril cs), an
    onlooker (Dana, en-US) and a moderator (Mod, Manage Server)."""
    return make_world(discord_loopback)
