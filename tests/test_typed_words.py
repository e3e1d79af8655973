"""Typed words in both languages (issue 22): every value with a Czech name is read in Czech and
in English, with and without diacritics; "did you mean" proposes only values of the field being
typed; the console's verbs and a game's fields have Czech names; the examples the console shows
are in the reader's language, and typed back as shown they are the moves they stand for."""
from __future__ import annotations

import random
import shlex

import pytest

from vypravci.bot.commands import actions as cmd
from vypravci.bot.console import words
from vypravci.bot.console.app import CONSOLE_CHANNEL
from vypravci.bot.console.help import ConsoleHelp
from vypravci.bot.words.i18n import LOCALES, i18n
from vypravci.bot.commands.present import Presenter
from vypravci.games.core import all_games, get_game
from tests.console_support import position, run
from tests.offers import Reader, game_positions

GAMES = [g.id for g in all_games()]
AT = [(g, i) for g in GAMES for i in range(2)]  # two positions of each game (tests/offers.py)


def _at(index: int):
    game_id, i = AT[index]
    return game_id, game_positions(game_id, 2, 3)[i]


def _folded_variants(name: str) -> set[str]:
    return {name, name.lower(), cmd.fold(name)}


def test_console_verbs_are_read_in_both_languages_and_never_shadow_a_move():
    moves = set()
    for game in all_games():
        face = __import__("vypravci.bot.faces", fromlist=["face_of"]).face_of(game.id)
        for kind in game.type_names():
            moves.add(cmd.fold(kind))
            for locale in LOCALES:
                name = i18n.lookup(locale, f"cmd-{face.prefix}-{kind.replace('_', '-')}-name")
                if name:
                    moves.add(cmd.fold(name))
    for verb in words.VERBS:
        for locale in LOCALES:
            for name in words.verb_names(verb, locale):
                for typed in _folded_variants(name):
                    assert words.console_verb(typed) == verb, (verb, locale, typed)
                assert cmd.fold(name) not in moves, f"the console verb “{name}” ({verb}) is also a move"
    assert words.console_verb("stav") == "status" and words.console_verb("pravidla") == "rules"
    assert words.console_verb("souhlasim") == "agree"


@pytest.mark.parametrize("game_id", GAMES)
def test_fields_are_named_in_both_languages(game_id):
    state = game_positions(game_id, 2, 3)[0]
    for kind in state.game.type_names():
        for field in cmd.fields_of(state, kind):
            names = {field} | {n for locale in LOCALES for n in words.field_names(field, locale)}
            for name in names:
                for typed in _folded_variants(name) | {name.replace("_", "-")}:
                    assert words.field_of(state, kind, typed) == field, (kind, field, typed)


@pytest.mark.parametrize("index", range(len(AT)), ids=[f"{g}-{i}" for g, i in AT])
def test_every_value_is_read_by_its_names_in_both_languages(index):
    """Each legal value of each field, typed by any of its names in Czech or English (its words
    and their heads, without case or diacritics too), reads as that value — where no other legal
    value has that name."""
    _, state = _at(index)
    seat = state.to_act()
    for locale in LOCALES:
        label = Presenter(locale).labeler(state)
        for kind in state.legal_types(seat):
            for field in cmd.fields_of(state, kind):
                options = [c for c in cmd.choices(state, seat, kind, field, {}, label, limit=None) if c.raw is not None]
                named: dict[str, set[str]] = {}
                for c in options:
                    for name in cmd.names_of(label, field, c):
                        named.setdefault(cmd.fold(name), set()).add(c.value)
                for c in options:
                    for name in cmd.names_of(label, field, c):
                        if len(named[cmd.fold(name)]) > 1 or field == "route":
                            continue  # two values share the name (or a route, read by its number)
                        for typed in _folded_variants(name):
                            got = cmd._pick(options, typed, field, label)
                            assert got == c, (kind, field, typed, c.label, got and got.label)


