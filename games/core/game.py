"""The contract every game fulfils (after OpenSpiel's Game/State and the 18xx.games replay model).

A ``Game`` describes one board game: metadata, its options model, its action models, and a factory
for initial states. A ``GameState`` is pure and deterministic: it knows whose turn it is, lists legal
actions, applies an action completely or refuses it with a ``RuleError`` and changes nothing.
"""
from __future__ import annotations

import json
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, TypeAdapter

from .ai import RandomAI
from .errors import RuleError
from .invalid import refusal
from .record import Seat


class _ActionModel(type(BaseModel)):
    """Reads an action's type name from its class statement (``class Pass(Action, type="pass")``)
    and declares the field ``type: Literal["pass"] = "pass"`` right after ``seat``, so each action
    says its name once and its JSON keeps the order seat, type, fields."""

    def __new__(mcs, name, bases, namespace, type: str | None = None, **kwargs):  # noqa: A002
        if type is not None:
            namespace["__annotations__"] = {"type": Literal[type], **namespace.get("__annotations__", {})}
            namespace["type"] = type
        return super().__new__(mcs, name, bases, namespace, **kwargs)


class Action(BaseModel, metaclass=_ActionModel):
    """Base of every action. A subclass names its type in the class statement and adds its fields:
    ``class BuyShare(Action, type="buy"): company: str``."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    seat: int
    type: str  # each action type narrows it to its name (above), which keeps it second in the JSON

    def to_dict(self) -> dict:
        return self.model_dump(mode="json", exclude_none=True)


class Event(BaseModel):
    """Something that happened, for the log and messages: a locale key and its parameters."""

    key: str
    params: dict[str, Any] = {}


@dataclass(frozen=True)
class Decision:
    """What the game waits for: the seat to decide, the action types it may answer with, and
    whether the choice shows secrets (offered to that seat alone)."""

    seat: int
    types: tuple[str, ...]
    secret: bool = False


def _key(value: Any) -> str:
    """A field value's JSON form, to compare values (tuples and lists alike)."""
    return json.dumps(value, sort_keys=True, default=str)


