"""The limits of what a player types that the bot keeps, and of what it reads back from the store.

Both faces (Discord and the console) check typed values against these before they reach the
store, and a refusal (bot/table/refusal.py) names the allowed range in the player's language
(locale/*/limits.ftl). The store reads
every game's ``meta`` and every settings row through the models below: a value that does not fit —
a wrong type, a huge number, a clock with a part missing, text that is no JSON — is left out of
what it returns (the next write drops it), so no command, bot or console start trips over it, and
``vypravci doctor`` names it. Writes are checked against the same models. docs/limits.md lists
every limit.

The store's own: pydantic, the standard library and board_prefs only.
"""
from __future__ import annotations

import json
import re
import unicodedata
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from .board_prefs import LAYOUT, THEME

MINUTE, HOUR, DAY = 60, 3600, 86400

# ---------------------------------------------------------------------------------------- time
NAMED_PACES = {"1h": HOUR, "12h": 12 * HOUR, "1d": DAY, "3d": 3 * DAY, "7d": 7 * DAY}
PACE_MIN = 10 * MINUTE  # a table's pace (seconds per move), typed as 90m, 36h, 2d or seconds
PACE_MAX = 30 * DAY
PACE_UNITS = {"": 1, "s": 1, "m": MINUTE, "h": HOUR, "d": DAY}
PACE_TYPED = re.compile(r"^([0-9]{1,9})\s*([smhd]?)$")  # ASCII digits, few of them: never a huge int
EPOCH_MAX = 32_503_680_000  # 1 January 3000: a moment (deadline, pause…) later than this is damage

# ---------------------------------------------------------------------------------------- names
NAME_MAX = 32  # a player's name (Discord's own limit for a display name)
CONSOLE_NAME_FORBIDDEN = ":="  # the console reads "NAME: …" and "field=value"
_DROPPED = {"Cc", "Cf", "Cs", "Zl", "Zp"}  # control, format (bidi overrides…), surrogates, line breaks
_KEPT = {"\u200d"}  # the zero-width joiner of emoji sequences

# ---------------------------------------------------------------------------------------- server settings
CREATORS = ("everyone", "role", "admins")  # who may open games (guild setting ``creators``)
SERVER_PACES = ("off", *NAMED_PACES)  # the server's default pace (guild setting ``pace``)
LOBBY_TIMEOUTS = {"6h": 6 * HOUR, "12h": 12 * HOUR, "1d": DAY, "2d": 2 * DAY, "3d": 3 * DAY, "7d": 7 * DAY}
GAME_LIMIT_MAX = 50  # open games one member may sit at (0: no limit)
BOARD_MODES = ("every", "off")  # a table's board pictures (meta ``board``)
WHY_AI = ("vacation", "expired", "kick", "import")  # why an AI plays a person's seat (meta ``controllers``)


def shown(value: Any, room: int = 40) -> str:
    """A typed or stored value quoted in a message or report: on one line, at most ``room`` long."""
    text = " ".join(str(value).split())
    return text if len(text) <= room else text[: room - 1] + "…"


# ---------------------------------------------------------------------------------------- pace
def pace_seconds(text: str) -> int | None:
    """``1h``…``7d``, ``90m``/``36h``/``2d``/seconds within the limits → seconds; None: not a pace."""
    text = text.strip().lower()
    if text in NAMED_PACES:
        return NAMED_PACES[text]
    match = PACE_TYPED.match(text)
    if match is None:
        return None
    seconds = int(match.group(1)) * PACE_UNITS[match.group(2)]
    return seconds if PACE_MIN <= seconds <= PACE_MAX else None


# ---------------------------------------------------------------------------------------- names
def _kept(ch: str) -> bool:
    return ch in _KEPT or unicodedata.category(ch) not in _DROPPED


def clean_name(name: str) -> str:
    """A name as the store keeps it: control and format characters out, spaces collapsed, at most
    ``NAME_MAX`` characters (a longer one cut with "…"). Never refuses: Discord's names come as they are."""
    text = " ".join("".join(ch if _kept(ch) else " " for ch in str(name)).split())
    if len(text) > NAME_MAX:
        text = text[: NAME_MAX - 1] + "…"
    return text or "?"


