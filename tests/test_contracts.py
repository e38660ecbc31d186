"""Shared code reaches the games, the match, the table's parts and the app through declared, typed members.

Shared code is every module of `vegas_desktop/` and `scenes/` outside a registered game's own two folders and the
registry (`vegas_desktop/games.py`). It names no game, writes (or reads) no `__dict__`, and does not probe with
`getattr`/`hasattr` for what a protocol should declare. The allow-lists below hold what is left, per file: a count
may only go down (lower the number when you take one out); a new probe needs a why next to it and a line here.
"""

from __future__ import annotations

import ast
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

from vegas_desktop import games

ROOT = Path(__file__).resolve().parent.parent

# A genuinely dynamic read stays: `sys.frozen` exists only in a PyInstaller build; the codec encodes any dataclass
# field by its name; a settings switch's key is the name of its Settings field; `os` flags exist per platform.
DYNAMIC_PROBES = {
    "vegas_desktop/__main__.py": 1,
    "vegas_desktop/core/codec.py": 1,
    "scenes/settings_screen.py": 2,
    "vegas_desktop/saves/files.py": 3,
    "vegas_desktop/app/settings.py": 1,  # O_DIRECTORY
}

# Probes in modules being reworked elsewhere (the advice, the lessons, the saves and history, the
# command line and the network host): each goes when its module takes the declared member
# (`Match.record`, `Match.progress()`, `Agent.needs_observation`, `App.settings`...).
REWORKED_PROBES = {
    "scenes/results.py": 1,  # the autosave's undo mark, until the saves write `Match.record.undo_used`
    "scenes/table/advice.py": 8,
    "scenes/tutorial/coach.py": 3,
    "scenes/tutorial/screens.py": 2,
    "vegas_desktop/app/settings.py": 1,  # for_app: `App.settings` is declared
    "vegas_desktop/cli.py": 1,
    "vegas_desktop/history/db.py": 2,
    "vegas_desktop/net/host.py": 2,
    "vegas_desktop/net/wire.py": 1,
    "vegas_desktop/saves/autosave.py": 1,
    "vegas_desktop/saves/rounds.py": 1,
    "vegas_desktop/saves/savefile.py": 1,
}

# Game names still spelled out in shared modules being reworked elsewhere (defaults belong to
# `games.DEFAULT_GAME`, per-game tables to the descriptor).
REWORKED_NAMES = {
    "vegas_desktop/app/settings.py": 5,
    "vegas_desktop/cli.py": 3,
    "vegas_desktop/net/cli.py": 1,
    "vegas_desktop/saves/savefile.py": 1,
}

# `__dict__` still used for the hints' marks, until the advice and the saves use `Match.record`.
REWORKED_DICTS = {
    "scenes/results.py": 1,  # the hints' mark, read where the advice writes it
    "scenes/table/advice.py": 5,
    "vegas_desktop/history/db.py": 1,
    "vegas_desktop/saves/savefile.py": 4,
}

BUILT_IN_GAMES = ("lasvegas", "royale", "cards", "cashrun")


def _shared() -> Iterator[tuple[str, ast.AST]]:
    own = set(games.game_names()) | set(BUILT_IN_GAMES)
    for base in ("vegas_desktop", "scenes"):
        for path in sorted((ROOT / base).rglob("*.py")):
            rel = path.relative_to(ROOT).as_posix()
            if rel.split("/")[1] in own or rel == "vegas_desktop/games.py":
                continue
            yield rel, ast.parse(path.read_text(encoding="utf-8"))


def _scan(tree: ast.AST) -> Counter[str]:
    """How often one module probes ("probe"), names a game ("name") and touches a `__dict__` ("dict")."""
    names = set(BUILT_IN_GAMES) | set(games.game_names())
    found: Counter[str] = Counter()
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr"):
            found["probe"] += 1
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in names:
            found["name"] += 1
        elif isinstance(node, ast.Attribute) and node.attr == "__dict__":
            found["dict"] += 1
    return found


def _over(kind: str, allowed: dict[str, int]) -> list[str]:
    """The modules with more of `kind` than their allowance."""
    over = []
    for rel, tree in _shared():
        n = _scan(tree)[kind]
        if n > allowed.get(rel, 0):
            over.append(f"{rel}: {n} (allowed {allowed.get(rel, 0)})")
    return over


def test_shared_code_names_no_game() -> None:
    over = _over("name", REWORKED_NAMES)
    assert not over, f"shared code names a game (read it from the registry or the descriptor): {over}"


def test_shared_code_uses_no_dunder_dict() -> None:
    over = _over("dict", REWORKED_DICTS)
    assert not over, f"shared code uses __dict__ (declare the field, e.g. on Match.record): {over}"


def test_shared_code_probes_only_where_allowed() -> None:
    over = _over("probe", dict(Counter(DYNAMIC_PROBES) + Counter(REWORKED_PROBES)))
    assert not over, f"undeclared contracts (declare the member on its protocol instead): {over}"


def test_the_scan_sees_each_kind() -> None:
    source = 'if hasattr(a, "b"):\n    x = getattr(a, "b", None)\ny = "royale"\nz = m.__dict__["k"]\nw = "a royale"'
    assert _scan(ast.parse(source)) == Counter({"probe": 2, "name": 1, "dict": 1})
