"""The Discord and console face of Russian Railroads (bot/faces/russian_railroads.py and its
buttons): every value a player picks reads in words in both languages, the turn components fit
Discord and each button does exactly the move it names, the phase for /game status."""
from __future__ import annotations

import functools
import random

import pytest

from vypravci.bot.commands import actions as cmd
from vypravci.bot.discord.cogs import lobby
from vypravci.bot.faces import discord_games, face_of
from vypravci.bot.faces.russian_railroads import describe
from vypravci.bot.discord.components.russian_railroads import LegalButton, MineButton, common_placements, turn_view
from vypravci.bot.words.i18n import i18n
from vypravci.bot.commands.present import Presenter
from vypravci.games.core import Seat, get_game
from tests.support import CHANNEL, Rec, fits_discord, actor, assert_rebuilt_from_custom_id, place, press

GAME_ID = "russian-railroads"
GAME = get_game(GAME_ID)


def played(n: int, seed: int, every: int = 7) -> list:
    """Every ``every``-th position of a game of simple AIs (fresh copies)."""
    state = GAME.new_state(GAME.Options(), [Seat(name=f"P{i}", user_id=i + 1) for i in range(n)], seed)
    ai = GAME.make_ai("simple", seed)
    out, k = [state.clone()], 0
    while not state.is_terminal():
        state.apply(ai.choose(state, state.to_act()))
        k += 1
        if k % every == 0:
            out.append(state.clone())
    return out


STATES = played(2, 3) + played(4, 8, every=11)


def test_the_face_is_found_and_offered_in_discord():
    face = face_of(GAME_ID)
    assert face.prefix == "rr" and GAME_ID in discord_games()
    assert i18n.t("cs", "cmd-rr-name") == "rz"


@pytest.mark.parametrize("locale", ["cs", "en"])
def test_every_legal_value_reads_in_words(locale):
    """No pick list shows an id (black-1, own-3, loco9) or a bare number where a thing is meant."""
    p = Presenter(locale)
    seen: set[tuple[str, str]] = set()
    for state in STATES:
        seat = state.to_act()
        if seat is None:
            continue
        for action in state.legal_actions(seat):
            for field, value in action.to_dict().items():
                if field in ("type", "seat") or value is None:
                    continue
                label = p.choice_label(state, field, value)
                seen.add((field, str(value)))
                assert "rr-" not in label and "{" not in label, (field, value, label)
                if isinstance(value, str):  # a word of the message files, never the id
                    assert i18n.has(locale, f"rr-choice-{field}-{value}"), (field, value)
                    assert "-" not in value or value not in label, (field, value, label)
                else:  # a number or a yes/no says what it counts
                    assert label != str(value), (field, value, label)
    fields = {f for f, _ in seen}
    assert {"space", "coins", "line", "colour", "card"} <= fields


@functools.cache
def game_events() -> list:
    """(the game, event) for every event of a three-player game of simple AIs."""
    state = GAME.new_state(GAME.Options(), [Seat(name=f"P{i}", user_id=i + 1) for i in range(3)], 11)
    ai, out = GAME.make_ai("simple", 2), []
    while not state.is_terminal():
        out += [(state, e) for e in state.apply(ai.choose(state, state.to_act()))]
    return out


@pytest.mark.parametrize("locale", ["cs", "en"])
def test_every_event_of_a_game_reads_in_words(locale):
    """The log of a whole game names spaces, lines, colours, cards and tokens, never their ids."""
    from vypravci.games.russian_railroads.data import load_board

    ids = {s.id for s in load_board().spaces if "-" in s.id}
    p = Presenter(locale)
    for state, event in game_events():
        line = p.event(state, event)
        assert "rr-" not in line and "{" not in line and not any(f"„{i}“" in line or f" {i} " in line
                                                                  for i in ids), line
    assert {"rr-placed", "rr-step", "rr-scored", "rr-game-over"} <= {e.key for _, e in game_events()}


