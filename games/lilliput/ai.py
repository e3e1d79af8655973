"""18Lilliput AIs. ``simple``: plain priorities for cards, shares and trains, and track laid where it
raises the company's best revenue (the real optimizer on a copy of the board). ``strong``: the
generic search (games/core/search.py) over cards, shares, trains and dividends, valuing a position
by each seat's worth now plus what its certificates should still bring from each company's next
run, the revenue optimizer's, kept per network and train set (``outlook``); its track and stations
are the simple AI's (valuing each possible lay at every searched move would cost too much)."""
from __future__ import annotations

from dataclasses import replace

from vypravci.games.core import Action
from vypravci.games.core.rng import Rng
from vypravci.games.core.search import SearchAI, SearchParams

from .economy import operating, trains
from . import scoring
from .actions import Done
from .components import load_cards
from .state import LilliputState

COMPANY_ORDER = ("mildendo", "national", "glimigrim", "slamecksan")
CHARACTER_ORDER = ("skyresh", "limnoc", "golbasto", "balmuff", "flimnap")
TILE_SAMPLE = 12


class SimpleAI:
    name = "simple"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng(seed)

    def choose(self, state: LilliputState, seat: int) -> Action:
        legal = state.legal_actions(seat)
        kind = state.current()["kind"]
        pick = getattr(self, f"_{kind}", None)
        choice = pick(state, seat, legal) if pick else None
        return choice if choice is not None else self.rng.choice(legal)

    # ------------------------------------------------------------------ set-up and income
    def _draft(self, state, seat, legal):
        by_name = {getattr(a, "company", None) or getattr(a, "character", None): a for a in legal}
        for name in COMPANY_ORDER + CHARACTER_ORDER:
            if name in by_name:
                return by_name[name]
        return None

    def _income(self, state, seat, legal):
        late = state.round >= state.rounds - 1
        return legal[0] if late or len(legal) == 1 else legal[1]

    # ------------------------------------------------------------------ the card turn
    def _card(self, state: LilliputState, seat: int, legal):
        flimnap = [a for a in legal if a.type == "cash_character"]
        if flimnap and state.round == state.rounds:
            return flimnap[0]
        takes = [a for a in legal if a.type == "take_card"]
        mine = state.directed(seat)
        wants = []
        if any(not state.companies[c]["trains"] for c in mine) or self._train_worth(state, seat):
            wants.append("trains")
        if self._can_start(state, seat) or self._good_share(state, seat):
            wants.append("shares")
        wants.append("tiles")
        if any(state.companies[c]["treasury"] >= 100 and state.companies[c]["stations"] < 3 for c in mine):
            wants.append("station")
        wants.append("company_money")
        for want in wants:
            for a in takes:
                if a.side == "main" and load_cards().get(a.card).main.kind == want:
                    return a
        money = [a for a in takes if load_cards().get(a.card).alt.kind == "money" and a.side == "alt"]
        if money:
            return max(money, key=lambda a: load_cards().get(a.card).alt.amount)
        return takes[0] if takes else None

    def _train_worth(self, state: LilliputState, seat: int) -> bool:
        kind = trains.top_train(state)
        if kind is None:
            return False
        for cid in state.directed(seat):
            comp = state.companies[cid]
            if len(comp["trains"]) < trains.limit(state) and comp["treasury"] >= trains.bank_price(state, seat, kind):
                return True
        return False

    def _can_start(self, state: LilliputState, seat: int) -> bool:
        from .economy import shares
        prices = shares.free_prices(state)
        return (len(state.directed(seat)) < 2 and bool(shares.startable(state)) and bool(prices)
                and state.players[seat]["cash"] >= 5 * min(prices) and shares.certificates(state, seat) < 5)

    def _good_share(self, state: LilliputState, seat: int) -> bool:
        return any(a for a in self._share_buys(state, seat))

    def _share_buys(self, state: LilliputState, seat: int) -> list[str]:
        from .economy import shares
        out = []
        for cid in state.company_order():
            try:
                shares.check_buy(state, seat, cid)
            except Exception:
                continue
            if state.companies[cid]["trains"]:
                out.append(cid)
        return out

    # ------------------------------------------------------------------ the card's actions
    def _shares(self, state: LilliputState, seat: int, legal):
        starts = [a for a in legal if a.type == "start_company"]
        if starts:
            best = max(a.price for a in starts)
            return next(a for a in starts if a.price == best)
        buys = {a.company: a for a in legal if a.type == "buy_share"}
        for cid in self._share_buys(state, seat):
            if cid in buys:
                return buys[cid]
        return next(a for a in legal if a.type == "done")

    def _trains(self, state: LilliputState, seat: int, legal):
        bank = [a for a in legal if a.type == "buy_train" and not a.seller]
        if bank:
            # The company with the fewest trains first.
            return min(bank, key=lambda a: len(state.companies[a.company]["trains"]))
        returns = [a for a in legal if a.type == "return_train"]
        if returns and any(len(state.companies[a.company]["trains"]) >= trains.limit(state) for a in returns):
            return returns[0]
        return next(a for a in legal if a.type == "done")

    def _tiles(self, state: LilliputState, seat: int, legal):
        lays = [a for a in legal if a.type == "lay_tile"]
        if not lays:
            return next(a for a in legal if a.type == "done")
        if len(lays) > TILE_SAMPLE:
            lays = [lays[self.rng.randrange(len(lays))] for _ in range(TILE_SAMPLE)]
        base = {c: operating.run(state, c)["total"] for c in state.directed(seat)}
        return max(lays, key=lambda a: self._gain(state, a, base))

    def _station(self, state, seat, legal):
        """The station whose company gains the most revenue (the first spot when none gains)."""
        spots = [a for a in legal if a.type == "place_station"][:TILE_SAMPLE]
        if not spots:
            return next(a for a in legal if a.type == "done")
        base = {c: operating.run(state, c)["total"] for c in state.directed(seat)}
        return max(spots, key=lambda a: self._gain(state, a, base))

    @staticmethod
    def _gain(state: LilliputState, action: Action, base: dict[str, int]) -> int:
        trial = state.clone()
        trial.apply(action)
        return operating.run(trial, action.company)["total"] - base.get(action.company, 0)

    def _fund(self, state: LilliputState, seat: int, legal):
        funds = [a for a in legal if a.type == "fund_companies"]
        if not funds:
            return legal[0]
        poorest = min(state.directed(seat), key=lambda c: state.companies[c]["treasury"])
        return next((a for a in funds if list(a.split) == [poorest]), funds[0])

    # ------------------------------------------------------------------ decisions for a company
    def _offer(self, state: LilliputState, seat: int, legal):
        top = state.current()
        seller = state.companies[top["seller"]]
        train = next(t for t in seller["trains"] if t["id"] == top["train"])
        fair = trains.bank_price(state, seat, train["type"]) // 2
        accept = top["price"] >= fair and len(seller["trains"]) > 1
        return next(a for a in legal if a.accept == accept)

    def _depot(self, state: LilliputState, seat: int, legal):
        cid = state.current()["company"]
        buys = [a for a in legal if a.type == "depot_train"]
        if buys and len(state.companies[cid]["trains"]) < 2:
            return buys[-1]
        return next(a for a in legal if a.type == "done")

    def _return(self, state: LilliputState, seat: int, legal):
        old = [a for a in legal if trains.is_obsolete(state, next(
            t for t in state.companies[a.company]["trains"] if t["id"] == a.train))]
        return (old or legal)[0]

    def _operate(self, state: LilliputState, seat: int, legal):
        cid = state.current()["company"]
        comp = state.companies[cid]
        kind = trains.top_train(state)
        short = (kind is not None and len(comp["trains"]) < 2
                 and comp["treasury"] < trains.bank_price(state, seat, kind))
        withhold = [a for a in legal if not a.payout]
        return withhold[0] if short and withhold else next(a for a in legal if a.payout)


