"""The Cargo Empire board picture: valid PNGs within limits, public information only, no state changes."""
from __future__ import annotations


import pytest
from PIL import Image

from vypravci.games.cargo_empire import GAME, CargoEmpireOptions
from vypravci.games.core import Seat
from vypravci.render import bench_render, labels_for, render_state, renderer_module
from vypravci.render import cargo_empire as ce
from vypravci.render import kit
from tests import support

NAMES = ["Šárka", "Petra", "Marek", "David"]
MAX_BYTES = support.MAX_PNG_BYTES
PLAYER_COUNTS = list(range(GAME.min_players, GAME.max_players + 1))


def new_state(players: int = 3, seed: int = 1, options: CargoEmpireOptions | None = None):
    seats = [Seat(name=n, user_id=i + 1) for i, n in enumerate(NAMES[:players])]
    return GAME.new_state(options or CargoEmpireOptions(), seats, seed)


def played_states(players: int, seed: int, options: CargoEmpireOptions | None = None) -> list:
    """Every state of one game of random legal moves, start to end."""
    return support.played_states(new_state(players, seed, options), seed)


def check_png(data: bytes) -> Image.Image:
    return support.check_png(data, width=(1600, 1800), height=(800, 1400))


def check_render(st) -> Image.Image:
    before = st.to_dict()
    img = check_png(ce.render_board(st))
    assert st.to_dict() == before
    return img


# ---------------------------------------------------------------------------------------- registry
def test_registered_for_the_game_id():
    assert renderer_module("cargo-empire") is ce
    st = new_state()
    assert render_state(st)[:8] == b"\x89PNG\r\n\x1a\n"


# ---------------------------------------------------------------------------------------- whole games
@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_fresh_game_renders(players):
    st = new_state(players)
    img = check_render(st)
    assert img.mode in ("P", "RGB")


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_every_fifth_state_of_a_random_game_renders_without_mutation(players):
    states = played_states(players, seed=10 + players)
    assert states[-1].is_terminal()
    for st in states[::5] + [states[-1]]:
        check_render(st)


def _variant_sets():
    out = []
    for options in GAME.option_sets()[2:]:  # the first two are the base game with random / fixed tracks
        counts = options.player_counts() if hasattr(options, "player_counts") else [2]
        out.append(pytest.param(options, counts[-1], id=f"{options.map}-{counts[-1]}p-" + "-".join(
            k for k in ("clans", "spediter", "vassals", "advanced_tracks") if getattr(options, k, False)) or "plain"))
    return out


@pytest.mark.parametrize("options,players", _variant_sets())
def test_variants_render(options, players):
    states = played_states(players, seed=3, options=options)
    for st in states[::9] + [states[-1]]:
        check_render(st)


def test_render_image_is_deterministic_and_rgb():
    st = played_states(3, 5)[60]
    a, b = ce.render_image(st), ce.render_image(st)
    assert a.mode == "RGB" and a.size == (ce.WIDTH, ce.HEIGHT)
    assert a.tobytes() == b.tobytes()
    assert ce.render_board(st) == ce.render_board(st)


def test_bench_reports_time_and_size_within_the_size_limit():
    """Speed is measured by `vypravci bench`, not asserted here; the PNG size limit is a test."""
    st = played_states(4, 7)[120]
    result = bench_render(st, repeats=3)
    assert result["render_ms_median"] > 0
    assert 0 < result["render_png_bytes"] <= MAX_BYTES


# ---------------------------------------------------------------------------------------- secrets
def _playing_state_with_tasks():
    for st in played_states(3, 21):
        if st.stage == "play" and all(st.tasks[s] for s in range(st.n)) and len(st.task_deck) >= 6:
            return st
    raise AssertionError("no state with task cards in every hand")


def test_secret_cards_never_change_the_picture_during_play():
    st = _playing_state_with_tasks()
    other = st.clone()
    # other task cards in every hand (same counts), both decks in another order
    spare = list(other.task_deck)
    for s in range(other.n):
        for i in range(len(other.tasks[s])):
            other.tasks[s][i], spare[0] = spare[0], other.tasks[s][i]
            spare.append(spare.pop(0))
    other.task_deck = list(reversed(spare))
    other.city_deck = list(reversed(other.city_deck))
    assert other.to_dict() != st.to_dict()
    assert other.tasks != st.tasks
    assert ce.render_board(other) == ce.render_board(st)
    # public changes do show: the picture is not blind
    shown = st.clone()
    shown.hands[0]["sea"] += 3
    assert ce.render_board(shown) != ce.render_board(st)


def test_unrevealed_city_card_and_drawn_tasks_never_change_the_picture():
    st = new_state(4, seed=2)
    # set-up: every player's first city card is secret, the task cards drawn for the choice too
    assert not any(st.revealed[s] for s in range(st.n))
    assert any(d["kind"] == "task" and d["drawn"] for d in st.pending)
    other = st.clone()
    pool = [c for c in other.city_deck if c != "blank"]
    for s in range(other.n):
        other.city_cards[s][0], pool[s] = pool[s], other.city_cards[s][0]
    other.city_deck = pool + [c for c in other.city_deck if c == "blank"]
    for d in other.pending:  # swap the drawn task cards with cards from the deck (same counts)
        if d["kind"] == "task":
            drawn = d["drawn"]
            d["drawn"] = [other.task_deck.pop(), other.task_deck.pop()]
            other.task_deck[:0] = drawn
    assert other.city_cards != st.city_cards
    assert other.to_dict() != st.to_dict()
    assert ce.render_board(other) == ce.render_board(st)
    # once revealed, a city card is public and is drawn
    st2 = st.clone()
    while not st2.revealed[0]:
        st2.apply(st2.legal_actions()[0])
    assert ce.render_board(st2) != ce.render_board(st)


