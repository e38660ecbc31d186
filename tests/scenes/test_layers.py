"""Cached drawing layers (app/layers.py): a panel drawn once and blitted shows what drawing it on the frame shows,
its text still crisp at the window's size; layers are bounded and emptied with the other drawing caches."""

from __future__ import annotations

import pygame
import pytest

from vegas_desktop.app import cache, crisp, layers, style

VIEW = pygame.Rect(0, 0, 1920, 1080)  # 1.5x
PANEL = (260, 120)


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    layers.clear()
    yield
    style.set_view_scale(1.0)


def _paint_panel(surface: pygame.Surface, name: str, chips: int) -> None:
    """A panel as tables draw them: a background, a frame, lines of text, one of them crossed by a bar."""
    surface.fill((30, 40, 70))
    pygame.draw.rect(surface, (200, 170, 60), surface.get_rect(), 2)
    surface.blit(style.font(20, bold=True).render(name, True, style.WHITE), (12, 10))
    surface.blit(style.font(15).render(f"{chips} chips", True, style.GOLD), (12, 44))
    surface.blit(style.font(15).render("crossed out", True, style.WHITE), (12, 74))
    pygame.draw.line(surface, (220, 40, 40), (10, 84), (120, 84), 3)  # covers that line: it stays as drawn


def _frame(canvas: crisp.FrameCanvas, layered: bool, chips: int, card_x: int, dest=(300, 200), alpha=False) -> int:
    """One frame: felt, the panel (on a layer or straight on the frame), a card moving over part of it."""
    canvas.start_frame(recording=True)
    canvas.fill((18, 84, 52))
    canvas.blit(style.font(18).render("Table text", True, style.WHITE), (40, 40))
    painted = []

    def paint(surface: pygame.Surface) -> None:
        painted.append(1)
        _paint_panel(surface, "Maximiliane", chips)

    if layered:
        layers.blit(canvas, "test.panel", PANEL, ("Maximiliane", chips), paint, dest, alpha=alpha)
    else:
        _paint_on(canvas, dest, chips)
    pygame.draw.rect(canvas, (240, 240, 230), (card_x, 230, 60, 90))
    return len(painted)


def _paint_on(canvas: crisp.FrameCanvas, dest: tuple[int, int], chips: int) -> None:
    x, y = dest
    canvas.fill((30, 40, 70), pygame.Rect(dest, PANEL))
    pygame.draw.rect(canvas, (200, 170, 60), pygame.Rect(dest, PANEL), 2)
    canvas.blit(style.font(20, bold=True).render("Maximiliane", True, style.WHITE), (x + 12, y + 10))
    canvas.blit(style.font(15).render(f"{chips} chips", True, style.GOLD), (x + 12, y + 44))
    canvas.blit(style.font(15).render("crossed out", True, style.WHITE), (x + 12, y + 74))
    pygame.draw.line(canvas, (220, 40, 40), (x + 10, y + 84), (x + 120, y + 84), 3)


