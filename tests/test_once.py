"""bot/discord/once.py: the mark line a picture-less post carries (both languages), and discord.py's 429
warnings counted in the metrics (bot/ops/metrics.py)."""
from __future__ import annotations

import logging

import pytest

from vypravci.bot.discord.once import marks_in_text, post_mark
from vypravci.bot.words.i18n import i18n
from vypravci.bot.ops import metrics
from vypravci.bot.ops.metrics import count_rate_limits


@pytest.mark.parametrize("locale", ["en", "cs"])
def test_the_mark_line_names_game_and_log_length_in_either_language(locale):
    line = i18n.t(locale, "announce-mark", id="1234", seq="56")
    assert line.startswith("-# ")  # Discord's small grey text
    assert marks_in_text(f"Anna builds.\n{line}") == {post_mark(1234, 56)}
    assert marks_in_text(f"{line} and more") == set() and marks_in_text(None) == set()


def test_discord_py_rate_limit_warnings_are_counted():
    count_rate_limits()
    count_rate_limits()  # once only
    route, glob = metrics.RATE_LIMITED.labels("route"), metrics.RATE_LIMITED.labels("global")
    before = route._value.get(), glob._value.get()
    http = logging.getLogger("discord.http")
    http.warning("We are being rate limited. %s %s responded with 429. Retrying in %.2f seconds.", "POST", "/x", 1.0)
    http.warning("Global rate limit has been hit. Retrying in %.2f seconds.", 1.0)
    logging.getLogger("discord.webhook.async_").warning("Webhook ID %s is rate limited. Retrying in %.2f seconds.", 1, 1.0)
    http.warning("something else")
    assert (route._value.get() - before[0], glob._value.get() - before[1]) == (2, 1)
