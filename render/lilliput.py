"""The 18Lilliput table as a PNG: the grown tile grid and everything public beside it.

Drawn from what the table shows (``games.lilliput.views.table``: nothing in 18Lilliput is
secret) and the board's tiles. Portrait and 800 px wide so that a phone showing it 400 px wide
still reads it: the header (round, phase, limit, company money), the board (tiles in their
colours, Mildendo red, track, city circles with values and station tokens in company colours
with letters, the last operating round's routes per train, coordinates along the edges), the
share price chart with tokens, the companies, the players, this round's action cards, the train
deck and pool.

``render_preview`` draws a proposed tile lay highlighted on the board alone (for confirming a
lay before it is made).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable, ClassVar, Mapping

from PIL import Image, ImageDraw

from vypravci.games.lilliput import views
from vypravci.games.lilliput.components import load_cards, load_characters, load_trains
from vypravci.games.lilliput.track.tiles import CENTRE

from . import kit
from .kit import (C, INK, MUTED, WHITE, Cell, Words, anchor_icon, ellipsize, font, mix, surface, table,
                  text, to_png)

WIDTH = 800
MARGIN = 12
AXIS = 30  # room for the coordinates along the board's top and left edge
MAX_TILE = 120
MAX_BOARD_H = 1000

# yellow, green and brown tiles: a bluish green and a dark brown, apart for red-green colour-blind
# eyes too (tests/test_render_access.py)
TILE_FILL = {"yellow": (246, 214, 82), "green": (90, 180, 140), "brown": (160, 105, 60), "red": (214, 64, 52),
             "grey": (196, 196, 200)}
TILE_EDGE = {"yellow": (196, 160, 40), "green": (50, 125, 95), "brown": (105, 66, 34), "red": (150, 30, 24),
             "grey": (130, 130, 136)}
# Scenario terrain: its own ground and a mark (sea, hills, swamp, mountains; an off-board location).
TERRAIN = {"sea": ((120, 170, 215), "≈"), "hills": ((176, 190, 120), "∩∩"), "swamp": ((128, 150, 110), "≈"),
           "mountains": ((150, 146, 140), "▲▲"), "offboard": ((90, 96, 110), "")}
TRACK = (34, 34, 38)
EMPTY = (236, 233, 224)
COMPANY_FILL = {
    "red": (206, 36, 44), "blue": (36, 96, 206), "green": (22, 128, 60), "yellow": (250, 206, 20),
    "black": (28, 28, 30), "purple": (128, 60, 170), "orange": (240, 130, 20), "brown": (122, 74, 36),
}
LIGHT_COMPANIES = {"yellow", "orange"}
WATER = (40, 100, 170)


class LilliputWords(Words):
    PREFIX: ClassVar[str] = "ll"
    DEFAULTS: ClassVar[dict[str, str]] = {
        "title": "18Lilliput", "round": "Round", "phase": "Phase", "limit": "train limit",
        "colours": "tiles", "money": "company action", "over": "Game over", "winner": "winner",
        "market": "Share prices", "companies": "Companies", "company": "Company", "director": "Director",
        "price": "Price", "treasury": "Treasury", "trains": "Trains", "stations": "Stations",
        "bank": "Bank", "run": "Last run", "players": "Players", "player": "Player", "cash": "Cash",
        "certificates": "Certificates", "characters": "Characters", "dimens": "Dimen's Land",
        "worth": "Worth", "cards": "Action cards", "used": "used", "free": "free", "deck": "Train deck",
        "next": "next", "depot": "Train pool", "rusted": "rusted", "none": "—", "yellow": "yellow",
        "green": "green", "brown": "brown", "tiles": "tile", "shares": "shares", "train": "train",
        "station": "station", "company_money": "company £", "obsolete": "obsolete", "preview": "Proposed lay",
        "start": "start player", "unlimited": "unlimited", "setup": "Set-up",
    }


@dataclass
class Labels:
    """The picture's words in one language: fixed words, company and player names."""

    words: LilliputWords = field(default_factory=LilliputWords)
    companies: Mapping[str, str] = field(default_factory=dict)
    players: list[str] | None = None
    characters: Mapping[str, str] = field(default_factory=dict)
    theme: str = "light"  # kit.THEMES

    def word(self, key: str) -> str:
        return self.words.word(key)

    def company(self, cid: str, fallback: str) -> str:
        return self.companies.get(cid) or fallback

    def player(self, view: dict, seat: int) -> str:
        if self.players is not None and 0 <= seat < len(self.players) and self.players[seat]:
            return self.players[seat]
        return view["players"][seat]["name"] if 0 <= seat < len(view["players"]) else f"#{seat + 1}"


def labels_for(state, t: Callable[..., str], company_name: Callable[[str], str] | None = None,
               city_name: Callable[[Any], str] | None = None) -> Labels:
    """Word ``k`` is message ``render-ll-k``; companies by ``company_name``, characters by
    ``ll-character-<id>`` (else their data name)."""
    companies = {cid: company_name(cid) for cid in state.companies} if company_name else {}
    characters = {}
    for char in load_characters().characters:
        got = t(f"ll-character-{char.id}")
        characters[char.id] = got if got and got != f"ll-character-{char.id}" else char.name
    return Labels(words=LilliputWords(LilliputWords.translated(t)), companies=companies,
                  players=[s.name for s in state.seats], characters=characters)