def test_an_engineer_space_says_which_engineer_and_what_he_does():
    state = next(s for s in STATES if s.round >= 1)
    number = state.strip[-1]
    for locale in ("cs", "en"):
        p = Presenter(locale)
        hire = p.choice_label(state, "space", "hire")
        assert str(number) in hire and i18n.t(locale, "rr-choice-space-hire") in hire
    assert face_of(GAME_ID).label(Presenter("cs"), state, "space", "own-5") == \
        "tvůj inženýr 5 (průmyslový rozvoj +2)"


def test_a_refusal_names_the_engineer_in_the_readers_language():
    from vypravci.games.core import RuleError
    from vypravci.games.russian_railroads.actions import Place

    state = next(s for s in STATES if s.ask and s.ask["kind"] == "turn")
    seat = state.to_act()
    missing = next(n for n in range(1, 16) if n not in state.players[seat]["engineers"])
    with pytest.raises(RuleError) as err:
        state.apply(Place(seat=seat, space=f"own-{missing}"))
    text = Presenter("cs").error(state, err.value)
    assert f"inženýr {missing} (" in text and "nemáš najatého" in text and "own-" not in text


def test_effects_in_words_follow_the_rulebook_terms():
    """p. 24 (engineer tiles): engineer 2 gives a black and a grey step, engineer 9 a doubling
    token and 3 points; Czech plurals."""
    cs, en = Presenter("cs"), Presenter("en")
    assert describe(cs, ["steps:black,grey"]) == "1 krok černou kolejnicí, 1 krok šedou kolejnicí"
    assert describe(cs, ["steps:any,any"]) == "2 kroky libovolnou kolejnicí"
    assert describe(cs, ["doubling:1", "points:3"]) == "1 žeton zdvojnásobení, 3 body"
    assert describe(en, ["steps:any,black"]) == "1 any rail step, 1 black rail step"
    assert describe(en, ["points:best_two_locos"]) == "points: your two best locomotives"


def test_turn_hint_names_the_round_and_the_phase():
    face = face_of(GAME_ID)
    start = STATES[0]
    assert face.turn_hint(start, "en") == i18n.t("en", "rr-hint-start")
    turn = next(s for s in STATES if s.ask and s.ask["kind"] == "turn")
    assert face.turn_hint(turn, "cs") == f"Kolo {turn.round} z {turn.rounds}: umisťování dělníků"


@pytest.mark.parametrize("locale", ["cs", "en"])
def test_turn_components_fit_discord_and_name_legal_moves(locale):
    for state in STATES:
        seat = state.to_act()
        if seat is None:
            continue
        view = turn_view(state, 1, 0, locale)
        assert view is not None
        fits_discord(view)
        legal = state.legal_actions(seat)
        for item in view.children:
            if isinstance(item, LegalButton):
                assert item.index < len(legal)
                assert "rr-" not in item.item.label


def test_a_turn_offers_common_placements_and_pass():
    state = next(s for s in STATES if s.ask and s.ask["kind"] == "turn" and len(s.legal_actions()) > 5)
    seat = state.to_act()
    legal = state.legal_actions(seat)
    picks = common_placements(state, seat, legal)
    assert 1 <= len(picks) <= 4
    assert all(legal[i].type == "place" and not legal[i].black for i in picks)
    assert len({legal[i].space for i in picks}) == len(picks)
    view = turn_view(state, 1, 0, "en")
    labels = [c.item.label for c in view.children if isinstance(c, LegalButton)]
    assert labels[-1] == i18n.t("en", "button-rr-pass")
    assert any(getattr(c, "custom_id", "").startswith("vy:pick:1:0:place") for c in view.children)


def test_the_end_bonus_pile_is_shown_to_the_chooser_alone():
    """p. 23: the chooser looks through the pile; the public message only offers "show my choice",
    whose private answer has a button per card and one for the 10 points."""
    from vypravci.bot.discord.components.russian_railroads import answer_buttons

    state = next(s for s in played(2, 3, every=1) if s.decision() is not None and s.decision().secret)
    view = turn_view(state, 1, 0, "cs")
    assert [type(c) for c in view.children] == [MineButton]
    seat = state.to_act()
    dicts = [a.to_dict() for a in state.legal_actions(seat)]
    labels = [b.item.label for b in answer_buttons(state, 1, 0, "cs", dicts)]
    assert i18n.t("cs", "button-rr-end-bonus-none") in labels
    for card in state.pile:
        assert any(i18n.t("cs", f"rr-choice-card-{card}") in label for label in labels)


