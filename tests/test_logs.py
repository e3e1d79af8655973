"""Structured logs (issue 17, operations): VYPRAVCI_LOG_FORMAT=json writes one JSON object a line."""
from __future__ import annotations

import json
import logging

from vypravci.bot.ops.config import Config
from vypravci.bot.ops.logs import JsonFormatter, setup_logging


def test_a_json_line_carries_time_level_logger_shards_and_the_context_given():
    formatter = JsonFormatter(shards="0,1")
    record = logging.LogRecord("vypravci.bot.table.outbox", logging.WARNING, __file__, 1, "announcing game %s failed",
                               (7,), None)
    record.game, record.guild = 7, 42
    line = json.loads(formatter.format(record))
    assert line["level"] == "warning" and line["logger"] == "vypravci.bot.table.outbox"
    assert line["msg"] == "announcing game 7 failed" and line["shards"] == "0,1"
    assert (line["game"], line["guild"]) == (7, 42) and "channel" not in line
    assert line["ts"].endswith("+00:00")


def test_an_exception_keeps_its_traceback_inside_the_one_line():
    try:
        raise ValueError("bad move")
    except ValueError:
        import sys

        record = logging.LogRecord("x", logging.ERROR, __file__, 1, "boom", (), sys.exc_info())
    text = JsonFormatter().format(record)
    assert "\n" not in text and "ValueError: bad move" in json.loads(text)["exc"]


def test_the_format_comes_from_the_environment_and_sets_up_the_root_logger(capsys):
    assert Config.from_env({"VYPRAVCI_LOG_FORMAT": "JSON"}).log_format == "json"
    assert Config.from_env({}).log_format == "text"
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    try:
        setup_logging("json", shards="3")
        logging.getLogger("vypravci.test").info("hello %s", "world", extra={"user": 5})
        line = json.loads(capsys.readouterr().err.strip().splitlines()[-1])
        assert (line["msg"], line["user"], line["shards"]) == ("hello world", 5, "3")
    finally:
        root.handlers[:] = handlers
        root.setLevel(level)
