"""Czech as the rulebooks write it (issue 27): commands named as the reader's client names them,
place names declined after prepositions, the rulebooks' terms and never their listed wrong
synonyms, Czech plurals, and one rule for person (third person about a seat, "ty" to the reader)."""
from __future__ import annotations

import re
import tomllib
from functools import cache
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast as FTL

from vypravci.bot.words import declension
from vypravci.bot.commands import rules
from vypravci.bot.commands.command_names import PLACEHOLDER, command_path, command_text, resolve
from vypravci.bot.words.i18n import LOCALES, i18n

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "locale"
GAMES = ROOT / "games"


@cache
def messages(lang: str) -> dict[str, FTL.Message]:
    """Every message of a language's .ftl files, by id (read once; do not change it)."""
    out = {}
    for path in sorted((LOCALE / lang).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, FTL.Message):
                out[entry.id.name] = entry
    return out


def source(entry: FTL.Message) -> str:
    """A message's text as written (value and attributes), without its id."""
    from fluent.syntax import FluentSerializer

    return FluentSerializer().serialize_entry(entry).split("=", 1)[1]


# ------------------------------------------------------------------------------ commands
@cache
def client_commands() -> dict[str, dict[str, set[str]]]:
    """What the client shows, per language: "/group sub" → its option names, from the payloads the
    bot syncs (bot/discord/client.py)."""
    from vypravci.bot.discord.client import command_payloads
    from vypravci.bot.ops.config import Config

    out: dict[str, dict[str, set[str]]] = {"cs": {}, "en": {}}

    def name(item: dict, lang: str) -> str:
        return (item.get("name_localizations") or {}).get("cs", item["name"]) if lang == "cs" else item["name"]

    def walk(item: dict, path: dict[str, list[str]]) -> None:
        here = {lang: path[lang] + [name(item, lang)] for lang in out}
        for lang in out:
            out[lang]["/" + " ".join(here[lang])] = {name(o, lang) for o in item.get("options") or []
                                                      if o.get("type") not in (1, 2)}
        for sub in item.get("options") or []:
            if sub.get("type") in (1, 2):
                walk(sub, here)

    for item in command_payloads(Config()):
        walk(item, {"cs": [], "en": []})
    return out


def rules_placeholders() -> list[tuple[str, str, str]]:
    """(game, section, placeholder) for every {/…} in the /rules texts, both languages."""
    found = []
    for path in sorted((LOCALE / "rules").glob("*.toml")):
        for sec in tomllib.loads(path.read_text(encoding="utf-8"))["sections"]:
            for field in ("title_cs", "title_en", "body_cs", "body_en"):
                found += [(path.stem, sec["id"], m.group(1)) for m in PLACEHOLDER.finditer(sec[field])]
    return found


def test_placeholders_resolve_to_the_clients_names():
    assert command_text("cs", "/game hand") == "/hra ruka"
    assert command_text("cs", "/rr pass") == "/rz vzdát"
    assert command_text("cs", "/ll done") == "/ll hotovo"
    assert command_text("cs", "/mx draft company") == "/mx výběr společnost"
    assert command_text("cs", "/ce advance marker [path]") == "/di posun ukazatel [trasa]"
    assert command_text("en", "/ce advance marker [path]") == "/ce advance marker [path]"
    assert command_text("cs", "/nothing here") is None
    assert resolve("Tajné: `{/game hand}`.", "cs") == "Tajné: `/hra ruka`."
    assert resolve("{/nothing}", "cs") == "/nothing"  # an unknown one is left as typed


def test_every_rules_placeholder_is_a_real_command_in_both_languages():
    """Issue 27: the /rules texts name commands through the client's own names; each placeholder
    names a command the bot syncs and options that command has, in Czech and in English."""
    found = rules_placeholders()
    assert len(found) > 50
    bad = []
    for game, sec, spec in found:
        path, rest = command_path(spec) or (None, None)
        if path is None:
            bad.append((game, sec, spec, "no such command"))
            continue
        for lang in LOCALES:
            shown = command_text(lang, spec).split()
            command = " ".join(shown[:len(path)])
            options = client_commands()[lang].get(command)
            if options is None:
                bad.append((game, sec, spec, lang, command))
                continue
            for word in shown[len(path):]:
                if word.strip("[]").split("=")[0] not in options:
                    bad.append((game, sec, spec, lang, f"{command} has no option {word}"))
    assert not bad, bad


