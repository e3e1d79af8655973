"""The language layer: message parity cs/en, engine keys covered, plurals, command names, rules lookup."""
from __future__ import annotations

import ast
import re
import unicodedata
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast as FTL
from fluent.syntax.visitor import Visitor

from vypravci.bot.commands import rules
from vypravci.bot.words.i18n import CASES, DEFAULT_LOCALE, LOCALES, I18n, i18n, normalize_locale
from vypravci.games.core import Event, RuleError

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "locale"
GAMES = ROOT / "games"
# Game folders whose game id is not the folder name (a Python package cannot start with a digit).
FOLDER_IDS = {"lilliput": "18lilliput"}
CASE_SUFFIX = re.compile(r"_(?:%s)$" % "|".join(CASES))


# ------------------------------------------------------------------------------------ helpers
def ftl_files(lang: str) -> dict[str, Path]:
    return {p.name: p for p in sorted((LOCALE / lang).glob("*.ftl"))}


def parse(path: Path) -> FTL.Resource:
    return FluentParser().parse(path.read_text(encoding="utf-8"))


class _Vars(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node):  # noqa: N802 (fluent visitor naming)
        self.names.add(node.id.name)
        self.generic_visit(node)


def variables(entry: FTL.Message) -> set[str]:
    """Variables a message uses (value and attributes), case forms folded: $company_gen → company."""
    v = _Vars()
    v.visit(entry)
    return {CASE_SUFFIX.sub("", name) for name in v.names}


