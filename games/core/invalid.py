"""Invalid input as plain refusal parameters: what field, what value, why, what is allowed.

A pydantic validation error is never shown to a player; its first problem becomes
``RuleError(key, section, field=…, value=…, why=…, allowed=…)`` and the front ends word it.
``why`` is pydantic's error type (``missing``, ``literal_error``, ``int_parsing``, …).
"""
from __future__ import annotations

import enum
import types
import typing

from pydantic import BaseModel

from .errors import RuleError


def allowed_values(model: type[BaseModel], field: str) -> list[str]:
    """The values a field allows when they are a fixed list (a Literal, an enum, a bool);
    an unknown field allows the model's field names."""
    info = model.model_fields.get(field)
    if info is None:
        return [f for f in model.model_fields if f not in ("seat", "type")]
    out: list[str] = []

    def walk(tp) -> None:
        origin = typing.get_origin(tp)
        if origin is typing.Literal:
            out.extend(str(a).lower() if isinstance(a, bool) else str(a) for a in typing.get_args(tp))
        elif origin in (typing.Union, types.UnionType):
            for arg in typing.get_args(tp):
                walk(arg)
        elif tp is bool:
            out.extend(["true", "false"])
        elif isinstance(tp, type) and issubclass(tp, enum.Enum):
            out.extend(str(m.value) for m in tp)

    walk(info.annotation)
    return list(dict.fromkeys(out))


def refusal(key: str, section: str, exc: Exception, model: type[BaseModel] | None) -> RuleError:
    """A RuleError for a failed validation of ``model``: the first problem, in parameters."""
    try:
        errors = exc.errors()  # type: ignore[attr-defined]
    except Exception:  # not a pydantic error
        errors = []
    if not errors:
        return RuleError(key, section, detail=type(exc).__name__, field="", value="", why="other", allowed="")
    first = errors[0]
    loc = [str(x) for x in first.get("loc", ()) if not isinstance(x, int)]
    field = loc[0] if loc else ""
    why = str(first.get("type", "other"))
    value = first.get("input")
    if why == "missing" or isinstance(value, dict):
        value = ""
    elif isinstance(value, bool):
        value = str(value).lower()
    elif isinstance(value, (list, tuple)):  # as typed: comma-separated (games/core/options.py)
        value = ",".join(str(v) for v in value)
    allowed = allowed_values(model, field) if model is not None and (field or why == "extra_forbidden") else []
    # A rule over several fields (a model validator) names them in its message: list them.
    together = [f for f in (model.model_fields if model is not None else ())
                if not field and f in str(first.get("msg", ""))]
    return RuleError(key, section, detail=f"{field}: {why}" if field else why, field=field,
                     value="" if value is None else str(value), why=why, allowed=", ".join(allowed),
                     problems=len(errors), fields=", ".join(together))
