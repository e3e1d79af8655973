"""The Cargo Empire (Dopravní impérium) board as a PNG: map, city-card offer, players, development board.

Secrets: the picture is drawn from the onlooker's view (``state.view(None)``) and the printed
components (map, tiles, tracks) only, so another player's task cards and a first city card not yet
revealed never show: two states that differ only in secret cards give the same PNG bytes. (The one
thing read from the state itself is ``ranking()``, and only once the game is over and all is public.)

Layout (1700 × 1090 px): the map on the left, the city-card offer, turn order and one block per
player on the right, the development board along the bottom with the VP column rising at its right
end (the L of the two printed development boards).

The map data has no coordinates, so cities are placed from a small table of approximate longitudes
and latitudes kept here (``LONLAT``), then pushed apart until no two city plaques overlap; a map the
table does not know (Dyorle) gets a spring layout of its land routes started from a circle.

Everything that stays for a whole game (background, land, routes, plaque frames and names, the
development board's spaces and bonus icons, the VP column, legends) is drawn once per map, names,
tracks and words and cached, together with a fixed 256-colour palette for it; a render copies the
layer, draws the pieces on top and maps the picture onto that palette (fast and deterministic).

Variant pieces (rush tokens, clan crests, kept cubes, the Špeditér's pointers and card, vassal
posts) are drawn when the view carries them and skipped when it does not.
"""
from __future__ import annotations

import io
import math
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, ClassVar, Mapping, Sequence

from PIL import Image, ImageChops, ImageDraw

from vypravci.games.cargo_empire.data import CARD_TYPES, GOODS, MARKERS, load_components, load_map, load_tiles

from .. import kit
from ..kit import INK, WHITE, C, surface
from ..palette import keeping_flat

__all__ = [
    "DEFAULT_WORDS", "LONLAT", "Labels", "city_positions", "labels_for", "public_view", "render_wide",
]

# ---------------------------------------------------------------------------------------- labels
DEFAULT_WORDS: dict[str, str] = {
    "title": "Cargo Empire",
    "map-europe": "Europe",
    "map-dyorle": "Dyorle",
    "stage-setup": "Set-up",
    "stage-play": "Action phase",
    "stage-end": "Final scoring",
    "stage-over": "Game over",
    "round": "Round",
    "to-play": "To play:",
    "winner": "Winner:",
    "do-task": "keeps a task card",
    "do-card": "chooses a transport card",
    "do-first_post": "places the first trading post",
    "do-second_post": "reveals the city card, places the second post",
    "do-turn": "transport",
    "do-develop": "development moves",
    "do-city": "takes a city card",
    "do-city_or_task": "city card or task cards",
    "do-crest": "places the clan crest",
    "do-vassal": "the vassal's transport",
    "do-turn_end": "clan abilities or end of turn",
    "do-port": "port for the task cards",
    "extra": "extra",
    "offer": "City-card offer",
    "blank": "blank",
    "city-deck": "City deck",
    "task-deck": "Task deck",
    "supply": "Goods supply",
    "removed": "out of the game",
    "turn-order": "Turn order",
    "cities": "City cards",
    "hidden": "?",
    "vp": "VP",
    "development": "Development board",
    "upper": "upper",
    "lower": "lower",
    "start": "Start",
    "crossing": "crossing",
    "car": "car",
    "train": "train",
    "ship": "ship",
    "road": "road",
    "rail": "rail",
    "sea": "sea",
    "city": "city card",
    "task": "task card",
    "any": "any card",
    "city_or_task": "city or task",
    "legend-supply": "supply (goods)",
    "legend-demand": "demand space",
    "legend-post": "trading post",
    "legend-port": "port",
    "legend-offer": "in the offer",
    "legend-rush": "rush token",
    "score-development": "development",
    "score-level3": "LV3",
    "score-city_cards": "cities",
    "score-tasks": "tasks",
    "spediter": "Špeditér",
    "spediter-card": "last card",
    "vassal": "vassal",
    "kept": "kept",
    "clan-erestdon": "Erestdon",
    "clan-glat": "Glat",
    "clan-lockriel": "Lockriel",
    "clan-tino": "Tino",
    "clan-kasha": "Kasha",
}


@dataclass
class Labels(kit.Words):
    """Localized words for the picture. Anything missing falls back to English / the map data.

    ``cities``: city id → display name; ``words``: keys of ``DEFAULT_WORDS`` → text; ``players``: one
    name per seat (default: the seats' names; the Špeditér is always ``word("spediter")``).
    """

    DEFAULTS: ClassVar[dict[str, str]] = DEFAULT_WORDS
    PREFIX: ClassVar[str] = "ce"

    cities: Mapping[str, str] = field(default_factory=dict)
    players: Sequence[str] | None = None

    def city(self, city_id: str, fallback: str | None = None) -> str:
        return self.cities.get(city_id) or fallback or city_id

    def player(self, view: dict, p: int) -> str:
        seats = view.get("seats") or []
        if p >= len(seats) or (seats[p] or {}).get("kind") == "automa":
            return self.word("spediter")
        if self.players is not None and p < len(self.players) and self.players[p]:
            return self.players[p]
        return str(seats[p].get("name") or f"#{p + 1}")


def labels_for(state, t: Callable[..., str], company_name: Callable[[str], str] | None = None,
               city_name: Callable[[Any], str] | None = None) -> Labels:
    """Labels from a caller's translators: word ``k`` is message ``render-ce-k`` (English if missing);
    the title is the game's name (``game-cargo-empire``); ``company_name`` is unused (no companies)."""
    words = Labels.translated(t)
    if "title" not in words:
        title = t("game-cargo-empire")
        if title and title != "game-cargo-empire":
            words["title"] = title
    cities = {}
    if city_name is not None:
        for c in load_map(_map_id(state, {})).cities:
            cities[c.id] = city_name(c)
    return Labels(cities=cities, words=words, players=[seat.name for seat in state.seats])


# ---------------------------------------------------------------------------------------- public view
# The picture reads nothing but the onlooker's view (the map from its options) and, once the game is
# over, the ranking: a render process gets a snapshot of those instead of the whole state
# (render/pool.py's ViewSnapshot; the same boards, tested in tests/test_render_pool.py).
DRAWS_FROM_VIEW = True


def public_view(state) -> dict:
    """Everything the picture may show: the onlooker's view (nobody's secret cards)."""
    return state.view(None)


def _map_id(state, view: dict) -> str:
    mid = getattr(getattr(state, "board", None), "map_id", None)
    return mid or (view.get("options") or {}).get("map") or "europe"


# ---------------------------------------------------------------------------------------- palette
GOODS_COLOURS = {
    "orange": kit.COMPANY_COLOURS["leather"], "white": kit.COMPANY_COLOURS["cotton"],
    "brown": kit.COMPANY_COLOURS["lumber"], "grey": kit.COMPANY_COLOURS["steel"],
}
GOODS_OUTLINE = {
    "orange": kit.COMPANY_OUTLINE["leather"], "white": (70, 70, 70),
    "brown": kit.COMPANY_OUTLINE["lumber"], "grey": kit.COMPANY_OUTLINE["steel"],
}
GOODS_SPACE = {  # an empty printed space of that colour
    "orange": (250, 214, 178), "white": (246, 246, 242), "brown": (222, 200, 178), "grey": (214, 218, 222),
}
# the city groups: a bluish green, apart from the red for colour-blind eyes (tests/test_render_access.py)
GROUP_COLOURS = {"red": (196, 52, 52), "blue": (46, 98, 196), "green": (40, 165, 130), "yellow": (222, 172, 18)}
GROUP_TEXT = {"red": WHITE, "blue": WHITE, "green": WHITE, "yellow": INK}
GROUP_TINT = {g: kit.mix(c, WHITE, 0.78) for g, c in GROUP_COLOURS.items()}
CARD_FILL = {
    "road": (238, 205, 160), "rail": (206, 208, 220), "sea": (176, 212, 240), "city": (246, 214, 120),
    "task": (218, 196, 238), "any": (255, 255, 255), "hidden": (120, 110, 150),
}
VEHICLE_OF = {"road": "car", "rail": "train", "sea": "ship"}
CLAN_COLOURS = {"erestdon": (222, 172, 18), "glat": (44, 138, 70), "lockriel": (196, 52, 52),
                "tino": (46, 98, 196), "kasha": (128, 60, 170)}
SEA_BG = (196, 222, 238)
LAND_BG = (233, 238, 214)
ROUTE = (92, 74, 60)
ROUTE_DARK = (168, 146, 122)
SLEEPER = (236, 226, 206)
OFFER_GOLD = (230, 170, 20)
LV3_FILL = (214, 212, 206)
STRIP_FILL = (238, 236, 228)
CELL_FILL = (255, 253, 246)
CROSS_FILL = (250, 236, 196)
START_FILL = (226, 232, 240)
VP_FILL = (236, 244, 226)
VP_TEXT = (40, 100, 40)
DEV_BG = (238, 233, 220)
SHADOW = (150, 160, 140)
BLANK_FILL = (236, 234, 228)


