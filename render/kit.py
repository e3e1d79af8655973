"""Shared drawing kit for every game's renderer: fonts, palette, hexes, outlined text, tables, PNG.

Everything here is pure drawing: nothing reads or changes a game state. Fonts are the bundled
DejaVu TrueType files (render/fonts/), never Pillow's default bitmap font, which has no Czech
letters (they come out as empty boxes).
"""
from __future__ import annotations

import io
import math
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from functools import lru_cache, wraps
from importlib import resources
from pathlib import Path
from typing import Callable, ClassVar, Iterable, Mapping, Sequence

from PIL import Image, ImageDraw, ImageFont

Colour = tuple[int, int, int]
Point = tuple[float, float]

# ---------------------------------------------------------------------------------------- layout record
Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class TextBox:
    """One piece of text the kit drew: its ink box and the box it was meant to stay inside
    (``own``: the renderer named that box; otherwise it is the whole picture). A piece drawn on
    the board (a train, a token) is recorded as a mark: ``text`` empty, ``ink`` its box.
    ``full``: the whole text when it was cut with "…" (``ellipsize``), with the width it needs;
    ``place``: the place the text names (a city's key, ``place``), whose label it is."""

    text: str
    ink: Box
    limit: Box
    own: bool = True
    size: float = 0  # the font's size in px (0: a mark; scaled when pasted resized)
    full: str = ""
    full_width: float = 0.0  # px, at ``size``
    place: str = ""

    @property
    def is_mark(self) -> bool:
        return not self.text


@dataclass(frozen=True)
class Place:
    """Where a named thing stands (a city's hex): its centre and radius, in px."""

    x: float
    y: float
    r: float


class Recorded(list):
    """The text boxes recorded while drawing (``recording``), and the places labels name."""

    def __init__(self) -> None:
        super().__init__()
        self.places: dict[str, Place] = {}
        self.leaders: dict[str, Place] = {}  # a label's line to its place: where it starts
        self.cuts: dict[tuple[str, int], tuple[str, float]] = {}  # (shown text, px) → (whole, the width it needs)


_RECORD: Recorded | None = None  # set while recording (tests); drawing never reads it back


@contextmanager
def recording():
    """Collect every text box drawn through the kit (``Draw``, ``fast_text``, ``paste_patch``)
    while the block runs; cached layers are drawn afresh, so their text is seen too."""
    global _RECORD
    before, _RECORD = _RECORD, Recorded()
    try:
        yield _RECORD
    finally:
        _RECORD = before


def _note(text: str, ink: Box, limit: Box | None, image_size: tuple[int, int], size: int = 0,
          place: str = "") -> None:
    if _RECORD is not None and text.strip():
        full, full_width = _RECORD.cuts.get((text, int(size)), ("", 0.0))
        if not full and "\u2026" in text:  # a cut part of a longer text ("Name…  (68)")
            for (shown, _size), (whole, width) in _RECORD.cuts.items():
                if shown in text:
                    full, full_width = text.replace(shown, whole), 0.0
                    break
        _RECORD.append(TextBox(text, tuple(float(v) for v in ink),
                               tuple(float(v) for v in (limit or (0, 0, *image_size))), limit is not None,
                               int(size), full, full_width, place))


def mark(box: Box) -> None:
    """Record a piece drawn on the board (while recording): labels must not cover it."""
    if _RECORD is not None:
        _RECORD.append(TextBox("", tuple(float(v) for v in box), tuple(float(v) for v in box)))


def place(key: str, xy: Point, r: float) -> None:
    """Record where the thing ``key`` stands (while recording): a label naming it (``place=key``)
    must lie nearer to it than to any other place."""
    if _RECORD is not None:
        _RECORD.places[key] = Place(float(xy[0]), float(xy[1]), float(r))


def leader(key: str, start: Point) -> None:
    """Record that the label of ``key`` is joined to its place by a line from ``start`` (while
    recording): the line says whose it is, so the label need only stay off other places."""
    if _RECORD is not None:
        _RECORD.leaders[key] = Place(float(start[0]), float(start[1]), 0.0)


_LAYERS: list = []  # the caches of every layer_cache'd function


def layer_cache(maxsize: int = 16):
    """``lru_cache`` for a drawn layer, bypassed while recording (its text is recorded again);
    the current theme and layout are part of the key (a dark layer is never served to a light
    picture, a phone's to a wide one)."""
    def wrap(fn):
        cached = lru_cache(maxsize=maxsize)(lambda theme, args, kwargs: fn(*args, **dict(kwargs)))

        @wraps(fn)
        def call(*args, **kwargs):
            if _RECORD is not None:
                return fn(*args, **kwargs)
            return cached((_THEME.get().name, _LAYOUT.get()), args, tuple(sorted(kwargs.items())))

        call.cache_clear = cached.cache_clear  # type: ignore[attr-defined]
        _LAYERS.append(cached)  # clear_layers() forgets them all
        return call
    return wrap


class Draw(ImageDraw.ImageDraw):
    """``ImageDraw`` that records the box of every text it draws (while recording) and knows the
    box the text being drawn must stay inside (``within``; default: the whole picture) and the
    place it names (``within(box, place=key)``)."""

    def __init__(self, im: Image.Image, mode: str | None = None) -> None:
        super().__init__(im, mode)
        self.limits: list[tuple[Box, str]] = []

    @property
    def limit(self) -> Box | None:
        return self.limits[-1][0] if self.limits else None

    @property
    def place(self) -> str:
        return self.limits[-1][1] if self.limits else ""

    @contextmanager
    def within(self, box: Box, place: str = ""):
        self.limits.append((tuple(box), place))
        try:
            yield self
        finally:
            self.limits.pop()

    def text(self, xy, text, fill=None, font=None, anchor=None, *args, **kwargs):  # type: ignore[override]
        if _RECORD is not None and isinstance(text, str) and font is not None:
            ink = self.textbbox(xy, text, font=font, anchor=anchor,
                                stroke_width=kwargs.get("stroke_width", 0) or 0)
            _note(text, ink, self.limit, self._image.size, getattr(font, "size", 0), self.place)
        return super().text(xy, text, fill, font, anchor, *args, **kwargs)


def limit_of(d: ImageDraw.ImageDraw) -> Box | None:
    return getattr(d, "limit", None)


@contextmanager
def within(d: ImageDraw.ImageDraw, box: Box, place: str = ""):
    """``d.within(box)`` for a kit ``Draw``; nothing for a plain ImageDraw."""
    if isinstance(d, Draw):
        with d.within(box, place):
            yield d
    else:
        yield d


def layout_problems(boxes: Sequence[TextBox], slack: float = 1.0, may_cut: Iterable[str] = (),
                    near: float = 0.25, excuse: Callable[[TextBox, TextBox], bool] | None = None) -> list[str]:
    """What is wrong with a recorded layout: text outside the box it was drawn for; text drawn
    over other text or over a piece (ink boxes overlapping by more than ``slack`` px both ways;
    but pairs ``excuse`` allows); text cut with "…" — only a text holding one of ``may_cut``
    (players' names) may be, and only where its line has no room for the whole; a label nearer
    another place than its own (by less than ``near`` × its place's radius)."""
    out = []
    for b in boxes:
        (x0, y0, x1, y1), (l0, t0, l1, t1) = b.ink, b.limit
        if not b.is_mark and (x0 < l0 - slack or y0 < t0 - slack or x1 > l1 + slack or y1 > t1 + slack):
            out.append(f"{b.text!r} at {b.ink} is outside its box {b.limit}")
    ordered = sorted(boxes, key=lambda b: b.ink[0])
    for i, a in enumerate(ordered):
        for b in ordered[i + 1:]:
            if b.ink[0] >= a.ink[2] - slack:
                break
            if a.is_mark and b.is_mark:
                continue  # pieces may touch; only words must stay clear
            w = min(a.ink[2], b.ink[2]) - max(a.ink[0], b.ink[0])
            h = min(a.ink[3], b.ink[3]) - max(a.ink[1], b.ink[1])
            least = max(slack, 2.0) if a.is_mark or b.is_mark else slack  # a piece's box has round corners
            if w > least and h > least and not (_belongs(a, b) or _belongs(b, a) or (excuse and excuse(a, b))):
                what = "the piece" if b.is_mark else repr(b.text)
                who = "the piece" if a.is_mark else repr(a.text)
                out.append(f"{who} at {a.ink} overlaps {what} at {b.ink}")
    out += _cut_problems(boxes, slack, tuple(n for n in may_cut if n))
    out += _place_problems(boxes, getattr(boxes, "places", {}), near)
    return out


