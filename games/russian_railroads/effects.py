"""What an action space, engineer, factory, token or card does: its operations become tasks.

An effect is a list of operations from the data files ("steps:black,black", "industry:1",
"loco_or_factory", …). ``expand`` turns them into tasks for the acting player; automatic tasks
run at once (``run_auto``), the others wait for that player's answer (``answers`` / ``answer``).
``must``: a board action must be carried out completely, so it may only be chosen when it can be
(``performable``); an own engineer's, a factory's or a token's action may stop part way.
"""
from __future__ import annotations

from vypravci.games.core import Event

from .player_board import industry, rails, specials
from .actions import (Choose, EndBonus, Factory, Industry, Later, Locomotive, Repeat, Step, Stop,
                      TakeCard, UseToken)
from .data import load_board, load_components
from .player_board.locomotives import can_factory, can_loco, factory_tiles, gaps, lowest, placements, put, take_tile

AUTO = {"points", "coins", "seasonal", "doubling", "hire", "endbonus", "second_marker", "revalue", "medal",
        "card_engineer", "black_worker"}
AGAIN = {"doubling": "doubling:1", "industry": "industry:1", "black": "steps:black"}


def expand(ops, must: bool, bw: bool = False, bonus: bool = False) -> list[dict]:
    """Tasks for ``ops``; ``bonus`` marks what a player-board space or a factory reached gives."""
    tasks: list[dict] = []
    for op in ops:
        name, _, arg = op.partition(":")
        if name == "steps":
            tasks.append({"k": "steps", "slots": arg.split(","), "must": must, "bw": bw, "bd": False})
        elif name in ("industry", "doubling", "coins", "seasonal"):
            tasks.append({"k": name, "n": int(arg), "must": must})
        elif name == "points":
            tasks.append({"k": "points", "v": arg, "must": must})
        elif name == "order":
            continue  # the turn-order spaces act at the end of the round
        elif name == "loco_or_factory":
            tasks.append({"k": "lof", "must": must})
        else:
            tasks.append({"k": name, "must": must})
    if bonus:
        for task in tasks:
            task["bonus"] = True
    return tasks


# ------------------------------------------------------------------------------ can it be done
def doubling_room(state, p: dict) -> int:
    return min(load_board().doubling_slots - p["doubling"], state.doubling_supply)


def card_ok(state, seat: int, card: str) -> bool:
    return performable(state, seat, load_components().named("cards", card).effect, True)


def repeat_targets(state, seat: int, must: bool) -> list[dict]:
    out, seen = [], set()
    for used in state.players[seat]["used"]:
        if used["space"] in seen or "repeat" in used["ops"]:
            continue
        if performable(state, seat, used["ops"], must):
            seen.add(used["space"])
            out.append(used)
    return out


def _op_ok(state, seat: int, op: str, ops, must: bool) -> bool:
    p = state.players[seat]
    name, _, arg = op.partition(":")
    if name == "industry":
        # A factory built by the same action may open the gap ahead (the factory card).
        return industry.can_advance(p) or "factory" in ops
    if name == "doubling":
        return doubling_room(state, p) >= (int(arg) if must else 1)
    if name == "coins":
        return state.bank >= (int(arg) if must else 1)
    if name == "hire":
        return state.strip[-1] is not None
    if name == "loco":
        return can_loco(state, p)
    if name == "factory":
        return can_factory(state, p, skip_lowest="loco" in ops)
    if name == "loco_or_factory":
        return can_loco(state, p) or can_factory(state, p)
    if name == "loco9":
        return bool(placements(p, 9))
    if name == "repeat":
        return bool(repeat_targets(state, seat, must))
    if name == "card":
        return any(card_ok(state, seat, c) for c in state.cards)
    if name == "again":
        return any(performable(state, seat, [AGAIN[o]], True) for o in AGAIN)
    if name == "black_worker":
        return not p["black"]
    return True  # points, seasonal, end bonus, tokens' own effects, order


def performable(state, seat: int, ops, must: bool = True) -> bool:
    """``must``: every part can be done completely; otherwise: some part does something."""
    p = state.players[seat]
    slots = [s for op in ops if op.startswith("steps:") for s in op[6:].split(",")]
    results = []
    if slots:
        results.append(rails.feasible(p["rails"], slots) if must else bool(rails.moves(p["rails"], slots)))
    results += [_op_ok(state, seat, op, ops, must) for op in ops if not op.startswith("steps:")]
    return all(results) if must else any(results)


# --------------------------------------------------------------------------------- automatic
def is_auto(state, task: dict) -> bool:
    k = task["k"]
    if k in AUTO:
        return True
    if k == "industry":
        return len(state.players[state.active]["industry"]) == 1
    if k == "factory":
        return len(factory_tiles(state)) <= 1
    return False


