"""18Lilliput's turn components (``turn_view``; the words are its face's, bot/faces/lilliput.py): buttons for the common decisions and a
tile lay chosen square by square with a picture before it is made. Everything else the player
may do now comes from the generated pick-by-field selects. Custom ids carry the stored game id
and the log sequence the message was built from, so a stale component answers "the game moved on":

    vy:llop:<game>:<seq>:<company>:<1|0>     operate: pay out (1) or withhold (0) the maximum run
    vy:lloffer:<game>:<seq>:<1|0>            the selling director accepts (1) or refuses (0) an offer
    vy:lldone:<game>:<seq>                   done / pass (end the card's action, decline the depot)
    vy:llat:<game>:<seq>:<company>[:<page>]  (select) the square to lay on; values "x,y"
    vy:lltile:<game>:<seq>:<company>:<x>:<y> (select) the tile for that square
    vy:llrot:<game>:<seq>:<company>:<x>:<y>:<tile>  (select) the rotation; answered with a preview
    vy:llok:<game>:<seq>:<company>:<x>:<y>:<tile>:<rotation>  lay it (under the preview)

A start company's home tile goes the same way, the prefix ``vy:llh…`` for ``vy:ll…``.

The slash commands (/ll …) are generated from the action models like every game's; a typed tile
lay (/ll lay-tile, place-home) answers privately with the same preview and button
(``confirm_step`` here).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import asyncio

import discord

from vypravci.games.core import GameState, RuleError

from ...commands import actions as cmd
from .generic import _view, choice_items
from ..talk import Actor, Attachment, MAX_LABEL, MAX_OPTION, Place, Replier, clip
from ..cogs.base import Handled, check_turn, current_live, do_action, refuse
from ...words.i18n import i18n
from ...commands.present import Presenter
from ...table.refusal import Refusal

if TYPE_CHECKING:
    from ..app import App

MAX_SELECT = 25
MINE = ("operate", "answer_offer", "done", "lay_tile", "place_home")  # action types these components offer
LAYS = {"ll": "lay_tile", "llh": "place_home"}  # custom id prefix → the tile-laying action it makes


def _prefix(action_type: str) -> str:
    return "llh" if action_type == "place_home" else "ll"
TEXT = r"[a-z0-9-]+"
NUM = r"-?\d+"


def _t(locale: str, key: str, **params) -> str:
    return i18n.t(locale, key, **i18n.localize_params(locale, params))


# ---------------------------------------------------------------------------------------- items
class OperateButton(Handled, discord.ui.DynamicItem[discord.ui.Button],
                    template=rf"^vy:llop:(?P<game>\d+):(?P<seq>\d+):(?P<company>{TEXT}):(?P<pay>[01])$"):
    """Run the company's trains for the maximum and pay it out or withhold it."""

    def __init__(self, game_id: int, seq: int, company: str, pay: bool, label: str = "") -> None:
        style = discord.ButtonStyle.success if pay else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=clip(label or ("pay" if pay else "withhold"), MAX_LABEL),
                                           style=style, custom_id=f"vy:llop:{game_id}:{seq}:{company}:{int(pay)}"))
        self.game_id, self.seq, self.company, self.pay = game_id, seq, company, pay

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), int(match["seq"]), match["company"], match["pay"] == "1")

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await do_action(ctx, app, place, actor, "operate",
                        {"company": self.company, "payout": "True" if self.pay else "False"},
                        seen_seq=self.seq, game_id=self.game_id)


class OfferButton(Handled, discord.ui.DynamicItem[discord.ui.Button],
                  template=r"^vy:lloffer:(?P<game>\d+):(?P<seq>\d+):(?P<accept>[01])$"):
    """Accept or refuse another company's offer for one of your company's trains."""

    def __init__(self, game_id: int, seq: int, accept: bool, label: str = "") -> None:
        style = discord.ButtonStyle.success if accept else discord.ButtonStyle.danger
        super().__init__(discord.ui.Button(label=clip(label or ("accept" if accept else "refuse"), MAX_LABEL),
                                           style=style, custom_id=f"vy:lloffer:{game_id}:{seq}:{int(accept)}"))
        self.game_id, self.seq, self.accept = game_id, seq, accept

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), int(match["seq"]), match["accept"] == "1")

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await do_action(ctx, app, place, actor, "answer_offer", {"accept": "True" if self.accept else "False"},
                        seen_seq=self.seq, game_id=self.game_id)


