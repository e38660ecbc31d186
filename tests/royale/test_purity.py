"""The Royale rules and its computer players must work without pygame."""

import subprocess
import sys


def test_royale_never_imports_pygame():
    code = (
        "import sys, importlib\n"
        "for m in ['vegas_desktop.royale', 'vegas_desktop.royale.ai.agents']: importlib.import_module(m)\n"
        "bad = [m for m in sys.modules if m == 'pygame' or m.startswith('pygame.')]\n"
        "print(bad); sys.exit(1 if bad else 0)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_registered_as_a_game():
    from vegas_desktop.games import parse_options, rules_for

    assert rules_for("royale").name == "royale"
    assert parse_options("royale", "boards=4").boards == 4
