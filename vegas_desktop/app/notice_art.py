"""The notice card the app lays over any screen (a damaged settings file, settings that cannot be saved)."""

from __future__ import annotations

import pygame

from vegas_desktop.app import fit_text, style
from vegas_desktop.text import t

WIDTH, HEIGHT = 820, 190


def notice_rect(surface: pygame.Surface) -> pygame.Rect:
    return pygame.Rect((surface.get_width() - WIDTH) // 2, 24, WIDTH, HEIGHT)


def draw_notice(surface: pygame.Surface, text: str) -> pygame.Rect:
    """A dark card with a gold rim at the top of the screen: the message wrapped to fit, and how to close it."""
    rect = notice_rect(surface)
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 110))
    surface.blit(shade, (0, 0))
    pygame.draw.rect(surface, (0, 0, 0), rect.move(4, 6), border_radius=14)
    pygame.draw.rect(surface, (20, 32, 26), rect, border_radius=14)
    pygame.draw.rect(surface, style.GOLD, rect, width=3, border_radius=14)
    inner = rect.inflate(-48, -40)
    hint = t("app.notice.dismiss")
    hint_font = style.font(14)
    lines, font = fit_text.fit_lines(text, inner.w, inner.h - hint_font.get_linesize() - 6, 19, 13)
    y = inner.y
    for line in lines:
        surface.blit(font.render(line, True, style.PAPER), (inner.x, y))
        y += font.get_linesize()
    hint_img = hint_font.render(hint, True, (190, 205, 195))
    surface.blit(hint_img, hint_img.get_rect(bottomright=inner.bottomright))
    return rect


def draw_toast(surface: pygame.Surface, text: str) -> pygame.Rect:
    """A small pill that needs no click (e.g. "Sound off" after M), at the top in the middle of a darkened band
    across the whole screen: whatever text lies under it is dimmed behind the band, never crossed by the pill."""
    width = surface.get_width()
    shown, font = fit_text.fit(text, width - 96, 16, bold=True)
    img = font.render(shown, True, style.PAPER)
    rect = img.get_rect().inflate(32, 16)
    rect.midtop = (width // 2, TOAST_TOP)
    band = pygame.Rect(0, 0, width, rect.bottom + TOAST_TOP)
    shade = pygame.Surface(band.size, pygame.SRCALPHA)
    shade.fill((6, 12, 9, TOAST_SHADE))
    surface.blit(shade, band)
    pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=rect.h // 2)
    pygame.draw.rect(surface, (20, 32, 26), rect, border_radius=rect.h // 2)
    pygame.draw.rect(surface, style.GOLD, rect, width=2, border_radius=rect.h // 2)
    surface.blit(img, img.get_rect(center=rect.center))
    return rect


TOAST_TOP = 10  # the pill's distance from the top; the band reaches as far below it
TOAST_SHADE = 200  # how dark the band is (of 255): text under it recedes