def _shade(light, dark):
    """``light`` in the light theme, ``dark`` in the dark one (lines and text the surface tint cannot make)."""
    return dark if C.name == "dark" else light

# ---------------------------------------------------------------------------------------- layout
WIDTH = 1700
MARGIN = 12
HEADER_H = 50
MAP_BOX = (MARGIN, 56, 1050, 852)
PHONE_MAP_BOX = (8, 8, 808, 1008)  # a phone's map (phone.py), drawn full size (its plaques never shrink)
LEGEND_Y = 858
PANEL_X, PANEL_W = 1064, 540
VP_ROWS, VP_CELL_W = 3, 58  # the VP spaces after the last track: a small grid ending the development board
VP_X1 = WIDTH - MARGIN - 6
DEV_Y = 892             # the development board's title row
DEV_TITLE_H = 30
DEV_HEAD_H = 24         # track names
ROW_H = 62              # one path
LABEL_W = 74            # "upper" / "lower" column
HEIGHT = DEV_Y + DEV_TITLE_H + DEV_HEAD_H + 2 * ROW_H + MARGIN + 4
ICON_H = 24             # bonus / card icons

# one city plaque: name band on top, the tile below, the stations strip on its right
PLAQUE_W, BAND_H, BODY_H, STRIP_W = 152, 26, 42, 34
FOOT_W, FOOT_H = PLAQUE_W + STRIP_W, BAND_H + BODY_H
GAP_X, GAP_Y = 16, 22

NAME_FONT = 16
SMALL = 15

# Approximate longitude / latitude of the cities the renderer knows (the map data has none).
# Europe's crowded middle is spread a little so that plaques and routes stay readable.
LONLAT: dict[str, tuple[float, float]] = {
    "oslo": (8.0, 60.5), "stockholm": (17.5, 60.0), "st-petersburg": (30.5, 60.0),
    "edinburgh": (-4.5, 57.2), "dublin": (-8.5, 53.8), "copenhagen": (11.5, 56.6),
    "riga": (23.5, 57.0), "moscow": (37.0, 56.0), "london": (-1.5, 51.3),
    "amsterdam": (4.5, 53.2), "berlin": (14.0, 52.9), "warsaw": (22.0, 52.4),
    "kiev": (31.5, 50.4), "frankfurt": (7.0, 50.0), "munich": (13.0, 48.0),
    "vienna": (20.0, 48.2), "zurich": (6.0, 46.8), "milan": (10.5, 45.0),
    "bucharest": (27.0, 45.0), "lisbon": (-9.5, 39.5), "madrid": (-3.5, 41.2),
    "marseille": (3.5, 43.2), "rome": (13.0, 41.9), "athens": (23.5, 39.5),
}


def _map_box() -> tuple[int, int, int, int]:
    """The map's box in the current layout (a phone's map: phone.py)."""
    if kit.current_layout() == "phone":
        return PHONE_MAP_BOX
    return MAP_BOX


def city_positions(map_id: str) -> dict[str, tuple[int, int]]:
    """Pixel centre of each city's plaque (name band, tile and stations strip) on the map."""
    return _city_positions(map_id, _map_box())


@lru_cache(maxsize=8)
def _city_positions(map_id: str, box: tuple[int, int, int, int]) -> dict[str, tuple[int, int]]:
    data = load_map(map_id)
    ids = [c.id for c in sorted(data.cities, key=lambda c: c.number)]
    if all(c in LONLAT for c in ids):
        raw = {c: (LONLAT[c][0] * math.cos(math.radians(48)), -LONLAT[c][1]) for c in ids}
    else:
        raw = kit.spring_layout(ids, data.routes)
    mx0, my0, mx1, my1 = box
    inner = (mx0 + FOOT_W / 2 + 8, my0 + FOOT_H / 2 + 10, mx1 - FOOT_W / 2 - 8, my1 - FOOT_H / 2 - 10)
    pos = kit.fit_points(raw, inner)
    wide = frozenset(frozenset(r.route) for r in data.rush_spaces)
    kit.separate_boxes(pos, inner, FOOT_W + GAP_X, FOOT_H + GAP_Y, wide, 48.0)
    return {c: (round(p[0]), round(p[1])) for c, p in pos.items()}


def _plaque_box(centre: tuple[int, int]) -> tuple[int, int, int, int]:
    x0, y0 = centre[0] - FOOT_W // 2, centre[1] - FOOT_H // 2
    return (x0, y0, x0 + FOOT_W, y0 + FOOT_H)


def _rush_point(pos: Mapping[str, tuple[int, int]], route: Sequence[str]) -> tuple[float, float]:
    """Where a rush space sits on its route: halfway between the plaques' facing edges."""
    (x0, y0), (x1, y1) = pos[route[0]], pos[route[1]]
    return (x0 + x1) / 2, (y0 + y1) / 2


# ---------------------------------------------------------------------------------------- small pictures
def _shape(d: ImageDraw.ImageDraw, pts, fill, outline, width: int) -> None:
    """A filled polygon with an outline ``width`` px wide (Pillow's own wide outline builds a
    full-picture mask per call: far too slow for dozens of small pieces)."""
    d.polygon(pts, fill=fill, outline=outline if width <= 1 else None)
    if width > 1:
        d.line([*pts, pts[0], pts[1]], fill=outline, width=width, joint="curve")


def post(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, fill, outline=None, label: str = "") -> None:
    """A trading post: a little house ``s`` px tall (with its owner's number: ``label``)."""
    outline = C.ink if outline is None else outline
    w = s * 0.82
    pts = [(cx - w / 2, cy + s / 2), (cx - w / 2, cy - s * 0.08), (cx, cy - s / 2), (cx + w / 2, cy - s * 0.08),
           (cx + w / 2, cy + s / 2)]
    _shape(d, pts, fill, outline, max(1, round(s / 11)))
    if label and s >= 17:  # the owner's number (15 px: the smallest text of the picture)
        with kit.within(d, (cx - s / 2, cy - s / 2, cx + s / 2, cy + s / 2)):  # a number on the piece
            kit.fast_text(d, (cx, cy + s * 0.14), label, kit.font(SMALL, True),
                          INK if sum(fill) > 450 else WHITE, "mm")


def cube(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, goods: str, present: bool = True) -> None:
    """A goods cube (``present``) or the empty printed supply space of that colour."""
    box = (cx - s / 2, cy - s / 2, cx + s / 2, cy + s / 2)
    if present:
        colour, edge = GOODS_COLOURS[goods], GOODS_OUTLINE[goods]
        d.rectangle(box, fill=kit.mix(colour, edge, 0.45))
        d.rectangle((box[0], box[1], box[2] - 3, box[3] - 3), fill=colour)
        d.rectangle(box, outline=edge, width=2)
    else:
        d.rectangle((box[0] + 1, box[1] + 1, box[2] - 1, box[3] - 1), fill=GOODS_SPACE[goods],
                    outline=kit.mix(GOODS_OUTLINE[goods], C.card, 0.45), width=1)


def vehicle(d: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, s: float, fill, outline=None,
            label: str = "") -> None:
    """A development marker seen from the side: ``car``, ``train`` or ``ship``, about ``s`` px wide
    (with its owner's number: ``label``)."""
    outline = C.ink if outline is None else outline
    w = max(1, round(s / 12))
    if kind == "train":
        kit.train(d, cx, cy, s, s * 0.78, fill, outline)
    elif kind == "ship":
        hull = [(cx - s * 0.52, cy + s * 0.02), (cx + s * 0.52, cy + s * 0.02), (cx + s * 0.34, cy + s * 0.34),
                (cx - s * 0.38, cy + s * 0.34)]
        d.rectangle((cx + s * 0.04, cy - s * 0.42, cx + s * 0.18, cy - s * 0.16), fill=fill, outline=outline, width=w)
        d.rectangle((cx - s * 0.3, cy - s * 0.18, cx + s * 0.26, cy + s * 0.02), fill=fill, outline=outline, width=w)
        _shape(d, hull, fill, outline, w)
    else:  # car
        _shape(d, [(cx - s * 0.3, cy - s * 0.02), (cx - s * 0.18, cy - s * 0.34), (cx + s * 0.2, cy - s * 0.34),
                   (cx + s * 0.32, cy - s * 0.02)], fill, outline, w)
        d.rounded_rectangle((cx - s * 0.5, cy - s * 0.04, cx + s * 0.5, cy + s * 0.24), radius=max(1, s * 0.08),
                            fill=fill, outline=outline, width=w)
        r = s * 0.13
        for wx in (cx - s * 0.28, cx + s * 0.28):
            d.ellipse((wx - r, cy + s * 0.22 - r, wx + r, cy + s * 0.22 + r), fill=outline)
    if label and s >= 24:  # the owner's number, for eyes that do not tell the colours apart
        with kit.within(d, (cx - s / 2, cy - s / 2, cx + s / 2, cy + s / 2)):  # a number on the piece
            kit.text(d, (cx, cy), label, kit.font(SMALL, True), INK if sum(fill) > 450 else WHITE,
                     anchor="mm")


