"""The only source of chance in an engine: a seeded generator whose state lives in the game state."""
from __future__ import annotations

import random


class Rng:
    """Deterministic random numbers. Same seed, same calls → same results on every machine."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self._r = random.Random(seed)

    def randrange(self, n: int) -> int:
        return self._r.randrange(n)

    def choice(self, seq):
        return seq[self._r.randrange(len(seq))]

    def shuffle(self, items: list) -> None:
        # Fisher–Yates on our own randrange, so the order never depends on random.shuffle internals.
        for i in range(len(items) - 1, 0, -1):
            j = self._r.randrange(i + 1)
            items[i], items[j] = items[j], items[i]

    def fork(self, salt: int) -> "Rng":
        """An independent generator derived from this one's seed (for AI seats, set-up, …)."""
        return Rng((self.seed * 1_000_003 + salt) & 0xFFFFFFFF)
