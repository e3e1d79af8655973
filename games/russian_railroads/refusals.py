"""Why Ruské železnice refuses an action: the rule that stops it and its numbers.

``state._check`` accepts exactly the listed legal actions; anything else comes here for its
reason — the part of a space's action that cannot be done (a rail colour not unlocked yet, no room
for the rail steps, no locomotive left), what an open decision waits for, or which value of the
answer breaks which rule. ``error-rr-not-performable`` is left only as the last resort.
"""
from __future__ import annotations

from vypravci.games.core import RuleError

from .data import COLOURS, load_board, load_components
from .effects import AGAIN, _op_ok, doubling_room
from .player_board import industry, rails
from .player_board.locomotives import factory_tiles, gaps, lowest

# Which answer types each kind of open decision takes (effects.answers lists the values).
ANSWERS = {
    "steps": ("step", "stop", "later"), "industry": ("industry", "stop", "later"),
    "loco": ("locomotive", "later"), "lof": ("locomotive", "factory", "later"), "loco9": ("locomotive", "later"),
    "bump": ("locomotive", "later"), "factory": ("factory", "later"), "repeat": ("repeat", "stop", "later"),
    "card": ("card", "stop", "later"), "again": ("choose", "later"), "token": ("token", "later"),
}
ASKS = {"start": ("start_card",), "turn": ("place", "pass"), "relocate": ("relocate",), "end_bonus": ("end_bonus",)}


def waiting(kind: str, action_type: str, section: str) -> RuleError:
    """The game waits for another kind of decision than ``action_type``."""
    return RuleError("error-rr-waiting", section, waiting=kind, type=action_type)


# ------------------------------------------------------------------------------ a space's action
def unlock_space(colour: str) -> int | None:
    """The Trans-Siberian space whose black rail brings ``colour`` (p. 16)."""
    return next((space for space, c in rails.UNLOCKS.items() if c == colour), None)


def _held(p: dict, colour: str) -> bool:
    return any(colour in held for held in p["rails"].values())


def rail_problem(p: dict, slots: list[str], must: bool) -> RuleError | None:
    """Why the rail steps of ``slots`` cannot be made (all of them when ``must``, else any)."""
    if (rails.feasible(p["rails"], slots) if must else rails.moves(p["rails"], slots)):
        return None
    for colour in dict.fromkeys(s for s in slots if s in COLOURS):
        if not _held(p, colour):
            return RuleError("error-rr-rail-locked", "rails", rail=colour, space=unlock_space(colour))
    room = {c: rails._capacity(p["rails"], c) for c in COLOURS}
    need = {c: slots.count(c) if must else 1 for c in COLOURS}
    for colour in dict.fromkeys(s for s in slots if s in COLOURS):
        if room[colour] < need[colour]:
            return RuleError("error-rr-rail-room", "rails", rail=colour, need=need[colour], room=room[colour])
    if "bg" in slots:
        wanted = (slots.count("bg") + need["black"] * ("black" in slots) + need["grey"] * ("grey" in slots)) if must else 1
        if room["black"] + room["grey"] < wanted:
            return RuleError("error-rr-rail-room", "rails", rail="bg", need=wanted, room=room["black"] + room["grey"])
    return RuleError("error-rr-rail-room", "rails", rail="any", need=len(slots) if must else 1, room=sum(room.values()))


def industry_problem(p: dict, marker: int = 0) -> RuleError:
    """Why an industry marker cannot move: the end of the track, or a factory gap not yet filled."""
    pos = p["industry"][marker] + 1
    while pos in [x for i, x in enumerate(p["industry"]) if i != marker]:
        pos += 1
    if pos >= len(industry.track()):
        return RuleError("error-rr-industry-end", "industry")
    return RuleError("error-rr-industry-gap", "industry", factories=len(p["factories"]))


def _loco_problem(tile: int | None) -> RuleError:
    if tile is None:
        return RuleError("error-rr-no-loco-left", "locomotives")
    return RuleError("error-rr-loco-no-room", "locomotives", tile=tile)


