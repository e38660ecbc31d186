"""Pig & Bet's golden playthroughs, recorded the way tools/record_golden.py records the four games (its own
`record`), into this folder. Record them again only on purpose:
    .venv/bin/python tests/fifth_game/golden.py"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
CASES = [(["normal", "easy", "random"], "", 51), (["hard", "normal", "easy", "random"], "target=25", 52)]


def recorder() -> ModuleType:
    """tools/record_golden.py, loaded from its file (tools/ is no package)."""
    spec = importlib.util.spec_from_file_location("record_golden", ROOT / "tools" / "record_golden.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def path_of(kinds: list[str], seed: int) -> Path:
    return HERE / f"pigbet_{len(kinds)}p_seed{seed}.json"


def record_all() -> list[Path]:
    record = recorder().record
    paths = []
    for kinds, options, seed in CASES:
        data = record("pigbet", kinds, options, seed)
        path = path_of(kinds, seed)
        path.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
        paths.append(path)
    return paths


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT / "tests"))
    from fifth_game import register

    register()
    for p in record_all():
        print(p.name)
