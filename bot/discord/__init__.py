"""The Discord face over the table service: the bot (client.py: create it, sync its commands),
what every handler needs (app.py), the cogs (cogs/), the words and roles of a reply (talk.py),
posting a board (posting.py), the turn components built from the faces (components/), the outbox's posting (announce.py),
threads and the bot's own posts (threads.py), pings, the pinned status and DMs (notify.py),
localized command names (translator.py), gateway shards (shards.py) and what it reports about
its work (telemetry.py). Only this package (and ops/, above it) imports discord.py (tests/test_layers.py).
"""