def _cut_problems(boxes: Sequence[TextBox], slack: float, may_cut: tuple[str, ...]) -> list[str]:
    out = []
    for b in boxes:
        if b.is_mark or "\u2026" not in b.text:
            continue
        whole = b.full or "?"
        if not any(name in whole for name in may_cut):
            out.append(f"{b.text!r} at {b.ink} is cut (whole: {whole!r})")
            continue
        right = b.limit[2]  # the room its line has: to its box's end or the next thing on the line
        if not b.own:
            right = min([o.ink[0] for o in boxes if o is not b and o.ink[0] >= b.ink[2] - slack
                         and o.ink[1] < b.ink[3] and o.ink[3] > b.ink[1]] + [right])
        if b.full_width and b.ink[0] + b.full_width < right - slack:
            out.append(f"{b.text!r} at {b.ink} is cut though its line has room for {whole!r}")
    return out


def _place_problems(boxes: Sequence[TextBox], places: Mapping[str, "Place"], near: float) -> list[str]:
    out = []
    leaders = getattr(boxes, "leaders", {})
    for b in boxes:
        if b.is_mark or not b.place:
            continue
        own = places.get(b.place)
        if own is None:
            out.append(f"{b.text!r} at {b.ink} names {b.place!r}, a place not recorded")
            continue
        mine = _box_dist(b.ink, leaders.get(b.place, own))
        for key, other in places.items():
            if key != b.place and _box_dist(b.ink, other) < mine + near * own.r:
                out.append(f"{b.text!r} at {b.ink} is nearer {key!r} ({_box_dist(b.ink, other):.0f} px) "
                           f"than its own {b.place!r} ({mine:.0f} px)")
    return out


def _box_dist(box: Box, p: "Place") -> float:
    dx = max(box[0] - p.x, 0.0, p.x - box[2])
    dy = max(box[1] - p.y, 0.0, p.y - box[3])
    return math.hypot(dx, dy)


def _belongs(text: TextBox, piece: TextBox) -> bool:
    """A word written on a piece (a number on a badge): drawn inside a box of its own that lies
    within the piece's box (a label merely laid over a piece does not belong to it)."""
    if text.is_mark or not piece.is_mark or not text.own:
        return False
    l0, t0, l1, t1 = text.limit
    p0, q0, p1, q1 = piece.ink
    return l0 >= p0 - 1 and t0 >= q0 - 1 and l1 <= p1 + 1 and t1 <= q1 + 1


# ---------------------------------------------------------------------------------------- fonts
FONT_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}
CZECH = "ěščřžýáíéúůťďňĚŠČŘŽÝÁÍÉÚŮŤĎŇ"

# Code points no text font maps: rendering them shows the font's .notdef glyph (glyph 0).
_SENTINELS = ("\U0010FFFD", "\U000FFFFD", "\uFFFF")


def _fonts_dir():
    """render/fonts as an importlib.resources Traversable (a plain directory as a fallback).

    The fallback covers a stale editable install that maps ``render`` as a namespace package,
    for which Python 3.11's ``resources.files`` raises.
    """
    try:
        ref = resources.files("vypravci.render").joinpath("fonts")
        if ref.joinpath(FONT_FILES[False]).is_file():
            return ref
    except (NotADirectoryError, TypeError, ModuleNotFoundError, AttributeError):
        pass
    return Path(__file__).resolve().parent / "fonts"


def font_path(bold: bool = False) -> Path:
    """Filesystem path of the bundled DejaVu font (regular or bold)."""
    return Path(str(_fonts_dir().joinpath(FONT_FILES[bool(bold)])))


@lru_cache(maxsize=None)
def _font_bytes(bold: bool) -> bytes:
    return _fonts_dir().joinpath(FONT_FILES[bold]).read_bytes()


@lru_cache(maxsize=256)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The bundled DejaVu Sans (Bold) at ``size`` pixels, cached."""
    return ImageFont.truetype(io.BytesIO(_font_bytes(bool(bold))), int(size))


def _mask_key(f: ImageFont.FreeTypeFont, ch: str) -> tuple | None:
    """A comparable picture of one glyph: (size, bbox, bytes), or None when it draws nothing."""
    mask = f.getmask(ch)
    box = mask.getbbox()
    if not box or mask.size[0] == 0 or mask.size[1] == 0:
        return None
    return (mask.size, box, bytes(mask))


def covers_czech(path: str | Path | ImageFont.FreeTypeFont | ImageFont.ImageFont, chars: str = CZECH) -> bool:
    """True when the font at ``path`` has a real glyph for every Czech letter in ``chars``.

    Pillow cannot read the cmap, so each letter is drawn and compared with the font's .notdef
    glyph (what a missing letter is drawn as: usually an empty box): a covered letter draws
    something, differs from .notdef, and differs from its unaccented base letter.
    """
    try:
        f = path if hasattr(path, "getmask") else ImageFont.truetype(str(path), 40)
    except (OSError, ValueError):
        return False
    try:
        notdef = {_mask_key(f, s) for s in _SENTINELS}
    except (UnicodeEncodeError, ValueError):  # a bitmap font cannot even take the code points
        return False
    import unicodedata

    for ch in chars:
        try:
            key = _mask_key(f, ch)
        except (UnicodeEncodeError, ValueError):
            return False
        if key is None or key in notdef:
            return False
        base = unicodedata.normalize("NFD", ch)[0]
        if base != ch and _mask_key(f, base) == key:
            return False  # the accent is missing
    return True


# ---------------------------------------------------------------------------------------- words
@dataclass
class Words:
    """Localized words for one game's picture, keyed by that game: a renderer subclasses it with
    its ``DEFAULTS`` (English) and its message ``PREFIX`` (word ``k`` is message
    ``render-<PREFIX>-<k>``). Anything missing falls back to the default."""

    DEFAULTS: ClassVar[dict[str, str]] = {}
    PREFIX: ClassVar[str] = ""

    words: Mapping[str, str] = field(default_factory=dict)
    # the last move: what the front end says it changed, and the onlooker's view before it
    caption: str = ""
    previous: Mapping | None = None
    theme: str = "light"  # the palette (``THEMES``): the reader's or the server's choice
    layout: str = "wide"  # the composition (``LAYOUTS``): wide, or phone (portrait, bigger text)

    def word(self, key: str) -> str:
        return self.words.get(key) or self.DEFAULTS.get(key, key)

    @classmethod
    def translated(cls, t: Callable[..., str]) -> dict[str, str]:
        """The words ``t`` (a message lookup that returns the id when missing) has for this game."""
        out = {}
        for key in cls.DEFAULTS:
            msg = f"render-{cls.PREFIX}-{key}"
            text = t(msg)
            if text and text != msg:
                out[key] = text
        return out


# ---------------------------------------------------------------------------------------- palette
INK: Colour = (24, 24, 28)
PAPER: Colour = (250, 248, 242)
PANEL: Colour = (242, 239, 230)
MUTED: Colour = (100, 100, 105)  # 4.5:1 or more on every light surface (WCAG AA)
GRID: Colour = (200, 196, 185)
HIGHLIGHT: Colour = (255, 236, 150)
SEA: Colour = (168, 205, 228)
PORT_FILL: Colour = (30, 80, 150)
LAND: Colour = (222, 233, 196)
LAND_EDGE: Colour = (170, 186, 140)
CITY_FILL: Colour = (255, 255, 252)
GOLD: Colour = (212, 160, 23)
SILVER: Colour = (150, 158, 168)
BLACK: Colour = (20, 20, 20)
RED: Colour = (200, 30, 40)
WHITE: Colour = (255, 255, 255)

COMPANY_COLOURS: dict[str, Colour] = {
    "lumber": (128, 78, 38),     # brown
    "steel": (120, 130, 140),    # grey
    "leather": (232, 122, 24),   # orange
    "cotton": (250, 250, 246),   # white, always drawn with a dark outline
    "wild": (128, 60, 170),      # purple
}
# Outline drawn around a company's pieces: dark for every company so the white one stands out.
COMPANY_OUTLINE: dict[str, Colour] = {
    "lumber": (60, 34, 14),
    "steel": (50, 56, 62),
    "leather": (110, 52, 4),
    "cotton": (40, 40, 40),
    "wild": (60, 20, 90),
}
# Text drawn on a company's colour.
COMPANY_TEXT: dict[str, Colour] = {
    "lumber": WHITE, "steel": WHITE, "leather": INK, "cotton": INK, "wild": WHITE,
}
# red, blue, green, yellow, black: tuned so that no two look alike to a red-green colour-blind
# eye either (tests/test_render_access.py simulates deuteranopia and protanopia); every marker
# of a seat also carries its shape and number (``seat_mark``)
PLAYER_COLOURS: tuple[Colour, ...] = ((200, 40, 30), (40, 110, 230), (60, 190, 140), (245, 205, 40), (20, 20, 20))
PLAYER_TEXT: tuple[Colour, ...] = (WHITE, WHITE, INK, INK, WHITE)


def company_colour(company: str) -> Colour:
    return C.companies.get(company, C.muted)


def company_outline(company: str) -> Colour:
    return C.company_outline.get(company, C.ink)


def company_text(company: str) -> Colour:
    """Text drawn on a company's colour."""
    return C.company_text.get(company, C.ink)


