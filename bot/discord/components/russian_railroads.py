"""Russian Railroads' turn components (``turn_view``; the words and offers are its face's, bot/faces/russian_railroads.py).

- A turn (place or pass): a row of buttons for the common placements — the free spaces the
  player can take with plain workers (the compulsory coin aside), fewest workers first — and
  Pass; under it the generated pick-by-field select for every placement (space, then payment).
- Any other decision (a rail step, a locomotive, a "?" token, a card, …): one button per legal
  answer, each worded in full ("none" answers too: "Forgo the token", "Back to the supply").
- The end-bonus choice shows the pile: the public message carries only "show my choice", which
  answers the chooser alone with a button per card (and one for 10 points).

Custom ids carry the stored game and the move number the message was built at; a button also
the index of its action in the legal actions of that position (the position at a move number is
fixed, so the index names one action; a stale button answers "the game moved on"):

    vy:rr:<game>:<seq>:<index>     one legal action
    vy:rr-mine:<game>:<seq>        "show my choice" (end-bonus cards), answered privately
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from vypravci.games.core import GameState, RuleError

from ...commands import actions as cmd
from .generic import PickSelect, _view, choice_items, private_choice_text, whole_label
from ..talk import Actor, Place, Replier, clip, MAX_LABEL
from ..cogs.base import check_turn, current_live, do_action, refuse, Handled
from ...commands.present import Presenter, secret_choice
from ...table.refusal import Refusal

if TYPE_CHECKING:
    from ..app import App

ROW = 5  # buttons per row
COMMON = 4  # common placements beside Pass


class LegalButton(Handled, discord.ui.DynamicItem[discord.ui.Button],
                  template=r"^vy:rr:(?P<game>\d+):(?P<seq>\d+):(?P<index>\d+)$"):
    """One legal action of the position the message was built at, in one press."""

    def __init__(self, game_id: int, seq: int, index: int, label: str = "",
                 style: discord.ButtonStyle = discord.ButtonStyle.primary) -> None:
        super().__init__(discord.ui.Button(label=clip(label or str(index), MAX_LABEL), style=style,
                                           custom_id=f"vy:rr:{game_id}:{seq}:{index}"))
        self.game_id, self.seq, self.index = game_id, seq, index

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), int(match["seq"]), int(match["index"]))

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        live = None
        try:
            live, seat = await check_turn(app, place, actor, self.seq, self.game_id)
            legal = live.state.legal_actions(seat)
            if not 0 <= self.index < len(legal):
                raise Refusal("refuse-state-changed")
            action = legal[self.index].to_dict()
        except (Refusal, RuleError) as err:
            await refuse(ctx, actor, err, live or await current_live(app, place))
            return
        args = {k: cmd.encode(v) for k, v in action.items() if k not in ("type", "seat") and v is not None}
        await do_action(ctx, app, place, actor, action["type"], args, seen_seq=self.seq, game_id=self.game_id)



def action_label(state: GameState, action: dict, locale: str) -> str:
    """"Move one rail: Trans-Siberian Railroad · black" — the action's title and its values."""
    p = Presenter(locale)
    kind = action["type"]
    fields = [f for f in cmd.fields_of(state, kind) if action.get(f) is not None]
    title = p.t(f"button-rr-{kind.replace('_', '-')}")
    if kind in ("token", "end_bonus", "relocate") and not fields:
        return p.t(f"button-rr-{kind.replace('_', '-')}-none")
    if kind == "locomotive" and action.get("line") is None:
        title = p.t("button-rr-locomotive-supply")
    elif kind == "locomotive" and locomotive_tile(state) is not None:
        title = p.t("button-rr-locomotive-tile", tile=locomotive_tile(state))
    words = whole_label(p, state, kind, action, fields) if fields else ""
    if kind == "factory":  # "Factory 3 (2 black rail steps)": the label says it all
        return words[:1].upper() + words[1:]
    return f"{title}: {words}" if fields else title


