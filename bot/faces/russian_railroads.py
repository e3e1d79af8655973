"""Russian Railroads' face: /rr (Czech /rz), its values in words, the phase for /game status, and
its turn buttons (bot/discord/components/russian_railroads.py).

Words come from messages ``rr-choice-<field>-<value>`` (spaces, lines, colours, cards, tokens; in
pick lists and in events and refusals alike), ``rr-op-…`` (what an engineer or factory does, from
its effect in the component data) and ``rr-label-…`` (payments, markers, tiles).
"""
from __future__ import annotations

from typing import Any

from vypravci.games.core import GameState

from ..words.i18n import CASES, i18n
from . import Face

ENGINEER_SPACES = ("engineer-left", "engineer-right", "hire")


def describe(p, ops) -> str:
    """An effect (engineer, factory) in words: "1 black rail step, 3 points"."""
    parts: list[str] = []
    steps: dict[str, int] = {}
    for op in ops:
        name, _, arg = op.partition(":")
        if name == "steps":
            for colour in arg.split(","):
                steps[colour] = steps.get(colour, 0) + 1
    for colour, count in steps.items():
        parts.append(p.t("rr-op-steps", count=count, colour=p.t(f"rr-op-colour-{colour}")))
    for op in ops:
        name, _, arg = op.partition(":")
        if name == "steps":
            continue
        if arg.isdigit():
            parts.append(p.t(f"rr-op-{name}", count=int(arg)))
        elif arg:
            parts.append(p.t(f"rr-op-{name}-{arg.replace('_', '-')}"))
        else:
            parts.append(p.t(f"rr-op-{name.replace('_', '-')}"))
    return ", ".join(parts)


def engineer_words(p, number: int | None) -> str:
    """"engineer 5 (industry +2)"."""
    from vypravci.games.russian_railroads.main_board.engineers import effect

    if number is None:
        return "—"
    return p.t("rr-label-engineer", number=number, effect=describe(p, effect(number)))


def known_engineers() -> set[int]:
    from vypravci.games.russian_railroads.data import load_components

    return {e.number for e in load_components().engineers}


def factory_words(p, tile: int) -> str:
    from vypravci.games.russian_railroads.data import load_components

    found = next((f for f in load_components().factories if f.tile == tile), None)
    return p.t("rr-label-factory", tile=tile, effect=describe(p, found.effect) if found else "?")


def space_engineer(state: GameState, space: str) -> int | None:
    """The engineer a variable or hire space (or an own-engineer space) stands for now."""
    from vypravci.games.russian_railroads.main_board import engineers

    if space.startswith("own-") and space[4:].isdigit():
        return int(space[4:])
    if space in engineers.VARIABLE:
        return engineers.at_space(state, space)
    if space == "hire":
        strip = getattr(state, "strip", None) or []
        return strip[-1] if strip else None
    return None


class RussianRailroadsFace(Face):
    def word(self, p, field: str, value) -> str:
        return p.word("rr", field, value)

    def space(self, p, state: GameState, space: str) -> str:
        if space.startswith("own-"):
            return p.t("rr-label-own", engineer=engineer_words(p, space_engineer(state, space)))
        words = self.word(p, "space", space)
        if space in ENGINEER_SPACES:
            number = space_engineer(state, space)
            if number is not None:
                return f"{words}: {engineer_words(p, number)}"
        return words

    def label(self, p, state: GameState, field: str, value: Any) -> str | None:
        if field == "space" and isinstance(value, str):
            return self.space(p, state, value)
        if field in ("line", "colour", "card", "option", "token"):
            return self.word(p, field, value)
        if field == "coins" and isinstance(value, int):
            return p.t("rr-label-coins", count=value)
        if field == "black" and isinstance(value, bool):
            return p.t("rr-label-black-yes" if value else "rr-label-black-no")
        if field == "marker" and isinstance(value, int):
            return p.t("rr-label-marker", number=value + 1)
        if field == "replace" and isinstance(value, int):
            return p.t("rr-label-replace", tile=value)
        if field == "tile" and isinstance(value, int):
            return factory_words(p, value)
        return None

    def event_params(self, p, state: GameState | None, params: dict) -> dict:
        """Spaces, lines, colours, cards and tokens by their names (``rr-choice-…``, with the cases
        their attributes give as ``$colour_acc``, ``$line_gen`` …; an own-engineer space by its
        engineer and what he does); engineers with what they do. A space given as a
        number (a position on a line) stays a number."""
        out = dict(params)
        for name, value in params.items():
            if name == "space" and isinstance(value, str):
                number = value[4:]
                if value.startswith("own-") and number.isdigit() and int(number) in known_engineers():
                    out[name] = engineer_words(p, int(number))
                else:
                    out[name] = self.word(p, "space", value)
            elif name in ("line", "colour", "card", "token") and isinstance(value, str):
                out[name] = self.word(p, name, value)
                for case in CASES:  # "šedou kolejnicí", "na trati Transsibiřské magistrály"
                    form = i18n.lookup(p.locale, f"rr-choice-{name}-{value.lower()}.{case}")
                    if form is not None:
                        out[f"{name}_{case}"] = form
            elif name == "type" and isinstance(value, str):  # an action type by its button's word
                key = f"button-rr-{value.replace('_', '-')}"
                out[name] = p.t(key) if i18n.has(p.locale, key) else value
        if params.get("engineer") in known_engineers():  # "engineer 7" in the message: "7 (1 grey step, …)"
            from vypravci.games.russian_railroads.main_board.engineers import effect

            number = params["engineer"]
            out["engineer"] = p.t("rr-label-number", number=number, effect=describe(p, effect(number)))
        return out

    def start_notes(self, state: GameState, locale: str) -> list[str]:
        from ..words.i18n import i18n

        return [i18n.t(locale, "rr-start-note")]

    def turn_hint(self, state: GameState, locale: str) -> str | None:
        from ..words.i18n import i18n

        if state.is_terminal():
            return None
        ask = getattr(state, "ask", None)
        kind = ask["kind"] if ask else "task"
        return i18n.t(locale, f"rr-hint-{kind.replace('_', '-')}", round=max(1, state.round), rounds=state.rounds)


FACE = RussianRailroadsFace("russian-railroads", "rr", order=3)
