"""Fixture records: a whole game per option set, stored in the repository and replayed by the tests
to the stored final state, so a rules change that breaks saved games fails CI.

A fixture is JSON: ``{"record": <GameRecord>, "final": {"digest", "scores", "ranking", "actions"}}``.
``digest`` is the SHA-256 of the final state's canonical ``to_dict()``.
"""
from __future__ import annotations

import hashlib
import json
from typing import Any

from pydantic import BaseModel

from .game import Game, GameState
from .record import GameRecord
from .registry import replay
from .selfplay import ai_seats, play

FIXTURE_SEED = 2026


def state_digest(state: GameState) -> str:
    text = json.dumps(state.to_dict(), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def final_of(state: GameState, actions: int) -> dict:
    return {"digest": state_digest(state), "scores": list(state.scores()), "ranking": list(state.ranking()),
            "actions": actions}


def option_slug(game: Game, options: BaseModel) -> str:
    """The options that differ from the defaults, as a file name ("default" when none do)."""
    defaults = game.Options().model_dump(mode="json")
    parts = []
    for key, value in options.model_dump(mode="json").items():
        if value == defaults.get(key):
            continue
        if isinstance(value, bool):
            parts.append(key if value else f"no-{key}")
        elif isinstance(value, list):
            parts.append(f"{key}-{'-'.join(str(v) for v in value)}")
        else:
            parts.append(f"{key}-{value}")
    return "_".join(parts).replace("_", "-").lower() or "default"


def fixture_players(game: Game, options: BaseModel) -> int:
    counts = game.player_counts(options)
    return counts[len(counts) // 2]


def make_fixture(game: Game, options: BaseModel, seed: int = FIXTURE_SEED) -> dict[str, Any]:
    """Play one whole game with the game's first non-random AI (or random) on every seat."""
    levels = [a for a in game.ai_names() if a != "random"][:1] or ["random"]
    record, state = play(game, ai_seats(fixture_players(game, options), levels), seed,
                         options.model_dump(mode="json"))
    return {"record": record.model_dump(mode="json"), "final": final_of(state, len(record.actions))}


def replay_fixture(data: dict[str, Any]) -> tuple[GameState, dict]:
    """Replay a stored fixture: the final state and what it gives now (compare with ``data["final"]``)."""
    record = GameRecord.model_validate(data["record"])
    state = replay(record)
    return state, final_of(state, len(record.actions))
