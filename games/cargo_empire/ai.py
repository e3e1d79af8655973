"""Cargo Empire AIs. ``simple``: one-ply greedy play valuing points now plus development progress
and cards. ``strong``: the generic search (games/core/search.py) with the same position value as
its estimate of each seat's standing (``standing``).

It looks only at what its seat may know: its own task cards, and the other seats' public points
(development, LV3 posts, city cards), never their tasks.

Variants:
* clans — kept cubes have a value, so abilities are bought only when they pay: before the
  transport each ability is tried together with the best transport it makes possible (two plies),
  and bought when that beats the best plain transport; after the transport the AI ends its turn
  unless an ability is worth its cubes by itself. The crest goes where the clan's power helps:
  a supply city of its own with goods (for Lockriel, the one opponents could also use).
* vassals — the vassal's transport also weighs cubes taken from cities where opponents can supply
  and demand spaces it closes to them, besides the upgrades it makes.
* Dyorle, the advanced tracks, the Špeditér, the end-of-game port choice — handled by the greedy
  evaluation (a rush token is a move more; a city card or task cards as the points they bring).
"""
from __future__ import annotations

from vypravci.games.core import Action
from vypravci.games.core.ai import GreedyAI
from vypravci.games.core.search import SearchAI, SearchParams

from .variants import clans
from . import transport
from .actions import ClanAbility, EndTurn, PlaceCrest, Transport, VassalTransport
from .data import MARKERS
from .state import CargoEmpireState

PROGRESS = 0.8  # a development space is worth a little less than a point, more near the VP column
CARD = 0.45  # a transport card in hand
PRESENCE = 0.6  # a city with one of our posts (supply city for later turns, task sets)
FREE_MOVE = 0.8  # a development move still to be made this turn
CUBE = 0.3  # a kept cube (clans) early in the game; worth nothing at the end
GAIN = 0.1  # an ability must beat the plain transport by this much
DENY = 0.35  # a vassal taking an opponent's goods or demand space


