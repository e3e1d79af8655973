"""18Lilliput's face: /ll, its values in words (tiles, positions, cards, sides, characters, trains,
splits), the stage for /game status, and its turn components (bot/discord/components/lilliput.py: pay out /
withhold, accept / refuse a train offer, pass, and laying a tile square by square — position,
tile, rotation — with a preview picture before it is confirmed).

Words come from messages ``ll-face-…`` and the picture's words ``render-ll-…``.
"""
from __future__ import annotations

from functools import cache
from typing import Any

from vypravci.games.core import GameState

from . import Face


@cache
def _variant_tiles():
    from vypravci.games.lilliput.track.tiles import tiles_for

    return tiles_for(("brobdingnag", "allenbeck", "laputa", "scenario"))


def tile_design(tile_id: str):
    """A tile design by id: the base manifest, else the variants' and scenarios' tiles (None: unknown)."""
    from vypravci.games.lilliput.track.tiles import load_tiles

    for manifest in (load_tiles(), _variant_tiles()):
        if manifest.has(tile_id):
            return manifest.get(tile_id)
    return None


def tile_piece(p, tile) -> str:
    """"yellow city (straight)", in Czech "žlutý dílek města s rovnou tratí": a tile design's
    colour, kind and, for two exits, its shape."""
    sides = sorted(tile.exits(0))
    shape = ("straight" if (sides[1] - sides[0]) % 2 == 0 else "curve") if len(sides) == 2 else "other"
    return p.t("ll-face-piece", colour=p.t(f"ll-face-colour-{tile.colour}"),
               piece=p.t(f"ll-face-piece-{tile.kind}", shape=shape))


def tile_words(p, tile_id: str, details: bool = True) -> str:
    """"green city (4 exits, value 30, 2 circles) [g-city-x]" — a tile by colour, kind, shape and
    value (``details=False``: by colour, kind and shape only, without its id)."""
    tile = tile_design(tile_id)
    if tile is None:
        return tile_id
    if not tile.exits(0):  # terrain
        words = p.t(f"ll-face-kind-{tile.kind}")
        return words if not details else f"{words} [{tile_id}]"
    piece = tile_piece(p, tile) + (f" {tile.name}" if tile.name else "")
    if not details:
        return piece
    words = p.t("ll-face-tile", piece=piece, exits=len(tile.exits(0)), value=tile.value, slots=tile.slots)
    return f"{words} [{tile_id}]"


def card_words(p, state, card_id: str) -> str:
    from vypravci.render.lilliput import card_text

    try:
        main, alt = card_text(card_id, p.labels(state))
    except KeyError:
        return str(card_id)
    return f"{main} / {alt}"


def character_words(p, character: str) -> str:
    from vypravci.games.lilliput.components import load_characters

    try:
        char = load_characters().get(character)
    except KeyError:
        return str(character)
    return p.t("ll-face-character", name=char.name, title=p.t(f"ll-face-title-{char.title}"))


def train_words(p, state, train_id: str) -> str:
    """A train by type ("3-train"), obsolete ones marked; none named: the bank's top train."""
    if not train_id:
        from vypravci.games.lilliput.economy.trains import top_train

        top = top_train(state) if hasattr(state, "deck") else None
        return p.t("ll-face-bank-train", train=top or "—")
    for comp in getattr(state, "companies", {}).values():
        for t in comp["trains"]:
            if t["id"] == train_id:
                from vypravci.games.lilliput.economy.trains import is_obsolete

                return p.t("ll-face-train", train=t["type"], obsolete=str(is_obsolete(state, t)).lower())
    for t in getattr(state, "depot", []):
        if t["id"] == train_id:
            return p.t("ll-face-train", train=t["type"], obsolete="false")
    return p.t("ll-face-train", train=str(train_id).split("-")[0], obsolete="false")


def spot_words(p, state, spot: str) -> str:
    """A station circle's square ("2,-1: green city")."""
    board = getattr(state, "board", None)
    try:
        x, y = (int(v) for v in str(spot).split(","))
        placed = board.tiles[(x, y)]
    except (ValueError, KeyError, AttributeError):
        return str(spot)
    return p.t("ll-face-spot", spot=spot, tile=tile_words(p, placed.tile, details=False))


