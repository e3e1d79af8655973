"""Mini Express on a phone (layout ``phone``): a portrait picture 600 px wide, read at 400 px.

The same view and the same information as the wide board (draw.py), stacked: the
header on two lines, the hex map across the whole width (its own static layer, hexes drawn
smaller and the city names relatively bigger), the legend wrapped onto as many lines as it needs,
then the four company blocks and the players table at the full width. Every word is drawn at 11 px
or more (7 px on a 400 px screen), player names and scores at 14 px or more (9 px).
"""
from __future__ import annotations

import math
from typing import Callable

from PIL import Image, ImageDraw

from vypravci.games.mini_express.companies import COMPANIES, WILD
from vypravci.games.mini_express.data import load_share_values

from .. import kit
from ..kit import WHITE
from . import draw as me
from .draw import PHONE_LEGEND_FONT as LEGEND_FONT, PHONE_LINE_H as LINE_H
from .draw import PHONE_WIDTH as WIDTH, phone_geometry as geometry

def render_phone(state: me.PublicBoard, labels: me.Labels) -> tuple[Image.Image, tuple]:
    """The phone picture of the public board ``state`` and the key of its static map."""
    data = state.board.data
    over = state.phase == "over"
    cols, rows = data.width, data.height
    g = geometry(cols, rows)
    layer = (data.id, cols, rows, 0, bool(state.options.first_game))  # panel_h 0: no solo numbers in hexes
    with kit.drawn_apart() as boxes:  # the map with this board's pieces and names
        part = me._static_map(*layer).copy()
        pd = kit.Draw(part)
        me._draw_last_move(pd, state, labels, g)
        me._draw_map_dynamic(pd, state, g)
        names = tuple((c.id, _name(c, labels, state.mf is not None)) for c in data.cities)
        occupied = frozenset(h for h, cs in state.trains.items() if cs)
        placed = me._label_layer(data.id, cols, rows, 0, names, occupied, me._pieces(state, g))
        for city in data.cities:  # where each name belongs (while recording)
            kit.place(city.id, g.center(city.hex), g.size)
        for _patch, (lx, ly), leader, key in placed:
            if leader is not None:  # a name set further off points at its city
                kit.leader(key, (lx, ly))
                cx, cy = leader
                dist = math.hypot(lx - cx, ly - cy) or 1.0
                edge = (cx + (lx - cx) / dist * g.size * 0.85, cy + (ly - cy) / dist * g.size * 0.85)
                pd.line(((lx, ly), edge), fill=kit.C.ink, width=2)
        for patch, xy, _leader, key in placed:
            kit.paste_patch(part, patch, xy, "mm", place=key)
    tall = 140 + g.height + 8 * LINE_H + me._panel_height(state.n, over) + me.MARGIN
    img = Image.new("RGB", (WIDTH, tall), kit.C.paper)
    d = kit.Draw(img)
    top = _header(d, state, labels)
    y = kit.paste_region(img, part, (0, 0, *part.size), (0, top), 1.0, boxes)[3]
    y += _legend(d, state, labels, me.MARGIN, y, WIDTH - me.MARGIN)
    y = _panel(d, state, labels, me.MARGIN, y + 8, WIDTH - 2 * me.MARGIN)
    return kit.with_caption(img.crop((0, 0, WIDTH, y + me.MARGIN)), labels.caption, narrow=True), layer


def _name(city, labels: me.Labels, numbered: bool) -> str:
    """A city's name on the phone's map; against Mašinfíra with its solo number after it (a hex
    this small has no room for the number beside the capacity badge and the demand token)."""
    name = labels.city(city)
    return f"{name} {city.number}" if numbered and city.number is not None else name


# ---------------------------------------------------------------------------------------- header
def _header(d: ImageDraw.ImageDraw, state, labels: me.Labels) -> float:
    """The title and the phase (on two lines when they do not fit one), then who is to play (or
    the winner) and "last round"; returns the header's height."""
    title = f"{labels.word('title')} \u2014 {labels.word(f'map-{state.options.map}')}"
    y = kit.header_lines(d, me.MARGIN, WIDTH - me.MARGIN, title, labels.word(f"phase-{state.phase}"))
    right = WIDTH - me.MARGIN
    if state.end_triggered and state.phase != "over":
        word = labels.word("last-round")
        f = kit.font(18, True)
        tw = kit.length(f, word)
        d.rounded_rectangle((right - tw - 16, y - 14, right, y + 14), radius=5, fill=kit.C.red)
        d.text((right - tw - 8, y), word, font=f, fill=WHITE, anchor="lm")
        right -= tw + 28
    cur = state.to_act()
    if cur is not None:
        kit.header_seat(d, me.MARGIN, y, labels.word("to-play"), kit.player_colour(cur),
                        labels.player(state, cur), right=right, size=20, seat=cur)
    elif state.phase == "over":
        win = state.ranking[0]
        kit.header_seat(d, me.MARGIN, y, labels.word("winner") + ":", kit.player_colour(win),
                        labels.player(state, win), right=right, size=20, seat=win,
                        suffix=f"  ({state.scores[win]})")  # the score stays whole
    return y + 22


