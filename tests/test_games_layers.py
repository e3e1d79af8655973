"""games/ stays in layers (issue 23): its imports, read from the source with ast (imports only for
type checkers left out), never reach bot/ or render/; games/core has no import cycle; inside one
game's folder a cycle holds two files at most, and there is at most one; no folder holds more than
15 modules."""
from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

GAMES = Path(__file__).resolve().parent.parent / "games"
MAX_FOLDER = 15


def _modules() -> dict[str, Path]:
    found = {}
    for path in GAMES.rglob("*.py"):
        if "data" in path.relative_to(GAMES).parts:
            continue
        parts = ("games",) + path.relative_to(GAMES).with_suffix("").parts
        found[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return found


def _imports(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The modules ``name`` imports (``vypravci.`` dropped), resolved to files of the project."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    typing_only = {id(n) for node in ast.walk(tree) if isinstance(node, ast.If)
                   and "TYPE_CHECKING" in ast.unparse(node.test) for b in node.body for n in ast.walk(b)}
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = set()
    for node in ast.walk(tree):
        if id(node) in typing_only:
            continue
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{base}.{node.module}" if node.module else base
            # ``from package import module`` names the module, not the package
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}".removeprefix("vypravci.") in modules else base
                       for a in node.names]
        else:
            continue
        for target in targets:
            target = target.removeprefix("vypravci.")
            while target and target not in modules and target.split(".")[0] in ("games", "bot", "render"):
                if target.split(".")[0] != "games":
                    out.add(target)  # outside games/: kept as it is, to be refused below
                    break
                target = target.rpartition(".")[0]
            if target in modules and target != name:
                out.add(target)
    return out


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: _imports(name, path, modules) for name, path in modules.items()}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index, low, stack, on, found, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in graph:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
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

    for v in graph:
        if v not in index:
            visit(v)
    return found


def test_games_import_nothing_above_them():
    upward = {f"{m} -> {t}" for m, ts in _graph().items() for t in ts if not t.startswith("games")}
    assert upward == set()


def test_no_import_cycle_in_core_and_at_most_one_pair_in_a_game():
    cycles = _cycles(_graph())
    assert [c for c in cycles if any(m.startswith("games.core") or m.count(".") < 2 for m in c)] == []
    per_game = defaultdict(list)
    for c in cycles:
        per_game[c[0].split(".")[1]].append(c)
    assert {g: cs for g, cs in per_game.items() if len(cs) > 1 or len(cs[0]) > 2} == {}


def test_no_folder_holds_more_than_15_modules():
    sizes = defaultdict(int)
    for path in _modules().values():
        sizes[str(path.parent.relative_to(GAMES.parent))] += 1
    assert {d: n for d, n in sizes.items() if n > MAX_FOLDER} == {}


def test_the_reader_sees_imports():
    """The guard itself: mini_express's state imports its track module, and a cycle is found."""
    graph = _graph()
    assert "games.mini_express.track" in graph["games.mini_express.state"]
    assert _cycles({"a": {"b"}, "b": {"a"}, "c": {"a"}}) == [["a", "b"]]
