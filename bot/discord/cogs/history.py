"""/game history and /game import (delegated from the GameCog), /stats and /glossary.

History pages are private (ephemeral): each player pages at their own pace without filling the
channel, and nobody is pinged. Their buttons — ⏮ ◀ ▶ ⏭, and "History" on a finished game's last
board — are DynamicItems ``vy:hist:<game>:<page>:<op>`` (op f/p/n/l steps, o opens at the end),
so they work after a restart; a step edits the private message in place.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import asyncio

import discord
from discord import app_commands
from discord.ext import commands

from ...commands import glossary
from ...table.records import history, stats
from ...faces import discord_games
from ...words.i18n import i18n
from ...table.claims import claims_open
from ...table.refusal import Refusal
from ...table.tables import Member, check_may_open
from ..announce import ChannelReplier
from ..threads import follow_seats, game_place
from ..translator import game_choice, ls
from ..talk import MAX_LABEL, MAX_OPTION, Attachment, Actor, Place, Presenter, Replier, clip, esc
from .base import MAX_MESSAGE, Handled, InteractionReplier, from_interaction, refuse
from ..posting import post_board
from .server import member_of

if TYPE_CHECKING:
    from ..app import App

END = 10**9  # "the last page" (clamped to the record's length)
BUTTONS = {  # op → label key
    "f": "history-button-first", "p": "history-button-previous", "n": "history-button-next",
    "l": "history-button-last", "o": "history-button-open",
}


# ---------------------------------------------------------------------------------------- items
class HistoryButton(Handled, discord.ui.DynamicItem[discord.ui.Button],
                    template=r"^vy:hist:(?P<game>\d+):(?P<page>\d+):(?P<op>[fpnlo])$"):
    """A step through a finished game's history (or, ``o``, opening it at its end)."""

    def __init__(self, game_id: int, page: int, op: str, locale: str = "en", disabled: bool = False) -> None:
        style = discord.ButtonStyle.primary if op == "o" else discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(label=clip(i18n.t(locale, BUTTONS[op]), MAX_LABEL), style=style,
                                           disabled=disabled, custom_id=f"vy:hist:{game_id}:{page}:{op}"))
        self.game_id, self.page, self.op = game_id, page, op

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), int(match["page"]), match["op"])

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        opening = self.op == "o"
        await do_history(ctx, app, place, actor, self.game_id, END if opening else self.page, edit=not opening)