class DoneButton(Handled, discord.ui.DynamicItem[discord.ui.Button],
                 template=r"^vy:lldone:(?P<game>\d+):(?P<seq>\d+)$"):
    """End the card's action (what is left of it is lost), or buy nothing from the depot."""

    def __init__(self, game_id: int, seq: int, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=clip(label or "done", MAX_LABEL), style=discord.ButtonStyle.secondary,
                                           custom_id=f"vy:lldone:{game_id}:{seq}"))
        self.game_id, self.seq = game_id, seq

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), int(match["seq"]))

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await do_action(ctx, app, place, actor, "done", {}, seen_seq=self.seq, game_id=self.game_id)


class _Select(Handled):
    """A select whose custom id is its prefix plus the fields picked so far."""

    def _select(self, custom_id: str, options, placeholder: str | None) -> discord.ui.Select:
        return discord.ui.Select(custom_id=custom_id, placeholder=placeholder,
                                 options=options or [discord.SelectOption(label="…", value="0,0")])


class SquareSelect(_Select, discord.ui.DynamicItem[discord.ui.Select],
                   template=rf"^vy:(?P<kind>llh?)at:(?P<game>\d+):(?P<seq>\d+):(?P<company>{TEXT})(?::(?P<page>[2-9]))?$"):
    """Step 1 of a tile lay: the square (new or upgraded) for one company (more than 25 squares:
    further selects, pages 2, 3, …)."""

    def __init__(self, game_id: int, seq: int, company: str, options=None, placeholder: str | None = None,
                 page: int = 1, action_type: str = "lay_tile") -> None:
        suffix = f":{page}" if page > 1 else ""
        super().__init__(self._select(f"vy:{_prefix(action_type)}at:{game_id}:{seq}:{company}{suffix}", options,
                                      placeholder))
        self.game_id, self.seq, self.company, self.page, self.action_type = game_id, seq, company, page, action_type

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), int(match["seq"]), match["company"], page=int(match["page"] or 1),
                   action_type=LAYS[match["kind"]])

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        x, _, y = (values[0] if values else "0,0").partition(",")
        await lay_step(ctx, app, place, actor, self.game_id, self.seq, {"company": self.company, "x": x, "y": y},
                       self.action_type)


class TileSelect(_Select, discord.ui.DynamicItem[discord.ui.Select],
                 template=rf"^vy:(?P<kind>llh?)tile:(?P<game>\d+):(?P<seq>\d+):(?P<company>{TEXT}):(?P<x>{NUM}):(?P<y>{NUM})$"):
    """Step 2: the tile for the chosen square."""

    def __init__(self, game_id: int, seq: int, company: str, x: str, y: str, options=None,
                 placeholder: str | None = None, action_type: str = "lay_tile") -> None:
        super().__init__(self._select(f"vy:{_prefix(action_type)}tile:{game_id}:{seq}:{company}:{x}:{y}", options,
                                      placeholder))
        self.game_id, self.seq, self.company, self.x, self.y = game_id, seq, company, x, y
        self.action_type = action_type

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), int(match["seq"]), match["company"], match["x"], match["y"],
                   action_type=LAYS[match["kind"]])

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await lay_step(ctx, app, place, actor, self.game_id, self.seq,
                       {"company": self.company, "x": self.x, "y": self.y, "tile": values[0] if values else ""},
                       self.action_type)


