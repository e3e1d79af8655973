"""/game: open a table, join it with buttons, start, and manage the running game.

The lobby message carries Join / Leave / Add AI / Start buttons (``vy:lobby:<game>:<op>``); an
undo request carries an Agree button (``vy:undo:<game>:<seq>``). Both are DynamicItems, so they
keep working after a restart. ``/game hand`` shows a player their own secrets (any game), privately.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

import types
import typing

from vypravci.games.core import GameRecord, RuleError, all_games, get_game
from vypravci.games.core.options import from_typed, host_options
from vypravci.games.core.record import Seat

from ...commands import actions as cmd
from ...faces import discord_games, face_of
from ...words.i18n import LOCALES, i18n
from ...table.claims import claims_open
from ...table.rights import host_name
from ...table.refusal import Refusal
from ...table.session import Sessions, UndoVote
from ...store import StoredGame
from ..translator import game_choice, ls
from ...table.outbox import start_game
from ..threads import follow_seats, game_place, table_setting
from ..talk import Presenter, esc, Attachment, Actor, Place, Replier, clip, MAX_LABEL
from .base import guild_only, current_live, from_interaction, refuse, Handled, MAX_MESSAGE
from ..posting import post_board, post_outcome
from ..components.generic import do_hand
from . import server
from . import table
from ...table.tables import Member, OPENED, check_game_limit, check_may_open, remember_lobby
from ...table.rights import Who, allows
from ..talk import MAX_OPTION
from .lobby_options import (
    FLAGS, MAX_PLACEHOLDER, MAX_SELECT, conflict, current_options, field_name, flag_name, option_fields, unwire, valid,
    value_text, wire,
)

if TYPE_CHECKING:
    from ..app import App

LOG_LAST = 25  # /game log shows at most this many recent actions


#: /game new options of their own; a game's other on/off options are its variants (``variants``).
OWN_OPTIONS = ("map", "first_game", "mode", "difficulty")


# ---------------------------------------------------------------------------------------- variants
def _on_off(annotation) -> bool:
    if annotation is bool:
        return True
    args = typing.get_args(annotation)
    return typing.get_origin(annotation) in (typing.Union, types.UnionType) and bool in args \
        and all(a in (bool, type(None)) for a in args)


def variant_ids(game_id: str) -> list[str]:
    """The game's on/off options that /game new has no option of its own for (clans, vassals…)."""
    fields = get_game(game_id).Options.model_fields
    return [n for n, f in fields.items() if n not in OWN_OPTIONS and _on_off(f.annotation)]


def variant_label(locale: str, variant: str) -> str:
    return i18n.lookup(locale, f"choice-variant-{variant}") or variant.replace("_", " ")


def _variant(game_id: str, token: str) -> str | None:
    """A variant by its id or name in either language, else by a part of them naming one only."""
    want = cmd.fold(token)
    names = {v: [cmd.fold(v), cmd.fold(v.replace("_", " ")), *(cmd.fold(variant_label(loc, v)) for loc in LOCALES)]
             for v in variant_ids(game_id)}
    for v, words in names.items():
        if want in words:
            return v
    hits = [v for v, words in names.items() if want and any(want in w for w in words)]
    if not hits and len(want) >= 5:  # another Czech ending of a word of the name ("klany" ~ "klanů")
        stem = want[:-1]
        hits = [v for v, words in names.items() if any(t.startswith(stem) for w in words for t in w.split())]
    return hits[0] if len(hits) == 1 else None


def parse_variants(game_id: str, text: str | None) -> dict[str, bool]:
    """"clans, vassals" (ids or names in either language, separated by commas) → options set on."""
    out: dict[str, bool] = {}
    for token in filter(None, (t.strip() for t in (text or "").split(","))):
        variant = _variant(game_id, token)
        if variant is None:  # worded by the presenter: field, value, why, what is allowed
            raise RuleError("error-bad-options", "setup", detail=token, field="variants", value=token,
                            why="literal_error", allowed=", ".join(variant_ids(game_id)))
        out[variant] = True
    return out


AI_LEVEL = "ai_level"  # meta: the level the lobby's Add AI button seats (/game new ai:)
DEFAULT_AI_LEVEL = "simple"  # quick to answer; /game new ai:strong seats the strongest

def parse_setting(game_id: str, text: str | None) -> dict[str, str]:
    """"name=value": any one option of the game by its id or its name in either language, for
    options no menu can offer (free text such as a host's own board layout)."""
    if not text or not text.strip():
        return {}
    name, sep, value = text.partition("=")
    want = cmd.fold(name.strip())
    if sep and want in table.pace_names():  # the table's time per move, not a rule (bot/table/deadlines.py)
        return {"pace": value.strip()}
    model = get_game(game_id).Options
    fields = host_options(model)  # a set-up internal is never typed (games/core/options.py)
    match = next((f for f in fields if want in (cmd.fold(f), cmd.fold(f.replace("_", " ")),
                                                *(cmd.fold(i18n.lookup(loc, f"opt-{f}-name") or f) for loc in LOCALES))), None)
    allowed = ", ".join(fields)
    if not sep:
        raise RuleError("error-bad-options", "setup", detail=text.strip(), field="setting",
                        value=text.strip(), why="setting_form", allowed=allowed)
    if match is None:  # an unknown option: named as typed, with the nearest option name
        raise RuleError("error-bad-options", "setup", detail=text.strip(), field=name.strip(),
                        value="", why="extra_forbidden", allowed=allowed)
    return {match: from_typed(model, match, value.strip())}  # a list option: comma-separated


