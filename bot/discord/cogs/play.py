"""One command group per game, generated from its action models (``action_commands``), and the
games' persistent turn components. Which games, their prefixes and their own components come from
their faces (``bot/faces/``): this module names no game."""
from __future__ import annotations

from typing import TYPE_CHECKING

from discord.ext import commands

from ...faces import discord_games, face_of
from ..components import dynamic_items
from .action_commands import build_group

if TYPE_CHECKING:
    from ..app import App


class PlayCog(commands.Cog):
    """/<prefix> <one subcommand per action type> for every game offered in Discord."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.groups = {game_id: build_group(app, face_of(game_id)) for game_id in discord_games()}
        # Groups built per instance (their callbacks hold the App): the cog adds them to the tree
        # with its own commands when the bot loads the cog.
        self.__cog_app_commands__.extend(self.groups.values())


__all__ = ["PlayCog", "dynamic_items"]
