"""The layers hold: core <- games' rules <- ai <- app <- scenes, with no import circles anywhere.

Every import counts, lazy ones inside functions too (only `if TYPE_CHECKING:` blocks are left out), because a
lazy import is still a dependency: it only hides the circle until the day it runs first.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULES = ("lasvegas", "royale", "cards", "cashrun")


def _modules() -> dict[str, Path]:
    found = {}
    for base, package in ((ROOT / "vegas_desktop", "vegas_desktop"), (ROOT / "scenes", "vegas_desktop.scenes")):
        for path in base.rglob("*.py"):
            parts = list(path.relative_to(base).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join([package, *parts])] = path
    return found


def _imports(path: Path, name: str, known: set[str]) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip.update(id(n) for n in ast.walk(node))
    out: set[str] = set()
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package
                for _ in range(node.level - 1):
                    anchor = anchor.rpartition(".")[0]
                base = f"{anchor}.{base}" if base else anchor
            targets = [base] + [f"{base}.{a.name}" for a in node.names]
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name and not name.startswith(target + "."):
                out.add(target)
    return out


MODULES = _modules()
GRAPH = {name: _imports(path, name, set(MODULES)) for name, path in MODULES.items()}


def _cycles(graph: dict[str, set[str]] = GRAPH) -> list[list[str]]:
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    found: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:  # Tarjan's strongly connected components
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph[v]:
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


def _all_imports(name: str) -> set[str]:
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            names.add(node.module)
    return names


def test_no_import_circles() -> None:
    assert _cycles() == []


def test_the_circle_finder_finds_circles() -> None:
    planted = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert _cycles(planted) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_the_graph_sees_real_imports() -> None:
    # the check above must not pass because the walker found nothing
    assert "vegas_desktop.core.game" in GRAPH["vegas_desktop.games"]
    assert "vegas_desktop.scenes.table.parts" in GRAPH["vegas_desktop.scenes.lasvegas.parts"]


def test_core_imports_nothing_above_it() -> None:
    for name, deps in GRAPH.items():
        if name.startswith("vegas_desktop.core"):
            assert all(d.startswith("vegas_desktop.core") for d in deps), (name, deps)


# a game's advice pieces, its judge's reasons in words and its lesson: above its rules, reached by its descriptor
ADVICE = (["advice"], ["why"], ["lesson"])


def _layer(name: str) -> str:
    """'rules', 'ai' (a game's computer players), 'descriptor' (a game's `game` module), 'advice' (its advice
    pieces, reasons in words and lesson) or another layer."""
    parts = name.split(".")
    if len(parts) > 1 and parts[1] in RULES:
        if len(parts) > 2 and parts[2] == "ai":
            return "ai"
        if parts[2:] in ADVICE:
            return "advice"
        return "descriptor" if parts[2:] == ["game"] else "rules"
    return parts[1] if len(parts) > 1 else ""


def test_rules_import_only_core_and_themselves() -> None:
    for game in RULES:
        for name, deps in GRAPH.items():
            if name.startswith(f"vegas_desktop.{game}") and _layer(name) == "rules":
                own = f"vegas_desktop.{game}"
                bad = [
                    d
                    for d in deps
                    if not d.startswith("vegas_desktop.core")
                    and _layer(d) != "rules"
                    or d.startswith("vegas_desktop.")
                    and _layer(d) == "rules"
                    and not d.startswith(own)
                ]
                assert not bad, (name, bad)


def test_a_games_computer_players_use_its_rules_and_the_shared_ai_only() -> None:
    for game in RULES:
        own = f"vegas_desktop.{game}"
        for name, deps in GRAPH.items():
            if name.startswith(f"{own}.ai"):
                bad = [
                    d
                    for d in deps
                    if not d.startswith(("vegas_desktop.core", "vegas_desktop.ai", own))
                    or d.startswith(own)
                    and _layer(d) == "descriptor"
                ]
                assert not bad, (name, bad)


def test_no_shared_ai_module_is_named_after_a_game() -> None:
    for name in MODULES:
        if name.startswith("vegas_desktop.ai."):
            assert not any(game in name.rpartition(".")[2] for game in RULES), name


def test_a_games_advice_is_reached_by_its_descriptor_only_and_reaches_up_to_its_own_table_only() -> None:
    for game in RULES:
        own = f"vegas_desktop.{game}"
        for name, deps in GRAPH.items():
            users = [d for d in deps if d.startswith(own) and _layer(d) == "advice"]
            assert not users or name == f"{own}.game" or _layer(name) == "advice", (name, users)
            if name.startswith(own) and _layer(name) == "advice":
                up = [d for d in deps if d.startswith(("vegas_desktop.app", "vegas_desktop.scenes"))]
                assert all(d.startswith(f"vegas_desktop.scenes.{game}") for d in up), (name, up)


def test_a_descriptor_names_only_its_own_table_folder_above_it() -> None:
    """The table is imported on first use (no pygame before); that import is the descriptor's only way up."""
    for game in RULES:
        deps = GRAPH[f"vegas_desktop.{game}.game"]
        up = [d for d in deps if d.startswith(("vegas_desktop.app", "vegas_desktop.scenes"))]
        assert up and all(d.startswith(f"vegas_desktop.scenes.{game}") for d in up), (game, up)


def test_rules_and_ai_never_touch_pygame_app_or_scenes() -> None:
    for name in MODULES:
        layer = _layer(name)
        if layer in ("rules", "core", "ai") or name in ("vegas_desktop.games", "vegas_desktop.match"):
            assert not any(i.split(".")[0] in ("pygame", "pygame_gui") for i in _all_imports(name)), name
            assert not any(d.startswith(("vegas_desktop.app", "vegas_desktop.scenes")) for d in GRAPH[name]), name


def test_the_app_never_imports_the_screens() -> None:
    """app/ sits below scenes/: a screen it opens comes through `app.screens` (installed by the scenes package)."""
    for name, deps in GRAPH.items():
        if name.startswith("vegas_desktop.app"):
            up = [d for d in deps if d.startswith("vegas_desktop.scenes")]
            assert not up, (name, up)


# Where pygame may be imported: the app shell, the screens, and the frame benchmark (the window plumbing the
# benchmarks that run the real screens share).
PYGAME_HOMES = ("vegas_desktop.app", "vegas_desktop.scenes", "vegas_desktop.bench.frames")


def test_pygame_stays_in_the_app_the_screens_and_the_frame_benchmark() -> None:
    importers = {
        name for name in MODULES if any(i.split(".")[0] in ("pygame", "pygame_gui") for i in _all_imports(name))
    }
    assert "vegas_desktop.bench.frames" in importers and "vegas_desktop.app.app" in importers  # the check sees them
    stray = [n for n in importers if not any(n == home or n.startswith(home + ".") for home in PYGAME_HOMES)]
    assert not stray, stray


def test_measurement_stays_out_of_the_game() -> None:
    """Benchmarks, calibration and the tournament live in `bench/`; nothing else imports them but the command line."""
    for name, deps in GRAPH.items():
        if not name.startswith("vegas_desktop.bench") and name != "vegas_desktop.cli":
            into = [d for d in deps if d.startswith("vegas_desktop.bench")]
            assert not into, (name, into)
