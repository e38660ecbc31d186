"""The rules of each game in the player's words, with this edition's house rules (docs/rules.md).

One tab per game; opened from a table's pause menu it starts on the game being played.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from vegas_desktop import games
from vegas_desktop.app import gui, settings, style
from vegas_desktop.text import has, t

if TYPE_CHECKING:
    from vegas_desktop.app.app import App

BOX = pygame.Rect(140, 108, 1000, 510)


HEADING_PX = 18  # pygame-gui's HTML size 5


def _section(head: str, body: str, scale: float) -> str:
    px = int(HEADING_PX * scale + 1e-6)  # the text box is built at the window's size: so is its heading
    return f'<font color="#E8BE50" pixel_size={px}><b>{head}</b></font><br>{body}'


def rules_html(game: str = games.DEFAULT_GAME, scale: float = 1.0) -> str:
    """All sections of one game as pygame-gui's HTML subset: a gold heading, then the text."""
    keys = games.descriptor(game).help_sections
    parts = [_section(t(f"rules.{key}.head"), t(f"rules.{key}.body"), scale) for key in keys]
    extra = _extra_house_rules(game)
    if extra:
        parts.append(_section(t("rules.house_extra"), "<br>".join(f"• {line}" for line in extra), scale))
    return "<br><br>".join(parts)


def _extra_house_rules(game: str) -> list[str]:
    """Decisions a game package lists itself (key, English text); a rules.json key translates them."""
    return [
        t(f"rules.{game}.house.{key}") if has(f"rules.{game}.house.{key}") else text
        for key, text in games.house_rules(game)
    ]


class RulesScene(gui.GuiScene):
    def __init__(self, app: App, game: str | None = None) -> None:
        if game is None:
            game = next((g for g in (s.game_shown() for s in reversed(app.stack.scenes)) if g), None)
        self.game = game if game in games.game_names() else settings.for_app(app).game
        if self.game not in games.game_names():
            self.game = games.game_names()[0]
        self.tab_buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.text_box: pygame_gui.elements.UITextBox | None = None
        super().__init__(app)

    def build(self) -> None:
        self.back_button = self.button((640 - 130, 636, 260, 54), t("rules.back"), self.back, object_id="#primary")
        self.show(self.game)

    def show(self, game: str) -> None:
        """Switch the tab: new text box and tab buttons (their look depends on which one is on)."""
        self.game = game
        if self.text_box is not None:
            self.text_box.kill()
        self.text_box = pygame_gui.elements.UITextBox(
            rules_html(game, self.ui.scale[1]), self.ui.ui_rect(BOX), manager=self.ui
        )
        for b in self.tab_buttons.values():
            b.kill()
        gap = 14
        x, w = gui.button_row(len(games.game_names()), 250, gap)  # every registered game fits the row
        self.tab_buttons = {
            g: self.button(
                (x + i * (w + gap), 56, w, 40),
                t(f"setup.game.{g}"),
                partial(self.show, g),
                object_id="#toggle_on" if g == game else "#small",
            )
            for i, g in enumerate(games.game_names())
        }

    def back(self) -> None:
        self.leave()

    def on_back(self) -> bool:
        self.back()
        return True

    def on_confirm(self) -> bool:
        self.back()
        return True

    def handle_other_event(self, event: pygame.event.Event) -> bool:
        # Wheel anywhere on the screen scrolls the rules (pygame-gui only scrolls while hovered).
        if self.text_box is None:
            return False
        bar = self.text_box.scroll_bar
        if event.type == pygame.MOUSEWHEEL and bar is not None:
            bar.set_scroll_from_start_percentage(min(1.0, max(0.0, bar.start_percentage - event.y * 0.06)))
            return True
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_DOWN,
            pygame.K_UP,
            pygame.K_PAGEDOWN,
            pygame.K_PAGEUP,
        ):
            if bar is not None:
                step = {pygame.K_DOWN: 0.05, pygame.K_UP: -0.05, pygame.K_PAGEDOWN: 0.25, pygame.K_PAGEUP: -0.25}
                bar.set_scroll_from_start_percentage(min(1.0, max(0.0, bar.start_percentage + step[event.key])))
            return True
        return False

    def draw_background(self, surface: pygame.Surface) -> None:
        gui.felt_background(surface)
        title = t(f"rules.title.{self.game}")
        style.text(surface, title, (640, 26), 30, style.GOLD, bold=True, anchor="center", shadow=True)
        for i, value in enumerate((1, 2, 3, 4, 5, 6)):
            gui.draw_die(surface, (60, 140 + i * 80), 40, value, i % 6, (-1) ** i * 8)
            gui.draw_die(surface, (1220, 140 + i * 80), 40, 7 - value, (i + 3) % 6, (-1) ** (i + 1) * 8)

        gui.panel(surface, BOX.inflate(8, 8))  # the text box itself is transparent (a big rounded box is slow)

    def draw_foreground(self, surface: pygame.Surface) -> None:
        style.text(surface, t("rules.hint"), (640, 706), 13, (170, 195, 180), anchor="center")
