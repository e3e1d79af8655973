"""The engine contract's defaults (games/core/game.py): what the base class derives from a game's
decision or turn, per-field choices with their default from the listed legal actions and a game's
own override, suggestions, and how the command layer uses them. Two toy games as doubles: one that
lists its actions, one (a tile lay on a large grid) that cannot and answers field by field.
The search over the contract (games/core/search.py) is tested on toys too: a trap greedy play
falls into, 200 candidates opened best first, a long game cut short by an estimate."""
from __future__ import annotations

from typing import Literal

import pytest
from pydantic import BaseModel

from vypravci.bot.commands import actions as cmd
from vypravci.bot.discord.cogs import action_commands as ac
from vypravci.bot.commands.present import Presenter
from vypravci.games.core import Action, Decision, Event, Game, GameState, Rng, RuleError, Seat
from vypravci.games.core.ai import LookaheadAI
from vypravci.games.core.search import SearchAI, SearchParams


class Take(Action):
    type: Literal["take"] = "take"
    item: str
    count: int = 1


class Lay(Action):
    type: Literal["lay"] = "lay"
    hex: tuple[int, int]
    rotation: int


class Toy(GameState):
    """Two seats take turns; ``listed`` games list their actions, others answer field by field."""

    def __init__(self, game: "ToyGame", listed: bool) -> None:
        self.game, self.seats, self.listed = game, [Seat(name="A"), Seat(name="B")], listed
        self.turn, self.laid, self.taken = 0, [], []

    def decision(self) -> Decision | None:
        if self.is_terminal():
            return None
        return Decision(self.turn % 2, ("take",) if self.listed else ("lay",), secret=self.turn == 1)

    def is_terminal(self) -> bool:
        return self.turn >= 4

    def legal_actions(self, seat=None):
        seat = self.to_act() if seat is None else seat
        if not self.listed or seat != self.to_act():
            return []
        return [Take(seat=seat, item=i, count=c) for i in ("coal", "grain") for c in (1, 2) if (i, c) != ("grain", 2)]

    def choices(self, seat, action_type, field, partial):
        if self.listed:
            return super().choices(seat, action_type, field, partial)
        if field == "hex":  # 10 000 hexes: never listed as whole actions
            return [[c, r] for c in range(100) for r in range(100) if [c, r] not in self.laid][:30]
        if field == "rotation":
            return [0, 3] if partial.get("hex") == [0, 0] else list(range(6))
        return []

    def suggest(self, seat, action_type, partial):
        return {"type": "lay", "seat": seat, "hex": partial.get("hex", [5, 5]), "rotation": 2}

    def _check(self, action):
        if isinstance(action, Lay) and (list(action.hex) in self.laid or not 0 <= action.rotation < 6):
            raise RuleError("error-bad-action", "lay", detail="occupied")

    def _perform(self, action):
        if isinstance(action, Lay):
            self.laid.append(list(action.hex))
        else:
            self.taken.append((action.item, action.count))
        self.turn += 1
        return [Event(key="toy")]

    def scores(self):
        return [0, 0]

    def ranking(self):
        return [0, 1]

    def to_dict(self):
        return {"turn": self.turn, "laid": self.laid}

    def clone(self):
        other = Toy(self.game, self.listed)
        other.turn, other.laid, other.taken = self.turn, [list(h) for h in self.laid], list(self.taken)
        return other


class ToyGame(Game):
    id = "toy"
    name = {"cs": "Hračka", "en": "Toy"}
    min_players = max_players = 2
    Options = type("ToyOptions", (BaseModel,), {})
    action_types = (Take, Lay)

    def new_state(self, options, seats, seed):
        return Toy(self, listed=True)


GAME = ToyGame()


def label(field, value):
    return str(value)


def test_whose_turn_and_legal_types_come_from_the_decision():
    st = Toy(GAME, listed=True)
    assert st.to_act() == 0 and st.legal_types() == ("take",) and st.legal_types(1) == ()
    st.apply({"type": "take", "seat": 0, "item": "coal"})
    assert st.to_act() == 1 and st.decision().secret
    with pytest.raises(RuleError):
        st.apply({"type": "take", "seat": 0, "item": "coal"})  # not seat 0's turn


def test_a_state_must_say_what_it_waits_for():
    class Mute(Toy):
        decision = GameState.decision  # neither decision nor to_act of its own

    with pytest.raises(TypeError):
        Mute(GAME, listed=True).to_act()


def test_default_choices_come_from_the_listed_actions_given_the_fields_chosen():
    st = Toy(GAME, listed=True)
    assert st.choices(0, "take", "item", {}) == ["coal", "grain"]
    assert st.choices(0, "take", "count", {"item": "coal"}) == [1, 2]
    assert st.choices(0, "take", "count", {"item": "grain"}) == [1]
    assert st.choices(1, "take", "item", {}) == []  # not that seat's turn
    assert GameState.suggest(st, 0, "take", {}) is None  # the default: no suggestion