class RotationSelect(_Select, discord.ui.DynamicItem[discord.ui.Select],
                     template=rf"^vy:(?P<kind>llh?)rot:(?P<game>\d+):(?P<seq>\d+):(?P<company>{TEXT}):(?P<x>{NUM}):(?P<y>{NUM})"
                              rf":(?P<tile>{TEXT})$"):
    """Step 3: the rotation; answered with a picture of the lay and a button to make it."""

    def __init__(self, game_id: int, seq: int, company: str, x: str, y: str, tile: str, options=None,
                 placeholder: str | None = None, action_type: str = "lay_tile") -> None:
        super().__init__(self._select(f"vy:{_prefix(action_type)}rot:{game_id}:{seq}:{company}:{x}:{y}:{tile}",
                                      options, placeholder))
        self.game_id, self.seq, self.company, self.x, self.y, self.tile = game_id, seq, company, x, y, tile
        self.action_type = action_type

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), int(match["seq"]), match["company"], match["x"], match["y"], match["tile"],
                   action_type=LAYS[match["kind"]])

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await lay_step(ctx, app, place, actor, self.game_id, self.seq,
                       {"company": self.company, "x": self.x, "y": self.y, "tile": self.tile,
                        "rotation": values[0] if values else "0"}, self.action_type)


class LayButton(Handled, discord.ui.DynamicItem[discord.ui.Button],
                template=rf"^vy:(?P<kind>llh?)ok:(?P<game>\d+):(?P<seq>\d+):(?P<company>{TEXT}):(?P<x>{NUM}):(?P<y>{NUM})"
                         rf":(?P<tile>{TEXT}):(?P<rotation>[0-3])$"):
    """Lay the previewed tile."""

    def __init__(self, game_id: int, seq: int, lay: dict, label: str = "", action_type: str = "lay_tile") -> None:
        custom_id = (f"vy:{_prefix(action_type)}ok:{game_id}:{seq}:{lay['company']}:{lay['x']}:{lay['y']}:"
                     f"{lay['tile']}:{lay['rotation']}")
        super().__init__(discord.ui.Button(label=clip(label or "lay", MAX_LABEL), style=discord.ButtonStyle.success,
                                           custom_id=custom_id))
        self.game_id, self.seq, self.lay, self.action_type = game_id, seq, dict(lay), action_type

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        lay = {k: match[k] for k in ("company", "x", "y", "tile", "rotation")}
        return cls(int(match["game"]), int(match["seq"]), lay, action_type=LAYS[match["kind"]])

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await do_action(ctx, app, place, actor, self.action_type, {k: str(v) for k, v in self.lay.items()},
                        seen_seq=self.seq, game_id=self.game_id)


DYNAMIC_ITEMS = (OperateButton, OfferButton, DoneButton, SquareSelect, TileSelect, RotationSelect, LayButton)


# ---------------------------------------------------------------------------------------- choices
def lays(state: GameState, seat: int, action_type: str = "lay_tile", **fixed) -> list[dict]:
    """The seat's legal tile lays (or home tiles) agreeing with ``fixed`` (values compared as text)."""
    out = []
    for a in state.legal_actions(seat):
        if a.type != action_type:
            continue
        d = a.to_dict()
        if all(str(d[k]) == str(v) for k, v in fixed.items()):
            out.append(d)
    return out


def square_label(p: Presenter, state: GameState, x: int, y: int) -> str:
    placed = state.board.tiles.get((x, y))
    if placed is None:
        return p.t("ll-face-square-new", x=x, y=y)
    from ...faces.lilliput import tile_words

    return p.t("ll-face-square-upgrade", x=x, y=y, tile=tile_words(p, placed.tile, details=False))


def lay_selects(state: GameState, game_id: int, seq: int, seat: int, locale: str) -> list[SquareSelect]:
    """Step 1 for each company that may lay a tile now: its squares (new ones and upgrades)."""
    p = Presenter(locale)
    out = []
    for action_type in LAYS.values():
        squares: dict[str, list[tuple[int, int]]] = {}
        for lay in lays(state, seat, action_type):
            spots = squares.setdefault(lay["company"], [])
            if (lay["x"], lay["y"]) not in spots:
                spots.append((lay["x"], lay["y"]))
        key = "ll-face-home-placeholder" if action_type == "place_home" else "ll-face-lay-placeholder"
        for company, spots in squares.items():
            ordered = sorted(spots, key=lambda s: (s[1], s[0]))
            for page, start in enumerate(range(0, len(ordered), MAX_SELECT), 1):
                options = [discord.SelectOption(label=clip(square_label(p, state, x, y), MAX_OPTION), value=f"{x},{y}")
                           for x, y in ordered[start:start + MAX_SELECT]]
                out.append(SquareSelect(game_id, seq, company, options,
                                        clip(_t(locale, key, company=company), MAX_OPTION), page, action_type))
    return out


