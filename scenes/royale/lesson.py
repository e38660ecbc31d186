"""Royale's table as its lesson sees it: the dice table's things, the open prompt, the tiles and Skip, and where
the coach's card may sit."""

from __future__ import annotations

from typing import Any

import pygame

from vegas_desktop.scenes.dice.lesson import dice_resolver
from vegas_desktop.scenes.royale import layout
from vegas_desktop.scenes.table.parts import TableParts
from vegas_desktop.scenes.tutorial.targets import LessonTable, Resolver, Target


def resolver(parts: TableParts) -> Resolver:
    pointer: Any = parts.input
    display = pointer.d

    def more(name: str, arg: int | None) -> list[Target]:
        if name in ("prompt", "clear"):
            prompt = pointer.ui.prompt
            return [(prompt.box.copy(), False)] if prompt is not None and prompt.box.w else []
        if name == "tile" and arg is not None:
            return [(layout.TILE_RECTS[arg - 1].copy(), False)] if display.tiles[arg - 1] is not None else []
        if name == "skip":
            return [(layout.skip_button(list(display.tiles)), False)]
        return []

    return dice_resolver(pointer.board.view, display, more)


# its columns hold tiles, the turn card and its Skip button: the bottom corners beside the panels (clear of the
# Hint button bottom left, and of the Skip button for computer turns bottom right)
LESSON_TABLE = LessonTable(resolver, (pygame.Rect(12, 490, 372, 182), pygame.Rect(896, 466, 372, 198)))
