"""`vypravci ladder`: seeded matches between AI levels (and a game's automa) with a table of results.

One line of the ladder is a game, an option set, a player count and the AI levels cycled over the
seats (``strong,simple,simple``); an automa the engine seats itself (Mašinfíra, Špeditér, Gulliver)
plays along under its plain name. Game k (0, 1, …) has seed ``seed + k`` and the seat list rotated
by k places, so every level sits at every position equally often. Per level: games won (by any of
its seats) with the standard error, the same per seat position, the mean score margin (its best
seat's score minus the best other seat's), the CPU time of its decisions (p50/p95/max) and an
openskill rating (Weng-Lin, Plackett-Luce; one team per level, ranked by its best seat; updated in
game order). Games run in ``jobs`` processes; the result does not depend on how many.
"""
from __future__ import annotations

import importlib
import json
import math
import multiprocessing
import time
import unicodedata
from dataclasses import dataclass, field

from vypravci.games.core import GameRecord, RecordError, RuleError, get_game, new_state
from vypravci.games.core.selfplay import MAX_ACTIONS, ai_seats


def level_name(seat) -> str:
    """How a seat is counted: its AI level (a class given as ``module:Class`` by its class name), or
    an automa's name as plain ASCII ("masinfira")."""
    if seat.kind == "automa":
        plain = unicodedata.normalize("NFKD", seat.name).encode("ascii", "ignore").decode()
        return "".join(ch for ch in plain.lower() if ch.isalnum()) or "automa"
    return (seat.ai or "simple").rpartition(":")[2]


def make_ai(game, level: str, seed: int):
    """A level by name (``Game.make_ai``), or ``package.module:Class`` — an AI class not offered to
    players yet, built as ``Class(seed)`` (for trying a variant out on the ladder)."""
    if ":" in level:
        module, _, name = level.partition(":")
        return getattr(importlib.import_module(module), name)(seed)
    return game.make_ai(level, seed)


def known_level(game, level: str) -> bool:
    if ":" in level:
        module, _, name = level.partition(":")
        try:
            return callable(getattr(importlib.import_module(module), name, None))
        except ImportError:
            return False
    return level in game.ai_names()


@dataclass
class Match:
    """One played game of the ladder."""

    index: int
    seed: int
    levels: list[str]  # per seat (automa seats by name)
    scores: list[float] = field(default_factory=list)
    ranking: list[int] = field(default_factory=list)
    times: dict[str, list[float]] = field(default_factory=dict)  # level → decision CPU ms
    error: str | None = None


def play_match(job: tuple) -> Match:
    """Play game ``index`` of a line (run in a worker process)."""
    game_id, options, players, levels, seed0, index = job
    game = get_game(game_id)
    seed = seed0 + index
    shift = index % players
    base = [levels[i % len(levels)] for i in range(players)]
    seats = ai_seats(players, base[shift:] + base[:shift])
    match = Match(index=index, seed=seed, levels=[])
    try:
        opts = game.parse_options(options)
        record = GameRecord(game=game.id, options=opts.model_dump(mode="json"), seed=seed, seats=seats)
        state = new_state(record)
        match.levels = [level_name(s) for s in state.seats]
        ais = [make_ai(game, s.ai or "simple", seed * 1009 + i) for i, s in enumerate(seats)]
        for _ in range(MAX_ACTIONS):
            seat = state.to_act()
            if seat is None:
                break
            t0 = time.process_time()
            action = ais[seat].choose(state, seat)
            match.times.setdefault(match.levels[seat], []).append((time.process_time() - t0) * 1000)
            state.apply(action)
        else:
            raise RuleError("error-game-too-long", "turn", actions=MAX_ACTIONS)
        match.scores = [float(s) for s in state.scores()]
        match.ranking = list(state.ranking())
    except (RuleError, RecordError) as err:
        match.error = f"{type(err).__name__}: {err}"
    return match


def run_line(game_id: str, options: dict, players: int, levels: list[str], games: int, seed: int = 1,
             jobs: int = 1) -> dict:
    """Play a ladder line and summarise it (see ``summarise``)."""
    work = [(game_id, options, players, levels, seed, k) for k in range(games)]
    if jobs > 1 and games > 1:
        ctx = multiprocessing.get_context("spawn")  # a clean interpreter per worker, on every platform
        with ctx.Pool(min(jobs, games)) as pool:
            matches = list(pool.imap(play_match, work, chunksize=1))
    else:
        matches = [play_match(job) for job in work]
    summary = summarise(matches)
    return {"game": game_id, "options": options, "players": players, "ai": levels, "games": games,
            "seed": seed, **summary}


def _rate(p: float, n: int) -> tuple[float | None, float | None]:
    if not n:
        return None, None
    return round(p, 4), round(math.sqrt(p * (1 - p) / n), 4)


def _pct(times: list[float], q: float) -> float:
    ordered = sorted(times)
    return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))], 1)


