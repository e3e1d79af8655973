"""Pending decisions of the variants (the western branch of Zlatý hřeb, the port of Přístavy, the
next player of V ruchu a spěchu): the state keeps ``pending`` (a list of dicts, the first one
answered first) and only the matching action is legal until it is answered. A decision with a
single option is taken at once; Mašinfíra answers its own by its rules (automa.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from vypravci.games.core import Action, Event, RuleError
from vypravci.games.core.hexgrid import label as hex_label

from .actions import ChooseBranch, ChooseInfluence, ChooseNext, ChoosePort, ChooseRestriction, ChooseSeal
from .expansion import taiwan, uk
from .variants import golden_spike, ports, signals

if TYPE_CHECKING:
    from .state import MiniExpressState


CHOICE_TYPES = (ChooseBranch, ChoosePort, ChooseNext, ChooseInfluence, ChooseRestriction, ChooseSeal)
#: Pending decision kind → (action type, rules section)
KINDS = {"branch": (ChooseBranch, "golden-spike"), "port": (ChoosePort, "ports"), "next": (ChooseNext, "signals"),
         "countryside": (ChooseInfluence, "uk-countryside"), "restrict": (ChooseRestriction, "taiwan-restrictions"),
         "seal": (ChooseSeal, "taiwan-seal")}
#: Decisions answered by naming a company among ``options``.
COMPANY_KINDS = {"countryside": ChooseInfluence, "restrict": ChooseRestriction, "seal": ChooseSeal}


def choice_actions(state: "MiniExpressState", seat: int) -> list[Action]:
    """The legal answers to the first pending decision."""
    p = state.pending[0]
    if seat != p["seat"]:
        return []
    if p["kind"] == "branch":
        return [ChooseBranch(seat=seat, company=c) for c in p["options"]]
    if p["kind"] == "port":
        return [ChoosePort(seat=seat, hex=tuple(h)) for h in p["options"]]
    if p["kind"] in COMPANY_KINDS:
        return [COMPANY_KINDS[p["kind"]](seat=seat, company=c) for c in p["options"]]
    return [ChooseNext(seat=seat, player=s) for s in p["options"]]


def pending_error(state: "MiniExpressState") -> RuleError:
    """Why an ordinary action is refused while a decision is pending."""
    p = state.pending[0]
    if p["kind"] == "branch":
        return RuleError("error-branch-pending", "golden-spike", count=len(p["options"]))
    if p["kind"] == "port":
        return RuleError("error-port-pending", "ports", company=p["company"],
                         options=", ".join(hex_label(tuple(h)) for h in p["options"]))
    if p["kind"] in COMPANY_KINDS:
        return RuleError(f"error-{p['kind']}-pending", KINDS[p["kind"]][1], count=len(p["options"]))
    return RuleError("error-next-pending", "signals")


def check_choice(state: "MiniExpressState", action: Action) -> None:
    """Raise RuleError unless ``action`` answers the first pending decision. Changes nothing."""
    kind = next(k for k, (t, _) in KINDS.items() if isinstance(action, t))
    if not state.pending or state.pending[0]["kind"] != kind:
        if kind in COMPANY_KINDS:
            raise RuleError(f"error-{kind}-not-pending", KINDS[kind][1])
        if kind == "branch":
            raise RuleError("error-branch-not-pending", "golden-spike")
        if kind == "port":
            raise RuleError("error-port-not-pending", "ports")
        raise RuleError("error-next-not-pending", "signals")
    p = state.pending[0]
    if action.seat != p["seat"]:
        raise RuleError("error-not-your-choice", KINDS[kind][1])
    if kind in COMPANY_KINDS:
        if action.company not in p["options"]:
            raise RuleError(f"error-{kind}-choice", KINDS[kind][1], company=action.company)
        return
    if isinstance(action, ChooseBranch):
        if action.company not in p["options"]:
            if action.company in p.get("blocked", []):
                raise RuleError("error-duel-second-action-ends", "experts-duel", company=action.company)
            raise RuleError("error-branch-choice", "golden-spike", company=action.company)
    elif isinstance(action, ChoosePort):
        h = tuple(action.hex)
        if h not in state.board.ports:
            raise RuleError("error-port-unknown", "ports", hex=hex_label(h))
        if [h[0], h[1]] not in p["options"]:
            raise RuleError("error-port-taken", "ports", hex=hex_label(h))
    else:
        player = action.player
        if player >= state.n:
            raise RuleError("error-next-unknown", "signals", seat=player)
        if player not in p["options"]:
            if player == action.seat:
                raise RuleError("error-next-self", "signals")
            raise RuleError("error-next-stop", "signals", seat=player)


def resolve_choice(state: "MiniExpressState", action: Action) -> list[Event]:
    """Carry out an answer already checked (the caller continues the turn)."""
    kind = state.pending[0]["kind"]
    if kind == "countryside":
        return uk.choose_countryside(state, action.seat, action.company)
    if kind == "restrict":
        state.pending.pop(0)
        return taiwan.restrict(state, action.seat, action.company)
    if kind == "seal":
        state.pending.pop(0)
        return taiwan.apply_seal(state, action.seat, action.company) + taiwan.settle_seal(state)
    p = state.pending.pop(0)
    if isinstance(action, ChooseBranch):
        return golden_spike.western_branch(state, action.seat, action.company)
    if isinstance(action, ChoosePort):
        return ports.place_port(state, action.seat, p["company"], tuple(action.hex))
    return signals.set_next(state, action.seat, action.player)
