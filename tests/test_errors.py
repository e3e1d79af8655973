"""Errors that explain (issue 11): no validation dump ever reaches a player — a refusal names the
field, the value, why and what is allowed, in the player's language, in the console and in
Discord's refusal text; refused moves give the rule's numbers and its /rules section; unknown
words get the nearest match."""
from __future__ import annotations

import pytest

from vypravci.bot.discord.cogs.base import refusal_text
from vypravci.bot.ops.config import Config
from vypravci.bot.console.app import CONSOLE_CHANNEL, Console
from vypravci.bot.commands.present import Presenter
from vypravci.bot.table.session import Sessions
from vypravci.bot.store import Store
from vypravci.games.core import RuleError, all_games, get_game

DUMP = ("validation error", "pydantic", "union[", "input_value", "input_type", "type=", "For further information")


def invalid_inputs():
    """For every game: each action type with a required field left out, a field of the wrong kind,
    a field it does not have, an action type it does not have; each option with a bad value."""
    cases = []
    for g in all_games():
        for model in g.action_types:
            kind = model.model_fields["type"].default
            fields = [f for f in model.model_fields if f not in ("seat", "type")]
            for f in fields:
                if model.model_fields[f].is_required():
                    cases.append((g.id, "action", {"type": kind, "seat": 0}, f))
                cases.append((g.id, "action", {"type": kind, "seat": 0, f: {"no": "such"}}, f))
            cases.append((g.id, "action", {"type": kind, "seat": 0, "colour_of_sky": "blue"}, "colour_of_sky"))
        cases.append((g.id, "action", {"type": "fly_to_the_moon", "seat": 0}, "type"))
        for f in g.Options.model_fields:
            cases.append((g.id, "options", {f: {"no": "such"}}, f))
        cases.append((g.id, "options", {"colour_of_sky": "blue"}, "colour_of_sky"))
    return cases


def _refusal(game_id: str, what: str, data: dict) -> RuleError | None:
    g = get_game(game_id)
    try:
        g.parse_action(data) if what == "action" else g.parse_options(data)
    except RuleError as err:
        return err
    return None


@pytest.mark.parametrize("game_id,what,data,field", invalid_inputs(),
                         ids=lambda v: v if isinstance(v, str) else None)
def test_invalid_input_is_worded_never_dumped(game_id, what, data, field):
    err = _refusal(game_id, what, data)
    if err is None:  # the model accepts it (e.g. an action without required fields)
        return
    g = get_game(game_id)
    model = g.Options if what == "options" else next(
        (m for m in g.action_types if m.model_fields["type"].default == data["type"]), None)
    required = [f for f, info in model.model_fields.items() if info.is_required()] if model else []
    named = err.params["field"]
    assert named == field or named in required, (named, field)  # the first problem is named
    assert err.params["why"] and err.params["problems"] >= 1
    for lang in ("en", "cs"):
        for text in (Presenter(lang).error(None, err), refusal_text(lang, err)):
            assert not any(d in text for d in DUMP), text
            name = Presenter(lang).field_name(named)
            assert name in text, (name, text)
            if err.params["value"]:
                assert f"{err.params['value']}" in text


def test_a_bad_option_value_says_what_is_allowed_in_both_languages():
    err = _refusal("mini-express", "options", {"map": "eurpe"})
    en = Presenter("en").error(None, err)
    cs = Presenter("cs").error(None, err)
    assert en.startswith("Those game options are not valid: map “eurpe” is not one of the allowed values.")
    assert "Did you mean “europe”?" in en and "Allowed: usa, europe" in en
    assert cs.startswith("Tyto volby hry neplatí: mapa „eurpe“ není žádná z dovolených hodnot.")
    assert "Nemyslíš „europe“?" in cs and "europe (Evropa)" in cs


def test_a_delivery_without_its_goods_names_the_missing_field():
    """The issue's "35 validation errors" for a transport with its cities missing."""
    err = _refusal("cargo-empire", "action", {"type": "transport", "seat": 0})
    assert Presenter("en").error(None, err) == "That move cannot be read: supply city is missing (it must be given)." \
        or "is missing" in Presenter("en").error(None, err)
    assert "chybí" in Presenter("cs").error(None, err)


def test_an_unknown_option_gets_the_nearest_option_name():
    err = _refusal("mini-express", "options", {"mapa": "europe"})
    assert "Did you mean “map”?" in Presenter("en").error(None, err)


async def said(c: Console, line: str) -> list[str]:
    n = len(c.lines)
    await c.handle(line)
    return c.lines[n:]


async def drafted(c: Console) -> None:
    for line in ["new mini-express", "hotseat on", "join Eva", "ai", "start", "draft steel", "draft lumber",
                 "draft cotton", "draft leather"]:
        await c.handle(line)
    assert c.refusals == 0, c.lines[-3:]


async def test_a_refused_buy_says_what_it_costs_and_what_the_player_has(console):
    await drafted(console)
    out = await said(console, "buy cotton")  # Eva: 4 trains on Cotton's area, influence 1
    assert out[0].startswith("A Cotton Company share costs 4 influence now")
    assert "your influence in Cotton Company is only 1" in out[0]
    assert out[1] == "  See rule: Buy a share (type “rules Buy a share”)"