# ---------------------------------------------------------------------------------- strong
def runs_left(state: LilliputState, cid: str) -> float:
    """The operating turns ``cid`` still has, the final round's counted twice (it pays double)."""
    if state.is_terminal():
        return 0.0
    operated = state.stage == "operating" and cid in state.last_runs
    ahead = state.rounds - state.round + (0 if operated else 1)
    return float(ahead + (1 if ahead > 0 else 0))


def next_run(state: LilliputState, cid: str) -> int:
    """The company's best revenue with its trains on the board as it is now (the optimizer, kept
    per board picture and train set, so a search asks for each network once)."""
    return operating.run(state, cid)["total"]


def outlook(state: LilliputState, share: float = 0.8, growth: float = 10.0) -> list[float]:
    """Each seat's worth now plus what its certificates should still bring: per share, ``share`` of
    the company's *next* run ÷ 10 for each operating turn left (the final one twice), and the price
    rising ``growth`` per turn paid out. A train bought or a tile that extends the run counts at
    once, not only after the company next operates."""
    if state.is_terminal():
        return [float(scoring.score(state, s)) for s in range(state.n)]
    out = [float(scoring.score(state, s)) for s in range(state.n)]
    for cid, comp in state.companies.items():
        if not comp["started"]:
            continue
        turns = runs_left(state, cid)
        run = next_run(state, cid) if turns else 0
        per_share = share * run / 10 * turns + (growth * turns if run else -growth)
        for seat in range(state.n):
            held = state.players[seat]["shares"].get(cid, 0) + (5 if comp["director"] == seat else 0)
            if held:
                out[seat] += held * per_share
    return out