def test_the_picture_reads_only_the_public_view(monkeypatch):
    st = _playing_state_with_tasks()
    seen = []
    real_view = type(st).view

    def spy(self, seat=None):
        seen.append(seat)
        return real_view(self, seat)

    monkeypatch.setattr(type(st), "view", spy)
    ce.render_board(st)
    assert seen == [None]


# ---------------------------------------------------------------------------------------- robustness
class _Bare:
    """A state whose view lacks every variant field (an older or plainer engine)."""

    def __init__(self, st):
        self._st = st
        self.game, self.seats, self.board = st.game, st.seats, st.board

    def view(self, seat=None):
        data = self._st.view(seat)
        for key in ("rush", "clans", "crests", "kept", "tino_port", "spediter", "vassal_posts", "removed",
                    "task_counts", "posts_on_board", "scores"):
            data.pop(key, None)
        return data

    def ranking(self):
        return self._st.ranking()


def test_missing_variant_fields_are_skipped():
    for st in (new_state(2), played_states(2, 4)[50], played_states(2, 4)[-1]):
        check_png(ce.render_board(_Bare(st)))


def test_variant_pieces_are_drawn_when_present():
    options = CargoEmpireOptions(map="dyorle", clans=True)
    st = new_state(2, 6, options)
    assert st.rush and any(st.rush.values())
    plain = st.clone()
    plain.rush = {r: None for r in plain.rush}
    assert ce.render_board(plain) != ce.render_board(st)
    crested = st.clone()
    crested.crests = [st.board.ids[0], st.board.ids[0]]
    assert ce.render_board(crested) != ce.render_board(st)


def test_city_plaques_stay_apart_and_on_the_map():
    from vypravci.games.cargo_empire.data import MAPS, load_map

    for map_id in MAPS:
        pos = ce.city_positions(map_id)
        assert set(pos) == {c.id for c in load_map(map_id).cities}
        boxes = [ce.draw._plaque_box(p) for p in pos.values()]
        x0, y0, x1, y1 = ce.MAP_BOX
        for b in boxes:
            assert x0 <= b[0] and b[2] <= x1 and y0 <= b[1] and b[3] <= y1, (map_id, b)
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (map_id, a, b)


def test_fonts_are_at_least_15_px(monkeypatch):
    sizes = []
    real = kit.font

    def spy(size, bold=False):
        sizes.append(size)
        return real(size, bold)

    for cache in (ce.draw._static, ce.draw._palette, kit._glyph_mask, kit.text_length):
        cache.cache_clear()
    monkeypatch.setattr(kit, "font", spy)
    for st in (played_states(4, 8)[-1], new_state(1, options=CargoEmpireOptions(map="dyorle", clans=True))):
        ce.render_board(st)
    assert sizes and min(sizes) >= 15, sorted(set(sizes))


# ---------------------------------------------------------------------------------------- words
def test_labels_fall_back_to_english_and_seat_names():
    st = new_state(2)
    labels = ce.Labels()
    assert labels.word("offer") == "City-card offer"
    assert labels.city("warsaw", "Warsaw") == "Warsaw"
    view = st.view(None)
    assert labels.player(view, 1) == "Petra"
    solo = new_state(1)
    assert ce.Labels(players=["X"]).player(solo.view(None), 1) == "Špeditér"


def test_labels_for_uses_the_callers_translators():
    st = new_state(3)
    messages = {"render-ce-offer": "Nabídka karet měst", "game-cargo-empire": "Dopravní impérium"}
    labels = labels_for(st, lambda key, **kw: messages.get(key, key), lambda c: c.upper(),
                        lambda city: f"<{city.id}>")
    assert labels.word("offer") == "Nabídka karet měst"
    assert labels.word("title") == "Dopravní impérium"
    assert labels.word("upper") == "upper"  # missing message: English
    assert labels.city("warsaw") == "<warsaw>"
    check_png(render_state(st, labels))


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_every_word_has_a_message(lang):
    from vypravci.bot.words.i18n import i18n

    missing = sorted(k for k in ce.DEFAULT_WORDS if f"render-ce-{k}" not in i18n.keys(lang))
    assert missing == [], f"{lang} lacks render-ce-{missing}"


def test_czech_labels_from_the_presenter_render():
    from vypravci.bot.commands.present import Presenter

    st = played_states(4, 9)[100]
    labels = Presenter("cs").labels(st)
    assert labels.word("offer") == "Nabídka karet měst"
    assert labels.city("warsaw") == "Varšava" and labels.city("rome") == "Řím"
    czech = ce.render_image(st, labels)
    english = ce.render_image(st, Presenter("en").labels(st))
    assert czech.size == english.size and czech.tobytes() != english.tobytes()
    check_png(ce.render_board(st, labels))
    check_png(render_state(st, labels))
    end = played_states(1, 9)[-1]
    check_png(ce.render_board(end, Presenter("cs").labels(end)))