# ---------------------------------------------------------------------------------------- colours
def company_fill(colour: str):
    return COMPANY_FILL.get(colour, MUTED)


def company_ink(colour: str):
    return INK if colour in LIGHT_COMPANIES else WHITE


def token(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, colour: str, abbr: str) -> None:
    """A station or price token: the company's colour with its letters."""
    box = (cx - r, cy - r, cx + r, cy + r)
    d.ellipse(box, fill=company_fill(colour), outline=INK, width=max(1, round(r / 8)))
    kit.mark(box)
    size = max(9, round(r * (0.95 if len(abbr) <= 2 else 0.7)))
    with kit.within(d, box):  # the letters on the token
        d.text((cx, cy), abbr, font=font(size, True), fill=company_ink(colour), anchor="mm")


def _piece(d: ImageDraw.ImageDraw, box, label: str = "", size: int = 0, ink=INK, pieces: list | None = None) -> None:
    """Record a piece drawn on a tile (a circle, a value, a town) and draw ``label`` on it: runs'
    labels keep clear of it (``pieces`` collects its box)."""
    kit.mark(box)
    if pieces is not None:
        pieces.append(tuple(box))
    if label:
        with kit.within(d, box):
            d.text(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), label, font=font(size, True), fill=ink,
                   anchor="mm")


# ---------------------------------------------------------------------------------------- board
@dataclass
class Grid:
    """Where the board's squares land in the picture."""

    x0: int  # column of the left edge
    y0: int
    cols: int
    rows: int
    left: float
    top: float
    size: float

    def box(self, pos) -> tuple[float, float, float, float]:
        x, y = pos
        l = self.left + (x - self.x0) * self.size
        t = self.top + (y - self.y0) * self.size
        return l, t, l + self.size, t + self.size

    def centre(self, pos) -> tuple[float, float]:
        l, t, r, b = self.box(pos)
        return (l + r) / 2, (t + b) / 2

    @property
    def width(self) -> float:
        return self.cols * self.size

    @property
    def height(self) -> float:
        return self.rows * self.size


def grid_for(positions, top: float, width: float = WIDTH, max_h: float = MAX_BOARD_H, ring: bool = False) -> Grid:
    """The laid squares (and with ``ring`` one ring of empty squares around them)."""
    xs = [p[0] for p in positions]
    ys = [p[1] for p in positions]
    k = 1 if ring else 0
    x0, x1, y0, y1 = min(xs) - k, max(xs) + k, min(ys) - k, max(ys) + k
    cols, rows = x1 - x0 + 1, y1 - y0 + 1
    avail = width - 2 * MARGIN - AXIS
    size = min(MAX_TILE, avail / cols, max_h / rows)
    left = MARGIN + AXIS + (avail - cols * size) / 2
    return Grid(x0, y0, cols, rows, left, top + AXIS, size)


def _end_point(box, end) -> tuple[float, float]:
    l, t, r, b = box
    cx, cy = (l + r) / 2, (t + b) / 2
    return {0: (cx, t), 1: (r, cy), 2: (cx, b), 3: (l, cy)}.get(end, (cx, cy))


def _corner(box, a: int, b: int) -> tuple[float, float]:
    l, t, r, b_ = box
    sides = {a, b}
    return (r if 1 in sides else l, t if 0 in sides else b_)


def _draw_path(d: ImageDraw.ImageDraw, box, a, b, width: int, colour=TRACK) -> None:
    if CENTRE in (a, b) or (a - b) % 2 == 0:  # to the centre, or straight across
        p, q = _end_point(box, a), _end_point(box, b)
        d.line((p, q), fill=colour, width=width)
        return
    cx, cy = _corner(box, a, b)
    rad = (box[2] - box[0]) / 2
    # The quarter circle round the shared corner (PIL's angles run clockwise from east).
    kx = 1 if cx == box[2] else 0
    ky = 1 if cy == box[3] else 0
    angle = {(1, 0): 90, (0, 0): 0, (0, 1): 270, (1, 1): 180}[(kx, ky)]
    d.arc((cx - rad, cy - rad, cx + rad, cy + rad), angle, angle + 90, fill=colour, width=width)


def _slot_centres(box, slots: int) -> list[tuple[float, float]]:
    l, t, r, b = box
    s = r - l
    cx, cy = (l + r) / 2, (t + b) / 2
    if slots <= 1:
        return [(cx, cy)]
    gap = s * 0.21
    if slots == 2:
        return [(cx - gap, cy), (cx + gap, cy)]
    cy += s * 0.04  # three: a little low, clear of the metropolis mark and the value in the top corners
    return [(cx - gap, cy + gap * 0.6), (cx + gap, cy + gap * 0.6), (cx, cy - gap)]


