"""Mini Express AIs.

* ``simple`` (SimpleAI): one-ply greedy on the score the seat would have if the game ended now.
* ``strong`` (StrategicAI): values a position by the *projected* final scores (track lengths
  projected to the expected end of the game, influence ranks weighed by how contested they are)
  and looks a few moves ahead: after each of its best candidate moves, the following seats answer
  with their own best move by the same estimate, and the position the strong seat then faces is
  what it compares. How it works and the measured strength: docs/ai.md.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from games.core import Action, RuleError
from games.core.ai import GreedyAI, RandomAI
from games.core.rng import Rng

from .actions import BuildTrack, BuyShare, DraftShare
from .companies import COMPANIES
from .data import load_share_values
from .state import MiniExpressState


class SimpleAI(GreedyAI):
    """Tries every share purchase and one route per reachable city; keeps what scores best.

    The value of a position for a seat is its score lead over the best opponent, plus a little for
    influence in the companies it holds (influence pays later, when ranks are settled).
    """

    name = "simple"

    def candidates(self, state: MiniExpressState, seat: int) -> list[Action]:
        if state.phase == "draft":
            return state.legal_actions(seat)
        held = state.shares[seat]
        result: list[Action] = [BuyShare(seat=seat, company=c) for c in COMPANIES if state._buy_error(seat, c) is None]
        for company in COMPANIES:
            for city_id in state.build_targets(company):
                wild = max(state.wild_choices(city_id), key=lambda c: held.get(c, 0) if c else 0)
                route = state.routes_to(company, city_id)[0]
                result.append(BuildTrack(seat=seat, company=company, city=city_id, route=route, wild=wild))
        return result or state.legal_actions(seat)

    def evaluate(self, state: MiniExpressState, seat: int) -> float:
        scores = state.scores()
        best_other = max(s for i, s in enumerate(scores) if i != seat)
        held = state.shares[seat]
        influence = sum(state.influence[seat][c] * (1 + held[c]) for c in COMPANIES)
        return scores[seat] - best_other + 0.15 * influence


# ---------------------------------------------------------------------------------------- strong


@dataclass(frozen=True)
class StrongParams:
    """The strong AI's knobs. Defaults were fitted on self-play data and tuned by matches (docs/ai.md)."""

    actions_per_share: float = 3.1  # actions left ≈ this × shares still to leave the offer before the end
    growth: float = 0.23  # track length a company gains per remaining action (all seats together)
    land_per_train: float = 0.85  # growth is capped by the trains a company still has
    sigma_pair: float = 0.45  # sd of the change of an influence gap ≈ this × √(actions left)
    sigma_self: float = 0.35  # sd of one seat's influence change ≈ this × √(actions left)
    drift: float = 0.10  # mean influence a seat gains per remaining action in each company
    lead_weight: float = 0.6  # objective = own − (w × best other + (1 − w) × mean other)
    influence_option: float = 0.0  # value of influence as buying power (per point × share value)
    top_k: int = 6  # candidates searched past the static estimate
    max_plies: int = 3  # simulated moves after ours (the seats answering, our own second action)


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