def player_colour(seat: int) -> Colour:
    return C.players[seat % len(C.players)]


def player_text(seat: int) -> Colour:
    """Text drawn on a seat's colour."""
    return C.player_text[seat % len(C.player_text)]


# ---------------------------------------------------------------------------------------- themes
@dataclass(frozen=True)
class Theme:
    """One palette: what every renderer draws with. A render runs inside ``themed(name)`` and
    reads the colours as ``C.ink``, ``C.paper``…; the theme's name is part of every cached layer's
    key (``layer_cache``). ``card``: white surfaces (cells, plaques); ``WHITE`` stays white for
    text and rims on a coloured piece."""

    name: str
    paper: Colour
    panel: Colour
    card: Colour
    ink: Colour
    muted: Colour
    grid: Colour
    highlight: Colour
    sea: Colour
    land: Colour
    land_edge: Colour
    city_fill: Colour
    port_fill: Colour
    last_move: Colour
    red: Colour
    players: tuple[Colour, ...]
    player_text: tuple[Colour, ...]
    companies: Mapping[str, Colour]
    company_outline: Mapping[str, Colour]
    company_text: Mapping[str, Colour]


LIGHT = Theme("light", paper=PAPER, panel=PANEL, card=WHITE, ink=INK, muted=MUTED, grid=GRID, highlight=HIGHLIGHT,
              sea=SEA, land=LAND, land_edge=LAND_EDGE, city_fill=CITY_FILL, port_fill=PORT_FILL,
              last_move=(232, 40, 120), red=RED, players=PLAYER_COLOURS, player_text=PLAYER_TEXT,
              companies=COMPANY_COLOURS, company_outline=COMPANY_OUTLINE, company_text=COMPANY_TEXT)
DARK_INK: Colour = (232, 230, 224)
DARK = Theme(
    "dark", paper=(30, 32, 37), panel=(42, 45, 52), card=(48, 51, 58), ink=DARK_INK, muted=(160, 162, 168),
    grid=(84, 88, 98), highlight=(64, 54, 20), sea=(34, 58, 82), land=(58, 70, 48), land_edge=(88, 104, 72),
    city_fill=(52, 55, 62), port_fill=(60, 120, 200), last_move=(255, 90, 170), red=(235, 75, 60),
    players=((235, 75, 60), (80, 150, 255), (60, 200, 150), (245, 210, 50), (20, 20, 20)),
    player_text=(INK, INK, INK, INK, WHITE),
    # the pieces keep their printed colours; the white company and the outlines turn light
    companies=COMPANY_COLOURS | {"steel": (150, 160, 170)},
    company_outline={"lumber": (200, 150, 110), "steel": (205, 212, 220), "leather": (255, 180, 110),
                     "cotton": (200, 200, 196), "wild": (200, 160, 240)},
    company_text=COMPANY_TEXT | {"steel": INK},
)
THEMES: dict[str, Theme] = {"light": LIGHT, "dark": DARK}
DEFAULT_THEME = "light"

_THEME: ContextVar[Theme] = ContextVar("theme", default=LIGHT)


def theme_named(name: str | None) -> Theme:
    """The theme called ``name``; an unknown or missing name gives the default (light)."""
    return THEMES.get(name or DEFAULT_THEME, LIGHT)


def current_theme() -> Theme:
    return _THEME.get()


@contextmanager
def themed(name: str | Theme | None):
    """Draw the block in the theme ``name`` (per thread: renders run side by side)."""
    token = _THEME.set(name if isinstance(name, Theme) else theme_named(name))
    try:
        yield _THEME.get()
    finally:
        _THEME.reset(token)


class _Colours:
    """``C.ink``, ``C.paper``…: the colours of the theme being drawn (``themed``)."""

    def __getattr__(self, name: str):
        return getattr(_THEME.get(), name)


C = _Colours()


@lru_cache(maxsize=512)
def _surface(theme: str, c: Colour) -> Colour:
    import colorsys

    h, l, s = colorsys.rgb_to_hls(*(v / 255 for v in c))
    l = 0.14 + (1 - l) * 0.55  # a pale surface turns dark, keeping its tint
    return tuple(round(v * 255) for v in colorsys.hls_to_rgb(h, min(0.4, l), s * 0.45))  # type: ignore[return-value]


def surface(c: Colour) -> Colour:
    """A renderer's own pale surface colour (a cell, a card) in the current theme: itself when
    light, a dark shade of the same tint when dark."""
    t = _THEME.get()
    return c if t.name == "light" else _surface(t.name, tuple(c))


def theme_of(labels) -> str:
    """The theme a renderer's words ask for (``labels.theme``), else the default."""
    name = getattr(labels, "theme", None)
    return name if name in THEMES else DEFAULT_THEME


# ---------------------------------------------------------------------------------------- layouts
# A picture's composition: ``wide`` (landscape, the default) or ``phone`` (portrait, about 600 px
# wide, every word readable when Discord shows it 400 px wide). A renderer without a phone
# composition draws its one picture for both. Like the theme, per thread and in every layer's key.
LAYOUTS = ("wide", "phone")
DEFAULT_LAYOUT = "wide"
_LAYOUT: ContextVar[str] = ContextVar("layout", default=DEFAULT_LAYOUT)


def layout_of(labels) -> str:
    """The layout a renderer's words ask for (``labels.layout``), else the default."""
    name = getattr(labels, "layout", None)
    return name if name in LAYOUTS else DEFAULT_LAYOUT


