"""What the console offers is what it accepts (issue 22, the command layer's defects 1, 3, 4, 5, 7
and 8), each reproduced at the console as a player met it."""
from __future__ import annotations

import re

from vypravci.bot.console.app import CONSOLE_CHANNEL
from vypravci.bot.words.i18n import i18n
from vypravci.bot.commands.present import Presenter
from vypravci.games.core import RuleError
from tests.console_support import played, position, run


def _types(state) -> set[str]:
    return {a.type for a in state.legal_actions(state.to_act())}


async def _seq(c) -> int:
    return (await c.sessions.live(CONSOLE_CHANNEL)).seq


async def _moves(c) -> int:
    return len((await c.sessions.live(CONSOLE_CHANNEL)).record.actions)


# ------------------------------------------------------------------ 1. listed, then refused
async def test_cargo_empire_offers_no_fallback_while_a_transport_is_possible(console):
    """Clans off, a transport possible: refill, take_cards and clan_ability are neither the
    game's decision nor listed; typed anyway, the game's own reason answers."""
    state = await position(console, "cargo-empire", lambda st: "transport" in _types(st))
    assert state.legal_types(state.to_act()) == ("transport",)
    said = await run(console, "choices")
    assert [x.split()[0] for x in said[1:]] == ["transport"], said
    said = await run(console, "take_cards")
    assert any(i18n.t("en", "ce-error-must-transport") in x for x in said), said


def test_every_type_cargo_empire_waits_for_has_a_legal_action():
    """The decision's types are the legal ones (clans on: the abilities only when one can be paid)."""
    seen = 0

    def check(st):
        nonlocal seen
        seen += 1
        assert set(st.legal_types(st.to_act())) == _types(st), st.current()
        return False

    for seed in (1, 2):
        try:
            played("cargo-empire", check, seed=seed, options={"clans": True})
        except AssertionError as err:
            assert "no such position" in str(err)
    assert seen > 100


async def test_a_choices_filter_that_fits_nothing_is_reported(console):
    """``choices build city company=lumber`` when only leather may build: the filter is refused,
    naming what it may be — never silently dropped."""
    def one_builder(st):
        return len({a.company for a in st.legal_actions(st.to_act()) if a.type == "build"}) == 1

    state = await position(console, "mini-express", one_builder, players=3)
    builder = next(a.company for a in state.legal_actions(state.to_act()) if a.type == "build")
    other = next(c for c in ("lumber", "leather", "steel", "cotton") if c != builder)
    said = await run(console, f"choices build city company={other}")
    assert console.refusals == 1 and len(said) == 1, said
    assert other in said[0] and Presenter("en").choice_label(state, "company", builder) in said[0], said


# ------------------------------------------------------------------ 3. the undo vote
async def test_the_undo_vote_says_how_to_agree_and_agree_counts(console):
    state = await position(console, "mini-express", lambda st: True, players=3)
    first = state.seats[state.to_act()].name
    said = await run(console, "choices")
    await run(console, said[1].strip())  # the first player's move, typed from the example
    assert console.refusals == 0, console.lines[-3:]
    moved = await _moves(console)
    said = await run(console, "undo")  # the next player asks to take back the first one's move
    others = [s.name for s in state.seats if s.name not in (first, console.player)]
    assert "1 of 3" in said[0] and first in said[0] and f"“{first}: agree”" in said[0], said
    said = await run(console, f"{others[0]}: agree")
    assert "2 of 3" in said[0] and await _moves(console) == moved, said
    # the mover's own "undo" while the vote is open is their agreement, and says so
    said = await run(console, f"{first}: undo")
    assert await _moves(console) == moved - 1
    assert said[0] == i18n.t("en", "undo-agreed", player=first), said
    said = await run(console, "agree")
    assert said == [i18n.t("en", "console-undo-no-vote")], said


async def test_souhlas_is_the_czech_agree(console):
    state = await position(console, "mini-express", lambda st: True, players=2, options={"mode": "two_player"})
    await run(console, "lang cs")
    said = await run(console, "choices")
    await run(console, said[1].strip())
    assert console.refusals == 0, console.lines[-3:]
    said = await run(console, "zpět")
    first = state.seats[state.to_act()].name
    assert f"„{first}: souhlas“" in said[0], said
    said = await run(console, f"{first}: souhlas")
    assert said[0] == i18n.t("cs", "undo-agreed", player=first), said


