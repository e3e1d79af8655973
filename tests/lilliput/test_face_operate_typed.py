"""/ll operate with the director's own routes typed in the ``routes`` option: autocomplete offers
the typed text read back in words; routes below the maximum are refused privately with the better
total, the optimizer's routes typed by hand are run (2. Provoz vlaků)."""
from __future__ import annotations

import pytest

from vypravci.bot.discord.cogs import action_commands as ac
from vypravci.bot.discord.cogs.base import complete
from tests.support import Rec, actor, place

from .test_face import human_move, live, open_table
from .test_routes_typed_console import typed

pytestmark = pytest.mark.usefixtures("fixed_seeds")


@pytest.mark.parametrize("locale", ["en", "cs"])
async def test_slash_operate_takes_typed_routes(app, locale):
    gid = await open_table(app, [1, 2])
    for step in range(400):
        now = await live(app)
        top = now.state.current()
        if top["kind"] == "operate" and len(top["best"]["routes"]) >= 2:
            break
        await human_move(app, gid, step)
    else:
        raise AssertionError("no company run with two routes came")
    state, cid, best = now.state, top["company"], top["best"]
    who = actor(state.seats[state.to_act()].user_id, locale)
    mine, lesser = typed(state, cid, best["routes"]), typed(state, cid, best["routes"][:-1])
    found = await complete(app, place(), who, "operate", "routes", {"company": cid}, mine)
    assert found and found[0].value == mine and "–".join(best["routes"][0]["stops"]) in found[0].label
    seq = now.seq
    r = Rec()
    await ac.act(r, app, place(), who, "operate", {"company": cid, "payout": "True", "routes": lesser})
    assert not r.pub and r.priv and f"{best['total']} £" in r.priv[-1].text
    assert (await live(app)).seq == seq
    r = Rec()
    await ac.act(r, app, place(), who, "operate", {"company": cid, "payout": "True", "routes": mine})
    assert r.pub, r.priv and r.priv[-1].text
    assert (await live(app)).state.last_runs[cid]["routes"] == best["routes"]
