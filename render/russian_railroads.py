"""The Russian Railroads (Ruské železnice) board as a PNG: the main board and every player board.

Drawn from the onlooker's view (``state.view(None)``) only: nobody's end-bonus cards show.

Portrait and 800 px wide, so that a phone showing it 400 px wide still reads it (text ≥ 15 px):
the round and turn order, the engineer strip (hire space marked), every action space by its
name with the colours of the players on it, the supply (locomotive stacks, "?" cards, coins,
doubling tokens, the end-bonus pile). Below, one panel per player: score, workers, coins,
engineers and what the next scoring gives line by line (after the game: the end-bonus cards and
the engineer majority, revealed); each line as a row of spaces coloured by
the rail covering it (real rails bold, virtual rails pale), its locomotive reach underlined in
red, doubling tokens as gold bars over Trans-Siberian spaces, the marks of the special spaces
under it; the industry track with factories and markers.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Callable, Mapping, Sequence

from PIL import Image, ImageDraw

from vypravci.games.russian_railroads.data import COLOURS, LINES, load_board, load_components
from vypravci.games.russian_railroads.scoring import round_score

from . import kit
from .kit import C, WHITE, ellipsize, font, length, mix, player_colour, surface, text
from .palette import keeping_flat

RAIL_COLOURS = {"black": (30, 30, 30), "grey": (140, 140, 145), "brown": (130, 82, 40),
                "natural": (214, 190, 140), "white": (252, 252, 252)}
GOLD = (222, 170, 40)
HIRE_FILL, VAR_FILL = (255, 228, 130), (205, 226, 248)  # the engineer strip's hire and variable spaces
FACTORY_FILL, GAP_FILL = (190, 220, 190), (225, 225, 225)
DEFAULT_WORDS = {
    "title": "Russian Railroads", "round": "Round", "order": "Turn order", "engineers": "Engineers",
    "hire": "hire", "spaces": "Action spaces", "supply": "Supply", "locos": "Locomotives",
    "cards": "? cards", "coins": "coins", "doubling": "doubling", "score": "Score", "workers": "workers",
    "next": "next scoring", "industry": "Industry", "ts": "Trans-Siberian", "spb": "St. Petersburg",
    "kiev": "Kiev", "tokens": "tokens", "end-cards": "end cards", "passed": "passed", "over": "Game over",
    "pile": "end-bonus pile", "worker-mark": "+W", "factory-mark": "F", "majority": "engineer majority",
    "revalued": "+value", "medal": "medal",
    "legend": "Under the spaces: a coloured square: that colour's rails arrive; +W: a new worker; "
              "?: a ? token; ×2: St. Petersburg doubles; +n: Kiev bonus. Red line: locomotive reach; "
              "gold bar: doubling token.",
}
WIDTH = 800
M = 12  # margin
CELL = 40  # one space of a line or of the industry track
SPACE_H = 32  # one action space
TALL_SPACE_H = 50  # one whose name takes two lines


@dataclass
class Labels:
    words: Mapping[str, str] = field(default_factory=dict)
    players: Sequence[str] | None = None
    theme: str = "light"  # kit.THEMES

    def word(self, key: str) -> str:
        return self.words.get(key) or DEFAULT_WORDS.get(key, key)

    def named(self, kind: str, key: str) -> str:
        """An action space or a "?" card by its name (its id when no name was given)."""
        return self.words.get(f"{kind}-{key}") or key

    def player(self, view: dict, seat: int) -> str:
        if self.players is not None and seat < len(self.players) and self.players[seat]:
            return self.players[seat]
        return str(view["seats"][seat].get("name") or f"#{seat + 1}")


def labels_for(state, t: Callable[..., str], company_name: Callable[[str], str] | None = None,
               city_name: Callable[[Any], str] | None = None) -> Labels:
    """Word ``k`` is message ``render-rr-k`` (English if missing); action spaces and "?" cards are
    named by ``rr-choice-space-<id>`` and ``rr-choice-card-<id>``."""
    keys = {key: f"render-rr-{key}" for key in DEFAULT_WORDS}
    keys |= {f"space-{s.id}": f"rr-choice-space-{s.id}" for s in load_board().spaces}
    keys |= {f"card-{c.id}": f"rr-choice-card-{c.id}" for c in (*load_components().cards, *load_components().end_cards)}
    words = {}
    for key, msg in keys.items():
        got = t(msg)
        if got and got != msg:
            words[key] = got
    return Labels(words=words, players=[seat.name for seat in state.seats])


# The picture reads nothing but the onlooker's view: a render process gets a snapshot of it instead
# of the whole state (render/pool.py's ViewSnapshot; the same boards, tested in tests/test_render_pool.py).
DRAWS_FROM_VIEW = True


def public_view(state) -> dict:
    return state.view(None)


# ---------------------------------------------------------------------------------------- pieces
def _dot(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, seat: int) -> None:
    """A player's worker or marker: the seat's colour, shape and number."""
    kit.seat_mark(d, cx, cy, r, seat)


def _wrap(d: ImageDraw.ImageDraw, x: int, y: int, parts: list[str], f, width: int, sep: str = " · ") -> int:
    """Draw ``parts`` joined by ``sep``, breaking lines between parts; the y below the text."""
    line = ""
    for part in parts:
        trial = part if not line else line + sep + part
        if line and length(f, trial) > width:
            text(d, (x, y), line + ("," if sep.strip() == "," else ""), f)
            y += f.size + 6
            line = part
        else:
            line = trial
    if line:
        text(d, (x, y), line, f)
        y += f.size + 6
    return y


def _spaces_in_play(view: dict) -> list:
    board = load_board()
    n = len(view["players"])
    last = view["round"] == view["rounds"]
    variable = {"engineer-left": -3, "engineer-right": -2}  # empty when their engineer left
    strip = view["strip"]
    return [s for s in board.spaces if not (s.closed_2p and n == 2) and not (s.first_rounds and last)
            and not (s.last_round and not last)
            and not (s.id in variable and (len(strip) < -variable[s.id] or strip[variable[s.id]] is None))]


def _main_board(d: ImageDraw.ImageDraw, view: dict, labels: Labels, top: int) -> int:
    fb, f, fs = font(18, True), font(17), font(16)
    x, right = M, WIDTH - M
    title = f"{labels.word('title')} — {labels.word('round')} {max(1, view['round'])}/{view['rounds']}"
    if view["stage"] == "over":
        title += f" — {labels.word('over')}"
    text(d, (x, top), ellipsize(title, font(26, True), right - x), font(26, True))
    # Turn order: a dot and a name each, wrapping.
    y = top + 42
    head = labels.word("order") + ":"
    text(d, (x, y), head, fb)
    ox = x + length(fb, head) + 12
    for place, seat in enumerate(view["order"]):
        name = f"{place + 1}. {labels.player(view, seat)}"
        if view["players"][seat]["passed"]:
            name += f" ({labels.word('passed')})"
        w = 24 + length(f, name) + 16
        if ox + w > right:
            ox, y = x + 20, y + 28
        _dot(d, ox + 9, y + 11, 9, seat)
        text(d, (ox + 24, y + 1), name, f)
        ox += w
    # Engineer strip: previews, the two variable spaces (blue), the hire space (gold).
    y += 38
    head = labels.word("engineers") + ":"
    text(d, (x, y + 2), head, fb)
    ex = x + length(fb, head) + 12
    strip = view["strip"]
    for i, number in enumerate(strip):
        kind = "hire" if i == len(strip) - 1 else "var" if i >= len(strip) - 3 else "preview"
        fill = {"hire": surface(HIRE_FILL), "var": surface(VAR_FILL), "preview": C.panel}[kind]
        d.rectangle((ex, y - 2, ex + 54, y + 28), fill=fill, outline=C.ink if kind != "preview" else C.grid,
                    width=2 if kind == "hire" else 1)
        text(d, (ex + 27, y + 13), "—" if number is None else f"#{number}", f, anchor="mm")
        ex += 60
    text(d, (ex + 4, y + 5), f"← {labels.word('hire')}", fs, fill=C.muted)
    # Action spaces: two columns of names, the players on each as dots on the right.
    y += 44
    text(d, (x, y), labels.word("spaces") + ":", fb)
    y += 28
    spaces = _spaces_in_play(view)
    cw = (right - x - 8) // 2
    rows = (len(spaces) + 1) // 2
    cells = []  # (space, players on it, lines, font): a name too long for one line takes two
    for s in spaces:
        on = view["occupied"].get(s.id, [])
        name = labels.named("space", s.id)
        engineer = {"engineer-left": -3, "engineer-right": -2, "hire": -1}.get(s.id)
        if engineer is not None and len(view["strip"]) >= -engineer and view["strip"][engineer] is not None:
            name = f"#{view['strip'][engineer]} {name}"
        nf, lines = kit.fit_lines(name, cw - 12 - min(len(on), 4) * 18, TALL_SPACE_H - 6, 16, False, 15)
        cells.append((s, on, lines, nf))
    heights = [max(SPACE_H if len(c[2]) == 1 else TALL_SPACE_H for c in cells[r::rows]) for r in range(rows)]
    tops = [y + sum(heights[:r]) for r in range(rows)]
    for i, (s, on, lines, nf) in enumerate(cells):
        cx, cy, h = x + (i // rows) * (cw + 8), tops[i % rows], heights[i % rows]
        box = (cx, cy, cx + cw, cy + h - 4)
        d.rectangle(box, fill=C.card if not on else mix(player_colour(on[0]), C.card, 0.75), outline=C.grid)
        mid = cy + (h - 4) / 2
        with kit.within(d, box):
            for k, line in enumerate(lines):
                text(d, (cx + 6, mid + (k - (len(lines) - 1) / 2) * (nf.size + 2)), line, nf, anchor="lm")
        for k, seat in enumerate(on[:4]):
            _dot(d, cx + cw - 12 - 18 * k, mid, 7, seat)
    y += sum(heights) + 8
    # Supply.
    stacks = " ".join(f"#{t}×{c}" for t, c in sorted(view["stacks"].items(), key=lambda kv: int(kv[0])) if c)
    returned = (" +" + ",".join(f"#{t}" for t in view["returned"])) if view["returned"] else ""
    pile = len(view["pile"]) if isinstance(view["pile"], list) else view["pile"]
    text(d, (x, y), labels.word("supply") + ":", fb)
    y += 26
    y = _wrap(d, x + 10, y, [f"{labels.word('locos')} {stacks or '—'}{returned}", f"{labels.word('coins')} {view['bank']}",
                             f"{labels.word('doubling')} {view['doubling_supply']}", f"{labels.word('pile')} {pile}"],
              fs, right - x - 10)
    names = [labels.named("card", c) for c in view["cards"]] or ["—"]
    names[0] = f"{labels.word('cards')}: {names[0]}"
    y = _wrap(d, x + 10, y, names, fs, right - x - 10, sep=", ")
    y = _wrap(d, x, y + 4, labels.word("legend").split(" "), font(16), right - x, sep=" ")
    return y + 6


def _marks(p: dict, line: str, labels: Labels) -> dict[int, str]:
    """Marks under the special spaces of a line (pp. 16–17): new rails (a colour name, drawn as a
    square of that colour), a worker (+W), a token (?), the St. Petersburg doubling (×2), the Kiev
    bonuses (+n) and medal (20)."""
    board = load_board()
    marks: dict[int, str] = {}
    for sp in board.specials:
        if sp.line != line:
            continue
        kind = sp.reward.split(":")[-1]
        marks[sp.space] = {"worker": labels.word("worker-mark"), "token": "?"}.get(kind, kind)
    if line == "spb":
        marks[board.spb_double.space] = "×2"
    if line == "kiev":
        for space, bonus in board.kiev_bonus.items():
            marks[space] = f"+{bonus}"
        if p["medal"]:
            marks[board.kiev_medal.space] = str(board.kiev_medal.points)
    return marks


def _line_row(d: ImageDraw.ImageDraw, p: dict, line: str, points: int, x: int, y: int, labels: Labels) -> int:
    """One line: its name, locomotives and points above; its spaces; the marks below. The y below."""
    board = load_board()
    length_ = board.line(line).length
    held = p["rails"][line]
    reach = min(sum(p["locos"][line]), length_)
    locos = "+".join(str(t) for t in p["locos"][line]) or "—"
    title = f"{labels.word(line)}: {points} · {labels.word('locos')} {locos}"
    if line == "ts" and p["doubling"]:
        title += f" · {labels.word('doubling')} {p['doubling']}"
    text(d, (x, y), title, font(16, True))
    y += 24
    for space in range(1, length_ + 1):
        colour = None
        for c in COLOURS:
            if held.get(c, 0) >= space:
                colour = c
        real = any(pos == space for pos in held.values())
        cx = x + (space - 1) * CELL
        fill = RAIL_COLOURS[colour] if colour else C.card
        if colour and not real:  # virtual rails: pale; virtual black scores nothing, left blank
            fill = C.card if colour == "black" else mix(fill, C.card, 0.55)
        d.rectangle((cx, y, cx + CELL - 3, y + CELL - 3), fill=fill, outline=C.ink if real else C.grid,
                    width=3 if real else 1)
        if line == "ts" and space <= p["doubling"]:
            d.rectangle((cx + 3, y + 3, cx + CELL - 6, y + 8), fill=GOLD)
        dark = colour in ("black", "grey", "brown") and real
        on_piece = colour in ("natural", "white") and real  # light pieces keep dark numbers
        text(d, (cx + CELL // 2 - 1, y + CELL // 2), str(space), font(16, real),
             fill=WHITE if dark else kit.INK if on_piece else C.muted, anchor="mm")
    if reach:
        d.line((x, y + CELL + 1, x + reach * CELL - 3, y + CELL + 1), fill=C.red, width=5)
    for space, mark in _marks(p, line, labels).items():
        mx, my = x + (space - 1) * CELL + CELL // 2 - 1, y + CELL + 14
        if mark in RAIL_COLOURS:
            d.rectangle((mx - 7, my - 7, mx + 7, my + 7), fill=RAIL_COLOURS[mark], outline=C.ink)
        else:
            text(d, (mx, my), mark, font(16, True), fill=C.muted, anchor="mm")
    return y + CELL + 26


def _player(d: ImageDraw.ImageDraw, view: dict, seat: int, labels: Labels, y: int) -> int:
    """One player's board across the picture; the y below it."""
    p = view["players"][seat]
    x, w = M, WIDTH - 2 * M
    top = y
    name = labels.player(view, seat)
    row = round_score(p)
    y += 10
    kit.seat_mark(d, x + 26, y + 13, 13, seat)  # the frame's colour, with its shape and number
    text(d, (x + 48, y), ellipsize(f"{name}: {p['score']}", font(22, True), w - 60), font(22, True))
    y += 32
    f = font(16)
    extras = [labels.word(k) for k, on in (("revalued", p["revalued"]), ("medal", p["medal"])) if on]
    y = _wrap(d, x + 12, y, [f"{labels.word('workers')} {p['workers']}+{p['seasonal']}",
                             f"{labels.word('coins')} {p['coins']}",
                             f"{labels.word('tokens')} {len(p['tokens'])}",
                             f"{labels.word('end-cards')} {len(p['end_cards'])}", *extras], f, w - 24)
    y = _wrap(d, x + 12, y, [f"{labels.word('engineers')}: " + (", ".join(f"#{e}" for e in p["engineers"]) or "—")],
              f, w - 24)
    final = (view.get("final") or [None] * (seat + 1))[seat]
    if final is not None:  # the game is over: end-bonus cards and the engineer majority, revealed
        parts = [f"{labels.named('card', c)} {pts}" for c, pts in final["end_cards"].items()]
        parts.append(f"{labels.word('majority')} {final['engineers']}")
        parts[0] = f"{labels.word('end-cards')}: {parts[0]}"
        y = _wrap(d, x + 12, y, parts, font(16, True), w - 24, sep=", ") + 8
    else:
        text(d, (x + 12, y), f"{labels.word('next')}: +{row['total']}", font(17, True))
        y += 30
    for line in LINES:
        y = _line_row(d, p, line, row[line], x + 12, y, labels)
    # Industry track: values, factories in the gaps, markers under it.
    text(d, (x + 12, y), f"{labels.word('industry')}: {row['industry']}", font(16, True))
    y += 24
    gap_no = 0
    for i, space in enumerate(load_board().industry):
        cx = x + 12 + i * CELL
        if space.gap:
            tile = p["factories"][gap_no] if gap_no < len(p["factories"]) else None
            gap_no += 1
            fill, label = (surface(FACTORY_FILL), f"{labels.word('factory-mark')}{tile}") if tile else (surface(GAP_FILL), "")
        else:
            fill, label = C.card, "?" if space.token else str(space.value)
        d.rectangle((cx, y, cx + CELL - 3, y + CELL - 3), fill=fill, outline=C.grid)
        text(d, (cx + CELL // 2 - 1, y + CELL // 2), label, font(16), anchor="mm")
    for k, pos in enumerate(p["industry"]):
        _dot(d, x + 12 + pos * CELL + CELL // 2 - 1 + 10 * k, y + CELL + 9, 8, seat)
    y += CELL + 24
    d.rectangle((x, top, x + w, y), outline=player_colour(seat), width=4)
    return y + 12


def _draw(state, labels: Labels | None) -> Image.Image:
    labels = labels or Labels()
    view = public_view(state)
    img = Image.new("RGB", (WIDTH, 900 + 560 * len(view["players"])), C.paper)
    d = kit.Draw(img)
    y = _main_board(d, view, labels, M)
    for seat in range(len(view["players"])):  # seat order: each player finds their board in one place
        y = _player(d, view, seat, labels, y)
    return img.crop((0, 0, WIDTH, y))


def render_image(state, labels: Labels | None = None) -> Image.Image:
    """The board picture of ``state`` in the theme its labels ask for (the state is only read)."""
    with kit.themed(kit.theme_of(labels)):
        return _draw(state, labels)


def render_board(state, labels: Labels | None = None) -> bytes:
    """The board picture of ``state`` as PNG bytes, in the theme's fixed 256 colours (``_palette``:
    no colour search per board)."""
    img = render_image(state, labels)
    with kit.themed(kit.theme_of(labels)):
        return kit.to_png_on(img, _palette(C.name))


@lru_cache(maxsize=4)
def _palette(theme: str) -> Image.Image:
    """The 256 colours of every board in one theme (the current one): each flat colour the board
    uses exactly, the rest picked from a sample of its text and edges on each of its surfaces
    (the same in every process, whatever was drawn before)."""
    rails = list(RAIL_COLOURS.values())
    seats = [player_colour(i) for i in range(len(C.players))]
    fills = [C.paper, C.panel, C.card, *(surface(c) for c in (HIRE_FILL, VAR_FILL, FACTORY_FILL, GAP_FILL)),
             *rails, *(mix(r, C.card, 0.55) for r in rails), GOLD, *(mix(p, C.card, 0.75) for p in seats)]
    inks = [C.ink, C.muted, C.red, C.grid, WHITE, kit.INK, *seats]
    sample = Image.new("RGB", (48 * len(inks), 28 * len(fills)), C.paper)
    d = kit.Draw(sample)
    for row, fill in enumerate(fills):
        for col, ink in enumerate(inks):
            x, y = 48 * col, 28 * row
            d.rectangle((x, y, x + 47, y + 27), fill=fill, outline=ink)
            text(d, (x + 4, y + 4), "Ag8", font(16, col % 2 == 0), fill=ink)
    return keeping_flat(sample, [*fills, *inks])
