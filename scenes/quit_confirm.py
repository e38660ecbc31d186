"""Closing the window during a game asks first, and says the truth: the game is saved after every move and
Continue in the main menu brings it back.

Tables answer the window's close request with `ask_before_closing`; a second close request while the question
is open closes the window (so a player who means it is never stuck).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from vegas_desktop.app import fit_text, gui, style
from vegas_desktop.text import t

if TYPE_CHECKING:
    from vegas_desktop.app.app import App
    from vegas_desktop.match import TableMatch

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
        width = PANEL.w - 40
        fit_text.draw(surface, t("quit.body"), (640, PANEL.y + 96), width, 19, style.PAPER, anchor="center")
        fit_text.draw(surface, t("quit.body2"), (640, PANEL.y + 126), width, 19, style.PAPER, anchor="center")
        hint = t("quit.hint")
        fit_text.draw(surface, hint, (640, PANEL.bottom + 22), width + 200, 15, (190, 210, 195), anchor="center")


def ask_before_closing(app: App, match: TableMatch) -> bool | None:
    """For a table's `on_close_request`: ask while its game is unfinished; no opinion once it is over."""
    if match.over:
        return None
    app.stack.push(QuitConfirmScene(app))
    return True
