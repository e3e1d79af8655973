"""Worker placement (pp. 13–15): which action spaces are open, what they cost, how one pays.

A space costs workers and, on two spaces, a coin that must be a coin. Coins may stand in for
workers (never the other way round); seasonal workers are used before the player's own; the black
worker may be one of the workers. An occupied space is closed for the round, except the
unlimited bottom rail space. A board action may only be chosen if it can be done completely.
"""
from __future__ import annotations

from ..actions import Place
from ..data import load_board
from ..effects import performable
from . import engineers, turn_order

ONE_WORKER_EXCLUDED = ("seasonal", "order-1", "order-2", "hire")


def board_spaces(state) -> list:
    """The spaces of the board side in play this round."""
    last = state.round == state.rounds
    out = []
    for s in load_board().spaces:
        if (s.closed_2p and state.n == 2) or (s.first_rounds and last) or (s.last_round and not last):
            continue
        if s.id in engineers.VARIABLE and engineers.at_space(state, s.id) is None:
            continue
        out.append(s)
    return out


def space_ops(state, seat: int, space: str) -> tuple[tuple[str, ...], bool, int | None]:
    """(operations, must be complete, engineer number) of a board or own-engineer space."""
    if space.startswith("own-"):
        number = int(space[4:])
        return engineers.effect(number), False, number
    if space in engineers.VARIABLE:
        number = engineers.at_space(state, space)
        return engineers.effect(number), True, number
    return load_board().space(space).effect, True, None


def free(state, space) -> bool:
    return space.unlimited or not state.occupied.get(space.id)


def payments(state, seat: int, workers: int, coins: int) -> list[tuple[int, bool]]:
    """(coins paid, black worker used) for every way the player can pay."""
    p = state.players[seat]
    out = []
    for paid in range(coins, coins + workers + 1):
        if paid > p["coins"]:
            break
        for black in (False, True):
            if black and not p["black_ready"]:
                continue
            figures = workers - (paid - coins) - (1 if black else 0)
            if figures < 0 or figures > p["workers"] + p["seasonal"]:
                continue
            out.append((paid, black))
    return out


def own_spaces(state, seat: int) -> list[str]:
    p = state.players[seat]
    return [f"own-{n}" for n in p["engineers"] if n not in p["eng_used"]
            and performable(state, seat, engineers.effect(n), False)]


def placements(state, seat: int) -> list[Place]:
    out: list[Place] = []
    for s in board_spaces(state):
        if not free(state, s):
            continue
        if s.id.startswith("order-") and not turn_order.may_claim(state, seat, int(s.id[-1])):
            continue
        pays = payments(state, seat, s.workers, s.coins)
        if not pays:
            continue
        ops, must, _ = space_ops(state, seat, s.id)
        if not performable(state, seat, ops, must):
            continue
        out += [Place(seat=seat, space=s.id, coins=c, black=b) for c, b in pays]
    for space in own_spaces(state, seat):
        out += [Place(seat=seat, space=space, coins=c, black=b) for c, b in payments(state, seat, 1, 0)]
    return out


def relocation_spaces(state, seat: int) -> list[str]:
    """Free spaces that take exactly one worker and nothing else (p. 15)."""
    out = []
    for s in board_spaces(state):
        if s.workers != 1 or s.coins or s.id in ONE_WORKER_EXCLUDED or not free(state, s):
            continue
        ops, must, _ = space_ops(state, seat, s.id)
        if performable(state, seat, ops, must):
            out.append(s.id)
    return out + own_spaces(state, seat)


def cost(state, space: str) -> tuple[int, int]:
    if space.startswith("own-"):
        return 1, 0
    s = load_board().space(space)
    return s.workers, s.coins


def occupy(state, seat: int, space: str, paid: int, black: bool) -> list[dict]:
    """Pay, occupy and return the tasks of the space."""
    p = state.players[seat]
    workers, coins = cost(state, space)
    figures = workers - (paid - coins) - (1 if black else 0)
    p["coins"] -= paid
    state.board_coins += paid
    if black:
        p["black_ready"] = False
    seasonal = min(figures, p["seasonal"])
    p["seasonal"] -= seasonal
    p["workers"] -= figures - seasonal
    state.occupied.setdefault(space, []).append(seat)
    return start_space(state, seat, space, black, workers == 1 and coins == 0)


def start_space(state, seat: int, space: str, black: bool, one_worker: bool) -> list[dict]:
    from ..effects import expand

    p = state.players[seat]
    ops, must, number = space_ops(state, seat, space)
    if space.startswith("own-"):
        p["eng_used"].append(number)
    if one_worker and space not in ONE_WORKER_EXCLUDED:
        p["used"].append({"space": space, "ops": list(ops), "black": black})
    return expand(ops, must, bw=black)
