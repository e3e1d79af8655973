"""Test doubles shared by the bot, console and render tests (one copy, imported where needed).

The pytest fixtures built on them (``app``, ``fixed_seeds``) live in tests/conftest.py.
"""
from __future__ import annotations

import io
import random
import threading
from types import SimpleNamespace

import discord
from PIL import Image

from vypravci.bot.commands import actions as cmd
from vypravci.bot.discord.app import App
from vypravci.bot.discord.client import DYNAMIC_ITEMS
from vypravci.bot.discord.talk import Actor, Attachment, Place

GUILD, CHANNEL = 100, 200
FAKE_PNG = b"\x89PNG\r\n\x1a\nfake"
MAX_PNG_BYTES = 500_000

USERS = {
    1: ("Anna", "cs"),
    2: ("Bob", "en"),
    3: ("Cyril", "cs"),
    9: ("Zed", "en"),  # never seated
}


# ---------------------------------------------------------------------------------------- replier
class Msg:
    def __init__(self, text: str, file: Attachment | None = None, view=None, mention=None, embed=None):
        self.text, self.file, self.view, self.mention, self.embed = text, file, view, mention, embed

    def custom_ids(self) -> list[str]:
        return [c.custom_id for c in self.view.children] if self.view is not None else []


class Rec:
    """A Replier double: records public messages, ephemeral ones, lobby edits and deferrals."""

    def __init__(self) -> None:
        self.pub: list[Msg] = []
        self.priv: list[Msg] = []
        self.upd: list[Msg] = []
        self.deferred = False
        self.events: list[str] = []  # the order of the calls

    async def defer(self) -> None:
        self.deferred = True
        self.events.append("defer")

    async def public(self, text, *, file=None, view=None, mention=None) -> None:
        self.pub.append(Msg(text, file, view, mention))
        self.events.append("public")

    async def private(self, text, *, file=None, embed=None, view=None) -> None:
        self.priv.append(Msg(text, file, view, embed=embed))
        self.events.append("private")

    async def update(self, text, *, view=None) -> None:
        self.upd.append(Msg(text, view=view))
        self.events.append("update")

    thread_id: int | None = None  # set it to let /game new open a thread (the id it gets)

    async def open_thread(self, name: str) -> int | None:
        """A thread under the channel asked in, when the test allows one (``thread_id``)."""
        if self.thread_id is not None:
            self.events.append(f"thread:{name}")
        return self.thread_id


class PosterRec:
    """A Poster double (bot/discord/threads.py): records the bot's own posts, edits, pins, renames, DMs.
    Honours ``nonce`` as Discord's ``enforce_nonce`` does (the first message is returned again).
    ``fail`` posts fail before reaching "Discord"; ``lose`` posts are kept but their answer is lost
    (as when the bot dies right after posting)."""

    def __init__(self) -> None:
        self.sent: list[SimpleNamespace] = []
        self.edits: list[tuple[int, int, str | None]] = []
        self.pins: list[tuple[int, int]] = []
        self.renames: list[tuple[int, str]] = []
        self.reopened: list[int] = []
        self.dms: list[tuple[int, str]] = []
        self.threads: list[tuple[int, str]] = []
        self.fail = self.lose = 0
        self.gone: set[int] = set()  # channels deleted (or closed to the bot): NotFound
        self._ids = iter(range(10_000, 10**9))

    @staticmethod
    def _error() -> discord.HTTPException:
        return discord.HTTPException(SimpleNamespace(status=503, reason="Service Unavailable"), "down")

    def texts(self, channel_id: int | None = None) -> list[str]:
        return [m.text for m in self.sent if channel_id is None or m.channel_id == channel_id]

    async def send(self, channel_id, text, *, file=None, view=None, mention=None, nonce=None):
        if channel_id in self.gone:
            raise discord.NotFound(SimpleNamespace(status=404, reason="Not Found"), "Unknown Channel")
        if self.fail:
            self.fail -= 1
            raise self._error()
        again = next((m for m in self.sent if nonce is not None and m.nonce == nonce and m.channel_id == channel_id), None)
        if again is None:
            again = SimpleNamespace(id=next(self._ids), channel_id=channel_id, text=text, file=file, view=view,
                                    mention=mention, nonce=nonce)
            self.sent.append(again)
        if self.lose:
            self.lose -= 1
            raise self._error()
        return again.id

    async def edit(self, channel_id, message_id, *, text=None, view=None) -> bool:
        self.edits.append((channel_id, message_id, text))
        return any(m.id == message_id for m in self.sent)

    async def pin(self, channel_id, message_id) -> None:
        self.pins.append((channel_id, message_id))

    async def unpin(self, channel_id, message_id) -> None:
        if (channel_id, message_id) in self.pins:
            self.pins.remove((channel_id, message_id))

    async def open_thread(self, parent_id, name):
        thread_id = next(self._ids)
        self.threads.append((thread_id, name))
        return thread_id

    async def rename(self, thread_id, name) -> None:
        self.renames.append((thread_id, name))

    async def reopen(self, thread_id) -> None:
        self.reopened.append(thread_id)

    async def dm(self, user_id, text) -> bool:
        self.dms.append((user_id, text))
        return True

    async def recent_marks(self, channel_id, limit=50) -> set[str]:
        mine = [m for m in self.sent[-limit:] if m.channel_id == channel_id]
        from vypravci.bot.discord.once import marks_in_text

        return ({m.file.filename for m in mine if m.file is not None}
                | {i.custom_id for m in mine for i in getattr(m.view, "children", [])}
                | {k for m in mine for k in marks_in_text(m.text)})


