"""The contract every game fulfils (after OpenSpiel's Game/State and the 18xx.games replay model).

A ``Game`` describes one board game: metadata, its options model, its action models, and a factory
for initial states. A ``GameState`` is pure and deterministic: it knows whose turn it is, lists legal
actions, applies an action completely or refuses it with a ``RuleError`` and changes nothing.
"""
from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, TypeAdapter

from .errors import RuleError
from .record import Seat


class Action(BaseModel):
    """Base of every action. Subclasses add ``type: Literal[...]`` and their fields."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    seat: int

    def to_dict(self) -> dict:
        return self.model_dump(mode="json", exclude_none=True)


class Event(BaseModel):
    """Something that happened, for the log and messages: a locale key and its parameters."""

    key: str
    params: dict[str, Any] = {}


class GameState(ABC):
    """One game in progress. Subclasses hold the data; this base gives the all-or-nothing apply."""

    game: "Game"
    seats: list[Seat]

    # --- whose turn -------------------------------------------------------------------------
    @abstractmethod
    def to_act(self) -> int | None:
        """The seat that must act now, or None when the game is over."""

    @abstractmethod
    def is_terminal(self) -> bool: ...

    # --- actions ------------------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """Every legal action for ``seat`` (default: the seat to act); [] if it may not act."""

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
    action_types: ClassVar[tuple[type[Action], ...]]

    def __init__(self) -> None:
        union = self.action_types[0]
        for t in self.action_types[1:]:
            union = union | t  # type: ignore[operator]
        self._adapter = TypeAdapter(union)

    def parse_action(self, data: dict | str) -> Action:
        """An action from its JSON form (dict or text). Raises RuleError on malformed input."""
        try:
            if isinstance(data, (str, bytes)):
                return self._adapter.validate_json(data)
            return self._adapter.validate_python(data)
        except Exception as exc:  # pydantic.ValidationError
            raise RuleError("error-bad-action", "actions", detail=str(exc).splitlines()[0]) from exc

    def parse_options(self, options: dict | BaseModel | None) -> BaseModel:
        if isinstance(options, BaseModel):
            return options
        try:
            return self.Options.model_validate(options or {})
        except Exception as exc:
            raise RuleError("error-bad-options", "setup", detail=str(exc).splitlines()[0]) from exc

    def player_counts(self, options: BaseModel | None = None) -> list[int]:
        return list(range(self.min_players, self.max_players + 1))

    def option_sets(self) -> list[BaseModel]:
        """Option combinations the conformance suite plays through (default: the defaults)."""
        return [self.Options()]

    @abstractmethod
    def new_state(self, options: BaseModel, seats: list[Seat], seed: int) -> GameState: ...

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

    def ai_names(self) -> list[str]:
        return ["random", "simple"]

    def make_ai(self, name: str, seed: int):
        from .ai import RandomAI

        return RandomAI(seed)
