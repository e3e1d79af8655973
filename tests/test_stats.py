"""Results kept at the finish, their backfill, and /stats: a server's leaderboards by game (people,
then AI seats and automa apart) and a person's records, in cs and en, within Discord's limit.
Games are played to the end through ``Sessions`` over a real store (SQLite, and PostgreSQL where
``db_target`` runs)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from vypravci.bot.discord.cogs.history import do_stats
from vypravci.bot.table.session import Sessions
from vypravci.bot.table.records.stats import (
    IMPORTED, RESULT, backfill, fit, game_result, leaderboard, personal, tally,
)
from vypravci.bot.store import Store, StoredGame
from vypravci.games.core import GameRecord, Seat, replay
from tests.support import CHANNEL, GUILD, Rec, actor, place

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "mini-express"
DUEL = "map-europe-mode-experts.json"  # two players
SOLO = "mode-solo-difficulty-turista.json"  # one player against Mašinfíra (an automa seat)


def fixture(name: str, people: list[tuple[int, str]]) -> GameRecord:
    record = GameRecord.model_validate(json.loads((FIXTURES / name).read_text())["record"])
    for seat, (uid, who) in zip(record.seats, people):
        seat.kind, seat.ai, seat.user_id, seat.name = "human", None, uid, who
    return record


async def play(sessions: Sessions, record: GameRecord, channel: int = CHANNEL) -> StoredGame:
    """Play ``record`` through the sessions, each action by its seat's person, to the end."""
    store = sessions.store
    host = record.seats[0].user_id
    g = await store.create_game(GUILD, channel, host, record.game, record.options, record.seed, list(record.seats))
    await sessions.start(channel, host, shuffle_seats=False, seed=record.seed)
    for data in record.actions:
        await sessions.act(channel, record.seats[data["seat"]].user_id, data)
    return await store.get_game(g.id)


async def test_the_finishing_move_keeps_the_result_and_backfill_redoes_it(db_target):
    async with Store(db_target) as store:
        record = fixture(DUEL, [(1, "Anna"), (2, "Bob")])
        g = await play(Sessions(store), record)
        final = replay(record)
        assert g.status == "finished"
        result = g.meta[RESULT]
        assert result == game_result(final, record.seats)
        assert result["scores"] == final.scores() and result["winners"] == final.ranking()[:1]
        assert sorted(result["places"]) == [1, 2]
        assert [s["user_id"] for s in result["seats"]] == [1, 2]

        await store.update_meta(g.id, {RESULT: None})  # a game finished before results were kept
        [again] = await backfill(store, await store.games_in_guild(GUILD))
        assert again.meta[RESULT] == result
        assert (await store.get_game(g.id)).meta[RESULT] == result


@pytest.fixture
async def server(app):
    """Two duels (Anna and Bob, then Anna and Cyril) and a solo game of Bob against Mašinfíra,
    all played here; and one imported duel, which counts nowhere."""
    s = app.sessions
    await play(s, fixture(DUEL, [(1, "Anna"), (2, "Bob")]), 201)
    await play(s, fixture(DUEL, [(3, "Cyril"), (1, "Anna")]), 202)
    await play(s, fixture(SOLO, [(2, "Bob")]), 203)
    g = await play(s, fixture(DUEL, [(2, "Bob"), (9, "Zed")]), 204)
    await app.store.update_meta(g.id, {IMPORTED: {"by": 2}})
    return app


def winner_of(record: GameRecord) -> int:
    return record.seats[replay(record).ranking()[0]].user_id


async def test_leaderboard_counts_people_and_lists_ai_apart(server):
    games = await server.store.games_in_guild(GUILD)
    lines = tally(games)["mini-express"]
    anna, bob = lines[("user", 1)], lines[("user", 2)]
    assert (anna.games, bob.games) == (2, 2)  # Bob's imported duel is not counted
    assert ("user", 9) not in lines  # Zed only played in the imported game
    assert lines[("automa", "Mašinfíra")].games == 1 and not lines[("automa", "Mašinfíra")].person
    duel_winner = winner_of(fixture(DUEL, [(1, "Anna"), (2, "Bob")]))
    assert anna.wins == (duel_winner == 1) + (winner_of(fixture(DUEL, [(3, "Cyril"), (1, "Anna")])) == 1)

    ctx = Rec()
    await do_stats(ctx, server, place(), actor(2))
    text = ctx.priv[0].text
    assert text.startswith("**Mini Express — 3 finished games**")
    people, machines = text.split("*AI players and automa*")
    assert "Anna —" in people and "Bob —" in people and "Cyril —" in people and "Zed" not in text
    assert "Mašinfíra —" in machines and "1. " in people and "Mašinfíra" not in people
    assert f"{anna.wins} of 2 won ({anna.rate} %), best score {int(anna.best)}, rating {round(anna.rating)}" in people


