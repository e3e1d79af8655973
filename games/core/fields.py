"""One declared field list per state: clone, the raw dump and ``from_dict`` derived from it.

A state class lists its game data once, ``FIELDS = ("phase", "offer", …)``: plain data (numbers,
strings, None, dicts, lists, tuples). Everything else on the state (the game, options, seats, static
boards, caches) is either rebuilt from the options or shared between copies.
"""
from __future__ import annotations

from typing import Any, ClassVar

from pydantic import BaseModel

from .record import Seat


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

    ``clone`` copies those fields deeply and shares the rest; ``fields()`` dumps them with the
    options, seats and seed as JSON (losslessly); ``from_dict(game, data)`` sets up a state from
    the options, seats and seed, then overwrites every field found in ``data`` — so a test builds
    a position from ``fields()`` of another state with a few values changed.
    """

    FIELDS: ClassVar[tuple[str, ...]] = ()

    def clone(self):
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.seats = list(self.seats)
        for name in self.FIELDS:
            setattr(other, name, copy_data(getattr(self, name)))
        return other

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
