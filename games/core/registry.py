"""The registry of games, and the record-level operations every front end uses."""
from __future__ import annotations

import importlib
import pkgutil

from .errors import RecordError, RuleError
from .game import Game, GameState
from .record import GameRecord, Seat

PACKAGE = __name__.rsplit(".", 2)[0]  # vypravci.games
NOT_GAMES = frozenset({"core"})

_games: dict[str, Game] = {}
_packages: dict[str, str] = {}  # game id → its folder under games/ (ids need not be identifiers)


def game_modules() -> list[str]:
    """Every subpackage of ``games`` but ``core``, by name: each is a game once it exposes GAME."""
    root = importlib.import_module(PACKAGE)
    return sorted(f"{PACKAGE}.{m.name}" for m in pkgutil.iter_modules(root.__path__)
                  if m.ispkg and m.name not in NOT_GAMES)


def _load() -> None:
    if _games:
        return
    for mod in game_modules():
        game = getattr(importlib.import_module(mod), "GAME", None)
        if isinstance(game, Game):  # a folder still being written has no GAME yet
            _games[game.id] = game
            _packages[game.id] = mod.rsplit(".", 1)[1]


def all_games() -> list[Game]:
    _load()
    return list(_games.values())


def package_of(game_id: str) -> str:
    """The folder name of a registered game (an id that is no Python name, such as one starting with a digit); the face and the
    renderer modules carry the same name. Unknown ids: the id with "_" for "-"."""
    _load()
    return _packages.get(game_id, game_id.replace("-", "_"))


def get_game(game_id: str) -> Game:
    _load()
    try:
        return _games[game_id]
    except KeyError:
        raise RuleError("error-unknown-game", "games", game=game_id) from None


def new_state(record: GameRecord) -> GameState:
    """The initial state of a record (no actions applied)."""
    game = get_game(record.game)
    options = game.parse_options(record.options)
    if len(record.seats) not in game.player_counts(options):
        raise RuleError("error-player-count", "setup", count=len(record.seats))
    return game.new_state(options, list(record.seats), record.seed)


def replay(record: GameRecord, upto: int | None = None) -> GameState:
    """Rebuild a game from its record; raises RecordError naming the first refused action."""
    state = new_state(record)
    actions = record.actions if upto is None else record.actions[:upto]
    for i, data in enumerate(actions):
        try:
            state.apply(data)
        except RuleError as err:
            raise RecordError(i, err) from err
    return state


def new_record(game_id: str, seats: list[Seat], seed: int = 0, options: dict | None = None) -> GameRecord:
    game = get_game(game_id)
    opts = game.parse_options(options)
    return GameRecord(game=game_id, options=opts.model_dump(mode="json"), seed=seed, seats=seats)
