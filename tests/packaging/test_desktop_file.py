"""The Linux .desktop file launches the installed command with our icon."""

import configparser
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_desktop_entry_keys():
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(ROOT / "packaging" / "vegas-desktop.desktop", encoding="utf-8")
    entry = parser["Desktop Entry"]
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Vegas Desktop"
    assert entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    assert entry["Exec"].split()[0] in scripts
    assert (ROOT / "packaging" / f"{entry['Icon']}.png").is_file()
