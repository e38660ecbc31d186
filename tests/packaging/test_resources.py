"""The assets are found through importlib.resources when they travel inside the package, else in the source tree;
and pyproject installs every package under `vegas_desktop` (nothing generic at the top of site-packages)."""

import json
import tomllib
from pathlib import Path

import pytest

from vegas_desktop import resources

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _fresh_cache():
    resources.assets_root.cache_clear()
    yield
    resources.assets_root.cache_clear()


def test_assets_found_here():
    theme = resources.asset_path("theme.json")
    assert json.loads(theme.read_text(encoding="utf-8"))
    assert resources.asset_path("lang", "en", "menu.json").is_file()


def test_packaged_assets_win_through_importlib_resources(tmp_path, monkeypatch):
    # A wheel or the PyInstaller bundle: `vegas_desktop/assets` next to the modules.
    package = tmp_path / "vegas_desktop"
    (package / "assets").mkdir(parents=True)
    asked = []

    def files(name):
        asked.append(name)
        return package

    monkeypatch.setattr(resources.resources, "files", files)
    assert resources.asset_path("theme.json") == package / "assets" / "theme.json"
    assert asked == ["vegas_desktop"]


def test_source_tree_is_the_fallback(tmp_path, monkeypatch):
    monkeypatch.setattr(resources.resources, "files", lambda name: tmp_path)  # no assets inside the package
    assert resources.assets_root() == ROOT / "assets"


def test_missing_assets_say_where_they_were_looked_for(tmp_path, monkeypatch):
    monkeypatch.setattr(resources.resources, "files", lambda name: tmp_path)
    monkeypatch.setattr(resources, "__file__", str(tmp_path / "pkg" / "resources.py"))
    with pytest.raises(FileNotFoundError, match="assets are missing"):
        resources.assets_root()


def _setuptools_config() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]


def test_every_package_folder_is_installed_under_vegas_desktop():
    config = _setuptools_config()
    listed = set(config["packages"])
    assert all(name == "vegas_desktop" or name.startswith("vegas_desktop.") for name in listed)
    found = {
        ".".join(init.parent.relative_to(ROOT).parts)
        for init in (ROOT / "vegas_desktop").rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    found |= {
        "vegas_desktop.scenes" + "".join("." + p for p in init.parent.relative_to(ROOT / "scenes").parts)
        for init in (ROOT / "scenes").rglob("__init__.py")
    }
    assert found <= listed, f"add these packages to pyproject's [tool.setuptools] packages: {sorted(found - listed)}"
    assert config["package-dir"] == {"vegas_desktop.scenes": "scenes", "vegas_desktop.assets": "assets"}


def test_package_data_covers_every_asset():
    patterns = _setuptools_config()["package-data"]["vegas_desktop.assets"]
    assets = ROOT / "assets"
    files = [p for p in assets.rglob("*") if p.is_file()]
    assert files
    missed = [p for p in files if not any(p.relative_to(assets).match(pat) for pat in patterns)]
    assert not missed, f"these assets would be left out of the wheel: {missed}"


def test_only_vegas_desktop_at_the_top_of_site_packages():
    import importlib.metadata

    from vegas_desktop.scenes import menu

    assert menu.__name__ == "vegas_desktop.scenes.menu"
    top = importlib.metadata.distribution("vegas-desktop").read_text("top_level.txt")
    assert top.split() == ["vegas_desktop"]
