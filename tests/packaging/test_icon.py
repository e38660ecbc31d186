"""The app icon is our own drawing, readable from 16 to 256 px, set on the window, and committed as .png/.ico."""

import struct
from pathlib import Path

import pygame
import pytest

from vegas_desktop.app import icon_art

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True, scope="module")
def _display():
    pygame.display.init()
    yield


@pytest.mark.parametrize("size", [16, 24, 32, 48, 64, 128, 256])
def test_icon_at_every_size(size):
    icon = icon_art.draw_icon(size)
    assert icon.get_size() == (size, size)
    assert icon.get_at((0, 0)).a < 40  # rounded, transparent corners
    assert icon.get_at((size // 2, 2)).a == 255  # the gold rim
    # the dice stand out from the felt: many near-white pixels (die faces) and some dark ones (pips)
    pixels = [icon.get_at((x, y)) for x in range(size) for y in range(size)]
    light = sum(1 for p in pixels if min(p.r, p.g, p.b) > 200)
    dark = sum(1 for p in pixels if max(p.r, p.g, p.b) < 70 and p.a == 255)
    assert light > size * size // 12
    assert dark > size * size // 100


def test_small_icon_shows_a_five():
    icon = icon_art.draw_icon(16)
    centre = icon.get_at((8, 8))
    assert max(centre.r, centre.g, centre.b) < 110  # the middle pip of one big die


def test_bad_size_is_a_clear_error():
    with pytest.raises(ValueError, match="icon size"):
        icon_art.draw_icon(4)


def test_ico_file_holds_every_size(tmp_path):
    png, ico = icon_art.save_icons(str(tmp_path))
    data = Path(ico).read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(icon_art.ICON_SIZES))
    sizes = []
    for i in range(count):
        w, _h, _, _, _, _, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        assert data[offset : offset + 8] == b"\x89PNG\r\n\x1a\n" and offset + length <= len(data)
        sizes.append(w or 256)
    assert sizes == list(icon_art.ICON_SIZES)
    assert pygame.image.load(png).get_size() == (256, 256)


def test_committed_icons_exist():
    assert pygame.image.load(str(ROOT / "packaging" / "vegas-desktop.png")).get_size() == (256, 256)
    assert (ROOT / "packaging" / "vegas-desktop.ico").read_bytes()[:4] == b"\x00\x00\x01\x00"


def test_window_gets_the_icon(monkeypatch):
    from vegas_desktop.app.app import App

    seen = []
    monkeypatch.setattr(pygame.display, "set_icon", lambda surf: seen.append(surf.get_size()))
    App()
    assert seen == [(64, 64)]