# ------------------------------------------------------------------ 4. an example that cannot be typed
async def test_a_station_example_is_typed_back_verbatim(console):
    await position(console, "18lilliput", lambda st: "place_station" in st.legal_types(st.to_act()), seed=2)
    said = await run(console, "choices")
    line = next(x.strip() for x in said if x.strip().startswith(("place-station", "place_station")))
    before = await _seq(console)
    said = await run(console, line)
    assert console.refusals == 0 and await _seq(console) > before, (line, said)


async def test_a_line_is_a_players_line_only_for_a_player(console):
    """``NAME: …`` reads as a player's line only when NAME is a player or names nobody the game
    knows as a command: "place_station glimigrim -3,2: yellow" is a command with words too many."""
    await position(console, "18lilliput", lambda st: "place_station" in st.legal_types(st.to_act()), seed=2)
    said = await run(console, "place_station mildendo 1,0: yellow")
    assert "Unknown command" not in said[-1], said


# ------------------------------------------------------------------ 5. Czech input
async def test_czech_city_names_reach_the_engines_reason(console):
    state = await position(console, "cargo-empire", lambda st: "transport" in _types(st))
    seat = state.to_act()
    supplies = {a.supply for a in state.legal_actions(seat) if a.type == "transport"}
    cities = state.board.cities
    odd = next(c for c in cities if c not in supplies and cities[c].name_cs and cities[c].name_cs != cities[c].name
               and state.cities[c]["level"] < 3)
    demand = next(c for c in cities if c != odd and cities[c].name_cs and state.cities[c]["level"] < 3)
    try:
        state.clone().apply({"type": "transport", "seat": seat, "supply": odd, "demand": demand})
        raise AssertionError("the transport is legal")
    except RuleError as err:
        reason = Presenter("cs").error(state, err)
    await run(console, "lang cs")
    said = await run(console, f"přeprava {cities[odd].name_cs.lower()} {cities[demand].name_cs.lower()}")
    assert reason in said, (reason, said)


async def test_czech_field_names_are_read(console):
    state = await position(console, "cargo-empire", lambda st: "transport" in _types(st))
    move = next(a for a in state.legal_actions(state.to_act()) if a.type == "transport")
    cities = state.board.cities
    await run(console, "lang cs")
    before = await _seq(console)
    line = (f'přeprava "{cities[move.supply].name_cs or cities[move.supply].name}" '
            f'"{cities[move.demand].name_cs or cities[move.demand].name}" '
            f"silniční={move.road} železniční={move.rail} námořní={move.sea}")
    said = await run(console, line)
    assert console.refusals == 0 and await _seq(console) > before, (line, said)


async def test_a_czech_line_name_is_read(console):
    def kiev(st):
        return any(a.type == "locomotive" and a.line == "kiev" for a in st.legal_actions(st.to_act()))

    await position(console, "russian-railroads", kiev, seed=3)
    await run(console, "lang cs")
    before = await _seq(console)
    said = await run(console, "lokomotiva kyjev")
    assert console.refusals == 0 and await _seq(console) > before, said


async def test_did_you_mean_proposes_only_the_typed_fields_values(console):
    """``akcie bavlna``: the nearest company is Bavlněná (cotton), never another company."""
    state = await position(console, "mini-express", lambda st: "buy" in st.legal_types(st.to_act()), players=3)
    await run(console, "lang cs")
    said = await run(console, "akcie bavlna")
    near = re.findall(r"Nemyslíš „([^“]+)“", said[-1])
    assert near in ([], ["Bavlněná"]), said
    assert state.legal_types(state.to_act())


async def test_czech_console_verbs(console):
    await position(console, "mini-express", lambda st: True, players=3)
    await run(console, "lang cs")
    said = await run(console, "stav")
    assert said[0].startswith("Mini Express (hraje se)"), said
    said = await run(console, "pravidla stavba trati")
    assert said[0].startswith("## "), said
    said = await run(console, "suggest")
    assert said == [i18n.t("cs", "console-usage", usage="návrh <akce>")], said
    said = await run(console, "nápověda")
    assert said[0] == i18n.t("cs", "console-help").splitlines()[0] or said[0].startswith(
        i18n.t("cs", "console-help")[:20]), said