def _anchor(d: ImageDraw.ImageDraw, cx: float, cy: float, size: float, fill=WHITE) -> None:
    """A port's anchor glyph centred on (cx, cy)."""
    kit.fast_text(d, (cx, cy), "\u2693", kit.font(max(SMALL, int(size)), True), fill, "mm")


def _building(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, fill=INK) -> None:
    """A city symbol: three towers."""
    base = cy + s * 0.42
    for dx, hh, ww in ((-0.3, 0.55, 0.2), (0.0, 0.85, 0.24), (0.3, 0.65, 0.2)):
        x = cx + dx * s
        d.rectangle((x - ww * s / 2, base - hh * s, x + ww * s / 2, base), fill=fill)


def icon_width(kind: str, h: float = ICON_H) -> float:
    return round(h * 1.2) * (2 if kind == "city_or_task" else 1) + (2 if kind == "city_or_task" else 0)


def card_icon(d: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, h: float = ICON_H) -> float:
    """A bonus / card icon centred on (cx, cy), ``h`` px tall; returns its width.

    road / rail / sea: a transport card; city: a city card; task: a task card; any: any transport card;
    city_or_task: both halves; hidden: a face-down card."""
    w = round(h * 1.2)
    if kind == "city_or_task":
        card_icon(d, "city", cx - w / 2 - 1, cy, h)
        card_icon(d, "task", cx + w / 2 + 1, cy, h)
        return 2 * w + 2
    box = (cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2)
    d.rounded_rectangle(box, radius=3, fill=CARD_FILL.get(kind, WHITE), outline=C.ink, width=1)  # printed cards: light
    glyph = kit.font(max(SMALL, round(h * 0.72)), True)
    if kind in VEHICLE_OF:
        vehicle(d, VEHICLE_OF[kind], cx, cy + h * 0.04, h * 0.8, INK, INK)
    elif kind == "city":
        _building(d, cx, cy, h * 0.72)
    elif kind == "task":
        kit.fast_text(d, (cx, cy + 1), "\u2713", glyph, INK, "mm")
    elif kind == "any":
        kit.fast_text(d, (cx, cy + 1), "?", glyph, INK, "mm")
    elif kind == "hidden":
        kit.fast_text(d, (cx, cy + 1), "?", glyph, WHITE, "mm")
    return w


def crest(d: ImageDraw.ImageDraw, cx: float, cy: float, s: float, fill, letter: str = "") -> None:
    """A clan crest: a shield ``s`` px tall, with the clan's initial."""
    w = s * 0.84
    pts = [(cx - w / 2, cy - s / 2), (cx + w / 2, cy - s / 2), (cx + w / 2, cy + s * 0.05), (cx, cy + s / 2),
           (cx - w / 2, cy + s * 0.05)]
    _shape(d, pts, fill, C.ink, 2)
    if letter:
        kit.fast_text(d, (cx, cy - s * 0.06), letter, kit.font(max(SMALL, round(s * 0.6)), True),
              WHITE if sum(fill) < 520 else INK, "mm")


def _owner_label(owner: Any, participants: int) -> str:
    """The number on a post or marker: its seat's (a vassal's post: "V")."""
    if not isinstance(owner, int):
        return ""
    return str(owner + 1) if owner < participants else "V"


def _colour(owner: Any) -> tuple[int, int, int]:
    """Colour of a post or marker owner: seat p (players, then the Špeditér), or a vassal's n + seat."""
    return kit.player_colour(owner) if isinstance(owner, int) else (128, 60, 170)


# ---------------------------------------------------------------------------------------- static layer
@kit.layer_cache(maxsize=8)
def _static(map_id: str, names: tuple[tuple[str, str], ...], track_keys: tuple[str, ...],
            words: tuple[tuple[str, str], ...]) -> Image.Image:
    """Everything that stays for a whole game: background, map, plaque frames, development board."""
    labels = Labels(cities=dict(names), words=dict(words))
    img = Image.new("RGB", (WIDTH, HEIGHT), C.paper)
    d = kit.Draw(img)
    _static_map(img, d, map_id, labels)
    _static_legend(d, labels, bool(load_map(map_id).rush_spaces))
    _static_dev(d, track_keys, labels)
    return img


def _static_map(img: Image.Image, d: ImageDraw.ImageDraw, map_id: str, labels: Labels) -> None:
    data = load_map(map_id)
    pos = city_positions(map_id)
    box = _map_box()
    d.rounded_rectangle(box, radius=10, fill=surface(SEA_BG))
    # land: a soft shape around the cities and their land routes, clipped to the map
    land = Image.new("L", img.size, 0)
    ld = ImageDraw.Draw(land)
    for a, b in data.routes:
        ld.line((*pos[a], *pos[b]), fill=255, width=150)
    for c in data.cities:
        x, y = pos[c.id]
        ld.rounded_rectangle((x - FOOT_W / 2 - 30, y - FOOT_H / 2 - 30, x + FOOT_W / 2 + 30, y + FOOT_H / 2 + 30),
                             radius=48, fill=255)
    clip = Image.new("L", img.size, 0)
    ImageDraw.Draw(clip).rounded_rectangle(box, radius=10, fill=255)
    img.paste(surface(LAND_BG), (0, 0), ImageChops.multiply(land, clip))
    d.rounded_rectangle(box, radius=10, outline=C.grid, width=1)
    # land routes: rails (dark bed with sleepers)
    for a, b in data.routes:
        (x0, y0), (x1, y1) = pos[a], pos[b]
        d.line((x0, y0, x1, y1), fill=_shade(ROUTE, ROUTE_DARK), width=7)
        length = math.hypot(x1 - x0, y1 - y0)
        ux, uy = (x1 - x0) / length, (y1 - y0) / length
        t = 6.0
        while t < length - 6:
            cx, cy = x0 + ux * t, y0 + uy * t
            d.line((cx - uy * 6, cy + ux * 6, cx + uy * 6, cy - ux * 6), fill=_shade(ROUTE, ROUTE_DARK), width=2)
            t += 14
        d.line((x0, y0, x1, y1), fill=surface(SLEEPER), width=2)
    # rush spaces (Dyorle): round spaces on their routes
    for r in data.rush_spaces:
        cx, cy = _rush_point(pos, r.route)
        kit.disc(d, cx, cy, 17, C.card, outline=_shade(ROUTE, ROUTE_DARK), width=3)
    # plaques: frame, name band (number in the group colour, name, port anchor), stations strip
    for c in data.cities:
        x0, y0, x1, y1 = _plaque_box(pos[c.id])
        d.rounded_rectangle((x0 + 3, y0 + 4, x1 + 3, y1 + 4), radius=7, fill=_shade(SHADOW, (14, 15, 18)))
        d.rounded_rectangle((x0, y0, x1, y1), radius=7, fill=C.card, outline=C.ink, width=2)
        d.rounded_rectangle((x0 + 2, y0 + 2, x1 - 2, y0 + BAND_H), radius=6, fill=surface(GROUP_TINT[c.group]))
        d.line((x0 + 2, y0 + BAND_H, x1 - 2, y0 + BAND_H), fill=C.ink, width=1)
        nb = (x0 + 3, y0 + 3, x0 + 29, y0 + BAND_H - 1)
        d.rounded_rectangle(nb, radius=4, fill=GROUP_COLOURS[c.group])
        d.text(((nb[0] + nb[2]) / 2, (nb[1] + nb[3]) / 2 + 1), str(c.number), font=kit.font(SMALL, True),
               fill=GROUP_TEXT[c.group], anchor="mm")
        right = x1 - 4
        if c.port:
            kit.disc(d, x1 - 15, y0 + BAND_H / 2 + 1, 11, C.port_fill, outline=WHITE, width=1)
            _anchor(d, x1 - 15, y0 + BAND_H / 2 + 1, 15)
            right = x1 - 27
        name = labels.city(c.id, c.name)
        room = right - (nb[2] + 4)
        f = kit.fit_font(name, room, NAME_FONT, True)  # a size smaller before it is cut
        with kit.within(d, (nb[2] + 2, y0, right + 2, y0 + BAND_H)):
            d.text((nb[2] + 4, y0 + BAND_H / 2 + 1), kit.ellipsize(name, f, room), font=f, fill=C.ink, anchor="lm")
        d.rectangle((x0 + PLAQUE_W, y0 + BAND_H + 1, x1 - 2, y1 - 2), fill=surface(STRIP_FILL))
        d.line((x0 + PLAQUE_W, y0 + BAND_H + 1, x0 + PLAQUE_W, y1 - 2), fill=C.grid, width=1)


