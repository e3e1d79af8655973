"""Výpravčí: the project's one import name.

The design card keeps the folders ``bot/``, ``games/``, ``render/`` and ``locale/`` at the top of
the checkout; the install maps them to ``vypravci.bot``, ``vypravci.games``, ``vypravci.render``
and ``vypravci.locale`` (pyproject's ``package-dir``). Run from a checkout, this folder holds only
this file, so the subpackages are found beside it.
"""
from pathlib import Path

if not (Path(__file__).parent / "bot").is_dir():  # a checkout: bot/, games/, … sit one level up
    __path__.append(str(Path(__file__).resolve().parent.parent))