def locomotive_tile(state: GameState) -> int | None:
    """The locomotive the decision at hand places: the lowest in the supply, #9 from its "?" card,
    or the one just replaced."""
    from vypravci.games.russian_railroads.player_board.locomotives import lowest

    task = state.head()
    kind = task["k"] if task else None
    if kind == "loco9":
        return 9
    if kind == "bump":
        return task.get("tile")
    return lowest(state) if kind in ("loco", "lof") else None


def common_placements(state: GameState, seat: int, legal: list) -> list[int]:
    """Indexes of the plain placements (workers only, the compulsory coin aside) of distinct free
    spaces, fewest workers first, in board order."""
    from vypravci.games.russian_railroads.main_board.placement import cost

    best: dict[str, tuple] = {}
    for i, a in enumerate(legal):
        if a.type != "place" or a.black:
            continue
        workers, coins = cost(state, a.space)
        if a.coins != coins or a.space.startswith("own-"):
            continue
        best.setdefault(a.space, (workers, i))
    return [i for _, i in sorted(best.values())][:COMMON]


def _rows(buttons: list[discord.ui.Item]) -> list[discord.ui.Item]:
    for i, b in enumerate(buttons):
        b.row = i // ROW
    return buttons


def answer_buttons(state: GameState, game_id: int, seq: int, locale: str, dicts: list[dict]) -> list:
    """One button per legal answer (at most 25: five rows of five); stopping and passing grey."""
    return _rows([LegalButton(game_id, seq, i, action_label(state, d, locale),
                              discord.ButtonStyle.secondary if d["type"] in ("pass", "stop", "later")
                              else discord.ButtonStyle.primary)
                  for i, d in enumerate(dicts[:ROW * ROW])])


def turn_view(state: GameState, game_id: int, seq: int, locale: str) -> discord.ui.View | None:
    seat = state.to_act()
    if seat is None or state.seats[seat].kind != "human":
        return None
    if secret_choice(state):  # the end-bonus pile: shown to the chooser alone
        return _view([MineButton(game_id, seq, Presenter(locale).t("button-show-my-choice"))])
    legal = state.legal_actions(seat)
    dicts = [a.to_dict() for a in legal]
    if any(d["type"] == "place" for d in dicts) and len(dicts) > ROW:
        buttons = [LegalButton(game_id, seq, i, action_label(state, dicts[i], locale))
                   for i in common_placements(state, seat, legal)]
        passing = [i for i, d in enumerate(dicts) if d["type"] == "pass"]
        if passing:
            buttons.append(LegalButton(game_id, seq, passing[0], action_label(state, dicts[passing[0]], locale),
                                       discord.ButtonStyle.secondary))
        selects = [i for i in choice_items(state, game_id, seq, locale) if isinstance(i, PickSelect)]
        items = _rows(buttons)
        for row, item in enumerate(selects[:4], 1 if buttons else 0):
            item.row = row
            items.append(item)
        return _view(items)
    if len(dicts) <= ROW * ROW:
        return _view(answer_buttons(state, game_id, seq, locale, dicts))
    return _view(choice_items(state, game_id, seq, locale))


class MineButton(Handled, discord.ui.DynamicItem[discord.ui.Button], template=r"^vy:rr-mine:(?P<game>\d+):(?P<seq>\d+)$"):
    """"Show my choice" for the end-bonus pile: the answers as buttons, to the chooser alone."""

    def __init__(self, game_id: int, seq: int, label: str = "") -> None:
        super().__init__(discord.ui.Button(label=clip(label or "…", MAX_LABEL), style=discord.ButtonStyle.primary,
                                           custom_id=f"vy:rr-mine:{game_id}:{seq}"))
        self.game_id, self.seq = game_id, seq

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), int(match["seq"]))

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        live = None
        try:
            live, seat = await check_turn(app, place, actor, self.seq, self.game_id)
        except (Refusal, RuleError) as err:
            await refuse(ctx, actor, err, live or await current_live(app, place))
            return
        state = live.state
        dicts = [a.to_dict() for a in state.legal_actions(seat)]
        await ctx.private(private_choice_text(state, seat, actor.locale),
                          view=_view(answer_buttons(state, self.game_id, self.seq, actor.locale, dicts)))


DYNAMIC_ITEMS = (LegalButton, MineButton)
