"""Turn engine results into localized text for one reader's language (Discord and console alike)."""
from __future__ import annotations

from games.core import Event, GameState, RuleError

from .i18n import city_name, company_name, format_error, format_event, game_name, i18n, normalize_locale


class Presenter:
    """Localized words for one language: events, errors, choices, scores, render labels."""

    def __init__(self, locale: str | None) -> None:
        self.locale = normalize_locale(locale)

    def t(self, key: str, **params) -> str:
        game = params.get("game")
        if isinstance(game, str) and game in _game_ids():  # a game id reads as the game's name
            params["game"] = self.game_title(game)
        return i18n.t(self.locale, key, **params)

    # --------------------------------------------------------------- names
    @staticmethod
    def seat_names(state: GameState | None) -> list[str]:
        return [s.name for s in state.seats] if state is not None else []

    @staticmethod
    def cities(state: GameState | None) -> dict:
        board = getattr(state, "board", None)
        return board.cities if board is not None else {}

    def game_title(self, game_id: str) -> str:
        return game_name(self.locale, game_id)

    # --------------------------------------------------------------- events and errors
    def event(self, state: GameState | None, event: Event) -> str:
        return format_event(self.locale, event, seat_names=self.seat_names(state), cities=self.cities(state))

    def events(self, state: GameState | None, events: list[Event]) -> list[str]:
        return [self.event(state, e) for e in events]

    def error(self, state: GameState | None, err: RuleError) -> str:
        return format_error(self.locale, err, seat_names=self.seat_names(state), cities=self.cities(state))

    # --------------------------------------------------------------- choices
    def choice_label(self, state: GameState, field: str, value) -> str:
        """How a field value reads in a pick list (company and city names, routes by hex)."""
        if value is None:
            return "—"
        if field in ("company", "wild"):
            return company_name(self.locale, value)
        if field == "city":
            city = self.cities(state).get(value)
            if city is None:
                return str(value)
            return city_name(self.locale, city)
        if field == "route":
            return self.t("route-via", hexes=", ".join(hex_label(h) for h in value))
        return str(value)

    def labeler(self, state: GameState):
        return lambda field, value: self.choice_label(state, field, value)

    # --------------------------------------------------------------- scores
    def final_scores(self, state: GameState) -> list[str]:
        scores = state.scores()
        lines = [self.t("game-over-title")]
        for place, seat in enumerate(state.ranking(), 1):
            lines.append(self.t("score-line", place=place, player=state.seats[seat].name, points=scores[seat]))
        return lines

    def labels(self, state: GameState):
        """Localized labels for the renderer (render/ never imports bot/)."""
        from render import labels_for

        return labels_for(state, self.t, lambda c: company_name(self.locale, c),
                          lambda city: city_name(self.locale, city))


def _game_ids() -> set[str]:
    from games.core import all_games

    return {g.id for g in all_games()}


def hex_label(h) -> str:
    """A hex as the board's edge coordinates show it: column letter(s) + row number (e.g. F7)."""
    col, row = h
    letters = ""
    col += 1
    while col:
        col, rem = divmod(col - 1, 26)
        letters = chr(65 + rem) + letters
    return f"{letters}{row + 1}"
