"""The emulator itself, driven by a bare discord.py client (no Výpravčí code).

If these fail, the scenarios in test_bot_e2e.py cannot be trusted: the emulator must speak the
gateway (HELLO, IDENTIFY/READY, GUILD_CREATE, heartbeats, RESUME, zlib-stream), accept command
sync, deliver interactions and keep Discord's rules (3-second window, one callback, loading
messages resolved by the first followup, ephemeral visibility, pings only on creation, limits).
"""
from __future__ import annotations

import asyncio
import io
import json
import zlib

import aiohttp
import discord
import pytest
from discord import app_commands

from .emulator import (
    ATTACHMENT, ATTACHMENT_SIZE_LIMIT, CB_AUTOCOMPLETE, CB_DEFERRED_MESSAGE, CB_DEFERRED_UPDATE, CB_MESSAGE,
    CB_UPDATE, DiscordEmulator, DiscordError,
)
from .harness import connected

pytestmark = pytest.mark.e2e

PNG = (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x02\x00\x00\x00\x90wS\xde"
       b"\x00\x00\x00\x0cIDATx\x9cc\xf8\xcf\xc0\x00\x00\x03\x01\x01\x00\xc9\xfe\x92\xef\x00\x00\x00\x00IEND\xaeB`\x82")


class Clicky(discord.ui.DynamicItem[discord.ui.Button], template=r"^t:click:(?P<n>\d+)$"):
    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Click {n}", custom_id=f"t:click:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        if self.n == 1:  # edit in place
            view = discord.ui.View(timeout=None)
            view.add_item(Clicky(2))
            await interaction.response.edit_message(content="clicked once", view=view)
        else:  # silent deferral, then an ephemeral followup and an edit of the message
            await interaction.response.defer()
            await interaction.followup.send(f"you are {interaction.user.name}", ephemeral=True)
            await interaction.edit_original_response(content="clicked twice", view=None)


class Picker(discord.ui.DynamicItem[discord.ui.Select], template=r"^t:pick$"):
    def __init__(self) -> None:
        super().__init__(discord.ui.Select(custom_id="t:pick", options=[
            discord.SelectOption(label=x, value=x) for x in ("red", "green", "blue")]))

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"picked {','.join(self.item.values)}", ephemeral=True)


