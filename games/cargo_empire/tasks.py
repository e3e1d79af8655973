"""Scoring of the task cards (karty úkolů): one function per card kind, over a plain snapshot.

'Presence' in a city: at least one of the player's posts on its tile or in its station area.
"""
from __future__ import annotations

from dataclasses import dataclass

from .board import Board
from .data import Task


@dataclass
class Snapshot:
    """What task scoring looks at for one seat."""

    seat: int
    players: int
    posts: dict[str, int]  # city → this seat's posts there (tile + station area)
    levels: dict[str, int]  # city → 1, 2 or 3
    city_cards: int
    task_cards: int
    progress: list[dict[str, int]]  # per participant: marker → progress
    extra_ports: frozenset[str] = frozenset()  # cities this seat counts as ports (Tino's end choice)


def presence(snap: Snapshot) -> set[str]:
    return {c for c, k in snap.posts.items() if k > 0}


def _in_group(board: Board, city: str, group: str, extra_ports: frozenset[str] = frozenset()) -> bool:
    info = board.cities[city]
    port = info.port or city in extra_ports
    if group == "port":
        return port
    if group == "inland":
        return not port
    return info.group == group


def largest_network(board: Board, cities: set[str]) -> int:
    """Size of the largest set of presence cities joined to each other by land routes (a route
    through a Dyorle rush space still joins its two cities)."""
    best, seen = 0, set()
    for start in sorted(cities):
        if start in seen:
            continue
        todo, comp = [start], {start}
        while todo:
            for n in board.city_adj[todo.pop()]:
                if n in cities and n not in comp:
                    comp.add(n)
                    todo.append(n)
        seen |= comp
        best = max(best, len(comp))
    return best


def score_task(task: Task, snap: Snapshot, board: Board) -> int:
    here = presence(snap)
    ports = snap.extra_ports
    if task.kind == "set":
        return task.points * min(sum(_in_group(board, c, g, ports) for c in here) for g in task.groups)
    if task.kind == "network":
        return task.points * largest_network(board, here)
    if task.kind == "group_count":
        return task.tier_points(sum(_in_group(board, c, task.group, ports) for c in here))
    if task.kind == "city_cards":
        return task.tier_points(snap.city_cards)
    if task.kind == "level_count":
        return task.tier_points(sum(snap.levels[c] == task.level for c in here))
    if task.kind == "per_level3":
        return task.points * sum(snap.levels[c] == 3 for c in here)
    if task.kind == "four_posts":
        return task.points if any(k >= 4 for k in snap.posts.values()) else 0
    if task.kind == "exactly_two":
        return task.points * sum(k == 2 for k in snap.posts.values())
    if task.kind == "task_cards":
        return task.tier_points(snap.task_cards)
    if task.kind == "behind":
        value = task.by_players.get(snap.players, 0)
        mine = snap.progress[snap.seat][task.marker]
        return value * sum(1 for s, p in enumerate(snap.progress) if s != snap.seat and p[task.marker] < mine)
    raise ValueError(task.kind)  # pragma: no cover - the schema closes the kinds


__all__ = ["Snapshot", "largest_network", "presence", "score_task"]
