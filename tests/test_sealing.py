"""Sealed exports (bot/table/records/sealing.py): an unfinished game's export gives away nothing a player at
the table cannot see.

For every game, every option set the conformance suite plays (each with its chance, most with
secrets) and its fewest and most players: two games dealt from different seeds are played a few
moves, each exported as /game export exports it. What a player can read of each export is the
same for both — game, options, seats and the number of moves, all shown by /game status and
/game log anyway — so it carries nothing of the seed, the cards still to be drawn, the secrets
dealt or the moves made. Only the bot's key opens the sealed part, and it replays the game
exactly; another key opens nothing; an altered file is refused. A finished game exports in full.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from vypravci.bot.table.records.history import parse_record, read_record
from vypravci.bot.table.records.sealing import Sealer, export_bytes, key_problem, public_part
from vypravci.bot.table.refusal import Refusal
from vypravci.bot.store import Store
from vypravci.games.core import GameRecord, Seat, all_games, replay
from vypravci.games.core.ai import RandomAI

MOVES = 7  # a few moves into the game: set-up secrets dealt, chance still to come
SEEDS = (11, 12)


def cases():
    for game in all_games():
        for options in game.option_sets():
            counts = game.player_counts(options)
            for n in sorted({min(counts), max(counts)}):
                label = f"{game.id}-{json.dumps(options.model_dump(mode='json'), sort_keys=True)}-{n}p"
                yield pytest.param(game, options, n, id=label)


def played(game, options, n: int, seed: int, moves: int = MOVES) -> tuple[GameRecord, object]:
    """A record of ``moves`` actions (fewer if the game ends first) from ``seed``, and its state."""
    seats = [Seat(name=f"P{i}", user_id=100 + i) for i in range(n)]
    record = GameRecord(game=game.id, options=options.model_dump(mode="json"), seed=seed, seats=seats)
    state = game.new_state(options, list(seats), seed)
    ai = RandomAI(seed)
    while len(record.actions) < moves and not state.is_terminal():
        action = ai.choose(state, state.to_act()).to_dict()
        state.apply(action)
        record.actions.append(action)
    return record, state


@pytest.fixture
async def sealer(tmp_path):
    async with Store(tmp_path / "a.sqlite3") as store:
        yield Sealer(store, "")


def readable(data: bytes) -> dict:
    """What a player reads of an export: everything but the sealed token."""
    return {k: v for k, v in json.loads(data).items() if k != "sealed"}


@pytest.mark.parametrize("game,options,n", list(cases()))
async def test_an_unfinished_export_shows_only_the_public_part(game, options, n, sealer, tmp_path):
    exports = []
    for seed in SEEDS:
        record, state = played(game, options, n, seed)
        if state.is_terminal():
            pytest.skip("the game ended within a few moves")
        data = await export_bytes(sealer, record, finished=False)
        exports.append((record, state, data))
    (a, state_a, data_a), (b, state_b, data_b) = exports
    # what a player reads is the public part, the same whatever the seed and the moves were
    assert readable(data_a) == public_part(a) == readable(data_b)
    assert set(readable(data_a)) == {"version", "game", "options", "seats", "moves"}
    for seed in SEEDS:  # the seed appears nowhere in the file
        assert f'"seed": {seed}' not in data_a.decode() and f'"seed": {seed}' not in data_b.decode()
    # the bot opens the sealed part: the very same game, ready to go on
    opened, sealed = await read_record(data_a, sealer)
    assert sealed and opened == a and replay(opened).to_dict() == state_a.to_dict()
    # another bot's key opens nothing, and an unsealed reading refuses it
    async with Store(tmp_path / "b.sqlite3") as other:
        with pytest.raises(Refusal) as err:
            await read_record(data_a, Sealer(other, ""))
        assert err.value.key == "import-sealed-other-key"
    with pytest.raises(Refusal):
        parse_record(data_a)


FIXTURES = sorted((Path(__file__).resolve().parent / "fixtures").glob("*/*.json"))


@pytest.mark.parametrize("path", FIXTURES, ids=[f"{p.parent.name}/{p.stem}" for p in FIXTURES])
async def test_every_fixture_cut_short_exports_only_its_public_part(path, sealer):
    """Each stored fixture game (its own options and seats), cut at a third and at two thirds:
    the readable part is the public part, the bot's key gives back exactly the cut record."""
    full = GameRecord.model_validate(json.loads(path.read_text(encoding="utf-8"))["record"])
    for cut in (len(full.actions) // 3, 2 * len(full.actions) // 3):
        record = full.model_copy(update={"actions": full.actions[:cut]})
        if replay(record).is_terminal():
            continue
        data = await export_bytes(sealer, record, finished=False)
        assert readable(data) == public_part(record) and f'"seed": {record.seed}' not in data.decode()
        assert (await read_record(data, sealer)) == (record, True)


async def test_a_finished_game_exports_in_full(sealer):
    game = next(g for g in all_games() if g.id == "russian-railroads")
    record, state = played(game, game.Options(), 2, 3, moves=10_000)
    assert state.is_terminal()
    data = await export_bytes(sealer, record, finished=True)
    assert GameRecord.model_validate_json(data) == record and parse_record(data) == record


async def test_keys_from_the_environment_seal_and_open_and_a_key_change_keeps_old_files(tmp_path):
    from cryptography.fernet import Fernet

    game = next(g for g in all_games() if g.id == "mini-express")
    record, _ = played(game, game.Options(), 3, 5)
    old, new = Fernet.generate_key().decode(), Fernet.generate_key().decode()
    async with Store(tmp_path / "one.sqlite3") as one, Store(tmp_path / "two.sqlite3") as two:
        data = await export_bytes(Sealer(one, old), record, finished=False)
        assert (await read_record(data, Sealer(two, f"{new},{old}")))[0] == record  # another bot, both keys
        with pytest.raises(Refusal):
            await read_record(data, Sealer(two, new))
        assert (await one.get_guild_settings(0)).get("seal_key") is None  # the environment's key: none stored
    assert key_problem(f"{old},{new}") is None and key_problem("not-a-key")


async def test_the_generated_key_is_made_once_even_when_processes_race(tmp_path):
    import asyncio

    target = tmp_path / "shared.sqlite3"
    async with Store(target) as a, Store(target) as b:
        keys = await asyncio.gather(*(Sealer(s, "")._fernet(create=True) for s in (a, b, a, b)))
        stored = (await a.get_guild_settings(0))["seal_key"]
        token = keys[0].encrypt(b"x")
        assert all(k.decrypt(token) == b"x" for k in keys) and isinstance(stored, str)


async def test_an_altered_seal_is_refused(sealer):
    game = next(g for g in all_games() if g.id == "russian-railroads")
    record, _ = played(game, game.Options(), 2, 4)
    raw = json.loads(await export_bytes(sealer, record, finished=False))
    raw["sealed"] = raw["sealed"][:20] + ("A" if raw["sealed"][20] != "A" else "B") + raw["sealed"][21:]
    with pytest.raises(Refusal) as err:
        await read_record(json.dumps(raw).encode(), sealer)
    assert err.value.key == "import-sealed-other-key"


def test_the_command_line_replays_a_sealed_export_with_the_key_only(tmp_path, monkeypatch, capsys):
    import asyncio

    from cryptography.fernet import Fernet

    from vypravci.bot.cli import main

    game = next(g for g in all_games() if g.id == "russian-railroads")
    record, state = played(game, game.Options(), 2, 6)
    key = Fernet.generate_key().decode()

    async def seal() -> bytes:
        async with Store(tmp_path / "k.sqlite3") as store:
            return await export_bytes(Sealer(store, key), record, finished=False)

    path = tmp_path / "sealed.json"
    path.write_bytes(asyncio.run(seal()))
    monkeypatch.delenv("VYPRAVCI_SEAL_KEY", raising=False)
    assert main(["replay", str(path), "--json"]) == 2 and "VYPRAVCI_SEAL_KEY" in capsys.readouterr().err
    monkeypatch.setenv("VYPRAVCI_SEAL_KEY", key)
    assert main(["replay", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["actions"] == len(record.actions) == MOVES


async def test_the_generated_key_is_stored_once_in_either_store(db_target):
    import asyncio

    async with Store(db_target) as one, Store(db_target) as two:
        made = await asyncio.gather(*(s.bot_setting_once("seal_key", lambda k=k: k)
                                      for k, s in (("k1", one), ("k2", two), ("k3", one))))
        assert len(set(made)) == 1 and await two.bot_setting_once("seal_key", lambda: "late") == made[0]
        assert (await one.get_guild_settings(0))["seal_key"] == made[0]
