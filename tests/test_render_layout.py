"""The picture's layout, checked from what the kit records: every text stays inside the box it was
drawn for and no text is drawn over another, for every game's renderer on self-play positions."""
from __future__ import annotations

from functools import lru_cache

import pytest

from vypravci.games.core import all_games
from vypravci.games.core.selfplay import ai_seats, play
from vypravci.render import kit, render_state, renderer_module

PLAYERS = {"mini-express": (3, 5), "cargo-empire": (2, 4)}
# the options of each case in turn (a map and variants the pictures draw differently)
OPTIONS = {"mini-express": ({"map": "usa"}, {"map": "europe", "ports": True}),
           "cargo-empire": ({}, {"map": "dyorle", "clans": True})}
SEEDS = (1, 2)
SHOWN = 12  # problems listed in a failure


def _games() -> list[str]:
    return [g.id for g in all_games() if renderer_module(g.id) is not None]


@lru_cache(maxsize=None)
def positions(game_id: str, players: int, seed: int, options: tuple = ()) -> tuple:
    """The start, a middle and the end of one self-play game of random seats."""
    game = next(g for g in all_games() if g.id == game_id)
    level = "random" if "random" in game.ai_names() else "simple"
    seen: list = []
    _, final = play(game, ai_seats(players, [level]), seed, dict(options),
                    on_step=lambda st, a, e: seen.append(st.clone()))
    picks = [seen[0], seen[len(seen) // 2], final] if seen else [final]
    return tuple(picks)


def _players(game_id: str) -> tuple[int, ...]:
    if game_id in PLAYERS:
        return PLAYERS[game_id]
    game = next(g for g in all_games() if g.id == game_id)
    return (max(2, game.min_players),)


def _options(game_id: str, i: int) -> tuple:
    sets = OPTIONS.get(game_id, ({},))
    return tuple(sorted(sets[i % len(sets)].items()))


CASES = [(g, n, SEEDS[i % len(SEEDS)], _options(g, i)) for g in _games() for i, n in enumerate(_players(g))]


def _labels(state, locale: str):
    """The words the bot gives the picture in ``locale`` (long company names, Czech cities)."""
    from vypravci.bot.present import Presenter

    return Presenter(locale).labels(state)


@pytest.mark.parametrize("game_id,players,seed,options", CASES)
def test_no_text_outside_its_box_or_over_another(game_id, players, seed, options):
    locale = ("en", "cs")[seed % 2]  # each language on its own positions
    for state in positions(game_id, players, seed, options):
        module = renderer_module(game_id)
        draw = getattr(module, "render_image", None) or (lambda st, labels: render_state(st, labels))
        labels = _labels(state, locale)
        with kit.recording() as boxes:
            draw(state, labels)
        if not boxes:
            pytest.skip(f"the {game_id} renderer draws no text through the kit (render.kit.Draw)")
        problems = kit.layout_problems(boxes)
        assert not problems, f"{len(problems)} problems:\n" + "\n".join(problems[:SHOWN])


def test_the_check_finds_overlap_and_overflow():
    """The checker itself: two words drawn on top of each other, and a word wider than its box."""
    from PIL import Image

    img = Image.new("RGB", (200, 100))
    d = kit.Draw(img)
    f = kit.font(16)
    with kit.recording() as boxes:
        d.text((10, 10), "Praha", font=f, fill=kit.INK)
        d.text((14, 12), "Brno", font=f, fill=kit.INK)
        with d.within((100, 50, 130, 80)):
            kit.fast_text(d, (100, 55), "Ostrava", f)
    problems = kit.layout_problems(boxes)
    assert any("overlaps" in p and "Praha" in p for p in problems)
    assert any("outside" in p and "Ostrava" in p for p in problems)
    with kit.recording() as boxes:
        d.text((10, 10), "Praha", font=f, fill=kit.INK)
        d.text((10, 40), "Brno", font=f, fill=kit.INK)
    assert len(boxes) == 2 and kit.layout_problems(boxes) == []
