"""Where the Las Vegas table's display puts things on the player panels and the turn card: the dice still in
a hand, the money, the room for a name, the end of the turn card's text. Geometry animations and drawing share;
the display model and the casinos' dice groups are in `scenes/dice/display.py`.
"""

from __future__ import annotations

import pygame

from vegas_desktop.scenes.lasvegas import layout as lay

PANEL_DIE = 15


def panel_dice_pos(panel: pygame.Rect, index: int, reserve: int = 0) -> tuple[float, float]:
    """Centre of the index-th die in a panel's hand row; dice squeeze together in narrow panels.

    `reserve` keeps room at the right end (the white-dice count). Index 8 is the white die's spot.
    """
    if index >= 8 and reserve:
        return (panel.right - 34, panel.y + 58)
    spacing = min(PANEL_DIE + 4, (panel.w - 30 - reserve) / 8)
    return (panel.x + 22 + index * spacing, panel.y + 58)


def turn_text_bottom(choice: bool, arrow: bool) -> int:
    """Where the turn card's text must end: above the choice buttons, or above the "your move" arrow."""
    if choice:
        return lay.choice_buttons()[0].y - 4
    return lay.TURN_CARD.bottom - (30 if arrow else 8)


def name_room(panel: pygame.Rect) -> int:
    """How wide a player's name may be on their panel (the start-player token sits to its right)."""
    return panel.w - 60


def panel_money_pos(panel: pygame.Rect) -> tuple[float, float]:
    return (panel.x + 60, panel.y + 86)
