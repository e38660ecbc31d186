"""Pig & Bet's table as its lesson sees it: the players' panels and the bet cards, from its own folder."""

from __future__ import annotations

from typing import Any

import pygame

from vegas_desktop.scenes.table.parts import TableParts
from vegas_desktop.scenes.tutorial.targets import LessonTable, Resolver, Target, split_look

from .parts import panel_rect, pick_rects


def resolver(parts: TableParts) -> Resolver:
    drawing: Any = parts.drawing

    def resolve(look: str) -> list[Target]:
        name, arg = split_look(look)
        if name == "panel" and arg is not None:
            return [(panel_rect(arg), False)]
        if name == "card" and arg is not None:
            return [(pick_rects(drawing.table.match.view(0).players)[arg], False)]
        return []

    return resolve


LESSON_TABLE = LessonTable(resolver, (pygame.Rect(860, 40, 400, 180), pygame.Rect(460, 560, 420, 150)))
