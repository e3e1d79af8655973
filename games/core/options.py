"""How a game's ``Options`` model tells the front ends which options a host types, and how.

Every field of ``Options`` is a setting of the game. Beyond its type, a field may say:

- ``json_schema_extra=INTERNAL``: a set-up internal (a test's or a record's, such as a value per
  seat in an order drawn only at the start): front ends neither list nor offer it, though a
  record that holds it still replays;
- ``examples=[value]``: for a field without a fixed list of values (free text, a list of
  names), a value as it would be set; front ends show it typed (a list: comma-separated).

A list or tuple option is typed as its items separated by commas (``a01A,a04B,a06A``).
"""
from __future__ import annotations

import types
import typing
from typing import Any

from pydantic import BaseModel

INTERNAL = {"internal": True}


def is_internal(model: type[BaseModel], field: str) -> bool:
    info = model.model_fields.get(field)
    extra = info.json_schema_extra if info is not None else None
    return isinstance(extra, dict) and bool(extra.get("internal"))


def host_options(model: type[BaseModel]) -> list[str]:
    """The options a host may set, in the model's order (the internal ones left out)."""
    return [f for f in model.model_fields if not is_internal(model, f)]


def is_list(model: type[BaseModel], field: str) -> bool:
    """Whether the option holds several values (a tuple or list, optionally None)."""
    info = model.model_fields.get(field)
    if info is None:
        return False

    def walk(tp) -> bool:
        origin = typing.get_origin(tp)
        if origin in (tuple, list):
            return True
        if origin in (typing.Union, types.UnionType):
            return any(walk(a) for a in typing.get_args(tp))
        return False

    return walk(info.annotation)


def typed(value: Any) -> str:
    """A value as a host types it: a list or tuple comma-separated, a bool ``true``/``false``."""
    if isinstance(value, (list, tuple)):
        return ",".join(typed(v) for v in value)
    if isinstance(value, bool):
        return str(value).lower()
    return str(value)


def example(model: type[BaseModel], field: str) -> str | None:
    """The field's first declared example, typed; None if it declares none."""
    info = model.model_fields.get(field)
    examples = getattr(info, "examples", None) if info is not None else None
    return typed(examples[0]) if examples else None


def from_typed(model: type[BaseModel], field: str, text: Any) -> Any:
    """What a host typed for ``field`` as the model takes it: a list option's text split at commas."""
    if isinstance(text, str) and is_list(model, field):
        return [part.strip() for part in text.split(",") if part.strip()]
    return text
