"""Russian Railroads end to end: a whole two-player game — Alice (Czech client) against the simple
AI — through the loopback Discord, the real bot and the real discord.py client.

Alice plays what the simple AI would play for her, but only through what Discord shows her: the
one-press buttons under the last board, the pick selects (walked step by step, the later steps
privately), the Czech slash commands /rz … filled in from autocomplete, and — for the secret
end-bonus choice — the "show my choice" button, whose buttons only she sees. End-bonus cards are
secret until the end: neither hers nor the AI's ever shows publicly, the AI's never reaches her,
and /hra ruka shows her own, privately.
"""
from __future__ import annotations

import itertools

import pytest

from vypravci.bot.commands.actions import encode
from vypravci.bot.words.i18n import i18n
from vypravci.bot.commands.present import Presenter

from .emulator import EPHEMERAL
from .harness import BotRunner, Table, png_ok

pytestmark = pytest.mark.e2e

GAME = "russian-railroads"
ACK_LIMIT = 3.0


@pytest.fixture
async def runner(world, tmp_path):
    r = await BotRunner(world.emu, tmp_path / "rr.sqlite3").start()
    try:
        yield r
    finally:
        await r.stop()
    assert not r.error_messages(), r.error_messages()


def secret_lines(state, seat: int) -> list[str]:
    """A seat's end-bonus cards as /hra ruka words them, in both languages."""
    return [line for loc in ("cs", "en") for line in Presenter(loc).events(state, state.private_info(seat))]


def option_name(field: str) -> str:
    return i18n.t("en", f"opt-{field}-name") if i18n.has("en", f"opt-{field}-name") else field


class RRTable(Table):
    """The table seen from outside, moving Alice's seat through buttons, selects and /rz."""

    async def wait_board(self, it, action) -> None:
        await it.ack()
        assert it.latency is not None and it.latency < ACK_LIMIT, f"{action} acknowledged after {it.latency}s"
        board = await it.wait_message(lambda m: not m.ephemeral and m.png is not None, timeout=30,
                                      what=f"the board after {action}")
        assert png_ok(board.png.data)[0] >= 400

    async def by_button(self, user, message, gid: int, seq: int, index: int) -> bool:
        cid = f"vy:rr:{gid}:{seq}:{index}"
        if not any(c.get("custom_id") == cid for c in message.all_components()):
            return False
        await self.wait_board(await user.click(message, custom_id=cid), cid)
        return True

    async def by_select(self, user, message, state, seat: int, gid: int, seq: int, action: dict) -> bool:
        """Walk the generated pick select of the action's type to the action: each step names one
        more field (its value) or the whole remaining actions (#n among those that match)."""
        kind = action["type"]
        prefix = f"vy:pick:{gid}:{seq}:{kind}"
        menus = [c for c in message.all_components() if (c.get("custom_id") or "").startswith(prefix)]
        if not menus:
            return False
        legal = [a.to_dict() for a in state.legal_actions(seat)]
        fields = state.game.fields_of(kind)
        menu, where = menus[0], message
        while True:
            cid = menu["custom_id"]
            partial = {fields[int(i)]: v for i, _, v in (p.partition("=") for p in cid[len(prefix):].split(":") if p)}
            values = [o["value"] for o in menu["options"]]
            if values[0].startswith("#"):
                matches = [d for d in legal if d["type"] == kind
                           and all(encode(d.get(f)) == v for f, v in partial.items())]
                pick = f"#{matches.index(action)}"
            else:
                i = int(values[0].split("=")[0])
                pick = f"{i}={encode(action.get(fields[i]))}"
            assert pick in values, f"{cid} offers {values}, not {pick}"
            it = await user.select(where, cid, [pick])
            await it.ack()
            assert it.latency < ACK_LIMIT
            nxt = await it.wait_message(lambda m: m.png is not None and not m.ephemeral or
                                        (m.ephemeral and bool(m.selects())), timeout=30, what="the next step")
            if not nxt.ephemeral:
                return True
            assert nxt.visible_to == user.id and nxt.flags & EPHEMERAL
            menu, where = nxt.selects()[0], nxt

    async def by_slash(self, user, state, action: dict) -> bool:
        """/rz <type> with every set field picked from its autocomplete list (Czech names)."""
        kind = action["type"]
        fields = [f for f in state.game.fields_of(kind)]
        if any(action.get(f) is None for f in fields):
            return False  # "none of them" is chosen with a button or a select
        path = f"rz {i18n.t('cs', 'cmd-rr-' + kind.replace('_', '-') + '-name')}"
        filled: dict[str, str] = {}
        for f in fields:
            choices = await user.autocomplete(path, self.channel, option_name(f), filled, timeout=10)
            assert user.last_autocomplete.latency < ACK_LIMIT
            values = [c["value"] for c in choices]
            want = encode(action[f])
            assert want in values, f"/{path}: autocomplete for {f} offers {values}, not {want}"
            assert all(c["name"] for c in choices)
            filled[option_name(f)] = want
        it = await user.slash(path, self.channel, filled)
        await self.wait_board(it, action)
        return True

    async def by_secret_choice(self, user, message, state, seat: int, gid: int, seq: int, index: int) -> None:
        """The end-bonus choice: "show my choice" answers Alice alone, with a button per card of
        the pile and one for the 10 points."""
        it = await user.click(message, custom_id=f"vy:rr-mine:{gid}:{seq}")
        await it.ack()
        private = await it.wait_message(lambda m: m.ephemeral, what="the private choice")
        assert private.visible_to == user.id and private.flags & EPHEMERAL and it.public == []
        assert i18n.t("cs", "button-rr-end-bonus-none") in [b["label"] for b in private.buttons()]
        await self.wait_board(await user.click(private, custom_id=f"vy:rr:{gid}:{seq}:{index}"), "end bonus")


