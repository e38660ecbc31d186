"""A toast never sits on text: it lies on a darkened band across the top, in which the text under it recedes."""

from __future__ import annotations

import pygame

from vegas_desktop.app import style
from vegas_desktop.app.notice_art import draw_toast


def _brightness(surface: pygame.Surface, pos: tuple[int, int]) -> int:
    return sum(surface.get_at(pos)[:3])


def test_the_toast_darkens_the_whole_band_it_lies_on(app):
    surface = pygame.Surface((1280, 720))
    surface.fill((30, 80, 50))
    for x in range(0, 1280, 160):  # light words along the top, as a table's panels show there
        surface.blit(style.font(16, True).render("Anna $1,940,000", True, (255, 255, 255)), (x, 16))
    before = surface.copy()
    pill = draw_toast(surface, "Sound off")
    assert pill.top >= 0 and pill.centerx == 640
    band_bottom = pill.bottom + 4
    for x in (20, 300, 1000, 1260):  # beside the pill, in its band: darker than before, never the pill's colours
        for y in (pill.centery, band_bottom - 6):
            assert _brightness(surface, (x, y)) < _brightness(before, (x, y)) or _brightness(before, (x, y)) < 60
    below = (640, band_bottom + 30)
    assert surface.get_at(below) == before.get_at(below)  # the rest of the screen is untouched


def test_a_long_toast_stays_on_the_screen(app):
    surface = pygame.Surface((1280, 720))
    pill = draw_toast(surface, "A very long message " * 20)
    assert surface.get_rect().contains(pill)