# ------------------------------------------------------------------ 7. internal values shown
async def test_lilliput_choices_show_words_not_internal_values(console):
    await position(console, "18lilliput", lambda st: "round_income" in st.legal_types(st.to_act()), seed=2)
    said = await run(console, "choices round_income")
    assert not [x for x in said if "{" in x], said


async def test_payout_is_worded_not_true_or_false(console):
    await position(console, "18lilliput", lambda st: "operate" in st.legal_types(st.to_act()), seed=1)
    said = await run(console, "choices operate payout")
    assert not [x for x in said if re.search(r"\b(True|False)\b", x)], said


async def test_a_train_for_sale_names_its_owner(console):
    state = await position(console, "18lilliput", lambda st: "buy_train" in st.legal_types(st.to_act()), seed=1)
    said = await run(console, "choices buy_train train")
    sellers = {a.train: a.seller for a in state.legal_actions(state.to_act()) if a.type == "buy_train" and a.seller}
    for train, seller in sellers.items():
        line = next(x for x in said if x.strip().startswith(train) or f" {train} " in x)
        assert Presenter("en").choice_label(state, "company", seller) in line, (train, said)


async def test_console_messages_name_console_commands(console):
    await position(console, "18lilliput", lambda st: "place_home" in st.legal_types(st.to_act()))
    said = await run(console, "choices lay_tile")
    assert not [x for x in said if "/ll" in x], said


async def test_the_log_has_no_empty_entries(console):
    await position(console, "18lilliput", lambda st: st.round >= 2, seed=1)
    said = await run(console, "log")
    assert said and not [x for x in said if re.fullmatch(r"\s*\d+\.\s*", x)], said


async def test_czech_examples_are_czech(console):
    await position(console, "cargo-empire", lambda st: "transport" in _types(st))
    await run(console, "lang cs")
    said = await run(console, "choices")
    assert said[1].split()[0] == "přeprava", said


async def test_cargo_empire_wording(console):
    """The wrong action named in the game's words; a missing value asked for plainly."""
    await position(console, "cargo-empire", lambda st: "transport" in _types(st))
    await run(console, "lang cs")
    said = await run(console, "posun auto")
    assert "(task" not in said[-1] and "ne advance" not in said[-1], said
    assert "potřebuje pole" not in i18n.t("cs", "console-error-missing", action="x", field="y", options="z")
    assert "ukazatel loď" not in i18n.t("cs", "ce-ev-advance", seat="Eva", marker="loď", progress=3)


def test_english_counts_are_plural_forms():
    for key, param in (("rr-doubling", "tokens"), ("rr-coins", "coins")):
        one = i18n.t("en", key, seat="Eva", **{param: 1})
        two = i18n.t("en", key, seat="Eva", **{param: 2})
        assert "(s)" not in one + two, (one, two)


# ------------------------------------------------------------------ 8. status and help
async def test_status_shows_scores_and_the_last_move(console):
    await position(console, "mini-express", lambda st: st.phase != "draft", players=3)
    said = await run(console, "status")
    text = "\n".join(said)
    assert "points" in text and "Last move" in text, said


async def test_help_for_a_game_lists_its_moves(console):
    said = await run(console, "help mini-express")
    text = "\n".join(said)
    for name in ("draft", "buy", "build"):
        assert re.search(rf"^\s+{name}\b", text, re.M), text


async def test_the_table_says_the_games_player_counts(console):
    """``games`` says 18Lilliput takes 1–4 players; a table opened without options takes 2–4, and
    says which option the other count needs."""
    said = await run(console, "games")
    assert "18lilliput: 18Lilliput (1–4)" in said, said
    said = await run(console, "new 18lilliput")
    assert "(2–4 players)" in said[0] and said[1] == "Other player counts need other options: 1 (solo=true).", said
    await run(console, "abandon")
    said = await run(console, "new mini-express")
    assert "1 (mode=solo), 2 (mode=two_player)" in said[1], said
