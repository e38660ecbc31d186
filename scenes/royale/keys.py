"""Keys and points the Royale table's parts share."""

from __future__ import annotations

import pygame

_PAGE_KEYS = {pygame.K_PAGEDOWN: 1, pygame.K_RIGHT: 1, pygame.K_PAGEUP: -1, pygame.K_LEFT: -1}
_VALUE_KEYS = {getattr(pygame, f"K_{v}"): v for v in range(1, 7)} | {
    getattr(pygame, f"K_KP{v}"): v for v in range(1, 7)
}


def tile_note_point(rect: pygame.Rect) -> tuple[float, float]:
    return (float(rect.centerx), float(rect.y + 48))  # rises FLOAT_RISE * FLOAT_TIME, stays below the header
