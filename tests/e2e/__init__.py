"""End-to-end tests: the real bot and the real discord.py client against a loopback Discord."""
