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

from vypravci.games.core import Action, RuleError
from vypravci.games.core.ai import GreedyAI, RandomAI
from vypravci.games.core.search import SearchAI, SearchParams
from vypravci.games.core.rng import Rng

from .actions import BuildTrack, BuyShare
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
        result: list[Action] = [BuyShare(seat=seat, company=c) for c in COMPANIES if state.buy_error(seat, c) is None]
        for company in COMPANIES:
            for city_id in state.build_targets(company):
                wild = max(state.wild_choices(city_id), key=lambda c: held.get(c, 0) if c else 0)
                route = state.routes_to(company, city_id)[0]
                result.append(BuildTrack(seat=seat, company=company, city=city_id, route=route, wild=wild))
        # The expansion maps' own builds (ferries, the Underground, white's track): one per target.
        seen: set = set()
        for action in state.legal_actions(seat) if state.board.data.rules != "base" else ():
            if action.type in ("ferry", "underground", "white"):
                key = (action.type, getattr(action, "city", None) or getattr(action, "ferry", None) or action.hex)
                if key not in seen:
                    seen.add(key)
                    result.append(action)
        return result or state.legal_actions(seat)

    def evaluate(self, state: MiniExpressState, seat: int) -> float:
        scores = state.scores()
        best_other = max(s for i, s in enumerate(scores) if i != seat)
        held = state.shares[seat]
        influence = sum(state.influence[seat][c] * (1 + held[c]) for c in COMPANIES)
        return scores[seat] - best_other + 0.15 * influence


# ---------------------------------------------------------------------------------------- strong

Q = 4  # influence is handled in quarter points (expected secret debts are fractional)
SPAN = 60 * Q  # probability tables cover influence gaps of ±60


@dataclass(frozen=True)
class StrongParams:
    """The strong AI's knobs. Defaults were fitted on self-play data and tuned by matches (docs/ai.md)."""

    actions_per_share: float = 3.1  # actions left ≈ this × shares still to leave the offer before the end
    growth: float = 0.30  # track length a company gains per remaining action (all seats together)
    land_per_train: float = 0.85  # growth is capped by the trains a company still has
    sigma_pair: float = 0.60  # sd of the change of an influence gap ≈ this × √(actions left)
    sigma_self: float = 0.35  # sd of one seat's influence change ≈ this × √(actions left)
    drift: float = 0.20  # mean influence a seat gains per remaining action in each company
    lead_weight: float = 0.6  # objective = own − (w × best other + (1 − w) × mean other)
    win_bonus: float = 3.0  # added at a finished game for the winner
    top_k: int = 4  # candidates searched past the static estimate
    max_plies: int = 3  # simulated moves after ours (the seats answering, our own second action)
    followup: bool = True  # value the leaf by our own best quick move from it
    automa_samples: int = 4  # Mašinfíra draws sampled per searched candidate
    solo_samples: int = 12  # the same in the solo game (one decision a turn to spend them on)
    mf_drift: float = 0.0  # solo from Průvodčí: Mašinfíra's expected influence lead gain per remaining action
    solo_sd: tuple[float, float] | None = None  # solo: maximise P(win), lead sd = a + b × √(actions left)


def _others_turns(state: MiniExpressState, seat: int) -> int:
    return sum(state.turns) - state.turns[seat]


def _phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


