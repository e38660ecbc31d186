"""The README stays a short page for players, every document it sends a reader to is in the repository, and every
rules reference in the code names a section of docs/rules.md."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_readme_stays_short_and_links_only_to_files_that_exist() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(text.splitlines()) <= 300
    for target in (
        "docs/rules.md",
        "docs/strength.md",
        "docs/performance.md",
        "ARCHITECTURE.md",
        "CHANGELOG.md",
        "docs/lasvegas.png",
        "docs/royale.png",
        "docs/cards.png",
        "docs/cashrun.png",
    ):
        assert f"({target})" in text and (ROOT / target).is_file(), target


def _sources() -> list[Path]:
    found = [p for top in ("vegas_desktop", "scenes", "tests", "tools") for p in (ROOT / top).rglob("*.py")]
    return [p for p in found if p != Path(__file__).resolve()]  # this file names the old reference on purpose


def test_every_rules_reference_in_code_names_a_section_of_docs_rules() -> None:
    anchors = set(re.findall(r'<a id="([\w-]+)"></a>', (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")))
    cited: set[str] = set()
    for path in _sources():
        text = path.read_text(encoding="utf-8")
        assert "RULES.md" not in text, path  # the old reference lived outside the repository
        cited.update(re.findall(r"docs/rules\.md#([\w-]+)", text))
    assert cited and cited <= anchors, sorted(cited - anchors)
