"""Rule errors: a refused action carries a message key, its parameters and the rule section."""
from __future__ import annotations


class RuleError(Exception):
    """An action the rules refuse. The state it was applied to is left unchanged.

    ``key`` is a locale message id (see locale/*/), ``params`` fill it in, and ``section`` is the
    id of the /rules section that explains the rule (e.g. ``"build-track"``).
    """

    def __init__(self, key: str, section: str = "", **params: object) -> None:
        super().__init__(f"{key} {params}" if params else key)
        self.key = key
        self.section = section
        self.params = params

    def to_dict(self) -> dict:
        return {"key": self.key, "section": self.section, "params": dict(self.params)}


class RecordError(Exception):
    """A game record could not be replayed; ``index`` is the refused action's position."""

    def __init__(self, index: int, error: RuleError | Exception) -> None:
        super().__init__(f"action {index}: {error}")
        self.index = index
        self.error = error
