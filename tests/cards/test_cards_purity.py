"""The card game's rules and computer players must work without pygame (tournaments, bundles, tests)."""

import subprocess
import sys


def test_card_rules_and_agents_never_import_pygame():
    modules = ["vegas_desktop.cards", "vegas_desktop.cards.ai.agents"]
    code = (
        "import sys, importlib\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        "bad = [m for m in sys.modules if m == 'pygame' or m.startswith('pygame.')]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