class StrategicAI:
    """Projected end-of-game score with a short best-reply lookahead (see the module docstring).

    It reads only what its seat may know: it searches on the engine's ``determinize`` copies (other
    seats' face-down debt tokens and Mašinfíra's future draws redrawn with seeds of its own; with
    Mašinfíra it averages over ``automa_samples`` such copies), and it values positions with its own
    debt token and the expected value of the others'.
    """

    name = "strong"

    def __init__(self, seed: int = 0, params: StrongParams | None = None) -> None:
        self.rng = Rng(seed)
        self.p = params or StrongParams()
        values = load_share_values()
        self._rows = [tuple(r) for r in values.base + values.extension]
        self._tabs: dict[int, tuple[list[float], list[float]]] = {}
        self._memo: dict[tuple, list[float]] = {}
        self._debt: list[dict[str, float]] | None = None  # believed influence lost to secret debts
        self._cap: tuple | None = None  # (state, key, value) of the last _destination_cap

    # ------------------------------------------------------------------ choosing
    def choose(self, state: MiniExpressState, seat: int) -> Action:
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            return legal[0]
        self._prepare(state, seat)
        # Search on imagined copies (the engine's determinize): other seats' secrets and
        # Mašinfíra's future draws are redrawn with seeds of our own, never peeked at.
        chance = getattr(state, "mf", None) is not None
        samples = (self.p.solo_samples if state.mode == "solo" else self.p.automa_samples) if chance else 1
        worlds = [state.determinize(seat, self.rng.randrange(1 << 30)) for _ in range(samples)]
        scored: list[tuple[float, int, Action, MiniExpressState]] = []
        for i, action in enumerate(self._prune(state, legal)):
            child = worlds[0].clone()
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
            if self.p.max_plies <= 0:
                value = static
            else:
                value = self._lookahead(child, seat)
                for world in worlds[1:]:  # Mašinfíra's draws are chance: average over a few
                    other = world.clone()
                    other.apply(action)
                    value += self._lookahead(other, seat)
                value /= len(worlds)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return self.rng.choice(best)

    def _prepare(self, state: MiniExpressState, seat: int) -> None:
        """What this seat believes about the others' face-down debt tokens (Tajný dluh): its own
        token exactly, each other seat's as the average of the tokens it has not seen."""
        self._debt = None
        debts = getattr(state, "debts", None)
        if debts is not None:
            from .data import load_debt_tokens

            tokens = load_debt_tokens().tokens
            mine = next((t for t in tokens if debts[seat] is not None and t.id == debts[seat]), None)
            unknown = [t for t in tokens if t is not mine]
            expected = {c: sum(t.debt.get(c, 0) for t in unknown) / max(1, len(unknown)) for c in COMPANIES}
            self._debt = [
                {c: float(mine.debt.get(c, 0)) if mine else 0.0 for c in COMPANIES} if s == seat
                else (dict(expected) if debts[s] is not None else {c: 0.0 for c in COMPANIES})
                for s in range(state.n)
            ]

    @staticmethod
    def _prune(state: MiniExpressState, legal: list[Action]) -> list[Action]:
        """Legal actions minus near-duplicates: of the equally short routes into a city, one per
        set of companies the route would compensate (and per wild choice, white's included)."""
        result: list[Action] = []
        seen: set = set()
        for action in legal:
            if action.type == "white" and action.route:
                paid = tuple(sorted(c for h in action.route for c in state.companies_in(tuple(h))))
                key = ("white", action.city, action.wild, paid)
                if key in seen:
                    continue
                seen.add(key)
            elif isinstance(action, BuildTrack) and action.route:
                paid = tuple(sorted(c for h in action.route for c in state.companies_in(tuple(h))))
                key = (action.company, action.city, action.wild, paid)
                if key in seen:
                    continue
                seen.add(key)
            result.append(action)
        return result

    def _lookahead(self, node: MiniExpressState, seat: int) -> float:
        """Let the following seats (and our own second action, where a turn has two) answer with
        their best move by a quick estimate; value what we face when our turn comes back."""
        before = _others_turns(node, seat)
        for _ in range(self.p.max_plies):
            actor = node.to_act()
            # Stop once someone else has had a turn (Mašinfíra's happen inside apply) and it is ours.
            if actor is None or (actor == seat and _others_turns(node, seat) != before):
                break
            action = self._quick_moves(node, actor)[0]
            if action is None:
                break
            nxt = node.clone()
            try:
                nxt.apply(action)
            except RuleError:  # pragma: no cover - the quick move generator follows the rules
                break
            node = nxt
        value = self._objective(node, seat)
        if self.p.followup and node.to_act() == seat:
            value = max(value, self._quick_moves(node, seat)[1])
        if self.p.solo_sd and getattr(node, "mode", "standard") == "solo":
            value = self._win_chance(node, seat, value)
        return value

    def _win_chance(self, node: MiniExpressState, seat: int, lead: float) -> float:
        """Solo: the chance to beat Mašinfíra, not the expected lead: a lead is taken as normal with
        sd ``solo_sd[0] + solo_sd[1] × √(actions left)``; a finished game is won or lost (ties go to
        Mašinfíra), its margin only breaking ties."""
        if node.is_terminal():
            scores = node.scores()
            return float(node.ranking()[0] == seat) + 0.001 * (scores[seat] - max(scores[:seat] + scores[seat + 1:]))
        sd0, sd1 = self.p.solo_sd
        return _phi(lead / (sd0 + sd1 * math.sqrt(self.remaining_actions(node))))

    def _quick_moves(self, state: MiniExpressState, actor: int) -> tuple[Action | None, float]:
        """The actor's best move and its value, judged by the projected estimate of the move's
        direct effects (shares, influence, track length, the share offer) without playing it out."""
        if state.phase != "play" or getattr(state, "pending", None):
            best, best_value = None, float("-inf")
            for action in state.legal_actions(actor):
                child = state.clone()
                child.apply(action)
                value = self._objective(child, actor)
                if value > best_value:
                    best, best_value = action, value
            return best, best_value
        best, best_value = None, float("-inf")
        for value, company, city_id, wild in self._quick_options(state, actor):
            if value > best_value:
                if city_id is None:
                    best, best_value = BuyShare(seat=actor, company=company), value
                else:
                    routes = state.routes_to(company, city_id)
                    if routes:
                        best, best_value = BuildTrack(seat=actor, company=company, city=city_id,
                                                      route=routes[0], wild=wild), value
        if best is None:
            legal = state.legal_actions(actor)
            return (legal[0] if legal else None), self._objective(state, actor)
        return best, best_value

    def quick_ranked(self, state: MiniExpressState, actor: int) -> list[Action]:
        """The actor's share purchases and builds (one route per city and wild choice), best first by
        the quick estimate (ties keep the order of generation)."""
        scored = []
        for i, (value, company, city_id, wild) in enumerate(self._quick_options(state, actor)):
            if city_id is None:
                scored.append((-value, i, BuyShare(seat=actor, company=company)))
            else:
                routes = state.routes_to(company, city_id)
                if routes:
                    scored.append((-value, i, BuildTrack(seat=actor, company=company, city=city_id,
                                                         route=routes[0], wild=wild)))
        scored.sort(key=lambda t: (t[0], t[1]))
        return [a for _, _, a in scored]

    def _quick_options(self, state: MiniExpressState, actor: int):
        """(value, company, city or None for a purchase, wild) of every purchase and build target,
        valued by the projected estimate of the move's direct effects."""
        row_s, row_i = state.shares[actor], state.influence[actor]
        for c in COMPANIES:
            if state.buy_error(actor, c) is not None:
                continue
            shares, infl = dict(row_s), dict(row_i)
            shares[c] += 1
            infl[c] -= state.buy_cost(c)
            offer = dict(state.offer)
            offer[c] -= 1
            supply = dict(state.supply)
            supply[c] -= max(0, min(3, 5 - state.area[c], supply[c]))
            yield self._quick_value(state, actor, shares, infl, state.length, offer, supply), c, None, None
        base = None  # a build leaves the offer, so every company it does not touch keeps its part
        for c in COMPANIES:
            targets = state.build_targets(c)
            if not targets:
                continue
            if base is None:
                remaining = self.remaining_actions(state)
                base = self._parts(state, state.shares, state.influence, state.length, state.offer,
                                   state.supply, COMPANIES, remaining)
            length = dict(state.length)
            for city_id, need in targets.items():
                length[c] = min(state.max_length, state.length[c] + need - 1)
                token = state.tokens.get(city_id)
                for wild in state.wild_choices(city_id):
                    infl = dict(row_i)
                    changed = [c]
                    if token:
                        infl[token[0]] += 1
                        infl[wild or token[1]] += 1
                        changed += [x for x in (token[0], wild or token[1]) if x in COMPANIES and x not in changed]
                    yield (self._quick_value(state, actor, row_s, infl, length, state.offer, state.supply,
                                             base, changed, remaining), c, city_id, wild)

    # ------------------------------------------------------------------ the estimate
    def _objective(self, state: MiniExpressState, seat: int) -> float:
        proj = self._project(state, state.shares, state.influence, state.length, state.offer, state.supply)
        value = self._relative(proj, seat)
        if state.is_terminal() and self._debt is None and state.ranking()[0] == seat:
            value += self.p.win_bonus
        return value

    def _quick_value(self, state, actor, shares_row, infl_row, length, offer, supply, base=None,
                     changed=COMPANIES, remaining=None) -> float:
        shares = list(state.shares)
        shares[actor] = shares_row
        influence = list(state.influence)
        influence[actor] = infl_row
        parts = self._parts(state, shares, influence, length, offer, supply, changed, remaining)
        return self._relative(self._total(state.n, parts, base), actor)

    def _relative(self, proj: list[float], seat: int) -> float:
        others = [v for i, v in enumerate(proj) if i != seat]
        if not others:
            return proj[seat]
        w = self.p.lead_weight
        return proj[seat] - w * max(others) - (1 - w) * sum(others) / len(others)

    def projected_scores(self, state: MiniExpressState) -> list[float]:
        """Each seat's expected final score: shares × expected share value at the projected end."""
        return self._project(state, state.shares, state.influence, state.length, state.offer, state.supply)

    def remaining_actions(self, state: MiniExpressState, offer=None, supply=None) -> float:
        """Expected actions (by all seats, Mašinfíra included) left in the game."""
        offer = state.offer if offer is None else offer
        supply = state.supply if supply is None else supply
        if state.is_terminal():
            return 0.0
        if state.phase != "play":
            return self.p.actions_per_share * 10 + len(state.draft_order)
        signals = getattr(state, "signals", None)
        if state.end_triggered:
            if signals is not None:
                return float(sum(signals))
            return float(max(0, state.n - state.current))
        mode = getattr(state, "mode", "standard")
        ends_after = 1 if mode == "experts" else 2
        left = sorted(min(offer[c], -(-supply[c] // 3)) for c in COMPANIES if c not in state.exhausted)
        need = sum(left[: max(0, ends_after - len(state.exhausted))])
        remaining = self.p.actions_per_share * need + 1.0
        if mode == "solo" and getattr(state, "level", 0) >= 1:
            # Turista and up: the game ends when Mašinfíra's destination marker reaches city 32,
            # about 2 cities (with a demand token) per Mašinfíra turn.
            remaining = min(remaining, self._destination_cap(state))
        return remaining

    def _destination_cap(self, state: MiniExpressState) -> float:
        """Solo from Turista: the actions left before Mašinfíra's destination marker reaches city 32
        (the cities with a demand token still ahead of it). Kept for the last state asked: the
        quick estimate asks it once per option of the same position."""
        number = getattr(state, "mf_number", 0)
        key = (number, len(state.tokens))  # tokens are only ever removed
        last = self._cap
        if last is not None and last[0] is state and last[1] == key:
            return last[2]
        ahead = sum(1 for c in state.board.data.cities
                    if c.number is not None and c.number > number and c.id in state.tokens)
        cap = ahead + (number == 0) + 1.0
        self._cap = (state, key, cap)
        return cap

    def _believed_influence(self, state: MiniExpressState, influence) -> list[dict[str, float]] | None:
        """Influence in quarter points as the viewer expects it at final scoring (secret debts), or
        None when there is nothing to adjust."""
        if self._debt is None:
            return None
        paid = getattr(state, "debt_paid", None) if getattr(state, "debt_revealed", False) else None
        result = []
        for s in range(state.n):
            row = {}
            for c in COMPANIES:
                v = influence[s][c]
                if paid:  # a searched end: take back what the reveal took, expect our belief instead
                    v += paid[s].get(c, 0)
                row[c] = int(round(Q * max(0.0, v - self._debt[s][c])))
            result.append(row)
        return result

    def _project(self, state, shares, influence, length, offer, supply) -> list[float]:
        return self._total(state.n, self._parts(state, shares, influence, length, offer, supply, COMPANIES))

    @staticmethod
    def _total(n: int, parts: dict, base: dict | None = None) -> list[float]:
        """Each seat's sum of the companies' parts (``base``'s part where ``parts`` has none), in
        the companies' order: the same sum however the parts were found."""
        out = [0.0] * n
        for c in COMPANIES:
            part = parts[c] if c in parts else base[c]
            if part is not None:
                for s in range(n):
                    out[s] += part[s]
        return out

    def _parts(self, state, shares, influence, length, offer, supply, companies, remaining=None) -> dict:
        """``companies`` → the expected points each seat's shares of it bring at the projected end
        (None: nobody holds one). ``remaining``: ``remaining_actions`` for this offer and supply,
        if known."""
        n = state.n
        if remaining is None:
            remaining = self.remaining_actions(state, offer, supply)
        rkey = int(round(remaining))
        mode = getattr(state, "mode", "standard")
        ignore_first = mode in ("solo", "experts")
        floor, rival = 1, None
        if mode == "solo":
            level = getattr(state, "level", 0)
            floor = 4 if level >= 2 else 1  # Šotouš: influence 3 or less scores nothing
            rival = state.mf if level >= 3 else None  # Průvodčí: less than Mašinfíra scores nothing
        humans = getattr(state, "humans", n)
        believed = self._believed_influence(state, influence)
        top = state.max_length
        memo = self._memo
        if len(memo) > 200_000:
            memo.clear()
        growth = self.p.growth * remaining
        draft = state.phase != "play"
        out: dict = {}
        for c in companies:
            held = tuple([shares[s][c] for s in range(n)])
            if not any(held):
                out[c] = None
                continue
            if believed is None:
                infl = tuple([Q * influence[s][c] for s in range(n)])
            else:
                infl = tuple([believed[s][c] for s in range(n)])
            trains = state.area[c] + (supply[c] if c not in state.exhausted else 1)
            proj = length[c] + min(growth, self.p.land_per_train * trains)
            if draft:
                proj += self._draft_leftover(state, c)
            lkey = int(min(float(top), proj) * 8 + 0.5)
            key = (lkey, rkey, held, infl, ignore_first, floor, rival, humans)
            part = memo.get(key)
            if part is None:
                part = memo[key] = self._company_part(lkey / 8, rkey, held, infl, ignore_first, floor, rival, humans)
            out[c] = part
        return out

    def _draft_leftover(self, state: MiniExpressState, company: str) -> float:
        """Expected track steps the company gets from set-aside shares nobody drafts."""
        from . import state as rules

        if getattr(state, "mode", "standard") != "standard":
            return 0.0
        left = sum(state.set_aside.values())
        if left <= 0:
            return 0.0
        step = getattr(rules, "DRAFT_LEFTOVER_STEP", {}).get(getattr(state, "humans", state.n), 2)
        return state.set_aside[company] * max(0.0, 1 - len(state.draft_order) / left) * step

    def _value_row(self, length: float) -> tuple[float, float, float]:
        rows = self._rows
        lo = min(int(length), len(rows) - 1)
        hi = min(lo + 1, len(rows) - 1)
        f = length - int(length)
        a, b = rows[lo], rows[hi]
        return (a[0] + f * (b[0] - a[0]), a[1] + f * (b[1] - a[1]), a[2] + f * (b[2] - a[2]))

    def _tables(self, rkey: int) -> tuple[list[float], list[float]]:
        """For ``rkey`` actions left, indexed by a gap in quarter points + SPAN: P(a rival ends
        strictly above us | their influence − ours) and P(we end at or above a level | ours − it)."""
        tabs = self._tabs.get(rkey)
        if tabs is None:
            gaps = [g / Q for g in range(-SPAN, SPAN + 1)]
            if rkey <= 0:
                beat = [1.0 if d > 0.01 else 0.0 for d in gaps]
                reach = [1.0 if j > -0.01 else 0.0 for j in gaps]
            else:
                sp = self.p.sigma_pair * math.sqrt(rkey)
                ss = self.p.sigma_self * math.sqrt(rkey)
                drift = self.p.drift * rkey
                beat = [_phi((d - 0.5) / sp) for d in gaps]
                reach = [_phi((j + 0.5 + drift) / ss) for j in gaps]
            tabs = self._tabs[rkey] = (beat, reach)
        return tabs

    def _company_part(self, length: float, rkey: int, held: tuple, infl: tuple, ignore_first: bool,
                      floor: int, rival: int | None, humans: int) -> list[float]:
        """Expected points each seat's shares of one company bring at the projected end
        (``infl`` in quarter points)."""
        first, second, other = self._value_row(length)
        beat, reach = self._tables(rkey)
        top = 2 * SPAN
        shift = int(round(Q * self.p.mf_drift * rkey)) if rival is not None else 0
        n = len(held)
        part = [0.0] * n
        for s in range(n):
            if not held[s]:
                continue
            me = infl[s]
            p0, p1 = 1.0, 0.0  # P(nobody ends above us), P(exactly one does)
            for o in range(n):
                if o != s:
                    q = beat[max(0, min(top, infl[o] - me + SPAN + (shift if o == rival else 0)))]
                    p1 = p1 * (1 - q) + p0 * q
                    p0 *= 1 - q
            if ignore_first:
                per_share = p0 * second + (1 - p0) * other
            else:
                per_share = p0 * first + p1 * second + (1 - p0 - p1) * other
            need = Q * (floor if s < humans else 1)
            per_share *= reach[max(0, min(top, me - need + SPAN))]
            if rival is not None and s < humans:
                per_share *= 1 - beat[max(0, min(top, infl[rival] - me + shift + SPAN))]
            part[s] = held[s] * per_share
        return part


class SearchStrategicAI(SearchAI):
    """The generic search (games/core/search.py) on StrategicAI's projected scores: at the root the
    pruned legal list, in the tree its own moves best first by the quick estimate, the other seats
    answering with their best quick move (as StrategicAI's lookahead models them). Not offered to
    players yet: it has not beaten StrategicAI (docs/ai.md); try it with
    ``vypravci ladder mini-express --ai vypravci.games.mini_express.ai:SearchStrategicAI,simple,simple``."""

    name = "search"
    params = SearchParams(iterations=120, worlds=4, scale=3.0, max_depth=4, replies=True)

    def __init__(self, seed: int = 0, params: SearchParams | None = None) -> None:
        super().__init__(seed, params)
        self.estimate = StrategicAI(seed + 1)

    def choose(self, state: MiniExpressState, seat: int) -> Action:
        self.estimate._prepare(state, seat)  # its own debt token, the average of the unseen ones
        return super().choose(state, seat)

    def values(self, state: MiniExpressState, viewer: int) -> list[float]:
        return self.estimate.projected_scores(state)

    def root_candidates(self, state: MiniExpressState, seat: int) -> list[Action]:
        return self.estimate._prune(state, state.legal_actions(seat))

    def candidates(self, state: MiniExpressState, seat: int) -> list[Action]:
        if state.phase != "play" or state.pending or state.board.data.rules != "base":
            return self.estimate._prune(state, state.legal_actions(seat))
        return self.estimate.quick_ranked(state, seat) or state.legal_actions(seat)

    def reply(self, state: MiniExpressState, seat: int) -> Action | None:
        return self.estimate._quick_moves(state, seat)[0]


AI_CLASSES = {"random": RandomAI, "simple": SimpleAI, "strong": StrategicAI}
