"""Results of finished games, and what they add up to: a server's leaderboards and a player's records.

A game's result is computed from its final state (places, scores, winners, who sat where) and kept
in ``meta["result"]`` when the game finishes (``save_result``, called by the session on the
finishing move); ``backfill`` computes it for finished games stored before that, by replay.
Imported games (``meta["imported"]``) keep a result too but count in no leaderboard: their moves
were not played here. People are counted by Discord user; AI seats and automa apart, by level.
Each line carries an openskill rating (Weng-Lin, Plackett-Luce, the one `vypravci ladder` uses):
every finished game of a server, in the order the games were opened, is a match of its players
(an AI level or an automa is one player, ranked by its best seat). The ratings are derived from the
stored results each time, so they need no storage of their own and rebuild themselves.
Nothing here knows Discord; the cog formats and sends.
"""
from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, replace
from typing import Callable

from vypravci.games.core import GameState

from ...words.i18n import i18n
from .replay import DamagedRecord, replay_checked
from ..seats import control_seats
from ...store import Store, StoredGame

log = logging.getLogger(__name__)

RESULT = "result"  # meta key: the finished game's result
IMPORTED = "imported"  # meta key: the game came in by /game import ({"by": user id})
TOP = 10  # leaderboard lines per game shown for people


def game_result(state: GameState, seats: list | None = None) -> dict:
    """The result of a finished game as plain JSON: per seat its place, score and who sat there.
    ``seats``: the record's seats as dealt; a seat a person took over (``/game replace``) counts
    for them, a seat an AI stood in for at the end (vacation, expiry) stays its player's."""
    ranking = list(state.ranking())
    dealt = list(seats or [])
    everyone = [s if s.kind == "human" or i >= len(dealt) else dealt[i] for i, s in enumerate(state.seats)]
    places = [0] * len(state.seats)
    for place, seat in enumerate(ranking, 1):
        places[seat] = place
    return {
        "scores": list(state.scores()),
        "places": places,
        "winners": ranking[:1],
        "seats": [{"name": s.name, "kind": s.kind, "user_id": s.user_id, "ai": s.ai} for s in everyone],
    }


async def save_result(store: Store, game_id: int, state: GameState, seats: list | None = None) -> StoredGame | None:
    """Keep the result of a game that just finished (never fails the move: a miss is backfilled)."""
    try:
        return await store.update_meta(game_id, {RESULT: game_result(state, seats)})
    except Exception:  # noqa: BLE001 - the move is committed already; the result can be redone
        log.exception("could not store the result of game %s", game_id)
        return None


async def backfill(store: Store, games: list[StoredGame]) -> list[StoredGame]:
    """``games``' finished ones, each with its result: a missing result is computed by replaying the
    record (off the event loop) and stored. A record that no longer replays is left out."""
    out = []
    for g in games:
        if g.status != "finished":
            continue
        if RESULT not in g.meta:
            record = await store.record(g.id)
            try:
                state = await asyncio.to_thread(replay_checked, record)
            except DamagedRecord as err:
                log.warning("game %s: no result, the record breaks at move %s", g.id, err.damage.move)
                continue
            if not state.is_terminal():
                continue
            control_seats(state, record.seats, g.meta)  # who played each seat at the end
            g = await store.update_meta(g.id, {RESULT: game_result(state, record.seats)})
        out.append(g)
    return out


# ---------------------------------------------------------------------------------------- tallies
@dataclass
class Line:
    """One player's (or one AI level's) record in one game."""

    name: str
    person: bool
    games: int = 0
    wins: int = 0
    best: float | None = None
    rating: float = 0.0  # openskill ordinal (mu − 3 sigma): 0 before any game, higher is better

    @property
    def rate(self) -> int:
        """Wins per game, in whole per cent."""
        return round(100 * self.wins / self.games) if self.games else 0

    def add(self, won: bool, score: float) -> None:
        self.games += 1
        self.wins += won
        self.best = score if self.best is None else max(self.best, score)


def _who(seat: dict) -> tuple:
    if seat.get("kind") == "human":
        return ("user", seat["user_id"]) if seat.get("user_id") is not None else ("name", seat["name"])
    return (seat.get("kind"), seat.get("ai") or seat.get("name"))