def variant_choices(game_id: str, typed: str, locale: str) -> list[cmd.Choice]:
    """Autocomplete for ``variants``: what is typed so far, extended by each further variant."""
    if game_id not in discord_games():
        return []
    parts = [t.strip() for t in (typed or "").split(",")]
    chosen = list(dict.fromkeys(v for v in (_variant(game_id, t) for t in parts[:-1] if t) if v))
    current = cmd.fold(parts[-1])
    out = []
    if chosen and not current:
        out.append(chosen)
    for v in variant_ids(game_id):
        if v not in chosen and (not current or current in cmd.fold(variant_label(locale, v)) or current in cmd.fold(v)):
            out.append([*chosen, v])
    return [cmd.Choice(",".join(c), clip(", ".join(variant_label(locale, v) for v in c), 100))
            for c in out if len(",".join(c)) <= 100][: cmd.MAX_CHOICES]


# ---------------------------------------------------------------------------------------- text
def seat_label(locale: str, seat: Seat) -> str:
    if seat.kind == "ai":
        return f"{seat.name} ({i18n.t(locale, 'seat-kind-ai')})"
    return seat.name


def option_text(locale: str, game_id: str, options: dict) -> str:
    """"map: Europe, first game: yes" in the reader's words: the map (else the first option), and
    any other option set away from its default (an unset option — None — is not shown)."""
    defaults = get_game(game_id).Options().model_dump(mode="json")
    first = "map" if "map" in options else next(iter(options), None)
    parts = []
    for key, value in options.items():
        if value is None or (key != first and defaults.get(key) == value):
            continue
        if value is True and key in variant_ids(game_id):  # a variant switched on: its name
            parts.append(variant_label(locale, key))
            continue
        name = i18n.lookup(locale, f"opt-{key}-name") or key
        if isinstance(value, bool):
            shown = i18n.t(locale, "yes" if value else "no")
        else:
            shown = i18n.lookup(locale, f"choice-{key}-{value}") or str(value)
        parts.append(f"{name.replace('_', ' ')}: {shown}")
    return ", ".join(parts)


def lobby_text(locale: str, g: StoredGame, note: str | None = None) -> str:
    p = Presenter(locale)
    game = get_game(g.game)
    counts = game.player_counts(game.parse_options(g.options))
    if len(counts) == 1:  # solo, duel: exactly so many players
        first = p.t("lobby-created-fixed", host=host_name(g), game=p.game_title(g.game), count=counts[0])
    else:
        first = p.t("lobby-created", host=host_name(g), game=p.game_title(g.game), min=min(counts), max=max(counts))
    lines = [first]
    if g.options:
        lines.append(f"{p.t('status-options')}: {option_text(locale, g.game, g.options)}")
    lines.append(f"**{p.t('status-players')}**")
    lines.extend(p.t("status-seat", n=i, player=seat_label(locale, s)) for i, s in enumerate(g.seats, 1))
    if note:
        lines.append(note)
    return "\n".join(lines)


# ---------------------------------------------------------------------------------------- items
LOBBY_OPS = {
    "join": ("lobby-button-join", discord.ButtonStyle.success),
    "leave": ("lobby-button-leave", discord.ButtonStyle.secondary),
    "ai": ("lobby-button-add-ai", discord.ButtonStyle.secondary),
    "start": ("lobby-button-start", discord.ButtonStyle.primary),
}


class LobbyButton(Handled, discord.ui.DynamicItem[discord.ui.Button],
                  template=r"^vy:lobby:(?P<game>\d+):(?P<op>join|leave|ai|start)$"):
    """Join / Leave / Add AI / Start on a lobby message."""

    def __init__(self, game_id: int, op: str, locale: str = "en") -> None:
        key, style = LOBBY_OPS[op]
        super().__init__(discord.ui.Button(label=clip(i18n.t(locale, key), MAX_LABEL), style=style,
                                           custom_id=f"vy:lobby:{game_id}:{op}"))
        self.game_id, self.op = game_id, op

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), match["op"])

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await do_lobby(ctx, app, place, actor, self.game_id, self.op)