def _factory_problem(p: dict) -> RuleError:
    if gaps(p) <= 0:
        return RuleError("error-rr-factory-gaps-full", "locomotives")
    return RuleError("error-rr-no-factory-tile", "locomotives")


def op_problem(state, seat: int, op: str, ops, must: bool) -> RuleError | None:
    """Why one operation of an action cannot be done (None: it can)."""
    if _op_ok(state, seat, op, ops, must):
        return None
    p = state.players[seat]
    name, _, arg = op.partition(":")
    if name == "industry":
        return industry_problem(p)
    if name == "doubling":
        return RuleError("error-rr-doubling-room", "doubling", need=int(arg) if must else 1, room=doubling_room(state, p))
    if name == "coins":
        return RuleError("error-rr-bank-empty", "placement", need=int(arg) if must else 1, bank=state.bank)
    if name == "hire":
        return RuleError("error-rr-no-engineer", "engineers")
    if name == "loco":
        return _loco_problem(lowest(state))
    if name == "loco9":
        return _loco_problem(9)
    if name == "factory":
        return _factory_problem(p)
    if name == "loco_or_factory":
        tile = lowest(state)
        return RuleError("error-rr-no-loco-nor-factory", "locomotives", tile=tile or 0,
                         loco="none-left" if tile is None else "no-room",
                         factory="gaps-full" if gaps(p) <= 0 else "no-tile")
    if name == "repeat":
        return RuleError("error-rr-nothing-to-repeat", "engineers")
    if name == "card":
        return RuleError("error-rr-no-card", "tokens-and-cards")
    if name == "again":
        return RuleError("error-rr-nothing-again", "tokens-and-cards")
    if name == "black_worker":
        return RuleError("error-rr-has-black-worker", "tokens-and-cards")
    return None


def ops_problem(state, seat: int, ops, must: bool, space: str = "") -> RuleError:
    """Why an action (a space's, an engineer's, a card's) cannot be done: completely when ``must``,
    else at all. The first part that fails gives the reason."""
    p = state.players[seat]
    slots = [s for op in ops if op.startswith("steps:") for s in op[6:].split(",")]
    problem = rail_problem(p, slots, must) if slots else None
    if problem is not None:
        return problem
    for op in ops:
        if op.startswith("steps:"):
            continue
        problem = op_problem(state, seat, op, ops, must)
        if problem is not None:
            return problem
    return RuleError("error-rr-not-performable", "placement", space=space)


# ------------------------------------------------------------------------------ answers
def answer_problem(state, task: dict, action) -> RuleError:
    """Why ``action`` does not answer the open task ``task`` (at the head of the queue)."""
    seat = state.active
    p = state.players[seat]
    k = task["k"]
    if action.type not in ANSWERS.get(k, ()):
        return waiting(k, action.type, "actions")
    if action.type == "later":
        return RuleError("error-rr-no-later", "actions")
    if action.type == "stop":
        return RuleError("error-rr-must-finish", "actions")
    if action.type == "step":
        return _step_problem(p, task, action)
    if action.type == "industry":
        if action.marker >= len(p["industry"]):
            return RuleError("error-rr-no-second-marker", "industry")
        return industry_problem(p, action.marker)
    if action.type == "locomotive":
        return _locomotive_problem(state, p, task, action)
    if action.type == "factory":
        if gaps(p) <= 0:
            return RuleError("error-rr-factory-gaps-full", "locomotives")
        return RuleError("error-rr-factory-tile", "locomotives", tile=action.tile,
                         tiles=", ".join(str(t) for t in factory_tiles(state)) or "—")
    if action.type == "repeat":
        used = next((u for u in p["used"] if u["space"] == action.space), None)
        if used is None or "repeat" in used["ops"]:
            return RuleError("error-rr-repeat-unused", "engineers", space=action.space)
        return ops_problem(state, seat, used["ops"], task["must"], action.space)
    if action.type == "card":
        if action.card not in state.cards:
            return RuleError("error-rr-card-gone", "tokens-and-cards", card=action.card)
        return ops_problem(state, seat, load_components().named("cards", action.card).effect, True)
    if action.type == "choose":
        return ops_problem(state, seat, [AGAIN[action.option]], True)
    if action.type == "token":
        return RuleError("error-rr-token-used", "tokens-and-cards", token=action.token)
    return RuleError("error-rr-not-performable", "actions", space="")


