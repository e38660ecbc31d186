"""Where what only the Las Vegas table has sits on it: the left column's turn card and its choice buttons, the
bill pile and the One-armed Bandit's strip in the right column. Pure geometry, no drawing; the arena, casinos
and panels are in `scenes/dice/arena.py`.
"""

from __future__ import annotations

import pygame

from vegas_desktop.scenes.dice.arena import RIGHT_COL

LEFT_COL = pygame.Rect(12, 12, 246, 584)
PILE_RECT = pygame.Rect(RIGHT_COL.x + 22, RIGHT_COL.y + 46, 92, 48)
TURN_CARD = pygame.Rect(LEFT_COL.x, LEFT_COL.y + 124, LEFT_COL.w, 196)  # whose turn and what to do (room for 4 lines)
STANDINGS_AT = pygame.Rect(LEFT_COL.x, TURN_CARD.bottom + 16, LEFT_COL.w, 0)  # the standings grow down from here


def choice_buttons() -> tuple[pygame.Rect, pygame.Rect]:
    """The two buttons of the "casino or One-armed Bandit?" prompt, at the bottom of the turn card."""
    w = (TURN_CARD.w - 32) // 2
    y = TURN_CARD.bottom - 54
    return pygame.Rect(TURN_CARD.x + 12, y, w, 44), pygame.Rect(TURN_CARD.x + 20 + w, y, w, 44)


BANDIT_LOG_H = 286  # the move log is shorter when the Bandit shares the right column
BANDIT_STRIP = pygame.Rect(RIGHT_COL.x + 4, RIGHT_COL.y + 110 + BANDIT_LOG_H + 6, RIGHT_COL.w - 8, 26)