async def test_a_whole_game_against_the_ai(world, runner):
    emu, alice = world.emu, world.alice
    table = RRTable(world, world.table2, runner)
    it = await alice.slash("hra nová", table.channel, {"game": GAME})
    await it.ack()
    lobby = await it.wait_message(lambda m: not m.ephemeral and bool(m.buttons()), what="the lobby")
    join = next(b for b in lobby.buttons() if b["custom_id"].endswith(":join"))
    table.game_id = gid = int(join["custom_id"].split(":")[2])
    await (await alice.click(lobby, custom_id=join["custom_id"].replace(":join", ":ai"))).settle(0.05)
    start = await alice.click(lobby, custom_id=join["custom_id"].replace(":join", ":start"))
    await start.ack()
    first = await start.wait_message(lambda m: not m.ephemeral and m.png is not None, timeout=30, what="the first board")
    assert i18n.t("en", "rr-start-note") in "\n".join(m.content for m in table.public())
    png_ok(first.png.data)

    vias = itertools.cycle(["button", "slash", "select", "button", "select"])
    used: dict[str, int] = {}
    hand_checked = False
    for _ in range(400):
        g, state, seq = await table.snapshot()
        if state.is_terminal():
            break
        seat = state.to_act()
        assert state.seats[seat].user_id == alice.id, "the AI seat moves by itself"
        # Nothing secret is in sight: the AI's cards nowhere Alice looks, hers not in public.
        public = "\n".join(m.content for m in table.public())
        mine = "\n".join(m.content for m in alice.messages(table.channel))
        for line in secret_lines(state, 1 - seat):
            assert line not in mine, f"Alice sees the AI's end-bonus card: {line}"
        for line in secret_lines(state, seat):
            assert line not in public, f"Alice's end-bonus card shows publicly: {line}"
        if state.players[seat]["end_cards"] and not hand_checked:
            hand = await alice.slash("hra ruka", table.channel)
            await hand.settle()
            assert hand.public == [] and hand.ephemeral and hand.ephemeral[0].visible_to == alice.id
            text = "\n".join(m.content for m in hand.ephemeral)
            assert all(line in text for line in Presenter("cs").events(state, state.private_info(seat)))
            hand_checked = True

        action = await table.ai_action(state, seat, seq)
        legal = [a.to_dict() for a in state.legal_actions(seat)]
        index = legal.index(action)
        message = table.turn_message(gid, seq)
        if state.decision().secret:
            await table.by_secret_choice(alice, message, state, seat, gid, seq, index)
            used["secret"] = used.get("secret", 0) + 1
        else:
            via = next(vias)
            done = False
            if via == "slash":
                done = await table.by_slash(alice, state, action)
            elif via == "select":
                done = await table.by_select(alice, message, state, seat, gid, seq, action)
            if not done:
                via = "button"
                done = await table.by_button(alice, message, gid, seq, index)
            if not done:
                via = "select"
                done = await table.by_select(alice, message, state, seat, gid, seq, action)
            if not done:
                via = "slash"
                done = await table.by_slash(alice, state, action)
            assert done, f"move {seq + 1}: nothing under the board offers {action}"
            used[via] = used.get(via, 0) + 1
        g2, after, seq2 = await table.snapshot()
        stored = (await table.log_rows())[seq]
        assert stored.user_id == alice.id and all(stored.payload.get(k) == v for k, v in action.items())
    else:
        raise AssertionError("the game did not end")

    g, state, _ = await table.snapshot()
    assert g.status == "finished" and state.is_terminal()
    final = table.boards()[-1].content
    assert i18n.t("en", "game-over-title") in final  # the server speaks English
    for s, points in zip(state.seats, state.scores()):
        assert s.name in final and str(points) in final
    assert used.get("button", 0) >= 5 and used.get("select", 0) >= 3 and used.get("slash", 0) >= 3, used
    await table.settle_all()
    print(f"\nrussian railroads e2e: {sum(used.values())} moves by Alice {used}, scores {state.scores()}")
