"""The README gives a fresh machine exactly two set-up commands, and CI runs the second one word for word."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _setup_commands() -> list[str]:
    """Command lines in the README's code blocks that make a fresh environment (a venv) and go on from it."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```[^\n]*\n(.*?)```", readme, flags=re.S)
    return [line.strip() for block in blocks for line in block.splitlines() if "-m venv" in line]


def test_the_readme_has_one_command_to_play_and_one_to_test() -> None:
    commands = _setup_commands()
    assert len(commands) == 2, commands
    play, test = commands
    assert "pip install" in play and "vegas-desktop" in play and "pytest" not in play
    assert "pip install" in test and ".[dev]" in test and "pytest" in test


def test_ci_runs_the_readme_test_command_word_for_word() -> None:
    test = _setup_commands()[1]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert test in (line.strip() for line in ci)
