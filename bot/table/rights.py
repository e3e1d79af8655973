"""Who may do what at a table: one table of rights, checked in the table service for every front end.

The Discord buttons and slash commands (bot/discord/cogs/) and the console (bot/console/) all reach the
table service — bot/table/session.py, bot/table/table_ops.py, bot/table/claims.py — and every lobby or table action
there asks :func:`check` first, so no front end can let someone do what another refuses. A refusal
is a ``Refusal`` (the front end words it in the reader's language) and nothing has changed.

``RIGHTS`` is also the "Who may do what" table of docs/discord.md (:func:`markdown_table`;
tests/test_rights.py fails when the two disagree: regenerate with ``python -m vypravci.bot.table.rights``).
Platform-neutral: no Discord here; *admin* is what the front end says (Discord: Manage Server or
Manage Channels; the console has no admins).
"""
from __future__ import annotations

from dataclasses import dataclass

from .refusal import Refusal
from .seats import controllers, seat_as_controlled
from ..store import StoredGame

# roles a person has at one table
HOST = "host"  # opened the table (or imported the game)
ADMIN = "admin"  # may manage the server or the channel
SEATED = "seated"  # plays a seat of this table now (a replacement too; also while an AI stands in)
NAMED = "named"  # the person an imported record names for a seat (anyone, when it names nobody)
LATE = "late"  # the player whose time ran out (never decides for themselves)
ANYONE = "anyone"  # any member of the server

ROLE_WORDS = {HOST: "host", ADMIN: "admin", SEATED: "seated player", ANYONE: "anyone else"}
COLUMNS = (HOST, ADMIN, SEATED, ANYONE)  # the doc table's columns, in this order


@dataclass(frozen=True)
class Who:
    """Who asks: their user id and whether the front end counts them as an admin here."""

    user_id: int
    admin: bool = False


@dataclass(frozen=True)
class Right:
    """One action: the roles any of which allows it, the roles that never may, and the locale
    key of the refusal; ``discord``/``console``/``note`` are the doc table's words."""

    action: str
    who: frozenset[str]
    refusal: str
    discord: str
    console: str = "—"
    note: str = ""
    never: frozenset[str] = frozenset()


def _right(action: str, who: tuple[str, ...], refusal: str, discord: str, console: str = "—",
           note: str = "", never: tuple[str, ...] = ()) -> Right:
    return Right(action, frozenset(who), refusal, discord, console, note, frozenset(never))


HOST_ONLY, HOST_OR_ADMIN = (HOST,), (HOST, ADMIN)

RIGHTS: dict[str, Right] = {r.action: r for r in (
    # -- the lobby
    _right("join", (ANYONE,), "refuse-not-seated", "lobby **Join**", "`join`",
           "while a seat is free and the server's `game-limit` allows"),
    _right("leave", (SEATED,), "refuse-not-seated", "lobby **Leave**", "`leave`", "not the host"),
    _right("add-ai", HOST_ONLY, "lobby-not-host", "lobby **Add AI player**", "`ai`"),
    _right("options", HOST_ONLY, "lobby-not-host", "lobby option menus", "—", "the console sets them with `new`"),
    _right("start", HOST_ONLY, "lobby-not-host", "lobby **Start**", "`start`"),
    # -- the running table
    _right("pace", HOST_OR_ADMIN, "refuse-host-or-admin", "`/game pace`", "`pace`", "also in the lobby"),
    _right("stand-in", HOST_OR_ADMIN, "refuse-host-or-admin", "`/game stand-in`", "`stand-in`",
           "the AI level that plays a handed-over seat; also in the lobby"),
    _right("pause", HOST_OR_ADMIN, "refuse-host-or-admin", "`/game pause`", "`pause`"),
    _right("resume", HOST_OR_ADMIN, "refuse-host-or-admin", "`/game resume`", "`resume`"),
    _right("kick", HOST_OR_ADMIN, "refuse-host-or-admin", "`/game kick`", "`kick`"),
    _right("replace", HOST_OR_ADMIN, "refuse-host-or-admin", "`/game replace`", "`replace`"),
    _right("abandon", HOST_OR_ADMIN, "refuse-host-or-admin", "`/game abandon`", "`abandon`", "also in the lobby"),
    _right("repair", HOST_OR_ADMIN, "refuse-host-or-admin", "`/game repair`", "`repair`"),
    _right("claim", (NAMED,), "claim-not-yours", "imported game **Take seat**", "—",
           "only the person the record names for the seat (anyone, if it names nobody), not seated yet"),
    _right("claim-ai", HOST_OR_ADMIN, "refuse-host-or-admin", "imported game **AI** under a seat", "—",
           "a seat nobody claimed"),
    _right("vacation", (SEATED,), "refuse-not-seated", "`/game vacation`", "`vacation`"),
    _right("undo", (SEATED,), "refuse-not-seated", "`/game undo`, **Agree**", "`undo`",
           "your own last action at once; someone else's when every seated player agrees"),
    _right("hand", (SEATED,), "refuse-not-seated", "`/game hand`", "`hand`", "only your own secrets"),
    _right("expiry", (SEATED, HOST, ADMIN), "expiry-not-allowed", "expiry **Wait / Pass / AI**", "—",
           "not the late player", never=(LATE,)),
    _right("hotseat", HOST_ONLY, "lobby-not-host", "—", "`hotseat`"),
    _right("look", (ANYONE,), "refuse-no-game", "`/game status`, `board`, `log`, `history`", "`status`, `board`, `log`"),
    _right("export", (ANYONE,), "refuse-no-game", "`/game export`", "`export`",
           "an unfinished game's record comes sealed (only a bot with the key opens it)"),
)}