async def test_button_rebuilt_from_its_custom_id():
    await assert_rebuilt_from_custom_id(MineButton(12, 34, "x"), ("game_id", "seq"))
    await assert_rebuilt_from_custom_id(LegalButton(12, 34, 5, "x"), ("game_id", "seq", "index"))


async def _open(app, seed_user: int = 1):
    rec = Rec()
    g = await lobby.do_new(rec, app, place("en"), actor(seed_user), GAME_ID, {})
    assert g is not None and rec.pub
    await press(app, actor(seed_user), f"vy:lobby:{g.id}:ai", where=place("en"))
    start = await press(app, actor(seed_user), f"vy:lobby:{g.id}:start", where=place("en"))
    assert start.pub and not start.priv, start.priv and start.priv[0].text
    return g.id, start


@pytest.mark.usefixtures("fixed_seeds")
async def test_a_whole_game_by_buttons_and_selects(app):
    """A human (Anna) against the simple AI: every move by a button or the pick selects under the
    last public message; each button applies exactly the action it was built for."""
    gid, rec = await _open(app)
    last = rec.pub[-1]
    rng = random.Random(4)
    moves = secret_moves = 0
    while True:
        g = await app.sessions.store.get_game(gid)
        if g.status != "active":
            break
        live = await app.sessions.live(CHANNEL)
        state = live.state
        seat = state.to_act()
        assert state.seats[seat].user_id == 1
        view = last.view
        assert view is not None, last.text
        buttons = [c for c in view.children if isinstance(c, LegalButton)]
        if buttons and (rng.random() < 0.7 or not any(not isinstance(c, LegalButton) for c in view.children)):
            button = rng.choice(buttons)
            wanted = state.legal_actions(seat)[button.index].to_dict()
            before = len(live.record.actions)
            rec = await press(app, actor(1), button.custom_id)
            assert not rec.priv, rec.priv[0].text
            stored = (await app.sessions.store.record(gid)).actions[before]
            assert all(stored.get(k) == v for k, v in wanted.items()), (stored, wanted)
        else:  # a generated button, or a pick select walked to a whole action
            item = rng.choice([c for c in view.children if not isinstance(c, LegalButton)])
            options = [o.value for o in getattr(item.item, "options", [])]
            rec = await press(app, actor(1), item.custom_id, [rng.choice(options)] if options else None)
            while not rec.pub:  # the next step (or the secret end-bonus choice), privately
                assert rec.priv and rec.priv[-1].view is not None, rec.priv and rec.priv[-1].text
                nxt = rng.choice(rec.priv[-1].view.children)
                options = [o.value for o in getattr(nxt.item, "options", [])]
                if isinstance(nxt, MineButton) or "rr-mine" in item.custom_id:
                    secret_moves += 1
                rec = await press(app, actor(1), nxt.custom_id, [rng.choice(options)] if options else None)
        assert rec.pub, "a move posts publicly"
        last = rec.pub[-1]
        moves += 1
        assert moves < 400
    assert moves > 30 and g.status == "finished"
    assert i18n.t("en", "game-over-title") in last.text and "Anna" in last.text


def test_a_locomotive_button_names_the_locomotive():
    """The locomotive placed is the lowest in the supply (or the one just replaced): the button
    says which, so the player sees what the reach will be."""
    from vypravci.bot.discord.components.russian_railroads import locomotive_tile

    state = next(s for s in played(2, 3, every=1) if s.head() is not None and s.head()["k"] in ("loco", "lof"))
    tile = locomotive_tile(state)
    view = turn_view(state, 1, 0, "cs")
    labels = [c.item.label for c in view.children if isinstance(c, LegalButton)]
    assert tile is not None and any(label.startswith(f"Lokomotiva {tile}: ") for label in labels), labels
