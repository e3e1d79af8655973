"""Mini Express registered as a game: metadata, options and the state factory."""
from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from vypravci.games.core import Game, Seat

from .actions import ACTION_TYPES
from .state import MiniExpressState

Mode = Literal["standard", "solo", "two_player", "experts"]
Difficulty = Literal["cestujici", "turista", "sotous", "pruvodci", "ajznbonak"]

#: Human seats each mode seats (Mašinfíra, when it plays, is added by the engine).
PLAYER_COUNTS: dict[str, list[int]] = {"standard": [3, 4, 5], "solo": [1], "two_player": [2], "experts": [2]}
#: The solo difficulty levels, easiest first; each adds to the changes of the ones before it.
DIFFICULTIES: tuple[str, ...] = ("cestujici", "turista", "sotous", "pruvodci", "ajznbonak")


class MiniExpressOptions(BaseModel):
    model_config = ConfigDict(extra="forbid")
    map: Literal["usa", "europe", "uk", "taiwan"] = Field("usa", description=(
        "Board side: USA or Europe; the expansion's Spojené království 1918 (uk) or Tchaj-wan 1908 (taiwan)"))
    first_game: bool = Field(False, description="First-game simplification: every city admits 2 companies")
    mode: Mode = Field("standard", description=(
        "standard: 3-5 players; solo: 1 player against Mašinfíra; two_player: 2 players with "
        "Mašinfíra as a third seat; experts: the experts' duel, 2 players without Mašinfíra"))
    difficulty: Difficulty = Field("cestujici", description=(
        "Solo difficulty (Nastavení obtížnosti sólové hry): cestujici (easy, the basic solo rules), "
        "turista, sotous, pruvodci, ajznbonak; solo only"))
    golden_spike: bool = Field(False, description=(
        "Zlatý hřeb (USA map only): the first track into Omaha starts the transcontinental railroad; "
        "the companies running its two branches gain 2 track length when Omaha and San Francisco are linked"))
    ports: bool = Field(False, description=(
        "Přístavy (Europe map only): port hexes are closed to track; the first track into a city whose "
        "demand token has a wild symbol puts a train of the token's company on a free port"))
    secret_debt: bool = Field(False, description=(
        "Tajný dluh: every player holds a secret debt token that lowers their influence before final scoring"))
    signals: bool = Field(False, description=(
        "V ruchu a spěchu (standard mode, 3-5 players only): signal tokens Volno/Stůj; after each turn the "
        "active player chooses who plays next"))
    full_steam: bool = Field(False, description=(
        "Plnou parou vpřed: track length goes up to 20 with the extension board's share values"))

    @model_validator(mode="after")
    def _check_combinations(self) -> "MiniExpressOptions":
        # The difficulty levels are written for the solo game only (Nastavení obtížnosti sólové hry).
        if self.difficulty != "cestujici" and self.mode != "solo":
            raise ValueError(f"difficulty {self.difficulty!r} is a solo rule; mode {self.mode!r} has none")
        # The map variants belong to their side of the board (Mapa USA: Zlatý hřeb; Mapa Evropy: Přístavy);
        # both are "compatible with every game mode" (Volitelné úpravy pravidel).
        if self.golden_spike and self.map != "usa":
            raise ValueError("golden_spike (Zlatý hřeb) is a variant of the USA map")
        if self.ports and self.map != "europe":
            raise ValueError("ports (Přístavy) is a variant of the Europe map")
        # V ruchu a spěchu: "není možné využít v sólo hře a hře dvou hráčů".
        if self.signals and self.mode != "standard":
            raise ValueError(f"signals (V ruchu a spěchu) needs 3-5 players (standard mode), not mode {self.mode!r}")
        return self

    @property
    def level(self) -> int:
        """The difficulty as a number: 0 Cestující … 4 Ajznbónák (each level includes the lower ones)."""
        return DIFFICULTIES.index(self.difficulty)


