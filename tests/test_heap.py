"""bot/ops/heap.py: what start-up built is frozen out of the collector's passes."""
from __future__ import annotations

import gc

from vypravci.bot.ops import heap


def test_settle_freezes_what_is_alive_and_leaves_new_objects_collectable():
    try:
        kept = [object() for _ in range(10)] + [{"alive": True}]
        frozen = heap.settle()
        assert frozen == gc.get_freeze_count() > len(kept)
        assert not any(o is kept[-1] for o in gc.get_objects())  # frozen: no pass walks it

        cycle: list = []
        cycle.append(cycle)  # garbage made after settling is still found
        del cycle
        assert gc.collect() >= 1
    finally:
        gc.unfreeze()
