"""`vypravci doctor`: checks configuration, database, component data, locale files and the font."""
from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

from .config import Config


def _check(name: str, fn) -> dict:
    try:
        ok, detail = fn()
    except Exception as exc:  # a doctor reports, it does not crash
        ok, detail = False, f"{type(exc).__name__}: {exc}"
    return {"name": name, "ok": bool(ok), "detail": detail}


def _config() -> tuple[bool, str]:
    from ..store import redacted

    c = Config.from_env()
    mode = "Discord bot (DISCORD_TOKEN set)" if c.token else "local console (no DISCORD_TOKEN)"
    shards = c.shard_plan.describe() if c.shard_plan else "unsharded"
    return True, f"{mode}; db={redacted(c.db_path)}; locale={c.locale}; guild={c.guild_id or 'global sync'}; {shards}"


def _database() -> tuple[bool, str]:
    from ..store import Store, is_postgres

    c = Config.from_env()
    if is_postgres(c.db_path):
        from ..store.postgres import check_server

        return asyncio.run(check_server(str(c.db_path)))
    path = c.db_path if Path(c.db_path).exists() else Path(tempfile.mkdtemp()) / "doctor.sqlite3"

    async def probe():
        async with await Store.open(path) as store:
            return len(await store.active_games())

    active = asyncio.run(probe())
    return True, f"{path} opens and is migrated; {active} active game(s)"


def _data() -> tuple[bool, str]:
    from vypravci.games.core import all_games

    return True, "component data valid: " + "; ".join(f"{g.id}: {g.check_data()}" for g in all_games())


def _scan(scan) -> tuple[int, list[str]] | str:
    """``scan(store)`` over the configured database; a sentence instead when there is nothing to
    scan yet (a check must not create the schema: only the bot migrates)."""
    from ..store import Store, is_postgres

    c = Config.from_env()
    if not is_postgres(c.db_path) and not Path(c.db_path).exists():
        return f"{c.db_path}: no database yet, nothing stored to check"
    if is_postgres(c.db_path):
        from ..store.postgres import schema_version_at

        if asyncio.run(schema_version_at(str(c.db_path))) is None:
            return "no schema yet, nothing stored to check"

    async def run():
        async with await Store.open(c.db_path) as store:
            return await scan(store)

    return asyncio.run(run())


def _stored_check(scan, bad_text, good_text) -> tuple[bool, str]:
    """A check over what is stored: ``scan(store)`` → (how many looked at, a line per fault)."""
    found = _scan(scan)
    if isinstance(found, str):
        return True, found
    count, bad = found
    return (False, bad_text(count, bad)) if bad else (True, good_text(count))


def _records() -> tuple[bool, str]:
    """Every stored game (open or finished) replays; each one that does not is named with the
    move where it breaks, so the host can repair or abandon it."""
    from ..table.records.replay import find_damage

    async def scan(store) -> tuple[int, list[str]]:
        games = [g for g in await store.all_games() if g.status in ("active", "finished")]
        bad = []
        for g in games:
            damage = find_damage(await store.record(g.id))
            if damage is not None:
                bad.append(f"game {g.id} ({g.game}, {g.status}, channel {g.channel_id}): "
                           f"move {damage.move} fails ({damage.reason})")
        return len(games), bad

    return _stored_check(scan, lambda count, bad: f"{len(bad)} of {count} game records do not replay: " + "; ".join(bad),
                         lambda count: f"all {count} started game records replay")


def _stored_values() -> tuple[bool, str]:
    """Every game's meta and every stored setting fit bot/store/limits.py; each value that does not (a
    hand edit: a wrong type, a huge number, no JSON) is named. The bot and the console leave such
    a value out when they read it, and the next write of that game's meta or setting drops it."""
    async def scan(store) -> tuple[int, list[str]]:
        games = await store.all_games()
        bad = [f"game {g.id} ({g.game}, {g.status}, channel {g.channel_id}) meta: " + "; ".join(g.meta_problems)
               for g in games if g.meta_problems]
        return len(games), bad + await store.settings_problems()

    return _stored_check(
        scan, lambda count, bad: f"{len(bad)} stored row(s) hold values out of bounds, left out when read: " + " | ".join(bad),
        lambda count: f"the meta of all {count} games and every setting are within bounds")


def _locale() -> tuple[bool, str]:
    from ..words.i18n import LOCALES, i18n

    keys = {lang: i18n.keys(lang) for lang in LOCALES}
    missing = {lang: sorted(set().union(*keys.values()) - k)[:5] for lang, k in keys.items()}
    ok = not any(missing.values())
    return ok, "message ids in both languages: " + ", ".join(f"{k} {len(v)}" for k, v in keys.items()) + (
        "" if ok else f"; missing {missing}")


def _font() -> tuple[bool, str]:
    from vypravci.render.kit import covers_czech, font_path

    path = font_path()
    ok = covers_czech(path)
    return ok, f"{path} ({'covers' if ok else 'does NOT cover'} Czech letters)"


def _seal_key() -> tuple[bool, str]:
    from ..table.records.sealing import ENV, env_keys, key_problem

    problem = key_problem(Config.from_env().seal_key)
    if problem:
        return False, problem
    keys = env_keys(Config.from_env().seal_key or "")
    return True, f"{ENV}: {len(keys)} key(s)" if keys else f"{ENV} unset: the key generated into the database seals"


def run_doctor() -> dict:
    checks = [_check("config", _config), _check("seal key", _seal_key), _check("database", _database),
              _check("records", _records), _check("limits", _stored_values),
              _check("data", _data),
              _check("locale", _locale), _check("font", _font)]
    return {"ok": all(c["ok"] for c in checks), "checks": checks}