def history_view(game_id: int, page: int, total: int, locale: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for op, target in (("f", 0), ("p", max(page - 1, 0)), ("n", min(page + 1, total)), ("l", total)):
        at_edge = page == 0 if op in "fp" else page == total
        view.add_item(HistoryButton(game_id, target, op, locale, disabled=at_edge))
    return view


def open_view(game_id: int, locale: str) -> discord.ui.View:
    """The "History" button under a finished game's last board."""
    view = discord.ui.View(timeout=None)
    view.add_item(HistoryButton(game_id, 0, "o", locale))
    return view


DYNAMIC_ITEMS = (HistoryButton,)


# ---------------------------------------------------------------------------------------- history
async def replace(ctx: Replier, text: str, file: Attachment | None, view: discord.ui.View) -> None:
    """Show a page in place of the pressed button's private page (its picture too); without a
    pressed button (a test double) as a new private message."""
    if isinstance(ctx, InteractionReplier) and ctx.is_component:
        files = [InteractionReplier._file(file)] if file is not None else []
        await ctx.interaction.edit_original_response(content=text, attachments=files, view=view,
                                                     allowed_mentions=discord.AllowedMentions.none())
        return
    await ctx.private(text, file=file, view=view)


async def do_history(ctx: Replier, app: App, place: Place, actor: Actor, game_id: int | None = None,
                     page: int | None = None, edit: bool = False) -> None:
    """A page of a finished game's history, for the asker only: the board then, the move in words."""
    try:
        g = await history.find_game(app.store, place.guild_id, place.channel_id, game_id)
        shown = await history.load_page(app.store, g, END if page is None else page)
    except Refusal as err:
        await refuse(ctx, actor, err)
        return
    p = Presenter(actor.locale)
    lines = history.page_lines(p, shown)
    png = await app.board_png(shown.state, actor.locale, history.caption(actor.locale, shown), shown.before,
                              theme=await app.reader_theme(actor.id, place.guild_id),  # the reader's own picture
                              layout=await app.reader_layout(actor.id, place.guild_id))
    if png is None:
        lines.append(p.t("board-failed"))
    file = Attachment(f"{g.game}-{g.id}-history-{shown.index}.png", png) if png is not None else None
    view = history_view(g.id, shown.index, shown.total, actor.locale)
    text = clip("\n".join(lines), MAX_MESSAGE)
    if edit:  # a step: the page the button sits on shows the new one
        await replace(ctx, text, file, view)
    else:
        await ctx.private(text, file=file, view=view)


async def history_command(app: App, interaction: discord.Interaction, game_id: int | None, move: int | None) -> None:
    ctx, place, actor = await from_interaction(app, interaction)
    await do_history(ctx, app, place, actor, game_id, move)


async def history_choices(app: App, interaction: discord.Interaction, typed: str) -> list[app_commands.Choice[int]]:
    """Autocomplete of the game number: the server's ended games, newest first (a typed number or
    name narrows them)."""
    locale = await app.reader_locale(interaction.user.id, interaction.guild_id, interaction.locale)
    want = str(typed or "").casefold()
    out = []
    for g in await history.over_games(app.store, interaction.guild_id):
        players = ", ".join(s.name for s in g.seats)
        label = i18n.t(locale, "history-pick", id=str(g.id), game=i18n.game_name(locale, g.game), players=players)
        if want and want not in label.casefold():
            continue
        out.append(app_commands.Choice(name=clip(label, MAX_OPTION), value=g.id))
        if len(out) == 25:
            break
    return out


# ---------------------------------------------------------------------------------------- import
async def do_import(ctx: Replier, app: App, place: Place, actor: Actor, file: Attachment | None,
                    member: Member | None = None) -> None:
    """Check a record file and store its game in the channel; announce it to the channel. Importing
    opens a game here: the server's rules for opening games apply (``member``: bot/table/tables.py). Its
    seats hold nobody: a finished game is history only; an unfinished one waits for its players to
    claim their seats (bot/discord/cogs/claims.py), and nobody is pinged before."""
    from .claims import claims_text, claims_view

    try:
        await check_may_open(app.store, place.guild_id, actor.id, member or Member(manager=actor.admin))
        if file is None:
            raise Refusal("import-no-file")
        record, sealed = await history.read_record(file.data, app.sealer)
        state = await asyncio.to_thread(history.check_record, record, actor.locale)
        where = await game_place(ctx, app, place, record.game, actor.name)  # a thread of its own, as /game new
        g = await history.import_record(app.sessions, place.guild_id, where.channel_id, actor.id, record, state,
                                        sealed=sealed, host_name=actor.name)
    except Refusal as err:
        await refuse(ctx, actor, err)
        return
    p = Presenter(place.locale)
    params = dict(player=actor.name, game=p.game_title(g.game), id=str(g.id), count=len(record.actions))
    board_ctx = ctx
    if where is not place:  # the game lives in its new thread; the channel gets a pointer
        g = await app.store.update_meta(g.id, {"thread": where.channel_id, "parent": place.channel_id})
        follow_seats(app, g, place.locale)
        board_ctx = ChannelReplier(app.poster, where.channel_id)
    if g.status == "finished":  # the final board with its scores and the History button
        await post_board(board_ctx, app, where, g, state, g.move_count, [p.t("import-done-finished", **params)])
    else:
        live = await app.sessions.live(where.channel_id)  # the board; a ping only once nobody's seat waits
        waiting = claims_open(live.game.meta)
        done = p.t("import-done-claims" if waiting else "import-done-active", **params)
        await post_board(board_ctx, app, where, live.game, live.state, live.seq, [done], ping=not waiting)
        if waiting:
            await board_ctx.public(claims_text(where.locale, live.game), view=claims_view(live.game, where.locale))
    if where is not place:
        await ctx.public(p.t("import-thread", **params, thread=f"<#{where.channel_id}>"))


async def import_command(app: App, interaction: discord.Interaction, record: discord.Attachment | None) -> None:
    ctx, place, actor = await from_interaction(app, interaction)
    file = None
    if record is not None:
        if record.size > history.MAX_RECORD_BYTES:  # refused unread
            await refuse(ctx, actor, Refusal("import-too-big", limit=history.MAX_RECORD_BYTES // 1000))
            return
        try:
            file = Attachment(record.filename, await record.read())
        except discord.HTTPException:  # the upload could not be fetched: say so
            await refuse(ctx, actor, Refusal("import-read-failed"))
            return
    await do_import(ctx, app, place, actor, file, member_of(interaction))


# ---------------------------------------------------------------------------------------- stats
async def do_stats(ctx: Replier, app: App, place: Place, actor: Actor, game_id: str | None = None,
                   user: tuple[int, str] | None = None) -> None:
    """The server's leaderboards (by game, or one game), or one person's records; only the asker sees it."""
    locale = actor.locale
    games = await app.store.games_in_guild(place.guild_id) if place.guild_id is not None else []
    games = await stats.backfill(app.store, games)
    if game_id is not None:
        games = [g for g in games if g.game == game_id]
    if user is not None:
        lines = stats.personal(locale, games, user[0], esc(user[1])) \
            or [i18n.t(locale, "stats-none-user", name=esc(user[1]))]
    else:
        lines = stats.leaderboard(locale, games, escape=esc) or [i18n.t(locale, "stats-none")]
    await ctx.private(stats.fit(lines, MAX_MESSAGE, i18n.t(locale, "stats-cut")))


async def do_glossary(ctx: Replier, app: App, place: Place, actor: Actor, term: str) -> None:
    lines = glossary.answer(actor.locale, term)
    await ctx.private(stats.fit(lines, MAX_MESSAGE, "…"))


GAME_CHOICES = [app_commands.Choice(name=game_choice(game_id), value=game_id) for game_id in discord_games()]


class HistoryCog(commands.Cog):
    """/stats [game] [user] and /glossary term (/game history and /game import live in the GameCog)."""

    def __init__(self, app: App) -> None:
        self.app = app

    @app_commands.command(name=ls("cmd-stats-name"), description=ls("cmd-stats-desc"))
    @app_commands.guild_only()
    @app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)
    @app_commands.allowed_installs(guilds=True, users=False)
    @app_commands.rename(game=ls("opt-game-name"), user=ls("opt-user-name"))
    @app_commands.describe(game=ls("opt-game-desc"), user=ls("opt-user-desc"))
    @app_commands.choices(game=GAME_CHOICES)
    async def stats_command(self, interaction: discord.Interaction, game: str | None = None,
                            user: discord.User | None = None) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        who = (user.id, getattr(user, "display_name", None) or user.name) if user is not None else None
        await do_stats(ctx, self.app, place, actor, game, who)

    @app_commands.command(name=ls("cmd-glossary-name"), description=ls("cmd-glossary-desc"))
    @app_commands.guild_only()
    @app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)
    @app_commands.allowed_installs(guilds=True, users=False)
    @app_commands.rename(term=ls("opt-term-name"))
    @app_commands.describe(term=ls("opt-term-desc"))
    async def glossary_command(self, interaction: discord.Interaction, term: str) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await do_glossary(ctx, self.app, place, actor, term)

    @glossary_command.autocomplete("term")
    async def glossary_terms(self, interaction: discord.Interaction, current: str):
        locale = await self.app.reader_locale(interaction.user.id, interaction.guild_id, interaction.locale)
        return [app_commands.Choice(name=label, value=value)
                for label, value in glossary.suggestions(current or "", locale)]


COGS = (HistoryCog,)