def current_layout() -> str:
    return _LAYOUT.get()


@contextmanager
def laid_out(name: str | None):
    """Draw the block in the layout ``name`` (an unknown name: the default)."""
    token = _LAYOUT.set(name if name in LAYOUTS else DEFAULT_LAYOUT)
    try:
        yield _LAYOUT.get()
    finally:
        _LAYOUT.reset(token)


@contextmanager
def drawn_apart():
    """Record the text drawn in the block apart (a list, or None when not recording): a part
    drawn off the picture and pasted onto it (``paste_region``) is recorded where it lands."""
    global _RECORD
    if _RECORD is None:
        yield None
        return
    outer, _RECORD = _RECORD, Recorded()
    _RECORD.cuts = outer.cuts  # one picture: the cuts made while drawing its parts
    try:
        yield _RECORD
    finally:
        _RECORD = outer


def paste_region(img: Image.Image, src: Image.Image, box: Box, xy: Point, scale: float = 1.0,
                 boxes: Sequence[TextBox] | None = None) -> Box:
    """Paste the ``box`` of ``src`` onto ``img`` at ``xy``, resized by ``scale``; the text
    ``boxes`` recorded inside it (``drawn_apart``) are recorded again where they land, at their
    shown size. Returns the box it covers."""
    x0, y0, x1, y1 = (int(round(v)) for v in box)
    part = src.crop((x0, y0, x1, y1))
    if scale != 1.0:
        part = part.resize((max(1, round((x1 - x0) * scale)), max(1, round((y1 - y0) * scale))),
                           Image.Resampling.BILINEAR)  # antialiased: as sharp, twice as fast
    dx, dy = int(round(xy[0])), int(round(xy[1]))
    img.paste(part, (dx, dy))
    out = (dx, dy, dx + part.width, dy + part.height)
    if _RECORD is not None and boxes is not None:
        def moved(b: Box) -> Box:
            return (dx + (b[0] - x0) * scale, dy + (b[1] - y0) * scale, dx + (b[2] - x0) * scale,
                    dy + (b[3] - y0) * scale)

        for b in boxes:
            cx, cy = (b.ink[0] + b.ink[2]) / 2, (b.ink[1] + b.ink[3]) / 2
            if not (x0 <= cx < x1 and y0 <= cy < y1):
                continue
            lim = moved(b.limit)  # never wider than the part pasted: a cut word shows as outside
            lim = (max(lim[0], out[0]), max(lim[1], out[1]), min(lim[2], out[2]), min(lim[3], out[3]))
            _RECORD.append(replace(b, ink=moved(b.ink), limit=lim, size=b.size * scale,
                                   full_width=b.full_width * scale))
        for found, into in ((getattr(boxes, "places", {}), _RECORD.places),
                            (getattr(boxes, "leaders", {}), _RECORD.leaders)):
            for key, p in found.items():
                if x0 <= p.x < x1 and y0 <= p.y < y1:
                    into[key] = Place(dx + (p.x - x0) * scale, dy + (p.y - y0) * scale, p.r * scale)
    return out