def typable_name(text: str) -> bool:
    """Whether a name can be typed back at the console: not empty, at most ``NAME_MAX``
    characters, no control character or line break, no ``:`` or ``=``."""
    return (bool(text) and len(text) <= NAME_MAX and all(_kept(ch) for ch in text)
            and not any(ch in CONSOLE_NAME_FORBIDDEN for ch in text))


# ---------------------------------------------------------------------------------------- stored values
Snowflake = Annotated[int, Field(ge=0, le=2**63 - 1)]  # a Discord id (the console's are smaller)
Moment = Annotated[float, Field(ge=0, le=EPOCH_MAX, allow_inf_nan=False)]  # epoch seconds
Pace = Annotated[int, Field(ge=PACE_MIN, le=PACE_MAX)]
Count = Annotated[int, Field(ge=0, le=10**9)]
Word = Annotated[str, Field(min_length=1, max_length=40)]
Name = Annotated[str, Field(min_length=1, max_length=NAME_MAX)]
SeatKey = Annotated[str, Field(pattern=r"^[0-9]{1,2}$")]
Score = Annotated[float, Field(allow_inf_nan=False, ge=-10**9, le=10**9)]


class Checked(BaseModel):
    """Strict (no coercion: ``"3600"`` is no number, ``true`` no 1); unknown keys pass (the store
    keeps what another part of the bot writes)."""

    model_config = ConfigDict(strict=True, extra="allow")


class Control(Checked):
    """Who plays a seat now, where it differs from the record (bot/table/seats.py)."""

    user: Snowflake | None = None
    name: Name | None = None
    ai: Word | None = None
    why: Literal[WHY_AI] | None = None


class ResultSeat(Checked):
    name: str  # the record's (an imported one's too)
    kind: Literal["human", "ai", "automa"]
    user_id: Snowflake | None = None
    ai: Word | None = None


class Result(Checked):
    """A finished game's result (bot/table/records/stats.py): per seat its score and place, and the winners."""

    scores: list[Score]
    places: list[Count]
    winners: list[Count]
    seats: list[ResultSeat]

    @model_validator(mode="after")
    def _per_seat(self) -> "Result":
        if not len(self.scores) == len(self.places) == len(self.seats) or any(w >= len(self.seats) for w in self.winners):
            raise ValueError("scores, places, winners and seats do not match")
        return self


class Imported(Checked):
    by: Snowflake | None = None
    sealed: bool = None  # type: ignore[assignment]


class Claim(Checked):
    """An imported game's seat waiting for its person (bot/table/claims.py)."""

    user: Snowflake | None = None


# Fields without None in their type and a None default: a key may be absent, but a stored null is damage.
class TableMeta(Checked):
    """A game's ``meta``: the table's bookkeeping (docs/play-by-post.md lists who writes each key)."""

    pace: Pace = None  # type: ignore[assignment]
    turn_seq: Count = None  # type: ignore[assignment]
    turn_since: Moment = None  # type: ignore[assignment]
    deadline: Moment = None  # type: ignore[assignment]
    reminded: Annotated[int, Field(ge=0, le=3)] = None  # type: ignore[assignment]
    paused_at: Moment = None  # type: ignore[assignment]
    controllers: dict[SeatKey, Control] = None  # type: ignore[assignment]
    lobby_opened: Moment = None  # type: ignore[assignment]
    lobby_message: Snowflake = None  # type: ignore[assignment]
    closed: Word = None  # type: ignore[assignment]
    thread: Snowflake = None  # type: ignore[assignment]
    parent: Snowflake = None  # type: ignore[assignment]
    status_message: Snowflake = None  # type: ignore[assignment]
    board: Literal[BOARD_MODES] = None  # type: ignore[assignment]
    start_unannounced: bool = None  # type: ignore[assignment]
    result: Result = None  # type: ignore[assignment]
    imported: Imported = None  # type: ignore[assignment]
    claims: dict[SeatKey, Claim] = None  # type: ignore[assignment]
    host_name: Name = None  # type: ignore[assignment]
    stand_in: Word = None  # type: ignore[assignment]
    ai_level: Word = None  # type: ignore[assignment]


