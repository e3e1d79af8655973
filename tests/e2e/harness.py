"""Running the real bot against the emulator, and playing Mini Express through its interface.

``BotRunner`` starts ``bot.discord_app.create_bot`` over a ``Store`` on a database file, exactly
as ``run_bot`` does (login, command sync, gateway), and stops it again — a restart is a new
runner over the same file. ``Table`` is one channel's game seen from outside: it reads what the
bot posted, and consults the store (a separate oracle, never the bot's memory) to know whose turn
it is and which move to make; moves are then expressed only through what Discord shows the
player (buttons and selects on the last board, or slash commands filled in by autocomplete).
"""
from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .emulator import MANAGE_GUILD, Channel, DiscordEmulator, Guild, Interaction, Message, ScriptedUser

GAME = "mini-express"


# ============================================================================================ wiring
@contextlib.contextmanager
def quiet_discord(level: int):
    """discord.py's own log at ``level`` for the block (the bench and the storm expect 429s and
    retries), set back after it: later tests read its warnings (bot/ops/metrics.py counts 429s)."""
    logger = logging.getLogger("discord")
    before = logger.level
    logger.setLevel(level)
    try:
        yield
    finally:
        logger.setLevel(before)


@contextlib.contextmanager
def discord_py_at(emu: DiscordEmulator):
    """Point discord.py at the emulator for the duration of the block (the ``discord_loopback``
    fixture and ``bench_e2e`` use this; nothing else touches discord.py's addresses).

    discord.py builds every REST URL from the class attribute ``discord.http.Route.BASE`` (the
    interaction webhooks in ``discord.webhook.async_`` use the same ``Route`` class), and a plain
    ``Client``/``Bot`` opens the gateway at ``DiscordWebSocket.DEFAULT_GATEWAY`` (only an
    ``AutoShardedClient`` asks ``GET /gateway/bot``, which the emulator answers too; after READY
    the client reconnects to READY's ``resume_gateway_url``, which is the emulator's as well).
    If a discord.py upgrade renames these, this fails loudly instead of letting a test talk to
    the real Discord.
    """
    import discord.gateway
    import discord.http
    import discord.webhook.async_
    import yarl

    route, ws = discord.http.Route, discord.gateway.DiscordWebSocket
    assert isinstance(getattr(route, "BASE", None), str) and route.BASE.startswith("https://discord.com/api/v"), \
        "discord.http.Route.BASE is gone or changed: update tests/e2e/harness.discord_py_at"
    assert discord.webhook.async_.Route is route, "webhooks no longer share discord.http.Route"
    assert isinstance(getattr(ws, "DEFAULT_GATEWAY", None), yarl.URL), \
        "DiscordWebSocket.DEFAULT_GATEWAY is gone: update tests/e2e/harness.discord_py_at"
    assert discord.http.INTERNAL_API_VERSION == 10, "discord.py no longer speaks API v10"
    saved = route.BASE, ws.DEFAULT_GATEWAY
    route.BASE, ws.DEFAULT_GATEWAY = emu.api_base, yarl.URL(emu.gateway_url)
    try:
        yield emu
    finally:
        route.BASE, ws.DEFAULT_GATEWAY = saved


@contextlib.asynccontextmanager
async def connected(client: Any, world: "World"):
    """A bare discord.py client started against the world's emulator, until it holds the guild;
    closed again after the block (the emulator's own tests)."""
    task = asyncio.create_task(client.start(world.emu.token))
    try:
        await world.emu.wait_ready()
        await world.emu.wait_for(lambda: client.get_guild(world.guild.id) is not None, 10, "GUILD_CREATE")
        yield client
    finally:
        await client.close()
        await asyncio.wait_for(task, 10)


# ============================================================================================ world
@dataclass
class World:
    emu: DiscordEmulator
    guild: Guild
    general: Channel
    table1: Channel
    table2: Channel
    table3: Channel
    alice: ScriptedUser  # Czech client
    bob: ScriptedUser  # American English client
    cyril: ScriptedUser  # Czech client
    dana: ScriptedUser  # English, never seated
    mod: ScriptedUser  # may manage the server

    @property
    def players(self) -> list[ScriptedUser]:
        return [self.alice, self.bob, self.cyril]

    def user(self, user_id: int) -> ScriptedUser:
        for u in (self.alice, self.bob, self.cyril, self.dana, self.mod):
            if u.id == user_id:
                return u
        raise LookupError(user_id)


