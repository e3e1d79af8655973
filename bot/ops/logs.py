"""The bot's logs: discord.py's readable lines by default, or one JSON object per line
(``VYPRAVCI_LOG_FORMAT=json``) for a log collector when several processes run side by side.

A JSON line carries the time (UTC, ISO 8601), level, logger, message, the process's shards
(``VYPRAVCI_SHARD_IDS``) and whatever a caller passed as ``extra`` among ``guild``, ``channel``,
``game``, ``user`` and ``seq``; an exception's traceback goes in ``exc``.
"""
from __future__ import annotations

import json
import logging
from datetime import datetime, timezone

import discord

FORMATS = ("text", "json")
CONTEXT = ("guild", "channel", "game", "user", "seq")


class JsonFormatter(logging.Formatter):
    def __init__(self, shards: str | None = None) -> None:
        super().__init__()
        self.shards = shards

    def format(self, record: logging.LogRecord) -> str:
        line = {
            "ts": datetime.fromtimestamp(record.created, timezone.utc).isoformat(timespec="milliseconds"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "msg": record.getMessage(),
        }
        if self.shards:
            line["shards"] = self.shards
        line.update({k: getattr(record, k) for k in CONTEXT if getattr(record, k, None) is not None})
        if record.exc_info:
            line["exc"] = self.formatException(record.exc_info)
        return json.dumps(line, ensure_ascii=False, default=str)


def setup_logging(fmt: str = "text", shards: str | None = None, level: int = logging.INFO) -> None:
    """Route the root logger (the bot's and discord.py's loggers) to stderr in ``fmt``."""
    if fmt == "json":
        handler = logging.StreamHandler()
        handler.setFormatter(JsonFormatter(shards))
        discord.utils.setup_logging(handler=handler, formatter=handler.formatter, level=level, root=True)
    else:
        discord.utils.setup_logging(level=level, root=True)


__all__ = ["FORMATS", "JsonFormatter", "setup_logging"]
