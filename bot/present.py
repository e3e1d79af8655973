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
        if _game_id(state) == "cargo-empire":
            event = Event(key=event.key, params=self._ce_params(state, event.params))
        return format_event(self.locale, event, seat_names=self.seat_names(state), cities=self.cities(state))

    def events(self, state: GameState | None, events: list[Event]) -> list[str]:
        return [self.event(state, e) for e in events]

    def error(self, state: GameState | None, err: RuleError) -> str:
        if err.key == "error-no-such-choice" and isinstance(err.params.get("field"), str):
            field = err.params["field"]  # the option as the reader knows it ("nabídkové město")
            name = i18n.lookup(self.locale, f"opt-{field}-name") or field
            err = RuleError(err.key, err.section, **{**err.params, "field": name.replace("_", " ")})
        if _game_id(state) == "cargo-empire":
            err = RuleError(err.key, err.section, **self._ce_params(state, err.params))
        return format_error(self.locale, err, seat_names=self.seat_names(state), cities=self.cities(state))

    # --------------------------------------------------------------- choices
    def choice_label(self, state: GameState, field: str, value) -> str:
        """How a field value reads in a pick list (company and city names, routes by hex)."""
        if value is None:
            return "—"
        if _game_id(state) == "cargo-empire":
            return self._ce_label(state, field, value)
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

    # --------------------------------------------------------------- Cargo Empire
    def _ce_city(self, state: GameState, city) -> str:
        info = self.cities(state).get(city)
        return city_name(self.locale, info) if info is not None else str(city)

    def ce_task(self, state: GameState | None, number) -> str:
        """"Task 17: 3 VP per LV3 city with your presence" — a task card by number and title."""
        from games.cargo_empire.data import load_tasks

        task = load_tasks().by_id().get(number) if isinstance(number, int) else None
        if task is None:
            return self.t("ce-task-label", number=number, title="?")
        tiers = ", ".join(self.t("ce-task-tier", count=at, points=pts) for at, pts in task.tiers)
        players = len(getattr(state, "seats", []) or [])
        points = task.points
        if task.kind == "behind":
            points = task.by_players.get(players) or "/".join(str(v) for _, v in sorted(task.by_players.items()))
        groups = " + ".join(self.t(f"ce-group-{g}") for g in task.groups)
        title = self.t(f"ce-task-{task.kind}", points=points if points is not None else "", tiers=tiers,
                       groups=groups, group=self.t(f"ce-group-{task.group}.plural") if task.group else "",
                       level=task.level or "", marker=task.marker or "")
        return self.t("ce-task-label", number=number, title=title)

    def ce_word(self, field: str, value) -> str:
        """A Cargo Empire value by message ``ce-choice-<field>-<value>`` (the value itself if none)."""
        key = f"ce-choice-{field}-{str(value).lower()}"
        text = i18n.lookup(self.locale, key)
        return text if text is not None else str(value)

    def _ce_label(self, state: GameState, field: str, value) -> str:
        if field in ("city", "supply", "demand", "source"):
            label = self._ce_city(state, value)
            goods = state.supply_goods(value) if field == "supply" and value in self.cities(state) else None
            return self.t("ce-choice-supply-goods", city=label, goods=self.ce_word("goods", goods)) if goods else label
        if field == "task":
            return self.ce_task(state, value)
        if field == "card":
            if value in self.cities(state):
                return self._ce_city(state, value)
            return self.ce_word("card", value)
        if field in ("road", "rail", "sea"):
            return self.t(f"ce-choice-count-{field}", count=value)
        if field == "pay" and isinstance(value, (list, tuple)):
            return " + ".join(self.ce_word("goods", g) for g in value)
        if field == "rush":
            return self._ce_rush(state, value)
        return self.ce_word(field, value)

    def _ce_rush(self, state: GameState, rush) -> str:
        from games.cargo_empire.data import load_map

        spaces = {r.id: r.route for r in load_map(state.board.map_id).rush_spaces}
        route = spaces.get(rush)
        if route is None:
            return str(rush)
        token = (getattr(state, "rush", None) or {}).get(rush)
        return self.t("ce-choice-rush", a=self._ce_city(state, route[0]), b=self._ce_city(state, route[1]),
                      card=self.ce_word("card", token) if token else "—")

    def _ce_params(self, state: GameState, params: dict) -> dict:
        """Event parameters in words: cities, cards, goods, markers, clans, task cards, seat orders
        (``seat``/``winner``/``scores``/``city`` are left to the generic formatting)."""
        out = dict(params)
        for name, value in params.items():
            if name in ("supply", "demand", "source") and isinstance(value, str):
                out[name] = self._ce_city(state, value)
            elif name in ("card", "card_type") and isinstance(value, str):
                out[name] = self._ce_label(state, "card", value)
            elif name in ("goods", "marker", "clan", "ability") and isinstance(value, str):
                out[name] = self.ce_word(name, value)
            elif name == "rush" and isinstance(value, str):
                out[name] = self._ce_rush(state, value)
            elif name == "task" and isinstance(value, int):
                out[name] = self.ce_task(state, value)
            elif name == "tasks" and isinstance(value, (list, tuple)):
                out[name] = "; ".join(self.ce_task(state, t) for t in value)
            elif name == "order" and isinstance(value, (list, tuple)):
                names = self.seat_names(state)
                out[name] = ", ".join(names[s] if isinstance(s, int) and 0 <= s < len(names) else str(s)
                                      for s in value)
        return out

    # --------------------------------------------------------------- scores
    def public_scores(self, state: GameState) -> list[int]:
        """Scores everyone may see now: from the onlooker's view where it carries a breakdown
        (Cargo Empire hides task-card points until the end), else ``state.scores()``."""
        if not state.is_terminal():
            rows = state.view(None).get("scores")
            if isinstance(rows, list) and len(rows) == len(state.seats) and all(isinstance(r, dict) for r in rows):
                return [sum(v for v in r.values() if isinstance(v, (int, float))) for r in rows]
        return state.scores()

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


def _game_id(state: GameState | None) -> str | None:
    game = getattr(state, "game", None)
    return getattr(game, "id", None)


def _private_module(state: GameState | None):
    """``games/<game>/private.py`` of the state's game, if it has one."""
    game_id = _game_id(state)
    if not game_id:
        return None
    import importlib

    try:
        return importlib.import_module(f"games.{game_id.replace('-', '_')}.private")
    except ImportError:
        return None


def secret_events(state: GameState, seat: int) -> list[Event]:
    """What only ``seat`` may see: ``state.private_info(seat)``; for a game whose state class lacks
    it, a ``games/<game>/private.py`` module's ``private_info(state, seat)`` when there is one."""
    events = state.private_info(seat)
    if events:
        return list(events)
    fallback = getattr(_private_module(state), "private_info", None)
    return list(fallback(state, seat)) if callable(fallback) else []


def secret_choice(state: GameState) -> bool:
    """Whether the choices of the decision the game waits for are secret (shown to the deciding
    player only): ``secret_decision(state)`` of ``games/<game>/private.py``, else False."""
    check = getattr(_private_module(state), "secret_decision", None)
    return bool(check(state)) if callable(check) else False


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