def test_rules_texts_name_no_command_outside_a_placeholder():
    """A command typed out in a /rules text would show one language's name to both."""
    typed = re.compile(r"`/[^`{]")
    found = [(path.stem, sec["id"], field) for path in sorted((LOCALE / "rules").glob("*.toml"))
             for sec in tomllib.loads(path.read_text(encoding="utf-8"))["sections"]
             for field in ("title_cs", "title_en", "body_cs", "body_en") if typed.search(sec[field])]
    assert not found, found


def test_a_czech_reader_sees_czech_commands_in_the_rules():
    body = rules.section("russian-railroads", "turn").body("cs")
    assert "`/rz vzdát`" in body and "{/" not in body
    assert "`/rr pass`" in rules.section("russian-railroads", "turn").body("en")
    actions = rules.section("18lilliput", "actions").body("cs")
    assert "/ll hotovo" in actions and "/ll vyber-společnost" in actions and "choose_company" not in actions
    assert "/hra ruka" in rules.section("cargo-empire", "secret-cards").title("cs")
    assert rules.search("cargo-empire", "/hra ruka", "cs").found


MENTION = re.compile(r"(?<![\w<])(/[\w-]+)(?: ([\w-]+))?(?: ([\w-]+):)?")


def unknown_commands(text: str, lang: str) -> list[str]:
    """The commands ``text`` names ("/hra nová", "/hra historie hra:…") that the client of
    ``lang`` does not show (an unknown subcommand, or an option the command lacks)."""
    commands = client_commands()[lang]
    groups = {c.split()[0] for c in commands}
    foreign = {c.split()[0] for other in LOCALES if other != lang for c in client_commands()[other]} - groups
    bad = []
    for m in MENTION.finditer(text):
        group, sub, option = m.groups()
        if group in foreign:  # the other language's name ("/game" in Czech)
            bad.append(m.group(0))
            continue
        if group not in groups:
            continue  # not a command ("1/2", "£/kolo")
        name = f"{group} {sub}" if sub and f"{group} {sub}" in commands else group
        has_subs = any(c.startswith(group + " ") for c in commands)
        if name == group and has_subs and sub is not None:
            bad.append(m.group(0))
        elif option and option not in commands[name]:
            bad.append(m.group(0))
    return bad


def test_the_command_check_catches_a_wrong_name():
    assert unknown_commands("Založ ho příkazem /hra nová.", "cs") == []
    assert unknown_commands("vyber /hra historie hra:…", "cs") == []
    assert unknown_commands("Založ ho příkazem /game new.", "cs") == ["/game new"]
    assert unknown_commands("/hra ruka", "en") == ["/hra ruka"] and unknown_commands("/game hand", "en") == []
    assert unknown_commands("zkus /hra novy", "cs") == ["/hra novy"]
    assert unknown_commands("/hra historie tah:3 hráč:Eva", "cs") == []
    assert unknown_commands("/hra historie barva:…", "cs") == ["/hra historie barva:"]


@pytest.mark.parametrize("lang", LOCALES)
def test_messages_name_commands_the_client_has(lang):
    """A command a message names ("Založ ho příkazem /hra nová") is one the client of that language
    shows, with the option it names."""
    bad = {key: found for key, entry in messages(lang).items() for found in [unknown_commands(source(entry), lang)]
           if found}
    assert not bad, bad


# ------------------------------------------------------------------------------ declension
def map_cities() -> dict[str, list[str]]:
    """Every city of every map (games/*/data/*.toml), by its Czech name where the map has one."""
    out = {}
    for path in sorted(GAMES.glob("*/data/*.toml")):
        cities = tomllib.loads(path.read_text(encoding="utf-8")).get("cities")
        if cities:
            out[f"{path.parent.parent.name}/{path.stem}"] = [c.get("name_cs") or c["name"] for c in cities]
    return out


#: Places the games' texts name besides the map cities: 18Lilliput's start tile and named brown
#: cities, Russian Railroads' line ends.
OTHER_PLACES = ["Mildendo", "Tottenham", "Allenbeck", "Plips", "Moskva", "Sankt Petěrburg", "Kyjev"]


def every_place() -> list[str]:
    return sorted({c for cities in map_cities().values() for c in cities} | set(OTHER_PLACES))