class StrongAI(SearchAI):
    """Information-set MCTS (games/core/search.py) on ``outlook``. Track and stations are the
    simple AI's: it values a dozen lays with the revenue optimizer, too dear to repeat at every
    searched move, so inside the search a track or station decision is skipped (``done``)."""

    name = "strong"
    params = SearchParams(iterations=100, worlds=2, scale=60.0, max_depth=4, widen_base=2)
    # Solo: Gulliver's turn plays inside the apply that ends each round, so a searched move costs
    # more; fewer iterations keep a decision's time (p95) under 250 ms
    solo_params = replace(params, iterations=24)

    def __init__(self, seed: int = 0, params: SearchParams | None = None) -> None:
        super().__init__(seed, params)
        self.simple = SimpleAI(seed + 1)

    def choose(self, state: LilliputState, seat: int) -> Action:
        if (state.current() or {}).get("kind") in LAYS:
            return self.simple.choose(state, seat)
        if state.gulliver is not None and self.params is StrongAI.params:
            self.params = self.solo_params
        return super().choose(state, seat)

    def values(self, state: LilliputState, viewer: int) -> list[float]:
        return outlook(state)

    def root_candidates(self, state: LilliputState, seat: int) -> list[Action]:
        return without_offers(state, seat, state.legal_actions(seat))

    def candidates(self, state: LilliputState, seat: int) -> list[Action]:
        if (state.current() or {}).get("kind") in LAYS:
            return [Done(seat=seat)]  # always legal on a track or station step
        # the character tiles' lays: at the root only
        return without_offers(state, seat, state.legal_actions(seat, extra_lays=False))


def without_offers(state: LilliputState, seat: int, legal: list[Action]) -> list[Action]:
    """The moves without offers for another director's train: a refused offer leaves the position
    as it was, so an AI that makes one may make it again for ever (its own companies' trains stay)."""
    return [a for a in legal if not (a.type == "buy_train" and a.seller
                                     and state.companies[a.seller]["director"] != seat)] or legal


LAYS = ("tiles", "station")  # the decisions the strong AI leaves to the simple AI