# ---------------------------------------------------------------------------------------- legend
class _Flow:
    """Legend items left to right, onto a new line when the next one does not fit."""

    def __init__(self, x: float, y: float, right: float) -> None:
        self.x0, self.x, self.right = x, x, right
        self.cy = y + LINE_H / 2

    def place(self, width: float, draw: Callable[[float, float], None]) -> None:
        if self.x > self.x0 and self.x + width > self.right:
            self.x, self.cy = self.x0, self.cy + LINE_H
        draw(self.x, self.cy)
        self.x += width + 20

    def height(self, top: float) -> float:
        return self.cy + LINE_H / 2 - top


def _legend(d: ImageDraw.ImageDraw, state, labels: me.Labels, x: float, y: float, right: float) -> float:
    """What the map's marks mean and the expansion maps' counters, as the wide board's legend
    rows say them, wrapped; returns the height used."""
    f = kit.font(LEGEND_FONT)
    fb = kit.font(LEGEND_FONT, True)
    flow = _Flow(x, y, right)

    def word(text: str, icon_w: float, icon, font=f, ink=None) -> None:
        ink = kit.C.ink if ink is None else ink
        width = (icon_w + 6 if icon_w else 0) + min(kit.length(font, text), right - x - icon_w - 6)

        def draw(cx: float, cy: float) -> None:
            if icon_w:
                icon(cx, cy)
            tx = cx + (icon_w + 6 if icon_w else 0)
            with kit.within(d, (tx - 1, cy - LINE_H / 2, right + 1, cy + LINE_H / 2)):
                d.text((tx, cy), kit.ellipsize(text, font, right - tx), font=font, fill=ink, anchor="lm")
        flow.place(width, draw)

    def capacity(cx: float, cy: float) -> None:
        for i, cap in enumerate((3, 2, 1)):
            kit.disc(d, cx + 10 + 24 * i, cy, 10, me.CAPACITY_COLOURS[cap], outline=kit.C.ink)
            kit.mark((cx + 24 * i, cy - 10, cx + 20 + 24 * i, cy + 10))
            with kit.within(d, (cx + 24 * i, cy - 10, cx + 20 + 24 * i, cy + 10)):
                d.text((cx + 10 + 24 * i, cy), str(cap), font=kit.font(14, True),
                       fill=kit.INK if cap != 1 else WHITE, anchor="mm")

    word(labels.word("legend-capacity"), 68, capacity)
    word(labels.word("legend-start"), 22, lambda cx, cy: kit.star(d, cx + 11, cy, 11, kit.GOLD))
    word(labels.word("legend-token"), 22, lambda cx, cy: kit.half_discs(
        d, cx + 11, cy, 10, kit.company_colour("steel"), kit.company_colour(WILD)))
    if state.mf is not None:
        word(labels.word("legend-number"), 22, lambda cx, cy: d.text(
            (cx + 11, cy), "12", font=kit.font(14), fill=kit.C.muted, anchor="mm"))
    if state.board.ports:
        def port(cx: float, cy: float) -> None:
            kit.disc(d, cx + 11, cy, 11, kit.C.port_fill, outline=WHITE, width=2)
            kit.anchor_icon(d, cx + 11, cy, 15, fill=WHITE, halo=None)
        word(labels.word("legend-port-closed" if getattr(state.options, "ports", False) else "legend-port"), 22, port)
    spike = state.spike
    if spike is not None:
        word(labels.word("golden-spike"), 22, lambda cx, cy: me.spike_icon(d, cx + 11, cy + 2, 11))
        if spike["status"] == "removed":
            word(labels.word("spike-cancelled"), 0, None, fb, kit.C.red)
        elif spike["status"] != "map":
            for key, company in (("east-branch", spike["east"]), ("west-branch", spike["west"])):
                _branch(d, flow, labels.word(key) + ":", company, spike["status"] == "done", f, fb)
    if state.mf is not None:
        def destination(cx: float, cy: float) -> None:
            kit.disc(d, cx + 11, cy, 10, kit.player_colour(state.mf), outline=WHITE, width=2)
            d.text((cx + 11, cy), "M", font=kit.font(13, True), fill=WHITE, anchor="mm")
        word(labels.word("mf-destination"), 22, destination)
    for text, icon in _island_items(d, state, labels):
        word(text, 22, icon)
    for text in _island_status(state, labels):
        word(text, 0, None, fb)
    if state.options.first_game:
        word(labels.word("first-game"), 0, None, f, kit.C.muted)
    return flow.height(y)