class MiniExpress(Game):
    id = "mini-express"
    name = {"cs": "Mini Express", "en": "Mini Express"}
    # The class-level range is the standard game's (the default mode); player_counts() gives each
    # mode's own count (solo 1, two_player 2, experts 2).
    min_players, max_players = 3, 5
    Options, State, action_types = MiniExpressOptions, MiniExpressState, ACTION_TYPES

    def player_counts(self, options: BaseModel | None = None) -> list[int]:
        mode = getattr(options, "mode", "standard") if options is not None else "standard"
        return list(PLAYER_COUNTS[mode])

    def option_sets(self) -> list[BaseModel]:
        sets = [MiniExpressOptions(map=m) for m in ("usa", "europe")] + [
            MiniExpressOptions(map="usa", first_game=True)
        ]
        sets += [MiniExpressOptions(map="usa", mode="solo", difficulty=d) for d in DIFFICULTIES]
        sets += [MiniExpressOptions(map="europe", mode="solo")]
        sets += [MiniExpressOptions(map=m, mode=mode) for mode in ("two_player", "experts") for m in ("usa", "europe")]
        # The variants and mini-expansions, combined so that every rule meets every mode once.
        sets += [
            MiniExpressOptions(map="usa", golden_spike=True),
            MiniExpressOptions(map="europe", ports=True, signals=True, secret_debt=True),
            MiniExpressOptions(map="usa", golden_spike=True, signals=True, full_steam=True),
            MiniExpressOptions(map="usa", mode="solo", golden_spike=True, secret_debt=True, full_steam=True),
            MiniExpressOptions(map="europe", mode="two_player", ports=True, secret_debt=True),
            MiniExpressOptions(map="usa", mode="experts", golden_spike=True, secret_debt=True),
            MiniExpressOptions(map="europe", mode="experts", ports=True, full_steam=True),
        ]
        # The expansion's maps in every mode, and with the mini-expansions.
        sets += [MiniExpressOptions(map=m, mode=mode) for m in ("uk", "taiwan")
                 for mode in ("standard", "solo", "two_player", "experts")]
        sets += [
            MiniExpressOptions(map="uk", signals=True, secret_debt=True, full_steam=True),
            MiniExpressOptions(map="taiwan", signals=True, secret_debt=True),
            MiniExpressOptions(map="uk", mode="solo", difficulty="pruvodci", secret_debt=True),
            MiniExpressOptions(map="taiwan", mode="solo", difficulty="ajznbonak", full_steam=True),
            MiniExpressOptions(map="uk", mode="two_player", secret_debt=True),
            MiniExpressOptions(map="taiwan", mode="experts", full_steam=True),
        ]
        return sets

    def metadata(self) -> dict:
        meta = super().metadata()
        meta["modes"] = {mode: list(counts) for mode, counts in PLAYER_COUNTS.items()}
        meta["difficulties"] = list(DIFFICULTIES)
        meta["variants"] = {"golden_spike": {"maps": ["usa"]}, "ports": {"maps": ["europe"]},
                            "secret_debt": {}, "signals": {"modes": ["standard"]}, "full_steam": {}}
        return meta

    def new_state(self, options: BaseModel, seats: list[Seat], seed: int) -> MiniExpressState:
        """The seats as given (the registry checks their number against the mode)."""
        return self.make_state(options, seats, seed)

    def check_data(self) -> str:
        from .data import ALL_MAP_IDS, load_debt_tokens, load_map, load_masinfira_tokens, load_share_values, load_tokens

        maps = [load_map(m) for m in ALL_MAP_IDS]
        load_tokens(), load_share_values(), load_masinfira_tokens(), load_debt_tokens()
        return ", ".join(f"{m.id} ({len(m.cities)} cities, {m.source})" for m in maps)

    def ai_names(self) -> list[str]:
        return ["random", "simple", "strong"]

    def make_ai(self, name: str, seed: int):
        from .ai import AI_CLASSES

        return AI_CLASSES.get(name, AI_CLASSES["simple"])(seed)