class UndoAgreeButton(Handled, discord.ui.DynamicItem[discord.ui.Button],
                      template=r"^vy:undo:(?P<game>\d+):(?P<seq>\d+)$"):
    """Agree to someone's undo request."""

    def __init__(self, game_id: int, seq: int, locale: str = "en") -> None:
        super().__init__(discord.ui.Button(label=clip(i18n.t(locale, "undo-consent-button"), MAX_LABEL),
                                           style=discord.ButtonStyle.danger,
                                           custom_id=f"vy:undo:{game_id}:{seq}"))
        self.game_id, self.seq = game_id, seq

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), int(match["seq"]))

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await do_undo(ctx, app, place, actor, seen_seq=self.seq, game_id=self.game_id)


def lobby_view(game_id: int, locale: str, g: StoredGame | None = None) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for op in LOBBY_OPS:
        view.add_item(LobbyButton(game_id, op, locale))
    if g is not None:  # the host's option menus
        add_option_items(view, g, locale)
    return view


def undo_view(game_id: int, seq: int, locale: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(UndoAgreeButton(game_id, seq, locale))
    return view


# ---------------------------------------------------------------------------------------- the host's option menus
class OptionSelect(Handled, discord.ui.DynamicItem[discord.ui.Select],
                   template=r"^vy:opt:(?P<game>\d+):(?P<field>_?[a-z][a-z0-9_]*)$"):
    """One of the host's option menus on a lobby message."""

    def __init__(self, game_id: int, field: str, options: list[discord.SelectOption] | None = None,
                 placeholder: str | None = None, max_values: int = 1) -> None:
        options = options or [discord.SelectOption(label=field, value=field)]
        super().__init__(discord.ui.Select(
            custom_id=f"vy:opt:{game_id}:{field}", placeholder=placeholder, options=options,
            min_values=0 if field == FLAGS else 1, max_values=max(1, min(max_values, len(options)))))
        self.game_id, self.field = game_id, field

    @classmethod
    async def from_custom_id(cls, interaction, item, match, /):
        return cls(int(match["game"]), match["field"])

    async def handle(self, ctx: Replier, app: App, place: Place, actor: Actor, values: list[str]) -> None:
        await do_option(ctx, app, place, actor, self.game_id, self.field, values)


def option_items(g: StoredGame, locale: str) -> list[discord.ui.Item]:
    """The menus for the lobby ``g`` in ``locale``, each showing the current value."""
    current = current_options(g)
    items: list[discord.ui.Item] = []
    for f in option_fields(g.game):
        if f.kind == "flag":
            on = [name for name in f.values if current.get(name)]
            options = [discord.SelectOption(label=clip(flag_name(locale, name), MAX_OPTION), value=name,
                                            default=name in on) for name in f.values[:MAX_SELECT]]
            placeholder = i18n.t(locale, "lobby-option-variants-none")
            item = OptionSelect(g.id, FLAGS, options, clip(placeholder, MAX_PLACEHOLDER), max_values=len(options))
        else:
            options = [discord.SelectOption(label=clip(value_text(locale, f.name, v), MAX_OPTION), value=wire(v),
                                            default=v == current.get(f.name)) for v in f.values[:MAX_SELECT]]
            item = OptionSelect(g.id, f.name, options, clip(field_name(locale, f.name), MAX_PLACEHOLDER))
        items.append(item)
    return items


def add_option_items(view: discord.ui.View, g: StoredGame, locale: str) -> None:
    """Put the host's option menus on the lobby ``view`` (rows 1–4, under the lobby buttons)."""
    for row, item in enumerate(option_items(g, locale), 1):
        item.row = row
        view.add_item(item)


async def do_option(ctx: Replier, app: App, place: Place, actor: Actor, game_id: int, field: str,
                    values: list[str]) -> StoredGame | None:
    """The host picked in an option menu: validate the new options, store them, redraw the lobby.
    Anyone else, a started game, or an invalid combination: refused privately, nothing changes."""
    await ctx.defer()  # acknowledged before the channel lock is waited for
    g: StoredGame | None = None
    seen: dict = {}

    def change(lobby: StoredGame) -> dict:
        """The new options (the session checked first that the actor may change them: bot/table/rights.py)."""
        nonlocal g
        g = lobby
        if lobby.id != game_id:
            raise Refusal("refuse-state-changed")
        fields = {f.name: f for f in option_fields(lobby.game)}
        if field not in fields:
            raise Refusal("refuse-state-changed")
        before = seen["before"] = current_options(lobby)
        f = fields[field]
        if f.kind == "flag":
            unknown = [v for v in values if v not in f.values]
            if unknown:
                raise Refusal("refuse-state-changed")
            changes = {name: name in values for name in f.values}
        else:
            if len(values) != 1:
                raise Refusal("refuse-state-changed")
            changes = {field: unwire(f, values[0])}
        after = seen["after"] = {**before, **changes}
        if after == before:
            return lobby.options  # nothing to write
        if not valid(get_game(lobby.game), after):
            raise conflict(lobby.game, before, after, actor.locale)
        return after

    try:
        current = await app.store.active_game(place.channel_id)
        if current is None or current.id != game_id:
            raise Refusal("refuse-state-changed")
        g = current
        g, _ = await app.sessions.set_options(place.channel_id, actor.id, change)
    except Refusal as err:
        if g is not None and g.status == "lobby" and allows("options", Who(actor.id, actor.admin), g):
            # the host's refused pick: the menus back to the stored values (anyone else's changes
            # nothing, not even the lobby's text)
            await ctx.update(lobby_text(place.locale, g), view=lobby_view(g.id, place.locale, g))
        await refuse(ctx, actor, err, game=g)
        return None
    before, after = seen["before"], seen["after"]
    if after == before:
        await ctx.update(lobby_text(place.locale, g), view=lobby_view(g.id, place.locale, g))
        return g
    shown = [value_text(place.locale, k, v) for k, v in after.items() if before.get(k) != v]
    note = i18n.t(place.locale, "lobby-option-set", player=esc(actor.name), options=", ".join(shown))
    await ctx.update(lobby_text(place.locale, g, note), view=lobby_view(g.id, place.locale, g))
    return g


# ---------------------------------------------------------------------------------------- handlers
async def latest_game(app: App, place: Place) -> StoredGame | None:
    """The channel's open game, else its most recent finished or abandoned one."""
    g = await app.store.active_game(place.channel_id)
    if g is not None or place.guild_id is None:
        return g
    games = [x for x in await app.store.games_in_guild(place.guild_id) if x.channel_id == place.channel_id]
    return games[-1] if games else None


async def do_new(ctx: Replier, app: App, place: Place, actor: Actor, game_id: str,
                 options: dict | None = None, member: Member | None = None) -> StoredGame | None:
    """Open a table in the channel; the host takes the first seat. ``member``: who asks, for the
    server's settings (who may open games, the limit per member; bot/table/tables.py)."""
    try:
        await check_may_open(app.store, place.guild_id, actor.id, member or Member(manager=actor.admin))
        if game_id not in discord_games():
            raise RuleError("error-unknown-game", "games", game=game_id)
        game = get_game(game_id)
        fields = game.Options.model_fields
        options = dict(options or {})
        arranged = table_setting(options)  # board=… is the table's, not the rules' (bot/discord/threads.py)
        level = options.pop(AI_LEVEL, None)  # the Add AI button's level (the table's, not the rules')
        if level is not None:
            if level not in game.ai_names():
                raise Refusal("lobby-unknown-ai", level=level)
            arranged[AI_LEVEL] = level
        options.update(parse_variants(game_id, options.pop("variants", None)))
        options.update(parse_setting(game_id, options.pop("setting", None)))
        pace = await table.lobby_pace(app, place, options.pop("pace", None))  # or the server's default
        options = {k: v for k, v in options.items() if k in fields and v is not None}
        where = await game_place(ctx, app, place, game_id, actor.name)  # a new thread, or here
        g = await app.sessions.new_lobby(place.guild_id, where.channel_id, actor.id, actor.name,
                                         game_id, options, locale=place.locale)
    except (Refusal, RuleError) as err:
        await refuse(ctx, actor, err, game=await app.store.active_game(place.channel_id))
        return None
    g = await app.store.update_meta(g.id, {OPENED: app.clock.now()})  # the lobby sweep's start
    if pace:
        g = await app.store.update_meta(g.id, {"pace": pace})
    if where is not place:  # the lobby lives in the game's thread; the channel gets a pointer
        arranged.update(thread=where.channel_id, parent=place.channel_id)
    if arranged:
        g = await app.store.update_meta(g.id, arranged)
    if where is place:
        sent = await ctx.public(lobby_text(place.locale, g), view=lobby_view(g.id, place.locale, g))
        await remember_lobby(app.store, g, getattr(sent, "id", None))  # its buttons go when it expires
        return g
    sent = await app.poster.send(where.channel_id, lobby_text(place.locale, g), view=lobby_view(g.id, place.locale, g))
    await remember_lobby(app.store, g, sent)
    follow_seats(app, g, place.locale)
    p = Presenter(place.locale)
    await ctx.public(p.t("announce-thread-opened", host=actor.name, game=p.game_title(g.game),
                         thread=f"<#{where.channel_id}>"))
    return g


async def do_lobby(ctx: Replier, app: App, place: Place, actor: Actor, game_id: int, op: str) -> None:
    """A lobby button: join, leave, add an AI player, or (host) start."""
    await ctx.defer()  # acknowledged before the channel lock is waited for
    p = Presenter(place.locale)
    s, ch = app.sessions, place.channel_id
    g = await app.store.active_game(ch)
    try:
        if g is None or g.id != game_id:
            raise Refusal("refuse-state-changed")
        if g.status != "lobby":
            raise Refusal("lobby-already-started")
        if op == "start":
            async with app.outbox.lock(g.id):  # one announcer per game (bot/table/outbox.py)
                outcome = await start_game(app, ch, actor.id, g.id)
                players = ", ".join(esc(x.name) for x in outcome.state.seats)  # "players" is not escaped again
                started = p.t("lobby-started", game=p.game_title(outcome.game.game), players=players)
                await ctx.update(lobby_text(place.locale, outcome.game, started), view=None)
                follow_seats(app, outcome.game, place.locale)
                header = [started, *face_of(outcome.game.game).start_notes(outcome.state, place.locale)]
                await post_outcome(ctx, app, place, outcome, header=header)
            return
        if op == "join":
            await check_game_limit(app.store, place.guild_id, actor.id)
            g = await s.join(ch, actor.id, actor.name)
            note = p.t("lobby-joined", player=actor.name, count=len(g.seats))
        elif op == "leave":
            g = await s.leave(ch, actor.id)
            note = p.t("lobby-left", player=actor.name)
        else:
            g = await s.add_ai(ch, actor.id, g.meta.get(AI_LEVEL, DEFAULT_AI_LEVEL))
            seat = g.seats[-1]
            note = p.t("lobby-ai-added", player=seat.name, ai=p.t(f"ai-{seat.ai}"), count=len(g.seats))
    except (Refusal, RuleError) as err:
        await refuse(ctx, actor, err, game=g)
        return
    await ctx.update(lobby_text(place.locale, g, note), view=lobby_view(g.id, place.locale, g))
    follow_seats(app, g, place.locale)  # the thread's name lists the players


async def live_or_refuse(ctx: Replier, app: App, place: Place, actor: Actor, g: StoredGame):
    """The channel's running game, or None after telling the actor why not (e.g. its record is
    damaged: then the whole table is told)."""
    try:
        return await app.sessions.live(place.channel_id)
    except Refusal as err:
        await refuse(ctx, actor, err, game=g)
        return None


async def do_status(ctx: Replier, app: App, place: Place, actor: Actor) -> None:
    """Who plays, whose turn it is and what they may do, the scores and public money so far,
    the last move — in words a screen reader reads (only the asker sees it; bot/commands/status_text.py)."""
    from ...commands import status_text
    p = Presenter(actor.locale)
    g = await latest_game(app, place)
    if g is None:
        await refuse(ctx, actor, Refusal("refuse-no-game"))
        return
    title = p.game_title(g.game)
    lines = [f"**{p.t('status-title', game=title)}**"]
    if g.status == "lobby":
        lines.append(lobby_text(actor.locale, g))
        await ctx.private("\n".join(lines))
        return
    lines.append(p.t("status-host", host=host_name(g)))
    if g.options:
        lines.append(f"{p.t('status-options')}: {option_text(actor.locale, g.game, g.options)}")
    if g.status == "active":
        live = await live_or_refuse(ctx, app, place, actor, g)
        if live is None:
            return
        state, record = live.state, live.record
    else:
        from vypravci.games.core import replay

        record = await app.store.record(g.id)
        state = replay(record)
    phase = getattr(state, "phase", None)
    if phase is not None:
        name = face_of(g.game).turn_hint(state, actor.locale)
        lines.append(p.t("status-phase", phase=name or phase))
    # the same onlooker's view the board picture is drawn from: whose turn, the public scores
    view = state.view(None)
    to_act = view.get("to_act", state.to_act()) if isinstance(view, dict) else state.to_act()
    lines.append(f"**{p.t('status-players')}**")
    lines += status_text.seat_lines(p, state)
    last = status_text.last_move(p, record)
    if last:
        lines.append(last)
    if claims_open(g.meta):  # an imported game waits for its seats (bot/table/claims.py)
        lines.append(p.t("claims-waiting"))
    elif to_act is not None:
        lines.append(p.t("status-to-act", player=state.seats[to_act].name))
        wanted = status_text.awaited(p, state)
        if wanted:
            lines.append(wanted)
        lines.extend(table.clock_lines(actor.locale, g.meta))  # the deadline, if the table has one
    elif state.is_terminal():
        lines.extend(p.final_scores(state))
    await ctx.private(clip("\n".join(lines), MAX_MESSAGE))


async def do_abandon(ctx: Replier, app: App, place: Place, actor: Actor) -> None:
    """End the channel's game without scoring: the host, or a member who may manage the server or
    the channel."""
    try:
        g = await app.sessions.abandon(place.channel_id, actor.id, is_admin=actor.admin)
    except Refusal as err:
        await refuse(ctx, actor, err, game=await app.store.active_game(place.channel_id))
        return
    p = Presenter(place.locale)
    await ctx.public(p.t("lobby-abandoned", player=actor.name, game=p.game_title(g.game)))
    from ..notify import unpin_status

    await unpin_status(app, g)  # an abandoned game's status leaves the channel's pins


async def do_undo(ctx: Replier, app: App, place: Place, actor: Actor, seen_seq: int | None = None,
                  game_id: int | None = None) -> None:
    """Take back your own last action at once; someone else's needs every seated player to agree
    (the request is posted with an Agree button)."""
    await ctx.defer()  # acknowledged before the channel lock is waited for
    open_game = await app.store.active_game(place.channel_id)
    async with app.outbox.lock(open_game.id if open_game else 0):  # one announcer per game (bot/table/outbox.py)
        if open_game is not None:
            await app.outbox.before_change(open_game.id)
        await _undo(ctx, app, place, actor, seen_seq, game_id)


async def _undo(ctx: Replier, app: App, place: Place, actor: Actor, seen_seq: int | None,
                game_id: int | None) -> None:
    live = None
    try:
        live = await app.sessions.live(place.channel_id)
        if game_id is not None and live.game.id != game_id:
            raise Refusal("refuse-state-changed")
        if seen_seq is not None and seen_seq != live.seq:
            raise Refusal("refuse-state-changed", seen=seen_seq)
        result = await app.sessions.undo(place.channel_id, actor.id)
    except Refusal as err:
        await refuse(ctx, actor, err, live or await current_live(app, place))
        return
    p = Presenter(place.locale)
    if isinstance(result, UndoVote):
        missing = len(result.needed - result.agreed)
        await ctx.public(p.t("undo-needs-consent", player=actor.name, needed=missing),
                         view=undo_view(live.game.id, result.seq, place.locale))
        return
    now = await app.sessions.live(place.channel_id)
    await post_board(ctx, app, place, now.game, now.state, now.seq, [p.t("undo-done", player=actor.name)])


async def do_repair(ctx: Replier, app: App, place: Place, actor: Actor) -> None:
    """Cut a damaged game back to its last good move: the host, or an admin."""
    open_game = await app.store.active_game(place.channel_id)
    async with app.outbox.lock(open_game.id if open_game else 0):  # one announcer per game (bot/table/outbox.py)
        try:
            await app.sessions.repair(place.channel_id, actor.id, is_admin=actor.admin)
        except Refusal as err:
            await refuse(ctx, actor, err, game=open_game)
            return
        p = Presenter(place.locale)
        await ctx.defer()
        now = await app.sessions.live(place.channel_id)
        await post_board(ctx, app, place, now.game, now.state, now.seq,
                         [p.t("repair-done", player=actor.name, move=len(now.record.actions))])


def log_lines(record: GameRecord, p: Presenter) -> list[str]:
    """The game's actions in words, numbered (replays the record once)."""
    from ...commands.status_text import move_texts

    return [p.t("log-entry", n=i, text=text) for i, text in enumerate(move_texts(p, record), 1)]


async def do_log(ctx: Replier, app: App, place: Place, actor: Actor) -> None:
    """The recent actions in words, only for the asker."""
    p = Presenter(actor.locale)
    g = await latest_game(app, place)
    if g is None or g.status == "lobby":
        await refuse(ctx, actor, Refusal("refuse-no-game" if g is None else "game-not-started"), game=g)
        return
    lines = log_lines(await app.store.record(g.id), p)
    head = f"**{p.t('log-title', game=p.game_title(g.game))}**"
    if not lines:
        await ctx.private(f"{head}\n{p.t('log-empty')}")
        return
    shown = lines[-LOG_LAST:]
    while True:
        earlier = len(lines) - len(shown)
        parts = [head] + ([p.t("log-more", count=earlier)] if earlier else []) + shown
        text = "\n".join(parts)
        if len(text) <= MAX_MESSAGE or len(shown) == 1:
            break
        shown = shown[1:]
    await ctx.private(clip(text, MAX_MESSAGE))


async def do_export(ctx: Replier, app: App, place: Place, actor: Actor) -> None:
    """The game record as a JSON file (replaying it rebuilds the game exactly). Until the game is
    finished its chance stays secret: the record comes sealed with the bot's key (bot/table/records/sealing.py),
    and a lobby has none yet (its seed is drawn at Start)."""
    from ...table.records.sealing import export_bytes

    g = await latest_game(app, place)
    if g is None or g.status == "lobby":
        await refuse(ctx, actor, Refusal("refuse-no-game" if g is None else "game-not-started"), game=g)
        return
    record = await app.store.record(g.id)
    finished = g.status == "finished"
    data = await export_bytes(app.sealer, record, finished)
    p = Presenter(actor.locale)
    text = p.t("export-done", count=len(record.actions))
    await ctx.private(text if finished else f"{text}\n{p.t('export-sealed')}",
                      file=Attachment(f"{g.game}-{g.id}.json", data))


async def do_board(ctx: Replier, app: App, place: Place, actor: Actor) -> None:
    """Post the current board again, with the buttons of the player to act (no ping)."""
    g = await latest_game(app, place)
    if g is None or g.status == "lobby":
        await refuse(ctx, actor, Refusal("refuse-no-game" if g is None else "game-not-started"), game=g)
        return
    if g.status == "active":
        live = await live_or_refuse(ctx, app, place, actor, g)
        if live is None:
            return
    await ctx.defer()
    if g.status == "active":
        g, state, seq = live.game, live.state, live.seq
    else:
        from vypravci.games.core import replay

        state, seq = replay(await app.store.record(g.id)), g.move_count
    p = Presenter(place.locale)
    await post_board(ctx, app, place, g, state, seq, [f"**{p.t('board-title', game=p.game_title(g.game))}**"],
                     ping=False)


# ---------------------------------------------------------------------------------------- cog
GAME_CHOICES = [app_commands.Choice(name=game_choice(game_id), value=game_id) for game_id in discord_games()]
def option_choices(field: str) -> list[app_commands.Choice[str]]:
    """The values an option of /game new takes in any game offered here (its enum in each game's
    options schema), named by ``choice-<field>-<value>``."""
    values: list = []
    for game_id in discord_games():
        for f in option_fields(game_id):
            if f.name == field and f.kind == "enum":
                values += [v for v in f.values if v is not None and v not in values]
    return [app_commands.Choice(name=ls(f"choice-{field}-{v}"), value=str(v)) for v in values[:25]]


MAP_CHOICES = option_choices("map")
MODE_CHOICES = option_choices("mode")
DIFFICULTY_CHOICES = option_choices("difficulty")


class GameCog(commands.Cog):
    """/game new | status | abandon | undo | log | export | board | hand"""

    game = app_commands.Group(name=ls("cmd-game-name"), description=ls("cmd-game-desc"), **guild_only())

    def __init__(self, app: App) -> None:
        self.app = app

    @game.command(name=ls("cmd-game-new-name"), description=ls("cmd-game-new-desc"))
    @app_commands.rename(game_id=ls("opt-game-name"), map_id=ls("opt-map-name"), first_game=ls("opt-first_game-name"),
                         mode=ls("opt-mode-name"), difficulty=ls("opt-difficulty-name"),
                         variants=ls("opt-variants-name"), setting=ls("opt-setting-name"), ai=ls("opt-ai-name"))
    @app_commands.describe(game_id=ls("opt-game-desc"), map_id=ls("opt-map-desc"), first_game=ls("opt-first_game-desc"),
                           mode=ls("opt-mode-desc"), difficulty=ls("opt-difficulty-desc"),
                           variants=ls("opt-variants-desc"), setting=ls("opt-setting-desc"), ai=ls("opt-ai-desc"))
    @app_commands.choices(game_id=GAME_CHOICES, map_id=MAP_CHOICES, mode=MODE_CHOICES, difficulty=DIFFICULTY_CHOICES,
                          ai=table.STAND_IN_CHOICES)
    async def new(self, interaction: discord.Interaction, game_id: str | None = None, map_id: str | None = None,
                  first_game: bool | None = None, mode: str | None = None, difficulty: str | None = None,
                  variants: str | None = None, setting: str | None = None, ai: str | None = None) -> None:
        """Options a game does not have are dropped."""
        ctx, place, actor = await from_interaction(self.app, interaction)
        await do_new(ctx, self.app, place, actor, game_id or GAME_CHOICES[0].value,
                     {"map": map_id, "first_game": first_game, "mode": mode, "difficulty": difficulty,
                      "variants": variants, "setting": setting, AI_LEVEL: ai}, member=server.member_of(interaction))

    @new.autocomplete("variants")
    async def new_variants(self, interaction: discord.Interaction, current: str):
        locale = await self.app.reader_locale(interaction.user.id, interaction.guild_id, interaction.locale)
        game_id = getattr(interaction.namespace, i18n.t("en", "opt-game-name"), None) or GAME_CHOICES[0].value
        return [app_commands.Choice(name=c.label, value=c.value) for c in variant_choices(game_id, current, locale)]

    @game.command(name=ls("cmd-game-status-name"), description=ls("cmd-game-status-desc"))
    async def status(self, interaction: discord.Interaction) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await do_status(ctx, self.app, place, actor)

    @game.command(name=ls("cmd-game-abandon-name"), description=ls("cmd-game-abandon-desc"))
    async def abandon(self, interaction: discord.Interaction) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await do_abandon(ctx, self.app, place, actor)

    @game.command(name=ls("cmd-game-undo-name"), description=ls("cmd-game-undo-desc"))
    async def undo(self, interaction: discord.Interaction) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await do_undo(ctx, self.app, place, actor)

    @game.command(name=ls("cmd-game-repair-name"), description=ls("cmd-game-repair-desc"))
    async def repair(self, interaction: discord.Interaction) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await do_repair(ctx, self.app, place, actor)

    @game.command(name=ls("cmd-game-log-name"), description=ls("cmd-game-log-desc"))
    async def log(self, interaction: discord.Interaction) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await do_log(ctx, self.app, place, actor)

    @game.command(name=ls("cmd-game-export-name"), description=ls("cmd-game-export-desc"))
    async def export(self, interaction: discord.Interaction) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await do_export(ctx, self.app, place, actor)

    @game.command(name=ls("cmd-game-import-name"), description=ls("cmd-game-import-desc"))
    @app_commands.rename(record=ls("opt-record-name"))
    @app_commands.describe(record=ls("opt-record-desc"))
    async def import_record(self, interaction: discord.Interaction, record: discord.Attachment) -> None:
        from .history import import_command  # bot/discord/cogs/history.py

        await import_command(self.app, interaction, record)

    @game.command(name=ls("cmd-game-history-name"), description=ls("cmd-game-history-desc"))
    @app_commands.rename(number=ls("opt-game-name"), move=ls("opt-move-name"))
    @app_commands.describe(number=ls("opt-game-desc"), move=ls("opt-move-desc"))
    async def history(self, interaction: discord.Interaction, number: int | None = None,
                      move: app_commands.Range[int, 0] | None = None) -> None:
        from .history import history_command  # bot/discord/cogs/history.py

        await history_command(self.app, interaction, number, move)

    @history.autocomplete("number")
    async def history_number(self, interaction: discord.Interaction, current: str):
        from .history import history_choices

        return await history_choices(self.app, interaction, current)

    @game.command(name=ls("cmd-game-board-name"), description=ls("cmd-game-board-desc"))
    async def board(self, interaction: discord.Interaction) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await do_board(ctx, self.app, place, actor)

    @game.command(name=ls("cmd-game-hand-name"), description=ls("cmd-game-hand-desc"))
    async def hand(self, interaction: discord.Interaction) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await do_hand(ctx, self.app, place, actor)

    @game.command(name=ls("cmd-game-mine-name"), description=ls("cmd-game-mine-desc"))
    async def mine(self, interaction: discord.Interaction) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await server.do_listing(ctx, self.app, place, actor, "mine")

    @game.command(name=ls("cmd-game-list-name"), description=ls("cmd-game-list-desc"))
    async def list_tables(self, interaction: discord.Interaction) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await server.do_listing(ctx, self.app, place, actor, "list")

    # -- time and seats (bot/discord/cogs/table.py) ------------------------------------------------------
    @game.command(name=ls("cmd-game-pace-name"), description=ls("cmd-game-pace-desc"))
    @app_commands.rename(pace=ls("opt-pace-name"))
    @app_commands.describe(pace=ls("opt-pace-desc"))
    @app_commands.choices(pace=table.PACE_CHOICES)
    async def pace(self, interaction: discord.Interaction, pace: str) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await table.do_pace(ctx, self.app, place, actor, pace)

    @game.command(name=ls("cmd-game-stand-in-name"), description=ls("cmd-game-stand-in-desc"))
    @app_commands.rename(level=ls("opt-level-name"))
    @app_commands.describe(level=ls("opt-level-desc"))
    @app_commands.choices(level=table.STAND_IN_CHOICES)
    async def stand_in(self, interaction: discord.Interaction, level: str) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await table.do_stand_in(ctx, self.app, place, actor, level)

    @game.command(name=ls("cmd-game-pause-name"), description=ls("cmd-game-pause-desc"))
    async def pause(self, interaction: discord.Interaction) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await table.do_pause(ctx, self.app, place, actor, True)

    @game.command(name=ls("cmd-game-resume-name"), description=ls("cmd-game-resume-desc"))
    async def resume(self, interaction: discord.Interaction) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await table.do_pause(ctx, self.app, place, actor, False)

    @game.command(name=ls("cmd-game-vacation-name"), description=ls("cmd-game-vacation-desc"))
    @app_commands.rename(away=ls("opt-away-name"))
    @app_commands.describe(away=ls("opt-away-desc"))
    async def vacation(self, interaction: discord.Interaction, away: bool) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await table.do_vacation(ctx, self.app, place, actor, away)

    @game.command(name=ls("cmd-game-replace-name"), description=ls("cmd-game-replace-desc"))
    @app_commands.rename(member=ls("opt-member-name"), newcomer=ls("opt-newcomer-name"))
    @app_commands.describe(member=ls("opt-member-desc"), newcomer=ls("opt-newcomer-desc"))
    async def replace(self, interaction: discord.Interaction, member: discord.User, newcomer: discord.User) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        name = getattr(newcomer, "display_name", None) or newcomer.name
        await table.do_replace(ctx, self.app, place, actor, member.id, newcomer.id, name, newcomer.bot)

    @game.command(name=ls("cmd-game-kick-name"), description=ls("cmd-game-kick-desc"))
    @app_commands.rename(member=ls("opt-member-name"))
    @app_commands.describe(member=ls("opt-member-desc"))
    async def kick(self, interaction: discord.Interaction, member: discord.User) -> None:
        ctx, place, actor = await from_interaction(self.app, interaction)
        await table.do_kick(ctx, self.app, place, actor, member.id)


DYNAMIC_ITEMS = (LobbyButton, UndoAgreeButton, OptionSelect, *server.DYNAMIC_ITEMS)