def actor(uid: int, locale: str | None = None, admin: bool = False) -> Actor:
    name, loc = USERS[uid]
    return Actor(uid, name, locale or loc, admin)


def place(locale: str = "en") -> Place:
    return Place(GUILD, CHANNEL, locale)


def fast_render(state, labels) -> bytes:
    fast_render.threads.append(threading.current_thread())
    return FAKE_PNG


fast_render.threads = []


def find_item(custom_id: str):
    """The DynamicItem class whose template matches, and the match (as the bot would dispatch)."""
    hits = [(cls, cls.__discord_ui_compiled_template__.match(custom_id)) for cls in DYNAMIC_ITEMS]
    hits = [(cls, m) for cls, m in hits if m]
    assert len(hits) == 1, (custom_id, hits)
    return hits[0]


async def press(app: App, who: Actor, custom_id: str, values: list[str] | None = None, where: Place | None = None) -> Rec:
    """Press a button (or pick from a select) by its custom id, as after a restart: the item is
    rebuilt from the custom id alone."""
    cls, match = find_item(custom_id)
    item = await cls.from_custom_id(None, None, match)
    ctx = Rec()
    await item.handle(ctx, app, where or place(), who, values or [])
    return ctx


async def assert_rebuilt_from_custom_id(item, fields: tuple[str, ...] = ()) -> None:
    """A persistent component is found by its custom id alone (as after a restart) and rebuilt the
    same: one DynamicItem class matches, and the rebuilt item has the same id and ``fields``."""
    assert len(item.custom_id) <= 100
    cls, match = find_item(item.custom_id)
    assert cls is type(item)
    again = await cls.from_custom_id(None, None, match)
    assert again.custom_id == item.custom_id
    for f in fields:
        assert getattr(again, f, None) == getattr(item, f, None)


def args_of(action: dict) -> dict[str, str]:
    return {k: cmd.encode(v) for k, v in action.items() if k not in ("type", "seat") and v is not None}


# ---------------------------------------------------------------------------------------- interaction
class FakeResponse:
    def __init__(self, log):
        self.log, self.done = log, False

    def is_done(self):
        return self.done

    async def defer(self, **kw):
        self.done = True
        self.log.append(("defer", kw))

    async def send_message(self, content=None, **kw):
        self.done = True
        self.log.append(("send_message", content, kw.get("ephemeral")))

    async def edit_message(self, **kw):
        self.done = True
        self.log.append(("edit_message", kw.get("content")))


class FakeFollowup:
    def __init__(self, log):
        self.log = log

    async def send(self, content=None, **kw):
        self.log.append(("followup", content, kw.get("ephemeral"), "file" in kw, "view" in kw))


class FakeInteraction:
    """What the handlers and generated command callbacks read from a discord.py interaction;
    every answer is logged in ``log`` by the name of the call."""

    def __init__(self, uid: int = 0, locale=discord.Locale.american_english, component: bool = False) -> None:
        self.log: list = []
        self.guild_id, self.channel_id, self.locale = GUILD, CHANNEL, locale
        self.user = SimpleNamespace(id=uid, name=f"u{uid}", display_name=f"u{uid}")
        self.permissions = discord.Permissions.none()
        self.type = discord.InteractionType.component if component else discord.InteractionType.application_command
        self.response = FakeResponse(self.log)
        self.followup = FakeFollowup(self.log)

    async def edit_original_response(self, **kw):
        self.log.append(("edit_original", kw.get("content")))

    async def delete_original_response(self):
        self.log.append(("delete_original",))


# ---------------------------------------------------------------------------------------- pictures
def check_png(data: bytes, width: tuple[int, int], height: tuple[int, int]) -> Image.Image:
    """A valid PNG within the size limit and the given pixel ranges."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) <= MAX_PNG_BYTES
    Image.open(io.BytesIO(data)).verify()
    img = Image.open(io.BytesIO(data))
    img.load()
    assert width[0] <= img.width <= width[1], img.size
    assert height[0] <= img.height <= height[1], img.size
    return img


def played_states(first, seed: int, limit: int = 3000) -> list:
    """Every state of one game of random legal moves from ``first`` to the end."""
    rng = random.Random(seed)
    st = first
    states = [st]
    while not st.is_terminal():
        st = st.clone()
        st.apply(rng.choice(st.legal_actions()))
        states.append(st)
        assert len(states) < limit, "the game should end"
    return states


def fits_discord(view) -> None:
    """Discord's limits: ≤ 5 rows, ≤ 5 buttons a row, ≤ 25 options a select, labels ≤ 80 (buttons)
    and ≤ 100 (options), custom ids and option values ≤ 100, placeholders ≤ 150."""
    if view is None:
        return
    rows = view.to_components()
    assert 1 <= len(rows) <= 5
    for row in rows:
        assert len(row["components"]) <= 5
        for c in row["components"]:
            assert len(c["custom_id"]) <= 100
            if c["type"] == 2:
                assert 1 <= len(c["label"]) <= 80
            else:
                assert len(row["components"]) == 1 and 1 <= len(c["options"]) <= 25
                assert len(c.get("placeholder") or "") <= 150
                assert all(len(o["label"]) <= 100 and len(o["value"]) <= 100 for o in c["options"])
                assert len({o["value"] for o in c["options"]}) == len(c["options"])


class FixedSeed:
    """Seed 2: the seating order is Eva, AI 1, host (the starting player is drawn from the seed)."""

    def randrange(self, n: int) -> int:
        return 2
