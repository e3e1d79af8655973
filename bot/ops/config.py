"""Configuration from environment variables (documented in README.md)."""
from __future__ import annotations

import os
from pathlib import Path

from pydantic import BaseModel

from ..discord.shards import ShardPlan


def _db(value: str) -> Path | str:
    """A database URL stays text (Path() would merge its '//'); anything else is a file path."""
    return value if "://" in value else Path(value)


class Config(BaseModel):
    token: str | None = None  # DISCORD_TOKEN
    db_path: Path | str = Path("vypravci.sqlite3")  # VYPRAVCI_DB: SQLite file or postgresql:// URL
    locale: str = "en"  # VYPRAVCI_LOCALE: default language where a guild chose none
    guild_id: int | None = None  # VYPRAVCI_GUILD_ID: sync commands to one guild (instant, for testing)
    out_dir: Path = Path("out")  # VYPRAVCI_OUT: where the console writes board images
    shard_count: int | None = None  # VYPRAVCI_SHARDS: gateway shards of the whole bot (bot/discord/shards.py)
    shard_ids: list[int] | None = None  # VYPRAVCI_SHARD_IDS: the ones this process runs
    metrics_port: int | None = None  # VYPRAVCI_METRICS_PORT: serve Prometheus metrics (bot/ops/metrics.py)
    log_format: str = "text"  # VYPRAVCI_LOG_FORMAT: text, or json (one object per line; bot/ops/logs.py)
    seal_key: str | None = None  # VYPRAVCI_SEAL_KEY: seals unfinished games' exports (bot/table/records/sealing.py)

    @property
    def shard_plan(self) -> ShardPlan | None:
        return ShardPlan(self.shard_count, tuple(self.shard_ids or range(self.shard_count))) \
            if self.shard_count else None

    @classmethod
    def from_env(cls, env: dict[str, str] | None = None) -> "Config":
        env = dict(os.environ if env is None else env)
        guild = env.get("VYPRAVCI_GUILD_ID", "").strip()
        plan = ShardPlan.parse(env.get("VYPRAVCI_SHARDS"), env.get("VYPRAVCI_SHARD_IDS"))
        metrics = env.get("VYPRAVCI_METRICS_PORT", "").strip()
        return cls(
            token=env.get("DISCORD_TOKEN") or None,
            db_path=_db(env.get("VYPRAVCI_DB") or "vypravci.sqlite3"),
            locale=env.get("VYPRAVCI_LOCALE") or "en",
            guild_id=int(guild) if guild.isdigit() else None,
            out_dir=Path(env.get("VYPRAVCI_OUT") or "out"),
            shard_count=plan.count if plan else None,
            shard_ids=list(plan.ids) if plan else None,
            metrics_port=int(metrics) if metrics else None,
            log_format="json" if env.get("VYPRAVCI_LOG_FORMAT", "").strip().lower() == "json" else "text",
            seal_key=env.get("VYPRAVCI_SEAL_KEY") or None,
        )