def mix(a: Colour, b: Colour, t: float) -> Colour:
    """``a`` moved a fraction ``t`` towards ``b``."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))  # type: ignore[return-value]


# ---------------------------------------------------------------------------------------- hexes
def hex_corners(cx: float, cy: float, size: float) -> list[Point]:
    """Corners of a flat-topped hex of circumradius ``size`` centred on (cx, cy)."""
    return [(cx + size * math.cos(math.radians(60 * i)), cy + size * math.sin(math.radians(60 * i)))
            for i in range(6)]


def draw_hex(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, fill=None, outline=None,
             width: int = 1) -> None:
    draw.polygon(hex_corners(cx, cy, size), fill=fill, outline=outline, width=width)


# ---------------------------------------------------------------------------------------- text
def text_width(s: str, f: ImageFont.FreeTypeFont) -> float:
    return f.getlength(s)


def text(draw: ImageDraw.ImageDraw, xy: Point, s: str, f: ImageFont.FreeTypeFont, fill: Colour | None = None,
         halo: Colour | None = None, halo_width: int = 2, anchor: str = "la") -> None:
    """Draw ``s`` (default: in the theme's ink); with ``halo`` a contrasting outline of
    ``halo_width`` px is drawn around it."""
    fill = C.ink if fill is None else fill
    if halo is not None and halo_width > 0:
        draw.text(xy, s, font=f, fill=fill, anchor=anchor, stroke_width=halo_width, stroke_fill=halo)
    else:
        draw.text(xy, s, font=f, fill=fill, anchor=anchor)


@lru_cache(maxsize=1024)
def text_patch(s: str, size: int, bold: bool = False, fill: Colour = INK, halo: Colour | None = PAPER,
               halo_width: int = 3) -> Image.Image:
    """``s`` drawn on a transparent RGBA patch just big enough (with halo), cached for pasting."""
    f = font(size, bold)
    pad = halo_width if halo else 0
    l, t, r, b = f.getbbox(s, anchor="ls", stroke_width=pad)
    img = Image.new("RGBA", (int(r - l) + 2, int(b - t) + 2), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    text(d, (1 - l, 1 - t), s, f, fill, halo, halo_width, anchor="ls")
    img.info["text"] = s
    img.info["size"] = size
    return img


def paste_patch(img: Image.Image, patch: Image.Image, xy: Point, anchor: str = "mm",
                limit: Box | None = None, place: str = "") -> tuple[int, int, int, int]:
    """Paste an RGBA patch at ``xy`` (anchor "mm" centre, "la" top-left, "ma" top-centre…); returns
    its box. ``place``: the place (``kit.place``) the text names."""
    w, h = patch.size
    x, y = xy
    hx = {"l": 0, "m": w / 2, "r": w}[anchor[0]]
    vy = {"a": 0, "m": h / 2, "d": h}[anchor[1]]
    x0, y0 = int(round(x - hx)), int(round(y - vy))
    img.paste(patch, (x0, y0), patch)
    if _RECORD is not None and patch.info.get("text"):
        ink = patch.getchannel("A").getbbox() or (0, 0, w, h)
        _note(patch.info["text"], (x0 + ink[0], y0 + ink[1], x0 + ink[2], y0 + ink[3]), limit, img.size,
              patch.info.get("size", 0), place)
    return (x0, y0, x0 + w, y0 + h)


# ---------------------------------------------------------------------------------------- fitted text
@lru_cache(maxsize=4096)
def _glyph_mask(s: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    """The coverage mask of ``s`` and its offset from the anchor point (cached: drawing text is slow)."""
    f = font(size, bold)
    left, top, right, bottom = f.getbbox(s, anchor=anchor)
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text((-left, -top), s, font=f, fill=255, anchor=anchor)
    return mask, left, top


def fast_text(d: ImageDraw.ImageDraw, xy, s: str, font, fill: Colour | None = None, anchor: str = "la") -> None:
    """``d.text`` through a cache of glyph masks (same picture, a fraction of the time)."""
    fill = C.ink if fill is None else fill
    img = getattr(d, "_image", None)
    if img is None or not s:
        d.text(xy, s, font=font, fill=fill, anchor=anchor)
        return
    bold = "Bold" in (font.getname()[1] or "")
    mask, left, top = _glyph_mask(s, font.size, bold, anchor)
    x0, y0 = int(round(xy[0])) + left, int(round(xy[1])) + top
    img.paste(tuple(fill), (x0, y0, x0 + mask.width, y0 + mask.height), mask)
    if _RECORD is not None:
        ink = mask.getbbox() or (0, 0, mask.width, mask.height)
        _note(s, (x0 + ink[0], y0 + ink[1], x0 + ink[2], y0 + ink[3]), limit_of(d), img.size, font.size,
              getattr(d, "place", ""))


def pack(n: int, w: float, h: float, biggest: float) -> tuple[int, float]:
    """(per row, size) that fits ``n`` markers into w × h as large as possible (at most ``biggest``)."""
    best = (1, 0.0)
    for per_row in range(1, n + 1):
        rows = math.ceil(n / per_row)
        s = min(biggest, w / per_row / 1.12, h / rows / 0.9)
        if s > best[1] + 1e-6:
            best = (per_row, s)
    return best


@lru_cache(maxsize=8192)
def text_length(text: str, size: int, bold: bool) -> float:
    """Width of ``text`` in the kit font (cached)."""
    return font(size, bold).getlength(text)


def length(f, text: str) -> float:
    """``f.getlength(text)``, cached."""
    return text_length(text, f.size, "Bold" in (f.getname()[1] or ""))


def fit_font(text: str, width: float, size: int, bold: bool = False, minimum: int = 15):
    """The largest font from ``size`` down to ``minimum`` px in which ``text`` fits ``width``."""
    while size > minimum and text_length(text, size, bold) > width:
        size -= 1
    return font(size, bold)


def fit_lines(text: str, width: float, height: float, size: int, bold: bool = False, minimum: int = 10):
    """(font, lines): ``text`` on one line or split at a space onto two lines that fit ``height``,
    whichever takes the larger font from ``size`` down to ``minimum`` (one line when equal; of
    the splits, the most even); a last resort cuts with "…": a header cell never shows a clipped
    word."""
    f = fit_font(text, width, size, bold, minimum)
    fits = length(f, text) <= width
    if (fits and f.size == size) or " " not in text.strip():
        return f, [ellipsize(text, f, width)]
    words = text.split()
    best = None
    for i in range(1, len(words)):
        a, b = " ".join(words[:i]), " ".join(words[i:])
        wide = max(text_length(a, size, bold), text_length(b, size, bold))
        f2 = fit_font(a if text_length(a, size, bold) >= text_length(b, size, bold) else b, width,
                      min(size, int((height - 1) / 2)), bold, minimum)
        key = (f2.size, -wide)
        if best is None or key > best[0]:
            best = (key, f2, [a, b])
    _, f2, lines = best
    if fits and f.size >= f2.size:
        return f, [text]
    return f2, [ellipsize(line, f2, width) for line in lines]


def ellipsize(text: str, f, width: float) -> str:
    """``text`` cut with "…" to fit ``width`` in font ``f`` (while recording, the cut is noted:
    the text drawn is recorded with the whole and the width it needs)."""
    whole = length(f, text)
    if whole <= width:
        return text
    full = text
    while text and length(f, text + "…") > width:
        text = text[:-1]
    if _RECORD is not None:
        _RECORD.cuts[(text + "…", int(f.size))] = (full, whole)
    return text + "…"



# ---------------------------------------------------------------------------------------- header
def header_title(d: ImageDraw.ImageDraw, x: float, y: float, title: str, status: str, right: float,
                 size: int = 26, status_size: int = 19, height: float = 0, reserve: float = 0) -> tuple[float, float]:
    """The header's left part: the bold title, then the muted status ("Play · round 2/5"), on
    the line centred at ``y`` before ``right`` (leaving ``reserve`` px after the status); when
    both do not fit, the title a little smaller and — given the header's ``height`` — the status
    on a line of its own below it. Returns where the status ends and the middle of its line."""
    ft, fs = font(size, True), font(status_size)
    gap = 22
    end = right - 16 - reserve
    if x + length(ft, title) + gap + length(fs, status) > end:  # smaller, down to 5/6
        least = max(15, size * 5 // 6)
        while size > least and x + text_length(title, size, True) + gap + length(fs, status) > end:
            size -= 1
        ft = font(size, True)
    if x + length(ft, title) + gap + length(fs, status) <= end or not height:
        fast_text(d, (x, y), ellipsize(title, ft, right - 16 - x), font=ft, fill=C.ink, anchor="lm")
        x += length(ft, title) + gap
        shown = ellipsize(status, fs, right - 16 - x)
        fast_text(d, (x, y), shown, font=fs, fill=C.muted, anchor="lm")
        return x + length(fs, shown), y
    # two lines: the title over the status, both inside the header's height
    top = y - height / 2
    fs = fit_font(status, right - 16 - x, min(status_size, 17), False, 15)
    ft = fit_font(title, right - 16 - x, min(size, int(height - fs.size - 8)), True, 15)
    ty = top + 4 + ft.size / 2
    sy = top + height - 4 - fs.size / 2
    fast_text(d, (x, ty), ellipsize(title, ft, right - 16 - x), font=ft, fill=C.ink, anchor="lm")
    shown = ellipsize(status, fs, right - 16 - x)
    fast_text(d, (x, sy), shown, font=fs, fill=C.muted, anchor="lm")
    return x + length(fs, shown), sy


def header_lines(d: ImageDraw.ImageDraw, x: float, right: float, title: str, status: str, size: int = 24,
                 status_size: int = 18, line_h: int = 38) -> float:
    """A narrow (phone) picture's header: the title and the status on one line when both fit
    before ``right``, else the status on a line of its own. Returns the middle of the next line."""
    y = line_h / 2 + 3
    if x + length(font(size, True), title) + 22 + length(font(status_size), status) <= right - 16:
        header_title(d, x, y, title, status, right, size, status_size)
        return y + line_h
    ft = fit_font(title, right - x, size, True, 18)
    fast_text(d, (x, y), ellipsize(title, ft, right - x), font=ft, fill=C.ink, anchor="lm")
    fs = font(status_size)
    fast_text(d, (x, y + line_h - 6), ellipsize(status, fs, right - x), font=fs, fill=C.muted, anchor="lm")
    return y + 2 * line_h - 6


TAIL_MIN = 15  # px: the smallest size a header's tail ("— what they decide") is drawn in
NAME_ROOM = 100  # px: the least a player's name keeps in the header when the tail needs the room
TAIL_LINE = 28  # px: from the header's line to the line of its own a tail takes (``wrap``)


def header_seat(d: ImageDraw.ImageDraw, x: float, y: float, word: str, colour: Colour, name: str,
                tail: str = "", right: float | None = None, size: int = 19, seat: int | None = None,
                suffix: str = "", wrap: bool = False) -> float:
    """The header's right part: "To play: ● Name — what they decide" (or the winner); with
    ``seat`` the mark is that seat's shape and number; ``suffix`` follows the name uncut (a
    score). When the name and the tail do not both fit before ``right``: with ``wrap`` the tail
    takes a line of its own below, else the name is cut (to ``NAME_ROOM`` at the least) to leave
    the tail whole; a tail is made smaller first, and cut only when even the smallest does not
    fit. Returns the middle of the last line drawn."""
    left = x
    fw, fb = font(size), font(size + 2, True)
    fast_text(d, (x, y), word, font=fw, fill=C.ink, anchor="lm")
    x += length(fw, word) + 10
    tail = "\u2014 " + tail if tail else ""
    end = right if right is not None else d.im.size[0]
    room = end - x - 28 - length(fb, suffix)
    need = 12 + text_length(tail, TAIL_MIN, False) if tail and right is not None else 0.0
    below = wrap and need and length(fb, name) + need > room  # the tail on a line of its own
    if need and not below:
        room = min(room, max(NAME_ROOM, room - need))
    with within(d, (x + 28, y - fb.size, x + 28 + max(30.0, room) + length(fb, suffix), y + fb.size)):
        name = ellipsize(name, fb, max(30.0, room)) + suffix  # a name too long for the line is cut
        fast_text(d, (x + 28, y), name, font=fb, fill=C.ink, anchor="lm")  # read as "To play: Name"
    if seat is None:
        disc(d, x + 11, y, 11, colour, outline=C.ink)
    else:
        seat_mark(d, x + 11, y, 12, seat, fill=colour)
    x += 28 + length(fb, name) + 12
    if tail and right is not None:
        if below:
            x, y = left, y + TAIL_LINE
        fs = fit_font(tail, right - x, 18, False, TAIL_MIN)
        fast_text(d, (x, y), ellipsize(tail, fs, right - x), font=fs, fill=C.muted, anchor="lm")
    return y


# ---------------------------------------------------------------------------------------- layout of a graph map
def fit_points(raw: Mapping[str, tuple[float, float]], box: tuple[float, float, float, float]) -> dict[str, list[float]]:
    """Points scaled and moved to fill ``box`` (a map's coordinates onto the picture)."""
    xs = [p[0] for p in raw.values()]
    ys = [p[1] for p in raw.values()]
    x0, y0, x1, y1 = box
    sx = (x1 - x0) / max(1e-9, max(xs) - min(xs))
    sy = (y1 - y0) / max(1e-9, max(ys) - min(ys))
    return {k: [x0 + (p[0] - min(xs)) * sx, y0 + (p[1] - min(ys)) * sy] for k, p in raw.items()}


def spring_layout(ids: list[str], routes: Sequence[tuple[str, str]]) -> dict[str, tuple[float, float]]:
    """A deterministic spring layout of the route graph, started from a circle in city-number order."""
    n = len(ids)
    pos = {c: [math.cos(2 * math.pi * i / n), math.sin(2 * math.pi * i / n)] for i, c in enumerate(ids)}
    k = 1.8 / math.sqrt(n)
    temp = 0.12
    for _ in range(300):
        disp = {c: [0.0, 0.0] for c in ids}
        for i, a in enumerate(ids):
            for b in ids[i + 1:]:
                dx, dy = pos[a][0] - pos[b][0], pos[a][1] - pos[b][1]
                dist = max(1e-4, math.hypot(dx, dy))
                f = k * k / dist / dist
                disp[a][0] += dx * f
                disp[a][1] += dy * f
                disp[b][0] -= dx * f
                disp[b][1] -= dy * f
        for a, b in routes:
            dx, dy = pos[a][0] - pos[b][0], pos[a][1] - pos[b][1]
            dist = max(1e-4, math.hypot(dx, dy))
            f = dist / k
            disp[a][0] -= dx * f
            disp[a][1] -= dy * f
            disp[b][0] += dx * f
            disp[b][1] += dy * f
        for c in ids:
            dx, dy = disp[c]
            d = max(1e-9, math.hypot(dx, dy))
            step = min(d, temp)
            pos[c][0] += dx / d * step
            pos[c][1] += dy / d * step
        temp = max(0.005, temp * 0.985)
    return {c: (p[0], p[1]) for c, p in pos.items()}


def separate_boxes(pos: dict[str, list[float]], box: tuple[float, float, float, float], w: float, h: float,
              wide: frozenset = frozenset(), extra: float = 0.0) -> None:
    """Push apart plaques (``w`` × ``h`` around each centre) until none overlap, inside ``box``; pairs in
    ``wide`` (routes with a rush space) keep ``extra`` px more between them."""
    ids = sorted(pos)
    x0, y0, x1, y1 = box
    for _ in range(500):
        moved = False
        for i, a in enumerate(ids):
            for b in ids[i + 1:]:
                pa, pb = pos[a], pos[b]
                dx, dy = pb[0] - pa[0], pb[1] - pa[1]
                more = extra if frozenset((a, b)) in wide else 0.0
                ox, oy = w + more - abs(dx), h + more - abs(dy)
                if ox <= 0 or oy <= 0:
                    continue
                moved = True
                if ox / (w + more) < oy / (h + more):
                    s = (ox / 2 + 0.5) * (1 if dx >= 0 else -1)
                    pa[0] -= s
                    pb[0] += s
                else:
                    s = (oy / 2 + 0.5) * (1 if dy >= 0 else -1)
                    pa[1] -= s
                    pb[1] += s
        for p in pos.values():
            p[0] = min(max(p[0], x0), x1)
            p[1] = min(max(p[1], y0), y1)
        if not moved:
            break


# ---------------------------------------------------------------------------------------- shapes
def disc(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill, outline=None, width: int = 1) -> None:
    outline = C.ink if outline is None else outline
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=width)


