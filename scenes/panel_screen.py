"""The frame the History, Statistics and Saved games screens share: felt, one panel, a title, Esc goes back,
and lists of striped rows shown a page at a time."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TypeVar

import pygame

from vegas_desktop.app import gui, style
from vegas_desktop.text import t

T = TypeVar("T")

PANEL = pygame.Rect(80, 40, 1120, 640)


class PanelScreen(gui.GuiScene):
    """A GuiScene drawn on one panel; subclasses set TITLE (a text key) and draw their content."""

    TITLE = ""

    def back(self) -> None:
        self.leave()

    def on_back(self) -> bool:
        self.back()
        return True

    def draw_frame(self, surface: pygame.Surface) -> None:
        gui.felt_background(surface)
        gui.panel(surface, PANEL)
        style.text(surface, t(self.TITLE), (640, PANEL.y + 40), 34, style.GOLD, bold=True, anchor="center")

    @staticmethod
    def draw_empty(surface: pygame.Surface, key: str, y: int) -> None:
        style.text(surface, t(key), (640, y), 18, style.PAPER, anchor="center")


def page_of(items: Sequence[T], page: int, rows: int) -> Sequence[T]:
    return items[page * rows : (page + 1) * rows]


def next_page(count: int, page: int, rows: int) -> int:
    """The page after `page` (back to the first after the last)."""
    pages = max(1, -(-count // rows))
    return (page + 1) % pages


def striped_rows(surface: pygame.Surface, count: int, top: int, row_h: int) -> Iterator[tuple[int, pygame.Rect]]:
    """Draws `count` alternately shaded rows from `top` and yields (index, row rect) to fill each."""
    for i in range(count):
        row = pygame.Rect(PANEL.x + 24, top + i * row_h, PANEL.w - 48, row_h - 4)
        pygame.draw.rect(surface, (14, 34, 26) if i % 2 else (18, 42, 32), row, border_radius=8)
        yield i, row
