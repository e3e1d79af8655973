"""Who may do what (bot/table/rights.py): the one table the table service checks, docs/discord.md's copy
of it, its refusals in both languages, and the console asking the same as Discord (a player who
is not the host is refused the host's lobby and table actions there too, and nothing changes).
The walk through Discord itself is tests/e2e/test_rights_e2e.py."""
from __future__ import annotations

from pathlib import Path

import pytest

from vypravci.bot.table import rights
from vypravci.bot.console.app import CONSOLE_CHANNEL
from vypravci.bot.words.i18n import i18n
from vypravci.bot.table.rights import ADMIN, ANYONE, HOST, LATE, NAMED, RIGHTS, SEATED, Who
from vypravci.bot.store import StoredGame
from vypravci.games.core import Seat
from tests.test_console_identity import run

DOC = Path(__file__).resolve().parents[1] / "docs" / "discord.md"


def test_docs_table_is_the_one_the_code_checks():
    text = DOC.read_text(encoding="utf-8")
    assert rights.doc_block() in text, "docs/discord.md's rights table is stale: python -m vypravci.bot.table.rights"


@pytest.mark.parametrize("locale", ["cs", "en"])
def test_every_refusal_reads_in_both_languages(locale):
    for right in RIGHTS.values():
        text = i18n.t(locale, right.refusal, host="Anna", player="Bob")
        assert text and text != right.refusal and "{" not in text, (right.action, text)


def game(status: str = "active", meta: dict | None = None) -> StoredGame:
    return StoredGame(id=1, guild_id=1, channel_id=1, host_id=1, game="mini-express", status=status, options={},
                      seed=0, seats=[Seat(name="Anna", user_id=1), Seat(name="Bob", user_id=2),
                                     Seat(name="AI 1", kind="ai", ai="simple")],
                      locale=None, version=1, move_count=0, created_at="", updated_at="", meta=meta or {})


def test_roles_decide_and_the_table_is_read_as_written():
    g = game()
    host, seated, stranger, admin = Who(1), Who(2), Who(9), Who(9, admin=True)
    assert rights.roles(host, g) == {HOST, SEATED, ANYONE} and rights.roles(admin, g) == {ADMIN, ANYONE}
    for action, right in RIGHTS.items():
        for who in (host, seated, stranger, admin):
            have = rights.roles(who, g)
            assert rights.allows(action, who, g) == bool(right.who & have), (action, who)
    assert not rights.allows("add-ai", seated, g) and not rights.allows("start", admin, g)
    assert rights.allows("kick", admin, g) and not rights.allows("kick", seated, g)
    assert not rights.allows("expiry", seated, g, {LATE}) and rights.allows("expiry", seated, g)
    assert rights.allows("claim", stranger, g, {NAMED}) and not rights.allows("claim", host, g)
    # a kicked player is still seated (an AI stands in); a replaced one is not
    kicked = game(meta={"controllers": {"1": {"ai": "simple", "why": "kick"}}})
    replaced = game(meta={"controllers": {"1": {"user": 9, "name": "Zed"}}})
    assert rights.is_seated(kicked, 2) and not rights.is_seated(replaced, 2) and rights.is_seated(replaced, 9)
    with pytest.raises(Exception) as err:
        rights.check("pace", seated, g)
    assert err.value.key == "refuse-host-or-admin" and err.value.params["host"] == "Anna"


async def test_the_console_refuses_a_player_who_is_not_the_host_as_discord_does(console):
    await run(console, "new mini-express", "join Eva")
    lobby = (await console.sessions.store.active_game(CONSOLE_CHANNEL)).model_dump()
    said = await run(console, "Eva: ai", "Eva: start", "Eva: pace 1d", "Eva: abandon", "Eva: hotseat on")
    assert said == ["Only the host (host) can do that."] * 5, said
    assert (await console.sessions.store.active_game(CONSOLE_CHANNEL)).model_dump() == lobby
    await run(console, "ai", "start")
    g = await console.sessions.store.active_game(CONSOLE_CHANNEL)
    assert g.status == "active" and g.seed != 0  # drawn at the start
    said = await run(console, "Eva: pause", "Eva: kick host", "Eva: repair", "Eva: abandon")
    assert said == ["Only the host (host) can do that."] * 4, said
    assert (await console.sessions.store.active_game(CONSOLE_CHANNEL)).model_dump() == g.model_dump()