def test_the_declension_table_covers_every_city_of_every_map():
    maps = map_cities()
    assert {"cargo_empire/europe", "cargo_empire/dyorle", "mini_express/usa", "mini_express/europe",
            "mini_express/uk", "mini_express/taiwan"} <= set(maps)
    table = declension.table()
    missing = [p for p in every_place() if p not in table]
    assert not missing, missing
    assert len(every_place()) >= 170


@pytest.mark.parametrize("place", every_place())
def test_every_place_reads_right_after_each_preposition(place):
    """Each form is a word of the name (no blank, no stray case ending on an undeclined name), the
    accusative of a masculine inanimate or neuter name is its nominative, and the prepositions the
    messages use render: "do Říma", "ve Vídni", "z Dahu"."""
    forms = declension.table()[place]
    for case in declension.CASES:
        form = getattr(forms, case)
        assert form.split()[:-1] == place.split()[:-1] or place in ("Sankt Petěrburg",), (place, case, form)
        assert form[:2].lower() == place[:2].lower(), (place, case, form)
    for prep in ("do", "z", "v", "k", "s", "na", "od"):
        text = declension.with_preposition(prep, place)
        assert text.split(" ", 1)[0] in (prep, prep + "e") and text.endswith(
            getattr(forms, declension.GOVERNS[prep])), text


def test_declined_city_names_in_the_rulebooks_words():
    """Forms the Czech rulebooks print themselves."""
    d = declension.with_preposition
    assert d("do", "Řím") == "do Říma" and d("v", "Kodaň") == "v Kodani" and d("z", "Varšava") == "z Varšavy"
    assert d("do", "Hualien") == "do Hualienu" and d("z", "Dahu") == "z Dahu" and d("do", "Longtan") == "do Longtanu"
    assert d("v", "Wilmington") == "ve Wilmingtonu" and d("v", "Baltimore") == "v Baltimore"
    assert d("z", "Torquay") == "z Torquay" and d("do", "Hastings") == "do Hastingsu"
    assert d("do", "Omaha") == "do Omahy" and d("do", "San Francisco") == "do San Franciska"
    assert d("do", "Marseille") == "do Marseille" and d("k", "Mildendo") == "k Mildendu"
    assert d("v", "Vídeň") == "ve Vídni" and d("z", "Stockholm") == "ze Stockholmu" and d("v", "Sheffield") == "v Sheffieldu"
    assert d("V", "Praha") == "V Praze"  # a sentence may start with it
    assert declension.decline("Atlantis", "gen") == "Atlantis"  # an unknown name stays as it is


CITY_VARIABLES = ("city", "supply", "demand", "source")
PREPOSITION = re.compile(r"(?i)(?<![\w-])(do|z|ze|v|ve|na|k|ke|od|u|přes|pro|s|se|mezi|za|o|po|před|kolem|bez|"
                         r"okolo|podle|vedle|ke|ku)\s+\{\s*\$(%s)\s*\}" % "|".join(CITY_VARIABLES))


def test_no_czech_message_puts_a_bare_city_name_after_a_preposition():
    """Issue 27: "ne do Řím", "v Dahu" … — a city after a preposition goes through PREP/DECL (or
    a construction that needs no case: "do města { $city }")."""
    bad = {key: m.group(0) for key, entry in messages("cs").items()
           for m in [PREPOSITION.search(source(entry))] if m}
    assert not bad, bad


@pytest.mark.parametrize("key", ["ce-error-second-post-city", "error-tw-no-mountain-route", "error-tw-target-occupied",
                                 "error-tw-developed", "ce-ev-transport", "ce-ev-refill"])
def test_messages_decline_every_city_of_every_map(key):
    """Each message that declines a city, rendered for every city of every map, shows the table's
    form (never the bare nominative after "do", "v", "z")."""
    entry = messages("cs")[key]
    for place in every_place():
        params = {v: place for v in CITY_VARIABLES}
        params.update(seat="Eva", goods="šedé", road=1, rail=0, sea=1, cubes=2)
        text = i18n.t("cs", key, **params)
        forms = declension.table()[place]
        assert any(getattr(forms, case) in text for case in ("gen", "loc")), (key, place, text)
        if place != forms.gen:  # a declined name never follows "do" as it stands
            assert f"do {place} " not in text + " " and f"do {place}." not in text, (key, text)
    assert "PREP" in source(entry) or "DECL" in source(entry)


