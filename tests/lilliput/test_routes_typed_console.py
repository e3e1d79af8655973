"""The console takes a director's own routes typed after ``routes=`` (stops per train, split by
";"): the optimizer's routes typed by hand are run; the refusal of routes below the maximum names
the better total (2. Provoz vlaků: the company must earn the maximum)."""
from __future__ import annotations

import shlex

import pytest

from vypravci.bot.ops.config import Config
from vypravci.bot.console.app import CONSOLE_CHANNEL, Console
from vypravci.bot.table.session import Sessions
from vypravci.bot.store import Store
from vypravci.games.core import get_game
from tests.support import args_of

pytestmark = pytest.mark.usefixtures("fixed_seeds")

GAME = get_game("18lilliput")


def typed(state, cid: str, routes: list[dict]) -> str:
    """Routes as a director types them: one group per train of the company, in its order."""
    by_train = {r["train"]: r["stops"] for r in routes}
    return "; ".join("-".join(by_train.get(t["id"], [])) for t in state.companies[cid]["trains"])


@pytest.mark.parametrize("lang", ["en", "cs"])
async def test_console_runs_typed_routes_and_refuses_a_lesser_set(tmp_path, lang):
    store = await Store.open(tmp_path / "c.sqlite3")
    lines: list[str] = []
    console = Console(Sessions(store), Config(db_path=tmp_path / "c.sqlite3", out_dir=tmp_path / "out"), lang,
                      out=lines.append)
    try:
        for line in ["as Eva", "new 18lilliput", "join Ola", "start"]:
            assert await console.handle(line)
        for step in range(400):
            state = (await console.sessions.live(CONSOLE_CHANNEL)).state
            top = state.current()
            if top["kind"] == "operate" and len(top["best"]["routes"]) >= 2:
                break
            action = GAME.make_ai("simple", step).choose(state, state.to_act()).to_dict()
            words = [f"{state.seats[state.to_act()].name}:", action["type"]]
            assert await console.handle(" ".join(words + [f"{k}={v}" for k, v in args_of(action).items()]))
        else:
            raise AssertionError("no company run came")
        cid, best = top["company"], top["best"]
        who = state.seats[state.to_act()].name
        lesser = typed(state, cid, best["routes"][:-1])  # the last train left idle: a smaller total
        before = len(lines)
        await console.handle(f"{who}: operate company={cid} payout=True routes={shlex.quote(lesser)}")
        said = "\n".join(lines[before:])
        assert (await console.sessions.live(CONSOLE_CHANNEL)).state.current() == top, "a refusal changes nothing"
        assert f"{best['total']} £" in said, said
        await console.handle(f"{who}: operate company={cid} payout=True routes={shlex.quote(typed(state, cid, best['routes']))}")
        after = (await console.sessions.live(CONSOLE_CHANNEL)).state
        assert after.last_runs[cid]["total"] == best["total"]
        assert after.last_runs[cid]["routes"] == best["routes"]
    finally:
        await store.close()
