"""The loopback Discord refuses what Discord refuses and answers as Discord answers (issue 25,
point 5): checked against Discord's docs (the rules below) and its published OpenAPI description
(tests/e2e/discord_spec.py), on the wire and through a bare discord.py client."""
from __future__ import annotations

import io

import aiohttp
import discord
import pytest

from .discord_spec import OPERATIONS, answer_problems, known, request_problems
from .emulator import DiscordEmulator, names_collide, validate_command, validate_embeds
from .harness import connected
from .test_emulator import PNG, LoopClient

pytestmark = pytest.mark.e2e


def command(name: str = "game", **kw) -> dict:
    return {"name": name, "description": "Play", "type": 1, **kw}


def option(name: str, **kw) -> dict:
    return {"name": name, "description": "An option", "type": 3, **kw}


def test_names_in_any_script_lowercase_where_a_letter_has_one():
    for ok in ("trať", "नमस्ते", "สวัสดี", "игра", "ゲーム", "遊戲", "x-y_z'", "ⅷ"):
        assert validate_command(command(ok), "") == [], ok
    for bad in ("Trať", "two words", "🚂", "a" * 33, "", "ǅ", "a.b"):
        assert validate_command(command(bad), ""), bad


def test_localized_names_that_collide_within_one_level():
    same_in_czech = command(options=[option("city", name_localizations={"cs": "místo"}),
                                     option("place", name_localizations={"cs": "místo"})])
    assert any("two names read 'místo' in cs" in p for p in validate_command(same_in_czech, ""))
    takes_a_default = command(options=[option("city"), option("town", name_localizations={"cs": "city"})])
    assert any("another's default name" in p for p in validate_command(takes_a_default, ""))
    # the same localized name at two different levels, or equal to its own default, is fine
    nested = command(options=[
        {"name": "a", "description": "A", "type": 1, "options": [option("city", name_localizations={"cs": "místo"})]},
        {"name": "b", "description": "B", "type": 1, "options": [option("city", name_localizations={"cs": "místo"})]},
    ])
    assert validate_command(nested, "") == []
    assert names_collide([option("city", name_localizations={"cs": "city"}), option("town")], "") == []
    # top-level commands of one type: the same rule
    assert names_collide([command("game", name_localizations={"cs": "hra"}),
                          command("play", name_localizations={"cs": "hra"})], "top")
    mixed = command(options=[{"name": "sub", "description": "S", "type": 1}, option("loose")])
    assert any("mixed" in p for p in validate_command(mixed, ""))


def test_command_size_counts_each_field_at_its_longest_localization():
    long_cs = "d" * 100
    options = [option(f"o{i}", description="x", description_localizations={"cs": long_cs}) for i in range(25)]
    subs = [{"name": f"s{j}", "description": "S", "type": 1, "options": options} for j in range(4)]
    big = command(options=subs)
    problems = validate_command(big, "")
    assert any("> 8000 characters" in p for p in problems), problems
    without = command(options=[{**s, "options": [option(o["name"], description="x") for o in options]} for s in subs])
    assert validate_command(without, "") == []  # the same command, English only: small


def test_embed_limits():
    assert validate_embeds([{"title": "t", "author": {"name": "a" * 256}, "footer": {"text": "f" * 2048},
                             "color": 0xFFFFFF, "fields": [{"name": "n", "value": "v"}]}]) == []
    assert validate_embeds([{"author": {"name": "a" * 257}}])
    assert validate_embeds([{"footer": {"text": "f" * 2049}}])
    for colour in (-1, 0x1000000, "red", True):
        assert validate_embeds([{"color": colour}]), colour
    assert validate_embeds([{"fields": [{"name": "no value"}]}])
    assert validate_embeds([{"description": "d" * 4000}, {"author": {"name": "a" * 250}, "title": "t" * 250,
                                                          "footer": {"text": "f" * 2000}}])  # 6500 > 6000 in all
    assert validate_embeds([{"title": "  " + "t" * 256 + "  "}]) == []  # counted trimmed


async def test_sync_refusals_are_protocol_errors(discord_loopback: DiscordEmulator):
    emu = discord_loopback
    bad = [command("game", options=[option("city", name_localizations={"cs": "místo"}),
                                    option("place", name_localizations={"cs": "místo"})])]
    async with aiohttp.ClientSession() as http:
        async with http.put(f"{emu.api_base}/applications/{emu.application_id}/commands", json=bad,
                            headers={"Authorization": f"Bot {emu.token}"}) as r:
            assert r.status == 400 and (await r.json())["code"] == 50035
        async with http.put(f"{emu.api_base}/applications/{emu.application_id}/commands",
                            json=[command("नमस्ते"), command("สวัสดี")],
                            headers={"Authorization": f"Bot {emu.token}"}) as r:
            assert r.status == 200
    assert len(emu.protocol_errors) == 1 and "místo" in emu.protocol_errors[0]
    emu.protocol_errors.clear()  # expected here


