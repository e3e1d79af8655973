"""The picture's layout, checked from what the kit records: every text stays inside the box it was
drawn for and no text is drawn over another, for every game's renderer on self-play positions."""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

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
    from vypravci.bot.commands.present import Presenter

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


# ---------------------------------------------------------------------------------------- every label
# Issue 22: every label of every game, in both languages, on every map, in both themes and both
# layouts, with the longest names, checked from what the kit records while drawing: nothing
# outside its box or over another word or piece, no "…" but in a player's name where its line
# has no room, every label nearer its own place (a city's hex) than any other.
LONGEST_NAME = 32  # Discord's limit for a display name: the longest a seat's name can be
STORED = {  # the stored games (tests/fixtures) drawn: every map and the variants that draw more
    "mini-express": ("default", "first-game", "map-europe-ports-secret-debt-signals", "map-europe-mode-solo",
                     "map-uk", "map-uk-mode-solo-difficulty-pruvodci-secret-debt", "map-taiwan-mode-solo",
                     "map-taiwan-secret-debt-signals", "golden-spike-signals-full-steam", "mode-two-player"),
    "cargo-empire": ("default", "map-dyorle-clans-vassals", "advanced-tracks-map-dyorle-spediter", "clans-spediter",
                     "tracks-c02-a03a-b01", "vassals"),
    "18lilliput": ("default", "advanced", "advanced-allenbeck-laputa-brobdingnag", "allenbeck-scenario-mesto-na-meste",
                   "advanced-scenario-pohori", "two-characters", "solo-laputa", "solo-brobdingnag",
                   "layout-hills@2,-1;swamp@-2,1;mine-20@2,2;sea@-3,0;mountains@0,-3;offboard@4,0"),
    "russian-railroads": ("default", "selfplay-4"),
}
LAYOUTS = {"mini-express": ("wide", "phone"), "cargo-empire": ("wide", "phone")}
PARTS = (0.0, 0.5, 1.0)
DENSE = 20  # px: a hex map this small (a phone's Mini Express maps but the UK) crowds its names


def long_names(n: int) -> list[str]:
    """Seat names as long as a name can be, each different, with Czech letters."""
    return [f"{i + 1}. Maximilián Štěpánek-Dvořák z Lipé"[:LONGEST_NAME] for i in range(n)]


@lru_cache(maxsize=None)
def stored_positions(game_id: str, name: str) -> tuple:
    """The start, the middle and the end of a stored game."""
    import json
    from pathlib import Path

    from vypravci.games.core.record import GameRecord
    from vypravci.games.core.registry import new_state

    if name.startswith("selfplay-"):  # a self-play game of that many players (no stored game has them)
        return positions(game_id, int(name.split("-")[1]), SEEDS[0])
    data = json.loads((Path(__file__).parent / "fixtures" / game_id / f"{name}.json").read_text(encoding="utf-8"))
    record = GameRecord.model_validate(data["record"])
    marks = {round(len(record.actions) * p) for p in PARTS}
    state, out = new_state(record), []
    for i, action in enumerate([*record.actions, None]):
        if i in marks:
            out.append(state.clone())
        if action is not None:
            state.apply(action)
    return tuple(out)


def _dense_map(boxes) -> Callable | None:
    """On a crowded hex map (places closer than ``DENSE``): a city's name may lie over a piece or
    the map's small print when nothing is free (never over another name); anything else on the
    map, too (what excuses a pair: ``kit.layout_problems``)."""
    places = list(getattr(boxes, "places", {}).values())
    if not places or min(p.r for p in places) >= DENSE:
        return None
    pad = 2 * places[0].r
    x0, y0 = min(p.x for p in places) - pad, min(p.y for p in places) - pad
    x1, y1 = max(p.x for p in places) + pad, max(p.y for p in places) + pad

    def on_map(b) -> bool:
        return x0 <= b.ink[0] and b.ink[2] <= x1 and y0 <= b.ink[1] and b.ink[3] <= y1

    return lambda a, b: on_map(a) and on_map(b) and not (a.place and b.place)


LABEL_CASES = [(g, name, layout) for g, names in STORED.items() for name in names for layout in LAYOUTS.get(g, ("wide",))]


@pytest.mark.parametrize("game_id,name,layout", LABEL_CASES)
def test_every_label_stands_whole_in_its_place(game_id, name, layout):
    module = renderer_module(game_id)
    for i, state in enumerate(stored_positions(game_id, name)):
        for j, locale in enumerate(("cs", "en")):
            labels = _labels(state, locale)
            labels.theme = ("light", "dark")[(i + j) % 2]
            if hasattr(labels, "layout"):
                labels.layout = layout
            names = long_names(len(state.seats)) if (i + j) % 2 == 0 else [s.name for s in state.seats]
            labels.players = names
            with kit.recording() as boxes:
                module.render_image(state, labels)
            problems = kit.layout_problems(boxes, may_cut=names, excuse=_dense_map(boxes))
            assert not problems, (f"{name} {layout} {locale} {labels.theme} at move {i}/2: {len(problems)} problems:\n"
                                  + "\n".join(problems[:SHOWN]))


def test_the_check_finds_cuts_and_labels_by_the_wrong_place():
    """The checker itself: a word cut where its box has room, a game's word cut at all, a name
    nearer another city than its own (but not when a line joins it to its own)."""
    from PIL import Image

    img = Image.new("RGB", (400, 200))
    d = kit.Draw(img)
    f = kit.font(16)
    with kit.recording() as boxes:
        with d.within((10, 10, 390, 40)):
            d.text((10, 20), kit.ellipsize("Eva Nováková", f, 40), font=f, fill=kit.INK, anchor="lm")
        d.text((10, 60), kit.ellipsize("Pokladna", f, 40), font=f, fill=kit.INK, anchor="lm")
        kit.place("praha", (100, 150), 20)
        kit.place("brno", (200, 150), 20)
        kit.paste_patch(img, kit.text_patch("Praha", 16), (185, 150), place="praha")
    problems = kit.layout_problems(boxes, may_cut=["Eva Nováková"])
    assert any("room for 'Eva Nováková'" in p for p in problems)
    assert any("is cut (whole: 'Pokladna')" in p for p in problems)
    assert any("'Praha'" in p and "nearer 'brno'" in p for p in problems)
    with kit.recording() as boxes:
        kit.place("praha", (100, 150), 20)
        kit.place("brno", (200, 150), 20)
        kit.leader("praha", (150, 120))
        kit.paste_patch(img, kit.text_patch("Praha", 16), (150, 120), place="praha")
    assert kit.layout_problems(boxes) == []


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