class StrategicAI:
    """Projected end-of-game score with a short best-reply lookahead (see the module docstring)."""

    name = "strong"

    def __init__(self, seed: int = 0, params: StrongParams | None = None) -> None:
        self.rng = Rng(seed)
        self.p = params or StrongParams()
        values = load_share_values()
        self._rows = [tuple(r) for r in values.base + values.extension]
        self._beat: dict[int, list[float]] = {}
        self._alive: dict[int, list[float]] = {}

    # ------------------------------------------------------------------ choosing
    def choose(self, state: MiniExpressState, seat: int) -> Action:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        scored: list[tuple[float, int, Action, MiniExpressState]] = []
        for i, action in enumerate(self._prune(state, legal, full=True)):
            child = state.clone()
            try:
                child.apply(action)
            except RuleError:  # pragma: no cover - legal actions always apply
                continue
            scored.append((self._objective(child, seat), i, action, child))
        if not scored:  # pragma: no cover
            return self.rng.choice(legal)
        scored.sort(key=lambda t: (-t[0], t[1]))
        best: list[Action] = []
        best_value = float("-inf")
        for static, _, action, child in scored[: self.p.top_k]:
            value = self._lookahead(child, seat) if self.p.max_plies > 0 else static
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return self.rng.choice(best)

    def _prune(self, state: MiniExpressState, legal: list[Action], full: bool) -> list[Action]:
        """Legal actions minus near-duplicates: one route per (company, city, wild) — or, at the
        root (``full``), one per set of companies the route compensates."""
        result: list[Action] = []
        seen: set = set()
        for action in legal:
            if isinstance(action, BuildTrack):
                key: tuple = (action.company, action.city, action.wild)
                if full and action.route:
                    key += (tuple(sorted(c for h in action.route for c in state.companies_in(tuple(h)))),)
                if key in seen:
                    continue
                seen.add(key)
            result.append(action)
        return result

    def _lookahead(self, node: MiniExpressState, seat: int) -> float:
        """Let the following seats (and our own second action, where a turn has two) answer with
        their statically best move; value what we face when our turn comes back."""
        others_moved = False
        for _ in range(self.p.max_plies):
            actor = node.to_act()
            if actor is None or (actor == seat and others_moved):
                break
            others_moved = others_moved or actor != seat
            nxt = self._greedy_reply(node, actor)
            if nxt is None:
                break
            node = nxt
        return self._objective(node, seat)

    def _greedy_reply(self, state: MiniExpressState, actor: int) -> MiniExpressState | None:
        best, best_value = None, float("-inf")
        for action in self._prune(state, state.legal_actions(actor), full=False):
            child = state.clone()
            try:
                child.apply(action)
            except RuleError:  # pragma: no cover
                continue
            value = self._objective(child, actor)
            if value > best_value:
                best, best_value = child, value
        return best

    # ------------------------------------------------------------------ the estimate
    def _objective(self, state: MiniExpressState, seat: int) -> float:
        proj = self.projected_scores(state)
        others = [v for i, v in enumerate(proj) if i != seat]
        if not others:
            return proj[seat]
        w = self.p.lead_weight
        value = proj[seat] - w * max(others) - (1 - w) * sum(others) / len(others)
        if state.is_terminal():
            value += 3.0 if state.ranking()[0] == seat else 0.0
        return value

    def remaining_actions(self, state: MiniExpressState) -> float:
        """Expected actions left in the game."""
        n = state.n
        if state.is_terminal():
            return 0.0
        if state.phase == "draft":
            return self.p.actions_per_share * 10 + len(state.draft_order)
        if state.end_triggered:
            return float(max(0, n - state.current))
        ends_after = 2
        left = sorted(min(state.offer[c], -(-state.supply[c] // 3)) for c in COMPANIES if c not in state.exhausted)
        need = sum(left[: max(0, ends_after - len(state.exhausted))])
        return self.p.actions_per_share * need + 1.0

    def projected_lengths(self, state: MiniExpressState, remaining: float) -> dict[str, float]:
        top = state.max_length
        result = {}
        for c in COMPANIES:
            length = state.length[c]
            if state.phase == "draft":
                length += self._draft_leftover(state, c)
            trains = state.area[c] + (state.supply[c] if c not in state.exhausted else 1)
            grow = min(self.p.growth * remaining, self.p.land_per_train * trains)
            result[c] = min(float(top), length + grow)
        return result

    def _draft_leftover(self, state: MiniExpressState, company: str) -> float:
        from . import state as rules

        left = sum(state.set_aside.values())
        picks = len(state.draft_order)
        if left <= 0:
            return 0.0
        step = getattr(rules, "DRAFT_LEFTOVER_STEP", {}).get(state.n, 2)
        return state.set_aside[company] * max(0.0, 1 - picks / left) * step

    def _value_row(self, length: float) -> tuple[float, float, float]:
        rows = self._rows
        lo = min(int(length), len(rows) - 1)
        hi = min(lo + 1, len(rows) - 1)
        f = length - int(length)
        a, b = rows[lo], rows[hi]
        return (a[0] + f * (b[0] - a[0]), a[1] + f * (b[1] - a[1]), a[2] + f * (b[2] - a[2]))

    def _tables(self, remaining: float) -> tuple[list[float], list[float]]:
        """P(an opponent ends strictly above us | gap d) and P(our influence ends ≥ 1 | influence i),
        indexed by d + 40 and i + 40, for a remaining-actions bucket."""
        key = int(round(remaining))
        beat = self._beat.get(key)
        if beat is None:
            sp = self.p.sigma_pair * math.sqrt(key)
            ss = self.p.sigma_self * math.sqrt(key)
            drift = self.p.drift * key
            if key == 0:
                beat = [1.0 if d > 0 else 0.0 for d in range(-40, 41)]
                alive = [1.0 if i >= 1 else 0.0 for i in range(-40, 41)]
            else:
                beat = [_phi((d - 0.5) / sp) for d in range(-40, 41)]
                alive = [_phi((i - 0.5 + drift) / ss) for i in range(-40, 41)]
            self._beat[key] = beat
            self._alive[key] = alive
        return beat, self._alive[key]

    def projected_scores(self, state: MiniExpressState) -> list[float]:
        """Each seat's expected final score: shares × expected share value at the projected end."""
        n = state.n
        remaining = self.remaining_actions(state)
        lengths = self.projected_lengths(state, remaining)
        beat, alive = self._tables(remaining)
        ignore_first = _ignores_first(state)
        option = self.p.influence_option
        out = [0.0] * n
        for c in COMPANIES:
            held = [state.shares[s][c] for s in range(n)]
            if not any(held) and not option:
                continue
            first, second, other = self._value_row(lengths[c])
            infl = [state.influence[s][c] for s in range(n)]
            for s in range(n):
                if not held[s] and not option:
                    continue
                me = infl[s]
                p0, p1 = 1.0, 0.0  # P(nobody above us), P(exactly one above us)
                for o in range(n):
                    if o != s:
                        q = beat[max(0, min(80, infl[o] - me + 40))]
                        p1 = p1 * (1 - q) + p0 * q
                        p0 *= 1 - q
                if ignore_first:
                    per_share = p0 * second + (1 - p0) * other
                else:
                    per_share = p0 * first + p1 * second + (1 - p0 - p1) * other
                per_share *= alive[max(0, min(80, me + 40))]
                out[s] += held[s] * per_share
                if option and c not in state.exhausted:
                    out[s] += option * min(me, 5) * per_share / max(1, held[s] + 1)
        return out


def _ignores_first(state: MiniExpressState) -> bool:
    """Modes scored without the "1st" column (solo, experts' duel)."""
    flag = getattr(state, "ignore_first", None)
    if flag is not None:
        return bool(flag() if callable(flag) else flag)
    return False


AI_CLASSES = {"random": RandomAI, "simple": SimpleAI, "strong": StrategicAI}
