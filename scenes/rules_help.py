"""The rules of Las Vegas in the player's words, with this edition's house rules (RULES.md §1)."""

from __future__ import annotations

import pygame
import pygame_gui

from vegas_desktop.app import gui, style
from vegas_desktop.text import t

BOX = pygame.Rect(140, 96, 1000, 520)


def rules_html() -> str:
    """All sections as pygame-gui's HTML subset: a gold heading, then the text."""
    parts = []
    for key in t("rules.sections").split(","):
        head = t(f"rules.{key}.head")
        body = t(f"rules.{key}.body")
        parts.append(f'<font color="#E8BE50" size=5><b>{head}</b></font><br>{body}')
    return "<br><br>".join(parts)


class RulesScene(gui.GuiScene):
    def build(self) -> None:
        self.text_box = pygame_gui.elements.UITextBox(rules_html(), BOX, manager=self.ui)
        self.back_button = self.button((640 - 130, 636, 260, 54), t("rules.back"), self.back, object_id="#primary")

    def back(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def on_back(self) -> bool:
        self.back()
        return True

    def on_confirm(self) -> bool:
        self.back()
        return True

    def handle_other_event(self, event: pygame.event.Event) -> bool:
        # Wheel anywhere on the screen scrolls the rules (pygame-gui only scrolls while hovered).
        if event.type == pygame.MOUSEWHEEL and self.text_box.scroll_bar is not None:
            bar = self.text_box.scroll_bar
            bar.set_scroll_from_start_percentage(min(1.0, max(0.0, bar.start_percentage - event.y * 0.06)))
            return True
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_DOWN,
            pygame.K_UP,
            pygame.K_PAGEDOWN,
            pygame.K_PAGEUP,
        ):
            bar = self.text_box.scroll_bar
            if bar is not None:
                step = {pygame.K_DOWN: 0.05, pygame.K_UP: -0.05, pygame.K_PAGEDOWN: 0.25, pygame.K_PAGEUP: -0.25}
                bar.set_scroll_from_start_percentage(min(1.0, max(0.0, bar.start_percentage + step[event.key])))
            return True
        return False

    def draw_background(self, surface: pygame.Surface) -> None:
        gui.felt_background(surface)
        style.text(surface, t("rules.title"), (640, 50), 38, style.GOLD, bold=True, anchor="center", shadow=True)
        for i, value in enumerate((1, 2, 3, 4, 5, 6)):
            gui.draw_die(surface, (60, 140 + i * 80), 40, value, i % 6, (-1) ** i * 8)
            gui.draw_die(surface, (1220, 140 + i * 80), 40, 7 - value, (i + 3) % 6, (-1) ** (i + 1) * 8)

        gui.panel(surface, BOX.inflate(8, 8))  # the text box itself is transparent (a big rounded box is slow)

    def draw_foreground(self, surface: pygame.Surface) -> None:
        style.text(surface, t("rules.hint"), (640, 706), 13, (170, 195, 180), anchor="center")
