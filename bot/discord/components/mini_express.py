"""The custom ids Mini Express's turn messages carried before the generic turn components
(generic.py). Messages already posted in channels keep them, so each still
answers: it is read as the fields it names and handed to the generic pick (``do_pick``), which
acts, asks the next field privately, or answers "the game moved on".

    vy:draft:<game>:<seq>:<company>   vy:buy:<game>:<seq>:<company>   vy:pass:<game>:<seq>
    vy:split:<game>:<seq>:<company>           the experts' duel split
    vy:choose:<game>:<seq>:<type>:<value>     an answer to a pending decision (branch, port, next)
    vy:build:<game>:<seq>:<company>           (select; values are city ids)
    vy:wild:<game>:<seq>:<company>:<city>     (select; values are companies)

(``vy:hand:<game>``, "My secret", is the generic one and kept its id.)
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from vypravci.games.core import get_game

from ..talk import Actor, MAX_LABEL, Place, Replier, clip
from ..cogs.base import Handled
from .generic import do_pick

if TYPE_CHECKING:
    from ..app import App

GAME = "mini-express"


def _prefix(action_type: str, values: dict[str, str]) -> str:
    """The generic pick's prefix for field values (``:<field index>=<value>``…)."""
    fields = get_game(GAME).fields_of(action_type)
    return "".join(f":{fields.index(f)}={v}" for f, v in values.items())


class OldMoveButton(Handled, discord.ui.DynamicItem[discord.ui.Button],
                    template=r"^vy:(?P<kind>draft|buy|pass|split|choose):(?P<game>\d+):(?P<seq>\d+)"
                             r"(?::(?P<a>[\w-]+))?(?::(?P<b>[\w,-]+))?$"):
    """A share, Pass, the split or an answer to a decision, as an older message named it."""

    def __init__(self, custom_id: str, kind: str, game_id: int, seq: int, a: str | None, b: str | None) -> None:
        super().__init__(discord.ui.Button(label=clip(kind, MAX_LABEL), custom_id=custom_id))
        self.kind, self.game_id, self.seq, self.a, self.b = kind, game_id, seq, a, b

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(match.group(0), match["kind"], int(match["game"]), int(match["seq"]), match["a"], match["b"])

    def action(self) -> tuple[str, dict[str, str]]:
        """The action type and the field values the id names."""
        if self.kind == "choose":  # vy:choose:…:<type>:<value>; each decision has one field
            return self.a or "", {get_game(GAME).fields_of(self.a)[0]: self.b or ""} if self.a else {}
        return self.kind, {"company": self.a} if self.a else {}

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        kind, fields = self.action()
        await do_pick(ctx, app, place, actor, self.game_id, self.seq, kind, _prefix(kind, fields), None)


class OldBuildSelect(Handled, discord.ui.DynamicItem[discord.ui.Select],
                     template=r"^vy:(?P<kind>build|wild):(?P<game>\d+):(?P<seq>\d+):(?P<company>[a-z]+)"
                              r"(?::(?P<city>[\w-]+))?$"):
    """A build's city (``build``), or the company of a wild symbol (``wild``), as an older
    message asked it."""

    def __init__(self, custom_id: str, kind: str, game_id: int, seq: int, company: str, city: str | None) -> None:
        super().__init__(discord.ui.Select(custom_id=custom_id, options=[discord.SelectOption(label=company)]))
        self.kind, self.game_id, self.seq, self.company, self.city = kind, game_id, seq, company, city

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(match.group(0), match["kind"], int(match["game"]), int(match["seq"]), match["company"],
                   match["city"])

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        picked = values[0] if values else ""
        fields = get_game(GAME).fields_of("build")
        if self.kind == "build":
            prefix, step = _prefix("build", {"company": self.company}), f"{fields.index('city')}={picked}"
        else:
            prefix = _prefix("build", {"company": self.company, "city": self.city or ""})
            step = f"{fields.index('wild')}={picked}"
        await do_pick(ctx, app, place, actor, self.game_id, self.seq, "build", prefix, step)


DYNAMIC_ITEMS = (OldMoveButton, OldBuildSelect)