def draw_tile_base(d: ImageDraw.ImageDraw, box, tile, rotation: int, companies: dict) -> None:
    """A laid tile's colour and track."""
    l, t, r, b = box
    s = r - l
    ground = TERRAIN.get(tile.kind, (TILE_FILL.get(tile.colour, surface(EMPTY)), ""))
    d.rectangle((l + 1, t + 1, r - 1, b - 1), fill=ground[0], outline=TILE_EDGE.get(tile.colour, C.grid), width=1)
    if ground[1]:
        d.text(((l + r) / 2, (t + b) / 2), ground[1], font=font(max(12, round(s * 0.3)), True),
               fill=mix(ground[0], INK, 0.45), anchor="mm")
    if tile.company and tile.company in companies:  # a tile only one company may use
        d.rectangle((l + 3, t + 3, r - 3, b - 3), outline=company_fill(companies[tile.company]["colour"]), width=3)
    w = max(3, round(s * 0.09))
    for path in tile.rotated(rotation):
        ends = sorted(path, key=lambda e: -1 if e == CENTRE else e)
        _draw_path(d, box, ends[0], ends[-1], w)


def draw_tile_stop(d: ImageDraw.ImageDraw, box, tile, stations: list[str], companies: dict,
                   highlight: bool = False, pieces: list | None = None) -> None:
    """A laid tile's revenue location, value and station tokens (drawn over the routes); the
    boxes of what it draws are added to ``pieces`` (runs' labels keep clear of them)."""
    l, t, r, b = box
    s = r - l
    cx, cy = (l + r) / 2, (t + b) / 2
    kind = tile.kind
    if kind == "mildendo":
        rad = s * 0.24
        d.ellipse((cx - rad, cy - rad, cx + rad, cy + rad), fill=WHITE, outline=INK, width=2)
        _piece(d, (cx - rad, cy - rad, cx + rad, cy + rad), str(tile.value), max(11, round(s * 0.2)), pieces=pieces)
    elif kind in ("city", "metropolis", "castle", "offboard"):
        rad = s * (0.19 if tile.slots <= 2 else 0.16)
        centres = _slot_centres(box, tile.slots)
        xs = [p[0] for p in centres]
        ys = [p[1] for p in centres]
        joined = (min(xs) - rad - 2, min(ys) - rad - 2, max(xs) + rad + 2, max(ys) + rad + 2)
        if len(centres) > 1:  # the circles joined as on the printed tile
            d.rounded_rectangle(joined, radius=rad, fill=WHITE, outline=INK, width=2)
        if len(centres) <= 2:
            _piece(d, joined, pieces=pieces)
        else:  # three circles: each (the corners between them stay free for the mark and the value)
            for px, py in centres:
                _piece(d, (px - rad, py - rad, px + rad, py + rad), pieces=pieces)
        for i, (px, py) in enumerate(centres):
            if i < len(stations) and stations[i] in companies:
                comp = companies[stations[i]]
                token(d, px, py, rad, comp["colour"], comp["abbr"])
            else:
                d.ellipse((px - rad, py - rad, px + rad, py + rad), fill=WHITE, outline=INK, width=2)
        mark = {"metropolis": "Y", "castle": "♜"}.get(kind)
        if mark:
            mf = font(max(11, round(s * 0.24)), True)
            mx, my = l + s * 0.06, t + s * 0.02
            d.text((mx, my), mark, font=mf, fill=INK)
            if pieces is not None:
                pieces.append(tuple(d.textbbox((mx, my), mark, font=mf)))
    elif kind == "town":
        rad = s * 0.1
        d.ellipse((cx - rad, cy - rad, cx + rad, cy + rad), fill=INK)
        _piece(d, (cx - rad, cy - rad, cx + rad, cy + rad), pieces=pieces)
    elif kind == "mine":
        rad = s * 0.13
        d.rectangle((cx - rad, cy - rad, cx + rad, cy + rad), fill=INK)
        _piece(d, (cx - rad, cy - rad, cx + rad, cy + rad), "⚒", max(9, round(s * 0.18)), WHITE, pieces)
    elif kind == "harbour":
        rad = s * 0.17
        d.ellipse((cx - rad, cy - rad, cx + rad, cy + rad), fill=WHITE, outline=WATER, width=2)
        _piece(d, (cx - rad, cy - rad, cx + rad, cy + rad), pieces=pieces)
        with kit.within(d, (cx - rad, cy - rad, cx + rad, cy + rad)):
            anchor_icon(d, cx, cy, rad * 1.5, fill=WATER)
    value = tile.value or (tile.station_value or 0)
    if value and kind != "mildendo":
        vr = s * 0.17
        vx, vy = r - vr - 2, t + vr + 2
        d.ellipse((vx - vr, vy - vr, vx + vr, vy + vr), fill=WHITE, outline=INK, width=1)
        _piece(d, (vx - vr, vy - vr, vx + vr, vy + vr), str(value), max(10, round(s * 0.2)), pieces=pieces)
    if tile.name:  # a named city (Allenbeck-Tottenham-Express)
        nf = font(max(9, round(s * 0.13)), True)
        with kit.within(d, box):
            d.text((cx, b - s * 0.04), ellipsize(tile.name, nf, s - 6), font=nf, fill=INK, anchor="ms",
                   stroke_width=2, stroke_fill=WHITE)
        if pieces is not None:
            pieces.append(tuple(d.textbbox((cx, b - s * 0.04), tile.name, font=nf, anchor="ms", stroke_width=2)))
    if highlight:
        d.rectangle((l + 2, t + 2, r - 2, b - 2), outline=(220, 20, 60), width=max(3, round(s * 0.06)))


