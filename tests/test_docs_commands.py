"""The command lists a player or admin reads name every slash command the bot syncs, by its
English and its Czech name: docs/discord.md every command (each game's moves too), README every
/game, /settings and top-level command and each game's group."""
from __future__ import annotations

from pathlib import Path

import pytest

from vypravci.bot.discord.client import command_payloads
from vypravci.bot.ops.config import Config

ROOT = Path(__file__).parent.parent


def _cs(item: dict) -> str:
    return (item.get("name_localizations") or {}).get("cs", item["name"])


@pytest.fixture(scope="module")
def commands() -> list[tuple[str, str, str]]:
    """(group, English path, Czech path) of every command a user can type."""
    out = []

    def walk(item: dict, group: str, en: str, cs: str) -> None:
        subs = [o for o in item.get("options", []) if o.get("type") in (1, 2)]
        en, cs = f"{en} {item['name']}".strip(), f"{cs} {_cs(item)}".strip()
        if not subs:
            out.append((group, "/" + en, "/" + cs))
        for sub in subs:
            walk(sub, group, en, cs)

    for top in command_payloads(Config()):
        walk(top, top["name"], "", "")
    return out


def test_discord_md_names_every_command_in_both_languages(commands):
    text = (ROOT / "docs" / "discord.md").read_text(encoding="utf-8")
    missing = [(en, cs) for _, en, cs in commands if f"`{en}" not in text or f"`{cs}`" not in text]
    assert not missing, missing


def test_readme_names_every_table_and_settings_command_and_each_game_group(commands):
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    groups = {"game", "settings", "rules", "stats", "glossary"}
    missing = [(en, cs) for group, en, cs in commands
               if group in groups and (f"`{en}`" not in text or f"`{cs}`" not in text)]
    missing += [en.split()[0] for group, en, _ in commands
                if group not in groups and f"`{en.split()[0]} …`" not in text]
    assert not missing, missing