class SimpleAI(GreedyAI):
    name = "simple"

    def candidates(self, state: CargoEmpireState, seat: int) -> list[Action]:
        return state.legal_actions(seat)

    def evaluate(self, state: CargoEmpireState, seat: int) -> float:
        rows = state.score_breakdown()
        mine = sum(rows[seat].values())
        public = [r["development"] + r["level3"] + r["city_cards"] for r in rows]
        best_other = max((p for s, p in enumerate(public) if s != seat), default=0)
        progress = sum(state.progress(seat, m) for m in MARKERS)
        late = max(state.progress(seat, m) for m in MARKERS) / max(1, state.tracks.vp_entry)
        cards = sum(state.hands[seat].values())
        presence = sum(1 for c in state.cities if state.posts_in(c, seat))
        cubes = sum(state.kept[seat].values()) if seat < state.n else 0
        left = 1 - state.turns_taken[seat] / (state.comp.rounds * state.comp.turns_per_round)
        pending = 0
        for d in state.pending:
            if d["kind"] == "develop" and d["seat"] == seat:
                pending += sum(d["moves"].values()) + d["extra"]
        value = mine - 0.5 * best_other
        value += (PROGRESS + 0.4 * late) * progress + CARD * cards + PRESENCE * presence + FREE_MOVE * pending
        value += CUBE * left * cubes
        if state.is_terminal():
            value = mine - best_other + 0.01 * progress
        return value

    # ------------------------------------------------------------------ choosing
    def choose(self, state: CargoEmpireState, seat: int) -> Action:
        top = state.current()
        kind = top["kind"] if top else None
        legal = state.legal_actions(seat)
        if kind == "crest":
            return self._crest(state, seat, legal)
        if kind == "turn" and any(isinstance(a, ClanAbility) for a in legal):
            return self._turn_with_clans(state, seat, legal)
        if kind == "turn_end":
            return self._turn_end(state, seat, legal)
        if kind == "vassal":
            return self._vassal(state, seat, legal)
        return self._best(state, seat, legal)

    def _value(self, state: CargoEmpireState, seat: int, action: Action) -> float:
        trial = state.clone()
        trial.apply(action)
        return self.evaluate(trial, seat)

    def _best(self, state: CargoEmpireState, seat: int, options: list[Action],
              bonus=None) -> Action:
        best: list[Action] = []
        best_value = float("-inf")
        for action in options:
            value = self._value(state, seat, action) + (bonus(action) if bonus else 0.0)
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return self.rng.choice(best)

    def _best_value(self, state: CargoEmpireState, seat: int, options: list[Action]) -> float:
        return max((self._value(state, seat, a) for a in options), default=float("-inf"))

    # ------------------------------------------------------------------ clans
    def _crest(self, state: CargoEmpireState, seat: int, legal: list[Action]) -> Action:
        targets = crest_targets(state, seat)
        chosen = [a for a in legal if isinstance(a, PlaceCrest) and a.city in targets[:1]]
        return chosen[0] if chosen else self.rng.choice(legal)

    def _turn_with_clans(self, state: CargoEmpireState, seat: int, legal: list[Action]) -> Action:
        plain = [a for a in legal if not isinstance(a, ClanAbility)]
        best_plain = self._best(state, seat, plain)
        plain_value = self._value(state, seat, best_plain)
        best_ability, best_value = None, plain_value + GAIN
        known = {a for a in plain if isinstance(a, Transport)}
        for ability in useful_abilities(state, seat, legal):
            trial = state.clone()
            trial.apply(ability)
            follow = [a for a in trial.legal_actions(seat) if not isinstance(a, ClanAbility)]
            # What the ability changes: new transports, or (crest moved or borrowed) those from or
            # to the crest city; the rest are worth what they were, less the cubes.
            places = {ability.city} if ability.ability == "move_crest" else set()
            if ability.ability == "borrow":
                places = {trial.crests[clans.owner_of(trial, ability.clan)]}
            moves = [a for a in follow if not isinstance(a, Transport) or a not in known
                     or a.supply in places or a.demand in places]
            if not moves:
                continue
            value = self._best_value(trial, seat, moves)
            if value > best_value + 1e-9:
                best_ability, best_value = ability, value
        return best_ability or best_plain

    def _turn_end(self, state: CargoEmpireState, seat: int, legal: list[Action]) -> Action:
        end = next(a for a in legal if isinstance(a, EndTurn))
        end_value = self._value(state, seat, end)
        options = [a for a in legal if isinstance(a, ClanAbility) and a.ability != "move_crest"]
        targets = crest_targets(state, seat)
        if targets and state.crests[seat] not in targets[:3]:
            options += [a for a in legal if isinstance(a, ClanAbility) and a.ability == "move_crest"
                        and a.city == targets[0]]
        best, best_value = end, end_value + GAIN
        for action in canonical_pay(options):
            value = self._value(state, seat, action)
            if action.ability == "move_crest":
                value += 2 * CUBE + 0.1  # a better crest for the next turns
            if value > best_value:
                best, best_value = action, value
        return best

    # ------------------------------------------------------------------ vassals
    def _vassal(self, state: CargoEmpireState, seat: int, legal: list[Action]) -> Action:
        others = [s for s in range(state.np) if s != seat]

        def denial(action: VassalTransport) -> float:
            gain = 0.0
            if any(state.posts_in(action.supply, s) for s in others) and not state.posts_in(action.supply, seat):
                gain += DENY
            if any(state.cities[c]["cubes"] and state.posts_in(c, s) and not state.posts_in(c, seat)
                   for s in others for c in state.board.ids
                   if state.supply_goods(c) == state.supply_goods(action.supply) and c != action.demand):
                gain += DENY / 2
            return gain

        return self._best(state, seat, legal, bonus=denial)


def canonical_pay(actions: list[ClanAbility]) -> list[ClanAbility]:
    """One payment per ability and target: the first listed (colours in the order of GOODS)."""
    seen, result = set(), []
    for a in actions:
        key = (a.ability, a.city, a.source, a.card, a.clan)
        if key not in seen:
            seen.add(key)
            result.append(a)
    return result