def _route_points(graph, grid: Grid, stops: list[str]) -> list[tuple[tuple[float, float], bool]]:
    """A drawable line for a route: between consecutive stops, the fewest track pieces joining
    them that pass no other revenue location (a picture of the run, not its proof). Each point
    says whether it is a tile edge (else a revenue location)."""
    adj: dict[str, list[str]] = {}
    for path in graph.paths:
        adj.setdefault(path.a, []).append(path.b)
        adj.setdefault(path.b, []).append(path.a)
    stop_ids = {s.id for s in graph.stops}
    line: list = []
    for a, b in zip(stops, stops[1:]):
        prev = {a: None}
        queue = [a]
        while queue and b not in prev:
            nxt = []
            for node in queue:
                for other in adj.get(node, []):
                    if other in prev or (other in stop_ids and other != b):
                        continue
                    prev[other] = node
                    nxt.append(other)
            queue = nxt
        chain = []
        node = b if b in prev else None
        while node is not None:
            chain.append(node)
            node = prev[node]
        chain.reverse() if chain else chain.extend([a, b])
        pts = [(_node_xy(grid, n), "|" in n) for n in chain]
        line += pts if not line else pts[1:]
    return line


def _node_xy(grid: Grid, node: str) -> tuple[float, float]:
    if "|" in node:  # the edge two tiles share
        (ax, ay), (bx, by) = (tuple(int(v) for v in part.split(",")) for part in node.split("|"))
        (px, py), (qx, qy) = grid.centre((ax, ay)), grid.centre((bx, by))
        return (px + qx) / 2, (py + qy) / 2
    x, y = (int(v) for v in node.split(","))
    return grid.centre((x, y))


def route_lines(board, grid: Grid, companies: list[dict]) -> list[tuple[list, dict, str]]:
    """(points, company, train type) for every train of the companies' last runs."""
    graph = board.route_graph()
    out = []
    k = 0
    for comp in companies:
        types = {t["id"]: t["type"] for t in comp["trains"]}
        for route in (comp.get("last_run") or {}).get("routes", []):
            if len(route.get("stops", [])) < 2:
                continue
            off = (k % 5 - 2) * grid.size * 0.05
            k += 1
            pts = [((x + off, y + off), edge) for (x, y), edge in _route_points(graph, grid, route["stops"])]
            out.append((pts, comp, types.get(route["train"], route["train"].split("-")[0])))
    return out


def draw_route_lines(img: Image.Image, grid: Grid, lines) -> None:
    """The routes half see-through over the board (composited on the board's box only)."""
    box = (int(grid.left) - 2, int(grid.top) - 2, math.ceil(grid.left + grid.width) + 2,
           math.ceil(grid.top + grid.height) + 2)
    base = img.crop(box).convert("RGBA")
    overlay = Image.new("RGBA", base.size, (0, 0, 0, 0))
    d = ImageDraw.Draw(overlay)
    s = grid.size
    for route, comp, _ in lines:
        pts = [(x - box[0], y - box[1]) for (x, y), _ in route]
        d.line(pts, fill=(20, 20, 20, 210), width=max(4, round(s * 0.085)), joint="curve")
        d.line(pts, fill=company_fill(comp["colour"]) + (240,), width=max(2, round(s * 0.05)), joint="curve")
    img.paste(Image.alpha_composite(base, overlay).convert("RGB"), box[:2])


def _along(pts, step: float) -> list[tuple[float, float, float, float, float]]:
    """Points every ``step`` px along a route's line: (x, y, how far from the line's middle as a
    share of its length, the line's direction there as a unit vector)."""
    line = [p for p, _ in pts]
    lengths = [math.dist(a, b) for a, b in zip(line, line[1:])]
    total = sum(lengths) or 1.0
    out, run = [], 0.0
    for (a, b), seg in zip(zip(line, line[1:]), lengths):
        n = max(1, int(seg // step))
        ux, uy = ((b[0] - a[0]) / seg, (b[1] - a[1]) / seg) if seg else (1.0, 0.0)
        for i in range(n + 1):
            t = i / n
            out.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, abs((run + seg * t) / total - 0.5),
                        ux, uy))
        run += seg
    return out


def _clear(box, others, least: float = 0.0) -> float:
    """How much of ``box`` the boxes ``others`` cover (px²; overlaps of ``least`` px or less: none)."""
    x0, y0, x1, y1 = box
    area = 0.0
    for o0, p0, o1, p1 in others:
        w, h = min(x1, o1) - max(x0, o0), min(y1, p1) - max(y0, p0)
        if w > least and h > least:
            area += w * h
    return area


SIDES = (0.0, 0.5, -0.5, 1.0, -1.0, 1.5, -1.5, 2.0, -2.0, 2.5, -2.5, 3.0, -3.0)  # a run's label from its line


