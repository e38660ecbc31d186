"""Closing the window during a game asks first: the game in progress would be lost (issue 19).

Tables answer the window's close request with `ask_before_closing`; a second close request while the question
is open closes the window (so a player who means it is never stuck).
"""

from __future__ import annotations

from typing import Any

import pygame

from vegas_desktop.app import gui, style
from vegas_desktop.text import t

PANEL = pygame.Rect(640 - 260, 360 - 140, 520, 280)


class QuitConfirmScene(gui.GuiScene):
    opaque = False

    def build(self) -> None:
        y = PANEL.bottom - 92
        self.keep_button = self.button((PANEL.x + 40, y, 210, 56), t("quit.keep"), self.keep, object_id="#primary")
        self.quit_button = self.button((PANEL.right - 250, y, 210, 56), t("quit.quit"), self.quit, object_id="#danger")
        self.nav = [self.keep_button, self.quit_button]

    def keep(self) -> None:
        self.leave()

    def quit(self) -> None:
        self.app.quit(0)

    def on_back(self) -> bool:
        self.keep()
        return True

    def on_close_request(self) -> bool | None:
        return False  # asked already: a second close means it

    def draw_background(self, surface: pygame.Surface) -> None:
        gui.dim(surface, 170)
        gui.panel(surface, PANEL)
        style.text(surface, t("quit.title"), (640, PANEL.y + 50), 34, style.GOLD, bold=True, anchor="center")
        style.text(surface, t("quit.body"), (640, PANEL.y + 100), 19, style.PAPER, anchor="center")
        style.text(surface, t("quit.hint"), (640, PANEL.bottom + 22), 15, (190, 210, 195), anchor="center")


def ask_before_closing(table: Any) -> bool | None:
    """For a table's `on_close_request`: ask while its game is unfinished; no opinion once it is over."""
    match = getattr(table, "match", None)
    if match is None or match.over:
        return None
    table.app.stack.push(QuitConfirmScene(table.app))
    return True