CLOCK = ("turn_seq", "turn_since", "deadline")  # the running deadline: all of them, with a pace
CLOCK_KEYS = (*CLOCK, "reminded")


class GuildSettings(Checked):
    """A server's settings (``/settings server``, the server's board theme and layout)."""

    creators: Literal[CREATORS] = None  # type: ignore[assignment]
    creator_role: Snowflake = None  # type: ignore[assignment]
    pace: Literal[SERVER_PACES] = None  # type: ignore[assignment]
    game_limit: Annotated[int, Field(ge=0, le=GAME_LIMIT_MAX)] = None  # type: ignore[assignment]
    lobby_timeout: Literal[tuple(LOBBY_TIMEOUTS.values())] = None  # type: ignore[assignment,valid-type]
    theme: Literal[THEME.choices] = None  # type: ignore[assignment,valid-type]
    layout: Literal[LAYOUT.choices] = None  # type: ignore[assignment,valid-type]
    synced_commands: dict[Annotated[str, Field(max_length=100)], Annotated[str, Field(max_length=100)]] = None  # type: ignore[assignment]
    seal_key: Annotated[str, Field(min_length=1, max_length=1000)] = None  # type: ignore[assignment]


class UserSettings(Checked):
    """A user's own settings (board theme and layout, DMs)."""

    theme: Literal[THEME.choices] = None  # type: ignore[assignment,valid-type]
    layout: Literal[LAYOUT.choices] = None  # type: ignore[assignment,valid-type]
    notify_dm: bool = None  # type: ignore[assignment]


SETTINGS = {"guild_settings": GuildSettings, "user_settings": UserSettings}


def _errors(model: type[BaseModel], data: dict) -> dict[str, str]:
    """Key → why it does not fit ``model`` (the first reason for each)."""
    try:
        model.model_validate(data)
    except ValidationError as err:
        out: dict[str, str] = {}
        for e in err.errors():
            key = str(e["loc"][0]) if e["loc"] else ""
            out.setdefault(key, e["msg"].removeprefix("Value error, "))
        return out
    return {}


def readable(model: type[BaseModel], raw: Any) -> tuple[dict, list[str]]:
    """A stored object as far as it fits ``model``: the keys that fit, and a line on each one that
    does not (left out). ``raw``: the column's JSON text (or the decoded object)."""
    value = raw
    if isinstance(raw, (str, bytes, bytearray)):
        try:
            value = json.loads(raw)
        except ValueError:
            return {}, [f"not JSON: {shown(raw)}"]
    if not isinstance(value, dict):
        return {}, [f"not a JSON object: {shown(value)}"]
    data = dict(value)
    problems = []
    for key, why in _errors(model, data).items():
        problems.append(f"{key}={shown(json.dumps(data.get(key)) if key in data else '')} ({why})")
        data.pop(key, None)
    return data, problems


def read_meta(raw: Any) -> tuple[dict, list[str]]:
    """A game's meta as far as it fits :class:`TableMeta`; a clock with a part missing (a deadline
    without its start or pace…) is left out whole: the next move or start sets a new one."""
    data, problems = readable(TableMeta, raw)
    clock = [k for k in CLOCK_KEYS if k in data]
    whole = "pace" in data and all(k in data for k in CLOCK)
    if clock and not (whole and data["turn_since"] <= data["deadline"]):
        problems.append(f"an incomplete clock: {', '.join(f'{k}={shown(data[k])}' for k in clock)}"
                        f"{'' if 'pace' in data else ' without a pace'}")
        for k in clock:
            del data[k]
    return data, problems


def read_settings(table: str, raw: Any) -> tuple[dict, list[str]]:
    """A settings row (``guild_settings`` or ``user_settings``) as far as it fits its model."""
    return readable(SETTINGS[table], raw)


def checked_patch(model: type[BaseModel], patch: dict) -> dict:
    """``patch`` if each value it sets fits ``model`` (None removes a key); else a ValueError that
    names the key: the boundary should have refused it, and the store never keeps it."""
    bad = _errors(model, {k: v for k, v in patch.items() if v is not None})
    if bad:
        key, why = next(iter(bad.items()))
        raise ValueError(f"{model.__name__}: {key}={shown(patch.get(key))} does not fit ({why})")
    return patch