def draw_route_badges(d: ImageDraw.ImageDraw, grid: Grid, lines, pieces: list | None = None) -> None:
    """The train of each route in a small badge of the company's colour, on a free stretch of its
    line: clear of the tiles' pieces (``pieces``: circles, tokens, values, towns) and of the other
    badges, as near the line's middle as that allows."""
    r = max(8, grid.size * 0.13)
    f = font(max(9, round(r * 1.05)), True)
    taken: list = list(pieces or [])
    bl, bt = grid.left + 2, grid.top + 2
    br, bb = grid.left + grid.width - 2, grid.top + grid.height - 2

    def reach(line) -> float:
        return sum(math.dist(a, b) for (a, _), (b, _) in zip(line[0], line[0][1:]))

    for pts, comp, kind in sorted(lines, key=reach):  # the shortest runs, with the least room, first
        label = f"{comp['abbr']} {kind}"  # the company's letters: its colour alone is not enough
        w = max(2 * r, f.getlength(label) + 8)
        # on the line, else just beside it (a short run between two cities has no free stretch):
        # the places in order of preference, the first one clear taken
        places = []
        for x, y, off_middle, ux, uy in _along(pts, max(4.0, grid.size * 0.08)):
            step = (r + 3) * (abs(ux) + abs(uy) * w / (2 * r)) / (abs(ux) + abs(uy))
            for side in SIDES:
                places.append((off_middle * 10 + abs(side) * 4, x - uy * side * step, y + ux * side * step))
        places.sort(key=lambda p: p[0])
        reach_x, reach_y = w / 2 + 3 * (r + 3) * w / (2 * r), r + 3 * (r + 3) * w / (2 * r)
        xs, ys = [p[0][0] for p in pts], [p[0][1] for p in pts]
        x0, x1, y0, y1 = min(xs) - reach_x, max(xs) + reach_x, min(ys) - reach_y, max(ys) + reach_y
        near = [o for o in taken if o[0] < x1 and o[2] > x0 and o[1] < y1 and o[3] > y0]
        best = None
        for base, cx, cy in places:
            if best is not None and base >= best[0]:
                break
            box = (cx - w / 2, cy - r, cx + w / 2, cy + r)
            if box[0] < bl or box[1] < bt or box[2] > br or box[3] > bb:
                continue
            cost = base + 1000 * _clear(box, near)
            if best is None or cost < best[0]:
                best = (cost, box)
        if best is None:
            continue
        box = best[1]
        taken.append(box)
        kit.badge(d, box, label, f, company_fill(comp["colour"]), company_ink(comp["colour"]), INK, 2, r)


def draw_board(img: Image.Image, board, view: dict, top: float, highlight=None, routes: bool = True,
               ring: bool = False) -> float:
    """The grid with its tiles (and the last runs); returns the bottom edge. ``ring`` adds a row of
    empty squares around the tiles."""
    d = kit.Draw(img)
    positions = list(board.tiles) + ([highlight] if highlight else [])
    grid = grid_for(positions, top, ring=ring)
    companies = dict(_all_companies())
    companies.update({c["id"]: c for c in view["companies"]})
    af = font(19, True)
    for i in range(grid.cols):
        d.text((grid.left + (i + 0.5) * grid.size, grid.top - 5), str(grid.x0 + i), font=af, fill=C.muted, anchor="ms")
    for j in range(grid.rows):
        d.text((grid.left - 5, grid.top + (j + 0.5) * grid.size), str(grid.y0 + j), font=af, fill=C.muted, anchor="rm")
    for i in range(grid.cols):
        for j in range(grid.rows):
            pos = (grid.x0 + i, grid.y0 + j)
            if pos not in board.tiles:
                l, t, r, b = grid.box(pos)
                d.rectangle((l + 1, t + 1, r - 1, b - 1), fill=surface(EMPTY), outline=mix(surface(EMPTY), C.grid, 0.6))
    for pos, placed in board.tiles.items():
        draw_tile_base(d, grid.box(pos), board.data[placed.tile], placed.rotation, companies)
    lines = route_lines(board, grid, view["companies"]) if routes else []
    if lines:
        draw_route_lines(img, grid, lines)
        d = kit.Draw(img)
    pieces: list = []
    for pos, placed in board.tiles.items():
        draw_tile_stop(d, grid.box(pos), board.data[placed.tile], placed.stations, companies, highlight=pos == highlight,
                       pieces=pieces)
    if lines:
        draw_route_badges(d, grid, lines, pieces)
    return grid.top + grid.height


def _all_companies() -> dict[str, dict]:
    from vypravci.games.lilliput.components import load_companies

    return {c.id: {"id": c.id, "abbr": c.abbr, "colour": c.colour} for c in load_companies().companies}


# ---------------------------------------------------------------------------------------- panels
def section(d: ImageDraw.ImageDraw, y: float, title: str) -> float:
    d.line((MARGIN, y + 6, WIDTH - MARGIN, y + 6), fill=C.grid, width=2)
    text(d, (MARGIN, y + 12), title, font(22, True))
    return y + 44


