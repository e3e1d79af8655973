"""Discord's published OpenAPI description, the part the loopback Discord speaks.

``discord_openapi.json`` beside this file is cut from Discord's own spec (the
``discord/discord-api-spec`` repository, ``specs/openapi.json``, MIT licence, Copyright 2023
Discord): the operations of :data:`OPERATIONS` with every schema they reach. :func:`request_problems`
checks a request body against its operation's request schema and :func:`answer_problems` an answer
of the emulator against its response schema, with ``jsonschema`` (the spec is OpenAPI 3.1, i.e.
JSON Schema 2020-12).

Two readings of the spec: snowflakes are strings in Discord's answers, but Discord takes integers
too in what it is sent (discord.py sends attachment ids as numbers), so request checks accept
both; formats (``uri``, ``date-time``) are not checked.

Checking is slow (tens of milliseconds for a message with components), so the emulator does it
only when asked (``DiscordEmulator(check_spec=True)``, or ``VYPRAVCI_E2E_SPEC=1`` for a whole run);
the limits the suite must always keep are hand-written in emulator.py.

Regenerate after a Discord change: ``python -m tests.e2e.discord_spec path/to/openapi.json
"discord-api-spec@<commit>"`` (``info.x-cut`` names the commit it was cut from).
"""
from __future__ import annotations

import copy
import functools
import json
import re
import sys
from pathlib import Path
from typing import Any

SUBSET = Path(__file__).with_name("discord_openapi.json")

