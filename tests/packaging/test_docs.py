"""The README stays a short page for players, and every document it sends a reader to is in the repository."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_readme_stays_short_and_links_only_to_files_that_exist() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 300
    for target in ("docs/rules.md", "docs/strength.md", "docs/performance.md", "ARCHITECTURE.md", "CHANGELOG.md",
                   "docs/lasvegas.png", "docs/royale.png", "docs/cards.png", "docs/cashrun.png"):
        assert f"({target})" in text and (ROOT / target).is_file(), target
