"""The Mini Express board as a PNG: the hex map with trains and demand tokens, and a side panel.

Draws the onlooker's view of a ``MiniExpressState`` (``state.view(None)``, read through
``PublicBoard``) and never changes the state. The static map (sea, land, cities, ports,
edge coordinates) is drawn once per (map, size, variant) and cached, as are the placed city-name
patches per set of names; a render copies the map and draws the dynamic parts (trains, demand
tokens, names, header, the side panel) on top, then encodes a 256-colour PNG.

Words come in through ``Labels`` (the bot passes localized ones; ``None`` gives English), so this
module needs nothing from bot/.

Variants and modes drawn: Mašinfíra's destination-city marker (a ring and "M" on the city) and
chosen-company marker (an "M" badge on the company's title bar); the Golden Spike tile (on its
map hex, then with its branch trains in the legend row); trains on ports; the signal tokens of
V ruchu a spěchu (a green/red light per player; the start player flag marks the active player);
the track scale up to 20 with Plnou parou vpřed. Secret debt tokens come from the onlooker's view
(``state.view(None)``): before the reveal every player shows the same face-down token, after it
the influence each debt cost is drawn in red.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Callable, ClassVar, Mapping, Sequence

from PIL import Image, ImageDraw

from vypravci.games.core import Seat
from vypravci.games.core.hexgrid import neighbours
from vypravci.games.mini_express.board import get_board
from vypravci.games.mini_express.companies import COMPANIES, WILD
from vypravci.games.mini_express.data import CITY, LAND, PORT, CityData, load_share_values
from vypravci.games.mini_express.state import AREA_MAX, BOARD_SHARES

from .. import kit
from ..kit import WHITE  # the theme's colours are kit.C.ink, kit.C.paper… (kit.themed)

__all__ = [
    "DEFAULT_COMPANIES", "DEFAULT_WORDS", "Labels", "PublicBoard", "labels_for", "phone_geometry", "render_wide",
]

# The picture reads nothing but the game and the onlooker's view (``PublicBoard``): a render
# process gets a snapshot of that view instead of the whole state (render/pool.py).
DRAWS_FROM_VIEW = True

# ---------------------------------------------------------------------------------------- labels
DEFAULT_COMPANIES: dict[str, str] = {
    "lumber": "Lumber", "steel": "Steel", "leather": "Leather", "cotton": "Cotton", "wild": "Wild",
}
DEFAULT_WORDS: dict[str, str] = {
    "title": "Mini Express",
    "map-usa": "USA",
    "map-europe": "Europe",
    "map-uk": "United Kingdom 1918",
    "map-taiwan": "Taiwan 1908",
    "legend-ferry": "ferry line",
    "legend-red-line": "red line (no track across)",
    "legend-key": "city key (+1 length)",
    "legend-wild": "wild symbols (countryside)",
    "legend-underground": "Underground (+length)",
    "legend-mountain": "mountain (white only)",
    "legend-star": "star city",
    "legend-developed": "city development token",
    "upgrade": "Shares bought",
    "limit": "limit",
    "bonus": "stars",
    "seal": "seal",
    "phase-draft": "Share draft",
    "phase-play": "Playing",
    "phase-over": "Game over",
    "to-play": "To play:",
    "last-round": "Last round!",
    "first-game": "First game: every city takes 2",
    "length": "Length",
    "share-value": "Value per share:",
    "first": "1st",
    "second": "2nd",
    "other": "Other",
    "offer": "Shares",
    "trains": "Trains",
    "supply": "Supply",
    "set-aside": "Set aside",
    "exhausted": "EXHAUSTED",
    "influence": "Influence",
    "player": "Player",
    "start-player": "start player",
    "holdings": "shares (influence)",
    "points": "points",
    "total": "Total",
    "rank": "#",
    "winner": "Winner",
    "legend-capacity": "companies a city takes",
    "legend-start": "start",
    "legend-token": "demand token",
    "legend-number": "city number (solo)",
    "legend-port": "port",
    "legend-port-closed": "port (no track)",
    "mf-company": "Mašinfíra",
    "mf-destination": "Mašinfíra's destination",
    "golden-spike": "Golden Spike",
    "east-branch": "east",
    "west-branch": "west",
    "spike-cancelled": "cancelled",
    "signal-go": "Volno",
    "signal-stop": "Stůj",
    "debt": "debt",
}


@dataclass
class Labels(kit.Words):
    """Localized words for the picture. Anything missing falls back to English / the map data.

    ``companies``: company id → name; ``cities``: city id → display name; ``words``: keys of
    ``DEFAULT_WORDS`` → text; ``players``: one name per seat (default: the seats' names).
    """

    DEFAULTS: ClassVar[dict[str, str]] = DEFAULT_WORDS
    PREFIX: ClassVar[str] = "me"

    companies: Mapping[str, str] = field(default_factory=dict)
    cities: Mapping[str, str] = field(default_factory=dict)
    players: Sequence[str] | None = None

    def company(self, c: str) -> str:
        return self.companies.get(c) or DEFAULT_COMPANIES.get(c, c)

    def city(self, city: CityData) -> str:
        return self.cities.get(city.id) or city.name

    def player(self, state: Any, seat: int) -> str:
        if self.players is not None and seat < len(self.players) and self.players[seat]:
            return self.players[seat]
        return state.seats[seat].name


# ---------------------------------------------------------------------------------------- public view
class PublicBoard:
    """The onlooker's view of a game (nobody's secrets), read as the attributes the picture uses.
    The static map comes from the options; everything that changes comes from the view."""

    def __init__(self, state: Any) -> None:
        v = state.view(None)
        self.view = v
        self.options = state.game.parse_options(v["options"])
        self.board = get_board(self.options.map, not self.options.ports)
        self.seats = [Seat.model_validate(s) for s in v["seats"]]
        self.n = len(self.seats)
        for name in ("phase", "offer", "area", "supply", "length", "influence", "shares", "set_aside",
                     "exhausted", "end_triggered", "max_length", "scores"):
            setattr(self, name, v[name])
        self.trains = {tuple(int(x) for x in k.split(",")): cs for k, cs in v["trains"].items()}
        self.tokens = {k: tuple(t) for k, t in v["tokens"].items()}
        self.spike = v.get("golden_spike")
        self.signals = (v.get("signals") or {}).get("volno")
        self.ranking = v.get("ranking")
        self.breakdown = v.get("score_breakdown")
        mf = v.get("masinfira")
        self.mf = mf["seat"] if mf else None
        self.mf_company = COMPANIES.index(mf["company_marker"]) if mf else 0
        self.destination = self.board.cities.get(mf["destination"]) if mf and mf["destination"] else None
        self.debt = v.get("secret_debt")
        self.uk = v.get("uk")  # Spojené království: shares bought (faster trains), ferry owners
        self.taiwan = v.get("taiwan")  # Tchaj-wan: restriction tokens, bonus markers, tokens, the seal

    def to_act(self) -> int | None:
        return self.view["to_act"]


# ---------------------------------------------------------------------------------------- layout
MARGIN = 12
HEADER_H = 52
MAX_WIDTH = 1800      # the picture's width budget; the hex size follows from the map's columns
MAP_MAX_H = 1200  # a tall map (the United Kingdom): hexes big enough for its crowded middle
MIN_HEX, MAX_HEX = 28, 46
PANEL_W = 540
GAP = 14
COORD = 18  # the strip around the map with column letters and row numbers
LEGEND_H = 40
SQ3 = math.sqrt(3)

CITY_FONT = 17  # city names (≥ 16 px for phones)
CITY_FONT_SMALL = 15  # a name where the track leaves no room for the big one (≥ 15: phones)
CAPACITY_COLOURS = {3: kit.GOLD, 2: kit.SILVER, 1: kit.BLACK}
SIGNAL_GO = (40, 170, 70)  # a green signal light (V ruchu a spěchu: Volno); Stůj is kit.RED


@dataclass(frozen=True)
class Geometry:
    size: float            # hex circumradius
    ox: float              # pixel centre of hex (0, 0)
    oy: float
    map_box: tuple[int, int, int, int]
    width: int
    height: int
    panel_x: int

    def center(self, h: tuple[int, int]) -> tuple[float, float]:
        c, r = h
        return (self.ox + 1.5 * self.size * c, self.oy + SQ3 * self.size * (r + 0.5 * (c & 1)))


@lru_cache(maxsize=16)
def _legend_rows(map_id: str) -> int:
    """Legend rows under the map: the expansion maps add their features and a status line."""
    return 1 if get_board(map_id).data.rules == "base" else 3


PHONE_WIDTH = 600
PHONE_MAP_MAX_H = 900         # a tall map (the United Kingdom) may take this much
PHONE_CITY_FONTS = (12, 11)   # city names: 8 px and 7.3 px on a 400 px screen
PHONE_SMALLEST = (7, 11)      # the capacity badge's radius (its digit 10 px) and the port anchor, at least
PHONE_LEGEND_FONT = 15
PHONE_LINE_H = 30             # one legend line


def phone_geometry(cols: int, rows: int) -> Geometry:
    """The map across the picture's width with its edge coordinates, alone (the header, the
    legend and the panel are stacked around it per board)."""
    budget = PHONE_WIDTH - 2 * (MARGIN + COORD) - 2
    size = budget / (1.5 * (cols - 1) + 2)
    size = float(int(min(size, PHONE_MAP_MAX_H / (SQ3 * (rows + 0.5)), MAX_HEX)))
    map_w = int(math.ceil(size * (1.5 * (cols - 1) + 2)))
    map_h = int(math.ceil(SQ3 * size * (rows + 0.5)))
    x0 = MARGIN + COORD + (budget - map_w) // 2
    y0 = COORD + 2
    box = (x0, y0, x0 + map_w, y0 + map_h)
    return Geometry(size, x0 + size, y0 + size * SQ3 / 2, box, PHONE_WIDTH, box[3] + COORD + 2, MARGIN)


def _geometry(cols: int, rows: int, panel_h: int, legend_rows: int = 1) -> Geometry:
    if kit.current_layout() == "phone":  # the map alone, full width (phone.py)
        return phone_geometry(cols, rows)
    map_budget = MAX_WIDTH - (MARGIN + 2 * COORD + GAP + PANEL_W + MARGIN) - 2
    size = map_budget / (1.5 * (cols - 1) + 2)
    size = min(size, MAP_MAX_H / (SQ3 * (rows + 0.5)))
    size = float(max(MIN_HEX, min(MAX_HEX, int(size))))
    map_w = int(math.ceil(size * (1.5 * (cols - 1) + 2)))
    map_h = int(math.ceil(SQ3 * size * (rows + 0.5)))
    x0, y0 = MARGIN + COORD, HEADER_H + COORD
    map_box = (x0, y0, x0 + map_w, y0 + map_h)
    panel_x = map_box[2] + COORD + GAP
    width = panel_x + PANEL_W + MARGIN
    height = max(map_box[3] + COORD + LEGEND_H * legend_rows, HEADER_H + panel_h) + MARGIN
    return Geometry(size, x0 + size, y0 + size * SQ3 / 2, map_box, width, height, panel_x)


# ---------------------------------------------------------------------------------------- static map
@kit.layer_cache(maxsize=8)
def _static_map(map_id: str, cols: int, rows: int, panel_h: int, first_game: bool) -> Image.Image:
    """Sea, land, ports and city hexes (without names): drawn once per map, size and variant."""
    from vypravci.games.mini_express.board import get_board

    board = get_board(map_id)
    data = board.data
    g = _geometry(cols, rows, panel_h, _legend_rows(map_id))
    img = Image.new("RGB", (g.width, g.height), kit.C.paper)
    d = kit.Draw(img)
    d.rectangle(g.map_box, fill=kit.C.sea)
    s = g.size
    # edge coordinates, as route choices name hexes (column letters A…, row numbers 1…)
    cf = kit.font(14, True)
    x0, y0, x1, y1 = g.map_box
    for c in range(cols):
        x = g.center((c, 0))[0]
        d.text((x, y0 - COORD / 2), column_letters(c), font=cf, fill=kit.C.muted, anchor="mm")
        d.text((x, y1 + COORD / 2), column_letters(c), font=cf, fill=kit.C.muted, anchor="mm")
    for r in range(rows):
        y = g.center((0, r))[1]
        d.text((x0 - COORD / 2, y), str(r + 1), font=cf, fill=kit.C.muted, anchor="mm")
        y = g.center((1, r))[1] if cols > 1 and (cols - 1) % 2 else y
        d.text((x1 + COORD / 2, y), str(r + 1), font=cf, fill=kit.C.muted, anchor="mm")
    for r, row in enumerate(data.terrain):
        for c, ch in enumerate(row):
            if ch in (LAND, PORT, CITY):
                x, y = g.center((c, r))
                kit.draw_hex(d, x, y, s - 0.5, fill=kit.C.land, outline=kit.C.land_edge, width=1)
    _island_static(d, board, g)
    for h in board.ports:
        x, y = g.center(h)
        kit.disc(d, x, y - s * 0.45, s * 0.3, kit.C.port_fill, outline=WHITE, width=2)
        kit.anchor_icon(d, x, y - s * 0.45, max(_smallest()[1], int(s * 0.42)), fill=WHITE, halo=None)
    for city in data.cities:
        x, y = g.center(city.hex)
        cap = 2 if first_game else city.capacity
        kit.draw_hex(d, x, y, s - 2, fill=kit.C.city_fill)
        kit.draw_hex(d, x, y, s - 3, outline=CAPACITY_COLOURS[cap], width=max(4, int(s * 0.13)))
        # capacity badge (top left), solo number (top right)
        bx, by, br = x - s * 0.45, y - s * 0.5, max(_smallest()[0], s * 0.26)
        kit.disc(d, bx, by, br, CAPACITY_COLOURS[cap], outline=kit.C.ink, width=1)
        badge = (bx - br, by - br, bx + br, by + br)
        kit.mark(badge)
        with d.within(badge):
            d.text((bx, by), str(cap), font=kit.font(int(br * 1.45), True),
                   fill=kit.INK if cap != 1 else WHITE, anchor="mm")
        if city.number is not None and panel_h:  # the solo game's city number (grey, top right; in the legend;
            # a phone's map, too small for it, has none: panel_h 0; its names carry them)
            with d.within((x, y - s * 0.9, x + s * 0.9, y - s * 0.1)):
                d.text((x + s * 0.56, y - s * 0.47), str(city.number), font=kit.font(max(13, int(s * 0.34))),
                       fill=kit.C.muted, anchor="rm")
        starts = city.starts
        for i, company in enumerate(starts):  # London starts three companies: three small stars
            dx = (i - (len(starts) - 1) / 2) * s * 0.5
            r = s * (0.36 if len(starts) == 1 else 0.24)
            kit.star(d, x + dx, y - s * 0.12, r, kit.company_colour(company), kit.company_outline(company))
        _city_marks(d, city, x, y, s)
    return img


MOUNTAIN_FILL = (196, 84, 62)  # Tchaj-wan's red mountain hexes
MOUNTAIN_EDGE = (150, 58, 42)
RED_LINE = (214, 30, 30)
FERRY_FILL = (38, 84, 140)


def _island_static(d, board, g: "Geometry") -> None:
    """The expansion maps' printed extras under the cities: mountains, ferry spaces and their
    dotted lines, the Underground's numbers, red lines."""
    s = g.size
    data = board.data
    for h in board.mountains:
        x, y = g.center(h)
        kit.draw_hex(d, x, y, s - 0.5, fill=MOUNTAIN_FILL, outline=MOUNTAIN_EDGE, width=1)
        peak = [(x - s * 0.42, y + s * 0.25), (x - s * 0.12, y - s * 0.3), (x + s * 0.1, y + s * 0.05),
                (x + s * 0.25, y - s * 0.15), (x + s * 0.48, y + s * 0.25)]
        d.line(peak, fill=(240, 200, 190), width=2)
    for ferry in data.ferries:
        fx, fy = g.center(tuple(ferry.hex))
        for end in ferry.ends:
            ex, ey = g.center(board.cities[end].hex)
            steps = max(2, int(math.hypot(ex - fx, ey - fy) / (s * 0.28)))
            for i in range(0, steps, 2):
                a, b = i / steps, (i + 1) / steps
                d.line(((fx + (ex - fx) * a, fy + (ey - fy) * a), (fx + (ex - fx) * b, fy + (ey - fy) * b)),
                       fill=FERRY_FILL, width=3)
        ferry_icon(d, fx, fy, s * 0.42)
    for u in data.underground:
        x, y = g.center(tuple(u.hex))
        underground_badge(d, x, y + s * 0.5, u.value, _badge_font(s))
    for a, b in data.red_lines:
        ax, ay = g.center(tuple(a))
        bx, by = g.center(tuple(b))
        mx, my = (ax + bx) / 2, (ay + by) / 2
        dist = math.hypot(bx - ax, by - ay) or 1.0
        px, py = -(by - ay) / dist * s * 0.5, (bx - ax) / dist * s * 0.5
        d.line(((mx - px, my - py), (mx + px, my + py)), fill=RED_LINE, width=max(4, int(s * 0.14)))


