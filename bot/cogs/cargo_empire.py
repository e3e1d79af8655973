"""/ce (Czech /di): Cargo Empire (Dopravní impérium) actions as slash commands, and the turn components.

Both are generated from the game's action models by :mod:`.action_commands`, so an action type or
field the engine gains later (the variants: clans, vassals, Dyorle, advanced tracks) appears
without a change here; only its words belong in the locale (``cmd-ce-<type>-name/-desc``,
``opt-<field>-name``, ``opt-ce-<field>-desc``, ``button-ce-<type>``).

    /ce transport supply demand [road] [rail] [sea] [space] [rush]   (cards left out: the only fit)
    /ce advance marker [path]     /ce keep-task task     /ce take-city card     /ce choose-card card
    /ce place-post city goods     /ce refill city        /ce take-cards         … one per action type

Every option autocompletes with the legal values only, in the reader's language. Under each turn
message: a button for an action type with one legal choice, else a select that picks the action
step by step (a transport: supply city → demand city → cards; a development move: the marker and,
at a crossing, its path; a city card; …); only the first step is public, the rest private.

Secrets: when the game waits for a choice among secret cards (keep one of two drawn task cards;
the second trading post, which shows the still secret city card) the public message carries only
"show my choice", answered privately to that player (``games/cargo_empire/private.py`` decides).
"""
from __future__ import annotations

from discord.ext import commands

from .action_commands import DYNAMIC_ITEMS, Face, build_group, register, turn_view
from .base import TURN_VIEWS, App

GAME_ID = "cargo-empire"
FACE = register(Face(GAME_ID, "ce"))
TURN_VIEWS[GAME_ID] = turn_view


class CargoEmpireCog(commands.Cog):
    """/ce <one subcommand per action type of Cargo Empire>"""

    def __init__(self, app: App) -> None:
        self.app = app
        self.group = build_group(app, FACE)
        # A group built per instance (its callbacks hold the App): the cog adds it to the tree
        # with its own commands when the bot loads the cog.
        self.__cog_app_commands__.append(self.group)


__all__ = ["CargoEmpireCog", "DYNAMIC_ITEMS", "FACE", "GAME_ID"]