def crest_targets(state: CargoEmpireState, seat: int) -> list[str]:
    """Cities where this seat's crest would help, best first: its supply cities with goods."""
    mine = transport.supply_cities(state, seat)
    if state.clans[seat] == "tino":
        mine = [c for c in mine if not state.board.cities[c].port] or mine
    if state.clans[seat] == "lockriel":
        contested = [c for c in mine if any(state.posts_in(c, s) for s in range(state.np) if s != seat)]
        mine = contested or mine
    return sorted(mine, key=lambda c: (-state.cities[c]["cubes"], state.board.number[c]))


def useful_abilities(state: CargoEmpireState, seat: int, legal: list[Action]) -> list[ClanAbility]:
    """The abilities worth a two-ply look before the transport."""
    mine = set(transport.supply_cities(state, seat))
    result = []
    for a in canonical_pay([a for a in legal if isinstance(a, ClanAbility)]):
        if a.ability == "move_crest" and a.city not in mine:
            continue
        if a.ability == "move_cube" and not state.posts_in(a.city, seat):
            continue
        if a.ability == "borrow" and not _borrow_helps(state, seat, a.clan):
            continue
        result.append(a)
    return result


def _borrow_helps(state: CargoEmpireState, seat: int, clan: str) -> bool:
    owner = clans.owner_of(state, clan)
    city = state.crests[owner] if owner is not None else None
    return city is not None and bool(state.posts_in(city, seat) or clan in ("tino", "glat", "erestdon"))


# ---------------------------------------------------------------------------------- strong
def standing(state: CargoEmpireState) -> list[float]:
    """Each seat's estimated final points (the Špeditér's too): points now, plus what development
    progress, cards in hand, posts on the map, free moves and kept cubes are worth later — the
    simple AI's position value without its comparison with the others. Other seats' task cards are
    read from the imagined copy the search works on, never from the real game."""
    rows = state.score_breakdown()
    if state.is_terminal():
        return [float(sum(r.values())) for r in rows]
    out = []
    total_turns = max(1, state.comp.rounds * state.comp.turns_per_round)
    for seat, row in enumerate(rows):
        progress = sum(state.progress(seat, m) for m in MARKERS)
        late = max(state.progress(seat, m) for m in MARKERS) / max(1, state.tracks.vp_entry)
        cards = sum(state.hands[seat].values()) if seat < len(state.hands) else 0
        presence = sum(1 for c in state.cities if state.posts_in(c, seat))
        cubes = sum(state.kept[seat].values()) if seat < len(state.kept) and seat < state.n else 0
        left = 1 - state.turns_taken[seat] / total_turns if seat < len(state.turns_taken) else 0
        pending = sum(sum(d["moves"].values()) + d["extra"] for d in state.pending
                      if d["kind"] == "develop" and d["seat"] == seat)
        value = sum(row.values()) + (PROGRESS + 0.4 * late) * progress + CARD * cards + PRESENCE * presence
        out.append(value + FREE_MOVE * pending + CUBE * left * cubes)
    return out


class StrongAI(SearchAI):
    """Information-set MCTS (games/core/search.py) on ``standing``: the root's moves start from
    their one-move value (the simple AI's choice first); clan payments deduplicated. A searched
    line ends at the start of a turn: the decisions a turn still has open (development moves, a city
    card, the end of a clan turn) are played as the simple AI plays them before the position is
    valued."""

    name = "strong"
    params = SearchParams(iterations=80, worlds=4, scale=15.0, max_depth=3, widen_base=2, rollout=12)

    def __init__(self, seed: int = 0, params: SearchParams | None = None) -> None:
        super().__init__(seed, params)
        self.simple = SimpleAI(seed + 1)

    def values(self, state: CargoEmpireState, viewer: int) -> list[float]:
        return standing(state)

    def candidates(self, state: CargoEmpireState, seat: int) -> list[Action]:
        legal = state.legal_actions(seat)
        abilities = canonical_pay([a for a in legal if isinstance(a, ClanAbility)])
        return [a for a in legal if not isinstance(a, ClanAbility)] + abilities

    def rollout_move(self, state: CargoEmpireState, seat: int) -> Action | None:
        top = state.current()
        if top is None or top["kind"] in QUIET:
            return None
        return self.simple.choose(state, seat)


QUIET = ("turn", "task", "card", "first_post", "second_post")  # a turn (or the set-up) begins here