def _static_legend(d: ImageDraw.ImageDraw, labels: Labels, rush: bool) -> None:
    f = kit.font(SMALL)
    x, cy = MAP_BOX[0] + 4, LEGEND_Y + 12

    def item(draw_icon, word, icon_w=22):
        nonlocal x
        draw_icon(x + icon_w / 2, cy)
        d.text((x + icon_w + 6, cy), word, font=f, fill=C.ink, anchor="lm")
        x += icon_w + 6 + f.getlength(word) + 20

    def supply_icon(cx, cy):
        cube(d, cx - 10, cy, 16, "orange")
        cube(d, cx + 9, cy, 16, "orange", present=False)

    item(supply_icon, labels.word("legend-supply"), 38)
    item(lambda cx, cy: kit.disc(d, cx, cy, 11, kit.mix(GOODS_COLOURS["grey"], C.card, 0.5),
                                 outline=GOODS_OUTLINE["grey"], width=3), labels.word("legend-demand"))
    item(lambda cx, cy: post(d, cx, cy, 18, kit.player_colour(0)), labels.word("legend-post"))
    item(lambda cx, cy: (kit.disc(d, cx, cy, 11, C.port_fill, outline=WHITE, width=1),
                         _anchor(d, cx, cy, 15)), labels.word("legend-port"))
    item(lambda cx, cy: d.rounded_rectangle((cx - 12, cy - 9, cx + 12, cy + 9), radius=4, outline=OFFER_GOLD,
                                            width=4, fill=C.card), labels.word("legend-offer"), 24)
    if rush:
        item(lambda cx, cy: (kit.disc(d, cx, cy, 11, CARD_FILL["road"], outline=C.ink, width=2),
                             vehicle(d, "car", cx, cy + 1, 15, INK, INK)), labels.word("legend-rush"))


# ---------------------------------------------------------------------------------------- development board
@dataclass(frozen=True)
class DevGeometry:
    col_w: float
    cells: dict             # (track, path, space) | ("start",) | ("cross", k) -> box
    vp_cells: tuple         # boxes: up each column from the bottom left (the entry, 2 VP), then the next column


@lru_cache(maxsize=16)
def _tracks(track_keys: tuple[str, ...]):
    from vypravci.games.cargo_empire.development import Tracks

    return Tracks(list(track_keys))


