"""Finds the game's assets wherever the package lives.

An installed wheel and the PyInstaller bundle both carry them inside the package (`vegas_desktop/assets`), found
through `importlib.resources`; an editable install or a plain source checkout reads the top-level `assets/` folder,
which is their source (pyproject maps it to `vegas_desktop/assets` when it builds the wheel).
"""

from __future__ import annotations

from functools import cache
from importlib import resources
from pathlib import Path


@cache
def assets_root() -> Path:
    # Pygame opens fonts and images by file name, so we need a real directory; every place we ship to (site-packages,
    # PyInstaller's folder or its one-file temp folder, the source tree) gives one.
    packaged = resources.files("vegas_desktop").joinpath("assets")
    if packaged.is_dir():
        return Path(str(packaged))
    source = Path(__file__).resolve().parent.parent / "assets"
    if source.is_dir():
        return source
    raise FileNotFoundError(f"the game's assets are missing: looked in {packaged} and {source}")


def asset_path(*parts: str) -> Path:
    return assets_root().joinpath(*parts)
