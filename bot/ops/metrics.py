"""Prometheus metrics. Always counted in-process (cheap); served over HTTP only when
``VYPRAVCI_METRICS_PORT`` is set (off by default), at ``http://HOST:PORT/metrics``.

- ``vypravci_moves_total{backend,kind}``: log rows appended (actions and undos); ``rate()`` of it
  is moves per second;
- ``vypravci_store_append_seconds{backend}``: one durable append, call to commit;
- ``vypravci_store_conflicts_total{backend}``: appends refused because another writer was first;
- ``vypravci_command_seconds{command}``: interaction created (Discord's timestamp) → command done
  (a slash command: its group, ``game``, ``mx``…; a button or select: ``component:<kind>``, the
  kind its custom id names: ``component:act``, ``component:pick``…);
- ``vypravci_errors_total{where}``: commands and components that failed with an unexpected error;
- ``vypravci_games_active``: games in lobby or active status in the guilds this process serves;
- ``vypravci_render_seconds{game}``: one board drawn and encoded (where it was drawn);
- ``vypravci_board_seconds{game}``: a board asked for → its PNG back (waiting for a render
  process and the transfer included);
- ``vypravci_renders_in_process_total{game}``: boards drawn in a thread of the bot's process
  (no render pool, or the pool could not take them);
- ``vypravci_ack_seconds{kind}``: interaction created → acknowledged (``kind``: command,
  component, autocomplete);
- ``vypravci_discord_rate_limited_total{scope}``: 429 answers discord.py met and waited out
  (``scope``: ``route``, ``global``; counted from its log warnings);
- ``vypravci_discord_failures_total{what}``: requests to Discord that failed with a 5xx, a refusal
  or no answer at all, by what the bot was doing (``announce``: a move's post, handed to the
  outbox; ``catch-up``: the outbox's own post, retried with back-off; ``status``, ``retire``).
"""
from __future__ import annotations

import logging
import time
from datetime import datetime, timezone

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, start_http_server

from ..discord import telemetry
from ..store import StaleState, Store
from ..table.clock import Clock

log = logging.getLogger(__name__)

REGISTRY = CollectorRegistry()
MOVES = Counter("vypravci_moves", "Log rows appended (kind: action or undo)", ["backend", "kind"],
                registry=REGISTRY)
APPEND_SECONDS = Histogram(
    "vypravci_store_append_seconds", "One durable append, call to commit", ["backend"],
    buckets=(0.0005, 0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5), registry=REGISTRY)
CONFLICTS = Counter("vypravci_store_conflicts", "Appends refused: another writer was first", ["backend"],
                    registry=REGISTRY)
COMMAND_SECONDS = Histogram(
    "vypravci_command_seconds", "Interaction created to command finished", ["command"],
    buckets=(0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0), registry=REGISTRY)
ERRORS = Counter("vypravci_errors", "Unexpected failures", ["where"], registry=REGISTRY)
RATE_LIMITED = Counter("vypravci_discord_rate_limited", "429 answers met and waited out", ["scope"],
                       registry=REGISTRY)
DISCORD_FAILURES = Counter("vypravci_discord_failures", "Requests to Discord that failed (5xx, refused, no answer)",
                           ["what"], registry=REGISTRY)
GAMES_ACTIVE = Gauge("vypravci_games_active", "Games in lobby or active status served here",
                     registry=REGISTRY)
RENDER_BUCKETS = (0.005, 0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1.0, 2.0, 5.0)
RENDER_SECONDS = Histogram("vypravci_render_seconds", "One board drawn and encoded", ["game"],
                           buckets=RENDER_BUCKETS, registry=REGISTRY)
BOARD_SECONDS = Histogram("vypravci_board_seconds", "A board asked for to its PNG back (queueing included)",
                          ["game"], buckets=RENDER_BUCKETS, registry=REGISTRY)
RENDERS_IN_PROCESS = Counter("vypravci_renders_in_process", "Boards drawn in a thread of the bot's process",
                             ["game"], registry=REGISTRY)
ACK_SECONDS = Histogram(
    "vypravci_ack_seconds", "Interaction created to acknowledged", ["kind"],
    buckets=(0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0), registry=REGISTRY)


def observe_render(game: str, seconds: float, waited: float, where: str) -> None:
    """One board: ``seconds`` drawing it, ``waited`` from asking to the PNG, ``where`` it was
    drawn ("pool": a render process; anything else: this process)."""
    RENDER_SECONDS.labels(game).observe(seconds)
    BOARD_SECONDS.labels(game).observe(waited)
    if where != "pool":
        RENDERS_IN_PROCESS.labels(game).inc()


