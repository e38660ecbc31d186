"""Every drawing cache (app/cache.py CACHES: rendered lines, dice, table art, card art, fitted text, layers) is
emptied whenever what it holds could be stale: a window whose scale changes text sizes, a language switch, a
drawing setting (text size, colour-blind palette). A resize that keeps text sizes keeps the caches, and crisp text
is then made again at the new scale. The frame's own pools stay bounded."""

from __future__ import annotations

import pygame
import pytest

from vegas_desktop.app import cache, crisp, style
from vegas_desktop.match import new_match
from vegas_desktop.scenes.table_factory import table_scene


@pytest.fixture(autouse=True)
def _full_scale_fonts():
    yield
    style.set_view_scale(1.0)  # the font floor is process-wide


def _window(app, size: tuple[int, int]) -> None:
    app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    app._fit()


def _filled(app, drive, game: str = "royale") -> list[str]:
    """A table drawn for a while in a large window: the names of the caches that hold something."""
    _window(app, (1600, 1000))
    app.stack.push(table_scene(app, new_match(game, ["normal"] * 4, 5)))
    drive.frames(30)
    full = [c.name for c in cache.CACHES if c.cache_info().items]
    assert len(full) >= 5, full  # lines, dice, panels, labels... (what the test empties below)
    return full


def _still_full() -> list[str]:
    return [c.name for c in cache.CACHES if c.cache_info().items]


def test_a_window_that_raises_the_font_floor_empties_every_cache(app, drive):
    _filled(app, drive)
    _window(app, (1120, 630))  # below full size: small text sizes rise
    assert _still_full() == []


def test_a_language_switch_empties_every_cache(app, drive):
    _filled(app, drive)
    app.set_language("de")
    app.refresh_language()
    assert _still_full() == []


@pytest.mark.parametrize(("field", "value"), [("text_size", "large"), ("colour_blind", True)])
def test_a_drawing_setting_empties_every_cache(app, drive, field, value):
    from vegas_desktop.app import settings
    from vegas_desktop.scenes.settings_screen import apply_settings

    _filled(app, drive)
    s = settings.for_app(app)
    setattr(s, field, value)
    apply_settings(app, s)
    assert _still_full() == []


def test_a_setting_applied_unchanged_keeps_the_caches(app, drive):
    from vegas_desktop.app import settings
    from vegas_desktop.scenes.settings_screen import apply_settings

    full = _filled(app, drive)
    apply_settings(app, settings.for_app(app))
    assert set(full) <= set(_still_full())


def test_a_resize_that_keeps_text_sizes_keeps_the_caches_and_makes_crisp_text_at_the_new_scale(app, drive):
    full = _filled(app, drive)  # 1600x1000: a 1.25x view
    line = style.font(15).render("Gold Mine", True, style.WHITE)
    w, h = line.get_size()
    small = crisp._crisp(line, 1.25, (round(w * 1.25), round(h * 1.25)))
    assert small is not None
    small_h = small.get_height()
    _window(app, (2560, 1440))  # 2x: the same logical text sizes
    assert set(full) <= set(_still_full())
    drive.frames(2)
    big = crisp._crisp(line, 2.0, (w * 2, h * 2))
    assert big is not None and big.get_height() > 1.4 * small_h  # the twin is made again, not the 1.25x one


def test_the_frames_own_pools_keep_only_what_the_last_frame_used(app, drive):
    _window(app, (1920, 1080))
    canvas = app.surface
    for size in range(10, 60):  # a text of another size each frame: fifty sizes come and go
        canvas.start_frame(recording=True)
        canvas.fill((0, 0, 0))
        canvas.blit(style.font(size).render("Oasis", True, style.WHITE), (10, 10))
        canvas.blit(style.font(14).render("Sphinx", True, style.WHITE), (10, 200))
        crisp.compose(canvas, app.window, app._view)
    canvas.start_frame(recording=True)
    assert sum(len(pool) for pool in canvas.unders.values()) == 2  # the last frame's two texts
    assert len(canvas.grabs) <= 513
    for i in range(600):  # many sizes: the kept surfaces for reading pixels are let go past 512 sizes
        canvas.blit(style.font(12).render("x" * (i % 40 + 1), True, style.WHITE), (10, 10 + i % 300))
    assert len(canvas.grabs) <= 513