#: (method, path as the spec writes it) of every REST route the emulator answers.
OPERATIONS: tuple[tuple[str, str], ...] = (
    ("get", "/gateway"), ("get", "/gateway/bot"), ("get", "/users/@me"), ("get", "/users/{user_id}"),
    ("post", "/users/@me/channels"), ("get", "/applications/@me"), ("get", "/oauth2/applications/@me"),
    ("get", "/applications/{application_id}/commands"), ("put", "/applications/{application_id}/commands"),
    ("post", "/applications/{application_id}/commands"),
    ("get", "/applications/{application_id}/guilds/{guild_id}/commands"),
    ("put", "/applications/{application_id}/guilds/{guild_id}/commands"),
    ("post", "/applications/{application_id}/guilds/{guild_id}/commands"),
    ("post", "/interactions/{interaction_id}/{interaction_token}/callback"),
    ("post", "/webhooks/{webhook_id}/{webhook_token}"),
    ("get", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"),
    ("patch", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"),
    ("delete", "/webhooks/{webhook_id}/{webhook_token}/messages/@original"),
    ("get", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
    ("patch", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
    ("delete", "/webhooks/{webhook_id}/{webhook_token}/messages/{message_id}"),
    ("get", "/channels/{channel_id}"), ("patch", "/channels/{channel_id}"),
    ("post", "/channels/{channel_id}/threads"),
    ("get", "/channels/{channel_id}/messages/pins"), ("put", "/channels/{channel_id}/messages/pins/{message_id}"),
    ("delete", "/channels/{channel_id}/messages/pins/{message_id}"),
    ("get", "/channels/{channel_id}/pins"), ("put", "/channels/{channel_id}/pins/{message_id}"),
    ("delete", "/channels/{channel_id}/pins/{message_id}"),
    ("get", "/channels/{channel_id}/messages"), ("post", "/channels/{channel_id}/messages"),
    ("get", "/channels/{channel_id}/messages/{message_id}"), ("patch", "/channels/{channel_id}/messages/{message_id}"),
    ("delete", "/channels/{channel_id}/messages/{message_id}"),
    ("get", "/guilds/{guild_id}"), ("get", "/guilds/{guild_id}/channels"),
    ("get", "/guilds/{guild_id}/members/{user_id}"),
)


def _shape(path: str) -> str:
    """A path with its parameters unnamed (``/webhooks/{}/{}``): the emulator names them its way."""
    return re.sub(r"\{[^}]*\}", "{}", path)


@functools.cache
def _spec() -> dict:
    return json.loads(SUBSET.read_text(encoding="utf-8"))


@functools.cache
def _operations() -> dict[tuple[str, str], dict]:
    return {(m.upper(), _shape(p)): ops[m] for p, ops in _spec()["paths"].items() for m in ops}


@functools.cache
def _components(lenient: bool) -> dict:
    components = _spec()["components"]
    if not lenient:
        return components
    components = copy.deepcopy(components)
    snowflake = components["schemas"]["SnowflakeType"]
    components["schemas"]["SnowflakeType"] = {"anyOf": [snowflake, {"type": "integer", "minimum": 0}]}
    return components


@functools.cache
def _validator(method: str, shape: str, part: str, key: str, lenient: bool):
    from jsonschema import Draft202012Validator

    op = _operations().get((method, shape))
    if op is None:
        return None
    if part == "request":
        content = (op.get("requestBody") or {}).get("content") or {}
        media = content.get(key) or content.get("application/json")
    else:
        media = ((op.get("responses") or {}).get(key) or {}).get("content", {}).get("application/json")
    if not media or "schema" not in media:
        return None
    return Draft202012Validator({**media["schema"], "components": _components(lenient)})


def _problems(validator, data: Any, where: str) -> list[str]:
    if validator is None:
        return []
    out = []
    for err in sorted(validator.iter_errors(data), key=lambda e: list(e.absolute_path)):
        for leaf in _closest(err):
            at = "/".join(map(str, leaf.absolute_path)) or "(body)"
            out.append(f"{where}: {at}: {leaf.message[:200]}")
    return out


def _closest(err) -> list:
    """The errors that matter in an anyOf/oneOf: those of the branch with the fewest (a type
    mismatch of a null branch counts as a miss, not as the closest)."""
    if not err.context:
        return [err]
    branches: dict[int, list] = {}
    for e in err.context:
        branches.setdefault(e.relative_schema_path[0], []).append(e)
    best = min(branches.values(), key=lambda es: (len(es), -max(len(e.absolute_path) for e in es)))
    return [leaf for e in best for leaf in _closest(e)]


def request_problems(method: str, path: str, content_type: str, body: Any) -> list[str]:
    """What Discord's spec refuses in a request body (``path`` as the emulator routes it)."""
    shape = _shape(path.removeprefix("/api/v10"))
    media = "multipart/form-data" if content_type == "multipart/form-data" else "application/json"
    return _problems(_validator(method.upper(), shape, "request", media, True), body,
                     f"{method.upper()} {path} (OpenAPI request)")


def answer_problems(method: str, path: str, status: int, body: Any) -> list[str]:
    """What Discord's spec says an answer lacks or gets wrong (the emulator's own mistakes)."""
    shape = _shape(path.removeprefix("/api/v10"))
    return _problems(_validator(method.upper(), shape, "response", str(status), False), body,
                     f"{method.upper()} {path} {status} (OpenAPI response)")


def known(method: str, path: str) -> bool:
    return (method.upper(), _shape(path.removeprefix("/api/v10"))) in _operations()


# ============================================================================================ regenerating
def cut(spec: dict, source: str = "") -> dict:
    """The operations of :data:`OPERATIONS` (requests and answers only) with the schemas they reach."""
    def deref(ref: str) -> Any:
        node: Any = spec
        for part in ref.removeprefix("#/").split("/"):
            node = node[part]
        return node

    refs: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for k, v in node.items():
                if k == "$ref" and isinstance(v, str) and v not in refs:
                    refs.add(v)
                    walk(deref(v))
                else:
                    walk(v)
        elif isinstance(node, list):
            for v in node:
                walk(v)

    paths: dict[str, dict] = {}
    for method, path in OPERATIONS:
        op = spec["paths"][path][method]
        kept = {"operationId": op.get("operationId"),
                "responses": {code: {"content": r["content"]} if "content" in r else {}
                              for code, r in op["responses"].items() if code.startswith("2")}}
        if "requestBody" in op:
            kept["requestBody"] = op["requestBody"]
        walk(kept)
        paths.setdefault(path, {})[method] = kept
    components: dict[str, dict] = {}
    for ref in sorted(refs):
        _, section, name = ref.removeprefix("#/").split("/")
        components.setdefault(section, {})[name] = deref(ref)
    return {"openapi": spec["openapi"],
            "info": {**spec["info"], "x-cut": f"tests/e2e/discord_spec.py from {source or 'specs/openapi.json'}"},
            "paths": paths, "components": components}


if __name__ == "__main__":
    full = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
    SUBSET.write_text(json.dumps(cut(full, " ".join(sys.argv[2:])), ensure_ascii=False, separators=(",", ":"), sort_keys=True) + "\n",
                      encoding="utf-8")
    print(f"wrote {SUBSET} ({SUBSET.stat().st_size} bytes)")
