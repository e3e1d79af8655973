"""The product code's layers, read from the source with ``ast`` (imports under ``if TYPE_CHECKING:``
do not count): no import cycle of two or more files in bot/, render/ and games/core, no import
against the layers, no folder in bot/ or render/ with more than 15 modules, and discord.py
never below the Discord layer nor in the console. docs/architecture.md draws the same layers.

LAYERS, lowest first: a module imports its own layer and the layers below it, never one above;
two layers of one rank (the Discord face and the console) never import each other. Every module
of bot/, render/ and games/ must belong to a layer, so a new package is placed here on purpose.
"""
from __future__ import annotations

import ast
import os
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TOPS = ("bot", "games", "render")
MAX_MODULES = 15  # .py files directly in one folder (its __init__.py counted), in bot/ and render/

#: (rank, layer, module prefixes), lowest first. A module's layer is its longest matching prefix
#: (a package and what is in it; ``name$``: that module alone).
LAYERS: list[tuple[int, str, tuple[str, ...]]] = [
    (0, "games", ("games",)),                    # the rules: pure, deterministic
    (1, "render", ("render",)),                  # a state → a picture
    (2, "store", ("bot.store",)),                # games kept: SQLite, PostgreSQL, their limits
    (3, "words", ("bot.words",)),                # Fluent messages, Czech forms
    (4, "faces", ("bot.faces",)),                # one game's words, hints and offers, as data
    (5, "commands", ("bot.commands",)),          # typed words → actions; results → words
    (6, "table", ("bot.table",)),                # the platform-neutral table service
    (7, "discord", ("bot.discord",)),            # the Discord face
    (7, "console", ("bot.console",)),            # the console face
    (8, "ops", ("bot.ops", "bot.cli", "bot.bench", "bot.__main__", "bot$")),  # the process and the CLI
]
#: Layers that never import discord.py (the library): all below the Discord face, and the console.
NO_DISCORD_LIBRARY = {"games", "render", "store", "words", "faces", "commands", "table", "console"}

# ---------------------------------------------------------------------------------------- reading
def modules(root: Path) -> dict[str, Path]:
    """Dotted name (``bot.table.session``; a package by its own name) → file, for bot/, games/ and
    render/ (games' data folders left out)."""
    out: dict[str, Path] = {}
    for top in TOPS:
        for folder, dirs, files in os.walk(root / top):
            dirs[:] = [d for d in dirs if d not in ("__pycache__", "data")]
            for name in files:
                if name.endswith(".py"):
                    path = Path(folder) / name
                    dotted = ".".join(path.relative_to(root).with_suffix("").parts)
                    out[dotted.removesuffix(".__init__")] = path
    return out


def _type_checking_only(tree: ast.AST) -> set[int]:
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip.update(id(n) for b in node.body for n in ast.walk(b))
    return skip


def imports(root: Path) -> tuple[dict[str, set[str]], dict[str, set[str]]]:
    """The import graph between the modules (module → the modules it imports, wherever in the file
    the import stands) and the outside top-level packages each imports (``discord``, ``PIL`` …)."""
    mods = modules(root)

    def resolve(name: str) -> str | None:
        name = name.removeprefix("vypravci.")
        while name and name not in mods:
            name = name.rpartition(".")[0]
        return name or None

    edges: dict[str, set[str]] = defaultdict(set)
    outside: dict[str, set[str]] = defaultdict(set)
    for name, path in mods.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        skip = _type_checking_only(tree)
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = package
                    for _ in range(node.level - 1):
                        base = base.rpartition(".")[0]
                    module = f"{base}.{node.module}" if node.module else base
                else:
                    module = node.module or ""
                for a in node.names:  # `from package import module` names the module
                    sub = f"{module}.{a.name}"
                    targets.append(sub if sub.removeprefix("vypravci.") in mods else module)
            for target in targets:
                ours = target.startswith("vypravci.") or target.split(".")[0] in TOPS or (
                    isinstance(node, ast.ImportFrom) and node.level)
                found = resolve(target) if ours else None
                if found and found != name:
                    edges[name].add(found)
                elif not ours:
                    outside[name].add(target.split(".")[0])
    return edges, outside