def _bytes(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


STEPS = [(5, 900), (5, 900), (5, 520), (6, 520), (6, 420), (7, 900)]  # chips, card x: the card over the panel's text


def test_a_layered_panel_composes_exactly_as_the_panel_drawn_on_the_frame():
    plain, layered = crisp.FrameCanvas((1280, 720)), crisp.FrameCanvas((1280, 720))
    window_plain, window_layered = pygame.Surface(VIEW.size), pygame.Surface(VIEW.size)
    counts = []
    for chips, card_x in STEPS:
        _frame(plain, False, chips, card_x)
        _frame(layered, True, chips, card_x)
        assert _bytes(plain) == _bytes(layered)  # the logical frame (a 1:1 window, screenshots)
        texts_plain = crisp.compose(plain, window_plain, VIEW)
        texts_layered = crisp.compose(layered, window_layered, VIEW)
        assert texts_layered == texts_plain
        assert _bytes(window_layered) == _bytes(window_plain), (chips, card_x)
        assert layered.updated == plain.updated  # the same window rects sent to the screen
        counts.append(texts_layered)
    assert counts == [3, 3, 3, 3, 2, 3]  # the crossed-out line is never drawn again; the card covers the name once


def test_the_layer_is_painted_once_per_content_and_its_text_is_crisp():
    canvas = crisp.FrameCanvas((1280, 720))
    window = pygame.Surface(VIEW.size)
    painted = [_frame(canvas, True, 5, 900) for _ in range(3)]
    crisp.compose(canvas, window, VIEW)
    assert painted == [1, 0, 0]
    assert _frame(canvas, True, 6, 900) == 1  # new content: painted again
    assert _frame(canvas, True, 5, 900) == 0  # the first is still kept
    line = style.font(20, bold=True).render("Maximiliane", True, style.WHITE)
    drawn = [d for d in crisp._still_on_top(canvas) if isinstance(d, crisp._Drawn)]
    assert any(d.source is line and d.full.topleft == (312, 210) for d in drawn)


def test_a_layer_cut_by_the_clip_or_with_alpha_still_notes_its_texts_where_they_show():
    canvas = crisp.FrameCanvas((1280, 720))
    _frame(canvas, True, 5, 900, dest=(1100, 600))  # runs off the frame's right edge
    shown = [d.shown for d in crisp._still_on_top(canvas)]
    assert all(canvas.get_rect().contains(r) for r in shown) and len(shown) == 3
    for alpha in (False, True):
        _frame(canvas, True, 5, 900, alpha=alpha)
        window = pygame.Surface(VIEW.size)
        assert crisp.compose(canvas, window, VIEW) == 3


def test_an_alpha_layer_looks_like_the_panel_drawn_on_the_frame():
    plain, layered = crisp.FrameCanvas((1280, 720)), crisp.FrameCanvas((1280, 720))
    _frame(plain, False, 5, 520)
    _frame(layered, True, 5, 520, alpha=True)
    a, b = _bytes(plain), _bytes(layered)
    assert max(abs(x - y) for x, y in zip(a, b, strict=True)) <= 2  # alpha compositing rounds a little


def test_layers_are_bounded_by_bytes_and_count():
    info = layers.cache_info()
    assert info.max_bytes <= 16 * cache.MB
    for i in range(200):
        layers.get("test.big", (400, 300), i, lambda s, red=i % 255: s.fill((red, 0, 0)))  # 480 kB each
        info = layers.cache_info()
        assert info.bytes <= info.max_bytes and info.items <= info.max_items
    assert layers.cache_info().items > 10
    before = layers.cache_info().misses
    layers.get("test.big", (400, 300), 199, lambda s: None)  # the newest is kept
    layers.get("test.big", (400, 300), 0, lambda s: None)  # the oldest is gone
    assert layers.cache_info().misses == before + 1


def _one_layer() -> None:
    layers.get("test.one", PANEL, 1, lambda s: _paint_panel(s, "Oasis", 1))
    assert layers.cache_info().items == 1


def test_a_window_that_changes_text_sizes_empties_the_layers(app):
    _one_layer()
    app.window = pygame.display.set_mode((1120, 630), pygame.RESIZABLE)  # below full size: the font floor rises
    app._fit()
    assert layers.cache_info().items == 0
    app.window = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    app._fit()


def test_a_language_switch_empties_the_layers(app):
    _one_layer()
    app.set_language("de")
    app.refresh_language()
    assert layers.cache_info().items == 0
    app.set_language("en")


def test_a_drawing_setting_empties_the_layers(app):
    from vegas_desktop.app import settings
    from vegas_desktop.scenes.settings_screen import apply_settings

    _one_layer()
    s = settings.for_app(app)
    s.text_size = "large"
    apply_settings(app, s)
    assert layers.cache_info().items == 0
    s.text_size = "normal"
    apply_settings(app, s)
