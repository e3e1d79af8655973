"""Final scoring (Konec hry a bodování) and the tie-breaks.

Four sources, in the order the tie-breaks use them: the development board's VP column, posts in
LV3 cities, city cards (blank ones too), task cards. Only a player's primary colour scores (vassal
posts count for nothing). The Špeditér scores its task cards twice; with clans its city cards too;
on Dyorle its VP-column points too. The Tino clan may count its crest city as a port for its task
cards (decided at the end).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .data import MARKERS, load_components, load_tasks
from .tasks import Snapshot, score_task

if TYPE_CHECKING:
    from .state import CargoEmpireState

SOURCES = ("development", "level3", "city_cards", "tasks")


def snapshot(state: "CargoEmpireState", seat: int) -> Snapshot:
    extra = frozenset()
    if seat < state.n and state.tino_port and state.clans[seat] == "tino" and state.crests[seat]:
        extra = frozenset([state.crests[seat]])
    return Snapshot(
        seat=seat,
        players=state.np,
        posts={c: state.posts_in(c, seat) for c in state.cities},
        levels={c: info["level"] for c, info in state.cities.items()},
        city_cards=len(state.city_cards[seat]),
        task_cards=len(state.tasks[seat]),
        progress=[{m: state.markers[s][m]["progress"] for m in MARKERS} for s in range(state.np)],
        extra_ports=extra,
    )


def breakdown(state: "CargoEmpireState", seat: int) -> dict[str, int]:
    comp = load_components()
    tasks = load_tasks().by_id()
    snap = snapshot(state, seat)
    development = sum(state.tracks.points(state.markers[seat][m]["progress"]) for m in MARKERS)
    level3 = comp.lv3_post_vp * sum(k for c, k in snap.posts.items() if snap.levels[c] == 3)
    cards = comp.city_card_vp * snap.city_cards
    task_points = sum(score_task(tasks[t], snap, state.board) for t in state.tasks[seat])
    if seat == state.automa:
        task_points *= 2
        if state.options.clans:
            cards *= 2
        if state.board.rush:
            development *= 2
    return {"development": development, "level3": level3, "city_cards": cards, "tasks": task_points}


def total(state: "CargoEmpireState", seat: int) -> int:
    return sum(breakdown(state, seat).values())


def ranking(state: "CargoEmpireState") -> list[int]:
    """Most points first; ties by development, LV3, city cards, tasks, then earlier in the last
    round's turn order. The Špeditér's seat is ranked too."""
    rows = {s: breakdown(state, s) for s in range(state.np)}

    def key(s: int):
        row = rows[s]
        return (-sum(row.values()), *(-row[k] for k in SOURCES), state.order.index(s))

    return sorted(range(state.np), key=key)
