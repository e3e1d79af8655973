"""The special spaces of the player board (pp. 16–17) that reward once: a worker, a "?" token,
10 points for an end station. New rail colours come straight from ``rails.step``; the recurring
ones (St. Petersburg doubling, Kiev bonuses, the Kiev medal) are counted in ``scoring``."""
from __future__ import annotations

from vypravci.games.core import Event

from ..data import LINES, load_board
from .locomotives import line_range


def reached(player: dict, line: str, space: int, rail: str, loco: bool) -> bool:
    if player["rails"][line].get(rail, 0) < space:
        return False
    return not loco or line_range(player, line) >= space


def gain_worker(state, seat: int) -> list[Event]:
    p = state.players[seat]
    if p["extra"] >= load_board().supply["extra_workers"]:
        return []
    p["extra"] += 1
    p["total"] += 1
    p["workers"] += 1
    return [Event(key="rr-worker", params={"seat": seat})]


def check(state, seat: int) -> list[Event]:
    """Claim every one-time special the player now meets; queue the decisions they give."""
    board = load_board()
    p = state.players[seat]
    events: list[Event] = []
    for sp in board.specials:
        key = f"{sp.line}-{sp.space}"
        if sp.reward.startswith("rails:") or key in p["claimed"]:
            continue
        if not reached(p, sp.line, sp.space, sp.rail, sp.loco):
            continue
        p["claimed"].append(key)
        if sp.reward == "worker":
            events += gain_worker(state, seat)
        elif sp.reward == "token":
            state.tasks.append({"k": "token", "must": False, "bonus": True})
            events.append(Event(key="rr-token-space", params={"seat": seat, "line": sp.line, "space": sp.space}))
    for line in LINES:
        key = f"end-{line}"
        if key not in p["claimed"] and p["rails"][line]["black"] >= board.line(line).length:
            p["claimed"].append(key)
            p["score"] += board.end_station_points
            events.append(Event(key="rr-end-station", params={"seat": seat, "line": line,
                                                              "points": board.end_station_points}))
    return events