def tally(games: list[StoredGame]) -> dict[str, dict[tuple, Line]]:
    """Game id → (who → their line), over the finished games with a result, imported ones left out.
    A person's shown name is the one they last sat under; ratings follow the games in id order."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    out: dict[str, dict[tuple, Line]] = {}
    skills: dict[str, dict[tuple, object]] = {}
    for g in sorted(games, key=lambda g: g.id):
        result = g.meta.get(RESULT)
        if g.status != "finished" or not result or g.meta.get(IMPORTED):
            continue
        lines = out.setdefault(g.game, {})
        best: dict[tuple, int] = {}  # who → their best place in this game
        for seat_no, seat in enumerate(result["seats"]):
            key = _who(seat)
            line = lines.setdefault(key, Line(seat["name"], seat.get("kind") == "human"))
            if line.person:
                line.name = seat["name"]
            line.add(seat_no in result["winners"], result["scores"][seat_no])
            best[key] = min(best.get(key, 99), result["places"][seat_no])
        if len(best) > 1:  # a solo game against the rulebook's automa is a match of two as well
            rated = skills.setdefault(g.game, {})
            teams = [[rated.get(key) or model.rating()] for key in best]
            for key, team in zip(best, model.rate(teams, ranks=list(best.values()))):
                rated[key] = team[0]
                lines[key].rating = team[0].ordinal()
    return out


def ranked(lines: dict[tuple, Line], person: bool) -> list[Line]:
    """People (or AI seats) best first: wins, then win rate, then best score, then fewer games."""
    chosen = [x for x in lines.values() if x.person == person]
    return sorted(chosen, key=lambda x: (-x.wins, -x.rate, -(x.best or 0), x.games, x.name))


# ---------------------------------------------------------------------------------------- text
def _score(value: float | None) -> str:
    if value is None:
        return "–"
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def line_text(locale: str, line: Line, place: int | None = None) -> str:
    text = i18n.t(locale, "stats-line", name=line.name, wins=line.wins, games=line.games, rate=line.rate,
                  best=_score(line.best), rating=round(line.rating))
    return f"{place}. {text}" if place is not None else text


def ai_name(locale: str, key: tuple, line: Line) -> str:
    """An AI seat by its level ("AI (simple)"), an automa by its own name."""
    kind, level = key
    if kind == "ai":
        return i18n.t(locale, "stats-ai-seat", level=i18n.lookup(locale, f"ai-{level}") or level)
    return line.name


def leaderboard(locale: str, games: list[StoredGame], only: str | None = None,
                escape: Callable[[str], str] = lambda name: name) -> list[str]:
    """Per game (or only ``only``): the people ranked, then the AI seats apart. [] if none finished.
    ``escape``: how a name is shown (Discord: its markdown and mentions escaped)."""
    out: list[str] = []
    for game_id, lines in sorted(tally(games).items()):
        if only is not None and game_id != only:
            continue
        finished = sum(1 for g in games if g.game == game_id and g.status == "finished"
                       and g.meta.get(RESULT) and not g.meta.get(IMPORTED))
        title = i18n.t(locale, "stats-game-title", game=i18n.game_name(locale, game_id), count=finished)
        out.append(f"**{title}**")
        people = ranked(lines, True)
        out.extend(line_text(locale, replace(x, name=escape(x.name)), i) for i, x in enumerate(people[:TOP], 1))
        if len(people) > TOP:
            out.append(i18n.t(locale, "stats-more", count=len(people) - TOP))
        machines = [(k, x) for k, x in lines.items() if not x.person]
        if machines:
            out.append(f"*{i18n.t(locale, 'stats-ai-title')}*")
            for key, x in sorted(machines, key=lambda kx: (-kx[1].wins, -kx[1].games)):
                x = Line(escape(ai_name(locale, key, x)), False, x.games, x.wins, x.best, x.rating)
                out.append(line_text(locale, x))
    return out


def personal(locale: str, games: list[StoredGame], user_id: int, name: str) -> list[str]:
    """One person's record in each game they finished here. [] if none."""
    out: list[str] = []
    for game_id, lines in sorted(tally(games).items()):
        line = lines.get(("user", user_id))
        if line is None:
            continue
        people = ranked(lines, True)
        place = people.index(line) + 1
        out.append(f"**{i18n.game_name(locale, game_id)}** — "
                   + i18n.t(locale, "stats-personal-line", wins=line.wins, games=line.games, rate=line.rate,
                            best=_score(line.best), place=place, count=len(people), rating=round(line.rating)))
    if out:
        out.insert(0, f"**{i18n.t(locale, 'stats-personal-title', name=name)}**")
    return out


def fit(lines: list[str], limit: int, more: str) -> str:
    """``lines`` joined, cut at a line so the text (with ``more`` where cut) stays within ``limit``."""
    text = "\n".join(lines)
    if len(text) <= limit:
        return text
    kept: list[str] = []
    for line in lines:
        if len("\n".join([*kept, line, more])) > limit:
            break
        kept.append(line)
    return "\n".join([*kept, more])