UNDERGROUND = (30, 30, 30)


def _badge_font(s: float) -> int:
    """The size of the numbers on a hex's printed badges (the Underground's, a city key's)."""
    return max(13, round(s * 0.4))


def _badge_box(cx: float, cy: float, text: str, size: int) -> tuple[float, float, float, float]:
    w, h = kit.text_length(text, size, True) + 8, size + 5
    return (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)


def underground_badge(d, cx: float, cy: float, value: int, size: int) -> None:
    """An Underground hex's printed track length ("+2"): white on a black plate that holds it."""
    text = f"+{value}"
    box = _badge_box(cx, cy, text, size)
    d.rounded_rectangle(box, radius=(box[3] - box[1]) / 2, fill=UNDERGROUND, outline=WHITE, width=1)
    kit.mark(box)
    with kit.within(d, box):
        d.text((cx, cy), text, font=kit.font(size, True), fill=WHITE, anchor="mm")


def ferry_icon(d, cx: float, cy: float, r: float, owner: str | None = None) -> None:
    """A ferry space: a blue disc with a white hull (ringed in the company's colour once taken)."""
    kit.disc(d, cx, cy, r, FERRY_FILL, outline=kit.company_colour(owner) if owner else WHITE,
             width=max(2, int(r * (0.35 if owner else 0.12))))
    hull = [(cx - r * 0.6, cy), (cx + r * 0.6, cy), (cx + r * 0.38, cy + r * 0.35), (cx - r * 0.38, cy + r * 0.35)]
    d.polygon(hull, fill=WHITE)
    d.rectangle((cx - r * 0.22, cy - r * 0.42, cx + r * 0.18, cy - r * 0.02), fill=WHITE)


def _city_marks(d, city: CityData, x: float, y: float, s: float) -> None:
    """UK city keys (+1) and wild symbols; Tchaj-wan star cities."""
    if city.key:
        city_key(d, _key_box(x, y, s), _key_font(s))
    if city.wild:
        r = s * 0.15
        for i in range(city.wild):
            dx = (i - (city.wild - 1) / 2) * r * 2.3
            kit.disc(d, x + dx, y, r, kit.company_colour(WILD), outline=kit.C.ink, width=1)
    if city.star:
        kit.star(d, x + s * 0.5, y + s * 0.12, s * 0.22, WHITE, kit.C.ink)