def draw_market(d: ImageDraw.ImageDraw, view: dict, labels: Labels, y: float) -> float:
    """The two rows of the chart, the lower half a space to the left, tokens on their spaces (the
    top of a stack first)."""
    y = section(d, y, labels.word("market"))
    upper, lower = view["market"]["upper"], view["market"]["lower"]
    cols = len(upper) + 0.5
    w = (WIDTH - 2 * MARGIN) / cols
    h = 74
    stacks: dict[int, list[dict]] = {}
    for comp in view["companies"]:  # already in operating order: the top of a stack first
        stacks.setdefault(comp["space"], []).append(comp)
    for row, values in ((0, upper), (1, lower)):
        for i, value in enumerate(values):
            space = 2 * i + (1 if row == 0 else 0)
            x = MARGIN + i * w + (w / 2 if row == 0 else 0)
            top = y + row * h
            d.rectangle((x + 1, top + 1, x + w - 1, top + h - 1), fill=C.card, outline=C.grid)
            d.text((x + 4, top + 3), str(value), font=font(18), fill=C.muted)
            here = stacks.get(space, [])
            if not here:
                continue
            # Up to two tokens side by side; a bigger stack in two rows of smaller tokens.
            per_row = 2 if len(here) <= 2 else math.ceil(len(here) / 2)
            r = 15 if len(here) <= 2 else min(12, (w - 6) / (2 * per_row))
            rows_used = math.ceil(len(here) / per_row)
            for k, comp in enumerate(here):
                rr, cc = divmod(k, per_row)
                in_row = min(per_row, len(here) - rr * per_row)
                cx = x + w / 2 + (cc - (in_row - 1) / 2) * (2 * r + 1)
                cy = top + h - 4 - r - (rows_used - 1 - rr) * (2 * r + 1)
                token(d, cx, cy, r, comp["colour"], comp["abbr"])
    return y + 2 * h + 8


def _trains_text(comp: dict) -> str:
    """"2×(2) 3": the company's trains by type, obsolete ones in parentheses."""
    groups: dict[tuple[str, bool], int] = {}
    for t in comp["trains"]:
        key = (t["type"], t["obsolete"])
        groups[key] = groups.get(key, 0) + 1
    words = [(f"{n}×" if n > 1 else "") + (f"({kind})" if old else kind) for (kind, old), n in groups.items()]
    return " ".join(words) or "—"


COMPANY_COLUMNS = ("company", "director", "price", "treasury", "trains", "stations", "run")
CELL_PAD = 14  # px: a cell's text from its edges


def draw_companies(d: ImageDraw.ImageDraw, view: dict, labels: Labels, y: float) -> float:
    """The companies' table: the numbers' columns as wide as their widest entry, the rest shared
    by the names, which take two lines before any is cut; one size per column (the largest in
    which every entry fits) and for the header."""
    if not view["companies"]:
        return y
    y = section(d, y, labels.word("companies"))
    size, row_h = 20, 40
    heads = [labels.word(k) for k in COMPANY_COLUMNS]
    body = []
    for comp in view["companies"]:
        stations = str(comp["stations_left"]) + (f" ({comp['next_station_cost']} £)" if comp["next_station_cost"] else "")
        run = comp.get("last_run") or {}
        body.append([f"{comp['abbr']} {labels.company(comp['id'], comp['name'])}", labels.player(view, comp["director"]),
                     f"{comp['price']}", f"{comp['treasury']} £", _trains_text(comp), stations,
                     f"{run['total']} £" if run else "—"])
    head = 17  # the header's size: every header fits its column
    widths = [0.0, 0.0] + [CELL_PAD + max([kit.text_length(r[col], size, False) for r in body]
                                          + [kit.text_length(heads[col], head, True)])
                           for col in range(2, len(COMPANY_COLUMNS))]
    rest = WIDTH - 2 * MARGIN - sum(widths)
    widths[0], widths[1] = rest * 0.62, rest * 0.38
    mark = row_h * 0.5 + 6  # the swatch or the seat's mark before a name
    names = min(kit.fit_lines(r[0], widths[0] - CELL_PAD - mark, row_h - 2, 18, False, 14)[0].size for r in body)
    directors = min(kit.fit_font(r[1], widths[1] - CELL_PAD - mark, 18, False, 15).size for r in body)
    while head > 14 and any(kit.text_length(h, head, True) > w - CELL_PAD for h, w in zip(heads, widths)):
        head -= 1
    rows: list[list] = [[Cell(h, bold=True, size=head) for h in heads]]
    for comp, r in zip(view["companies"], body):
        rows.append([Cell(r[0], swatch=company_fill(comp["colour"]), align="l", size=names),
                     Cell(r[1], align="l", seat=comp["director"], size=directors, wrap=False),
                     *(Cell(t, size=size) for t in r[2:])])
    _, h = table(d, MARGIN, y, rows, widths, row_h=row_h, size=size, least=14)
    return y + h + 8


def _certificates(view: dict, player: dict) -> str:
    abbr = {c["id"]: c["abbr"] for c in view["companies"]}
    parts = []
    for cid in player["director_of"]:
        parts.append(f"{abbr.get(cid, cid)} {50 + 10 * player['shares'].get(cid, 0)} %*")
    for cid, count in player["shares"].items():
        if count and cid not in player["director_of"]:
            parts.append(f"{abbr.get(cid, cid)} {10 * count} %")
    return ", ".join(parts) or "—"


