"""Nobody acts beyond their place, through the loopback Discord (issue #26).

Every lobby button and option menu of every game, and every table command and button of a running
game, pressed (or typed, or crafted: a custom id a client can send though no message shows it) by
a seated player who is not the host (Cyril, Czech client) and by a member seated nowhere (Dana,
English): each is refused privately, in their language, and the store, the channel's messages and
the lobby stay exactly as they were. The host (Alice, Czech) then does the same and it works; so
does an admin (Mod) where the rights table lets one. The walk covers every action of
bot/table/rights.py's table that is not everybody's (a new one fails this test until it is walked).
"""
from __future__ import annotations

import asyncio

import time

import pytest

from vypravci.bot.table.clock import ManualClock
from vypravci.bot.words.i18n import i18n

from .emulator import EPHEMERAL, MESSAGE_COMPONENT
from .harness import BotRunner, Table

HOUR = 3600

pytestmark = pytest.mark.e2e


# ============================================================================================ helpers
async def press(user, message, custom_id: str, values: list[str] | None = None):
    """A component interaction with any custom id on ``message`` (a client can send one the
    message does not show: an old button, or a made-up one)."""
    data = {"custom_id": custom_id, "component_type": 2 if values is None else 3}
    if values is not None:
        data["values"] = list(values)
    emu = user.emu
    it = emu._interaction_payload(MESSAGE_COMPONENT, user.user, user.guild, emu.channels[message.channel_id],
                                  user.locale, data, message=emu.messages[message.id])
    return await emu.dispatch_interaction(it)


def reader(user) -> str:
    return "cs" if user.locale.startswith("cs") else "en"


async def truth(store, emu, channel, game_id: int):
    """What a refused request must leave as it was: the game row, its log, every game of the
    server, and the channel's public messages (text and components)."""
    g = await store.get_game(game_id)
    rows = [(r.seq, r.kind, r.payload) for r in await store.log(game_id)]
    games = [(x.id, x.status, x.version) for x in await store.all_games()]
    shown = [(m.id, m.content, m.components) for m in emu.public_messages(channel)]
    return g.model_dump(), rows, games, shown


