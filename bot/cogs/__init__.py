"""The turn components and action commands, until they join bot/discord/cogs/."""
