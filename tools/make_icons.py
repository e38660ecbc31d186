"""Writes the app icon files from our own drawing code: packaging/vegas-desktop.png (256 px) and .ico (16-256 px).

Run from the repository root after changing vegas_desktop/app/icon_art.py, and commit the results:
    .venv/bin/python tools/make_icons.py
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")


def main() -> int:
    import pygame

    import vegas_desktop  # noqa: F401  (hides pygame's banner)
    from vegas_desktop.app.icon_art import save_icons

    pygame.display.init()
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "packaging")
    for path in save_icons(os.path.normpath(folder)):
        print(f"{path}: {os.path.getsize(path):,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
