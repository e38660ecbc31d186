"""Cash & Run's table as its lesson sees it: the board and its fields, the final lap's box, the log, the panels
and the open prompt, and where the coach's card may sit."""

from __future__ import annotations

from typing import Any

import pygame

from vegas_desktop.scenes.cashrun import layout as blay
from vegas_desktop.scenes.table.parts import TableParts
from vegas_desktop.scenes.tutorial.targets import LessonTable, Resolver, Target, split_look


def resolver(parts: TableParts) -> Resolver:
    pointer: Any = parts.input

    def resolve(look: str) -> list[Target]:
        name, arg = split_look(look)
        if name == "board":
            return [(blay.BOARD.copy(), False)]
        if name == "field" and arg is not None:
            return [(blay.FIELD_RECTS[arg].copy(), False)]
        if name == "panel" and arg is not None:
            return [(blay.panel_rects(len(pointer.table.match.seats))[arg], False)]
        if name in ("prompt", "clear"):
            prompt = pointer.ui.prompt
            return [(prompt.box.copy(), False)] if prompt is not None and prompt.box.w else []
        if name == "lap":
            return [(blay.LAP_BOX.copy(), False)]
        if name == "log":
            return [(blay.LOG_BOX.copy(), False)]
        return []

    return resolve


# the right column's third row of panels (empty with four players), else over the board's log
LESSON_TABLE = LessonTable(resolver, (pygame.Rect(722, 242, 548, 114), pygame.Rect(114, 446, 492, 164)))
