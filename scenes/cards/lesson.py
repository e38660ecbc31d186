"""The card game's table as its lesson sees it: its casinos in a row, the hand's fan, the tray and Confirm, the
players' panels, and where the coach's card may sit."""

from __future__ import annotations

from typing import Any

import pygame

from vegas_desktop.scenes.cards import layout as clay
from vegas_desktop.scenes.table.parts import TableParts
from vegas_desktop.scenes.tutorial.targets import LessonTable, Resolver, Target, split_look


def resolver(parts: TableParts) -> Resolver:
    pointer: Any = parts.input

    def resolve(look: str) -> list[Target]:
        name, arg = split_look(look)
        casinos = clay.casino_rects()
        if name == "casinos":
            return [(r, False) for r in casinos]
        if name == "casino" and arg is not None:
            return [(casinos[arg - 1], False)]
        if name == "hand":
            return [(clay.HAND_AREA.copy(), False)]
        if name == "tray":
            return [(clay.TRAY_RECT.copy(), False)]
        if name == "confirm":
            return [(clay.CONFIRM_RECT.copy(), False)]
        if name == "panel" and arg is not None:
            return [(clay.panel_rects(len(pointer.table.match.seats))[arg], False)]
        if name == "log":
            return [(clay.INFO_RECT.copy(), False)]
        return []

    return resolve


# over the turn's info box (the card says what to do), else over the tray
LESSON_TABLE = LessonTable(resolver, (pygame.Rect(14, 446, 318, 226), pygame.Rect(878, 446, 388, 180)))