async def test_a_refused_build_names_the_rule_and_its_rules_section(console):
    await drafted(console)
    live = await console.sessions.live(CONSOLE_CHANNEL)
    state, seat = live.state, live.state.to_act()
    legal = {a.city for a in state.legal_actions(seat) if a.type == "build" and a.company == "steel"}
    city = next(c for c in sorted(state.board.cities) if c not in legal)
    name = Presenter("en").city(state, city)
    out = await said(console, f"build steel {name}")
    assert (await console.sessions.live(CONSOLE_CHANNEL)).seq == live.seq
    assert "legal" not in out[0]  # the engine's reason, not "not a legal city"
    assert out[1].startswith("  See rule: ") and "type “rules " in out[1]


@pytest.mark.parametrize("typed,expected", [
    ("biuld steel new york", "Did you mean “build”?"),
    ("sttus", "Did you mean “status”?"),
])
async def test_did_you_mean_a_command(console, typed, expected):
    await drafted(console)
    out = await said(console, typed)
    assert expected in out[0], out


async def test_did_you_mean_a_city_and_a_company(console):
    await drafted(console)
    out = await said(console, "build leather new yrok")
    assert "Did you mean “New York”?" in out[0], out
    out = await said(console, "build leathr new york")
    assert "Did you mean “Leather Company”?" in out[0], out


async def test_did_you_mean_a_game_and_an_option(console):
    out = await said(console, "new mini-expres")
    assert "Did you mean “mini-express”?" in out[0]
    out = await said(console, "new mini-express mode=sollo")
    assert "Did you mean “solo”?" in out[0] and "Solo against Mašinfíra" in out[0]


async def test_did_you_mean_goods(tmp_path):
    """Cargo Empire: a trading post's goods typed with a slip."""
    store = await Store.open(tmp_path / "c.sqlite3")
    lines: list[str] = []
    c = Console(Sessions(store), Config(db_path=tmp_path / "c.sqlite3", out_dir=tmp_path / "out"), "en",
                out=lines.append)
    try:
        for line in ["new cargo-empire", "hotseat on", "join Eva", "start"]:
            await c.handle(line)
        for _ in range(20):
            state = (await c.sessions.live(CONSOLE_CHANNEL)).state
            seat = state.to_act()
            if "place_post" in state.legal_types(seat):
                break
            a = state.legal_actions(seat)[0].to_dict()
            await c.handle(" ".join([a["type"]] + [f"{k}={v}" for k, v in a.items() if k not in ("type", "seat")]))
        action = next(a for a in state.legal_actions(seat) if a.type == "place_post")
        n = len(lines)
        await c.handle(f"place_post city={action.city} goods={action.goods[:-1]}x")
        assert f"Did you mean “" in lines[n], lines[n:]
    finally:
        await store.close()


async def test_option_values_alone_and_did_you_mean_an_ai_level(console):
    out = await said(console, "new mini-express europe solo turista")  # map=europe mode=solo difficulty=turista
    assert "(1 player)" in out[0]
    g = await console.sessions.store.active_game(CONSOLE_CHANNEL)
    assert (g.options["map"], g.options["mode"], g.options["difficulty"]) == ("europe", "solo", "turista")
    out = await said(console, "ai strng")
    assert out == ["There is no AI level “strng”. Did you mean “strong”? Levels: random, simple, strong"]


def test_options_that_do_not_go_together_are_named():
    """Zlatý hřeb belongs to the USA map (the variant's own rule): the refusal names both options."""
    err = _refusal("mini-express", "options", {"map": "europe", "golden_spike": True})
    assert Presenter("en").error(None, err).startswith(
        "Those game options are not valid: these options do not go together: map, golden_spike")
    assert "nejdou dohromady: map, golden_spike" in Presenter("cs").error(None, err)


@pytest.mark.parametrize("lang, variants, setting, expect", [
    ("cs", "parníky", None, ["Tyto volby hry neplatí: varianty „parníky“ není žádná z dovolených hodnot.",
                          "Dovoleno:", "clans", "vassals"]),
    ("en", "clans, vasals", None, ["Those game options are not valid: variants “vasals”",
                                   "Did you mean “vassals”?", "Allowed:"]),
    ("cs", None, "trakcs=4", ["trakcs není volba této hry.", "Nemyslíš „tracks“?", "Dovoleno:"]),
    ("en", None, "map europe", ["setting “map europe” is not in the form name=value", "Allowed:", "map"]),
])
def test_game_new_option_errors_name_field_value_why_and_allowed(lang, variants, setting, expect):
    """Issue 11, "Errors that explain": /game new's variants and setting refusals, worded."""
    from vypravci.bot.discord.cogs import lobby

    with pytest.raises(RuleError) as caught:
        lobby.parse_variants("cargo-empire", variants)
        lobby.parse_setting("cargo-empire", setting)
    text = Presenter(lang).error(None, caught.value)
    assert "(" + str(caught.value.params["detail"]) + ")" not in text  # not the old "(detail)" wording
    for part in expect:
        assert part in text, (part, text)


async def test_game_new_refusal_reaches_the_player_worded(app):
    """/game new with a variant and a setting the game lacks: the host reads field, value, why
    and what is allowed in Czech, and no table opens."""
    from vypravci.bot.discord.cogs import lobby
    from tests.support import Rec, actor, place

    for options, expect in (({"variants": "klany, parníky"}, "varianty „parníky“ není žádná z dovolených hodnot"),
                            ({"setting": "mapa=atlantida"}, "mapa „atlantida“")):
        r = Rec()
        g = await lobby.do_new(r, app, place("cs"), actor(1, "cs"), "cargo-empire", options)
        text = " ".join(m.text for m in r.priv + r.pub)
        assert g is None and expect in text and "Dovoleno:" in text, text
    assert lobby.parse_variants("cargo-empire", "klany") == {"clans": True}  # another Czech ending