# ---------------------------------------------------------------------------------------- checking
HOST_NAME = "host_name"  # meta: the host's name where no seat shows it (an imported game's importer)


def host_name(g: StoredGame) -> str:
    """The host's name: the seat they play, else the name kept at import, else "?"."""
    table = controllers(g.meta)
    seated = (seat_as_controlled(s, table.get(str(i))) for i, s in enumerate(g.seats))
    return next((s.name for s in seated if s.user_id == g.host_id), None) or g.meta.get(HOST_NAME) or "?"


def is_seated(g: StoredGame, user_id: int) -> bool:
    """The user plays at this table now: their seat (a lobby's too; also while an AI stands in for
    them), or one handed to them (``meta["controllers"]``, bot/table/seats.py); not a seat they were
    replaced in, nor one of an imported game they have not claimed."""
    table = controllers(g.meta)
    return any(seat_as_controlled(s, table.get(str(i))).user_id == user_id for i, s in enumerate(g.seats))


def roles(who: Who, g: StoredGame) -> set[str]:
    """The roles ``who`` has at the table ``g``."""
    out = {ANYONE}
    if who.user_id == g.host_id:
        out.add(HOST)
    if who.admin:
        out.add(ADMIN)
    if is_seated(g, who.user_id):
        out.add(SEATED)
    return out


def allows(action: str, who: Who, g: StoredGame, extra: set[str] | frozenset[str] = frozenset()) -> bool:
    """Whether ``who`` may do ``action`` at ``g``; ``extra``: roles only the caller knows (NAMED, LATE)."""
    right = RIGHTS[action]
    have = roles(who, g) | set(extra)
    return not (right.never & have) and bool(right.who & have)


def check(action: str, who: Who, g: StoredGame, extra: set[str] | frozenset[str] = frozenset(),
          **params: object) -> None:
    """Nothing, if ``who`` may do ``action`` at ``g``; else the action's ``Refusal``."""
    if allows(action, who, g, extra):
        return
    raise Refusal(RIGHTS[action].refusal, host=host_name(g), **params)


# ---------------------------------------------------------------------------------------- the doc
def markdown_table() -> str:
    """docs/discord.md's "Who may do what": one row per action, ✓ where a role may."""
    head = ["action", "Discord", "console", *(ROLE_WORDS[c] for c in COLUMNS), "note"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in RIGHTS.values():
        marks = []
        for role in COLUMNS:
            if role in r.who or ANYONE in r.who:
                marks.append("✓")
            elif role in (HOST, ADMIN) and SEATED in r.who:
                marks.append("if seated")
            elif NAMED in r.who:
                marks.append("if named")
            else:
                marks.append("—")
        lines.append("| " + " | ".join([f"`{r.action}`", r.discord, r.console, *marks, r.note]) + " |")
    return "\n".join(lines)


BEGIN, END = "<!-- rights:begin (python -m vypravci.bot.table.rights) -->", "<!-- rights:end -->"


def doc_block() -> str:
    return f"{BEGIN}\n{markdown_table()}\n{END}"


if __name__ == "__main__":  # rewrite the table in docs/discord.md
    import re
    import sys
    from pathlib import Path

    doc = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).resolve().parents[2] / "docs" / "discord.md")
    text = doc.read_text(encoding="utf-8")
    pattern = re.compile(re.escape(BEGIN) + r".*?" + re.escape(END), re.S)
    doc.write_text(pattern.sub(lambda _: doc_block(), text), encoding="utf-8")
    print(doc)
