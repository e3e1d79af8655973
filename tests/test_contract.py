"""The engine contract's defaults (games/core/game.py): what the base class derives from a game's
decision or turn, per-field choices with their default from the listed legal actions and a game's
own override, suggestions, and how the command layer uses them. Two toy games as doubles: one that
lists its actions, one (a tile lay on a large grid) that cannot and answers field by field."""
from __future__ import annotations

from typing import Literal

import pytest
from pydantic import BaseModel

from vypravci.bot.commands import actions as cmd
from vypravci.bot.discord.cogs import action_commands as ac
from vypravci.bot.commands.present import Presenter
from vypravci.games.core import Action, Decision, Event, Game, GameState, RuleError, Seat
from vypravci.games.core.ai import LookaheadAI


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
