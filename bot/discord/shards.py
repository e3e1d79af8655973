"""Gateway sharding: which Discord shards this bot process runs (``VYPRAVCI_SHARDS``,
``VYPRAVCI_SHARD_IDS``).

Discord deals every guild to one shard by its formula ``(guild_id >> 22) % shard_count``; direct
messages come over shard 0. A process runs the shards it is given, so everything per guild (its
interactions, the channel sessions cached for it) lives in the process that owns the guild's
shard, and restarting that process touches only those guilds. All processes share one store
(PostgreSQL), whose checks keep the games whole whatever the processes do.
"""
from __future__ import annotations

from dataclasses import dataclass


def shard_of(guild_id: int | None, count: int) -> int:
    """The shard Discord delivers a guild's events on (direct messages: shard 0)."""
    return 0 if guild_id is None else (guild_id >> 22) % count


def _ids(text: str, count: int) -> tuple[int, ...]:
    """``"0,2"`` or ``"4-7"`` or a mix, each id below ``count``."""
    ids: list[int] = []
    for part in text.split(","):
        first, dash, last = part.strip().partition("-")
        ids.extend(range(int(first), int(last) + 1) if dash else [int(first)])
    if not ids or any(not 0 <= i < count for i in ids) or len(set(ids)) != len(ids):
        raise ValueError(f"VYPRAVCI_SHARD_IDS={text!r}: distinct shard ids from 0 to {count - 1}")
    return tuple(sorted(ids))


@dataclass(frozen=True)
class ShardPlan:
    count: int  # shards of the whole bot (all processes)
    ids: tuple[int, ...]  # the shards this process runs

    @classmethod
    def parse(cls, shards: str | None, shard_ids: str | None) -> "ShardPlan | None":
        """None when ``shards`` is unset (one unsharded connection, as Discord allows below
        2,500 guilds); else this process's plan (all shards unless ``shard_ids`` names some)."""
        if not (shards or "").strip():
            if (shard_ids or "").strip():
                raise ValueError("VYPRAVCI_SHARD_IDS needs VYPRAVCI_SHARDS (the total shard count)")
            return None
        try:
            count = int(shards)
        except ValueError:
            raise ValueError(f"VYPRAVCI_SHARDS={shards!r}: a whole number of shards") from None
        if count < 1:
            raise ValueError(f"VYPRAVCI_SHARDS={shards!r}: at least 1")
        try:
            ids = _ids(shard_ids, count) if (shard_ids or "").strip() else tuple(range(count))
        except ValueError as err:
            if "VYPRAVCI_SHARD_IDS" in str(err):
                raise
            raise ValueError(f"VYPRAVCI_SHARD_IDS={shard_ids!r}: numbers or ranges like 0,2 or 4-7") from None
        return cls(count, ids)

    def owns(self, guild_id: int | None) -> bool:
        return shard_of(guild_id, self.count) in self.ids

    @property
    def syncs_commands(self) -> bool:
        """One process sends the command tree to Discord: the one running shard 0."""
        return 0 in self.ids

    def describe(self) -> str:
        return f"shards {','.join(map(str, self.ids))} of {self.count}"