def decision_buttons(state: GameState, game_id: int, seq: int, seat: int, locale: str) -> list[discord.ui.Item]:
    """Pay out / withhold, accept / refuse, done — whichever answers the current decision."""
    p = Presenter(locale)
    types = {a.type: a for a in state.legal_actions(seat)}
    out: list[discord.ui.Item] = []
    top = state.current()
    if "operate" in types:
        company = top["company"]
        total = top["best"]["total"]
        final = state.round >= state.rounds
        out.append(OperateButton(game_id, seq, company, True,
                                 _t(locale, "ll-face-button-payout", amount=total * (2 if final else 1))))
        if not final:
            out.append(OperateButton(game_id, seq, company, False, _t(locale, "ll-face-button-withhold", amount=total)))
    if "answer_offer" in types:
        out.append(OfferButton(game_id, seq, True, _t(locale, "ll-face-button-accept", price=top["price"],
                                                      train=_offer_train(state, top))))
        out.append(OfferButton(game_id, seq, False, p.t("ll-face-button-refuse")))
    if "done" in types:
        out.append(DoneButton(game_id, seq, p.t(f"ll-face-button-done-{top['kind']}")
                              if i18n.has(locale, f"ll-face-button-done-{top['kind']}") else p.t("ll-face-button-done")))
    return out


def _offer_train(state: GameState, offer: dict) -> str:
    for t in state.companies[offer["seller"]]["trains"]:
        if t["id"] == offer["train"]:
            return t["type"]
    return "?"


def turn_view(state: GameState, game_id: int, seq: int, locale: str) -> discord.ui.View | None:
    """Decision buttons on the first row, a square select per company that may lay a tile, then
    the generated selects for whatever else is legal now."""
    seat = state.to_act()
    if seat is None or state.seats[seat].kind != "human":
        return None
    buttons = decision_buttons(state, game_id, seq, seat, locale)
    generic = choice_items(state, game_id, seq, locale, skip=MINE)
    buttons += [i for i in generic if isinstance(i, discord.ui.DynamicItem) and isinstance(i.item, discord.ui.Button)]
    selects = lay_selects(state, game_id, seq, seat, locale)
    selects += [i for i in generic if isinstance(i, discord.ui.DynamicItem) and isinstance(i.item, discord.ui.Select)]
    view = discord.ui.View(timeout=None)
    for button in buttons[:5]:
        button.row = 0
        view.add_item(button)
    first = 1 if buttons else 0
    for row, select in enumerate(selects[: 5 - first], first):
        select.row = row
        view.add_item(select)
    return view if view.children else None


# ---------------------------------------------------------------------------------------- handlers
def lay_outcome(state: GameState, seat: int, picked: dict, action_type: str = "lay_tile") -> tuple[str, object]:
    """The next step of a tile lay in this position: ("tile", tiles) or ("rotation", rotations)
    when there is a choice, else ("lay", the lay) — one tile or one rotation skips its step.
    Raises a refusal when nothing fits any more (the game moved on)."""
    found = lays(state, seat, action_type, **picked)
    if not found:
        raise Refusal("refuse-state-changed")
    if "tile" not in picked:
        tiles = list(dict.fromkeys(d["tile"] for d in found))
        if len(tiles) > 1:
            return "tile", tiles
        picked = {**picked, "tile": tiles[0]}
        found = [d for d in found if d["tile"] == tiles[0]]
    if "rotation" not in picked:
        rotations = list(dict.fromkeys(d["rotation"] for d in found))
        if len(rotations) > 1:
            return "rotation", rotations
        picked = {**picked, "rotation": rotations[0]}
    found = lays(state, seat, action_type, **picked)
    if not found:
        raise Refusal("refuse-state-changed")
    return "lay", {k: found[0][k] for k in ("company", "x", "y", "tile", "rotation")}


