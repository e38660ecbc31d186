"""The rules core, the AI and the tournament must work without pygame."""

import subprocess
import sys

PURE_MODULES = [
    "vegas_desktop.core.ranking",
    "vegas_desktop.lasvegas",
    "vegas_desktop.match",
    "vegas_desktop.ai.base",
    "vegas_desktop.games",
    *(f"vegas_desktop.{game}.game" for game in ("lasvegas", "royale", "cards", "cashrun")),
]


def test_rules_core_never_imports_pygame():
    code = (
        "import sys, importlib\n"
        f"for m in {PURE_MODULES!r}: importlib.import_module(m)\n"
        "bad = [m for m in sys.modules if m == 'pygame' or m.startswith('pygame.')]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
