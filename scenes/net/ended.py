"""When a network game ends early for this player: why (the host closed it, the connection broke), and the way
back to the menu."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from vegas_desktop.app import style
from vegas_desktop.scenes.panel_screen import PanelScreen
from vegas_desktop.text import t

if TYPE_CHECKING:
    from vegas_desktop.app.app import App


def ended_text(reason: str) -> str:
    if reason in ("host_closed", "unreachable"):
        return t(f"net.ended.{reason}")
    return t("net.ended.other", reason=reason)


class EndedScene(PanelScreen):
    TITLE = "net.ended.title"

    def __init__(self, app: App, reason: str) -> None:
        self.reason = reason
        super().__init__(app)

    def build(self) -> None:
        self.menu_button = self.button((640 - 150, 520, 300, 56), t("net.menu"), self.back, object_id="#primary")
        self.nav = [self.menu_button]

    def back(self) -> None:
        self.app.stack.reset(self.app.screens.main_menu(self.app))

    def on_confirm(self) -> bool:
        self.back()
        return True

    def draw_background(self, surface: pygame.Surface) -> None:
        self.draw_frame(surface)
        style.text(surface, ended_text(self.reason), (640, 300), 20, style.PAPER, anchor="center")