# ------------------------------------------------------------------------------ rulebook terms
RULEBOOKS = ROOT.parent.parent / "shared" / "rulebooks"  # beside the checkout (/work/shared), not in it


@cache
def glossary() -> dict:
    return tomllib.loads((LOCALE / "glossary.toml").read_text(encoding="utf-8"))


def _typed_and_variables(text: str) -> str:
    """Text as a reader meets it: placeables, typed words in backticks and quotes of typed input
    left out (a command or an option value is typed, not worded)."""
    return re.sub(r"`[^`]*`|\{[^{}]*\}", " ", text)


@cache
def czech_texts(game: str) -> dict[str, str]:
    """Every Czech text a player of ``game`` can meet: its own message files and the shared ones
    (locale/cs; `files` in the glossary), and its /rules sections (titles and bodies; keywords are
    search aids and may hold a wrong word on purpose). Lower case, variables and typed words out."""
    from fnmatch import fnmatch

    claimed = {pattern for entry in glossary().values() for pattern in entry["files"]}
    own = glossary()[game]["files"]
    out = {}
    for path in sorted((LOCALE / "cs").glob("*.ftl")):
        if any(fnmatch(path.name, p) for p in own) or not any(fnmatch(path.name, p) for p in claimed):
            for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
                if isinstance(entry, FTL.Message):
                    out[f"{path.name}:{entry.id.name}"] = _typed_and_variables(source(entry)).lower()
    rules_file = LOCALE / "rules" / f"{game}.toml"
    for sec in tomllib.loads(rules_file.read_text(encoding="utf-8"))["sections"]:
        out[f"rules/{game}:{sec['id']}"] = _typed_and_variables(sec["title_cs"] + "\n" + sec["body_cs"]).lower()
    return out


def rulebook_words() -> list:
    return [pytest.param(game, w, id=f"{game}-{w['cs']}") for game, entry in glossary().items()
            for w in entry["words"]]


def test_every_game_lists_its_rulebook_words():
    from vypravci.games.core import all_games

    for game in all_games():
        entry = glossary()[game.id]
        kinds = {w["kind"] for w in entry["words"]}
        assert kinds == {"component", "action"} and len(entry["words"]) >= 25, game.id
        assert all(w["wrong"] and w["cs"] and w["en"] for w in entry["words"]), game.id
        assert entry["files"] and entry["rulebooks"]


@pytest.mark.parametrize("game,word", rulebook_words())
def test_no_czech_text_uses_a_wrong_synonym(game, word):
    """Issue 27: each component and action in the rulebook's word ("bank", "zrezlé vlaky", "žeton
    stanice"), never a listed wrong synonym ("banka", "zrezivělé", …)."""
    found = {}
    for where, text in czech_texts(game).items():
        hits = [w for w in word["wrong"] if re.search(rf"(?<!\w){re.escape(w.lower())}", text)]
        if hits:
            found[where] = hits
    assert not found, f"{found} instead of the rulebook's {word['cs']!r}"


def _fold(text: str) -> str:
    import unicodedata

    text = unicodedata.normalize("NFKD", text.lower().replace("¢", "c"))  # the OCR scan's č
    return "".join(ch for ch in text if not unicodedata.combining(ch))


@cache
def _printed(names: tuple[str, ...]) -> str | None:
    books = [RULEBOOKS / f"{b}.cs.txt" for b in names]
    if not all(b.exists() for b in books):
        return None
    return _fold(" ".join(re.sub(r"\s+", " ", b.read_text(encoding="utf-8")) for b in books))


@pytest.mark.parametrize("game,word", rulebook_words())
def test_the_rulebook_prints_the_word(game, word):
    """The listed word is the one the rulebook prints (any case form: each word of it by its stem;
    the 18Lilliput text is an OCR scan without diacritics)."""
    printed = _printed(tuple(glossary()[game]["rulebooks"]))
    if printed is None:
        pytest.skip("the rulebooks are not beside this checkout")
    stems = [_fold(w)[: max(3, len(w) - 2)] if len(w) > 3 else _fold(w) for w in word["cs"].split()]
    pattern = r"\W+".join(re.escape(s) + r"\w*" for s in stems)
    assert re.search(rf"(?<!\w){pattern}", printed), f"{game}: {word['cs']!r} is not in {glossary()[game]['rulebooks']}"


