"""18Lilliput registered as a game: metadata, options and the state factory."""
from __future__ import annotations

from typing import Callable, Literal

from pydantic import BaseModel, ConfigDict, Field

from vypravci.games.core import Game, RuleError, Seat

from .actions import ACTION_TYPES
from .state import LilliputState
from .track.board import new_network


class LilliputOptions(BaseModel):
    """The base game for 2–4 players and the rulebook's options: solo against the Gulliver automa
    and the three variants (each its own module: gulliver.py, allenbeck / laputa tiles, brobdingnag.py)."""

    model_config = ConfigDict(extra="forbid")
    advanced: bool = Field(False, description="Advanced variant: the top train card leaves the game before "
                                              "each operating phase")
    two_characters: bool = Field(False, description="2 players: each player takes two characters")
    solo: bool = Field(False, description="One player against the automa Gulliver")
    allenbeck: bool = Field(False, description="Allenbeck-Tottenham-Express: three named brown cities and "
                                               "a 20 £ bonus for a train through three named cities")
    laputa: bool = Field(False, description="Laputa: brown city tiles in the start companies' colours, "
                                            "laid and used only by their company")
    brobdingnag: bool = Field(False, description="Brobdingnag: the 30 Brob tiles instead of the ordinary "
                                                 "ones; half of a paid-out revenue goes to the company")
    scenario: Literal["zaciname", "pohori", "mesto-na-meste"] | None = Field(
        None, description="A printed scenario: scenario tiles laid before the game")
    layout: str | None = Field(None, max_length=1000, description="The host's own scenario: scenario tiles "
                                                                  "and squares, e.g. 'hills@2,-1 sea@-3,0/1'",
                               examples=["hills@2,-1;sea@-3,0/1"])

    def tile_variants(self) -> tuple[str, ...]:
        """The variant tile sets this game plays with (tiles_variants.toml; scenario_tiles.toml)."""
        # Brobdingnag first: its Brob tiles replace the ordinary ones, then the other variants' brown
        # cities join the upgrades of what is left.
        names = tuple(v for v in ("brobdingnag", "allenbeck", "laputa") if getattr(self, v))
        return names + (("scenario",) if self.scenario or self.layout else ())


class Lilliput(Game):
    id = "18lilliput"
    name = {"cs": "18Lilliput", "en": "18Lilliput"}
    min_players, max_players = 2, 4
    Options, State, action_types = LilliputOptions, LilliputState, ACTION_TYPES

    def __init__(self, board_factory: Callable[[], object] | None = None) -> None:
        super().__init__()
        self._board_factory = board_factory

    def new_board(self, options: LilliputOptions | None = None):
        """The board a new game starts with (the tile rules' Board with the options' variant
        tiles; tests may pass a stand-in)."""
        if self._board_factory is not None:
            return self._board_factory()
        return new_network(options.tile_variants() if options is not None else ())

    def option_sets(self) -> list[BaseModel]:
        O = LilliputOptions  # noqa: N806
        return [O(), O(advanced=True), O(two_characters=True), O(advanced=True, two_characters=True),
                # Solo against Gulliver, alone and with each variant; the variants with 2–4 players.
                O(solo=True), O(solo=True, advanced=True, allenbeck=True), O(solo=True, laputa=True),
                O(solo=True, brobdingnag=True), O(allenbeck=True), O(laputa=True), O(brobdingnag=True),
                O(allenbeck=True, laputa=True, brobdingnag=True, advanced=True),
                # The printed scenarios (one solo), and a host's layout.
                O(scenario="zaciname"), O(scenario="pohori", advanced=True),
                O(scenario="mesto-na-meste", allenbeck=True), O(solo=True, scenario="pohori"),
                O(layout="hills@2,-1;swamp@-2,1;mine-20@2,2;sea@-3,0;mountains@0,-3;offboard@4,0")]

    def player_counts(self, options: BaseModel | None = None) -> list[int]:
        opts = options if isinstance(options, LilliputOptions) else LilliputOptions()
        if opts.solo:
            return [1]
        return [2] if opts.two_characters else [2, 3, 4]

    def make_state(self, opts: LilliputOptions, seats: list[Seat], seed: int) -> LilliputState:
        if opts.solo and opts.two_characters:
            raise RuleError("error-player-count", "setup", count=len(seats))
        if opts.scenario and opts.layout:
            raise RuleError("ll-error-layout-twice", "scenarios")
        return LilliputState(self, opts, seats, seed, self.new_board(opts))

    def check_data(self) -> str:
        from .components import load_cards, load_characters, load_companies, load_market, load_trains
        from .track.scenarios import load_scenarios
        from .track.tiles import load_scenario_tiles, load_tiles, tiles_for
        tiles_for(("brobdingnag", "allenbeck", "laputa", "scenario"))  # every variant tile set validates
        return (f"{len(load_companies().companies)} companies, {len(load_trains().trains)} train types, "
                f"{len(load_market().upper) * 2} price spaces, {len(load_cards().cards)} action cards, "
                f"{len(load_characters().characters)} characters, {sum(load_tiles().supply().values())} tiles, "
                f"{sum(t.count for t in load_scenario_tiles().tiles)} scenario tiles, "
                f"{len(load_scenarios().scenarios)} scenarios")

    def ai_classes(self) -> dict[str, type]:
        from .ai import SimpleAI, StrongAI

        return {**super().ai_classes(), "simple": SimpleAI, "strong": StrongAI}
