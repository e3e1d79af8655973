"""The Discord bot: create it, and show the application commands it syncs.

``create_bot(config, store)`` builds a ``commands.Bot`` (default intents; no privileged ones) whose
``setup_hook`` installs the cogs, the persistent buttons (DynamicItems) and the Fluent translator,
then syncs the command tree (to ``config.guild_id`` if set, else globally). ``command_payloads(config)``
builds the same tree offline and returns exactly the JSON ``CommandTree.sync`` would send,
localizations included. Running it as the bot's process (logs, metrics, the heap): bot/ops/run.py.
"""
from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import time
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Callable

import discord
from discord import app_commands
from discord.ext import commands

from vypravci.render.pool import AI_NICE, RenderPool, ai_workers_from_env, workers_from_env

from ..store import Store
from ..table import thinking
from ..table.clock import Clock
from ..table.session import Sessions
from . import telemetry
from .app import App
from .pace import GlobalPace, pace_requests, share_per_s
from .cogs import claims, history, lobby, play, rules, settings, table
from .cogs.base import NotAcknowledged, TimedTree, tell_it_failed
from .cogs.server import lobby_sweeper
from .cogs.table import start_deadlines
from .threads import DiscordPoster
from .translator import FluentTranslator

if TYPE_CHECKING:
    from ..ops.config import Config

log = logging.getLogger(__name__)

IDENTIFY_SPACING_S = 5.0  # Discord: one IDENTIFY per 5 s per max_concurrency bucket (1 for most bots)

COGS = (lobby.GameCog, play.PlayCog, rules.RulesCog, settings.SettingsCog, *history.COGS)
DYNAMIC_ITEMS = (*lobby.DYNAMIC_ITEMS, *play.dynamic_items(), *rules.DYNAMIC_ITEMS, *history.DYNAMIC_ITEMS,
                 *table.DYNAMIC_ITEMS, *claims.DYNAMIC_ITEMS)  # every persistent component the bot answers


class VypravciBot(commands.Bot):
    """The bot; ``bot.vy`` is the handler layer's App (sessions, store, configuration)."""

    def __init__(self, config: Config, store: Store, *, sync_on_start: bool = True, clock: Clock | None = None,
                 **shards) -> None:
        super().__init__(command_prefix=commands.when_mentioned, intents=discord.Intents.default(),
                         help_command=None,
                         allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
                         tree_cls=TimedTree, max_messages=None, **shards)  # no message cache: nothing reads
        # it, and its thousand messages were most of what the collector walked (bot/ops/heap.py)
        self.config = config
        self.vy = App(Sessions(store), config, clock=clock)  # tests pass a ManualClock (bot/table/clock.py)
        self.vy.poster = DiscordPoster(self)  # announcements outside an interaction (bot/table/outbox.py)
        if config.shard_plan is not None:  # drain only the games of the guilds this process serves
            self.vy.outbox.owns = config.shard_plan.owns
        plan = config.shard_plan  # the process's share of Discord's global limit, kept before it is met
        pace_requests(self.http, GlobalPace(share_per_s(len(plan.ids), plan.count) if plan else share_per_s()))
        self.vy.render_pool = RenderPool(workers_from_env())  # boards drawn off the event loop
        # AI seats think in processes of their own at a lower priority, so a strong search never
        # delays another game's board (render/pool.py); 0 AI workers: in the render processes
        self.vy.ai_pool = RenderPool(ai_workers_from_env(), nice=AI_NICE, name="AI")
        self.vy.sessions.think = thinking.in_pool(self.vy.ai_pool if self.vy.ai_pool.workers else self.vy.render_pool)
        self.sync_on_start = sync_on_start
        self._installed = False
        self._drain: asyncio.Task | None = None
        # the bot's own process (bot/ops/run.py) sets what settles the heap after set-up and
        # the first READY (bot/ops/heap.py); tests run bots inside pytest and leave it None
        self.settle_heap: Callable[[], object] | None = None
        self._settled = False
        self._identified_at = float("-inf")  # the last IDENTIFY (before_identify_hook)

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """discord.py sleeps 5 s before every IDENTIFY but the first (Discord's identify limit). A
        lone shard's only earlier IDENTIFY is its own, so it waits just what is left of those 5 s:
        after Discord ended the session (4009, INVALID_SESSION) commands typed meanwhile reach
        no one, and the sooner a new session is up the fewer they are. Sharded: discord.py's way."""
        if isinstance(self, discord.AutoShardedClient):
            await super().before_identify_hook(shard_id, initial=initial)
            return
        wait = self._identified_at + IDENTIFY_SPACING_S - time.monotonic()
        if not initial and wait > 0:
            await asyncio.sleep(wait)
        self._identified_at = time.monotonic()

    async def install(self) -> None:
        """Cogs, persistent buttons and the translator (no network)."""
        if self._installed:
            return
        self._installed = True
        for cog in COGS:
            await self.add_cog(cog(self.vy))
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        await self.tree.set_translator(FluentTranslator())
        self.tree.on_error = self.on_app_command_error  # type: ignore[method-assign]

    async def setup_hook(self) -> None:
        self.vy.render_pool.start()  # the render processes warm up while the bot connects
        await self.install()
        plan = self.config.shard_plan  # deadline timers rebuilt from meta, for this process's guilds
        await start_deadlines(self.vy, self, plan.owns if plan else None).start()
        if self.sync_on_start:
            try:
                await sync_tree(self)
            except discord.HTTPException:  # e.g. no applications.commands scope in that guild
                log.exception("syncing the application commands failed; the bot runs with the old ones")
        self.lobby_sweep = asyncio.create_task(lobby_sweeper(self).run(), name="lobby-sweep")
        self.drain_outbox()  # at once (REST works before the gateway is up): players may be quick
        if self.settle_heap is not None:  # what start-up built is kept out of the collector's passes
            self.settle_heap()

    async def close(self) -> None:
        # one close for everything the bot runs (three were defined and only the last counted)
        if getattr(self, "lobby_sweep", None) is not None:
            self.lobby_sweep.cancel()
        if getattr(self.vy, "deadlines", None) is not None:
            await self.vy.deadlines.stop()
        self.vy.outbox.close()
        if self._drain is not None:
            self._drain.cancel()
        try:
            await super().close()
        finally:
            await self.vy.render_pool.close()
            await self.vy.ai_pool.close()

    def drain_outbox(self) -> None:
        """Post what a previous run saved but never announced (bot/table/outbox.py), in the background."""
        if self._drain is None or self._drain.done():
            self._drain = asyncio.create_task(self.vy.outbox.drain(), name="outbox-drain")

    async def on_ready(self) -> None:
        log.info("logged in as %s (%s) in %d guild(s)", self.user, getattr(self.user, "id", "?"), len(self.guilds))
        self.drain_outbox()  # again after a new gateway session (a no-op when nothing is left)
        if self.settle_heap is not None and not self._settled:  # the guilds' caches are filled now: frozen too
            self._settled = True
            self.settle_heap()

    async def on_app_command_completion(self, interaction: discord.Interaction, command) -> None:
        telemetry.command(getattr(command, "qualified_name", "?").split(" ")[0], interaction.created_at)

    async def on_app_command_error(self, interaction: discord.Interaction,
                                   error: app_commands.AppCommandError) -> None:
        if isinstance(getattr(error, "original", None), NotAcknowledged):
            return  # read too late to be answered: the player was told in the channel
        telemetry.error("command")
        log.error("command %s failed", getattr(interaction.command, "qualified_name", "?"), exc_info=error)
        locale = await self.vy.reader_locale(interaction.user.id, interaction.guild_id, interaction.locale)
        await tell_it_failed(interaction, locale)