def run_auto(state, task: dict) -> list[Event]:
    """Carry out an automatic task (already removed from the queue)."""
    seat = state.active
    p = state.players[seat]
    k = task["k"]
    ev: list[Event] = []
    if k == "points":
        pts = _points(state, p, task["v"])
        p["score"] += pts
        ev.append(Event(key="rr-points", params={"seat": seat, "points": pts}))
    elif k == "coins":
        got = min(task["n"], state.bank)
        state.bank -= got
        p["coins"] += got
        ev.append(Event(key="rr-coins", params={"seat": seat, "coins": got}))
    elif k == "seasonal":
        p["seasonal"] += task["n"]
        ev.append(Event(key="rr-seasonal", params={"seat": seat, "workers": task["n"]}))
    elif k == "doubling":
        got = min(task["n"], doubling_room(state, p))
        p["doubling"] += got
        state.doubling_supply -= got
        ev.append(Event(key="rr-doubling", params={"seat": seat, "tokens": got}))
    elif k == "hire":
        number = state.strip[-1]
        state.strip[-1] = None
        p["engineers"].append(number)
        ev.append(Event(key="rr-hired", params={"seat": seat, "engineer": number}))
    elif k == "endbonus":
        p["endbonus"] += 1
    elif k == "second_marker":
        p["industry"].append(0)
        ev.append(Event(key="rr-second-marker", params={"seat": seat}))
    elif k == "revalue":
        p["revalued"] = True
        ev.append(Event(key="rr-revalued", params={"seat": seat}))
    elif k == "medal":
        p["medal"] = True
        ev.append(Event(key="rr-medal", params={"seat": seat}))
    elif k == "card_engineer":
        p["engineers"].append(state.card_engineer)
        ev.append(Event(key="rr-hired", params={"seat": seat, "engineer": state.card_engineer}))
    elif k == "black_worker":
        p["black"] = True
        p["black_ready"] = True
        ev.append(Event(key="rr-black-worker", params={"seat": seat}))
    elif k == "industry":
        for _ in range(task["n"]):
            if industry.next_position(p, 0) is None:
                break
            ev += industry_step(state, seat, 0)
    elif k == "factory":
        tiles = factory_tiles(state)
        if tiles and gaps(p) > 0:
            ev += build_factory(state, seat, tiles[0])
    return ev


def _points(state, p: dict, v: str) -> int:
    if v == "engineer_sum":
        return sum(p["engineers"])
    if v == "best_two_locos":
        tiles = sorted((t for held in p["locos"].values() for t in held), reverse=True)
        return sum(tiles[:2])
    return int(v)


# ------------------------------------------------------------------------------- single moves
def industry_step(state, seat: int, marker: int) -> list[Event]:
    p = state.players[seat]
    pos = industry.next_position(p, marker)
    p["industry"][marker] = pos
    ev = [Event(key="rr-industry", params={"seat": seat, "marker": marker, "position": pos})]
    space = industry.track()[pos]
    tile = industry.factory_at(p, pos)
    if tile is not None:
        state.tasks.extend(expand(load_components().factory(tile).effect, must=False, bonus=True))
        ev.append(Event(key="rr-factory-reached", params={"seat": seat, "tile": tile}))
    if space.token and "industry-token" not in p["claimed"]:
        p["claimed"].append("industry-token")
        state.tasks.append({"k": "token", "must": False, "bonus": True})
    if space.bonus_card and "industry-card" not in p["claimed"]:
        p["claimed"].append("industry-card")
        p["endbonus"] += 1
    return ev


def build_factory(state, seat: int, tile: int) -> list[Event]:
    p = state.players[seat]
    take_tile(state, tile)
    p["factories"].append(tile)
    return [Event(key="rr-factory", params={"seat": seat, "tile": tile})]


def _finish_steps(state, task: dict) -> None:
    state.tasks.remove(task)
    if task["bw"] and task["bd"]:
        state.tasks.insert(0, {"k": "steps", "slots": ["black"], "must": False, "bw": False, "bd": False,
                               "bonus": True})