def draw_players(d: ImageDraw.ImageDraw, view: dict, labels: Labels, y: float) -> float:
    """One block per player: name, cash, worth and characters, then the certificates."""
    y = section(d, y, labels.word("players"))
    f, fb, fs = font(21), font(21, True), font(18)
    row_h = 64
    head = f"{labels.word('cash')} · {labels.word('worth')}"
    text(d, (WIDTH - MARGIN, y - 30), head, font(16), fill=C.muted, anchor="ra")
    for p in view["players"]:
        seat = p["seat"]
        d.line((MARGIN, y + row_h, WIDTH - MARGIN, y + row_h), fill=C.grid)
        kit.seat_mark(d, MARGIN + 9, y + 17, 9, seat)
        start = " ◆" if seat == view["start_player"] else ""
        money = f"{p['cash']} £ · {p['score']}"
        right = WIDTH - MARGIN - fb.getlength(money) - 12
        chars = [labels.characters.get(c) or _character_name(c) for c in p["characters"]]
        chars_text = ", ".join([c.split()[0] for c in chars] + ([f"DL×{p['dimens_land']}"] if p["dimens_land"] else []))
        # the name (cut if it must) leaves the characters their room, the start mark stays whole
        x = MARGIN + 24
        room = max(140.0, right - x - fb.getlength(start) - (kit.length(fs, chars_text) + 8 if chars_text else 0))
        with kit.within(d, (x, y, x + room, y + 34)):
            name = ellipsize(labels.player(view, seat), fb, room)
            d.text((x, y + 17), name, font=fb, fill=C.ink, anchor="lm")
        if start:
            d.text((x + fb.getlength(name), y + 17), start, font=fb, fill=C.ink, anchor="lm")
        cx = x + fb.getlength(name + start) + 8
        with kit.within(d, (cx, y, right, y + 34)):
            d.text((cx, y + 16), ellipsize(chars_text, kit.fit_font(chars_text, right - cx, 18, False, 14), right - cx),
                   font=kit.fit_font(chars_text, right - cx, 18, False, 14), fill=C.muted, anchor="lm")
        d.text((WIDTH - MARGIN, y + 16), money, font=fb, fill=C.ink, anchor="rm")
        d.text((MARGIN + 24, y + 46), ellipsize(_certificates(view, p), f, WIDTH - 2 * MARGIN - 24), font=f,
               fill=C.ink, anchor="lm")
        y += row_h
    note = f"◆ {labels.word('start')} · * {labels.word('director')} · DL {labels.word('dimens')}"
    text(d, (MARGIN, y + 4), note, font(16), fill=C.muted)
    return y + 30


def _character_name(cid: str) -> str:
    try:
        return load_characters().get(cid).name
    except KeyError:
        return cid


def card_text(card_id: str, labels: Labels) -> tuple[str, str]:
    """A card's two sides in short words: "tile Y+G" / "5 £"."""
    card = load_cards().get(card_id)

    def side(action) -> str:
        if action.kind == "tiles":
            parts = ["/".join(labels.word(c)[0].upper() for c in slot) for slot in action.tiles]
            return f"{labels.word('tiles')} " + " + ".join(parts)
        if action.kind == "trains":
            return f"{action.trains}× {labels.word('train')}"
        if action.kind == "money":
            return f"{action.amount} £"
        return labels.word(action.kind)

    return side(card.main), side(card.alt)