def _key_font(s: float) -> int:
    return min(13, max(11, round(s * 0.42)))


def _key_plate(cx: float, cy: float, size: int) -> tuple[float, float, float, float]:
    l, t, r, b = kit.font(size, True).getbbox("+1", anchor="mm")
    w, h = r - l + 4, b - t + 6
    return (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)


def _key_box(x: float, y: float, s: float) -> tuple[float, float, float, float]:
    """A UK city key's plate (+1): at the hex's left corner, between the capacity badge above,
    the demand token to its right and the trains below."""
    box = _key_plate(0, y + s * 0.06, _key_font(s))
    return (x - s * 0.3 - (box[2] - box[0]), box[1], x - s * 0.3, box[3])


def city_key(d, box, size: int) -> None:
    """A city key's "+1" on its gold plate."""
    d.rounded_rectangle(box, radius=4, fill=kit.GOLD, outline=kit.INK, width=1)
    kit.mark(box)
    with kit.within(d, box):
        d.text(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), "+1", font=kit.font(size, True), fill=kit.INK,
               anchor="mm")


def column_letters(col: int) -> str:
    """A column's edge letters: 0 → A, 25 → Z, 26 → AA (the bot names hexes the same way)."""
    letters = ""
    col += 1
    while col:
        col, rem = divmod(col - 1, 26)
        letters = chr(65 + rem) + letters
    return letters


HARD = 100_000.0  # the cost of covering a piece; ten times that: covering a name, sitting nearer another city
NEAR = 0.35  # × the hex size: how much nearer its own city a name keeps (the layout check asks 0.25)


def _overlap(a, b) -> float:
    if b[0] >= a[2] or b[2] <= a[0] or b[1] >= a[3] or b[3] <= a[1]:
        return 0.0
    return (min(a[2], b[2]) - max(a[0], b[0])) * (min(a[3], b[3]) - max(a[1], b[1]))


def _hits(a, b, least: float = 2.0) -> bool:
    """Whether boxes ``a`` and ``b`` overlap by more than ``least`` px both ways (the layout check's
    measure: a piece's box has round corners)."""
    return min(a[2], b[2]) - max(a[0], b[0]) > least and min(a[3], b[3]) - max(a[1], b[1]) > least


def _near(boxes, x, y, reach):
    return [b for b in boxes if b[0] < x + reach and b[2] > x - reach and b[1] < y + reach and b[3] > y - reach]


def _label_boxes(board, g: Geometry, names: tuple[tuple[str, str], ...], occupied: frozenset = frozenset(),
                 pieces: frozenset = frozenset()) -> list[tuple[str, str, tuple[float, float], int, Any]]:
    """Where each city's name goes: below, above, right or left of its hex, or further off with a
    line to it — never over a piece on the board now (``pieces``: boxes of the trains and markers)
    or another name, nor nearer another city than its own, where the map leaves any such place;
    over the track (``occupied``: hexes with trains) only where nothing else is left. What never
    changes is weighed once per map and names (``_label_plan``); a move adds its pieces and the
    names placed before. Each: (city id, name, centre, size, where its line ends or None)."""
    s = g.size
    lines = []  # the track between occupied hexes: better left uncovered
    for h in occupied:
        for n in neighbours(h):
            if n in occupied and n > h:
                (ax, ay), (bx, by) = g.center(h), g.center(n)
                mx, my = (ax + bx) / 2, (ay + by) / 2
                lines.append((mx - s * 0.3, my - s * 0.3, mx + s * 0.3, my + s * 0.3))
    pieces = list(pieces)
    placed: list[tuple[float, float, float, float]] = []
    result = []
    where = replace(g, width=0, height=0, panel_x=0)  # the plan reads the map's place only
    phone = kit.current_layout() == "phone"
    plan = _label_plan(board, where, names, _city_fonts(), phone)

    def choose(x, y, reach, options, others):
        near_placed, near_pieces = _near(others, x, y, reach + 10), _near(pieces, x, y, reach)
        near_lines = _near(lines, x, y, reach)
        best, best_cost = None, math.inf
        # cheapest first: a candidate costs at least its fixed part, so the search stops early (and
        # a candidate's sum stops as soon as it costs more than the best so far)
        for fixed, box, size, far in options:
            if fixed >= best_cost:
                break
            x0, y0, x1, y1 = box
            cost = fixed
            for o0, p0, o1, p1 in near_placed:  # names: apart by a margin, never over each other
                if o0 < x1 + 10 and o1 > x0 - 10 and p0 < y1 + 8 and p1 > y0 - 8:
                    cost += 40 * ((min(x1 + 10, o1) - max(x0 - 10, o0)) * (min(y1 + 8, p1) - max(y0 - 8, p0)))
                    if o0 < x1 and o1 > x0 and p0 < y1 and p1 > y0:
                        cost += 10 * HARD
            if cost >= best_cost:
                continue
            for o0, p0, o1, p1 in near_pieces:  # the pieces on the board: never under a name (and
                if o0 < x1 and o1 > x0 and p0 < y1 and p1 > y0:  # better not touching them)
                    w, h = min(x1, o1) - max(x0, o0), min(y1, p1) - max(y0, p0)
                    cost += HARD if w > 2 and h > 2 else 50 * w * h
            if cost >= best_cost:
                continue
            for o0, p0, o1, p1 in near_lines:  # the track: better left uncovered
                if o0 < x1 and o1 > x0 and p0 < y1 and p1 > y0:
                    cost += 30 * ((min(x1, o1) - max(x0, o0)) * (min(y1, p1) - max(y0, p0)))
            if cost < best_cost:
                best_cost = cost
                best = (cost, ((x0 + x1) / 2, (y0 + y1) / 2), box, size, far)
        return best

    def place(x, y, reach, options, spare, others):
        best = choose(x, y, reach, options, others)
        if best[0] >= HARD:  # nothing free: the grid further round, each joined by a line
            more = choose(x, y, reach, spare.options, others)
            best = more if more is not None and more[0] < best[0] else best
        return best

    for key, text, (x, y), reach, options, spare in plan:
        _, centre, box, size, far = place(x, y, reach, options, spare, placed)
        placed.append(box)
        result.append((key, text, centre, size, (x, y) if far else None))
    for _ in range(3 if phone else 1):  # each name looks again, now seeing the names placed after it
        moved = False                   # (a phone's crowded map: until none moves)
        for i, (key, text, (x, y), reach, options, spare) in enumerate(plan):
            _, centre, box, size, far = place(x, y, reach, options, spare, placed[:i] + placed[i + 1:])
            moved = moved or box != placed[i]
            placed[i] = box
            result[i] = (key, text, centre, size, (x, y) if far else None)
        if not moved:
            break
    return result


def _trains_box(cx: float, cy: float, n: int, s: float) -> tuple[float, float, float, float]:
    """Where ``n`` trains stand side by side around (cx, cy) on a hex of size ``s``."""
    h = max(11, s * 0.34)
    w = min(s * 0.62, (s * 1.5 - 3 * (n - 1)) / n)
    total = n * w + (n - 1) * 3
    return (cx - total / 2, cy - h / 2, cx + total / 2, cy + h / 2)


def _trains_at(board, g: Geometry, h: tuple[int, int]) -> tuple[float, float]:
    """Where the trains on hex ``h`` stand: a city's at its foot, a port's under its anchor."""
    x, y = g.center(h)
    s = g.size
    if h in board.city_at:
        return x, y + s * 0.5
    if h in board.ports:  # the anchor's glyph (at y - 0.45 s) grows past its disc on a phone's small hexes
        return x, y + max(s * 0.08, -s * 0.45 + max(_smallest()[1], int(s * 0.42)) / 2 + max(11, s * 0.34) / 2 - 2)
    return x, y


def _pieces(state, g: Geometry) -> frozenset:
    """The boxes of the pieces on the board now that a city's name must leave clear (the trains,
    Mašinfíra's destination marker), rounded to whole px (a cache key)."""
    board, s = state.board, g.size
    out = []
    for h, companies in state.trains.items():
        if companies:
            out.append(_trains_box(*_trains_at(board, g, h), len(companies), s))
    if state.mf is not None and state.destination is not None:
        mx, my, r = _destination_marker(state, g)
        out.append((mx - r, my - r, mx + r, my + r))
    return frozenset(tuple(round(v) for v in box) for box in out)


def _smallest() -> tuple[float, int]:
    """The capacity badge's smallest radius and the port anchor's smallest size (px): a phone's
    small hexes take smaller ones (phone.py)."""
    if kit.current_layout() == "phone":
        return PHONE_SMALLEST
    return 9, 14


def _city_fonts() -> tuple[int, int]:
    """The city names' sizes (big, where crowded) in the current layout."""
    if kit.current_layout() == "phone":
        return PHONE_CITY_FONTS
    return CITY_FONT, CITY_FONT_SMALL