async def test_personal_records_and_czech(server):
    ctx = Rec()
    await do_stats(ctx, server, place(), actor(1), user=(2, "Bob"))  # Anna asks, in Czech
    text = ctx.priv[0].text
    assert text.startswith("**Výsledky hráče Bob na tomto serveru**")
    assert "**Mini Express** — vítězství" in text and " z 2 (" in text and "místo z 3 v žebříčku" in text
    nobody = Rec()
    await do_stats(nobody, server, place(), actor(2), user=(9, "Zed"))
    assert nobody.priv[0].text == "Zed has not finished a game on this server yet."
    other_game = Rec()
    await do_stats(other_game, server, place(), actor(2), game_id="cargo-empire")
    assert other_game.priv[0].text == "No game has finished on this server yet."


def test_a_long_leaderboard_fits_one_message():
    games = []
    for n in range(150):  # 150 duels of 300 different people
        seats = [{"name": f"Hráč číslo {2 * n + i}", "kind": "human", "user_id": 1000 + 2 * n + i, "ai": None}
                 for i in range(2)]
        result = {"scores": [10 + n, 5], "places": [1, 2], "winners": [0], "seats": seats}
        games.append(StoredGame(id=n + 1, guild_id=GUILD, channel_id=CHANNEL, host_id=1, game="mini-express",
                                status="finished", options={}, seed=0, seats=[Seat(name="x")], locale=None,
                                version=1, move_count=1, created_at="", updated_at="", meta={RESULT: result}))
    lines = leaderboard("en", games)
    assert lines[0] == "**Mini Express — 150 finished games**" and lines[-1] == "…and 290 more"
    assert len(lines) == 12  # the title, the top 10, how many more
    text = fit(lines * 10, 2000, "… (cut)")
    assert len(text) <= 2000 and text.endswith("… (cut)")
    assert personal("cs", games, 1000, "X")[1].startswith("**Mini Express** — vítězství 1 z 1 (100 %)")


def test_seats_that_changed_hands_count_for_who_played_them_at_the_end():
    record = fixture(DUEL, [(1, "Anna"), (2, "Bob")])
    final = replay(record)
    final.seats[0] = Seat(name="Anna", kind="ai", ai="simple", user_id=1)  # on vacation at the end
    final.seats[1] = Seat(name="Zed", kind="human", user_id=9)  # took Bob's seat over
    seats = game_result(final, record.seats)["seats"]
    assert [(s["name"], s["kind"], s["user_id"]) for s in seats] == [("Anna", "human", 1), ("Zed", "human", 9)]


def finished(n: int, seats: list[dict], places: list[int], imported: bool = False) -> StoredGame:
    result = {"scores": [10 - p for p in places], "places": places, "winners": [places.index(1)], "seats": seats}
    meta = {RESULT: result, **({IMPORTED: {"by": 1}} if imported else {})}
    return StoredGame(id=n, guild_id=GUILD, channel_id=CHANNEL, host_id=1, game="mini-express", status="finished",
                      options={}, seed=0, seats=[Seat(name="x")], locale=None, version=1, move_count=1,
                      created_at="", updated_at="", meta=meta)


def person(uid: int, name: str) -> dict:
    return {"name": name, "kind": "human", "user_id": uid, "ai": None}


def test_ratings_follow_the_games_in_order_and_rebuild_from_the_results():
    from openskill.models import PlackettLuce

    anna, bob, cyril = person(1, "Anna"), person(2, "Bob"), person(3, "Cyril")
    ai = {"name": "AI 1", "kind": "ai", "user_id": None, "ai": "strong"}
    games = [finished(1, [anna, bob], [1, 2]), finished(2, [bob, cyril], [1, 2]),
             finished(3, [anna, cyril, dict(ai), dict(ai, name="AI 2")], [2, 4, 1, 3]),
             finished(4, [cyril, anna], [1, 2], imported=True)]
    lines = tally(games)["mini-express"]
    # the same figures as openskill's own model, game by game; the two AI seats are one player (best place)
    model = PlackettLuce()
    r = {k: model.rating() for k in "ABCS"}
    for teams, ranks in ((["A", "B"], [1, 2]), (["B", "C"], [1, 2]), (["A", "C", "S"], [2, 4, 1])):
        for k, [new] in zip(teams, model.rate([[r[k]] for k in teams], ranks=ranks)):
            r[k] = new
    got = {k: lines[key].rating for k, key in zip("ABCS", [("user", 1), ("user", 2), ("user", 3), ("ai", "strong")])}
    assert got == {k: r[k].ordinal() for k in "ABCS"}
    assert got["A"] > got["B"] > 0 > got["C"]  # Anna beat Bob, who beat Cyril; Cyril came last twice
    # derived from the stored results alone: the same in any listing order, the imported game changes nothing
    again = tally(list(reversed(games[:3])))["mini-express"]
    assert {k: x.rating for k, x in again.items()} == {k: x.rating for k, x in lines.items()}
    board = leaderboard("cs", games)
    assert any(line.startswith("1. Anna — ") and line.endswith(f"hodnocení {round(got['A'])}") for line in board)
