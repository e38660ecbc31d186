"""Where the dice arena and what surrounds it sit on a 1280x720 dice table. Pure geometry, no drawing.

The arena is a flat-topped regular hexagon in the middle of the felt; casinos 1-6 sit around it,
clockwise from the upper left, each facing one hexagon side. Player panels form a row at the bottom.
A 7th casino (Las Vegas's One-armed Bandit) gets a slot in the right column. Las Vegas and Royale share
this geometry; what only one table has lives in its own layout.
"""

from __future__ import annotations

import math

import pygame

SCREEN_W, SCREEN_H = 1280, 720
CENTRE = (640.0, 302.0)
HEX_RADIUS = 160.0  # centre to corner
HEX_APOTHEM = HEX_RADIUS * math.sqrt(3) / 2  # centre to side
HEX_RIM = 12.0  # wooden wall thickness (inside the radius)
from vegas_desktop.scenes.table.pieces import ARENA_DIE  # noqa: E402,F401 (edge of a die lying in the arena)

CASINO_SIZE = (212, 152)
_CASINO_ELLIPSE = (310.0, 222.0)
_CASINO_ANGLES = (-150.0, -90.0, -30.0, 30.0, 90.0, 150.0)
PANEL_TOP = 606
PANEL_H = 106
RIGHT_COL = pygame.Rect(1022, 12, 246, 584)
# *Skip* during a computer's turn: the free felt right of the bottom casino, under the lower right one; the
# default bottom right corner would cover the last player panel (and with 5-6 players any corner would)
SKIP_BOX = pygame.Rect(784, 527, 200, 40)
THROW_BUTTON_RADIUS = 62


def hex_points(radius: float = HEX_RADIUS, centre: tuple[float, float] = CENTRE) -> list[tuple[float, float]]:
    """Corners of the flat-topped hexagon, starting at the right corner, clockwise on screen."""
    cx, cy = centre
    return [
        (cx + radius * math.cos(math.radians(a)), cy + radius * math.sin(math.radians(a))) for a in range(0, 360, 60)
    ]


def hex_normals() -> list[tuple[float, float]]:
    """Outward unit normals of the six sides (30, 90, ... degrees)."""
    return [(math.cos(math.radians(a)), math.sin(math.radians(a))) for a in range(30, 390, 60)]


def inside_hex(p: tuple[float, float], apothem: float) -> bool:
    dx, dy = p[0] - CENTRE[0], p[1] - CENTRE[1]
    return all(dx * nx + dy * ny <= apothem for nx, ny in hex_normals())


def casino_rects(count: int = 6) -> list[pygame.Rect]:
    """Boxes for casinos 1..count (index 0 is casino 1)."""
    rects = []
    rx, ry = _CASINO_ELLIPSE
    for angle in _CASINO_ANGLES:
        a = math.radians(angle)
        cx, cy = CENTRE[0] + rx * math.cos(a), CENTRE[1] + ry * math.sin(a)
        rects.append(
            pygame.Rect(0, 0, *CASINO_SIZE).move(round(cx - CASINO_SIZE[0] / 2), round(cy - CASINO_SIZE[1] / 2))
        )
    if count >= 7:  # One-armed Bandit: the lower part of the right column
        rects.append(pygame.Rect(0, 0, *CASINO_SIZE).move(RIGHT_COL.centerx - CASINO_SIZE[0] // 2, 448))
    return rects[:count]


def felt_below_left(x: int) -> pygame.Rect:
    """The free felt from `x` to the bottom casino, between the bottom-left casino and the player panels: where
    a small panel (the payout preview) covers nobody's dice, money or name."""
    rects = casino_rects(6)
    top = rects[5].bottom + 6
    return pygame.Rect(x, top, rects[4].x - 8 - x, PANEL_TOP - 6 - top)


def panel_rects(players: int) -> list[pygame.Rect]:
    """Player panels in seat order, left to right along the bottom."""
    gap = 10
    width = min(250, (SCREEN_W - 24 - gap * (players - 1)) // players)
    total = width * players + gap * (players - 1)
    x0 = (SCREEN_W - total) // 2
    return [pygame.Rect(x0 + i * (width + gap), PANEL_TOP, width, PANEL_H) for i in range(players)]


def casino_bill_slots(rect: pygame.Rect, count: int, bill_w: int = 56) -> list[tuple[float, float]]:
    """Centres of a casino's bills, highest first, overlapping when there are many."""
    if count <= 0:
        return []
    inner = rect.w - 16
    step = bill_w + 6 if count * (bill_w + 6) - 6 <= inner else (inner - bill_w) / max(1, count - 1)
    total = bill_w + step * (count - 1)
    x0 = rect.centerx - total / 2 + bill_w / 2
    y = rect.y + 51
    return [(x0 + i * step, y) for i in range(count)]


def casino_dice_area(rect: pygame.Rect) -> pygame.Rect:
    """Where placed dice lie (above a strip for the per-player counts)."""
    return pygame.Rect(rect.x + 8, rect.y + 70, rect.w - 16, rect.h - 88)


def throw_entry(panel: pygame.Rect) -> tuple[float, float]:
    """Where dice thrown from a panel land inside the arena: near the bottom side, towards the panel."""
    x = max(CENTRE[0] - 60, min(CENTRE[0] + 60, panel.centerx))
    return (x, CENTRE[1] + HEX_APOTHEM - HEX_RIM - ARENA_DIE)
