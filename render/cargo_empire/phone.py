"""Cargo Empire on a phone (layout ``phone``): a portrait picture 600 px wide, read at 400 px.

The same view and the same information as the wide board (draw.py), stacked: the
header on two lines; the map, its plaques laid out in a tall box (the same plaques, drawn full size
and shown at 72 %); the legend wrapped; the city-card offer, turn order, players and supply at full
size; the development board's title and legend wrapped, and its three tracks one under another (the
wide board's own drawing, cut after each crossing). Words read at 7 px or more on a 400 px screen.
"""
from __future__ import annotations

from dataclasses import replace

from PIL import Image, ImageDraw

from vypravci.games.cargo_empire.data import MARKERS, load_map

from .. import kit
from ..kit import WHITE, C
from . import draw as ce
from .draw import PHONE_MAP_BOX as MAP_BOX

WIDTH = 600
MARGIN = 12
MAP_SCALE = (WIDTH - 2 * MARGIN) / (MAP_BOX[2] + 8)   # the map drawn full size, then shown this much (15 px → 7 px at 400 px)
LINE_H = 28
GAP = 10


def render_phone(state, labels: ce.Labels) -> tuple[Image.Image, tuple]:
    """The phone picture and the wide board's layer key (its palette encodes this picture too)."""
    bare = replace(labels, caption="")
    ctx, key = ce._context(state, bare)
    img = Image.new("RGB", (WIDTH, 4000), C.paper)
    d = kit.Draw(img)
    y = _header(d, ctx)
    y = _map(img, ctx, key, y) + 6
    y += _legend(d, ctx, MARGIN, y, WIDTH - MARGIN) + GAP
    y = _wide_parts(img, d, state, bare, y)
    return kit.with_caption(img.crop((0, 0, WIDTH, y + MARGIN)), labels.caption, narrow=True), key


# ---------------------------------------------------------------------------------------- header
def _header(d: ImageDraw.ImageDraw, ctx: ce.Ctx) -> float:
    """The title, round and stage (on two lines when they do not fit one), then who is to play
    and what they decide (or the winner); returns the header's height."""
    view, labels = ctx.view, ctx.labels
    stage = ce._stage_key(str(view.get("stage") or ""))
    title = f"{labels.word('title')} \u2014 {labels.word('map-' + ctx.map_id)}"
    parts = []
    if stage == "play" and view.get("round"):
        parts.append(f"{labels.word('round')} {view['round']}/{ce.load_components().rounds}")
    parts.append(labels.word(f"stage-{stage}"))
    y = kit.header_lines(d, MARGIN, WIDTH - MARGIN, title, "  \u00b7  ".join(parts))
    pending = view.get("pending") or []
    top = pending[0] if pending else None
    if top is not None and view.get("to_act") is not None:
        p = top.get("seat", view.get("to_act"))
        word, name, tail = labels.word("to-play"), labels.player(view, p), ce._decision_text(top, labels)
    elif stage == "over" and ctx.ranking:
        p = ctx.ranking[0]
        totals = ce._totals(view)
        word, name = labels.word("winner"), labels.player(view, p)
        tail = f"{totals[p]} {labels.word('vp')}" if p < len(totals) else ""
    else:
        return y
    y = kit.header_seat(d, MARGIN, y, word, ce._colour(p), name, tail, WIDTH - MARGIN, seat=p, wrap=True)
    return y + 22


# ---------------------------------------------------------------------------------------- map
@kit.layer_cache(maxsize=8)
def _static_map(map_id: str, names: tuple[tuple[str, str], ...]) -> Image.Image:
    """The phone's map that stays for a whole game: sea, land, routes, plaques (full size)."""
    img = Image.new("RGB", (MAP_BOX[2] + 8, MAP_BOX[3] + 8), C.paper)
    ce._static_map(img, kit.Draw(img), map_id, ce.Labels(cities=dict(names)))
    return img


def _map(img: Image.Image, ctx: ce.Ctx, key: tuple, y: float) -> float:
    """The map drawn full size apart, pasted at ``MAP_SCALE``; returns where it ends."""
    with kit.drawn_apart() as boxes:
        part = _static_map(ctx.map_id, key[1]).copy()
        d = kit.Draw(part)
        ce._draw_rush(d, ctx)
        pos = ce.city_positions(ctx.map_id)
        for c in ce.changed_cities(ctx.view, ctx.labels.previous):  # the last move's plaques
            if c in pos:
                x0, y0, x1, y1 = ce._plaque_box(pos[c])
                kit.ring(d, (x0 - 5, y0 - 5, x1 + 5, y1 + 5), width=4)
        ce._draw_cities(d, ctx)
        ce._draw_crests(d, ctx)
        ce._draw_spediter_car(d, ctx)
    return kit.paste_region(img, part, (0, 0, *part.size), (MARGIN, y), MAP_SCALE, boxes)[3]


# ---------------------------------------------------------------------------------------- legends
class _Flow:
    """Items left to right, onto a new line when the next one does not fit."""

    def __init__(self, x: float, y: float, right: float) -> None:
        self.x0, self.x, self.right, self.top = x, x, right, y
        self.cy = y + LINE_H / 2

    def place(self, width: float, draw) -> None:
        if self.x > self.x0 and self.x + width > self.right:
            self.x, self.cy = self.x0, self.cy + LINE_H
        draw(self.x, self.cy)
        self.x += width + 18

    @property
    def height(self) -> float:
        return self.cy + LINE_H / 2 - self.top


