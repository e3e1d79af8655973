"""What the Discord layer reports about its own work: acknowledgements, commands and components
handled, boards drawn, failures. Nothing is kept by default; the operations layer puts
Prometheus's counters behind these calls (``bot/ops/metrics.py``: ``install()``, which the bot's
process runs at start), so this layer never imports it.
"""
from __future__ import annotations

from datetime import datetime


class Sink:
    """Where the reports go; this one keeps nothing (a subclass keeps what it wants)."""

    def ack(self, kind: str, created_at: datetime | None) -> None:
        """An interaction acknowledged now (``kind``: command, component, autocomplete)."""

    def command(self, name: str, created_at: datetime | None) -> None:
        """A slash command of group ``name`` finished."""

    def component(self, custom_id: str, created_at: datetime | None) -> None:
        """A button or select handled to the end."""

    def render(self, game: str, seconds: float, waited: float, where: str) -> None:
        """A board drawn in ``seconds``, ``waited`` from asking to the PNG, ``where`` ("pool": a render process)."""

    def error(self, where: str) -> None:
        """An unexpected failure (``where``: command, component, render)."""

    def discord_failure(self, what: str) -> None:
        """A request to Discord failed (5xx, refused, no answer) while doing ``what`` (announce,
        catch-up, status, retire)."""


_sink: Sink = Sink()


def use(sink: Sink) -> None:
    """Report to ``sink`` from now on."""
    global _sink
    _sink = sink


def ack(kind: str, created_at: datetime | None) -> None:
    _sink.ack(kind, created_at)


def command(name: str, created_at: datetime | None) -> None:
    _sink.command(name, created_at)


def component(custom_id: str, created_at: datetime | None) -> None:
    _sink.component(custom_id, created_at)


def render(game: str, seconds: float, waited: float, where: str) -> None:
    _sink.render(game, seconds, waited, where)


def error(where: str) -> None:
    _sink.error(where)


def discord_failure(what: str) -> None:
    _sink.discord_failure(what)