# ----------------------------------------------------------------------------------- answers
def answers(state, task: dict) -> list:
    seat = state.active
    p = state.players[seat]
    k = task["k"]
    out: list = []
    if k == "steps":
        for line, colour in rails.moves(p["rails"], task["slots"]):
            if task["must"]:
                trial = {ln: dict(held) for ln, held in p["rails"].items()}
                rails.step(trial, line, colour)
                rest = list(task["slots"])
                rest.pop(rails.take_slot(rest, colour))
                if not rails.feasible(trial, rest):
                    continue
            out.append(Step(seat=seat, line=line, colour=colour))
        if out and not task["must"]:
            out.append(Stop(seat=seat))
    elif k == "industry":
        out = [Industry(seat=seat, marker=m) for m in range(len(p["industry"]))
               if industry.next_position(p, m) is not None]
        if out:
            out.append(Stop(seat=seat))
    elif k in ("loco", "lof", "loco9", "bump"):
        tile = 9 if k == "loco9" else task["tile"] if k == "bump" else lowest(state)
        if tile is not None:
            out = [Locomotive(seat=seat, line=ln, replace=r) for ln, r in placements(p, tile)]
        if k == "bump":
            out.append(Locomotive(seat=seat, line=None))
        if k == "lof" and gaps(p) > 0:
            out += [Factory(seat=seat, tile=t) for t in factory_tiles(state)]
    elif k == "factory":
        if gaps(p) > 0:
            out = [Factory(seat=seat, tile=t) for t in factory_tiles(state)]
    elif k == "repeat":
        out = [Repeat(seat=seat, space=u["space"]) for u in repeat_targets(state, seat, task["must"])]
        if out and not task["must"]:
            out.append(Stop(seat=seat))
    elif k == "card":
        out = [TakeCard(seat=seat, card=c) for c in state.cards if card_ok(state, seat, c)]
        if out:
            out.append(Stop(seat=seat))
    elif k == "again":
        out = [Choose(seat=seat, option=o) for o in AGAIN if performable(state, seat, [AGAIN[o]], True)]
    elif k == "token":
        out = [UseToken(seat=seat, token=t) for t in p["tokens"]] + [UseToken(seat=seat, token=None)]
    if out and may_defer(state, task):
        out.append(Later(seat=seat))
    return out


def may_defer(state, task: dict) -> bool:
    """A bonus decision may wait behind another bonus decision, once."""
    if not task.get("bonus") or task.get("later"):
        return False
    return any(t.get("bonus") and not is_auto(state, t) for t in state.tasks if t is not task)


def end_bonus_answers(state, seat: int) -> list:
    return [EndBonus(seat=seat, card=c) for c in sorted(state.pile)] + [EndBonus(seat=seat, card=None)]


def answer(state, task: dict, action) -> list[Event]:
    """Apply a checked answer to the task at the head of the queue."""
    seat = state.active
    p = state.players[seat]
    k = task["k"]
    ev: list[Event] = []
    if isinstance(action, Later):
        state.tasks.remove(task)
        task["later"] = True
        state.tasks.append(task)
        return ev
    if isinstance(action, Stop):
        if k == "steps":
            _finish_steps(state, task)
        else:
            state.tasks.remove(task)
        return ev
    if k == "steps":
        task["slots"].pop(rails.take_slot(task["slots"], action.colour))
        new = rails.step(p["rails"], action.line, action.colour)
        if action.colour == "black":
            task["bd"] = True
        ev.append(Event(key="rr-step", params={"seat": seat, "line": action.line, "colour": action.colour,
                                               "position": p["rails"][action.line][action.colour]}))
        if new:
            ev.append(Event(key="rr-rails", params={"seat": seat, "colour": new}))
            if new == "white":
                state.tasks.append({"k": "steps", "slots": ["white", "white"], "must": False, "bw": False,
                                    "bd": False, "bonus": True})
        ev += specials.check(state, seat)
        if not task["slots"]:
            _finish_steps(state, task)
        return ev
    if k == "industry":
        task["n"] -= 1
        if task["n"] <= 0:
            state.tasks.remove(task)
        return ev + industry_step(state, seat, action.marker)
    state.tasks.remove(task)
    if isinstance(action, Factory):
        return build_factory(state, seat, action.tile)
    if isinstance(action, Locomotive):
        if k == "bump":
            tile = task["tile"]
        elif k == "loco9":
            tile = 9
        else:
            tile = lowest(state)
            take_tile(state, tile)
        if action.line is None:
            state.returned.append(tile)
            state.returned.sort()
            return [Event(key="rr-loco-returned", params={"seat": seat, "tile": tile})] + specials.check(state, seat)
        old = put(p, tile, action.line, action.replace)
        ev.append(Event(key="rr-loco", params={"seat": seat, "tile": tile, "line": action.line}))
        if old is not None:
            state.tasks.insert(0, {"k": "bump", "tile": old, "must": False})
        else:
            ev += specials.check(state, seat)
        return ev
    if isinstance(action, Repeat):
        used = next(u for u in p["used"] if u["space"] == action.space)
        state.tasks[0:0] = expand(used["ops"], must=task["must"], bw=used["black"])
        return [Event(key="rr-repeat", params={"seat": seat, "space": action.space})]
    if isinstance(action, TakeCard):
        state.cards.remove(action.card)
        state.tasks[0:0] = expand(load_components().named("cards", action.card).effect, must=True)
        return [Event(key="rr-card", params={"seat": seat, "card": action.card})]
    if isinstance(action, Choose):
        state.tasks[0:0] = expand([AGAIN[action.option]], must=True)
        return ev
    if isinstance(action, UseToken):
        if action.token is None:
            return [Event(key="rr-token-forfeited", params={"seat": seat})]
        p["tokens"].remove(action.token)
        p["tokens_used"].append(action.token)
        state.tasks[0:0] = expand(load_components().named("tokens", action.token).effect, must=False)
        return [Event(key="rr-token", params={"seat": seat, "token": action.token})]
    raise AssertionError(f"unhandled answer {action}")