def _item(d: ImageDraw.ImageDraw, flow: _Flow, icon_w: float, icon, word: str, size: int = ce.SMALL,
          bold: bool = False) -> None:
    f = kit.font(size, bold)
    width = (icon_w + 6 if icon_w else 0) + kit.length(f, word)

    def draw(x: float, cy: float) -> None:
        if icon_w:
            icon(x + icon_w / 2, cy)
        d.text((x + (icon_w + 6 if icon_w else 0), cy), word, font=f, fill=C.ink, anchor="lm")
    flow.place(width, draw)


def _legend(d: ImageDraw.ImageDraw, ctx: ce.Ctx, x: float, y: float, right: float) -> float:
    """The map's legend (the wide board's one line), wrapped; returns its height."""
    labels = ctx.labels
    flow = _Flow(x, y, right)

    def supply_icon(cx, cy):
        ce.cube(d, cx - 10, cy, 16, "orange")
        ce.cube(d, cx + 9, cy, 16, "orange", present=False)

    _item(d, flow, 38, supply_icon, labels.word("legend-supply"))
    _item(d, flow, 22, lambda cx, cy: kit.disc(d, cx, cy, 11, kit.mix(ce.GOODS_COLOURS["grey"], C.card, 0.5),
                                               outline=ce.GOODS_OUTLINE["grey"], width=3), labels.word("legend-demand"))
    _item(d, flow, 22, lambda cx, cy: ce.post(d, cx, cy, 18, kit.player_colour(0)), labels.word("legend-post"))
    _item(d, flow, 22, lambda cx, cy: (kit.disc(d, cx, cy, 11, C.port_fill, outline=WHITE, width=1),
                                       ce._anchor(d, cx, cy, 15)), labels.word("legend-port"))
    _item(d, flow, 24, lambda cx, cy: d.rounded_rectangle((cx - 12, cy - 9, cx + 12, cy + 9), radius=4,
                                                          outline=ce.OFFER_GOLD, width=4, fill=C.card),
          labels.word("legend-offer"))
    if load_map(ctx.map_id).rush_spaces:
        _item(d, flow, 22, lambda cx, cy: (kit.disc(d, cx, cy, 11, ce.CARD_FILL["road"], outline=C.ink, width=2),
                                           ce.vehicle(d, "car", cx, cy + 1, 15, kit.INK, kit.INK)),
              labels.word("legend-rush"))
    return flow.height


def _dev_legend(d: ImageDraw.ImageDraw, ctx: ce.Ctx, x: float, y: float, right: float) -> float:
    """The development board's title row (title, markers, bonus icons), wrapped; returns its height."""
    labels = ctx.labels
    tracks = ce._tracks(ctx.track_keys)
    flow = _Flow(x, y, right)
    _item(d, flow, 0, None, labels.word("development"), 18, True)
    for m in MARKERS:
        _item(d, flow, 24, lambda cx, cy, m=m: ce.vehicle(d, m, cx, cy, 24, (165, 165, 165)), labels.word(m))
    on_board = {b for side in tracks.sides for p in ("upper", "lower") for b in side.path(p)}
    for b in ("road", "rail", "sea", "city", "task", "any", "city_or_task"):
        if b in ("any", "city_or_task") and b not in on_board:
            continue
        _item(d, flow, ce.icon_width(b), lambda cx, cy, b=b: ce.card_icon(d, b, cx, cy, ce.ICON_H), labels.word(b))
    return flow.height


# ---------------------------------------------------------------------------------------- panel and tracks
def _wide_parts(img: Image.Image, d: ImageDraw.ImageDraw, state, labels: ce.Labels, y: float) -> float:
    """The panel and the development board's tracks, drawn as on the wide board and pasted one
    under another; returns where they end."""
    with kit.laid_out("wide"), kit.drawn_apart() as boxes:
        ctx, key = ce._context(state, labels)
        wide = ce._static(*key).copy()
        wd = kit.Draw(wide)
        ce._draw_last_move(wd, ctx)
        ce._draw_markers(wd, ctx)
        px, py = ce.PANEL_X, 58
        py += ce._offer(wd, ctx, px, py)
        py += ce._turn_order(wd, ctx, px, py)
        py += ce._player_blocks(wd, ctx, px, py)
        ce._supply(wd, ctx, px, py)
        g = ce._dev_geometry(ctx.track_keys)
    removed = ctx.view.get("removed")
    supply_h = 56 if isinstance(removed, dict) and any(removed.values()) else 28
    x = (WIDTH - ce.PANEL_W) / 2
    y = kit.paste_region(img, wide, (ce.PANEL_X - 4, 54, ce.PANEL_X + ce.PANEL_W + 4, py + supply_h),
                         (x - 4, y), 1.0, boxes)[3] + GAP
    with kit.laid_out("wide"):
        y += _dev_legend(d, ctx, MARGIN, y, WIDTH - MARGIN) + 4
    top = ce.DEV_Y + ce.DEV_TITLE_H
    bottom = top + ce.DEV_HEAD_H + 2 * ce.ROW_H + 6
    cuts = [ce.MARGIN, g.cells[("cross", 0)][2] + 1, g.cells[("cross", 1)][2] + 1, ce.WIDTH - ce.MARGIN]
    widest = max(b - a for a, b in zip(cuts, cuts[1:]))
    scale = min(1.0, (WIDTH - 2 * MARGIN) / widest)
    for a, b in zip(cuts, cuts[1:]):
        y = kit.paste_region(img, wide, (a, top, b, bottom), (MARGIN, y), scale, boxes)[3] + 6
    return y