# ------------------------------------------------------------------------------ plurals
PLURAL_KEYS = {"zero", "one", "two", "few", "many"}
#: Variables that hold a number in one game's messages and a word in another's ("train" counts
#: steps in Cargo Empire, names "3D" in 18Lilliput); numeric only where a message selects on them.
SOMETIMES_NUMERIC = {"train", "marker", "value", "left"}
#: Messages that show a count as a label, not in a sentence: headings ("Rozehrané hry (3)"), a
#: table row, a screen of the console listing its choices.
LABELS = {"server-settings-game-limit", "server-list-active", "server-list-lobbies", "console-choices-head", "server-list-lobby", "stats-line",
          "stats-personal-line", "undo-vote-open", "server-page", "history-move"}


@cache
def czech_forms() -> dict:
    return tomllib.loads((Path(__file__).parent / "czech_forms.toml").read_text(encoding="utf-8"))


def _selected(entry) -> set[str]:
    """Variables a message (or its attribute) selects a plural variant on."""
    from fluent.syntax.visitor import Visitor

    class Sel(Visitor):
        names: set[str] = set()

        def visit_SelectExpression(self, node):  # noqa: N802
            keys = {v.key.name if isinstance(v.key, FTL.Identifier) else v.key.value for v in node.variants}
            if isinstance(node.selector, FTL.VariableReference) and (
                    keys & PLURAL_KEYS or any(re.fullmatch(r"\d+", str(k)) for k in keys)):
                self.names = self.names | {node.selector.id.name}
            self.generic_visit(node)

    sel = Sel()
    sel.visit(entry)
    return sel.names


@cache
def numeric_everywhere() -> frozenset[str]:
    """Variables some message in either language selects a plural variant on: counts."""
    names: set[str] = set()
    for lang in LOCALES:
        for entry in messages(lang).values():
            names |= _selected(entry)
    return frozenset(names - SOMETIMES_NUMERIC)


def counted_renderings() -> list:
    """(message id, {N: text rendered with every count = N}) for each Czech message that counts."""
    from tests.test_locale import variables_deep

    found = messages("cs")
    out = []
    for key, entry in sorted(found.items()):
        names = variables_deep(entry, found)
        numeric = (names & numeric_everywhere()) | _selected(entry)
        if not numeric:
            continue
        for attr in [None, *(a.id.name for a in entry.attributes)]:
            msg = key if attr is None else f"{key}.{attr}"
            texts = {}
            for n in (1, 2, 5, 21):
                text = i18n.lookup("cs", msg, **{v: n if v in numeric else "Xx" for v in names})
                if text is not None:
                    texts[n] = text
            out.append((msg, texts))
    return out


#: Words between a verb and its count that govern nothing: "zbývá jen 1 mince", "má ještě 2".
PARTICLES = {"jen", "ještě", "přesně", "nejvýše", "nejvýš", "až", "celkem"}


def _counted_words(text: str, n: int) -> list[tuple[str, str]]:
    """(word before, word after) each standalone number ``n`` in ``text``, the word before read
    past a particle: "prodává 2 akcie" → ("prodává", "akcie"), "zbývá jen 1 mince" → ("zbývá", "mince")."""
    found = re.finditer(rf"(?:(\S+)\s+)?(?:(\S+)\s+)?(?<![\w.,/-]){n}(?![\w.,/:-])\s+([^\W\d_]+)", text)
    out = []
    for m in found:
        before = m.group(2) or ""
        if before.lower() in PARTICLES:
            before = m.group(1) or ""
        out.append((before.lower(), m.group(3)))
    return out


CATEGORY = {1: 0, 2: 1, 5: 2, 21: 2}  # Czech: one, few, other (21 is "other" in CLDR, as 5)
CASE_NAMES = ("nom", "gen", "dat", "acc", "loc", "ins")


def agrees(word_at: dict[int, str], before: str = "") -> bool:
    """Whether the words after 1, 2, 5, 21 (those present) are one paradigm in one case — the one
    the word ``before`` the number governs, where tests/czech_forms.toml lists it: singular after 1,
    plural after 2, after 5 and 21 the genitive plural in the nominative and accusative, else the
    plural of that case."""
    forms = czech_forms()
    if all(w in forms["invariant"] for w in word_at.values()):
        return True
    cases = [case for case, words in forms["governs"].items() if before in words] or CASE_NAMES
    for paradigm in forms["words"].values():
        for c, case in enumerate(CASE_NAMES):
            if case not in cases:
                continue
            many = paradigm["pl"][1] if case in ("nom", "acc") else paradigm["pl"][c]
            expected = {1: paradigm["sg"][c], 2: paradigm["pl"][c], 5: many, 21: many}
            if all(expected[n] == w for n, w in word_at.items()):
                return True
    return False