@lru_cache(maxsize=32)
def _map_marks(board, g: Geometry) -> tuple[list, list]:
    """(cities, marks): the boxes of the map's cities (a name may cover their edge) and of what is
    printed on the map (capacity badges, solo numbers, the demand tokens' place, city keys, the
    Underground's numbers, ferries, ports' anchors: never under a name or a marker)."""
    s = g.size
    city_boxes, marks = [], []
    for city in board.data.cities:
        x, y = g.center(city.hex)
        city_boxes.append((x - s * 0.9, y - s * 0.8, x + s * 0.9, y + s * 0.8))
        br = max(_smallest()[0], s * 0.26)
        marks.append((x - s * 0.45 - br, y - s * 0.5 - br, x - s * 0.45 + br, y - s * 0.5 + br))
        marks.append((x + s * 0.1, y - s * 0.7, x + s * 0.6, y - s * 0.25))
        marks.append((x - s * 0.32, y - s * 0.34, x + s * 0.32, y + s * 0.3))  # the demand token
        if getattr(city, "key", None):  # a UK city key (+1), left of the city
            marks.append(_key_box(x, y, s))
    for u in getattr(board.data, "underground", ()):
        x, y = g.center(tuple(u.hex))
        marks.append(_badge_box(x, y + s * 0.5, f"+{u.value}", _badge_font(s)))
    for ferry in getattr(board.data, "ferries", ()):
        x, y = g.center(tuple(ferry.hex))
        marks.append((x - s * 0.45, y - s * 0.45, x + s * 0.45, y + s * 0.45))
    for h in board.ports:
        x, y = g.center(h)
        city_boxes.append((x - s * 0.35, y - s * 0.8, x + s * 0.35, y - s * 0.1))
        half = max(_smallest()[1], int(s * 0.42)) / 2 + 1  # the anchor glyph
        marks.append((x - half, y - s * 0.45 - half, x + half, y - s * 0.45 + half))
    return city_boxes, marks


def _destination_marker(state, g: Geometry) -> tuple[float, float, float]:
    """(x, y, r) of Mašinfíra's "M" on its destination city: the first place beside the city's
    token that covers nothing printed on the map nor a train."""
    board, s = state.board, g.size
    x, y = g.center(state.destination.hex)
    r = max(9, s * 0.24)
    trains = [_trains_box(*_trains_at(board, g, h), len(cs), s) for h, cs in state.trains.items() if cs]
    taken = _map_marks(board, replace(g, width=0, height=0, panel_x=0))[1] + trains
    spots = [(0.66, 0.05), (-0.66, 0.05), (0.6, -0.22), (-0.66, 0.3), (0.6, 0.32), (0.0, 0.62), (0.0, -0.66)]
    for dx, dy in spots:
        mx, my = x + dx * s, y + dy * s
        if not any(_hits((mx - r, my - r, mx + r, my + r), o) for o in taken):
            return mx, my, r
    return x + 0.66 * s, y + 0.05 * s, r


@lru_cache(maxsize=32)
def _label_plan(board, g: Geometry, names: tuple[tuple[str, str], ...],
                sizes: tuple[int, int] = (CITY_FONT, CITY_FONT_SMALL), phone: bool = False) -> list:
    """Per city, in placing order: its id, name, centre, reach and every place its name may go
    as (fixed cost, box, size, far), cheapest first; the fixed cost is the part no move changes
    (``_weigh``)."""
    s = g.size
    city_boxes, marks = _map_marks(board, g)
    name_of = dict(names)
    centres = [g.center(c.hex) for c in board.data.cities]
    plan = []
    for city in sorted(board.data.cities, key=lambda c: (c.hex[1], c.hex[0])):
        text = name_of[city.id]
        x, y = g.center(city.hex)
        reach = 2.2 * SQ3 * s + kit.length(kit.font(sizes[0], True), text)  # the farthest a candidate goes
        near_cities, near_marks = _near(city_boxes, x, y, reach), _near(marks, x, y, reach)
        near_centres = [c for c in centres if abs(c[0] - x) < reach + s and abs(c[1] - y) < reach + s]
        candidates = []
        for size, penalty in ((sizes[0], 0.0), (sizes[1], 60.0)):  # smaller where crowded
            w, h = kit.length(kit.font(size, True), text) + 6, size + 6
            dy = s * SQ3 / 2
            # (anchor point, box) candidates: centred below / above, then beside, then shifted
            options = []
            for shift, bias in ((0.0, 0.0), (-0.25, 12.0), (0.25, 12.0), (-0.5, 25.0), (0.5, 25.0), (-0.75, 40.0),
                                (0.75, 40.0)):
                sx = shift * w
                options.append(((x + sx, y + dy - 1), (x + sx - w / 2, y + dy - 1, x + sx + w / 2, y + dy - 1 + h), bias))
                options.append(((x + sx, y - dy + 1), (x + sx - w / 2, y - dy + 1 - h, x + sx + w / 2, y - dy + 1),
                                bias + 150.0))
            options.append(((x + s * 0.95 + w / 2, y), (x + s * 0.95, y - h / 2, x + s * 0.95 + w, y + h / 2), 60.0))
            options.append(((x - s * 0.95 - w / 2, y), (x - s * 0.95 - w, y - h / 2, x - s * 0.95, y + h / 2), 60.0))
            for shift in (-0.6, 0.0, 0.6):  # further out: when the track fills the places next to the city
                sx, far = shift * w, s * 0.55
                options.append(((x + sx, y + dy + far), (x + sx - w / 2, y + dy + far, x + sx + w / 2, y + dy + far + h),
                                300.0))
                options.append(((x + sx, y - dy - far), (x + sx - w / 2, y - dy - far - h, x + sx + w / 2, y - dy - far),
                                320.0))
            for side in (1, -1):
                bx0 = x + side * (s * 0.95 + w / 2)
                for vy in (-0.6, 0.6):
                    cy = y + vy * s
                    options.append(((bx0, cy), (bx0 - w / 2, cy - h / 2, bx0 + w / 2, cy + h / 2), 200.0))
            rings = ((1.2, 420.0), (1.55, 520.0), (2.0, 600.0)) + (((2.5, 680.0), (3.0, 760.0)) if phone else ())
            for ring, ring_bias in rings:  # last resort: further off, with a leader line
                for k in range(16):
                    a = math.radians(22.5 * k + 11.25)
                    cx, cy = x + math.cos(a) * ring * SQ3 * s, y + math.sin(a) * ring * SQ3 * s
                    options.append(((cx, cy), (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2), ring_bias))
            candidates += [(penalty + bias, box, size, bias >= 420.0) for _, box, bias in options]
        weighed = [_weigh(base, box, size, far, (x, y), g.map_box, s, near_cities, near_marks, near_centres)
                   for base, box, size, far in candidates]
        weighed.sort(key=lambda c: c[0])
        spare = _Spare(text, (x, y), g.map_box, s, sizes, (near_cities, near_marks, near_centres))
        plan.append((city.id, text, (x, y), reach, weighed, spare))
    return plan


class _Spare:
    """A name's last places, weighed the first time they are needed: a grid of places around
    its city, each joined to it by a line (where the board leaves no place of the plan free)."""

    def __init__(self, text: str, xy, map_box, s: float, sizes: tuple[int, int], near: tuple) -> None:
        self.args = (text, xy, map_box, s, sizes, near)
        self._options: list | None = None

    @property
    def options(self) -> list:
        if self._options is None:
            text, (x, y), map_box, s, sizes, near = self.args
            out = []
            for size, penalty in ((sizes[0], 0.0), (sizes[1], 60.0)):
                w, h = kit.length(kit.font(size, True), text) + 6, size + 6
                for i in range(-5, 6):
                    for j in range(-6, 7):
                        cx, cy = x + i * 0.42 * s, y + j * 0.33 * s
                        base = 850 + penalty + 40 * math.hypot(i * 0.42, j * 0.33)
                        out.append(_weigh(base, (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2), size, True,
                                          (x, y), map_box, s, *near))
            out.sort(key=lambda c: c[0])
            self._options = out
        return self._options


def _weigh(base: float, box, size: int, far: bool, own_xy, map_box, s: float, cities, marks, centres) -> tuple:
    """(fixed cost, box, size, far) of one place for a name: its ``base`` cost, sliding it back
    inside the map, covering cities; ``HARD`` for each of the map's marks it covers and ten times
    that for each other city it lies nearer than ``NEAR`` to (a name further off, joined to its
    city by a line: any other city it comes within ``NEAR`` of)."""
    mx0, my0, mx1, my1 = map_box
    dx = max(0.0, mx0 + 2 - box[0]) - max(0.0, box[2] - (mx1 - 2))  # slide a box that sticks out back in
    dy = max(0.0, my0 + 2 - box[1]) - max(0.0, box[3] - (my1 - 2))
    x0, y0, x1, y1 = box = (box[0] + dx, box[1] + dy, box[2] + dx, box[3] + dy)
    fixed = base + abs(dx) * 0.5 + abs(dy) * 4
    for o0, p0, o1, p1 in cities:
        if o0 < x1 and o1 > x0 and p0 < y1 and p1 > y0:
            fixed += 20 * (min(x1, o1) - max(x0, o0)) * (min(y1, p1) - max(y0, p0))
    for o0, p0, o1, p1 in marks:  # never over them (and better not touching them)
        if o0 < x1 and o1 > x0 and p0 < y1 and p1 > y0:
            w, h = min(x1, o1) - max(x0, o0), min(y1, p1) - max(y0, p0)
            fixed += HARD if w > 2 and h > 2 else 50 * w * h
    ox, oy = own_xy
    own = 0.0 if far else math.hypot(max(x0 - ox, 0.0, ox - x1), max(y0 - oy, 0.0, oy - y1))
    lim = own + s * NEAR
    for cx, cy in centres:
        if x0 - lim < cx < x1 + lim and y0 - lim < cy < y1 + lim and (cx, cy) != (ox, oy):
            ddx = x0 - cx if cx < x0 else cx - x1 if cx > x1 else 0.0
            ddy = y0 - cy if cy < y0 else cy - y1 if cy > y1 else 0.0
            if ddx * ddx + ddy * ddy < lim * lim:
                fixed += 10 * HARD
    return (fixed, box, size, far)


@kit.layer_cache(maxsize=64)  # keyed on the theme too: the names' ink and halo are the theme's
def _label_layer(map_id: str, cols: int, rows: int, panel_h: int, names: tuple[tuple[str, str], ...],
                 occupied: frozenset = frozenset(), pieces: frozenset = frozenset()):
    """City-name patches and their positions, per map, size, set of names, occupied hexes and
    pieces on the board."""
    from vypravci.games.mini_express.board import get_board

    g = _geometry(cols, rows, panel_h)
    out = []
    for key, text, xy, size, leader in _label_boxes(get_board(map_id), g, names, occupied, pieces):
        patch = kit.text_patch(text, size, True, kit.C.ink, kit.C.card, 3)
        out.append((patch, xy, leader, key))
    return out