async def stored(store, game_id: int, ok, what: str, timeout: float = 15.0):
    """The game row once ``ok(row)`` holds: an acknowledged press may still be writing (a loaded
    machine), so wait for the store rather than for a quiet moment."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not ok(g := await store.get_game(game_id)):
        if loop.time() > deadline:
            raise AssertionError(f"{what}: not stored within {timeout}s: {g}")
        await asyncio.sleep(0.05)
    return g


def assert_same(now, before, what: str) -> None:
    for part, (a, b) in zip(("game", "log", "games", "messages"), zip(now, before)):
        if a != b and isinstance(a, list) and len(a) == len(b):
            import difflib
            import json

            diff = ["\n".join(difflib.unified_diff(json.dumps(y, indent=1, default=str).splitlines(),
                                                    json.dumps(x, indent=1, default=str).splitlines(), lineterm="", n=1))
                    for x, y in zip(a, b) if x != y]
            raise AssertionError(f"{what}: {part} differ:\n" + "\n".join(diff))
        assert a == b, f"{what}: {part} differ: {a} != {b}"


async def refused(it, user, keys: dict[str, dict]) -> str:
    """The one private answer of a refused request, in the user's language: one of ``keys``'
    messages (key → its parameters). Nothing public, nobody pinged."""
    await it.wait_message(lambda m: m.ephemeral and m.content != "", what=f"{user}'s refusal")
    await it.settle(0.05)
    assert it.public == [], f"{user} got public answers: {[m.content for m in it.public]}"
    [msg] = it.ephemeral
    assert msg.flags & EPHEMERAL and msg.visible_to == user.id and msg.pinged == []
    expected = [i18n.t(reader(user), k, **params).split("\n")[0] for k, params in keys.items()]
    assert any(msg.content.startswith(e) for e in expected), (user, msg.content, expected)
    return msg.content


async def slash(user, channel, path: str, options: dict | None = None):
    it = await user.slash(path, channel, options or {})
    await it.ack()
    return it


def component_ids(message) -> list[dict]:
    return [c for c in message.all_components() if c.get("custom_id")]


def other_value(select: dict) -> list[str]:
    """A pick in ``select`` that differs from what it shows now."""
    options = select.get("options") or []
    current = [o["value"] for o in options if o.get("default")]
    if select.get("max_values", 1) > 1:  # the variants: switch the first one over
        first = options[0]["value"]
        return [v for v in current if v != first] if first in current else [*current, first]
    return [next(o["value"] for o in options if o["value"] not in current)]


# ============================================================================================ the walk
async def test_lobby_and_table_as_host_seated_non_host_and_stranger(world, tmp_path):
    from vypravci.bot.faces import discord_games

    emu, alice, cyril, dana, mod = world.emu, world.alice, world.cyril, world.dana, world.mod
    clock = ManualClock(start=time.time())
    runner = await BotRunner(emu, tmp_path / "bot.sqlite3", guild_id=world.guild.id, clock=clock).start()
    walked: set[str] = set()
    try:
        store = runner.store
        host_words = {"host": alice.name}
        not_host = {"lobby-not-host": host_words}
        host_or_admin = {"refuse-host-or-admin": host_words}
        for n, game_id in enumerate(discord_games()):
            channel = emu.add_thread(emu.add_channel(world.guild, f"rights-{n}"), "stůl")
            new = await slash(alice, channel, "hra nová", {"hra": game_id})
            lobby = await new.wait_message(lambda m: not m.ephemeral and bool(m.buttons()), what="the lobby")
            gid = int(lobby.buttons()[0]["custom_id"].split(":")[2])
            join = await press(cyril, lobby, f"vy:lobby:{gid}:join")
            await emu.wait_for(lambda: cyril.name in emu.messages[lobby.id].content, what="Cyril seated")
            await join.settle(0.05)

            # -- the lobby, as Cyril (seated, not the host) and Dana (seated nowhere)
            before = await truth(store, emu, channel, gid)
            selects = [c for c in emu.messages[lobby.id].all_components() if c.get("type") == 3]
            for user in (cyril, dana):
                await refused(await press(user, lobby, f"vy:lobby:{gid}:ai"), user, not_host)
                await refused(await press(user, lobby, f"vy:lobby:{gid}:start"), user, not_host)
                for menu in selects:
                    await refused(await press(user, lobby, menu["custom_id"], other_value(menu)), user, not_host)
                await refused(await slash(user, channel, "game pace", {"pace": "1d"}), user, host_or_admin)
                await refused(await slash(user, channel, "game abandon"), user, host_or_admin)
            await refused(await press(dana, lobby, f"vy:lobby:{gid}:leave"), dana, {"refuse-not-seated": {}})
            assert_same(await truth(store, emu, channel, gid), before, f"{game_id}: a refused request changed the lobby")
            walked |= {"add-ai", "start", "options", "leave"}

            # -- the host: an AI player, an option set and set back, then Start
            ai = await press(alice, lobby, f"vy:lobby:{gid}:ai")
            await ai.settle(0.05)
            g = await stored(store, gid, lambda g: len(g.seats) == 3, f"{game_id}: the AI player")
            assert [s.kind for s in g.seats] == ["human", "human", "ai"], (game_id, g.seats)
            assert g.seed == 0, "a lobby holds no seed: it is drawn at Start"
            original = g.options
            changed = False
            for menu in selects:
                current = [o["value"] for o in menu.get("options") or [] if o.get("default")]
                it = await press(alice, emu.messages[lobby.id], menu["custom_id"], other_value(menu))
                await it.settle(0.05)
                try:  # another value of the menu changes the options (unless the option is refused)
                    await stored(store, gid, lambda g: g.options != original, "an option", timeout=5)
                except AssertionError:
                    continue
                changed = True
                back = await press(alice, emu.messages[lobby.id], menu["custom_id"], current)
                await stored(store, gid, lambda g: g.options == original, f"{game_id}: the option set back")
                break
            assert changed or not selects, f"{game_id}: the host changed no option"
            start = await press(alice, emu.messages[lobby.id], f"vy:lobby:{gid}:start")
            await start.wait_message(lambda m: not m.ephemeral and "!" in m.content, timeout=20, what="the start")
            await start.settle(0.2)
            g = await store.get_game(gid)
            assert g.status == "active" and g.options == original

            if n:  # the running table is walked once (it is the same for every game)
                await (await slash(alice, channel, "hra ukončit")).settle(0.05)
                continue

            # -- the running table, as Cyril and Dana
            g = await store.get_game(gid)
            before = await truth(store, emu, channel, gid)
            for user in (cyril, dana):
                await refused(await slash(user, channel, "game pace", {"pace": "1d"}), user, host_or_admin)
                await refused(await slash(user, channel, "game pause"), user, host_or_admin)
                await refused(await slash(user, channel, "game stand-in", {"level": "random"}), user, host_or_admin)
                await refused(await slash(user, channel, "game resume"), user, host_or_admin)
                await refused(await slash(user, channel, "game kick", {"member": alice}), user, host_or_admin)
                await refused(await slash(user, channel, "game replace", {"member": alice, "newcomer": dana}),
                              user, host_or_admin)
                await refused(await slash(user, channel, "game abandon"), user, host_or_admin)
                await refused(await slash(user, channel, "game repair"), user, host_or_admin)
            await refused(await slash(dana, channel, "game vacation", {"away": True}), dana, {"refuse-not-seated": {}})
            await refused(await slash(dana, channel, "game hand"), dana, {"refuse-not-seated": {}})
            await refused(await slash(dana, channel, "game undo"), dana, {"refuse-not-seated": {}})
            assert_same(await truth(store, emu, channel, gid), before, "a refused command changed the running game")
            walked |= {"pace", "pause", "resume", "kick", "replace", "abandon", "repair", "vacation", "hand", "stand-in"}

            # -- an undo vote: only the seated agree, and agreeing twice changes nothing
            table = Table(world, channel, runner)
            table.game_id = gid
            mover = (await table.play_turn()).user
            asker = cyril if mover is alice else alice
            request = await slash(asker, channel, "hra zpět")
            vote = await request.wait_message(lambda m: not m.ephemeral and bool(m.buttons()), what="the vote")
            await request.settle(0.05)
            agree = vote.buttons()[0]["custom_id"]
            before = await truth(store, emu, channel, gid)
            await refused(await press(dana, vote, agree), dana, {"refuse-not-seated": {}})
            await refused(await press(asker, vote, agree), asker, {"undo-already-agreed": {"needed": 1}})
            assert_same(await truth(store, emu, channel, gid), before, "a refused Agree changed the game")
            yes = await press(mover, vote, agree)
            await yes.wait_message(lambda m: not m.ephemeral and m.png is not None, timeout=20, what="the undo")
            await yes.settle(0.2)
            assert (await store.log(gid))[-1].kind == "undo"
            walked.add("undo")

            # -- the host sets a pace; when the time runs out, only the others, the host or an admin decide
            it = await slash(alice, channel, "hra tempo", {"tempo": "1h"})
            await it.wait_message(lambda m: not m.ephemeral, what="the pace")
            await it.settle(0.05)
            assert (await store.get_game(gid)).meta.get("pace") == HOUR
            await clock.advance(HOUR + 1)
            await runner.bot.vy.deadlines.settle()
            expiry = await emu.wait_for(lambda: next((m for m in reversed(emu.public_messages(channel))
                                                      if any("vy:expiry:" in (c.get("custom_id") or "")
                                                             for c in m.all_components())), None), what="the expiry")
            ids = [c["custom_id"] for c in expiry.all_components()]
            g, state, _ = await table.snapshot()
            late = table.seat_user(state, state.to_act())
            before = await truth(store, emu, channel, gid)
            for cid in ids:
                await refused(await press(dana, expiry, cid), dana, {"expiry-not-allowed": {}})
                await refused(await press(late, expiry, cid), late, {"expiry-not-allowed": {}})
            assert_same(await truth(store, emu, channel, gid), before, "a refused expiry button changed the game")
            decider = cyril if late is alice else alice  # the host, or another player when the host is late
            wait = await press(decider, expiry, next(c for c in ids if c.endswith(":wait")))
            await emu.wait_for(lambda: emu.messages[expiry.id].all_components() == [], what="the expiry decided")
            await wait.settle(0.05)
            walked.add("expiry")

            # -- the host (and an admin) may
            for user, path, options, done in (
                (alice, "hra pauza", {}, lambda meta: "paused_at" in meta),
                (alice, "hra pokračovat", {}, lambda meta: "paused_at" not in meta),
                (mod, "game pace", {"pace": "off"}, lambda meta: "pace" not in meta),
                (alice, "hra záskok", {"úroveň": "simple"}, lambda meta: meta.get("stand_in") == "simple"),
            ):
                it = await slash(user, channel, path, options)
                said = await it.wait_message(lambda m: not m.ephemeral, what=path)
                await it.settle(0.05)
                assert user.name in said.content and done((await store.get_game(gid)).meta), (path, said.content)
            kick = await slash(alice, channel, "hra vyřadit", {"member": cyril})
            await kick.wait_message(lambda m: not m.ephemeral, what="the kick")
            await kick.settle(0.3)
            kicked = next(i for i, s in enumerate((await store.get_game(gid)).seats) if s.user_id == cyril.id)
            assert (await store.get_game(gid)).meta["controllers"][str(kicked)]["ai"] == "simple"  # the host's level
            back = await slash(alice, channel, "hra vyměnit", {"member": cyril, "newcomer": cyril})
            await back.wait_message(lambda m: not m.ephemeral, what="the seat given back")
            await back.settle(0.3)
            assert "controllers" not in (await store.get_game(gid)).meta
            await refused(await slash(alice, channel, "hra opravit"), alice, {"repair-not-damaged": {}})
            end = await slash(alice, channel, "hra ukončit")
            await end.wait_message(lambda m: not m.ephemeral, what="the abandon")
            await end.settle(0.05)
            assert (await store.get_game(gid)).status == "abandoned"

            # -- the abandoned game, exported (sealed) and imported by the host elsewhere: its seats
            # are claimed by the players the record names; the host alone gives one to an AI
            export = await slash(alice, channel, "hra export")
            [file] = (await export.wait_message(lambda m: bool(m.attachments), what="the export")).attachments
            await export.settle(0.05)
            there = emu.add_thread(emu.add_channel(world.guild, "rights-import"), "stůl")
            it = await alice.slash("hra import", there, files={"záznam": (file.filename, file.data)})
            claims = await it.wait_message(lambda m: not m.ephemeral and any(
                "vy:claim:" in (c.get("custom_id") or "") for c in m.all_components()), timeout=20, what="the seats")
            await it.settle(0.05)
            assert all(m.pinged == [] for m in emu.public_messages(there))
            new_id = int(claims.buttons()[0]["custom_id"].split(":")[2])
            imported = await store.get_game(new_id)
            seat_of = {s.name: i for i, s in enumerate(imported.seats)}
            mine, his = seat_of[alice.name], seat_of[cyril.name]
            before = await truth(store, emu, there, new_id)
            await refused(await press(dana, claims, f"vy:claim:{new_id}:{mine}:take"), dana,
                          {"claim-not-yours": {"player": alice.name}})
            await refused(await press(cyril, claims, f"vy:claim:{new_id}:{mine}:take"), cyril,
                          {"claim-not-yours": {"player": alice.name}})
            for user in (dana, cyril):
                await refused(await press(user, claims, f"vy:claim:{new_id}:{his}:ai"), user, host_or_admin)
            assert_same(await truth(store, emu, there, new_id), before, "a refused claim changed the game")
            for user, seat in ((alice, mine), (cyril, his)):
                took = await press(user, emu.messages[claims.id], f"vy:claim:{new_id}:{seat}:take")
                await took.settle(0.2)
            board = await emu.wait_for(lambda: next((m for m in emu.public_messages(there) if m.pinged), None),
                                       timeout=20, what="the game going on")
            g, state, _ = await Table(world, there, runner).snapshot()
            assert "claims" not in g.meta and board.pinged in ([alice.id], [cyril.id])
            walked |= {"claim", "claim-ai"}
            await (await slash(alice, there, "hra ukončit")).settle(0.05)

        from vypravci.bot.table.rights import ANYONE, RIGHTS

        on_discord = {a for a, r in RIGHTS.items() if ANYONE not in r.who and r.discord != "—"}
        assert on_discord <= walked, f"rights not walked through Discord: {sorted(on_discord - walked)}"
    finally:
        await runner.stop()
    assert not runner.error_messages()