class LoopClient(discord.Client):
    """A bare client with a few commands exercising every callback type."""

    def __init__(self, guild_id: int) -> None:
        super().__init__(intents=discord.Intents.default())
        self.tree = app_commands.CommandTree(self)
        self.guild_obj = discord.Object(guild_id)
        self.events: list[str] = []
        tree = self.tree

        @tree.command(name="ping", description="Answer pong", guild=self.guild_obj)
        async def ping(interaction: discord.Interaction) -> None:
            view = discord.ui.View(timeout=None)
            view.add_item(Clicky(1))
            view.add_item(Picker())
            await interaction.response.send_message(f"pong {interaction.locale.value}", view=view)

        @tree.command(name="upload", description="Defer, then send and edit images", guild=self.guild_obj)
        @app_commands.describe(private="Ephemeral deferral")
        async def upload(interaction: discord.Interaction, private: bool = False) -> None:
            await interaction.response.defer(ephemeral=private, thinking=True)
            await asyncio.sleep(0.05)
            first = await interaction.followup.send("first", file=discord.File(io.BytesIO(PNG), "a.png"))
            second = await interaction.followup.send(f"second <@{interaction.user.id}>",
                                                     file=discord.File(io.BytesIO(PNG), "b.png"),
                                                     allowed_mentions=discord.AllowedMentions(users=True))
            await second.edit(content="second, edited", attachments=[discord.File(io.BytesIO(PNG), "c.png")])
            assert first.id != second.id

        @tree.command(name="slow", description="Answer too late", guild=self.guild_obj)
        async def slow(interaction: discord.Interaction) -> None:
            await asyncio.sleep(3.3)
            try:
                await interaction.response.send_message("late")
            except discord.NotFound as exc:
                self.events.append(f"late:{exc.code}")

        @tree.command(name="twice", description="Answer twice", guild=self.guild_obj)
        async def twice(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("one")
            try:
                await interaction.client.http.request(discord.http.Route(  # bypass discord.py's own guard
                    "POST", "/interactions/{i}/{t}/callback", i=interaction.id, t=interaction.token),
                    json={"type": 4, "data": {"content": "two"}})
            except discord.HTTPException as exc:
                self.events.append(f"twice:{exc.code}")

        @tree.command(name="attach", description="Read an attached file", guild=self.guild_obj)
        async def attach(interaction: discord.Interaction, file: discord.Attachment) -> None:
            data = await file.read()
            await interaction.response.send_message(
                f"{file.filename} {file.size} {file.content_type} {data.decode()}", ephemeral=True)

        @tree.command(name="hledat", description="Search", guild=self.guild_obj)
        @app_commands.rename(query=app_commands.locale_str("query"))
        async def search(interaction: discord.Interaction, query: str) -> None:
            await interaction.response.send_message(f"found {query}", ephemeral=True)

        @search.autocomplete("query")
        async def search_ac(interaction: discord.Interaction, current: str):
            n = 30 if current == "many" else 3
            return [app_commands.Choice(name=f"{current}{i}", value=f"v{i}") for i in range(n)][:25 if n == 3 else n]

    async def setup_hook(self) -> None:
        self.add_dynamic_items(Clicky, Picker)
        await self.tree.sync(guild=self.guild_obj)

    async def on_resumed(self) -> None:
        self.events.append("resumed")

    async def on_guild_channel_create(self, channel) -> None:
        self.events.append(f"channel:{channel.name}")


@pytest.fixture
async def client(world):
    async with connected(LoopClient(world.guild.id), world) as bot:
        yield bot


async def test_ready_guild_and_sync(world, client):
    emu = world.emu
    await asyncio.wait_for(client.wait_until_ready(), 10)  # on_ready: ~2 s after the last GUILD_CREATE
    guild = client.get_guild(world.guild.id)
    assert guild is not None and guild.name == "Nádraží"
    assert {c.name for c in guild.text_channels} >= {"general", "stůl-1"}
    assert guild.me is not None and guild.me.id == emu.application_id
    assert client.user.id == emu.bot_user.id and client.application_id == emu.application_id
    names = sorted(c["name"] for c in emu.guild_commands[world.guild.id])
    assert names == ["attach", "hledat", "ping", "slow", "twice", "upload"]
    ident = emu.identify_payloads[0]
    assert ident["intents"] == discord.Intents.default().value
    assert emu.gateway_log[0][2] == "HELLO"


async def test_slash_button_select(world, client):
    emu, bob = world.emu, world.bob
    it = await bob.slash("ping", world.general)
    cb = await it.ack()
    assert cb.type == CB_MESSAGE and it.latency < 3
    msg = await it.wait_message()
    assert msg.content == "pong en-US" and not msg.ephemeral
    assert [b["custom_id"] for b in msg.buttons()] == ["t:click:1"]

    click = await bob.click(msg, label="Click 1")
    assert (await click.ack()).type == CB_UPDATE
    await click.settle()
    assert emu.messages[msg.id].content == "clicked once"
    assert len(emu.messages[msg.id].revisions) == 2

    click2 = await world.alice.click(emu.messages[msg.id], custom_id="t:click:2")
    assert (await click2.ack()).type == CB_DEFERRED_UPDATE
    note = await click2.wait_message(lambda m: m.ephemeral)
    await click2.settle()
    assert note.content == "you are alice" and note.visible_to == world.alice.id
    assert note not in bob.messages(world.general) and note in world.alice.messages(world.general)
    assert emu.messages[msg.id].content == "clicked twice" and emu.messages[msg.id].components == []
    with pytest.raises(LookupError):  # the button is gone from the message
        await bob.click(emu.messages[msg.id], custom_id="t:click:2")

    again = await bob.slash("ping", world.general)
    menu = await again.wait_message()
    pick = await bob.select(menu, "t:pick", ["green"])
    answer = await pick.wait_message()
    assert answer.content == "picked green" and answer.ephemeral


async def test_deferred_followups_with_images(world, client):
    emu, bob = world.emu, world.bob
    it = await bob.slash("upload", world.general)
    cb = await it.ack()
    assert cb.type == CB_DEFERRED_MESSAGE
    await it.settle()
    first, second = it.messages
    # the first followup resolved the "thinking…" message; the second is a new message
    assert first.id == it.original_id and first.content == "first" and not first.loading
    assert first.attachments[0].filename == "a.png" and first.attachments[0].is_png
    assert first.pinged == []
    assert second.content == "second, edited" and [a.filename for a in second.attachments] == ["c.png"]
    assert second.pinged == [bob.id]  # notified on creation; the edit dropped the mention
    assert second.revisions[0].content == f"second <@{bob.id}>" and second.mentions == []
    assert len(second.revisions) == 2 and second.revisions[0].attachments[0].filename == "b.png"
    assert second.edited_timestamp is not None

    private = await bob.slash("upload", world.general, private=True)
    await private.settle()
    p1, p2 = private.messages
    assert p1.ephemeral and p1.id == private.original_id  # keeps the deferral's ephemeral flag
    assert not p2.ephemeral and p2.pinged == [bob.id]
    assert p1 not in world.alice.messages(world.general)


async def test_three_second_window_and_single_callback(world, client):
    emu, bob = world.emu, world.bob
    late = await bob.slash("slow", world.general)
    await emu.wait_for(lambda: late.errors, 8, "the late callback")
    assert late.expired and not late.acknowledged and late.errors[0].code == 10062
    twice = await bob.slash("twice", world.general)
    await twice.ack()
    await emu.wait_for(lambda: "twice:40060" in client.events, 5, "the second callback's refusal")
    await emu.wait_for(lambda: "late:10062" in client.events, 5, "the bot seeing Unknown interaction")
    assert [m.content for m in twice.messages] == ["one"]


async def test_autocomplete_and_choice_limit(world, client):
    emu, bob = world.emu, world.bob
    choices = await bob.autocomplete("hledat", world.general, "query", {"query": "ab"})
    assert [c["value"] for c in choices] == ["v0", "v1", "v2"] and choices[0]["name"] == "ab0"
    assert bob.last_autocomplete.callback_type == CB_AUTOCOMPLETE
    with pytest.raises(AssertionError):  # 30 choices: Discord refuses them
        await bob.autocomplete("hledat", world.general, "query", {"query": "many"}, timeout=3)
    assert any("autocomplete choices > 25" in p or "data/choices" in p for p in emu.protocol_errors)
    emu.protocol_errors.clear()  # expected here


async def test_attachment_option(world, client):
    """An ATTACHMENT option: the file is uploaded first, the interaction names it by id and in
    data.resolved.attachments, and the bot downloads it from its url; Discord's limits hold."""
    emu, bob = world.emu, world.bob
    it = await bob.slash("attach", world.general, files={"file": ("r.json", b'{"a": 1}')})
    answer = await it.wait_message()
    assert answer.ephemeral and answer.content == 'r.json 8 application/json {"a": 1}'
    data = it.payload["data"]
    [option] = data["options"]
    assert option["type"] == ATTACHMENT and option["name"] == "file"
    sent = data["resolved"]["attachments"][option["value"]]
    assert set(sent) >= {"id", "filename", "size", "url", "proxy_url", "content_type"}
    assert sent["id"] == option["value"] and sent["url"].startswith(emu.http_base)
    with pytest.raises(LookupError):  # an id nobody uploaded: the client cannot send it
        await bob.slash("attach", world.general, {"file": 12345})
    with pytest.raises(DiscordError) as too_big:  # over Discord's upload limit: refused before any interaction
        await bob.slash("attach", world.general, files={"file": ("big.bin", bytes(ATTACHMENT_SIZE_LIMIT + 1))})
    assert too_big.value.code == 40005


async def test_resume_after_dropped_connection(world, client):
    emu, bob = world.emu, world.bob
    assert len(emu.identify_payloads) == 1
    await emu.drop_gateway()
    emu.add_channel(world.guild, "while-away")  # dispatched while the bot is disconnected
    early = await bob.slash("ping", world.general)  # buffered in the session, replayed on RESUME
    assert not early.delivered
    await emu.wait_ready(15)
    assert (await early.ack()).type == CB_MESSAGE and early.delivered and early.latency < 3
    await emu.wait_for(lambda: "resumed" in client.events, 10, "RESUMED")
    await emu.wait_for(lambda: "channel:while-away" in client.events, 5, "the replayed event")
    assert len(emu.identify_payloads) == 1 and emu.resumes() == 1
    it = await bob.slash("ping", world.general)
    assert (await it.ack()).type == CB_MESSAGE


async def test_reconnect_opcode(world, client):
    emu = world.emu
    await emu.request_reconnect()
    await emu.wait_for(lambda: emu.resumes() == 1 and emu.active_session.ws is not None, 15, "the resume")
    it = await world.bob.slash("ping", world.general)
    assert (await it.ack()).type == CB_MESSAGE


async def test_localized_invocation_payload(world, client):
    """The client shows localized names; the payload carries the default names and the locale."""
    emu = world.emu
    cmd, _ = emu.find_command(world.guild.id, "hledat")
    cmd["options"][0]["name_localizations"] = {"cs": "dotaz"}
    it = await world.alice.slash("hledat", world.general, {"dotaz": "vlak"})
    await it.ack()
    data = it.payload["data"]
    assert it.payload["locale"] == "cs" and data["options"] == [{"name": "query", "type": 3, "value": "vlak"}]
    assert data["guild_id"] == str(world.guild.id)
    assert (await it.wait_message()).content == "found vlak"


async def test_raw_gateway_plain_and_zlib(discord_loopback: DiscordEmulator):
    emu = discord_loopback
    emu.heartbeat_interval_ms = 200
    emu.add_guild("g")
    async with aiohttp.ClientSession() as http:
        async with http.ws_connect(emu.gateway_url + "?v=10&encoding=json") as ws:
            hello = json.loads((await ws.receive()).data)
            assert hello == {"op": 10, "d": {"heartbeat_interval": 200}}
            await ws.send_json({"op": 1, "d": None})
            assert json.loads((await ws.receive()).data) == {"op": 11}
            await ws.send_json({"op": 2, "d": {"token": "wrong", "intents": 1, "properties": {}}})
            closing = await ws.receive()
            assert ws.close_code == 4004 or closing.data == 4004
        async with http.ws_connect(emu.gateway_url + "?v=10&encoding=json&compress=zlib-stream") as ws:
            z = zlib.decompressobj()

            async def frame():
                data = (await ws.receive()).data
                assert data.endswith(b"\x00\x00\xff\xff")
                return json.loads(z.decompress(data))
            assert (await frame())["op"] == 10
            await ws.send_json({"op": 2, "d": {"token": emu.token, "intents": 1,
                                               "properties": {"os": "linux", "browser": "t", "device": "t"}}})
            ready = await frame()
            assert ready["t"] == "READY" and ready["s"] == 1
            assert ready["d"]["application"]["id"] == str(emu.application_id)
            guild = await frame()
            assert guild["t"] == "GUILD_CREATE" and guild["d"]["name"] == "g"
            assert [m["user"]["id"] for m in guild["d"]["members"]] == [str(emu.bot_user.id)]
            assert {r["name"] for r in guild["d"]["roles"]} >= {"@everyone"}


async def test_heartbeats_with_discord_py(discord_loopback: DiscordEmulator, world):
    emu = discord_loopback
    emu.heartbeat_interval_ms = 150
    bot = LoopClient(world.guild.id)
    task = asyncio.create_task(bot.start(emu.token))
    try:
        await emu.wait_ready()
        await emu.wait_for(lambda: emu.heartbeats >= 3, 5, "three heartbeats")
        assert bot.latency < 1
    finally:
        await bot.close()
        await asyncio.wait_for(task, 10)


# ------------------------------------------------------------------------------------ sharding
async def _identify(http, emu: DiscordEmulator, shard):
    """A raw gateway connection that IDENTIFYs with ``shard`` ([id, count] or None)."""
    ws = await http.ws_connect(emu.gateway_url + "?v=10&encoding=json")
    assert json.loads((await ws.receive()).data)["op"] == 10
    d = {"token": emu.token, "intents": 1 | (1 << 9), "properties": {"os": "linux", "browser": "t", "device": "t"}}
    if shard is not None:
        d["shard"] = shard
    await ws.send_json({"op": 2, "d": d})
    return ws


async def _events(ws, n: int) -> list[dict]:
    return [json.loads((await ws.receive(timeout=5)).data) for _ in range(n)]


async def test_sharded_identify_deals_guilds_and_events(discord_loopback: DiscordEmulator):
    from .emulator import MESSAGE_COMPONENT

    emu = discord_loopback
    emu.shard_count = 2
    guilds = [emu.add_guild(f"g{i}", shard=i % 2) for i in range(4)]
    assert [(g.id >> 22) % 2 for g in guilds] == [0, 1, 0, 1]
    async with aiohttp.ClientSession() as http:
        async with http.get(emu.api_base + "/gateway/bot", headers={"Authorization": f"Bot {emu.token}"}) as r:
            assert (await r.json())["shards"] == 2
        ws0, ws1 = await _identify(http, emu, [0, 2]), await _identify(http, emu, [1, 2])
        for ws, shard in ((ws0, 0), (ws1, 1)):
            ready, *creates = await _events(ws, 3)
            assert ready["t"] == "READY" and ready["d"]["shard"] == [shard, 2]
            mine = {str(g.id) for g in guilds[shard::2]}
            assert {g["id"] for g in ready["d"]["guilds"]} == mine
            assert [c["t"] for c in creates] == ["GUILD_CREATE"] * 2 and {c["d"]["id"] for c in creates} == mine
            assert emu.shard_ready(shard) is not None
        # a guild event and an interaction reach only the session of the guild's shard
        channel = emu.add_channel(guilds[1], "stůl")
        user = emu.add_member(guilds[1], "eva")
        it = emu._interaction_payload(MESSAGE_COMPONENT, user.user, guilds[1], channel, "cs",
                                      {"custom_id": "x", "component_type": 2})
        await emu.dispatch_interaction(it)
        got = {e["t"]: e["d"]["id"] for e in await _events(ws1, 2)}  # in either order
        assert got == {"CHANNEL_CREATE": str(channel.id), "INTERACTION_CREATE": str(it.id)}
        assert it.delivered
        emu.add_channel(guilds[0], "nádraží")  # shard 0's next event is its own guild's
        (other,) = await _events(ws0, 1)
        assert other["t"] == "CHANNEL_CREATE" and other["d"]["guild_id"] == str(guilds[0].id)
        await ws0.close()
        await ws1.close()


async def test_sharding_mistakes_are_protocol_errors(discord_loopback: DiscordEmulator):
    emu = discord_loopback
    emu.shard_count = 2
    emu.add_guild("g", shard=0)
    async with aiohttp.ClientSession() as http:
        for shard, code in (([0, 3], 4010), ([2, 2], 4010), (None, 4011)):
            ws = await _identify(http, emu, shard)
            await ws.receive(timeout=5)
            assert ws.close_code == code, shard
        first = await _identify(http, emu, [0, 2])
        assert (await _events(first, 1))[0]["t"] == "READY"
        second = await _identify(http, emu, [0, 2])  # the shard already has a live session
        await second.receive(timeout=5)
        assert second.close_code == 4010
        assert emu.shard_sessions[0].ws is not None  # the first session keeps its shard
        await first.close()
    assert [e.split(";")[0] for e in emu.protocol_errors] == [
        "IDENTIFY with shard [0, 3]", "IDENTIFY with shard [2, 2]",
        "IDENTIFY without shard while the bot needs 2 shards", "two gateway sessions on shard 0 of 2"]
    emu.protocol_errors.clear()  # seen: the fixture would fail the test on them


async def test_discord_py_shards_get_their_own_guilds(discord_loopback: DiscordEmulator):
    emu = discord_loopback
    emu.shard_count = 2
    g0, g1 = emu.add_guild("zero", shard=0), emu.add_guild("one", shard=1)
    clients = [discord.AutoShardedClient(intents=discord.Intents.default(), shard_count=2, shard_ids=[i])
               for i in (0, 1)]
    tasks = [asyncio.create_task(c.start(emu.token)) for c in clients]
    try:
        await emu.wait_for(lambda: all(c.get_guild(g.id) for c, g in zip(clients, (g0, g1))), 10,
                           "each shard's guild")
        assert clients[0].get_guild(g1.id) is None and clients[1].get_guild(g0.id) is None
        assert [p["shard"] for p in emu.identify_payloads] == [[0, 2], [1, 2]]
    finally:
        for c in clients:
            await c.close()
        await asyncio.wait_for(asyncio.gather(*tasks, return_exceptions=True), 10)
