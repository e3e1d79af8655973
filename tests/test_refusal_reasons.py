"""Every refusal names its reason (issue 22): well-formed actions the rules refuse, played in every
game and option set — a legal action with one field changed to another well-formed value, or an
action type that is not legal now — are refused by the engine and by the command layer with a
key that says which rule, what is missing, and the numbers, in both languages; never a re-listing
of the options or a bare "not possible now".

Positions come from seeded random play of every option set (the conformance suite's sets) with
the most players (the first set also with the fewest). The command layer gets each field as a player's typed value (its
wire form) through ``bot/commands.resolve``, as the console and the slash commands do.
"""
from __future__ import annotations

import json
import random
from collections import defaultdict

import pytest

from vypravci.bot.commands import actions as cmd
from vypravci.bot.words.i18n import i18n
from vypravci.bot.commands.present import Presenter
from vypravci.games.core import RuleError, Seat, all_games
from vypravci.games.core.invalid import allowed_values

# Refusals that do not say why: the command layer's "not legal now" and "not a legal choice, the
# options are …" (bot/commands/actions.py, bot/console/moves.py), malformed input and the catch-all
# (games/core/game.py, games/core/invalid.py), and each game's last-resort keys, which a rule
# refused for a reason must never reach.
GENERIC = {
    "error-not-now", "error-no-such-choice", "error-no-such-choice-near", "console-error-not-now",
    "error-choose-one", "error-bad-action", "error-generic",
    "error-rr-not-performable",
    "ll-error-bad-tile", "ll-error-bad-home", "ll-error-bad-station", "ll-error-not-startable",
}
POSITIONS = 10  # sampled positions per game, option set and player count
CHANGED, NOT_NOW = 12, 4  # at each: actions with a field changed, actions of a type not legal now
TYPED = 5  # of those, typed through the command layer (each reads every field through the choices)


def _key(data: dict) -> str:
    return json.dumps(data, sort_keys=True)


def cases():
    for game in all_games():
        for i, options in enumerate(game.option_sets()):
            counts = game.player_counts(options)
            for n in sorted({counts[0], counts[-1]}) if i == 0 else [counts[-1]]:
                label = f"{game.id}-{json.dumps(options.model_dump(mode='json'), sort_keys=True)}-{n}p"
                yield pytest.param(game, options, n, id=label)


def positions(game, options, n: int, seed: int):
    """States of one random game, about ``POSITIONS`` of them spread over its length, each with the
    actions listed as legal before it (for values seen earlier)."""
    def play(keep=lambda i: False):
        state = game.new_state(options, [Seat(name=f"P{i}", kind="ai", ai="random") for i in range(n)], seed)
        rng = random.Random(seed)
        kept, seen, i = [], [], 0
        while not state.is_terminal() and i < 600:
            legal = state.legal_actions()
            if keep(i):
                kept.append((state.clone(), legal))
            seen += [a.to_dict() for a in rng.sample(legal, min(6, len(legal)))]
            state.apply(rng.choice(legal))
            i += 1
        return kept, seen, i

    _, _, length = play()
    step = max(1, length // POSITIONS)
    kept, seen, _ = play(lambda i: i % step == 0)
    return kept, seen


def perturbed(state, legal, seen: list[dict], rng: random.Random):
    """Well-formed actions near the legal ones: one field changed, or a type not legal now."""
    game = state.game
    seat = state.to_act()
    values = defaultdict(list)
    for d in seen + [a.to_dict() for a in legal]:
        for k, v in d.items():
            if k not in ("seat", "type"):
                values[(d["type"], k)].append(v)
    by_type = defaultdict(list)
    for a in legal:
        by_type[a.type].append(a.to_dict())
    changed = []
    for kind, acts in by_type.items():
        model = game.model_of(kind)
        for base in rng.sample(acts, min(2, len(acts))):
            for field in game.fields_of(kind):
                pool = [*values[(kind, field)], *allowed_values(model, field), *state.field_values(kind, field)]
                v = base.get(field)
                if isinstance(v, int) and not isinstance(v, bool):
                    pool += [v - 1, v + 1, v + 3]
                for other in rng.sample(pool, min(3, len(pool))):
                    changed.append({**base, field: other})
    listed = {_key(a.to_dict()) for a in legal}
    changed = [d for d in changed if _key(d) not in listed]
    not_now = list({_key(d): {**d, "seat": seat} for d in seen if d["type"] not in by_type}.values())
    return rng.sample(changed, min(CHANGED, len(changed))) + rng.sample(not_now, min(NOT_NOW, len(not_now)))


def refused(state, data: dict) -> RuleError | None:
    """The engine's refusal of a well-formed action (None: malformed, or legal after all)."""
    try:
        state.game.parse_action(data)
    except RuleError:
        return None
    try:
        state.clone().apply(data)
    except RuleError as err:
        return err
    return None


def typed_refusal(state, data: dict, label) -> RuleError | None:
    """The command layer's refusal of the action typed field by field (None: it took it)."""
    given = {k: cmd.encode(v) for k, v in data.items() if k not in ("type", "seat") and v is not None}
    try:
        action = cmd.resolve(state, data["seat"], data["type"], given, label)
        state.clone().apply(action)
    except RuleError as err:
        return err
    return None


@pytest.mark.parametrize("game,options,n", list(cases()))
def test_every_refusal_names_its_reason(game, options, n):
    rng = random.Random(7)
    presenters = {lang: Presenter(lang) for lang in ("cs", "en")}
    generic, untranslated, tried = [], set(), 0
    sampled, seen = positions(game, options, n, seed=3)
    for state, legal in sampled:
        label = presenters["en"].labeler(state)
        typed = 0
        for data in perturbed(state, legal, seen, rng):
            err = refused(state, data)
            if err is None:
                continue
            tried += 1
            found = [("engine", err)]
            # A split or routes is not typed as one word; types not legal now and changed fields alternate.
            if typed < TYPED and not any(isinstance(v, dict) for v in data.values()) and rng.random() < 0.5:
                typed += 1
                found.append(("typed", typed_refusal(state, data, label)))
            for where, e in found:
                if e is None:
                    continue
                if e.key in GENERIC:
                    generic.append(f"{where}: {e.key} {e.params} for {data}")
                for lang, p in presenters.items():
                    if not i18n.has(lang, e.key):
                        untranslated.add(f"{lang} {e.key}")
                    else:
                        assert e.key not in p.error(state, e)
    assert tried, "no illegal action was tried"
    assert not generic, f"{len(generic)} refusals without a reason, e.g.:\n" + "\n".join(generic[:12])
    assert not untranslated, sorted(untranslated)
