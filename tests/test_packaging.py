"""The install ships every package of the checkout: a new game folder missing from pyproject's
package list would pass the tests (they run from the checkout) and vanish from `make run`."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_python_package_is_installed():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    listed = set(config["packages"])
    found = {
        ".".join(("vypravci",) + init.parent.relative_to(ROOT).parts)
        for top in ("bot", "games", "render")
        for init in (ROOT / top).rglob("__init__.py")
    }
    assert found - listed == set(), "add these to [tool.setuptools] packages in pyproject.toml"
    assert config["package-dir"] == {"vypravci.bot": "bot", "vypravci.games": "games",
                                     "vypravci.render": "render", "vypravci.locale": "locale"}


def test_every_data_folder_is_package_data():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    patterns = config["package-data"]
    for data in (ROOT / "games").glob("*/data"):
        assert any(data.glob("*.toml")), data
        assert "data/*.toml" in patterns.get("*", []) + patterns.get(f"vypravci.games.{data.parent.name}", []), data


def test_every_import_names_the_project():
    """Imports say ``vypravci.bot``, never a bare ``bot``: the install has no top-level ``bot``, and
    one module imported under two names would be two modules with two states."""
    bare = re.compile(r"^\s*(from|import)\s+(bot|games|render)\b", re.M)
    offenders = [str(p.relative_to(ROOT)) for top in ("bot", "games", "render", "tests", "vypravci")
                 for p in (ROOT / top).rglob("*.py") if bare.search(p.read_text(encoding="utf-8"))]
    assert offenders == []