def _branch(d, flow: _Flow, text: str, company: str | None, done: bool, f, fb) -> None:
    """One Golden Spike branch: "east:" and its train (+2 once done) or a dash."""
    width = kit.length(f, text) + 6 + (26 + (kit.length(fb, "+2") + 4 if done else 0) if company else 20)

    def draw(cx: float, cy: float) -> None:
        d.text((cx, cy), text, font=f, fill=kit.C.ink, anchor="lm")
        tx = cx + kit.length(f, text) + 6
        if company is None:
            d.text((tx, cy), "\u2014", font=f, fill=kit.C.muted, anchor="lm")
            return
        kit.train(d, tx + 11, cy, 22, 16, kit.company_colour(company), kit.company_outline(company))
        if done:
            d.text((tx + 26, cy), "+2", font=fb, fill=kit.C.ink, anchor="lm")
    flow.place(width, draw)


def _island_items(d, state, labels: me.Labels) -> list:
    """The expansion maps' features (the wide board's second legend row)."""
    if state.uk is not None:
        return [
            (labels.word("legend-ferry"), lambda cx, cy: me.ferry_icon(d, cx + 11, cy, 11)),
            (labels.word("legend-red-line"), lambda cx, cy: d.line(((cx + 11, cy - 11), (cx + 11, cy + 11)),
                                                                   fill=me.RED_LINE, width=5)),
            (labels.word("legend-key"), lambda cx, cy: me.city_key(d, me._key_plate(cx + 11, cy, 13), 13)),
            (labels.word("legend-wild"), lambda cx, cy: kit.disc(d, cx + 11, cy, 7, kit.company_colour(WILD),
                                                                 outline=kit.C.ink)),
            (labels.word("legend-underground"), lambda cx, cy: me.underground_badge(d, cx + 11, cy, 1, 13)),
        ]
    if state.taiwan is not None:
        return [
            (labels.word("legend-mountain"), lambda cx, cy: kit.draw_hex(d, cx + 11, cy, 11, fill=me.MOUNTAIN_FILL,
                                                                         outline=me.MOUNTAIN_EDGE)),
            (labels.word("legend-star"), lambda cx, cy: kit.star(d, cx + 11, cy, 10, WHITE, kit.C.ink)),
            (labels.word("legend-developed"), lambda cx, cy: d.rectangle((cx + 2, cy - 9, cx + 20, cy + 9),
                                                                         fill=WHITE, outline=kit.C.ink, width=2)),
        ]
    return []


def _island_status(state, labels: me.Labels) -> list[str]:
    """The expansion maps' counters (the wide board's third legend row), one item each."""
    if state.uk is not None:
        return [f"{labels.word('upgrade')}: {min(state.uk['upgrade'], 8)}/8"]
    if state.taiwan is not None:
        tw = state.taiwan
        parts = [f"{labels.company(c)} {labels.word('limit')} {tw['limits'][c]} \u00b7 {labels.word('bonus')} "
                 f"{tw['bonus'][c]}" for c in ("lumber", "steel", "leather")]
        holders = ", ".join(labels.player(state, p) for p in tw["seal"]) or "\u2014"
        return [*parts, f"{labels.word('seal')}: {holders}"]
    return []


# ---------------------------------------------------------------------------------------- panel
def _panel(d: ImageDraw.ImageDraw, state, labels: me.Labels, x: float, y: float, w: float) -> float:
    """The company blocks and the players table at the picture's width; returns where they end."""
    values = load_share_values()
    moved = me.changed_companies(state, labels.previous)
    for i, c in enumerate(COMPANIES):
        me._company_frame(d, labels, c, x, y + i * me.BLOCK_H, w, state.max_length)
    for c in COMPANIES:
        if c in moved:  # the last move bought its share, built its track or moved its markers
            kit.ring(d, (x - 2, y - 1, x + w + 2, y + me.BLOCK_H - 12), width=3, radius=8)
        me._company_block(d, state, labels, c, x, y, w, values)
        y += me.BLOCK_H
    me._players_header(d, labels, x, y + 8, w, state.phase == "over")
    return y + 8 + me._players_table(d, state, labels, x, y + 8, w)
