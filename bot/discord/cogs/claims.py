"""The seats of an imported game, claimed in Discord (what the claims are: bot/table/claims.py).

/game import of an unfinished game posts its board without a ping and a message listing the seats
that wait, with **Take seat** and **AI** buttons per seat (``vy:claim:<game>:<seat>:<take|ai>``,
DynamicItems: they work after a restart). Each press edits that message; the last claim removes
its buttons and the game goes on: the player to act is pinged (they claimed their seat).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from ...table.claims import ai_change, claim_change, claims_open, open_seats
from ...words.i18n import i18n
from ...table.rights import Who
from ...table.refusal import Refusal
from ...store import StoredGame
from ..talk import Actor, MAX_LABEL, Place, Presenter, Replier, clip, esc
from .base import Handled, MAX_MESSAGE, current_live, refuse
from ..posting import post_board, post_outcome
from .table import announcer

if TYPE_CHECKING:
    from ..app import App

OPS = {"take": ("claims-button-take", discord.ButtonStyle.success),
       "ai": ("claims-button-ai", discord.ButtonStyle.secondary)}


class ClaimButton(Handled, discord.ui.DynamicItem[discord.ui.Button],
                  template=r"^vy:claim:(?P<game>\d+):(?P<seat>\d+):(?P<op>take|ai)$"):
    """Take a seat of an imported game, or (host) give it to an AI."""

    def __init__(self, game_id: int, seat: int, op: str, locale: str = "en", name: str = "") -> None:
        key, style = OPS[op]
        label = i18n.t(locale, key, n=seat + 1, seat=name)
        super().__init__(discord.ui.Button(label=clip(label, MAX_LABEL), style=style,
                                           custom_id=f"vy:claim:{game_id}:{seat}:{op}"))
        self.game_id, self.seat, self.op = game_id, seat, op

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), int(match["seat"]), match["op"])

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await do_claim(ctx, app, place, actor, self.game_id, self.seat, self.op)


DYNAMIC_ITEMS = (ClaimButton,)


def claims_text(locale: str, g: StoredGame, note: str | None = None) -> str:
    """The seats still waiting, each with whom it is kept for (the record's person, or anyone)."""
    p = Presenter(locale)
    lines = [p.t("claims-title", game=p.game_title(g.game), id=str(g.id))]
    for seat, named in open_seats(g.meta).items():
        name = g.seats[seat].name if seat < len(g.seats) else "?"
        lines.append(p.t("claims-seat-named" if named is not None else "claims-seat-open", n=seat + 1, player=name))
    if not (g.meta.get("imported") or {}).get("sealed", True):
        lines.append(p.t("claims-unsealed"))
    if note:
        lines.append(note)
    return clip("\n".join(lines), MAX_MESSAGE)


def claims_view(g: StoredGame, locale: str) -> discord.ui.View | None:
    """Take seat / AI for every seat still waiting (None when none is)."""
    seats = open_seats(g.meta)
    if not seats:
        return None
    view = discord.ui.View(timeout=None)
    for seat in seats:
        name = g.seats[seat].name if seat < len(g.seats) else "?"
        for op in OPS:
            view.add_item(ClaimButton(g.id, seat, op, locale, name))
    return view


async def do_claim(ctx: Replier, app: App, place: Place, actor: Actor, game_id: int, seat: int, op: str) -> None:
    """A seat of the imported game taken (or given to an AI by the host); the claims message is
    redrawn, and after the last claim the game goes on with the player to act pinged."""
    await ctx.defer()
    who = Who(actor.id, actor.admin)
    change = claim_change(who, actor.name, seat) if op == "take" else ai_change(who, seat)
    p = Presenter(place.locale)
    async with announcer(app, game_id):
        live = None
        try:
            live = await app.sessions.live(place.channel_id)
            if live.game.id != game_id:
                raise Refusal("refuse-state-changed")
            if seat >= len(live.record.seats):
                raise Refusal("claim-taken")
            name = live.record.seats[seat].name
            outcome = await app.sessions.arrange(place.channel_id, change)
        except Refusal as err:
            await refuse(ctx, actor, err, live or await current_live(app, place))
            return
        key = "claims-taken" if op == "take" else "claims-ai"
        note = p.t(key, player=actor.name, n=seat + 1, seat=esc(name))
        g = outcome.game
        if claims_open(g.meta):
            await ctx.update(claims_text(place.locale, g, note), view=claims_view(g, place.locale))
            return
        done = p.t("claims-done", game=p.game_title(g.game))
        await ctx.update("\n".join([note, done]), view=None)
        if outcome.steps:  # AI seats moved at once
            await post_outcome(ctx, app, place, outcome, header=[done])
        else:
            now = await app.sessions.live(place.channel_id)
            await post_board(ctx, app, place, now.game, now.state, now.seq, [done])