async def test_nonce_is_the_authors_in_any_channel(world, client_spec):
    """``enforce_nonce``: the same author's message with the nonce comes back, whichever channel
    it went to (Discord's Create Message)."""
    emu, bot = world.emu, client_spec
    first = await bot.get_partial_messageable(world.general.id).send("first", nonce="n-1")
    again = await bot.get_partial_messageable(world.table1.id).send("again", nonce="n-1")
    assert again.id == first.id and emu.nonce_hits == 1 and not emu.public_messages(world.table1)


# ------------------------------------------------------------------------------------ OpenAPI
def test_the_spec_covers_every_route_the_emulator_answers(discord_loopback: DiscordEmulator):
    emu = discord_loopback
    from aiohttp import web

    app = web.Application()
    emu._routes(app)
    for route in app.router.routes():
        path = route.resource.canonical
        if not path.startswith("/api/"):
            continue  # the gateway, attachments (CDN), the catch-all
        if route.method == "HEAD":
            continue
        methods = ["GET", "POST", "PUT", "PATCH", "DELETE"] if route.method == "*" else [route.method]
        assert any(known(m, path) for m in methods), path
    assert len(OPERATIONS) == len(set(OPERATIONS))


def test_the_spec_refuses_what_discord_refuses():
    ok = {"content": "hi", "embeds": [{"title": "t", "color": 5}], "nonce": "vy1.2", "enforce_nonce": True,
          "attachments": [{"id": 0, "filename": "a.png"}]}  # numbers for snowflakes are taken
    assert request_problems("POST", "/api/v10/channels/{channel_id}/messages", "application/json", ok) == []
    for bad in ({"content": "x" * 4001}, {"embeds": [{"color": 2 ** 24}]}, {"embeds": [{"author": {"name": "a" * 257}}]},
                {"nonce": "x" * 26}, {"flags": "loud"}):
        assert request_problems("POST", "/api/v10/channels/{channel_id}/messages", "application/json", bad), bad
    assert answer_problems("GET", "/api/v10/users/@me", 200, {"id": "1"})  # an answer lacking fields


@pytest.fixture
async def client_spec(world):
    """A bare discord.py client against an emulator checking every request and answer by the spec."""
    world.emu.check_spec = True
    async with connected(LoopClient(world.guild.id), world) as bot:
        yield bot


async def test_answers_carry_the_fields_discords_carry(world, client_spec):
    """Every answer on the way (login, command sync, callbacks of each kind, followups, edits,
    channel messages, pins, threads, DMs, reads) passes Discord's OpenAPI response schemas."""
    emu, bot, bob = world.emu, client_spec, world.bob
    it = await bob.slash("ping", world.general)
    msg = await it.wait_message()
    click = await bob.click(msg, label="Click 1")
    await click.settle()
    up = await bob.slash("upload", world.general, private=True)
    await up.settle()
    await bob.autocomplete("hledat", world.general, "query", {"query": "ab"})
    channel = bot.get_channel(world.general.id)
    sent = await channel.send("hello", file=discord.File(io.BytesIO(PNG), "p.png"),
                              embed=discord.Embed(title="t", description="d", colour=0x123456))
    await sent.edit(content="hello again")
    await sent.pin()
    [m async for m in channel.pins()]
    await sent.unpin()
    [m async for m in channel.history(limit=5)]
    await bot.fetch_channel(world.table1.id)
    thread = await channel.create_thread(name="a thread", type=discord.ChannelType.public_thread)
    await thread.edit(name="renamed")
    dm = await bot.create_dm(discord.Object(bob.id))
    await dm.send("psst")
    await bot.fetch_guild(world.guild.id)
    await bot.fetch_user(bob.id)
    await bot.application_info()
    await bot.tree.fetch_commands(guild=bot.guild_obj)
    await sent.delete()
    kinds = emu.forecast.by_kind()
    assert {"callback", "followup", "webhook-edit", "post", "edit", "pin", "unpin", "pins", "history", "thread",
            "channel-edit", "dm-open", "dm", "delete", "commands", "login", "read"} <= set(kinds), kinds
    assert not emu.answer_errors and not emu.protocol_errors