@pytest.mark.parametrize("index", range(len(AT)), ids=[f"{g}-{i}" for g, i in AT])
def test_did_you_mean_proposes_only_a_legal_value_of_the_typed_field(index):
    _, state = _at(index)
    seat = state.to_act()
    rng = random.Random(index)
    label = Presenter("cs").labeler(state)
    fields = [(k, f) for k in state.legal_types(seat) for f in cmd.fields_of(state, k)]
    labels = {kf: [c.label for c in cmd.choices(state, seat, *kf, {}, label, limit=None)] for kf in fields}
    for kind, field in fields:
        options = cmd.choices(state, seat, kind, field, {}, label, limit=None)
        others = [x for kf, xs in labels.items() if kf != (kind, field) for x in xs]
        for typed in rng.sample(others, min(5, len(others))) + [x[:-1] for x in labels[(kind, field)][:3] if len(x) > 3]:
            err = cmd.no_such_choice(state, seat, kind, field, typed, options, label)
            assert err.params["near"] in ("", *[c.label for c in options]), (kind, field, typed, err.params)


@pytest.mark.parametrize("index", range(len(AT)), ids=[f"{g}-{i}" for g, i in AT])
def test_czech_examples_are_czech_and_english_ones_english(index):
    """An example's command is the reader's command name, and each value is typed by a word of
    the reader's language where the two languages name it differently."""
    _, state = _at(index)
    seat = state.to_act()
    for locale in LOCALES:
        other = next(x for x in LOCALES if x != locale)
        reader = Reader(locale)
        mine, theirs = Presenter(locale).labeler(state), Presenter(other).labeler(state)
        for kind, line in zip(state.legal_types(seat), ConsoleHelp(reader).examples(state, seat)):
            verb = line.split()[0]
            assert verb == words.action_word(state, kind, locale), (locale, line)
            if "…" in line:
                continue
            given, _ = cmd.read_words(state, seat, kind, *reader.named_fields(state, kind, shlex.split(line)[1:])[::-1],
                                      mine)
            action = reader.read_move(state, seat, kind, shlex.split(line)[1:])
            for field, typed in given.items():
                value = action.get(field)
                own = {cmd.fold(n) for n in (mine(field, value), *_heads(mine(field, value)))}
                foreign = {cmd.fold(n) for n in (theirs(field, value), *_heads(theirs(field, value)))} - own
                assert cmd.fold(typed) not in foreign, (locale, line, field, typed)


def _heads(text: str) -> list[str]:
    from vypravci.bot.commands.present import head

    return [head(text)]


@pytest.mark.parametrize("lang", LOCALES)
@pytest.mark.parametrize("game_id", GAMES)
async def test_every_example_the_console_shows_is_typed_back(console, game_id, lang):
    """At a few positions, each example ``choices`` shows, typed as shown, is a move the game
    takes (then taken back, to try the next one)."""
    seeds = {"russian-railroads": 3, "18lilliput": 2}
    rng = random.Random(lang)
    moves = rng.randrange(5, 40)
    game = get_game(game_id)
    players = min(game.player_counts(game.parse_options(None)))
    await position(console, game_id, moves, players=players, seed=seeds.get(game_id, 1))
    await run(console, f"lang {lang}")
    said = await run(console, words.local_verb("choices", lang))
    examples = [x.strip() for x in said[1:] if "…" not in x]
    assert examples, said
    for line in examples:
        live = await console.sessions.live(CONSOLE_CHANNEL)
        mover = live.state.seats[live.state.to_act()].name
        before, refused = len(live.record.actions), console.refusals
        said = await run(console, line)
        assert console.refusals == refused, (line, said)
        live = await console.sessions.live(CONSOLE_CHANNEL)
        assert len(live.record.actions) > before, (line, said)
        await run(console, f"{mover}: {words.local_verb('undo', lang)}")
        live = await console.sessions.live(CONSOLE_CHANNEL)
        assert len(live.record.actions) == before, console.lines[-3:]