def make_world(emu: DiscordEmulator) -> World:
    """The tables are threads (each in its own text channel), as every game now lives in one:
    /game new inside a thread keeps the game there; in ``general`` (a text channel) it opens a
    thread of its own (tests/e2e/test_threads_e2e.py)."""
    guild = emu.add_guild("Nádraží", locale="en-US")
    mods = emu.add_role(guild, "Výpravčí", MANAGE_GUILD)

    def table(name: str) -> Channel:
        return emu.add_thread(emu.add_channel(guild, name), name)

    return World(
        emu=emu, guild=guild,
        general=emu.add_channel(guild, "general"),
        table1=table("stůl-1"),
        table2=table("stůl-2"),
        table3=table("stůl-3"),
        alice=emu.add_member(guild, "alice", locale="cs"),
        bob=emu.add_member(guild, "bob", locale="en-US"),
        cyril=emu.add_member(guild, "cyril", locale="cs"),
        dana=emu.add_member(guild, "dana", locale="en-US"),
        mod=emu.add_member(guild, "mod", roles=[mods], locale="en-US"),
    )


# ============================================================================================ bot
LOGGERS = ("vypravci", "bot", "discord")  # the bot's own modules log as vypravci.bot.…


class _ErrorLog(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


class BotRunner:
    """One run of the real bot over ``db_path`` (what ``run_bot`` does, without ``asyncio.run``)."""

    def __init__(self, emu: DiscordEmulator, db_path: Path, *, guild_id: int | None = None,
                 locale: str = "en", clock: Any = None, heartbeat_timeout: float | None = None) -> None:
        self.emu, self.db_path, self.guild_id, self.locale = emu, db_path, guild_id, locale
        self.clock = clock  # a ManualClock drives the bot's timers (deadlines); None: real time
        # how long discord.py waits for any gateway frame before it closes a silent connection and
        # resumes (its default 60 s; a storm with ``emu.zombie()`` wants a few seconds)
        self.heartbeat_timeout = heartbeat_timeout
        self.bot: Any = None
        self.store: Any = None
        self.task: asyncio.Task | None = None
        self.errors = _ErrorLog()

    async def start(self, timeout: float = 30.0) -> "BotRunner":
        from vypravci.bot.ops.config import Config
        from vypravci.bot.discord.client import create_bot
        from vypravci.bot.store import Store

        for name in LOGGERS:
            logging.getLogger(name).addHandler(self.errors)
        self.store = await Store.open(self.db_path)
        config = Config(token=self.emu.token, db_path=self.db_path, guild_id=self.guild_id, locale=self.locale)
        self.bot = create_bot(config, self.store, clock=self.clock)
        if self.heartbeat_timeout is not None:
            self.bot._connection.heartbeat_timeout = self.heartbeat_timeout  # discord.py's Client option
        self.task = asyncio.create_task(self.bot.start(self.emu.token), name="bot")
        # Connected = the gateway session is up and the bot holds every guild. (discord.py fires
        # on_ready only ~2 s after the last GUILD_CREATE; Discord delivers interactions before that
        # and so does the emulator, so waiting for it would only slow the suite down.)
        ready = asyncio.create_task(self.emu.wait_for(
            lambda: self.emu.active_session is not None and self.emu.active_session.ws is not None
            and all(self.bot.get_guild(g) is not None for g in self.emu.guilds), timeout, "the bot to connect"))
        done, _ = await asyncio.wait({self.task, ready}, timeout=timeout + 1, return_when=asyncio.FIRST_COMPLETED)
        if ready not in done:
            ready.cancel()
            if self.task in done:
                self.task.result()  # raises the bot's start-up error
            raise AssertionError(f"the bot did not connect within {timeout}s")
        ready.result()
        return self

    async def stop(self) -> None:
        """Stop the client (gateway closed, HTTP session closed) and close the store."""
        if self.bot is not None:
            # discord.py fires on_ready ~2 s after the last GUILD_CREATE and does not cancel that on
            # close; stopping earlier leaves a never-awaited coroutine behind. A real process runs
            # longer than that, so wait for it.
            try:
                await asyncio.wait_for(self.bot.wait_until_ready(), 5)
            except asyncio.TimeoutError:
                pass
            await self.bot.close()
        if self.task is not None:
            try:
                await asyncio.wait_for(self.task, 10)
            except Exception:
                pass
        if self.store is not None:
            await self.store.close()
        for name in LOGGERS:
            logging.getLogger(name).removeHandler(self.errors)
        self.bot = self.store = self.task = None

    def error_messages(self) -> list[str]:
        return [f"{r.name}: {r.getMessage()}" for r in self.errors.records]


# ============================================================================================ playing
@dataclass
class Move:
    """One move as a player made it: the interaction that applied it and what the bot posted."""

    user: ScriptedUser
    action: dict
    via: str  # "button", "select", "wild-select", "slash"
    interaction: Interaction
    board: Message
    helpers: list[Interaction] = field(default_factory=list)  # autocomplete / first select

    @property
    def latency(self) -> float:
        return self.interaction.latency or float("inf")


def png_ok(data: bytes) -> tuple[int, int]:
    """Decode a PNG fully (Pillow); its size."""
    from PIL import Image

    with Image.open(io.BytesIO(data)) as img:
        img.load()
        return img.size


class Table:
    """One channel's game, driven from outside through the emulator."""

    def __init__(self, world: World, channel: Channel, runner: BotRunner) -> None:
        self.world, self.channel, self.runner = world, channel, runner
        self.emu = world.emu
        self.moves: list[Move] = []
        self.lobby: Message | None = None
        self.game_id: int | None = None

    # ------------------------------------------------------------------ oracle (the store)
    async def snapshot(self):
        """(stored game, replayed state, log length) from the database; the state's seats as
        the table plays them now (``meta["controllers"]``: a replacement, a claimed seat)."""
        from vypravci.bot.table.seats import control_seats
        from vypravci.games.core import replay

        store = self.runner.store
        g = await store.get_game(self.game_id) if self.game_id else await store.active_game(self.channel.id)
        record = await store.record(g.id)
        rows = await store.log(g.id)
        state = replay(record)
        control_seats(state, record.seats, g.meta)
        return g, state, len(rows)

    async def log_rows(self) -> list:
        return await self.runner.store.log(self.game_id)

    def seat_user(self, state, seat: int) -> ScriptedUser:
        return self.world.user(state.seats[seat].user_id)

    # ------------------------------------------------------------------ reading the channel
    def public(self) -> list[Message]:
        return self.emu.public_messages(self.channel)

    def boards(self) -> list[Message]:
        return [m for m in self.public() if m.png is not None]

    def turn_message(self, game_id: int, seq: int) -> Message:
        """The latest public message carrying buttons/selects built at log length ``seq``."""
        tag = f":{game_id}:{seq}"
        for m in reversed(self.public()):
            if any(tag in (c.get("custom_id") or "") for c in m.all_components()):
                return m
        raise LookupError(f"no turn message for game {game_id} at seq {seq} in #{self.channel.name}")

    # ------------------------------------------------------------------ lobby
    async def open(self, host: ScriptedUser, humans: list[ScriptedUser] = (), ais: int = 0,
                   options: dict | None = None, board: bool = True) -> Move:
        """/game new, Join for each human, Add AI ``ais`` times, Start. Returns the start "move".
        In a text channel the game opens a thread of its own: the table follows it there.
        ``board=False``: the options switch the pictures off (the start is posted without one)."""
        known = {t.id for t in self.emu.threads_of(self.channel)}
        it = await host.slash("game new" if not host.locale.startswith("cs") else "hra nová", self.channel,
                              options or {"game": GAME, "map": "usa"})
        await it.ack()

        def lobby_message():
            for m in it.messages:  # in this thread (or channel): the answer itself
                if not m.loading and not m.ephemeral and m.buttons():
                    return m
            for t in self.emu.threads_of(self.channel):  # a new thread: the bot posts the lobby there
                if t.id not in known:
                    return next((m for m in self.emu.public_messages(t) if m.buttons()), None)
            return None

        lobby = await self.emu.wait_for(lobby_message, 10, "the lobby")
        self.channel = self.emu.channels[lobby.channel_id]
        join = next(b for b in lobby.buttons() if b["custom_id"].endswith(":join"))
        self.game_id = int(join["custom_id"].split(":")[2])
        self.lobby = lobby
        for u in humans:
            click = await u.click(lobby, custom_id=join["custom_id"])
            await click.settle(0.05)
            assert click.callback_type in (6, 7), click.callback_type
            # acknowledged first; the lobby is edited once the channel's lock is had
            await self.emu.wait_for(lambda: u.name in self.emu.messages[lobby.id].content, timeout=10,
                                    what="the lobby lists the new player")
        for _ in range(ais):
            click = await host.click(lobby, custom_id=join["custom_id"].replace(":join", ":ai"))
            await click.settle(0.05)
        start = await host.click(lobby, custom_id=join["custom_id"].replace(":join", ":start"))
        await start.ack()
        board = await start.wait_message(lambda m: not m.ephemeral and (m.png is not None or not board),
                                         timeout=20, what="the first board")
        await start.settle(0.05)
        return Move(host, {"type": "start"}, "button", start, board)

    # ------------------------------------------------------------------ moves
    async def ai_action(self, state, seat: int, seq: int) -> dict:
        from vypravci.games.core import get_game

        ai = get_game(state.game.id).make_ai("simple", 7919 * (seq + 1))
        return ai.choose(state, seat).to_dict()

    async def play_turn(self, via: str = "auto", action: dict | None = None,
                        user: ScriptedUser | None = None) -> Move:
        """The player to act makes one move (the AI's choice unless ``action`` is given).
        ``via``: "button"/"select" use the components on the last board; "slash" uses /mx with
        autocomplete; "auto" uses the components when they offer the move, else /mx."""
        g, state, seq = await self.snapshot()
        seat = state.to_act()
        assert seat is not None, "the game is over"
        user = user or self.seat_user(state, seat)
        action = action or await self.ai_action(state, seat, seq)
        message = self.turn_message(g.id, seq)
        kind = action["type"]
        helpers: list[Interaction] = []
        if via == "auto":
            via = "slash" if kind == "build" and not self._select_offers(state, message, g.id, seq, action) else (
                "select" if kind == "build" else "button")
        if via == "button" and kind == "build":
            via = "select"
        if via in ("button",):
            it = await user.click(message, custom_id=self._button_for(message, g.id, seq, action))
        elif via == "select":
            cid = f"vy:pick:{g.id}:{seq}:build:0={action['company']}"  # fields: company 0, city 1, wild 3
            assert self._select_offers(state, message, g.id, seq, action), f"select does not offer {action}"
            it = await user.select(message, cid, [f"1={action['city']}"])
            if action.get("wild"):
                helpers.append(it)
                await it.ack()
                prompt = await it.wait_message(lambda m: m.ephemeral and bool(m.selects()), what="the wild prompt")
                wild_id = prompt.selects()[0]["custom_id"]
                it = await user.select(prompt, wild_id, [f"3={action['wild']}"])
                via = "wild-select"
        elif via == "slash":
            it, helpers = await self._slash(user, state, action)
        else:
            raise ValueError(via)
        await it.ack()
        board = await it.wait_message(lambda m: not m.ephemeral and m.png is not None, timeout=20,
                                      what=f"the board after {action}")
        move = Move(user, action, via, it, board, helpers)
        self.moves.append(move)
        return move

    @staticmethod
    def _button_for(message: Message, gid: int, seq: int, action: dict) -> str:
        """The button making ``action``: a share by its company, else the type alone (its only action)."""
        base = f"vy:act:{gid}:{seq}:{action['type']}"
        own = f"{base}:0={action['company']}" if action.get("company") else base
        return own if own in [c.get("custom_id") for c in message.all_components()] else base

    def _select_offers(self, state, message: Message, gid: int, seq: int, action: dict) -> bool:
        """The build select offers this move: the city is listed and the route is the default one."""
        routes = state.routes_to(action["company"], action["city"])
        route = action.get("route")
        if route is not None and [list(h) for h in route] != [list(h) for h in routes[0]]:
            return False
        cid = f"vy:pick:{gid}:{seq}:build:0={action['company']}"
        try:
            menu = message.component(cid)
        except LookupError:
            return False
        return f"1={action['city']}" in [o["value"] for o in menu.get("options", [])]

    async def _slash(self, user: ScriptedUser, state, action: dict) -> tuple[Interaction, list[Interaction]]:
        """Fill /mx <type> the way a player does: each option picked from its autocomplete list."""
        from vypravci.bot.commands.actions import encode

        kind = action["type"]
        cz = user.locale.startswith("cs")
        names = {"draft": "výběr", "buy": "akcie", "build": "trať", "pass": "pas"} if cz else {}
        path = f"mx {names.get(kind, kind)}"
        opt = ({"company": "společnost", "city": "město", "route": "trasa", "wild": "žolík"} if cz
               else {"company": "company", "city": "city", "route": "route", "wild": "wild"})
        helpers: list[Interaction] = []
        filled: dict[str, Any] = {}
        for fld in ("company", "city", "route", "wild"):
            if fld not in action or (fld in ("route", "wild") and action.get(fld) is None):
                continue
            choices = await user.autocomplete(path, self.channel, opt[fld], filled, timeout=5)
            helpers.append(user.last_autocomplete)
            want = encode(action[fld])
            values = [c["value"] for c in choices]
            if want not in values and fld != "route" and len(values) >= 25:  # a long list: type its start
                choices = await user.autocomplete(path, self.channel, opt[fld], {**filled, opt[fld]: want[:4]},
                                                  timeout=5)
                helpers.append(user.last_autocomplete)
                values = [c["value"] for c in choices]
            pick = want if want in values else None
            if pick is None and fld == "route":  # routes too long for a value go by their number
                routes = [encode(r) for r in state.routes_to(action["company"], action["city"])]
                number = str(routes.index(want) + 1) if want in routes else None
                pick = number if number in values else None
            assert pick is not None, f"autocomplete for {fld} does not offer {want!r}: {values}"
            filled[opt[fld]] = pick
        it = await user.slash(path, self.channel, filled)
        return it, helpers

    async def settle_all(self, quiet: float = 0.15) -> None:
        """Every interaction of this table has finished talking to the emulator."""
        for it in list(self.emu.interactions.values()):
            if it.channel_id == self.channel.id and it.acknowledged:
                await it.settle(quiet)


# ============================================================================================ counting posts
#: Custom-id verbs of the buttons under a move's post: ``vy:<verb>:<game id>:<log length>:…``
TURN_VERBS = frozenset({"act", "pick", "choose", "lldone", "lloffer", "llop", "rr", "rr-mine"})
BOARD_FILE = re.compile(r"-(\d+)-(\d+)\.png$")  # <game>-<id>-<log length>.png (bot/discord/posting.py:board_file)
CATCH_UP_NONCE = re.compile(r"^vy(\d+)\.(\d+)$")  # bot/table/outbox.py:nonce (a long catch-up's earlier parts add ".i")
MARK_LINE = re.compile(r"^-# \S+ #(\d+) · \S+ (\d+)$", re.MULTILINE)  # bot/discord/once.py: a post with no picture


def announcement_marks(message: Message) -> set[tuple[int, int]]:
    """The (game id, log length) a bot post announces, by the names the bot gives it
    (docs/play-by-post.md): its board picture ``<game>-<id>-<seq>.png``, its catch-up nonce
    ``vy<id>.<seq>``, the custom ids of its turn buttons ``vy:<verb>:<id>:<seq>:…``, the mark line
    ``-# Game #<id> · move <seq>`` of a post without a picture. Empty for any other post. For
    ``emu.count_posts(announcement_marks)``: every stored move announced exactly once means every
    (game, log length) counted once. (A ``/game board`` repost names its length again.)"""
    posted = message.posted
    if posted is None:
        return set()
    marks: set[tuple[int, int]] = set()
    for a in posted.attachments:
        if (m := BOARD_FILE.search(a.filename)) is not None:
            marks.add((int(m[1]), int(m[2])))
    if message.nonce and (m := CATCH_UP_NONCE.match(message.nonce)) is not None:
        marks.add((int(m[1]), int(m[2])))
    marks.update((int(m[1]), int(m[2])) for m in MARK_LINE.finditer(posted.content or ""))
    for c in Message.components_in(posted.components):
        parts = (c.get("custom_id") or "").split(":")
        if len(parts) >= 4 and parts[0] == "vy" and parts[1] in TURN_VERBS and parts[2].isdigit() and parts[3].isdigit():
            marks.add((int(parts[2]), int(parts[3])))
    return marks


# ============================================================================================ stored games
SOLO_RECORD = Path(__file__).resolve().parents[1] / "fixtures" / "mini-express" / "mode-solo-difficulty-turista.json"


def bobs_solo_record(world: World) -> Any:
    """The fixture's solo game against Mašinfíra with Bob in the human seat."""
    import json

    from vypravci.games.core import GameRecord

    record = GameRecord.model_validate(json.loads(SOLO_RECORD.read_text())["record"])
    seat = record.seats[0]
    seat.kind, seat.ai, seat.user_id, seat.name = "human", None, world.bob.id, "Bob"
    return record


async def store_solo_game(db: Path, world: World, record: Any, moves: int | None = None) -> int:
    """``record`` stored in table 1 through the store's normal path (no bot running), with its
    first ``moves`` actions (all by default); the game's id."""
    from vypravci.bot.table.session import Sessions
    from vypravci.bot.store import Store

    async with await Store.open(db) as store:
        sessions = Sessions(store)
        g = await store.create_game(world.guild.id, world.table1.id, world.bob.id, record.game, record.options,
                                    record.seed, list(record.seats))
        await sessions.start(world.table1.id, world.bob.id, shuffle_seats=False, seed=record.seed)
        for data in record.actions[:moves]:
            await sessions.act(world.table1.id, world.bob.id, data)
        return g.id
