"""Issue 22, defect 9: words on the pictures that were cut, unreadable, over pieces or beside the
wrong hex — each drawn from a stored game (tests/fixtures) and checked from what the kit records
while drawing (``kit.recording``), in both languages."""
from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import pytest

from vypravci.bot.commands.present import Presenter
from vypravci.games.core.record import GameRecord
from vypravci.games.core.registry import replay
from vypravci.render import kit, renderer_module

FIXTURES = Path(__file__).parent / "fixtures"
SHOWN = 400  # px: how wide Discord shows a picture on a phone


@lru_cache(maxsize=None)
def stored(game: str, name: str, part: float = 1.0):
    """The state of the stored game ``game/name`` after ``part`` of its moves."""
    data = json.loads((FIXTURES / game / f"{name}.json").read_text(encoding="utf-8"))
    record = GameRecord.model_validate(data["record"])
    return replay(record, upto=round(len(record.actions) * part))


def drawn(state, locale: str, layout: str = "wide", theme: str = "light"):
    """(picture, recorded boxes, labels) of ``state`` in ``locale``."""
    labels = Presenter(locale).labels(state)
    labels.theme = theme
    if hasattr(labels, "layout"):
        labels.layout = layout
    with kit.recording() as boxes:
        img = renderer_module(state.game.id).render_image(state, labels)
    return img, boxes, labels


def words(boxes) -> list[str]:
    return [b.text for b in boxes if not b.is_mark]


# ---------------------------------------------------------------------------------------- Mini Express, UK
@pytest.mark.parametrize("locale", ["en", "cs"])
@pytest.mark.parametrize("part", [0.0, 0.5, 1.0])
def test_uk_title_keeps_the_phase_whole(locale, part):
    """"Mini Express — United Kingdom 1918  G…": the phase was cut to a letter (in Czech to "…")
    by the winner's name on the same line."""
    state = stored("mini-express", "map-uk", part)
    for layout in ("wide", "phone"):
        _img, boxes, labels = drawn(state, locale, layout)
        assert labels.word(f"phase-{state.view(None)['phase']}") in words(boxes), layout
        assert not [p for p in kit.layout_problems(boxes) if " cut" in p], layout


@pytest.mark.parametrize("layout", ["wide", "phone"])
def test_uk_underground_numbers_read(layout):
    """The Underground's "+2" was white on a black dot smaller than the number: each number now
    stands inside its own badge, big enough to read."""
    state = stored("mini-express", "map-uk")
    img, boxes, _labels = drawn(state, "en", layout)
    values = {f"+{u.value}" for u in state.board.data.underground}
    shown = [b for b in boxes if b.text in values]  # and the city keys' "+1" (11 px or more)
    assert len([b for b in shown if b.size >= 13]) >= len(state.board.data.underground)
    assert all(b.size >= 11 for b in shown)
    marks = [b for b in boxes if b.is_mark]
    for b in shown:
        badge = [m for m in marks if kit._belongs(b, m)]
        assert badge, (b.text, b.ink, "not on a badge of its own")
        x0, y0, x1, y1 = badge[0].ink
        assert b.ink[0] >= x0 and b.ink[2] <= x1 and b.ink[1] >= y0 and b.ink[3] <= y1, (b.text, b.ink, badge[0].ink)
        if layout == "phone":
            assert b.size * SHOWN / img.width >= 7


@pytest.mark.parametrize("layout", ["wide", "phone"])
@pytest.mark.parametrize("part", [0.0, 0.5, 1.0])
def test_uk_city_names_stand_by_their_own_hexes(layout, part):
    """Manchester's name lay by Liverpool's hex, Liverpool's by Holyhead's, Birmingham's by
    Cardiff's, York's by Newcastle's: every name is now nearer its own city than any other (or
    joined to it by a line)."""
    state = stored("mini-express", "map-uk", part)
    for locale in ("en", "cs"):
        _img, boxes, _labels = drawn(state, locale, layout)
        assert {"manchester", "liverpool", "birmingham", "york"} <= set(boxes.places)
        wrong = [p for p in kit.layout_problems(boxes) if " nearer " in p]
        assert not wrong, wrong


# ---------------------------------------------------------------------------------------- 18Lilliput
@pytest.mark.parametrize("locale", ["en", "cs"])
def test_lilliput_company_table_is_not_cut(locale):
    """"MR Milden…", "Poklad…", "2×2 2…": the companies' names, the headers and the trains whole."""
    for name in ("default", "advanced-allenbeck-laputa-brobdingnag"):
        state = stored("18lilliput", name, 0.5)
        _img, boxes, labels = drawn(state, locale)
        cut = [p for p in kit.layout_problems(boxes) if " cut" in p]
        assert not cut, cut
        shown = " ".join(words(boxes))
        from vypravci.games.lilliput import views

        for comp in views.table(state)["companies"]:
            assert labels.company(comp["id"], comp["name"]) in shown
        assert labels.word("treasury") in words(boxes)


@pytest.mark.parametrize("name", ["default", "advanced-allenbeck-laputa-brobdingnag", "allenbeck"])
def test_lilliput_run_labels_leave_tokens_and_values_clear(name):
    """"LN 2", "BR 4": a run's label lay over station tokens, another run's label and a harbour's
    value. Every label now lies on a free stretch of its route."""
    for part in (0.5, 0.75, 1.0):
        state = stored("18lilliput", name, part)
        _img, boxes, _labels = drawn(state, "cs")
        assert [b for b in boxes if b.is_mark], "tokens and values are recorded as pieces"
        over = [p for p in kit.layout_problems(boxes) if "overlaps" in p]
        assert not over, over


# ---------------------------------------------------------------------------------------- Russian Railroads
@pytest.mark.parametrize("part", [0.0, 0.5, 1.0])
def test_russian_railroads_action_names_whole_in_czech(part):
    """"2 kroky libovolnými kolejnicemi (dělník + mi…": every action space is named whole."""
    state = stored("russian-railroads", "default", part)
    for locale in ("cs", "en"):
        _img, boxes, labels = drawn(state, locale)
        cut = [p for p in kit.layout_problems(boxes) if " cut" in p]
        assert not cut, cut
