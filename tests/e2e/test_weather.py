"""Discord's weather in the loopback Discord (tests/e2e/weather.py), and how the real discord.py
client meets it: rate-limit buckets and headers, the global limit, 429s, the invalid-request
counter, server errors before and after a request took effect, slow answers, dropped
connections, and the gateway closing (1006, 4000, 4009), INVALID_SESSION and silent connections.

Each behaviour is first checked on the wire (raw HTTP or websocket), as Discord's Rate Limits and
Gateway topics describe it, then through a bare discord.py client (no Výpravčí code)."""
from __future__ import annotations

import asyncio
import json
import time

import aiohttp
import discord
import pytest

from .emulator import CB_MESSAGE, DiscordEmulator
from .harness import connected
from .weather import Limit, Weather, bucket_hash, route_kind

pytestmark = pytest.mark.e2e

POSTS = "POST /channels/{channel_id}/messages"


class Client(discord.Client):
    """A bare client: /ping answers with a message; ``say`` posts through the REST API."""

    def __init__(self, guild_id: int, **kw) -> None:
        super().__init__(intents=discord.Intents.default(), **kw)
        self.tree = discord.app_commands.CommandTree(self)
        self.guild_obj = discord.Object(guild_id)
        self.events: list[str] = []

        @self.tree.command(name="ping", description="Answer pong", guild=self.guild_obj)
        async def ping(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("pong")

        @self.tree.command(name="later", description="Defer, then a followup", guild=self.guild_obj)
        async def later(interaction: discord.Interaction) -> None:
            await interaction.response.defer()
            await interaction.followup.send("first")
            try:
                await interaction.followup.send("second")
            except discord.HTTPException as exc:
                self.events.append(f"followup:{exc.status}")

    async def setup_hook(self) -> None:
        await self.tree.sync(guild=self.guild_obj)

    async def say(self, channel_id: int, text: str) -> discord.Message:
        return await self.get_partial_messageable(channel_id).send(text)

    async def on_resumed(self) -> None:
        self.events.append("resumed")

    async def on_ready(self) -> None:
        self.events.append("ready")


@pytest.fixture
async def client(world):
    async with connected(Client(world.guild.id), world) as bot:
        yield bot


async def _raw(emu: DiscordEmulator, http: aiohttp.ClientSession, method: str, path: str, body=None,
               token: str | None = None):
    headers = {"Authorization": f"Bot {token or emu.token}"}
    async with http.request(method, emu.api_base + path, json=body, headers=headers) as r:
        text = await r.text()
        return r.status, r.headers, (json.loads(text) if r.content_type == "application/json" and text else text)


def _texts(emu: DiscordEmulator, channel) -> list[str]:
    return [m.content for m in emu.public_messages(channel)]


# ------------------------------------------------------------------------------------ rate limits
async def test_buckets_per_route_and_channel_with_their_headers(world):
    """A bucket per route and top-level resource; every answer says how much is left; the
    request past the limit is a 429 with Discord's body and headers and counts as invalid."""
    emu = world.emu
    emu.weather = Weather(rate_limits=True, limits={POSTS: Limit(3, 0.6)})
    a, b = world.general.id, world.table1.id
    async with aiohttp.ClientSession() as http:
        seen = [await _raw(emu, http, "POST", f"/channels/{a}/messages", {"content": str(i)}) for i in range(4)]
        assert [s for s, _, _ in seen] == [200, 200, 200, 429]
        assert [h["X-RateLimit-Remaining"] for _, h, _ in seen[:3]] == ["2", "1", "0"]
        for _, h, _ in seen:
            assert h["X-RateLimit-Limit"] == "3" and h["X-RateLimit-Bucket"] == bucket_hash(POSTS)
            assert 0 <= float(h["X-RateLimit-Reset-After"]) <= 0.6 and float(h["X-RateLimit-Reset"]) > time.time() - 1
            assert h["Via"]  # discord.py takes a 429 without Via for a Cloudflare ban
        status, h, body = seen[3]
        assert body["global"] is False and 0 < body["retry_after"] <= 0.6 and body["message"]
        assert h["X-RateLimit-Scope"] == "user" and h["Retry-After"] == "1" and "X-RateLimit-Global" not in h
        # another channel has a bucket of its own; an edit is another route
        other = await _raw(emu, http, "POST", f"/channels/{b}/messages", {"content": "b"})
        assert other[0] == 200 and other[1]["X-RateLimit-Remaining"] == "2"
        first = seen[0][2]["id"]
        edit = await _raw(emu, http, "PATCH", f"/channels/{a}/messages/{first}", {"content": "edited"})
        assert edit[0] == 200 and edit[1]["X-RateLimit-Bucket"] != bucket_hash(POSTS)
        await asyncio.sleep(0.65)  # the bucket resets
        again = await _raw(emu, http, "POST", f"/channels/{a}/messages", {"content": "again"})
        assert again[0] == 200 and again[1]["X-RateLimit-Remaining"] == "2"
    assert _texts(emu, world.general) == ["edited", "1", "2", "again"]
    assert emu.invalid_requests() == 1 and len(emu.forecast.rate_limited(scope="user")) == 1
    retried = [r for r in emu.requests if r.waited > 0]
    assert len(retried) == 1 and retried[0].status == 200 and retried[0].waited >= 0.6
    log = [r for r in emu.requests if r.kind == "post"]
    assert log[0].major == f"channel:{a}" and log[0].route == POSTS and log[0].channel_id == a


async def test_global_limit_spares_the_interaction_endpoints(world, client):
    """50 requests a second by default (here 4): the next is a global 429; the interaction
    callback and followups are not bound to it (Discord's Rate Limits topic)."""
    emu = world.emu
    emu.weather = Weather(rate_limits=True, global_per_s=4)
    async with aiohttp.ClientSession() as http:
        answers = [await _raw(emu, http, "GET", f"/channels/{world.general.id}") for _ in range(5)]
        assert [s for s, _, _ in answers] == [200] * 4 + [429]
        _, h, body = answers[4]
        assert body["global"] is True and h["X-RateLimit-Global"] == "true" and h["X-RateLimit-Scope"] == "global"
        it = await world.bob.slash("later", world.general)  # callback and followups while limited
        await it.settle(0.1)
    assert [m.content for m in it.messages] == ["first", "second"] and it.latency < 1
    assert not [r for r in emu.requests if r.kind in ("callback", "followup") and r.status == 429]


async def test_discord_py_paces_itself_by_the_headers_and_waits_out_429s(world, client):
    """The real client spaces posts by X-RateLimit-Remaining/Reset-After (no 429 met), and when a
    429 comes anyway — a limit of the channel it could not foresee, or the global one — it waits
    ``retry_after`` and posts once."""
    emu = world.emu
    emu.weather = Weather(rate_limits=True, limits={POSTS: Limit(2, 0.5)})
    started = time.monotonic()
    await asyncio.gather(*(client.say(world.general.id, f"m{i}") for i in range(5)))
    assert time.monotonic() - started >= 1.0  # three windows of 0.5 s for five posts
    assert sorted(_texts(emu, world.general)) == [f"m{i}" for i in range(5)]
    assert not emu.forecast.rate_limited()
    await asyncio.sleep(0.5)
    emu.inject("post", 429, scope="shared", retry_after=0.3)  # the channel is limited for everyone
    emu.inject("post", 429, scope="global", retry_after=0.2)
    await client.say(world.table1.id, "after the storm")
    assert _texts(emu, world.table1) == ["after the storm"]
    limited = emu.forecast.rate_limited()
    assert [r.scope for r in limited] == ["shared", "global"]
    assert emu.forecast.waits() and emu.forecast.waits()[-1] >= 0.5
    assert emu.invalid_requests() == 1  # a shared-scope 429 is not held against the bot


async def test_invalid_requests_are_counted_and_too_many_get_a_ban(world):
    emu = world.emu
    emu.weather = Weather(ban_at=5)
    async with aiohttp.ClientSession() as http:
        for _ in range(5):
            status, _, _ = await _raw(emu, http, "GET", "/users/@me", token="wrong")
            assert status == 401
        status, headers, body = await _raw(emu, http, "GET", "/users/@me")
    assert status == 429 and "Via" not in headers and body == "error code: 1015"
    assert emu.invalid_requests() == 5 and emu.forecast.invalid_peak() == 5 and emu.weather_report()["banned"]
    assert emu.protocol_errors == ["5 invalid requests (401/403/429) in 10 minutes: Discord bans the IP"]
    emu.protocol_errors.clear()  # expected here


# ------------------------------------------------------------------------------------ faults
async def test_server_errors_before_and_after_the_post_took_effect(world, client):
    """discord.py retries 500/502/504 itself: a 502 before the post is harmless, and so is a 500
    *after* it, because discord.py gives every channel message a nonce with ``enforce_nonce``
    (Discord hands back the first message). A 503 is not retried: after it the client has an
    error while the message is there."""
    emu, ch = world.emu, world.general
    emu.inject("post", 502)
    await client.say(ch.id, "once")
    emu.inject("post", 500, after=True)
    await client.say(ch.id, "twice")
    emu.inject("post", 503, after=True)
    with pytest.raises(discord.DiscordServerError):
        await client.say(ch.id, "posted, though the client was told otherwise")
    emu.inject("post", 503)
    with pytest.raises(discord.DiscordServerError):
        await client.say(ch.id, "never posted")
    assert _texts(emu, ch) == ["once", "twice", "posted, though the client was told otherwise"]
    assert emu.nonce_hits == 1  # the retry after the 500 got the first message back
    faults = [(r.fault, r.status) for r in emu.requests if r.fault]
    assert faults == [("502-before", 502), ("500-after", 500), ("503-after", 503), ("503-before", 503)]


async def test_a_followup_answered_503_after_taking_effect_is_posted_twice(world, client):
    """Interaction webhooks (discord.py's webhook adapter) retry every 5xx: a followup that
    Discord made and then answered 503 appears twice (issue 25's known gap)."""
    emu = world.emu
    emu.inject("followup", 503, after=True, count=1)
    it = await world.bob.slash("later", world.general)
    await emu.wait_for(lambda: len(it.messages) == 3, 10, "the followups, one of them retried after 1 s")
    await it.settle(0.2)
    assert [m.content for m in it.messages] == ["first", "first", "second"] and not client.events


async def test_slow_answers_and_dropped_connections(world, client):
    """A callback held past the 3-second window is refused (10062); an answer held after the
    post took effect keeps the client waiting, and a client that gives up first has lost the
    answer of a message that exists; a connection cut after the post does the same."""
    emu = world.emu
    emu.inject("callback", None, delay=3.2)  # slow on the way in: too late for Discord
    late = await world.bob.slash("ping", world.general)
    await emu.wait_for(lambda: late.errors, 10, "the late callback")
    assert late.expired and not late.acknowledged
    emu.inject("callback", None, delay=0.5, after=True)  # slow on the way out: acknowledged in time
    slow = await world.bob.slash("ping", world.general)
    await slow.settle(0.1)
    assert slow.callback_type == CB_MESSAGE and slow.latency < 0.5 and [m.content for m in slow.messages] == ["pong"]
    emu.inject("post", None, delay=1.0, after=True)
    with pytest.raises(asyncio.TimeoutError):
        await asyncio.wait_for(client.say(world.table1.id, "slow"), 0.3)  # the client's own timeout
    emu.inject("post", drop=True, after=True)
    with pytest.raises(aiohttp.ClientError):  # not a discord.HTTPException: discord.py passes it on
        await client.say(world.table1.id, "cut")
    await asyncio.sleep(0.8)
    assert _texts(emu, world.table1) == ["slow", "cut"]


async def test_faults_by_chance_are_seeded(world):
    """``Weather(faults=p, seed=s)``: about p of the requests fail, the same ones for the same seed."""
    def run(seed: int) -> list:
        emu = DiscordEmulator(weather=Weather(faults=0.3, slow=0.1, seed=seed))
        return [(f.status, f.after, f.delay) if (f := emu.forecast.fault_for("post")) else None for _ in range(400)]
    first, again, other = run(1), run(1), run(2)
    assert first == again and first != other
    failed = [f for f in first if f and f[0]]
    assert 90 <= len(failed) <= 150 and {s for s, _, _ in failed} == {500, 502, 503, 504}
    assert 0.3 < sum(1 for f in failed if f[1]) / len(failed) < 0.7
    assert DiscordEmulator(weather=Weather(faults=1.0)).forecast.fault_for("login") is None  # start-up is calm


async def test_request_kinds_and_post_counting(world, client):
    emu = world.emu
    assert route_kind("POST", "/api/v10/channels/{channel_id}/messages", dm=True) == "dm"
    assert route_kind("PUT", "/api/v10/channels/{channel_id}/messages/pins/{message_id}") == "pin"
    assert route_kind("PATCH", "/api/v10/webhooks/{app_id}/{token}/messages/{message_id}") == "webhook-edit"
    for text in ("game 7 at 3", "game 7 at 4", "game 7 at 4", "nothing"):
        await client.say(world.general.id, text)
    it = await world.bob.slash("later", world.general)
    await it.settle(0.1)

    def mark(m):
        words = m.posted.content.split()
        return [(int(words[1]), int(words[3]))] if words[0] == "game" else []
    assert emu.count_posts(mark) == {(7, 3): 1, (7, 4): 2}
    kinds = emu.forecast.by_kind()
    assert kinds["post"] == 4 and kinds["callback"] == 1 and kinds["followup"] == 2 and kinds["login"] >= 1
    report = emu.weather_report()
    assert report["by_kind"]["post"] == 4 and report["rate_limited"] == 0 and report["identifies"] == 1
    assert report["interactions"] == report["acknowledged_in_3s"] == 1 and report["unanswered"] == 0


# ------------------------------------------------------------------------------------ gateway
async def _burst(world, n: int, drop) -> list:
    """``n`` slash commands, the gateway dropped (``drop()``) after half of them are dispatched."""
    its = []
    for i in range(n):
        if i == n // 2:
            await drop()
        its.append(await world.bob.slash("ping", world.general))
    return its


@pytest.mark.parametrize("code", [1006, 4000])
async def test_a_connection_dropped_mid_burst_resumes_and_misses_nothing(world, client, code):
    emu = world.emu
    its = await _burst(world, 6, lambda: emu.drop_gateway(code))
    for it in its:
        assert (await it.ack(15)).type == CB_MESSAGE and it.latency < 3
    await emu.wait_for(lambda: "resumed" in client.events, 10, "RESUMED")
    assert len(emu.identify_payloads) == 1 and emu.resumes() == 1 and emu.gateway_drops[0][1] == code


async def test_session_timed_out_means_a_new_identify(world, client):
    """4009: the RESUME is answered INVALID_SESSION, discord.py IDENTIFYs afresh; what was
    dispatched in between reached no session (the player saw "This interaction failed")."""
    emu = world.emu
    await emu.drop_gateway(4009)
    lost = await world.bob.slash("ping", world.general)
    await emu.wait_for(lambda: len(emu.identify_payloads) == 2 and emu.active_session.ws is not None, 15,
                       "a new IDENTIFY")
    await emu.wait_for(lambda: client.get_guild(world.guild.id) is not None, 10, "GUILD_CREATE again")
    after = await world.bob.slash("ping", world.general)
    assert (await after.ack(10)).type == CB_MESSAGE
    assert not lost.delivered and not lost.acknowledged and emu.resumes() == 1  # tried, refused


@pytest.mark.parametrize("resumable", [True, False])
async def test_invalid_session(world, client, resumable):
    emu = world.emu
    await emu.invalid_session(resumable)
    if resumable:
        await emu.wait_for(lambda: emu.resumes() == 1 and emu.active_session.ws is not None, 15, "a RESUME")
    else:
        await emu.wait_for(lambda: len(emu.identify_payloads) == 2 and emu.active_session.ws is not None, 15,
                           "a new IDENTIFY")
    await emu.wait_for(lambda: client.get_guild(world.guild.id) is not None, 10, "the guild")
    it = await world.bob.slash("ping", world.general)
    assert (await it.ack(10)).type == CB_MESSAGE
    assert len(emu.identify_payloads) == (1 if resumable else 2)


async def test_heartbeat_acks_that_stop_coming(discord_loopback: DiscordEmulator, world):
    """A silent ("zombied") connection: discord.py closes it after its heartbeat timeout and
    RESUMEs; what was dispatched meanwhile is replayed and answered."""
    emu = discord_loopback
    emu.heartbeat_interval_ms = 200
    async with connected(Client(world.guild.id, heartbeat_timeout=1.0), world):
        beats = emu.heartbeats
        emu.zombie()
        it = await world.bob.slash("ping", world.general)
        await emu.wait_for(lambda: emu.resumes() == 1, 10, "the client to give up on the silent connection")
        assert emu.heartbeats > beats  # it kept beating into the silence first
        assert (await it.ack(5)).type == CB_MESSAGE and it.delivered
        assert len(emu.identify_payloads) == 1


async def test_gateway_drops_by_the_minute(world, client):
    """``Weather(gateway_drops_per_min=…)``: the emulator drops the connection now and then by
    itself; the client comes back each time."""
    emu = world.emu
    emu.weather = Weather(gateway_drops_per_min=120.0, drop_codes=(4000, 1006), seed=3)
    await emu.wait_for(lambda: len(emu.gateway_drops) >= 2 and emu.resumes() >= 2, 10, "two drops and resumes")
    emu.weather = Weather()
    await emu.wait_ready(15)
    it = await world.bob.slash("ping", world.general)
    assert (await it.ack(10)).type == CB_MESSAGE
    assert emu.weather_report()["gateway_drops"]


async def test_a_callback_answered_5xx_after_taking_effect(world, client):
    """A callback Discord took and then answered 503: discord.py's webhook adapter sends it again
    a second later and Discord refuses the second (40060, already acknowledged) — the player saw
    the answer once, the bot's handler got an error."""
    emu = world.emu
    client.errors = []

    @client.tree.error
    async def on_error(interaction, error) -> None:
        client.errors.append(getattr(error, "original", error))

    emu.inject("callback", 503, after=True)
    it = await world.bob.slash("ping", world.general)
    await emu.wait_for(lambda: client.errors, 10, "the handler's error")
    assert [m.content for m in it.messages] == ["pong"] and it.latency < 1
    assert [c.status for c in it.callbacks] == [200, 400] and it.errors[-1].code == 40060
    assert isinstance(client.errors[0], discord.HTTPException) and client.errors[0].code == 40060
