"""Typed moves the rules refuse get the rule's reason with its numbers, never a re-listing of the
options or a bare "not possible now" (issue 22, defect 6): Russian Railroads' taken space and a
rail colour not yet unlocked, 18Lilliput's share the player cannot afford and a tile lay typed
as "x y rotation"."""
from __future__ import annotations

import random
import re

import pytest

from vypravci.bot.ops.config import Config
from vypravci.bot.console.app import CONSOLE_CHANNEL, Console
from vypravci.bot.commands.present import Presenter
from vypravci.bot.table.session import Sessions
from vypravci.bot.store import Store
from vypravci.games.core import RuleError

pytestmark = pytest.mark.usefixtures("fixed_seeds")


class Table:
    """A hot-seat console game and what it printed."""

    def __init__(self, console: Console, lines: list[str], store: Store) -> None:
        self.console, self.lines, self.store = console, lines, store

    async def state(self):
        return (await self.console.sessions.live(CONSOLE_CHANNEL)).state

    async def play(self, action: dict) -> None:
        state = await self.state()
        outcome = await self.console.sessions.act(CONSOLE_CHANNEL, state.seats[action["seat"]].user_id, action)
        assert outcome is not None

    async def play_until(self, done, seed: int = 5, limit: int = 3000, prefer=lambda a: False) -> None:
        """Random legal moves (``prefer``-red ones first) until ``done(state)``."""
        rng = random.Random(seed)
        for _ in range(limit):
            state = await self.state()
            if done(state):
                return
            legal = state.legal_actions()
            await self.play(rng.choice([a for a in legal if prefer(a)] or legal).to_dict())
        raise AssertionError("the position never came up")

    async def typed(self, line: str) -> str:
        """What the console answers to one typed line (the game must not move)."""
        before = (await self.console.sessions.live(CONSOLE_CHANNEL)).seq
        start = len(self.lines)
        await self.console.handle(line)
        assert (await self.console.sessions.live(CONSOLE_CHANNEL)).seq == before, self.lines[start:]
        return "\n".join(self.lines[start:])


async def table(tmp_path, game: str, lang: str, players: int = 2) -> Table:
    store = await Store.open(tmp_path / "c.sqlite3")
    lines: list[str] = []
    console = Console(Sessions(store), Config(db_path=tmp_path / "c.sqlite3", out_dir=tmp_path / "out"), lang,
                      out=lines.append)
    for line in ["as Eva", f"new {game}", "hotseat on", *[f"join P{i}" for i in range(1, players)], "start"]:
        assert await console.handle(line)
    return Table(console, lines, store)


def reason(lang: str, state, key: str, section: str, **params) -> str:
    """The refusal as the reader reads it."""
    return Presenter(lang).error(state, RuleError(key, section, **params))


def _placing(state) -> bool:
    return state.ask is not None and state.ask["kind"] == "turn" and state.head() is None


@pytest.mark.parametrize("lang", ["cs", "en"])
async def test_rr_taken_space_says_it_is_taken(tmp_path, lang):
    t = await table(tmp_path, "russian-railroads", lang)
    try:
        await t.play_until(_placing)
        state = await t.state()
        await t.play({"type": "place", "seat": state.to_act(), "space": "industry-2"})
        await t.play_until(_placing)
        said = await t.typed("obsadit industry-2" if lang == "cs" else "place industry-2")
        state = await t.state()
        assert reason(lang, state, "error-rr-space-taken", "placement", space="industry-2") in said
        assert "Možnosti" not in said and "Choices" not in said
    finally:
        await t.store.close()


@pytest.mark.parametrize("lang,line", [("cs", "obsadit 1 krok hnědou"), ("en", "place 1 brown rail step")])
async def test_rr_brown_rail_not_unlocked_says_so(tmp_path, lang, line):
    """Pp. 16–17: a rail colour comes to a player when their black rail on the Trans-Siberian
    reaches its space (brown: space 6); a board action must be done completely (p. 13)."""
    t = await table(tmp_path, "russian-railroads", lang)
    try:
        await t.play_until(_placing)
        said = await t.typed(line)
        state = await t.state()
        assert reason(lang, state, "error-rr-rail-locked", "rails", rail="brown", space=6) in said
        assert "Možnosti" not in said and "Choices" not in said
    finally:
        await t.store.close()


@pytest.mark.parametrize("lang,line", [("cs", "kup-akcii lilliput"), ("en", "buy_share lilliput")])
async def test_ll_share_too_dear_gives_price_and_cash(tmp_path, lang, line):
    """Nákup akcie: the buyer pays the current share price to the bank — 60 £ against 57 £."""
    t = await table(tmp_path, "18lilliput", lang)
    try:
        await t.play_until(lambda s: s.pending and s.current()["kind"] == "shares"
                           and s.companies["national"]["started"] and s.companies["national"]["bank"] > 0,
                           prefer=lambda a: a.type == "choose_company" and a.company == "national")
        state = await t.state()
        seat = state.to_act()
        state.companies["national"]["space"] = state.market.space_of(60)
        state.players[seat]["cash"] = 57
        for company in state.companies:  # no share the player can afford: buying is not listed at all
            if company != "national" and state.companies[company]["started"]:
                state.companies[company]["bank"] = 0
        assert "buy_share" not in state.legal_types(seat)
        said = await t.typed(line)
        assert reason(lang, state, "ll-error-cannot-afford-share", "shares", company="national", price=60,
                      cash=57) in said
        assert re.search(r"\b60\b", said) and re.search(r"\b57\b", said)
    finally:
        await t.store.close()


@pytest.mark.parametrize("lang,verb", [("cs", "poloz-dilek"), ("en", "lay_tile")])
async def test_ll_tile_lay_typed_as_x_y_rotation_gets_the_boards_reason(tmp_path, lang, verb):
    """Three numbers after the tile are its square and rotation: the refusal is the board's rule
    for that square, not "“-1 3 0” is not a legal x"."""
    t = await table(tmp_path, "18lilliput", lang)
    try:
        await t.play_until(lambda s: s.pending and s.current()["kind"] == "tiles"
                           and "glimigrim" in s.directed(s.to_act()),
                           prefer=lambda a: a.type == "choose_company" and a.company == "glimigrim")
        state = await t.state()
        action = {"type": "lay_tile", "seat": state.to_act(), "company": "glimigrim", "tile": "y-city-straight",
                  "x": -1, "y": 3, "rotation": 0}
        with pytest.raises(RuleError) as err:
            state.clone().apply(action)
        said = await t.typed(f"{verb} glimigrim y-city-straight -1 3 0")
        assert Presenter(lang).error(state, err.value) in said
        assert "-1 3 0" not in said
    finally:
        await t.store.close()


def test_a_typed_number_is_read_whole_never_as_the_start_of_a_longer_number():
    """A rotation typed "2" when only 270° is legal is not a pick of 270° (it was played as 3)."""
    from vypravci.bot.commands.actions import Choice, _pick

    only = [Choice("3", "270°")]
    assert _pick(only, "2", "rotation") is None and _pick(only, "27", "rotation") is None
    assert _pick(only, "270", "rotation") == only[0] and _pick(only, "3", "rotation") == only[0]
    assert _pick([Choice("brown-1", "1 brown rail step (1 worker)")], "1 brown", "space") is not None
