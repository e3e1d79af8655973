"""The Russian Railroads (Ruské železnice) board as a PNG: the main board and every player board.

Drawn from the onlooker's view (``state.view(None)``) only: nobody's end-bonus cards show.

Layout (1600 px wide): along the top the main board — round and turn order, the engineer strip
(hire space on the right), every action space with the colours of the players on it, the supply
(locomotive stacks, "?" cards, coins, doubling tokens). Below, one panel per player: the three
lines as rows of spaces coloured by the rail covering each (real rails bold, virtual rails pale),
locomotive reach underlined, doubling tokens over Trans-Siberian 1–8, the industry track with
factories and markers, and a line with score, workers, coins, engineers and what the next scoring
will give.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from PIL import Image, ImageDraw

from games.russian_railroads.data import COLOURS, LINES, load_board
from games.russian_railroads.scoring import round_score

from .kit import GRID, INK, MUTED, PANEL, PAPER, WHITE, font, mix, player_colour, text, to_png

RAIL_COLOURS = {"black": (30, 30, 30), "grey": (140, 140, 145), "brown": (130, 82, 40),
                "natural": (214, 190, 140), "white": (252, 252, 252)}
DEFAULT_WORDS = {
    "title": "Russian Railroads", "round": "Round", "order": "Turn order", "engineers": "Engineers",
    "hire": "hire", "spaces": "Action spaces", "supply": "Supply", "locos": "Locomotives",
    "cards": "? cards", "coins": "coins", "doubling": "doubling", "score": "Score", "workers": "workers",
    "next": "next scoring", "industry": "Industry", "ts": "Trans-Siberian", "spb": "St. Petersburg",
    "kiev": "Kiev", "tokens": "tokens", "end-cards": "end cards", "passed": "passed", "over": "Game over",
    "pile": "end-bonus pile",
}
WIDTH = 1600
PANEL_H = 336


@dataclass
class Labels:
    words: Mapping[str, str] = field(default_factory=dict)
    players: Sequence[str] | None = None

    def word(self, key: str) -> str:
        return self.words.get(key) or DEFAULT_WORDS.get(key, key)

    def player(self, view: dict, seat: int) -> str:
        if self.players is not None and seat < len(self.players) and self.players[seat]:
            return self.players[seat]
        return str(view["seats"][seat].get("name") or f"#{seat + 1}")


def labels_for(state, t: Callable[..., str], company_name: Callable[[str], str] | None = None,
               city_name: Callable[[Any], str] | None = None) -> Labels:
    """Word ``k`` is message ``render-rr-k`` (English if missing)."""
    words = {}
    for key in DEFAULT_WORDS:
        msg = f"render-rr-{key}"
        got = t(msg)
        if got and got != msg:
            words[key] = got
    return Labels(words=words, players=[seat.name for seat in state.seats])


def public_view(state) -> dict:
    return state.view(None)


# ---------------------------------------------------------------------------------------- pieces
def _dot(d: ImageDraw.ImageDraw, cx: float, cy: float, r: float, seat: int) -> None:
    d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=player_colour(seat), outline=INK)


def _main_board(d: ImageDraw.ImageDraw, view: dict, labels: Labels, top: int) -> int:
    board = load_board()
    f, fb, fs = font(16), font(18, True), font(13)
    n = len(view["players"])
    x = 20
    text(d, (x, top), f"{labels.word('title')} — {labels.word('round')} {max(1, view['round'])}/{view['rounds']}", font(24, True))
    if view["stage"] == "over":
        text(d, (x + 520, top), labels.word("over"), font(24, True))
    # Turn order.
    y = top + 40
    text(d, (x, y), labels.word("order") + ":", fb)
    ox = x + 130
    for place, seat in enumerate(view["order"]):
        _dot(d, ox + 10, y + 11, 10, seat)
        name = labels.player(view, seat) + (f" ({labels.word('passed')})" if view["players"][seat]["passed"] else "")
        text(d, (ox + 26, y + 2), f"{place + 1}. {name}", f)
        ox += 60 + 9 * len(name)
    # Engineer strip.
    y += 34
    text(d, (x, y), labels.word("engineers") + ":", fb)
    ex = x + 130
    strip = view["strip"]
    for i, number in enumerate(strip):
        kind = "hire" if i == len(strip) - 1 else "var" if i >= len(strip) - 3 else "preview"
        fill = {"hire": (255, 236, 150), "var": (220, 236, 250), "preview": PANEL}[kind]
        d.rectangle((ex, y - 2, ex + 56, y + 24), fill=fill, outline=GRID)
        text(d, (ex + 28, y + 11), "—" if number is None else f"#{number}", f, anchor="mm")
        ex += 62
    text(d, (ex + 6, y + 2), f"← {labels.word('hire')}", fs, fill=MUTED)
    # Action spaces with occupants.
    y += 40
    text(d, (x, y), labels.word("spaces") + ":", fb)
    y += 26
    last = view["round"] == view["rounds"]
    spaces = [s for s in board.spaces if not (s.closed_2p and n == 2) and not (s.first_rounds and last)
              and not (s.last_round and not last)]
    cols, cw, ch = 8, 192, 30
    for i, s in enumerate(spaces):
        cx, cy = x + (i % cols) * cw, y + (i // cols) * ch
        cost = "·" * s.workers + ("$" * s.coins)
        d.rectangle((cx, cy, cx + cw - 6, cy + ch - 4), fill=WHITE, outline=GRID)
        text(d, (cx + 4, cy + 5), f"{s.id} {cost}", fs)
        for k, seat in enumerate(view["occupied"].get(s.id, [])[:6]):
            _dot(d, cx + cw - 16 - 14 * k, cy + 13, 6, seat)
    y += ((len(spaces) + cols - 1) // cols) * ch + 8
    # Supply.
    stacks = " ".join(f"#{t}×{c}" for t, c in sorted(view["stacks"].items(), key=lambda kv: int(kv[0])) if c)
    returned = (" +" + ",".join(f"#{t}" for t in view["returned"])) if view["returned"] else ""
    supply = (f"{labels.word('supply')}: {labels.word('locos')} {stacks or '—'}{returned}   "
              f"{labels.word('cards')}: {', '.join(view['cards']) or '—'}   {labels.word('coins')}: {view['bank']}   "
              f"{labels.word('doubling')}: {view['doubling_supply']}   "
              f"{labels.word('pile')}: {len(view['pile']) if isinstance(view['pile'], list) else view['pile']}")
    text(d, (x, y), supply, f)
    return y + 30


def _marks(p: dict, line: str) -> dict[int, str]:
    """Short marks under the special spaces of a line (pp. 16–17): new rails, a worker (+W), a token
    (?), the St. Petersburg doubling (×2), the Kiev bonuses (+n) and medal (20)."""
    board = load_board()
    marks: dict[int, str] = {}
    for sp in board.specials:
        if sp.line != line:
            continue
        kind = sp.reward.split(":")[-1]
        marks[sp.space] = {"worker": "+W", "token": "?", "grey": "G", "brown": "B", "natural": "N",
                           "white": "W"}.get(kind, kind)
    if line == "spb":
        marks[board.spb_double.space] = "×2"
    if line == "kiev":
        for space, bonus in board.kiev_bonus.items():
            marks[space] = f"+{bonus}"
        if p["medal"]:
            marks[board.kiev_medal.space] = str(board.kiev_medal.points)
    return marks


def _line_row(d: ImageDraw.ImageDraw, p: dict, line: str, x: int, y: int, cell: int, labels: Labels) -> None:
    board = load_board()
    length = board.line(line).length
    held = p["rails"][line]
    reach = min(sum(p["locos"][line]), length)
    text(d, (x, y + cell // 2), labels.word(line), font(14, True), anchor="lm")
    x0 = x + 120
    for space in range(1, length + 1):
        colour = None
        for c in COLOURS:
            if held.get(c, 0) >= space:
                colour = c
        real = any(pos == space for pos in held.values())
        cx = x0 + (space - 1) * cell
        fill = RAIL_COLOURS[colour] if colour else WHITE
        if colour and not real:  # virtual rails: pale; virtual black scores nothing, left blank
            fill = WHITE if colour == "black" else mix(fill, WHITE, 0.55)
        d.rectangle((cx, y, cx + cell - 3, y + cell - 3), fill=fill, outline=INK if real else GRID, width=3 if real else 1)
        dark = colour in ("black", "grey", "brown") and real
        text(d, (cx + cell // 2 - 1, y + cell // 2 - 1), str(space), font(12), fill=WHITE if dark else MUTED, anchor="mm")
        if line == "ts" and space <= p["doubling"]:
            text(d, (cx + cell // 2, y - 9), "×2", font(11, True), anchor="mm")
    if reach:
        d.line((x0, y + cell + 1, x0 + reach * cell - 3, y + cell + 1), fill=(200, 30, 40), width=4)
    for space, mark in _marks(p, line).items():
        text(d, (x0 + (space - 1) * cell + cell // 2 - 1, y + cell + 11), mark, font(10, True), fill=MUTED, anchor="mm")
    locos = "+".join(str(t) for t in p["locos"][line]) or "—"
    text(d, (x0 + length * cell + 8, y + cell // 2), f"L {locos}", font(14), anchor="lm")


def _player(d: ImageDraw.ImageDraw, view: dict, seat: int, labels: Labels, x: int, y: int, w: int) -> None:
    p = view["players"][seat]
    colour = player_colour(seat)
    d.rectangle((x, y, x + w, y + PANEL_H - 16), fill=PAPER, outline=colour, width=4)
    name = labels.player(view, seat)
    row = round_score(p)
    text(d, (x + 12, y + 8), f"{name}: {p['score']}", font(20, True), fill=INK)
    if p["revalued"] or p["medal"]:
        extras = " ".join(k for k, on in (("+value", p["revalued"]), ("medal", p["medal"])) if on)
        text(d, (x + 260, y + 12), extras, font(13), fill=MUTED)
    info = (f"{labels.word('workers')} {p['workers']}+{p['seasonal']}   {labels.word('coins')} {p['coins']}   "
            f"{labels.word('engineers')} {', '.join(f'#{e}' for e in p['engineers']) or '—'}   "
            f"{labels.word('tokens')} {len(p['tokens'])}   {labels.word('end-cards')} {len(p['end_cards'])}   "
            )
    text(d, (x + 12, y + 35), info, font(14))
    parts = " + ".join(f"{labels.word(k)} {row[k]}" for k in ("ts", "spb", "kiev", "industry"))
    text(d, (x + 12, y + 56), f"{labels.word('next')}: +{row['total']} ({parts})", font(14, True))
    cell = 30
    ly = y + 92
    for line in LINES:
        _line_row(d, p, line, x + 12, ly, cell, labels)
        ly += cell + 22
    # Industry track.
    track = load_board().industry
    text(d, (x + 12, ly + cell // 2), labels.word("industry"), font(14, True), anchor="lm")
    x0 = x + 132
    gap_no = 0
    for i, space in enumerate(track):
        cx = x0 + i * cell
        if space.gap:
            tile = p["factories"][gap_no] if gap_no < len(p["factories"]) else None
            gap_no += 1
            fill, label = ((190, 220, 190), f"F{tile}") if tile else ((225, 225, 225), "")
        else:
            fill, label = WHITE, "?" if space.token else str(space.value)
        d.rectangle((cx, ly, cx + cell - 3, ly + cell - 3), fill=fill, outline=GRID)
        text(d, (cx + cell // 2 - 1, ly + cell // 2 - 1), label, font(11), anchor="mm")
    for k, pos in enumerate(p["industry"]):
        _dot(d, x0 + pos * cell + cell // 2 - 1, ly + cell + 6, 6 - k, seat)


def _draw(state, labels: Labels | None) -> Image.Image:
    labels = labels or Labels()
    view = public_view(state)
    n = len(view["players"])
    rows = (n + 1) // 2
    height = 330 + 40 + rows * PANEL_H + 20 + 30 * ((len(load_board().spaces) + 7) // 8)
    img = Image.new("RGB", (WIDTH, height), PAPER)
    d = ImageDraw.Draw(img)
    y = _main_board(d, view, labels, 14)
    w = WIDTH // 2 - 30
    for seat in range(n):
        px = 20 + (seat % 2) * (w + 20)
        py = y + (seat // 2) * PANEL_H
        _player(d, view, seat, labels, px, py, w)
    return img.crop((0, 0, WIDTH, y + rows * PANEL_H + 4))


def render_board(state, labels: Labels | None = None) -> bytes:
    """The board picture of ``state`` as PNG bytes."""
    return to_png(_draw(state, labels))
