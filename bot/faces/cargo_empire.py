"""Cargo Empire's face: /ce, and its values in words (cities with their goods, task cards by
number and title, card and goods names, Rush spaces, seat orders).

Words come from messages ``ce-choice-<field>-<value>``, ``ce-task-…`` and ``ce-group-…``.
"""
from __future__ import annotations

from typing import Any

from vypravci.games.core import GameState

from . import Face

CITY_FIELDS = ("city", "supply", "demand", "source")


class CargoEmpireFace(Face):
    def task(self, p, state: GameState | None, number) -> str:
        """"Task 17: 3 VP per LV3 city with your presence" — a task card by number and title."""
        from vypravci.games.cargo_empire.data import load_tasks

        task = load_tasks().by_id().get(number) if isinstance(number, int) else None
        if task is None:
            return p.t("ce-task-label", number=number, title="?")
        tiers = ", ".join(p.t("ce-task-tier", count=at, points=pts) for at, pts in task.tiers)
        players = len(getattr(state, "seats", []) or [])
        points = task.points
        if task.kind == "behind":
            points = task.by_players.get(players) or "/".join(str(v) for _, v in sorted(task.by_players.items()))
        groups = " + ".join(p.t(f"ce-group-{g}") for g in task.groups)
        title = p.t(f"ce-task-{task.kind}", points=points if points is not None else "", tiers=tiers,
                    groups=groups, group=p.t(f"ce-group-{task.group}.loc") if task.group else "",
                    level=task.level or "", marker=task.marker or "")
        return p.t("ce-task-label", number=number, title=title)

    def word(self, p, field: str, value) -> str:
        return p.word("ce", field, value)

    def label(self, p, state: GameState, field: str, value: Any) -> str | None:
        if field in CITY_FIELDS:
            label = p.city(state, value)
            goods = state.supply_goods(value) if field == "supply" and value in p.cities(state) else None
            return p.t("ce-choice-supply-goods", city=label, goods=self.word(p, "goods", goods)) if goods else label
        if field == "task":
            return self.task(p, state, value)
        if field == "card":
            return p.city(state, value) if value in p.cities(state) else self.word(p, "card", value)
        if field in ("road", "rail", "sea"):
            return p.t(f"ce-choice-count-{field}", count=value)
        if field == "pay" and isinstance(value, (list, tuple)):
            return " + ".join(self.word(p, "goods", g) for g in value)
        if field == "rush":
            return self.rush(p, state, value)
        return self.word(p, field, value)

    def rush(self, p, state: GameState, rush, token: bool = True) -> str:
        """A rush space by the cities of its route, with the token lying there now (``token``:
        as a pick list offers it; without it, as an event or a refusal names the space)."""
        from vypravci.games.cargo_empire.data import load_map

        spaces = {r.id: r.route for r in load_map(state.board.map_id).rush_spaces}
        route = spaces.get(rush)
        if route is None:
            return str(rush)
        a, b = p.city(state, route[0]), p.city(state, route[1])
        if not token:
            return p.t("ce-rush-route", a=a, b=b)
        lying = (getattr(state, "rush", None) or {}).get(rush)
        return p.t("ce-choice-rush", a=a, b=b, card=self.word(p, "card", lying) if lying else "—")

    def event_params(self, p, state: GameState | None, params: dict) -> dict:
        """Cities, cards, goods, markers, clans, task cards and seat orders in words (``seat``,
        ``winner``, ``scores`` and ``city`` are left to the generic formatting)."""
        if state is None:
            return params
        out = dict(params)
        for name, value in params.items():
            if name in ("supply", "demand", "source") and isinstance(value, str):
                out[name] = p.city(state, value)
            elif name in ("card", "card_type") and isinstance(value, str):
                out[name] = self.label(p, state, "card", value)
            elif name in ("goods", "marker", "clan", "ability", "arrow") and isinstance(value, str):
                out[name] = self.word(p, name, value)
            elif name == "rush" and isinstance(value, str):
                out[name] = self.rush(p, state, value, token=False)
            elif name == "task" and isinstance(value, int):
                out[name] = self.task(p, state, value)
            elif name == "tasks" and isinstance(value, (list, tuple)):
                out[name] = "; ".join(self.task(p, state, t) for t in value)
            elif name == "got" and isinstance(value, str):  # an action type, as the reader types it
                out[name] = p.command(state, value)
            elif name == "expected" and isinstance(value, str):  # a pending decision: what answers it
                seat = state.to_act()
                out[name] = ", ".join(p.command(state, t) for t in state.legal_types(seat)) if seat is not None else "—"
            elif name == "order" and isinstance(value, (list, tuple)):
                names = p.seat_names(state)
                out[name] = ", ".join(names[s] if isinstance(s, int) and 0 <= s < len(names) else str(s)
                                      for s in value)
        return out


FACE = CargoEmpireFace("cargo-empire", "ce", order=1)
