"""Settings: language, sound, animation speed, reduced motion, colour-blind mode, full screen and table text size.

Reached from the main menu and the pause menu. Every change applies at once and is saved with the other settings
(app/settings.py); `apply_settings(app)` puts saved settings into effect at start-up (the main menu calls it once).
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from vegas_desktop import text
from vegas_desktop.app import cache, fit_text, gui, motion, settings, sound, style
from vegas_desktop.app.dice_art import draw_die
from vegas_desktop.app.settings import Settings
from vegas_desktop.text import t

if TYPE_CHECKING:
    from vegas_desktop.app.app import App

PANEL = pygame.Rect(150, 22, 980, 676)
ROW_Y = PANEL.y + 92  # first row
ROW_H = 52
LABEL_X = PANEL.x + 48
CONTROL_X = PANEL.x + 430
CONTROL_W = PANEL.right - 48 - CONTROL_X
BUTTON_H = 44
SAVE_DELAY = 0.6  # seconds after the last slider movement before it is written
VOLUME_KEYS = {
    pygame.K_MINUS: -5,
    pygame.K_KP_MINUS: -5,
    pygame.K_PLUS: 5,
    pygame.K_EQUALS: 5,
    pygame.K_KP_PLUS: 5,
}
ROWS = (
    "language",
    "volume",
    "speed",
    "computer_turns",
    "reduced_motion",
    "colour_blind",
    "text_size",
    "fullscreen",
    "payout_preview",
)


# -- settings into effect ----------------------------------------------------------------------------------------
def apply_settings(app: App, s: Settings | None = None) -> None:
    """Put the settings into effect: language, sound, motion, palette, text size, full screen, speed."""
    s = s or settings.for_app(app)
    text.set_language(s.language)
    sound.bind(s, settings.save)
    motion.set_reduced(s.reduced_motion)
    stale = style.set_colour_blind(s.colour_blind)
    stale = style.set_text_size(s.text_size) or stale
    if stale:  # drawn dice, swatches and rendered text in the caches show the old look
        cache.clear_caches()
        for scene in app.stack.scenes:
            scene.on_resize()
    if s.fullscreen != app.fullscreen:
        app.toggle_fullscreen()
    if app.speed_override is None:
        app.speed = s.speed_factor


def apply_once(app: App) -> None:
    """At start-up (the main menu's first entry): the saved settings, once per App."""
    if not app.settings_applied:
        app.settings_applied = True
        apply_settings(app)


class SettingsScene(gui.GuiScene):
    """One row per setting: a label with a one-line explanation on the left, its control on the right."""

    def __init__(self, app: App) -> None:
        self.settings = settings.for_app(app)
        self._save_at: float | None = None
        super().__init__(app)

    # -- widgets -------------------------------------------------------------------------------------------------
    def row_y(self, key: str) -> int:
        return ROW_Y + ROWS.index(key) * ROW_H

    def build(self) -> None:
        s = self.settings
        self.choice_buttons: dict[str, dict[str, pygame_gui.elements.UIButton]] = {}
        self._choices(
            "language", settings.LANGUAGES, s.language, lambda v: t(f"settings.language.{v}"), self.set_language
        )
        # volume: slider, its value, and the sound on/off switch
        y = self.row_y("volume")
        self.volume_slider = pygame_gui.elements.UIHorizontalSlider(
            self.ui.ui_rect((CONTROL_X, y + 6, 250, 34)), s.volume, (0, 100), manager=self.ui, click_increment=5
        )
        self.mute_button = self.button(
            (CONTROL_X + CONTROL_W - 150, y, 150, BUTTON_H),
            t("settings.off") if s.muted else t("settings.on"),
            self.toggle_mute,
            object_id="#small" if s.muted else "#toggle_on",
            tooltip=t("settings.mute.tip"),
        )
        self._choices("speed", tuple(settings.SPEEDS), s.speed, lambda v: t(f"settings.speed.{v}"), self.set_speed)
        self._choices(
            "computer_turns",
            tuple(settings.COMPUTER_TURNS),
            s.computer_turns,
            lambda v: t(f"settings.computer_turns.{v}"),
            self.set_computer_turns,
        )
        self.switches = {  # a switch's key is the name of its (bool) Settings field
            key: self._switch(key, getattr(s, key))
            for key in ("reduced_motion", "colour_blind", "fullscreen", "payout_preview")
        }
        self._choices(
            "text_size", settings.TEXT_SIZES, s.text_size, lambda v: t(f"settings.text_size.{v}"), self.set_text_size
        )
        self.back_button = self.button(
            (640 - 140, PANEL.bottom - 82, 280, 54), t("settings.back"), self.close, object_id="#primary"
        )
        self.nav = [
            *self.choice_buttons["language"].values(),
            self.mute_button,
            *self.choice_buttons["speed"].values(),
            *self.choice_buttons["computer_turns"].values(),
            self.switches["reduced_motion"],
            self.switches["colour_blind"],
            *self.choice_buttons["text_size"].values(),
            self.switches["fullscreen"],
            self.switches["payout_preview"],
            self.back_button,
        ]

    def _choices(
        self, key: str, values: tuple[str, ...], current: str, label: Callable[[str], str], pick: Callable[[str], None]
    ) -> None:
        """A row of buttons, one per value; the current one lit."""
        gap = 10
        w = (CONTROL_W - gap * (len(values) - 1)) // len(values)
        y = self.row_y(key)
        self.choice_buttons[key] = {
            v: self.button(
                (CONTROL_X + i * (w + gap), y, w, BUTTON_H),
                label(v),
                partial(pick, v),
                object_id="#toggle_on" if v == current else "#small",
            )
            for i, v in enumerate(values)
        }

    def _switch(self, key: str, on: bool) -> pygame_gui.elements.UIButton:
        return self.button(
            (CONTROL_X, self.row_y(key), 150, BUTTON_H),
            t("settings.on") if on else t("settings.off"),
            lambda: self.toggle(key),
            object_id="#toggle_on" if on else "#small",
        )

    def rebuild(self) -> None:
        """Rebuild the widgets (pygame-gui themes a button by its object id, and texts follow the language)."""
        keep = self.nav_index
        for element in list(self.actions):
            element.kill()
        self.volume_slider.kill()
        self.actions.clear()
        self.build()
        if 0 <= keep < len(self.nav):
            self.nav_index = keep
            self.nav[keep].select()

    # -- changes -------------------------------------------------------------------------------------------------
    def changed(self) -> None:
        settings.save(self.settings)
        apply_settings(self.app, self.settings)
        self.rebuild()

    def set_language(self, code: str) -> None:
        if code in settings.LANGUAGES:
            self.settings.language = code
            self.app.set_language(code)
            self.changed()

    def set_speed(self, name: str) -> None:
        self.settings.speed = name
        self.app.speed_override = None  # the player's choice now wins over --speed
        self.changed()

    def set_computer_turns(self, name: str) -> None:
        if name in settings.COMPUTER_TURNS:
            self.settings.computer_turns = name
            self.changed()

    def set_text_size(self, name: str) -> None:
        self.settings.text_size = name
        self.changed()

    def toggle(self, key: str) -> None:
        """Flip the Settings field named `key` (one of the switches)."""
        setattr(self.settings, key, not getattr(self.settings, key))
        self.changed()

    def toggle_mute(self) -> None:
        self.settings.muted = not self.settings.muted
        self.changed()
        sound.play("click")  # the new state heard at once (silent when muted)

    def set_volume(self, value: float) -> None:
        value = max(0, min(100, int(value)))
        if value != self.settings.volume:
            self.settings.volume = value
            self._save_at = self.time + SAVE_DELAY

    def handle_other_event(self, event: pygame.event.Event) -> bool:
        """- and + change the volume in steps of 5 (the slider is not in the keyboard's button order)."""
        if event.type == pygame.KEYDOWN:
            step = VOLUME_KEYS.get(event.key)
            if step:
                self.set_volume(self.settings.volume + step)
                self.volume_slider.set_current_value(self.settings.volume, False)
                return True
        return False

    def update(self, dt: float) -> None:
        super().update(dt)
        self.set_volume(self.volume_slider.get_current_value())
        if self._save_at is not None and self.time >= self._save_at:
            self._save_at = None
            settings.save(self.settings)
            sound.play("die_set")  # a sample of the new level

    def close(self) -> None:
        if self._save_at is not None:
            self._save_at = None
            settings.save(self.settings)
        self.leave()

    def on_back(self) -> bool:
        self.close()
        return True

    def on_confirm(self) -> bool:
        self.close()
        return True

    # -- drawing -------------------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        gui.felt_background(surface)
        gui.panel(surface, PANEL, alpha=245)
        style.text(
            surface, t("settings.title"), (640, PANEL.y + 46), 36, style.GOLD, bold=True, anchor="center", shadow=True
        )
        for key in ROWS:
            y = self.row_y(key)
            room = CONTROL_X - LABEL_X - 16  # large text (the text-size setting) shrinks back or is cut to fit
            fit_text.draw(surface, t(f"settings.{key}"), (LABEL_X, y - 1), room, 20, style.PAPER, bold=True)
            fit_text.draw(surface, t(f"settings.{key}.tip"), (LABEL_X, y + 26), room, 14, (185, 205, 190))
        y = self.row_y("volume")
        style.text(
            surface,
            t("settings.volume.value", volume=self.settings.volume),
            (CONTROL_X + 262, y + 22),
            18,
            style.PAPER,
            anchor="midleft",
        )
        self._draw_palette(surface)
        style.text(surface, t("settings.hint"), (640, PANEL.bottom - 14), 14, (170, 195, 180), anchor="midbottom")

    def _draw_palette(self, surface: pygame.Surface) -> None:
        """Beside the colour-blind switch: a die in each player colour, as the table will draw them."""
        y = self.row_y("colour_blind") + BUTTON_H // 2
        x0 = CONTROL_X + 150 + 40
        step = (CONTROL_X + CONTROL_W - x0 - 18) / 5
        for i in range(6):
            draw_die(surface, (x0 + i * step - 4, y - 2), 1 + i, 38, style.player_colour(i), style.player_pip(i))
