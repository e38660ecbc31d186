"""Where things sit on the Royale table. The arena and casinos are the classic table's; tiles take the side
columns next to their casino, and the columns' free space holds the title, the turn card and the log.

Tile slots: casinos 1/6 use the left column, 3/4 the right one (level with their casino); casinos 2 and 5 use
the strips above casino 1 and below casino 6, next to their own casino. Pure geometry, no drawing.
"""

from __future__ import annotations

import pygame

from vegas_desktop.scenes.dice import arena as lay

CASINOS = lay.casino_rects(6)
PANELS_TOP = lay.PANEL_TOP
TILE_RECTS: tuple[pygame.Rect, ...] = (
    pygame.Rect(12, 118, 244, 150),  # casino 1: left column, level with it
    pygame.Rect(270, 4, 258, 106),  # casino 2: top strip, left of it
    pygame.Rect(1024, 118, 244, 150),  # casino 3: right column
    pygame.Rect(1024, 338, 244, 150),  # casino 4: right column, lower
    pygame.Rect(270, 494, 258, 106),  # casino 5: bottom strip, left of it
    pygame.Rect(12, 338, 244, 150),  # casino 6: left column, lower
)
TITLE_RECT = pygame.Rect(12, 8, 244, 104)
PILE_RECT = pygame.Rect(1040, 40, 84, 46)
PILE_LAYERS = 6  # the stack rises 10 px at most: clear of its label above
PILE_LABEL_Y = 6
# The decision card's whole space: between casinos 1 and 3 and between casinos 2 and 5, so every casino a
# prompt lights stays visible (long prompts use columns and pages instead of growing).
PROMPT_AREA = pygame.Rect(CASINOS[0].right + 4, CASINOS[1].bottom + 4, 0, 0)
PROMPT_AREA.size = (CASINOS[2].x - 4 - PROMPT_AREA.x, CASINOS[4].y - 4 - PROMPT_AREA.y)
SKIP_SIZE = (214, 40)


def turn_rect(tiles: list[str | None]) -> pygame.Rect:
    """The turn card: the lower left corner; where casino 6 has no tile, the slot's size (its content needs no
    more), with the standings below it."""
    if tiles[5] is None:
        return pygame.Rect(12, 338, 244, 150)
    return pygame.Rect(12, 494, 244, 106)


def standings_rect(tiles: list[str | None]) -> tuple[pygame.Rect, int]:
    """The standings box and its number of columns: under the turn card, else above the log, else (both tile
    slots taken) two columns in the gap between the left column's tiles."""
    if tiles[5] is None:
        return pygame.Rect(12, 494, 244, 106), 1
    if tiles[3] is None:
        return pygame.Rect(1024, 338, 244, 150), 1
    return pygame.Rect(12, 272, 244, 62), 2


def log_rect(tiles: list[str | None]) -> pygame.Rect:
    """The move log: the lower right corner, growing upwards when casino 4 has no tile and the standings are
    elsewhere."""
    if tiles[3] is None and tiles[5] is None:
        return pygame.Rect(1024, 338, 244, 262)
    return pygame.Rect(1024, 494, 244, 106)


def skip_button(tiles: list[str | None]) -> pygame.Rect:
    """The "skip (pay a jeton)" button sits at the bottom of the turn card."""
    card = turn_rect(tiles)
    return pygame.Rect(card.centerx - SKIP_SIZE[0] // 2, card.bottom - SKIP_SIZE[1] - 8, *SKIP_SIZE)