def half_discs(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, left: Colour, right: Colour,
               outline: Colour | None = None, width: int = 2) -> None:
    """A disc split vertically: left half ``left``, right half ``right`` (a demand token)."""
    outline = C.ink if outline is None else outline
    box = (cx - r, cy - r, cx + r, cy + r)
    draw.pieslice(box, 90, 270, fill=left)
    draw.pieslice(box, 270, 90, fill=right)
    draw.line((cx, cy - r + 1, cx, cy + r - 1), fill=outline, width=1)
    draw.ellipse(box, outline=outline, width=width)


def train(draw: ImageDraw.ImageDraw, cx: float, cy: float, w: float, h: float, fill: Colour,
          outline: Colour | None = None) -> None:
    """A small wooden locomotive seen from the side (cab at the back, chimney in front, wheels)."""
    outline = C.ink if outline is None else outline
    x0, y0, x1, y1 = cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2
    wheel_r = max(1.5, h * 0.14)
    base = y1 - wheel_r * 1.2
    cab = w * 0.4
    body_top = y0 + h * 0.36
    chim = max(2.0, w * 0.15)
    draw.rectangle((x1 - chim * 2.2, y0 + h * 0.08, x1 - chim * 1.2, body_top), fill=fill, outline=outline)
    draw.rectangle((x0 + cab - 1, body_top, x1, base), fill=fill, outline=outline)
    draw.rectangle((x0, y0, x0 + cab, base), fill=fill, outline=outline)
    for wx in (x0 + w * 0.22, x1 - w * 0.22):
        draw.ellipse((wx - wheel_r, y1 - 2 * wheel_r, wx + wheel_r, y1), fill=outline)


def block(draw: ImageDraw.ImageDraw, cx: float, cy: float, w: float, h: float, fill: Colour,
          outline: Colour | None = None, width: int = 1, radius: int = 2) -> None:
    outline = C.ink if outline is None else outline
    draw.rounded_rectangle((cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2), radius=radius, fill=fill,
                           outline=outline, width=width)


def badge(d: ImageDraw.ImageDraw, box: Box, label: str, f: ImageFont.FreeTypeFont, fill: Colour, ink: Colour,
          outline: Colour | None = None, width: int = 2, radius: float | None = None) -> None:
    """A word on a plate of its own laid over the board (a run's train): the plate is recorded as
    the word's ink (while recording), so that no plate hides a piece or another word."""
    x0, y0, x1, y1 = box
    outline = C.ink if outline is None else outline
    d.rounded_rectangle(box, radius=(y1 - y0) / 2 if radius is None else radius, fill=fill, outline=outline,
                        width=width)
    ImageDraw.ImageDraw.text(d, ((x0 + x1) / 2, (y0 + y1) / 2), label, font=f, fill=ink, anchor="mm")
    if _RECORD is not None:
        _note(label, box, box, d.im.size, f.size)


def anchor_icon(draw: ImageDraw.ImageDraw, cx: float, cy: float, size: float, fill: Colour = (20, 60, 120),
                halo: Colour | None = WHITE) -> None:
    """A port's anchor (the DejaVu ⚓ glyph) centred on (cx, cy), ``size`` px tall."""
    text(draw, (cx, cy), "\u2693", font(int(size), True), fill, halo, 2, anchor="mm")


