import asyncio, random
import pytest
from .harness import BotRunner, Table
from .emulator import EPHEMERAL

async def test_probe(world, tmp_path):
    emu = world.emu
    r = await BotRunner(emu, tmp_path / "db.sqlite3").start()
    try:
        out = []
        async def go(user, path, ch, opts=None):
            it = await user.slash(path, ch, opts or {})
            await it.settle(0.2)
            out.append((path, user.user.username, it.callback_type, round(it.latency*1000), [ (m.ephemeral, m.content[:80]) for m in it.messages if not m.deleted]))
            return it
        await go(world.bob, "game status", world.table1)
        await go(world.bob, "game board", world.table1)
        await go(world.bob, "game new", world.table1, {"game": "mini-express"})
        await go(world.alice, "hra nová", world.table1, {"hra": "mini-express"})
        lobby = [m for m in emu.public_messages(world.table1) if m.buttons()][-1]
        for label_end, user in ((":leave", world.bob), (":start", world.alice), (":start", world.bob), (":leave", world.alice)):
            cid = next(b["custom_id"] for b in lobby.buttons() if b["custom_id"].endswith(label_end))
            it = await user.click(emu.messages[lobby.id], custom_id=cid); await it.settle(0.2)
            out.append((cid, user.user.username, it.callback_type, [(m.ephemeral, m.content[:80]) for m in it.messages]))
        await go(world.bob, "rules", world.table1, {"query": "a"})
        await go(world.bob, "rules", world.table1, {"query": "track"})
        await go(world.mod, "game abandon", world.table1)
        # cargo empire
        await go(world.bob, "game new", world.table2, {"game": "cargo-empire"})
        lobby = [m for m in emu.public_messages(world.table2) if m.buttons()][-1]
        cid = next(b["custom_id"] for b in lobby.buttons() if b["custom_id"].endswith(":join"))
        it = await world.alice.click(lobby, custom_id=cid); await it.settle(0.1)
        it = await world.bob.click(lobby, custom_id=cid.replace(":join", ":start")); await it.settle(0.5)
        out.append(("ce start", it.callback_type, [(m.ephemeral, m.content[:100], len(m.attachments)) for m in it.messages]))
        rnd = random.Random(1)
        for step in range(40):
            g = await r.store.active_game(world.table2.id)
            if g is None: out.append("ce over"); break
            from games.core import replay
            state = replay(await r.store.record(g.id))
            seat = state.to_act()
            if seat is None: break
            uid = state.seats[seat].user_id
            user = world.user(uid)
            msgs = [m for m in user.messages(world.table2) if m.all_components() and not m.deleted]
            if not msgs: out.append(("no components", step)); break
            m = msgs[-1]
            comps = m.all_components()
            c = rnd.choice(comps)
            if c["type"] == 2:
                it = await user.click(m, custom_id=c["custom_id"])
            else:
                it = await user.select(m, c["custom_id"], [rnd.choice(c["options"])["value"]])
            await it.settle(0.2)
            out.append((step, c["custom_id"], it.callback_type, round((it.latency or -1)*1000), [(m2.ephemeral, m2.content[:70].replace("\n"," | "), len(m2.attachments)) for m2 in it.messages]))
        for o in out: print(o)
        print("PROTOCOL", emu.protocol_errors)
        print("ERRORS", r.error_messages())
    finally:
        await r.stop()
    emu.protocol_errors.clear()