async def lay_step(ctx: Replier, app: App, place: Place, actor: Actor, game_id: int, seq: int, picked: dict,
                   action_type: str = "lay_tile") -> None:
    """The next step of a tile lay, privately: the tiles for the square, the rotations for the
    tile (one rotation skips the step), then the preview picture with the button that lays it."""
    live = None
    try:
        live, seat = await check_turn(app, place, actor, seq, game_id)
        state = live.state
        step, found = lay_outcome(state, seat, picked, action_type)
    except (Refusal, RuleError) as err:
        await refuse(ctx, actor, err, live or await current_live(app, place))
        return
    p = Presenter(actor.locale)
    label = p.labeler(state)
    where = square_label(p, state, int(picked["x"]), int(picked["y"]))
    if step == "tile":
        options = [discord.SelectOption(label=clip(label("tile", t), MAX_OPTION), value=t) for t in found[:MAX_SELECT]]
        item = TileSelect(game_id, seq, picked["company"], picked["x"], picked["y"], options,
                          clip(p.t("ll-face-tile-placeholder"), MAX_OPTION), action_type)
        await ctx.private(clip(where, 2000), view=_view([item]))
    elif step == "rotation":
        tile = picked.get("tile") or lays(state, seat, action_type, **picked)[0]["tile"]
        options = [discord.SelectOption(label=clip(label("rotation", r), MAX_OPTION), value=str(r)) for r in found]
        item = RotationSelect(game_id, seq, picked["company"], picked["x"], picked["y"], tile, options,
                              clip(p.t("ll-face-rotation-placeholder"), MAX_OPTION), action_type)
        await ctx.private(clip(f"{where} · {label('tile', tile)}", 2000), view=_view([item]))
    else:
        await preview(ctx, app, state, actor, game_id, seq, found, action_type, place.guild_id)


async def confirm_step(ctx: Replier, app: App, place: Place, actor: Actor, action_type: str, args: dict) -> bool:
    """A typed tile lay (/ll lay-tile, place-home) is shown privately as a picture with the
    button that makes it, as the button flow does; False (apply or refuse as usual) for
    anything else or a lay the engine would refuse."""
    if action_type not in LAYS.values():
        return False
    return await lay_preview(ctx, app, place, actor, action_type, args)


async def lay_preview(ctx: Replier, app: App, place: Place, actor: Actor, action_type: str, args: dict) -> bool:
    """A lay typed as a command, shown like the button flow's last step; False when it is not the
    actor's turn or the engine refuses the lay (the caller then says why)."""
    try:
        live, seat = await check_turn(app, place, actor)
        action = cmd.resolve(live.state, seat, action_type, args, Presenter(actor.locale).labeler(live.state))
        live.state.clone().apply(live.state.game.parse_action(action))
    except (Refusal, RuleError):
        return False
    lay = {k: action[k] for k in ("company", "x", "y", "tile", "rotation")}
    await preview(ctx, app, live.state, actor, live.game.id, live.seq, lay, action_type, place.guild_id)
    return True


async def preview(ctx: Replier, app: App, state: GameState, actor: Actor, game_id: int, seq: int, lay: dict,
                  action_type: str = "lay_tile", guild_id: int | None = None) -> None:
    """The picture of the lay (drawn off the event loop, in a render process where the bot runs
    them, in the reader's board theme) and the button that makes it."""
    from vypravci.render.lilliput import render_preview

    p = Presenter(actor.locale)
    await ctx.defer()
    labels = p.labels(state)
    if labels is not None:
        labels.theme = await app.reader_theme(actor.id, guild_id)
    try:  # in a render process like the boards (App.board_png), else in a thread
        home = action_type == "place_home"
        if app.render_pool is not None:
            png, _where = await app.render_pool.call(render_preview, state, lay, labels, home)
        else:
            png = await asyncio.to_thread(render_preview, state, lay, labels, home)
    except Exception:  # the picture is a courtesy: the lay can still be made
        png = None
    label = p.labeler(state)
    text = p.t("ll-face-preview", company=p.choice_label(state, "company", lay["company"]),
               tile=label("tile", lay["tile"]), x=lay["x"], y=lay["y"], rotation=label("rotation", lay["rotation"]))
    button = LayButton(game_id, seq, {k: lay[k] for k in ("company", "x", "y", "tile", "rotation")},
                       p.t("ll-face-button-lay"), action_type)
    await ctx.private(clip(text, 2000), file=Attachment("preview.png", png) if png else None, view=_view([button]))
