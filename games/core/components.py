"""What every game's component data shares: the provenance each data file declares, reading a file
of a game's data/ folder, and finding a component by its id."""
from __future__ import annotations

import tomllib
from importlib import resources
from typing import Iterable, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field

T = TypeVar("T")


class Provenance(BaseModel):
    """Where a data file's values come from: ``printed`` (read off the component) or
    ``reconstructed``, and what they were checked against (never empty)."""

    model_config = ConfigDict(extra="forbid")
    source: Literal["reconstructed", "printed"]
    checked_against: list[str] = Field(min_length=1)


def read_data(package: str, name: str) -> dict:
    """The TOML file ``name`` of ``package``'s data/ folder (a game's package, ``vypravci.games.<game>``)."""
    return tomllib.loads(resources.files(package).joinpath("data", name).read_text(encoding="utf-8"))


def by_id(items: Iterable[T], id_: object, key: str = "id") -> T:
    """The item whose ``key`` attribute is ``id_``; KeyError when there is none."""
    for item in items:
        if getattr(item, key) == id_:
            return item
    raise KeyError(id_)