def cycles(edges: dict[str, set[str]], nodes) -> list[list[str]]:
    """The strongly connected components of two or more modules (Tarjan, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []
    counter = 0
    for start in sorted(nodes):
        if start in index:
            continue
        work = [(start, iter(sorted(edges.get(start, ()))))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on.add(start)
        while work:
            v, it = work[-1]
            w = next(it, None)
            if w is not None:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on.add(w)
                    work.append((w, iter(sorted(edges.get(w, ())))))
                elif w in on:
                    low[v] = min(low[v], index[w])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                comp = []
                while True:
                    w = stack.pop()
                    on.discard(w)
                    comp.append(w)
                    if w == v:
                        break
                if len(comp) > 1:
                    found.append(sorted(comp))
    return found


def layer_of(module: str) -> tuple[int, str] | None:
    best = None
    for rank, name, prefixes in LAYERS:
        for prefix in prefixes:
            exact = prefix.endswith("$")
            prefix = prefix.rstrip("$")
            if module == prefix or (not exact and module.startswith(prefix + ".")):
                if best is None or len(prefix) > best[0]:
                    best = (len(prefix), rank, name)
    return (best[1], best[2]) if best else None


def game_of(module: str) -> str | None:
    """The game folder a module is in (``games.lilliput.trains`` → ``lilliput``); None for shared code."""
    parts = module.split(".")
    return parts[1] if parts[0] == "games" and len(parts) > 2 and parts[1] != "core" else None


def against_layers(edges: dict[str, set[str]]) -> list[str]:
    bad = []
    for a, targets in sorted(edges.items()):
        for b in sorted(targets):
            la, lb = layer_of(a), layer_of(b)
            if la is None or lb is None:
                continue
            if lb[0] > la[0] or (lb[0] == la[0] and lb[1] != la[1]):
                bad.append(f"{a} ({la[1]}) imports {b} ({lb[1]})")
            elif a.startswith("games.core") and game_of(b):
                bad.append(f"{a} (games/core) imports the game {b}")
    return bad


def folder_sizes(root: Path, tops=("bot", "render")) -> dict[str, int]:
    sizes: dict[str, int] = {}
    for top in tops:
        for folder, dirs, files in os.walk(root / top):
            dirs[:] = [d for d in dirs if d not in ("__pycache__", "data")]
            sizes[str(Path(folder).relative_to(root))] = sum(f.endswith(".py") for f in files)
    return sizes


# ---------------------------------------------------------------------------------------- the checkout
@pytest.fixture(scope="module")
def graph():
    return imports(ROOT)


def test_every_module_has_a_layer():
    assert [m for m in modules(ROOT) if layer_of(m) is None] == []


def test_no_cycle_in_shared_code(graph):
    edges, _ = graph
    shared = [c for c in cycles(edges, modules(ROOT)) if not (game_of(c[0]) and {game_of(m) for m in c} == {game_of(c[0])})]
    assert shared == []


def test_no_import_against_the_layers(graph):
    edges, _ = graph
    assert against_layers(edges) == []


def test_no_discord_library_below_the_discord_layer(graph):
    _, outside = graph
    bad = sorted(m for m, libs in outside.items() if "discord" in libs and layer_of(m)[1] in NO_DISCORD_LIBRARY)
    assert bad == []


def test_no_crowded_folder_in_bot_and_render():
    assert {f: n for f, n in folder_sizes(ROOT).items() if n > MAX_MODULES} == {}


def test_each_game_at_most_one_cycle_of_two_files(graph):
    edges, _ = graph
    per_game: dict[str, list[list[str]]] = defaultdict(list)
    for c in cycles(edges, modules(ROOT)):
        if game_of(c[0]):
            per_game[game_of(c[0])].append(c)
    assert {g: cs for g, cs in per_game.items() if len(cs) > 1 or len(cs[0]) > 2} == {}


def test_no_crowded_folder_in_games():
    assert {f: n for f, n in folder_sizes(ROOT, ("games",)).items() if n > MAX_MODULES} == {}


# ---------------------------------------------------------------------------------------- the reader itself
def _tree(root: Path, files: dict[str, str]) -> Path:
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def test_the_reader_finds_cycles_and_upward_imports(tmp_path):
    root = _tree(tmp_path, {
        "bot/__init__.py": "",
        "bot/faces/__init__.py": "from ..discord import talk\n",                 # upward: faces → discord
        "bot/discord/__init__.py": "",
        "bot/discord/talk.py": "from vypravci.bot.discord import posting\n",
        "bot/discord/posting.py": "def f():\n    from . import talk\n",         # a cycle, even lazily
        "bot/console/__init__.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n"
                                   "    from ..discord import talk\nimport discord\n",  # type checkers only
        "render/__init__.py": "",
        "games/__init__.py": "",
        "games/core/__init__.py": "",
    })
    edges, outside = imports(root)
    assert cycles(edges, modules(root)) == [["bot.discord.posting", "bot.discord.talk"]]
    assert against_layers(edges) == ["bot.faces (faces) imports bot.discord.talk (discord)"]
    assert "bot.console" not in edges and outside["bot.console"] == {"typing", "discord"}


def test_the_reader_counts_a_folders_modules(tmp_path):
    root = _tree(tmp_path, {f"bot/crowded/m{i}.py": "" for i in range(MAX_MODULES + 1)})
    assert folder_sizes(root)["bot/crowded"] == MAX_MODULES + 1