def summarise(matches: list[Match]) -> dict:
    """Win rates (± standard error) per level and per seat position, mean margins, decision times
    and openskill ratings, from matches in game order."""
    from openskill.models import PlackettLuce

    played = [m for m in sorted(matches, key=lambda m: m.index) if m.error is None]
    errors = [{"seed": m.seed, "error": m.error} for m in matches if m.error is not None]
    names: list[str] = []
    for m in played:
        for name in m.levels:
            if name not in names:
                names.append(name)
    model = PlackettLuce()
    ratings = {name: model.rating(name=name) for name in names}
    stats = {name: {"seats": 0, "games": 0, "wins": 0, "margins": [], "times": [],
                    "positions": {}} for name in names}
    for m in played:
        winner = m.ranking[0]
        present = list(dict.fromkeys(m.levels))
        place = {s: r for r, s in enumerate(m.ranking)}
        for name in present:
            mine = [s for s, lv in enumerate(m.levels) if lv == name]
            others = [s for s, lv in enumerate(m.levels) if lv != name]
            st = stats[name]
            st["seats"] = max(st["seats"], len(mine))
            st["games"] += 1
            st["wins"] += winner in mine
            if others:
                st["margins"].append(max(m.scores[s] for s in mine) - max(m.scores[s] for s in others))
            for s in mine:
                pos = st["positions"].setdefault(s, [0, 0])
                pos[0] += 1
                pos[1] += s == winner
        for name, times in m.times.items():
            stats[name]["times"].extend(times)
        if len(present) > 1:
            teams = [[ratings[name]] for name in present]
            ranks = [min(place[s] for s, lv in enumerate(m.levels) if lv == name) for name in present]
            for name, team in zip(present, model.rate(teams, ranks=ranks)):
                ratings[name] = team[0]
    seats_total = len(played[0].levels) if played else 0
    levels = {}
    for name in names:
        st = stats[name]
        rate, se = _rate(st["wins"] / st["games"], st["games"]) if st["games"] else (None, None)
        positions = []
        for s in sorted(st["positions"]):
            n, w = st["positions"][s]
            p, e = _rate(w / n, n)
            positions.append({"position": s, "games": n, "wins": w, "win_rate": p, "win_rate_se": e})
        r = ratings[name]
        times = st["times"]
        levels[name] = {
            "seats": st["seats"], "fair_share": round(st["seats"] / seats_total, 4) if seats_total else None,
            "games": st["games"], "wins": st["wins"], "win_rate": rate, "win_rate_se": se,
            "by_position": positions,
            "margin_mean": round(sum(st["margins"]) / len(st["margins"]), 2) if st["margins"] else None,
            "decision_ms": ({"count": len(times), "p50": _pct(times, 0.5), "p95": _pct(times, 0.95),
                             "max": round(max(times), 1)} if times else None),
            "rating": {"mu": round(r.mu, 2), "sigma": round(r.sigma, 2), "ordinal": round(r.ordinal(), 2)},
        }
    return {"played": len(played), "errors": errors, "levels": levels}


def table(result: dict) -> str:
    """The ladder line as a text table."""
    options = json.dumps(result["options"], ensure_ascii=False, sort_keys=True)
    lines = [f"{result['game']} {options}, {result['players']} players, AI {','.join(result['ai'])}: "
             f"{result['played']} games (seeds {result['seed']}–{result['seed'] + result['games'] - 1}), "
             f"{len(result['errors'])} errors",
             f"{'level':12} {'seats':>5} {'wins':>9} {'win rate':>15} {'margin':>8} {'decision ms p50/p95/max':>24} "
             f"{'rating μ ± σ (ordinal)':>24}"]
    for name, lv in result["levels"].items():
        rate = f"{100 * lv['win_rate']:5.1f} ± {100 * lv['win_rate_se']:4.1f} %" if lv["win_rate"] is not None else "—"
        margin = f"{lv['margin_mean']:+.1f}" if lv["margin_mean"] is not None else "—"
        d = lv["decision_ms"]
        times = f"{d['p50']}/{d['p95']}/{d['max']}" if d else "—"
        r = lv["rating"]
        lines.append(f"{name:12} {lv['seats']:>5} {lv['wins']:>4}/{lv['games']:<4} {rate:>15} {margin:>8} {times:>24} "
                     f"{r['mu']:>8.1f} ± {r['sigma']:.1f} ({r['ordinal']:.1f})")
        for pos in lv["by_position"]:
            lines.append(f"{'':12} {'':5} {'seat ' + str(pos['position'] + 1):>9} "
                         f"{100 * pos['win_rate']:5.1f} ± {100 * pos['win_rate_se']:4.1f} %  ({pos['wins']}/{pos['games']})")
    for err in result["errors"][:5]:
        lines.append(f"error at seed {err['seed']}: {err['error']}")
    return "\n".join(lines)
