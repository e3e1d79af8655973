"""Mini Express's face: /mx, its values in words (companies, routes and port hexes by the board's
hex labels, seats by name), the Tajný dluh start note, the phase for /game status, and how its
turn message offers each action (``offer``): a button per share and per answer to a decision, a
build select per company (cities nearest first; the route left to the engine's canonical
first, a wild symbol's company asked next), and "My secret" while Tajný dluh is hidden. The
components themselves are the generic ones (bot/discord/components/generic.py); the ids older
versions posted still answer (bot/discord/components/mini_express.py)."""
from __future__ import annotations

from typing import Any

from vypravci.games.core import GameState

from . import Face, Offer

#: Action types offered as a button per legal action: the shares and the answers to a decision.
EACH = ("draft", "buy", "split", "branch", "port", "next", "influence", "restrict", "seal", "underground")
STYLES = {"buy": "success", "pass": "secondary"}


def _t(locale: str, key: str, **params) -> str:
    """A message whose params may include a company (declined in Czech: $company_gen …)."""
    from ..words.i18n import i18n

    return i18n.t(locale, key, **i18n.localize_params(locale, params))


def secret_pending(state: GameState) -> bool:
    """Tajný dluh is played and the tokens are not revealed yet."""
    return getattr(state, "debts", None) is not None and not getattr(state, "debt_revealed", False)


class MiniExpressFace(Face):
    def label(self, p, state: GameState, field: str, value: Any) -> str | None:
        from vypravci.games.core.hexgrid import label as hex_label

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
        from ..words.i18n import i18n

        return [i18n.t(locale, "debt-start-note")] if secret_pending(state) else []

    def turn_hint(self, state: GameState, locale: str) -> str | None:
        from ..words.i18n import i18n

        phase = getattr(state, "phase", None)
        return i18n.lookup(locale, f"me-phase-{phase}") if phase else None

    # --------------------------------------------------------------- turn components
    def offer(self, state: GameState, action_type: str) -> Offer:
        if action_type == "build":  # a select per company: its cities; the route is the engine's first
            return Offer(spread="company", engine=("route",), whole=False)
        if action_type == "white":
            return Offer(engine=("route",), whole=False)
        return Offer(each=action_type in EACH, style=STYLES.get(action_type, "primary"))

    def button_label(self, p, state: GameState, action: dict) -> str | None:
        kind, company = action["type"], action.get("company")
        if kind == "draft":
            return _t(p.locale, "button-draft", company=company)
        if kind == "buy":
            return _t(p.locale, "button-buy", company=company, cost=state.buy_cost(company))
        if kind == "pass":
            return p.t("button-pass")
        if kind == "split":
            step = min(len(getattr(state, "split_picks", []) or []), 2)
            return _t(p.locale, f"button-split-{('both', 'shared', 'both')[step]}", company=company)
        if kind == "branch":
            return _t(p.locale, "button-choose-branch", company=company)
        if kind in ("port", "next"):
            field = "hex" if kind == "port" else "player"
            return p.t(f"button-choose-{kind}", value=p.choice_label(state, field, action.get(field)))
        return None

    def choice_words(self, p, state: GameState, action_type: str, field: str, value: Any, partial: dict) -> str | None:
        """A build's city with the trains its shortest route needs: "Chicago (2 trains)"."""
        if action_type == "build" and field == "city":
            return _t(p.locale, "select-build-option", city=p.choice_label(state, "city", value),
                      count=self._trains(state, partial, value))
        return None

    def choice_rank(self, state: GameState, action_type: str, field: str, value: Any, partial: dict) -> Any:
        """A build's cities nearest first."""
        return self._trains(state, partial, value) if action_type == "build" and field == "city" else 0

    @staticmethod
    def _trains(state: GameState, partial: dict, city: str) -> int:
        need = state.build_targets(partial.get("company")).get(city, 0) if partial.get("company") else 0
        return need[0] if isinstance(need, tuple) else need  # (trains, routes) or trains

    def prompt(self, p, state: GameState, action_type: str, field: str, partial: dict) -> str | None:
        if action_type == "build" and field == "city" and partial.get("company"):
            return _t(p.locale, "select-build-placeholder", company=partial["company"])
        if action_type in ("build", "white") and field == "wild" and partial.get("city"):
            return p.t("select-wild-prompt", city=p.choice_label(state, "city", partial["city"]))
        return None

    def hand_button(self, state: GameState) -> bool:
        return secret_pending(state)


FACE = MiniExpressFace("mini-express", "mx", order=0)
