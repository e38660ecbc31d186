"""The frame's caches: rendered lines shared by (font, text, colour), bounded, and emptied whenever what they show
could be stale (the window's scale floor, the language, a drawing setting)."""

from __future__ import annotations

import pygame
import pytest

from vegas_desktop.app import crisp, style

CACHE = crisp._rendered


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()


def _line(text: str = "Gold Mine", colour=style.WHITE, size: int = 15) -> pygame.Surface:
    return style.font(size, bold=True).render(text, True, colour)


def test_the_same_line_is_rendered_once_and_shared():
    CACHE.cache_clear()
    first = _line()
    assert _line() is first
    assert _line(colour=[250, 250, 250]) is first  # a list and a tuple of the same colour are one key
    assert _line(colour=style.GOLD) is not first
    assert _line(size=16) is not first
    assert _line("Bajazzo") is not first
    assert CACHE.cache_info().misses == 4


def test_a_shared_line_still_knows_its_recipe_for_the_window_size():
    image = _line("Oasis")
    twin = crisp._RECIPES[image](2.0)
    assert twin.get_height() > 1.8 * image.get_height()


def test_the_line_cache_is_bounded_by_count_and_bytes():
    CACHE.cache_clear()
    for i in range(CACHE.max_items + 300):
        _line(f"line {i}")
        info = CACHE.cache_info()
        assert info.items <= info.max_items and info.bytes <= info.max_bytes
    assert CACHE.cache_info().items > 0


def test_a_smaller_window_empties_the_line_cache(app):
    _line()
    assert CACHE.cache_info().items > 0
    app.window = pygame.display.set_mode((1120, 630), pygame.RESIZABLE)  # below full size: the font floor rises
    app._fit()
    assert CACHE.cache_info().items == 0
    app.window = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    app._fit()


def test_a_language_switch_empties_the_line_cache(app):
    _line()
    app.set_language("de")
    app.refresh_language()
    assert CACHE.cache_info().items == 0


def test_a_drawing_setting_empties_the_line_cache(app):
    from vegas_desktop.app import settings
    from vegas_desktop.scenes.settings_screen import apply_settings

    before = _line().get_height()
    s = settings.for_app(app)
    s.text_size = "large"
    apply_settings(app, s)
    assert CACHE.cache_info().items == 0
    assert _line().get_height() > before  # rendered again at the larger size, not taken from the cache


def test_a_window_squeezed_to_a_few_pixels_keeps_the_font_floor_bounded():
    """A 4x3 window for a moment must not render every text thousands of pixels tall (it took minutes)."""
    try:
        assert style.set_view_scale(4 / 1280)
        assert 0 < style.min_font_size() <= style.MAX_FONT_FLOOR
        style.set_view_scale(0.875)  # the smallest real window still gets its full floor
        assert style.min_font_size() * 0.875 >= style.MIN_SCREEN_PX
    finally:
        style.set_view_scale(1.0)
