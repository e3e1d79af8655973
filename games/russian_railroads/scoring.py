"""Scoring after every round (pp. 18–19) and the final scoring (p. 20).

A line scores only the spaces its locomotives reach. Each space scores the value of the colour
covering it (a rail is followed by virtual rails of its colour back to the next rail). On the
Trans-Siberian a doubling token doubles its space; St. Petersburg doubles entirely once its grey
rail and locomotive reach space 7; Kiev adds its bonuses for spaces black rail and locomotive
reached, and the medal. Industry scores each marker's value.
"""
from __future__ import annotations

from .data import LINES, load_board, load_components
from .player_board.industry import value as industry_value
from .player_board.locomotives import line_range
from .player_board.rails import covering


def line_points(p: dict, line: str) -> int:
    board = load_board()
    held = p["rails"][line]
    reach = line_range(p, line)
    values = board.revalued if p["revalued"] else board.values
    total = 0
    for space in range(1, reach + 1):
        colour = covering(held, space)
        points = values[colour] if colour else 0
        if line == "ts" and space <= p["doubling"]:
            points *= 2
        total += points
    if line == "spb":
        cond = board.spb_double
        if held.get(cond.rail, 0) >= cond.space and reach >= cond.space:
            total *= 2
    if line == "kiev":
        for space, bonus in board.kiev_bonus.items():
            if held["black"] >= space and reach >= space:
                total += bonus
        medal = board.kiev_medal
        if p["medal"] and held.get(medal.rail, 0) >= medal.space and reach >= medal.space:
            total += medal.points
    return total


def round_score(p: dict) -> dict[str, int]:
    row = {line: line_points(p, line) for line in LINES}
    row["industry"] = sum(industry_value(pos) for pos in p["industry"])
    row["total"] = sum(row.values())
    return row


# ------------------------------------------------------------------------------------ final
def end_card_points(p: dict, card: str) -> int:
    spec = next(c.score for c in load_components().end_cards if c.id == card)
    kind, *args = spec.split(":")
    nums = [int(a) for a in args]
    board = load_board()
    if kind == "flat":
        return nums[0]
    if kind == "end_stations":
        count = sum(1 for ln in LINES if p["rails"][ln]["black"] >= board.line(ln).length)
        return min(count * nums[0], nums[1])
    if kind == "factories":
        return min(len(p["factories"]) * nums[0], nums[1])
    if kind == "locomotives":
        return sum(t for held in p["locos"].values() for t in held)
    if kind == "workers":
        return min((p["extra"] + (1 if p["black"] else 0)) * nums[0], nums[1])
    if kind == "black_rails":
        return sum(p["rails"][ln]["black"] for ln in LINES)
    if kind == "tokens":
        return min(len(p["tokens_used"]) * nums[0], nums[1])
    if kind == "doubling":
        return 30 if p["doubling"] >= 7 else 20 if p["doubling"] >= 4 else 0
    if kind == "engineers":
        return len(p["engineers"]) * nums[0]
    return 0  # "extra-engineer": counts in the majority instead


def majority(players: list[dict]) -> list[int]:
    """40 / 20 for the most and second most engineers; ties go to the highest engineer number;
    at least one engineer tile is needed (p. 20). The 'extra-engineer' end card counts as one more."""
    board_points = [0] * len(players)
    ranked = []
    for seat, p in enumerate(players):
        if not p["engineers"]:
            continue
        count = len(p["engineers"]) + p["end_cards"].count("extra-engineer")
        ranked.append((count, max(p["engineers"]), seat))
    ranked.sort(reverse=True)
    for prize, entry in zip((40, 20), ranked):
        board_points[entry[2]] = prize
    return board_points