@lru_cache(maxsize=16)
def _dev_geometry(track_keys: tuple[str, ...]) -> DevGeometry:
    tracks = _tracks(track_keys)
    x0 = MARGIN + LABEL_W
    columns = 1 + sum(tracks.lengths) + 2
    vp_x0 = _vp_x0(len(tracks.vp))
    col_w = (vp_x0 - 26 - x0) / columns
    top = DEV_Y + DEV_TITLE_H + DEV_HEAD_H
    cells: dict = {("start",): (x0, top, x0 + col_w, top + 2 * ROW_H)}
    x = x0 + col_w
    for k, side in enumerate(tracks.sides):
        for pi, path in enumerate(("upper", "lower")):
            cx = x
            y = top + pi * ROW_H
            for i, (_bonus, width) in enumerate(side.spaces(path)):
                cells[(k, path, i)] = (cx, y, cx + width * col_w, y + ROW_H)
                cx += width * col_w
        x += tracks.lengths[k] * col_w
        if k < 2:
            cells[("cross", k)] = (x, top, x + col_w, top + 2 * ROW_H)
            x += col_w
    bottom = top + 2 * ROW_H
    ch = 2 * ROW_H / VP_ROWS
    vp = tuple((vp_x0 + (i // VP_ROWS) * VP_CELL_W, bottom - (i % VP_ROWS + 1) * ch,
                vp_x0 + (i // VP_ROWS + 1) * VP_CELL_W, bottom - (i % VP_ROWS) * ch) for i in range(len(tracks.vp)))
    return DevGeometry(col_w, cells, vp)


def _vp_x0(n: int) -> float:
    return VP_X1 - math.ceil(n / VP_ROWS) * VP_CELL_W


def _static_dev(d: ImageDraw.ImageDraw, track_keys: tuple[str, ...], labels: Labels) -> None:
    tracks = _tracks(track_keys)
    g = _dev_geometry(track_keys)
    top = DEV_Y + DEV_TITLE_H + DEV_HEAD_H
    bottom = top + 2 * ROW_H
    d.rounded_rectangle((MARGIN, DEV_Y, WIDTH - MARGIN, bottom + 6), radius=8, fill=surface(DEV_BG))
    vp_x0 = g.vp_cells[0][0]
    # title, then what the markers and the bonus icons mean
    title = labels.word("development")
    fb = kit.font(18, True)
    cy = DEV_Y + DEV_TITLE_H / 2 + 2
    d.text((MARGIN + 8, cy), title, font=fb, fill=C.ink, anchor="lm")
    x = MARGIN + 8 + fb.getlength(title) + 24
    f = kit.font(SMALL)
    for m in MARKERS:
        vehicle(d, m, x + 12, cy, 24, (165, 165, 165))
        d.text((x + 28, cy), labels.word(m), font=f, fill=C.ink, anchor="lm")
        x += 28 + f.getlength(labels.word(m)) + 14
    x += 12
    on_board = {b for side in tracks.sides for p in ("upper", "lower") for b in side.path(p)}
    for b in ("road", "rail", "sea", "city", "task", "any", "city_or_task"):
        if b in ("any", "city_or_task") and b not in on_board:
            continue
        w = icon_width(b)
        card_icon(d, b, x + w / 2, cy, ICON_H)
        d.text((x + w + 5, cy), labels.word(b), font=f, fill=C.ink, anchor="lm")
        x += w + 5 + f.getlength(labels.word(b)) + 13
    # path labels
    for pi, path in enumerate(("upper", "lower")):
        word = labels.word(path)
        ff = kit.fit_font(word, LABEL_W - 10, SMALL)
        d.text((MARGIN + LABEL_W - 6, top + pi * ROW_H + ROW_H / 2), word, font=ff, fill=C.muted, anchor="rm")
    # start and crossings
    sx0, sy0, sx1, sy1 = g.cells[("start",)]
    d.rounded_rectangle((sx0 + 2, sy0 + 2, sx1 - 2, sy1 - 2), radius=6, fill=surface(START_FILL), outline=C.ink)
    word = labels.word("start")
    d.text(((sx0 + sx1) / 2, sy0 + 14), word, font=kit.fit_font(word, g.col_w - 8, SMALL, True), fill=C.ink, anchor="mm")
    head_y = DEV_Y + DEV_TITLE_H + DEV_HEAD_H / 2 + 1
    for k in range(2):
        bx0, by0, bx1, by1 = g.cells[("cross", k)]
        d.rounded_rectangle((bx0 + 2, by0 + 2, bx1 - 2, by1 - 2), radius=6, fill=surface(CROSS_FILL), outline=C.ink)
        line = kit.mix(surface(CROSS_FILL), C.ink, 0.15)
        d.line((bx0 + 10, by0 + 10, bx1 - 10, by1 - 10), fill=line, width=3)
        d.line((bx0 + 10, by1 - 10, bx1 - 10, by0 + 10), fill=line, width=3)
        word = labels.word("crossing")
        d.text(((bx0 + bx1) / 2, head_y), word, font=kit.fit_font(word, g.col_w + 24, SMALL), fill=C.muted, anchor="mm")
    # track spaces with their bonus icons, the track's number above
    for k, side in enumerate(tracks.sides):
        tx0 = g.cells[(k, "upper", 0)][0]
        tx1 = g.cells[(k, "upper", len(side.upper) - 1)][2]
        for path in ("upper", "lower"):
            for i, (bonus, _w) in enumerate(side.spaces(path)):
                bx0, by0, bx1, by1 = g.cells[(k, path, i)]
                d.rectangle((bx0 + 2, by0 + 2, bx1 - 2, by1 - 2), fill=surface(CELL_FILL), outline=C.grid)
                if bonus:
                    card_icon(d, bonus, bx0 + 5 + icon_width(bonus) / 2, by0 + 5 + ICON_H / 2)
        d.rounded_rectangle((tx0 + 1, top - 1, tx1 - 1, bottom + 1), radius=4, outline=C.ink, width=2)
        d.line((tx0 + 2, top + ROW_H, tx1 - 2, top + ROW_H), fill=C.ink, width=2)
        # the track's place (1–3), not its tile's id
        d.text(((tx0 + tx1) / 2, head_y), str(k + 1), font=kit.font(SMALL, True), fill=C.ink, anchor="mm")
    # the VP spaces past the last track (a grid, entered at the bottom left), and the step into them
    d.text(((vp_x0 + VP_X1) / 2, head_y), labels.word("vp"), font=kit.font(SMALL, True), fill=C.ink, anchor="mm")
    d.rounded_rectangle((vp_x0 - 1, top - 1, VP_X1 + 1, bottom + 1), radius=4, outline=C.ink, width=2)
    for i, (bx0, by0, bx1, by1) in enumerate(g.vp_cells):
        d.rectangle((bx0 + 1, by0 + 1, bx1 - 1, by1 - 1), fill=surface(VP_FILL), outline=kit.mix(surface(VP_FILL), C.ink, 0.3))
        with kit.within(d, (bx0, by0, bx1, by1)):
            d.text((bx0 + 5, by0 + 3), str(tracks.vp[i]), font=kit.font(SMALL, True), fill=_shade(VP_TEXT, (150, 210, 150)), anchor="la")
    ex = g.cells[(2, "upper", len(tracks.sides[2].upper) - 1)][2]
    ey = (g.vp_cells[0][1] + g.vp_cells[0][3]) / 2
    d.polygon([(ex + 2, ey - 9), (vp_x0 - 1, ey), (ex + 2, ey + 9)], fill=C.ink)


# ---------------------------------------------------------------------------------------- a render's context
@dataclass
class Ctx:
    view: dict
    labels: Labels
    map_id: str
    track_keys: tuple[str, ...]
    ranking: list[int]

    @property
    def seats(self) -> list[dict]:
        return list(self.view.get("seats") or [])

    @property
    def participants(self) -> int:
        return max(len(self.seats), len(self.view.get("markers") or []))

    def is_automa(self, p: int) -> bool:
        seats = self.seats
        return p < len(seats) and (seats[p] or {}).get("kind") == "automa"

    @property
    def players(self) -> int:
        """Seats that are players (not the Špeditér): vassal posts are numbered after them."""
        return sum(1 for p in range(len(self.seats)) if not self.is_automa(p))


# ---------------------------------------------------------------------------------------- dynamic map
def _draw_cities(d: ImageDraw.ImageDraw, ctx: Ctx) -> None:
    data = load_map(ctx.map_id)
    pos = city_positions(ctx.map_id)
    tiles = {t.number: t for t in load_tiles().tiles}
    offer = set(ctx.view.get("offer") or [])
    cities = ctx.view.get("cities") or {}
    lvf = kit.font(SMALL, True)
    for c in data.cities:
        info = cities.get(c.id)
        if info is None:
            continue
        x0, y0, x1, y1 = _plaque_box(pos[c.id])
        if c.id in offer:
            d.rounded_rectangle((x0 - 4, y0 - 4, x1 + 4, y1 + 4), radius=10, outline=OFFER_GOLD, width=4)
        by0 = y0 + BAND_H + 1
        mid = by0 + BODY_H / 2 - 1
        level = info.get("level", 1)
        tile = tiles.get(info.get("tile")) if info.get("tile") is not None else None
        if level >= 3 or tile is None:
            # LV3: the tile is gone; the posts stay beside the city
            d.rectangle((x0 + 2, by0, x0 + PLAQUE_W - 1, y1 - 2), fill=surface(LV3_FILL))
            kit.fast_text(d, (x0 + PLAQUE_W / 2, mid), "LV3", font=kit.font(18, True), fill=(90, 90, 90), anchor="mm")
        else:
            side = tile.lv1 if level == 1 else tile.lv2
            d.rounded_rectangle((x0 + 6, mid - 11, x0 + 42, mid + 11), radius=4,
                                fill=C.ink if level == 2 else C.card, outline=C.ink, width=2)
            kit.fast_text(d, (x0 + 24, mid + 1), f"LV{level}", font=lvf, fill=C.card if level == 2 else C.ink, anchor="mm")
            cubes = int(info.get("cubes") or 0)
            for i in range(2):
                cube(d, x0 + 58 + i * 21, mid, 18, side.supply, present=i < cubes)
            d.line((x0 + 100, mid - 14, x0 + 100, mid + 14), fill=C.grid, width=1)
            spaces = list(info.get("spaces") or [None, None])
            for i, goods in enumerate(side.demand):
                cx = x0 + 117 + i * 27
                owner = spaces[i] if i < len(spaces) else None
                kit.disc(d, cx, mid, 12, kit.mix(GOODS_COLOURS[goods], C.card, 0.5) if goods != "white" else C.card,
                         outline=GOODS_OUTLINE[goods] if goods != "white" else (120, 120, 120), width=3)
                if owner is not None:
                    post(d, cx, mid, 17, _colour(owner), label=_owner_label(owner, ctx.participants))
        stations = list(info.get("stations") or [])
        rows = max(2, math.ceil(len(stations) / 2))
        sh = min(17.0, (BODY_H - 8) / rows)  # every post inside the strip, under the name band
        for j, owner in enumerate(stations):
            col, row = j % 2, j // 2
            cx, cy = x0 + PLAQUE_W + 9 + col * 15, by0 + 4 + sh / 2 + row * sh
            post(d, cx, cy, sh - 1, _colour(owner), label=_owner_label(owner, ctx.participants))
            kit.mark((cx - sh / 2, cy - sh / 2, cx + sh / 2, cy + sh / 2))


def changed_cities(view: Mapping, previous: Mapping | None) -> list[str]:
    """Cities whose cubes, posts, stations or level the last move changed (from the view before it)."""
    if not previous:
        return []
    before, now = previous.get("cities") or {}, view.get("cities") or {}
    return sorted(c for c in now if before.get(c) != now[c])


def moved_markers(view: Mapping, previous: Mapping | None) -> set[tuple[int, str]]:
    """(participant, marker) pairs the last move advanced on the development board."""
    if not previous:
        return set()
    out = set()
    for p, (a, b) in enumerate(zip(previous.get("markers") or [], view.get("markers") or [])):
        for m in MARKERS:
            if (a or {}).get(m) != (b or {}).get(m):
                out.add((p, m))
    return out


def _draw_last_move(d: ImageDraw.ImageDraw, ctx: Ctx) -> None:
    """A bright frame around every plaque and development space the last move changed."""
    pos = city_positions(ctx.map_id)
    for c in changed_cities(ctx.view, ctx.labels.previous):
        if c in pos:
            x0, y0, x1, y1 = _plaque_box(pos[c])
            kit.ring(d, (x0 - 5, y0 - 5, x1 + 5, y1 + 5), width=4)  # outside the offer's gold frame
    moved = moved_markers(ctx.view, ctx.labels.previous)
    if moved:
        g = _dev_geometry(ctx.track_keys)
        for key, items in _marker_cells(ctx).items():
            if any(it in moved for it in items):
                box = g.vp_cells[key[1]] if key[0] == "vp" else g.cells[key]
                kit.ring(d, box, width=4, radius=5)


def _draw_rush(d: ImageDraw.ImageDraw, ctx: Ctx) -> None:
    rush = ctx.view.get("rush")
    if not isinstance(rush, dict) or not rush:
        return
    pos = city_positions(ctx.map_id)
    for r in load_map(ctx.map_id).rush_spaces:
        token = rush.get(r.id)
        if not token:
            continue
        cx, cy = _rush_point(pos, r.route)
        kit.disc(d, cx, cy, 16, CARD_FILL.get(token, C.card), outline=C.ink, width=2)
        vehicle(d, VEHICLE_OF.get(token, "car"), cx, cy + 1, 20, INK, INK)


def _draw_crests(d: ImageDraw.ImageDraw, ctx: Ctx) -> None:
    """Clan crests on their cities, and the city Tino declared a port."""
    crests = ctx.view.get("crests")
    pos = city_positions(ctx.map_id)
    clans = ctx.view.get("clans") or []
    if isinstance(crests, list):
        per_city: dict[str, list[int]] = {}
        for seat, city in enumerate(crests):
            if city in pos:
                per_city.setdefault(city, []).append(seat)
        for city, seats in per_city.items():
            x0, y0, x1, y1 = _plaque_box(pos[city])
            for j, seat in enumerate(seats):
                clan = clans[seat] if seat < len(clans) else None
                crest(d, x1 - 46 - j * 22, y0 - 8, 24, _colour(seat), (clan or "?")[0].upper())
    tino = ctx.view.get("tino_port")
    if tino in pos:
        x0, y0, x1, y1 = _plaque_box(pos[tino])
        kit.disc(d, x0 + 2, y1 - 2, 12, CLAN_COLOURS["tino"], outline=WHITE, width=2)
        _anchor(d, x0 + 2, y1 - 2, 15)


def _draw_spediter_car(d: ImageDraw.ImageDraw, ctx: Ctx) -> None:
    """The Špeditér's supply pointer (its car) on a city."""
    sp = ctx.view.get("spediter")
    if not isinstance(sp, dict):
        return
    pos = city_positions(ctx.map_id)
    car = sp.get("car")
    automa = next((p for p in range(ctx.participants) if ctx.is_automa(p)), None)
    if car in pos and automa is not None:
        x0, y0, x1, y1 = _plaque_box(pos[car])
        d.rounded_rectangle((x0 - 16, y1 - 20, x0 + 16, y1 + 6), radius=6, fill=C.card, outline=C.ink, width=2)
        vehicle(d, "car", x0, y1 - 7, 24, _colour(automa))


# ---------------------------------------------------------------------------------------- markers
def _marker_cells(ctx: Ctx) -> dict[Any, list[tuple[int, str]]]:
    """Which markers stand where: cell key → [(participant, marker)]."""
    tracks = _tracks(ctx.track_keys)
    out: dict[Any, list[tuple[int, str]]] = {}
    for p, markers in enumerate(ctx.view.get("markers") or []):
        for m in MARKERS:
            mk = (markers or {}).get(m) or {}
            progress = max(0, min(int(mk.get("progress") or 0), tracks.max_progress))
            place = tracks.place(progress)
            if place.where == "start":
                key: tuple = ("start",)
            elif place.where == "crossing":
                key = ("cross", place.index)
            elif place.where == "vp":
                key = ("vp", place.index)
            else:
                k = place.index
                path = mk.get("path") if mk.get("path") in ("upper", "lower") else "upper"
                column = place.space + 1
                edges = tracks.edges[k][path]
                idx = next((i for i, (edge, _b) in enumerate(edges) if edge >= column), len(edges) - 1)
                key = (k, path, idx)
            out.setdefault(key, []).append((p, m))
    return out


def _draw_markers(d: ImageDraw.ImageDraw, ctx: Ctx) -> None:
    g = _dev_geometry(ctx.track_keys)
    tracks = _tracks(ctx.track_keys)
    for key, items in _marker_cells(ctx).items():
        k = len(items)
        if key[0] == "vp":
            x0, y0, x1, y1 = g.vp_cells[key[1]]
            area = (x0 + 28, y0 + 3, x1 - 3, y1 - 3) if k <= 2 else (x0 + 4, y0 + 20, x1 - 4, y1 - 2)
        elif key[0] == "start":
            x0, y0, x1, y1 = g.cells[key]
            area = (x0 + 4, y0 + 26, x1 - 4, y1 - 4)
        elif key[0] == "cross":
            x0, y0, x1, y1 = g.cells[key]
            area = (x0 + 4, y0 + 8, x1 - 4, y1 - 8)
        else:
            x0, y0, x1, y1 = g.cells[key]
            bonus = tracks.sides[key[0]].spaces(key[1])[key[2]][0]
            if not bonus:
                area = (x0 + 4, y0 + 4, x1 - 4, y1 - 4)
            else:
                beside = x0 + 8 + icon_width(bonus)
                if k <= 2 and x1 - beside >= 0.5 * (x1 - x0):
                    area = (beside, y0 + 4, x1 - 4, y1 - 4)
                else:
                    area = (x0 + 4, y0 + 8 + ICON_H, x1 - 4, y1 - 3)
        ax0, ay0, ax1, ay1 = area
        per_row, s = kit.pack(k, ax1 - ax0, ay1 - ay0, 30)
        rows = math.ceil(k / per_row)
        cw, ch = (ax1 - ax0) / per_row, (ay1 - ay0) / rows
        for j, (p, m) in enumerate(sorted(items, key=lambda it: (MARKERS.index(it[1]), it[0]))):
            r, c = divmod(j, per_row)
            in_row = min(per_row, k - r * per_row)
            cx = (ax0 + ax1) / 2 + (c - (in_row - 1) / 2) * cw
            vehicle(d, m, cx, ay0 + ch * (r + 0.5), s, _colour(p), label=str(p + 1))


# ---------------------------------------------------------------------------------------- header
def _stage_key(stage: str) -> str:
    if stage.startswith("setup"):
        return "setup"
    if stage in ("end", "final"):
        return "end"
    return "over" if stage == "over" else "play"


def _header(d: ImageDraw.ImageDraw, ctx: Ctx) -> None:
    view, labels = ctx.view, ctx.labels
    stage = _stage_key(str(view.get("stage") or ""))
    title = f"{labels.word('title')} \u2014 {labels.word('map-' + ctx.map_id)}"
    y = HEADER_H / 2 + 2
    parts = []
    if stage == "play" and view.get("round"):
        parts.append(f"{labels.word('round')} {view['round']}/{load_components().rounds}")
    parts.append(labels.word(f"stage-{stage}"))
    kit.header_title(d, MARGIN, y, title, "  \u00b7  ".join(parts), PANEL_X)
    pending = view.get("pending") or []
    top = pending[0] if pending else None
    if top is not None and view.get("to_act") is not None:
        p = top.get("seat", view.get("to_act"))
        word, name, tail = labels.word("to-play"), labels.player(view, p), _decision_text(top, labels)
    elif stage == "over" and ctx.ranking:
        p = ctx.ranking[0]
        totals = _totals(view)
        word, name = labels.word("winner"), labels.player(view, p)
        tail = f"{totals[p]} {labels.word('vp')}" if p < len(totals) else ""
    else:
        return
    kit.header_seat(d, PANEL_X, y, word, _colour(p), name, tail, WIDTH - MARGIN, seat=p)


def _card_lines(cards: list, by_id: Mapping, labels: "Labels", room: float) -> tuple[list[str], Any]:
    """A player's city cards by name (a card not yet revealed as ?) in ``room`` px: one line, a
    size smaller if need be, else two lines (the font and the lines)."""
    names = [labels.city(c, by_id[c].name) if c in by_id else labels.word("hidden" if c == "hidden" else "blank")
             for c in cards]
    text = ", ".join(names) or "\u2014"
    f = kit.fit_font(text, room, 16, False, 14)
    if kit.length(f, text) <= room or len(names) < 2:
        return [text], f
    f = kit.font(15)
    for cut in range(len(names) - 1, 0, -1):  # as much as fits on the first line
        first = ", ".join(names[:cut]) + ","
        if kit.length(f, first) <= room:
            return [first, ", ".join(names[cut:])], f
    return [", ".join(names[:1]) + ",", ", ".join(names[1:])], f


def _decision_text(top: dict, labels: Labels) -> str:
    kind = str(top.get("kind") or "")
    key = f"do-{kind}"
    if key not in DEFAULT_WORDS and key not in labels.words:
        return ""
    text = labels.word(key)
    if kind == "develop":
        moves = top.get("moves") or {}
        bits = [f"{labels.word(m)} {moves[m]}" for m in MARKERS if moves.get(m)]
        if top.get("extra"):
            bits.append(f"{labels.word('extra')} +{top['extra']}")
        if bits:
            text += ": " + ", ".join(bits)
    return text


def _totals(view: dict) -> list[int]:
    return [sum(v for v in row.values() if isinstance(v, (int, float))) for row in (view.get("scores") or [])]


# ---------------------------------------------------------------------------------------- panel
def _section_title(d: ImageDraw.ImageDraw, x: float, y: float, text: str, right: str = "") -> None:
    kit.fast_text(d, (x, y), text, font=kit.font(18, True), fill=C.ink, anchor="la")
    if right:
        kit.fast_text(d, (x + PANEL_W, y + 3), right, font=kit.font(SMALL), fill=C.muted, anchor="ra")


def _offer(d: ImageDraw.ImageDraw, ctx: Ctx, x: float, y: float) -> float:
    view, labels = ctx.view, ctx.labels
    by_id = {c.id: c for c in load_map(ctx.map_id).cities}
    deck = view.get("city_deck")
    deck_n = deck.get("cards") if isinstance(deck, dict) else (len(deck) if isinstance(deck, list) else deck)
    tasks_n = view.get("task_deck")
    tasks_n = len(tasks_n) if isinstance(tasks_n, list) else tasks_n
    right = []
    if deck_n is not None:
        right.append(f"{labels.word('city-deck')}: {deck_n}")
    if tasks_n is not None:
        right.append(f"{labels.word('task-deck')}: {tasks_n}")
    _section_title(d, x, y, labels.word("offer"), "   ".join(right))
    y += 28
    offer = list(view.get("offer") or [])
    slots = max(4, len(offer))
    gap = 8
    w = (PANEL_W - gap * (slots - 1)) / slots
    h = 74
    cities = view.get("cities") or {}
    for i in range(slots):
        bx0 = x + i * (w + gap)
        box = (bx0, y, bx0 + w, y + h)
        card = offer[i] if i < len(offer) else None
        city = by_id.get(card) if card else None
        if city is None:
            d.rounded_rectangle(box, radius=7, fill=surface(BLANK_FILL), outline=C.muted, width=2)
            if card is not None:
                word = labels.word("blank")
                kit.fast_text(d, ((box[0] + box[2]) / 2, y + h / 2), word, font=kit.fit_font(word, w - 10, SMALL), fill=C.muted,
                       anchor="mm")
            continue
        d.rounded_rectangle(box, radius=7, fill=C.card, outline=OFFER_GOLD, width=3)
        d.rounded_rectangle((box[0] + 3, y + 3, box[2] - 3, y + 27), radius=5, fill=GROUP_COLOURS[city.group])
        kit.fast_text(d, (box[0] + 9, y + 15), str(city.number), font=kit.font(SMALL, True), fill=GROUP_TEXT[city.group],
               anchor="lm")
        if city.port:
            _anchor(d, box[2] - 15, y + 15, 16, fill=GROUP_TEXT[city.group])
        name = labels.city(city.id, city.name)
        f = kit.fit_font(name, w - 5, NAME_FONT, True)
        with kit.within(d, box):
            kit.fast_text(d, ((box[0] + box[2]) / 2, y + 44), kit.ellipsize(name, f, w - 5), font=f, fill=C.ink,
                          anchor="mm")
        lvl = (cities.get(city.id) or {}).get("level")
        if lvl:
            kit.fast_text(d, ((box[0] + box[2]) / 2, y + 63), f"LV{lvl}", font=kit.font(SMALL), fill=C.muted, anchor="mm")
    # the Špeditér's demand pointer: its train on an offer card
    sp = view.get("spediter")
    automa = next((p for p in range(ctx.participants) if ctx.is_automa(p)), None)
    if isinstance(sp, dict) and isinstance(sp.get("train"), int) and 0 <= sp["train"] < slots and automa is not None:
        bx0 = x + sp["train"] * (w + gap)
        d.rounded_rectangle((bx0 + 3, y + h - 14, bx0 + 35, y + h + 12), radius=6, fill=C.card, outline=C.ink, width=2)
        vehicle(d, "train", bx0 + 19, y + h - 1, 24, _colour(automa))
    return 28 + h + 14


def _turn_order(d: ImageDraw.ImageDraw, ctx: Ctx, x: float, y: float) -> float:
    view, labels = ctx.view, ctx.labels
    _section_title(d, x, y, labels.word("turn-order"))
    y += 28
    order = [p for p in (view.get("order") or []) if isinstance(p, int)]
    if not order:
        return 28
    comp = load_components()
    used = comp.turn_order.spaces[min(len(order), len(comp.turn_order.spaces)) - 1]
    bonuses = list(comp.turn_order.bonuses[:used])
    current = view.get("to_act")
    gap = 6
    w = (PANEL_W - gap * (len(order) - 1)) / len(order)
    h = 38
    for i, p in enumerate(order):
        bx0 = x + i * (w + gap)
        d.rounded_rectangle((bx0, y, bx0 + w, y + h), radius=6, fill=C.highlight if p == current else C.card,
                            outline=C.ink, width=1)
        kit.seat_mark(d, bx0 + 17, y + h / 2, 12, p)  # the seat (its place in the order is this box's)
        icon = i < len(bonuses)
        room = w - 36 - (icon_width(bonuses[i], 20) + 10 if icon else 6)
        name = labels.player(view, p)
        f = kit.fit_font(name, room, 17, p == current)
        with kit.within(d, (bx0 + 30, y, bx0 + 34 + room + 2, y + h)):
            kit.fast_text(d, (bx0 + 34, y + h / 2), kit.ellipsize(name, f, room), font=f, fill=C.ink, anchor="lm")
        if icon:
            card_icon(d, bonuses[i], bx0 + w - 5 - icon_width(bonuses[i], 20) / 2, y + h / 2, 20)
    return 28 + h + 12


def _player_blocks(d: ImageDraw.ImageDraw, ctx: Ctx, x: float, y: float) -> float:
    """One block per participant: name, clan and points; posts left, transport cards, task-card count
    and city-card count; the city cards by name; variant pieces; at the end where the points come from."""
    view, labels = ctx.view, ctx.labels
    by_id = {c.id: c for c in load_map(ctx.map_id).cities}
    over = _stage_key(str(view.get("stage") or "")) == "over"
    totals = _totals(view)
    scores = view.get("scores") or []
    current = view.get("to_act")
    hands = view.get("hands") or []
    tasks = view.get("task_counts") or [len(t) for t in (view.get("tasks") or [])]
    posts_left = view.get("posts_on_board") or []
    city_cards = view.get("city_cards") or []
    clans = view.get("clans") or []
    kept = view.get("kept") or []
    vassal_posts = view.get("vassal_posts") or []
    sp = view.get("spediter") if isinstance(view.get("spediter"), dict) else None
    start_y = y
    fb, f, fs = kit.font(19, True), kit.font(16), kit.font(SMALL)
    num = kit.font(18, True)
    for p in range(ctx.participants):
        colour = _colour(p)
        kept_p = kept[p] if p < len(kept) and isinstance(kept[p], dict) and any(kept[p].values()) else None
        vassal_p = vassal_posts[p] if p < len(vassal_posts) and vassal_posts[p] else 0
        spediter_p = sp if ctx.is_automa(p) and sp is not None else None
        extras = bool(kept_p or vassal_p or (spediter_p and _spediter_number(spediter_p)))
        cards = list(city_cards[p]) if p < len(city_cards) else []
        card_lines, cf = _card_lines(cards, by_id, labels, PANEL_W - 28 - kit.length(fs, labels.word("cities") + ": "))
        block_h = 96 + (26 if extras else 0) + (26 if over and p < len(scores) else 0) + 20 * (len(card_lines) - 1)
        d.rounded_rectangle((x, y, x + PANEL_W, y + block_h - 6), radius=8,
                            fill=C.highlight if p == current else C.card, outline=C.ink, width=1)
        d.rounded_rectangle((x, y, x + 8, y + block_h - 6), radius=4, fill=colour, outline=C.ink)
        # line 1: rank or turn arrow, name, clan, points
        ly = y + 17
        tx = x + 18
        if over and p in ctx.ranking:
            kit.fast_text(d, (tx, ly), f"{ctx.ranking.index(p) + 1}.", font=fb, fill=C.ink, anchor="lm")
            tx += 28
        elif p == current:
            kit.fast_text(d, (tx, ly), "\u25B6", font=kit.font(17, True), fill=C.red, anchor="lm")
            tx += 22
        kit.seat_mark(d, tx + 10, ly, 12, p)
        tx += 26
        name = labels.player(view, p)
        vp_text = f"{totals[p]} {labels.word('vp')}" if p < len(totals) else ""
        vpf = kit.font(21, True)
        clan = clans[p] if p < len(clans) else None
        clan_text = labels.word(f"clan-{clan}") if clan else ""
        clan_w = kit.length(fs, clan_text) + 40 if clan else 0
        room = x + PANEL_W - 18 - kit.length(vpf, vp_text) - clan_w - tx
        nf = kit.fit_font(name, room, 19, True)
        with kit.within(d, (tx, ly - 14, tx + room, ly + 14)):  # the name's room before the clan and points
            kit.fast_text(d, (tx, ly), kit.ellipsize(name, nf, room), font=nf, fill=C.ink, anchor="lm")
        tx += min(room, kit.length(nf, name)) + 14
        if clan:
            crest(d, tx + 10, ly, 24, CLAN_COLOURS.get(clan, C.muted), clan[0].upper())
            kit.fast_text(d, (tx + 26, ly), clan_text, font=fs, fill=C.ink, anchor="lm")
        if vp_text:
            kit.fast_text(d, (x + PANEL_W - 10, ly), vp_text, font=vpf, fill=C.ink, anchor="rm")
        # line 2: posts left, transport cards, task cards, city cards
        ly = y + 45
        tx = x + 18
        if p < len(posts_left):
            post(d, tx + 8, ly, 20, colour, label=str(p + 1))
            text = f"\u00d7{posts_left[p]}"
            kit.fast_text(d, (tx + 21, ly), text, font=num, fill=C.ink, anchor="lm")
            tx += 21 + kit.length(num, text) + 16
        hand = hands[p] if p < len(hands) else None
        if isinstance(hand, dict) and not ctx.is_automa(p):
            for c in CARD_TYPES:
                w = card_icon(d, c, tx + icon_width(c) / 2, ly)
                kit.fast_text(d, (tx + w + 4, ly), str(hand.get(c, 0)), font=num, fill=C.ink if hand.get(c, 0) else C.muted,
                      anchor="lm")
                tx += w + 30
            tx += 8
        if p < len(tasks):
            w = card_icon(d, "task", tx + icon_width("task") / 2, ly)
            kit.fast_text(d, (tx + w + 4, ly), str(tasks[p]), font=num, fill=C.ink if tasks[p] else C.muted, anchor="lm")
            tx += w + 32
        w = card_icon(d, "city", tx + icon_width("city") / 2, ly)
        kit.fast_text(d, (tx + w + 4, ly), str(len(cards)), font=num, fill=C.ink if cards else C.muted, anchor="lm")
        # line 3: the city cards by name (a first card not yet revealed shows as ?), on two lines if need be
        ly = y + 72
        head = labels.word("cities") + ": "
        kit.fast_text(d, (x + 18, ly), head, font=fs, fill=C.muted, anchor="lm")
        hx = x + 18 + kit.length(fs, head)
        for k, line in enumerate(card_lines):
            kit.fast_text(d, (hx, ly), kit.ellipsize(line, cf, x + PANEL_W - 10 - hx), font=cf, fill=C.ink, anchor="lm")
            ly += 20 if k < len(card_lines) - 1 else 0
        # line 4 (variants): the Špeditér's card, kept cubes, vassal posts
        if extras:
            ly += 26
            tx = x + 18
            if spediter_p:
                tx = _spediter_card(d, spediter_p, labels, tx, ly)
            if kept_p:
                word = labels.word("kept") + ":"
                kit.fast_text(d, (tx, ly), word, font=fs, fill=C.muted, anchor="lm")
                tx += kit.length(fs, word) + 8
                for g in GOODS:
                    if kept_p.get(g):
                        cube(d, tx + 8, ly, 17, g)
                        kit.fast_text(d, (tx + 20, ly), str(kept_p[g]), font=num, fill=C.ink, anchor="lm")
                        tx += 44
                tx += 10
            if vassal_p:
                post(d, tx + 8, ly, 19, _colour(ctx.players + p), label="V")
                text = f"\u00d7{vassal_p} {labels.word('vassal')}"
                kit.fast_text(d, (tx + 21, ly), kit.ellipsize(text, fs, x + PANEL_W - tx - 30), font=fs, fill=C.ink, anchor="lm")
        # game over: where the points come from
        if over and p < len(scores):
            bits = [f"{labels.word('score-' + k)} {v}" for k, v in scores[p].items() if isinstance(v, (int, float))]
            kit.fast_text(d, (x + 18, ly + 26), kit.ellipsize(" \u00b7 ".join(bits), f, PANEL_W - 28), font=f, fill=C.ink,
                  anchor="lm")
        y += block_h
    return y - start_y


def _spediter_number(sp: dict) -> int | None:
    """The Špeditér's card of this turn, else the last one turned (top of its face-up discard pile)."""
    number = sp.get("card")
    if isinstance(number, int):
        return number
    discard = [c for c in (sp.get("discard") or []) if isinstance(c, int)]
    return discard[-1] if discard else None


def _spediter_card(d: ImageDraw.ImageDraw, sp: dict, labels: Labels, tx: float, ly: float) -> float:
    """The Špeditér's current or last card: transport type, steps, arrow."""
    number = _spediter_number(sp)
    if number is None:
        return tx
    try:
        from vypravci.games.cargo_empire.data import load_spediter

        card = load_spediter().by_number().get(number)
    except Exception:  # pragma: no cover - data missing in an older engine
        card = None
    if card is None or card.reshuffle or not card.type:
        return tx
    fs = kit.font(SMALL)
    word = f"{labels.word('spediter-card')} {number}:"
    kit.fast_text(d, (tx, ly), word, font=fs, fill=C.muted, anchor="lm")
    tx += kit.length(fs, word) + 6
    w = card_icon(d, card.type, tx + icon_width(card.type) / 2, ly)
    arrow = "\u25B2" if card.arrow == "up" else "\u25BC"
    text = f"\u00d7{card.steps} {arrow}"
    kit.fast_text(d, (tx + w + 4, ly), text, font=kit.font(17, True), fill=C.ink, anchor="lm")
    return tx + w + 4 + kit.length(kit.font(17, True), text) + 14


def _supply(d: ImageDraw.ImageDraw, ctx: Ctx, x: float, y: float) -> None:
    pool = ctx.view.get("pool")
    if not isinstance(pool, dict):
        return
    word = ctx.labels.word("supply") + ":"
    f = kit.font(16)
    cy = y + 12
    kit.fast_text(d, (x, cy), word, font=f, fill=C.ink, anchor="lm")
    tx = x + kit.length(f, word) + 12
    for g in GOODS:
        cube(d, tx + 9, cy, 18, g)
        kit.fast_text(d, (tx + 22, cy), str(pool.get(g, 0)), font=kit.font(17, True), fill=C.ink, anchor="lm")
        tx += 60
    removed = ctx.view.get("removed")
    if isinstance(removed, dict) and any(removed.values()):
        word = ctx.labels.word("removed") + ":"
        need = kit.length(f, word) + 10 + 50 * sum(1 for g in GOODS if removed.get(g))
        if tx + 10 + need > x + PANEL_W:
            tx, cy = x, cy + 28
        else:
            tx += 10
        kit.fast_text(d, (tx, cy), word, font=f, fill=C.muted, anchor="lm")
        tx += kit.length(f, word) + 10
        for g in GOODS:
            if removed.get(g):
                cube(d, tx + 9, cy, 18, g)
                kit.fast_text(d, (tx + 22, cy), str(removed[g]), font=kit.font(17, True), fill=C.ink, anchor="lm")
                tx += 50


# ---------------------------------------------------------------------------------------- encoding
def _swatches(d: ImageDraw.ImageDraw, y: int) -> None:
    """Every dynamic piece on every background it can stand on, for the palette (never shown)."""
    x = 10
    backgrounds = [C.card, C.highlight, surface(CELL_FILL), surface(VP_FILL), surface(CROSS_FILL), surface(START_FILL), surface(LV3_FILL), surface(STRIP_FILL), C.paper,
                   surface(BLANK_FILL), *GOODS_SPACE.values()]
    for bg in backgrounds:
        d.rectangle((x, y, x + 150, y + 90), fill=bg)
        for i in range(5):
            c = kit.player_colour(i)
            vehicle(d, MARKERS[i % 3], x + 14 + i * 26, y + 14, 22, c)
            post(d, x + 14 + i * 26, y + 40, 18, c)
            kit.disc(d, x + 14 + i * 26, y + 64, 10, c, outline=C.ink)
        d.text((x + 4, y + 80), "Šárka 0123 VP", font=kit.font(17, True), fill=C.ink, anchor="lm")
        x += 156
    x = 10
    y += 96
    for g in GOODS:
        for present in (True, False):
            cube(d, x + 10, y + 10, 18, g, present)
            x += 26
        kit.disc(d, x + 12, y + 10, 12, kit.mix(GOODS_COLOURS[g], C.card, 0.5), outline=GOODS_OUTLINE[g], width=3)
        x += 30
    for kind in (*CARD_TYPES, "city", "task", "any", "hidden"):
        card_icon(d, kind, x + 16, y + 12)
        x += 36
    for clan, c in CLAN_COLOURS.items():
        crest(d, x + 12, y + 12, 24, c, clan[0].upper())
        x += 28
    d.rounded_rectangle((x, y, x + 60, y + 24), radius=4, fill=C.ink)
    d.text((x + 30, y + 12), "LV2", font=kit.font(SMALL, True), fill=C.card, anchor="mm")
    x += 70
    d.text((x, y + 12), "\u25B6 \u25B2\u25BC", font=kit.font(17, True), fill=C.red, anchor="lm")


@lru_cache(maxsize=8)
def _palette(theme: str, key: tuple) -> Image.Image:
    """A fixed 256-colour palette for one static layer in one theme (the current one): its own
    colours plus every dynamic piece (the wide layer's, for a phone's picture too: the same pieces)."""
    with kit.laid_out("wide"):
        base = _static(*key)
    sample = Image.new("RGB", (WIDTH, HEIGHT + 140), C.paper)
    sample.paste(base, (0, 0))
    _swatches(ImageDraw.Draw(sample), HEIGHT + 6)
    flat = (C.ink, C.muted, C.highlight, C.red, C.grid, *(kit.player_colour(i) for i in range(5)),
            *GOODS_COLOURS.values(), *GOODS_OUTLINE.values(), *GOODS_SPACE.values(), *CLAN_COLOURS.values(),
            *CARD_FILL.values(), OFFER_GOLD, C.last_move, surface(LV3_FILL), surface(CELL_FILL), surface(VP_FILL),
            surface(CROSS_FILL), surface(START_FILL))
    # the biggest surfaces first (the layer's own, by area): of two colours Pillow cannot tell
    # apart, these keep theirs
    largest = [c for _n, c in sorted(base.getcolors(1 << 22) or [], reverse=True)[:48]]
    return keeping_flat(sample, [*largest, C.paper, C.card, *flat])


def _encode(img: Image.Image, key: tuple) -> bytes:
    pic = img.quantize(palette=_palette(C.name, key), dither=Image.Dither.NONE)
    buf = io.BytesIO()
    pic.save(buf, "PNG", compress_level=3)
    data = buf.getvalue()
    return data if len(data) <= kit.MAX_PNG_BYTES else kit.to_png(img)


# ---------------------------------------------------------------------------------------- entry points
def _context(state, labels: Labels | None) -> tuple[Ctx, tuple]:
    labels = labels or Labels()
    view = public_view(state)
    map_id = _map_id(state, view)
    ranking: list[int] = []
    if _stage_key(str(view.get("stage") or "")) == "over":
        ranking = list(state.ranking())  # everything is public once the game is over
    data = load_map(map_id)
    names = tuple((c.id, labels.city(c.id, c.name)) for c in data.cities)
    words = tuple(sorted((k, labels.word(k)) for k in DEFAULT_WORDS))
    track_keys = tuple(view.get("track_keys") or ())
    return Ctx(view, labels, map_id, track_keys, ranking), (map_id, names, track_keys, words)


def render_wide(state, labels: Labels | None) -> tuple[Image.Image, tuple]:
    """The wide picture and the key of the static layers it was drawn on."""
    ctx, key = _context(state, labels)
    img = _static(*key).copy()
    d = kit.Draw(img)
    _draw_rush(d, ctx)
    _draw_last_move(d, ctx)
    _draw_cities(d, ctx)
    _draw_crests(d, ctx)
    _draw_spediter_car(d, ctx)
    _draw_markers(d, ctx)
    _header(d, ctx)
    x, y = PANEL_X, 58
    y += _offer(d, ctx, x, y)
    y += _turn_order(d, ctx, x, y)
    y += _player_blocks(d, ctx, x, y)
    _supply(d, ctx, x, y)
    return kit.with_caption(img, ctx.labels.caption), key
