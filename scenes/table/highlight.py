"""Pointing at something on a table: a glowing outline, an arrow, a spotlight that dims the rest.

General drawing helpers (no game, no text): the guided first games point at what to look at and what to click,
and a hint can light a suggested choice the same way. Everything is drawn in the table's logical 1280x720
coordinates. The glow pulses in brightness (a fade, kept with reduced motion); the arrow bobs only when motion
is allowed.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from vegas_desktop.app import motion, style

Point = tuple[float, float]
GLOW = style.HIGHLIGHT
PULSE_HZ = 1.2


def pulse(clock: float) -> float:
    """0..1, the glow's brightness at `clock` seconds (a slow breathing)."""
    return 0.5 + 0.5 * math.sin(clock * math.tau * PULSE_HZ)


def glow_rect(
    surface: pygame.Surface,
    rect: pygame.Rect,
    clock: float,
    colour: tuple[int, int, int] = GLOW,
    radius: int = 12,
) -> None:
    """A glowing outline around `rect`: a bright line with soft, breathing rings outside it."""
    p = pulse(clock)
    size = (rect.w + 28, rect.h + 28)
    layer = pygame.Surface(size, pygame.SRCALPHA)
    inner = pygame.Rect(14, 14, rect.w, rect.h)
    for i, alpha in enumerate((40, 70, 110)):
        grow = (3 - i) * 4
        a = int(alpha * (0.45 + 0.55 * p))
        pygame.draw.rect(layer, (*colour, a), inner.inflate(grow * 2, grow * 2), width=4, border_radius=radius + grow)
    pygame.draw.rect(layer, (*colour, 255), inner.inflate(2, 2), width=3, border_radius=radius)
    surface.blit(layer, (rect.x - 14, rect.y - 14))


def glow_circle(
    surface: pygame.Surface, centre: Point, r: float, clock: float, colour: tuple[int, int, int] = GLOW
) -> None:
    """A glowing ring around a round thing (a button, a die)."""
    p = pulse(clock)
    size = int(2 * r + 40)
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    for i, alpha in enumerate((40, 70, 110)):
        a = int(alpha * (0.45 + 0.55 * p))
        pygame.draw.circle(layer, (*colour, a), c, int(r + (3 - i) * 4), width=4)
    pygame.draw.circle(layer, (*colour, 255), c, int(r + 1), width=3)
    surface.blit(layer, (round(centre[0]) - size // 2, round(centre[1]) - size // 2))


def arrow(
    surface: pygame.Surface,
    tip: Point,
    towards_from: Point,
    clock: float,
    colour: tuple[int, int, int] = GLOW,
    length: float = 64,
) -> None:
    """A fat arrow whose tip points at `tip`, coming from the direction of `towards_from`."""
    dx, dy = tip[0] - towards_from[0], tip[1] - towards_from[1]
    d = math.hypot(dx, dy) or 1.0
    ux, uy = dx / d, dy / d
    bob = 0.0 if motion.reduced() else 6.0 * math.sin(clock * math.tau * PULSE_HZ)
    tx, ty = tip[0] - ux * bob, tip[1] - uy * bob
    px, py = -uy, ux
    head, half, shaft = 24.0, 16.0, 7.0
    base = (tx - ux * head, ty - uy * head)
    tail = (tx - ux * length, ty - uy * length)
    points = [
        (tx, ty),
        (base[0] + px * half, base[1] + py * half),
        (base[0] + px * shaft, base[1] + py * shaft),
        (tail[0] + px * shaft, tail[1] + py * shaft),
        (tail[0] - px * shaft, tail[1] - py * shaft),
        (base[0] - px * shaft, base[1] - py * shaft),
        (base[0] - px * half, base[1] - py * half),
    ]
    shadow = [(x + 3, y + 3) for x, y in points]
    pygame.draw.polygon(surface, (0, 0, 0), shadow)
    pygame.draw.polygon(surface, colour, points)
    pygame.draw.polygon(surface, style.INK, points, width=2)


def spotlight(surface: pygame.Surface, holes: Sequence[pygame.Rect], alpha: int = 110) -> None:
    """Dim the whole surface except `holes` (what to look at stays bright)."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    for hole in holes:
        pygame.draw.rect(shade, (0, 0, 0, 0), hole.inflate(16, 16), border_radius=14)
    surface.blit(shade, (0, 0))


def point_at(surface: pygame.Surface, rect: pygame.Rect, clock: float, round_: bool = False) -> None:
    """Outline `rect` (a ring when `round_`) and put an arrow at it from the table's middle side."""
    if round_:
        glow_circle(surface, rect.center, max(rect.w, rect.h) / 2, clock)
    else:
        glow_rect(surface, rect, clock)
    cx, cy = surface.get_width() / 2, surface.get_height() / 2
    # the arrow comes from above (or below, for things in the upper half) so it never covers the thing itself
    above = rect.centery > cy * 0.7
    tip = (rect.centerx, rect.top - 6) if above else (rect.centerx, rect.bottom + 6)
    start = (rect.centerx + (cx - rect.centerx) * 0.15, tip[1] - 100 if above else tip[1] + 100)
    arrow(surface, tip, start, clock)
