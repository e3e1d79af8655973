"""``/game status`` in words for a screen reader: what the board picture shows that a decision
needs — each seat's points and public money or pieces, whose turn it is and what they may do,
and what the last move did. Read from the onlooker's view (nobody's secrets), for every game:
a seat's value is shown when the locale has a message ``status-field-<view key>`` for it
(locale/*/access.ftl), so no game is named here."""
from __future__ import annotations

from typing import Any

from vypravci.games.core import GameRecord, GameState, new_state

from ..faces import face_of
from ..words.i18n import i18n


def _name(p: Any, state: GameState, field: str, key: str) -> str:
    """A key of a seat's value in words: ``status-key-<key>`` (card kinds, a hidden card), else the
    game's word for that ``field``'s choice (a company, a city)."""
    return i18n.lookup(p.locale, f"status-key-{key}") or p.choice_label(state, field, key)


def _field_value(p: Any, state: GameState, value: Any) -> str | int | float | None:
    """A seat's value in words: a number (left a number, so the message words its noun in the
    right plural), the non-zero entries of a count per company (or per card kind), or a list of
    cities (city cards)."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, float)):
        return value
    if isinstance(value, dict) and value and all(isinstance(v, int) and not isinstance(v, bool) for v in value.values()):
        parts = [f"{_name(p, state, 'company', k)} {v}" for k, v in value.items() if v]
        return ", ".join(parts) if parts else "0"
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return ", ".join(_name(p, state, "city", v) for v in value) or "—"
    return None


def seat_fields(p: Any, state: GameState, view: dict, seat: int) -> list[str]:
    """The seat's public values the locale words (cash, coins, workers, shares…)."""
    out = []
    players = view.get("players")
    row = players[seat] if isinstance(players, list) and seat < len(players) and isinstance(players[seat], dict) else {}
    candidates = list(row.items())
    for key, value in view.items():  # per-seat lists at the top of the view (posts left, shares…)
        if isinstance(value, list) and len(value) == len(state.seats) and key not in ("seats", "players", "scores"):
            candidates.append((key, value[seat]))
    for key, value in candidates:
        msg = f"status-field-{key.replace('_', '-')}"
        if i18n.lookup(p.locale, msg) is None:
            continue
        shown = _field_value(p, state, value)
        if shown is not None:
            out.append(p.t(msg, value=shown))
    return out


def seat_lines(p: Any, state: GameState) -> list[str]:
    """A line per seat: its name (AI marked), its public points and values, and who is on turn —
    from the onlooker's view the board picture is drawn from (no hidden points while it runs)."""
    view = state.view(None)
    scores = p.public_scores(state)
    to_act = view.get("to_act", state.to_act()) if isinstance(view, dict) else state.to_act()
    lines = []
    face = face_of(state.game.id)
    for i, seat in enumerate(state.seats):
        worth = face.score_words(p, scores[i]) or p.t("status-points", points=scores[i])  # a face may count money, not points
        details = [worth, *seat_fields(p, state, view, i)]
        name = f"{seat.name} ({p.t('seat-kind-ai')})" if seat.kind == "ai" else seat.name
        mark = f" — {p.t('status-on-turn')}" if i == to_act else ""
        lines.append(p.t("status-seat", n=i + 1, player=name) + " — " + ", ".join(details) + mark)
    return lines


def awaited(p: Any, state: GameState) -> str | None:
    """What the player to act may do: each action type's command and what it does."""
    decision = state.decision()
    if decision is None or not decision.types:
        return None
    face = face_of(state.game.id)
    parts = []
    for kind in dict.fromkeys(decision.types):
        desc = i18n.lookup(p.locale, f"cmd-{face.prefix}-{kind.replace('_', '-')}-desc")
        parts.append(p.command(state, kind) + (f" ({desc})" if desc else ""))
    return p.t("status-awaited", actions="; ".join(parts))


def move_text(p: Any, state: GameState, data: dict, events: list) -> str:
    """One action in words: what it set off, else (a move the game tells nothing about, a
    "done") who played which command."""
    text = " ".join(p.events(state, events))
    return text or p.t("log-action", player=state.seats[data["seat"]].name, action=p.command(state, data["type"]))


def move_texts(p: Any, record: GameRecord) -> list[str]:
    """Every action of the record in words, in order (replays it once)."""
    state = new_state(record)
    return [move_text(p, state, data, state.apply(data)) for data in record.actions]


def last_move(p: Any, record: GameRecord) -> str | None:
    """The last action of the record in words (its events, AI turns it set off included)."""
    if not record.actions:
        return None
    state = new_state(record)
    for data in record.actions[:-1]:
        state.apply(data)
    events = state.apply(record.actions[-1])
    return p.t("status-last-move", n=len(record.actions), text=move_text(p, state, record.actions[-1], events))
