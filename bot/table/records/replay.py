"""Replaying stored records safely: a record that no longer replays is *damaged*, never a crash.

A record can stop replaying when it was edited by hand, when an engine change refuses an old move,
or after a bug. ``replay_checked`` turns every such failure (a refused move, or any exception the
engine raised on bad data) into ``DamagedRecord`` naming the first move that breaks, so players get
a clear message and the host a repair path (cut back to the last good move, or abandon).
"""
from __future__ import annotations

from dataclasses import dataclass

from vypravci.games.core import GameRecord, GameState, RuleError, get_game


@dataclass
class Damage:
    """Where a record breaks: ``good`` actions replay; action number ``good + 1`` does not
    (``good`` is None when even the set-up fails: options, seats or the game id)."""

    good: int | None
    reason: str  # a locale key when the engine refused (RuleError), else the exception's class

    @property
    def move(self) -> int:
        """The 1-based number of the first move that fails (0: the set-up)."""
        return 0 if self.good is None else self.good + 1


class DamagedRecord(Exception):
    def __init__(self, damage: Damage) -> None:
        super().__init__(f"record damaged at move {damage.move}: {damage.reason}")
        self.damage = damage


def _reason(err: BaseException) -> str:
    return err.key if isinstance(err, RuleError) else type(err).__name__


def replay_checked(record: GameRecord) -> GameState:
    """The state after every action of ``record``; raises DamagedRecord where it breaks."""
    try:
        game = get_game(record.game)
        options = game.parse_options(record.options)
        if len(record.seats) not in game.player_counts(options):
            raise RuleError("error-player-count", "setup", count=len(record.seats))
        state = game.new_state(options, list(record.seats), record.seed)
    except Exception as err:  # noqa: BLE001 - any failure of the set-up is damage, not a crash
        raise DamagedRecord(Damage(None, _reason(err))) from err
    for i, data in enumerate(record.actions):
        try:
            state.apply(data)
        except Exception as err:  # noqa: BLE001 - a refused move or an engine failure on old data
            raise DamagedRecord(Damage(i, _reason(err))) from err
    return state


def find_damage(record: GameRecord) -> Damage | None:
    """None if the record replays to the end, else where it breaks."""
    try:
        replay_checked(record)
    except DamagedRecord as err:
        return err.damage
    return None
