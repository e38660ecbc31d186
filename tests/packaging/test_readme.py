"""The README gives a fresh machine exactly two set-up commands, and CI runs the second one as written.

One command installs the game and starts it; the other installs the developer tools and runs the whole test suite.
`.ci/run` must run that second command verbatim, so what the README promises is what CI proves.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SETUP = "python3 -m venv .venv"


def _setup_commands(text: str) -> list[str]:
    return [line.strip() for line in text.splitlines() if line.strip().startswith(SETUP)]


def test_the_readme_has_exactly_two_set_up_commands() -> None:
    commands = _setup_commands((ROOT / "README.md").read_text(encoding="utf-8"))
    assert len(commands) == 2, commands
    play, tests = commands
    assert play.endswith("&& .venv/bin/vegas-desktop") and '".[dev]"' not in play
    assert '.venv/bin/pip install -q -e ".[dev]"' in tests
    assert tests.endswith('.venv/bin/python -m pytest -m "slow or not slow"')


def test_ci_runs_the_readmes_test_command_verbatim() -> None:
    tests = _setup_commands((ROOT / "README.md").read_text(encoding="utf-8"))[1]
    ci = _setup_commands((ROOT / ".ci" / "run").read_text(encoding="utf-8"))
    assert tests in ci
    # any other set-up line in CI (an install before lint) is the start of that same command, not another way
    assert all(tests.startswith(line) for line in ci), ci


def test_the_readme_stays_short_and_links_only_to_files_that_exist() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 300
    for target in ("docs/rules.md", "docs/strength.md", "docs/performance.md", "ARCHITECTURE.md", "CHANGELOG.md",
                   "docs/lasvegas.png", "docs/royale.png", "docs/cards.png", "docs/cashrun.png"):
        assert f"({target})" in text and (ROOT / target).is_file(), target
