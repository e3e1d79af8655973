"""The registry of games, and the record-level operations every front end uses."""
from __future__ import annotations

import importlib

from .errors import RecordError, RuleError
from .game import Game, GameState
from .record import GameRecord, Seat

# Each game is a folder under games/ whose package exposes GAME. Add new games here.
GAME_MODULES = ["games.mini_express", "games.cargo_empire"]

_games: dict[str, Game] = {}


def _load() -> None:
    if _games:
        return
    for mod in GAME_MODULES:
        game = importlib.import_module(mod).GAME
        _games[game.id] = game


def all_games() -> list[Game]:
    _load()
    return list(_games.values())


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
