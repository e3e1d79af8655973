"""Turn engine results into localized text for one reader's language (Discord and console alike)."""
from __future__ import annotations

from vypravci.games.core import Event, GameState, RuleError

from ..words.i18n import city_name, company_name, format_error, format_event, game_name, i18n, normalize_locale


class Presenter:
    """Localized words for one language: events, errors, choices, scores, render labels."""

    def __init__(self, locale: str | None, console: bool = False) -> None:
        self.locale = normalize_locale(locale)
        self.console = console  # commands are worded as the console reads them, not as slash commands

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
        return getattr(board, "cities", None) or {}  # a board without named cities (a grid that grows in play)

    def game_title(self, game_id: str) -> str:
        return game_name(self.locale, game_id)

    def face(self, state: GameState | None):
        from ..faces import face_of

        game_id = _game_id(state)
        return face_of(game_id) if game_id else None

    def command(self, state: GameState | None, kind: str) -> str:
        """An action type as the reader types it: "/ll polož-dílek" in Discord, "polož-dílek" at
        the console (its command name in the reader's language, else the type)."""
        face = self.face(state)
        prefix = face.prefix if face is not None else ""
        name = i18n.lookup(self.locale, f"cmd-{prefix}-{kind.replace('_', '-')}-name") or kind
        if self.console or face is None:
            return name
        group = i18n.lookup(self.locale, f"cmd-{prefix}-name") or prefix
        return f"/{group} {name}"

    def params(self, state: GameState | None, params: dict) -> dict:
        """Parameters in words by the game's face (the generic ones are left to i18n)."""
        face = self.face(state)
        return face.event_params(self, state, params) if face is not None else params

    # --------------------------------------------------------------- events and errors
    def event(self, state: GameState | None, event: Event) -> str:
        event = Event(key=event.key, params=self.params(state, event.params))
        return format_event(self.locale, event, seat_names=self.seat_names(state), cities=self.cities(state))

    def events(self, state: GameState | None, events: list[Event]) -> list[str]:
        return [self.event(state, e) for e in events]

    def error(self, state: GameState | None, err: RuleError) -> str:
        if err.key in ("error-bad-action", "error-bad-options") and "why" in err.params:
            return self.invalid(err)
        if err.key.startswith("error-no-such-choice") and isinstance(err.params.get("field"), str):
            field = err.params["field"]  # the option as the reader knows it ("nabídkové město")
            name = i18n.lookup(self.locale, f"opt-{field}-name") or field
            err = RuleError(err.key, err.section, **{**err.params, "field": name.replace("_", " ")})
        err = RuleError(err.key, err.section, **self.params(state, err.params))
        return format_error(self.locale, err, seat_names=self.seat_names(state), cities=self.cities(state))

    def field_name(self, field: str) -> str:
        """An action or option field as the reader knows it ("nabídkové město", "mapa")."""
        if field == "type":
            return self.t("field-type")
        name = i18n.lookup(self.locale, f"opt-{field}-name")
        return (name or field).replace("_", " ")

    def option_value(self, field: str, value: str) -> str:
        """An option value to type, with its words where the game has them ("europe (Evropa)")."""
        text = i18n.lookup(self.locale, f"choice-{field}-{value}")
        return f"{value} ({text})" if text is not None and fold_eq(text, value) is False else value

    def invalid(self, err: RuleError) -> str:
        """Input that failed validation, in words: which field, the value given, why, and what is
        allowed (with the nearest allowed value when the typed one comes close)."""
        from .actions import nearest

        p = err.params
        prefix = self.t(f"{err.key}-field")
        field, value, why = str(p.get("field") or ""), str(p.get("value") or ""), str(p.get("why") or "other")
        reason = i18n.lookup(self.locale, f"why-{why}") or self.t("why-other")
        if not field:  # a rule about several fields together (an option combination)
            return f"{prefix} {self.t('error-invalid-combination', fields=p.get('fields') or '—')}"
        name = self.field_name(field)
        body = (self.t("error-invalid-missing", field=name, why=reason) if not value or why == "missing"
                else self.t("error-invalid-value", field=name, value=value, why=reason))
        parts = [prefix, body]
        allowed = [a for a in str(p.get("allowed") or "").split(", ") if a]
        if allowed:
            typed = field if why == "extra_forbidden" else value  # an unknown option: the nearest option name
            near = nearest(typed, allowed) if typed and why != "missing" else []
            if near:
                parts.append(self.t("did-you-mean", word=near[0]))
            shown = [self.option_value(field, a) if err.key == "error-bad-options" else a for a in allowed]
            parts.append(self.t("error-invalid-allowed", allowed=", ".join(shown)))
        return " ".join(parts)

    # --------------------------------------------------------------- choices
    def choice_label(self, state: GameState, field: str, value) -> str:
        """How a field value reads in a pick list: the game's face first, then companies, cities
        and seats by name, else the value itself."""
        if value is None:
            return "—"
        face = self.face(state)
        text = face.label(self, state, field, value) if face is not None else None
        if text is not None:
            return text
        if field == "company":
            return company_name(self.locale, value)
        if field == "city":
            return self.city(state, value)
        return str(value)

    def city(self, state: GameState | None, city) -> str:
        info = self.cities(state).get(city)
        return city_name(self.locale, info) if info is not None else str(city)

    def word(self, prefix: str, field: str, value) -> str:
        """A value by message ``<prefix>-choice-<field>-<value>`` (the value itself if none)."""
        text = i18n.lookup(self.locale, f"{prefix}-choice-{field}-{str(value).lower()}")
        return text if text is not None else str(value)

    def labeler(self, state: GameState) -> "Labeler":
        return Labeler(self, state)

    # --------------------------------------------------------------- scores
    def public_scores(self, state: GameState) -> list[int]:
        """Scores everyone may see now: from the onlooker's view where it carries a breakdown
        (a game may hide points until the end), else ``state.scores()``."""
        if not state.is_terminal():
            rows = state.view(None).get("scores")
            if isinstance(rows, list) and len(rows) == len(state.seats) and all(isinstance(r, dict) for r in rows):
                return [sum(v for v in r.values() if isinstance(v, (int, float))) for r in rows]
        return state.scores()

    def final_scores(self, state: GameState) -> list[str]:
        scores = state.scores()
        face = self.face(state)
        lines = [self.t("game-over-title")]
        for place, seat in enumerate(state.ranking(), 1):
            worth = face.score_words(self, scores[seat]) if face is not None else None
            lines.append(self.t("score-line-worth", place=place, player=state.seats[seat].name, worth=worth) if worth
                         else self.t("score-line", place=place, player=state.seats[seat].name, points=scores[seat]))
        ranking = state.ranking()
        if ranking:  # the last line says who wins (ties already broken by the game's ranking)
            lines.append(self.t("game-over-winner", winner=state.seats[ranking[0]].name))
        return lines

    def labels(self, state: GameState):
        """Localized labels for the renderer (render/ never imports bot/)."""
        from vypravci.render import labels_for

        return labels_for(state, self.t, lambda c: company_name(self.locale, c),
                          lambda city: city_name(self.locale, city))