# ---------------------------------------------------------------------------------------- dynamic map
def _draw_trains(d: ImageDraw.ImageDraw, cx: float, cy: float, companies: Sequence[str], s: float) -> None:
    n = len(companies)
    if not n:
        return
    box = _trains_box(cx, cy, n, s)
    kit.mark(box)
    w, h = (box[2] - box[0] - 3 * (n - 1)) / n, box[3] - box[1]
    x = box[0] + w / 2
    for c in companies:
        kit.train(d, x, cy, w, h, kit.company_colour(c), kit.company_outline(c))
        x += w + 3


def _track_edges(state) -> dict[tuple, list[str]]:
    """Each pair of neighbouring hexes joined by a company's track → the companies on it (in the
    companies' order): a company's track is the chain of hexes its trains stand on."""
    edges: dict[tuple, list[str]] = {}
    for h, companies in state.trains.items():
        for n in neighbours(h):
            if n <= h or n not in state.trains:
                continue
            shared = [c for c in COMPANIES if c in companies and c in state.trains[n]]
            if shared:
                edges[(h, n)] = shared
    return edges


def _draw_track(d: ImageDraw.ImageDraw, state, g: Geometry) -> None:
    """Each company's track as a line in its colour from hex to hex (a dark casing keeps the white
    company visible on the light land); lines stop at a city's edge, trains go on top."""
    s = g.size
    width = max(5, int(s * 0.2))
    cities = state.board.city_at
    for (a, b), companies in _track_edges(state).items():
        (ax, ay), (bx, by) = g.center(a), g.center(b)
        dx, dy = bx - ax, by - ay
        dist = math.hypot(dx, dy) or 1.0
        ux, uy = dx / dist, dy / dist
        if a in cities:
            ax, ay = ax + ux * s * 0.62, ay + uy * s * 0.62
        if b in cities:
            bx, by = bx - ux * s * 0.62, by - uy * s * 0.62
        k = len(companies)
        for i, c in enumerate(companies):
            off = (i - (k - 1) / 2) * (width + 2)
            ox, oy = -uy * off, ux * off
            line = (ax + ox, ay + oy, bx + ox, by + oy)
            d.line(line, fill=kit.company_outline(c), width=width + 4)
            d.line(line, fill=kit.company_colour(c), width=width)


def _draw_map_dynamic(d: ImageDraw.ImageDraw, state, g: Geometry) -> None:
    s = g.size
    board = state.board
    _draw_track(d, state, g)
    for h, companies in state.trains.items():
        if companies:
            _draw_trains(d, *_trains_at(board, g, h), companies, s)
    for city_id, (a, b) in state.tokens.items():
        city = board.cities[city_id]
        x, y = g.center(city.hex)
        kit.half_discs(d, x, y - s * 0.02, s * 0.29, kit.company_colour(a),
                       kit.company_colour(WILD if b == WILD else b), kit.C.ink, 2)
        kit.mark((x - s * 0.29, y - s * 0.31, x + s * 0.29, y + s * 0.27))
    if state.uk:
        for ferry in state.uk["ferries"]:
            if ferry["company"]:
                x, y = g.center(tuple(ferry["hex"]))
                ferry_icon(d, x, y, s * 0.42, ferry["company"])
    if state.taiwan:
        for city_id in state.taiwan["developed"]:
            x, y = g.center(board.cities[city_id].hex)
            hw = max(s * 0.3, 6.5)  # the letter's 11 px at least
            box = (x - hw, y - s * 0.02 - hw, x + hw, y - s * 0.02 + hw)
            d.rectangle(box, fill=WHITE, outline=kit.INK, width=2)
            kit.mark(box)  # a piece with its letter
            with kit.within(d, box):
                d.text((x, y - s * 0.02), "R", font=kit.font(max(11, int(s * 0.38)), True), fill=kit.INK, anchor="mm")
            if board.cities[city_id].star:
                kit.star(d, x + s * 0.5, y + s * 0.12, s * 0.22, WHITE, kit.C.ink)
    spike = state.spike
    if spike is not None and spike["status"] == "map" and board.data.golden_spike is not None:
        x, y = g.center(tuple(board.data.golden_spike))
        spike_icon(d, x, y - s * 0.35, s * 0.3)
    mf = state.mf
    if mf is not None:
        dest = state.destination
        if dest is not None:
            x, y = g.center(dest.hex)
            colour = kit.player_colour(mf)
            kit.draw_hex(d, x, y, s - 1.5, outline=colour, width=3)
            mx, my, r = _destination_marker(state, g)
            kit.disc(d, mx, my, r, colour, outline=WHITE, width=2)
            kit.mark((mx - r, my - r, mx + r, my + r))  # a marker with its letter
            with kit.within(d, (mx - r, my - r, mx + r, my + r)):
                d.text((mx, my), "M", font=kit.font(max(11, int(s * 0.3)), True), fill=WHITE, anchor="mm")