def _step_problem(p: dict, task: dict, action) -> RuleError:
    line, colour = action.line, action.colour
    if not any(rails.matches(s, colour) for s in task["slots"]):
        return RuleError("error-rr-step-colour", "rails", rail=colour)
    if colour not in load_board().line(line).colours:
        return RuleError("error-rr-line-colour", "rails", rail=colour, line=line)
    held = p["rails"][line]
    if colour not in held:
        return RuleError("error-rr-rail-locked", "rails", rail=colour, space=unlock_space(colour))
    pos = held[colour]
    if pos + 1 > rails.length(line):
        return RuleError("error-rr-line-end", "rails", rail=colour, line=line)
    i = COLOURS.index(colour)
    if i > 0 and held[COLOURS[i - 1]] <= pos + 1:
        return RuleError("error-rr-rail-behind", "rails", rail=colour, ahead=COLOURS[i - 1], line=line,
                         position=held[COLOURS[i - 1]])
    return RuleError("error-rr-step-strands", "placement", rail=colour, line=line)


def _locomotive_problem(state, p: dict, task: dict, action) -> RuleError:
    k = task["k"]
    if k == "lof" and lowest(state) is None:
        return RuleError("error-rr-no-loco-left", "locomotives")
    tile = 9 if k == "loco9" else task["tile"] if k == "bump" else lowest(state)
    if action.line is None:
        return RuleError("error-rr-loco-line-needed", "locomotives", tile=tile)
    held = p["locos"][action.line]
    if action.replace is None:
        return RuleError("error-rr-line-full", "locomotives", line=action.line, count=len(held))
    if action.replace not in held:
        return RuleError("error-rr-loco-not-there", "locomotives", tile=action.replace, line=action.line)
    return RuleError("error-rr-loco-not-weaker", "locomotives", tile=tile, old=action.replace)


# ------------------------------------------------------------------------------ top-level asks
def ask_problem(state, kind: str, action) -> RuleError:
    """Why ``action`` does not answer the top-level question (set-up card, relocation, end bonus)."""
    if action.type not in ASKS[kind]:
        return waiting(kind, action.type, {"start": "setup", "relocate": "turn-order",
                                            "end_bonus": "end-bonus"}.get(kind, "placement"))
    if action.type == "start_card":
        return RuleError("error-rr-start-card-taken", "setup", card=action.card)
    if action.type == "end_bonus":
        return RuleError("error-rr-end-card-gone", "end-bonus", card=action.card)
    return RuleError("error-rr-not-performable", "placement", space="")


def relocate_problem(state, seat: int, space: str) -> RuleError:
    """Why the turn-order worker may not move to ``space`` (p. 15)."""
    from .main_board import placement

    if space.startswith("own-"):
        p = state.players[seat]
        number = int(space[4:]) if space[4:].isdigit() else None
        if number not in p["engineers"]:
            return RuleError("error-rr-not-your-engineer", "engineers", space=space)
        if number in p["eng_used"]:
            return RuleError("error-rr-space-taken", "placement", space=space)
        return ops_problem(state, seat, placement.space_ops(state, seat, space)[0], False, space)
    known = {s.id: s for s in placement.board_spaces(state)}
    if space not in known:
        return RuleError("error-rr-no-space", "placement", space=space)
    s = known[space]
    if s.workers != 1 or s.coins or space in placement.ONE_WORKER_EXCLUDED:
        return RuleError("error-rr-relocate-one-worker", "turn-order", space=space)
    if not placement.free(state, s):
        return RuleError("error-rr-space-taken", "placement", space=space)
    ops, must, _ = placement.space_ops(state, seat, space)
    return ops_problem(state, seat, ops, must, space)

