"""The `vypravci` command line: the product's outside contract (documented in docs/cli.md).

games | run | demo | selfplay | ladder | replay | render | commands | doctor | bench | migrate-store
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from vypravci.games.core import GameRecord, RecordError, RuleError, all_games, get_game, replay
from vypravci.games.core.selfplay import ai_seats, play

from .ops.ladder import level_name as _level_name


def _option_pairs(pairs: list[str] | None) -> dict:
    """KEY=VALUE pairs; values are read as JSON where they parse (true, 3, "x"), else as text."""
    options: dict = {}
    for pair in pairs or []:
        key, _, raw = pair.partition("=")
        try:
            options[key] = json.loads(raw)
        except json.JSONDecodeError:
            options[key] = raw
    return options


def player_counts(game) -> list[int]:
    """Every player count some option set allows (e.g. a solo mode adds 1)."""
    return game.every_player_count()


def game_metadata(game) -> dict:
    counts = player_counts(game)
    return {**game.metadata(), "players": {"min": counts[0], "max": counts[-1]}, "player_counts": counts}


def cmd_games(args) -> int:
    games = all_games()
    if args.ids:
        print("\n".join(g.id for g in games))
    elif args.json:
        print(json.dumps([game_metadata(g) for g in games], ensure_ascii=False, indent=2))
    else:
        for g in games:
            counts = player_counts(g)
            print(f"{g.id:16} {g.name['en']} / {g.name['cs']}  ({counts[0]}–{counts[-1]} players)")
    return 0


def cmd_ladder(args) -> int:
    from .ops.ladder import known_level, run_line, table

    game = get_game(args.game)
    levels = args.ai.split(",")
    unknown = [level for level in levels if not known_level(game, level)]
    if unknown:
        print(f"error: unknown AI level {','.join(unknown)} (this game has {','.join(game.ai_names())})", file=sys.stderr)
        return 2
    if args.games < 1 or args.jobs < 1:
        print("error: --games and --jobs must be at least 1", file=sys.stderr)
        return 2
    options = _option_pairs(args.option)
    counts = game.player_counts(game.parse_options(options))  # bad options: exit 2 before any game
    players = args.players if args.players is not None else counts[0]
    if players not in counts:
        print(f"error: {players} players (these options allow {', '.join(map(str, counts))})", file=sys.stderr)
        return 2
    result = run_line(game.id, options, players, levels, args.games, args.seed, args.jobs)
    print(json.dumps(result, ensure_ascii=False, indent=2) if args.json else table(result))
    return 1 if result["errors"] else 0


def cmd_selfplay(args) -> int:
    game = get_game(args.game)
    levels = args.ai.split(",")
    unknown = [level for level in levels if level not in game.ai_names()]
    if unknown:
        print(f"error: unknown AI level {','.join(unknown)} (this game has {','.join(game.ai_names())})", file=sys.stderr)
        return 2
    if not args.sweep:
        return 1 if _selfplay_batch(game, _option_pairs(args.option), args.players, levels, args) else 0
    # --sweep: every option set the game declares × every player count it allows.
    failed = 0
    for opts in game.option_sets():
        options = {**opts.model_dump(mode="json"), **_option_pairs(args.option)}
        for players in game.player_counts(game.parse_options(options)):
            label = json.dumps({"players": players, "options": options}, sort_keys=True)
            print(label if args.json else f"{players}p {label}", file=sys.stderr if args.json else sys.stdout)
            failed += _selfplay_batch(game, options, players, levels, args)
    return 1 if failed else 0


def _selfplay_batch(game, options: dict, players: int, levels: list[str], args) -> int:
    """Play ``args.games`` games; print JSON lines and/or a summary. Returns the number of errors."""
    base = [levels[i % len(levels)] for i in range(players)]  # the levels cycled over the seats
    wins: dict[str, int] = {}
    seat_counts: dict[str, int] = {}
    totals_ms: list[float] = []
    errors = 0
    for k in range(args.games):
        seed = args.seed + k
        # Rotate the seats by the game index, so that no level always has the start player's seat.
        shift = k % players
        seats = ai_seats(players, base[shift:] + base[:shift])
        t0 = time.perf_counter()
        try:
            record, state = play(game, seats, seed, options)
        except (RuleError, RecordError) as err:
            errors += 1
            print(json.dumps({"seed": seed, "error": str(err)}), file=sys.stderr)
            continue
        ms = (time.perf_counter() - t0) * 1000
        totals_ms.append(ms)
        names = [_level_name(s) for s in state.seats]  # the engine may append an automa seat
        if not seat_counts:
            for name in names:
                seat_counts[name] = seat_counts.get(name, 0) + 1
        winner = state.ranking()[0]
        wins[names[winner]] = wins.get(names[winner], 0) + 1
        if args.json:
            print(json.dumps({"seed": seed, "actions": len(record.actions), "scores": state.scores(),
                              "winner": winner, "winner_ai": names[winner], "ms": round(ms, 2),
                              "seats": names}))
    played = len(totals_ms)
    rates = {name: round(wins.get(name, 0) / played, 4) if played else None for name in seat_counts}
    summary = {"games": args.games, "errors": errors, "wins_by_ai": wins,
               "ms_median": round(sorted(totals_ms)[len(totals_ms) // 2], 2) if totals_ms else None,
               "win_rate_by_ai": rates, "seats_by_ai": seat_counts}
    if args.json:
        print(json.dumps({"summary": summary}), file=sys.stderr)
    else:
        shown = ", ".join(f"{name} {100 * rate:.1f} % ({seat_counts[name]} of {sum(seat_counts.values())} seats)"
                          for name, rate in rates.items() if rate is not None)
        print(f"{args.games} games, {errors} errors, wins by AI {wins}, median {summary['ms_median']} ms"
              + (f"; win rate {shown}" if shown else ""))
    return errors


def cmd_demo(args) -> int:
    from vypravci.render import render_state

    from .commands.present import Presenter

    game = get_game(args.game)
    players = args.players or game.min_players
    seats = ai_seats(players, args.ai.split(","))
    out = Path(args.out) / f"{game.id}-{args.seed}"
    out.mkdir(parents=True, exist_ok=True)
    presenter = Presenter(args.lang)
    step = {"n": 0}

    def on_step(state, action, events):
        step["n"] += 1
        for line in presenter.events(state, events):
            print(f"{step['n']:3}. {line}")
        if args.every and step["n"] % args.every == 0:
            (out / f"turn-{step['n']:03}.png").write_bytes(render_state(state, presenter.labels(state)))

    record, state = play(game, seats, args.seed, _option_pairs(args.option), on_step)
    (out / "final.png").write_bytes(render_state(state, presenter.labels(state)))
    (out / "record.json").write_text(record.to_json(indent=2), encoding="utf-8")
    print()
    for line in presenter.final_scores(state):
        print(line)
    print(f"\nimages and record: {out}")
    return 0


def _load_record(path: str) -> GameRecord:
    """A record file; a sealed export (an unfinished game's) is opened with ``VYPRAVCI_SEAL_KEY``."""
    from .table.records.sealing import ENV, SEALED, env_fernet, is_sealed, unseal

    data = Path(path).read_bytes()
    raw = json.loads(data)
    if not is_sealed(raw):
        return GameRecord.from_json(data)
    opened = unseal(env_fernet(), raw[SEALED])
    if opened is None:
        raise BadInput(f"{path}: a sealed record (a game not over yet); {ENV} must hold the key of the bot "
                       "that exported it")
    return GameRecord.model_validate(opened)


class BadInput(Exception):
    """Input the command cannot use: said on stderr, exit code 2."""


def cmd_replay(args) -> int:
    record = _load_record(args.record)
    try:
        state = replay(record)
    except RecordError as err:
        info = {"ok": False, "index": err.index, "error": err.error.to_dict() if isinstance(err.error, RuleError) else str(err.error)}
        if not args.json and isinstance(err.error, RuleError):
            from .commands.present import Presenter

            info["message"] = Presenter(args.lang).error(None, err.error)
        print(json.dumps(info, ensure_ascii=False) if args.json else f"action {err.index} refused: {info.get('message', info['error'])}")
        return 1
    result = {"ok": True, "actions": len(record.actions), "terminal": state.is_terminal(),
              "to_act": state.to_act(), "scores": state.scores(), "ranking": state.ranking()}
    print(json.dumps(result) if args.json else
          f"{len(record.actions)} actions replayed; {'game over' if state.is_terminal() else f'seat {state.to_act()} to act'}; scores {state.scores()}")
    return 0


def cmd_render(args) -> int:
    from vypravci.render import render_state

    from .commands.present import Presenter

    record = _load_record(args.record)
    try:
        state = replay(record, upto=args.upto)
    except RecordError as err:
        print(f"action {err.index} refused: {err.error}", file=sys.stderr)
        return 1
    Path(args.out).write_bytes(render_state(state, Presenter(args.lang).labels(state)))
    print(args.out)
    return 0


def cmd_commands(args) -> int:
    from .discord.client import command_payloads
    from .ops.config import Config

    print(json.dumps(command_payloads(Config()), ensure_ascii=False, indent=2))
    return 0


def cmd_doctor(args) -> int:
    from .ops.doctor import run_doctor

    report = run_doctor()
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        for check in report["checks"]:
            print(f"[{'ok' if check['ok'] else 'FAIL'}] {check['name']}: {check['detail']}")
    return 0 if report["ok"] else 1


def cmd_bench(args) -> int:
    from .bench import bench_e2e, bench_e2e_load, bench_e2e_storm, run_bench

    if args.games is not None or args.faults is not None:  # through the loopback Discord, on its own
        if not args.e2e or args.games is None:
            raise SystemExit("--games, --faults, --processes, --db, --think, --duration and --ai-tables go with --e2e --games N")
        if args.faults is not None:  # the storm: whole games through rate limits, faults and drops
            results = [bench_e2e_storm(args.games, args.faults)]
        else:
            results = [bench_e2e_load(args.games, args.processes, args.db, args.think, args.duration, args.ai_tables)]
    else:
        results = run_bench(args.game)
        if args.e2e:
            results.append(bench_e2e())
    if args.json:
        print(json.dumps(results, indent=2))
    else:
        for r in results:
            print(r["game"] + ":")
            for k, v in r.items():
                if k != "game":
                    print(f"  {k:26} {v}")
    return 0 if all(not r.get("problems") for r in results) else 1


def cmd_run(args) -> int:
    from .ops.config import Config

    config = Config.from_env()
    if config.token:
        from .ops.run import run_bot

        return run_bot(config)
    print("DISCORD_TOKEN is not set: opening the local console instead (type 'help').", file=sys.stderr)
    from .console.app import run_console

    return run_console(config, lang=args.lang)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="vypravci", description="Výpravčí: train board games in Discord and in a local console.")
    sub = p.add_subparsers(dest="command", required=True)

    s = sub.add_parser("games", help="list the registered games")
    s.add_argument("--ids", action="store_true", help="only the ids, one per line")
    s.add_argument("--json", action="store_true", help="metadata, options schema and player counts as JSON")
    s.set_defaults(func=cmd_games)

    s = sub.add_parser("run", help="start the Discord bot (DISCORD_TOKEN set) or the local console")
    s.add_argument("--lang", choices=["cs", "en"], default=None, help="console language")
    s.set_defaults(func=cmd_run)

    s = sub.add_parser("demo", help="play a full game with AI seats, print the log, write images")
    s.add_argument("game")
    s.add_argument("--players", type=int)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--out", default="out")
    s.add_argument("--ai", default="simple", help="AI levels cycled over the seats, comma-separated")
    s.add_argument("--every", type=int, default=1, help="write a board image every N actions (0: final only)")
    s.add_argument("--lang", choices=["cs", "en"], default="en")
    s.add_argument("--option", action="append", metavar="KEY=VALUE")
    s.set_defaults(func=cmd_demo)

    s = sub.add_parser("selfplay", help="AI playthroughs; non-zero exit on any engine error")
    s.add_argument("game")
    s.add_argument("--players", type=int, default=3)
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--ai", default="simple", help="AI levels cycled over the seats, comma-separated")
    s.add_argument("--option", action="append", metavar="KEY=VALUE")
    s.add_argument("--json", action="store_true", help="one JSON line per game")
    s.add_argument("--sweep", action="store_true",
                   help="every option set the game declares × every player count (--games each; --players ignored)")
    s.set_defaults(func=cmd_selfplay)

    s = sub.add_parser("ladder", help="seeded matches between AI levels and automas: win rates, margins, "
                                      "decision times, openskill ratings")
    s.add_argument("game")
    s.add_argument("--ai", required=True, help="AI levels cycled over the seats, comma-separated (strong,simple,simple)")
    s.add_argument("--players", type=int, default=None, help="players (default: the fewest the options allow)")
    s.add_argument("--games", type=int, default=100)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--option", action="append", metavar="KEY=VALUE")
    s.add_argument("--jobs", type=int, default=1, help="worker processes (the result is the same for any number)")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_ladder)

    s = sub.add_parser("replay", help="replay a record; report the first refused action")
    s.add_argument("record")
    s.add_argument("--json", action="store_true")
    s.add_argument("--lang", choices=["cs", "en"], default="en")
    s.set_defaults(func=cmd_replay)

    s = sub.add_parser("render", help="render a record's board to PNG")
    s.add_argument("record")
    s.add_argument("--out", required=True)
    s.add_argument("--upto", type=int, default=None, help="only the first N actions")
    s.add_argument("--lang", choices=["cs", "en"], default="en")
    s.set_defaults(func=cmd_render)

    s = sub.add_parser("commands", help="the application-command payloads the bot syncs to Discord")
    s.add_argument("--json", action="store_true", help="(always JSON; kept for symmetry)")
    s.set_defaults(func=cmd_commands)

    s = sub.add_parser("doctor", help="check configuration, database, data files, locale and font")
    s.add_argument("--json", action="store_true")
    s.set_defaults(func=cmd_doctor)

    s = sub.add_parser("bench", help="speed figures per game")
    s.add_argument("--game", default=None)
    s.add_argument("--json", action="store_true")
    s.add_argument("--e2e", action="store_true", help="also time command round trips through the loopback Discord (source checkout)")
    s.add_argument("--games", type=int, default=None, metavar="N",
                   help="with --e2e: the load test instead, N concurrent games through the loopback Discord")
    s.add_argument("--processes", type=int, default=1, choices=[1, 2, 4], help="load test: bot shard processes")
    s.add_argument("--db", default="sqlite", choices=["sqlite", "postgresql"],
                   help="load test: database (postgresql: VYPRAVCI_BENCH_PG or a throw-away pgserver)")
    s.add_argument("--think", type=float, default=8.0, metavar="S", help="load test: players' mean think time")
    s.add_argument("--duration", type=float, default=60.0, metavar="S", help="load test: measured seconds")
    s.add_argument("--ai-tables", type=float, default=0.25, metavar="F",
                   help="load test: the share of tables with a strong AI seat (default 0.25; 0: none)")
    s.add_argument("--faults", type=float, default=None, metavar="P",
                   help="with --e2e --games N: the storm instead, N whole games through rate limits, P of the "
                        "requests failing and gateway drops (exit 1 if a move is lost, doubled or stuck)")
    s.set_defaults(func=cmd_bench)

    from .ops.migrate_store import register as register_migrate_store  # SQLite ⇄ PostgreSQL, verified

    register_migrate_store(sub)
    return p


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        return args.func(args)
    except RuleError as err:
        print(f"error: {err.key} {err.params}", file=sys.stderr)
        return 2
    except BadInput as err:
        print(f"error: {err}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