class Labeler:
    """A field value in the reader's words (``labeler(field, value)``), and every name it may be
    typed by (``names``): its words in each language and their heads — "Mnichov" of "Mnichov
    (hnědé zboží)", "Task 17" of "Task 17: 3 VP per …" — so what is typed in Czech or English,
    with or without diacritics, reads as the same value (bot/commands/actions.py)."""

    def __init__(self, p: Presenter, state: GameState) -> None:
        self.p, self.state = p, state

    def __call__(self, field: str, value) -> str:
        return self.p.choice_label(self.state, field, value)

    def names(self, field: str, value) -> list[str]:
        from ..words.i18n import LOCALES

        out: list[str] = []
        for locale in dict.fromkeys((self.p.locale, *LOCALES)):
            p = self.p if locale == self.p.locale else Presenter(locale)
            text = p.choice_label(self.state, field, value)
            out += [text, head(text)]
        return [n for n in dict.fromkeys(out) if n]


def head(text: str) -> str:
    """A label's name before its details: "Mnichov (hnědé zboží)" → "Mnichov", "Úkol 17: 3 VB …" →
    "Úkol 17", "x [id]" → "x"."""
    cut = len(text)
    for mark in (" (", ": ", " [", " — ", " / ", " · "):
        at = text.find(mark)
        if 0 < at < cut:
            cut = at
    return text[:cut].strip()


def fold_eq(a: str, b: str) -> bool:
    """Whether two words read the same without case and diacritics."""
    from .actions import fold

    return fold(a) == fold(b)


def _game_id(state: GameState | None) -> str | None:
    game = getattr(state, "game", None)
    return getattr(game, "id", None)


def secret_events(state: GameState, seat: int) -> list[Event]:
    """What only ``seat`` may see (``state.private_info``)."""
    return list(state.private_info(seat))


def secret_choice(state: GameState) -> bool:
    """Whether the choices of the decision the game waits for are secret (shown to the deciding
    player only)."""
    decision = state.decision()
    return bool(decision is not None and decision.secret)


def _game_ids() -> set[str]:
    from vypravci.games.core import all_games

    return {g.id for g in all_games()}


def hex_label(h) -> str:
    """A hex as the board's edge coordinates show it (e.g. F7)."""
    from vypravci.games.core.hexgrid import label

    return label(h)