def test_the_plural_check_catches_the_slips_the_issue_names():
    assert not agrees({1: "akcie", 2: "akcie", 5: "akcií"}, "prodává")  # "prodává 1 akcie"
    assert agrees({1: "akcii", 2: "akcie", 5: "akcií"}, "prodává")
    assert not agrees({1: "akcií"}, "máš")  # "Máš jen 1 akcií"
    assert _counted_words("Máš jen 1 akcií.", 1) == [("máš", "akcií")]
    assert not agrees({1: "hráč", 2: "hráčů", 5: "hráčů"})  # "(2–4 hráčů)" as a nominative
    assert not agrees({1: "hodinu", 2: "hodiny", 5: "hodin"}, "zbývá")  # "(zbývá 1 hodinu)"
    assert not agrees({1: "vlaky", 2: "vlaky", 5: "vlaky"})  # "(6 vlaky)"
    assert agrees({1: "akcii", 2: "akcie", 5: "akcií", 21: "akcií"})
    assert agrees({1: "hráče", 2: "hráče", 5: "hráčů", 21: "hráčů"})  # "pro 2–4 hráče", "pro 2–5 hráčů"
    assert agrees({1: "hráčem", 2: "hráči", 5: "hráči", 21: "hráči"})  # "s 5 hráči"


def test_every_counted_noun_agrees_in_czech():
    """Issue 27: every Czech message with a count, rendered at 1, 2, 5 and 21, puts the noun after
    the number in the form Czech asks for (one / few / other), in one case throughout."""
    forms = czech_forms()
    known = {w for p in forms["words"].values() for w in p["sg"] + p["pl"]} | set(forms["invariant"])
    bad, unknown = {}, {}
    for msg, texts in counted_renderings():
        words = {n: [(b, w) for b, w in _counted_words(t, n) if w not in forms["not_counted"]]
                 for n, t in texts.items()}
        for n, ws in words.items():
            for _, w in ws:
                if w not in known:
                    unknown.setdefault(w, set()).add(msg)
        longest = max((len(ws) for ws in words.values()), default=0)
        for i in range(longest):  # the i-th counted noun of each rendering that has as many
            slot = {n: ws[i] for n, ws in words.items() if len(ws) == longest}
            befores = {b for b, _ in slot.values()}
            before = befores.pop() if len(befores) == 1 else ""
            if not agrees({n: w for n, (_, w) in slot.items()}, before):
                bad[msg] = slot
    assert not unknown, f"words after a number missing from tests/czech_forms.toml: {unknown}"
    assert not bad, bad


WORKAROUND = re.compile(r"(?:\w: ?(\d+)(?![\w\s]*\w)|\w \((\d+)\))")


def test_the_workaround_check_catches_the_slips_the_issue_names():
    assert WORKAROUND.search("AI 1 drží pečeť (sdílí ji hráčů: 2).")
    assert WORKAROUND.search("doplňuje do města Riga kostičky zboží (2).")
    assert WORKAROUND.search("dostává na pole pro vlaky nové vlaky: 1.")
    assert not WORKAROUND.search("bere 2 kostičky zboží.") and not WORKAROUND.search("Úkol 7: 3 VB za sadu")
    assert len(counted_renderings()) > 120


def test_no_count_is_shown_as_x_colon_n():
    """No "sdílí ji hráčů: 2", "kostičky zboží (2)", "(zbývá 1 hodinu)": a count is said with its
    noun, not hung after a colon or in brackets (headings and table rows excepted)."""
    bad = {}
    for msg, texts in counted_renderings():
        if msg.split(".")[0] in LABELS:
            continue
        for n, text in texts.items():
            for m in WORKAROUND.finditer(text):
                if str(n) in m.groups():
                    bad[msg] = text
    assert not bad, bad


# ------------------------------------------------------------------------------ person
#: Second person singular: pronouns, "jsi", the reflexive clitics, present-tense verbs in -š.
SECOND_PERSON = re.compile(r"(?i)(?<!\w)(ty|tebe|tobě|tě|ti|tebou|tvůj|tvoje|tvoji|tvá|tvé|tvého|tvému|tvém|tvým|tvou|"
                           r"tví|tvých|tvými|jsi|sis|ses|\w+š)(?!\w)")
