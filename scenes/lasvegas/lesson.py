"""Las Vegas's table as its lesson sees it: the dice table's things, and where the coach's card may sit."""

from __future__ import annotations

from typing import Any

import pygame

from vegas_desktop.scenes.dice.lesson import dice_resolver
from vegas_desktop.scenes.table.parts import TableParts
from vegas_desktop.scenes.tutorial.targets import LessonTable, Resolver


def resolver(parts: TableParts) -> Resolver:
    pointer: Any = parts.input
    return dice_resolver(pointer.view, pointer.d)


# over the move log, else over the standings
LESSON_TABLE = LessonTable(resolver, (pygame.Rect(1022, 150, 246, 300), pygame.Rect(12, 340, 246, 256)))
