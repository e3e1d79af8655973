"""`vypravci migrate-store SRC DST`: copy every game and setting from one store to another
(SQLite → PostgreSQL or back), then prove the copy: every game's row and log read back equal, and
every started game replays to the same state (or breaks at the same move) on both sides.

Stop the bot first: games changed during the copy would show up as differences. The target must
hold no games yet (ids are kept, so links and logs stay valid); it is migrated to the current schema
when opened. Exit code 0 when the copy is proven, 1 on any difference, 2 on bad input.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

from vypravci.games.core import GameRecord

from ..table.records.replay import DamagedRecord, replay_checked
from ..store import Snapshot, Store, StoreError, redacted


@dataclass
class MigrationReport:
    source: str
    target: str
    games: int = 0
    moves: int = 0
    settings: int = 0
    replayed: int = 0  # started games whose replay was compared
    differences: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.differences

    def to_dict(self) -> dict:
        return {"ok": self.ok, "source": self.source, "target": self.target, "games": self.games,
                "moves": self.moves, "settings": self.settings, "replayed": self.replayed,
                "differences": self.differences}


def replay_outcome(record: GameRecord) -> tuple:
    """What replaying a record gives: the final state's canonical form, or where it breaks."""
    try:
        return ("state", replay_checked(record).to_dict())
    except DamagedRecord as err:
        return ("damaged", err.damage.good, err.damage.reason)


async def copy_store(source: Store, target: Store) -> MigrationReport:
    """Copy everything from ``source`` into the empty ``target`` and verify it (see module doc)."""
    report = MigrationReport(redacted(source.target), redacted(target.target))
    if await target.all_games():
        raise StoreError("the target already holds games; migrate into an empty database")
    snapshots: list[Snapshot] = []
    for g in await source.all_games():
        snap = await source.snapshot(g.id)
        await target.import_game(snap.game, snap.rows)
        snapshots.append(snap)
        report.games += 1
        report.moves += len(snap.rows)
    settings = await source.dump_settings()
    await target.import_settings(settings)
    report.settings = sum(len(v) for v in settings.values())

    for snap in snapshots:  # read back and replay on both sides
        gid = snap.game.id
        copied = await target.snapshot(gid)
        if copied.game != snap.game:
            diff = {k: (v, getattr(copied.game, k)) for k, v in snap.game if getattr(copied.game, k) != v}
            report.differences.append(f"game {gid}: row differs {diff}")
            continue
        if copied.rows != snap.rows:
            report.differences.append(f"game {gid}: log differs")
            continue
        if snap.game.status != "lobby" or snap.rows:
            report.replayed += 1
            if replay_outcome(copied.record) != replay_outcome(snap.record):
                report.differences.append(f"game {gid}: replays differently")
    if await target.dump_settings() != settings:
        report.differences.append("settings differ")
    return report


async def migrate_store(source: str | Path, target: str | Path) -> MigrationReport:
    async with Store(source) as src, Store(target) as dst:
        return await copy_store(src, dst)


def cmd_migrate_store(args) -> int:
    if str(args.source) == str(args.target):
        print("error: source and target are the same database", file=sys.stderr)
        return 2
    if "://" not in args.source and not Path(args.source).exists():
        print(f"error: no database at {args.source}", file=sys.stderr)
        return 2
    try:
        report = asyncio.run(migrate_store(args.source, args.target))
    except StoreError as err:
        print(f"error: {err}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report.to_dict(), ensure_ascii=False, indent=2))
    else:
        print(f"{report.source} → {report.target}: {report.games} games, {report.moves} log rows, "
              f"{report.settings} settings copied; {report.replayed} started games replayed on both sides")
        for line in report.differences:
            print(f"DIFFERENT {line}")
        print("verified: the copy is identical" if report.ok else "NOT identical: see above")
    return 0 if report.ok else 1


def register(sub: argparse._SubParsersAction) -> None:
    """The ``migrate-store`` subcommand of ``vypravci``."""
    s = sub.add_parser("migrate-store", help="copy every game from one store to another and verify the copy")
    s.add_argument("source", help="SQLite file or postgresql:// URL to copy from")
    s.add_argument("target", help="empty SQLite file or postgresql:// URL to copy into")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_migrate_store)
