"""Exports of unfinished games, sealed: chance stays secret until the game ends.

A record replays a game exactly, so its seed and its moves tell every card still to be drawn and
every secret choice made. ``/game export`` of a finished game gives the record in full; of a game
still open (running, or abandoned: it could go on after an import) only what the table shows —
the game, its options, the seats and the number of moves — and the record itself sealed with
Fernet (the ``cryptography`` package: AES-128-CBC with an HMAC-SHA256, so it is neither readable
nor alterable without the key). /game import opens it again: in this bot, or in another one that
shares the key.

The key: ``VYPRAVCI_SEAL_KEY`` (one Fernet key, or several separated by commas: the first seals,
every one opens — a key change keeps old files open), else a key the bot generates into its own
database the first time it seals (bot-wide setting ``seal_key`` in guild settings row 0; it moves
with ``vypravci migrate-store``). Platform-neutral: the Discord cog and the console both use it.
"""
from __future__ import annotations

import json
import logging
import os

from cryptography.fernet import Fernet, InvalidToken, MultiFernet

from vypravci.games.core import GameRecord

from ...store import Store
from ..refusal import Refusal

log = logging.getLogger(__name__)

ENV = "VYPRAVCI_SEAL_KEY"
SETTING = "seal_key"  # the generated key's bot-wide setting (guild settings row 0)
SEALED = "sealed"  # the export's field holding the sealed record
PUBLIC = ("version", "game", "options", "seats")  # a record's fields an unfinished export shows


def env_keys(text: str | None = None) -> list[str]:
    """The keys ``VYPRAVCI_SEAL_KEY`` (or ``text``) names, in order."""
    raw = os.environ.get(ENV, "") if text is None else text
    return [k.strip() for k in raw.split(",") if k.strip()]


def key_problem(text: str | None) -> str | None:
    """Why ``text`` is no usable ``VYPRAVCI_SEAL_KEY`` (None: it is one, or unset)."""
    for key in env_keys(text or ""):
        try:
            Fernet(key)
        except (ValueError, TypeError):
            return f"{ENV}: not a Fernet key (32 url-safe base64-encoded bytes): {key[:6]}…"
    return None


class Sealer:
    """Seals and opens records with the bot's key (``keys``: ``VYPRAVCI_SEAL_KEY``'s text; None:
    read from the environment; "": none, only the database's)."""

    def __init__(self, store: Store, keys: str | None = None) -> None:
        self.store = store
        self.keys = env_keys(keys)

    async def _fernet(self, create: bool) -> MultiFernet | None:
        keys = list(self.keys)
        if keys:  # the database's key, if one was generated before, still opens old files
            stored = (await self.store.get_guild_settings(0)).get(SETTING)
            keys += [stored] if isinstance(stored, str) and stored not in keys else []
        elif create:
            keys = [await self.store.bot_setting_once(SETTING, lambda: Fernet.generate_key().decode())]
        else:
            stored = (await self.store.get_guild_settings(0)).get(SETTING)
            keys = [stored] if isinstance(stored, str) else []
        return MultiFernet([Fernet(k) for k in keys]) if keys else None

    async def seal(self, record: GameRecord) -> str:
        fernet = await self._fernet(create=True)
        assert fernet is not None
        return fernet.encrypt(record.to_json().encode("utf-8")).decode("ascii")

    async def open(self, token: object) -> dict:
        """The record a sealed export holds (as JSON data); a Refusal when this bot cannot open it."""
        data = unseal(await self._fernet(create=False), token)
        if data is None:
            raise Refusal("import-sealed-other-key")
        return data


def unseal(fernet: MultiFernet | None, token: object) -> dict | None:
    """The JSON object sealed in ``token``, or None when these keys do not open it."""
    if fernet is None or not isinstance(token, str):
        return None
    try:
        data = json.loads(fernet.decrypt(token.encode("ascii")))
    except (InvalidToken, UnicodeError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def env_fernet() -> MultiFernet | None:
    """The keys of ``VYPRAVCI_SEAL_KEY`` (for the command line, which opens no database)."""
    keys = env_keys()
    return MultiFernet([Fernet(k) for k in keys]) if keys else None


def is_sealed(raw: object) -> bool:
    return isinstance(raw, dict) and SEALED in raw


def public_part(record: GameRecord) -> dict:
    """What an unfinished game's export shows: what everyone at the table sees anyway."""
    data = record.model_dump(mode="json")
    return {**{k: data[k] for k in PUBLIC}, "moves": len(record.actions)}


async def export_bytes(sealer: Sealer, record: GameRecord, finished: bool) -> bytes:
    """The file ``/game export`` hands out: a finished game's record in full; else the public
    part and the record sealed (no seed, no move, no secret readable)."""
    if finished:
        return record.to_json(indent=2).encode("utf-8")
    data = {**public_part(record), SEALED: await sealer.seal(record)}
    return json.dumps(data, indent=2, ensure_ascii=False).encode("utf-8")
