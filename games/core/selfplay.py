"""Play a whole game with AI seats (pure: used by the CLI, benchmarks and tests)."""
from __future__ import annotations

from .errors import RuleError
from .game import Game
from .record import GameRecord, Seat
from .registry import new_state

MAX_ACTIONS = 5000


def ai_seats(n: int, levels: list[str]) -> list[Seat]:
    """n AI seats; ``levels`` is cycled over them (e.g. ["simple", "random"]). Named as the lobby
    names an added AI seat: "AI 1", "AI 2", … (the level is the seat's ``ai``)."""
    return [Seat(name=f"AI {i + 1}", kind="ai", ai=levels[i % len(levels)]) for i in range(n)]


def play(game: Game, seats: list[Seat], seed: int, options: dict | None = None, on_step=None):
    """Play to the end; every seat must be an AI. Returns (record, final state).
    ``on_step(state, action, events)`` is called after each action (for logs and images)."""
    opts = game.parse_options(options)
    record = GameRecord(game=game.id, options=opts.model_dump(mode="json"), seed=seed, seats=seats)
    state = new_state(record)
    ais = [game.make_ai(s.ai or "simple", seed * 1009 + i) for i, s in enumerate(seats)]
    for _ in range(MAX_ACTIONS):
        seat = state.to_act()
        if seat is None:
            return record, state
        action = ais[seat].choose(state, seat)
        events = state.apply(action)
        record.actions.append(action.to_dict())
        if on_step:
            on_step(state, action, events)
    raise RuleError("error-game-too-long", "turn", actions=MAX_ACTIONS)