def spike_icon(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """The Golden Spike tile: a golden spike (head and pointed shaft)."""
    d.rectangle((cx - r * 0.8, cy - r * 0.9, cx + r * 0.8, cy - r * 0.45), fill=kit.GOLD, outline=kit.C.ink)
    d.polygon([(cx - r * 0.32, cy - r * 0.45), (cx + r * 0.32, cy - r * 0.45), (cx, cy + r * 1.1)],
              fill=kit.GOLD, outline=kit.C.ink)


# ---------------------------------------------------------------------------------------- panel
BLOCK_H = 186
ROW_H = 34


def _panel_height(n_players: int, over: bool) -> int:
    rows = n_players + 1
    return 4 * BLOCK_H + 16 + rows * (46 if over else ROW_H) + 60


FRAME_WORDS = ("length", "offer", "influence", "share-value", "first", "second", "other", "trains", "player",
               "total")
INFLUENCE_CELLS = 13  # 0–12 printed; a marker beyond 12 redraws the track wider


def _frame_geometry(labels: Labels, x: float, y: float, w: float, top_length: int) -> dict:
    """Where a company block's parts sit (the same for every move of a game)."""
    small = kit.font(15)
    lab_w = max(70, max(small.getlength(labels.word(k)) for k in ("length", "offer", "influence")) + 12)
    ty = y + 40
    vy = ty + 44
    oy = vy + 30
    value_x = []
    vx = max(x + lab_w, x + small.getlength(labels.word("share-value")) + 16)
    for key in ("first", "second", "other"):
        vx += small.getlength(labels.word(key)) + 6
        value_x.append(vx)
        vx += 54
    sx = x + lab_w + 18 * BOARD_SHARES
    return {"lab_w": lab_w, "ty": ty, "cw": (w - lab_w) / (top_length + 1), "vy": vy, "value_x": value_x,
            "oy": oy, "sx": sx, "tx": sx + 34 + small.getlength(labels.word("trains")) + 8, "iy": oy + 22}


def _company_frame(d: ImageDraw.ImageDraw, labels: Labels, company: str, x: float, y: float, w: float,
                   top_length: int) -> None:
    """The parts of a company block that never change during a game (the static layer): the title
    bar, the words, the empty track, value boxes, offer spaces and influence cells 0–12."""
    colour, outline = kit.company_colour(company), kit.company_outline(company)
    at = _frame_geometry(labels, x, y, w, top_length)
    small = kit.font(15)
    d.rounded_rectangle((x, y, x + w, y + 32), radius=6, fill=colour, outline=outline, width=2)
    d.text((x + 12, y + 16), labels.company(company), font=kit.font(20, True), fill=kit.company_text(company),
           anchor="lm")
    ty, cw = at["ty"], at["cw"]
    d.text((x, ty + 13), labels.word("length"), font=small, fill=kit.C.muted, anchor="lm")
    for i in range(top_length + 1):
        cx0 = x + at["lab_w"] + i * cw
        d.rectangle((cx0, ty, cx0 + cw - 2, ty + 26), fill=kit.C.card, outline=kit.C.grid, width=1)
        d.text((cx0 + (cw - 2) / 2, ty + 13), str(i), font=kit.font(14), fill=kit.C.muted, anchor="mm")
    vy = at["vy"]
    d.text((x, vy), labels.word("share-value"), font=small, fill=kit.C.muted, anchor="lm")
    for key, vx in zip(("first", "second", "other"), at["value_x"]):
        word = labels.word(key)
        d.text((vx - 6 - small.getlength(word), vy), word, font=small, fill=kit.C.ink, anchor="lm")
        d.rounded_rectangle((vx, vy - 12, vx + 34, vy + 12), radius=4, fill=kit.C.highlight, outline=kit.C.ink)
    oy = at["oy"]
    d.text((x, oy), labels.word("offer"), font=small, fill=kit.C.muted, anchor="lm")
    for i in range(BOARD_SHARES):
        sx = x + at["lab_w"] + 18 * i
        d.rounded_rectangle((sx, oy - 11, sx + 14, oy + 11), radius=2, fill=None, outline=kit.C.grid, width=1)
    d.text((at["sx"] + 34, oy), labels.word("trains"), font=small, fill=kit.C.muted, anchor="lm")
    iy = at["iy"]
    d.text((x, iy + 20), labels.word("influence"), font=small, fill=kit.C.muted, anchor="lm")
    _influence_cells(d, x + at["lab_w"], iy, (w - at["lab_w"]) / INFLUENCE_CELLS, range(INFLUENCE_CELLS), False)


FRAME_BLEED = 3  # px left of the panel the frames' words may ink (a glyph's overhang)


@kit.layer_cache(maxsize=16)
def _frames(layer: tuple, companies: tuple[str, ...], words: tuple[str, ...], top_length: int,
            over: bool) -> Image.Image:
    """The company blocks' frames and the players table's header in one language
    (``_company_frame``, ``_players_header``), drawn over the static map ``layer`` where they stand
    and cut out: pasted on a board, every pixel is the one drawn in place."""
    map_id, cols, rows, panel_h, _first_game = layer
    x, y = _geometry(cols, rows, panel_h, _legend_rows(map_id)).panel_x, HEADER_H + 2
    bottom = y + len(COMPANIES) * BLOCK_H + 8 + ROW_H + 2
    img = _static_map(*layer).crop((0, 0, x + PANEL_W + 1, bottom))
    _draw_frames(kit.Draw(img), companies, words, top_length, over, x, y)
    return img.crop((x - FRAME_BLEED, y, img.width, bottom))


def _draw_frames(d: ImageDraw.ImageDraw, companies: tuple[str, ...], words: tuple[str, ...], top_length: int,
                 over: bool, x: float, y: float) -> None:
    labels = Labels(companies=dict(zip(COMPANIES, companies)), words=dict(zip(FRAME_WORDS, words)))
    for i, c in enumerate(COMPANIES):
        _company_frame(d, labels, c, x, y + i * BLOCK_H, PANEL_W, top_length)
    _players_header(d, labels, x, y + len(COMPANIES) * BLOCK_H + 8, PANEL_W, over)


def _influence_cells(d: ImageDraw.ImageDraw, x0: float, iy: float, icw: float, cells, occupied: bool) -> None:
    f = kit.font(14, True) if occupied else kit.font(13)
    for i in cells:
        cx0 = x0 + i * icw
        if occupied:  # over the layer's empty cell
            kit.covered((cx0, iy, cx0 + icw - 2, iy + 40))
        d.rectangle((cx0, iy, cx0 + icw - 2, iy + 40), fill=kit.C.card, outline=kit.C.ink if occupied else kit.C.grid)
        d.text((cx0 + (icw - 2) / 2, iy + 2), str(i), font=f, fill=kit.C.ink if occupied else kit.C.muted, anchor="ma")


def _company_block(d: ImageDraw.ImageDraw, state, labels: Labels, company: str, x: float, y: float, w: float,
                   values) -> None:
    """What a move may change in a company block, drawn over its frame (``_company_frame``)."""
    colour, outline = kit.company_colour(company), kit.company_outline(company)
    if company in state.exhausted:
        word = labels.word("exhausted")
        f = kit.font(16, True)
        tw = f.getlength(word)
        d.rounded_rectangle((x + w - tw - 26, y + 4, x + w - 6, y + 28), radius=4, fill=kit.C.red, outline=WHITE,
                            width=2)
        d.text((x + w - 16 - tw / 2, y + 16), word, font=f, fill=WHITE, anchor="mm")
    mf = state.mf
    if mf is not None and COMPANIES[state.mf_company] == company:
        # Mašinfíra's chosen-company marker
        bx = x + 12 + kit.font(20, True).getlength(labels.company(company)) + 22
        kit.disc(d, bx, y + 16, 11, kit.player_colour(mf), outline=WHITE, width=2)
        d.text((bx, y + 16), "M", font=kit.font(14, True), fill=WHITE, anchor="mm")
        d.text((bx + 16, y + 16), labels.word("mf-company"), font=kit.font(14, True),
               fill=kit.company_text(company), anchor="lm")
    small = kit.font(15)
    small_b = kit.font(15, True)
    top_length = state.max_length  # 15, or 20 with Plnou parou vpřed
    geo = _frame_geometry(labels, x, y, w, top_length)
    lab_w, ty, cw = geo["lab_w"], geo["ty"], geo["cw"]
    # the track length 0–15: its cell filled
    length = state.length[company]
    cx0 = x + lab_w + min(length, top_length) * cw
    kit.covered((cx0, ty, cx0 + cw - 2, ty + 26))
    d.rectangle((cx0, ty, cx0 + cw - 2, ty + 26), fill=colour, outline=outline, width=2)
    d.text((cx0 + (cw - 2) / 2, ty + 13), str(min(length, top_length)), font=kit.font(15, True),
           fill=kit.company_text(company), anchor="mm")
    # share values at this length
    vy = geo["vy"]
    for col, vx in enumerate(geo["value_x"]):
        d.text((vx + 17, vy), str(values.value(length, col)), font=kit.font(16, True), fill=kit.C.ink, anchor="mm")
    # offer, train area, supply (and set-aside shares in the draft)
    oy = geo["oy"]
    for i in range(state.offer[company]):
        sx = x + lab_w + 18 * i
        d.rounded_rectangle((sx, oy - 11, sx + 14, oy + 11), radius=2, fill=colour, outline=outline, width=2)
    d.text((geo["sx"] + 2, oy), str(state.offer[company]), font=small_b, fill=kit.C.ink, anchor="lm")
    tx = geo["tx"]
    for i in range(max(AREA_MAX, state.area[company])):  # the expansion maps allow 6
        if i < state.area[company]:
            kit.train(d, tx + 10, oy, 20, 16, colour, outline)
        else:
            d.rectangle((tx, oy - 8, tx + 20, oy + 8), outline=kit.C.grid)
        tx += 24
    d.text((tx + 2, oy), str(state.area[company]), font=small_b, fill=kit.C.ink, anchor="lm")
    sup = f"{labels.word('supply')} {state.supply[company]}"
    d.text((x + w, oy), sup, font=small, fill=kit.C.ink, anchor="rm")
    # influence track: each cell shows its value on top, the players' markers below
    iy = geo["iy"]
    vals = [state.influence[p][company] for p in range(state.n)]
    top = max(INFLUENCE_CELLS - 1, max(vals))
    icw = (w - lab_w) / (top + 1)
    at: dict[int, list[int]] = {}
    for p, v in enumerate(vals):
        at.setdefault(v, []).append(p)
    if top >= INFLUENCE_CELLS:  # beyond the printed cells: the whole track drawn narrower
        kit.covered((x + lab_w, iy, x + w, iy + 40))
        d.rectangle((x + lab_w, iy, x + w, iy + 40), fill=kit.C.paper)
        _influence_cells(d, x + lab_w, iy, icw, [i for i in range(top + 1) if i not in at], False)
    _influence_cells(d, x + lab_w, iy, icw, sorted(at), True)
    limit = state.taiwan["limits"].get(company) if state.taiwan else None
    if limit is not None and limit <= top:  # Tchaj-wan: the restriction token on its cell
        cx0 = x + lab_w + limit * icw
        d.rectangle((cx0, iy, cx0 + icw - 2, iy + 40), outline=RED_LINE, width=3)
        d.line((cx0 + 3, iy + 37, cx0 + icw - 5, iy + 18), fill=RED_LINE, width=3)
    cell_h, top_h = 40, 15
    for v, seats in at.items():
        cx0 = x + lab_w + v * icw
        k = len(seats)
        # as many markers per line as keeps them biggest
        per_row, r = max(((pr, min(9.0, (icw - 4) / (2 * pr), (cell_h - top_h - 2) / (2 * math.ceil(k / pr))))
                          for pr in range(1, k + 1)), key=lambda t: (t[1], -t[0]))
        lines = math.ceil(k / per_row)
        mid = cx0 + (icw - 2) / 2
        y_mid = iy + top_h + (cell_h - top_h) / 2
        for j, p in enumerate(seats):
            row, col = divmod(j, per_row)
            in_row = min(per_row, k - row * per_row)
            px = mid + (col - (in_row - 1) / 2) * 2 * r
            py = y_mid + (row - (lines - 1) / 2) * 2 * r
            kit.seat_mark(d, px, py, r - 0.5, p)  # colour, shape and number
    # set-aside shares (draft only): small cards after the title
    if state.phase == "draft":
        word = f"{labels.word('set-aside')}: {state.set_aside[company]}"
        f = kit.font(16, True)
        d.text((x + w - 12, y + 16), word, font=f, fill=kit.company_text(company), anchor="rm")


def _players_header(d: ImageDraw.ImageDraw, labels: Labels, x: float, y: float, w: float, over: bool) -> None:
    """The players table's header row: a frame of the static layer."""
    name_w = 190 if not over else 170
    score_w = 0 if not over else 74
    cw = (w - name_w - score_w) / len(COMPANIES)
    fb = kit.font(16, True)
    d.text((x + 6, y + ROW_H / 2), labels.word("player"), font=fb, fill=kit.C.ink, anchor="lm")
    for i, c in enumerate(COMPANIES):
        cx0 = x + name_w + i * cw
        d.rounded_rectangle((cx0 + 3, y + 4, cx0 + cw - 3, y + ROW_H - 4), radius=4, fill=kit.company_colour(c),
                            outline=kit.company_outline(c))
        cell = (cx0 + 3, y + 4, cx0 + cw - 3, y + ROW_H - 4)
        fh, lines = kit.fit_lines(labels.company(c), cw - 12, ROW_H - 10, 14, True, 10)
        with kit.within(d, cell):
            for j, line in enumerate(lines):
                ly = y + ROW_H / 2 + (j - (len(lines) - 1) / 2) * (fh.size + 1)
                d.text((cx0 + cw / 2, ly), line, font=fh, fill=kit.company_text(c), anchor="mm")
    if over:
        d.text((x + w - score_w / 2, y + ROW_H / 2), labels.word("total"), font=fb, fill=kit.C.ink, anchor="mm")
    d.line((x, y + ROW_H, x + w, y + ROW_H), fill=kit.C.ink, width=2)


def _players_table(d: ImageDraw.ImageDraw, state, labels: Labels, x: float, y: float, w: float) -> float:
    over = state.phase == "over"
    n = state.n
    row_h = 46 if over else ROW_H
    name_w = 190 if not over else 170
    score_w = 0 if not over else 74
    cw = (w - name_w - score_w) / len(COMPANIES)
    f = kit.font(16)
    fb = kit.font(16, True)
    yy = y + ROW_H  # under the header (``_players_header``, in the static layer)
    current = state.to_act()
    scores = state.scores if over else None
    ranking = state.ranking if over else None
    breakdown = state.breakdown if over else None
    signals = state.signals
    debt = state.debt
    for p in range(n):
        if (current is not None and p == current) or (over and ranking and ranking[0] == p):
            d.rectangle((x, yy, x + w, yy + row_h), fill=kit.C.highlight)
        cy = yy + row_h / 2
        if p == current and not over:
            d.text((x + 2, cy), "\u25B6", font=kit.font(16, True), fill=kit.C.red, anchor="lm")
        kit.seat_mark(d, x + 30, cy, 10, p)
        name = labels.player(state, p)
        nf = fb if p == current or (over and ranking[0] == p) else f
        tx = x + 46
        if over:
            rank = ranking.index(p) + 1
            d.text((tx, cy), f"{rank}.", font=fb, fill=kit.C.ink, anchor="lm")
            tx += 24
        smallest = 14 if kit.current_layout() == "phone" else 11  # a phone's names stay 9 px at 400 px
        # the room up to the face-down debt token, the signal or the start player's flag
        hidden = debt is not None and not debt["revealed"] and debt["tokens"] is not None
        flag = p == current if signals is not None and not over else p == 0
        room = name_w - (tx - x) - (64 if hidden else 48 if signals is not None else 28 if flag else 6)
        bold = nf is fb
        while nf.size > smallest and nf.getlength(name) > room:
            nf = kit.font(nf.size - 1, bold)
        with kit.within(d, (tx, yy, x + (tx - x) + room, yy + row_h)):  # …and a name still too long is cut
            d.text((tx, cy), kit.ellipsize(name, nf, room), font=nf, fill=kit.C.ink, anchor="lm")
        # the start player token: seat 0 (draft and play begin there); with signals it passes to
        # the active player
        if flag:
            d.text((x + name_w - 8, cy), "\u2691", font=kit.font(18, True), fill=kit.C.ink, anchor="rm")
        if signals is not None:
            kit.disc(d, x + name_w - 36, cy, 8, SIGNAL_GO if signals[p] else kit.C.red, outline=kit.C.ink)
        if debt is not None and not debt["revealed"] and debt["tokens"] is not None and p < len(debt["tokens"]):
            # every player's face-down debt token looks the same
            d.rounded_rectangle((x + name_w - 60, cy - 8, x + name_w - 46, cy + 8), radius=3, fill=kit.C.muted,
                                outline=kit.C.ink)
            d.text((x + name_w - 53, cy), "?", font=kit.font(12, True), fill=WHITE, anchor="mm")
        for i, c in enumerate(COMPANIES):
            cx0 = x + name_w + i * cw
            sh, inf = state.shares[p][c], state.influence[p][c]
            paid = debt["paid"][p].get(c, 0) if debt is not None and debt["revealed"] and debt["paid"] else 0
            lw = cw  # the width the holdings are centred in: a debt paid stands at its right
            if paid:
                debt_word = f"\u2212{paid}"
                lw = cw - kit.length(kit.font(13, True), debt_word) - 6
                d.text((cx0 + cw - 4, cy - (10 if over else 0)), debt_word, font=kit.font(13, True),
                       fill=kit.C.red, anchor="rm")
            if over:
                b = breakdown[p][c]
                d.text((cx0 + lw / 2, cy - 10), f"{sh} ({inf})", font=kit.font(15, sh > 0), fill=kit.C.ink if sh else kit.C.muted,
                       anchor="mm")
                d.text((cx0 + cw / 2, cy + 11), f"{sh}\u00d7{b['value']}={b['points']}", font=kit.font(13),
                       fill=kit.C.ink if b["points"] else kit.C.muted, anchor="mm")
            else:
                shs = str(sh)
                infs = f" ({inf})"
                f1, f2 = kit.font(18, True), kit.font(14)
                tw = f1.getlength(shs) + f2.getlength(infs)
                sx = cx0 + (lw - tw) / 2
                d.text((sx, cy), shs, font=f1, fill=kit.C.ink if sh else kit.C.muted, anchor="lm")
                d.text((sx + f1.getlength(shs), cy), infs, font=f2, fill=kit.C.muted, anchor="lm")
        if over:
            d.text((x + w - score_w / 2, cy), str(scores[p]), font=kit.font(22, True), fill=kit.C.ink, anchor="mm")
        yy += row_h
        d.line((x, yy, x + w, yy), fill=kit.C.grid, width=1)
    # footnote
    note = labels.word("holdings") + (f" · {labels.word('points')}" if over else "")
    text = "\u2691 " + labels.word("start-player") + "   ·   " + note
    d.text((x + 6, yy + 8), text, font=kit.font(14), fill=kit.C.muted, anchor="la")
    if signals is not None:
        fx = x + 6 + kit.font(14).getlength(text) + 16
        for colour, word in ((SIGNAL_GO, "signal-go"), (kit.C.red, "signal-stop")):
            kit.disc(d, fx + 6, yy + 16, 6, colour, outline=kit.C.ink)
            d.text((fx + 16, yy + 8), labels.word(word), font=kit.font(14), fill=kit.C.muted, anchor="la")
            fx += 22 + kit.font(14).getlength(labels.word(word)) + 8
    return yy + 30 - y


def _header(d: ImageDraw.ImageDraw, state, labels: Labels, g: Geometry) -> None:
    map_name = labels.word(f"map-{state.options.map}")
    title = f"{labels.word('title')} \u2014 {map_name}"
    last = state.end_triggered and state.phase != "over"
    extras = (24 + kit.length(kit.font(18, True), labels.word("last-round")) + 30 if last else 0) + (
        24 + kit.length(kit.font(16), labels.word("first-game")) if state.options.first_game else 0)
    x, y = kit.header_title(d, MARGIN, HEADER_H / 2 - 2, title, labels.word(f"phase-{state.phase}"), g.panel_x,
                            26, 20, height=HEADER_H - 4, reserve=extras)
    x += 24
    if last:
        word = labels.word("last-round")
        f = kit.font(18, True)
        tw = f.getlength(word)
        d.rounded_rectangle((x, y - 13, x + tw + 16, y + 13), radius=5, fill=kit.C.red)
        d.text((x + 8, y), word, font=f, fill=WHITE, anchor="lm")
        x += tw + 30
    if state.options.first_game:
        d.text((x, y), labels.word("first-game"), font=kit.font(16), fill=kit.C.muted, anchor="lm")
    y = HEADER_H / 2 - 2
    right = g.width - MARGIN
    cur = state.to_act()
    if cur is not None:
        kit.header_seat(d, g.panel_x, y, labels.word("to-play"), kit.player_colour(cur), labels.player(state, cur),
                        right=right, size=20, seat=cur)
    elif state.phase == "over":
        win = state.ranking[0]
        kit.header_seat(d, g.panel_x, y, labels.word("winner") + ":", kit.player_colour(win),
                        labels.player(state, win), right=right, size=20, seat=win, suffix=f"  ({state.scores[win]})")


def _map_legend(d: ImageDraw.ImageDraw, labels: Labels, g: Geometry, has_ports: bool, state=None) -> None:
    x, y = g.map_box[0], g.map_box[3] + COORD + 6
    f = kit.font(15)
    cy = y + 11
    for cap in (3, 2, 1):
        kit.disc(d, x + 10, cy, 10, CAPACITY_COLOURS[cap], outline=kit.C.ink)
        d.text((x + 10, cy), str(cap), font=kit.font(14, True), fill=kit.INK if cap != 1 else WHITE, anchor="mm")
        x += 24
    word = labels.word("legend-capacity")
    d.text((x, cy), word, font=f, fill=kit.C.ink, anchor="lm")
    x += f.getlength(word) + 24
    kit.star(d, x + 10, cy, 11, kit.GOLD)
    word = labels.word("legend-start")
    d.text((x + 26, cy), word, font=f, fill=kit.C.ink, anchor="lm")
    x += 26 + f.getlength(word) + 24
    kit.half_discs(d, x + 10, cy, 10, kit.company_colour("steel"), kit.company_colour(WILD))
    word = labels.word("legend-token")
    d.text((x + 26, cy), word, font=f, fill=kit.C.ink, anchor="lm")
    x += 26 + f.getlength(word) + 24
    d.text((x + 10, cy), "12", font=kit.font(14), fill=kit.C.muted, anchor="mm")  # as on a city's corner
    word = labels.word("legend-number")
    d.text((x + 26, cy), word, font=f, fill=kit.C.ink, anchor="lm")
    x += 26 + f.getlength(word) + 24
    if has_ports:
        kit.disc(d, x + 10, cy, 11, kit.C.port_fill, outline=WHITE, width=2)
        kit.anchor_icon(d, x + 10, cy, 15, fill=WHITE, halo=None)
        closed = state is not None and getattr(state.options, "ports", False)
        word = labels.word("legend-port-closed" if closed else "legend-port")
        d.text((x + 26, cy), word, font=f, fill=kit.C.ink, anchor="lm")
        x += 26 + f.getlength(word) + 24
    spike = state.spike if state is not None else None
    if spike is not None:
        _spike_legend(d, labels, spike, x, cy, f)
    mf = state.mf if state is not None else None
    if mf is not None and spike is None:
        kit.disc(d, x + 10, cy, 10, kit.player_colour(mf), outline=WHITE, width=2)
        d.text((x + 10, cy), "M", font=kit.font(13, True), fill=WHITE, anchor="mm")
        d.text((x + 26, cy), labels.word("mf-destination"), font=f, fill=kit.C.ink, anchor="lm")


def _island_legend(d, labels: Labels, g: Geometry, state) -> None:
    """The expansion maps: their features (row 2) and their counters (row 3)."""
    s = g.size
    f = kit.font(15)
    x, cy = g.map_box[0], g.map_box[3] + COORD + 6 + 11 + LEGEND_H * 0.8

    def item(word: str, draw) -> None:
        nonlocal x
        draw(x + 10)
        text = labels.word(word)
        d.text((x + 26, cy), text, font=f, fill=kit.C.ink, anchor="lm")
        x += 26 + f.getlength(text) + 22

    if state.uk is not None:
        item("legend-ferry", lambda cx: ferry_icon(d, cx, cy, 11))
        item("legend-red-line", lambda cx: d.line(((cx, cy - 11), (cx, cy + 11)), fill=RED_LINE, width=5))
        item("legend-key", lambda cx: city_key(d, _key_plate(cx, cy, 13), 13))
        item("legend-wild", lambda cx: kit.disc(d, cx, cy, 7, kit.company_colour(WILD), outline=kit.C.ink))
        item("legend-underground", lambda cx: underground_badge(d, cx, cy, 1, 13))
        status = f"{labels.word('upgrade')}: {min(state.uk['upgrade'], 8)}/8"
    else:
        item("legend-mountain", lambda cx: kit.draw_hex(d, cx, cy, 11, fill=MOUNTAIN_FILL, outline=MOUNTAIN_EDGE))
        item("legend-star", lambda cx: kit.star(d, cx, cy, 10, WHITE, kit.C.ink))
        item("legend-developed", lambda cx: d.rectangle((cx - 9, cy - 9, cx + 9, cy + 9), fill=WHITE, outline=kit.C.ink,
                                                        width=2))
        tw = state.taiwan
        parts = [f"{labels.company(c)} {labels.word('limit')} {tw['limits'][c]} · {labels.word('bonus')} "
                 f"{tw['bonus'][c]}" for c in ("lumber", "steel", "leather")]
        holders = ", ".join(labels.player(state, p) for p in tw["seal"]) or "—"
        status = " | ".join(parts) + f" | {labels.word('seal')}: {holders}"
    x0, right = g.map_box[0], g.panel_x - GAP  # under the map: a smaller size, then the holders' names cut
    sy = cy + LEGEND_H * 0.85
    f = kit.fit_font(status, right - x0, 15, True, 13)
    with kit.within(d, (x0, sy - LEGEND_H / 2, right, sy + LEGEND_H / 2)):
        d.text((x0, sy), kit.ellipsize(status, f, right - x0), font=f, fill=kit.C.ink, anchor="lm")


def _spike_legend(d: ImageDraw.ImageDraw, labels: Labels, spike: dict, x: float, cy: float, f) -> None:
    """The Golden Spike tile off the map: its eastern and western branch trains (or the event's fate)."""
    spike_icon(d, x + 10, cy + 2, 11)
    word = labels.word("golden-spike")
    d.text((x + 26, cy), word, font=f, fill=kit.C.ink, anchor="lm")
    x += 26 + f.getlength(word) + 10
    if spike["status"] == "removed":
        d.text((x, cy), labels.word("spike-cancelled"), font=kit.font(15, True), fill=kit.C.red, anchor="lm")
        return
    if spike["status"] == "map":
        return
    for key, company in (("east-branch", spike["east"]), ("west-branch", spike["west"])):
        word = labels.word(key) + ":"
        d.text((x, cy), word, font=f, fill=kit.C.ink, anchor="lm")
        x += f.getlength(word) + 6
        if company is not None:
            kit.train(d, x + 11, cy, 22, 16, kit.company_colour(company), kit.company_outline(company))
            x += 26
            if spike["status"] == "done":
                d.text((x, cy), "+2", font=kit.font(15, True), fill=kit.C.ink, anchor="lm")
                x += 24
        else:
            d.text((x, cy), "\u2014", font=f, fill=kit.C.muted, anchor="lm")
            x += 20
        x += 10

# ---------------------------------------------------------------------------------------- the wide board
def render_wide(state, labels: Labels) -> tuple[Image.Image, tuple]:
    """The wide picture and the key of the static layer it was drawn on."""
    state = PublicBoard(state)
    board = state.board
    data = board.data
    over = state.phase == "over"
    panel_h = _panel_height(state.n, over)
    cols, rows = data.width, data.height
    g = _geometry(cols, rows, panel_h, _legend_rows(data.id))
    layer = (data.id, cols, rows, panel_h, bool(state.options.first_game))
    base = _static_map(*layer)
    img = base.copy()
    d = kit.Draw(img)
    # the panel's frames: the static layer's second part, under everything a move draws
    frames = (tuple(labels.company(c) for c in COMPANIES), tuple(labels.word(k) for k in FRAME_WORDS),
              state.max_length, over)
    if kit.is_recording():  # every word recorded where it stands
        _draw_frames(d, *frames, g.panel_x, HEADER_H + 2)
    else:
        img.paste(_frames(layer, *frames), (g.panel_x - FRAME_BLEED, HEADER_H + 2))
    _draw_last_move(d, state, labels, g)
    _draw_map_dynamic(d, state, g)
    names = tuple((c.id, labels.city(c)) for c in data.cities)
    occupied = frozenset(h for h, cs in state.trains.items() if cs)
    placed = _label_layer(data.id, cols, rows, panel_h, names, occupied, _pieces(state, g))
    for city in data.cities:  # where each name belongs (while recording)
        kit.place(city.id, g.center(city.hex), g.size)
    for patch, xy, leader, key in placed:
        if leader is not None:  # a name set further off points at its city (from the hex's edge)
            kit.leader(key, xy)
            (lx, ly), (cx, cy) = xy, leader
            dist = math.hypot(lx - cx, ly - cy) or 1.0
            edge = (cx + (lx - cx) / dist * g.size * 0.85, cy + (ly - cy) / dist * g.size * 0.85)
            d.line((xy, edge), fill=kit.C.ink, width=2)
    for patch, xy, leader, key in placed:
        kit.paste_patch(img, patch, xy, "mm", place=key)
    _header(d, state, labels, g)
    _map_legend(d, labels, g, bool(board.ports), state)
    if data.rules != "base":
        _island_legend(d, labels, g, state)
    values = load_share_values()
    px, pw = g.panel_x, PANEL_W
    y = HEADER_H + 2
    moved = changed_companies(state, labels.previous)
    for c in COMPANIES:
        if c in moved:  # the last move bought its share, built its track or moved its markers
            kit.ring(d, (px - 2, y - 1, px + pw + 2, y + BLOCK_H - 12), width=3, radius=8)  # round, not over
        _company_block(d, state, labels, c, px, y, pw, values)
        y += BLOCK_H
    _players_table(d, state, labels, px, y + 8, pw)
    return kit.with_caption(img, labels.caption), layer


def changed_companies(state, previous: Mapping | None) -> set[str]:
    """Companies whose shares, track length, trains or players' holdings the last move changed."""
    if not previous:
        return set()
    out = set()
    for c in COMPANIES:
        for key in ("offer", "length", "area", "supply"):
            if (previous.get(key) or {}).get(c) != getattr(state, key).get(c):
                out.add(c)
        for key in ("shares", "influence"):
            before = previous.get(key) or []
            now = getattr(state, key)
            if any((before[p] if p < len(before) else {}).get(c) != now[p].get(c) for p in range(len(now))):
                out.add(c)
    return out


def changed_hexes(state, previous: Mapping | None) -> set[tuple[int, int]]:
    """Hexes whose trains or demand token the last move changed (from the view before it)."""
    if not previous:
        return set()
    before = {tuple(int(x) for x in k.split(",")): cs for k, cs in previous.get("trains", {}).items()}
    out = {h for h, cs in state.trains.items() if list(cs) != list(before.get(h, []))}
    out |= {h for h, cs in before.items() if cs and h not in state.trains}
    tokens = {k: tuple(t) for k, t in previous.get("tokens", {}).items()}
    for city_id in set(tokens) ^ set(state.tokens):
        city = state.board.cities.get(city_id)
        if city is not None:
            out.add(city.hex)
    return out


def _draw_last_move(d: ImageDraw.ImageDraw, state, labels: Labels, g: Geometry) -> None:
    """A bright hex frame on every hex the last move changed (under the pieces)."""
    for h in sorted(changed_hexes(state, labels.previous)):
        x, y = g.center(h)
        kit.draw_hex(d, x, y, g.size - 1, outline=kit.C.last_move, width=max(4, int(g.size * 0.14)))


@kit.layer_cache(maxsize=8)
def _palette(map_id: str, cols: int, rows: int, panel_h: int, first_game: bool) -> Image.Image:
    """The 256 colours of every board drawn on one static map (``kit.layer_palette``)."""
    pieces = (*CAPACITY_COLOURS.values(), SIGNAL_GO, MOUNTAIN_FILL, MOUNTAIN_EDGE, RED_LINE, FERRY_FILL)
    return kit.layer_palette(_static_map(map_id, cols, rows, panel_h, first_game), pieces)


def labels_for(state, t: Callable[..., str], company_name: Callable[[str], str],
               city_name: Callable[[CityData], str]) -> Labels:
    """Labels from a caller's translators: word ``k`` is message ``render-me-k`` (English if missing)."""
    words = Labels.translated(t)
    return Labels(
        companies={c: company_name(c) for c in (*COMPANIES, WILD)},
        cities={c.id: city_name(c) for c in state.board.data.cities},
        words=words,
        players=[seat.name for seat in state.seats],
    )