def star(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: Colour, outline: Colour | None = None) -> None:
    """A five-pointed star of outer radius ``r``."""
    outline = C.ink if outline is None else outline
    pts = []
    for i in range(10):
        rad = r if i % 2 == 0 else r * 0.45
        a = math.radians(-90 + 36 * i)
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    draw.polygon(pts, fill=fill, outline=outline, width=max(1, round(r / 7)))


SEAT_SHAPES = ("circle", "square", "triangle", "diamond", "hexagon")


def seat_shape(seat: int) -> str:
    """The shape that marks ``seat`` besides its colour (colour-blind safe: no two seats alike)."""
    return SEAT_SHAPES[seat % len(SEAT_SHAPES)]


def _shape_points(shape: str, cx: float, cy: float, r: float) -> list[Point]:
    if shape == "square":
        k = r * 0.86
        return [(cx - k, cy - k), (cx + k, cy - k), (cx + k, cy + k), (cx - k, cy + k)]
    if shape == "triangle":
        return [(cx, cy - r * 1.1), (cx + r * 1.05, cy + r * 0.78), (cx - r * 1.05, cy + r * 0.78)]
    if shape == "diamond":
        return [(cx, cy - r * 1.12), (cx + r * 1.12, cy), (cx, cy + r * 1.12), (cx - r * 1.12, cy)]
    return [(cx + r * math.cos(math.radians(60 * i)), cy + r * math.sin(math.radians(60 * i))) for i in range(6)]


def seat_mark(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, seat: int, fill: Colour | None = None,
              outline: Colour | None = None, number: bool = True) -> None:
    """A player's marker: the seat's colour in the seat's shape (circle, square, triangle, diamond,
    hexagon), with the seat's number on it when there is room (r ≥ 7 px) — readable without
    telling red from green. ``fill`` overrides the colour (a vassal's, a faded one)."""
    fill = player_colour(seat) if fill is None else fill
    outline = C.ink if outline is None else outline
    shape = seat_shape(seat)
    if shape == "circle":
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=max(1, round(r / 8)))
    else:
        d.polygon(_shape_points(shape, cx, cy, r), fill=fill, outline=outline, width=max(1, round(r / 8)))
    if number and r >= 7:
        ty = cy + (r * 0.25 if shape == "triangle" else 0)
        size = max(8, round(r * 1.3))
        ink = player_text(seat) if fill == player_colour(seat) else (INK if sum(fill) > 450 else WHITE)
        with within(d, (cx - r * 1.15, cy - r * 1.15, cx + r * 1.15, cy + r * 1.15)):  # a number on the piece
            fast_text(d, (cx, ty), str(seat + 1), font(size, True), ink, "mm")


# ---------------------------------------------------------------------------------------- legend / table
@dataclass
class Cell:
    """One table cell: text, optional fill/ink/bold, optional colour swatch before the text (and
    a seat's mark: ``seat``). No ink or outline given: the theme's."""
    text: str = ""
    fill: Colour | None = None
    ink: Colour | None = None
    bold: bool = False
    swatch: Colour | None = None
    swatch_outline: Colour | None = None
    align: str = "m"  # "l", "m" or "r"
    seat: int | None = None
    size: int = 0  # px (0: the table's)
    wrap: bool = True  # a text too wide may take two lines (else it is cut: a player's name)


def legend(draw: ImageDraw.ImageDraw, x: float, y: float, items: Iterable[tuple[Colour, str]], size: int = 16,
           max_width: float | None = None, outline: Colour | None = None) -> float:
    """Colour swatches with words, wrapped to ``max_width``; returns the height used."""
    outline = C.ink if outline is None else outline
    f = font(size)
    sw = size
    cx, cy = x, y
    line_h = size + 8
    for colour, word in items:
        w = sw + 6 + f.getlength(word) + 16
        if max_width is not None and cx > x and cx + w > x + max_width:
            cx, cy = x, cy + line_h
        draw.rounded_rectangle((cx, cy + 2, cx + sw, cy + 2 + sw), radius=3, fill=colour, outline=outline)
        right = x + max_width if max_width is not None else draw.im.size[0]
        with within(draw, (x, cy, right, cy + line_h)):
            draw.text((cx + sw + 6, cy + 2 + sw / 2), word, font=f, fill=C.ink, anchor="lm")
        cx += w
    return cy + line_h - y


def table(draw: ImageDraw.ImageDraw, x: float, y: float, rows: Sequence[Sequence[Cell | str]],
          widths: Sequence[float], row_h: int = 30, size: int = 16, header: bool = True,
          highlight: set[int] | None = None, grid: Colour | None = None, least: int | None = None) -> tuple[float, float]:
    """Draw a table of cells at (x, y); row 0 is a bold header when ``header``. A text too wide
    for its cell is drawn smaller (down to ``least`` px), then on two lines, and cut only when
    even that does not fit. Returns (w, h)."""
    least = max(12, size - 6) if least is None else least
    highlight = highlight or set()
    grid = C.grid if grid is None else grid
    total_w = sum(widths)
    for ri, row in enumerate(rows):
        y0 = y + ri * row_h
        if ri in highlight:
            draw.rectangle((x, y0, x + total_w, y0 + row_h), fill=C.highlight)
        cx = x
        for ci, cell in enumerate(row):
            c = cell if isinstance(cell, Cell) else Cell(str(cell), bold=header and ri == 0)
            w = widths[ci]
            if c.fill is not None:
                draw.rectangle((cx + 2, y0 + 2, cx + w - 2, y0 + row_h - 2), fill=c.fill)
            sz = c.size or size
            f = font(sz, c.bold)
            tx = cx + 6
            ink = C.ink if c.ink is None else c.ink
            if c.seat is not None:
                s = row_h * 0.5
                seat_mark(draw, tx + s / 2, y0 + row_h / 2, s / 2, c.seat, fill=c.swatch)
                tx += s + 6
            elif c.swatch is not None:
                s = row_h * 0.5
                draw.rounded_rectangle((tx, y0 + (row_h - s) / 2, tx + s, y0 + (row_h + s) / 2), radius=3,
                                       fill=c.swatch, outline=C.ink if c.swatch_outline is None else c.swatch_outline)
                tx += s + 6
            if c.text:
                room = max(1.0, cx + w - 4 - tx)  # never past its cell
                lines = [c.text]
                if length(f, c.text) > room and c.wrap:
                    f, lines = fit_lines(c.text, room, row_h - 2, sz, c.bold, min(least, sz))
                elif length(f, c.text) > room:
                    f = fit_font(c.text, room, sz, c.bold, min(least, sz))
                    lines = [ellipsize(c.text, f, room)]
                line_h = f.size + 2
                with within(draw, (cx, y0, cx + w, y0 + row_h)):
                    for k, shown in enumerate(lines):
                        ly = y0 + row_h / 2 + (k - (len(lines) - 1) / 2) * line_h
                        if c.align == "l":
                            draw.text((tx, ly), shown, font=f, fill=ink, anchor="lm")
                        elif c.align == "r":
                            draw.text((cx + w - 6, ly), shown, font=f, fill=ink, anchor="rm")
                        else:
                            draw.text(((tx + cx + w) / 2 if c.swatch is not None else cx + w / 2, ly),
                                      shown, font=f, fill=ink, anchor="mm")
            cx += w
        draw.line((x, y0 + row_h, x + total_w, y0 + row_h), fill=grid, width=1)
    if header and rows:
        draw.line((x, y + row_h, x + total_w, y + row_h), fill=C.ink, width=2)
    return total_w, row_h * len(rows)


# ---------------------------------------------------------------------------------------- PNG
MAX_PNG_BYTES = 500_000


