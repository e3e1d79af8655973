"""The shared conformance checks run on Russian Railroads directly (also before it is registered)."""
from __future__ import annotations

import pytest

from games.russian_railroads.game import RussianRailroads
from tests import test_conformance as conformance

GAME = RussianRailroads()


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2])
def test_rr_random_playthrough(n, seed, monkeypatch):
    import games.core.registry as registry

    registry._load()
    monkeypatch.setitem(registry._games, GAME.id, GAME)
    conformance.test_random_playthrough(GAME, GAME.Options(), n, seed)


def test_rr_metadata():
    conformance.test_metadata_and_options(GAME)