class LilliputFace(Face):
    def company(self, p, cid: str) -> str:
        from ..words.i18n import company_name

        return company_name(p.locale, cid)

    def split_words(self, p, split: dict) -> str:
        if not split:
            return p.t("ll-face-own-cash")
        return " + ".join(f"{self.company(p, c)} {a} £" for c, a in split.items())

    def score_words(self, p, value: int) -> str | None:
        """18Lilliput is won on money (cash and the shares' value), not points."""
        return p.t("ll-face-money", amount=value)

    def label(self, p, state: GameState, field: str, value: Any) -> str | None:
        if field == "tile":
            return tile_words(p, value)
        if field == "card":
            return card_words(p, state, value)
        if field == "side":
            return p.t(f"ll-face-side-{value}")
        if field == "character":
            return character_words(p, value)
        if field == "train":  # a company's train for sale names its owner
            owner = next((c for c, comp in getattr(state, "companies", {}).items()
                          if any(t["id"] == value for t in comp["trains"])), None)
            words = train_words(p, state, value)
            return p.t("ll-face-train-of", train=words, company=self.company(p, owner)) if owner else words
        if field in ("spot", "home"):
            return spot_words(p, state, value)
        if field == "seller":
            return self.company(p, value) if value else p.t("ll-face-bank")
        if field == "routes" and isinstance(value, dict):  # a director's own routes, train by train
            return "; ".join(p.t("ll-face-route", train=train_words(p, state, t), stops="–".join(stops))
                             for t, stops in value.items())
        if field == "split" and isinstance(value, dict):
            return self.split_words(p, value)
        if field == "rotation" and isinstance(value, int):
            return p.t("ll-face-rotation", degrees=90 * value)
        if field in ("payout", "accept") and isinstance(value, bool):
            return p.t(f"ll-face-{field}-{str(value).lower()}")
        if field == "price" and isinstance(value, int):
            return f"{value} £" if value else p.t("ll-face-printed-price")
        if field == "count" and isinstance(value, int):
            return str(value)
        return None

    def event_params(self, p, state: GameState | None, params: dict) -> dict:
        if state is None:
            return params
        out = dict(params)
        for name, value in params.items():
            if name == "card" and isinstance(value, str):
                out[name] = card_words(p, state, value)
            elif name == "side" and isinstance(value, str):
                out[name] = p.t(f"ll-face-side-{value}")
            elif name == "character" and isinstance(value, str):
                out[name] = character_words(p, value)
            elif name == "tile" and isinstance(value, str):
                out[name] = tile_words(p, value).split(" [")[0]
            elif name == "spot" and isinstance(value, str):
                out[name] = spot_words(p, state, value)
            elif name == "paid" and isinstance(value, dict):
                names = p.seat_names(state)
                out[name] = ", ".join(f"{names[int(s)] if str(s).isdigit() and int(s) < len(names) else s} {v} £"
                                      for s, v in value.items())
            elif name == "scores" and isinstance(value, (list, tuple)):  # money, highest first
                names = p.seat_names(state)
                order = sorted(range(len(value)), key=lambda s: (-value[s], s))
                out[name] = ", ".join(f"{names[s] if s < len(names) else s} {self.score_words(p, value[s])}"
                                      for s in order)
            elif name == "waiting" and isinstance(value, str):
                out[name] = p.t(f"ll-face-stage-{value}")
            elif name == "action" and isinstance(value, str):  # the command as the reader types it
                out[name] = p.command(state, value)
        return out

    def turn_hint(self, state: GameState, locale: str) -> str | None:
        from ..words.i18n import i18n

        top = state.current() if hasattr(state, "current") else None
        if top is None:
            return None
        what = i18n.lookup(locale, f"ll-face-phase-{top['kind']}") or top["kind"]
        if state.stage == "draft":
            return i18n.t(locale, "ll-face-hint-setup", what=what)
        return i18n.t(locale, "ll-face-hint", round=state.round, rounds=state.rounds, what=what)

    def typed_value(self, state: GameState, seat: int, action_type: str, field: str, text: str, partial: dict):
        """A company's run typed as the director's own routes ("0,0-1,0; 0,0-0,1"), read by the game."""
        return state.typed_value(seat, action_type, field, text, partial)

    def bench(self, games: int = 50) -> dict:
        """``vypravci bench``'s game figures: the optimizer's time per company run."""
        return route_figures(games)


def route_boards(games: int = 50, first_seed: int = 1) -> list:
    """The densest board of each of ``games`` seeded self-play games (simple AI seats, 2, 3 and 4
    players in turn) with every company's trains: the final board, since track is only ever added
    (upgrades keep every track of the tile they replace)."""
    from vypravci.games.core import get_game
    from vypravci.games.core.selfplay import ai_seats, play
    from vypravci.games.lilliput.routes import Train
    from vypravci.games.lilliput.economy.trains import train_view

    game = get_game("18lilliput")
    boards = []
    for seed in range(first_seed, first_seed + games):
        _, final = play(game, ai_seats(2 + seed % 3, ["simple"]), seed=seed)
        runs = {}
        for cid in final.company_order():
            views = [train_view(final, t) for t in final.companies[cid]["trains"]]
            runs[cid] = [Train(id=v["id"], distance=v["range"], doubled=v["doubled"], obsolete=v["obsolete"])
                         for v in views]
        boards.append((final.board.route_graph(), {c: t for c, t in runs.items() if t}))
    return boards


def route_figures(games: int = 50) -> dict:
    """``route_ms_p50 / p95 / max`` over the densest board of each of ``games`` self-play games."""
    from vypravci.games.lilliput.routes.bench import bench_routes

    found = bench_routes(route_boards(games))
    return {"route_ms_p50": found["route_ms_p50"], "route_ms_p95": found["route_ms_p95"],
            "route_ms_max": found["route_ms_max"], "route_runs": found["runs"], "route_inexact": found["inexact"]}


FACE = LilliputFace("18lilliput", "ll", order=2)
