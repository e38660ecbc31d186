"""A window larger than the frame is drawn again only where the frame changed (app/frame_tiles.py, crisp.compose),
and what it shows is always what a full redraw of the same frame shows."""

from __future__ import annotations

import pygame
import pytest

from vegas_desktop.app import crisp, frame_tiles, style

VIEW = pygame.Rect(0, 0, 1920, 1080)


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()


def _frame(canvas: crisp.FrameCanvas, box: tuple[int, int], label: str | None) -> None:
    """A frame with a gradient, a diagonal line, a box at `box` and maybe a text on top."""
    canvas.start_frame(recording=True)
    canvas.fill((18, 84, 52))
    pygame.draw.line(canvas, (200, 120, 40), (0, 0), (1279, 719), 5)
    pygame.draw.circle(canvas, (240, 240, 200), (640, 360), 150, 3)
    pygame.draw.rect(canvas, (200, 40, 46), (*box, 37, 23))
    if label:
        canvas.blit(style.font(18, bold=True).render(label, True, style.WHITE), (300, 200))


def _fresh(box: tuple[int, int], label: str | None, view: pygame.Rect = VIEW) -> pygame.Surface:
    canvas = crisp.FrameCanvas((1280, 720))
    _frame(canvas, box, label)
    window = pygame.Surface(view.size)
    crisp.compose(canvas, window, view)
    return window


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


@pytest.mark.parametrize("view", [VIEW, pygame.Rect(0, 0, 2560, 1440), pygame.Rect(0, 0, 1600, 900)])
def test_frame_after_frame_the_window_shows_what_a_full_redraw_shows(view):
    canvas = crisp.FrameCanvas((1280, 720))
    window = pygame.Surface(view.size)
    steps = [
        ((100, 100), "Gold Mine"),
        ((103, 101), "Gold Mine"),
        ((640, 350), None),
        ((1250, 700), "Oasis"),
        ((1250, 700), "Oasis"),
        ((79, 79), None),
    ]
    for box, label in steps:
        _frame(canvas, box, label)
        crisp.compose(canvas, window, view)
        assert _same(window, _fresh(box, label, view)), (box, label)


def test_only_the_changed_tiles_are_drawn_again():
    canvas = crisp.FrameCanvas((1280, 720))
    window = pygame.Surface(VIEW.size)
    _frame(canvas, (100, 100), None)
    crisp.compose(canvas, window, VIEW)
    assert canvas.updated is None  # the first frame: all of it
    _frame(canvas, (100, 100), None)
    crisp.compose(canvas, window, VIEW)
    assert canvas.updated == []  # nothing moved: nothing to draw or to send to the screen
    _frame(canvas, (1000, 500), None)  # the box moves across the frame
    crisp.compose(canvas, window, VIEW)
    area = sum(r.w * r.h for r in canvas.updated)
    assert 0 < area <= 8 * (frame_tiles.TILE * 1.5) ** 2  # the tiles it left and entered, and those left and above
    assert any(r.collidepoint(150 + 20, 150 + 10) for r in canvas.updated)  # where it was (window pixels)
    assert any(r.collidepoint(1500 + 20, 750 + 10) for r in canvas.updated)  # where it is


def test_a_text_that_appears_or_goes_on_a_still_frame_is_drawn_or_cleared():
    canvas = crisp.FrameCanvas((1280, 720))
    window = pygame.Surface(VIEW.size)
    for label in (None, "Show Hall", None, "Sphinx"):
        _frame(canvas, (100, 100), label)
        crisp.compose(canvas, window, VIEW)
        assert _same(window, _fresh((100, 100), label)), label


def test_a_scale_between_tile_steps_is_scaled_whole_as_before():
    view = pygame.Rect(0, 0, 1365, 768)  # 1365 / 1280: tile edges fall between window pixels
    assert not frame_tiles.exact(view.w / 1280)
    canvas = crisp.FrameCanvas((1280, 720))
    window = pygame.Surface(view.size)
    _frame(canvas, (100, 100), None)
    crisp.compose(canvas, window, view)
    assert canvas.updated is None
    assert _same(window, pygame.transform.smoothscale(canvas, view.size))


def test_the_app_sends_only_changed_rects_to_a_large_window(app):
    from vegas_desktop.scenes.menu import MainMenuScene

    app.window = pygame.display.set_mode(VIEW.size, pygame.RESIZABLE)
    app._fit()
    app.stack.push(MainMenuScene(app))
    for _ in range(3):
        app.step(1 / 60, [])
    app.surface.tiler.reset()
    app.step(1 / 60, [])
    assert app.surface.updated is None  # a full frame after the reset
    app.step(0, [])
    assert app.surface.updated is not None
    assert sum(r.w * r.h for r in app.surface.updated) < VIEW.w * VIEW.h // 2


def test_an_uncovered_window_is_sent_whole_again(app):
    """Only changed rects reach the screen; after the window was covered or minimised all of it must."""
    from vegas_desktop.scenes.menu import MainMenuScene

    app.window = pygame.display.set_mode(VIEW.size, pygame.RESIZABLE)
    app._fit()
    app.stack.push(MainMenuScene(app))
    app.step(1 / 60, [])
    app.step(1 / 60, [])
    assert app.surface.updated is not None  # partial updates from here on
    app.step(1 / 60, [pygame.event.Event(pygame.WINDOWEXPOSED, {})])
    assert app.surface.updated is None  # the whole window
