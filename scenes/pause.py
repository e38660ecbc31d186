"""Pause overlay over the table: resume, read the rules, or leave to the main menu."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from vegas_desktop.app import fit_text, gui, settings, style
from vegas_desktop.text import t

if TYPE_CHECKING:
    from vegas_desktop.scenes.table.base import TableScene

PANEL = pygame.Rect(640 - 210, 360 - 255, 420, 510)
CONFIRM_SECONDS = 4.0


def text_language(app: object) -> str:
    return settings.for_app(app).language


class PauseScene(gui.GuiScene):
    opaque = False  # the frozen table stays visible, dimmed

    def build(self) -> None:
        self.confirming = False
        self.confirm_until = 0.0
        x, w, h = PANEL.x + 40, PANEL.w - 80, 54
        self.table = self._table()
        self.resume_button = self.button((x, PANEL.y + 100, w, h), t("pause.resume"), self.resume, object_id="#primary")
        self.undo_button = self.button((x, PANEL.y + 166, w, h), t("pause.undo"), self.undo)
        if self.table is None or self.table.undo_problem() is not None:
            self.undo_button.disable()  # hot-seat, nothing to take back yet, or no table below
        self.rules_button = self.button((x, PANEL.y + 232, w, h), t("pause.rules"), self.open_rules)
        self.settings_button = self.button((x, PANEL.y + 298, w, h), t("settings.open"), self.open_settings)
        self.quit_button = self.button(
            (x, PANEL.y + 364, w, h), t("pause.quit"), self.quit_to_menu, object_id="#danger"
        )
        self.nav = [self.resume_button, self.undo_button, self.rules_button, self.settings_button, self.quit_button]
        self.built_language = text_language(self.app)

    def on_language_changed(self) -> None:
        self.rebuild()

    def _table(self) -> TableScene[Any] | None:
        """The table this menu paused, or None."""
        from vegas_desktop.scenes.table.base import TableScene

        return next((s for s in reversed(self.app.stack.scenes) if isinstance(s, TableScene)), None)

    def undo(self) -> None:
        if self.table is not None:
            self.table.undo()

    def resume(self) -> None:
        self.leave()

    def open_rules(self) -> None:
        from .rules_help import RulesScene

        self.app.stack.push(RulesScene(self.app))

    def open_settings(self) -> None:
        from .settings_screen import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def on_resume(self) -> None:
        if text_language(self.app) != self.built_language:  # changed in the settings screen
            self.confirming = False
            for btn in list(self.actions):
                btn.kill()
            self.actions.clear()
            self.build()

    def quit_to_menu(self) -> None:
        """First click asks, a second click within a few seconds leaves (the game is saved: Continue resumes it)."""
        if not self.confirming:
            self.confirming = True
            self.confirm_until = self.app.real_time + CONFIRM_SECONDS  # real time: not 0.16 s at speed x25
            self.quit_button.set_text(t("pause.quit_confirm"))
            return
        self.app.stack.reset(self.app.screens.main_menu(self.app))

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.confirming and self.app.real_time > self.confirm_until:
            self.confirming = False
            self.quit_button.set_text(t("pause.quit"))

    def on_back(self) -> bool:
        self.resume()
        return True

    def on_confirm(self) -> bool:
        self.resume()
        return True

    def draw_background(self, surface: pygame.Surface) -> None:
        gui.dim(surface, 160)
        gui.panel(surface, PANEL)
        style.text(
            surface, t("pause.title"), (640, PANEL.y + 52), 40, style.GOLD, bold=True, anchor="center", shadow=True
        )
        note, colour = (t("pause.saved_note"), style.GOLD) if self.confirming else (t("pause.hint"), (190, 210, 195))
        fit_text.draw(surface, note, (640, PANEL.bottom - 22), PANEL.w - 24, 15, colour, anchor="center")