def to_png(img: Image.Image, optimize: bool = False, max_bytes: int = MAX_PNG_BYTES, palette: bool = True,
           compress_level: int = 6) -> bytes:
    """Encode ``img`` as PNG of at most ``max_bytes`` where possible.

    With ``palette`` (the default) the picture is first reduced to 256 colours (fast octree, no
    dithering): for flat board art this looks the same, encodes faster and is a third of the size.
    ``optimize`` asks zlib for its smallest output (slow: about 5× the encoding time).
    """
    out = img.convert("RGB") if img.mode not in ("RGB", "P", "L") else img
    attempts = ([256, 128, 64] if palette else [0, 256, 128, 64])
    data = b""
    for colours in attempts:
        pic = out if not colours or out.mode == "P" else out.quantize(
            colors=colours, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
        buf = io.BytesIO()
        pic.save(buf, "PNG", optimize=optimize, compress_level=compress_level)
        data = buf.getvalue()
        if len(data) <= max_bytes:
            break
    return data


# ---------------------------------------------------------------------------------------- the last move
CAPTION_SIZE = 46  # px: about 11 px when a 1700 px picture is shown 400 px wide (a phone)
CAPTION_MIN = 34
CAPTION_PAD = 14
LAST_MOVE: Colour = (232, 40, 120)  # the ring around what the last move changed


def with_caption(img: Image.Image, caption: str, narrow: bool = False) -> Image.Image:
    """``img`` with a band below it saying what the last move changed, in letters big enough to
    read when the picture is shrunk to a phone's width (the text is cut with "…" to fit; on a
    ``narrow`` picture it is wrapped first)."""
    caption = " ".join(caption.split())
    if not caption:
        return img
    if narrow:  # a phone's picture: wrapped onto up to three lines instead of cut
        return _caption_lines(img, caption)
    h = CAPTION_SIZE + 2 * CAPTION_PAD
    out, d, top = _caption_band(img, h)
    x0, x1 = 24, img.width - 16
    f = fit_font(caption, x1 - x0, CAPTION_SIZE, True, CAPTION_MIN)
    with d.within((x0, top, x1, top + h)):
        d.text((x0, top + h / 2), ellipsize(caption, f, x1 - x0), font=f, fill=C.ink, anchor="lm")
    return out


def _caption_band(img: Image.Image, h: int) -> tuple[Image.Image, "Draw", int]:
    """``img`` with an empty caption band ``h`` px high below it: the picture, its Draw, the band's top."""
    out = Image.new(img.mode, (img.width, img.height + h), C.paper)
    out.paste(img, (0, 0))
    d = Draw(out)
    top = img.height
    d.rectangle((0, top, img.width, top + h), fill=C.highlight)
    d.rectangle((0, top, 10, top + h), fill=C.last_move)
    return out, d, top


NARROW_CAPTION = (30, 24, 3)  # px, smallest px, lines: 20 px and 16 px at 400 px wide


def _wrap(text: str, f, width: float) -> list[str]:
    lines: list[str] = []
    for word in text.split():
        if lines and length(f, lines[-1] + " " + word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _caption_lines(img: Image.Image, caption: str) -> Image.Image:
    """``with_caption`` for a narrow picture: the largest size that says it all in three lines."""
    size, minimum, most = NARROW_CAPTION
    x0, x1 = 24, img.width - 16
    for s in range(size, minimum - 1, -1):
        f = font(s, True)
        lines = _wrap(caption, f, x1 - x0)
        if len(lines) <= most:
            break
    if len(lines) > most:  # still too long at the smallest size: the last line is cut
        lines = lines[:most - 1] + [ellipsize(" ".join(lines[most - 1:]), f, x1 - x0)]
    line_h = f.size + 8
    h = line_h * len(lines) + 2 * CAPTION_PAD
    out, d, top = _caption_band(img, h)
    for i, line in enumerate(lines):
        y = top + CAPTION_PAD + line_h * (i + 0.5)
        with d.within((x0, y - line_h / 2, x1, y + line_h / 2)):
            d.text((x0, y), line, font=f, fill=C.ink, anchor="lm")
    return out


def ring(d: ImageDraw.ImageDraw, box: Box, width: int = 5, radius: int = 8) -> None:
    """Mark one thing the last move changed: a bright rounded frame around ``box``."""
    x0, y0, x1, y1 = box
    d.rounded_rectangle((x0 - width, y0 - width, x1 + width, y1 + width), radius=radius, outline=C.last_move,
                        width=width)


# ---------------------------------------------------------------------------------------- static layers
# What never changes during a game (the map, its hexes and cities, legends, the frame) is drawn
# once into a layer (``layer_cache``: per its arguments and the theme) and each board copies it
# and draws only what changed. The layer also fixes the board's 256 colours (``layer_palette``):
# encoding maps each pixel onto that palette (~2 ms for a large board) instead of searching
# a palette for every board (octree, ~17 ms).
def is_recording() -> bool:
    """Whether text boxes are being recorded (``recording``): layers are drawn in place then."""
    return _RECORD is not None


def covered(box: Box) -> None:
    """Forget the recorded words inside ``box``: the board just painted over them (a layer's word
    under a piece of the move), so they are not there to overlap anything."""
    if _RECORD is not None:
        x0, y0, x1, y1 = box
        _RECORD[:] = [b for b in _RECORD if b.is_mark or not (
            b.ink[0] >= x0 - 1 and b.ink[1] >= y0 - 1 and b.ink[2] <= x1 + 1 and b.ink[3] <= y1 + 1)]


def clear_layers() -> None:
    """Forget every cached layer (a cold render: benchmarks, tests)."""
    for cached in _LAYERS:
        cached.cache_clear()


def theme_colours() -> list[Colour]:
    """Every colour of the current theme (pieces, players, companies, surfaces)."""
    t = _THEME.get()
    out: list[Colour] = [WHITE, BLACK, GOLD, SILVER]
    for value in vars(t).values():
        if isinstance(value, Mapping):
            out.extend(value.values())
        elif isinstance(value, tuple) and value and isinstance(value[0], tuple):
            out.extend(value)
        elif isinstance(value, tuple) and len(value) == 3:
            out.append(value)
    return out


def layer_palette(layer: Image.Image, colours: Iterable[Colour] = ()) -> Image.Image:
    """A 256-colour palette for boards drawn over ``layer``: the theme's colours and ``colours``
    (what else the changing pieces are drawn in) exactly, the rest picked from the layer."""
    exact: list[tuple[int, int, int]] = []
    for c in (*theme_colours(), *colours):
        c = tuple(int(v) for v in c[:3])
        if c not in exact:
            exact.append(c)
    exact = exact[:200]
    octree = layer.convert("RGB").quantize(colors=256 - len(exact), method=Image.Quantize.FASTOCTREE,
                                           dither=Image.Dither.NONE)
    raw = octree.getpalette() or []
    chosen = list(exact)
    for _count, i in sorted(octree.getcolors(256) or [], key=lambda t: t[1]):
        c = tuple(raw[3 * i:3 * i + 3])
        if len(c) == 3 and c not in chosen:
            chosen.append(c)
    chosen = chosen[:256]
    chosen += [chosen[-1]] * (256 - len(chosen))
    palette = Image.new("P", (1, 1))
    palette.putpalette([v for c in chosen for v in c])
    return palette


def to_png_on(img: Image.Image, palette: Image.Image, max_bytes: int = MAX_PNG_BYTES,
              compress_level: int = 3) -> bytes:
    """``img`` as PNG in the fixed ``palette`` (``layer_palette``; nearest colour, no dithering);
    ``to_png`` when that comes out too big."""
    pic = (img if img.mode == "RGB" else img.convert("RGB")).quantize(palette=palette, dither=Image.Dither.NONE)
    buf = io.BytesIO()
    pic.save(buf, "PNG", compress_level=compress_level)
    data = buf.getvalue()
    return data if len(data) <= max_bytes else to_png(img, max_bytes=max_bytes)