class ShardedVypravciBot(VypravciBot, commands.AutoShardedBot):
    """The bot running some of the gateway shards (``VYPRAVCI_SHARDS``, bot/discord/shards.py)."""


def create_bot(config: Config, store: Store, *, sync_on_start: bool = True, clock: Clock | None = None) -> commands.Bot:
    """The bot over an open store (nothing connects until it is started). With a shard plan it
    runs this process's shards; only the process running shard 0 syncs the commands."""
    plan = config.shard_plan
    if plan is None:
        return VypravciBot(config, store, sync_on_start=sync_on_start, clock=clock)
    return ShardedVypravciBot(config, store, sync_on_start=sync_on_start and plan.syncs_commands, clock=clock,
                              shard_count=plan.count, shard_ids=list(plan.ids))


SYNCED_KEY = "synced_commands"  # guild settings row 0: "<application id>:<guild id|global>" → payload digest


async def sync_tree(bot: commands.Bot, *, force: bool = False) -> list | None:
    """Send the commands to Discord: to the configured guild (instant), else globally — only when
    their payload changed since the last sync (its digest is kept in the store), so a restart
    sends nothing. Returns the synced commands, or None when nothing was sent."""
    config: Config = bot.config  # type: ignore[attr-defined]
    tree, guild = bot.tree, None
    if config.guild_id:
        guild = discord.Object(id=config.guild_id)
        tree.copy_global_to(guild=guild)
    payload = [await c.get_translated_payload(tree, tree.translator) for c in tree._get_all_commands(guild=guild)]
    digest = hashlib.sha256(json.dumps(payload, sort_keys=True, ensure_ascii=False).encode()).hexdigest()
    target, store = f"{bot.application_id}:{config.guild_id or 'global'}", bot.vy.store  # type: ignore[attr-defined]
    known = (await store.get_guild_settings(0)).get(SYNCED_KEY) or {}
    if known.get(target) == digest and not force and await _discord_has(tree, guild, payload):
        log.info("the application commands are as last synced; nothing sent")
        return None
    synced = await tree.sync(guild=guild)
    await store.update_guild_settings(0, {SYNCED_KEY: {**known, target: digest}})
    if guild is not None:
        log.info("synced %d commands to guild %s", len(synced), config.guild_id)
    else:
        log.info("synced %d global commands (they may take a while to appear)", len(synced))
    return synced


async def _discord_has(tree: app_commands.CommandTree, guild, payload: list[dict]) -> bool:
    """Discord still lists our commands by name (one GET): a database restored elsewhere or
    commands deleted by hand are noticed. If it cannot be asked, the stored digest is trusted."""
    try:
        existing = await tree.fetch_commands(guild=guild)
    except (discord.HTTPException, discord.ClientException) as err:
        log.warning("could not list the synced commands (%s); trusting the last sync", err)
        return True
    return sorted(c.name for c in existing) == sorted(c["name"] for c in payload)


# ------------------------------------------------------------------------------------ offline
async def build_payloads(config: Config) -> list[dict]:
    """The payloads ``tree.sync()`` would send, built offline with the same translator."""
    bot = VypravciBot(config, Store(":memory:"), sync_on_start=False)
    await bot.install()
    tree = bot.tree
    try:
        commands_ = tree._get_all_commands(guild=None)  # exactly what sync() sends
    except AttributeError:  # pragma: no cover - older discord.py
        commands_ = tree.get_commands()
    translator = tree.translator
    assert translator is not None
    return [await c.get_translated_payload(tree, translator) for c in commands_]


def command_payloads(config: Config) -> list[dict]:
    """Synchronous :func:`build_payloads` (works inside or outside a running event loop)."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(build_payloads(config))
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, build_payloads(config)).result()
