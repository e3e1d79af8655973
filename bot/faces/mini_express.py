"""Mini Express's face: /mx, its values in words (companies, routes and port hexes by the board's
hex labels, seats by name), the Tajný dluh start note, the phase for /game status, and its turn
buttons (``mini_express_buttons``: share buttons, a build select per company, decision buttons)."""
from __future__ import annotations

from typing import Any

from vypravci.games.core import GameState

from . import Face


def secret_pending(state: GameState) -> bool:
    """Tajný dluh is played and the tokens are not revealed yet."""
    return getattr(state, "debts", None) is not None and not getattr(state, "debt_revealed", False)


class MiniExpressFace(Face):
    def label(self, p, state: GameState, field: str, value: Any) -> str | None:
        from ..present import hex_label

        if field in ("company", "wild"):
            return None if field == "company" else p.choice_label(state, "company", value)
        if field == "route":
            return p.t("route-via", hexes=", ".join(hex_label(h) for h in value))
        if field == "hex" and isinstance(value, (list, tuple)) and len(value) == 2:
            return hex_label(value)
        if field == "source" and isinstance(value, str):  # Tchaj-wan: where white's track starts
            return p.choice_label(state, "city", value)
        if field == "ferry" and isinstance(value, str):  # Spojené království: a ferry by its two cities
            ferry = next((f for f in state.board.data.ferries if f.id == value), None)
            if ferry is not None:
                return " – ".join(p.choice_label(state, "city", end) for end in ferry.ends)
        if field == "player" and isinstance(value, int) and 0 <= value < len(state.seats):
            return state.seats[value].name
        return None

    def event_params(self, p, state: GameState | None, params: dict) -> dict:
        """Spojené království: a ferry line (``ferry``) by its two cities."""
        ferry = params.get("ferry")
        if state is not None and isinstance(ferry, str) and getattr(state, "board", None) is not None:
            params = {**params, "ferry": self.label(p, state, "ferry", ferry) or ferry}
        return params

    def start_notes(self, state: GameState, locale: str) -> list[str]:
        """With Tajný dluh, how each player sees their own token (never the token itself)."""
        from ..i18n import i18n

        return [i18n.t(locale, "debt-start-note")] if secret_pending(state) else []

    def turn_hint(self, state: GameState, locale: str) -> str | None:
        from ..i18n import i18n

        phase = getattr(state, "phase", None)
        return i18n.lookup(locale, f"me-phase-{phase}") if phase else None

    def turn_view(self, state: GameState, game_id: int, seq: int, locale: str) -> Any:
        from .mini_express_buttons import turn_view

        return turn_view(state, game_id, seq, locale)

    def dynamic_items(self) -> tuple:
        from .mini_express_buttons import DYNAMIC_ITEMS

        return DYNAMIC_ITEMS


FACE = MiniExpressFace("mini-express", "mx", order=0)