NOT_VERBS = {"nejvýš", "výš", "spíš", "příliš"}  # adverbs that end in -š
#: Second person plural (the bot never says "vy" to a player): pronouns and verbs in -te.
PLURAL_YOU = re.compile(r"(?i)(?<!\w)(vy|vás|vám|vámi|váš|vaše|vašeho|vašemu|vašem|vaším|vaši|vašich|vašim|vašimi|jste|"
                        r"\w+(?:ete|íte|áte|ejte|ujte|ěte))(?!\w)")
#: Messages that speak to several people at once ("ostatní, nedívejte se!").
TO_SEVERAL = {"console-hand-warning"}


def _words_only(text: str) -> str:
    """A message's words: placeables, variable names and variant keys left out."""
    return re.sub(r"\$[\w-]+|\[[\w-]+\]|\{|\}|->|[A-Z]+\([^)]*\)", " ", text)


def second_person(text: str) -> list[str]:
    return [w for w in SECOND_PERSON.findall(text) if w.lower() not in NOT_VERBS]


@cache
def private_keys() -> frozenset[str]:
    """Events a game shows a seat privately about its own secrets (``private_info``: /game hand),
    collected over the first moves of every option set of every game: these speak to the reader."""
    from vypravci.games.core import all_games, new_state
    from vypravci.games.core.record import GameRecord
    from vypravci.games.core.selfplay import ai_seats

    keys: set[str] = set()
    for game in all_games():
        for options in game.option_sets()[::3]:
            seats = ai_seats(min(game.player_counts(options)), ["random"])
            state = new_state(GameRecord(game=game.id, options=options.model_dump(mode="json"), seed=3, seats=seats))
            ais = [game.make_ai("random", 5 + i) for i in range(len(seats))]
            for _ in range(150):
                for seat in range(len(state.seats)):
                    keys.update(e.key for e in state.private_info(seat))
                seat = state.to_act()
                if seat is None:
                    break
                state.apply(ais[seat].choose(state, seat))
    return frozenset(keys)


def test_event_messages_speak_of_a_seat_in_the_third_person():
    """Issue 27, one rule for person: an event names a seat and says what it does ("AI 1 bere…"),
    never "s tvou přítomností", "tvé dvě lokomotivy" about an AI; only what a seat is shown about its
    own secrets speaks to it as "ty"."""
    from tests.test_locale import engine_calls

    _, events, _ = engine_calls()
    found = messages("cs")
    private = private_keys()
    assert {"me-ev-debt-yours", "ce-private-city", "rr-your-end-card"} <= private
    bad = {key: second_person(_words_only(source(found[key]))) for key in events if key in found and key not in private}
    assert not {k: v for k, v in bad.items() if v}


def test_the_bot_says_ty_to_the_reader():
    """A refusal, a hint or a reply speaks to the reader as "ty" ("nemůžeš"), never "vy"
    ("nemůžete"), except where it speaks to several people at once."""
    bad = {}
    for key, entry in messages("cs").items():
        if key in TO_SEVERAL:
            continue
        found = PLURAL_YOU.findall(_words_only(source(entry)))
        if found:
            bad[key] = found
    assert not bad, bad


