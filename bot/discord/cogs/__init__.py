"""The Discord face's cogs, one per feature over the shared handlers in ``base``.

``lobby`` (/game and the lobby/undo buttons; the host's option menus in ``lobby_options``),
``play`` (every game's command group, generated from its action models, and the games' turn
components), ``table`` (pace, pause, vacation, kick, replace; the expiry buttons), ``server``
(/game mine and list, /settings server), ``history`` (/game history and import, /stats,
/glossary), ``claims`` (an imported game's seats), ``rules`` (/rules) and ``settings``
(/settings). The bot installs them (bot/discord/client.py: ``COGS``, ``DYNAMIC_ITEMS``).
"""