class GameState(ABC):
    """One game in progress. Subclasses hold the data; this base gives the all-or-nothing apply.

    A game says what it waits for by overriding ``decision`` (preferred) or ``to_act``; the other
    is derived. Choices are asked field by field (``choices``): the default reads them off
    ``legal_actions``; a game whose actions cannot all be listed (tile lays, train routes)
    overrides ``choices`` and may ``suggest`` a complete action."""

    game: "Game"
    seats: list[Seat]

    # --- what the game waits for -------------------------------------------------------------
    def decision(self) -> Decision | None:
        """The open decision, or None when the game is over. Default: the seat ``to_act`` and the
        types of its legal actions, public."""
        if type(self).to_act is GameState.to_act:
            raise TypeError(f"{type(self).__name__} must override decision() or to_act()")
        seat = self.to_act()
        if seat is None:
            return None
        kinds = {a.type for a in self.legal_actions(seat)}  # type: ignore[attr-defined]
        return Decision(seat, tuple(t for t in self.game.type_names() if t in kinds))

    def to_act(self) -> int | None:
        """The seat that must act now, or None when the game is over."""
        if type(self).decision is GameState.decision:
            raise TypeError(f"{type(self).__name__} must override decision() or to_act()")
        decision = self.decision()
        return decision.seat if decision is not None else None

    def legal_types(self, seat: int | None = None) -> tuple[str, ...]:
        """The action types ``seat`` (default: the seat to act) may answer with now."""
        decision = self.decision()
        if decision is None or (seat is not None and seat != decision.seat):
            return ()
        return decision.types

    @abstractmethod
    def is_terminal(self) -> bool: ...

    # --- actions ------------------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Every legal action for ``seat`` (default: the seat to act); [] if it may not act.
        A game whose actions cannot be listed returns those it can (or none) and overrides
        ``choices``; ``apply`` still checks every action on submit."""

    def choices(self, seat: int, action_type: str, field: str, partial: dict[str, Any]) -> list[Any]:
        """The legal values of ``field`` for an action of ``action_type``, given the fields already
        chosen (``partial``: field → value), in the engine's order. Default: the distinct values
        among the listed legal actions that agree with ``partial``."""
        wanted = {k: _key(v) for k, v in partial.items() if k != field and v is not None}
        seen: set[str] = set()
        out: list[Any] = []
        for action in self.legal_actions(seat):
            data = action.to_dict()
            if data.get("type") != action_type or any(_key(data.get(k)) != w for k, w in wanted.items()):
                continue
            key = _key(data.get(field))
            if key not in seen:
                seen.add(key)
                out.append(data.get(field))
        return out

    def field_values(self, action_type: str, field: str) -> list[Any]:
        """Every value ``field`` of ``action_type`` can name in this game, legal now or not (the
        board's action spaces, the companies, the tiles), so a front end can read a typed name of
        a value the rules refuse now and let ``apply`` say why. A fixed list in the action model (a
        Literal, an enum) needs no entry. Default: none (typed text is then taken as it is)."""
        return []

    def suggest(self, seat: int, action_type: str, partial: dict[str, Any]) -> dict | None:
        """A complete action (as a dict) the game proposes, given the fields chosen so far (an
        optimizer's best routes), or None. Default: none."""
        return None

    def pass_action(self, seat: int) -> dict | None:
        """The action (as a dict) by which ``seat`` passes now, if the rules let it pass at this
        point — what a table may play for a player whose time ran out. Default: None (no pass)."""
        return None

    @abstractmethod
    def _check(self, action: Action) -> None:
        """Raise RuleError if ``action`` is not legal now. Must not change anything."""

    @abstractmethod
    def _perform(self, action: Action) -> list[Event]:
        """Carry out an action already checked. Returns what happened."""

    def apply(self, action: Action | dict) -> list[Event]:
        """Apply ``action`` completely, or raise RuleError and leave the state as it was."""
        if isinstance(action, dict):
            action = self.game.parse_action(action)
        if self.is_terminal():
            raise RuleError("error-game-over", "end-of-game")
        if action.seat != self.to_act():
            raise RuleError("error-not-your-turn", "turn", seat=action.seat)
        self._check(action)
        return self._perform(action)

    # --- results ------------------------------------------------------------------------------
    @abstractmethod
    def scores(self) -> list[int]:
        """Current (final, once terminal) score of each seat."""

    @abstractmethod
    def ranking(self) -> list[int]:
        """Seat indices from winner to last, with the rulebook's tie-breakers applied."""

    # --- views ----------------------------------------------------------------------------------
    @abstractmethod
    def to_dict(self) -> dict:
        """The complete state as plain JSON data (canonical: equal states give equal dicts)."""

    def view(self, seat: int | None = None) -> dict:
        """What ``seat`` may see (None: any onlooker). Games with secrets override this."""
        return self.to_dict()

    def private_info(self, seat: int) -> list[Event]:
        """Secrets only ``seat`` may see (hidden cards, debt tokens), as localizable events.
        Front ends show them to their owner alone (ephemeral messages). Default: none."""
        return []

    @abstractmethod
    def clone(self) -> "GameState": ...

    @classmethod
    def from_dict(cls, game: "Game", data: dict) -> "GameState":
        """A state from ``to_dict()`` output (a position built for a test). Games with one field
        list get it for free (see ``games/core/fields.py``); others override it."""
        raise TypeError(f"{cls.__name__} cannot be built from a dict")

    def determinize(self, seat: int, seed: int) -> "GameState":
        """A copy as ``seat`` could imagine it: hidden information (other seats' secrets, future
        draws) redrawn with ``seed``. AIs look ahead on this, so they never peek. Default: a copy
        (no hidden information)."""
        return self.clone()


class Game(ABC):
    """A registered game: metadata, options, actions and the initial-state factory."""

    id: ClassVar[str]
    name: ClassVar[dict[str, str]]  # {"cs": ..., "en": ...}
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    Options: ClassVar[type[BaseModel]]
    State: ClassVar[type[GameState]]  # built as State(game, options, seats, seed) by make_state
    action_types: ClassVar[tuple[type[Action], ...]]

    def __init__(self) -> None:
        union = self.action_types[0]
        for t in self.action_types[1:]:
            union = union | t  # type: ignore[operator]
        self._adapter = TypeAdapter(union)

    def type_names(self) -> tuple[str, ...]:
        """The action types, in the order of ``action_types``."""
        return tuple(t.model_fields["type"].default for t in self.action_types)

    def model_of(self, action_type: str) -> type[Action]:
        for model in self.action_types:
            if model.model_fields["type"].default == action_type:
                return model
        raise RuleError("error-bad-action", "actions", detail=action_type)

    def fields_of(self, action_type: str) -> list[str]:
        """An action type's own fields (``seat`` and ``type`` aside), in the model's order."""
        return [f for f in self.model_of(action_type).model_fields if f not in ("seat", "type")]

    def parse_action(self, data: dict | str) -> Action:
        """An action from its JSON form (dict or text). Raises RuleError on malformed input."""
        if isinstance(data, (str, bytes)):
            try:
                data = json.loads(data)
            except ValueError as exc:
                raise refusal("error-bad-action", "actions", exc, None) from exc
        kind = data.get("type") if isinstance(data, dict) else None
        if kind not in self.type_names():  # no such action type: say which there are
            raise RuleError("error-bad-action", "actions", detail="type", field="type", value=str(kind or ""),
                            why="unknown_type", allowed=", ".join(self.type_names()), problems=1)
        model = self.model_of(kind)
        try:  # validated by its own model, so a problem names that model's field
            return model.model_validate(data)
        except Exception as exc:  # pydantic.ValidationError
            raise refusal("error-bad-action", "actions", exc, model) from exc

    def parse_options(self, options: dict | BaseModel | None) -> BaseModel:
        if isinstance(options, BaseModel):
            return options
        try:
            return self.Options.model_validate(options or {})
        except Exception as exc:  # pydantic.ValidationError
            raise refusal("error-bad-options", "setup", exc, self.Options) from exc

    def player_counts(self, options: BaseModel | None = None) -> list[int]:
        return list(range(self.min_players, self.max_players + 1))

    def every_player_count(self) -> list[int]:
        """Every player count some option set allows (e.g. a solo mode adds 1)."""
        counts = set(self.player_counts(self.parse_options(None)))
        for options in self.option_sets():
            counts.update(self.player_counts(options))
        return sorted(counts)

    def option_sets(self) -> list[BaseModel]:
        """Option combinations the conformance suite plays through (default: the defaults)."""
        return [self.Options()]

    def new_state(self, options: BaseModel, seats: list[Seat], seed: int) -> GameState:
        """A new game: the options validated, the number of seats checked (``player_counts``),
        then ``make_state``."""
        opts = self.parse_options(options)
        if len(seats) not in self.player_counts(opts):
            raise RuleError("error-player-count", "setup", count=len(seats))
        return self.make_state(opts, seats, seed)

    def make_state(self, options: BaseModel, seats: list[Seat], seed: int) -> GameState:
        """The initial state of checked options and seats. Default: ``State(self, options, seats,
        seed)``; a game with more to check or to build first overrides it."""
        return self.State(self, options, seats, seed)  # type: ignore[call-arg]

    def metadata(self) -> dict:
        return {
            "id": self.id,
            "name": self.name,
            "players": {"min": self.min_players, "max": self.max_players},
            "player_counts": self.player_counts(),
            "options_schema": self.Options.model_json_schema(),
            "options_default": self.Options().model_dump(mode="json"),
        }

    def check_data(self) -> str:
        """Load and validate the game's component data; a one-line summary (raises when a file is
        invalid). Default: the game has no data files."""
        return "no component data"

    def ai_classes(self) -> dict[str, type]:
        """The game's AIs by name, each built as ``cls(seed)``; the first non-random one is the
        default for an unknown name. Default: random play only."""
        return {"random": RandomAI}

    def ai_names(self) -> list[str]:
        return list(self.ai_classes())

    def make_ai(self, name: str, seed: int):
        classes = self.ai_classes()
        fallback = next((c for n, c in classes.items() if n != "random"), classes["random"])
        return classes.get(name, fallback)(seed)