def test_commands_fill_and_resolve_through_the_default_choices():
    st = Toy(GAME, listed=True)
    assert [c.value for c in cmd.choices(st, 0, "take", "count", {"item": "grain"}, label)] == ["1"]
    assert cmd.fill_unique(st, 0, {"type": "take", "seat": 0, "item": "grain"})["count"] == 1
    assert cmd.resolve(st, 0, "take", {"item": "coal", "count": "2"}, label) == {
        "type": "take", "seat": 0, "item": "coal", "count": 2}
    with pytest.raises(RuleError) as err:
        cmd.resolve(st, 0, "lay", {"hex": "1,1"}, label)
    assert err.value.key == "error-not-now"


def test_unlisted_actions_are_chosen_field_by_field_and_checked_on_submit():
    st = Toy(GAME, listed=False)
    assert st.legal_actions() == [] and st.legal_types() == ("lay",)
    assert [c.value for c in cmd.choices(st, 0, "lay", "rotation", {"hex": "0,0"}, label)] == ["0", "3"]
    action = cmd.resolve(st, 0, "lay", {"hex": "0,0", "rotation": "3"}, label)
    assert action == {"type": "lay", "seat": 0, "hex": [0, 0], "rotation": 3}
    st.apply(action)
    assert st.laid == [[0, 0]]
    with pytest.raises(RuleError):  # no longer a choice
        cmd.resolve(st, 1, "lay", {"hex": "0,0", "rotation": "1"}, label)
    assert cmd.suggestion(st, 1, "lay", {"hex": "0,1"}) == {"type": "lay", "seat": 1, "hex": [0, 1], "rotation": 2}


def test_the_turn_picker_steps_through_unlisted_fields():
    st = Toy(GAME, listed=False)
    p = Presenter("en")
    step = ac.field_step(st, 0, "lay", {}, p)
    assert step.field == "hex" and step.options[0] == ("0=0,0", "[0, 0]")
    step = ac.field_step(st, 0, "lay", {"hex": "0,0"}, p)
    assert step.field == "rotation" and [v for v, _ in step.options] == ["1=0", "1=3"]
    assert not ac.unlisted_ready(st, "lay", {"hex": "0,0"})
    assert ac.unlisted_ready(st, "lay", {"hex": "0,0", "rotation": "3"})


def test_the_ai_skeleton_determinizes_tries_and_evaluates():
    """A game supplies only the evaluation; the skeleton averages it over imagined copies."""
    imagined = []

    class Counting(Toy):
        def determinize(self, seat, seed):
            imagined.append(seed)
            return self.clone()

    class Greedy(LookaheadAI):
        samples = 3

        def evaluate(self, state, seat):
            return sum(count for _, count in state.taken)

    st = Counting(GAME, listed=True)
    ai = Greedy(seed=1)
    assert ai.choose(st, 0) == Take(seat=0, item="coal", count=2)
    assert len(imagined) == 3 and st.taken == []  # tried on copies only


def test_the_registry_finds_games_by_their_folders(tmp_path, monkeypatch):
    """Every subpackage exposing GAME is a game (its id need not match the folder); a folder
    without GAME is not registered yet."""
    import sys

    from vypravci.games.core import registry

    root = tmp_path / "toyshelf"
    for name, body in (("boxed", "from tests.test_contract import GAME\n"), ("unfinished", "")):
        (root / name).mkdir(parents=True)
        (root / name / "__init__.py").write_text(body)
    (root / "__init__.py").write_text("")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(registry, "PACKAGE", "toyshelf")
    monkeypatch.setattr(registry, "_games", {})
    monkeypatch.setattr(registry, "_packages", {})
    try:
        assert registry.game_modules() == ["toyshelf.boxed", "toyshelf.unfinished"]
        assert [g.id for g in registry.all_games()] == ["toy"]
        assert registry.package_of("toy") == "boxed"
    finally:
        for mod in [m for m in sys.modules if m.startswith("toyshelf")]:
            del sys.modules[mod]


# ---------------------------------------------------------------------------------- the search
class Grab(Action):
    type: Literal["grab"] = "grab"
    what: str