class _Refs(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_MessageReference(self, node):  # noqa: N802
        self.names.add(node.id.name)
        self.generic_visit(node)


def variables_deep(entry: FTL.Message, found: dict, seen: set[str] | None = None) -> set[str]:
    """Variables a message needs, those of the messages it refers to included (``LIST(ce-played-road,
    …)`` formats ``ce-played-road`` with the same variables), case forms not folded."""
    seen = set() if seen is None else seen
    v, r = _Vars(), _Refs()
    v.visit(entry)
    r.visit(entry)
    names = set(v.names)
    for ref in r.names - seen:
        seen.add(ref)
        if isinstance(found.get(ref), FTL.Message):
            names |= variables_deep(found[ref], found, seen)
    return names


def entries(path: Path) -> dict[str, FTL.Message | FTL.Term]:
    res = parse(path)
    out = {}
    for e in res.body:
        if isinstance(e, FTL.Message):
            out[e.id.name] = e
        elif isinstance(e, FTL.Term):
            out["-" + e.id.name] = e
    return out


def engine_calls() -> tuple[dict[str, set[str]], dict[str, set[str]], dict[str, set[str]]]:
    """From games/**/*.py: RuleError key → params, Event key → params, section → source files."""
    errors: dict[str, set[str]] = {}
    events: dict[str, set[str]] = {}
    sections: dict[str, set[str]] = {}
    for path in sorted(GAMES.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
                continue
            if node.func.id == "RuleError" and node.args and isinstance(node.args[0], ast.Constant):
                errors.setdefault(node.args[0].value, set()).update(k.arg for k in node.keywords if k.arg)
                if len(node.args) > 1 and isinstance(node.args[1], ast.Constant) and node.args[1].value:
                    sections.setdefault(node.args[1].value, set()).add(str(path.relative_to(ROOT)))
            elif node.func.id == "Event":
                kw = {k.arg: k.value for k in node.keywords}
                if isinstance(kw.get("key"), ast.Constant):
                    params = kw.get("params")
                    names = {k.value for k in params.keys if isinstance(k, ast.Constant)} \
                        if isinstance(params, ast.Dict) else set()
                    events.setdefault(kw["key"].value, set()).update(names)
    return errors, events, sections


def source_keys() -> tuple[set[str], set[str]]:
    """The keys the brief's regexes find in games/**/*.py (a cross-check of the AST scan)."""
    text = "\n".join(p.read_text(encoding="utf-8") for p in GAMES.rglob("*.py"))
    return set(re.findall(r'RuleError\(\s*"([^"]+)"', text)), set(re.findall(r'Event\(\s*key="([^"]+)"', text))


# ------------------------------------------------------------------------------------ files
def test_locale_dirs_are_data_not_packages():
    assert not (LOCALE / "__init__.py").exists()
    assert i18n.root.joinpath("cs").is_dir() and i18n.root.joinpath("en").is_dir()


def test_same_files_in_both_languages():
    assert ftl_files("cs").keys() == ftl_files("en").keys()
    assert {"common.ftl", "mini-express.ftl"} <= set(ftl_files("en"))


@pytest.mark.parametrize("lang", LOCALES)
def test_no_syntax_errors(lang):
    for name, path in ftl_files(lang).items():
        junk = [e.content[:80] for e in parse(path).body if isinstance(e, FTL.Junk)]
        assert not junk, f"{lang}/{name}: {junk}"


@pytest.mark.parametrize("name", sorted(ftl_files("en")))
def test_message_parity(name):
    cs, en = entries(LOCALE / "cs" / name), entries(LOCALE / "en" / name)
    assert sorted(set(cs) - set(en)) == [], "only in cs"
    assert sorted(set(en) - set(cs)) == [], "only in en"
    for key, entry in en.items():
        if isinstance(entry, FTL.Term):
            continue
        other = cs[key]
        assert {a.id.name for a in entry.attributes} == {a.id.name for a in other.attributes}, key
        assert (entry.value is None) == (other.value is None), key
        assert variables(entry) == variables(other), f"{key}: en {variables(entry)} cs {variables(other)}"


def test_no_duplicate_ids_across_files():
    for lang in LOCALES:
        seen: dict[str, str] = {}
        for name, path in ftl_files(lang).items():
            for key in entries(path):
                assert key not in seen, f"{lang}: {key} in {seen.get(key)} and {name}"
                seen[key] = name


@pytest.mark.parametrize("lang", LOCALES)
def test_every_message_formats_without_errors(lang):
    """Format each message with a dummy value for each variable: no unresolved references."""
    from vypravci.bot.words.fluent_functions import FUNCTIONS

    bundle = FluentBundle([lang], use_isolating=False, functions=FUNCTIONS)
    for path in ftl_files(lang).values():
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    found = {}
    for path in ftl_files(lang).values():
        found.update(entries(path))
    for path in ftl_files(lang).values():
        for key, entry in entries(path).items():
            if isinstance(entry, FTL.Term):
                continue
            args = {n: 2 for n in variables_deep(entry, found)}
            msg = bundle.get_message(key)
            for pattern in [msg.value, *msg.attributes.values()]:
                if pattern is None:
                    continue
                text, errors = bundle.format_pattern(pattern, args)
                assert not errors, f"{lang} {key}: {errors}"
                assert text.strip(), f"{lang} {key} is empty"


# ------------------------------------------------------------------------------------ engine keys
def test_ast_scan_agrees_with_regex_scan():
    errors, events, _ = engine_calls()
    regex_errors, regex_events = source_keys()
    assert regex_errors == set(errors)
    assert regex_events == set(events)
    assert regex_errors and regex_events


@pytest.mark.parametrize("lang", LOCALES)
def test_every_engine_key_is_translated(lang):
    errors, events, _ = engine_calls()
    keys = i18n.keys(lang)
    missing = sorted(k for k in [*errors, *events] if k not in keys)
    assert missing == [], f"{lang} lacks {missing}"


@pytest.mark.parametrize("lang", LOCALES)
def test_engine_messages_only_use_params_the_engine_sends(lang):
    errors, events, _ = engine_calls()
    found = {}
    for path in ftl_files(lang).values():
        found.update(entries(path))
    for key, params in {**errors, **events}.items():
        if key not in found:
            continue  # reported by test_every_engine_key_is_translated
        used = {CASE_SUFFIX.sub("", n) for n in variables_deep(found[key], found)}
        assert used <= params, f"{lang} {key} uses {used - params}, engine sends {params}"


def test_error_sections_exist_in_rules():
    _, _, sections = engine_calls()
    game_ids = {p.stem for p in (LOCALE / "rules").glob("*.toml")}
    assert "mini-express" in game_ids
    for sec, files in sections.items():
        core = any(f.startswith("games/core/") for f in files)
        targets = game_ids if core else {
            FOLDER_IDS.get(f.split("/")[1], f.split("/")[1].replace("_", "-"))
            for f in files if not f.startswith("games/core/")}
        for game_id in targets:
            assert rules.section(game_id, sec) is not None, f"{game_id} rules lack section {sec!r} ({files})"


# ------------------------------------------------------------------------------------ i18n behaviour
@pytest.mark.parametrize("tag,expected", [
    ("cs", "cs"), ("cs-CZ", "cs"), ("CS", "cs"), ("en-US", "en"), ("en-GB", "en"), ("en", "en"),
    ("de", "en"), ("sk", "en"), ("", "en"), (None, "en"), ("pt_BR", "en"),
])
def test_normalize_locale(tag, expected):
    assert normalize_locale(tag) == expected


@pytest.mark.parametrize("count,text", [(1, "1 vlak"), (2, "2 vlaky"), (4, "4 vlaky"), (5, "5 vlaků"),
                                        (0, "0 vlaků"), (11, "11 vlaků"), (22, "22 vlaků")])
def test_czech_plurals(count, text):
    assert i18n.t("cs", "me-trains", count=count) == text


def test_english_plurals():
    assert i18n.t("en", "me-trains", count=1) == "1 train"
    assert i18n.t("en-US", "me-trains", count=3) == "3 trains"


def test_plurals_inside_events():
    names = ["Jana", "Petr", "Eva"]
    for trains, word in [(1, "1 vlak"), (3, "3 vlaky"), (5, "5 vlaků")]:
        ev = Event(key="me-ev-build", params={"seat": 0, "company": "leather", "city": "tulsa", "trains": trains,
                                               "length_from": 4, "length_to": 6})
        text = i18n.format_event("cs", ev, seat_names=names, cities={})
        assert f"({word})" in text and text.startswith("Jana staví trať Kožedělné")


def test_fallbacks_never_raise(tmp_path):
    (tmp_path / "en").mkdir()
    (tmp_path / "cs").mkdir()
    (tmp_path / "en" / "a.ftl").write_text("only-en = English { $x }\nhello = Hello\n", encoding="utf-8")
    (tmp_path / "cs" / "a.ftl").write_text("hello = Ahoj\nbroken = { $x ->\n", encoding="utf-8")
    loc = I18n(tmp_path)
    assert loc.t("cs", "hello") == "Ahoj"
    assert loc.t("cs", "only-en", x=1) == "English 1"  # falls back to English
    assert loc.t("cs", "nowhere") == "nowhere"  # then to the key
    assert loc.t("xx", "hello") == "Hello"
    assert loc.t("en", "only-en").startswith("English")  # a missing variable still yields text
    assert loc.t("en", "only-en", x=[1, 2], y=None, z=object()) .startswith("English 1, 2")
    assert loc.has("cs", "hello") and not loc.has("cs", "only-en") and loc.has("en", "only-en")
    assert loc.keys("cs") == {"hello"} and loc.keys("en") == {"only-en", "hello"}


def test_has_keys_and_attributes():
    assert i18n.has("cs", "company-lumber") and i18n.has("cs", "company-lumber.gen")
    assert not i18n.has("cs", "company-lumber.nope") and not i18n.has("en", "no-such-message")
    assert "turn-ping" in i18n.keys("cs") and "turn-ping" in i18n.keys("en-GB")
    assert not any(k.startswith("-") for k in i18n.keys("cs"))


@pytest.mark.parametrize("company,cs,cs_gen,cs_acc,en", [
    ("lumber", "Dřevařská", "Dřevařské", "Dřevařskou", "Lumber Company"),
    ("steel", "Ocelářská", "Ocelářské", "Ocelářskou", "Steel Company"),
    ("leather", "Kožedělná", "Kožedělné", "Kožedělnou", "Leather Company"),
    ("cotton", "Bavlněná", "Bavlněné", "Bavlněnou", "Cotton Company"),
])
def test_company_names(company, cs, cs_gen, cs_acc, en):
    assert i18n.company_name("cs", company) == cs
    assert i18n.company_name("cs", company, "gen") == cs_gen
    assert i18n.company_name("cs", company, "acc") == cs_acc
    assert i18n.company_name("en", company) == en
    assert i18n.company_name("en", company, "gen") == en
    assert i18n.company_name("cs", "unknown") == "unknown"


def test_city_and_game_names():
    from vypravci.games.mini_express.data import CityData

    venice = CityData(id="venice", name="Venice", name_cs="Benátky", hex=(3, 4), capacity=2, number=9)
    omaha = CityData(id="omaha", name="Omaha", hex=(5, 6), capacity=3, number=20)
    assert i18n.city_name("cs", venice) == "Benátky" and i18n.city_name("en", venice) == "Venice"
    assert i18n.city_name("cs", omaha) == "Omaha"
    assert i18n.game_name("cs", "mini-express") == "Mini Express"
    assert i18n.game_name("en", "no-such-game") == "no-such-game"
    ev = Event(key="me-ev-token-removed", params={"city": "venice"})
    assert "Benátky" in i18n.format_event("cs", ev, seat_names=[], cities={"venice": venice})
    assert "Venice" in i18n.format_event("en", ev, seat_names=[], cities={"venice": venice})
    assert "atlantis" in i18n.format_event("en", Event(key="me-ev-token-removed", params={"city": "atlantis"}),
                                           seat_names=[], cities={})


def test_format_event_params():
    names = ["Jana", "Petr", "Eva"]
    over = Event(key="me-ev-game-over", params={"scores": [19, 27, 27], "winner": 2})
    assert i18n.format_event("en", over, seat_names=names, cities={}) == \
        "The game is over. Eva wins! Scores: Eva 27, Petr 27, Jana 19."
    assert "Vítězí Eva" in i18n.format_event("cs", over, seat_names=names, cities={})
    buy = Event(key="me-ev-buy", params={"seat": 1, "company": "steel", "cost": 0, "trains": 3})
    assert i18n.format_event("cs", buy, seat_names=names, cities={}) == \
        "Petr si pořizuje akcii Ocelářské zdarma; na pole pro vlaky přibývají 3 vlaky."
    infl = Event(key="me-ev-influence", params={"seat": 7, "company": "cotton", "to": 3})
    assert i18n.format_event("en", infl, seat_names=names, cities={}).startswith("Player 8")


def test_format_error_says_why():
    err = RuleError("error-build-out-of-reach", "build-track", company="steel", city="detroit", need=3, have=2)
    en = i18n.format_error("en", err, seat_names=[], cities={})
    assert "Steel Company needs 3 trains to reach detroit but has only 2 on its train area" in en
    cs = i18n.format_error("cs", err, seat_names=[], cities={})
    assert cs.startswith("Ocelářská potřebuje do města detroit 3 vlaky, ale na poli pro vlaky má jen 2")
    turn = RuleError("error-not-your-turn", "turn", seat=1)
    assert i18n.format_error("en", turn, seat_names=["A", "Bob"]).startswith("Bob, it is not your turn")


# ------------------------------------------------------------------------------------ Discord commands
COMMANDS = {
    "game": ["new", "status", "abandon", "undo", "log", "export", "board"],
    "mx": ["draft", "buy", "build", "pass"],
    "rules": [],
    "settings": ["language"],
}
OPTIONS = ["game", "map", "first_game", "company", "city", "route", "wild", "query", "language"]
CHOICES = ["language-cs", "language-en", "map-usa", "map-europe",
           "company-lumber", "company-steel", "company-leather", "company-cotton"]


def _discord_name_ok(name: str) -> bool:
    return (1 <= len(name) <= 32 and name == name.lower()
            and all(ch in "-_" or unicodedata.category(ch)[0] in "LN" for ch in name))


def test_command_ids_present():
    expected = set()
    for group, subs in COMMANDS.items():
        expected |= {f"cmd-{group}-name", f"cmd-{group}-desc"}
        for sub in subs:
            expected |= {f"cmd-{group}-{sub}-name", f"cmd-{group}-{sub}-desc"}
    expected |= {f"opt-{o}-{part}" for o in OPTIONS for part in ("name", "desc")}
    expected |= {f"choice-{c}" for c in CHOICES}
    for lang in LOCALES:
        assert sorted(expected - i18n.keys(lang)) == [], lang


@pytest.mark.parametrize("lang", LOCALES)
def test_command_names_and_descriptions_fit_discord(lang):
    for key in i18n.keys(lang):
        if not key.startswith(("cmd-", "opt-", "choice-")):
            continue
        text = i18n.t(lang, key)
        if key.endswith("-name"):
            assert _discord_name_ok(text), f"{lang} {key} = {text!r}"
        else:
            assert 1 <= len(text) <= 100, f"{lang} {key} has {len(text)} chars"


def test_english_names_are_the_base_names():
    for key in i18n.keys("en"):
        if key.startswith(("cmd-", "opt-")) and key.endswith("-name"):
            # cmd-<group>-<name>-name / opt-<name>-name: the English text is the id's <name> part
            # (names may themselves contain "-", e.g. cmd-settings-server-language-name).
            assert key[:-len("-name")].endswith("-" + i18n.t("en", key)), key


@pytest.mark.parametrize("lang", LOCALES)
def test_localized_names_unique_within_a_command(lang):
    for group, subs in COMMANDS.items():
        names = [i18n.t(lang, f"cmd-{group}-{s}-name") for s in subs]
        assert len(names) == len(set(names)), (lang, group, names)
    tops = [i18n.t(lang, f"cmd-{g}-name") for g in COMMANDS]
    assert len(tops) == len(set(tops))
    opts = {o: i18n.t(lang, f"opt-{o}-name") for o in ("company", "city", "route", "wild")}
    assert len(set(opts.values())) == len(opts)


# ------------------------------------------------------------------------------------ rules lookup
REQUIRED = ["setup", "setup-draft", "turn", "buy-share", "build-track", "influence", "compensation",
            "supply-exhausted", "end-of-game", "scoring", "tie-breakers", "actions", "games", "first-game"]


def test_rules_file_validates_and_has_required_sections():
    import tomllib

    data = tomllib.loads((LOCALE / "rules" / "mini-express.toml").read_text(encoding="utf-8"))
    parsed = rules.RulesFile.model_validate(data)
    assert parsed.source == "written for Výpravčí from the Czech rulebook; own words"
    ids = [s.id for s in rules.load_rules("mini-express")]
    assert sorted(set(REQUIRED) - set(ids)) == []
    for s in rules.load_rules("mini-express"):
        for lang in LOCALES:
            assert s.title(lang) and s.body(lang) and len(s.body(lang)) <= 1500
            assert s.keywords(lang), f"{s.id} has no {lang} keywords"
    for variant in ("solo", "two-player", "experts-duel", "golden-spike", "ports", "masinfira-turn"):
        sec = rules.section("mini-express", variant)
        assert sec and "varianta" in sec.title_cs and "variant" in sec.title_en


def test_rules_schema_rejects_bad_data():
    from pydantic import ValidationError

    good = dict(id="x", title_cs="a", title_en="b", body_cs="c", body_en="d")
    rules.RuleSection.model_validate(good)
    for bad in ({"id": "Not Kebab"}, {"body_en": "x" * 1501}, {"title_cs": "  "}, {"extra": 1}):
        with pytest.raises(ValidationError):
            rules.RuleSection.model_validate({**good, **bad})
    with pytest.raises(ValidationError):
        rules.RulesFile.model_validate({"source": "s", "sections": [good, good]})


def test_unknown_game_has_no_rules():
    assert rules.load_rules("no-such-game") == []
    assert rules.search("no-such-game", "setup", "en").match == "none"
    assert rules.autocomplete("../etc", "x", "en") == []


@pytest.mark.parametrize("locale,query,section_id,match", [
    ("en", "compensation", "compensation", "exact"),
    ("cs", "build-track", "build-track", "exact"),
    ("cs", "Kompenzační bonus", "compensation", "exact"),
    ("en", "Final scoring", "scoring", "exact"),
    ("cs", "Konec", "end-of-game", "prefix"),
    ("en", "shortest", "shortest-path", "prefix"),
    ("cs", "vycerpani", "supply-exhausted", "prefix"),
    ("cs", "kompenzace", "compensation", "keyword"),
    ("en", "wild", "influence", "keyword"),
    ("cs", "koupit", "buy-share", "keyword"),
    ("en", "draft", "setup-draft", "keyword"),
    ("en", "how do I buy a share", "buy-share", "substring"),
    ("cs", "kompensace", "compensation", "fuzzy"),
    ("cs", "kapacta", "capacity", "fuzzy"),
    ("cs", "zlatý hřeeb", "golden-spike", "fuzzy"),
    ("en", "scorng", "scoring", "fuzzy"),
    ("en", "influnce", "influence", "fuzzy"),
    ("en", "trak lenght", "track-length", "fuzzy"),
])
def test_search_finds_one_section(locale, query, section_id, match):
    result = rules.search("mini-express", query, locale)
    assert result.section is not None, result
    assert (result.section.id, result.match) == (section_id, match)


def test_search_ambiguous_and_nothing():
    several = rules.search("mini-express", "hra pro", "cs")
    assert several.ambiguous and {s.id for s in several.sections} >= {"two-player", "experts-duel"}
    assert len(several.choices("cs")) == len(several.sections) <= rules.MAX_CHOICES
    every = rules.search("mini-express", "", "en")
    assert every.match == "all" and len(every.sections) == min(rules.MAX_CHOICES, len(rules.load_rules("mini-express")))
    none = rules.search("mini-express", "xyzzy plugh", "cs")
    assert none.match == "none" and not none.found and none.section is None


def test_autocomplete():
    empty = rules.autocomplete("mini-express", "", "cs")
    assert 0 < len(empty) <= 25 and empty[0] == ("Herní režimy", "games")
    assert rules.autocomplete("mini-express", "komp", "cs")[0][1] in {"compensation", "components"}
    assert rules.autocomplete("mini-express", "scorng", "en")[0] == ("Final scoring", "scoring")
    typed = rules.autocomplete("mini-express", "a", "en")
    assert len(typed) <= 25 and len({i for _, i in typed}) == len(typed)
    assert all(len(title) <= 100 for title, _ in typed)


def test_renderer_words_are_translated():
    """render/mini_express.py looks up render-me-<word> for each of its DEFAULT_WORDS."""
    from vypravci.render.mini_express import DEFAULT_WORDS

    for lang in LOCALES:
        missing = sorted(k for k in DEFAULT_WORDS if f"render-me-{k}" not in i18n.keys(lang))
        assert missing == [], f"{lang} lacks render-me-{missing}"


def test_bot_refusal_and_say_keys_exist_in_both_languages():
    """Every message key the bot layer raises or says (Refusal, RuleError, say/t calls) exists in cs and en."""
    bot_dir = Path(__file__).resolve().parent.parent / "bot"
    text = "\n".join(p.read_text(encoding="utf-8") for p in bot_dir.rglob("*.py"))
    keys = set(re.findall(r'(?:Refusal|RuleError)\(\s*"([a-z][a-z0-9-]+)"', text))
    keys |= set(re.findall(r'\.(?:say|t)\(\s*"([a-z][a-z0-9]*-[a-z0-9-]+)"', text))
    assert keys, "the scan found no keys"
    for lang in ("cs", "en"):
        missing = sorted(k for k in keys if not i18n.has(lang, k))
        assert not missing, f"{lang}: {missing}"


# ------------------------------------------------------------------------------------ plug-in rule
def own_file(stem: str, game_id: str) -> bool:
    """A game's own message file: its name is the game id or the game's package with "-" for "_"
    (18lilliput → lilliput), alone or followed by "-<part>" (mini-express.ftl, lilliput-face.ftl)."""
    from vypravci.games.core import package_of

    return any(stem == name or stem.startswith(name + "-") for name in (game_id, package_of(game_id).replace("_", "-")))


def game_marks(lang: str) -> dict[str, tuple[str, set[str], set[str]]]:
    """Game id → (command prefix, titles in cs and en, its on/off options) for every registered game."""
    from vypravci.bot.faces import face_of
    from vypravci.games.core import all_games

    return {g.id: (face_of(g.id).prefix, {i18n.game_name(loc, g.id).casefold() for loc in LOCALES},
                   {f for f, info in g.Options.model_fields.items() if info.annotation is bool})
            for g in all_games()}


@pytest.mark.parametrize("lang", LOCALES)
def test_shared_files_name_no_game(lang):
    """A shared message file (one that is no game's own, see own_file) holds no message of one game:
    none whose key begins with a game's command prefix (the Face's, as in cmd-<prefix>-… or
    <prefix>-…), names the game's id, or labels one game's variant (choice-variant-<its option>),
    and none whose text names a game by its Czech or English title. Such a message goes to the
    game's own file (every file of the language is loaded into one bundle, so its key still works)."""
    marks = game_marks(lang)
    assert {"mini-express", "cargo-empire"} <= set(marks) and all(m[0] and m[1] for m in marks.values())
    owners: dict[str, list[str]] = {}
    for g, (_, _, flags) in marks.items():
        for flag in flags:
            owners.setdefault(flag, []).append(g)
    found = []
    for name, path in ftl_files(lang).items():
        if any(own_file(path.stem, g) for g in marks):
            continue
        source = path.read_text(encoding="utf-8")
        for key, entry in entries(path).items():
            text = " ".join(source[part.span.start:part.span.end]
                            for part in (entry.value, *entry.attributes) if part is not None).casefold()
            parts = key.lstrip("-").split("-")
            variant = key.removeprefix("choice-variant-") if key.startswith("choice-variant-") else None
            for g, (prefix, titles, _) in marks.items():
                if prefix in parts[:2] or g in key or owners.get(variant) == [g] \
                        or any(title in text for title in titles):
                    found.append(f"{name}: {key} ({g})")
    assert found == [], f"{lang}: messages of one game in shared files: {found}"