@cache
def czech_play_lines() -> tuple[str, ...]:
    """What a Czech reader reads over a self-play of a few option sets of every game: each event
    (the faces' words for task cards, engineers, tiles included) and the final scores."""
    from vypravci.bot.commands.present import Presenter
    from vypravci.games.core import all_games
    from vypravci.games.core.selfplay import ai_seats, play

    p = Presenter("cs")
    lines: list[str] = []
    for game in all_games():
        sets = game.option_sets()
        for options in sets[:: max(1, len(sets) // 3)][:3]:
            seats = ai_seats(max(game.player_counts(options)), ["random"])
            _, state = play(game, seats, 5, options.model_dump(mode="json"),
                            lambda state, action, events: lines.extend(p.events(state, events)))
            lines += p.final_scores(state)
    return tuple(lines)


def test_what_a_seat_reads_in_play_is_third_person():
    """The events of a short self-play of every game, as a Czech reader reads them, speak of the
    seats in the third person."""
    bad = {line: second_person(line) for line in czech_play_lines() if second_person(line)}
    assert not bad, list(bad.items())[:10]


#: Strings issue 27 quotes from the Czech output; none may appear again.
ISSUE_27 = ["banka", "bance", "zrezivělé", "přes tři úseky", "do tvé hotovosti", "staví žeton stanice",
            "Pořízené akcie", "ve Ocelářské", "šipka up", "šipka down", "ukazatel loď", "ukazatel auto",
            "ukazatel vlak", "pole pole spěchu", "Dílek hnědý dílek", "dílek: město", "(rovná)",
            "body: tvé", "nemůžete", "6 vlaky", "prodává 1 akcie",
            "jen 1 akcií", "(4 hráčů)", "2–4 hráčů", "zbývá 1 hodinu", "ne do Řím.", "sis vzal", "jako tvůj nepočítá",
            "na Kyjevě", "sdílí ji hráčů", "měst s hvězdičkou:", "vlivu v různých", " b.", "je teď English",
            "bodů vlivu (zdarma)", "stanice v zásobě"]
#: …and these about a seat in a log (a /rules text says them to its reader, rightly).
ISSUE_27_IN_PLAY = ["s tvou přítomností", "za tvým autem"]


def test_none_of_the_strings_issue_27_quotes_is_back():
    texts = [_typed_and_variables(t) for game in glossary() for t in czech_texts(game).values()]
    found = {s: t for s in ISSUE_27 for t in list(czech_play_lines()) + texts if s.lower() in t.lower()}
    found |= {s: t for s in ISSUE_27_IN_PLAY for t in czech_play_lines() if s in t}
    assert not found, found
    rendered = {
        i18n.t("cs", "lobby-need-players", game="Mini Express", min=2, max=4, count=1),
        i18n.t("cs", "lobby-full", max=4), i18n.t("cs", "ll-ev-sold-shares", seat="Eva", count=1, company="X", price=5),
        i18n.t("cs", "ll-error-not-enough-shares", held=1, company="X"),
        i18n.t("cs", "me-ev-tw-white", city="Douliu", trains=6, length_from=1, length_to=2),
        i18n.t("cs", "ce-error-second-post-city", city="Řím"),
        i18n.t("cs", "settings-server-language-set", language=i18n.t("cs", "language-en")),
        i18n.t("cs", "console-deadline-status", time="12:00", left=i18n.t("cs", "deadline-hours", count=1)),
        "\n".join(lilliput_final_scores()),
    }
    assert not {s: t for s in ISSUE_27 for t in rendered if s.lower() in t.lower()}
    assert "ne do Říma" in i18n.t("cs", "ce-error-second-post-city", city="Řím")


def test_18lilliput_status_counts_money_not_points():
    """/game status (and the console's status) shows each seat's worth in £ in 18Lilliput, points
    elsewhere."""
    from vypravci.bot.commands import status_text
    from vypravci.bot.commands.present import Presenter
    from vypravci.games.core import get_game, new_state
    from vypravci.games.core.record import GameRecord
    from vypravci.games.core.selfplay import ai_seats

    def lines(game_id: str) -> list[str]:
        state = new_state(GameRecord(game=game_id, options={}, seed=1, seats=ai_seats(2, ["random"])))
        return status_text.seat_lines(Presenter("cs"), state)

    assert all("£" in line and " bod" not in line for line in lines("18lilliput"))
    assert all(" bod" in line for line in lines("russian-railroads"))


def lilliput_final_scores() -> list[str]:
    """18Lilliput's final scores in Czech: money, not points."""
    from vypravci.bot.commands.present import Presenter
    from vypravci.games.core import get_game
    from vypravci.games.core.selfplay import ai_seats, play

    _, state = play(get_game("18lilliput"), ai_seats(2, ["random"]), 2)
    lines = Presenter("cs").final_scores(state)
    assert all("bod" not in line for line in lines[1:-1]) and all(line.endswith("£") for line in lines[1:-1])
    return lines


def test_the_person_check_catches_the_slips_the_issue_names():
    assert second_person("Úkol 7: 3 VB za každou sadu s tvou přítomností")
    assert second_person("body: tvé dvě nejvýkonnější lokomotivy")
    assert second_person("Karta úkolu 5 není mezi kartami, které sis vzal.")
    assert PLURAL_YOU.search("Na pole tak zaplatit nemůžete")
    assert not second_person("AI 1 bere kartu silniční přepravy.") and not PLURAL_YOU.search("AI 1 zahrává kartu.")