def draw_cards(d: ImageDraw.ImageDraw, view: dict, labels: Labels, y: float) -> float:
    y = section(d, y, labels.word("cards"))
    per_row = 5
    w = (WIDTH - 2 * MARGIN) / per_row
    h = 82
    f, fs = font(18, True), font(17)
    for i, cid in enumerate(view["cards"]):
        x = MARGIN + (i % per_row) * w
        top = y + (i // per_row) * h
        used = view["used"].get(cid)
        fill = C.panel if used is not None else C.card
        d.rounded_rectangle((x + 3, top + 3, x + w - 3, top + h - 3), radius=6, fill=fill,
                            outline=C.muted if used is not None else C.ink, width=2)
        main, alt = card_text(cid, labels)
        ink = C.muted if used is not None else C.ink
        d.text((x + 10, top + 8), ellipsize(main, f, w - 20), font=f, fill=ink)
        d.text((x + 10, top + 32), ellipsize("/ " + alt, fs, w - 20), font=fs, fill=ink)
        if used is not None:
            kit.seat_mark(d, x + 17, top + 64, 8, used)
            with kit.within(d, (x + 27, top + 50, x + w - 8, top + h - 4)):
                d.text((x + 29, top + 64), ellipsize(labels.player(view, used), fs, w - 40), font=fs, fill=C.ink,
                       anchor="lm")
    rows = (len(view["cards"]) + per_row - 1) // per_row
    return y + rows * h + 6


def draw_trains(d: ImageDraw.ImageDraw, view: dict, labels: Labels, y: float) -> float:
    y = section(d, y, labels.word("deck"))
    f = font(18)
    data = load_trains()
    x = MARGIN
    for kind in data.trains:
        left = view["deck"]["left"].get(kind.type, 0)
        unlimited = kind.unlimited and not left
        top = kind.type == view["deck"]["top"]
        w = 88
        fill = C.highlight if top else (C.card if left or unlimited else C.panel)
        d.rounded_rectangle((x, y, x + w - 6, y + 54), radius=6, fill=fill, outline=C.ink if top else C.grid, width=2)
        d.text((x + (w - 6) / 2, y + 15), kind.type, font=font(20, True), fill=C.ink, anchor="mm")
        count = "∞" if unlimited else f"×{left}"
        d.text((x + (w - 6) / 2, y + 40), f"{kind.price} £ {count}", font=font(16), fill=C.muted, anchor="mm")
        x += w
    y += 62
    depot = ", ".join(view["depot"]) or labels.word("none")
    line = f"{labels.word('depot')}: {depot} · {labels.word('rusted')}: {view['rusted']}"
    text(d, (MARGIN, y), ellipsize(line, f, WIDTH - 2 * MARGIN), f)
    return y + 30


def header(d: ImageDraw.ImageDraw, view: dict, labels: Labels, over: bool, winner: str | None,
           setup: bool = False) -> float:
    stage = labels.word("setup") if setup else f"{labels.word('round')} {max(1, view['round'])}/{view['rounds']}"
    title = f"{labels.word('title')} · {stage}"
    text(d, (MARGIN, MARGIN), title, font(28, True))
    colours = "+".join(labels.word(c) for c in view["colours"])
    line = (f"{labels.word('phase')} {view['phase']} · {labels.word('limit')} {view['limit']} · "
            f"{labels.word('colours')} {colours} · {labels.word('money')} {view['company_money']} £")
    text(d, (MARGIN, MARGIN + 40), ellipsize(line, font(20), WIDTH - 2 * MARGIN), font(20), fill=C.ink)
    if over:
        words = labels.word("over") + (f" · {labels.word('winner')}: {winner}" if winner else "")
        text(d, (MARGIN, MARGIN + 68), ellipsize(words, font(20, True), WIDTH - 2 * MARGIN), font(20, True),
             fill=C.red)
        return MARGIN + 98
    return MARGIN + 72


# ---------------------------------------------------------------------------------------- pictures
def _labels(state, labels) -> Labels:
    return labels if isinstance(labels, Labels) else Labels(players=[s.name for s in state.seats])


def with_pending_run(state, view: dict) -> dict:
    """While a company's run waits for pay out or withhold, its routes are the ones drawn (the
    maximum the director is deciding on) in place of its last round's."""
    top = state.current() if hasattr(state, "current") else None
    if not top or top.get("kind") != "operate" or "best" not in top:
        return view
    companies = [dict(c, last_run=top["best"]) if c["id"] == top["company"] else c for c in view["companies"]]
    return {**view, "companies": companies}


def render_image(state, labels: Labels | None = None) -> Image.Image:
    """The whole table in the theme its labels ask for (the state is only read)."""
    with kit.themed(kit.theme_of(labels)):
        return _render_image(state, labels)


def _render_image(state, labels: Labels | None = None) -> Image.Image:
    labels = _labels(state, labels)
    view = with_pending_run(state, views.table(state))
    over = state.is_terminal()
    winner = labels.player(view, state.ranking()[0]) if over else None
    img = Image.new("RGB", (WIDTH, 3200), C.paper)
    d = kit.Draw(img)
    setup = getattr(state, "stage", "") == "draft"  # no train deck yet
    y = header(d, view, labels, over, winner, setup)
    y = draw_board(img, state.board, view, y) + 10
    d = kit.Draw(img)
    y = draw_market(d, view, labels, y)
    y = draw_companies(d, view, labels, y)
    y = draw_players(d, view, labels, y)
    y = draw_cards(d, view, labels, y)
    if not setup:
        y = draw_trains(d, view, labels, y)
    return img.crop((0, 0, WIDTH, math.ceil(y + MARGIN)))


def render_board(state, labels: Labels | None = None) -> bytes:
    """The whole table as PNG bytes."""
    return to_png(render_image(state, labels))


def render_preview(state, lay: Mapping[str, Any], labels: Labels | None = None, home: bool = False) -> bytes:
    """The board with ``lay`` (company, tile, x, y, rotation) made on a copy and highlighted —
    a start company's home tile with ``home`` — the last runs left out. Raises the engine's
    RuleError when the lay does not fit."""
    with kit.themed(kit.theme_of(labels)):
        return _render_preview(state, lay, labels, home)


def _render_preview(state, lay: Mapping[str, Any], labels: Labels | None = None, home: bool = False) -> bytes:
    labels = _labels(state, labels)
    args = (lay["company"], lay["tile"], int(lay["x"]), int(lay["y"]), int(lay["rotation"]))
    if home:
        board = state.board.clone()
        board.place_home(*args)
    else:
        board = state.board.preview(*args)
    view = views.table(state)
    img = Image.new("RGB", (WIDTH, 2000), C.paper)
    d = kit.Draw(img)
    abbr = next((c["abbr"] for c in view["companies"] if c["id"] == lay["company"]), lay["company"])
    text(d, (MARGIN, MARGIN), ellipsize(f"{labels.word('preview')}: {abbr} · {lay['x']},{lay['y']}", font(24, True),
                                        WIDTH - 2 * MARGIN), font(24, True))
    bottom = draw_board(img, board, view, MARGIN + 36, highlight=(int(lay["x"]), int(lay["y"])), routes=False,
                        ring=True)
    return to_png(img.crop((0, 0, WIDTH, math.ceil(bottom + MARGIN))))


__all__ = ["Labels", "LilliputWords", "labels_for", "render_board", "render_image", "render_preview"]