def observe_component(custom_id: str, created_at: datetime | None) -> None:
    """A button or select handled; its kind is the second field of its custom id (vy:<kind>:…)."""
    parts = str(custom_id).split(":")
    if created_at is not None:
        COMMAND_SECONDS.labels(f"component:{parts[1] if len(parts) > 1 else '?'}").observe(
            max(0.0, (datetime.now(timezone.utc) - created_at).total_seconds()))


def observe_ack(kind: str, created_at: datetime | None) -> None:
    """An interaction acknowledged now; ``created_at``: Discord's time of its creation."""
    if created_at is not None:
        ACK_SECONDS.labels(kind).observe(max(0.0, (datetime.now(timezone.utc) - created_at).total_seconds()))


class _TimedAppend:
    """One append's timing (a small class, not a generator: this is every move's path)."""

    __slots__ = ("children", "start")

    def __init__(self, children: tuple) -> None:
        self.children = children

    def __enter__(self) -> None:
        self.start = time.perf_counter()

    def __exit__(self, exc_type, exc, tb) -> bool:
        seconds, moves, conflicts, stale = self.children
        if exc_type is None:
            seconds.observe(time.perf_counter() - self.start)
            moves.inc()
        elif issubclass(exc_type, stale):
            conflicts.inc()
        return False


_append_children: dict[tuple[str, str], tuple] = {}


def timed_append(backend: str, kind: str) -> _TimedAppend:
    """Count and time one append; a refusal because of another writer counts as a conflict."""
    children = _append_children.get((backend, kind))
    if children is None:
        children = _append_children[(backend, kind)] = (
            APPEND_SECONDS.labels(backend), MOVES.labels(backend, kind), CONFLICTS.labels(backend), StaleState)
    return _TimedAppend(children)


class Reported(telemetry.Sink):
    """What the Discord layer reports (bot/discord/telemetry.py), counted here."""

    def ack(self, kind: str, created_at: datetime | None) -> None:
        observe_ack(kind, created_at)

    def command(self, name: str, created_at: datetime | None) -> None:
        if created_at is not None:
            COMMAND_SECONDS.labels(name).observe(max(0.0, (datetime.now(timezone.utc) - created_at).total_seconds()))

    def component(self, custom_id: str, created_at: datetime | None) -> None:
        observe_component(custom_id, created_at)

    def render(self, game: str, seconds: float, waited: float, where: str) -> None:
        observe_render(game, seconds, waited, where)

    def error(self, where: str) -> None:
        ERRORS.labels(where).inc()

    def discord_failure(self, what: str) -> None:
        DISCORD_FAILURES.labels(what).inc()


class _RateLimitCounter(logging.Handler):
    """discord.py waits out every 429 by itself and only logs it ("… rate limited …", "Global
    rate limit has been hit …"): those warnings counted by scope."""

    def emit(self, record: logging.LogRecord) -> None:
        text = str(record.msg)
        if "rate limit" in text.lower():
            RATE_LIMITED.labels("global" if "Global" in text else "route").inc()


_RATE_LIMITS = _RateLimitCounter(logging.WARNING)


def count_rate_limits() -> None:
    """Count discord.py's 429s (REST and webhooks) from its log; idempotent."""
    for name in ("discord.http", "discord.webhook.async_"):
        logger = logging.getLogger(name)
        if _RATE_LIMITS not in logger.handlers:
            logger.addHandler(_RATE_LIMITS)


def install() -> None:
    """Count from now on: the store times every append here (its hook, ``Store.append_timer``) and
    the Discord layer reports here (``telemetry.use``). The bot's process calls it at start
    (bot/ops/run.py); so do the tests that read the counts."""
    Store.append_timer = staticmethod(timed_append)
    telemetry.use(Reported())
    count_rate_limits()


def serve(port: int, addr: str = "0.0.0.0"):
    """Start the HTTP endpoint (a daemon thread); returns the server (``server_port``: the port,
    useful with 0; ``shutdown()`` stops it)."""
    server, _ = start_http_server(port, addr=addr, registry=REGISTRY)
    log.info("metrics on http://%s:%d/metrics", addr, server.server_port)
    return server


async def watch_active_games(store, owns=lambda guild_id: True, every: float = 15.0, clock=None) -> None:
    """Keep ``vypravci_games_active`` current: every ``every`` seconds (of ``clock``, bot/table/clock.py),
    the open games of the guilds ``owns`` accepts (this process's shards). Runs until cancelled."""
    clock = clock or Clock()
    while True:
        try:
            GAMES_ACTIVE.set(sum(1 for g in await store.active_games() if owns(g.guild_id)))
        except Exception:  # noqa: BLE001 - a metric must never stop the bot
            ERRORS.labels("metrics").inc()
            log.exception("counting active games failed")
        await clock.sleep(every)