class Trap(GameState):
    """A toy with a trap for greedy play. Two seats, three moves: seat 0 takes ``gold`` (3 points)
    or ``safe`` (2); seat 1 answers — after gold it may ``steal`` (5 points), otherwise it only
    ``take``s 1; then seat 0 takes 1 more (``last``). Greedy seat 0 grabs gold and loses 4–5;
    looking ahead, safe wins 3–1. Before each game a hidden ``bonus`` (0 or 1, seat 1's secret)
    is dealt; it never changes seat 0's best move."""

    def __init__(self, game, bonus: int = 0) -> None:
        self.game, self.seats = game, [Seat(name="A"), Seat(name="B")]
        self.moves: list[str] = []
        self.points = [0, 0]
        self.bonus = bonus

    def decision(self):
        if self.is_terminal():
            return None
        return Decision(len(self.moves) % 2, ("grab",))

    def is_terminal(self):
        return len(self.moves) >= 3

    def legal_actions(self, seat=None):
        seat = self.to_act() if seat is None else seat
        if seat is None or seat != self.to_act():
            return []
        if not self.moves:
            options = ["safe", "gold"]
        elif len(self.moves) == 1:
            options = ["take", "steal"] if self.moves[0] == "gold" else ["take"]
        else:
            options = ["last"]
        return [Grab(seat=seat, what=w) for w in options]

    def _check(self, action):
        if action not in self.legal_actions(action.seat):
            raise RuleError("error-bad-action", "grab", detail=action.what)

    def _perform(self, action):
        self.points[action.seat] += {"safe": 2, "gold": 3, "take": 1, "steal": 5, "last": 1}[action.what]
        self.moves.append(action.what)
        return [Event(key="grab")]

    def scores(self):
        return list(self.points)

    def ranking(self):
        return sorted(range(2), key=lambda s: (-self.points[s], s))

    def to_dict(self):
        return {"moves": self.moves, "points": self.points, "bonus": self.bonus}

    def view(self, seat=None):
        return {"moves": self.moves, "points": self.points, "bonus": self.bonus if seat == 1 else None}

    def clone(self):
        other = Trap(self.game, self.bonus)
        other.moves, other.points = list(self.moves), list(self.points)
        return other

    def determinize(self, seat, seed):
        other = self.clone()
        if seat != 1:
            other.bonus = Rng(seed).randrange(2)  # seat 1's secret, imagined
        return other


class TrapGame(ToyGame):
    id = "trap"
    action_types = (Grab,)

    def new_state(self, options, seats, seed):
        return Trap(self)


TRAP = TrapGame()


def test_greedy_play_falls_into_the_trap_the_search_avoids():
    st = Trap(TRAP)
    assert LookaheadAI(seed=1).choose(st, 0) == Grab(seat=0, what="gold")  # the greedy skeleton
    ai = SearchAI(seed=1, params=SearchParams(iterations=60, worlds=2))
    assert ai.choose(st, 0) == Grab(seat=0, what="safe")
    best = ai.stats.root[0]
    assert best[0].what == "safe" and best[2] > 0.5 and ai.stats.root[1][2] < 0.5  # safe wins, gold loses
    assert st.moves == []  # searched on copies only


def test_the_search_is_deterministic_for_its_seed_and_blind_to_secrets():
    picks = set()
    for bonus in (0, 1):  # seat 1's secret differs; seat 0's view does not
        ai = SearchAI(seed=4, params=SearchParams(iterations=40, worlds=3))
        picks.add((ai.choose(Trap(TRAP, bonus), 0), tuple((a, v) for a, v, _ in ai.stats.root)))
    assert len(picks) == 1


class Count(GameState):
    """One move out of 200 numbers; the game ends at once and scores the number taken, so the
    search must find 199 — the candidates come best first, as a game orders them."""

    def __init__(self, game) -> None:
        self.game, self.seats, self.taken = game, [Seat(name="A"), Seat(name="B")], None

    def decision(self):
        return None if self.taken is not None else Decision(0, ("take",))

    def is_terminal(self):
        return self.taken is not None

    def legal_actions(self, seat=None):
        return [] if self.taken is not None else [Take(seat=0, item=str(i)) for i in range(200)]

    def _check(self, action):
        pass

    def _perform(self, action):
        self.taken = int(action.item)
        return []

    def scores(self):
        return [self.taken or 0, 100]

    def ranking(self):
        return sorted(range(2), key=lambda s: -self.scores()[s])

    def to_dict(self):
        return {"taken": self.taken}

    def clone(self):
        other = Count(self.game)
        other.taken = self.taken
        return other


def test_progressive_widening_opens_the_best_candidates_first():
    class Ordered(SearchAI):
        def candidates(self, state, seat):
            return sorted(state.legal_actions(seat), key=lambda a: -int(a.item))

    ai = Ordered(seed=1, params=SearchParams(iterations=100, worlds=1, widen_base=2, widen_coef=1.0, widen_alpha=0.5,
                                             presort="off"))
    assert ai.choose(Count(GAME), 0) == Take(seat=0, item="199")
    tried = [a for a, visits, _ in ai.stats.root if visits]
    assert len(tried) <= 2 + int(100 ** 0.5)  # not all 200: only as many as the visits allow
    assert {int(a.item) for a in tried} == set(range(200 - len(tried), 200))


def test_a_leaf_evaluation_cuts_the_search_short():
    """A long game, searched two moves deep: the game's estimate, not the end, picks the move."""
    class Long(Toy):
        def is_terminal(self):
            return self.turn >= 40

    class Estimating(SearchAI):
        def values(self, state, viewer):
            mine = [sum(c for i, c in state.taken[s::2] if i == "grain") for s in (0, 1)]
            return [float(v) for v in mine]

    st = Long(GAME, listed=True)
    ai = Estimating(seed=2, params=SearchParams(iterations=80, worlds=1, max_depth=2))
    assert ai.choose(st, 0) == Take(seat=0, item="grain", count=1)
    assert st.taken == []  # searched on copies; the scores (all 0 here) could not have told
