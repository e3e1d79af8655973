"""Engine core: the contract, records and replay, seeded chance, rule errors, AI base."""
from .errors import RecordError, RuleError
from .game import Action, Decision, Event, Game, GameState
from .record import GameRecord, Seat
from .registry import all_games, get_game, new_record, new_state, package_of, replay
from .rng import Rng

__all__ = [
    "Action", "Decision", "Event", "Game", "GameRecord", "GameState", "RecordError", "Rng", "RuleError",
    "Seat", "all_games", "get_game", "new_record", "new_state", "package_of", "replay",
]
