"""Where the things a lesson points at are on a game's table ("casino:5", "dice:5", "throw", "panel:1"...).

Each game declares its `LessonTable` (its descriptor's `lesson_table`): a resolver that reads that game's own
layout and display (the parts the table was composed with), and where the coach's card may sit. A name it does
not know, or a thing not on screen now, lights nothing. "clear" names what the coach's card must never cover (an
open prompt the player has to reach).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from vegas_desktop.scenes.table.parts import TableParts

Target = tuple[pygame.Rect, bool]
Resolver = Callable[[str], list[Target]]

# where the coach's card sits on a table that names no places of its own, best first
DEFAULT_SPOTS = (pygame.Rect(12, 400, 420, 190), pygame.Rect(848, 400, 420, 190))


@dataclass(frozen=True)
class LessonTable:
    """A game's table as its lesson sees it."""

    resolver: Callable[[TableParts], Resolver]  # the parts of a lesson's table -> where a named thing is
    spots: tuple[pygame.Rect, ...] = DEFAULT_SPOTS  # where the coach's card may sit, best first


def split_look(look: str) -> tuple[str, int | None]:
    """'casino:5' -> ('casino', 5); 'throw' -> ('throw', None)."""
    name, _, arg = look.partition(":")
    return name, int(arg) if arg else None
