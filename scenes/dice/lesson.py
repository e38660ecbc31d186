"""What a lesson points at on the dice tables: the arena, its casinos and dice, the throw button, the panels."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from vegas_desktop.scenes.dice import arena
from vegas_desktop.scenes.tutorial.targets import Resolver, Target, split_look


def _dice_rects(display: Any, value: int) -> list[Target]:
    out = []
    for s in display.arena:
        if s.value == value and not s.lift:
            r = pygame.Rect(0, 0, s.size * 1.5, s.size * 1.5)
            r.center = (round(s.x), round(s.y))
            out.append((r, True))
    return out


def dice_resolver(view: Any, display: Any, more: Callable[[str, int | None], list[Target]] | None = None) -> Resolver:
    """The arena's things on a dice table's `view` and `display`; `more` resolves the game's own names."""

    def resolve(look: str) -> list[Target]:
        name, arg = split_look(look)
        rects: list[pygame.Rect] = list(view.casino_rects)
        if name == "casinos":
            return [(r, False) for r in rects[:6]]
        if name == "casino" and arg is not None:
            return [(rects[arg - 1], False)]
        if name == "dice" and arg is not None:
            return _dice_rects(display, arg)
        if name == "throw":
            r = pygame.Rect(0, 0, 2 * arena.THROW_BUTTON_RADIUS, 2 * arena.THROW_BUTTON_RADIUS)
            r.center = (round(arena.CENTRE[0]), round(arena.CENTRE[1]))
            return [(r, True)]
        if name == "panel" and arg is not None:
            return [(view.panels[arg], False)]
        if name == "log":
            return [(view.log_box(), False)]
        return more(name, arg) if more is not None else []

    return resolve
