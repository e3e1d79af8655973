"""One declared field list per state: clone, the raw dump and ``from_dict`` derived from it.

A state class lists its game data once, ``FIELDS = ("phase", "offer", …)``: plain data (numbers,
strings, None, dicts, lists, tuples). Everything else on the state (the game, options, seats, static
boards, caches) is either rebuilt from the options or shared between copies.

**Shapes make clone cheap.** A search clones a state for every move it tries, so a clone copies no
more than the data a move may change. ``SHAPES`` (field → shape) says how deep each field must be
copied: ``SHARED`` (immutable: numbers, strings, None, tuples — kept as is), ``FLAT`` (a list, dict
or set of immutable items: one shallow copy), ``COW`` (a container whose items are replaced, never
changed in place: one shallow copy), ``Rows(inner)`` (a list or dict whose items each have
the ``inner`` shape), ``Record(key=shape, …)`` (a dict whose named keys have their own shapes; any
other key holding a list, dict or set is copied deeply — or, with ``rest=SHARED``, every other key is
declared immutable). A field without a declared shape is copied deeply (``copy_data``), so leaving
one out is slow, never wrong. ``shape_problems(state)`` checks the declarations against the values
(tests/test_clone.py calls it on every position it plays).
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, Callable, ClassVar

from pydantic import BaseModel

from .record import Seat

IMMUTABLE = frozenset((int, float, str, bool, type(None), bytes))
MUTABLE = frozenset((dict, list, set))


def copy_data(value: Any) -> Any:
    """A deep copy of plain data (dicts, lists, sets; tuples and leaves are immutable and shared)."""
    kind = type(value)
    if kind is dict:
        return {k: copy_data(v) for k, v in value.items()}
    if kind is list:
        return [copy_data(v) for v in value]
    if kind is set:
        return set(value)
    return value


def frozen(value: Any) -> bool:
    """Whether ``value`` is immutable all the way down (leaves, tuples and frozensets of them)."""
    kind = type(value)
    if kind in IMMUTABLE:
        return True
    if kind is tuple or kind is frozenset:
        return all(frozen(v) for v in value)
    return False


class Shape(ABC):
    """How deep clone copies one field. ``copy`` is a plain function (it runs for every clone)."""

    copy: Callable[[Any], Any]

    @abstractmethod
    def problems(self, value: Any, where: str) -> list[str]:
        """What in ``value`` does not fit this shape (empty when it fits)."""


class _Shared(Shape):
    def __init__(self) -> None:
        self.copy = lambda value: value

    def problems(self, value: Any, where: str) -> list[str]:
        return [] if frozen(value) else [f"{where}: {type(value).__name__} is not immutable"]

    def __repr__(self) -> str:
        return "SHARED"


class _Flat(Shape):
    def __init__(self) -> None:
        self.copy = lambda value: value if value is None else value.copy()

    def problems(self, value: Any, where: str) -> list[str]:
        if value is None:
            return []
        if type(value) not in MUTABLE:
            return [f"{where}: {type(value).__name__} is not a list, dict or set"]
        items = value.values() if type(value) is dict else value
        return [f"{where}: holds a {type(v).__name__}" for v in items if not frozen(v)][:1]

    def __repr__(self) -> str:
        return "FLAT"


class _Deep(Shape):
    def __init__(self) -> None:
        self.copy = copy_data

    def problems(self, value: Any, where: str) -> list[str]:
        return []

    def __repr__(self) -> str:
        return "DEEP"


class _CopyOnWrite(_Flat):
    def problems(self, value: Any, where: str) -> list[str]:
        if value is None or type(value) in MUTABLE:
            return []
        return [f"{where}: {type(value).__name__} is not a list, dict or set"]

    def __repr__(self) -> str:
        return "COW"


SHARED: Shape = _Shared()
FLAT: Shape = _Flat()
DEEP: Shape = _Deep()
# Copy-on-write: a container whose items the engine replaces, never changes in place (e.g.
# ``trains[hex] = [*trains[hex], company]``), so one shallow copy suffices. The shape check cannot
# see an in-place change; the conformance suite's clone check can.
COW: Shape = _CopyOnWrite()


class Rows(Shape):
    """A list or dict (or None) whose items all have the ``inner`` shape (default ``FLAT``)."""

    def __init__(self, inner: Shape = FLAT) -> None:
        self.inner = inner
        if inner is FLAT:
            def copy(value):
                if type(value) is list:
                    return [None if v is None else v.copy() for v in value]
                if type(value) is dict:
                    return {k: None if v is None else v.copy() for k, v in value.items()}
                return value
        else:
            each = inner.copy

            def copy(value):
                if type(value) is list:
                    return [each(v) for v in value]
                if type(value) is dict:
                    return {k: each(v) for k, v in value.items()}
                return value
        self.copy = copy

    def problems(self, value: Any, where: str) -> list[str]:
        if value is None:
            return []
        if type(value) not in (list, dict):
            return [f"{where}: {type(value).__name__} is not a list or dict"]
        pairs = value.items() if type(value) is dict else enumerate(value)
        return [p for k, v in pairs for p in self.inner.problems(v, f"{where}[{k!r}]")][:1]

    def __repr__(self) -> str:
        return f"Rows({self.inner!r})"


class Record(Shape):
    """A dict (or None) with named keys, each copied by its shape. Any other key that holds a list,
    dict or set is copied deeply and immutable values are kept — or, with ``rest=SHARED``, every
    other key is declared immutable and left alone (faster; the shape check holds it to that)."""

    def __init__(self, rest: Shape = DEEP, **keys: Shape) -> None:
        self.keys, self.rest = keys, rest
        if rest is SHARED:
            flat = tuple(k for k, s in keys.items() if isinstance(s, _Flat))
            other = tuple((k, s.copy) for k, s in keys.items() if s is not SHARED and not isinstance(s, _Flat))

            def copy(value):
                if value is None:
                    return None
                out = value.copy()
                for k in flat:
                    v = out.get(k)
                    if v is not None:
                        out[k] = v.copy()
                for k, each in other:
                    if k in out:
                        out[k] = each(out[k])
                return out
        else:
            named = {k: s.copy for k, s in keys.items() if s is not SHARED}

            def copy(value):
                if value is None:
                    return None
                out = value.copy()
                for k, v in out.items():
                    if type(v) in MUTABLE:
                        out[k] = named.get(k, copy_data)(v)
                return out
        self.copy = copy

    def problems(self, value: Any, where: str) -> list[str]:
        if value is None:
            return []
        if type(value) is not dict:
            return [f"{where}: {type(value).__name__} is not a dict"]
        out = [p for k, s in self.keys.items() if k in value for p in s.problems(value[k], f"{where}[{k!r}]")]
        if self.rest is SHARED:
            out += [p for k, v in value.items() if k not in self.keys for p in SHARED.problems(v, f"{where}[{k!r}]")]
        return out[:1]

    def __repr__(self) -> str:
        rest = ", rest=SHARED" if self.rest is SHARED else ""
        return f"Record({', '.join(f'{k}={s!r}' for k, s in self.keys.items())}{rest})"


def copy_plan(cls: type) -> tuple[tuple[str, ...], tuple[tuple[str, Callable[[Any], Any]], ...]]:
    """What ``clone`` copies: the fields copied by one ``.copy()`` (FLAT, COW) and the others with
    their copy functions (SHARED fields are left out); computed once per class from its ``FIELDS``
    and ``SHAPES``."""
    plan = cls.__dict__.get("_copy_plan")
    if plan is None:
        shapes: dict[str, Shape] = getattr(cls, "SHAPES", {})
        kinds = [(name, shapes.get(name, DEEP)) for name in cls.FIELDS]
        plan = (tuple(name for name, shape in kinds if isinstance(shape, _Flat)),
                tuple((name, shape.copy) for name, shape in kinds
                      if shape is not SHARED and not isinstance(shape, _Flat)))
        cls._copy_plan = plan
    return plan


def clone_fields(state: Any) -> Any:
    """A copy of ``state`` that copies its declared fields by their shapes and shares the rest (the
    game, options, boards, caches). The seat list is copied too."""
    flat, other_fields = copy_plan(type(state))
    data = state.__dict__.copy()
    for name in flat:
        value = data[name]
        if value is not None:
            data[name] = value.copy()
    for name, copy in other_fields:
        data[name] = copy(data[name])
    data["seats"] = list(data["seats"])
    other = object.__new__(type(state))
    other.__dict__ = data
    return other


def shape_problems(state: Any) -> list[str]:
    """Where a state's values do not fit its declared ``SHAPES`` (a declared field that is not in
    ``FIELDS`` is a problem too). Empty when every declaration holds."""
    fields = getattr(type(state), "FIELDS", ())
    shapes: dict[str, Shape] = getattr(type(state), "SHAPES", {})
    out = [f"{name}: has a shape but is not in FIELDS" for name in shapes if name not in fields]
    for name, shape in shapes.items():
        if name in fields:
            out += shape.problems(getattr(state, name), name)
    return out


def _encode(value: Any) -> Any:
    """Plain data as JSON, losslessly: tuples, sets and dicts with non-string keys are marked."""
    if isinstance(value, dict):
        if all(isinstance(k, str) for k in value):
            return {k: _encode(v) for k, v in value.items()}
        return {"__pairs__": [[_encode(k), _encode(v)] for k, v in value.items()]}
    if isinstance(value, tuple):
        return {"__tuple__": [_encode(v) for v in value]}
    if isinstance(value, list):
        return [_encode(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return {"__set__": [_encode(v) for v in sorted(value, key=repr)]}
    return value


def _decode(value: Any) -> Any:
    if isinstance(value, dict):
        if "__pairs__" in value:
            return {_decode(k): _decode(v) for k, v in value["__pairs__"]}
        if "__tuple__" in value:
            return tuple(_decode(v) for v in value["__tuple__"])
        if "__set__" in value:
            return {_decode(v) for v in value["__set__"]}
        return {k: _decode(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_decode(v) for v in value]
    return value


class FieldState:
    """Mixin for a ``GameState`` whose game data is the declared ``FIELDS``.

    ``clone`` copies those fields as deep as their ``SHAPES`` say and shares the rest; ``fields()``
    dumps them with the options, seats and seed as JSON (losslessly); ``from_dict(game, data)`` sets up a state from
    the options, seats and seed, then overwrites every field found in ``data`` — so a test builds
    a position from ``fields()`` of another state with a few values changed.
    """

    FIELDS: ClassVar[tuple[str, ...]] = ()
    SHAPES: ClassVar[dict[str, Shape]] = {}

    def clone(self):
        return clone_fields(self)

    def fields(self) -> dict:
        data: dict = {
            "options": self.options.model_dump(mode="json"),
            "seats": [s.model_dump(mode="json") for s in self.seats],
            "seed": self.seed,
        }
        for name in self.FIELDS:
            data[name] = _encode(getattr(self, name))
        return data

    @classmethod
    def from_dict(cls, game, data: dict):
        options: BaseModel = game.parse_options(data.get("options"))
        seats = [Seat.model_validate(s) for s in data.get("seats", [])]
        state = game.new_state(options, [s for s in seats if s.kind != "automa"], data.get("seed", 0))
        for name in cls.FIELDS:
            if name in data:
                setattr(state, name, _decode(data[name]))
        return state
