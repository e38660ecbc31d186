"""Where everything sits on the 1280x720 Cash & Run table. Pure geometry, no drawing.

The board is a square loop of 36 fields (four corners, eight fields a side) on the left, numbered clockwise
from the top-left corner. Inside the loop: whose turn it is, the pot and the bank, the stage where the roulette
wheel, the cards and the dice are played, the final laps and the move log. The right column holds the player
panels (two columns) and, below them, the decision prompt or the auction panel.
"""

from __future__ import annotations

import math

import pygame

SCREEN_W, SCREEN_H = 1280, 720
BOARD = pygame.Rect(10, 10, 700, 700)
DEPTH = 94  # a field's depth (towards the centre) and the corners' edge
WIDTH = 64  # a side field's width along the loop
FIELDS = 36
INNER = pygame.Rect(BOARD.x + DEPTH, BOARD.y + DEPTH, BOARD.w - 2 * DEPTH, BOARD.h - 2 * DEPTH)

TURN_BOX = pygame.Rect(INNER.x + 10, INNER.y + 8, INNER.w - 20, 58)
POT_CENTRE = (INNER.x + 96, INNER.y + 112)
BANK_CENTRE = (INNER.right - 96, INNER.y + 112)
STAGE = pygame.Rect(INNER.x + 20, INNER.y + 150, INNER.w - 40, 188)
STAGE_CENTRE = (STAGE.centerx, STAGE.centery)
PILE_POS = (INNER.centerx, INNER.y + 112)  # the bluff pile between pot and bank
LAP_BOX = pygame.Rect(INNER.x + 10, STAGE.bottom + 4, INNER.w - 20, 44)
LOG_BOX = pygame.Rect(INNER.x + 10, LAP_BOX.bottom + 4, INNER.w - 20, INNER.bottom - LAP_BOX.bottom - 14)

RIGHT = pygame.Rect(722, 10, 548, 700)
PANEL_W, PANEL_H, PANEL_GAP = 271, 110, 6
PROMPT_AREA = pygame.Rect(RIGHT.x, RIGHT.y + 3 * PANEL_H + 2 * PANEL_GAP + 10, RIGHT.w, 0)
PROMPT_AREA.h = RIGHT.bottom - PROMPT_AREA.y


def field_rect(i: int) -> pygame.Rect:
    """The field `i` (0-35) of the loop: clockwise from the top-left corner."""
    x0, y0 = BOARD.x, BOARD.y
    far = DEPTH + 8 * WIDTH  # offset of the far corners
    side, k = divmod(i % FIELDS, 9)
    if side == 0:
        return (
            pygame.Rect(x0, y0, DEPTH, DEPTH) if k == 0 else pygame.Rect(x0 + DEPTH + (k - 1) * WIDTH, y0, WIDTH, DEPTH)
        )
    if side == 1:
        if k == 0:
            return pygame.Rect(x0 + far, y0, DEPTH, DEPTH)
        return pygame.Rect(x0 + far, y0 + DEPTH + (k - 1) * WIDTH, DEPTH, WIDTH)
    if side == 2:
        if k == 0:
            return pygame.Rect(x0 + far, y0 + far, DEPTH, DEPTH)
        return pygame.Rect(x0 + far - k * WIDTH, y0 + far, WIDTH, DEPTH)
    if k == 0:
        return pygame.Rect(x0, y0 + far, DEPTH, DEPTH)
    return pygame.Rect(x0, y0 + far - k * WIDTH, DEPTH, WIDTH)


FIELD_RECTS = [field_rect(i) for i in range(FIELDS)]


def field_side(i: int) -> int:
    """0 top, 1 right, 2 bottom, 3 left (corners belong to the side they start)."""
    return (i % FIELDS) // 9


def inner_edge(i: int) -> tuple[pygame.Rect, str]:
    """The strip of a field next to the board's centre (where a casino shows its colour) and its side name."""
    r = FIELD_RECTS[i]
    side = field_side(i)
    if side == 0:
        return pygame.Rect(r.x, r.bottom - 12, r.w, 12), "bottom"
    if side == 1:
        return pygame.Rect(r.x, r.y, 12, r.h), "left"
    if side == 2:
        return pygame.Rect(r.x, r.y, r.w, 12), "top"
    return pygame.Rect(r.right - 12, r.y, 12, r.h), "right"


def pawn_point(field: int, slot: int, count: int) -> tuple[float, float]:
    """Where pawn `slot` of `count` on a field stands: side by side along the field's outer half."""
    r = FIELD_RECTS[field % FIELDS]
    cols = min(count, 3)
    row, col = divmod(slot, 3)
    rows = -(-count // 3)
    step = min(18.0, (min(r.w, r.h) - 14) / max(1, cols - 1)) if cols > 1 else 0.0
    x = r.centerx + (col - (cols - 1) / 2) * step
    side = field_side(field)
    outer = {0: r.y + 16, 2: r.bottom - 16 - (rows - 1) * 16}.get(side, r.centery - (rows - 1) * 8)
    if side in (1, 3):
        x = r.centerx + (6 if side == 1 else -6) + (col - (cols - 1) / 2) * step
    return (x, outer + row * 16)


def panel_rects(players: int) -> list[pygame.Rect]:
    """Two columns of panels at the top of the right column, seat order row by row."""
    out = []
    for i in range(players):
        row, col = divmod(i, 2)
        out.append(
            pygame.Rect(RIGHT.x + col * (PANEL_W + PANEL_GAP), RIGHT.y + row * (PANEL_H + PANEL_GAP), PANEL_W, PANEL_H)
        )
    return out


def field_at(pos: tuple[float, float]) -> int | None:
    for i, r in enumerate(FIELD_RECTS):
        if r.collidepoint(pos):
            return i
    return None


def ring_point(centre: tuple[float, float], radius: float, fraction: float) -> tuple[float, float]:
    a = -math.pi / 2 + 2 * math.pi * fraction
    return (centre[0] + radius * math.cos(a), centre[1] + radius * math.sin(a))
